extension Text {
    /// Where a text that does not fit its lines loses characters — SwiftUI's
    /// `Text.TruncationMode` (https://developer.apple.com/documentation/swiftui/text/truncationmode),
    /// set with `truncationMode(_:)`: an ellipsis at the start (`head`), the end (`tail`, the
    /// default) or the middle (`middle`, as a file name is shortened: "Screenshot…(2).png").
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}

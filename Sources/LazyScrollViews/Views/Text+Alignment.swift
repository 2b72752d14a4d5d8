import Foundation

// `multilineTextAlignment(_:)` (https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)):
// "Sets the alignment of a text view that contains multiple lines of text." The value lives in
// the environment (https://developer.apple.com/documentation/swiftui/environmentvalues/multilinetextalignment),
// so it reaches every `Text` inside the modified view, and it moves the lines *within* the
// text's frame: the frame is as wide as the widest line, as before, and each shorter line sits
// at the frame's leading edge, its centre, or its trailing edge. Apple: "This value has no
// effect on a Text view that contains only one line of text, because a text view has a width
// that exactly matches the width of its widest line" — to place a one-line text in a wider
// space, use the space's alignment (`.frame(maxWidth: .infinity, alignment: .trailing)`).
//
// Where it applies here: a text's own lines (``TextNode``'s layout) and a text drawn as runs
// (Markdown in a literal, `Text + Text`, a text with an image: ``StyledTextLayout``) — the
// lines are placed once, when a layout of several lines is made, and every reader of the
// layout (drawing, `redacted`, content transitions) draws them where they are. Not read by a
// text of one line: its layout has no other line to move, so the common path does not look the
// value up. There is no right-to-left layout here: `.leading` is the left edge.

/// How the lines of a multi-line text line up — SwiftUI's `TextAlignment`
/// (https://developer.apple.com/documentation/swiftui/textalignment).
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Each line starts at the text's leading edge (the default).
    case leading
    /// Each line centred in the text's width.
    case center
    /// Each line ends at the text's trailing edge.
    case trailing

    /// The share of a line's free space (the text's width less the line's) left before it.
    var leadingShare: CGFloat {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }

extension EnvironmentValues {
    /// How a text view aligns its lines when its content wraps or holds line breaks
    /// (`.multilineTextAlignment(_:)`; `.leading` by default) — SwiftUI's
    /// [`multilineTextAlignment`](https://developer.apple.com/documentation/swiftui/environmentvalues/multilinetextalignment).
    /// No effect on a text of one line, which is exactly as wide as that line.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] } set { self[MultilineTextAlignmentKey.self] = newValue }
    }
}

extension View {
    /// Aligns the lines of the multi-line texts inside within each text's width — SwiftUI's
    /// [`multilineTextAlignment(_:)`](https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)):
    ///
    /// ```swift
    /// Text("Nothing here yet.\nPull to refresh, or add your first item.")
    ///     .multilineTextAlignment(.center)
    /// ```
    ///
    /// centres each line under the widest one. The text's size does not change, and a text of
    /// one line does not move inside a wider frame — the frame's own `alignment` places it.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> _EnvironmentWriter<Self, TextAlignment> {
        environment(\.multilineTextAlignment, alignment)
    }
}

extension TextLayoutResult {
    /// The lines moved across the text's width as `alignment` places them: each line's free
    /// space (the width less the line's) is left before it in ``TextAlignment/leadingShare``.
    /// A line wider than the text (a word wider than a proposal it was broken for) stays at the
    /// leading edge. Nothing changes for `.leading` or a layout of one line.
    mutating func align(_ alignment: TextAlignment) {
        let share = alignment.leadingShare
        guard share > 0, !moreLines.isEmpty, var first = firstLine else { return }
        let width = size.width
        func placed(_ line: TextLine) -> TextLine {
            var line = line
            line.origin.x = max(0, (width - line.width) * share)
            return line
        }
        first = placed(first)
        firstLine = first
        moreLines = moreLines.map(placed)
    }
}

import DisplayList

// SwiftUI's hierarchical styles past `.secondary` — `.foregroundStyle(.tertiary)` and
// `.quaternary` (`HierarchicalShapeStyle`, iOS 15:
// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle) — resolve in the
// light appearance to iOS's label colours: tertiaryLabel is (60, 60, 67) at 30 %, quaternaryLabel
// (60, 60, 67) at 18 % (UIKit's `UIColor.tertiaryLabel` / `.quaternaryLabel`, as `.secondary` is
// secondaryLabel at 60 %). Ours are colours, not styles relative to the current foreground: a
// `.tertiary` inside `.foregroundStyle(.red)` is still the grey label colour.

extension Color {
    /// iOS's tertiary label colour, (60, 60, 67) at 30 %.
    nonisolated public static let tertiary = Color(rgba: RGBAColor(r8: 60, g8: 60, b8: 67, a8: 77))
    /// iOS's quaternary label colour, (60, 60, 67) at 18 %.
    nonisolated public static let quaternary = Color(rgba: RGBAColor(r8: 60, g8: 60, b8: 67, a8: 46))
}

import DisplayList

// SwiftUI's hierarchical styles past `.secondary` — `.foregroundStyle(.tertiary)` and
// `.quaternary` (`HierarchicalShapeStyle`, iOS 15:
// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle) — resolve to iOS's
// label colours, as `.secondary` is secondaryLabel: tertiaryLabel is (60, 60, 67) at 30 % in the
// light appearance, (235, 235, 245) at 30 % in the dark; quaternaryLabel at 18 % / 16 % (UIKit's
// `UIColor.tertiaryLabel` / `.quaternaryLabel`; values in `DynamicColor`). Ours are colours, not styles relative to the current foreground: a
// `.tertiary` inside `.foregroundStyle(.red)` is still the grey label colour.

extension Color {
    /// iOS's tertiary label colour: (60, 60, 67) at 30 % light, (235, 235, 245) at 30 % dark.
    nonisolated public static let tertiary = Color(DynamicColor.tertiaryLabel)
    /// iOS's quaternary label colour: (60, 60, 67) at 18 % light, (235, 235, 245) at 16 % dark.
    nonisolated public static let quaternary = Color(DynamicColor.quaternaryLabel)
}

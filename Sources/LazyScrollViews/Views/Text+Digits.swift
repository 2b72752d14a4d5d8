// SwiftUI's `monospacedDigit()` (iOS 15): "Modifies the fonts of all child views to use
// fixed-width digits, if possible, while leaving other characters proportionally spaced" —
// https://developer.apple.com/documentation/swiftui/view/monospaceddigit() — so a counter or a
// duration column does not jitter as its numbers change.
//
// Our text faces are DejaVu Sans (regular and bold) and DejaVu Sans Mono; all three draw the
// digits 0–9 at one advance width already (tabular figures are DejaVu's default; the renderer's
// `DigitWidthTests` measures it at every text style). So the fixed-width digits SwiftUI asks the
// font for are the ones we draw, and these keep the font as it is.

extension Font {
    /// This font with fixed-width digits: DejaVu's digits are fixed-width, so the same font.
    public func monospacedDigit() -> Font { self }
}

extension Text {
    /// This text with fixed-width digits (DejaVu's digits already are; see the file's note).
    public func monospacedDigit() -> Text { self }
}

extension View {
    /// The views' text with fixed-width digits (DejaVu's digits already are; see the file's note).
    public func monospacedDigit() -> Self { self }
}

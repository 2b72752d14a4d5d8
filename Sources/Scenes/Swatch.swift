import DisplayList
import LazyScrollViews

// The demo scenes' swatch colours, saturated but not garish: every channel between 0.15 and
// 0.85. Engine-drawn scenes (list) paint `RGBAColor.hue(_:)` (DisplayList's `Color`);
// views fill with `Color.swatch(_:)` — the same colours.

extension RGBAColor {
    /// The swatch colour of hue `hue` (0…1).
    static func hue(_ hue: Double) -> RGBAColor {
        let h = (hue - hue.rounded(.down)) * 6
        let x = 1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (1, x, 0)
        case 1: (r, g, b) = (x, 1, 0)
        case 2: (r, g, b) = (0, 1, x)
        case 3: (r, g, b) = (0, x, 1)
        case 4: (r, g, b) = (x, 0, 1)
        default: (r, g, b) = (1, 0, x)
        }
        return RGBAColor(red: 0.15 + 0.7 * r, green: 0.15 + 0.7 * g, blue: 0.15 + 0.7 * b)
    }
}

extension LazyScrollViews.Color {
    /// The swatch colour of hue `hue` (0…1), as a view: brightness 0.85 and saturation
    /// 0.7 / 0.85 put the channels between 0.15 and 0.85, as `RGBAColor.hue(_:)` does.
    static func swatch(_ hue: Double) -> LazyScrollViews.Color {
        LazyScrollViews.Color(hue: hue, saturation: 0.7 / 0.85, brightness: 0.85)
    }
}

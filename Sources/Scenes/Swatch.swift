import LazyScrollViews

extension Color {
    /// The demo scenes' swatch colour of hue `hue` (0…1): saturated but not garish, every channel
    /// between 0.15 and 0.85 — the same colours the engine-drawn scenes paint with
    /// `DisplayList.Color.hue(_:)` (brightness 0.85, saturation 0.7 / 0.85).
    static func swatch(_ hue: Double) -> Color {
        Color(hue: hue, saturation: 0.7 / 0.85, brightness: 0.85)
    }
}

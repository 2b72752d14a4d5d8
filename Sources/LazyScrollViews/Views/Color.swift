import DisplayList
import Foundation

/// A colour, and a view that fills the space it is offered with it — SwiftUI's `Color`.
/// System colours are iOS's in the light appearance.
///
/// `nonisolated`, as SwiftUI's `Color` is: a plain `Sendable` value whose statics any code may
/// read (`let photos = [Color.red, .blue]` at global scope compiles in Swift 6 mode). Without it,
/// conforming to the main-actor `View` would make the type — and so `Color.red` — main-actor
/// isolated.
nonisolated public struct Color: View, Hashable, Sendable {
    var rgba: RGBAColor

    /// A colour given as a display-list colour (8-bit sRGB channels and alpha).
    nonisolated public init(rgba: RGBAColor) { self.rgba = rgba }
    /// A colour from sRGB components in 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        rgba = RGBAColor(red: red, green: green, blue: blue, alpha: opacity)
    }
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    /// A colour from hue, saturation and brightness in 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - floor(hue)) * 6, i = Int(h) % 6, f = h - floor(h)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    @MainActor public var body: Never { fatalError("Color is primitive") }

    nonisolated public static let red = Color(rgba: .red)
    nonisolated public static let green = Color(rgba: .green)
    nonisolated public static let blue = Color(rgba: .blue)
    nonisolated public static let orange = Color(rgba: .orange)
    nonisolated public static let purple = Color(rgba: .purple)
    nonisolated public static let yellow = Color(rgba: .yellow)
    nonisolated public static let gray = Color(rgba: .gray)
    nonisolated public static let white = Color(rgba: .white)
    nonisolated public static let black = Color(rgba: .black)
    nonisolated public static let clear = Color(rgba: .clear)
    nonisolated public static let pink = Color(rgba: RGBAColor(r8: 255, g8: 45, b8: 85))
    nonisolated public static let teal = Color(rgba: RGBAColor(r8: 48, g8: 176, b8: 199))
    nonisolated public static let indigo = Color(rgba: RGBAColor(r8: 88, g8: 86, b8: 214))
    nonisolated public static let mint = Color(rgba: RGBAColor(r8: 0, g8: 199, b8: 190))
    nonisolated public static let cyan = Color(rgba: RGBAColor(r8: 50, g8: 173, b8: 230))
    nonisolated public static let brown = Color(rgba: RGBAColor(r8: 162, g8: 132, b8: 94))
    /// `Color.primary` in the light appearance: black.
    nonisolated public static let primary = Color(rgba: .primary)
    /// `Color.secondary`: iOS's secondary label colour, (60, 60, 67) at 60 %.
    nonisolated public static let secondary = Color(rgba: RGBAColor(r8: 60, g8: 60, b8: 67, a8: 153))
    /// The accent colour of controls (iOS's default blue).
    nonisolated public static let accentColor = Color(rgba: .blue)

    /// The colour with its opacity multiplied by `opacity` (SwiftUI returns a `Color` too).
    public func opacity(_ opacity: Double) -> Color { Color(rgba: rgba.opacity(opacity)) }
    /// SwiftUI's `brightness(_:)` applied to the colour itself: `amount` added to each channel
    /// (−1…1). In SwiftUI this is a view modifier; on a `Color` the result is the same pixels.
    public func brightness(_ amount: Double) -> Color { Color(rgba: rgba.brightness(amount)) }
    /// SwiftUI's `colorInvert()` applied to the colour itself.
    public func colorInvert() -> Color { Color(rgba: ColorFilter.invert.apply(rgba)) }
    /// SwiftUI's `Color.gradient`, "the standard gradient for the color"
    /// (https://developer.apple.com/documentation/swiftui/color/gradient): a gentle vertical
    /// gradient from the colour 12 % lighter (`brightness(0.12)`) at the top to the colour at
    /// the bottom. Apple does not publish its exact stops; this is our nearest match by eye.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [brightness(Self.gradientLift), self]))
    }
    /// How much lighter a colour's `.gradient` starts than the colour.
    static let gradientLift = 0.12
}

/// A gradient as a style — SwiftUI's `AnyGradient`, what `Color.gradient` returns. "When used as
/// a `ShapeStyle`, this type draws a linear gradient with start-point [0.5, 0] and end-point
/// [0.5, 1]" (https://developer.apple.com/documentation/swiftui/anygradient): top to bottom.
public struct AnyGradient: Hashable, Sendable {
    let gradient: Gradient
    /// The gradient `gradient`, drawn top to bottom.
    public init(_ gradient: Gradient) { self.gradient = gradient }
}

@MainActor extension Color: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        ShapeNode(kind: .rectangle, fill: .color(self), viewType: Color.self, name: "Color",
                  parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) { (node as! ShapeNode).fill = .color(self) }
}

import DisplayList
import Foundation

/// A colour, and a view that fills the space it is offered with it — SwiftUI's `Color`.
///
/// The system colours are dynamic, as on iOS: `.primary`, `.secondary`, `.red`, `.blue`… have
/// a light and a dark value (`DynamicColor`, with Apple's numbers and where they come from)
/// and resolve when drawn, from the colour scheme of the environment they are drawn in
/// (``ColorScheme``). `.white`, `.black`, `.clear` and colours made from components are the same
/// in both.
///
/// `nonisolated`, as SwiftUI's `Color` is: a plain `Sendable` value whose statics any code may
/// read (`let photos = [Color.red, .blue]` at global scope compiles in Swift 6 mode). Without it,
/// conforming to the main-actor `View` would make the type — and so `Color.red` — main-actor
/// isolated.
nonisolated public struct Color: View, Hashable, Sendable {
    /// The colour in the light appearance (and in the dark one when ``dark`` is nil).
    var rgba: RGBAColor
    /// The colour in the dark appearance, for the dynamic system colours; nil: ``rgba``.
    var dark: RGBAColor?
    /// The colour in the dark appearance on an elevated level (a sheet's content: the system
    /// backgrounds, see `DynamicColor.darkElevated`); nil: ``dark``.
    var darkElevated: RGBAColor?

    /// A colour given as a display-list colour (8-bit sRGB channels and alpha), the same in
    /// both appearances.
    nonisolated public init(rgba: RGBAColor) { self.rgba = rgba }
    /// A dynamic colour: `dynamic.light` in the light appearance, `dynamic.dark` in the dark one.
    nonisolated init(_ dynamic: DynamicColor) {
        rgba = dynamic.light
        dark = dynamic.dark == dynamic.light ? nil : dynamic.dark
        darkElevated = dynamic.darkElevated
    }
    /// A dynamic colour from its two values — for the framework's own modules (LazyScrollUI's
    /// `UIColor` stand-in's semantic colours); SwiftUI has no public initializer of this kind.
    nonisolated public init(_light light: RGBAColor, dark: RGBAColor) { self.init(DynamicColor(light: light, dark: dark)) }
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

    /// The colour as drawn in the dark appearance when `isDark`, else in the light one (at the
    /// base level).
    @inline(__always)
    func resolved(isDark: Bool) -> RGBAColor { isDark ? (dark ?? rgba) : rgba }
    /// The colour as drawn in the appearance `isDark`, at the base or the elevated level.
    @inline(__always)
    func resolved(isDark: Bool, elevated: Bool) -> RGBAColor {
        isDark ? (elevated ? darkElevated ?? dark ?? rgba : dark ?? rgba) : rgba
    }
    /// The colour as drawn in `environment` (its colour scheme and level).
    @inline(__always)
    func resolved(in environment: EnvironmentValues) -> RGBAColor {
        resolved(isDark: environment.isDarkAppearance, elevated: environment.isElevatedAppearance)
    }

    /// The same colour, each appearance's value changed by `transform`.
    private func mapped(_ transform: (RGBAColor) -> RGBAColor) -> Color {
        var color = Color(rgba: transform(rgba))
        color.dark = dark.map(transform)
        color.darkElevated = darkElevated.map(transform)
        return color
    }

    @MainActor public var body: Never { fatalError("Color is primitive") }

    // The system colours: iOS's, light and dark (HIG "Color"; values in `DynamicColor`).
    nonisolated public static let red = Color(DynamicColor.systemRed)
    nonisolated public static let green = Color(DynamicColor.systemGreen)
    nonisolated public static let blue = Color(DynamicColor.systemBlue)
    nonisolated public static let orange = Color(DynamicColor.systemOrange)
    nonisolated public static let purple = Color(DynamicColor.systemPurple)
    nonisolated public static let yellow = Color(DynamicColor.systemYellow)
    nonisolated public static let gray = Color(DynamicColor.systemGray)
    nonisolated public static let pink = Color(DynamicColor.systemPink)
    nonisolated public static let teal = Color(DynamicColor.systemTeal)
    nonisolated public static let indigo = Color(DynamicColor.systemIndigo)
    nonisolated public static let mint = Color(DynamicColor.systemMint)
    nonisolated public static let cyan = Color(DynamicColor.systemCyan)
    nonisolated public static let brown = Color(DynamicColor.systemBrown)
    nonisolated public static let white = Color(rgba: .white)
    nonisolated public static let black = Color(rgba: .black)
    nonisolated public static let clear = Color(rgba: .clear)
    /// `Color.primary`: iOS's label colour, black in the light appearance and white in the dark.
    nonisolated public static let primary = Color(DynamicColor.label)
    /// `Color.secondary`: iOS's secondary label colour, (60, 60, 67) at 60 % in the light
    /// appearance, (235, 235, 245) at 60 % in the dark.
    nonisolated public static let secondary = Color(DynamicColor.secondaryLabel)
    /// The accent colour of controls (iOS's default: the system blue).
    nonisolated public static let accentColor = Color(DynamicColor.systemBlue)

    /// The colour with its opacity multiplied by `opacity` (SwiftUI returns a `Color` too).
    public func opacity(_ opacity: Double) -> Color { mapped { $0.opacity(opacity) } }
    /// SwiftUI's `brightness(_:)` applied to the colour itself: `amount` added to each channel
    /// (−1…1). In SwiftUI this is a view modifier; on a `Color` the result is the same pixels.
    public func brightness(_ amount: Double) -> Color { mapped { $0.brightness(amount) } }
    /// SwiftUI's `colorInvert()` applied to the colour itself.
    public func colorInvert() -> Color { mapped { ColorFilter.invert.apply($0) } }
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

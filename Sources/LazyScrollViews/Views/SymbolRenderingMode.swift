import Foundation

/// How a symbol's layers are painted — SwiftUI's `SymbolRenderingMode`
/// (https://developer.apple.com/documentation/swiftui/symbolrenderingmode): `.monochrome` (every
/// layer in the foreground style), `.hierarchical` (the layers at decreasing opacities of it),
/// `.palette` (a style per layer), `.multicolor` (the symbol's own colours).
///
/// Differs from SwiftUI in what there is to paint: SF Symbols are Apple's, and the Font Awesome
/// 4.7 glyphs that stand in for them (`Image(systemName:)`) have a single layer and no colours
/// of their own. A single-layer symbol renders the same in every mode on iOS too — its one
/// layer is the primary, drawn in the first foreground style at full opacity — so every mode
/// draws the glyph that way here. The mode is kept in the environment
/// (`@Environment(\.symbolRenderingMode)`) for views that branch on it.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// Every layer in the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The layers at decreasing opacities of the foreground style.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A style per layer, from `foregroundStyle(_:_:)`.
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The rendering mode `symbolRenderingMode(_:)` set above; nil: the symbol's preferred one.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] } set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// The rendering mode of the symbols inside — SwiftUI's `symbolRenderingMode(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/symbolrenderingmode(_:)). See
    /// ``SymbolRenderingMode`` for what it changes on our single-layer glyphs.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> _EnvironmentWriter<Self, SymbolRenderingMode?> {
        environment(\.symbolRenderingMode, mode)
    }
}

import DisplayList
import Foundation

/// A background material: what lies behind the view, blurred, under a translucent tint —
/// SwiftUI's `Material` (iOS 15, https://developer.apple.com/documentation/swiftui/material):
/// "Materials are not views, but adding a material is like inserting a translucent layer
/// between the modified view and its background … The blurring effect provided by the material
/// isn't simple opacity. Instead, it uses a platform-specific blending that produces an effect
/// that resembles heavily frosted glass." Thinner materials let more of what is behind show.
///
/// ```swift
/// Text("Inbox").padding().background(.ultraThinMaterial)
/// header.background(.bar)
/// card.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
/// ```
///
/// Differs from iOS: Apple does not publish its materials' blur and tint, and blends with
/// vibrancy we do not have; ours are a Gaussian blur of what is drawn behind (the same one as
/// `blur(radius:)`) under a tint, thin to thick, chosen to look like iOS's: near-white in the
/// light appearance, (28, 28, 30) — `secondarySystemBackground`'s dark value — in the dark one
/// (our choice, by eye). Only what is drawn *before* the material in
/// the same window counts as behind it.
public struct Material: Sendable, Hashable {
    /// The blur's standard deviation, in points.
    public let blurRadius: Double
    /// The tint laid over the blurred backdrop.
    let tint: Color

    init(blurRadius: Double, tintOpacity: Double) {
        self.blurRadius = blurRadius
        tint = Color(DynamicColor(light: RGBAColor(red: 0.98, green: 0.98, blue: 0.98, alpha: tintOpacity),
                                  dark: RGBAColor(r8: 28, g8: 28, b8: 30).opacity(tintOpacity)))
    }

    /// Mostly see-through: a light blur under a faint tint.
    public static let ultraThin = Material(blurRadius: 8, tintOpacity: 0.35)
    public static let thin = Material(blurRadius: 10, tintOpacity: 0.5)
    /// The default material.
    public static let regular = Material(blurRadius: 12, tintOpacity: 0.65)
    public static let thick = Material(blurRadius: 14, tintOpacity: 0.8)
    /// Mostly opaque.
    public static let ultraThick = Material(blurRadius: 16, tintOpacity: 0.9)
    /// The material of bars (navigation bars, tab bars, pinned section headers): regular's blur
    /// under a denser tint.
    public static let bar = Material(blurRadius: 12, tintOpacity: 0.78)

    // SwiftUI's ShapeStyle spellings (`.background(.ultraThinMaterial)`).
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
}

/// A shape filled with a material — what `RoundedRectangle(cornerRadius: 12).fill(.thinMaterial)` returns.
public struct _MaterialShapeView<S: Shape>: View {
    let shape: S
    let material: Material
    public var body: Never { fatalError("_MaterialShapeView is primitive") }
}

extension Shape {
    /// Fills the shape with a material: what is behind it, blurred, under the material's tint.
    public func fill(_ material: Material) -> _MaterialShapeView<Self> { _MaterialShapeView(shape: self, material: material) }
}

extension _MaterialShapeView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        MaterialNode(kind: shape.shapeKind, material: material, viewType: Self.self, parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) {
        let node = node as! MaterialNode
        node.kind = shape.shapeKind
        node.material = material
    }
}

/// A material in a shape: takes the whole proposal, as shapes do, and draws a backdrop command.
final class MaterialNode: ViewNode {
    var kind: ShapeKind
    var material: Material

    init(kind: ShapeKind, material: Material, viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.kind = kind
        self.material = material
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    override var debugName: String? { "Material" }
    override var isPaintReplayable: Bool { true }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    override func render(into context: inout RenderContext) {
        let (rect, radius) = kind.geometry(in: frame)
        context.material(material, in: rect, radius: radius)
    }
}

extension View {
    /// Puts `material` behind the view, at the view's size — SwiftUI's `background(_:ignoresSafeAreaEdges:)`
    /// with a material style (https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)).
    public func background(_ material: Material) -> _BackgroundView<Self, _MaterialShapeView<Rectangle>> {
        background(Rectangle().fill(material), alignment: .center)
    }

    /// Puts `material` in `shape` behind the view: `.background(.thinMaterial, in: Capsule())`.
    public func background<S: Shape>(_ material: Material, in shape: S) -> _BackgroundView<Self, _MaterialShapeView<S>> {
        background(shape.fill(material), alignment: .center)
    }
}

extension RenderContext {
    /// Draws `material` in `rect` with corners of `radius`: the display list's backdrop command,
    /// its tint through the colour filters.
    mutating func material(_ material: Material, in rect: CGRect, radius: CGFloat) {
        list.backdrop(rect.core, cornerRadius: Double(radius), blurRadius: material.blurRadius, tint: resolve(material.tint))
    }
}

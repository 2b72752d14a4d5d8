import DisplayList
import Foundation

/// A 2D shape that fills the space it is offered — SwiftUI's `Shape`, limited to the shapes our
/// display list draws: rectangles, rounded rectangles, circles and capsules. Differs from
/// SwiftUI: no `path(in:)`, so you cannot write your own.
public protocol Shape: View, Sendable {
    var shapeKind: ShapeKind { get }
}

/// Which of the built-in shapes a ``Shape`` is.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule

    /// The corner radius that draws this shape in `rect`, and the rect it is drawn in (a
    /// circle is the largest one centred in the frame, as SwiftUI's `Circle`).
    func geometry(in rect: CGRect) -> (rect: CGRect, radius: CGFloat) {
        switch self {
        case .rectangle: return (rect, 0)
        case .roundedRectangle(let r): return (rect, min(CGFloat(r), min(rect.width, rect.height) / 2))
        case .capsule: return (rect, min(rect.width, rect.height) / 2)
        case .circle:
            let d = min(rect.width, rect.height)
            return (CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d), d / 2)
        }
    }
}

public struct Rectangle: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .rectangle }
    public var body: Never { fatalError("Rectangle is primitive") }
}

public struct RoundedRectangle: Shape {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { cornerRadius = cornerSize.width }
    public var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: Double(cornerRadius)) }
    public var body: Never { fatalError("RoundedRectangle is primitive") }
}

/// SwiftUI's corner styles; both draw circular corners here.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Circle: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .circle }
    public var body: Never { fatalError("Circle is primitive") }
}

public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public var shapeKind: ShapeKind { .capsule }
    public var body: Never { fatalError("Capsule is primitive") }
}

/// How a shape is painted.
enum ShapePaint: Hashable {
    /// The environment's foreground colour (a bare shape: SwiftUI fills it with `.primary`).
    case foreground
    case color(Color)
    case gradient(AnyGradient)
    case stroke(Color?, lineWidth: CGFloat)
}

/// A shape filled or stroked — what `Rectangle().fill(.gray)` returns.
public struct _ShapeView<S: Shape>: View {
    let shape: S
    let paint: ShapePaint
    public var body: Never { fatalError("_ShapeView is primitive") }
}

extension Shape {
    /// Fills the shape with `color`.
    public func fill(_ color: Color) -> _ShapeView<Self> { _ShapeView(shape: self, paint: .color(color)) }
    /// Fills the shape with a gradient (`.gray.gradient`).
    public func fill(_ gradient: AnyGradient) -> _ShapeView<Self> { _ShapeView(shape: self, paint: .gradient(gradient)) }
    /// Outlines the shape, `lineWidth` points wide, inside its frame.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(color, lineWidth: lineWidth))
    }
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> _ShapeView<Self> { stroke(color, lineWidth: lineWidth) }
}


extension Rectangle: PrimitiveView {}
extension RoundedRectangle: PrimitiveView {}
extension Circle: PrimitiveView {}
extension Capsule: PrimitiveView {}

extension PrimitiveView where Self: Shape {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        ShapeNode(kind: shapeKind, fill: .foreground, viewType: Self.self, name: "\(Self.self)",
                  parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) { (node as! ShapeNode).kind = shapeKind }
}

extension _ShapeView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        ShapeNode(kind: shape.shapeKind, fill: paint, viewType: Self.self, name: "\(S.self)",
                  parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) {
        let node = node as! ShapeNode
        node.kind = shape.shapeKind
        node.fill = paint
    }
}

/// Colours and shapes: take the whole proposal (10 × 10 for an unspecified one, SwiftUI's
/// default), draw one rect or rounded rect.
final class ShapeNode: ViewNode {
    var kind: ShapeKind
    var fill: ShapePaint
    let name: String

    init(kind: ShapeKind, fill: ShapePaint, viewType: Any.Type, name: String, parent: ViewNode?,
         environment: EnvironmentValues, graph: ViewGraph) {
        self.kind = kind
        self.fill = fill
        self.name = name
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    override var debugName: String? { name }
    override var isPaintReplayable: Bool { true }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func render(into context: inout RenderContext) {
        let (rect, radius) = kind.geometry(in: frame)
        switch fill {
        case .foreground:
            context.fillRounded(rect, radius: radius, (environment.foregroundColor ?? .primary).rgba)
        case .color(let color):
            context.fillRounded(rect, radius: radius, color.rgba)
        case .gradient(let gradient):
            // Eight bands from 12 % lighter at the top to the colour at the bottom, clipped to
            // the shape's bounds.
            let bands = 8
            context.clipped(to: rect) { context in
                for i in 0..<bands {
                    let t = Double(i) / Double(bands - 1)
                    let band = CGRect(x: rect.minX, y: rect.minY + rect.height * CGFloat(i) / CGFloat(bands),
                                      width: rect.width, height: rect.height / CGFloat(bands) + 0.5)
                    context.fill(band, gradient.base.rgba.brightness(0.12 * (1 - t)))
                }
            }
        case .stroke(let color, let lineWidth):
            let c = context.resolve((color ?? environment.foregroundColor ?? .primary).rgba)
            // Inside the shape (`strokeBorder`'s placement), its corners kept.
            context.list.strokeRounded(rect.core, radius: Double(radius), c, lineWidth: Double(lineWidth))
        }
    }
}

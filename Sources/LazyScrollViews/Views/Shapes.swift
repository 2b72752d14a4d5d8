import DisplayList
import Foundation
import ScrollCore

/// A 2D shape that fills the space it is offered — SwiftUI's `Shape`
/// (https://developer.apple.com/documentation/swiftui/shape). Write your own as in SwiftUI,
/// with `path(in:)`:
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// ```
///
/// A shape without a fill or stroke is filled with the foreground style. `rect` is the
/// shape's frame in its own coordinates (origin zero), as SwiftUI passes it.
///
/// A shape is `Animatable`, as SwiftUI's (`nonisolated protocol Shape : Sendable, Animatable,
/// View`, https://developer.apple.com/documentation/swiftui/shape): give it an `animatableData`
/// and a change made in an animated transaction draws `path(in:)` at each frame with the data
/// between the old value and the new (Shape+Animation.swift):
///
/// ```swift
/// struct Wedge: Shape {
///     var start: Double, end: Double          // degrees
///     var animatableData: AnimatablePair<Double, Double> {
///         get { AnimatablePair(start, end) }
///         set { (start, end) = (newValue.first, newValue.second) }
///     }
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
///
/// Without one its data is `EmptyAnimatableData`: the shape changes at once. Nonisolated, as
/// Apple's: `path(in:)` and `animatableData` are not main-actor isolated, so a shape's
/// conformance to `Animatable` does not cross into the main actor.
nonisolated public protocol Shape: Animatable, View, Sendable {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A custom shape draws as itself filled with the foreground style.
    @MainActor public var body: _ShapeView<Self> { _ShapeView(shape: self, fill: .foreground, mode: .fill(FillStyle())) }

    /// Which built-in shape this is (nil for any other), for the drawing shortcuts.
    var builtinShapeKind: ShapeKind? { (self as? any BuiltinShape)?.builtinKind }
    /// The built-in shape's kind, or a rectangle (its frame) for any other shape: what
    /// `clipShape`, `contentShape` and materials draw with.
    var shapeKind: ShapeKind { builtinShapeKind ?? .rectangle }
}

/// The shapes our display list draws without a path: rectangles, rounded rectangles, circles and capsules.
protocol BuiltinShape {
    var builtinKind: ShapeKind { get }
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

    /// The shape's path in `rect`.
    func path(in rect: CGRect) -> Path {
        switch self {
        case .rectangle: return Path(rect)
        case .circle: return Path(ellipseIn: geometry(in: rect).rect)
        case .roundedRectangle, .capsule:
            let (r, radius) = geometry(in: rect)
            return Path(roundedRect: r, cornerRadius: radius)
        }
    }
}

public struct Rectangle: Shape, BuiltinShape {
    public init() {}
    var builtinKind: ShapeKind { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    @MainActor public var body: Never { fatalError("Rectangle is primitive") }
}

public struct RoundedRectangle: Shape, BuiltinShape {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { cornerRadius = cornerSize.width }
    var builtinKind: ShapeKind { .roundedRectangle(cornerRadius: Double(cornerRadius)) }
    public func path(in rect: CGRect) -> Path { builtinKind.path(in: rect) }
    @MainActor public var body: Never { fatalError("RoundedRectangle is primitive") }
}

/// SwiftUI's corner styles; both draw circular corners here.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// The largest circle centred in the frame — SwiftUI's `Circle`. Its path starts at the
/// rightmost point and runs clockwise on screen (so `trim(from: 0, to: 0.25)` is the lower
/// right quarter; a progress ring adds `.rotationEffect(.degrees(-90))` to start at the top).
public struct Circle: Shape, BuiltinShape {
    public init() {}
    var builtinKind: ShapeKind { .circle }
    public func path(in rect: CGRect) -> Path { builtinKind.path(in: rect) }
    @MainActor public var body: Never { fatalError("Circle is primitive") }
}

public struct Capsule: Shape, BuiltinShape {
    public init(style: RoundedCornerStyle = .continuous) {}
    var builtinKind: ShapeKind { .capsule }
    public func path(in rect: CGRect) -> Path { builtinKind.path(in: rect) }
    @MainActor public var body: Never { fatalError("Capsule is primitive") }
}

/// The ellipse inscribed in the frame — SwiftUI's `Ellipse`; drawn as a path (true curves,
/// anti-aliased), starting at the rightmost point, clockwise on screen.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

// MARK: - Fill and stroke styles

/// The end of a stroked line — Core Graphics' `CGLineCap`, which SwiftUI's `StrokeStyle` takes
/// (there is no Core Graphics on Linux, so it is declared here).
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// The corner of a stroked line — Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

/// How a shape is stroked — SwiftUI's `StrokeStyle`
/// (https://developer.apple.com/documentation/swiftui/strokestyle), with its defaults:
/// 1 point wide, butt caps, miter joins, a miter limit of 10, no dashes.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }

    var spec: StrokeSpec {
        StrokeSpec(lineWidth: Double(lineWidth), cap: lineCap == .round ? .round : lineCap == .square ? .square : .butt,
                   join: lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter,
                   miterLimit: Double(miterLimit), dash: dash.map(Double.init), dashPhase: Double(dashPhase))
    }
}

/// How a shape is filled — SwiftUI's `FillStyle`: the even-odd rule (`eoFill`) or the non-zero
/// one (the default). `isAntialiased` is kept but edges are always anti-aliased here.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// Whether a shape is filled or stroked, and how.
enum ShapeMode: Hashable, Sendable {
    case fill(FillStyle)
    /// Centred on the outline (`stroke`), or inside it (`strokeBorder`: the shape inset by half
    /// the line width first).
    case stroke(StrokeStyle, inside: Bool)
}

/// A shape filled or stroked — what `Rectangle().fill(.gray)` returns.
public struct _ShapeView<S: Shape>: View {
    let shape: S
    let fill: ShapeFill
    let mode: ShapeMode
    public var body: Never { fatalError("_ShapeView is primitive") }
}

extension Shape {
    /// Fills the shape with `color`.
    public func fill(_ color: Color) -> _ShapeView<Self> { _ShapeView(shape: self, fill: .color(color), mode: .fill(FillStyle())) }
    /// Fills the shape with a colour's gradient (`.gray.gradient`).
    public func fill(_ gradient: AnyGradient) -> _ShapeView<Self> { fill(gradient, style: FillStyle()) }
    /// Fills the shape with a style — a colour or a gradient — by `style`'s rule (SwiftUI's
    /// `fill(_:style:)`).
    public func fill<Style: ShapeStyle>(_ content: Style, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .of(content), mode: .fill(style))
    }
    /// Fills the shape with the foreground style by `style`'s rule.
    public func fill(style: FillStyle) -> _ShapeView<Self> { _ShapeView(shape: self, fill: .foreground, mode: .fill(style)) }

    /// Outlines the shape, `lineWidth` points wide, centred on its outline (half of it outside
    /// the frame) — SwiftUI's `stroke(_:lineWidth:)`.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .color(color), mode: .stroke(StrokeStyle(lineWidth: lineWidth), inside: false))
    }
    /// Outlines the shape with a colour or gradient, `lineWidth` points wide, centred on its outline.
    public func stroke<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .of(content), mode: .stroke(StrokeStyle(lineWidth: lineWidth), inside: false))
    }
    /// Outlines the shape with a colour or gradient as `style` says (width, caps, joins, dashes).
    public func stroke<Style: ShapeStyle>(_ content: Style, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .of(content), mode: .stroke(style, inside: false))
    }
    /// Outlines the shape with the foreground style, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .foreground, mode: .stroke(StrokeStyle(lineWidth: lineWidth), inside: false))
    }
    /// Outlines the shape with the foreground style as `style` says.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .foreground, mode: .stroke(style, inside: false))
    }
    /// Outlines the shape inside its frame, `lineWidth` points wide — SwiftUI's
    /// `strokeBorder(_:lineWidth:antialiased:)`
    /// (https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:linewidth:antialiased:)):
    /// an `InsettableShape` (the built-in shapes, `Ellipse`, yours) is inset by half the line
    /// width and stroked, so the line lies inside the frame. (SwiftUI offers it on insettable
    /// shapes only: here any other shape's outline is scaled about its centre to stay inside the
    /// frame.) Edges are always anti-aliased (`antialiased` is kept for source compatibility).
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .color(color), mode: .stroke(StrokeStyle(lineWidth: lineWidth), inside: true))
    }
    /// Outlines the shape inside its frame with a colour or gradient.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .of(content), mode: .stroke(StrokeStyle(lineWidth: lineWidth), inside: true))
    }
    /// Outlines the shape inside its frame as `style` says.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .of(content), mode: .stroke(style, inside: true))
    }
}

extension Rectangle: PrimitiveView {}
extension RoundedRectangle: PrimitiveView {}
extension Circle: PrimitiveView {}
extension Capsule: PrimitiveView {}

extension PrimitiveView where Self: Shape & BuiltinShape {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        ShapeNode(kind: builtinKind, fill: .foreground, viewType: Self.self, name: "\(Self.self)",
                  parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) { (node as! ShapeNode).kind = builtinKind }
}

extension _ShapeView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = ShapeNode(kind: shape.builtinShapeKind, fill: fill, viewType: Self.self, name: "\(S.self)",
                             parent: parent, environment: environment, graph: graph)
        node.mode = mode
        if node.kind == nil { node.shape = shape }
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! ShapeNode
        node.kind = shape.builtinShapeKind
        if node.kind == nil {
            // A shape with data to animate (known by its type: no look-up at run time).
            if S.AnimatableData.self != EmptyAnimatableData.self { node.animateData(to: shape) }
            node.shape = shape
        } else {
            node.shape = nil
        }
        node.fill = fill
        node.mode = mode
    }
}

/// Colours, shapes and gradients: take the whole proposal (10 × 10 for an unspecified one,
/// SwiftUI's default). A built-in shape filled or plainly stroked with a colour draws one
/// rect or rounded rect; anything else — a custom shape's path, an ellipse, a gradient, a
/// dashed or trimmed outline — draws one path command (Documentation/ShapesAndGradients.md).
final class ShapeNode: ViewNode {
    var kind: ShapeKind?
    /// The custom shape whose `path(in:)` draws this node (nil for a built-in one).
    var shape: (any Shape)?
    var fill: ShapeFill
    var mode: ShapeMode = .fill(FillStyle())
    let name: String

    init(kind: ShapeKind?, fill: ShapeFill, viewType: Any.Type, name: String, parent: ViewNode?,
         environment: EnvironmentValues, graph: ViewGraph) {
        self.kind = kind
        self.fill = fill
        self.name = name
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    /// The custom shape's `animatableData` in flight, while it animates (Shape+Animation.swift).
    var dataAnimation: (any ShapeDataAnimation)? { didSet { animatesData = dataAnimation != nil } }
    /// Whether ``dataAnimation`` holds runs — what replaying and drawing ask of every shape: a
    /// nil check of the existential copied it out of the node first (~400 instructions a frame
    /// of `bench --declarative`, whose rows' squares are shapes).
    private(set) var animatesData = false

    override var debugName: String? { name }
    /// Not while its data animates: it draws from the frame time then.
    override var isPaintReplayable: Bool { !animatesData }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func willDestroy() {
        if animatesData { graph.animations.effectEnded(self) }
    }

    override func render(into context: inout RenderContext) {
        let color: Color?
        switch fill {
        case .foreground: color = environment.activeForegroundGradient == nil ? environment.foregroundColor ?? .primary : nil
        case .color(let c): color = c
        case .gradient: color = nil
        case .tint(let opacity): color = (environment.tint ?? .accentColor).opacity(opacity)
        }
        if let kind, let color {
            switch mode {
            case .fill:
                let (rect, radius) = kind.geometry(in: frame)
                context.fillRounded(rect, radius: radius, color.resolved(isDark: context.isDark, elevated: context.isElevated))
                return
            case .stroke(let style, let inside) where style.dash.isEmpty && (kind != .rectangle || style.lineJoin == .miter):
                // A closed outline of lines and round corners: no caps show, and a miter
                // join keeps a rectangle's corners square — the rounded-outline command draws it.
                let (rect, radius) = kind.geometry(in: frame)
                let w = style.lineWidth
                let c = context.resolve(color)
                if inside {
                    context.list.strokeRounded(rect.core, radius: Double(radius), c, lineWidth: Double(w))
                } else {
                    // Centred: the outline of the shape grown by half the width, corners too.
                    let outer = rect.insetBy(dx: -w / 2, dy: -w / 2)
                    context.list.strokeRounded(outer.core, radius: Double(radius > 0 ? radius + w / 2 : 0), c, lineWidth: Double(w))
                }
                return
            default: break
            }
        }
        drawPath(into: &context)
    }

    /// The shape as a path command: its outline in its own coordinates (origin zero), placed at
    /// the frame's origin, painted with the fill (gradients laid out in the frame).
    private func drawPath(into context: inout RenderContext) {
        let local = CGRect(origin: .zero, size: frame.size)
        // A custom shape animating its data: drawn with the data the runs have now.
        let shape = animatesData ? presentedShape(at: context.timeSeconds) : self.shape
        let path: Path
        let style: PathDrawing.Style
        switch mode {
        case .fill(let fillStyle):
            if kind == .rectangle, let (clip, radius) = context.roundingToClip(frame) {
                // A gradient filling a rounded clip (`LinearGradient(…).clipShape(RoundedRectangle(…))`)
                // takes the clip's round corners, as colour fills do (RenderContext.roundingToClip).
                path = Path(roundedRect: clip.offsetBy(dx: -frame.minX, dy: -frame.minY), cornerRadius: radius)
            } else {
                path = outline(of: shape, in: local)
            }
            style = fillStyle.isEOFilled ? .fillEvenOdd : .fillNonZero
        case .stroke(let strokeStyle, let inside):
            if inside {
                let half = strokeStyle.lineWidth / 2
                path = outline(of: shape, in: local.insetBy(dx: half, dy: half), insetFrom: local)
            } else {
                path = outline(of: shape, in: local)
            }
            style = .stroke(strokeStyle.spec)
        }
        guard !path.isEmpty else { return }
        let paint: Paint
        switch fill {
        case .foreground:
            if let g = environment.activeForegroundGradient {
                let filters = context
                paint = g.paint(in: frame.size) { filters.resolve($0) }
            } else {
                paint = .color(context.resolve(environment.foregroundColor ?? .primary))
            }
        case .color(let c): paint = .color(context.resolve(c))
        case .tint(let opacity): paint = .color(context.resolve((environment.tint ?? .accentColor).opacity(opacity)))
        case .gradient(let g):
            let filters = context
            paint = g.paint(in: frame.size) { filters.resolve($0) }
        }
        context.list.path(PathDrawing(path: path.storage, origin: frame.origin.core, style: style, paint: paint))
    }

    /// The outline in `rect`: the built-in shape's, or the custom shape's `path(in:)`. For a
    /// custom shape inset for `strokeBorder` (`insetFrom` the full rect): an `InsettableShape`'s
    /// `inset(by:)` half the line width in the full rect, as SwiftUI defines `strokeBorder`;
    /// any other shape's path in the full rect scaled about the centre to the inset rect (ours:
    /// SwiftUI offers `strokeBorder` on insettable shapes only).
    private func outline(of shape: (any Shape)?, in rect: CGRect, insetFrom full: CGRect? = nil) -> Path {
        if let kind { return kind.path(in: rect) }
        guard let shape else { return Path() }
        guard let full, full.width > 0, full.height > 0 else { return shape.path(in: rect) }
        if let insettable = shape as? any InsettableShape {
            return insettable.inset(by: (full.width - rect.width) / 2).path(in: full)
        }
        let sx = Double(rect.width / full.width), sy = Double(rect.height / full.height)
        let t = AffineTransform.about(Point(x: Double(full.midX), y: Double(full.midY)), .scale(sx, sy))
        return Path(storage: shape.path(in: full).storage.applying(t))
    }
}

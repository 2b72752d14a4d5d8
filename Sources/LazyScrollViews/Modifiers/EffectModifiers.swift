import ScrollEffects
import ScrollHosting
import ScrollCore
import DisplayList
import Foundation

/// What an effect node does to its content: drawing effects (never layout), hit areas, and
/// lifecycle or geometry callbacks.
enum Effect {
    case opacity(Double)
    case rotation(Angle, anchor: UnitPoint)
    case scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)
    case offset(x: CGFloat, y: CGFloat)
    case clip(ShapeKind)
    case colorFilter(ColorFilter)
    case tap(count: Int, action: @MainActor () -> Void)
    case contentShape(ShapeKind)
    case layoutPriority(Double)
    case appear(onAppear: (@MainActor () -> Void)?, onDisappear: (@MainActor () -> Void)?)
    case task(id: AnyHashable?, priority: TaskPriority, action: @Sendable @MainActor () async -> Void)
    case geometry(GeometryObserver)
    case scrollTransition(ScrollTransition)
    case scrollVisibility(ScrollVisibilityObserver)
    // Last on purpose: declared after `colorFilter`, a debug build of this toolchain crashed
    // destroying `Text("x").onAppear { }.task { }` (swift_release of a bad pointer in the
    // outlined destroy of `_EffectView<Text>`), though both modules agreed on the enum's size
    // (169 bytes); declared last, nothing crashes. Keep new cases at the end. Perhaps the
    // outlined-destroy bug of multi-payload enums fixed by swiftlang/swift#90285.
    case blur(radius: Double, opaque: Bool)
    case change(ChangeObserver)
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    case visualEffect(@Sendable (VisualEffect, GeometryProxy) -> VisualEffect)
    case focus(FocusRegistration)
    case pointerStyle(PointerCursor?)
    case transition(AnyTransition)
    case zIndex(Double)
    /// `clipShape(_:style:)` with a shape other than the built-in ones (an `Ellipse`, a custom
    /// `Shape`, an inset shape): a mask of its path (ClipMasks.swift).
    case shapeClip(any Shape, evenOdd: Bool)
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` (MatchedGeometryEffect.swift).
    /// Boxed: its payload (an `AnyHashable` id, an anchor) would make every effect 40 bytes
    /// larger, copied wherever one is.
    indirect case matchedGeometry(MatchedGeometry)
    /// `matchedTransitionSource(id:in:)`: where a zoom navigation transition starts
    /// (NavigationTransition.swift, ZoomTransition.swift). Boxed as `matchedGeometry` is.
    indirect case transitionSource(MatchedTransitionSource)

    var name: String {
        switch self {
        case .opacity: return "opacity"
        case .rotation: return "rotationEffect"
        case .scale: return "scaleEffect"
        case .offset: return "offset"
        case .clip, .shapeClip: return "clipShape"
        case .colorFilter: return "colorEffect"
        case .blur: return "blur"
        case .tap: return "onTapGesture"
        case .contentShape: return "contentShape"
        case .layoutPriority: return "layoutPriority"
        case .appear: return "onAppear"
        case .task: return "task"
        case .geometry: return "onGeometryChange"
        case .scrollTransition: return "scrollTransition"
        case .scrollVisibility: return "onScrollVisibilityChange"
        case .change: return "onChange"
        case .shadow: return "shadow"
        case .visualEffect: return "visualEffect"
        case .focus: return "focusable"
        case .pointerStyle: return "pointerStyle"
        case .transition: return "transition"
        case .zIndex: return "zIndex"
        case .matchedGeometry: return "matchedGeometryEffect"
        case .transitionSource: return "matchedTransitionSource"
        }
    }
}

/// A view with an effect modifier applied.
public struct _EffectView<Content: View>: View {
    let content: Content
    let effect: Effect
    public var body: Never { fatalError("effects are primitive") }
}

extension _EffectView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = EffectNode(effect: effect, viewType: Self.self, parent: parent, environment: environment, graph: graph)
        if case .zIndex = effect { graph.usesZIndex = true }
        if case .matchedGeometry = effect { graph.usesMatchedGeometry = true }
        node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        node.didMake()
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! EffectNode
        // `animation(_:value:)` whose value changed: its animation (or none, for nil) applies to
        // the content's changes, the innermost one winning (ImplicitAnimation.swift).
        if case .change(let observer) = effect, case .change(let previous) = node.effect,
           let implicit = observer as? any ImplicitAnimationScope, let scoped = implicit.scopedAnimation(after: previous) {
            let graph = node.graph
            let outer = graph.animations.implicit
            graph.animations.implicit = .some(scoped)
            graph.animations.scopedLayout[ObjectIdentifier(node)] = .some(scoped)
            node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: graph)
            graph.animations.implicit = outer
        } else {
            node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
        }
        node.setEffect(effect)
    }
}

/// One effect around one child (content resolving to several views is stacked as SwiftUI's
/// implicit `VStack`): layout passes through; drawing, hit testing and callbacks apply the effect.
final class EffectNode: ViewNode {
    private(set) var effect: Effect
    var content: ViewNode?
    private var resolved: (any LayoutChild)??
    /// Whether the view is on screen (placed in the last pass), for onAppear/onDisappear.
    var isVisible = false
    var task: Task<Void, Never>?
    private var taskID: AnyHashable?
    /// The running animation of the effect's value, if any (EffectAnimation.swift).
    var effectRun: EffectRun?
    /// A `transition(_:)`'s insertion or removal in progress (Transition+Lifecycle.swift).
    var transitionRun: TransitionRun?
    /// Where a `transition(_:)` node was last drawn (its context's transform): a removed view
    /// is drawn there until its removal ends.
    var lastDrawTransform: DrawTransform = .identity

    init(effect: Effect, viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.effect = effect
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
        countInAncestors(1)
    }

    /// Adds `change` to ``ViewNode/effectNodesBelow`` of every ancestor: +1 when made, −1 when
    /// destroyed (a subtree is destroyed from the top, but each node's ancestors stay attached
    /// until its own ``willDestroy()`` has run, so the walk up reaches every one).
    private func countInAncestors(_ change: Int) {
        var ancestor = parent
        while let node = ancestor {
            node.effectNodesBelow += change
            ancestor = node.parent
        }
    }

    override var debugName: String? { nil }
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let content { body(content) } }

    func didMake() {
        if case .change(let observer) = effect { observer.made(graph: graph) }
    }

    func setEffect(_ newEffect: Effect) {
        if case .task(let newID, _, _) = newEffect, case .task(let oldID, _, _) = effect, newID != oldID, isVisible {
            // SwiftUI's `task(id:)`: a new id cancels the running task and starts another.
            effect = newEffect
            startTask()
            return
        }
        if case .geometry(let new) = newEffect, case .geometry(let old) = effect, new !== old { new.adopt(old) }
        if case .scrollVisibility(let new) = newEffect, case .scrollVisibility(let old) = effect, new !== old { new.adopt(old) }
        if case .change(let new) = newEffect, case .change(let old) = effect, new !== old { new.follow(old, graph: graph) }
        animateChange(from: effect, to: newEffect)
        effect = newEffect
        resolved = nil
        invalidateLayout()
    }

    private var child: (any LayoutChild)? {
        if let resolved { return resolved }
        var list: [ViewNode] = []
        content?.appendSubviews(to: &list)
        let child: (any LayoutChild)? = list.count == 1 ? list[0] : list.isEmpty ? nil : ImplicitStack(list)
        resolved = .some(child)
        return child
    }

    override func invalidateLayout() {
        resolved = nil
        super.invalidateLayout()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child?.sizeThatFits(proposal) ?? .zero }
    override func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        child?.dimensions(in: proposal) ?? ViewDimensions(size: .zero)
    }
    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        child?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        if case .geometry(let observer) = effect { observer.placed(bounds, node: self, graph: graph) }
    }
    override var layoutPriority: Double {
        if case .layoutPriority(let p) = effect { return p }
        return child?.layoutPriority ?? 0
    }
    override var zIndex: Double {
        if case .zIndex(let z) = effect { return z }
        return child?.zIndex ?? 0
    }
    override var spacing: ViewSpacing { child?.spacing ?? ViewSpacing() }

    // MARK: Lifecycle

    /// Called after each layout pass with whether the node was placed: fires onAppear /
    /// onDisappear and starts or cancels `task` on the transitions.
    func visibilityChanged(_ visible: Bool) {
        guard visible != isVisible else { return }
        isVisible = visible
        // Off screen (scrolled out of the rows shown): no longer visible in the scroll view.
        if !visible, case .scrollVisibility(let observer) = effect { observer.update(false, graph: graph) }
        switch effect {
        case .appear(let onAppear, let onDisappear):
            if let action = visible ? onAppear : onDisappear { graph.afterUpdate(action) }
        case .task:
            if visible { startTask() } else { cancelTask() }
        default: break
        }
    }

    private func startTask() {
        cancelTask()
        guard case .task(let id, let priority, let action) = effect else { return }
        taskID = id
        task = graph.startTask(priority: priority, action)
    }

    private func cancelTask() {
        task?.cancel()
        task = nil
    }

    override func willDestroy() {
        if case .scrollVisibility(let observer) = effect { observer.update(false, graph: graph) }
        if isVisible, case .appear(_, let onDisappear) = effect, let onDisappear { graph.afterUpdate(onDisappear) }
        cancelTask()
        graph.animations.effectEnded(self)
        countInAncestors(-1)
    }

    // MARK: Drawing

    override func render(into context: inout RenderContext) {
        guard let child else { return }
        let frame = self.frame
        func anchorPoint(_ anchor: UnitPoint) -> ScrollCorePoint {
            ScrollCorePoint(x: Double(frame.minX + anchor.x * frame.width), y: Double(frame.minY + anchor.y * frame.height))
        }
        // An animating value is drawn as the animation has it now (EffectAnimation.swift).
        let effect = effectRun == nil ? self.effect : presentedEffect(at: context.timeSeconds)
        switch effect {
        case .opacity(let opacity):
            context.withOpacity(opacity) { renderChild(child, into: &$0) }
        case .rotation(let angle, let anchor):
            context.transformed(by: .about(anchorPoint(anchor), .rotation(radians: angle.radians))) { renderChild(child, into: &$0) }
        case .scale(let x, let y, let anchor):
            context.transformed(by: .about(anchorPoint(anchor), .scale(Double(x), Double(y)))) { renderChild(child, into: &$0) }
        case .offset(let x, let y):
            context.transformed(by: .translation(x: Double(x), y: Double(y))) { renderChild(child, into: &$0) }
        case .matchedGeometry(let matched):
            // Not the source: drawn at the group's source frame (the last window layout's).
            if !matched.isSource, let source = graph.matchedGeometry.targets[ObjectIdentifier(self)] {
                context.transformed(by: matched.transform(from: frame, to: source)) { renderChild(child, into: &$0) }
            } else {
                renderChild(child, into: &context)
            }
        case .transitionSource:
            // The view a zoom is growing out of or shrinking into is not drawn while it runs:
            // the zooming screen stands for it (ZoomTransition.swift).
            if !graph.hidesTransitionSource(self, at: context.timeSeconds) { renderChild(child, into: &context) }
        case .clip(let shape):
            let (rect, radius) = shape.geometry(in: frame)
            context.clipped(to: rect, radius: radius) { renderChild(child, into: &$0) }
        case .shapeClip(let shape, let evenOdd):
            let path = shape.path(in: CGRect(origin: .zero, size: frame.size))
            context.masked(by: path, origin: frame.origin, evenOdd: evenOdd) { renderChild(child, into: &$0) }
        case .colorFilter(let filter):
            context.filtered(by: filter) { renderChild(child, into: &$0) }
        case .blur(let radius, let opaque):
            context.blurred(radius: radius, bounds: frame.core, opaque: opaque) { renderChild(child, into: &$0) }
        case .tap(let count, let action):
            let id = ObjectIdentifier(self)
            let enabled = environment.isEnabled
            if enabled && environment.showsButtonFeedback && context.pressedTap == id {
                context.withOpacity(RenderContext.pressedOpacity) { renderChild(child, into: &$0) }
            } else if enabled && environment.showsButtonFeedback && context.hoveredTap == id {
                context.filtered(by: .brightness(RenderContext.hoverBrightness)) { renderChild(child, into: &$0) }
            } else {
                renderChild(child, into: &context)
            }
            if enabled {
                let shape = innerContentShape.map { HitShape(kind: $0.kind, frame: $0.frame, toWindow: context.transform) }
                context.addTapTarget(frame, node: id, count: count, shape: shape, action: action)
            }
        case .scrollTransition(let transition):
            renderScrollTransition(transition, child: child, into: &context)
        case .visualEffect(let effect):
            renderVisualEffect(effect, child: child, into: &context)
        case .scrollVisibility(let observer):
            observeScrollVisibility(observer, context: context)
            renderChild(child, into: &context)
        case .shadow(let color, let radius, let x, let y):
            renderShadow(color: color.resolved(isDark: context.isDark, elevated: context.isElevated), radius: radius, x: x, y: y, child: child, into: &context)
            renderChild(child, into: &context)
        case .focus(let registration):
            if registration.isFocusable && environment.isEnabled {
                context.addFocusTarget(frame, key: ObjectIdentifier(self), activate: registration.activate,
                                       keys: registration.keys, binding: environment.focusBinding)
            }
            renderChild(child, into: &context)
        case .pointerStyle(let cursor):
            // Registered before the content's own, so a pointer style inside it wins (the last hit wins).
            if let cursor { context.addPointerRegion(frame, cursor: cursor) }
            renderChild(child, into: &context)
        case .transition(let transition):
            renderTransition(transition, child: child, into: &context)
        case .contentShape(let kind):
            // What is tapped inside hits only within the shape (a button's own tap area too).
            let start = context.tapTargets.count
            renderChild(child, into: &context)
            context.limitTapTargets(from: start, to: HitShape(kind: kind, frame: frame, toWindow: context.transform))
        case .layoutPriority, .appear, .task, .geometry, .change, .zIndex:
            renderChild(child, into: &context)
        }
    }

    /// The `contentShape(_:)` of the view this tap handler is on: the nearest one inside it,
    /// through effects and views' bodies that draw in the same place (not through an offset,
    /// rotation or scale, nor past a view with several children), with its frame.
    var innerContentShape: (kind: ShapeKind, frame: CGRect)? {
        var node = content
        while let current = node {
            if let effect = current as? EffectNode {
                switch effect.effect {
                case .contentShape(let kind): return (kind, effect.frame)
                case .offset, .rotation, .scale, .transition, .scrollTransition, .visualEffect: return nil
                default: node = effect.content
                }
            } else if current is CompositeNodeBase, current.children.count == 1 {
                node = current.children[0]
            } else {
                return nil
            }
        }
        return nil
    }
}

extension View {
    /// Multiplies the view's opacity — SwiftUI's `opacity(_:)` (on a `Color`, see `Color.opacity`).
    public func opacity(_ opacity: Double) -> _EffectView<Self> { _EffectView(content: self, effect: .opacity(opacity)) }
    /// Rotates the drawing about `anchor`; layout is unchanged — SwiftUI's `rotationEffect(_:anchor:)`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _EffectView<Self> {
        _EffectView(content: self, effect: .rotation(angle, anchor: anchor))
    }
    /// Scales the drawing about `anchor`; layout is unchanged — SwiftUI's `scaleEffect(_:anchor:)`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _EffectView<Self> {
        _EffectView(content: self, effect: .scale(x: scale, y: scale, anchor: anchor))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _EffectView<Self> {
        _EffectView(content: self, effect: .scale(x: x, y: y, anchor: anchor))
    }
    /// Moves the drawing; layout is unchanged — SwiftUI's `offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _EffectView<Self> { _EffectView(content: self, effect: .offset(x: x, y: y)) }
    public func offset(_ offset: CGSize) -> _EffectView<Self> { self.offset(x: offset.width, y: offset.height) }
    /// Clips the drawing to `shape` — SwiftUI's `clipShape(_:style:)`
    /// (https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)): "Sets a
    /// clipping shape for this view", the shape's path laid out in the view's frame and filled
    /// by `style`'s rule (`eoFill`); nothing outside it shows — text, images, gradients, nested
    /// views alike — with anti-aliased edges. `Rectangle()` clips to the frame (as `clipped()`);
    /// a `RoundedRectangle`, `Circle` or `Capsule` clips with no offscreen layer when what is
    /// drawn inside takes the shape or lies inside it (a photo, a colour: their corners are
    /// drawn round), and through a mask layer otherwise; any other shape (`Ellipse`, your own
    /// `Shape`, `Circle().inset(by:)`) always through a mask layer of the path's bounds
    /// (`DrawCommand.pushMask`: a read-back of those pixels each frame, fine for avatars and
    /// cards). Hit testing is not clipped, as in SwiftUI, where "clipping doesn't affect hit
    /// testing; the clipped view can still receive taps/clicks outside the visible area"
    /// (https://oleb.net/2022/clipped-hit-testing, iOS 16.1 and macOS 13; Apple's page is
    /// silent): give the view a `contentShape(_:)` to hit only inside the shape.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> _EffectView<Self> {
        if let kind = shape.builtinShapeKind { return _EffectView(content: self, effect: .clip(kind)) }
        return _EffectView(content: self, effect: .shapeClip(shape, evenOdd: style.isEOFilled))
    }
    /// Clips to a rounded rectangle — SwiftUI's deprecated `cornerRadius(_:)`; see `clipShape(_:style:)`.
    public func cornerRadius(_ radius: CGFloat) -> _EffectView<Self> {
        _EffectView(content: self, effect: .clip(.roundedRectangle(cornerRadius: Double(radius))))
    }
    /// Clips the drawing to the view's bounds — SwiftUI's `clipped()` (a `pushClip`, no layer;
    /// hit testing is not clipped, as for `clipShape(_:style:)`).
    public func clipped() -> _EffectView<Self> { _EffectView(content: self, effect: .clip(.rectangle)) }
    /// Brightens (or darkens, negative) everything drawn inside — SwiftUI's `brightness(_:)`.
    public func brightness(_ amount: Double) -> _EffectView<Self> { _EffectView(content: self, effect: .colorFilter(.brightness(amount))) }
    /// Blurs everything drawn inside with a Gaussian of standard deviation `radius` points —
    /// SwiftUI's `blur(radius:opaque:)`
    /// (https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)); see
    /// `VisualEffect.blur(radius:opaque:)` for what the radius means and
    /// `RenderContext.blurred(radius:bounds:opaque:_:)` for how it is drawn. `opaque: false`: the
    /// edges fade into transparency past the view's frame. `opaque: true` — "whether the blur
    /// renderer permits transparency in the blur output" — each blurred pixel's colour is
    /// divided by its alpha and drawn opaque, only inside the frame: the edges stay sharp and
    /// full (as `GraphicsContext.BlurOptions.opaque` does; for content that covers its frame).
    public func blur(radius: CGFloat, opaque: Bool = false) -> _EffectView<Self> {
        _EffectView(content: self, effect: .blur(radius: Double(radius), opaque: opaque))
    }
    /// Inverts the colours drawn inside — SwiftUI's `colorInvert()`.
    public func colorInvert() -> _EffectView<Self> { _EffectView(content: self, effect: .colorFilter(.invert)) }
    /// Desaturates the colours drawn inside — SwiftUI's `grayscale(_:)`.
    public func grayscale(_ amount: Double) -> _EffectView<Self> { _EffectView(content: self, effect: .colorFilter(.grayscale(amount))) }
    /// Runs `action` when the view is tapped or clicked `count` times —
    /// SwiftUI's `onTapGesture(count:perform:)`
    /// (https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)):
    /// "The number of taps or clicks required to trigger the action". Clicks are counted as the
    /// platform counts a double click (SDL's `clicks`, with the system's double-click time and
    /// distance): `count: 2` runs on the second click of a run, and the fourth, … The hit area is
    /// the view's frame, or its `contentShape(_:)`.
    ///
    /// Handlers stacked on one view (`.onTapGesture(count: 2) { … }.onTapGesture { … }`): each
    /// click goes to the one with the largest count it completes, so a double click runs the
    /// single-tap action on the first click and only the double-tap action on the second. Apple
    /// does not document this case; differs from SwiftUI on iOS, where a single tap waits until
    /// a double tap can no longer follow (UIKit's `require(toFail:)`): here the first click acts
    /// at once, as AppKit's `clickCount` does.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> _EffectView<Self> {
        _EffectView(content: self, effect: .tap(count: count, action: action))
    }
    /// The hit-testing shape — SwiftUI's `contentShape(_:eoFill:)`
    /// (https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)): "Defines
    /// the content shape for hit testing". Taps on this view (an `onTapGesture` outside it) and
    /// on what it holds (a `Button` inside) hit only within the shape in the view's frame:
    /// `Circle()` leaves the corners of a square frame untappable. `Rectangle()` makes the whole
    /// frame hit — a row of `Text` and `Spacer()` is tappable across its width — as every tap
    /// area here already does (differs: SwiftUI hit-tests only the drawn parts of a view without
    /// a content shape). A shape other than the built-in ones hits in its frame.
    public func contentShape<S: Shape>(_ shape: S) -> _EffectView<Self> { _EffectView(content: self, effect: .contentShape(shape.shapeKind)) }
    /// Stacks offer space to higher priorities first — SwiftUI's `layoutPriority(_:)`.
    public func layoutPriority(_ value: Double) -> _EffectView<Self> { _EffectView(content: self, effect: .layoutPriority(value)) }
    /// Where the view draws among the overlapping views of its container — SwiftUI's
    /// `zIndex(_:)` (https://developer.apple.com/documentation/swiftui/view/zindex(_:)): "Views
    /// with higher values are placed in front of views with lower values"; the default is 0, and
    /// views of equal value draw in the container's order. Clicks go to the view in front. It
    /// orders the children of stacks, `ZStack`s and layouts (also through modifiers written
    /// after it); differs: the rows of a lazy stack or `List` keep their order.
    public func zIndex(_ value: Double) -> _EffectView<Self> { _EffectView(content: self, effect: .zIndex(value)) }
    /// Runs `action` when the view appears on screen (is placed by layout) — SwiftUI's `onAppear(perform:)`.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> _EffectView<Self> {
        _EffectView(content: self, effect: .appear(onAppear: action, onDisappear: nil))
    }
    /// Runs `action` when the view leaves the screen or is removed — SwiftUI's `onDisappear(perform:)`.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> _EffectView<Self> {
        _EffectView(content: self, effect: .appear(onAppear: nil, onDisappear: action))
    }
    /// Starts `action` on the main actor when the view appears and cancels it when the view
    /// disappears — SwiftUI's `task(priority:_:)`. It runs on the frame loop, which drains the
    /// main actor between frames.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable @MainActor () async -> Void) -> _EffectView<Self> {
        _EffectView(content: self, effect: .task(id: nil, priority: priority, action: action))
    }
    /// `task(id:priority:_:)`: restarted whenever `id` changes.
    public func task<T: Equatable & Hashable>(id value: T, priority: TaskPriority = .userInitiated,
                                              _ action: @escaping @Sendable @MainActor () async -> Void) -> _EffectView<Self> {
        _EffectView(content: self, effect: .task(id: AnyHashable(value), priority: priority, action: action))
    }
}

extension EffectNode {
    /// The shadow under the content: the content again, as a silhouette in the shadow's colour,
    /// offset by (x, y) and blurred — a Gaussian of standard deviation radius / 2, as CSS's
    /// box-shadow defines its blur radius (CSS Backgrounds 3, §7.1.1); Apple does not document
    /// SwiftUI's kernel. The copy registers nothing to hit (`HitRegistrations`) and no outlines. Differs from SwiftUI:
    /// images in the content cast a blurred copy of their pixels, not a silhouette.
    func renderShadow(color: RGBAColor, radius: CGFloat, x: CGFloat, y: CGFloat, child: any LayoutChild,
                      into context: inout RenderContext) {
        let registered = HitRegistrations(context, graph), bounds = context.debugBounds.count
        let frame = self.frame
        context.transformed(by: .translation(x: Double(x), y: Double(y))) { shifted in
            shifted.blurred(radius: Double(radius) / 2, bounds: frame.core) { blurred in
                blurred.filtered(by: .silhouette(color)) { renderChild(child, into: &$0) }
            }
        }
        registered.drop(from: &context, graph)
        context.debugBounds.removeSubrange(bounds...)
    }
}

extension View {
    /// A shadow under the view — SwiftUI's `shadow(color:radius:x:y:)`
    /// (https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)); the
    /// default colour is SwiftUI's, black at 33 % opacity.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> _EffectView<Self> {
        _EffectView(content: self, effect: .shadow(color: color, radius: radius, x: x, y: y))
    }
}

import ScrollHosting
import Diagnostics
import DisplayList
import LazyLayout
import Painting
import Scenes
import ScrollCore
import ScrollInput
import ScrollPhysics

/// What one frame of the pipeline did, for the HUD, the report and tests.
public struct FrameOutcome: Sendable {
    public var frame: FrameTime
    public var layout: LayoutResult
    public var paint: PaintStats
    public var input: ScrollInputStats
    public var physics: ScrollPhysicsStats
    /// Durations of the phases this type runs (events, simulation, layout, painting); the host
    /// adds `render`.
    public var times: FramePhaseTimes
}

/// One frame of LazyScroll, minus the window: input → physics → lazy layout → painting →
/// display list. The host owns the clock and the renderer; this type takes time as an argument,
/// so a run replays identically headless, in a window and in tests.
///
/// The only feedback in the loop: the layout's correction and offset range go back to physics
/// as values at the end of each frame.
public final class ScrollPipeline {
    public let scene: any DemoScene
    /// The window's size in points; the scroll view fills it.
    public private(set) var windowSize: Size
    public private(set) var recognizer: ScrollInputRecognizer
    public internal(set) var position: ScrollPosition
    public private(set) var lastLayout: LayoutResult
    /// The frame's commands; kept and refilled so its storage is reused.
    public private(set) var displayList = DisplayList()
    private var intents: [TimedScrollIntent] = []
    private let indicator = ScrollIndicatorPainter()
    /// A programmatic `scrollTo(id:anchor:)` in progress, or a jump due on the next frame.
    public private(set) var scrollToAnimation: ScrollToAnimation?
    private var pendingJump: PendingJump?
    /// Set when a tap (a button's action) started a programmatic scroll in this frame: the
    /// tap's own press must not count as the user interrupting it.
    var tapStartedScroll = false
    private enum PendingJump { case element(Int, ScrollAnchorPoint), edge(ScrollEdge) }
    /// Nested scroll views by id, kept for the whole run (positions survive rows being recreated).
    var nested: [String: NestedScrollState] = [:]
    /// This frame's nested views, parents before children (hit testing takes the last match).
    var frameViews: [NestedScrollState] = []
    var routing = GestureRouting()
    /// The pointer's last position, in window points.
    var pointer = Point.zero

    public init(scene: any DemoScene, windowSize: Size, preset: PhysicsPreset = .ios) {
        self.scene = scene
        self.windowSize = windowSize
        recognizer = ScrollInputRecognizer()
        intents.reserveCapacity(64)
        let first = scene.layout(scene.constraints(viewport: windowSize, scrollOffset: 0))
        lastLayout = first
        selectedPreset = preset
        position = ScrollPosition(axis: scene.axis, preset: scene.scrollBehavior.preset(selected: preset),
                                  metrics: Self.metrics(first, windowSize: windowSize, axis: scene.axis), offset: first.scrollOffset)
        // `defaultScrollAnchor(.bottom)`: the first frame shows the content's end, exactly.
        if scene.scrollBehavior.startsAtEnd { pendingJump = .edge(.end) }
    }

    /// The physics preset the user picked (`` ` ``); scroll views that page or set their own
    /// preset run that instead (``ScrollBehavior/preset(selected:)``).
    public private(set) var selectedPreset: PhysicsPreset

    /// The scroll view's rect in window points.
    public var viewport: Rect { Rect(origin: .zero, size: windowSize) }

    /// Switches the physics preset live (the demo's `` ` `` key), for every scroll view.
    public func setPreset(_ preset: PhysicsPreset) {
        selectedPreset = preset
        position.preset = scene.scrollBehavior.preset(selected: preset)
        for state in nested.values { state.position.preset = state.content.scrollBehavior.preset(selected: preset) }
    }

    /// The nested scroll views laid out in the last frame: id, axis, viewport (window points)
    /// and offset, parents first.
    public var nestedScrollViews: [(id: String, axis: Axis, frame: Rect, offset: Points)] {
        frameViews.map { ($0.id, $0.axis, $0.frame, $0.position.offset) }
    }

    /// The offset of nested scroll view `id`, if it was ever shown.
    public func nestedOffset(_ id: String) -> Points? { nested[id]?.position.offset }

    /// `ScrollPosition.scrollTo(id:anchor:)` for element `index`: animated, it eases toward a
    /// target re-estimated every frame and ends with an exact jump; otherwise the next frame
    /// shows the element exactly at `anchor`. Any user input interrupts it.
    public func scrollTo(element index: Int, anchor: ScrollAnchorPoint, animated: Bool, at time: Seconds) {
        guard animated else {
            scrollToAnimation = nil
            pendingJump = .element(index, anchor)
            return
        }
        let c = scene.constraints(viewport: viewport.size, scrollOffset: position.offset)
        let target = exactOffset(toElement: index, anchor: anchor)
            ?? scene.estimatedOffset(toElement: index, at: anchor, constraints: c)
        scrollToAnimation = ScrollToAnimation(targetIndex: index, anchorPoint: anchor, from: position.offset,
                                              estimatedTarget: target, viewportExtent: viewport.size.main(scene.axis), at: time)
    }

    /// `ScrollPosition.scrollTo(edge:)`: to the start or the end of the content, insets included,
    /// exactly (the end lands on the last element even while its size is still an estimate).
    public func scrollTo(edge: ScrollEdge, animated: Bool, at time: Seconds) {
        guard animated else {
            scrollToAnimation = nil
            pendingJump = .edge(edge)
            return
        }
        let c = scene.constraints(viewport: viewport.size, scrollOffset: position.offset)
        var animation = ScrollToAnimation(targetIndex: edge == .end ? max(0, scene.elementCount - 1) : 0,
                                          anchorPoint: edge == .end ? .bottom : .top, from: position.offset,
                                          estimatedTarget: edgeOffset(edge, constraints: c),
                                          viewportExtent: viewport.size.main(scene.axis), at: time)
        animation.edge = edge
        scrollToAnimation = animation
    }

    /// The offset of `edge`: exact once the last layout reached it, else estimated.
    private func edgeOffset(_ edge: ScrollEdge, constraints: LayoutConstraints) -> Points {
        if edge == .start { return 0 }
        return lastLayout.reachesEnd ? lastLayout.maxOffset : scene.estimatedOffset(toEdge: .end, constraints: constraints)
    }

    /// The offset that puts element `index` at `anchor`, if the last layout placed it (exact).
    private func exactOffset(toElement index: Int, anchor: ScrollAnchorPoint) -> Points? {
        guard let placed = lastLayout.placed.first(where: { $0.index == index && $0.pinning == .none }) else { return nil }
        let axis = scene.axis
        let extent = placed.frame.size.main(axis)
        return lastLayout.scrollOffset + placed.frame.mainMin(axis) - anchor.unit * (viewport.size.main(axis) - extent)
    }

    /// Advances a running scroll-to animation to `time`; true when the frame's offset is its work.
    private func stepScrollTo(at time: Seconds, interrupted: Bool) {
        guard let animation = scrollToAnimation else { return }
        if interrupted { scrollToAnimation = nil; return }
        if animation.isFinished(at: time) {
            scrollToAnimation = nil
            pendingJump = animation.edge.map(PendingJump.edge) ?? .element(animation.targetIndex, animation.anchorPoint)
            return
        }
        let c = scene.constraints(viewport: viewport.size, scrollOffset: position.offset)
        let target = animation.edge.map { edgeOffset($0, constraints: c) }
            ?? exactOffset(toElement: animation.targetIndex, anchor: animation.anchorPoint)
            ?? scene.estimatedOffset(toElement: animation.targetIndex, at: animation.anchorPoint, constraints: c)
        position.jump(to: animation.offset(at: time, target: target), at: time)
    }

    /// Runs one frame at `frame.timeSeconds`: applies `events` (all at or before that time, in
    /// order), advances physics, lays out and paints — the scene's scroll view and every nested
    /// one inside it.
    ///
    /// - Parameter now: the host's clock, read only to time the phases; tests pass a fake.
    @discardableResult
    public func step(_ frame: FrameTime, events: ArraySlice<TimedInputEvent>, now: () -> Seconds) -> FrameOutcome {
        var times = FramePhaseTimes()
        let time = frame.timeSeconds
        var mark = now()
        func lap(_ phase: FramePhase) { let t = now(); times[phase] = t - mark; mark = t }

        // Stage 1: input → intents, routed to the scroll view each belongs to and applied at the
        // event's own time.
        var userScrolled = false
        tapStartedScroll = false
        for event in events {
            switch event.event {
            case .resize(let size):
                windowSize = Size(width: max(1, size.width), height: max(1, size.height))
                continue
            case .key(let name, let shift):
                if let command = scene.keyCommand(name, shift: shift) {
                    perform(command, at: event.timeSeconds)
                    continue
                }
            case .pointerDown(let point):
                routing.chain = hitChain(at: point)
                pointer = point
            case .pointerMove(let point), .pointerUp(let point):
                pointer = point
            case .wheel(_, _, _, let point):
                pointer = point
            }
            intents.removeAll(keepingCapacity: true)
            recognizer.handle(event, into: &intents)
            for intent in intents {
                if route(intent) { userScrolled = true }
            }
        }
        intents.removeAll(keepingCapacity: true)
        recognizer.advance(to: time, into: &intents)
        for intent in intents {
            if route(intent) { userScrolled = true }
        }
        scene.advance(to: time)
        for command in scene.takeCommands() { perform(command, at: time) }
        lap(.events)

        // Stage 2: physics, to the frame's time; flings that reach a nested view's edge chain on.
        position.advance(to: time)
        for state in nested.values { state.position.advance(to: time) }
        chainFlingsAtEdges(at: time)
        stepScrollTo(at: time, interrupted: userScrolled && !tapStartedScroll)
        lap(.simulation)

        // Stage 3: lazy layout; corrections and ranges go back to physics as values.
        var constraints = scene.constraints(viewport: viewport.size, scrollOffset: position.offset)
        constraints.scrollVelocity = position.velocity
        if let jump = pendingJump {
            switch jump {
            case let .element(index, anchor): scene.jump(toElement: index, at: anchor, constraints: constraints)
            case let .edge(edge): scene.jump(toEdge: edge, constraints: constraints)
            }
            pendingJump = nil
            position.jump(to: position.offset, at: time)
        }
        scene.layout(constraints, into: &lastLayout)
        let result = lastLayout
        if result.correction != 0 {
            position.correct(by: result.correction)
            scrollToAnimation?.shift(by: result.correction)
        }
        position.updateMetrics(Self.metrics(result, windowSize: windowSize, axis: scene.axis), at: time)
        scene.scrollBehavior.apply(to: &position, snapOffsets: scene.snapOffsets(result),
                                   contentFits: result.maxOffset <= result.minOffset, selected: selectedPreset)
        frameViews.removeAll(keepingCapacity: true)
        layOutNested(in: scene, result: result, viewport: viewport, visible: viewport, parent: nil,
                     frameIndex: frame.index, time: time)
        lap(.layout)

        // Stage 4: painting into the display list.
        displayList.removeAll()
        let context = PaintContext(timeSeconds: time) { [unowned self] id, frame, list in
            self.paintNested(id, in: frame, time: time, into: &list)
        }
        let paint = scene.paint(result, viewport: viewport, context: context, into: &displayList)
        indicator.paint(result, in: viewport, into: &displayList)
        lap(.painting)

        return FrameOutcome(frame: frame, layout: result, paint: paint, input: recognizer.stats,
                            physics: position.stats, times: times)
    }

    func perform(_ command: SceneCommand, at time: Seconds) {
        switch command {
        case let .scrollTo(index, anchor, animated):
            scrollTo(element: index, anchor: anchor, animated: animated, at: time)
        case let .scrollToEdge(edge, animated):
            scrollTo(edge: edge, animated: animated, at: time)
        case let .scrollToOffset(offset, animated):
            scrollToAnimation = nil
            if animated { position.animate(to: offset, at: time) } else { position.jump(to: offset, at: time) }
        case .handled:
            break
        }
    }

    /// Appends commands drawn over the frame's content — the diagnostics overlays — to
    /// ``displayList``. Overlays read the frame's values; this touches no layout or scroll state.
    /// - Returns: the number of commands `body` appended.
    @discardableResult
    public func appendOverlay(_ body: (inout DisplayList) -> Void) -> Int {
        let before = displayList.count
        body(&displayList)
        return displayList.count - before
    }

    private static func metrics(_ result: LayoutResult, windowSize: Size, axis: Axis) -> ScrollMetrics {
        ScrollMetrics(minOffset: result.minOffset, maxOffset: result.maxOffset, viewportExtent: windowSize.main(axis))
    }
}

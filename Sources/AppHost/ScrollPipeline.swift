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
    /// The window's size in points; the scene's scroll view fills it.
    public private(set) var windowSize: Size
    public private(set) var recognizer: ScrollInputRecognizer
    /// The window's scroll view: the scene's own.
    let root: ScrollViewModel
    /// Every scroll view shown so far by id, the window's included, kept for the whole run
    /// (positions survive rows being recreated).
    var models: [String: ScrollViewModel] = [:]
    /// Where evicted nested scroll views were, by id (``evictDestroyedScrollViews(frameIndex:)``).
    var evictedAnchors: [String: ScrollAnchor] = [:]
    /// This frame's scroll views, parents before children, the window's first (hit testing
    /// takes the last match).
    var frameViews: [ScrollViewModel] = []
    /// The frame's commands; kept and refilled so its storage is reused.
    public private(set) var displayList = DisplayList()
    private var intents: [TimedScrollIntent] = []
    private let indicator = ScrollIndicatorPainter()
    var routing = GestureRouting()
    /// The pointer's last position, in window points.
    var pointer = Point.zero
    /// Whether a pointer event has arrived yet (before one, nothing is hovered), and whether the
    /// pointer's button is down.
    private var pointerSeen = false
    private var pointerIsDown = false

    public init(scene: any DemoScene, windowSize: Size, preset: PhysicsPreset = .ios) {
        self.scene = scene
        self.windowSize = windowSize
        recognizer = ScrollInputRecognizer()
        intents.reserveCapacity(64)
        selectedPreset = preset
        root = ScrollViewModel(id: ScrollViewModel.rootID, content: scene, viewport: windowSize, layingOutNow: true,
                               preset: scene.scrollBehavior.preset(selected: preset))
        models[root.id] = root
        frameViews = [root]
        routing.chain = [root]
    }

    /// The window's scroll view's physics (offset, velocity, activity, preset).
    public var position: ScrollPhysicsPosition {
        get { root.position }
        set { root.position = newValue }
    }
    /// The window's scroll view's last layout.
    public var lastLayout: LayoutResult { root.result }
    /// A programmatic scroll of the window's scroll view in progress.
    public var scrollToAnimation: ScrollToAnimation? { root.scrollToAnimation }

    /// The physics preset the user picked (`` ` ``); scroll views that page or set their own
    /// preset run that instead (``ScrollBehavior/preset(selected:)``).
    public private(set) var selectedPreset: PhysicsPreset

    /// The window's rect in window points.
    public var viewport: Rect { Rect(origin: .zero, size: windowSize) }

    /// Switches the physics preset live (the demo's `` ` `` key), for every scroll view.
    public func setPreset(_ preset: PhysicsPreset) {
        selectedPreset = preset
        for model in models.values { model.position.preset = model.content.scrollBehavior.preset(selected: preset) }
    }

    /// The nested scroll views laid out in the last frame: id, axis, viewport (window points)
    /// and offset, parents first.
    public var nestedScrollViews: [(id: String, axis: Axis, frame: Rect, offset: Points)] {
        frameViews.dropFirst().map { ($0.id, $0.axis, $0.frame, $0.position.offset) }
    }

    /// The offset of nested scroll view `id`, if it was ever shown.
    /// The element the latest scroll-to landed on, in window points as laid out now, and when it
    /// landed (any scroll view's; nil when none landed or the element is no longer placed).
    public var latestLanding: (frame: Rect, timeSeconds: Seconds)? {
        guard let model = frameViews.filter({ $0.landing != nil }).max(by: { $0.landing!.timeSeconds < $1.landing!.timeSeconds }),
              let landing = model.landing,
              let placed = model.result.placed.first(where: { $0.index == landing.index && $0.pinning == .none }) else { return nil }
        let frame = placed.frame
        return (Rect(x: frame.minX + model.frame.minX, y: frame.minY + model.frame.minY, width: frame.size.width, height: frame.size.height),
                landing.timeSeconds)
    }

    /// Scroll views the pipeline keeps, the window's included (laid out this frame, or in rows
    /// still alive off screen).
    public var scrollViewCount: Int { models.count }

    public func nestedOffset(_ id: String) -> Points? { id == root.id ? nil : models[id]?.position.offset }

    /// `ScrollPosition.scrollTo(id:anchor:)` on the window's scroll view, for element `index`
    /// (see ``ScrollViewModel/scrollTo(element:anchor:animated:at:)``).
    public func scrollTo(element index: Int, anchor: ScrollAnchorPoint, animated: Bool, at time: Seconds) {
        root.scrollTo(element: index, anchor: anchor, animated: animated, at: time)
    }

    /// `ScrollPosition.scrollTo(edge:)` on the window's scroll view.
    public func scrollTo(edge: ScrollEdge, animated: Bool, at time: Seconds) {
        root.scrollTo(edge: edge, animated: animated, at: time)
    }

    /// Runs one frame at `frame.timeSeconds`: applies `events` (all at or before that time, in
    /// order), advances physics, lays out and paints — the scene's scroll view and every nested
    /// one inside it, each the same kind of ``ScrollViewModel``.
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
        for model in frameViews { model.beginFrame() }
        for event in events {
            switch event.event {
            case .resize(let size):
                windowSize = Size(width: max(1, size.width), height: max(1, size.height))
                continue
            case .key(let name, let shift):
                if let command = scene.keyCommand(name, shift: shift) {
                    root.perform(command, at: event.timeSeconds)
                    continue
                }
            case .pointerDown(let point):
                routing.chain = hitChain(at: point)
                pointer = point
                pointerIsDown = true
            case .pointerUp(let point):
                pointer = point
                pointerIsDown = false
            case .pointerMove(let point):
                pointer = point
            case .wheel(_, _, _, let point, _, _):
                pointer = point
            }
            if case .key = event.event {} else { pointerSeen = true }
            intents.removeAll(keepingCapacity: true)
            let onControl = if case .pointerDown(let point) = event.event { scene.isControl(at: point) } else { false }
            recognizer.handle(event, pressOnControl: onControl, into: &intents)
            for intent in intents { route(intent) }
        }
        // Hover and pressed states (and the cursor) follow the pointer where the input left it,
        // every frame: content scrolling under a still pointer changes what it is over.
        if pointerSeen { scene.pointer(at: pointer, isDown: pointerIsDown) }
        intents.removeAll(keepingCapacity: true)
        recognizer.advance(to: time, into: &intents)
        for intent in intents { route(intent) }
        scene.advance(to: time)
        // Programmatic scrolls the scene and the views' bound `ScrollPosition`s asked for: after
        // the frame's input, so the press of the button that asked does not interrupt them.
        for command in scene.takeCommands() { root.perform(command, at: time) }
        for model in frameViews {
            for command in model.content.takeScrollRequests() { model.perform(command, at: time) }
        }
        lap(.events)

        // Stage 2: physics and scroll-to animations, to the frame's time; flings that reach a
        // nested view's edge chain on.
        for model in models.values { model.advance(to: time) }
        chainFlingsAtEdges(at: time)
        lap(.simulation)

        // Stage 3: lazy layout, parents first; corrections and ranges go back to physics as values.
        frameViews.removeAll(keepingCapacity: true)
        root.layOut(frame: viewport, visible: viewport, parent: nil, overscroll: .auto, frameIndex: frame.index,
                    time: time, selectedPreset: selectedPreset)
        frameViews.append(root)
        layOutNested(in: root, frameIndex: frame.index, time: time)
        evictDestroyedScrollViews(frameIndex: frame.index)
        let result = root.result
        lap(.layout)

        // Stage 4: painting into the display list.
        displayList.removeAll()
        let context = PaintContext(timeSeconds: time) { [unowned self] id, frame, list in
            self.paintNested(id, in: frame, time: time, into: &list)
        }
        let stretch = stretchTransform(for: root)          // Android stretch overscroll, if any
        if let stretch { displayList.append(.pushTransform(stretch)) }
        let paint = scene.paint(result, viewport: viewport, context: context, into: &displayList)
        if stretch != nil { displayList.append(.popTransform) }
        indicator.paint(result, in: viewport, into: &displayList)
        lap(.painting)

        return FrameOutcome(frame: frame, layout: result, paint: paint, input: recognizer.stats,
                            physics: root.position.stats, times: times)
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
}

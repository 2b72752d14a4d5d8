import DisplayList
import LazyLayout
import Painting
import ScrollCore
import ScrollHosting
import ScrollInput
import ScrollPhysics

/// The scroll views of one window, as one tree: the window's own and every one nested inside
/// its rows at any depth, each a ``ScrollViewModel`` kept by its ``ScrollViewID``.
///
/// What it owns, frame by frame (the host calls these in this order):
/// 1. **Input** — ``beginFrame()``, then ``handle(_:pressOnControl:)`` for each event (a press
///    picks the chain of scroll views under the pointer; the input stage's recognizer turns
///    events into intents) and ``endInput(at:)``; ``route(_:)`` gives each intent to the scroll
///    views it belongs to: drags with axis lock and scroll chaining at edges, wheel and touchpad
///    deltas with wheel latching, the fling hand-off at the end of a drag, and the Home/End
///    policy (exact edges with an animated scroll-to; a page turn under paging). See
///    ``GestureRouting``.
/// 2. **Programmatic scrolls** — ``takeScrollRequests(at:)`` asks each view's content for its
///    bound `ScrollPosition`'s requests.
/// 3. **Physics** — ``advance(to:)`` steps every model's physics and scroll-to animation; flings
///    that reach a nested view's edge chain on; Android stretch overscroll moves.
/// 4. **Layout** — ``layOut(time:)`` lays the window's view out, then the views in
///    its placed rows, parents first; models of nested views whose rows were destroyed are
///    evicted (their anchor kept by id, a few bytes, so the row's next appearance restores it).
/// 5. **Painting** — ``paintContext(time:)`` lets content paint the nested views inside it.
///
/// It knows nothing of windows, clocks or SDL: time is an argument, so a run replays exactly,
/// and tests drive the real thing — this type — rather than a copy of its rules.
///
/// Flutter splits the same work between `Scrollable` (gestures and viewport glue per scroll
/// view) and `NestedScrollView`'s coordinator; UIKit leaves nesting to its gesture recognizers.
@MainActor
public final class ScrollViewCoordinator {
    /// The window's scroll view.
    public let window: ScrollViewModel
    /// The window's size in points; the window's scroll view fills it.
    public var windowSize: Size
    /// Every scroll view laid out recently by id, the window's included (rows alive off screen
    /// keep theirs, so a carousel flung and scrolled past keeps moving).
    var models: [ScrollViewID: ScrollViewModel] = [:]
    /// Where evicted nested scroll views were, by id (``evictDestroyedScrollViews()``).
    var evictedAnchors: [ScrollViewID: ScrollAnchor] = [:]
    /// This frame's scroll views, parents before children, the window's first (hit testing
    /// takes the last match).
    private(set) var frameViews: [ScrollViewModel] = []
    var routing = GestureRouting()
    /// Layout passes so far: a model laid out in the latest one is on screen (a frame may lay
    /// out more than once, after an app's update).
    private var pass = 0
    /// The input stage: events in, intents out (drag, fling, wheel, keys).
    public internal(set) var recognizer = ScrollInputRecognizer()
    private var intents: [TimedScrollIntent] = []
    /// The pointer's last position, in window points (wheel routing and taps use it).
    public var pointer = Point.zero
    /// Where the window's scroll view sits in the window (window points), when the scene has
    /// other views beside it — a header above a list. Wheel and touchpad scrolls over those views
    /// scroll nothing, as on every desktop toolkit (and SwiftUI on macOS); nil: the whole window.
    /// The host sets it from the last frame's layout (``WindowContent/scrollFrame(inWindow:)``).
    public var windowScrollFrame: Rect?
    /// What a tap (a press released without a drag) does at a point: the scene's answer, carried
    /// out on the window's scroll view.
    public var onTap: ((Point) -> SceneCommand?)?
    /// The scroll view that has keyboard focus (`Tab` reached it), if any: the scrolling keys go
    /// to it before the one under the pointer (``keyTarget(forKey:)``). The host sets it from
    /// its content each frame.
    public var focusedScrollView: ScrollViewID?
    /// Whether a pointer event has arrived (before one, nothing is hovered).
    var pointerSeen = false
    /// The scroll bar pressed by the pointer, while it stays down.
    var indicatorPress: IndicatorPress?
    let indicatorPainter = ScrollIndicatorPainter()

    /// The physics preset the user picked (`` ` ``); scroll views that page or set their own
    /// preset run that instead (``ScrollBehavior/preset(selected:)``).
    public private(set) var selectedPreset: PhysicsPreset

    /// Lays `content` out at once in a window of `windowSize` (the first frame shows it).
    public init(content: any ScrollContent, windowSize: Size, preset: PhysicsPreset) {
        self.windowSize = windowSize
        selectedPreset = preset
        window = ScrollViewModel(id: .window, content: content, viewport: windowSize, layingOutNow: true,
                                 preset: content.scrollBehavior.preset(selected: preset))
        models[.window] = window
        frameViews = [window]
        routing.chain = [window]
        intents.reserveCapacity(64)
    }

    /// The window's rect in window points.
    public var viewport: Rect { Rect(origin: .zero, size: windowSize) }

    /// Switches the physics preset live (the demo's `` ` `` key), for every scroll view.
    public func setPreset(_ preset: PhysicsPreset) {
        selectedPreset = preset
        for model in models.values { model.position.preset = model.content.scrollBehavior.preset(selected: preset) }
    }

    // MARK: - Queries

    /// Scroll view `id`, if it is kept (laid out recently, or in a row alive off screen).
    public func model(_ id: ScrollViewID) -> ScrollViewModel? { models[id] }

    /// Puts scroll view `id` at `anchor` (an element and the points into it) in its next layout:
    /// the dev loop's hand-over from the last build. A view not made yet starts there when its
    /// row brings it in, as one scrolled away and back does.
    public func restore(_ anchor: ScrollAnchor, for id: ScrollViewID) {
        if let model = id.isWindow ? window : models[id] { model.restore(to: anchor) } else { evictedAnchors[id] = anchor }
    }

    /// The scroll views laid out in the last frame, parents first, the window's first.
    public var laidOut: [ScrollViewModel] { frameViews }

    /// Idle time after a frame (the host calls it after the scene's own
    /// ``ScrollContent/prepareForNextFrame()``, which prepares the window's scroll view): every
    /// nested scroll view laid out in the frame prepares its next one too — its lazy stack makes
    /// the elements its last scroll delta is about to bring in (idle-time prefetch) and maps its
    /// storage — so a carousel flung inside a list makes its cards between frames as well.
    public func prepareNestedForNextFrame() {
        for model in frameViews.dropFirst() { model.content.prepareForNextFrame() }
    }

    /// Scroll views kept, the window's included.
    public var count: Int { models.count }

    /// Every kept scroll view, the window's included, in no particular order.
    public var kept: Dictionary<ScrollViewID, ScrollViewModel>.Values { models.values }

    /// Every scroll view laid out in the last frame is at rest (no fling, spring, drag, hold or
    /// scroll-to animation in progress).
    public var isSettled: Bool { frameViews.allSatisfy { $0.position.activity == .idle } }

    /// The element the latest scroll-to landed on, in window points as laid out now, and when it
    /// landed (any scroll view's; nil when none landed or the element is no longer placed).
    public var latestLanding: (frame: Rect, timeSeconds: Seconds)? {
        var latest: ScrollViewModel?
        for model in frameViews where model.landing != nil {
            if latest == nil || model.landing!.timeSeconds > latest!.landing!.timeSeconds { latest = model }
        }
        guard let model = latest, let landing = model.landing,
              let placed = model.result.placed.first(where: { $0.index == landing.index && $0.pinning == .none }) else { return nil }
        let frame = placed.frame
        return (Rect(x: frame.minX + model.frame.minX, y: frame.minY + model.frame.minY, width: frame.size.width, height: frame.size.height),
                landing.timeSeconds)
    }

    // MARK: - A frame

    /// A new frame's input begins: touches from now on interrupt what runs.
    public func beginFrame() {
        for model in frameViews { model.beginFrame() }
    }

    /// One input event of the frame, at its own time: a resize sets the window's size; a press
    /// picks the scroll views under it for the gesture it starts; everything goes through the
    /// recognizer and its intents are routed. `pressOnControl`: the press landed on a control, so
    /// a drag needs the touch slop (``ScrollInputRecognizer``).
    public func handle(_ event: TimedInputEvent, pressOnControl: Bool = false) {
        // A Ctrl+wheel that reaches the scroll views (no magnify gesture took it) is a wheel.
        let event = TimedInputEvent(timeSeconds: event.timeSeconds, event: event.event.scrollingEquivalent)
        switch event.event {
        case .resize(let size):
            windowSize = Size(width: max(1, size.width), height: max(1, size.height))
            return
        case .pointerDown(let point, _, _):
            pointer = point
            pointerSeen = true
            // A press on a scroll bar grabs its thumb or pages; the recognizer never sees it.
            if pressIndicator(at: point, time: event.timeSeconds) { return }
            // A press beside the window's scroll view (on a header) starts a gesture that scrolls nothing.
            routing.chain = gestureChain(at: point)
        case .pointerMove(let point):
            pointer = point
            pointerSeen = true
            if indicatorPress != nil { dragIndicator(to: point, time: event.timeSeconds); return }
        case .pointerUp(let point):
            pointer = point
            if indicatorPress != nil { indicatorPress = nil; return }
        case .wheel(_, _, _, let point, _, _):
            pointer = point
            pointerSeen = true
        case .pinch(_, _, _, let point), .controlWheel(_, _, let point, _, _):
            // The content's (a magnify or rotate gesture): it never scrolls.
            pointer = point
            pointerSeen = true
            return
        case .key(let name, let shift, _):
            handleKey(event, name: name, shift: shift)
            return
        case .secondaryClick(let point, _):
            // The content's (a context menu): it neither scrolls nor stops a scroll.
            pointer = point
            pointerSeen = true
            return
        case .text, .textEditing:
            return
        }
        intents.removeAll(keepingCapacity: true)
        recognizer.handle(event, pressOnControl: pressOnControl, into: &intents)
        for intent in intents { route(intent) }
    }

    /// A press the content holds back while it decides whether the drag is its own (a list
    /// row's swipe, `ContentDragArbiter` in the app host): the scroll views under `point` catch
    /// what they are doing at `time` — a fling or an animation stops where it is — as a
    /// touch-down stops a `UIScrollView`'s deceleration before any recognizer has decided. If
    /// the press is later delivered (the drag was vertical, or a click), its own hold applies
    /// again; if the content takes it, ``releaseCaughtMotion(at:)`` lets go.
    public func catchMotion(at point: Point, time: Seconds) {
        pointer = point
        pointerSeen = true
        routing.chain = gestureChain(at: point)
        route(TimedScrollIntent(timeSeconds: time, intent: .hold))
    }

    /// The content took the press ``catchMotion(at:time:)`` caught for: the scroll views let go
    /// (at rest where they stopped, or springing back from an overscroll), and no tap follows.
    public func releaseCaughtMotion(at time: Seconds) {
        routing.pressCaughtMotion = false
        releaseStretches(at: time)
        for model in routing.chain { model.apply(.holdReleased, at: time) }
        routing.chain = []
    }

    /// The content took the press now down (a long press succeeded): the recognizer forgets it
    /// and the scroll views under it let go, where they are; no tap follows its release.
    public func cancelPress(at time: Seconds) {
        recognizer.cancelPress()
        releaseCaughtMotion(at: time)
    }

    /// Whether the press now down (or the last one) is dragging a scroll view: one took its
    /// drag after the slop.
    public var pressScrolls: Bool { routing.dragTarget != nil }

    /// The frame's input is over: gestures that end by time (a touchpad stream gone quiet, a
    /// press held still) end now.
    public func endInput(at time: Seconds) {
        intents.removeAll(keepingCapacity: true)
        recognizer.advance(to: time, into: &intents)
        for intent in intents { route(intent) }
    }

    /// Programmatic scrolls the views' bound `ScrollPosition`s asked for, each carried out on
    /// its own scroll view. Called after the frame's input, so the press of the button that asked
    /// does not interrupt them.
    public func takeScrollRequests(at time: Seconds) {
        for model in frameViews {
            for command in model.content.takeScrollRequests() { model.perform(command, at: time) }
        }
    }

    /// Physics and scroll-to animations of every kept scroll view to `time`; flings that reach a
    /// nested view's edge chain on; stretches move.
    public func advance(to time: Seconds) {
        for model in models.values { model.advance(to: time) }
        chainFlingsAtEdges(at: time)
    }

    /// Lays out the window's scroll view at the window's size, then the scroll views in its
    /// placed rows, recursively, parents first (corrections and ranges go back to each view's
    /// physics as values); then evicts the models of nested views whose rows were destroyed.
    public func layOut(time: Seconds) {
        pass += 1
        frameViews.removeAll(keepingCapacity: true)
        window.layOut(frame: viewport, visible: viewport, parent: nil, overscroll: .auto, pass: pass,
                      time: time, selectedPreset: selectedPreset)
        frameViews.append(window)
        layOutNested(in: window, time: time)
        evictDestroyedScrollViews()
        if let press = indicatorPress, !frameViews.contains(where: { $0 === press.model }) { indicatorPress = nil }
        updateIndicators(at: time)
    }

    /// Lays out the scroll views inside `parent`'s placed elements, recursively, each with its
    /// own offset from its own physics (a new one gets a model kept by id).
    private func layOutNested(in parent: ScrollViewModel, time: Seconds) {
        for view in parent.content.nestedScrollViews(parent.result, viewport: parent.frame) {
            guard let inner = parent.content.nestedContent(view.id) else { continue }
            let model: ScrollViewModel
            if let existing = models[view.id] {
                model = existing
            } else {
                model = ScrollViewModel(id: view.id, content: inner, viewport: view.frame.size, layingOutNow: false,
                                        preset: inner.scrollBehavior.preset(selected: selectedPreset),
                                        restoring: evictedAnchors.removeValue(forKey: view.id))
                models[view.id] = model
            }
            model.layOut(frame: view.frame, visible: parent.visibleFrame, parent: parent, overscroll: view.overscroll,
                         pass: pass, time: time, selectedPreset: selectedPreset)
            frameViews.append(model)
            layOutNested(in: model, time: time)
        }
    }

    /// Forgets the nested scroll views whose rows were destroyed: a model not laid out in this pass
    /// whose parent no longer has content for it (the row left the parent's keep-alive window, or
    /// the parent itself went). A row kept alive off screen keeps its model, so a carousel flung
    /// and scrolled past keeps moving; an evicted one no longer costs a physics step per frame.
    /// Its anchor (the element at its leading edge and the offset into it) is kept by id, a few
    /// bytes per scroll view, so the row's next appearance starts where it was left, exactly.
    private func evictDestroyedScrollViews() {
        guard models.count > frameViews.count else { return }
        var gone: [ScrollViewID] = []
        for (id, model) in models where model !== window && model.lastPass != pass {
            guard let parent = model.parent, models[parent.id] === parent, parent.content.nestedContent(id) != nil else {
                gone.append(id)
                continue
            }
        }
        // Parents before children do not matter: a child whose parent goes is caught next frame.
        for id in gone {
            guard let model = models.removeValue(forKey: id) else { continue }
            evictedAnchors[id] = model.result.anchor
            if routing.preciseTarget === model { routing.preciseTarget = nil }
        }
    }

    // MARK: - Painting

    /// What content needs to paint the nested scroll views inside it at `time`. The closure is
    /// made once and reads the time from here, so a frame's painting allocates no context.
    public func paintContext(time: Seconds) -> PaintContext {
        paintTime = time
        return PaintContext(timeSeconds: time, paintNested: nestedPainter)
    }

    private var paintTime: Seconds = 0
    private lazy var nestedPainter: (ScrollViewID, Rect, inout DisplayList) -> Void = { [unowned self] id, frame, list in
        self.paintNested(id, in: frame, time: self.paintTime, into: &list)
    }

    /// Paints nested scroll view `id` into `frame` (its content paints its own nested views).
    private func paintNested(_ id: ScrollViewID, in frame: Rect, time: Seconds, into list: inout DisplayList) {
        guard let model = models[id], model !== window else { return }
        let stretch = stretchTransform(for: model)
        if let stretch { list.append(.pushTransform(stretch)) }
        _ = model.content.paint(model.result, viewport: frame, context: paintContext(time: time), into: &list)
        if stretch != nil { list.append(.popTransform) }
    }
}

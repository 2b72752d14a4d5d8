import ScrollHosting
import Diagnostics
import DisplayList
import LazyLayout
import Painting
import ScrollViews
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
@MainActor
public final class ScrollPipeline {
    public let scene: any WindowContent
    /// The window's scroll views — the scene's own and every one nested in it — with gesture
    /// routing, scroll-to, nesting and eviction.
    public let scrollViews: ScrollViewCoordinator
    /// The frame's commands; kept and refilled so its storage is reused.
    public private(set) var displayList = DisplayList()
    /// Whether a pointer event has arrived yet (before one, nothing is hovered), and whether the
    /// pointer's button is down.
    private var pointerSeen = false
    private var pointerIsDown = false

    /// The modifier keys held at the latest press (a click's: Shift- and Ctrl-click).
    private var pressModifiers: KeyModifiers = []
    /// Which click of a quick run the latest press was (2: a double click's second press).
    private var pressClicks = 1
    /// Whether a press's drag is the scroll views' or the content's (a row's swipe).
    private var contentDrag: ContentDragArbiter
    /// Whether a touchpad stream is the scroll views' or a row's (a two-finger swipe).
    private var touchpadSwipe: TouchpadSwipeArbiter
    /// A Ctrl+wheel the content's magnify or rotate gesture took, as a pinch (ScrollPipeline+Pinch.swift).
    var wheelPinch = WheelPinch()

    public init(scene: any WindowContent, windowSize: Size, preset: PhysicsPreset = .ios) {
        self.scene = scene
        scrollViews = ScrollViewCoordinator(content: scene, windowSize: windowSize, preset: preset)
        contentDrag = ContentDragArbiter(slop: scrollViews.recognizer.configuration.controlDragSlopPoints)
        touchpadSwipe = TouchpadSwipeArbiter(configuration: scrollViews.recognizer.configuration)
        scrollViews.onTap = { [unowned self] point in self.scene.tap(at: point, modifiers: self.pressModifiers, clicks: self.pressClicks) }
    }

    /// The input stage (its stats go to the HUD).
    public var recognizer: ScrollInputRecognizer { scrollViews.recognizer }
    /// The window's size in points; the scene's scroll view fills it.
    public var windowSize: Size { scrollViews.windowSize }
    /// The window's scroll view.
    var root: ScrollViewModel { scrollViews.window }

    /// The window's scroll view's physics (offset, velocity, activity, preset).
    public var position: ScrollPhysicsPosition { root.position }
    /// The window's scroll view's last layout.
    public var lastLayout: LayoutResult { root.result }
    /// A programmatic scroll of the window's scroll view in progress.
    public var scrollToAnimation: ScrollToAnimation? { root.scrollToAnimation }

    /// The physics preset the user picked (`` ` ``).
    public var selectedPreset: PhysicsPreset { scrollViews.selectedPreset }

    /// The window's rect in window points.
    public var viewport: Rect { scrollViews.viewport }
    /// Where the window's scroll view was in the last frame (``WindowContent/scrollFrame(inWindow:)``):
    /// the viewport, or a view tree's first `ScrollView` placed among other views. Asked of the
    /// scene once a frame; the indicator and the overlays read it here.
    public private(set) var scrollFrame = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The time of the last frame ``step(_:events:now:)`` ran.
    public private(set) var lastFrameTime: Seconds = 0

    /// The cursor for where the pointer is: the arrow over a scroll bar (or while dragging one),
    /// else the scene's (a hand over something clickable).
    public var cursor: PointerCursor { scrollViews.isPointerOverIndicator ? .arrow : scene.cursor }

    /// Switches the physics preset live (the demo's `` ` `` key), for every scroll view.
    public func setPreset(_ preset: PhysicsPreset) { scrollViews.setPreset(preset) }

    /// The nested scroll views laid out in the last frame: id, axis, viewport (window points)
    /// and offset, parents first.
    public var nestedScrollViews: [(id: ScrollViewID, axis: Axis, frame: Rect, offset: Points)] {
        scrollViews.laidOut.dropFirst().map { ($0.id, $0.axis, $0.frame, $0.position.offset) }
    }

    /// The element the latest scroll-to landed on (``ScrollViewCoordinator/latestLanding``).
    public var latestLanding: (frame: Rect, timeSeconds: Seconds)? { scrollViews.latestLanding }

    /// Scroll views the pipeline keeps, the window's included (laid out this frame, or in rows
    /// still alive off screen).
    public var scrollViewCount: Int { scrollViews.count }

    /// The offset of nested scroll view `id`, while its model is kept.
    public func nestedOffset(_ id: ScrollViewID) -> Points? { id.isWindow ? nil : scrollViews.model(id)?.position.offset }

    /// The stretch of the window's scroll view (Android stretch overscroll; tests, diagnostics).
    public var rootStretch: StretchOverscroll { scrollViews.windowStretch }

    /// Every scroll view shown in the last frame is at rest, and the content waits for no time to
    /// pass (a long press held still keeps the frames coming: ``WindowContent/awaitsTime``).
    /// A Ctrl+wheel pinch waiting for the wheel to rest keeps them coming too (it ends by time).
    public var isSettled: Bool { scrollViews.isSettled && !scene.awaitsTime && wheelPinch.active == nil }

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
    /// one inside it, through the ``ScrollViewCoordinator``.
    ///
    /// - Parameter now: the host's clock, read only to time the phases; tests pass a fake.
    @discardableResult
    public func step(_ frame: FrameTime, events: ArraySlice<TimedInputEvent>, now: () -> Seconds) -> FrameOutcome {
        var times = FramePhaseTimes()
        let time = frame.timeSeconds
        lastFrameTime = time
        var mark = now()
        func lap(_ phase: FramePhase) { let t = now(); times[phase] = t - mark; mark = t }

        // Stage 1: input → intents, routed to the scroll view each belongs to and applied at the
        // event's own time.
        scrollViews.beginFrame()
        for original in events {
            // Pinches and the Ctrl+wheels a magnify or rotate gesture takes are the content's;
            // a Ctrl+wheel none takes goes on as a plain wheel.
            guard let event = pinchStep(original) else { continue }
            if case .key(let name, let shift, let control) = event.event, let command = scene.keyCommand(name, shift: shift, control: control) {
                root.perform(command, at: event.timeSeconds)
                continue
            }
            // Typed text and an input method's composition go to the focused text field only.
            if case .text(let text) = event.event { scene.textInput(text); continue }
            if case let .textEditing(text, start, length) = event.event { scene.textEditing(text, start: start, length: length); continue }
            // A secondary click opens a context menu; it never reaches the scroll views or the
            // drag arbiters (it is not the primary button's press).
            if case .secondaryClick(let point, _) = event.event {
                scrollViews.pointer = point
                pointerSeen = true
                _ = scene.secondaryClick(at: point)
                continue
            }
            // The content sees the press first (a long press is timed from it); a long press that
            // succeeded at this event's time takes the press before the arbiters see the event.
            if let phase = event.event.pressPhase, let point = event.event.pointerLocation {
                scene.observePress(phase, at: point, time: event.timeSeconds)
                claimPressIfAsked(at: event.timeSeconds)
            }
            // A touchpad stream that begins over a row that swipes is held until its axis is known
            // (ScrollPipeline+TouchpadSwipe.swift), and so is a press there
            // (ScrollPipeline+ContentDrag.swift); the content's drags never reach the scroll views.
            touchpadSwipe.step(event, taker: { scene.contentDrag(at: $0) }) { step, stepTime in
                guard case .pass = step else { return apply(step, event: event, at: stepTime) }
                contentDrag.step(event, taker: { scene.contentDrag(at: $0) }) { apply($0, event: event, at: event.timeSeconds) }
            }
            switch event.event {
            case .pointerDown: pointerIsDown = true; pointerSeen = true
            case .pointerUp: pointerIsDown = false; pointerSeen = true
            case .pointerMove, .wheel, .secondaryClick, .controlWheel, .pinch: pointerSeen = true
            case .key, .resize, .text, .textEditing: break
            }
        }
        // Hover and pressed states (and the cursor) follow the pointer where the input left it,
        // every frame: content scrolling under a still pointer changes what it is over.
        if pointerSeen { scene.pointer(at: scrollViews.pointer, isDown: pointerIsDown) }
        // A touchpad stream gone quiet by the frame's time has lifted: a row's swipe settles.
        touchpadSwipe.endIfQuiet(at: time) { step, stepTime in apply(step, event: nil, at: stepTime) }
        // A Ctrl+wheel pinch whose wheel has rested 0.4 s by the frame's time ends.
        endWheelPinchIfRested(at: time)
        scrollViews.focusedScrollView = scene.focusedScrollView
        scrollViews.endInput(at: time)
        scene.advance(to: time)
        // A long press held still that succeeded at this frame's time.
        claimPressIfAsked(at: time)
        // Programmatic scrolls the scene and the views' bound `ScrollPosition`s asked for: after
        // the frame's input, so the press of the button that asked does not interrupt them.
        for command in scene.takeCommands() { root.perform(command, at: time) }
        scrollViews.takeScrollRequests(at: time)
        lap(.events)

        // Stage 2: physics and scroll-to animations, to the frame's time; flings that reach a
        // nested view's edge chain on.
        scrollViews.advance(to: time)
        lap(.simulation)

        // Stage 3: lazy layout, parents first; corrections and ranges go back to physics as values.
        scrollViews.layOut(time: time)
        let result = root.result
        lap(.layout)

        // Stage 4: painting into the display list.
        displayList.removeAll()
        let stretch = scrollViews.stretchTransform(for: root)          // Android stretch overscroll, if any
        if let stretch { displayList.append(.pushTransform(stretch)) }
        let paint = scene.paint(result, viewport: viewport, context: scrollViews.paintContext(time: time), into: &displayList)
        if stretch != nil { displayList.append(.popTransform) }
        scrollFrame = scene.scrollFrame(inWindow: viewport)
        scrollViews.windowScrollFrame = scrollFrame == viewport ? nil : scrollFrame
        scrollViews.paintIndicators(windowScrollFrame: scrollFrame, at: time, into: &displayList)
        lap(.painting)

        return FrameOutcome(frame: frame, layout: result, paint: paint, input: recognizer.stats,
                            physics: root.position.stats, times: times)
    }

    /// Carries out one step of the arbiters for `event` (nil: a touchpad stream ended by time).
    private func apply(_ step: ContentDragArbiter.Step, event: TimedInputEvent?, at time: Seconds) {
        switch step {
        case .pass: if let event { deliver(event) }
        case .flush(let delivered): for event in delivered { deliver(event) }
        case .hold: if let point = event?.event.pointerLocation { scrollViews.pointer = point }
        case .catchScrolling(let point): scrollViews.catchMotion(at: point, time: time)
        case .releaseScrolling: scrollViews.releaseCaughtMotion(at: time)
        case .begin(let start, let point):
            scrollViews.pointer = point
            scene.beginContentDrag(at: start, time: time)
        case .move(let point, let translation):
            scrollViews.pointer = point
            scene.moveContentDrag(to: point, translation: translation, time: time)
        case .end: scene.endContentDrag(at: time)
        }
    }

    /// The content took the press (``WindowContent/takePressClaim()``): the scroll views let
    /// go of it, and its moves and release go to the content as a drag from the claim's point.
    private func claimPressIfAsked(at time: Seconds) {
        guard let point = scene.takePressClaim(), contentDrag.claim(at: point) else { return }
        scrollViews.cancelPress(at: time)
        scrollViews.pointer = point
        scene.beginContentDrag(at: point, time: time)
    }

    /// One input event to the scroll views (a press first asks the content whether it lands on a
    /// control, and keeps its modifier keys for the click it may become).
    private func deliver(_ event: TimedInputEvent) {
        var onControl = false
        if case .pointerDown(let point, let modifiers, let clicks) = event.event {
            onControl = scene.isControl(at: point)
            pressModifiers = modifiers
            pressClicks = clicks
        }
        scrollViews.handle(event, pressOnControl: onControl)
        // A scroll view took the press's drag: the content's long presses under it fail.
        if case .pointerMove = event.event, scrollViews.pressScrolls, scrollViews.recognizer.isPointerDown {
            scene.pressTakenByScrolling(at: event.timeSeconds)
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
}

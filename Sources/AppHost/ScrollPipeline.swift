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
    public private(set) var position: ScrollPosition
    public private(set) var lastLayout: LayoutResult
    /// The frame's commands; kept and refilled so its storage is reused.
    public private(set) var displayList = DisplayList()
    private var intents: [TimedScrollIntent] = []
    private let indicator = ScrollIndicatorPainter()
    /// A programmatic `scrollTo(id:anchor:)` in progress, or a jump due on the next frame.
    public private(set) var scrollToAnimation: ScrollToAnimation?
    private var pendingJump: (index: Int, anchor: ScrollAnchorPoint)?

    public init(scene: any DemoScene, windowSize: Size, preset: PhysicsPreset = .ios) {
        self.scene = scene
        self.windowSize = windowSize
        recognizer = ScrollInputRecognizer()
        intents.reserveCapacity(64)
        let first = scene.layout(scene.constraints(viewport: windowSize, scrollOffset: 0))
        lastLayout = first
        position = ScrollPosition(axis: scene.axis, preset: preset,
                                  metrics: Self.metrics(first, windowSize: windowSize, axis: scene.axis), offset: first.scrollOffset)
    }

    /// The scroll view's rect in window points.
    public var viewport: Rect { Rect(origin: .zero, size: windowSize) }

    /// Switches the physics preset live (the demo's `` ` `` key).
    public func setPreset(_ preset: PhysicsPreset) { position.preset = preset }

    /// `ScrollPosition.scrollTo(id:anchor:)` for element `index`: animated, it eases toward a
    /// target re-estimated every frame and ends with an exact jump; otherwise the next frame
    /// shows the element exactly at `anchor`. Any user input interrupts it.
    public func scrollTo(element index: Int, anchor: ScrollAnchorPoint, animated: Bool, at time: Seconds) {
        guard animated else {
            scrollToAnimation = nil
            pendingJump = (index, anchor)
            return
        }
        let c = scene.constraints(viewport: viewport.size, scrollOffset: position.offset)
        let target = exactOffset(toElement: index, anchor: anchor)
            ?? scene.estimatedOffset(toElement: index, at: anchor, constraints: c)
        scrollToAnimation = ScrollToAnimation(targetIndex: index, anchorPoint: anchor, from: position.offset,
                                              estimatedTarget: target, viewportExtent: viewport.size.main(scene.axis), at: time)
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
            pendingJump = (animation.targetIndex, animation.anchorPoint)
            return
        }
        let c = scene.constraints(viewport: viewport.size, scrollOffset: position.offset)
        let target = exactOffset(toElement: animation.targetIndex, anchor: animation.anchorPoint)
            ?? scene.estimatedOffset(toElement: animation.targetIndex, at: animation.anchorPoint, constraints: c)
        position.jump(to: animation.offset(at: time, target: target), at: time)
    }

    /// Runs one frame at `frame.timeSeconds`: applies `events` (all at or before that time, in
    /// order), advances physics, lays out and paints.
    ///
    /// - Parameter now: the host's clock, read only to time the phases; tests pass a fake.
    @discardableResult
    public func step(_ frame: FrameTime, events: ArraySlice<TimedInputEvent>, now: () -> Seconds) -> FrameOutcome {
        var times = FramePhaseTimes()
        let time = frame.timeSeconds
        var mark = now()
        func lap(_ phase: FramePhase) { let t = now(); times[phase] = t - mark; mark = t }

        // Stage 1: input → intents.
        intents.removeAll(keepingCapacity: true)
        for event in events {
            if case .resize(let size) = event.event {
                windowSize = Size(width: max(1, size.width), height: max(1, size.height))
                continue
            }
            if case .key(let name, let shift) = event.event, let command = scene.keyCommand(name, shift: shift) {
                switch command {
                case let .scrollTo(index, anchor, animated):
                    scrollTo(element: index, anchor: anchor, animated: animated, at: event.timeSeconds)
                }
                continue
            }
            recognizer.handle(event, into: &intents)
        }
        recognizer.advance(to: time, into: &intents)
        lap(.events)

        // Stage 2: physics, each intent at its own time, then to the frame's time.
        for intent in intents { position.apply(intent) }
        position.advance(to: time)
        stepScrollTo(at: time, interrupted: !intents.isEmpty)
        lap(.simulation)

        // Stage 3: lazy layout; its correction and range go back to physics as values.
        var constraints = scene.constraints(viewport: viewport.size, scrollOffset: position.offset)
        constraints.scrollVelocity = position.velocity
        if let jump = pendingJump {
            scene.jump(toElement: jump.index, at: jump.anchor, constraints: constraints)
            pendingJump = nil
            position.jump(to: position.offset, at: time)
        }
        scene.layout(constraints, into: &lastLayout)
        let result = lastLayout
        if result.correction != 0 { position.correct(by: result.correction) }
        position.updateMetrics(Self.metrics(result, windowSize: windowSize, axis: scene.axis), at: time)
        lap(.layout)

        // Stage 4: painting into the display list.
        displayList.removeAll()
        let paint = scene.paint(result, viewport: viewport, into: &displayList)
        indicator.paint(result, in: viewport, into: &displayList)
        lap(.painting)

        return FrameOutcome(frame: frame, layout: result, paint: paint, input: recognizer.stats,
                            physics: position.stats, times: times)
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

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
            recognizer.handle(event, into: &intents)
        }
        recognizer.advance(to: time, into: &intents)
        lap(.events)

        // Stage 2: physics, each intent at its own time, then to the frame's time.
        for intent in intents { position.apply(intent) }
        position.advance(to: time)
        lap(.simulation)

        // Stage 3: lazy layout; its correction and range go back to physics as values.
        let result = scene.layout(scene.constraints(viewport: viewport.size, scrollOffset: position.offset))
        if result.correction != 0 { position.correct(by: result.correction) }
        position.updateMetrics(Self.metrics(result, windowSize: windowSize, axis: scene.axis), at: time)
        lastLayout = result
        lap(.layout)

        // Stage 4: painting into the display list.
        displayList.removeAll()
        let paint = scene.paint(result, viewport: viewport, into: &displayList)
        indicator.paint(result, in: viewport, into: &displayList)
        lap(.painting)

        return FrameOutcome(frame: frame, layout: result, paint: paint, input: recognizer.stats,
                            physics: position.stats, times: times)
    }

    private static func metrics(_ result: LayoutResult, windowSize: Size, axis: Axis) -> ScrollMetrics {
        ScrollMetrics(minOffset: result.minOffset, maxOffset: result.maxOffset, viewportExtent: windowSize.main(axis))
    }
}

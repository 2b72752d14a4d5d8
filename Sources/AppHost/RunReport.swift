import Diagnostics
import DisplayList
import Foundation
import LazyLayout
import ScrollHosting
import Painting
import ScrollCore
import ScrollInput
import ScrollPhysics

/// The JSON report of a run (`--report out.json`): frame-time percentiles per phase, the final
/// scroll state and the lazy stack's counters. Field names are part of the CLI's contract
/// (README, "Report").
public struct RunReport: Encodable, Sendable {
    public struct XY: Encodable, Sendable { public var x: Double; public var y: Double }
    public struct WH: Encodable, Sendable { public var width: Double; public var height: Double }
    public struct FrameTimeMs: Encodable, Sendable {
        public var total, events, simulation, layout, painting, overlays, render, present: PercentileSummary
    }
    /// The window's frame pacing (absent headless): what reached the screen and how regularly.
    public struct Pacing: Encodable, Sendable {
        /// The SDL render driver (`software`, `opengl`, …).
        public var renderer: String
        public var vsync: Bool
        /// Who waits for the refresh: `driver` (inside `SDL_RenderPresent`), `host` (the window's
        /// own timeline, ``PresentSchedule``, when the driver cannot), or `none` (`--vsync off`).
        public var pacedBy: String
        /// The display's refresh rate the drop count is measured against.
        public var refreshHz: Double
        public var presents: Int
        /// Frames the display showed again because no new one was ready (``FramePacing``).
        public var droppedFrames: Int
        /// Times the loop went idle and waited for events (nothing moving, nothing presented).
        public var idleWaits: Int
        /// Present-to-present intervals in ms (idle waits excluded).
        public var intervalMs: PercentileSummary
        /// The host's waits for its timeline before each present in ms (zeros unless `pacedBy` is
        /// `host`); outside every frame phase.
        public var waitMs: PercentileSummary
    }
    public struct Scroll: Encodable, Sendable {
        public var offset: XY
        public var velocity: XY
        /// The physics activity: idle, hold, drag, ballistic, spring or animating.
        public var phase: String
        public var preset: String
        public var contentExtent: Double
        public var maxOffset: Double
    }
    public struct Lazy: Encodable, Sendable {
        /// Elements (headers, rows, footers) in the data.
        public var elementCount: Int
        /// Realized elements after the last frame, and the most at any frame of the run.
        public var realized: Int
        public var realizedMax: Int
        public var visible: Int
        /// Elements created / destroyed over the whole run.
        public var created: Int
        public var destroyed: Int
        /// Elements measured over the whole run (each once).
        public var measured: Int
        /// Non-zero anchor corrections returned to physics over the run.
        public var corrections: Int
        /// Data-source ids of the visible elements after the last frame, in order.
        public var visibleIDs: [String]
        /// The name of the section whose header is pinned at the top, or null.
        public var pinnedHeader: String?
        /// Prefetch hits (became visible already realized) and misses (created on the spot)
        /// over the whole run.
        public var prefetchHits: Int
        public var prefetchMisses: Int
        /// Elements made ready in the idle time between frames, ahead of the frame that needed
        /// them (idle-time prefetch), over the whole run.
        public var prefetchedIdle: Int
    }

    /// Every stage's small stats value after the last frame (architecture rule 11): what the
    /// HUD shows and tests assert on. Render stats stay under the top-level `render` key.
    public struct Stages: Encodable, Sendable {
        /// Stage 1, cumulative over the run (`ScrollInputStats`).
        public struct Input: Encodable, Sendable {
            public var events, droppedEvents, intents, wheelDetentEvents, preciseEvents, keyScrolls, drags, flings,
                       preciseStreamsEnded: Int
        }
        /// Stage 2, cumulative over the run (`ScrollPhysicsStats`).
        public struct Physics: Encodable, Sendable {
            public var activityChanges, flingsStarted, springsStarted, momentumCarries, animationsStarted, animationRetargets,
                       correctionsApplied, metricsChanges, intentsApplied, nonFiniteInputs, timeReversals: Int
        }
        /// What the last frame's display list held: the content (scene and scroll indicator)
        /// and the overlays after it; `total` equals `render.commands`.
        public struct Commands: Encodable, Sendable {
            public var content: Int
            public var overlays: Int
            public var total: Int
        }
        public var input: Input
        public var physics: Physics
        /// Stage 3, the last frame's measure pass.
        public var layout: LayoutStats
        /// Stage 4, the last frame.
        public var paint: PaintStats
        public var displayList: Commands
    }

    public var scene: String
    public var frames: Int
    public var fps: Double
    public var size: WH
    public var frameTimeMs: FrameTimeMs
    public var scroll: Scroll
    public var lazy: Lazy
    public var stages: Stages
    /// The overlays on at the end of the run, as `--overlay` spells them.
    public var overlays: [String]
    public var render: RenderStats
    /// Every bad value a data source returned during the run, each kind once (issue 16):
    /// "measured extent NaN of item 3 of section 0 is not a size; using 0 pt".
    public var dataSourceFaults: [String] = []
    /// The scene's own figures after the last frame, by key (the Lab's `lab.<page>.<figure>`);
    /// empty for scenes that measure nothing of their own.
    public var figures: [String: Double] = [:]
    /// The window's accessibility elements after the last frame, in reading order (label, value,
    /// hint, identifier, traits, frame): a window of views' (empty for the engine's scenes).
    public var accessibility: [AccessibilityElementReport] = []
    /// The window's pacing; nil (left out) headless.
    public var pacing: Pacing?

    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}

/// Accumulates per-frame outcomes into a ``RunReport``.
public struct RunRecorder {
    public private(set) var timings = FrameTimings()
    public private(set) var created = 0
    public private(set) var destroyed = 0
    public private(set) var corrections = 0
    public private(set) var realizedMax = 0
    public private(set) var prefetchHits = 0
    public private(set) var prefetchMisses = 0
    public private(set) var prefetchedIdle = 0
    public private(set) var lastRender = RenderStats()
    /// The last frame's paint stats (the outcome itself is not kept: holding its layout would make
    /// the next pass copy the scroll view's result instead of reusing it).
    public private(set) var lastPaint = PaintStats()
    public private(set) var lastCommands = RunReport.Stages.Commands(content: 0, overlays: 0, total: 0)
    /// The data-source faults reported so far (each kind once per stack).
    public private(set) var dataSourceFaults: [DataSourceFault] = []

    public init() {}

    /// Adds one frame.
    /// - Parameters:
    ///   - overlaySeconds: the time spent building the diagnostics overlays (the `overlays` phase).
    ///   - overlayCommands: the commands the overlays appended to the display list.
    public mutating func record(_ outcome: FrameOutcome, render: RenderStats, renderSeconds: Seconds,
                                overlaySeconds: Seconds = 0, overlayCommands: Int = 0, presentSeconds: Seconds = 0) {
        var times = outcome.times
        times[.overlays] = overlaySeconds
        times[.render] = renderSeconds
        times[.present] = presentSeconds
        timings.record(times)
        created += outcome.layout.stats.created
        destroyed += outcome.layout.stats.destroyed
        corrections += outcome.layout.stats.corrections
        prefetchHits += outcome.layout.stats.prefetchHits
        prefetchMisses += outcome.layout.stats.prefetchMisses
        prefetchedIdle += outcome.layout.stats.prefetchedIdle
        realizedMax = max(realizedMax, outcome.layout.stats.realized)
        dataSourceFaults += outcome.layout.stats.dataSourceFaults
        lastRender = render
        lastPaint = outcome.paint
        lastCommands = .init(content: render.commands - overlayCommands, overlays: overlayCommands, total: render.commands)
    }

    @MainActor
    public func report(pipeline: ScrollPipeline, fps: Double, overlays: OverlaySet = OverlaySet(),
                       pacing: RunReport.Pacing? = nil) -> RunReport {
        let layout = pipeline.lastLayout
        let axis = pipeline.scene.axis
        let offset = pipeline.position.offset, velocity = pipeline.position.velocity
        return RunReport(
            scene: pipeline.scene.name,
            frames: timings.frames,
            fps: fps,
            size: .init(width: pipeline.windowSize.width, height: pipeline.windowSize.height),
            frameTimeMs: .init(total: timings.summary(nil), events: timings.summary(.events),
                               simulation: timings.summary(.simulation), layout: timings.summary(.layout),
                               painting: timings.summary(.painting), overlays: timings.summary(.overlays),
                               render: timings.summary(.render), present: timings.summary(.present)),
            scroll: .init(offset: axis == .vertical ? .init(x: 0, y: offset) : .init(x: offset, y: 0),
                          velocity: axis == .vertical ? .init(x: 0, y: velocity) : .init(x: velocity, y: 0),
                          phase: pipeline.position.activity.rawValue, preset: pipeline.position.preset.rawValue,
                          contentExtent: layout.contentExtent, maxOffset: layout.maxOffset),
            lazy: .init(elementCount: layout.stats.elementCount, realized: layout.stats.realized,
                        realizedMax: realizedMax, visible: layout.stats.visible, created: created,
                        destroyed: destroyed, measured: layout.stats.measuredTotal, corrections: corrections,
                        visibleIDs: pipeline.scene.visibleIDs(layout),
                        pinnedHeader: layout.pinnedHeaderSection.map(pipeline.scene.sectionName),
                        prefetchHits: prefetchHits, prefetchMisses: prefetchMisses,
                        prefetchedIdle: prefetchedIdle),
            stages: stages(pipeline),
            overlays: overlays.names,
            render: lastRender,
            dataSourceFaults: dataSourceFaults.map(\.description),
            figures: Dictionary(((pipeline.scene as? any PlaygroundScene)?.figures ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last }),
            accessibility: (pipeline.scene as? any AccessibleContent)?.accessibilityElements ?? [],
            pacing: pacing)
    }

    @MainActor
    private func stages(_ pipeline: ScrollPipeline) -> RunReport.Stages {
        let i = pipeline.recognizer.stats, p = pipeline.position.stats
        return RunReport.Stages(
            input: .init(events: i.events, droppedEvents: i.droppedEvents, intents: i.intents,
                         wheelDetentEvents: i.wheelDetentEvents, preciseEvents: i.preciseEvents, keyScrolls: i.keyScrolls,
                         drags: i.drags, flings: i.flings, preciseStreamsEnded: i.preciseStreamsEnded),
            physics: .init(activityChanges: p.activityChanges, flingsStarted: p.flingsStarted, springsStarted: p.springsStarted,
                           momentumCarries: p.momentumCarries,
                           animationsStarted: p.animationsStarted, animationRetargets: p.animationRetargets,
                           correctionsApplied: p.correctionsApplied, metricsChanges: p.metricsChanges,
                           intentsApplied: p.intentsApplied, nonFiniteInputs: p.nonFiniteInputs, timeReversals: p.timeReversals),
            layout: pipeline.lastLayout.stats,
            paint: lastPaint,
            displayList: lastCommands)
    }
}

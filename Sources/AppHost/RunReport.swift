import Diagnostics
import DisplayList
import Foundation
import LazyLayout
import Scenes
import ScrollCore
import ScrollPhysics

/// The JSON report of a run (`--report out.json`): frame-time percentiles per phase, the final
/// scroll state and the lazy stack's counters. Field names are part of the CLI's contract
/// (README, "Report").
public struct RunReport: Encodable, Sendable {
    public struct XY: Encodable, Sendable { public var x: Double; public var y: Double }
    public struct WH: Encodable, Sendable { public var width: Double; public var height: Double }
    public struct FrameTimeMs: Encodable, Sendable {
        public var total, events, simulation, layout, painting, render: PercentileSummary
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
    }

    public var scene: String
    public var frames: Int
    public var fps: Double
    public var size: WH
    public var frameTimeMs: FrameTimeMs
    public var scroll: Scroll
    public var lazy: Lazy
    public var render: RenderStats

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
    public private(set) var lastRender = RenderStats()

    public init() {}

    public mutating func record(_ outcome: FrameOutcome, render: RenderStats, renderSeconds: Seconds) {
        var times = outcome.times
        times[.render] = renderSeconds
        timings.record(times)
        created += outcome.layout.stats.created
        destroyed += outcome.layout.stats.destroyed
        corrections += outcome.layout.stats.corrections
        realizedMax = max(realizedMax, outcome.layout.stats.realized)
        lastRender = render
    }

    public func report(pipeline: ScrollPipeline, fps: Double) -> RunReport {
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
                               painting: timings.summary(.painting), render: timings.summary(.render)),
            scroll: .init(offset: axis == .vertical ? .init(x: 0, y: offset) : .init(x: offset, y: 0),
                          velocity: axis == .vertical ? .init(x: 0, y: velocity) : .init(x: velocity, y: 0),
                          phase: pipeline.position.activity.rawValue, preset: pipeline.position.preset.rawValue,
                          contentExtent: layout.contentExtent, maxOffset: layout.maxOffset),
            lazy: .init(elementCount: layout.stats.elementCount, realized: layout.stats.realized,
                        realizedMax: realizedMax, visible: layout.stats.visible, created: created,
                        destroyed: destroyed, measured: layout.stats.measuredTotal, corrections: corrections,
                        visibleIDs: pipeline.scene.visibleIDs(layout),
                        pinnedHeader: layout.pinnedHeaderSection.map(pipeline.scene.sectionName)),
            render: lastRender)
    }
}

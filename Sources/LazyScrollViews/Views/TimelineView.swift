import Foundation

// `TimelineView` — SwiftUI's view that "updates according to a schedule that you provide"
// (https://developer.apple.com/documentation/swiftui/timelineview): a clock, a "3 min ago"
// label, a countdown, an animation drawn from the date. Time is the host's (`ViewGraph.now`: the
// window's date at its time zero plus the frame time), so a headless run replays it exactly.
//
// When it updates: at each entry of its schedule, checked at every update of the window — every
// frame while anything moves, and at least every 0.25 s when the window is idle
// (`IdlePolicy.wakeIntervalSeconds`), so an entry shows at most a quarter second late on an idle
// window (SwiftUI's own updates are "at or after" the entry's date too). An `.animation` schedule
// keeps frames coming, as SwiftUI's does while it is not paused.

/// How often a timeline view asks to be updated — SwiftUI's `TimelineScheduleMode`. Ours are
/// always `.normal` (there is no always-on display to save power for).
public enum TimelineScheduleMode: Hashable, Sendable { case normal, lowFrequency }

/// The dates a timeline view updates at — SwiftUI's `TimelineSchedule`
/// (https://developer.apple.com/documentation/swiftui/timelineschedule): "A type that provides a
/// sequence of dates for use as a schedule". Write your own for other schedules.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates to update at, in increasing order, from `startDate` on — the first may be before
    /// it ("The first date … might be in the past", as `everyMinute` gives the start of the minute).
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Every `interval` seconds from `startDate` — SwiftUI's `PeriodicTimelineSchedule` (`.periodic(from:by:)`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public let startDate: Date
    public let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }
    /// `startDate + k × interval` for k from the last one at or before `from` (or 0) on.
    public func entries(from date: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, interval.isFinite else { return Entries(first: startDate, interval: 0) }
        let steps = max(0, (date.timeIntervalSince(startDate) / interval).rounded(.down))
        return Entries(first: startDate.addingTimeInterval(steps * interval), interval: interval)
    }
    /// The dates `first`, `first + interval`, … (just `first` for an interval that is not positive).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        init(first: Date, interval: TimeInterval) { upcoming = first; self.interval = interval }
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = interval > 0 ? date.addingTimeInterval(interval) : nil
            return date
        }
    }
}

/// At the start of every minute — SwiftUI's `EveryMinuteTimelineSchedule` (`.everyMinute`): "a
/// schedule for updating a timeline view at the start of every minute", the first entry the start
/// of the current minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public func entries(from date: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(first: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// Every frame (at most every `minimumInterval` seconds), while not `paused` — SwiftUI's
/// `AnimationTimelineSchedule` (`.animation`, `.animation(minimumInterval:paused:)`).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public let minimumInterval: Double?
    public let paused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    /// From `date`, every `minimumInterval` (a 120 Hz frame's 1/120 s if none); paused: `date` only.
    public func entries(from date: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule.Entries(first: date, interval: paused ? 0 : max(minimumInterval ?? 0, 1.0 / 120))
    }
}

/// At the dates given — SwiftUI's `ExplicitTimelineSchedule` (`.explicit(_:)`); none after the last.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates
    public init(_ dates: Dates) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every frame, at most every `minimumInterval` seconds; `paused`: not updating.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    /// At `dates` — SwiftUI's `.explicit(_:)`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// What a timeline view's content is given — SwiftUI's `TimelineViewDefaultContext`
/// (`TimelineView.Context`).
public struct TimelineViewDefaultContext {
    /// The schedule's entry that caused this update: the latest at or before now (so the first
    /// may be in the past: an `everyMinute` view made at 10:09:55 is given 10:09:00).
    public let date: Date
    /// How often the view updates: `.live` for an animation schedule, else `.seconds`
    /// (SwiftUI lowers it for an always-on display, which a desktop does not have).
    public let cadence: Cadence

    /// SwiftUI's `TimelineView.Context.Cadence`.
    public enum Cadence: Comparable, Hashable, Sendable { case live, seconds, minutes }
}

/// A view that updates according to a schedule — SwiftUI's `TimelineView`.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }
    public var body: Never { fatalError("TimelineView is primitive") }
}

/// The node: its content's node, the entry shown and the next one (checked by the graph at each
/// update, ``ViewGraph/refreshTimelines()``).
final class TimelineNode: ViewNode {
    var child: ViewNode?
    /// Makes the content for the entry the node is at (set by the latest value).
    var makeContent: (@MainActor (TimelineNode) -> Void)?
    /// The entry shown, and the next one (nil: no more).
    var shownDate = Date.distantPast
    var nextDate: Date?
    /// An animation schedule's node keeps frames coming while it runs.
    var isLive = false
    override var isDisplayable: Bool { false }
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let child { body(child) } }

    /// The next entry has come: the content is made again for it.
    override func updateInPlace() {
        needsUpdate = false
        makeContent?(self)
    }
    override func willDestroy() {
        graph.stopFrameAnimation(owner: self)
        makeContent = nil
    }
}

extension TimelineView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = TimelineNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        graph.registerTimeline(node)
        update(node)
        return node
    }

    func update(_ node: ViewNode) {
        let node = node as! TimelineNode
        let schedule = schedule, content = content
        let live = schedule is AnimationTimelineSchedule && !(schedule as! AnimationTimelineSchedule).paused
        node.makeContent = { node in
            // The latest entry at or before now, and the one after it (a schedule's entries from
            // now start at or before it; at most 10,000 are walked, for a schedule that lags).
            let now = node.graph.now
            var shown: Date?, next: Date?, walked = 0
            for entry in schedule.entries(from: now, mode: .normal) {
                if entry <= now { shown = entry } else { next = entry; break }
                walked += 1
                if walked >= 10_000 { break }
            }
            node.shownDate = shown ?? now
            node.nextDate = next
            let context = TimelineViewDefaultContext(date: node.shownDate, cadence: live ? .live : .seconds)
            let view = node.readingForEnclosingView { content(context) }
            node.child = reconcile(node.child, with: view, parent: node, environment: node.environment, graph: node.graph)
        }
        if live != node.isLive {
            node.isLive = live
            if live {
                // Frames keep coming; each one's update makes the content again.
                node.graph.startFrameAnimation(owner: node) { [weak node] _ in
                    guard let node, !node.isDestroyed else { return false }
                    node.graph.invalidate(node)
                    return true
                }
            } else {
                node.graph.stopFrameAnimation(owner: node)
            }
        }
        node.makeContent?(node)
    }
}

extension ViewGraph {
    /// Adds a timeline view's node to those checked at each update.
    func registerTimeline(_ node: TimelineNode) {
        var nodes: [WeakTimelineNode] = []
        swap(&nodes, &timelines)
        nodes.append(WeakTimelineNode(node: node))
        swap(&nodes, &timelines)
    }

    /// Invalidates every timeline view whose next entry has come (ViewHost.update, before the
    /// graph's update); forgets the gone.
    func refreshTimelines() {
        guard !timelines.isEmpty else { return }
        let now = self.now
        var nodes: [WeakTimelineNode] = []
        swap(&nodes, &timelines)
        nodes.removeAll { $0.node == nil || $0.node!.isDestroyed }
        for entry in nodes {
            guard let node = entry.node, let next = node.nextDate, next <= now else { continue }
            invalidate(node)
        }
        swap(&nodes, &timelines)
    }
}

/// A timeline view's node, held weakly by the graph.
struct WeakTimelineNode {
    weak var node: TimelineNode?
}

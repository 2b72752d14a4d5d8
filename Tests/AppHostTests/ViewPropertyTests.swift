import AppHost
import DisplayList
import Foundation
import LazyLayout
import Observation
import ScrollCore
import ScrollInput
import ScrollPhysics
import TestSupport
import Testing
@testable import LazyScrollViews

// Issue 10, "Tests must show": the property test driving a declarative scene. The scroll views'
// property test (ScrollViewsPropertyTests) drives the `ScrollViewCoordinator` over a lazy stack of a
// data source; this one writes the content as views — `ScrollView { LazyVStack(pinnedViews:) { ForEach(sections)
// { Section { ForEach(items) { … } } header: { … } } } }` over an `@Observable` model — and drives
// it through the real `ScrollPipeline` with random wheel clicks, touchpad streams, drags, keys,
// resizes, `ScrollPosition.scrollTo(id:)` (through an `onKeyPress`, animated or not) and data
// changes made to the model between frames (inserts, removes and moves of rows and sections).
//
// After every frame it checks:
//  1. the physics offset and the layout's offset are finite and inside the range ± a viewport;
//  2. the layout result is valid, and every realized element is one the engine holds;
//  3. every placed row is the view of the data at its place (its `ForEach` id is the model's id
//     there: the collection is read in place, after every change) and has the extent that id
//     draws at (rows were measured again when their data changed);
//  4. after a data change that leaves the first visible row in place, with the physics at rest,
//     that row is at the same screen position in the next frame;
//  5. a non-animated `scrollTo(id:)` puts the row at the viewport's start (±0.5 pt) unless the
//     content's end stops it; an animated one ends there too.

/// The data: sections of rows, each a stable id.
@Observable
final class PropertyFeed {
    struct Section: Identifiable, Hashable {
        var id: UInt64
        var items: [UInt64]
    }
    var sections: [Section] = []
    /// Where the next `T` key scrolls to.
    @ObservationIgnored var scrollTarget: UInt64 = 0
    @ObservationIgnored var animatesScroll = false

    /// A row's extent: 10…80 pt, a function of its id (so a row that moves keeps its size).
    static func rowExtent(_ id: UInt64) -> CGFloat { CGFloat(10 + propertyHash(id) % 71) }
    static func headerExtent(_ id: UInt64) -> CGFloat { CGFloat(20 + propertyHash(id &+ 7) % 21) }
}

/// The scene: a vertical or horizontal lazy stack of the feed's sections, headers pinned or not,
/// bound to a `ScrollPosition` that `T` scrolls to `feed.scrollTarget`.
struct PropertyFeedView: View {
    let feed: PropertyFeed
    let vertical: Bool
    let spacing: CGFloat
    let pinned: PinnedScrollableViews
    @State var position = ScrollPosition(idType: UInt64.self)

    var body: some View {
        Group {
            if vertical {
                ScrollView(.vertical) {
                    LazyVStack(spacing: spacing, pinnedViews: pinned) { content }
                }
            } else {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: spacing, pinnedViews: pinned) { content }
                }
            }
        }
        .scrollPosition($position)
        .onKeyPress("t") {
            if feed.animatesScroll {
                withAnimation { position.scrollTo(id: feed.scrollTarget) }
            } else {
                position.scrollTo(id: feed.scrollTarget)
            }
            return .handled
        }
    }

    var content: some View {
        ForEach(feed.sections) { section in
            Section {
                ForEach(section.items, id: \.self) { id in
                    Color(white: Double(id % 5) / 5).frame(main: PropertyFeed.rowExtent(id), vertical: vertical)
                }
            } header: {
                Color.orange.frame(main: PropertyFeed.headerExtent(section.id), vertical: vertical)
            }
        }
    }
}

extension View {
    /// A frame of `extent` along the stack's axis.
    func frame(main extent: CGFloat, vertical: Bool) -> some View {
        frame(width: vertical ? nil : extent, height: vertical ? extent : nil)
    }
}

/// Drives ``PropertyFeedView`` through `ScrollPipeline` on virtual 60 fps frames.
@MainActor
final class ViewPropertyHarness {
    let axis: CoreAxis
    var random: PropertyRandom
    let feed = PropertyFeed()
    let scene: ViewScene<PropertyFeedView>
    let pipeline: ScrollPipeline
    var windowSize: Size
    var frameIndex = 0
    var eventIndex = 0
    var eventName = "start"
    var nextID: UInt64 = 1
    private(set) var failure: String?
    var counts: [String: Int] = [:]
    let configuration: String
    /// LAZYSCROLL_VIEWS_TRACE=<event index>: prints every frame from that event on.
    let traceFrom = ProcessInfo.processInfo.environment["LAZYSCROLL_VIEWS_TRACE"].flatMap { Int($0) }

    init(axis: CoreAxis, seed: UInt64) {
        self.axis = axis
        var random = PropertyRandom(seed: seed)
        let spacing = CGFloat(random.pick([0, 0, 1, 6]))
        let pinned = random.pick([[], [.sectionHeaders]] as [PinnedScrollableViews])
        windowSize = Size(main: random.double(200...700), cross: random.double(180...800), axis: axis)
        configuration = "\(axis) seed 0x\(String(seed, radix: 16)); spacing \(spacing), pinned \(pinned.rawValue), window \(windowSize)"
        self.random = random
        scene = ViewScene(name: "property", rootView: PropertyFeedView(feed: feed, vertical: axis == .vertical, spacing: spacing, pinned: pinned),
                          measurer: FixedAdvanceTextMeasurer(), size: windowSize)
        pipeline = ScrollPipeline(scene: scene, windowSize: windowSize, preset: random.pick(PhysicsPreset.allCases))
        for _ in 0..<self.random.int(6...20) { feed.sections.append(makeSection()) }
        frame()
    }

    func makeID() -> UInt64 { defer { nextID += 1 }; return nextID }
    func makeSection() -> PropertyFeed.Section {
        PropertyFeed.Section(id: makeID(), items: (0..<random.int(0...40)).map { _ in makeID() })
    }

    var scroll: ScrollViewNode { scene.host.primaryScrollView! }
    var result: LayoutResult { pipeline.lastLayout }
    var viewport: Points { windowSize.main(axis) }

    /// One frame 1/60 s after the last, with `events` at its time; then the invariants.
    func frame(_ events: [InputEvent] = []) {
        guard failure == nil else { return }
        frameIndex += 1
        let frame = FrameTime.fixedRate(index: frameIndex, framesPerSecond: 60)
        for case .resize(let size) in events { windowSize = Size(width: max(1, size.width), height: max(1, size.height)) }
        pipeline.step(frame, events: events.map { TimedInputEvent(timeSeconds: frame.timeSeconds, event: $0) }[...], now: { 0 })
        if let traceFrom, eventIndex >= traceFrom {
            print("  frame \(frameIndex) \(events) offset \(pipeline.position.offset) \(pipeline.position.activity) scrollTo \(pipeline.scrollToAnimation.map { "\($0)" } ?? "-")")
        }
        checkInvariants()
    }

    func fail(_ message: String) {
        guard failure == nil else { return }
        failure = """
            \(message)
            at event #\(eventIndex) (\(eventName)), frame \(frameIndex) — \(configuration)
            physics: offset \(pipeline.position.offset) velocity \(pipeline.position.velocity) \(pipeline.position.activity)
            layout: \(result)
            """
    }

    // MARK: Invariants

    func checkInvariants() {
        let result = result
        // 1.
        let low = result.minOffset - viewport, high = result.maxOffset + viewport
        for value in [pipeline.position.offset, result.scrollOffset] where !value.isFinite || value < low - 1e-6 || value > high + 1e-6 {
            return fail("invariant 1: offset \(value) outside [\(low), \(high)]")
        }
        // 2.
        if let problem = result.validate() { return fail("invariant 2: validate(): \(problem)") }
        if result.stats.realized != result.placed.count { return fail("invariant 2: realized \(result.stats.realized) ≠ placed \(result.placed.count)") }
        // 3.
        let sections = feed.sections
        if scroll.source.sectionCount != sections.count {
            return fail("invariant 3: the stack has \(scroll.source.sectionCount) sections, the model \(sections.count)")
        }
        var seen = Set<AnyHashable>()
        for element in result.placed {
            let path = element.path
            let id = scroll.source.id(of: path)
            if !seen.insert(id).inserted { return fail("invariant 3: \(id) placed twice") }
            let extent = element.frame.size.main(axis)
            switch path.kind {
            case .item(let row):
                let items = sections[path.section].items
                guard row < items.count, AnyHashable(items[row]) == id else {
                    return fail("invariant 3: \(element) shows id \(id.base), the model has \(row < items.count ? "\(items[row])" : "no row") there")
                }
                if abs(extent - Double(PropertyFeed.rowExtent(items[row]))) > 1e-9 {
                    return fail("invariant 3: row \(items[row]) is \(extent) pt, its view \(PropertyFeed.rowExtent(items[row])) pt")
                }
            case .header:
                let truth = Double(PropertyFeed.headerExtent(sections[path.section].id))
                if abs(extent - truth) > 1e-9 { return fail("invariant 3: header of section \(path.section) is \(extent) pt, its view \(truth) pt") }
            case .footer:
                return fail("invariant 3: a footer was placed; the sections have none")
            }
        }
    }

    /// The first visible row that is not pinned: its id and screen position.
    func anchorProbe() -> (id: AnyHashable, position: Points)? {
        guard let element = result.placed.first(where: { $0.isVisible && $0.pinning == .none && $0.path.kind.row != nil }) else { return nil }
        return (scroll.source.id(of: element.path), element.frame.mainMin(axis))
    }

    // MARK: Data changes

    /// 1–3 random edits of the model; returns the ids they moved or removed.
    func changeData() -> Set<UInt64> {
        var touched = Set<UInt64>()
        for _ in 0..<random.int(1...3) {
            let roll = random.int(0...99)
            let nonEmpty = feed.sections.indices.filter { !feed.sections[$0].items.isEmpty }
            switch roll {
            case ..<35 where !feed.sections.isEmpty:
                let s = random.int(0...(feed.sections.count - 1))
                let at = random.int(0...feed.sections[s].items.count)
                let ids = (0..<random.int(1...4)).map { _ in makeID() }
                feed.sections[s].items.insert(contentsOf: ids, at: at)
                eventName += "; insert \(ids) at \(s).\(at)"
            case ..<65 where !nonEmpty.isEmpty:
                let s = random.pick(nonEmpty)
                let at = random.int(0...(feed.sections[s].items.count - 1))
                touched.insert(feed.sections[s].items.remove(at: at))
                eventName += "; remove \(s).\(at)"
            case ..<80 where !nonEmpty.isEmpty:
                let s = random.pick(nonEmpty)
                let id = feed.sections[s].items.remove(at: random.int(0...(feed.sections[s].items.count - 1)))
                touched.insert(id)
                let t = random.int(0...(feed.sections.count - 1))
                let to = random.int(0...feed.sections[t].items.count)
                feed.sections[t].items.insert(id, at: to)
                eventName += "; move \(id) to \(t).\(to)"
            case ..<90:
                let at = random.int(0...feed.sections.count)
                feed.sections.insert(makeSection(), at: at)
                eventName += "; insert section at \(at)"
            default:
                guard feed.sections.count > 1 else { continue }
                let at = random.int(0...(feed.sections.count - 1))
                let removed = feed.sections.remove(at: at)
                eventName += "; remove section \(at)"
                touched.formUnion(removed.items)
            }
        }
        return touched
    }

    // MARK: Events

    func randomPoint() -> Point { Point(x: random.double(0...windowSize.width), y: random.double(0...windowSize.height)) }

    func randomEvent() {
        func after(_ frames: ClosedRange<Int> = 0...1) { for _ in 0..<random.int(frames) { frame() } }
        func note(_ name: String) { counts[name, default: 0] += 1; eventName = name }
        let sign = random.sign()
        let sideways = axis == .horizontal && random.chance(0.5)
        switch random.unit() * 100 {
        case ..<14:
            note("wheel clicks")
            for _ in 0..<random.int(1...3) { frame([.wheel(dx: sideways ? sign : 0, dy: sideways ? 0 : sign, precise: false, at: randomPoint())]) }
            after()
        case ..<22:
            note("touchpad stream")
            let speed = random.double(0.1...8) * sign
            for _ in 0..<random.int(2...4) {
                let d = speed * random.double(0.6...1.4)
                frame([.wheel(dx: sideways ? d : 0, dy: sideways ? 0 : d, precise: true, at: randomPoint())])
            }
            after(0...2)
        case ..<34:
            note("drag")
            var point = randomPoint()
            frame([.pointerDown(point)])
            let velocity = random.double(30...4_000) * sign
            for _ in 0..<random.int(2...4) {
                let step = velocity / 60 * random.double(0.5...1.5)
                point = axis == .vertical ? Point(x: point.x, y: point.y + step) : Point(x: point.x + step, y: point.y)
                frame([.pointerMove(point)])
            }
            frame([.pointerUp(point)])
            after()
        case ..<44:
            let key = random.pick(["PageDown", "PageUp", "Home", "End", "Up", "Down", "Space"])
            note("key")
            eventName = "key \(key)"
            frame([.key(name: key, shift: random.chance(0.2))])
            after()
        case ..<48:
            note("resize")
            frame([.resize(Size(width: random.double(160...800), height: random.double(160...800)))])
            after()
        case ..<62:
            scrollToRandomRow()
        case ..<88:
            note("data change")
            let anchor = anchorProbe()
            let resting = pipeline.position.activity == .idle
            let touched = changeData()
            frame()
            // 4. The first visible row stays put, unless it was moved or removed, or physics ran.
            if let anchor, resting, pipeline.position.activity == .idle,
               let id = anchor.id.base as? UInt64, !touched.contains(id) {
                counts["anchor checks", default: 0] += 1
                if let now = result.placed.first(where: { scroll.source.id(of: $0.path) == anchor.id }),
                   abs(now.frame.mainMin(axis) - anchor.position) > 1e-6,
                   !(result.scrollOffset <= result.minOffset + 0.5 || result.scrollOffset >= result.maxOffset - 0.5) {
                    fail("invariant 4: row \(id) moved from \(anchor.position) to \(now.frame.mainMin(axis)) after a change that left it in place")
                }
            }
            after()
        default:
            note("idle")
            after(2...6)
        }
    }

    /// `T`: `ScrollPosition.scrollTo(id:)` to a random row, animated or not; checks the landing.
    func scrollToRandomRow() {
        let rows = feed.sections.flatMap(\.items)
        guard !rows.isEmpty else { return }
        let target = random.pick(rows)
        feed.scrollTarget = target
        feed.animatesScroll = random.chance(0.4)
        counts[feed.animatesScroll ? "scrollTo animated" : "scrollTo", default: 0] += 1
        eventName = "scrollTo(id: \(target))\(feed.animatesScroll ? " animated" : "")"
        frame([.key(name: "t", shift: false)])
        if feed.animatesScroll {
            // ScrollToAnimation lasts at most 0.7 s, then lands with an exact jump.
            for _ in 0..<45 { frame() }
        }
        guard failure == nil else { return }
        // 5. The row at the viewport's start, unless the content's end stops it.
        counts["landing checks", default: 0] += 1
        guard let element = result.placed.first(where: { scroll.source.id(of: $0.path) == AnyHashable(target) }) else {
            return fail("invariant 5: scrollTo(id: \(target)) did not place the row")
        }
        let atEnd = result.reachesEnd && result.scrollOffset >= result.maxOffset - 0.5
        if abs(element.frame.mainMin(axis)) > 0.5 && !atEnd {
            fail("invariant 5: scrollTo(id: \(target)) put it at \(element.frame.mainMin(axis)) and the end does not stop it")
        }
        for _ in 0..<random.int(0...2) { frame() }
    }

    func runEvents(_ count: Int) -> String? {
        for index in 0..<count {
            eventIndex = index
            randomEvent()
            if let failure { return failure }
        }
        return failure
    }
}

@MainActor
@Suite("Declarative property test: random events on views keep every invariant")
struct ViewPropertyTests {
    nonisolated static let seeds: [UInt64] = [0x5C0_11ED, 0xFEED_BEEF]

    @Test("Random input, scrollTo(id:) and model changes through ScrollPipeline keep every invariant",
          arguments: CoreAxis.allCases, ViewPropertyTests.seeds)
    func randomEvents(axis: CoreAxis, seed: UInt64) {
        // LAZYSCROLL_VIEWS_CASE="horizontal seed 0xfeedbeef" runs only the case it names (replays).
        if let only = ProcessInfo.processInfo.environment["LAZYSCROLL_VIEWS_CASE"], only != "\(axis) seed 0x\(String(seed, radix: 16))" { return }
        let harness = ViewPropertyHarness(axis: axis, seed: seed)
        let events = 1_500
        let failure = harness.runEvents(events)
        let summary = harness.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("[views \(harness.configuration)] \(harness.frameIndex) frames; \(summary)")
        #expect(failure == nil, "\(failure ?? "")\nReplay: LAZYSCROLL_VIEWS_CASE=\"\(axis) seed 0x\(String(seed, radix: 16))\" LAZYSCROLL_VIEWS_TRACE=\(harness.eventIndex) swift test --filter ViewPropertyTests")
        guard failure == nil else { return }
        #expect(harness.counts["anchor checks", default: 0] > events / 50)
        #expect(harness.counts["landing checks", default: 0] > events / 20)
    }
}

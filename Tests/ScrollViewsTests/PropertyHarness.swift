import DisplayList
import Foundation
@testable import LazyLayout
import Painting
import ScrollCore
import ScrollHosting
import ScrollInput
import ScrollPhysics
import ScrollViews
import TestSupport
import Testing

// The scroll views property test (ScrollViewsPropertyTests.swift describes it): the harness that
// drives the coordinator and checks the invariants.

// MARK: - The harness

/// The window's scroll view of a `ScrollViewCoordinator`, driven frame by frame as
/// `ScrollPipeline.step` drives a scene (no nested views, no scene keys).
@MainActor
final class PropertyHarness {
    let axis: Axis
    let run: PropertyRun
    var random: PropertyRandom
    /// The test's own copy of the data (the content gets it after each edit).
    var source: PropertySource
    let content: PropertyContent
    let scrollViews: ScrollViewCoordinator
    var time: Seconds = 0
    var frameIndex = 0
    var eventIndex = 0
    var eventName = "start"
    /// The data changes of the last data-change event (printed on failure).
    var lastChanges: [DataChange] = []
    var nextID: UInt64 = 1
    // Per-run constants chosen by the seed.
    var spacing: Points { content.spacing }
    var insets: EdgeInsets { content.insets }
    // Outcome.
    private(set) var failure: String?
    var counts: [String: Int] = [:]
    let traceFrom: Int?

    var window: ScrollViewModel { scrollViews.window }
    var position: ScrollPhysicsPosition { window.position }
    var result: LayoutResult { window.result }
    var stack: LazyStackLayout<PropertySource> { content.stack }
    var windowSize: Size { scrollViews.windowSize }

    init(axis: Axis, run: PropertyRun) {
        self.axis = axis
        self.run = run
        var random = PropertyRandom(seed: run.seed)
        traceFrom = ProcessInfo.processInfo.environment["LAZYSCROLL_PROPERTY_TRACE"].flatMap { Int($0) }
        let spacing = random.pick([0, 0, 1, 4, 10] as [Points])
        let inset = random.pick([0.0, 0, 8, 24])
        let insets = EdgeInsets(top: inset, leading: inset / 2, bottom: random.pick([0.0, inset, 40]), trailing: inset / 2)
        let pinned = random.pick([[], [.sectionHeaders], [.sectionFooters], [.sectionHeaders, .sectionFooters]] as [PinnedViews])
        let cacheExtent = random.pick([0, 100, 200] as [Points])
        let keepAliveExtent = random.pick([nil, 0, 100] as [Points?])
        let windowSize = Size(main: random.double(200...700), cross: random.double(180...800), axis: axis)
        let preset = random.pick(PhysicsPreset.allCases)
        self.random = random
        source = PropertySource(estimateFactor: run.estimate.factor)
        source.faulty = run.estimate == .faulty
        for _ in 0..<self.random.int(8...30) { source.sections.append(Self.makeSection(&self.random, &nextID)) }
        dataElementCount = source.elementCount
        content = PropertyContent(axis: axis, source: source, spacing: spacing, insets: insets, pinned: pinned,
                                  cacheExtent: cacheExtent, keepAliveExtent: keepAliveExtent)
        eventName = "first layout"
        // The first pass, inside the coordinator's init, runs with an unlimited budget.
        scrollViews = ScrollViewCoordinator(content: content, windowSize: windowSize, preset: preset)
        content.nextBudget = { [unowned self] in
            self.random.chance(0.7) ? PrefetchBudget.unlimited : PrefetchBudget(maxCreations: self.random.int(0...3))
        }
        scrollViews.layOut(time: 0)
        afterLayout()
    }

    var configuration: String {
        "\(axis) \(run); spacing \(spacing), insets \(insets), pinned \(content.pinned.rawValue), cache \(content.cacheExtent), keep-alive \(content.keepAliveExtent.map { "\($0)" } ?? "viewport")"
    }

    static func makeID(_ nextID: inout UInt64) -> UInt64 { defer { nextID += 1 }; return nextID }
    func makeID() -> UInt64 { Self.makeID(&nextID) }

    static func makeSection(_ random: inout PropertyRandom, _ nextID: inout UInt64) -> PropertySource.Section {
        let id = makeID(&nextID)
        let header = random.chance(0.8) ? makeID(&nextID) : nil
        let footer = random.chance(0.4) ? makeID(&nextID) : nil
        let count = random.chance(0.1) ? 0 : random.int(1...60)
        return PropertySource.Section(id: id, header: header, footer: footer, items: (0..<count).map { _ in makeID(&nextID) })
    }
    func makeSection() -> PropertySource.Section { Self.makeSection(&random, &nextID) }

    // MARK: Frames (ScrollPipeline.step, stages 1–3)

    var viewportExtent: Points { windowSize.main(axis) }
    var crossAvailable: Points { max(0, windowSize.cross(axis) - (axis == .vertical ? insets.leading + insets.trailing : insets.top + insets.bottom)) }

    /// One frame 1/60 s after the last, with `events` happening at its time.
    func frame(_ events: [InputEvent] = []) {
        guard failure == nil else { return }
        time += 1.0 / 60
        frameIndex += 1
        scrollViews.beginFrame()
        for event in events { scrollViews.handle(TimedInputEvent(timeSeconds: time, event: event)) }
        scrollViews.endInput(at: time)
        scrollViews.takeScrollRequests(at: time)
        scrollViews.advance(to: time)
        scrollViews.layOut(time: time)
        afterLayout()
    }

    /// After a layout: the trace, the invariants, and where an exact jump landed.
    func afterLayout() {
        if let traceFrom, eventIndex >= traceFrom {
            print("  \(eventName) \(lastChanges)")
            print("  frame \(frameIndex) t=\(time.shortDescription) physics \(position.offset.shortDescription) \(position.activity) v \(position.velocity.shortDescription) rest \(position.restingOffset.shortDescription) requested \(result.scrollOffset - result.correction)\n\(result)")
        }
        checkInvariants()
        checkTallyBeforeAnchor()
        checkCarousels()
        if let jump = window.jumpInLastLayout { checkLanding(jump) }
    }

    /// Carousels (nested scroll views) scrolled at some point of the run.
    private(set) var scrolledCarousels = Set<ScrollViewID>()

    /// 7. Every carousel laid out this frame has a finite offset within a viewport of its range,
    /// and a carousel's model is kept only while its row lives (the coordinator evicts the
    /// models of destroyed rows).
    func checkCarousels() {
        guard failure == nil else { return }
        for model in scrollViews.laidOut.dropFirst() {
            counts["carousel frames", default: 0] += 1
            let p = model.position, viewport = p.metrics.viewportExtent
            if !p.offset.isFinite || p.offset < p.metrics.minOffset - viewport - 1e-6 || p.offset > p.metrics.maxOffset + viewport + 1e-6 {
                return fail("invariant 7: carousel \(model.id) is at \(p.offset), outside \(p.metrics) ± \(viewport)")
            }
            if p.offset != 0 { scrolledCarousels.insert(model.id) }
        }
        for model in scrollViews.kept where !model.id.isWindow {
            guard case .row(let element, _) = model.id.steps.last, let row = element.base as? UInt64,
                  content.liveRows.contains(row) else {
                return fail("invariant 7: the model of carousel \(model.id) is kept after its row was destroyed")
            }
        }
    }

    /// 6. The engine's running sums of the measurements before its anchor (kept as the anchor
    /// walks, O(1) per step) equal the extent cache's own (its Fenwick tree): if they drift, the
    /// anchor's estimated start disagrees with the content's end and the offset leaves the range.
    func checkTallyBeforeAnchor() {
        guard failure == nil, stack.sectionIndex.elementCount > 0 else { return }
        let running = content.stack.tallyBeforeAnchor
        let truth = content.stack.extents.tally(before: content.stack.anchor.index)
        let classes = ExtentClass.allCases
        if classes.contains(where: { running.count($0) != truth.count($0) || abs(running.sum($0) - truth.sum($0)) > 1e-6 }) {
            fail("invariant 6: the tally before the anchor #\(content.stack.anchor.index) is \(running), the extent cache's \(truth)")
        }
    }

    // MARK: Programmatic scrolls (a bound ScrollPosition's scrollTo, through the model)

    func scrollTo(element index: Int, anchor: ScrollAnchorPoint, animated: Bool) {
        window.scrollTo(element: index, anchor: anchor, animated: animated, at: time)
    }

    func scrollTo(edge: ScrollEdge, animated: Bool, at t: Seconds) {
        window.scrollTo(edge: edge, animated: animated, at: t)
    }

    // MARK: Invariants

    func fail(_ message: String) {
        guard failure == nil else { return }
        failure = """
            \(message)
            at event #\(eventIndex) (\(eventName)\(lastChanges.isEmpty ? "" : " \(lastChanges)")), frame \(frameIndex), t = \(time.shortDescription) s — \(configuration)
            physics: offset \(position.offset) velocity \(position.velocity) \(position.activity) metrics \(position.metrics)
            layout: \(result)
            engine: \(stack.sectionIndex.elementCount) elements; estimated offset of the anchor element \(content.stack.estimatedOffset(toElement: result.anchor.index, at: .top, constraints: result.constraints)), of the end \(content.stack.estimatedOffset(toEdge: .end, constraints: result.constraints)); reaches end \(result.reachesEnd); tally before anchor \(content.stack.tallyBeforeAnchor) vs tree \(content.stack.extents.tally(before: result.anchor.index)); estimates \(content.stack.extents.estimate(.header)) \(content.stack.extents.estimate(.item)) \(content.stack.extents.estimate(.footer))
            """
    }

    private var seenIDs = Set<UInt64>()
    /// The data's element count, kept as the data changes.
    private var dataElementCount: Int

    func checkInvariants() {
        let viewport = viewportExtent
        let tolerance = 1e-6
        // 1. Offsets finite and within the range plus at most a viewport of overscroll.
        let allowed = viewport
        let low = result.minOffset - allowed, high = result.maxOffset + allowed
        func outside(_ value: Points) -> Bool { !value.isFinite || value < low - tolerance || value > high + tolerance }
        if outside(position.offset) || outside(result.scrollOffset) {
            return fail("invariant 1: physics offset \(position.offset) / layout offset \(result.scrollOffset) is outside [\(low), \(high)] (range \(result.minOffset)…\(result.maxOffset) ± \(allowed), viewport \(viewport))")
        }
        // 3a. The result's own invariants.
        if let problem = result.validate() { return fail("invariant 3: validate(): \(problem)") }
        // 2. Realized ⊆ keep-alive window (⊇ prefetch window), pinned elements aside.
        let window = result.keepAliveWindow
        var firstScrolling: PlacedElement?, lastScrolling: PlacedElement?
        seenIDs.removeAll(keepingCapacity: true)
        let cross = crossAvailable
        for element in result.placed {
            let id = source.id(of: element.path)
            // 3b. Unique ids, and each element has its own id's true extent.
            if !seenIDs.insert(id).inserted { return fail("invariant 3: id \(id) is placed twice (\(element))") }
            let truth = source.usableExtent(of: id, kind: element.path.kind, crossExtent: cross)
            if abs(element.frame.size.main(axis) - truth) > 1e-9 {
                return fail("invariant 3: \(element) has extent \(element.frame.size.main(axis)) but id \(id) measures \(truth): a measurement did not follow its element")
            }
            guard element.pinning == .none else { continue }
            if firstScrolling == nil { firstScrolling = element }
            lastScrolling = element
            if !(element.frame.mainMax(axis) >= window.lowerBound && element.frame.mainMin(axis) <= window.upperBound) {
                return fail("invariant 2: realized \(element) is outside the keep-alive window \(window)")
            }
        }
        let realizedIndices = stack.realizedIndices
        if zip(realizedIndices, realizedIndices.dropFirst()).contains(where: { $0 >= $1 }) {
            return fail("invariant 2: realized indices not strictly ascending (a duplicate or unsorted): \(realizedIndices)")
        }
        if result.stats.realized != result.placed.count || realizedIndices.count != result.placed.count {
            return fail("invariant 2: realized count \(result.stats.realized) / \(stack.realizedIndices.count) ≠ placed \(result.placed.count)")
        }
        // 2b. The viewport is covered: no blank band unless the content ends there.
        let count = stack.sectionIndex.elementCount
        if count != dataElementCount { return fail("the engine counts \(count) elements, the data \(source.elementCount)") }
        if count > 0 {
            if result.placed.isEmpty { return fail("invariant 2: nothing placed over \(count) elements") }
            // (Only pinned elements placed: a lone header, say.)
            guard let first = firstScrolling, let last = lastScrolling else { return }
            // A pinned header or footer took its natural slot next to the run.
            func pinned(_ index: Int) -> Bool { result.placed.contains { $0.index == index && $0.pinning != .none } }
            if !result.reachesStart && first.frame.mainMin(axis) > tolerance && !pinned(first.index - 1) {
                return fail("invariant 2: a blank band before \(first) at the viewport's start")
            }
            if !result.reachesEnd && last.frame.mainMax(axis) + spacing < viewport - tolerance && !pinned(last.index + 1) {
                return fail("invariant 2: a blank band after \(last) at the viewport's end")
            }
        }
    }

    /// 5. A non-animated scroll-to lands exactly, unless an end of the content stops it.
    func checkLanding(_ jump: ScrollViewModel.Jump) {
        guard failure == nil, stack.sectionIndex.elementCount > 0 else { return }
        let viewport = viewportExtent
        // The content's ends, pinned or not (at an end, a pinned header or footer is held
        // exactly at its natural place).
        guard let first = result.placed.min(by: { $0.index < $1.index }),
              let last = result.placed.max(by: { $0.index < $1.index }) else { return }
        let startGap = first.frame.mainMin(axis) - insets.main(axis).leading
        let endGap = viewport - (last.frame.mainMax(axis) + insets.main(axis).trailing)
        // At an end: the content's first or last element is placed at the viewport's edge, or
        // (when prefetch left the last one unplaced) the offset is at the range's end.
        let placedAtStart = result.reachesStart && abs(startGap) <= 0.5
        let placedAtEnd = result.reachesEnd && abs(endGap) <= 0.5
        let atStart = placedAtStart || result.scrollOffset <= result.minOffset + 0.5
        let atEnd = placedAtEnd || result.scrollOffset >= result.maxOffset - 0.5
        counts["landing checks", default: 0] += 1
        switch jump {
        case let .element(index, anchor):
            let target = min(max(index, 0), stack.sectionIndex.elementCount - 1)
            guard let element = result.placed.first(where: { $0.index == target }) else {
                // An empty element at the leading edge is not visible, so it may be left out.
                var sections = stack.sectionIndex
                let path = sections.path(at: target)
                if source.usableExtent(of: source.id(of: path), kind: path.kind, crossExtent: crossAvailable) == 0 { return }
                return fail("invariant 5: scrollTo \(jump) did not place the target")
            }
            guard element.pinning == .none else { return }
            let miss = element.frame.mainMin(axis) + anchor.unit * element.frame.size.main(axis) - anchor.unit * viewport
            if abs(miss) > 0.5 && !atStart && !atEnd {
                fail("invariant 5: scrollTo \(jump) landed \(miss) pt off and no end of the content stops it")
            }
        case .edge(.start):
            if !atStart { fail("invariant 5: scrollTo(edge: .start) leaves \(startGap) pt before the content") }
        case .edge(.end):
            // Content shorter than the viewport rests at the start.
            if !atEnd && !(placedAtStart && endGap > 0) { fail("invariant 5: scrollTo(edge: .end) leaves \(endGap) pt after the content") }
        case .anchor:
            break                     // nested views only
        }
    }

    // MARK: Data changes

    /// The first visible non-pinned element: its id and main-axis screen position.
    func anchorProbe() -> (id: UInt64, position: Points)? {
        guard let element = result.placed.first(where: { $0.isVisible && $0.pinning == .none }) else { return nil }
        return (source.id(of: element.path), element.frame.mainMin(axis))
    }

    /// Edits the data at random (1–3 changes, described to the engine as `DataChange`s), applies
    /// them, lays out at once at the same physics offset and checks invariant 4.
    func changeData() {
        guard failure == nil else { return }
        let probe = anchorProbe()
        let offsetBefore = result.scrollOffset
        let anchorBefore = stack.anchor
        if position.activity == .ballistic { counts["changes during flings", default: 0] += 1 }
        if position.activity == .drag { counts["changes during drags", default: 0] += 1 }
        if window.scrollToAnimation != nil { counts["changes during scrollTo", default: 0] += 1 }

        var changes: [DataChange] = []
        var touched = Set<UInt64>()
        var insertsAtStart = false
        let total = source.elementCount
        for _ in 0..<random.int(1...3) {
            // Half of the edits land around the viewport (in a realized element's section).
            let near = random.chance(0.5) ? result.placed.randomElement(using: &random).map(\.path.section) : nil
            func pickSection() -> Int? {
                guard !source.sections.isEmpty else { return nil }
                if let near, near < source.sections.count, random.chance(0.8) { return near }
                return random.int(0...(source.sections.count - 1))
            }
            let roll = random.unit()
            let grow = total < 60 ? 0.8 : total > 600 ? 0.2 : 0.5
            if roll < 0.02 {
                // A massive remove: most sections go (now and then all of them).
                let keep = random.chance(0.3) ? 0 : random.int(0...2)
                while source.sections.count > keep {
                    let at = random.int(0...(source.sections.count - 1))
                    touch(section: source.sections[at], &touched)
                    source.sections.remove(at: at)
                    changes.append(.removeSection(at: at))
                }
            } else if roll < 0.02 + grow * 0.8 || source.sections.isEmpty {
                if random.chance(0.75), let s = pickSection() {
                    let row = random.int(0...source.sections[s].items.count)
                    let n = random.chance(0.1) ? random.int(10...80) : random.int(1...6)
                    source.sections[s].items.insert(contentsOf: (0..<n).map { _ in makeID() }, at: row)
                    changes.append(.insertItems(section: s, rows: row ..< row + n))
                    if source.start(ofSection: s) + (source.sections[s].header == nil ? 0 : 1) + row == 0 { insertsAtStart = true }
                } else {
                    let at = random.int(0...source.sections.count)
                    let section = makeSection()
                    source.sections.insert(section, at: at)
                    changes.append(.insertSection(at: at, itemCount: section.items.count,
                                                  hasHeader: section.header != nil, hasFooter: section.footer != nil))
                    if source.start(ofSection: at) == 0 && section.elementCount > 0 { insertsAtStart = true }
                }
            } else if roll < 0.92 {
                guard let s = pickSection() else { continue }
                let count = source.sections[s].items.count
                if count > 0 && random.chance(0.85) {
                    let lower = random.int(0...(count - 1))
                    let upper = min(count, lower + (random.chance(0.1) ? random.int(5...60) : random.int(1...4)))
                    touched.formUnion(source.sections[s].items[lower..<upper])
                    source.sections[s].items.removeSubrange(lower..<upper)
                    changes.append(.removeItems(section: s, rows: lower ..< upper))
                } else {
                    touch(section: source.sections[s], &touched)
                    source.sections.remove(at: s)
                    changes.append(.removeSection(at: s))
                }
            } else {
                // Move one row, maybe across sections (toRow is its index after the move).
                guard let from = pickSection(), !source.sections[from].items.isEmpty else { continue }
                let fromRow = random.int(0...(source.sections[from].items.count - 1))
                let id = source.sections[from].items.remove(at: fromRow)
                touched.insert(id)
                let to = random.chance(0.6) ? from : random.int(0...(source.sections.count - 1))
                let toRow = random.int(0...source.sections[to].items.count)
                source.sections[to].items.insert(id, at: toRow)
                changes.append(.moveItem(fromSection: from, fromRow: fromRow, toSection: to, toRow: toRow))
                if source.start(ofSection: to) + (source.sections[to].header == nil ? 0 : 1) + toRow == 0 { insertsAtStart = true }
            }
        }
        // Now and then a change list that does not describe the edit: the engine must reload.
        var described = true
        if random.chance(0.01), !source.sections.isEmpty {
            let s = random.int(0...(source.sections.count - 1))
            source.sections[s].items.append(makeID())
            described = false
            counts["undescribed changes (reloads)", default: 0] += 1
        }
        counts["data changes", default: 0] += changes.count
        lastChanges = changes

        dataElementCount = source.elementCount
        content.apply(changes, source: source)
        let requested = position.offset
        // Laid out again at once, at the same time and physics offset (an app's update between
        // frames is followed by the next frame's layout; doing it now isolates the anchor rule).
        scrollViews.layOut(time: time)
        afterLayout()
        guard failure == nil else { return }

        // 4. The anchor element stays put unless the change touched it.
        guard let probe else { return }
        guard described, !touched.contains(probe.id) else { counts["anchor checks skipped (touched)", default: 0] += 1; return }
        // By design, inserting at the very start while the viewport's leading edge is before the
        // first element (top inset or overscroll) shows the new elements: the content stays at its
        // start instead of keeping the old first element in place.
        if insertsAtStart && anchorBefore.index == 0 && anchorBefore.offsetInElement < 0 {
            counts["anchor checks skipped (insert at start, at start)", default: 0] += 1
            return
        }
        guard let after = result.placed.first(where: { source.id(of: $0.path) == probe.id }) else {
            return fail("invariant 4: the anchor element \(probe.id) (at \(probe.position)) is no longer placed after \(changes)")
        }
        guard after.pinning == .none else { counts["anchor checks skipped (now pinned)", default: 0] += 1; return }
        // The layout moved by whatever physics did since the last pass (normally nothing).
        let expected = probe.position - (requested - offsetBefore)
        let moved = after.frame.mainMin(axis) - expected
        counts["anchor checks", default: 0] += 1
        if abs(moved) > 1e-6 {
            fail("invariant 4: the anchor element \(probe.id) moved \(moved) pt on screen (\(expected) → \(after.frame.mainMin(axis))) after \(changes), which did not touch it; engine anchor before \(anchorBefore)")
        }
    }

    private func touch(section: PropertySource.Section, _ touched: inout Set<UInt64>) {
        touched.formUnion(section.items)
        if let header = section.header { touched.insert(header) }
        if let footer = section.footer { touched.insert(footer) }
    }

    // MARK: Events

    /// A point inside the viewport (where the pointer is when the event happens).
    func randomPoint() -> Point {
        Point(x: random.double(0...windowSize.width), y: random.double(0...windowSize.height))
    }

    /// One random event followed by a few frames.
    func randomEvent() {
        let roll = random.unit() * 100
        // Events that run frames of their own are followed by 0–1 more; the others by 1–2.
        func after(_ frames: ClosedRange<Int> = 0...1) { for _ in 0..<random.int(frames) { frame() } }
        func note(_ name: String) { counts[name, default: 0] += 1; eventName = name; lastChanges = [] }
        switch roll {
        case ..<14:
            note("wheel clicks")
            let clicks = random.int(1...4)
            let sign = random.sign()
            // Across the stack's axis now and then: carousels take it (a horizontal stack takes a
            // plain vertical wheel too).
            let sideways = random.chance(0.4)
            var pending: [InputEvent] = []
            for click in 0..<clicks {
                pending.append(.wheel(dx: sideways ? sign : 0, dy: sideways ? 0 : sign, precise: false, at: randomPoint()))
                if click == clicks - 1 || random.chance(0.5) { frame(pending); pending.removeAll() }
            }
            after()
        case ..<24:
            note("touchpad stream")
            let sideways = random.chance(0.4)
            let speed = random.double(0.1...8) * random.sign()
            for _ in 0..<random.int(2...4) {
                let d = speed * random.double(0.6...1.4)
                frame([.wheel(dx: sideways ? d : 0, dy: sideways ? 0 : d, precise: true, at: randomPoint())])
            }
            after(0...2)
        case ..<36:
            let across = random.chance(0.25)
            note(across ? "drag across" : "drag")
            drag(along: across ? axis.cross : axis)
            after()
        case ..<48:
            note("key")
            let key = random.pick(["PageDown", "PageUp", "Home", "End", "Up", "Down", "Space", "Left", "Right"])
            eventName = "key \(key)"
            frame([.key(name: key, shift: random.chance(0.2))])
            after()
        case ..<52:
            note("resize")
            let size = random.chance(0.3)
                ? Size(main: windowSize.main(axis) * random.double(0.9...1.1), cross: windowSize.cross(axis), axis: axis)
                : Size(width: random.double(160...800), height: random.double(160...800))
            frame([.resize(size)])
            after()
        case ..<62:
            let count = stack.sectionIndex.elementCount
            let index = count == 0 ? 0 : random.int(0...(count - 1))
            let anchor = random.pick([ScrollAnchorPoint.top, .center, .bottom, ScrollAnchorPoint(random.unit())])
            let animated = random.chance(0.5)
            note(animated ? "scrollTo animated" : "scrollTo")
            scrollTo(element: index, anchor: anchor, animated: animated)
            after(animated ? 1...10 : 1...2)
        case ..<64:
            note("scrollTo edge")
            scrollTo(edge: random.chance(0.5) ? .start : .end, animated: random.chance(0.5), at: time)
            after(1...10)
        case ..<90:
            note("data change")
            changeData()
            after(1...1)
        case ..<99.5:
            note("idle")
            after(2...6)
        default:
            note("preset switch")
            scrollViews.setPreset(random.pick(PhysicsPreset.allCases))
            after()
        }
    }

    /// Pointer down, moves along the main axis (with some cross jitter), up: a fling when the
    /// last moves were fast, a rest when they paused. Data may change mid-drag.
    func drag(along dragAxis: Axis) {
        var point = randomPoint()
        frame([.pointerDown(point)])
        let velocity = random.double(30...4_500) * random.sign()
        let pause = random.chance(0.2)
        for _ in 0..<random.int(2...4) {
            let step = velocity / 60 * random.double(0.5...1.5)
            let jitter = random.double(-2...2)
            point = dragAxis == .vertical ? Point(x: point.x + jitter, y: point.y + step) : Point(x: point.x + step, y: point.y + jitter)
            frame([.pointerMove(point)])
            if random.chance(0.08) {
                let name = eventName
                changeData()
                eventName = name
            }
        }
        if pause { for _ in 0..<3 { frame() } }
        frame([.pointerUp(point)])
    }

    /// Runs the events; returns the first failure, if any.
    func runEvents() -> String? {
        for index in 0..<run.events {
            eventIndex = index
            if let traceFrom, index >= traceFrom { print("event #\(index) (state before: \(position.activity))") }
            randomEvent()
            if let failure { return failure }
        }
        return failure
    }
}

extension EdgeInsets {
    /// Leading and trailing insets along `axis`.
    func main(_ axis: Axis) -> (leading: Points, trailing: Points) {
        axis == .vertical ? (top, bottom) : (leading, trailing)
    }
}

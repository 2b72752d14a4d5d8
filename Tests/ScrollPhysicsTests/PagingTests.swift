import Foundation
import Testing
import ScrollCore
import ScrollInput
@testable import ScrollPhysics

@Suite("Snap targets")
struct SnapTargetTests {
    @Test func pagesAroundAnOffset() {
        let pages = PageSnapTargets(pageExtent: 800)
        #expect(pages.snapOffsets(around: 1000) == (800, 1600))
        #expect(pages.snapOffsets(around: 1600) == (1600, 2400))   // ≤ offset, then > offset
        #expect(pages.snapOffsets(around: -10) == (-800, 0))
        #expect(PageSnapTargets(pageExtent: 0).snapOffsets(around: 5) == (nil, nil))
        #expect(PageSnapTargets(pageExtent: .nan).snapOffsets(around: 5) == (nil, nil))
    }

    @Test func explicitOffsetsAreSortedAndUnique() {
        let items = OffsetSnapTargets([300, 0, .nan, 120, 300, .infinity, 700])
        #expect(items.offsets == [0, 120, 300, 700])
        #expect(items.snapOffsets(around: 120) == (120, 300))
        #expect(items.snapOffsets(around: 500) == (300, 700))
        #expect(items.snapOffsets(around: -1) == (nil, 0))
        #expect(items.snapOffsets(around: 900) == (700, nil))
        #expect(OffsetSnapTargets([]).snapOffsets(around: 1) == (nil, nil))
    }

    // The content's ends are snap offsets: 9200 (= 11.5 pages of 800) is reachable.
    @Test func endsAreSnapOffsets() {
        let pages = PageSnapTargets(metrics: tallMetrics)
        #expect(pages.nearest(to: 9150, in: tallMetrics) == 9200)
        #expect(pages.nearest(to: 50_000, in: tallMetrics) == 9200)
        #expect(pages.next(after: 8900, direction: 1, in: tallMetrics) == 9200)
        #expect(pages.next(after: 9200, direction: 1, in: tallMetrics) == 9200)
        #expect(pages.next(after: 0, direction: -1, in: tallMetrics) == 0)
        // With no snap offsets at all, only the ends remain.
        #expect(OffsetSnapTargets([]).nearest(to: 3000, in: tallMetrics) == 0)
        #expect(OffsetSnapTargets([]).nearest(to: 6000, in: tallMetrics) == 9200)
    }

    // Target = snap offset nearest the projected end, but a fling faster than 20 pt/s always
    // leaves the page it is on, in its direction.
    @Test("settling offsets from 0 with 800 pt pages", arguments: [
        // v (pt/s), projected end v/(−1000 ln 0.998) (pt), target
        (3000.0, 1498.5, 1600.0),   // 1498.5 is 101.5 from 1600, 698.5 from 800
        (1000.0, 499.5, 800.0),     // 499.5 is 300.5 from 800, 499.5 from 0
        (300.0, 149.9, 800.0),      // nearest is 0, but a deliberate flick turns the page
        (10.0, 5.0, 0.0),           // under 20 pt/s: stays
    ])
    func settling(velocity: Double, projected: Double, target: Double) {
        let policy = PhysicsPolicy(preset: .paging)
        let end = policy.projectedEndOffset(position: 0, velocity: velocity)
        #expect(abs(end - projected) < 0.1)
        let pages = PageSnapTargets(metrics: tallMetrics)
        #expect(pages.settlingOffset(position: 0, velocity: velocity, projectedEnd: end, metrics: tallMetrics,
                                     velocityThreshold: policy.tolerance.velocity) == target)
    }

    @Test func steppedOffsets() {
        let pages = PageSnapTargets(metrics: tallMetrics)
        #expect(pages.steppedOffset(from: 1600, by: 53, in: tallMetrics) == 2400)     // a wheel detent: next page
        #expect(pages.steppedOffset(from: 1600, by: -40, in: tallMetrics) == 800)     // an arrow key back
        #expect(pages.steppedOffset(from: 1600, by: 3 * 760, in: tallMetrics) == 4000) // 3 page steps: nearest 3880 → 4000
        #expect(pages.steppedOffset(from: 1000, by: 53, in: tallMetrics) == 1600)     // off-page: the next boundary
        #expect(pages.steppedOffset(from: 9200, by: 53, in: tallMetrics) == 9200)     // at the end: stays
    }
}

@Suite("Paging preset")
struct PagingTests {
    /// Runs `position` at 120 Hz from `start` to `end`, returning (time, offset, velocity) samples.
    static func run(_ position: inout ScrollPhysicsPosition, from start: Seconds, to end: Seconds) -> [(t: Seconds, x: Points, v: PointsPerSecond)] {
        var samples: [(Seconds, Points, PointsPerSecond)] = []
        var frame = 1
        while start + Double(frame) / 120 <= end + 1e-9 {
            let t = start + Double(frame) / 120
            position.advance(to: t)
            samples.append((t, position.offset, position.velocity))
            frame += 1
        }
        return samples
    }

    // One page per fling, however hard: a 3000 or an 8000 pt/s release at a page boundary turns
    // exactly one page (Flutter PageScrollPhysics: round(page ± 0.5); UIKit isPagingEnabled), in
    // either direction. The ease starts at exactly the release velocity, never overshoots, and
    // takes T = min(√800/60, 3·800/|v|): 0.4714 s at 3000 pt/s (Chromium's programmatic duration
    // caps the ease-out's 0.8 s), 0.3 s at 8000 (the ease-out cubic's own, the shorter).
    @Test("A fling turns exactly one page", arguments: [3000.0, 8000.0], [1.0, -1.0])
    func flingTurnsOnePage(speed: Double, direction: Double) {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .paging, metrics: tallMetrics, offset: 4000)
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: direction * speed))))
        #expect(position.activity == .ballistic)
        #expect(isClose(position.velocity, direction * speed, within: 1e-9))
        let target = 4000 + direction * 800
        #expect(position.restingOffset == target)
        let samples = Self.run(&position, from: 0, to: 2)
        #expect(samples.allSatisfy { direction > 0 ? $0.x <= target : $0.x >= target })
        #expect(zip(samples, samples.dropFirst()).allSatisfy { ($1.x - $0.x) * direction >= 0 })
        let arrival = samples.first { $0.x == target }!.t
        let duration = min(800.0.squareRoot() / 60, 3 * 800 / speed)
        #expect(isClose(arrival, duration, within: 1.0 / 120 + 1e-9))
        #expect(position.offset == target)
        #expect(position.activity == .idle)
        #expect(position.stats.flingsStarted == 1)
    }

    // The documented option: the page nearest the projected end (CSS scroll snap). 3000 pt/s
    // from 0 projects to 1498.5 → 1600 (two pages); 8000 (clipped to 8000) projects to 3996 → 4000.
    @Test("Projected-nearest paging crosses pages on a hard fling", arguments: [(3000.0, 1600.0), (8000.0, 4000.0)])
    func projectedNearest(speed: Double, target: Double) {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .paging, metrics: tallMetrics, offset: 0)
        position.snapSelection = .projectedNearest
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: speed))))
        #expect(position.restingOffset == target)
        _ = Self.run(&position, from: 0, to: 3)
        #expect(position.offset == target)
        // Kept across a preset switch.
        position.preset = .ios
        position.preset = .paging
        #expect(position.policy.snapSelection == .projectedNearest)
    }

    // Released mid-page, a fling goes to the next boundary in its direction from where it was
    // released: 3000 pt/s at 1000 → 1600; at 1550 → 1600 (50 pt ahead), backward at 1550 → 800.
    @Test func midPageReleaseGoesToTheNextBoundary() {
        for (start, velocity, target) in [(1000.0, 3000.0, 1600.0), (1550, 3000, 1600), (1550, -3000, 800)] {
            var position = ScrollPhysicsPosition(axis: .vertical, preset: .paging, metrics: tallMetrics, offset: start)
            position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: velocity))))
            #expect(position.restingOffset == target)
        }
    }

    // Backwards: 1000 pt/s toward the start from 2000 projects to 1500.5 → 1600.
    @Test func flingBackwards() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .paging, metrics: tallMetrics, offset: 2000)
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: -1000))))
        _ = Self.run(&position, from: 0, to: 2)
        #expect(position.offset == 1600)
    }

    // Released at rest 500 pt into the first page: the nearest boundary is 800 (300 away), reached
    // by Chromium's programmatic ease in √300/60 ≈ 0.289 s.
    @Test func releaseAtRestGoesToTheNearestPage() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .paging, metrics: tallMetrics, offset: 0)
        position.apply(at(0, .hold))
        position.apply(at(0, .dragBegan))
        position.apply(at(0.05, .dragChanged(delta: Vector(dx: 0, dy: 500))))
        #expect(position.offset == 500)   // > 24 pt: passes the motion threshold unchanged
        position.apply(at(0.2, .dragEnded(velocity: .zero)))
        #expect(position.activity == .ballistic)
        position.advance(to: 0.2 + 0.288)
        #expect(position.offset < 800)
        position.advance(to: 0.2 + 0.290)
        #expect(position.offset == 800)
    }

    // Layout's item edges as snap targets: a 1000 pt/s fling from 0 goes to the next item edge,
    // 120; with projected-nearest, to the edge nearest the projection 499.5: 420 (79.5 away).
    @Test func itemSnapTargets() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .paging, metrics: tallMetrics, offset: 0)
        position.snapTargets = OffsetSnapTargets([0, 120, 300, 420, 700, 1000, 1500])
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 1000))))
        _ = Self.run(&position, from: 0, to: 2)
        #expect(position.offset == 120)
        position.snapSelection = .projectedNearest
        position.apply(at(2, .dragEnded(velocity: Vector(dx: 0, dy: 1000))))
        _ = Self.run(&position, from: 2, to: 4)
        // 120 + 499.5 = 619.5: nearest edge 700 (80.5 away).
        #expect(position.offset == 700)
        // Without targets from layout, pages of one viewport (800): the next one ahead.
        position.snapTargets = nil
        position.snapSelection = .adjacent
        position.apply(at(5, .dragEnded(velocity: Vector(dx: 0, dy: 1000))))
        _ = Self.run(&position, from: 5, to: 7)
        #expect(position.offset == 800)
    }

    // Near the end, a fling settles on the content's end (9200 = 11.5 pages), not past it.
    @Test func flingIntoTheEndSettlesOnIt() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .paging, metrics: tallMetrics, offset: 8800)
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 5000))))
        let samples = Self.run(&position, from: 0, to: 2)
        #expect(samples.allSatisfy { $0.x <= 9200 })
        #expect(position.offset == 9200)
    }

    // Wheel detents and page keys step one page each (clicks coalesce: 3 clicks → 3 pages).
    @Test func wheelAndKeysStepByPages() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .paging, metrics: tallMetrics, offset: 0)
        for i in 0..<3 { position.apply(at(Double(i) * 0.02, .animatedScroll(by: Vector(dx: 0, dy: 53)))) }
        position.advance(to: 1)
        #expect(position.offset == 2400)
        position.apply(at(1, .page(1)))
        position.advance(to: 2)
        #expect(position.offset == 3200)
        position.apply(at(2, .page(-1)))
        position.advance(to: 3)
        #expect(position.offset == 2400)
    }

    // A layout correction during a snap shifts its target with the content (the item moved).
    @Test func correctionShiftsTheSnap() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .paging, metrics: tallMetrics, offset: 0)
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 3000))))
        position.advance(to: 0.2)
        let before = position.offset
        position.correct(by: 37)
        #expect(position.offset == before + 37)
        position.advance(to: 2)
        #expect(position.offset == 837)
        // A metrics change that keeps the target in range leaves a running snap alone.
        var other = ScrollPhysicsPosition(axis: .vertical, preset: .paging, metrics: tallMetrics, offset: 0)
        other.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 3000))))
        other.updateMetrics(ScrollMetrics.content(extent: 12_000, viewport: 800), at: 0.1)
        other.advance(to: 2)
        #expect(other.offset == 800)
    }

    // Overscroll still rubber-bands and springs back to the edge, as on iOS.
    @Test func overscrollSpringsBack() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .paging, metrics: tallMetrics, offset: 0)
        position.apply(at(0, .dragBegan))
        position.apply(at(0.05, .dragChanged(delta: Vector(dx: 0, dy: -300))))
        #expect(position.offset < 0)
        position.apply(at(0.1, .dragEnded(velocity: .zero)))
        #expect(position.activity == .spring)
        position.advance(to: 3)
        #expect(position.offset == 0)
    }
}

@Suite("Minimum fling velocity per preset")
struct MinFlingVelocityTests {
    // Flutter BouncingScrollPhysics.minFlingVelocity = kMinFlingVelocity·2 = 100 (iOS presets and
    // paging); ClampingScrollPhysics inherits kMinFlingVelocity = 50 (Android). A release at or
    // under it carries no velocity (`isFlingGesture`: |v| > minFlingVelocity, strictly).
    @Test("Releases fling only above the preset's minimum", arguments: [
        (PhysicsPreset.ios, 100.0), (.iosFast, 100), (.paging, 100), (.android, 50),
    ])
    func threshold(preset: PhysicsPreset, minimum: Double) {
        #expect(PhysicsPolicy(preset: preset).minFlingVelocity == minimum)
        for direction in [1.0, -1.0] {
            var under = ScrollPhysicsPosition(axis: .vertical, preset: preset, metrics: tallMetrics, offset: 4000)
            under.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: direction * minimum))))
            #expect(under.activity == .idle, "\(preset) at \(direction * minimum) pt/s: no fling")
            #expect(under.offset == 4000)
            var over = ScrollPhysicsPosition(axis: .vertical, preset: preset, metrics: tallMetrics, offset: 4000)
            over.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: direction * (minimum + 1)))))
            #expect(over.activity == .ballistic, "\(preset) at \(direction * (minimum + 1)) pt/s flings")
        }
    }

    // 75 pt/s: a fling on Android (> 50), nothing on iOS (≤ 100).
    @Test func seventyFivePointsPerSecond() {
        var android = ScrollPhysicsPosition(axis: .vertical, preset: .android, metrics: tallMetrics, offset: 4000)
        android.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 75))))
        #expect(android.activity == .ballistic)
        var ios = ScrollPhysicsPosition(axis: .vertical, preset: .ios, metrics: tallMetrics, offset: 4000)
        ios.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 75))))
        #expect(ios.activity == .idle)
        #expect(ios.stats.flingsStarted == 0)
    }
}

import ScrollCore
import ScrollEffects
import Testing

/// One row of the phase table: an element 50 pt long whose leading edge is at `mainOrigin` in a
/// viewport 0…200 along the axis, and the fraction it has reached for each threshold.
///
/// Derivation (e = 50, V = 200): the side is the one the element's centre is on (centre < 100 →
/// leading); the penetration is `f1 − 0` on the leading side and `200 − f0` on the trailing side.
/// Required penetrations: `.visible` 1·min(50, 200) = 50, `.visible(0.5)` 25, `.hidden` 0 (step:
/// identity once penetration > 0), `.centered` (200 + 50)/2 = 125.
struct PhaseRow: Sendable, CustomStringConvertible {
    var name: String
    var mainOrigin: Points
    var edge: ScrollTransitionPhase
    /// Expected fraction for [.visible, .visible(0.5), .hidden, .centered].
    var fractions: [Double]
    var description: String { name }

    static let thresholds: [(String, ScrollTransitionConfiguration.Threshold)] = [
        ("visible", .visible), ("visible(0.5)", .visible(0.5)), ("hidden", .hidden), ("centered", .centered),
    ]

    static let all: [PhaseRow] = [
        // f0 = 210: 10 pt below the viewport; penetration 200 − 210 = −10 → 0 everywhere.
        PhaseRow(name: "entirely past the trailing edge", mainOrigin: 210, edge: .bottomTrailing, fractions: [0, 0, 0, 0]),
        // f0 = 200: touching; penetration 0 → 0 (hidden needs > 0).
        PhaseRow(name: "touching the trailing edge", mainOrigin: 200, edge: .bottomTrailing, fractions: [0, 0, 0, 0]),
        // f0 = 180: penetration 20 → 20/50, 20/25, step 1, 20/125.
        PhaseRow(name: "entering, 20 pt in", mainOrigin: 180, edge: .bottomTrailing, fractions: [0.4, 0.8, 1, 0.16]),
        // f0 = 75: centre 100 = viewport centre → trailing side; penetration 125 → 1 everywhere,
        // exactly the centred threshold.
        PhaseRow(name: "centred", mainOrigin: 75, edge: .bottomTrailing, fractions: [1, 1, 1, 1]),
        // f0 = 10: centre 35 → leading; penetration f1 = 60 → 1, 1, 1, 60/125.
        PhaseRow(name: "fully visible near the leading edge", mainOrigin: 10, edge: .topLeading, fractions: [1, 1, 1, 0.48]),
        // f0 = −20: 30 pt still inside → 30/50, 1, 1, 30/125.
        PhaseRow(name: "leaving, 30 pt left", mainOrigin: -20, edge: .topLeading, fractions: [0.6, 1, 1, 0.24]),
        // f0 = −60: f1 = −10 → 0 everywhere.
        PhaseRow(name: "entirely before the leading edge", mainOrigin: -60, edge: .topLeading, fractions: [0, 0, 0, 0]),
    ]
}

@Suite("Scroll transition phase from geometry")
struct TransitionPhaseTests {
    @Test("Phase table", arguments: PhaseRow.all, Axis.allCases)
    func phaseTable(row: PhaseRow, axis: Axis) {
        for ((name, threshold), expected) in zip(PhaseRow.thresholds, row.fractions) {
            let progress = ScrollTransitionProgress(frame: frame(row.mainOrigin, axis: axis), viewport: viewport(axis),
                                                    axis: axis, threshold: threshold)
            #expect(progress.edge == row.edge, "\(name)")
            #expect(close(progress.fraction, expected), "\(name): fraction \(progress.fraction), expected \(expected)")
            #expect(progress.phase == (expected >= 1 ? .identity : row.edge), "\(name)")
            // Linear value: edge · (1 − fraction); −1 before, 0 at identity, +1 past.
            #expect(close(progress.value(), row.edge.value * (1 - expected)), "\(name)")
        }
    }

    @Test("The discrete phases have SwiftUI's values")
    func discreteValues() {
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(ScrollTransitionPhase.identity.value == 0)
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(ScrollTransitionPhase.identity.isIdentity && !ScrollTransitionPhase.topLeading.isIdentity)
    }

    @Test("The value stays in −1…1 and is monotonic as an element crosses the viewport", arguments: Axis.allCases)
    func monotonicSweep(axis: Axis) {
        // From entirely past the trailing edge (f0 = 260) to entirely before the leading (f0 = −60)
        // in 1 pt steps, with the ease-in-out curve: the value falls from 1 to −1 and never rises.
        var previous = 2.0
        for f0 in stride(from: 260.0, through: -60, by: -1) {
            let value = ScrollTransitionProgress(frame: frame(f0, axis: axis), viewport: viewport(axis), axis: axis,
                                                 threshold: .visible).value(timingCurve: .easeInOut)
            #expect((-1...1).contains(value))
            #expect(value <= previous + tolerance, "f0 \(f0)")
            previous = value
        }
        #expect(previous == -1)
    }

    @Test("An element longer than the viewport reaches identity when it fills it")
    func longElement() {
        // e = 300 > V = 200: `.visible` requires min(300, 200) = 200. f0 = −50 → f1 = 250 covers
        // 0…200; centre 100 → trailing side, penetration 200 − (−50) = 250 ≥ 200.
        let long = ScrollTransitionProgress(frame: frame(-50, extent: 300, axis: .vertical), viewport: viewport(.vertical),
                                            axis: .vertical, threshold: .visible)
        #expect(long.phase == .identity)
        // f0 = 100: 100 pt inside → 100/200.
        let entering = ScrollTransitionProgress(frame: frame(100, extent: 300, axis: .vertical), viewport: viewport(.vertical),
                                                axis: .vertical, threshold: .visible)
        #expect(entering.fraction == 0.5 && entering.edge == .bottomTrailing)
    }

    @Test("Threshold algebra: clamping, inset and interpolation")
    func thresholdAlgebra() {
        typealias T = ScrollTransitionConfiguration.Threshold
        #expect(T.visible(1.7) == .visible && T.visible(-3) == .hidden)
        // e = 50, V = 200.
        #expect(T.visible.requiredPenetration(elementExtent: 50, viewportExtent: 200) == 50)
        #expect(T.centered.requiredPenetration(elementExtent: 50, viewportExtent: 200) == 125)
        // Inset 10 toward the centre: 50 + 10.
        #expect(T.visible.inset(by: 10).requiredPenetration(elementExtent: 50, viewportExtent: 200) == 60)
        // Halfway from visible (50) to centered (125): 87.5.
        #expect(T.visible.interpolated(towards: .centered, amount: 0.5).requiredPenetration(elementExtent: 50, viewportExtent: 200) == 87.5)
        #expect(T.visible.interpolated(towards: .centered, amount: 0) == .visible)
    }

    @Test("A transition's own axis overrides the scroll view's")
    func axisOverride() {
        // The element is 20 pt into the bottom of a vertical viewport, but fully inside it
        // horizontally (x 0…80 of 0…100).
        let t = ScrollTransition(axis: .horizontal) { e, _ in e }
        let p = t.progress(of: frame(180, axis: .vertical), in: viewport(.vertical), scrollAxis: .vertical)
        #expect(p.phase == .identity)
        let q = ScrollTransition { e, _ in e }.progress(of: frame(180, axis: .vertical), in: viewport(.vertical), scrollAxis: .vertical)
        #expect(q.fraction == 0.4)
    }

    @Test("Per-edge configurations use their own thresholds")
    func perEdge() {
        // Leading side centred threshold, trailing side hidden threshold.
        let t = ScrollTransition(topLeading: .interactive.threshold(.centered), bottomTrailing: .interactive.threshold(.hidden)) { e, _ in e }
        // f0 = −20 (leading, penetration 30): 30/125.
        #expect(t.progress(of: frame(-20, axis: .vertical), in: viewport(.vertical), scrollAxis: .vertical).fraction == 0.24)
        // f0 = 180 (trailing, penetration 20 > 0): identity.
        #expect(t.progress(of: frame(180, axis: .vertical), in: viewport(.vertical), scrollAxis: .vertical).phase == .identity)
    }
}

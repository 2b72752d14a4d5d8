import DisplayList
import ScrollCore
import Foundation
import Observation
import Testing
@testable import LazyScrollViews

// Your own `Animatable` types animate: "When an animatable value changes inside a
// `withAnimation(_:_:)` block (or is affected by an `animation(_:value:)` modifier), SwiftUI reads
// the old and new `animatableData` values, then interpolates between them over successive frames
// … The framework calls the `animatableData` setter on each frame"
// (https://developer.apple.com/documentation/swiftui/animatable). A `Shape`'s `path(in:)` is drawn
// each frame with the data between (https://developer.apple.com/documentation/swiftui/shape); a
// view's `body` is evaluated each frame. Interrupted, runs add up (WWDC23 "Explore SwiftUI
// animation"): the value and its velocity carry on.

/// A pie wedge from `start` to `end` degrees (clockwise on screen from 3 o'clock), about the
/// centre of its frame, as wide as it: move to the centre, a line to the arc's start, the arc,
/// close — so the path's second point is the arc's start and its last the arc's end.
private struct Wedge: Shape {
    var start: Double
    var end: Double
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set { (start, end) = (newValue.first, newValue.second) }
    }
    func path(in rect: CGRect) -> Path {
        Path { p in
            let centre = CGPoint(x: rect.midX, y: rect.midY)
            p.move(to: centre)
            p.addArc(center: centre, radius: min(rect.width, rect.height) / 2,
                     startAngle: .degrees(start), endAngle: .degrees(end), clockwise: false)
            p.closeSubpath()
        }
    }
}

/// A wedge that keeps the same data as `Wedge` but declares none: `EmptyAnimatableData`.
private struct StillWedge: Shape {
    var end: Double
    func path(in rect: CGRect) -> Path { Wedge(start: 0, end: end).path(in: rect) }
}

@MainActor @Observable
private final class PieModel {
    var start = 0.0
    var end = 0.0
}

/// A 100 × 100 wedge, centred in the 300 × 200 window: frame origin (100, 50).
@MainActor
private struct Pie: View {
    let model: PieModel
    var implicit: Animation?
    var still = false
    var body: some View {
        if let implicit {
            wedge.animation(implicit, value: model.end)
        } else {
            wedge
        }
    }
    @ViewBuilder private var wedge: some View {
        Group {
            if still {
                StillWedge(end: model.end).fill(Color.blue)
            } else {
                Wedge(start: model.start, end: model.end).fill(Color.blue)
            }
        }
        .frame(width: 100, height: 100)
    }
}

/// The wedge's arc as drawn: the angles (degrees, 0…360) of its start and end points about the
/// centre of its frame, and their distance from it.
@MainActor
private func drawnArc(_ host: ViewHost, at time: Double) -> (start: Double, end: Double, radius: Double)? {
    host.update(size: host.size, at: time)
    for command in host.render(at: time).commands {
        guard case .path(let drawing) = command else { continue }
        let points = drawing.path.elements.compactMap { element -> Point? in
            switch element {
            case .move(let p), .line(let p), .quad(let p, _), .cubic(let p, _, _): return p
            case .close: return nil
            }
        }
        guard points.count >= 2 else { return nil }
        func angle(_ p: Point) -> Double {
            let a = atan2(p.y - 50, p.x - 50) * 180 / .pi
            return a < -1e-6 ? a + 360 : max(a, 0)
        }
        let last = points[points.count - 1]
        return (angle(points[1]), angle(last), ((last.x - 50) * (last.x - 50) + (last.y - 50) * (last.y - 50)).squareRoot())
    }
    return nil
}

@MainActor
@Suite struct AnimatableDataTests {
    /// Linear 0.3 s, end 0 → 180°: at 0.15 s (u = ½) the arc ends at 90°, straight below the
    /// centre; at 0.3 s at 180°; then frames stop.
    @Test func aShapesDataFollowsALinearAnimation() {
        let model = PieModel()
        let host = makeHost(Pie(model: model))
        withAnimation(.linear(duration: 0.3)) { model.end = 180 }
        #expect(abs(drawnArc(host, at: 0)!.end - 0) < 1e-9)
        #expect(host.isAnimating)
        let half = drawnArc(host, at: 0.15)!
        #expect(abs(half.end - 90) < 1e-9)
        #expect(abs(half.radius - 50) < 1e-9)
        #expect(abs(drawnArc(host, at: 0.3)!.end - 180) < 1e-9)
        #expect(!host.isAnimating)
        #expect(host.graph.animations.effectsRunUntil.isEmpty)
    }

    /// `AnimatablePair`: both angles move. Linear 1 s, start 0 → 90, end 90 → 270: at 0.25 s,
    /// start 22.5°, end 90 + 180 / 4 = 135°.
    @Test func anAnimatablePairMovesBothValues() {
        let model = PieModel()
        model.end = 90
        let host = makeHost(Pie(model: model))
        withAnimation(.linear(duration: 1)) { model.start = 90; model.end = 270 }
        _ = drawnArc(host, at: 0)
        let arc = drawnArc(host, at: 0.25)!
        #expect(abs(arc.start - 22.5) < 1e-9)
        #expect(abs(arc.end - 135) < 1e-9)
    }

    /// Without an animated transaction the shape takes its new data at once.
    @Test func withoutAnAnimationTheDataJumps() {
        let model = PieModel()
        let host = makeHost(Pie(model: model))
        model.end = 180
        #expect(abs(drawnArc(host, at: 0.01)!.end - 180) < 1e-9)
        #expect(!host.isAnimating)
    }

    /// `animation(_:value:)` animates the change its value saw, without `withAnimation`.
    @Test func anImplicitAnimationAnimatesTheData() {
        let model = PieModel()
        let host = makeHost(Pie(model: model, implicit: .linear(duration: 0.3)))
        model.end = 180
        _ = drawnArc(host, at: 0)
        #expect(abs(drawnArc(host, at: 0.15)!.end - 90) < 1e-9)
    }

    /// A shape that declares no `animatableData` (`EmptyAnimatableData`, Shape's default)
    /// changes at once even under `withAnimation`.
    @Test func aShapeWithoutDataDoesNotAnimate() {
        let model = PieModel()
        let host = makeHost(Pie(model: model, still: true))
        withAnimation(.linear(duration: 0.3)) { model.end = 180 }
        #expect(abs(drawnArc(host, at: 0.15)!.end - 180) < 1e-9)
        #expect(!host.isAnimating)
    }

    /// `.bouncy` (0.5 s, bounce 0.3) overshoots: at its first peak, 0.35007 s, the progress is
    /// 1.045988 (Documentation/Animation.md), so the arc ends at 180 × 1.045988 = 188.278°.
    @Test func aSpringOvershoots() {
        let model = PieModel()
        let host = makeHost(Pie(model: model))
        withAnimation(.bouncy) { model.end = 180 }
        _ = drawnArc(host, at: 0)
        let peak = Double.pi / (4 * Double.pi * (1 - 0.49).squareRoot())     // π / ω_d
        #expect(abs(peak - 0.35007) < 1e-5)
        #expect(abs(drawnArc(host, at: peak)!.end - 180 * 1.045988) < 1e-4)
        #expect(host.isAnimating)
        #expect(abs(drawnArc(host, at: 2)!.end - 180) < 1e-9)
        #expect(!host.isAnimating)
    }

    /// Interrupted, the runs add up (as SwiftUI's timing curves, which do not merge): linear
    /// 0.3 s 0 → 180, then at 0.15 s (shown: 90°) linear 0.3 s back to 0. Shown = 0 + (0 − 180)
    /// (1 − p₁) + (180 − 0)(1 − p₂): at 0.15 s 90° (no jump); at 0.225 s −45 + 135 = 90°; at
    /// 0.3 s (the first over) 90°; at 0.375 s 45°; at 0.45 s 0°, and frames stop.
    @Test func anInterruptedChangeAddsToTheRunningOne() {
        let model = PieModel()
        let host = makeHost(Pie(model: model))
        withAnimation(.linear(duration: 0.3)) { model.end = 180 }
        _ = drawnArc(host, at: 0)
        #expect(abs(drawnArc(host, at: 0.15)!.end - 90) < 1e-9)
        withAnimation(.linear(duration: 0.3)) { model.end = 0 }
        #expect(abs(drawnArc(host, at: 0.15)!.end - 90) < 1e-9)
        #expect(abs(drawnArc(host, at: 0.225)!.end - 90) < 1e-9)
        #expect(abs(drawnArc(host, at: 0.3)!.end - 90) < 1e-9)
        #expect(abs(drawnArc(host, at: 0.375)!.end - 45) < 1e-9)
        #expect(host.isAnimating)
        #expect(abs(drawnArc(host, at: 0.45)!.end - 0) < 1e-9)
        #expect(!host.isAnimating)
    }

    /// A spring retargeted mid-flight keeps its velocity (SwiftUI's springs merge, keeping it):
    /// `.smooth` 0 → 180, retargeted to 360 at 0.1 s. The angle's rate just before and just
    /// after the change is the same (within the finite difference's error), where a restart at
    /// rest would drop it to 0. Shown = 360 − 180(1 − p(t)) − 180(1 − p(t − 0.1)).
    @Test func aRetargetedSpringKeepsItsVelocity() {
        let model = PieModel()
        let host = makeHost(Pie(model: model))
        withAnimation(.smooth) { model.end = 180 }
        _ = drawnArc(host, at: 0)
        let before = drawnArc(host, at: 0.0999)!.end
        let atChange = drawnArc(host, at: 0.1)!.end
        withAnimation(.smooth) { model.end = 360 - 1e-7 }       // 360 itself draws as 0°
        #expect(abs(drawnArc(host, at: 0.1)!.end - atChange) < 1e-9)
        let after = drawnArc(host, at: 0.1001)!.end
        let rateBefore = (atChange - before) / 1e-4, rateAfter = (after - atChange) / 1e-4
        #expect(rateBefore > 500)                                   // 180 × p′(0.1) ≈ 595°/s
        #expect(abs(rateAfter - rateBefore) / rateBefore < 0.01)
        let p = { (t: Double) in Animation.smooth.sample(elapsed: t).progress }
        #expect(abs(drawnArc(host, at: 0.3)!.end - (360 - 180 * (1 - p(0.3)) - 180 * (1 - p(0.2)))) < 1e-4)
    }

    /// A view whose data does not change (the parent evaluated again) keeps animating.
    @Test func anUnchangedValueLetsTheRunGoOn() {
        let model = PieModel()
        let host = makeHost(Pie(model: model))
        withAnimation(.linear(duration: 0.3)) { model.end = 180 }
        _ = drawnArc(host, at: 0)
        withAnimation(.linear(duration: 0.3)) { model.start = 0 }     // written, the same: the body runs again
        #expect(abs(drawnArc(host, at: 0.15)!.end - 90) < 1e-9)
    }

    /// `trim(from:to:)` animates its fractions, as SwiftUI's: a ring 0 → ½ of a circle under
    /// linear 1 s is trimmed to ¼ at 0.5 s — a `Circle` starts at its rightmost point and runs
    /// clockwise on screen, so a quarter ends straight below the centre.
    @Test func aTrimmedCircleAnimatesItsFraction() {
        let model = PieModel()
        let host = makeHost(Ring(model: model))
        withAnimation(.linear(duration: 1)) { model.end = 0.5 }
        _ = drawnArc(host, at: 0)
        let arc = drawnArc(host, at: 0.5)!
        #expect(abs(arc.end - 90) < 0.5)
        #expect(abs(arc.radius - 50) < 0.5)
    }

    /// Shapes at rest cost nothing: no run, nothing keeps frames coming.
    @Test func idleShapesHoldNoRun() {
        let model = PieModel()
        let host = makeHost(Pie(model: model))
        #expect(!host.isAnimating)
        #expect(host.graph.animations.effectsRunUntil.isEmpty)
        #expect(host.graph.frameAnimations.isEmpty)
    }
}

/// A progress ring: a circle trimmed to `model.end` (a fraction), stroked.
@MainActor
private struct Ring: View {
    let model: PieModel
    var body: some View {
        Circle().trim(from: 0, to: model.end).stroke(Color.blue, lineWidth: 4).frame(width: 100, height: 100)
    }
}

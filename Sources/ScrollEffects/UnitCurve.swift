import Foundation
import ScrollCore

/// A timing curve that maps input progress in 0…1 to output progress in 0…1: SwiftUI's
/// `UnitCurve` (https://developer.apple.com/documentation/swiftui/unitcurve), reduced to the
/// cubic Bézier curves from (0, 0) to (1, 1) that scroll transitions use.
///
/// The x axis is the input progress, the y axis the output; ``value(at:)`` returns the y of the
/// point on the curve whose x is the input (the same evaluation as CSS `cubic-bezier()`).
///
/// Usually obtained as ``easeInOut`` — the default curve of
/// ``ScrollTransitionConfiguration/interactive`` — and consumed by ``ScrollTransition``.
///
/// See also: ``ScrollTransitionAnimation``, which runs a curve over a duration in seconds.
public struct UnitCurve: Sendable, Hashable, CustomStringConvertible {
    /// The first control point, (x, y); x is clamped to 0…1.
    public var startControlPoint: UnitPoint
    /// The second control point, (x, y); x is clamped to 0…1.
    public var endControlPoint: UnitPoint

    /// A cubic Bézier from (0, 0) through the two control points to (1, 1) (SwiftUI's
    /// `UnitCurve.bezier(startControlPoint:endControlPoint:)`). The x coordinates are clamped to
    /// 0…1 so the curve is a function of x; y is not limited (overshoot is allowed).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(startControlPoint: UnitPoint(x: CGFloat(Double(startControlPoint.x).clamped(to: 0...1)), y: startControlPoint.y),
                  endControlPoint: UnitPoint(x: CGFloat(Double(endControlPoint.x).clamped(to: 0...1)), y: endControlPoint.y))
    }

    /// Output equals input.
    public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Apple: "starts out slowly, then speeds up as it finishes"; control points (0.42, 0) and (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Apple: "starts out quickly, then slows down as it approaches the end"; control points
    /// (0, 0) and (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Apple: "starts out slowly, speeds up over the middle, then slows down again as it
    /// approaches the end"; control points (0.42, 0) and (0.58, 1)
    /// (https://developer.apple.com/documentation/swiftui/unitcurve/easeinout). Symmetric:
    /// `value(at: 1 - x) == 1 - value(at: x)`.
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// The output progress for input `progress`, which is clamped to 0…1. Exact at the ends:
    /// `value(at: 0) == 0` and `value(at: 1) == 1`.
    ///
    /// - Complexity: O(1): at most 8 Newton steps, then at most 40 bisection steps; the answer
    ///   is within 1e-9 of the curve.
    public func value(at progress: Double) -> Double {
        let x = progress.finiteOr(0).clamped(to: 0...1)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        if self == .linear { return x }
        return sampleY(solveT(forX: x))
    }

    /// The rate of change of the output at input `progress` (clamped to 0…1): dy/dx, the first
    /// derivative — SwiftUI's `UnitCurve.velocity(at:)`
    /// (https://developer.apple.com/documentation/swiftui/unitcurve/velocity(at:)). 1 everywhere
    /// for `.linear`; 0 at both ends of `.easeInOut`. Where dx/dt and dy/dt both vanish (a control
    /// point on an end point: `.easeOut` at 0) the limit of their ratio (L'Hôpital, by the second
    /// derivatives).
    public func velocity(at progress: Double) -> Double {
        let x = progress.finiteOr(0).clamped(to: 0...1)
        if self == .linear { return 1 }
        let t = x == 0 ? 0 : x == 1 ? 1 : solveT(forX: x)
        let kx = coefficients(Double(startControlPoint.x), Double(endControlPoint.x))
        let ky = coefficients(Double(startControlPoint.y), Double(endControlPoint.y))
        let dx = (3 * kx.a * t + 2 * kx.b) * t + kx.c, dy = (3 * ky.a * t + 2 * ky.b) * t + ky.c
        if abs(dx) > 1e-9 { return dy / dx }
        let ddx = 6 * kx.a * t + 2 * kx.b, ddy = 6 * ky.a * t + 2 * ky.b
        if abs(ddx) > 1e-9 { return ddy / ddx }
        return abs(kx.a) > 1e-9 ? ky.a / kx.a : 0
    }

    // The curve's polynomial coefficients, per axis: B(t) = ((a·t + b)·t + c)·t (WebKit's
    // UnitBezier form).
    private func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }
    private func sampleX(_ t: Double) -> Double {
        let k = coefficients(Double(startControlPoint.x), Double(endControlPoint.x))
        return ((k.a * t + k.b) * t + k.c) * t
    }
    private func sampleY(_ t: Double) -> Double {
        let k = coefficients(Double(startControlPoint.y), Double(endControlPoint.y))
        return ((k.a * t + k.b) * t + k.c) * t
    }
    private func sampleDX(_ t: Double) -> Double {
        let k = coefficients(Double(startControlPoint.x), Double(endControlPoint.x))
        return (3 * k.a * t + 2 * k.b) * t + k.c
    }
    /// The curve parameter t whose x is `x`: Newton's method, then bisection if it stalls
    /// (x(t) is monotonic because both control x's are in 0…1).
    private func solveT(forX x: Double) -> Double {
        let epsilon = 1e-9
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = sampleDX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<40 {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    public var description: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        default: return "bezier(\(startControlPoint), \(endControlPoint))"
        }
    }
}

/// How an ``ScrollTransitionConfiguration/animated(_:)`` transition moves between phases once
/// its threshold is crossed: SwiftUI's `Animation`, reduced to what a value interpolated from 0
/// to 1 needs. Time is an argument (seconds since the animation started); nothing here reads a
/// clock.
///
/// See also: ``ScrollTransitionAnimator``, which starts these animations and samples them.
public struct ScrollTransitionAnimation: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        case curve(UnitCurve, duration: Seconds)
        case criticallyDampedSpring(response: Seconds)
    }
    let kind: Kind

    /// `curve` run over `duration` seconds (SwiftUI's `Animation.timingCurve`).
    public static func timingCurve(_ curve: UnitCurve, duration: Seconds) -> ScrollTransitionAnimation {
        ScrollTransitionAnimation(kind: .curve(curve, duration: max(0, duration.finiteOr(0))))
    }
    /// SwiftUI's `Animation.easeInOut(duration:)`; Apple: "The `easeInOut` animation has a
    /// default duration of 0.35 seconds."
    public static func easeInOut(duration: Seconds = 0.35) -> ScrollTransitionAnimation {
        timingCurve(.easeInOut, duration: duration)
    }
    /// SwiftUI's `Animation.linear(duration:)`.
    public static func linear(duration: Seconds = 0.35) -> ScrollTransitionAnimation {
        timingCurve(.linear, duration: duration)
    }
    /// A critically damped spring with the given response (SwiftUI's
    /// `spring(response:dampingFraction: 1)`): angular frequency ω = 2π / response, and progress
    /// `1 − (1 + ωt)·e^(−ωt)` after `t` seconds. It starts at rest and never overshoots.
    public static func spring(response: Seconds = 0.55) -> ScrollTransitionAnimation {
        ScrollTransitionAnimation(kind: .criticallyDampedSpring(response: max(1e-3, response.finiteOr(0.55))))
    }
    /// SwiftUI's `Animation.default` from iOS 17 / macOS 14 on: Apple documents it as
    /// `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`
    /// (https://developer.apple.com/documentation/swiftui/animation/default).
    public static let `default` = spring(response: 0.55)

    /// How far the animation has got after `elapsed` seconds: 0 at (and before) the start, 1 when
    /// it is finished.
    public func progress(afterSeconds elapsed: Seconds) -> Double {
        let t = elapsed.finiteOr(0)
        guard t > 0 else { return 0 }
        switch kind {
        case let .curve(curve, duration):
            guard duration > 0, t < duration else { return 1 }
            return curve.value(at: t / duration)
        case let .criticallyDampedSpring(response):
            if isFinished(afterSeconds: t) { return 1 }
            let omegaT = 2 * Double.pi / response * t
            return 1 - (1 + omegaT) * exp(-omegaT)
        }
    }

    /// Whether the animation has come to rest after `elapsed` seconds. A curve finishes at its
    /// duration; the spring when it is within 0.1 % of its target (after about 1.47 responses).
    public func isFinished(afterSeconds elapsed: Seconds) -> Bool {
        switch kind {
        case let .curve(_, duration): return elapsed >= duration
        case let .criticallyDampedSpring(response):
            let omegaT = 2 * Double.pi / response * max(0, elapsed)
            return (1 + omegaT) * exp(-omegaT) < 1e-3
        }
    }

    public var description: String {
        switch kind {
        case let .curve(curve, duration): return "\(curve) \(duration.shortDescription)s"
        case let .criticallyDampedSpring(response): return "spring response \(response.shortDescription)s"
        }
    }
}

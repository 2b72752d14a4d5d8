import Foundation

/// How a state change animates — SwiftUI's `Animation`
/// (https://developer.apple.com/documentation/swiftui/animation): a timing curve or a spring,
/// optionally delayed, sped up or repeated. Changes caused by a state write inside
/// `withAnimation` (or under `animation(_:value:)`) move each view from its old frame to its
/// new one, and animate its effects (`opacity`, `scaleEffect`, `offset`, `rotationEffect`,
/// `blur`) from their old values to their new ones, and the `animatableData` of your own
/// `Shape`s and `Animatable` views; views inserted or removed with a `transition(_:)` animate in
/// and out. Documentation/Animation.md has the formulas.
///
/// Time is the frame clock's: an animation is sampled at the frame times the host steps, never
/// at a clock read.
public struct Animation: Hashable, Sendable {
    public enum Curve: Hashable, Sendable { case linear, easeIn, easeOut, easeInOut, spring }
    /// A timing curve's duration; a spring's perceptual duration (Apple's `Spring.duration`: the
    /// period of the undamped spring, 2π / ω₀), which it needs longer than to settle
    /// (``settlingDuration``).
    public var durationSeconds: Double
    public var curve: Curve
    /// A spring's bounce — Apple's `Spring.bounce`: 0 critically damped, up to 1 (undamped),
    /// down to −1 (over-damped); the damping ratio is 1 − bounce (1 / (1 + bounce) when negative).
    public var bounce: Double = 0
    /// A spring's initial velocity, in units of the whole change per second
    /// (`interpolatingSpring(…initialVelocity:)`).
    public var initialVelocity: Double = 0
    /// Seconds of frame time before the animation starts — `delay(_:)`.
    public var delaySeconds: Double = 0
    /// The playback rate — `speed(_:)`.
    public var speedMultiplier: Double = 1
    /// How many times the animation plays (nil: once; `Int.max`: forever) — `repeatCount(_:autoreverses:)`.
    public var repetitions: Int?
    /// Whether every other repetition plays backwards.
    public var autoreverses = false

    public init(durationSeconds: Double, curve: Curve) { self.durationSeconds = durationSeconds; self.curve = curve }

    /// A spring of `duration` and `bounce` (clamped to −1…1).
    init(springDuration duration: Double, bounce: Double, initialVelocity: Double = 0) {
        self.init(durationSeconds: max(duration, 1e-3), curve: .spring)
        self.bounce = min(max(bounce, -0.99), 1)
        self.initialVelocity = initialVelocity
    }

    /// SwiftUI's default since iOS 17: `.smooth`, a spring of 0.5 s without bounce.
    public static let `default` = Animation(springDuration: 0.5, bounce: 0)
    public static let linear = Animation(durationSeconds: 0.35, curve: .linear)
    public static let easeIn = Animation(durationSeconds: 0.35, curve: .easeIn)
    public static let easeOut = Animation(durationSeconds: 0.35, curve: .easeOut)
    /// SwiftUI's `.easeInOut`: 0.35 s.
    public static let easeInOut = Animation(durationSeconds: 0.35, curve: .easeInOut)
    /// `spring(duration: 0.5, bounce: 0)`.
    public static let spring = Animation(springDuration: 0.5, bounce: 0)
    public static func linear(duration: Double) -> Animation { Animation(durationSeconds: duration, curve: .linear) }
    public static func easeIn(duration: Double) -> Animation { Animation(durationSeconds: duration, curve: .easeIn) }
    public static func easeOut(duration: Double) -> Animation { Animation(durationSeconds: duration, curve: .easeOut) }
    public static func easeInOut(duration: Double) -> Animation { Animation(durationSeconds: duration, curve: .easeInOut) }

    /// A spring of perceptual `duration` and `bounce` — SwiftUI's `spring(duration:bounce:blendDuration:)`
    /// (https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)): stiffness
    /// (2π / duration)², damping ratio 1 − bounce, mass 1. Differs: `blendDuration` (how SwiftUI
    /// blends this spring into one already running) is not used: an interrupted animation
    /// starts from the value shown, at rest (Documentation/Animation.md).
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(springDuration: duration, bounce: bounce)
    }
    /// SwiftUI's `spring(response:dampingFraction:blendDuration:)`: the spring of perceptual
    /// duration `response` and damping ratio `dampingFraction` (bounce 1 − ratio; an over-damped
    /// ratio r > 1 is bounce 1/r − 1). `blendDuration`: see `spring(duration:bounce:blendDuration:)`.
    /// (`response` has no default here, so that `.spring()` is the `duration` form, unambiguous.)
    public static func spring(response: Double, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(springDuration: response, bounce: bounce(dampingRatio: dampingFraction))
    }
    /// SwiftUI's `interactiveSpring(response:dampingFraction:blendDuration:)`: a quicker spring.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    /// SwiftUI's `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`
    /// (https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)):
    /// ω₀ = √(stiffness / mass), so duration 2π / ω₀; damping ratio damping / (2√(stiffness · mass)).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        let omega = (max(stiffness, 1e-9) / max(mass, 1e-9)).squareRoot()
        let ratio = damping / (2 * (max(stiffness, 1e-9) * max(mass, 1e-9)).squareRoot())
        return Animation(springDuration: 2 * .pi / omega, bounce: bounce(dampingRatio: ratio), initialVelocity: initialVelocity)
    }
    /// SwiftUI's `interpolatingSpring(duration:bounce:initialVelocity:)`.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation(springDuration: duration, bounce: bounce, initialVelocity: initialVelocity)
    }
    /// SwiftUI's `.smooth`: a spring of 0.5 s, no bounce.
    public static var smooth: Animation { .smooth() }
    /// SwiftUI's `.snappy`: a spring of 0.5 s with bounce 0.15.
    public static var snappy: Animation { .snappy() }
    /// SwiftUI's `.bouncy`: a spring of 0.5 s with bounce 0.3
    /// (https://developer.apple.com/documentation/swiftui/animation/bouncy(duration:extrabounce:)).
    public static var bouncy: Animation { .bouncy() }
    /// `smooth(duration:extraBounce:)`: bounce 0 + `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(springDuration: duration, bounce: extraBounce)
    }
    /// `snappy(duration:extraBounce:)`: bounce 0.15 + `extraBounce`
    /// (https://developer.apple.com/documentation/swiftui/animation/snappy(duration:extrabounce:)).
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(springDuration: duration, bounce: 0.15 + extraBounce)
    }
    /// `bouncy(duration:extraBounce:)`: bounce 0.3 + `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(springDuration: duration, bounce: 0.3 + extraBounce)
    }

    /// Apple's bounce for a damping ratio: 1 − ratio up to critical damping, 1/ratio − 1 beyond
    /// (the inverse of ``dampingRatio``).
    static func bounce(dampingRatio ratio: Double) -> Double {
        ratio <= 1 ? 1 - max(ratio, 0) : 1 / ratio - 1
    }

    // MARK: Modifiers

    /// Starts after `delay` seconds of frame time — SwiftUI's `delay(_:)`. Until then the
    /// animated value stays at its old value.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delaySeconds += max(0, delay)
        return copy
    }
    /// Plays `speed` times as fast — SwiftUI's `speed(_:)` (the delay is not scaled).
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speedMultiplier *= max(speed, 1e-6)
        return copy
    }
    /// Plays `repeatCount` times, every other one backwards when `autoreverses` — SwiftUI's
    /// `repeatCount(_:autoreverses:)`. The value ends at the new one (after an even count of
    /// autoreversed plays it returns there at once, as in SwiftUI).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repetitions = max(1, repeatCount)
        copy.autoreverses = autoreverses
        return copy
    }
    /// Plays forever — SwiftUI's `repeatForever(autoreverses:)`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repetitions = Int.max
        copy.autoreverses = autoreverses
        return copy
    }

    // MARK: Sampling

    /// The spring's damping ratio ζ: 1 − bounce, or 1 / (1 + bounce) for a negative bounce;
    /// kept ≥ 0.01 so that a bounce of 1 still settles (in ~110 periods).
    var dampingRatio: Double { max(0.01, bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)) }
    /// The spring's undamped angular frequency ω₀ = 2π / duration.
    var omega: Double { 2 * .pi / max(durationSeconds, 1e-6) }

    /// How far a spring going from 0 to 1 is after `t` seconds (it may pass 1):
    /// under-damped (ζ < 1), x = 1 − e^(−ζω₀t)(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t) with
    /// ω_d = ω₀√(1 − ζ²); critically damped, x = 1 − (1 + (ω₀ − v₀)t)e^(−ω₀t); over-damped,
    /// x = 1 − c₁e^(r₁t) − c₂e^(r₂t) with r = −ω₀(ζ ∓ √(ζ² − 1)).
    func springValue(at t: Double) -> Double {
        let zeta = dampingRatio, w = omega, v0 = initialVelocity
        if zeta < 1 - 1e-9 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w * t) * (cos(wd * t) + (zeta * w - v0) / wd * sin(wd * t))
        }
        if zeta <= 1 + 1e-9 { return 1 - (1 + (w - v0) * t) * exp(-w * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
        let c1 = (-v0 - r2) / (r1 - r2)
        return 1 - c1 * exp(r1 * t) - (1 - c1) * exp(r2 * t)
    }

    /// The spring is "at rest" once within this fraction of the change from its target.
    static let settlingTolerance = 0.001

    /// How long one play takes: a curve's duration; a spring's time to settle within 0.1 % of
    /// the change (Apple's `Spring.settlingDuration`): under-damped, the envelope bound
    /// e^(−ζω₀t)/√(1 − ζ²) ≤ 0.001; otherwise the monotone error, found by bisection.
    /// A critically damped spring settles after 9.2334 / ω₀ = 1.4696 durations.
    public var settlingDuration: Double {
        guard curve == .spring else { return max(durationSeconds, 0) }
        let zeta = dampingRatio, w = omega, epsilon = Self.settlingTolerance
        if zeta < 1 - 1e-9 {
            // The envelope √(1 + ((ζω₀ − v₀)/ω_d)²) · e^(−ζω₀t) (= e^(−ζω₀t)/√(1 − ζ²) from rest).
            let wd = w * (1 - zeta * zeta).squareRoot()
            let amplitude = (1 + pow((zeta * w - initialVelocity) / wd, 2)).squareRoot()
            return log(amplitude / epsilon) / (zeta * w)
        }
        // Critically damped from rest: (1 + x)e^(−x) = 0.001 at x = 9.2334 (solved once, by bisection).
        if abs(zeta - 1) <= 1e-9, initialVelocity == 0 { return 9.233413476451586 / w }
        // The error past its last crossing shrinks monotonically: bisect on [0, hi].
        var hi = 1.0 / w
        while abs(1 - springValue(at: hi)) > epsilon && hi < 1e4 { hi *= 2 }
        var lo = 0.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if abs(1 - springValue(at: mid)) > epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// The frame time from start to end, delay and repetitions included (infinite when it repeats forever).
    public var totalDuration: Double {
        let plays = repetitions ?? 1
        if plays == Int.max { return .infinity }
        return delaySeconds + settlingDuration * Double(plays) / speedMultiplier
    }

    /// The progress `elapsed` seconds after the change: 0 at the old value, 1 at the new (a
    /// spring passes 1 as it overshoots), and whether it is over (then it is 1).
    public func sample(elapsed: Double) -> (progress: Double, isFinished: Bool) {
        let t = (elapsed - delaySeconds) * speedMultiplier
        guard t > 0 else { return (0, false) }
        let play = settlingDuration
        guard play > 0 else { return (1, true) }
        let plays = repetitions ?? 1
        let done = t / play
        if plays != Int.max && done >= Double(plays) { return (1, true) }
        let index = floor(done)
        let local = t - index * play
        let value = curve == .spring ? springValue(at: local) : progress(local / play)
        let backwards = autoreverses && Int(index) % 2 == 1
        return (backwards ? 1 - value : value, false)
    }

    /// The progress at `t`, a fraction (0…1) of one play (``settlingDuration``); a spring's
    /// overshoots past 1, and it is exactly 1 at t = 1.
    public func progress(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch curve {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: return 1 - pow(1 - t, 3)
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        case .spring: return t >= 1 ? 1 : springValue(at: t * settlingDuration)
        }
    }
}

/// The context of a state change — SwiftUI's `Transaction`: the animation to apply, if any.
public struct Transaction: Sendable {
    public var animation: Animation?
    public init(animation: Animation? = nil) { self.animation = animation }

    /// The transaction of the state change being made now (inside `withAnimation`).
    @MainActor static var current: Transaction?
}

/// Runs `body`, animating the changes its state writes cause — SwiftUI's `withAnimation`
/// (https://developer.apple.com/documentation/swiftui/withanimation(_:_:)): frames, effects and
/// transitions (see `Animation`).
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    let previous = Transaction.current
    Transaction.current = Transaction(animation: animation)
    defer { Transaction.current = previous }
    return try body()
}

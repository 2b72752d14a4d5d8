import Foundation

/// How a state change animates — SwiftUI's `Animation`: a duration and a timing curve.
/// Layout changes caused by a write inside `withAnimation` move each view from its old frame to
/// its new one over the duration; opacity changes fade.
public struct Animation: Hashable, Sendable {
    public enum Curve: Hashable, Sendable { case linear, easeIn, easeOut, easeInOut, spring }
    public var durationSeconds: Double
    public var curve: Curve

    public init(durationSeconds: Double, curve: Curve) { self.durationSeconds = durationSeconds; self.curve = curve }

    /// SwiftUI's default since iOS 17: a smooth spring settling in about 0.5 s
    /// (`.spring(duration: 0.5, bounce: 0)`).
    public static let `default` = Animation(durationSeconds: 0.5, curve: .spring)
    public static let linear = Animation(durationSeconds: 0.35, curve: .linear)
    public static let easeIn = Animation(durationSeconds: 0.35, curve: .easeIn)
    public static let easeOut = Animation(durationSeconds: 0.35, curve: .easeOut)
    /// SwiftUI's `.easeInOut`: 0.35 s.
    public static let easeInOut = Animation(durationSeconds: 0.35, curve: .easeInOut)
    public static let spring = Animation(durationSeconds: 0.5, curve: .spring)
    public static func linear(duration: Double) -> Animation { Animation(durationSeconds: duration, curve: .linear) }
    public static func easeIn(duration: Double) -> Animation { Animation(durationSeconds: duration, curve: .easeIn) }
    public static func easeOut(duration: Double) -> Animation { Animation(durationSeconds: duration, curve: .easeOut) }
    public static func easeInOut(duration: Double) -> Animation { Animation(durationSeconds: duration, curve: .easeInOut) }
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation { Animation(durationSeconds: duration, curve: .spring) }
    public static var smooth: Animation { .spring }
    public static var snappy: Animation { .spring(duration: 0.35) }
    public static var bouncy: Animation { .spring(duration: 0.5, bounce: 0.3) }

    /// The animation's progress (0…1) at `t` (0…1 of the duration).
    public func progress(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch curve {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: return 1 - pow(1 - t, 3)
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        case .spring:
            // A critically damped spring normalised to settle (within 0.1 %) at t = 1:
            // x(t) = 1 − (1 + ωt)e^(−ωt) with ω = 9.23 (the root of (1 + ω)e^(−ω) = 0.001).
            let omega = 9.23
            return 1 - (1 + omega * t) * exp(-omega * t)
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

/// Runs `body`, animating the layout changes its state writes cause — SwiftUI's `withAnimation`.
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    let previous = Transaction.current
    Transaction.current = Transaction(animation: animation)
    defer { Transaction.current = previous }
    return try body()
}

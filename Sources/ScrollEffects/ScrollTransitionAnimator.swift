import ScrollCore

/// The state over time of animated scroll transitions
/// (``ScrollTransitionConfiguration/animated(_:)``), one entry per element, keyed by any
/// `Hashable` id (a global element index, a data source id).
///
/// Apple: "the transition phase only changes once the threshold has been reached, at which time
/// the given animation is used to animate to the new phase". So per element the animator keeps
/// the phase it is heading for, the effect it started from and the time it started. Time is an
/// argument in seconds (from the host's `FrameTime`); nothing here reads a clock, so the same
/// calls give the same effects.
///
/// Rules, for a call at time `t` with the element's current phase `P`:
/// - first sight of the key: the element shows `P`'s effect at once, with no animation (a view
///   that appears already visible does not animate in);
/// - `P` differs from the phase it was heading for: a new animation starts at `t` from the effect
///   shown at `t` (so an interrupted animation retargets without a jump) toward `P`'s effect;
/// - otherwise: the running animation is sampled at `t − start`.
///
/// The host owns one animator per scroll view, calls ``retain(_:)`` with the realized ids after
/// each layout so destroyed elements start fresh when they are created again, and keeps
/// producing frames while ``isAnimating(at:)``.
public struct ScrollTransitionAnimator<Key: Hashable> {
    /// One element's animation.
    public struct Entry: Sendable, Hashable {
        /// The phase the element is heading for (or resting at).
        public var target: ScrollTransitionPhase
        /// The effect shown when the animation toward ``target`` started.
        public var from: VisualEffect
        /// When the animation started, in seconds.
        public var startTime: Seconds
        /// The animation running from ``from`` to the target's effect.
        public var animation: ScrollTransitionAnimation
    }

    public private(set) var entries: [Key: Entry] = [:]

    public init() {}

    /// The effect for `key`, whose current phase is `phase`, at `time` seconds; see the type's
    /// rules. `transition` supplies the effects of the phases.
    public mutating func effect(for key: Key, phase: ScrollTransitionPhase, at time: Seconds,
                                animation: ScrollTransitionAnimation, transition: ScrollTransition) -> VisualEffect {
        guard var entry = entries[key] else {
            let shown = transition.effect(at: phase)
            entries[key] = Entry(target: phase, from: shown, startTime: -.infinity, animation: animation)
            return shown
        }
        if entry.target != phase {
            let shown = Self.sample(entry, at: time, transition: transition)
            entry = Entry(target: phase, from: shown, startTime: time, animation: animation)
            entries[key] = entry
        }
        return Self.sample(entry, at: time, transition: transition)
    }

    /// The effect `entry` shows at `time`.
    static func sample(_ entry: Entry, at time: Seconds, transition: ScrollTransition) -> VisualEffect {
        let target = transition.effect(at: entry.target)
        guard entry.startTime.isFinite else { return target }
        let amount = entry.animation.progress(afterSeconds: time - entry.startTime)
        return entry.from.interpolated(to: target, amount: amount)
    }

    /// Whether any element's animation is still running at `time`.
    public func isAnimating(at time: Seconds) -> Bool {
        entries.values.contains { $0.startTime.isFinite && !$0.animation.isFinished(afterSeconds: time - $0.startTime) }
    }

    /// Forgets every element not in `keys` (destroyed elements), so an element created again
    /// appears without animating, as a new SwiftUI view would.
    public mutating func retain(_ keys: Set<Key>) {
        entries = entries.filter { keys.contains($0.key) }
    }

    /// Forgets every element.
    public mutating func removeAll() { entries.removeAll(keepingCapacity: true) }
}

/// Sendable when its keys are (an element's id may be any `Hashable`, e.g. `AnyHashable`).
extension ScrollTransitionAnimator: Sendable where Key: Sendable {}

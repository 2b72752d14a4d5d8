import ScrollCore
import ScrollInput

/// Stage 2 for **one axis**: owns the scroll offset and the ``ScrollActivityKind`` state machine,
/// turning ``TimedScrollIntent``s and time into offset, velocity and activity.
///
/// Flutter's split, as value types: a ``Simulation`` says what moves (closed-form in time), a
/// ``PhysicsPolicy`` says what happens at the edges and after a release, the internal
/// `ScrollActivity` enum says who is moving the offset, and `ScrollPhysicsPosition` owns the numbers.
///
/// Time: every call takes the host's time in seconds; nothing reads a clock. Motion is evaluated in
/// closed form at that time (never decayed per frame), so the same intents sampled at 30 or 144 Hz
/// end at the same offsets. A time earlier than the latest one is treated as the latest
/// (``advance(to:)`` ignores it); NaN times, deltas and velocities are rejected. `offset` and
/// `velocity` are always finite. Counted in ``stats``.
///
/// Typical frame (the host's `FrameLoop`):
/// ```swift
/// for intent in intents { position.apply(intent) }     // intent times ≤ frame time
/// position.advance(to: frame.timeSeconds)
/// position.updateMetrics(layout.metrics, at: frame.timeSeconds)
/// if let correction = layout.correction { position.correct(by: correction) }
/// ```
///
/// Drags (iOS presets) follow Flutter's `ScrollDragController`: a 3.5 pt motion start threshold
/// for pointer drags, and **carried momentum** — a drag that catches a fling and flings again the
/// same way adds `carriedMomentum(v_caught)` (``PhysicsPolicy/carriedMomentum(_:)``,
/// `DragMomentumController`). The ``PhysicsPreset/paging`` policy settles every release on a
/// snap offset from ``snapTargets`` (pages of one viewport by default) and steps wheel and key
/// scrolls between them; programmatic ``animate(to:at:)`` and ``jump(to:at:)`` are exact.
///
/// See also: ``PhysicsPreset``, ``ScrollMetrics``, ``ScrollSnapTargets``, `ScrollInput.ScrollInputRecognizer`.
public struct ScrollPhysicsPosition: Sendable {
    /// Deltas, corrections and offsets are clipped to this magnitude (points) so no arithmetic on
    /// them can overflow to infinity. A billion points is ~10⁷ screens.
    public static let maxMagnitudePoints: Points = 1e9

    /// Chromium `cc/input/scroll_utils.h`: a page step is `max(viewport · 0.875,
    /// viewport − kMaxOverlapBetweenPages)` with `kMinFractionToStepWhenPaging = 0.875` and (macOS)
    /// `kMaxOverlapBetweenPages = 40` — i.e. a viewport minus a 40 pt overlap, but never less than
    /// 87.5 % of it.
    public static let minFractionToStepWhenPaging: Double = 0.875
    public static let maxOverlapBetweenPagesPoints: Points = 40

    public let axis: Axis

    /// The feel; switchable live (a running fling restarts under the new policy from its current
    /// position and velocity).
    public var preset: PhysicsPreset {
        didSet {
            guard preset != oldValue else { return }
            policy = Self.policy(preset, clampsEdges: clampsEdges, bouncesEdges: bouncesEdges, snapSelection: snapSelection)
            if case .ballistic = state, let time = lastTimeSeconds { goBallistic(velocity: velocity, at: time) }
        }
    }

    /// The policy of ``preset`` (with clamped edges while ``clampsEdges``).
    public private(set) var policy: PhysicsPolicy

    /// Stops drags and flings at the edges whatever the preset (SwiftUI's
    /// `scrollBounceBehavior(.basedOnSize)` on content that fits its viewport).
    public var clampsEdges = false {
        didSet {
            guard clampsEdges != oldValue else { return }
            policy = Self.policy(preset, clampsEdges: clampsEdges, bouncesEdges: bouncesEdges, snapSelection: snapSelection)
        }
    }

    /// Rubber-bands drags and flings past the edges whatever the preset — a clamping one
    /// (``PhysicsPreset/android``) too: SwiftUI's `scrollBounceBehavior(.always)`: "The scrollable
    /// view always bounces along the specified axis, regardless of the size of the content". ``clampsEdges`` wins when both are set.
    public var bouncesEdges = false {
        didSet {
            guard bouncesEdges != oldValue else { return }
            policy = Self.policy(preset, clampsEdges: clampsEdges, bouncesEdges: bouncesEdges, snapSelection: snapSelection)
        }
    }

    /// How a snapping preset picks where a release settles: one page (or item) per fling, as
    /// UIKit and Flutter page (the default), or the snap offset nearest the projected end, as CSS
    /// scroll snap does (``PhysicsPolicy/SnapSelection``). Kept across preset changes.
    public var snapSelection: PhysicsPolicy.SnapSelection = .adjacent {
        didSet { policy.snapSelection = snapSelection }
    }

    static func policy(_ preset: PhysicsPreset, clampsEdges: Bool, bouncesEdges: Bool = false,
                       snapSelection: PhysicsPolicy.SnapSelection = .adjacent) -> PhysicsPolicy {
        var policy = PhysicsPolicy(preset: preset)
        if clampsEdges {
            // Clamped edges keep the preset's fling threshold: only the edges change.
            policy.edgeBehavior = .clamp
        } else if bouncesEdges {
            // Likewise: a clamping preset's friction, spring and threshold, bouncing edges.
            policy.edgeBehavior = .bounce
        }
        policy.snapSelection = snapSelection
        return policy
    }

    /// Where releases may come to rest when the policy snaps (``PhysicsPreset/paging``): layout's
    /// item edges, or `nil` for pages of one viewport (``PageSnapTargets``). Ignored by the other
    /// presets. A new value applies from the next release or step; a running snap keeps its target.
    public var snapTargets: (any ScrollSnapTargets)?
    /// The offset when the current (or last) gesture began — a hold, or a drag or touchpad
    /// stream that did not start from one: ``ScrollSnapProposal/gestureStart``.
    public private(set) var gestureStartOffset: Points = 0

    /// The offset, in points (sign convention in ``ScrollCore/Points``). Always finite.
    public private(set) var offset: Points {
        didSet { if !offset.isFinite { offset = oldValue.finiteOr(metrics.minOffset) } }
    }
    /// The offset's velocity, points per second. Always finite; 0 while holding or dragging.
    public private(set) var velocity: PointsPerSecond {
        didSet { if !velocity.isFinite { velocity = 0 } }
    }

    public private(set) var metrics: ScrollMetrics
    public private(set) var stats = ScrollPhysicsStats()

    var state: ScrollActivity = .idle
    /// The latest time seen, `nil` before the first timed call.
    public private(set) var lastTimeSeconds: Seconds?
    private var lastKind: ScrollActivityKind = .idle

    public init(axis: Axis, preset: PhysicsPreset = .ios, metrics: ScrollMetrics, offset: Points = 0) {
        self.axis = axis
        self.preset = preset
        policy = PhysicsPolicy(preset: preset)
        let metrics = metrics.sanitized
        self.metrics = metrics
        self.offset = offset.isFinite ? offset.clamped(to: -Self.maxMagnitudePoints...Self.maxMagnitudePoints) : metrics.minOffset
        velocity = 0
    }

    /// What is driving the offset now.
    public var activity: ScrollActivityKind { state.kind(atSeconds: lastTimeSeconds ?? 0) }

    /// Whether the offset will change without new input (a frame should be scheduled).
    public var isMoving: Bool {
        switch state {
        case .ballistic, .animating, .driven: return true
        case .idle, .hold, .drag: return false
        }
    }

    /// Whether a driven programmatic scroll (``drive(from:to:durationSeconds:at:)``) is running:
    /// false once it ended or user input took over.
    public var isDriven: Bool {
        if case .driven = state { return true }
        return false
    }

    /// Where the current motion comes to rest: a fling's or animation's end, else the offset.
    public var restingOffset: Points {
        switch state {
        case .ballistic(let simulation, _): return simulation.restPosition
        case .animating(let simulation, _, _, _): return simulation.target
        case .driven(let driven, _): return metrics.clamp(driven.target)
        case .idle, .hold, .drag: return offset
        }
    }

    /// The distance a page step scrolls for the current viewport.
    public var pageStepPoints: Points {
        let viewport = metrics.viewportExtent
        return max(viewport * Self.minFractionToStepWhenPaging, viewport - Self.maxOverlapBetweenPagesPoints, 0)
    }

    // MARK: - Intents

    /// Applies one intent at its time, first advancing any running motion to that time. Uses the
    /// component of each ``ScrollCore/Vector`` along ``axis``.
    public mutating func apply(_ timed: TimedScrollIntent) {
        guard let time = acceptTime(timed.timeSeconds) else { return }
        advance(to: time)
        stats.intentsApplied += 1
        switch timed.intent {
        case .hold:
            // A second hold keeps the first one's caught velocity.
            if case .hold = state {} else { state = .hold(previousVelocity: velocity); gestureStartOffset = offset }
            velocity = 0
        case .holdReleased:
            if case .hold = state { goBallistic(velocity: 0, at: time) }
        case .dragBegan:
            beginDrag(precise: false, at: time)
        case .dragChanged(let delta):
            if case .drag = state {} else { beginDrag(precise: false, at: time) }
            moveByUser(delta.main(axis), at: time)
        case .dragEnded(let releaseVelocity):
            release(velocity: sanitizedVelocity(releaseVelocity.main(axis)), at: time)
        case .preciseScroll(let delta):
            let component = sanitizedDelta(delta.main(axis))
            guard component != 0 else { break }
            if case .drag = state {} else { beginDrag(precise: true, at: time) }
            moveByUser(component, at: time)
        case .preciseScrollEnded(let releaseVelocity):
            // Only the stream that is driving ends into a fling; a hold that took over stays.
            if case .drag = state { release(velocity: sanitizedVelocity(releaseVelocity.main(axis)), at: time) }
        case .animatedScroll(let by):
            let component = sanitizedDelta(by.main(axis))
            guard component != 0 else { break }  // the other axis' wheel must not stop this one
            animate(by: component, behavior: .inverseDelta, at: time)
        case .page(let pages):
            guard pages != 0 else { break }
            animate(by: sanitizedDelta(Double(pages) * pageStepPoints), behavior: .constant, at: time)
        case .scrollToStart:
            startAnimation(to: metrics.minOffset, behavior: .deltaBased, at: time)
        case .scrollToEnd:
            startAnimation(to: metrics.maxOffset, behavior: .deltaBased, at: time)
        }
        noteActivity()
    }

    // MARK: - Time

    /// Evaluates the running motion at `timeSeconds` (closed form). Earlier or equal times, and
    /// non-finite ones, change nothing.
    public mutating func advance(to timeSeconds: Seconds) {
        guard timeSeconds.isFinite else { stats.nonFiniteInputs += 1; return }
        if let last = lastTimeSeconds, timeSeconds <= last {
            if timeSeconds < last { stats.timeReversals += 1 }
            return
        }
        lastTimeSeconds = timeSeconds
        switch state {
        case .ballistic(let simulation, let start):
            let elapsed = timeSeconds - start
            if simulation.isDone(at: elapsed) {
                offset = simulation.restPosition
                velocity = 0
                settle(at: timeSeconds)
            } else {
                offset = simulation.position(at: elapsed)
                velocity = simulation.velocity(at: elapsed)
            }
        case .animating(let simulation, let start, let low, let high):
            let elapsed = timeSeconds - start
            if simulation.isDone(at: elapsed) {
                offset = simulation.target.clamped(to: low...high)
                velocity = 0
                settle(at: timeSeconds)
            } else {
                offset = simulation.position(at: elapsed).clamped(to: low...high)
                velocity = simulation.velocity(at: elapsed)
            }
        case .driven(let driven, let start):
            let elapsed = timeSeconds - start
            if driven.isDone(at: elapsed) {
                offset = metrics.clamp(driven.target)
                velocity = 0
                settle(at: timeSeconds)
            } else {
                offset = metrics.clamp(driven.position(at: elapsed))
                velocity = driven.velocity(at: elapsed)
            }
        case .idle, .hold, .drag:
            break
        }
        noteActivity()
    }

    // MARK: - Layout feedback

    /// The content or viewport changed. An idle position out of the new range springs back; a
    /// fling restarts from its current position and velocity against the new edges (Flutter
    /// `BallisticScrollActivity.applyNewDimensions`; exact, since all three fling laws are
    /// memoryless); an animation's target is clamped into the new range.
    public mutating func updateMetrics(_ newMetrics: ScrollMetrics, at timeSeconds: Seconds) {
        guard let time = acceptTime(timeSeconds) else { return }
        advance(to: time)
        let sanitized = newMetrics.sanitized
        guard sanitized != metrics else { return }
        if newMetrics != sanitized { stats.nonFiniteInputs += 1 }
        metrics = sanitized
        stats.metricsChanges += 1
        switch state {
        case .idle:
            if metrics.isOutOfRange(offset) { goBallistic(velocity: 0, at: time) }
        case .ballistic(let simulation, _):
            // A paging snap keeps heading for its snap offset while that stays in range.
            if case .snap(let snap) = simulation, metrics.range.contains(snap.target) { break }
            goBallistic(velocity: velocity, at: time)
        case .animating(let simulation, let start, _, _):
            let target = metrics.clamp(simulation.target)
            if target != simulation.target {
                startAnimation(to: target, behavior: simulation.behavior, at: time)
            } else {
                state = .animating(simulation, startSeconds: start,
                                   lowerBound: min(metrics.minOffset, offset), upperBound: max(metrics.maxOffset, offset))
            }
        case .hold, .drag, .driven:
            break
        }
        noteActivity()
    }

    /// Layout's anchor correction: shifts the offset **and** the running motion by `delta`, so
    /// nothing visibly moves. A fling restarts from the shifted state against the real edges
    /// (exact, see ``updateMetrics(_:at:)``); an animation keeps its shape, its target re-clamped.
    public mutating func correct(by delta: Points) {
        guard delta.isFinite else { stats.nonFiniteInputs += 1; return }
        let delta = delta.clamped(to: -Self.maxMagnitudePoints...Self.maxMagnitudePoints)
        guard delta != 0 else { return }
        offset += delta
        stats.correctionsApplied += 1
        let time = lastTimeSeconds ?? 0
        switch state {
        case .ballistic(let simulation, let start):
            // A paging snap moves with the content (its snap offset is an item that moved).
            if case .snap = simulation, case let shifted = simulation.shifted(by: delta), metrics.range.contains(shifted.restPosition) {
                state = .ballistic(shifted, startSeconds: start)
                break
            }
            goBallistic(velocity: velocity, at: time)
        case .animating(let simulation, let start, let low, let high):
            let shifted = simulation.shifted(by: delta)
            state = .animating(shifted, startSeconds: start, lowerBound: low + delta, upperBound: high + delta)
            let target = metrics.clamp(shifted.target)
            if target != shifted.target { startAnimation(to: target, behavior: shifted.behavior, at: time) }
        case .driven(var driven, let start):
            driven.shift(by: delta)
            state = .driven(driven, startSeconds: start)
        case .idle:
            if metrics.isOutOfRange(offset) { goBallistic(velocity: 0, at: time) }
        case .hold, .drag:
            break
        }
        noteActivity()
    }

    // MARK: - Programmatic

    /// Starts a driven programmatic scroll (``DrivenScroll``) at `timeSeconds`: the offset moves to
    /// `from` now (a far `scrollTo` starts a viewport short of its target, Compose's teleport) and
    /// eases toward `target` over `durationSeconds`, kept in range. The activity is `animating`
    /// and the velocity is the curve's, so the HUD and the layout's prefetch see a moving view;
    /// any user intent takes over from it. Move the target with ``retargetDriven(to:)``.
    public mutating func drive(from: Points, to target: Points, durationSeconds: Seconds, at timeSeconds: Seconds) {
        guard let time = acceptTime(timeSeconds) else { return }
        advance(to: time)
        guard from.isFinite, target.isFinite, durationSeconds.isFinite else { stats.nonFiniteInputs += 1; return }
        let driven = DrivenScroll(from: from, to: target, durationSeconds: durationSeconds)
        state = .driven(driven, startSeconds: time)
        offset = metrics.clamp(driven.from)
        velocity = driven.velocity(at: 0)
        stats.animationsStarted += 1
        noteActivity()
    }

    /// Moves a running driven scroll's target (the layout's newer estimate); the offset follows
    /// from the next ``advance(to:)``. Does nothing when no driven scroll runs.
    public mutating func retargetDriven(to target: Points) {
        guard target.isFinite, case .driven(var driven, let start) = state else { return }
        driven.target = target
        state = .driven(driven, startSeconds: start)
    }

    /// Stops any motion and sets the offset, clamped into range.
    public mutating func jump(to newOffset: Points, at timeSeconds: Seconds) {
        guard let time = acceptTime(timeSeconds) else { return }
        advance(to: time)
        guard newOffset.isFinite else { stats.nonFiniteInputs += 1; return }
        offset = metrics.clamp(newOffset)
        velocity = 0
        state = .idle
        noteActivity()
    }

    /// An eased scroll to `newOffset` (clamped into range), Chromium's programmatic duration
    /// (`min(√|Δ|, 42)/60 s`); keeps the current velocity; any user intent interrupts it.
    public mutating func animate(to newOffset: Points, at timeSeconds: Seconds) {
        guard let time = acceptTime(timeSeconds) else { return }
        advance(to: time)
        guard newOffset.isFinite else { stats.nonFiniteInputs += 1; return }
        startAnimation(to: newOffset, behavior: .deltaBased, at: time)
        noteActivity()
    }

    // MARK: - Private

    /// The time to act at: finite, and never earlier than the latest time seen.
    private mutating func acceptTime(_ time: Seconds) -> Seconds? {
        guard time.isFinite else { stats.nonFiniteInputs += 1; return nil }
        if let last = lastTimeSeconds, time < last {
            stats.timeReversals += 1
            return last
        }
        return time
    }

    private mutating func sanitizedDelta(_ delta: Points) -> Points {
        guard delta.isFinite else { stats.nonFiniteInputs += 1; return 0 }
        return delta.clamped(to: -Self.maxMagnitudePoints...Self.maxMagnitudePoints)
    }

    private mutating func sanitizedVelocity(_ velocity: PointsPerSecond) -> PointsPerSecond {
        guard velocity.isFinite else { stats.nonFiniteInputs += 1; return 0 }
        return policy.clampedVelocity(velocity)
    }

    /// The snap offsets in use when the policy snaps.
    private var effectiveSnapTargets: any ScrollSnapTargets { snapTargets ?? PageSnapTargets(metrics: metrics) }

    /// A drag or touchpad stream takes over. It may carry momentum from the motion it caught:
    /// the velocity a hold remembered, or the motion running right now (a touchpad stream has no
    /// hold).
    private mutating func beginDrag(precise: Bool, at time: Seconds) {
        let caught: PointsPerSecond
        if case .hold(let previous) = state { caught = previous } else { caught = velocity; gestureStartOffset = offset }
        let carried = policy.carriesMomentum ? PhysicsPolicy.carriedMomentum(caught) : 0
        velocity = 0
        state = .drag(DragMomentumController(
            carriedVelocity: carried, startSeconds: time,
            motionStartThresholdPoints: precise ? nil : policy.dragStartMotionThresholdPoints, precise: precise))
    }

    private mutating func moveByUser(_ delta: Points, at time: Seconds) {
        var delta = sanitizedDelta(delta)
        if case .drag(var controller) = state {
            delta = controller.adjust(delta: delta, at: time)
            state = .drag(controller)
        }
        offset = policy.applyUserOffset(delta, to: offset, metrics: metrics)
        velocity = 0
    }

    /// A drag or stream ended with `releaseVelocity` (already clipped to the max fling speed): no
    /// fling at or under the policy's ``PhysicsPolicy/minFlingVelocity``, else add any carried
    /// momentum, then go ballistic.
    private mutating func release(velocity: PointsPerSecond, at time: Seconds) {
        let releaseVelocity = policy.flingVelocity(forRelease: velocity)
        var ballisticVelocity = releaseVelocity
        if case .drag(let controller) = state { ballisticVelocity = controller.releaseVelocity(releaseVelocity, at: time) }
        if ballisticVelocity != releaseVelocity { stats.momentumCarries += 1 }
        goBallistic(velocity: ballisticVelocity, at: time)
    }

    /// Starts whatever the policy runs after a release, or goes idle.
    private mutating func goBallistic(velocity releaseVelocity: PointsPerSecond, at time: Seconds) {
        if let simulation = policy.ballisticSimulation(position: offset, velocity: releaseVelocity, metrics: metrics,
                                                       snapTargets: snapTargets, gestureStart: gestureStartOffset) {
            state = .ballistic(simulation, startSeconds: time)
            velocity = simulation.velocity(at: 0)
        } else {
            velocity = 0
            state = .idle
        }
    }

    /// A motion finished: spring back if it ended out of range, else rest.
    private mutating func settle(at time: Seconds) {
        if metrics.isOutOfRange(offset) {
            goBallistic(velocity: 0, at: time)
        } else {
            state = .idle
        }
    }

    private mutating func animate(by delta: Points, behavior: SmoothScrollSimulation.DurationBehavior, at time: Seconds) {
        // Clicks during an animation add to its target (coalescing); otherwise to the offset.
        let base: Points
        if case .animating(let simulation, _, _, _) = state { base = simulation.target } else { base = offset }
        // Paging: a step goes to the next snap offset in its direction (or the one nearest its end).
        var target = base + delta
        if policy.settlesOnSnapTargets {
            let step = ScrollSnapProposal(kind: .step, position: base, velocity: 0, projectedEnd: base + delta, gestureStart: base,
                                          velocityThreshold: policy.tolerance.velocity, metrics: metrics)
            target = effectiveSnapTargets.restingOffset(for: step) ?? effectiveSnapTargets.steppedOffset(from: base, by: delta, in: metrics)
        }
        startAnimation(to: target, behavior: behavior, at: time)
    }

    private mutating func startAnimation(to requestedTarget: Points, behavior: SmoothScrollSimulation.DurationBehavior, at time: Seconds) {
        let target = metrics.clamp(requestedTarget)
        let simulation: SmoothScrollSimulation
        if case .animating(let running, let start, _, _) = state {
            simulation = running.retargeted(to: target, at: time - start, behavior: behavior)
            stats.animationRetargets += 1
        } else {
            // A hold or drag has velocity 0; a fling's velocity carries into the ease.
            simulation = SmoothScrollSimulation(from: offset, velocity: velocity, to: target, behavior: behavior)
            stats.animationsStarted += 1
        }
        guard simulation.duration > 0 else {
            offset = target
            velocity = 0
            state = .idle
            return
        }
        state = .animating(simulation, startSeconds: time,
                           lowerBound: min(metrics.minOffset, offset), upperBound: max(metrics.maxOffset, offset))
        velocity = simulation.velocity(at: 0)
    }

    /// Counts activity changes (the HUD's and tests' view of the state machine).
    private mutating func noteActivity() {
        let kind = activity
        guard kind != lastKind else { return }
        lastKind = kind
        stats.activityChanges += 1
        switch kind {
        case .ballistic: stats.flingsStarted += 1
        case .spring: stats.springsStarted += 1
        case .idle, .hold, .drag, .animating: break
        }
    }
}

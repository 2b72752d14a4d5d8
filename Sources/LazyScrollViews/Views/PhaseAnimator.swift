import Foundation

// `PhaseAnimator` (iOS 17) — "A container that animates its content by automatically cycling
// through a collection of phases that you provide, each defining a discrete step within an
// animation" (https://developer.apple.com/documentation/swiftui/phaseanimator). The pulsing
// heart, the "Recording…" dot, the shake of a wrong password:
//
//     PhaseAnimator([1.0, 1.2, 1.0]) { scale in
//         Image(systemName: "heart.fill").foregroundStyle(.red).scaleEffect(scale)
//     }
//
// How it runs here (the WWDC23 session "Wind your way through advanced animations in SwiftUI"
// describes SwiftUI's; https://developer.apple.com/videos/play/wwdc2023/10157/):
// - The content is first drawn with the first phase. Once it is on screen the animator moves to
//   the next phase: the content is made again with that phase, and what changed (its `opacity`,
//   `scaleEffect`, `offset`, `rotationEffect`, `blur`, frames, transitions) animates with
//   `animation(phase)` — the animation closure is given the phase being moved *to*.
// - "The phase animator waits for the animation to complete before moving to the next phase":
//   it moves on at the first frame at or after the animation's logical completion
//   (`Animation.logicalDuration`: a timing curve's end; a spring's perceptual `duration`, before
//   its long tail — SwiftUI's `AnimationCompletionCriteria.logicallyComplete`). A `nil`
//   animation changes the phase at once, and the animator moves on at the next frame.
// - Without a trigger it cycles forever (after the last phase comes the first). With
//   `trigger:`, each change of the trigger runs through the phases once — to the second, …, the
//   last, and back to the first — and the animator rests there.
// - The content keeps its identity from phase to phase (it is updated, not made anew), so
//   `@State` inside it is kept; so is the animator's own phase while the animator's identity
//   holds (its parent re-evaluated, the run goes on).
// - Frames keep coming while it runs and it is on screen (placed, and in a list, in a row
//   shown); off screen it waits where it is, and resumes when it is shown again. A row of a lazy
//   list that scrolled away is destroyed with its animator.
//
// Differs from SwiftUI: empty `phases` log a warning and show nothing (SwiftUI also "returns a
// visual warning as the output view"); a trigger change during a run starts the run again from
// the phase shown (SwiftUI does not document that case); phases are moved through on frame
// boundaries, so a phase starts up to one frame after the previous animation completed.

/// A container that animates its content by cycling through phases — SwiftUI's `PhaseAnimator`
/// (https://developer.apple.com/documentation/swiftui/phaseanimator). See this file's note for
/// the timing; the modifiers `phaseAnimator(_:content:animation:)` and
/// `phaseAnimator(_:trigger:content:animation:)` wrap a view in one.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: PhaseTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through `phases` continuously, animating each change — SwiftUI's
    /// `init(_:content:animation:)`
    /// (https://developer.apple.com/documentation/swiftui/phaseanimator/init(_:content:animation:)).
    /// `animation` is given the phase being moved to and returns the animation to it (`nil`: no
    /// animation); the default is `.default`, a spring of 0.5 s. Ensure `phases` isn't empty.
    /// (SwiftUI's `content` is a `@ContentBuilder`; here a `@ViewBuilder`, which builds the same
    /// views.)
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once each time `trigger` changes, animating each change, and comes
    /// back to the first phase — SwiftUI's `init(_:trigger:content:animation:)`
    /// (https://developer.apple.com/documentation/swiftui/phaseanimator/init(_:trigger:content:animation:)):
    /// "A value whose changes cause the animator to use the next phase". Until the first change
    /// it shows the first phase.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    public var body: Never { fatalError("PhaseAnimator is primitive") }
}

/// A trigger value of any `Equatable` type, compared with the previous one.
struct PhaseTrigger {
    let value: any Equatable
    init(_ value: some Equatable) { self.value = value }
    func equals(_ other: PhaseTrigger) -> Bool { Self.equal(value, other.value) }
    private static func equal<T: Equatable>(_ a: T, _ b: any Equatable) -> Bool { (b as? T) == a }
}

extension PhaseAnimator: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = PhaseAnimatorNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.isContinuous = trigger == nil
        node.trigger = trigger
        configure(node)
        node.makeContent?(node)
        return node
    }

    func update(_ node: ViewNode) {
        let node = node as! PhaseAnimatorNode
        configure(node)
        if let trigger, let previous = node.trigger, !trigger.equals(previous) {
            node.trigger = trigger
            node.startRun()           // moves to the next phase now, animated
        } else {
            node.makeContent?(node)   // the same phase, with the parent's new values
        }
        node.stepIfRunning()
    }

    /// Gives `node` this value's phases, content and animations.
    private func configure(_ node: PhaseAnimatorNode) {
        let phases = phases, content = content, animation = animation
        node.phaseCount = phases.count
        if node.index >= phases.count { node.index = 0 }
        node.animationTo = { index in animation(phases[index]) }
        node.makeContent = { node in
            guard !phases.isEmpty else {
                node.graph.warn("PhaseAnimator: its phases are empty; it shows nothing (give it at least one phase)")
                node.child?.destroy()
                node.child = nil
                return
            }
            let phase = phases[node.index]
            // On screen or off (onAppear/onDisappear of the content): running only when shown.
            let view = _EffectView(content: node.readingForEnclosingView { content(phase) },
                                   effect: .appear(onAppear: { [weak node] in node?.appeared() },
                                                   onDisappear: { [weak node] in node?.disappeared() }))
            node.child = reconcile(node.child, with: view, parent: node, environment: node.environment, graph: node.graph)
        }
    }
}

/// A phase animator's node: the phase shown, the run, and its content's node.
final class PhaseAnimatorNode: AnimatorNode {
    /// The phase shown (the one the running animation goes to).
    var index = 0
    var phaseCount = 0
    /// Makes the content for phase ``index`` (set by the latest value).
    var makeContent: (@MainActor (PhaseAnimatorNode) -> Void)?
    /// The animation to the phase at an index.
    var animationTo: (@MainActor (Int) -> Animation?)?
    /// No trigger: cycles for as long as it is shown.
    var isContinuous = true
    var trigger: PhaseTrigger?
    /// Moves left in a triggered run (the last one back to the first phase).
    var movesLeft = 0
    /// When the animation to the phase shown is logically complete: the animator moves on at the
    /// first frame at or after it.
    var phaseEndsSeconds = -Double.infinity

    /// Whether it has phases to move through: cycling, or in a triggered run (one phase: none).
    override var isRunning: Bool { phaseCount > 1 && (isContinuous || movesLeft > 0) }
    /// Each frame: whether the animation to the phase shown is complete (the next frame moves on).
    override func step(at time: Double) { if time >= phaseEndsSeconds { graph.invalidate(self) } }

    /// The frame step invalidated it: the animation to the phase shown is complete.
    override func updateInPlace() {
        needsUpdate = false
        moveToNextPhase()
    }

    /// A triggered run: through every phase once, back to the first. Starts from the phase shown
    /// (a run in progress starts again).
    func startRun() {
        movesLeft = phaseCount
        moveToNextPhase()
    }

    /// Shows the next phase (after the last, the first), its changes animated with the
    /// animation to it — scoped to the content, as `animation(_:value:)` scopes its own: a `nil`
    /// animation changes it at once even inside a `withAnimation`.
    func moveToNextPhase() {
        guard isRunning else { return }
        index = (index + 1) % phaseCount
        if !isContinuous { movesLeft -= 1 }
        let animation = animationTo?(index) ?? nil
        let graph = self.graph
        let outer = graph.animations.implicit
        graph.animations.implicit = .some(animation)
        graph.animations.scopedLayout[ObjectIdentifier(self)] = .some(animation)
        makeContent?(self)
        graph.animations.implicit = outer
        phaseEndsSeconds = graph.timeSeconds + (animation?.logicalDuration ?? 0)
        if !isRunning { stopStepping() }
    }

    /// The content came on screen: a run goes on (the first move of a cycling animator starts now).
    func appeared() {
        isOnScreen = true
        guard isRunning else { return }
        if graph.timeSeconds >= phaseEndsSeconds { graph.invalidate(self) }
        stepIfRunning()
    }

    override func willDestroy() {
        super.willDestroy()
        makeContent = nil
        animationTo = nil
    }
}

extension Animation {
    /// When the animation is logically complete, in seconds of frame time from its start —
    /// SwiftUI's `AnimationCompletionCriteria.logicallyComplete` ("The animation has logically
    /// completed, but may still be in its long tail",
    /// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria/logicallycomplete):
    /// a timing curve at its end; a spring at its perceptual `duration` (Apple's `Spring.duration`)
    /// in its last play, before it settles (``settlingDuration``). Delay, speed and repetitions
    /// count; infinite when it repeats forever.
    var logicalDuration: Double {
        let plays = repetitions ?? 1
        if plays == Int.max { return .infinity }
        let last = curve == .spring ? durationSeconds : settlingDuration
        return delaySeconds + (settlingDuration * Double(plays - 1) + last) / speedMultiplier
    }
}

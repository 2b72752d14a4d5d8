import Foundation

// `KeyframeAnimator` (iOS 17) — "A container that animates its content with keyframes"
// (https://developer.apple.com/documentation/swiftui/keyframeanimator). A heart that pops when
// liked:
//
//     KeyframeAnimator(initialValue: Pop(), trigger: likes) { pop in
//         Image(systemName: "heart.fill").scaleEffect(pop.scale).offset(y: pop.lift)
//     } keyframes: { _ in
//         KeyframeTrack(\.scale) { SpringKeyframe(1.4, duration: 0.2); SpringKeyframe(1, spring: .bouncy) }
//         KeyframeTrack(\.lift) { CubicKeyframe(-20, duration: 0.2); CubicKeyframe(0, duration: 0.3) }
//     }
//
// How it runs here (the WWDC23 session "Wind your way through advanced animations in SwiftUI",
// https://developer.apple.com/videos/play/wwdc2023/10157/, introduces it):
// - "The `content` closure updates every frame while animating": at each frame the content is
//   made again with the timeline's value at the time since the run began
//   (`KeyframeTimeline.value(time:)`, the host's frame time — nothing reads a clock). Those
//   changes are not animated themselves: the keyframes are the animation.
// - With `trigger:`, nothing moves until the trigger changes; then the keyframes play once, from
//   the value shown ("The current value of the animator is the single argument, which is equal
//   to `initialValue` when the view first appears, then is equal to the end value of the
//   previous keyframe animation on subsequent calls"), and the content rests on the value they
//   end on. A change during a run starts a new run from the value shown then (inferred).
// - With `repeating:` true (the default) the keyframes loop from the moment the content
//   appears, each loop starting again from `initialValue` (inferred: Apple says "Loops the given
//   keyframes continuously"); false: "the value at the beginning of the keyframe timeline will be
//   provided to the content closure".
// - Frames come only while a run goes on and the content is on screen; off screen it asks for
//   none, and on its return it shows the value for the time then (a run that ended meanwhile
//   shows its end).
// - The content keeps its identity, and its `@State`, from frame to frame.

/// A container that animates its content with keyframes — SwiftUI's `KeyframeAnimator`
/// (https://developer.apple.com/documentation/swiftui/keyframeanimator). See this file's note
/// for how it runs; the `keyframeAnimator` modifiers wrap a view in one.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    let initialValue: Value
    let trigger: PhaseTrigger?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// "Plays the given keyframes when the given trigger value changes" — SwiftUI's
    /// `init(initialValue:trigger:content:keyframes:)`
    /// (https://developer.apple.com/documentation/swiftui/keyframeanimator/init(initialvalue:trigger:content:keyframes:)).
    /// `keyframes` is given the value the run starts from. (SwiftUI's `content` is a
    /// `@ContentBuilder`; here a `@ViewBuilder`, which builds the same views.)
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = PhaseTrigger(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// "Loops the given keyframes continuously" — SwiftUI's
    /// `init(initialValue:repeating:content:keyframes:)`
    /// (https://developer.apple.com/documentation/swiftui/keyframeanimator/init(initialvalue:repeating:content:keyframes:)).
    /// `repeating`: "Whether the keyframes are currently repeating. If false, the value at the
    /// beginning of the keyframe timeline will be provided to the content closure."
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public var body: Never { fatalError("KeyframeAnimator is primitive") }
}

extension KeyframeAnimator: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = KeyframeAnimatorNode(initialValue: initialValue, viewType: Self.self, parent: parent,
                                        environment: environment, graph: graph)
        node.trigger = trigger
        configure(node)
        if repeating {
            node.startLoop()            // at time 0 until the content appears
        } else if trigger == nil {
            node.current = node.makeTimeline?(initialValue).value(time: 0) ?? initialValue
        }
        node.render()
        return node
    }

    func update(_ node: ViewNode) {
        let node = node as! KeyframeAnimatorNode<Value>
        configure(node)
        if let trigger, let previous = node.trigger, !trigger.equals(previous) {
            node.trigger = trigger
            node.startRun()
        } else if trigger == nil, repeating != node.isLooping {
            if repeating { node.startLoop() } else { node.stopLoop() }
        } else {
            node.advance()              // the parent's new values, at the run's time
        }
        node.stepIfRunning()
    }

    /// Gives `node` this value's content and keyframes.
    private func configure(_ node: KeyframeAnimatorNode<Value>) {
        let content = content, keyframes = keyframes
        node.initialValue = initialValue
        node.makeTimeline = { value in KeyframeTimeline(initialValue: value, keyframes: keyframes(value)) }
        node.makeContent = { node, value in
            let view = _EffectView(content: node.readingForEnclosingView { content(value) },
                                   effect: .appear(onAppear: { [weak node] in node?.appeared() },
                                                   onDisappear: { [weak node] in node?.disappeared() }))
            node.child = reconcile(node.child, with: view, parent: node, environment: node.environment, graph: node.graph)
        }
    }
}

/// A keyframe animator's node: the value shown, the run (its timeline and start), and the
/// content's node.
final class KeyframeAnimatorNode<Value>: AnimatorNode {
    var initialValue: Value
    /// The value the content was last made with.
    var current: Value
    var trigger: PhaseTrigger?
    /// The keyframes of the latest view, from a start value.
    var makeTimeline: (@MainActor (Value) -> KeyframeTimeline<Value>)?
    /// Makes the content with a value (set by the latest view).
    var makeContent: (@MainActor (KeyframeAnimatorNode<Value>, Value) -> Void)?
    /// The run: its timeline, and the frame time it began (nil: a loop not yet on screen).
    private var timeline: KeyframeTimeline<Value>?
    private var runStart: Double?
    /// Repeating keyframes: the run never ends; the timeline is made again at each loop.
    private(set) var isLooping = false
    private var loopIndex = 0

    init(initialValue: Value, viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.initialValue = initialValue
        self.current = initialValue
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    override var isRunning: Bool { timeline != nil }
    /// A loop waits to come on screen for its start; one of no length has nothing to step.
    override var isReadyToStep: Bool { runStart != nil && !(isLooping && (timeline?.duration ?? 0) <= 0) }
    /// Each frame the content is made again at the frame's time.
    override func step(at time: Double) { graph.invalidate(self) }

    /// The frame step invalidated it: the content at the new time.
    override func updateInPlace() {
        needsUpdate = false
        advance()
    }

    /// A triggered run from the value shown.
    func startRun() {
        isLooping = false
        timeline = makeTimeline?(current)
        runStart = graph.timeSeconds
        advance()
    }

    /// Loops from `initialValue`: from now when on screen, else from when it appears.
    func startLoop() {
        isLooping = true
        loopIndex = 0
        timeline = makeTimeline?(initialValue)
        runStart = isOnScreen ? graph.timeSeconds : nil
        current = timeline?.value(time: 0) ?? initialValue
        if isOnScreen { advance() }
    }

    /// Stops looping: the value at the beginning of the timeline.
    func stopLoop() {
        isLooping = false
        current = makeTimeline?(initialValue).value(time: 0) ?? initialValue
        timeline = nil
        runStart = nil
        stopStepping()
        render()
    }

    /// Works out the value for the frame time and makes the content with it; a triggered run
    /// that is over rests on its end value.
    func advance() {
        guard let timeline, let start = runStart else { return render() }
        let elapsed = max(0, graph.timeSeconds - start)
        if isLooping {
            guard timeline.duration > 0 else {
                current = timeline.value(time: 0)
                return render()
            }
            let loop = Int(elapsed / timeline.duration)
            if loop != loopIndex, let next = makeTimeline?(initialValue) {
                loopIndex = loop
                self.timeline = next         // each loop with the latest keyframes
            }
            current = (self.timeline ?? timeline).value(time: elapsed - Double(loop) * timeline.duration)
        } else if elapsed >= timeline.duration {
            current = timeline.value(time: timeline.duration)
            self.timeline = nil
            runStart = nil
            stopStepping()
        } else {
            current = timeline.value(time: elapsed)
        }
        render()
    }

    /// Makes the content with ``current``. While keyframes run, what changes in it is not
    /// animated by a transaction (the keyframes are the animation; `nil` scoped as
    /// `animation(nil, value:)` scopes it).
    func render() {
        guard isRunning else { makeContent?(self, current); return }
        let graph = self.graph
        let outer = graph.animations.implicit
        graph.animations.implicit = .some(nil)
        graph.animations.scopedLayout[ObjectIdentifier(self)] = .some(nil)
        makeContent?(self, current)
        graph.animations.implicit = outer
    }

    /// The content came on screen: a loop not yet started starts now; a run goes on.
    func appeared() {
        isOnScreen = true
        if isLooping, runStart == nil, timeline != nil {
            runStart = graph.timeSeconds
            loopIndex = 0
        }
        stepIfRunning()
    }

    override func willDestroy() {
        super.willDestroy()
        makeContent = nil
        makeTimeline = nil
    }
}

extension View {
    /// Plays `keyframes` on effects you apply to this view each time `trigger` changes —
    /// SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`
    /// (https://developer.apple.com/documentation/swiftui/view/keyframeanimator(initialvalue:trigger:content:keyframes:)):
    /// `content` is given this view (a `PlaceholderContentView`) and the value for the frame.
    /// Runs as a `KeyframeAnimator` (KeyframeAnimator.swift has the timing); SwiftUI returns
    /// `some View`, and its `content` is `@Sendable`.
    public func keyframeAnimator<Value, Modified: View, Path: Keyframes>(
        initialValue: Value,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> KeyframeAnimator<Value, Path, Modified> where Path.Value == Value {
        let view = self
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                                content: { value in content(PlaceholderContentView(view), value) }, keyframes: keyframes)
    }

    /// Loops `keyframes` on effects you apply to this view — SwiftUI's
    /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`
    /// (https://developer.apple.com/documentation/swiftui/view/keyframeanimator(initialvalue:repeating:content:keyframes:)):
    /// `repeating` false shows the value at the beginning of the timeline.
    public func keyframeAnimator<Value, Modified: View, Path: Keyframes>(
        initialValue: Value,
        repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> KeyframeAnimator<Value, Path, Modified> where Path.Value == Value {
        let view = self
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                                content: { value in content(PlaceholderContentView(view), value) }, keyframes: keyframes)
    }
}

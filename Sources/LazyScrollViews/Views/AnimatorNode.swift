/// The node of a view that makes its content again at each frame while it runs — a
/// `PhaseAnimator` between phases, a `KeyframeAnimator` along its keyframes: it holds the
/// content's node and asks the graph for a frame step only while a run goes on **and** the
/// content is on screen. Off screen or idle, it costs no frame: a lazy list of a thousand
/// animated rows steps the few that are shown (SwiftUI pauses an animator whose view is not
/// visible the same way; `PhaseAnimatorTests`, `KeyframeAnimatorTests`).
///
/// A subclass says whether a run goes on (``isRunning``), whether it can step yet
/// (``isReadyToStep``), and what a frame does (``step(at:)``); it calls ``stepIfRunning()``
/// when a run may have begun or its content appeared, and ``disappeared()`` when the content
/// left the screen.
class AnimatorNode: ViewNode {
    /// The content's node.
    var child: ViewNode?
    /// Whether the content is on screen (its onAppear came, its onDisappear did not).
    var isOnScreen = false
    /// Whether the node's frame step is registered with the graph.
    private var isStepping = false

    override var isDisplayable: Bool { false }
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let child { body(child) } }

    /// Whether a run goes on.
    var isRunning: Bool { false }
    /// Whether the run can be stepped now, beyond going on with its content on screen.
    var isReadyToStep: Bool { true }
    /// One frame of the run, at frame time `time` in seconds: invalidates what it changes.
    func step(at time: Double) {}

    /// Registers the frame step while a run goes on and the content is shown; the step ends
    /// itself at the first frame after either stops.
    final func stepIfRunning() {
        guard isRunning, isOnScreen, !isStepping, !isDestroyed, isReadyToStep else { return }
        isStepping = true
        graph.startFrameAnimation(owner: self) { [weak self] time in
            guard let self, !self.isDestroyed, self.isRunning, self.isOnScreen else {
                self?.isStepping = false
                return false
            }
            self.step(at: time)
            return true
        }
    }

    final func stopStepping() {
        guard isStepping else { return }
        isStepping = false
        graph.stopFrameAnimation(owner: self)
    }

    /// The content left the screen: no frame steps until it comes back.
    final func disappeared() {
        isOnScreen = false
        stopStepping()
    }

    override func willDestroy() {
        stopStepping()
    }
}

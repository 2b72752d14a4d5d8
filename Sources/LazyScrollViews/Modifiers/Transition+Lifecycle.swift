import DisplayList
import Foundation

// Insertion and removal with `transition(_:)`. An `if`/`switch` (a `SlotNode`) that shows a new
// child or drops one in an animated update tells the graph here. An inserted child's transition
// nodes start from their active state; a removed child with transition nodes is not destroyed
// but kept in the animation store, drawn (by the host, after the window's content) where it was
// last drawn, until its removal animation ends; then it is destroyed (its state let go, its
// onDisappear run). A slot destroyed meanwhile destroys its departing children with it.

/// A view removed with a transition, still drawn.
struct DepartingView {
    let node: ViewNode
    /// The `transition(_:)` nodes at its top, drawn in their removal state.
    let transitions: [EffectNode]
    /// The slot it was removed from.
    let slot: ObjectIdentifier
    /// When its removal ends (frame time).
    let endSeconds: Double
}

extension ViewGraph {
    /// The `transition(_:)` nodes at the top of `node`: itself, or found through the nodes
    /// that lend their content (groups, tuples, composite views) and other effects around it.
    static func transitionNodes(in node: ViewNode, into list: inout [EffectNode]) {
        if let effect = node as? EffectNode {
            if case .transition = effect.effect { list.append(effect); return }
        } else if node.isDisplayable {
            return
        }
        node.forEachChild { transitionNodes(in: $0, into: &list) }
    }

    /// A slot showed `node` newly: in an animated update, its transitions start from their
    /// insertion state.
    func transitionIn(_ node: ViewNode) {
        guard let animation = animations.effective else { return }
        var nodes: [EffectNode] = []
        Self.transitionNodes(in: node, into: &nodes)
        for effect in nodes {
            guard case .transition(let transition) = effect.effect else { continue }
            let run = TransitionRun(isInsertion: true, startSeconds: timeSeconds, animation: transition.animation ?? animation)
            effect.transitionRun = run
            animations.effectStarted(effect, until: timeSeconds + min(run.animation.totalDuration, 60))
        }
    }

    /// A slot dropped `node`: in an animated update, when it has transitions, it is kept and
    /// drawn leaving (true: the caller must not destroy it); else false.
    func transitionOut(_ node: ViewNode, from slot: ViewNode) -> Bool {
        guard let animation = animations.effective else { return false }
        var nodes: [EffectNode] = []
        Self.transitionNodes(in: node, into: &nodes)
        guard !nodes.isEmpty else { return false }
        var end = timeSeconds
        for effect in nodes {
            guard case .transition(let transition) = effect.effect else { continue }
            let chosen = transition.animation ?? animation
            effect.transitionRun = TransitionRun(isInsertion: false, startSeconds: timeSeconds, animation: chosen)
            // A removal that repeats forever would never end: it is cut after a minute.
            end = max(end, timeSeconds + min(chosen.totalDuration, 60))
        }
        animations.departing.append(DepartingView(node: node, transitions: nodes, slot: ObjectIdentifier(slot), endSeconds: end))
        return true
    }

    /// Destroys the views whose removal ended by `time` (ViewHost.update, each frame).
    func finishTransitions(at time: Double) {
        guard !animations.departing.isEmpty else { return }
        let finished = animations.departing.filter { $0.endSeconds <= time }
        guard !finished.isEmpty else { return }
        animations.departing.removeAll { $0.endSeconds <= time }
        for view in finished { view.node.destroy() }
    }

    /// `slot` is being destroyed: its departing children go with it.
    func destroyDeparting(from slot: ViewNode) {
        guard !animations.departing.isEmpty else { return }
        let key = ObjectIdentifier(slot)
        let gone = animations.departing.filter { $0.slot == key }
        guard !gone.isEmpty else { return }
        animations.departing.removeAll { $0.slot == key }
        for view in gone { view.node.destroy() }
    }
}

extension ViewHost {
    /// Draws the views leaving with a transition, each where it was last drawn, registering
    /// nothing to hit (a leaving view is seen, not touched).
    func renderDepartingViews(into context: inout RenderContext) {
        let departing = graph.animations.departing
        guard !departing.isEmpty else { return }
        let registered = HitRegistrations(context, graph)
        for view in departing where !view.node.isDestroyed {
            for effect in view.transitions {
                context.isDark = effect.environment.isDarkAppearance
                context.isElevated = effect.environment.isElevatedAppearance
                context.transformed(by: effect.lastDrawTransform) { effect.render(into: &$0) }
            }
        }
        registered.drop(from: &context, graph)
    }
}

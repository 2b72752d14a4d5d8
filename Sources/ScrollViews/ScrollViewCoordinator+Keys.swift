import ScrollCore
import ScrollHosting
import ScrollInput
import ScrollPhysics

/// Which scroll view the scrolling keys move — the arrows, Page Up/Down, Space, Home and End.
///
/// 1. The scroll view with keyboard focus (`ScrollViewCoordinator/focusedScrollView`: `Tab`
///    moved to it), as on macOS and GTK, where the keys go to the focused scrollable.
/// 2. Else the innermost scroll view under the pointer that scrolls along the key's axis
///    (Left/Right: a horizontal one; the others: a vertical one), else the innermost under the
///    pointer — as a browser sends them to the scroller under the mouse when nothing is focused.
/// 3. Else (the pointer over no scroll view, or not seen yet) the window's scroll view.
///
/// Before it scrolls, the target's content is offered the key
/// (`ScrollContent.handleKey(_:shift:)`): a `List` with a selection there takes Up/Down to move
/// it, and nothing scrolls.
extension ScrollViewCoordinator {
    /// The scroll view key `name` goes to (see the type's rules).
    public func keyTarget(forKey name: String) -> ScrollViewModel {
        if let id = focusedScrollView, let focused = models[id], laidOut.contains(where: { $0 === focused }) {
            return focused
        }
        guard pointerSeen else { return window }
        let chain = hitChain(at: pointer)
        let axis: Axis = name == "Left" || name == "Right" ? .horizontal : .vertical
        return chain.last { $0.axis == axis && !$0.isDisabled && $0.accepts(.keys) } ?? chain.last ?? window
    }

    /// A key event: offered to its target's content, else turned into intents by the recognizer
    /// and applied to the target.
    func handleKey(_ event: TimedInputEvent, name: String, shift: Bool) {
        let target = keyTarget(forKey: name)
        if target.content.handleKey(name, shift: shift) { return }
        // `scrollInputBehavior(.disabled, for: .keyboard)`: the keys scroll nothing here.
        guard target.accepts(.keys) else { return }
        var keyIntents: [TimedScrollIntent] = []
        recognizer.handle(event, into: &keyIntents)
        for timed in keyIntents { routeKey(timed, to: target) }
    }

    private func routeKey(_ timed: TimedScrollIntent, to target: ScrollViewModel) {
        let time = timed.timeSeconds
        switch timed.intent {
        case .animatedScroll(let delta):
            // An arrow along the other axis scrolls the target along its own (Down on a carousel).
            target.apply(.animatedScroll(by: Vector(delta.dx + delta.dy, along: target.axis)), at: time)
        case .scrollToStart, .scrollToEnd:
            // Home and End land exactly on the content's edges, even over estimated sizes.
            if target.position.preset == .paging {
                target.apply(timed.intent, at: time)
            } else {
                target.scrollTo(edge: timed.intent == .scrollToEnd ? .end : .start, animated: true, at: time)
            }
        case .page:
            target.apply(timed.intent, at: time)
        default:
            route(timed)
        }
    }
}

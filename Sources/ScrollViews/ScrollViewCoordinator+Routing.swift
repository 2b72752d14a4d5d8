import ScrollHosting
import DisplayList
import LazyLayout
import ScrollCore
import ScrollInput
import ScrollPhysics

extension ScrollViewCoordinator {
    // MARK: - Routing

    /// The scroll views under `point`, outermost first: the window's, then the nested ones laid
    /// out in the last frame whose visible part contains it.
    func hitChain(at point: Point) -> [ScrollViewModel] {
        guard let deepest = frameViews.last(where: { $0 !== window && $0.visibleFrame.contains(point) }) else { return [window] }
        return deepest.chain
    }

    /// Whether `point` is over the window's scroll view (not over a view beside it).
    func isOverWindowScrollView(_ point: Point) -> Bool { windowScrollFrame?.contains(point) ?? true }

    /// The scroll views a gesture at `point` may move: ``hitChain(at:)``, except that a point
    /// beside the window's scroll view and over no other scroll view (a header's title) moves
    /// nothing. A scroll view placed beside the window's (a chip bar in a header) is still found.
    func gestureChain(at point: Point) -> [ScrollViewModel] {
        let chain = hitChain(at: point)
        return chain.count == 1 && chain[0] === window && !isOverWindowScrollView(point) ? [] : chain
    }

    /// Routes one intent to the scroll views it belongs to.
    public func route(_ timed: TimedScrollIntent) {
        let time = timed.timeSeconds
        switch timed.intent {
        case .hold:
            routing.dragTarget = nil
            routing.dragPartner = nil
            routing.dragParticipants.removeAll()
            routing.pressCaughtMotion = pressCatchesMotion(at: time)
            for model in routing.chain { model.apply(.hold, at: time) }
        case .holdReleased:
            releaseStretches(at: time)
            for model in routing.chain { model.apply(.holdReleased, at: time) }
            // A click that stopped a fling was the scroll view's, not the content's.
            let caught = routing.pressCaughtMotion
            routing.pressCaughtMotion = false
            if !caught, let command = onTap?(pointer) { window.perform(command, at: time) }
        case .dragBegan:
            break                                         // the target is chosen by the first delta's axis
        case .dragChanged(let delta):
            guard let target = dragTarget(for: delta, at: time) else { break }
            distribute(delta.main(target.axis), from: target, at: time)
            // A two-axis scroll view pans freely: the other component moves its other axis.
            if let partner = routing.dragPartner { distribute(delta.main(partner.axis), from: partner, at: time) }
        case .dragEnded(let velocity):
            releaseStretches(at: time)
            endDrag(velocity, at: time)
        case .animatedScroll(let delta), .preciseScroll(let delta):
            routeWheel(delta, precise: { if case .preciseScroll = timed.intent { return true } else { return false } }(), at: time)
        case .preciseScrollEnded(let velocity):
            releaseStretches(at: time)
            // A pan that scrolled nothing (over a view beside the scroll view) flings nothing.
            if let target = routing.preciseTarget ?? (gestureChain(at: pointer).isEmpty || !window.accepts(.touchpad) ? nil : window) {
                target.apply(.preciseScrollEnded(velocity: mapped(velocity, to: target)), at: time)
            }
            routing.preciseTarget = nil
        case .scrollToStart, .scrollToEnd:
            // Home and End land exactly on the content's edges, even over estimated sizes.
            let edge: ScrollEdge = timed.intent == .scrollToEnd ? .end : .start
            if window.position.preset == .paging {
                window.apply(timed.intent, at: time)
            } else {
                window.scrollTo(edge: edge, animated: true, at: time)
            }
        case .page:
            window.apply(timed.intent, at: time)
        }
    }

    /// Whether a press at `time` catches a scroll view under it in motion — a fling, or a bounce
    /// back from past an edge — so that its release is not a tap on the content. On iOS a touch
    /// on a decelerating scroll view stops it ("If the user touches the screen while the scroll
    /// view is decelerating, it stops",
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating) and the cell
    /// under it is neither tapped nor selected; Flutter's scrollables likewise keep the pointer
    /// from their children while a ballistic activity runs (`BallisticScrollActivity`'s
    /// `shouldIgnorePointer` is true). A wheel's or a key's eased scroll and a programmatic
    /// scroll-to do not count: a click during those taps, as a desktop click during a smooth
    /// wheel scroll does in a browser.
    ///
    /// A second hold of the same press — the content held the press back (a row that swipes,
    /// ``catchMotion(at:time:)``) and then delivered it — finds the scroll views already held
    /// still by the first: it keeps what the first one caught, as the physics keeps the first
    /// hold's caught velocity.
    func pressCatchesMotion(at time: Seconds) -> Bool {
        var caught = false
        var alreadyHeld = false
        for model in routing.chain {
            model.position.advance(to: time)
            switch model.position.activity {
            case .ballistic, .spring: caught = true
            case .hold: alreadyHeld = true
            case .idle, .drag, .animating: break
            }
        }
        return caught || (alreadyHeld && routing.pressCaughtMotion)
    }

    /// Locks the drag onto the innermost scroll view under the pointer whose axis matches the
    /// drag's dominant direction; the others release their hold.
    private func dragTarget(for delta: Vector, at time: Seconds) -> ScrollViewModel? {
        if let target = routing.dragTarget { return target }
        guard !routing.chain.isEmpty else { return nil }        // begun beside the scroll view
        let dominant: Axis = abs(delta.dx) > abs(delta.dy) ? .horizontal : .vertical
        // `scrollInputBehavior(.disabled, for: .drag)`: such a view is passed over.
        guard let target = routing.chain.last(where: { $0.axis == dominant && $0.accepts(.drag) })
                ?? (window.accepts(.drag) ? window : nil) else {
            for other in routing.chain { other.apply(.holdReleased, at: time) }
            routing.chain = []
            return nil
        }
        routing.dragTarget = target
        // The other axis of a two-axis scroll view (`ScrollView([.horizontal, .vertical])`) takes
        // the drag too: free panning, UIKit's default (`isDirectionalLockEnabled` false).
        let partner = routing.chain.last { $0 !== target && $0.id.isAxisPair(of: target.id) && !$0.isDisabled && $0.accepts(.drag) }
        routing.dragPartner = partner
        for other in routing.chain where other !== target && other !== partner { other.apply(.holdReleased, at: time) }
        target.apply(.dragBegan, at: time)
        routing.dragParticipants = [target]
        if let partner {
            partner.apply(.dragBegan, at: time)
            routing.dragParticipants.append(partner)
        }
        return target
    }

    /// Gives `amount` (along the target's axis) to `target` up to its edge and the rest to the
    /// chained ancestors; the last one in line takes whatever is left (and rubber-bands).
    private func distribute(_ amount: Double, from target: ScrollViewModel, at time: Seconds) {
        var remaining = amount
        var current = target
        while remaining != 0 {
            let available = current.room(toward: remaining)
            guard let ancestor = current.chainedAncestor(in: routing.chain), abs(remaining) > available else {
                applyStretching(remaining, to: current, precise: false, at: time)
                return
            }
            if available > 0 {
                let part = remaining > 0 ? available : -available
                current.apply(.dragChanged(delta: Vector(part, along: current.axis)), at: time)
                remaining -= part
            }
            if !routing.dragParticipants.contains(where: { $0 === ancestor }) {
                ancestor.apply(.dragBegan, at: time)
                routing.dragParticipants.append(ancestor)
            }
            current = ancestor
        }
    }

    /// Ends the drag: the fling goes to the innermost participant that can still move in its
    /// direction (so a fling at a carousel's end carries the page), the others come to rest.
    private func endDrag(_ velocity: Vector, at time: Seconds) {
        routing.pressCaughtMotion = false
        guard let target = routing.dragTarget else {
            if !routing.chain.isEmpty { window.apply(.dragEnded(velocity: velocity), at: time) }
            return
        }
        let component = velocity.main(target.axis)
        var receiver = target
        var candidate: ScrollViewModel? = target
        while let current = candidate {
            if current.room(toward: component) > 0.5 || component == 0 { receiver = current; break }
            candidate = current.chainedAncestor(in: routing.chain)
            if candidate == nil { receiver = target }
        }
        var ended: [ScrollViewModel] = []
        // A two-axis view's other axis flings with the other component, on its own physics.
        let partner = routing.dragPartner
        for participant in routing.dragParticipants + [receiver] where !ended.contains(where: { $0 === participant }) {
            ended.append(participant)
            let v = participant === receiver ? component : participant === partner ? velocity.main(participant.axis) : 0
            participant.apply(.dragEnded(velocity: Vector(v, along: participant.axis)), at: time)
        }
        routing.dragTarget = nil
        routing.dragPartner = nil
        routing.dragParticipants.removeAll()
    }

    /// Wheel and touchpad deltas: each component to the innermost scroll view under the pointer
    /// on its axis (chaining at edges); a vertical delta over something that scrolls only
    /// horizontally scrolls it horizontally.
    private func routeWheel(_ delta: Vector, precise: Bool, at time: Seconds) {
        // Over a view beside the window's scroll view, a wheel scrolls nothing (unless a scroll
        // it started is still latched: moving the pointer off mid-gesture does not cut it).
        // Views that take no wheel (or touchpad) input are passed over (`scrollInputBehavior`).
        let input: ScrollInputs = precise ? .touchpad : .wheel
        let chain = gestureChain(at: pointer).filter { $0.accepts(input) }
        let latched = routing.wheelLatch.values.contains { time < $0.untilSeconds }
        if !latched, chain.isEmpty || time < routing.nothingLatchedUntilSeconds {
            routing.nothingLatchedUntilSeconds = time + GestureRouting.wheelLatchSeconds
            return
        }
        for axis in Axis.allCases {
            let amount = delta.main(axis)
            guard amount != 0 else { continue }
            var current: ScrollViewModel
            var targetAxis = axis
            if let latch = routing.wheelLatch[axis], time < latch.untilSeconds {
                current = latch.target
                targetAxis = latch.axis
            } else {
                var target = chain.last { $0.axis == axis }
                if target == nil, axis == .vertical, delta.dx == 0 {
                    target = chain.last
                    targetAxis = target?.axis ?? axis
                }
                guard let found = target else { continue }
                current = found
                // At the edge, chain to the nearest ancestor that can move (wheel scroll chaining).
                while current.room(toward: amount) < 0.5, let ancestor = current.chainedAncestor(in: chain) { current = ancestor }
            }
            routing.wheelLatch[axis] = (current, targetAxis, time + GestureRouting.wheelLatchSeconds)
            let vector = Vector(amount, along: targetAxis)
            if precise {
                if let previous = routing.preciseTarget, previous !== current {
                    previous.apply(.preciseScrollEnded(velocity: .zero), at: time)
                }
                routing.preciseTarget = current
                applyStretching(amount, to: current, precise: true, at: time)
            } else {
                current.apply(.animatedScroll(by: vector), at: time)
            }
        }
    }

    /// A velocity for `target`: unchanged when it scrolls on the axis the velocity is mostly
    /// along, moved onto its axis otherwise (a vertical touchpad fling on a horizontal carousel).
    private func mapped(_ velocity: Vector, to target: ScrollViewModel) -> Vector {
        if velocity.main(target.axis) != 0 { return velocity }
        return Vector(velocity.main(target.axis.cross), along: target.axis)
    }

    /// A nested view's fling that reaches its edge hands its remaining velocity to the chained
    /// ancestor and stops at the edge (instead of bouncing).
    /// Also moves Android stretch overscroll on (``advanceStretches(at:)``), after the chaining.
    func chainFlingsAtEdges(at time: Seconds) {
        defer { advanceStretches(at: time) }
        for model in frameViews where model !== window && model.overscroll == .auto {
            let p = model.position
            guard p.activity == .ballistic || p.activity == .spring else { continue }
            let v = p.velocity
            let pastEnd = v > 0 && p.offset >= p.metrics.maxOffset - 0.5
            let pastStart = v < 0 && p.offset <= p.metrics.minOffset + 0.5
            guard pastEnd || pastStart else { continue }
            guard let ancestor = model.chainedAncestor(in: model.chain), ancestor.room(toward: v) > 0.5 else { continue }
            model.position.jump(to: pastEnd ? p.metrics.maxOffset : p.metrics.minOffset, at: time)
            ancestor.apply(.dragEnded(velocity: Vector(v, along: model.axis)), at: time)
        }
    }
}

extension ScrollViewModel {
    /// Whether `input` scrolls this view (not disabled by `scrollInputBehavior(_:for:)`).
    func accepts(_ input: ScrollInputs) -> Bool { !content.scrollBehavior.disabledInputs.contains(input) }
}

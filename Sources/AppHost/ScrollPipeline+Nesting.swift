import ScrollHosting
import DisplayList
import LazyLayout
import Scenes
import ScrollCore
import ScrollInput
import ScrollPhysics

extension ScrollPipeline {
    // MARK: - Layout and painting of nested scroll views

    /// Lays out the scroll views inside `content`'s placed elements, recursively: each with its
    /// own offset from its own physics, its correction and range fed back to that physics.
    func layOutNested(in content: any ScrollContent, result: LayoutResult, viewport: Rect, visible: Rect,
                      parent: String?, frameIndex: Int, time: Seconds) {
        for view in content.nestedScrollViews(result, viewport: viewport) {
            guard let inner = content.nestedContent(view.id) else { continue }
            let state: NestedScrollState
            if let existing = nested[view.id] {
                state = existing
            } else {
                state = NestedScrollState(view: view, content: inner, preset: inner.scrollBehavior.preset(selected: selectedPreset))
                nested[view.id] = state
                if inner.scrollBehavior.startsAtEnd {
                    // `defaultScrollAnchor(.bottom)`: the first layout lands on the end; its
                    // correction moves the physics there.
                    inner.jump(toEdge: .end, constraints: inner.constraints(viewport: view.frame.size, scrollOffset: 0))
                }
            }
            state.frame = view.frame
            state.visibleFrame = view.frame.intersection(visible)
            state.parent = parent
            state.overscroll = view.overscroll
            state.lastFrameIndex = frameIndex
            var constraints = inner.constraints(viewport: view.frame.size, scrollOffset: state.position.offset)
            constraints.scrollVelocity = state.position.velocity
            inner.layout(constraints, into: &state.result)
            if state.result.correction != 0 { state.position.correct(by: state.result.correction) }
            state.position.updateMetrics(ScrollMetrics(minOffset: state.result.minOffset, maxOffset: state.result.maxOffset,
                                                       viewportExtent: view.frame.size.main(view.axis)), at: time)
            inner.scrollBehavior.apply(to: &state.position, snapOffsets: inner.snapOffsets(state.result),
                                       contentFits: state.result.maxOffset <= state.result.minOffset, selected: selectedPreset)
            frameViews.append(state)
            layOutNested(in: inner, result: state.result, viewport: view.frame, visible: state.visibleFrame,
                         parent: view.id, frameIndex: frameIndex, time: time)
        }
    }

    /// Paints nested scroll view `id` into `frame` (its content paints its own nested views).
    func paintNested(_ id: String, in frame: Rect, time: Seconds, into list: inout DisplayList) {
        guard let state = nested[id] else { return }
        let context = PaintContext(timeSeconds: time) { [unowned self] id, frame, list in
            self.paintNested(id, in: frame, time: time, into: &list)
        }
        _ = state.content.paint(state.result, viewport: frame, context: context, into: &list)
    }

    // MARK: - Routing

    /// The scroll views under `point`, outermost first: the scene's, then the nested ones laid
    /// out in the last frame whose visible part contains it.
    func hitChain(at point: Point) -> [ScrollTarget] {
        guard let deepest = frameViews.last(where: { $0.visibleFrame.contains(point) }) else { return [.outer] }
        return hitChain(through: deepest)
    }

    func axis(of target: ScrollTarget) -> Axis {
        switch target {
        case .outer: return scene.axis
        case .nested(let id): return nested[id]?.axis ?? scene.axis
        }
    }

    /// Gives the user's `intent` to `target`; a scroll view with `scrollDisabled(true)` takes none.
    func apply(_ intent: ScrollIntent, to target: ScrollTarget, at time: Seconds) {
        guard !isDisabled(target) else { return }
        let timed = TimedScrollIntent(timeSeconds: time, intent: intent)
        switch target {
        case .outer: position.apply(timed)
        case .nested(let id): nested[id]?.position.apply(timed)
        }
    }

    func isDisabled(_ target: ScrollTarget) -> Bool {
        switch target {
        case .outer: return scene.scrollBehavior.isDisabled
        case .nested(let id): return nested[id]?.content.scrollBehavior.isDisabled ?? false
        }
    }

    func scrollPosition(_ target: ScrollTarget) -> ScrollPosition? {
        switch target {
        case .outer: return position
        case .nested(let id): return nested[id]?.position
        }
    }

    /// How far `target` can still scroll in the direction of `delta` before its edge (0 at or
    /// past it).
    func room(_ target: ScrollTarget, toward delta: Double) -> Points {
        guard let p = scrollPosition(target) else { return 0 }
        return delta > 0 ? max(0, p.metrics.maxOffset - p.offset) : max(0, p.offset - p.metrics.minOffset)
    }

    /// The nearest ancestor of `target` in `chain` on the same axis that `target` may chain to.
    func chainedAncestor(of target: ScrollTarget, in chain: [ScrollTarget]) -> ScrollTarget? {
        if case .nested(let id) = target, nested[id]?.overscroll == .contain { return nil }
        guard let index = chain.firstIndex(of: target) else { return nil }
        let axis = axis(of: target)
        return chain[..<index].last { self.axis(of: $0) == axis }
    }

    /// Routes one intent; true when it is user scrolling (which interrupts a programmatic scroll).
    @discardableResult
    func route(_ timed: TimedScrollIntent) -> Bool {
        let time = timed.timeSeconds
        switch timed.intent {
        case .hold:
            routing.dragTarget = nil
            routing.dragParticipants.removeAll()
            for target in routing.chain { apply(.hold, to: target, at: time) }
            return true
        case .holdReleased:
            for target in routing.chain { apply(.holdReleased, to: target, at: time) }
            if let command = scene.tap(at: pointer) {
                if command != .handled { tapStartedScroll = true }
                perform(command, at: time)
            }
            return false
        case .dragBegan:
            return true                                   // the target is chosen by the first delta's axis
        case .dragChanged(let delta):
            let target = dragTarget(for: delta, at: time)
            distribute(delta.main(axis(of: target)), from: target, at: time)
            return true
        case .dragEnded(let velocity):
            endDrag(velocity, at: time)
            return true
        case .animatedScroll(let delta), .preciseScroll(let delta):
            routeWheel(delta, precise: { if case .preciseScroll = timed.intent { return true } else { return false } }(), at: time)
            return true
        case .preciseScrollEnded(let velocity):
            let target = routing.preciseTarget ?? .outer
            apply(.preciseScrollEnded(velocity: mapped(velocity, to: target)), to: target, at: time)
            routing.preciseTarget = nil
            return true
        case .scrollToStart, .scrollToEnd:
            // Home and End land exactly on the content's edges, even over estimated sizes.
            let edge: ScrollEdge = timed.intent == .scrollToEnd ? .end : .start
            if position.preset == .paging {
                apply(timed.intent, to: .outer, at: time)
            } else {
                scrollTo(edge: edge, animated: true, at: time)
            }
            return false
        case .page:
            apply(timed.intent, to: .outer, at: time)
            return true
        }
    }

    /// Locks the drag onto the innermost scroll view under the pointer whose axis matches the
    /// drag's dominant direction; the others release their hold.
    private func dragTarget(for delta: Vector, at time: Seconds) -> ScrollTarget {
        if let target = routing.dragTarget { return target }
        let dominant: Axis = abs(delta.dx) > abs(delta.dy) ? .horizontal : .vertical
        let target = routing.chain.last { axis(of: $0) == dominant } ?? .outer
        routing.dragTarget = target
        for other in routing.chain where other != target { apply(.holdReleased, to: other, at: time) }
        apply(.dragBegan, to: target, at: time)
        routing.dragParticipants = [target]
        return target
    }

    /// Gives `amount` (along the target's axis) to `target` up to its edge and the rest to the
    /// chained ancestors; the last one in line takes whatever is left (and rubber-bands).
    private func distribute(_ amount: Double, from target: ScrollTarget, at time: Seconds) {
        var remaining = amount
        var current = target
        while remaining != 0 {
            let available = room(current, toward: remaining)
            guard let ancestor = chainedAncestor(of: current, in: routing.chain), abs(remaining) > available else {
                apply(.dragChanged(delta: Vector(remaining, along: axis(of: current))), to: current, at: time)
                return
            }
            if available > 0 {
                let part = remaining > 0 ? available : -available
                apply(.dragChanged(delta: Vector(part, along: axis(of: current))), to: current, at: time)
                remaining -= part
            }
            if !routing.dragParticipants.contains(ancestor) {
                apply(.dragBegan, to: ancestor, at: time)
                routing.dragParticipants.append(ancestor)
            }
            current = ancestor
        }
    }

    /// Ends the drag: the fling goes to the innermost participant that can still move in its
    /// direction (so a fling at a carousel's end carries the page), the others come to rest.
    private func endDrag(_ velocity: Vector, at time: Seconds) {
        guard let target = routing.dragTarget else {
            apply(.dragEnded(velocity: velocity), to: .outer, at: time)
            return
        }
        let component = velocity.main(axis(of: target))
        var receiver = target
        var candidate: ScrollTarget? = target
        while let current = candidate {
            if room(current, toward: component) > 0.5 || component == 0 { receiver = current; break }
            candidate = chainedAncestor(of: current, in: routing.chain)
            if candidate == nil { receiver = target }
        }
        for participant in Set(routing.dragParticipants + [receiver]) {
            let v = participant == receiver ? component : 0
            apply(.dragEnded(velocity: Vector(v, along: axis(of: participant))), to: participant, at: time)
        }
        routing.dragTarget = nil
        routing.dragParticipants.removeAll()
    }

    /// Wheel and touchpad deltas: each component to the innermost scroll view under the pointer
    /// on its axis (chaining at edges); a vertical delta over something that scrolls only
    /// horizontally scrolls it horizontally.
    private func routeWheel(_ delta: Vector, precise: Bool, at time: Seconds) {
        let chain = hitChain(at: pointer)
        for axis in Axis.allCases {
            let amount = delta.main(axis)
            guard amount != 0 else { continue }
            var current: ScrollTarget
            var targetAxis = axis
            if let latch = routing.wheelLatch[axis], time < latch.untilSeconds {
                current = latch.target
                targetAxis = latch.axis
            } else {
                var target = chain.last { self.axis(of: $0) == axis }
                if target == nil, axis == .vertical, delta.dx == 0 {
                    target = chain.last
                    targetAxis = target.map { self.axis(of: $0) } ?? axis
                }
                guard let found = target else { continue }
                current = found
                // At the edge, chain to the nearest ancestor that can move (wheel scroll chaining).
                while room(current, toward: amount) < 0.5, let ancestor = chainedAncestor(of: current, in: chain) { current = ancestor }
            }
            routing.wheelLatch[axis] = (current, targetAxis, time + GestureRouting.wheelLatchSeconds)
            let vector = Vector(amount, along: targetAxis)
            if precise {
                if let previous = routing.preciseTarget, previous != current {
                    apply(.preciseScrollEnded(velocity: .zero), to: previous, at: time)
                }
                routing.preciseTarget = current
                apply(.preciseScroll(delta: vector), to: current, at: time)
            } else {
                apply(.animatedScroll(by: vector), to: current, at: time)
            }
        }
    }

    /// A velocity for `target`: unchanged when it scrolls on the axis the velocity is mostly
    /// along, moved onto its axis otherwise (a vertical touchpad fling on a horizontal carousel).
    private func mapped(_ velocity: Vector, to target: ScrollTarget) -> Vector {
        let axis = axis(of: target)
        if velocity.main(axis) != 0 { return velocity }
        return Vector(velocity.main(axis.cross), along: axis)
    }

    /// A nested view's fling that reaches its edge hands its remaining velocity to the chained
    /// ancestor and stops at the edge (instead of bouncing).
    func chainFlingsAtEdges(at time: Seconds) {
        for state in frameViews where state.overscroll == .auto {
            let p = state.position
            guard p.activity == .ballistic || p.activity == .spring else { continue }
            let v = p.velocity
            let pastEnd = v > 0 && p.offset >= p.metrics.maxOffset - 0.5
            let pastStart = v < 0 && p.offset <= p.metrics.minOffset + 0.5
            guard pastEnd || pastStart else { continue }
            let chain = hitChain(through: state)
            guard let ancestor = chainedAncestor(of: .nested(state.id), in: chain),
                  room(ancestor, toward: v) > 0.5 else { continue }
            state.position.jump(to: pastEnd ? p.metrics.maxOffset : p.metrics.minOffset, at: time)
            apply(.dragEnded(velocity: Vector(v, along: state.axis)), to: ancestor, at: time)
        }
    }

    /// The chain from the outer scroll view down to `state`.
    func hitChain(through state: NestedScrollState) -> [ScrollTarget] {
        var chain: [ScrollTarget] = []
        var current: NestedScrollState? = state
        while let s = current {
            // A disabled scroll view is not in the chain: its gestures go to the ones around it.
            if !s.content.scrollBehavior.isDisabled { chain.append(.nested(s.id)) }
            current = s.parent.flatMap { nested[$0] }
        }
        chain.append(.outer)
        return chain.reversed()
    }
}

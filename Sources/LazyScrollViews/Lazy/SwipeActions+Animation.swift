import Foundation
import ScrollCore

// How a swipe row moves when the finger is not moving it, as on iOS: a released row settles
// open or shut with a spring rather than jumping; a full swipe slides the row out of sight
// before its first action runs; a destructive action's row (`Button(role: .destructive)`) then
// collapses, its height going to zero, so that the rows below close up smoothly as the action
// deletes it. Time is the frame's (`ViewGraph.timeSeconds`, an argument of every update):
// each motion is a value of time from the moment it began, drawn at the paint's time and
// stepped by the graph's frame animations (`ViewGraph.startFrameAnimation`), which run the
// follow-up (an action, a collapse) at the update whose time reaches the motion's end.

/// A row's move to its resting offset: from where it was drawn when it began, over the
/// animation's duration, then `then` (the slide-out's next step).
struct SwipeSettle {
    var from: CGFloat
    var to: CGFloat
    var startSeconds: Double
    var animation: Animation
    var then: (@MainActor () -> Void)?

    /// The offset at `time`.
    func offset(at time: Double) -> CGFloat {
        let duration = max(animation.durationSeconds, 1e-9)
        let p = animation.progress((time - startSeconds) / duration)
        return from + (to - from) * CGFloat(p)
    }
    func isDone(at time: Double) -> Bool { time - startSeconds >= animation.durationSeconds }
}

extension SwipeActionMetrics {
    /// A released row settling open or shut: a critically damped spring over 0.35 s (what
    /// `.snappy` was here before it gained Apple's 0.5 s and bounce 0.15). UIKit does not
    /// document the curve of its swipe actions' settle; a spring of about this length is what
    /// iOS shows.
    static let settleAnimation = Animation.spring(duration: 0.35)
    /// A full swipe's row sliding the rest of the way out (ease-out, 0.25 s: ours; undocumented).
    static let slideOutAnimation = Animation.easeOut(duration: 0.25)
    /// A destructive action's row collapsing to no height before the action runs (ease in and
    /// out, 0.25 s: ours; `UITableView`'s row deletion animation lasts about as long).
    static let collapseAnimation = Animation.easeInOut(duration: 0.25)
}

extension SwipeActionsNode {
    /// Where the row is drawn at `time`: on its way to ``offset`` while it settles.
    func presentedOffset(at time: Double) -> CGFloat {
        guard let settle else { return offset }
        return settle.offset(at: time)
    }

    /// The sign a reveal from this edge has (trailing: the row moves left).
    private var direction: CGFloat { edge == .trailing ? -1 : 1 }

    /// The furthest the row moves: the whole row for a full swipe, else the buttons' width.
    private var maximumReveal: CGFloat { allowsFullSwipe ? swipeRect.width : openWidth }

    /// Moves the row to `target` at once (a drag's step): no settle.
    private func setOffset(_ value: CGFloat) {
        settle = nil
        graph.stopFrameAnimation(owner: self)
        offset = value
        placeButtons(revealed: abs(value))
    }

    /// Moves the row to `target` from where it is drawn at `time`, animated; `then` runs at the
    /// update whose time reaches the end.
    func animateOffset(to target: CGFloat, at time: Double, animation: Animation = SwipeActionMetrics.settleAnimation,
                       then: (@MainActor () -> Void)? = nil) {
        let from = presentedOffset(at: time)
        offset = target
        guard from != target || then != nil else { settle = nil; graph.stopFrameAnimation(owner: self); return }
        settle = SwipeSettle(from: from, to: target, startSeconds: time, animation: animation, then: then)
        graph.startFrameAnimation(owner: self) { [weak self] now in
            guard let self, !self.isDestroyed, let settle = self.settle else { return false }
            guard settle.isDone(at: now) else { return true }
            self.settle = nil
            self.placeButtons(revealed: abs(self.offset))
            settle.then?()
            return false
        }
    }

    /// A drag takes the row where it is drawn now (a settling row is caught mid-way).
    func beginDrag(at time: Double) {
        guard collapsed == 0 else { return }
        let current = presentedOffset(at: time)
        setOffset(current)
        dragStartOffset = current
    }

    /// The drag moved `translation` points horizontally since it began (negative: left).
    func drag(translation: CGFloat) {
        guard collapsed == 0 else { return }
        let revealed = max(0, min(maximumReveal, (dragStartOffset + translation) * direction))
        setOffset(revealed * direction)
    }

    /// The drag ended at `time`: a full swipe slides the row out and runs the first action;
    /// else the row settles open or shut by how much is shown.
    func endDrag(at time: Double) {
        guard collapsed == 0 else { return }
        let revealed = offset * direction
        let open = openWidth
        if allowsFullSwipe, revealed > open, revealed >= SwipeActionMetrics.fullSwipeFraction * swipeRect.width,
           let first = buttons.first {
            perform(first, at: time)
        } else if revealed >= open / 2, open > 0 {
            animateOffset(to: open * direction, at: time)
        } else {
            animateOffset(to: 0, at: time)
        }
    }

    /// The row settles shut.
    func close(at time: Double) { animateOffset(to: 0, at: time) }

    /// Runs `button`'s action as iOS does, from a tap on it or a full swipe: a destructive
    /// button's row slides the rest of the way out, collapses, and then the action runs (it
    /// deletes the row: the rows below have closed up already); another button's action runs
    /// and the row settles shut — after sliding out first when it was a full swipe.
    func perform(_ button: ViewNode, at time: Double? = nil) {
        // A row on its way out (sliding, collapsing) takes no second action.
        guard collapsed == 0, settle?.then == nil else { return }
        let time = time ?? graph.timeSeconds
        let action = Self.tapAction(in: button)
        let fullSwipe = abs(offset) > openWidth
        if isDestructive(button) {
            animateOffset(to: swipeRect.width * direction, at: time, animation: SwipeActionMetrics.slideOutAnimation) { [weak self] in
                self?.collapse(at: time + SwipeActionMetrics.slideOutAnimation.durationSeconds, then: action)
            }
        } else if fullSwipe {
            animateOffset(to: swipeRect.width * direction, at: time, animation: SwipeActionMetrics.slideOutAnimation) { [weak self] in
                action?()
                guard let self else { return }
                self.close(at: time + SwipeActionMetrics.slideOutAnimation.durationSeconds)
            }
        } else {
            action?()
            close(at: time)
        }
    }

    /// Whether `button` is a `Button(role: .destructive)`.
    private func isDestructive(_ button: ViewNode) -> Bool {
        var node: ViewNode? = button
        while let current = node, current !== self {
            if let carrier = (current as? ViewValueHolding)?.heldViewValue as? SwipeActionRoleCarrying {
                return carrier.swipeActionRole == .destructive
            }
            node = current.parent
        }
        return false
    }

    /// The frames of the horizontal scroll views inside the row (not inside those), in the
    /// row's drawing space: a drag that begins over one is that scroll view's (``SwipeTarget``).
    func innerHorizontalScrollViews() -> [Rect] {
        var rects: [Rect] = []
        content?.forEachScrollView { scroll in
            if scroll.axis == .horizontal || scroll.scrollsBothAxes { rects.append(scroll.frame.core) }
        }
        return rects
    }
}

extension SwipeActionsNode: CollapsingRow {
    /// A row the destructive action did not delete comes back shut.
    func didComeBack() { setOffset(0) }
}

extension ViewListSource {
    /// How much of a `List` row's height a collapsing row has taken (0 … 1) — a swipe row's
    /// destructive action, an edit-mode deletion (`ReorderRowNode`) — the node found down the chain of single children from the row's layout child (as
    /// `listEnvironment(of:row:)` finds the row's modifiers); nil when there is none.
    @MainActor static func rowCollapse(of child: any LayoutChild) -> CGFloat? {
        // Nothing collapses unless a frame animation runs: the usual row costs one check.
        guard var node = child as? ViewNode, !node.graph.frameAnimations.isEmpty else { return nil }
        for _ in 0..<16 {
            if let row = node as? ReorderRowNode, row.collapsed > 0 { return row.collapsed }
            if let swipe = node as? SwipeActionsNode {
                // A row with actions on both edges: two swipe nodes, one inside the other.
                if swipe.collapsed > 0 { return swipe.collapsed }
                guard let content = swipe.content else { return nil }
                node = content
                continue
            }
            let children = node.children
            guard children.count == 1 else { return nil }
            node = children[0]
        }
        return nil
    }
}

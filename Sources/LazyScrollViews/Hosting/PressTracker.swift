import Foundation
import ScrollCore
import ScrollHosting

/// Times the window's presses for the views that wait for one to be held (a ``ViewScene``'s):
/// a `LongPressGesture` or `onLongPressGesture` (Gestures+LongPress.swift), and a
/// `contextMenu` or `Menu`, which a touch and hold opens as on iOS ("people can touch and hold
/// … to reveal a context menu", the HIG's Context menus page:
/// https://developer.apple.com/design/human-interface-guidelines/context-menus). It also
/// reports a `simultaneousGesture(DragGesture())` inside a scroll view while the scroll view
/// scrolls from the same press.
///
/// It sees every press, move and release as the window delivers them (`observePress`), before
/// anyone decides who takes the press. Time is the frame clock's: the frame's time
/// (``advance(to:host:)``) or an input event's, never a clock read here.
///
/// - A hold succeeds at the first time that reaches the press's time plus its duration; then
///   the press is claimed (``takeClaim()``): the scroll views let it go, and its release is no
///   tap. A context menu's hold is ``contextMenuHoldSeconds`` (Apple publishes no figure;
///   `LongPressGesture`'s default).
/// - A hold fails when the pointer is more than its distance from the press, when a scroll
///   view takes the press's drag (``scrolled(at:)``), or at the release.
@MainActor
final class PressTracker {
    /// A touch and hold on a context menu's view opens it after this long, if the pointer stays
    /// within ``contextMenuHoldDistance`` (`LongPressGesture`'s defaults).
    static let contextMenuHoldSeconds: Double = 0.5
    static let contextMenuHoldDistance: Double = 10

    private enum Holder {
        case gesture(PressGestureNode)
        /// The context menu (or menu) of the view under the press.
        case contextMenu
    }
    private struct Hold {
        let holder: Holder
        let deadline: Double
        let distance: Double
    }

    private var holds: [Hold] = []
    private var isDown = false
    private var start = Point.zero
    private var pointer = Point.zero
    /// A hold succeeded: the press is the content's (asked once by the host).
    private var claim: Point?
    private var claimedThisPress = false
    /// Sequences in their drag after their long press succeeded.
    private var sequences: [PressGestureNode] = []
    /// Simultaneous drag gestures in a scroll view, reported from the press while it scrolls.
    private var passiveDrags: [DragGestureNode] = []
    private var passiveMinimum: Double = 0
    private var passiveBegan = false

    /// Whether a hold is being timed: the host keeps drawing frames until it succeeds or fails.
    var isTiming: Bool { !holds.isEmpty }

    /// Adds `hold`. ``holds`` is changed only as a local moved out and back: an append that
    /// grows it, or an assignment, lets the old storage go inside the write, and a release there
    /// may run any deinitializer in the optimizer's view — then every access to the list is
    /// checked at run time, the frame's look at it in ``advance(to:host:)`` included
    /// (Performance.md, *This round (rowcost2)*).
    private func add(_ hold: Hold) {
        var all: [Hold] = []
        swap(&all, &holds)
        all.append(hold)
        swap(&all, &holds)
    }

    /// The point where a hold that succeeded claimed the press, once.
    func takeClaim() -> Point? {
        defer { claim = nil }
        return claim
    }

    /// One press event, as it came.
    func handle(_ phase: PressPhase, at point: Point, time: Double, host: ViewHost, passiveDrags drags: (CGPoint) -> [DragGestureNode]) {
        switch phase {
        case .down:
            if isDown { release(at: pointer, time: time) }
            isDown = true
            start = point
            pointer = point
            claim = nil
            claimedThisPress = false
            let gestures = host.pressGestures(at: CGPoint(point))
            for gesture in gestures {
                guard let hold = gesture.hold else { continue }
                gesture.pressBegan()
                add(Hold(holder: .gesture(gesture), deadline: time + max(0, hold.duration), distance: Double(hold.distance)))
            }
            if holds.isEmpty, host.hasSecondaryTarget(at: CGPoint(point)) {
                add(Hold(holder: .contextMenu, deadline: time + Self.contextMenuHoldSeconds, distance: Self.contextMenuHoldDistance))
            }
            passiveDrags = drags(CGPoint(point))
            passiveMinimum = Double(passiveDrags.map(\.minimumDistance).min() ?? 0)
            passiveBegan = false
            if passiveMinimum <= 0 { beginPassive(time: time) }
        case .move:
            guard isDown else { return }
            fireDue(at: time, host: host)
            pointer = point
            let dx = point.x - start.x, dy = point.y - start.y
            let distance = (dx * dx + dy * dy).squareRoot()
            fail { distance > $0.distance }
            for sequence in sequences where !sequence.isDestroyed { sequence.sequenceMoved(to: point, time: time) }
            if !passiveDrags.isEmpty {
                if !passiveBegan, distance >= passiveMinimum { beginPassive(time: time) }
                if passiveBegan { for drag in passiveDrags where !drag.isDestroyed { drag.moveDrag(to: point, time: time) } }
            }
        case .up:
            guard isDown else { return }
            fireDue(at: time, host: host)
            release(at: point, time: time)
        }
    }

    /// The frame's time: holds whose duration has elapsed succeed.
    func advance(to time: Double, host: ViewHost) {
        guard !holds.isEmpty else { return }
        fireDue(at: time, host: host)
    }

    /// A scroll view took the press's drag: every hold fails.
    func scrolled(at time: Double) { fail { _ in true } }

    private func release(at point: Point, time: Double) {
        pointer = point
        isDown = false
        fail { _ in true }
        let ended = sequences
        sequences = []
        for sequence in ended where !sequence.isDestroyed { sequence.sequenceEnded(at: time) }
        if passiveBegan { for drag in passiveDrags where !drag.isDestroyed { drag.endDrag(at: time) } }
        passiveDrags = []
        passiveBegan = false
    }

    private func beginPassive(time: Double) {
        passiveBegan = true
        for drag in passiveDrags where !drag.isDestroyed { drag.beginDrag(at: start, time: time) }
    }

    /// The holds `failing` picks fail (their gestures are told, in order).
    private func fail(_ failing: (Hold) -> Bool) {
        guard !holds.isEmpty else { return }
        var kept: [Hold] = []
        for hold in holds {
            guard failing(hold) else { kept.append(hold); continue }
            if case .gesture(let node) = hold.holder, !node.isDestroyed { node.pressFailed() }
        }
        swap(&kept, &holds)
    }

    /// Every hold whose deadline is at or before `time` succeeds, earliest first, at its deadline.
    private func fireDue(at time: Double, host: ViewHost) {
        while let index = holds.indices.filter({ holds[$0].deadline <= time }).min(by: { holds[$0].deadline < holds[$1].deadline }) {
            var all: [Hold] = []
            swap(&all, &holds)
            let hold = all.remove(at: index)
            swap(&all, &holds)
            switch hold.holder {
            case .gesture(let node):
                guard !node.isDestroyed else { continue }
                if node.pressSucceeded(at: pointer, time: hold.deadline) { sequences.append(node) }
            case .contextMenu:
                _ = host.secondaryClick(at: CGPoint(start))
            }
            if !claimedThisPress {
                claimedThisPress = true
                claim = pointer
            }
        }
    }
}

import Foundation

// Dragging a sheet down, as on iOS: a press on the sheet where nothing else takes it (no tap
// area, no scroll view of its content) drags the sheet with the pointer. Released past
// `SheetDrag.dismissFraction` of its height, or flicked down faster than
// `SheetDrag.dismissVelocity`, it dismisses (writing its binding back, then `onDismiss` once it
// has slid out); otherwise it springs back. A sheet with `interactiveDismissDisabled` does not
// move. The drag's times are the input events' (frame time), so a replayed trace drags the same.

/// The state of a sheet being dragged or springing back from a drag.
struct SheetDrag {
    /// How far down the sheet is dragged now (points, ≥ 0).
    var offset: CGFloat = 0
    /// The last two positions with their times, for the release velocity.
    var samples: [(time: Double, offset: CGFloat)] = []
    /// A release that did not dismiss: the offset it springs back from, and when.
    var settle: (from: CGFloat, start: Double)?

    /// A release past this share of the sheet's height dismisses it (UIKit publishes no figure;
    /// half the height is where a slow drag on iOS 17 lets the sheet go).
    static let dismissFraction: CGFloat = 0.5
    /// A flick down faster than this dismisses it wherever it is released (points per second).
    static let dismissVelocity: CGFloat = 1000
    /// The spring back.
    static let settleAnimation = Animation.spring(duration: 0.5)

    /// The offset at `time`: the drag's, or the spring back's.
    mutating func currentOffset(at time: Double) -> CGFloat {
        guard let settle else { return offset }
        let t = (time - settle.start) / Self.settleAnimation.durationSeconds
        if t >= 1 { self.settle = nil; offset = 0; return 0 }
        return settle.from * CGFloat(1 - Self.settleAnimation.progress(max(t, 0)))
    }
}

extension PresentationNode {
    /// Whether a press at `point` (window points) drags this sheet: the top presentation, a
    /// sheet at rest the user may dismiss, and nothing of its content takes the press there.
    func isDraggable(at point: CGPoint, tapTargetThere: Bool) -> Bool {
        guard kind == .sheet, isPresenting, phase == nil, !options.interactiveDismissDisabled,
              presentedRect.contains(point), !tapTargetThere, let presented else { return false }
        var overScrollView = false
        presented.forEachScrollView { scroll in
            if scroll.isPlaced && scroll.frame.contains(point) { overScrollView = true }
        }
        return !overScrollView
    }

    func beginDrag(at time: Double) {
        sheetDrag = SheetDrag(offset: 0, samples: [(time, 0)], settle: nil)
    }

    /// The pointer moved `translation` points down from the press (up: the sheet stays).
    func moveDrag(translation: CGFloat, at time: Double) {
        sheetDrag.offset = max(0, translation)
        sheetDrag.samples.append((time, sheetDrag.offset))
        if sheetDrag.samples.count > 2 { sheetDrag.samples.removeFirst() }
    }

    /// The pointer came up: dismisses, or springs back.
    func endDrag(at time: Double) {
        var velocity: CGFloat = 0
        if sheetDrag.samples.count == 2 {
            let (a, b) = (sheetDrag.samples[0], sheetDrag.samples[1])
            if b.time > a.time { velocity = (b.offset - a.offset) / CGFloat(b.time - a.time) }
        }
        let height = presentedRect.height
        if sheetDrag.offset > height * SheetDrag.dismissFraction || velocity > SheetDrag.dismissVelocity {
            requestDismiss()
        } else if sheetDrag.offset > 0 {
            sheetDrag.settle = (sheetDrag.offset, time)
        }
        sheetDrag.samples = []
    }
}

extension ViewHost {
    /// The sheet a press at `point` (window points) drags, if any (see `PresentationNode.isDraggable`).
    func draggableSheet(at point: CGPoint) -> PresentationNode? {
        guard let top = graph.topPresentation, top.isDraggable(at: point, tapTargetThere: hasTapTarget(at: point)) else { return nil }
        return top
    }
}

import DisplayList
import Foundation
import ScrollCore

// Clips to any shape and masks by a view: `clipShape(_:style:)` and `mask(alignment:_:)`.
//
// The display list clips to rectangles (`pushClip`, free) and masks through an offscreen layer
// (`pushMask`, the layer's pixels read back and multiplied: DrawCommand.pushMask says what it
// costs). So a rectangle clip stays a `pushClip`; a rounded rectangle, circle or capsule clip
// stays one too when it is exact — everything drawn inside lies inside the shape or takes its
// shape (``RenderContext/drawsInside(_:rect:radius:rounded:texts:)``) — and is masked otherwise;
// any other shape (an `Ellipse`, a custom `Shape`, an inset one) and every view mask use a layer.

extension RenderContext {
    /// Whether every drawing of `commands` (what a rounded clip's content drew, at the clip's
    /// transform) lies inside the rounded rectangle `rect` with corners of `radius`, or is one of
    /// the `rounded` drawings ``roundingToClip(_:)`` gave the clip's own shape. A box is inside
    /// when its four corners are (the shape is convex). Text is inside when the frame of the text
    /// that drew it (`texts`, by line origin) is; anything whose extent is unknown here — a
    /// transform, a blur, a mask, text drawn by a control — is not.
    static func drawsInside(_ commands: ArraySlice<DrawCommand>, rect: CGRect, radius: CGFloat, rounded: Int,
                            texts: [(origin: Point, frame: CGRect)]) -> Bool {
        let shape = RoundedBox(rect.core, radius: Double(min(radius, min(rect.width, rect.height) / 2)))
        var outside = 0
        for command in commands {
            switch command {
            case let .replay(_, transform):
                // A recorded row drawn at the clip's origin is looked at as its commands; moved, it
                // is transformed (as its copy's `pushTransform` would be).
                guard transform.isIdentity else { return false }
                return drawsInside(DisplayList(Array(commands)).commands[...], rect: rect, radius: radius, rounded: rounded, texts: texts)
            case let .fillRect(r, _), let .fillRoundedRect(r, _, _), let .strokeRect(r, _, _),
                 let .strokeRoundedRect(r, _, _, _), let .image(_, r, _), let .backdrop(r, _, _, _):
                if !shape.contains(r) { outside += 1 }
            case let .line(a, b, _, w):
                let half = (w.isFinite ? max(0, w) : 0) / 2 + 1
                let box = Rect(x: min(a.x, b.x) - half, y: min(a.y, b.y) - half,
                               width: abs(a.x - b.x) + 2 * half, height: abs(a.y - b.y) + 2 * half)
                if !shape.contains(box) { outside += 1 }
            case let .path(drawing):
                guard let b = drawing.path.controlBounds else { continue }
                var grow = 0.0
                if case .stroke(let spec) = drawing.style {
                    let half = (spec.lineWidth.isFinite ? max(0, spec.lineWidth) : 0) / 2
                    grow = half * max(spec.join == .miter ? max(1, min(spec.miterLimit, 1e3)) : 1, spec.cap == .square ? 1.5 : 1)
                }
                let box = Rect(x: drawing.origin.x + b.minX - grow, y: drawing.origin.y + b.minY - grow,
                               width: b.width + 2 * grow, height: b.height + 2 * grow)
                if !shape.contains(box) { outside += 1 }
            case let .text(_, origin, _, _):
                guard let text = texts.last(where: { $0.origin == origin }), shape.contains(text.frame.core) else { return false }
            case .pushClip, .popClip, .pushOpacity, .popOpacity:
                continue
            case .pushTransform, .popTransform, .pushBlur, .popBlur, .pushMask, .popMask:
                return false
            }
            if outside > rounded { return false }
        }
        return outside <= rounded
    }

    /// Draws `body` masked by `path` (relative to `origin`; even-odd when `evenOdd`): a layer of
    /// the path's bounds (``DrawCommand/pushMask(_:bounds:)``). An empty path shows nothing.
    mutating func masked(by path: Path, origin: CGPoint, evenOdd: Bool, _ body: (inout RenderContext) -> Void) {
        let box = path.storage.controlBounds.map { Rect(x: $0.minX + Double(origin.x), y: $0.minY + Double(origin.y),
                                                        width: $0.width, height: $0.height) }
            ?? Rect(x: Double(origin.x), y: Double(origin.y), width: 0, height: 0)
        // Nothing inside rounds to an enclosing rounded clip's shape: the mask decides the edge.
        let saved = roundedClip
        roundedClip = nil
        list.append(.pushMask(.path(path.storage, origin: origin.core, evenOdd: evenOdd), bounds: box))
        body(&self)
        list.append(.popMask)
        roundedClip = saved
    }
}

/// A rounded rectangle for containment tests.
struct RoundedBox {
    let rect: Rect
    let radius: Double

    init(_ rect: Rect, radius: Double) { self.rect = rect; self.radius = max(0, radius) }

    /// Whether `p` lies inside (a thousandth of a point of slack).
    func contains(_ p: Point) -> Bool {
        let slack = 0.001
        guard p.x >= rect.minX - slack, p.x <= rect.maxX + slack, p.y >= rect.minY - slack, p.y <= rect.maxY + slack else {
            return false
        }
        let cx = min(max(p.x, rect.minX + radius), rect.maxX - radius)
        let cy = min(max(p.y, rect.minY + radius), rect.maxY - radius)
        let dx = p.x - cx, dy = p.y - cy
        return dx * dx + dy * dy <= (radius + slack) * (radius + slack)
    }

    /// Whether `box` lies inside: its four corners do (the shape is convex). An empty or
    /// non-finite box is not.
    func contains(_ box: Rect) -> Bool {
        guard box.isFinite, box.width >= 0, box.height >= 0 else { return false }
        return contains(Point(x: box.minX, y: box.minY)) && contains(Point(x: box.maxX, y: box.minY))
            && contains(Point(x: box.minX, y: box.maxY)) && contains(Point(x: box.maxX, y: box.maxY))
    }
}

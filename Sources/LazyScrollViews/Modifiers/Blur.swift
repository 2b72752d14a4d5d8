import DisplayList
import ScrollCore

extension RenderContext {
    /// Runs `body` blurred: its commands between a `pushBlur` and a `popBlur`, which the renderer
    /// draws into a layer over `bounds` (the blurred view's frame, in the current drawing space)
    /// widened by the blur's reach, blurs with a Gaussian of standard deviation `radius` points
    /// and composites (`DrawCommand.pushBlur(radius:bounds:)`). What the content draws farther
    /// outside its frame than the blur reaches is cut. A radius of 0 (or below, or not finite)
    /// adds no commands. Taps and geometry are unaffected: a blur only changes pixels.
    /// `opaque`: drawn opaque and only inside `bounds` (``DrawCommand/pushBlur(radius:bounds:opaque:)``).
    mutating func blurred(radius: Double, bounds: Rect, opaque: Bool = false, _ body: (inout RenderContext) -> Void) {
        guard radius.isFinite, radius > 0 else { body(&self); return }
        list.append(.pushBlur(radius: radius, bounds: bounds, opaque: opaque))
        body(&self)
        list.append(.popBlur)
    }
}

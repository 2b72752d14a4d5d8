import Foundation

// `frame`'s lengths checked at the call, as SwiftUI checks them. SwiftUI logs "Invalid frame
// dimension (negative or non-finite)." at run time for `.frame(width: .nan)`,
// `.frame(height: -5)` or `.frame(width: .infinity)` (a well-known console message, typically
// from a `GeometryReader` size minus padding going negative — e.g.
// https://openillumi.com/?p=71794, whose fix is `max(0, …)`) and lays the view out anyway.
// Apple does not document what size such a frame takes; here the bad length is dropped (the
// dimension is the content's own, as for `nil`), which keeps every size finite and the layout
// going, and the graph warns once per view, modifier argument and value
// (`ViewGraph/warn(_:)`: stderr and `ViewScene.runtimeWarnings`).

/// `frame`'s argument checks (internal; reached from the inlinable modifiers).
@usableFromInline
enum FrameDimensionCheck {
    /// `value` if it is a length a fixed frame can take (finite, ≥ 0), else nil after one
    /// warning naming the argument (`label`, e.g. "width") and the view whose body made it.
    @inlinable @MainActor
    static func fixed(_ value: CGFloat?, _ label: StaticString) -> CGFloat? {
        guard let value, !(value.isFinite && value >= 0) else { return value }
        return invalid(value, label)
    }

    /// `value` if it is a bound a flexible frame can take: ≥ 0 and not NaN; +∞ only for a
    /// maximum (`maxWidth: .infinity` is the documented "take all the space offered"), a
    /// minimum or ideal length must be finite.
    @inlinable @MainActor
    static func flexible(_ value: CGFloat?, _ label: StaticString, isMaximum: Bool) -> CGFloat? {
        guard let value else { return nil }
        if value >= 0 && (value.isFinite || (isMaximum && value == .infinity)) { return value }
        return invalid(value, label)
    }

    @usableFromInline @inline(never) @MainActor
    static func invalid(_ value: CGFloat, _ label: StaticString) -> CGFloat? {
        let graph = ViewGraph.current
        let view = graph?.evaluating.map { $0.debugName ?? "\(type(of: $0))" }
        let place = view.map { " in the body of \($0)" } ?? ""
        let message = "Invalid frame dimension (negative or non-finite). (frame(\(label): \(value))\(place); the \(label) is left to the content)"
        if let graph {
            graph.warn(message)
        } else if unattributed.insert(message).inserted {
            // Built outside any body (a root view's modifier, made before its host): no graph
            // to log in yet, so straight to stderr, still once.
            ViewGraph.writeToStandardError(message)
        }
        return nil
    }

    /// Warnings printed with no graph to log them in (each once per process).
    @MainActor static var unattributed: Set<String> = []
}

import DisplayList
import LazyLayout
import ScrollCore
import ScrollEffects

/// The paint-only effect for one element, or nil for none: usually a ``ScrollTransition``'s
/// `effect(for:in:scrollAxis:)`.
///
/// - Parameters:
///   - element: the placed element; its `frame` is in viewport coordinates.
///   - viewport: the visible region in the same coordinates: at the origin, with the viewport's
///     size — so `ScrollTransitionProgress` compares like with like.
public typealias ElementEffect = (_ element: PlacedElement, _ viewport: Rect) -> VisualEffect?

extension StackPainter {
    /// Appends the stack's commands to `list` like ``paint(_:in:background:into:element:)``,
    /// wrapping each element whose `effect` is not identity in the effect's commands:
    ///
    ///     pushTransform <effect.transform(in: frame)>   (only if not identity)
    ///       pushOpacity <effect.opacity>                (only if below 1)
    ///         pushBlur <effect.blurRadius> over frame   (only if above 0)
    ///           …the element's commands, colours adjusted by effect.brightness (if not 0)…
    ///         popBlur
    ///       popOpacity
    ///     popTransform
    ///
    /// `frame` is the element's frame in window coordinates, so rotations and scales turn about
    /// the element's own centre. An identity or nil effect adds no commands: the output is then
    /// exactly what the effect-free overload produces. Layout is read, never written
    /// (architecture rule 8).
    ///
    /// ```swift
    /// let cards = ScrollTransition { e, phase in e.rotationEffect(.degrees(phase.value * 20)) }
    /// painter.paint(result, in: viewport, background: .white, into: &list,
    ///               effect: { cards.effect(for: $0, in: $1, scrollAxis: result.constraints.axis) },
    ///               element: drawCard)
    /// ```
    public func paint(_ result: LayoutResult, in viewport: Rect, background: Color?,
                      into list: inout DisplayList, effect: ElementEffect,
                      element painter: ElementPainter) -> PaintStats {
        var stats = PaintStats()
        let before = list.count
        let visibleRegion = Rect(origin: .zero, size: viewport.size)
        clipping(viewport, &list) { list in
            if let background { list.fill(viewport, background) }
            for element in result.placed where element.isVisible || !clipsToViewport {
                let frame = element.frame.offsetBy(dx: viewport.minX, dy: viewport.minY)
                if let visual = effect(element, visibleRegion), !visual.isIdentity {
                    Self.paint(element, frame: frame, with: visual, into: &list, painter: painter)
                } else {
                    painter(element, frame, &list)
                }
                stats.elementsPainted += 1
            }
        }
        stats.commands = list.count - before
        return stats
    }

    /// Paints one element through `visual`; see ``paint(_:in:background:into:effect:element:)``.
    static func paint(_ element: PlacedElement, frame: Rect, with visual: VisualEffect,
                      into list: inout DisplayList, painter: ElementPainter) {
        list.transformed(by: visual.transform(in: frame)) { list in
            list.withOpacity(visual.opacity) { list in
                list.blurred(radius: visual.blurRadius, bounds: frame, opaque: visual.blurIsOpaque) { list in
                    let start = list.storedCount
                    painter(element, frame, &list)
                    if visual.adjustsColors {
                        list.mapColors(inCommands: start..<list.storedCount) { visual.adjustingColor($0) }
                    }
                }
            }
        }
    }
}

extension DrawCommand {
    /// The command with every colour it draws in passed through `transform`; push/pop commands
    /// and images (which have no colour to map) are returned unchanged.
    public func mappingColors(_ transform: (Color) -> Color) -> DrawCommand {
        switch self {
        case let .fillRect(r, c): return .fillRect(r, transform(c))
        case let .fillRoundedRect(r, radius, c): return .fillRoundedRect(r, radius: radius, transform(c))
        case let .strokeRect(r, c, w): return .strokeRect(r, transform(c), lineWidth: w)
        case let .strokeRoundedRect(r, radius, c, w): return .strokeRoundedRect(r, radius: radius, transform(c), lineWidth: w)
        case let .line(a, b, c, w): return .line(from: a, to: b, transform(c), lineWidth: w)
        case let .text(s, o, f, c): return .text(s, origin: o, f, transform(c))
        case let .backdrop(r, radius, blur, tint): return .backdrop(r, cornerRadius: radius, blurRadius: blur, tint: transform(tint))
        case let .path(drawing):
            var mapped = drawing
            mapped.paint = drawing.paint.mappingColors(transform)
            return .path(mapped)
        case let .replay(list, t):
            // The recording mapped as a new list (copy on write): the row's own stays as drawn.
            var mapped = list
            mapped.mapStoredCommands(in: 0..<list.storedCount) { $0.mappingColors(transform) }
            return .replay(mapped, transform: t)
        case .image, .pushClip, .popClip, .pushTransform, .popTransform, .pushOpacity, .popOpacity, .pushBlur, .popBlur,
             .pushMask, .popMask: return self
        }
    }
}

extension DisplayList {
    /// Passes the colours of the commands in `range` through `transform` (fills, strokes, lines
    /// and text; alpha is the transform's business).
    ///
    /// - Complexity: O(`range.count`): the command storage is taken out of the list, edited in
    ///   place and put back, so the rest of the frame's commands are not copied.
    /// `range` holds indices of ``DisplayList/storedCommands`` (a replayed recording is mapped
    /// as a new list; the recording itself is left as it was drawn).
    public mutating func mapColors(inCommands range: Range<Int>, _ transform: (Color) -> Color) {
        mapStoredCommands(in: range) { $0.mappingColors(transform) }
    }

    /// SwiftUI's `brightness(_:)` for the commands in `range`: `amount` is added to each colour
    /// channel (``Color/brightness(_:)``, clamped to 0…1). The renderer has no brightness
    /// command, so the effect is baked into the colours when painting.
    public mutating func adjustBrightness(by amount: Double, inCommands range: Range<Int>) {
        guard amount != 0 else { return }
        mapColors(inCommands: range) { $0.brightness(amount) }
    }
}

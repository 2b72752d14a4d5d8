import DisplayList
import LazyLayout
import ScrollCore

/// Draws one element's content into its frame. Scenes supply it; the frame is in the
/// coordinates the painter is called in (viewport coordinates shifted to the viewport's origin).
public typealias ElementPainter = (_ element: PlacedElement, _ frame: Rect, _ list: inout DisplayList) -> Void

/// What painting one stack produced.
public struct PaintStats: Sendable, Hashable, Codable {
    /// Elements whose painter ran (only visible ones are painted).
    public var elementsPainted = 0
    /// Commands appended to the display list.
    public var commands = 0
    public init() {}
}

/// Stage 4: turns a ``LayoutResult`` into draw commands. It clips to the viewport, paints the
/// visible scrolling elements in index order and then the pinned ones above them, and never
/// changes layout.
public struct StackPainter {
    /// Whether the content is clipped to the viewport (SwiftUI's `scrollClipDisabled(_:)`
    /// turns it off): when not, every placed element is drawn, not only the visible ones.
    public var clipsToViewport: Bool
    public init(clipsToViewport: Bool = true) { self.clipsToViewport = clipsToViewport }

    /// `body` inside a clip to `viewport`, or unclipped when ``clipsToViewport`` is off.
    func clipping(_ viewport: Rect, _ list: inout DisplayList, _ body: (inout DisplayList) -> Void) {
        if clipsToViewport { list.clipped(to: viewport, body) } else { body(&list) }
    }

    /// Appends the stack's commands to `list`.
    ///
    /// - Parameters:
    ///   - viewport: where the scroll view sits in the window, in points.
    ///   - background: filled behind the content (SwiftUI's window background), or nil.
    public func paint(_ result: LayoutResult, in viewport: Rect, background: Color?,
                      into list: inout DisplayList, element painter: ElementPainter) -> PaintStats {
        var stats = PaintStats()
        let before = list.count
        clipping(viewport, &list) { list in
            if let background { list.fill(viewport, background) }
            for element in result.placed where element.isVisible || !clipsToViewport {
                let frame = element.frame.offsetBy(dx: viewport.minX, dy: viewport.minY)
                painter(element, frame, &list)
                stats.elementsPainted += 1
            }
        }
        stats.commands = list.count - before
        return stats
    }
}

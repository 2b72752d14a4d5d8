import DisplayList
import LazyLayout
import Painting
import ScrollCore
import ScrollHosting

/// A window's root view as the host drives it: a ``DemoScene`` whose content is a view tree.
/// The host (window or headless runner) lays it out at the window's size every frame, paints
/// it into the display list, sends it taps, and calls ``advance(to:)`` before layout.
///
/// Not main-actor isolated itself (the host's pipeline is not), but every method must be
/// called on the main thread: it runs view code, which is main-actor isolated.
public final class ViewScene<Root: View>: DemoScene {
    public let name: String
    public let caption: String
    public var axis: CoreAxis { .vertical }
    public var elementCount: Int { 1 }

    /// - Parameters:
    ///   - name: the scene's name (`--scene`, captions, screenshot file names).
    ///   - rootView: the window's content.
    ///   - measurer: measures text as the renderer will draw it.
    public init(name: String, caption: String = "", rootView: Root, measurer: any TextMeasurer) {
        self.name = name
        self.caption = caption
    }

    public func constraints(viewport: Size, scrollOffset: Points) -> LayoutConstraints {
        LayoutConstraints(axis: .vertical, viewportSize: viewport, scrollOffset: scrollOffset)
    }
    public func layout(_ constraints: LayoutConstraints, into result: inout LayoutResult) {}
    public func paint(_ result: LayoutResult, viewport: Rect, context: PaintContext, into list: inout DisplayList) -> PaintStats {
        PaintStats()
    }
    public func jump(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) {}
    public func estimatedOffset(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) -> Points { 0 }
    public func jump(toEdge edge: ScrollEdge, constraints: LayoutConstraints) {}
    public func estimatedOffset(toEdge edge: ScrollEdge, constraints: LayoutConstraints) -> Points { 0 }
    public func visibleIDs(_ result: LayoutResult) -> [String] { [] }
    public func sectionName(_ section: Int) -> String { "" }
}

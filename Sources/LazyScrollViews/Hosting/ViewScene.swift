import DisplayList
import Foundation
import LazyLayout
import Painting
import ScrollCore
import ScrollHosting

/// A window's root view as the host drives it: a `DemoScene` whose content is a view tree
/// (a ``ViewHost``). Each frame the host calls ``advance(to:)`` (state changes are applied and
/// the tree laid out), ``layout(_:into:)`` (the window is one element: the root does not
/// scroll; scroll views inside scroll on their own) and ``paint(_:viewport:context:into:)``;
/// clicks arrive through ``tap(at:)``.
///
/// Not main-actor isolated itself (the host's pipeline is not), but it must be used on the main
/// thread: it runs view code, which is main-actor isolated.
public final class ViewScene<Root: View>: DemoScene, @unchecked Sendable {
    public let name: String
    public let caption: String
    public var axis: CoreAxis { .vertical }
    public var elementCount: Int { 1 }
    /// The view tree and its layout; main-actor isolated.
    public let host: ViewHost
    private var timeSeconds: Double = 0
    private var viewport: Size

    /// - Parameters:
    ///   - name: the scene's name (`--scene`, captions, screenshot file names).
    ///   - caption: a line shown under the scene (window title, scene switch messages).
    ///   - rootView: the window's content.
    ///   - measurer: measures text as the renderer will draw it.
    ///   - size: the window's size in points until the first frame says otherwise.
    public init(name: String, caption: String = "", rootView: Root, measurer: any TextMeasurer,
                size: Size = Size(width: 1280, height: 800)) {
        self.name = name
        self.caption = caption
        viewport = size
        nonisolated(unsafe) let rootView = rootView
        nonisolated(unsafe) let measurer = measurer
        host = MainActor.assumeIsolated {
            ViewHost(rootView: rootView, size: CGSize(size), measurer: measurer)
        }
    }

    public func advance(to timeSeconds: Double) {
        self.timeSeconds = timeSeconds
        MainActor.assumeIsolated { host.update(size: CGSize(viewport), at: timeSeconds) }
    }

    public func constraints(viewport: Size, scrollOffset: Points) -> LayoutConstraints {
        LayoutConstraints(axis: .vertical, viewportSize: viewport, scrollOffset: 0)
    }

    public func layout(_ constraints: LayoutConstraints, into result: inout LayoutResult) {
        let size = constraints.viewportSize
        if size != viewport {
            viewport = size
            MainActor.assumeIsolated { host.update(size: CGSize(size), at: timeSeconds) }
        }
        result = LayoutResult(constraints: constraints)
        result.placed = [PlacedElement(index: 0, path: .item(0, in: 0), frame: Rect(origin: .zero, size: size))]
        result.contentExtent = size.height
        result.reachesStart = true
        result.reachesEnd = true
        result.stats.elementCount = 1
        result.stats.realized = 1
        result.stats.visible = 1
    }

    public func paint(_ result: LayoutResult, viewport: Rect, context: PaintContext, into list: inout DisplayList) -> PaintStats {
        let time = context.timeSeconds
        let drawn = MainActor.assumeIsolated { host.render(at: time) }
        list.fill(viewport, .systemBackground)
        list.append(contentsOf: drawn)
        var stats = PaintStats()
        stats.elementsPainted = 1
        stats.commands = drawn.count + 1
        return stats
    }

    public func tap(at point: Point) -> SceneCommand? {
        let handled = MainActor.assumeIsolated { () -> Bool in
            let handled = host.tap(at: CGPoint(point))
            if handled { host.update(size: CGSize(viewport), at: timeSeconds) }
            return handled
        }
        return handled ? .handled : nil
    }

    public func jump(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) {}
    public func estimatedOffset(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) -> Points { 0 }
    public func jump(toEdge edge: ScrollEdge, constraints: LayoutConstraints) {}
    public func estimatedOffset(toEdge edge: ScrollEdge, constraints: LayoutConstraints) -> Points { 0 }
    public func visibleIDs(_ result: LayoutResult) -> [String] { [name] }
    public func sectionName(_ section: Int) -> String { name }

    /// The views' frames and type names for the bounds overlay (`B`).
    public func debugViewBounds() -> [(frame: Rect, name: String, depth: Int)] {
        MainActor.assumeIsolated {
            if !host.collectsDebugBounds { host.collectsDebugBounds = true; host.render(at: timeSeconds) }
            return host.debugBounds
        }
    }

    /// Lets main-actor work the views queued (tasks) run; the host calls it between frames.
    @MainActor public func drainMainActor() async { await host.graph.drainMainActor() }
}

import DisplayList
import LazyLayout
import Painting
import ScrollCore
import ScrollEffects

/// A ready-made ``ScrollContent``: a lazy stack over any data source, configured with values and
/// closures — SwiftUI's `ScrollView { LazyVStack(…) { ForEach … } }` in one object. Scenes build
/// their scrollers from these; nested carousels are these too.
///
/// ```swift
/// let photos = LazyStackContent(source: data, axis: .horizontal, spacing: 12) { element, frame, list, _ in
///     list.fillRounded(frame, radius: 12, .blue)
/// }
/// photos.transition = ScrollTransition { effect, phase in effect.rotationEffect(.degrees(phase.value * 20)) }
/// ```
@MainActor
public final class LazyStackContent<Source: LazyStackDataSource>: ScrollContent {
    /// Paints one element into `frame` (window points); `context` paints nested scroll views.
    public typealias Painter = (_ element: PlacedElement, _ frame: Rect, _ list: inout DisplayList, _ context: PaintContext) -> Void

    public var source: Source { storedSource }
    public let axis: Axis
    public var spacing: Points {
        get { storedSpacing }
        set { storedSpacing = newValue }
    }
    public var pinnedViews: PinnedViews {
        get { storedPinnedViews }
        set { storedPinnedViews = newValue }
    }
    public var contentInsets: EdgeInsets {
        get { storedContentInsets }
        set { storedContentInsets = newValue }
    }
    /// The part of `contentInsets` outside the visible region (safe area, content margins):
    /// `LayoutConstraints.visibleRegionInsets`, where programmatic scrolls align.
    public var visibleRegionInsets: EdgeInsets {
        get { storedVisibleRegionInsets }
        set { storedVisibleRegionInsets = newValue }
    }
    public var alignment: CrossAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    public var cacheExtent: Points {
        get { storedCacheExtent }
        set { storedCacheExtent = newValue }
    }
    /// How far beyond the prefetch window an element that exists stays alive
    /// (``LayoutConstraints/keepAliveExtent``); nil: one viewport, the engine's default.
    public var keepAliveExtent: Points? {
        get { storedKeepAliveExtent }
        set { storedKeepAliveExtent = newValue }
    }
    /// At most this many elements made ahead of need (beyond the viewport) per layout pass; the
    /// rest wait for later passes (``LayoutStats/prefetchDeferred``). Elements in the viewport are
    /// always made. Compose and RecyclerView prefetch in the idle time left in a frame
    /// (`PrefetchScheduler`, `GapWorker`); a count per pass is that budget made deterministic, so
    /// a replay realizes the same rows on every machine. Default: no limit.
    public var prefetchLimitPerPass: Int {
        get { storedPrefetchLimitPerPass }
        set { storedPrefetchLimitPerPass = newValue }
    }
    public var background: Color {
        get { storedBackground }
        set { var value = newValue; swap(&value, &storedBackground) }
    }
    /// Whether to paint `background` behind the content (nested views over a card may not).
    public var paintsBackground: Bool {
        get { storedPaintsBackground }
        set { storedPaintsBackground = newValue }
    }
    /// Whether the content is clipped to the viewport (`scrollClipDisabled` turns it off).
    public var clipsContent: Bool {
        get { storedClipsContent }
        set { storedClipsContent = newValue }
    }
    public var painter: Painter {
        get { storedPainter }
        set { var value = newValue; swap(&value, &storedPainter) }
    }
    /// A scroll transition applied to every element (paint-only), or nil.
    public var transition: ScrollTransition? {
        get { storedTransition }
        set { var value = newValue; swap(&value, &storedTransition) }
    }
    /// For `.animated` transitions: per-element animation state, advanced with the paint time,
    /// keyed by the element's data-source id — not its global index, which names another element
    /// after an insert above (the animation would jump to it).
    public private(set) var transitionAnimator = ScrollTransitionAnimator<AnyHashable>()
    /// The nested scroll view an element hosts, given its frame in window points, or nil.
    public var nestedScrollView: ((_ element: PlacedElement, _ frame: Rect) -> NestedScrollView?)?
    /// The content of a nested scroll view by id.
    public var nestedContentProvider: ((_ id: ScrollViewID) -> (any ScrollContent)?)?
    private var stack: LazyStackLayout<Source>

    /// The values above, stored here: internal storage behind public properties, so that the
    /// optimizer sees every access to it and checks none at run time. A public stored property
    /// may be accessed by any module, so each read of one was a run-time exclusivity check
    /// (~63 instructions: ``constraints(viewport:scrollOffset:)`` read six a frame, a frame of
    /// the views list about a dozen). Values holding references are set by a move (`swap`), so
    /// that no release happens inside an access (which would make every access checked again).
    /// Properties of the class itself, not a struct of them: a struct nested in this generic
    /// class is generic, and unspecialized code looks its metadata up (~300 instructions) to
    /// find a field. Performance.md, *This round (rowcost2)*.
    private var storedSource: Source
    private var storedSpacing: Points
    private var storedPinnedViews: PinnedViews
    private var storedContentInsets: EdgeInsets
    private var storedVisibleRegionInsets: EdgeInsets = .zero
    private var storedAlignment: CrossAlignment
    private var storedCacheExtent: Points
    private var storedKeepAliveExtent: Points?
    private var storedPrefetchLimitPerPass = Int.max
    private var storedBackground: Color
    private var storedPaintsBackground = true
    private var storedClipsContent = true
    private var storedPainter: Painter
    private var storedTransition: ScrollTransition?
    private var storedIdlePrefetchLimit = 8

    public init(source: Source, axis: Axis = .vertical, spacing: Points = 0, pinnedViews: PinnedViews = [],
                contentInsets: EdgeInsets = .zero, alignment: CrossAlignment = .center, cacheExtent: Points = 250,
                background: Color = .systemBackground, painter: @escaping Painter) {
        self.axis = axis
        storedSource = source
        storedSpacing = spacing
        storedPinnedViews = pinnedViews
        storedContentInsets = contentInsets
        storedAlignment = alignment
        storedCacheExtent = cacheExtent
        storedBackground = background
        storedPainter = painter
        stack = LazyStackLayout(source: source)
    }

    /// Replaces the data after `changes` (which describe the edit, see ``DataChange``); the anchor
    /// and measurements follow their elements.
    public func update(source: Source, changes: [DataChange]) {
        var new = source
        swap(&new, &storedSource)
        stack.apply(changes, source: source)
    }

    /// Element `path` changed size: it is measured again in the next pass (see
    /// `LazyStackLayout.invalidateExtent(at:)`).
    public func invalidateExtent(of path: ElementPath) {
        stack.invalidateExtent(at: stack.sectionIndex.index(of: path))
    }

    /// The number of elements (headers, rows, footers) in the data.
    public var elementCount: Int { stack.sectionIndex.elementCount }

    /// At most this many elements made ready in the idle time after a frame, ahead of the next
    /// (``prepareForNextFrame()``). 8 covers what a pass brings into the prefetch window at
    /// 10,000 pt/s over 24 pt rows (167 pt a 60 Hz frame: 7 rows) and bounds the work a fling over
    /// tiny rows can ask of one idle step; 0 turns idle prefetch off.
    public var idlePrefetchLimit: Int {
        get { storedIdlePrefetchLimit }
        set { storedIdlePrefetchLimit = newValue }
    }

    /// Idle time between frames (see ``ScrollContent/prepareForNextFrame()``): makes ready the
    /// elements the next pass is expected to bring into its prefetch window
    /// (`LazyStackLayout.prefetchAhead(source:maxElements:)`), at most `idlePrefetchLimit`,
    /// and maps the memory the next passes will store measurements in.
    public func prepareForNextFrame() { prepareForNextFrame(prefetching: idlePrefetchLimit) }

    /// ``prepareForNextFrame()`` making at most `maxElements` elements ready; returns how many.
    @discardableResult
    public func prepareForNextFrame(prefetching maxElements: Int) -> Int {
        let made = stack.prefetchAhead(source: source, maxElements: maxElements)
        stack.prepareStorage()
        return made
    }
    /// The global index of `path`.
    public func index(of path: ElementPath) -> Int { stack.sectionIndex.index(of: path) }
    /// The path of global element `index` (the inverse of ``index(of:)``).
    public func path(at index: Int) -> ElementPath {
        var sections = stack.sectionIndex
        return sections.path(at: index)
    }
    /// The realized elements after the last pass (global indices, ascending).
    public var realizedIndices: [Int] { stack.realizedIndices }
    /// The paths of the realized elements as the data is now (after any ``update(source:changes:)``
    /// since the last pass, which moved them with their data), in no particular order.
    public func realizedPaths() -> [ElementPath] {
        var sections = stack.sectionIndex
        return stack.realizedIndices.map { sections.path(at: $0) }
    }

    public func constraints(viewport: Size, scrollOffset: Points) -> LayoutConstraints {
        LayoutConstraints(axis: axis, viewportSize: viewport, scrollOffset: scrollOffset, cacheExtent: cacheExtent,
                          spacing: spacing, contentInsets: contentInsets, pinnedViews: pinnedViews, alignment: alignment,
                          keepAliveExtent: keepAliveExtent, visibleRegionInsets: visibleRegionInsets)
    }

    public func layout(_ constraints: LayoutConstraints, into result: inout LayoutResult) {
        stack.layout(constraints, source: source, budget: PrefetchBudget(maxCreations: prefetchLimitPerPass), into: &result)
        if transition != nil, !transitionAnimator.entries.isEmpty {
            var sections = stack.sectionIndex
            transitionAnimator.retain(Set(stack.realizedIndices.map { AnyHashable(source.id(of: sections.path(at: $0))) }))
        }
    }

    public func paint(_ result: LayoutResult, viewport: Rect, context: PaintContext, into list: inout DisplayList) -> PaintStats {
        let painter = self.painter
        return paint(result, viewport: viewport, context: context, into: &list) { element, frame, list in
            painter(element, frame, &list, context)
        }
    }

    /// ``paint(_:viewport:context:into:)`` with each element painted by `paintElement` instead
    /// of ``painter``: a caller that holds this content paints its elements through a closure
    /// that does not escape, which refers to the caller without holding it (the ``painter``,
    /// kept by the content, must not hold its owner: a view's painter takes and lets go of a
    /// strong reference to it at every element painted).
    public func paint(_ result: LayoutResult, viewport: Rect, context: PaintContext, into list: inout DisplayList,
                      paintElement painter: (_ element: PlacedElement, _ frame: Rect, _ list: inout DisplayList) -> Void) -> PaintStats {
        // Closure literals at the calls, not one kept in a `let`: a closure held in a variable
        // escapes, and its context was allocated at every paint.
        guard let transition else {
            return StackPainter(clipsToViewport: clipsContent).paint(result, in: viewport, background: paintsBackground ? background : nil, into: &list,
                                        element: { element, frame, list in painter(element, frame, &list) })
        }
        let axis = self.axis
        let source = self.source
        return StackPainter(clipsToViewport: clipsContent).paint(result, in: viewport, background: paintsBackground ? background : nil, into: &list,
                                    effect: { placed, visible in
                                        placed.pinning != .none ? nil
                                            : transition.effect(for: placed.frame, key: AnyHashable(source.id(of: placed.path)), in: visible,
                                                                scrollAxis: axis, at: context.timeSeconds, animator: &self.transitionAnimator)
                                    }, element: { element, frame, list in painter(element, frame, &list) })
    }

    public func nestedScrollViews(_ result: LayoutResult, viewport: Rect) -> [NestedScrollView] {
        guard let nestedScrollView else { return [] }
        var views: [NestedScrollView] = []
        for element in result.placed where element.isVisible {
            if let view = nestedScrollView(element, element.frame.offsetBy(dx: viewport.minX, dy: viewport.minY)) {
                views.append(view)
            }
        }
        return views
    }

    public func nestedContent(_ id: ScrollViewID) -> (any ScrollContent)? { nestedContentProvider?(id) }

    public func jump(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) {
        stack.jump(toElement: index, at: anchor, constraints: constraints, source: source)
    }

    public func estimatedOffset(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) -> Points {
        stack.estimatedOffset(toElement: index, at: anchor, constraints: constraints)
    }

    public func jump(toEdge edge: ScrollEdge, constraints: LayoutConstraints) {
        stack.jump(toEdge: edge, constraints: constraints, source: source)
    }

    public func estimatedOffset(toEdge edge: ScrollEdge, constraints: LayoutConstraints) -> Points {
        stack.estimatedOffset(toEdge: edge, constraints: constraints)
    }

    /// See ``LazyStackLayout/keepOffset(whenLeadingInsetGrowsBy:)``.
    public func keepOffset(whenLeadingInsetGrowsBy delta: Points) {
        stack.keepOffset(whenLeadingInsetGrowsBy: delta)
    }

    /// The data-source id of element `path`.
    public func id(of path: ElementPath) -> Source.ElementID { source.id(of: path) }
}

import ScrollCore

/// Where a pinned element is held.
public enum Pinning: Sendable, Hashable {
    /// Scrolls with its section.
    case none
    /// Held at the leading edge (a header: top of a vertical stack, left of a horizontal one).
    case leading
    /// Held at the trailing edge (a footer: bottom of a vertical stack, right of a horizontal one).
    case trailing
}

/// One realized element and where it goes.
public struct PlacedElement: Sendable, Hashable, CustomStringConvertible {
    /// The global element index (headers, rows and footers of every section, in order).
    public var index: Int
    public var path: ElementPath
    /// The element's frame in viewport coordinates, in points: (0, 0) is the viewport's top-left.
    /// For a pinned element this is where it is held, not where it would scroll to.
    public var frame: Rect
    public var pinning: Pinning
    /// Whether any of it is inside the viewport (the rest were created for the prefetch margin
    /// or are kept alive).
    public var isVisible: Bool
    /// Whether this pass created it (it was not realized in the previous pass).
    public var isNew: Bool = false
    /// Whether the item resolved to nothing (``LazyStackCollapsedExtent``): a zero-size frame
    /// with no spacing after it; the next element begins where it is.
    public var isCollapsed: Bool = false

    public init(index: Int, path: ElementPath, frame: Rect, pinning: Pinning = .none, isVisible: Bool = true,
                isNew: Bool = false, isCollapsed: Bool = false) {
        self.index = index; self.path = path; self.frame = frame; self.pinning = pinning
        self.isVisible = isVisible; self.isNew = isNew; self.isCollapsed = isCollapsed
    }

    public var description: String {
        "#\(index) \(path) \(frame)\(pinning == .none ? "" : " pinned-\(pinning)")\(isVisible ? "" : " offscreen")"
    }
}

/// Counters from one measure pass; the HUD shows them, the report includes them, tests assert
/// on them.
public struct LayoutStats: Sendable, Hashable, Codable {
    /// Elements alive after the pass (visible + prefetch margin + pinned).
    public var realized = 0
    /// Of those, the ones inside the viewport.
    public var visible = 0
    /// Elements that became realized / stopped being realized in this pass.
    public var created = 0
    public var destroyed = 0
    /// Elements measured in this pass, and in total since the stack was made.
    public var measuredThisPass = 0
    public var measuredTotal = 0
    /// Of the elements measured in this pass, those that resolved to nothing
    /// (``LazyStackCollapsedExtent``): resolved (their view's body ran) but not placed — the cost
    /// of a view-level filter that the WWDC26 session warns about.
    public var collapsedThisPass = 0
    /// Entries of the extent cache this pass read (Fenwick tree nodes and page slots,
    /// ``ExtentCache/entriesScanned``): O(log elements) whatever was measured — a relocation on
    /// 10⁷ measured rows reads a few hundred, not ten million.
    public var entriesScanned = 0
    /// Elements in the data.
    public var elementCount = 0
    /// Anchor corrections (non-zero) returned to physics in this pass.
    public var corrections = 0
    /// Realized elements outside the viewport: inside the prefetch window / kept alive beyond it.
    public var prefetched = 0
    public var keptAlive = 0
    /// Elements that became visible in this pass having been prefetched earlier (hits), or that
    /// had to be created on the spot (misses; a jump or the first pass counts none).
    public var prefetchHits = 0
    public var prefetchMisses = 0
    /// Elements made in this pass ahead of need (beyond the viewport), each taken from the
    /// pass's ``PrefetchBudget``.
    public var prefetchCreated = 0
    /// Prefetch creations postponed to a later pass because the budget ran out.
    public var prefetchDeferred = 0
    /// Elements the idle time since the last pass made ready ahead of this one
    /// (``LazyStackLayout/prefetchAhead(source:maxElements:)``): measured, or their views made.
    public var prefetchedIdle = 0
    /// Bad values from the data source first found in this pass, each kind once per stack
    /// (``DataSourceGuard``): the host prints them and shows them in the HUD.
    public var dataSourceFaults: [DataSourceFault] = []
    /// Bad values met since the stack was made (every occurrence, reported or not).
    public var dataSourceFaultCount = 0
    public init() {}
}

/// One move of the data's global indices: elements inserted or removed. ``map(_:)`` says where an
/// element that was at an index before the edit is after it.
public enum IndexEdit: Sendable, Hashable {
    /// `count` new elements at `at`; the elements from `at` on move up by `count`.
    case insert(at: Int, count: Int)
    /// The elements in `range` are gone; the later ones move down by its count.
    case remove(Range<Int>)

    /// Where the element at `index` is after the edit; nil when it was removed.
    @inlinable
    public func map(_ index: Int) -> Int? {
        switch self {
        case let .insert(at, count): return index >= at ? index + count : index
        case let .remove(range):
            if range.contains(index) { return nil }
            return index >= range.upperBound ? index - range.count : index
        }
    }

    /// `index` through every edit in order; nil when one removed it.
    @inlinable
    public static func map(_ index: Int, through edits: [IndexEdit]) -> Int? {
        var index = index
        for edit in edits {
            guard let moved = edit.map(index) else { return nil }
            index = moved
        }
        return index
    }
}

/// The scroll position as the engine keeps it: the element at the viewport's leading edge and
/// how far into it that edge is. Pixel offsets are derived from it, never the other way round,
/// so measuring an element above the viewport does not move what is on screen.
public struct ScrollAnchor: Sendable, Hashable, CustomStringConvertible {
    /// Global element index.
    public var index: Int
    /// Distance from the element's leading edge to the viewport's leading edge, in points;
    /// negative when the viewport starts before the element (overscroll at the start).
    public var offsetInElement: Points
    public init(index: Int, offsetInElement: Points) { self.index = index; self.offsetInElement = offsetInElement }
    public var description: String { "#\(index)+\(offsetInElement.shortDescription)" }
}

/// The output of ``LazyStackLayout/layout(_:source:)``: Compose's `LazyListMeasureResult`,
/// Flutter's `SliverGeometry`. The host applies it: paints ``placed``, hands
/// ``correction`` and the offset range back to physics.
public struct LayoutResult: Sendable, Hashable, CustomStringConvertible {
    public var constraints: LayoutConstraints
    /// Realized elements in paint order: scrolling elements by index, then pinned ones (which
    /// draw above content).
    public var placed: [PlacedElement] = []
    /// The estimated length of the whole content including insets; exact once the last element
    /// has been measured and everything between it and the anchor too.
    public var contentExtent: Points = 0
    /// The offset this layout represents: `constraints.scrollOffset + correction`.
    public var scrollOffset: Points = 0
    /// How much physics must shift its offset (and any running motion) so that it agrees with
    /// the anchor after estimates were replaced by measurements. 0 when nothing changed.
    public var correction: Points = 0
    public var anchor = ScrollAnchor(index: 0, offsetInElement: 0)
    /// The section whose header is pinned at the leading edge, if any.
    public var pinnedHeaderSection: Int?
    public var pinnedFooterSection: Int?
    /// Global indices of the elements that became visible / stopped being visible in this pass
    /// (SwiftUI's `onAppear` / `onDisappear` fire on these — not on prefetch). `appeared` is in
    /// paint order; `disappeared` in no particular order.
    public var appeared: [Int] = []
    public var disappeared: [Int] = []
    /// Global indices of the elements this pass created (realized, having not been in the last
    /// pass: in paint order) and destroyed (realized last pass, not now: in the last pass's
    /// order) — what caches and animators keyed by element attach to and drop. `created` counts
    /// prefetched elements too; `appeared` only visible ones.
    public var created: [Int] = []
    public var destroyed: [Int] = []
    /// How the data's global indices moved since the last pass (``LazyStackLayout/apply(_:source:)``),
    /// in order: state a consumer keeps per element by index (the diagnostics' flashes, labels and
    /// minimap) maps itself through them to stay on its element after an insert or remove above.
    /// Empty when the data did not change.
    public var indexEdits: [IndexEdit] = []
    /// Whether the data changed in a way the engine could not follow since the last pass (it
    /// reloaded): every index kept from before names nothing in particular now.
    public var dataReloaded = false
    /// Whether the first / last element of the data is placed (so the start / end is exact).
    public var reachesStart = false
    public var reachesEnd = false
    public var stats = LayoutStats()

    /// An empty result for `constraints`; the engine fills it (and can refill a kept one, reusing
    /// its storage: ``LazyStackLayout/layout(_:source:budget:into:)``).
    public init(constraints: LayoutConstraints) { self.constraints = constraints }

    /// The prefetch and keep-alive windows the pass used, in viewport coordinates along the
    /// main axis (the viewport itself is `0 ..< viewportExtent`).
    public var prefetchWindow: Range<Points> { constraints.prefetchWindow }
    public var keepAliveWindow: Range<Points> { constraints.keepAliveWindow }

    /// The scrollable range for physics: 0 ... max(0, contentExtent − viewport).
    public var minOffset: Points { 0 }
    public var maxOffset: Points { max(0, contentExtent - constraints.viewportExtent) }

    /// The placed elements inside the viewport.
    public var visible: [PlacedElement] { placed.filter(\.isVisible) }

    /// What is wrong with the result, as a sentence naming the invariant, or nil.
    public func validate() -> String? {
        let axis = constraints.axis
        if !(contentExtent.isFinite && scrollOffset.isFinite && correction.isFinite) {
            return "contentExtent, scrollOffset and correction must be finite (got \(contentExtent), \(scrollOffset), \(correction))"
        }
        var seen = Set<Int>()
        var previous: PlacedElement?
        for element in placed {
            if !seen.insert(element.index).inserted { return "element #\(element.index) is placed twice" }
            if !(element.frame.origin.x.isFinite && element.frame.origin.y.isFinite) { return "element #\(element.index) has a non-finite frame" }
            if element.pinning == .none, let p = previous, p.pinning == .none {
                if element.index <= p.index { return "scrolling elements are not in index order at #\(element.index)" }
                let expectedStart = p.isCollapsed ? p.frame.mainMin(axis) : p.frame.mainMax(axis) + constraints.spacing
                if element.index == p.index + 1, abs(element.frame.mainMin(axis) - expectedStart) > 1e-6 {
                    return "element #\(element.index) does not follow #\(p.index) at the spacing"
                }
            }
            previous = element
        }
        return nil
    }

    public var description: String {
        var lines = ["offset \(scrollOffset.shortDescription) (correction \(correction.shortDescription)) content \(contentExtent.shortDescription) anchor \(anchor)"]
        lines += placed.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }
}

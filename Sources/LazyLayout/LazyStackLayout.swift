import ScrollCore

/// The lazy stack engine behind `LazyVStack` and `LazyHStack`: one implementation for both
/// axes that creates (measures and places) only the elements in and near the viewport.
///
/// The truth of the scroll position is a ``ScrollAnchor`` (an element and an offset in it).
/// Each pass moves the anchor by the scroll delta physics made since the last pass, fills the
/// viewport forward and backward from it, and then derives the pixel offset the anchor implies
/// from the measured extents before it plus estimates for the unmeasured ones. When that implied
/// offset differs from the one physics holds — because an estimate above the viewport was replaced
/// by a measurement, or the average changed — the difference goes back to physics as
/// ``LayoutResult/correction`` (Flutter's `scrollOffsetCorrection`), and nothing on screen moves.
///
/// Usage, once per frame:
/// ```swift
/// let result = stack.layout(constraints, source: data)
/// position.correct(by: result.correction)
/// position.updateMetrics(.init(minOffset: result.minOffset, maxOffset: result.maxOffset, …), at: t)
/// ```
///
/// - Complexity: a pass does work proportional to the elements it places (visible plus the
///   cache margin) plus the elements the anchor walks past (at most a few viewports' worth; larger
///   deltas re-locate the anchor by estimate). Memory grows with measured elements only.
public struct LazyStackLayout<Source: LazyStackDataSource> {
    public private(set) var sectionIndex: SectionIndex
    public private(set) var extents = ExtentCache()
    public private(set) var anchor = ScrollAnchor(index: 0, offsetInElement: 0)
    /// Sums and counts of the measured elements before the anchor, kept as the anchor moves.
    private var tallyBeforeAnchor = ExtentTally()
    /// The offset the previous pass represented (after its correction); nil before the first.
    private var lastOffset: Points?
    private var lastCrossExtent: Points?
    private var realized: Set<Int> = []
    private var placedBuffer: [PlacedElement] = []
    private var measuredThisPass = 0
    /// Scroll deltas larger than this many viewports re-locate the anchor by estimate instead of
    /// walking element by element.
    public var walkLimitViewports: Double = 4

    public init(source: Source) {
        sectionIndex = SectionIndex(source)
        extents.providedEstimates = ExtentClass.allCases.map { cls in
            guard source.sectionCount > 0 else { return nil }
            switch cls {
            case .header: return source.estimatedExtent(of: .header, inSection: 0)
            case .item: return source.estimatedExtent(of: .item(0), inSection: 0)
            case .footer: return source.estimatedExtent(of: .footer, inSection: 0)
            }
        }
    }

    /// The global element indices realized by the last pass.
    public var realizedIndices: Set<Int> { realized }

    /// The identity of the element at global `index`.
    public mutating func id(at index: Int, source: Source) -> Source.ElementID {
        source.id(of: sectionIndex.path(at: index))
    }

    // MARK: - The measure pass

    /// Lays out the elements for `constraints` and returns where they go; see the type's docs.
    public mutating func layout(_ constraints: LayoutConstraints, source: Source) -> LayoutResult {
        measuredThisPass = 0
        var result = LayoutResult(constraints: constraints)
        let count = sectionIndex.elementCount
        let axis = constraints.axis
        let viewport = max(0, constraints.viewportExtent.finiteOr(0))
        let cache = max(0, constraints.cacheExtent.finiteOr(0))
        let spacing = max(0, constraints.spacing.finiteOr(0))
        let cross = max(0, constraints.crossExtent.finiteOr(0) - constraints.crossInsets.before - constraints.crossInsets.after)
        let requestedOffset = constraints.scrollOffset.finiteOr(lastOffset ?? 0)
        result.stats.elementCount = count

        guard count > 0 else {
            result.contentExtent = constraints.leadingInset + constraints.trailingInset
            result.scrollOffset = requestedOffset
            finishLifecycle(placed: [], stats: &result.stats)
            return result
        }
        if anchor.index >= count { anchor = ScrollAnchor(index: count - 1, offsetInElement: 0); recomputeTallyBeforeAnchor() }
        if let lastCross = lastCrossExtent, lastCross != cross {
            // Extents may depend on the cross size (text wraps): measure again as elements are
            // needed; the anchor keeps the content in place.
            extents.removeAll()
            tallyBeforeAnchor = ExtentTally()
        }
        lastCrossExtent = cross

        // 1. Move the anchor by the scroll delta physics made since the last pass.
        if let last = lastOffset, abs(requestedOffset - last) <= max(viewport, 1) * walkLimitViewports {
            anchor.offsetInElement += requestedOffset - last
        } else {
            relocateAnchor(toOffset: requestedOffset, spacing: spacing, leadingInset: constraints.leadingInset, source: source, cross: cross)
        }
        walkAnchor(spacing: spacing, source: source, cross: cross)

        // 2. Fill forward from the anchor to the end of the viewport plus the cache margin, then
        //    backward to its start minus the margin. Positions are along the main axis with the
        //    viewport's leading edge at 0.
        placedBuffer.removeAll(keepingCapacity: true)
        var forward: [PlacedElement] = []
        var position = -anchor.offsetInElement
        var index = anchor.index
        while index < count && (position < viewport + cache || index == anchor.index) {
            let extent = ensureMeasured(index, source: source, cross: cross)
            forward.append(place(index, at: position, extent: extent, cross: cross, constraints: constraints))
            position += extent + spacing
            index += 1
        }
        position = -anchor.offsetInElement
        index = anchor.index - 1
        while index >= 0 && position - spacing > -cache {
            let extent = ensureMeasured(index, source: source, cross: cross)
            position -= spacing + extent
            placedBuffer.append(place(index, at: position, extent: extent, cross: cross, constraints: constraints))
            index -= 1
        }
        placedBuffer.reverse()
        placedBuffer.append(contentsOf: forward)

        // 3. The offset the anchor implies, and the correction that brings physics to it.
        let anchorStart = estimatedStart(of: anchor.index, spacing: spacing, leadingInset: constraints.leadingInset)
        let impliedOffset = anchorStart + anchor.offsetInElement
        result.scrollOffset = impliedOffset
        result.correction = impliedOffset - requestedOffset
        if abs(result.correction) < 1e-9 { result.correction = 0; result.scrollOffset = requestedOffset }
        if result.correction != 0 { result.stats.corrections = 1 }
        result.contentExtent = estimatedStart(of: count, spacing: spacing, leadingInset: constraints.leadingInset)
            - spacing + constraints.trailingInset
        lastOffset = result.scrollOffset

        // 4. Pinned headers and footers (a post-pass over the placed elements).
        if constraints.pinnedViews.contains(.sectionHeaders) {
            result.pinnedHeaderSection = pinHeader(viewport: viewport, cross: cross, constraints: constraints, source: source)
        }
        if constraints.pinnedViews.contains(.sectionFooters) {
            result.pinnedFooterSection = pinFooter(viewport: viewport, cross: cross, constraints: constraints, source: source)
        }
        // Paint order: scrolling elements, then pinned ones above them.
        let scrolling = placedBuffer.filter { $0.pinning == .none }
        let pinned = placedBuffer.filter { $0.pinning != .none }
        result.placed = scrolling + pinned
        for i in result.placed.indices {
            let frame = result.placed[i].frame
            result.placed[i].isVisible = frame.mainMax(axis) > 0 && frame.mainMin(axis) < viewport
        }
        result.anchor = anchor
        result.stats.visible = result.placed.reduce(0) { $0 + ($1.isVisible ? 1 : 0) }
        finishLifecycle(placed: result.placed, stats: &result.stats)
        return result
    }

    // MARK: - Anchor

    /// Moves the anchor along the data until the viewport's leading edge falls inside its slot
    /// (the element plus the spacing after it), measuring elements on the way.
    private mutating func walkAnchor(spacing: Points, source: Source, cross: Points) {
        let count = sectionIndex.elementCount
        while true {
            let extent = ensureMeasured(anchor.index, source: source, cross: cross)
            if anchor.offsetInElement >= extent + spacing && anchor.index < count - 1 {
                tallyBeforeAnchor.add(extent, ExtentClass(sectionIndex.path(at: anchor.index).kind))
                anchor.offsetInElement -= extent + spacing
                anchor.index += 1
            } else if anchor.offsetInElement < 0 && anchor.index > 0 {
                anchor.index -= 1
                let cls = ExtentClass(sectionIndex.path(at: anchor.index).kind)
                if let measured = extents.extent(at: anchor.index) { tallyBeforeAnchor.remove(measured, cls) }
                let previous = ensureMeasured(anchor.index, source: source, cross: cross)
                anchor.offsetInElement += previous + spacing
            } else {
                return
            }
        }
    }

    /// Puts the anchor where the estimates say `offset` is: bisection over element indices on
    /// the average-based start, then exact bookkeeping for the chosen element.
    private mutating func relocateAnchor(toOffset offset: Points, spacing: Points, leadingInset: Points,
                                         source: Source, cross: Points) {
        let count = sectionIndex.elementCount
        var low = 0, high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if roughStart(of: mid, spacing: spacing, leadingInset: leadingInset) <= offset { low = mid } else { high = mid - 1 }
        }
        anchor.index = low
        recomputeTallyBeforeAnchor()
        anchor.offsetInElement = offset - estimatedStart(of: low, spacing: spacing, leadingInset: leadingInset)
    }

    private mutating func recomputeTallyBeforeAnchor() {
        tallyBeforeAnchor = ExtentTally()
        for (index, extent) in extents.measured where index < anchor.index {
            tallyBeforeAnchor.add(extent, ExtentClass(sectionIndex.path(at: index).kind))
        }
    }

    /// The content offset of element `index`'s leading edge: measured extents before it, plus
    /// estimates for the unmeasured ones, plus spacing and the leading inset. Valid for
    /// `index == anchor.index` and `index == elementCount`, the two the engine needs.
    private mutating func estimatedStart(of index: Int, spacing: Points, leadingInset: Points) -> Points {
        let tally = index >= sectionIndex.elementCount ? extents.tally : tallyBeforeAnchor
        let (headers, footers) = sectionIndex.decorationsBefore(index)
        let counts = [headers, index - headers - footers, footers]
        var start = leadingInset + Double(index) * spacing + tally.totalSum
        for cls in ExtentClass.allCases {
            start += Double(counts[cls.rawValue] - tally.count[cls.rawValue]) * extents.estimate(cls)
        }
        return start
    }

    /// The start of element `index` from averages alone, for bisection.
    private mutating func roughStart(of index: Int, spacing: Points, leadingInset: Points) -> Points {
        let (headers, footers) = sectionIndex.decorationsBefore(index)
        return leadingInset + Double(index) * spacing
            + Double(headers) * averageExtent(.header) + Double(footers) * averageExtent(.footer)
            + Double(index - headers - footers) * averageExtent(.item)
    }

    private func averageExtent(_ cls: ExtentClass) -> Points {
        let n = extents.tally.count[cls.rawValue]
        return n > 0 ? extents.tally.sum[cls.rawValue] / Double(n) : extents.estimate(cls)
    }

    // MARK: - Elements

    /// The extent of element `index`, measuring it through the data source the first time.
    private mutating func ensureMeasured(_ index: Int, source: Source, cross: Points) -> Points {
        if let extent = extents.extent(at: index) { return extent }
        let path = sectionIndex.path(at: index)
        let extent = max(0, source.measure(path, crossExtent: cross).finiteOr(0))
        let cls = ExtentClass(path.kind)
        extents.record(extent, at: index, cls)
        if index < anchor.index { tallyBeforeAnchor.add(extent, cls) }
        measuredThisPass += 1
        return extent
    }

    private mutating func place(_ index: Int, at position: Points, extent: Points, cross: Points,
                                constraints: LayoutConstraints) -> PlacedElement {
        let frame = Rect(mainOrigin: position, crossOrigin: constraints.crossInsets.before,
                         mainExtent: extent, crossExtent: cross, axis: constraints.axis)
        return PlacedElement(index: index, path: sectionIndex.path(at: index), frame: frame, pinning: .none, isVisible: false)
    }

    // MARK: - Pinned views

    /// Holds the header of the section under the leading edge at that edge; the section's end
    /// pushes it off (`min(edge, sectionEnd − headerExtent)`, Compose's `LazyListHeaders`), so it
    /// never leaves its section and never overlaps the next header.
    private mutating func pinHeader(viewport: Points, cross: Points, constraints: LayoutConstraints, source: Source) -> Int? {
        let axis = constraints.axis
        guard let first = placedBuffer.first(where: { $0.frame.mainMax(axis) > 0 }) else { return nil }
        let section = first.path.section
        guard sectionIndex.hasHeader(section) else { return nil }
        let headerIndex = sectionIndex.index(of: .header(of: section))
        let extent = ensureMeasured(headerIndex, source: source, cross: cross)
        let slot = placedBuffer.firstIndex { $0.index == headerIndex }
        let natural = slot.map { placedBuffer[$0].frame.mainMin(axis) } ?? -Double.infinity
        guard natural < 0 else { return nil }
        var held: Points = 0
        let lastIndex = sectionIndex.sectionStarts[section + 1] - 1
        if let last = placedBuffer.first(where: { $0.index == lastIndex }) {
            held = min(held, last.frame.mainMax(axis) - extent)
        }
        var element = place(headerIndex, at: held, extent: extent, cross: cross, constraints: constraints)
        element.pinning = .leading
        if let slot { placedBuffer[slot] = element } else { placedBuffer.append(element) }
        return section
    }

    /// Holds the footer of the section over the trailing edge at that edge; the section's start
    /// pushes it off, mirroring ``pinHeader``.
    private mutating func pinFooter(viewport: Points, cross: Points, constraints: LayoutConstraints, source: Source) -> Int? {
        let axis = constraints.axis
        guard let last = placedBuffer.last(where: { $0.pinning == .none && $0.frame.mainMin(axis) < viewport }) else { return nil }
        let section = last.path.section
        guard sectionIndex.hasFooter(section) else { return nil }
        let footerIndex = sectionIndex.index(of: .footer(of: section))
        let extent = ensureMeasured(footerIndex, source: source, cross: cross)
        let slot = placedBuffer.firstIndex { $0.index == footerIndex }
        let natural = slot.map { placedBuffer[$0].frame.mainMin(axis) } ?? Double.infinity
        guard natural + extent > viewport else { return nil }
        var held = viewport - extent
        let firstIndex = sectionIndex.sectionStarts[section]
        if let first = placedBuffer.first(where: { $0.index == firstIndex }) {
            // A pinned header of the same section occupies the leading edge; the footer stops at
            // the section's natural start, as SwiftUI does.
            held = max(held, first.pinning == .none ? first.frame.mainMin(axis) : held)
        }
        var element = place(footerIndex, at: held, extent: extent, cross: cross, constraints: constraints)
        element.pinning = .trailing
        if let slot { placedBuffer[slot] = element } else { placedBuffer.append(element) }
        return section
    }

    // MARK: - Lifecycle

    private mutating func finishLifecycle(placed: [PlacedElement], stats: inout LayoutStats) {
        var now = Set<Int>(minimumCapacity: placed.count)
        for element in placed { now.insert(element.index) }
        stats.created = now.subtracting(realized).count
        stats.destroyed = realized.subtracting(now).count
        stats.realized = now.count
        stats.measuredThisPass = measuredThisPass
        stats.measuredTotal = extents.measured.count
        realized = now
    }
}

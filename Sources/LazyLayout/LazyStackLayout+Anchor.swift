import ScrollCore

extension LazyStackLayout {
    /// Moves the anchor along the data until the viewport's leading edge falls inside its slot
    /// (the element plus the spacing after it), measuring elements on the way. At the ends the
    /// anchor stays on the first or last element with a negative or over-long offset: overscroll.
    mutating func walkAnchor(spacing: Points, source: Source, cross: Points) {
        let count = sectionIndex.elementCount
        while true {
            let extent = ensureMeasured(anchor.index, source: source, cross: cross)
            // An empty slot (no extent, no spacing) at the viewport's edge keeps the anchor: the
            // edge is as much its start as the next one's, and moving on would anchor the
            // content on the last of a run of empty elements — the elements before it then grow
            // above the viewport when they fill (seed 004's 15:53 steps, empty until onAppear).
            // (Only a measured empty element, +0; a collapsed one, −spacing or −0, is walked past
            // as before.)
            let emptySlotAtEdge = anchor.offsetInElement == 0 && extent == 0 && extent.sign == .plus && spacing == 0
            if anchor.offsetInElement >= extent + spacing && !emptySlotAtEdge && anchor.index < count - 1 {
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

    /// Puts the anchor where the estimates say `offset` is: the last element whose
    /// ``estimatedStart(of:spacing:leadingInset:)`` is ≤ `offset` — the same measurements and
    /// estimates that then give the anchor's offset in its element, so the anchor lands inside (or
    /// at worst an estimate away from) its element. (A search on averages alone disagreed with it
    /// by (estimate − average) per element before the target whenever the data source provides
    /// estimates, leaving the anchor tens of thousands of points outside its element: the walk
    /// then measured hundreds of elements in one pass and ended in overscroll.)
    ///
    /// The estimated start only grows with the index, so the search descends the extent cache's
    /// Fenwick tree page by page (each step adds one node's tally to the sums before a page
    /// boundary and asks whether that boundary is still ≤ `offset`), then bisects inside the page.
    ///
    /// - Complexity: O(log pages × log sections) for the descent (one tree node per step) plus
    ///   O(log pageSize) starts inside the page, each reading at most half a page: independent of
    ///   how many elements were measured. O(1) where the offset lies past every measurement in a
    ///   list without headers or footers (``relocatePastMeasurements(toOffset:spacing:leadingInset:estimates:)``).
    mutating func relocateAnchor(toOffset offset: Points, spacing: Points, leadingInset: Points) {
        // The estimates cannot change during the search: read once, not at each of its ~25 starts.
        let estimates = (header: extents.estimate(.header), item: extents.estimate(.item), footer: extents.estimate(.footer))
        if relocatePastMeasurements(toOffset: offset, spacing: spacing, leadingInset: leadingInset, estimates: estimates) { return }
        relocateAnchorByDescent(toOffset: offset, spacing: spacing, leadingInset: leadingInset, estimates: estimates)
    }

    /// ``relocateAnchor(toOffset:spacing:leadingInset:)``'s search over the whole tree.
    mutating func relocateAnchorByDescent(toOffset offset: Points, spacing: Points, leadingInset: Points,
                                          estimates: (header: Points, item: Points, footer: Points)) {
        let count = sectionIndex.elementCount
        let pageSize = ExtentCache.pageSize
        // Descent: `page` pages (elements 0 ..< page·pageSize) start at or before `offset`.
        var page = 0, before = ExtentTally()
        var step = extents.highestStep
        while step > 0 {
            let next = page + step
            if next <= extents.pageCount {
                var candidate = before
                candidate.add(extents.node(next))
                let boundary = next * pageSize
                if boundary < count,
                   start(ofElement: boundary, measuredBefore: candidate, spacing: spacing, leadingInset: leadingInset, estimates: estimates) <= offset {
                    page = next
                    before = candidate
                }
            }
            step >>= 1
        }
        // Bisection inside the page (or, past the cache's pages, over the rest of the data, where
        // nothing is measured): the tally before an element there is the pages' tally `before`
        // plus the page's own measurements before it — no more tree reads. (Written out, not as a
        // local function: one capturing `self` in this generic type asked the runtime for the
        // type's metadata at every call.)
        var low = min(page * pageSize, count - 1)
        var high = page < extents.pageCount ? min((page + 1) * pageSize, count) - 1 : count - 1
        while low < high {
            let mid = low + (high - low + 1) / 2
            var tally = before
            tally.add(extents.tallyInPage(before: mid))
            let start = start(ofElement: mid, measuredBefore: tally, spacing: spacing, leadingInset: leadingInset, estimates: estimates)
            if start <= offset { low = mid } else { high = mid - 1 }
        }
        anchor.index = low
        tallyBeforeAnchor = before
        tallyBeforeAnchor.add(extents.tallyInPage(before: low))
        anchor.offsetInElement = offset - start(ofElement: low, measuredBefore: tallyBeforeAnchor, spacing: spacing, leadingInset: leadingInset, estimates: estimates)
    }

    /// ``relocateAnchor(toOffset:spacing:leadingInset:)`` where the answer lies at or after the
    /// cache's ``ExtentCache/measuredEnd`` — a fling into content never shown, each frame of a
    /// 400,000 pt/s scroll — in a list without headers or footers: every element from there on is
    /// unmeasured, so the sums before each are the cache's whole `tally` and its
    /// start grows by the item estimate plus the spacing per element. The element is then the
    /// start's quotient, checked against ``start(ofElement:measuredBefore:spacing:leadingInset:estimates:)``
    /// itself (the same starts the descent compares, monotone in the index) and stepped to the
    /// last one ≤ `offset`: O(1), no tree node or page read. The descent's answer is the same
    /// element (`AnchorTests`'s sweep compares the two); it took ~4.9 k instructions a frame of
    /// that scroll, a tree flush included. Returns false, changing nothing, where it does not apply.
    mutating func relocatePastMeasurements(toOffset offset: Points, spacing: Points, leadingInset: Points,
                                           estimates: (header: Points, item: Points, footer: Points)) -> Bool {
        let count = sectionIndex.elementCount
        let end = extents.measuredEnd
        let step = estimates.item + spacing
        guard !sectionIndex.hasDecorations, end < count, estimates.item >= 0, step > 0, step.isFinite, offset.isFinite else { return false }
        let total = extents.tally
        let startAtEnd = start(ofElement: end, measuredBefore: total, spacing: spacing, leadingInset: leadingInset, estimates: estimates)
        guard startAtEnd <= offset else { return false }
        // The quotient, clamped before converting (an offset far past the end), then the exact check.
        var index = end + Int(min(Double(count - 1 - end), ((offset - startAtEnd) / step).rounded(.down)))
        while index + 1 < count,
              start(ofElement: index + 1, measuredBefore: total, spacing: spacing, leadingInset: leadingInset, estimates: estimates) <= offset {
            index += 1
        }
        var indexStart = start(ofElement: index, measuredBefore: total, spacing: spacing, leadingInset: leadingInset, estimates: estimates)
        while index > end && indexStart > offset {
            index -= 1
            indexStart = start(ofElement: index, measuredBefore: total, spacing: spacing, leadingInset: leadingInset, estimates: estimates)
        }
        anchor.index = index
        tallyBeforeAnchor = total
        anchor.offsetInElement = offset - indexStart
        return true
    }

    /// Re-computes the tally of measured elements before the anchor: O(log elements), after
    /// jumps and data changes (walking keeps it as the anchor moves).
    mutating func recomputeTallyBeforeAnchor() {
        tallyBeforeAnchor = extents.tally(before: anchor.index)
    }

    /// The content offset of element `index`'s leading edge: measured extents before it, plus
    /// estimates for the unmeasured ones, plus spacing and the leading inset. Exact for the
    /// anchor and for `elementCount` (the content's end).
    ///
    /// - Complexity: O(1) for the anchor and the end; O(log elements) for others
    ///   (``ExtentCache/tally(before:)``).
    mutating func estimatedStart(of index: Int, spacing: Points, leadingInset: Points) -> Points {
        let tally: ExtentTally
        if index >= sectionIndex.elementCount {
            tally = extents.tally
        } else if index == anchor.index {
            tally = tallyBeforeAnchor
        } else {
            tally = extents.tally(before: index)
        }
        return start(ofElement: index, measuredBefore: tally, spacing: spacing, leadingInset: leadingInset)
    }

    /// The start of element `index` given the sums and counts of the measured elements before it.
    mutating func start(ofElement index: Int, measuredBefore tally: ExtentTally, spacing: Points, leadingInset: Points) -> Points {
        start(ofElement: index, measuredBefore: tally, spacing: spacing, leadingInset: leadingInset,
              estimates: (extents.estimate(.header), extents.estimate(.item), extents.estimate(.footer)))
    }

    /// ``start(ofElement:measuredBefore:spacing:leadingInset:)`` with the per-class estimates given.
    /// Inlined: a re-location calls it ~25 times.
    @inline(__always)
    mutating func start(ofElement index: Int, measuredBefore tally: ExtentTally, spacing: Points, leadingInset: Points,
                        estimates: (header: Points, item: Points, footer: Points)) -> Points {
        let elementsBefore = min(index, sectionIndex.elementCount)
        let (headers, footers) = sectionIndex.hasDecorations ? sectionIndex.decorationsBefore(elementsBefore) : (0, 0)
        var start = leadingInset + Double(elementsBefore) * spacing + tally.totalSum
        start += Double(headers - tally.count(.header)) * estimates.header
        start += Double(elementsBefore - headers - footers - tally.count(.item)) * estimates.item
        start += Double(footers - tally.count(.footer)) * estimates.footer
        return start
    }

    /// How far the content lies wholly outside the viewport: positive when its start (leading
    /// inset included) is past the viewport's end, negative when its end (trailing inset
    /// included) is before the viewport's start; 0 when any of it is inside or at an edge.
    func contentBeyondViewport(_ result: LayoutResult, viewport: Points, constraints: LayoutConstraints) -> Points {
        if anchor.index == 0 {
            let start = -anchor.offsetInElement - constraints.leadingInset
            if start > viewport { return start - viewport }
        }
        if result.reachesEnd, let last = result.placed.last {
            let end = last.frame.mainMax(constraints.axis) + constraints.trailingInset
            if end < 0 { return end }
        }
        return 0
    }

    /// How far a programmatic jump's placement overshoots the scrollable range: positive when
    /// the content's end would be above the viewport's end (move back), negative when its start
    /// would be below the viewport's start. 0 when inside the range or when everything fits.
    func overscrollAfterJump(_ result: LayoutResult, viewport: Points, constraints: LayoutConstraints) -> Points {
        let axis = constraints.axis
        guard let first = result.placed.first, let last = result.placed.last else { return 0 }
        let start = result.reachesStart ? first.frame.mainMin(axis) - constraints.leadingInset : -Double.infinity
        let end = result.reachesEnd ? last.frame.mainMax(axis) + constraints.trailingInset : Double.infinity
        if start > 0 { return start }                       // a gap before the content: scroll back to 0
        if end < viewport {
            // A gap after the content: move it down, but never past the content's start.
            return max(end - viewport, start.isFinite ? start : -Double.infinity)
        }
        return 0
    }
}

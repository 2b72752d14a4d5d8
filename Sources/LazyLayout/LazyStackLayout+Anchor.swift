import ScrollCore

extension LazyStackLayout {
    /// Moves the anchor along the data until the viewport's leading edge falls inside its slot
    /// (the element plus the spacing after it), measuring elements on the way. At the ends the
    /// anchor stays on the first or last element with a negative or over-long offset: overscroll.
    mutating func walkAnchor(spacing: Points, source: Source, cross: Points) {
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
    /// ``estimatedStart(of:spacing:leadingInset:)`` — the same measurements and estimates that
    /// then give the anchor's offset in its element, so the anchor lands inside (or at worst an
    /// estimate away from) its element. (A bisection on averages alone disagreed with it by
    /// (estimate − average) per element before the target whenever the data source provides
    /// estimates, leaving the anchor tens of thousands of points outside its element: the walk
    /// then measured hundreds of elements in one pass and ended in overscroll.)
    ///
    /// - Complexity: O(measured elements × log(elements)); only for jumps and large deltas.
    mutating func relocateAnchor(toOffset offset: Points, spacing: Points, leadingInset: Points) {
        let count = sectionIndex.elementCount
        var low = 0, high = count - 1
        while low < high {
            let mid = low + (high - low + 1) / 2
            if estimatedStart(of: mid, spacing: spacing, leadingInset: leadingInset) <= offset { low = mid } else { high = mid - 1 }
        }
        anchor.index = low
        recomputeTallyBeforeAnchor()
        anchor.offsetInElement = offset - estimatedStart(of: low, spacing: spacing, leadingInset: leadingInset)
    }

    /// Rebuilds the tally of measured elements before the anchor. O(measured elements): used
    /// after jumps and data changes, never per frame.
    mutating func recomputeTallyBeforeAnchor() {
        tallyBeforeAnchor = ExtentTally()
        for (index, extent) in extents.measured where index < anchor.index {
            tallyBeforeAnchor.add(extent, ExtentClass(sectionIndex.path(at: index).kind))
        }
    }

    /// The content offset of element `index`'s leading edge: measured extents before it, plus
    /// estimates for the unmeasured ones, plus spacing and the leading inset. Exact for the
    /// anchor and for `elementCount` (the content's end); O(measured elements) for others.
    mutating func estimatedStart(of index: Int, spacing: Points, leadingInset: Points) -> Points {
        let tally: ExtentTally
        if index >= sectionIndex.elementCount {
            tally = extents.tally
        } else if index == anchor.index {
            tally = tallyBeforeAnchor
        } else {
            var partial = ExtentTally()
            for (measuredIndex, extent) in extents.measured where measuredIndex < index {
                partial.add(extent, ExtentClass(sectionIndex.path(at: measuredIndex).kind))
            }
            tally = partial
        }
        let (headers, footers) = sectionIndex.decorationsBefore(min(index, sectionIndex.elementCount))
        let elementsBefore = min(index, sectionIndex.elementCount)
        var start = leadingInset + Double(elementsBefore) * spacing + tally.totalSum
        start += Double(headers - tally.count(.header)) * extents.estimate(.header)
        start += Double(elementsBefore - headers - footers - tally.count(.item)) * extents.estimate(.item)
        start += Double(footers - tally.count(.footer)) * extents.estimate(.footer)
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

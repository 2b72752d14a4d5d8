import ScrollCore

extension LazyStackLayout {
    /// Holds the header of the section under the leading edge at that edge; the section's end
    /// pushes it off (`min(edge, sectionEnd − headerExtent)`, Compose's `LazyListHeaders`), so it
    /// never leaves its section and never overlaps the next header. The section's end is where
    /// its footer begins when it has one (UICollectionView keeps a pinned header above its own
    /// section's footer): a header never covers its own footer, pinned or not.
    mutating func pinHeader(_ result: inout LayoutResult, cross: Points, source: Source) -> Int? {
        let axis = result.constraints.axis
        guard let first = result.placed.first(where: { $0.frame.mainMax(axis) > 0 }) else { return nil }
        let section = first.path.section
        guard sectionIndex.hasHeader(section) else { return nil }
        let headerIndex = sectionIndex.index(of: .header(of: section))
        let slot = result.placed.firstIndex { $0.index == headerIndex }
        let natural = slot.map { result.placed[$0].frame.mainMin(axis) } ?? -Double.infinity
        guard natural < 0 else { return nil }
        let extent = ensureMeasured(headerIndex, source: source, cross: cross)
        var held: Points = 0
        let lastIndex = sectionIndex.sectionStarts[section + 1] - 1
        if let last = result.placed.first(where: { $0.index == lastIndex }) {
            // The footer's natural start, or the last row's end.
            let end = sectionIndex.hasFooter(section) && lastIndex != headerIndex ? last.frame.mainMin(axis) : last.frame.mainMax(axis)
            held = min(held, end - extent)
        }
        var element = place(headerIndex, at: held, extent: extent, cross: cross, constraints: result.constraints, source: source)
        element.pinning = .leading
        if let slot { result.placed[slot] = element } else { result.placed.append(element) }
        return section
    }

    /// Holds the footer of the section over the trailing edge at that edge; the section's start
    /// pushes it off, mirroring ``pinHeader(_:cross:source:)``.
    mutating func pinFooter(_ result: inout LayoutResult, viewport: Points, cross: Points, source: Source) -> Int? {
        let axis = result.constraints.axis
        guard let last = result.placed.last(where: { $0.pinning == .none && $0.frame.mainMin(axis) < viewport }) else { return nil }
        let section = last.path.section
        guard sectionIndex.hasFooter(section) else { return nil }
        let footerIndex = sectionIndex.index(of: .footer(of: section))
        let slot = result.placed.firstIndex { $0.index == footerIndex }
        let extent = ensureMeasured(footerIndex, source: source, cross: cross)
        let natural = slot.map { result.placed[$0].frame.mainMin(axis) } ?? Double.infinity
        guard natural + extent > viewport else { return nil }
        var held = viewport - extent
        // The section's start bounds the footer from above: its header's trailing edge — where the
        // header is held when pinned, else where it lies — or its first row's leading edge. So a
        // pinned footer stays within its section and never overlaps its own header
        // (UICollectionView's and Compose's sticky rules; the gallery's "Paper cranes" footer was
        // drawn over its header).
        let firstIndex = sectionIndex.sectionStarts[section]
        if let first = result.placed.first(where: { $0.index == firstIndex }) {
            let isHeader = sectionIndex.hasHeader(section) && first.index != footerIndex
            held = max(held, isHeader ? first.frame.mainMax(axis) : first.frame.mainMin(axis))
        }
        var element = place(footerIndex, at: held, extent: extent, cross: cross, constraints: result.constraints, source: source)
        element.pinning = .trailing
        if let slot { result.placed[slot] = element } else { result.placed.append(element) }
        return section
    }

    /// Paint order: scrolling elements by index, then pinned ones (which draw above content).
    func movePinnedToEnd(_ result: inout LayoutResult) {
        var i = 0, end = result.placed.count
        while i < end {
            if result.placed[i].pinning != .none {
                let element = result.placed.remove(at: i)
                result.placed.append(element)
                end -= 1
            } else {
                i += 1
            }
        }
    }
}

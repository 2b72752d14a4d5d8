/// Maps between a global element index (headers, rows and footers of all sections in order)
/// and an ``ElementPath``: an interval list over sections, searched by bisection with the last
/// hit cached, since look-ups cluster around the viewport (Compose's `IntervalList`).
///
/// - Complexity: building is O(sections); a look-up is O(1) near the last hit and O(log sections)
///   otherwise. Memory is one integer per section, never per item.
public struct SectionIndex: Sendable, Equatable {
    /// `sectionStarts[s]` is the global index of section `s`'s first element; the last entry is
    /// the total element count.
    public private(set) var sectionStarts: [Int]
    /// Whether each section has a header / a footer, as bit flags (1 = header, 2 = footer).
    private var decorations: [UInt8]
    /// Whether any section has a header or a footer (most lists have neither: then every
    /// element is an item and ``decorationsBefore(_:)`` is (0, 0) without a look-up).
    private(set) var hasDecorations: Bool
    private var lastHitSection = 0

    public init<Source: LazyStackDataSource>(_ source: Source) {
        var starts: [Int] = []
        starts.reserveCapacity(source.sectionCount + 1)
        var flags: [UInt8] = []
        flags.reserveCapacity(source.sectionCount)
        var total = 0
        for section in 0..<source.sectionCount {
            starts.append(total)
            let header = source.hasHeader(inSection: section), footer = source.hasFooter(inSection: section)
            flags.append((header ? 1 : 0) | (footer ? 2 : 0))
            total += source.itemCount(inSection: section) + (header ? 1 : 0) + (footer ? 1 : 0)
        }
        starts.append(total)
        sectionStarts = starts
        decorations = flags
        hasDecorations = flags.contains { $0 != 0 }
    }

    /// All elements of all sections.
    public var elementCount: Int { sectionStarts.last ?? 0 }
    public var sectionCount: Int { decorations.count }

    public func hasHeader(_ section: Int) -> Bool { decorations[section] & 1 != 0 }
    public func hasFooter(_ section: Int) -> Bool { decorations[section] & 2 != 0 }

    /// The section holding global element `index` (0 ≤ index < elementCount).
    public mutating func section(containing index: Int) -> Int {
        precondition(index >= 0 && index < elementCount, "element \(index) is outside 0..<\(elementCount)")
        let cached = lastHitSection
        if cached < sectionCount, sectionStarts[cached] <= index, index < sectionStarts[cached + 1] { return cached }
        if cached + 1 < sectionCount, sectionStarts[cached + 1] <= index, index < sectionStarts[cached + 2] {
            lastHitSection = cached + 1
            return cached + 1
        }
        // Largest s with sectionStarts[s] <= index, skipping empty sections (equal starts).
        var low = 0, high = sectionCount - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        lastHitSection = low
        return low
    }

    /// The path of global element `index`.
    @inline(__always)
    public mutating func path(at index: Int) -> ElementPath {
        // One section of rows only (most lists): the index is the row. The layout asks twice for
        // every element it makes (measure, place), so this skips ~50 instructions an element —
        // and, inlined into the layout, the call (~20 more).
        if sectionStarts.count == 2 && !hasDecorations {
            precondition(index >= 0 && index < sectionStarts[1], "element \(index) is outside 0..<\(sectionStarts[1])")
            return .item(index, in: 0)
        }
        return pathInSections(at: index)
    }

    /// ``path(at:)`` in a list of several sections or with headers or footers.
    mutating func pathInSections(at index: Int) -> ElementPath {
        let section = section(containing: index)
        let local = index - sectionStarts[section]
        let header = hasHeader(section)
        if header && local == 0 { return .header(of: section) }
        let row = local - (header ? 1 : 0)
        if hasFooter(section) && index == sectionStarts[section + 1] - 1 { return .footer(of: section) }
        return .item(row, in: section)
    }

    /// The global index of `path`.
    public func index(of path: ElementPath) -> Int {
        let start = sectionStarts[path.section]
        switch path.kind {
        case .header: return start
        case .item(let row): return start + (hasHeader(path.section) ? 1 : 0) + row
        case .footer: return sectionStarts[path.section + 1] - 1
        }
    }

    /// How many headers and footers come before global element `index` (0 ≤ index ≤
    /// elementCount): the engine's estimate of the content before an element multiplies these by
    /// the average header and footer extents.
    public mutating func decorationsBefore(_ index: Int) -> (headers: Int, footers: Int) {
        // Called at every estimated start (~25 in an anchor's re-location).
        guard hasDecorations else { return (0, 0) }
        buildDecorationPrefixesIfNeeded()
        if index >= elementCount { return (headerPrefix[sectionCount], footerPrefix[sectionCount]) }
        let section = section(containing: index)
        // The section's own header precedes every other element of it; its own footer is its
        // last element, so it precedes nothing in the section.
        let ownHeader = hasHeader(section) && index > sectionStarts[section] ? 1 : 0
        return (headerPrefix[section] + ownHeader, footerPrefix[section])
    }

    // Prefix counts of headers and footers per section, built on first use.
    private var headerPrefix: [Int] = []
    private var footerPrefix: [Int] = []

    private mutating func buildDecorationPrefixesIfNeeded() {
        guard headerPrefix.count != sectionCount + 1 else { return }
        headerPrefix = [0]; footerPrefix = [0]
        headerPrefix.reserveCapacity(sectionCount + 1); footerPrefix.reserveCapacity(sectionCount + 1)
        for flag in decorations {
            headerPrefix.append(headerPrefix[headerPrefix.count - 1] + Int(flag & 1))
            footerPrefix.append(footerPrefix[footerPrefix.count - 1] + Int(flag >> 1))
        }
    }

    public static func == (a: SectionIndex, b: SectionIndex) -> Bool {
        a.sectionStarts == b.sectionStarts && a.decorations == b.decorations
    }
}

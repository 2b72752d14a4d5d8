import Foundation

/// SwiftUI's stack algorithm along one axis, shared by ``HStackLayout`` and ``VStackLayout``.
///
/// As SwiftUI does it (objc.io, "Thinking in SwiftUI", ch. 4 "Layout"; Apple, WWDC22 "Compose
/// custom layouts with SwiftUI"): the spacing between neighbours is taken off the proposed
/// length first; children are then offered the rest in groups of descending `layoutPriority`,
/// each group's share reduced by the minimum lengths of the lower groups; within a group the
/// least flexible child (the smallest difference between its lengths for a 0 and an infinite
/// proposal) goes first and is offered an equal share of what remains, takes what it needs,
/// and the rest carries on. With no proposed length every child takes its ideal length.
/// Across the axis every child is offered the stack's proposal and aligned on the alignment
/// guide; the stack's length is the sum of its children's plus spacing, its thickness the
/// extent of the aligned children.
struct StackAlgorithm {
    let axis: Axis
    let spacing: CGFloat?

    func main(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    func cross(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
    func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
    func crossProposal(_ p: ProposedViewSize) -> CGFloat? { axis == .horizontal ? p.height : p.width }
    func mainProposal(_ p: ProposedViewSize) -> CGFloat? { axis == .horizontal ? p.width : p.height }

    /// The sum of the gaps between consecutive children: the explicit spacing, or what their
    /// spacing preferences ask (8 pt between views; 0 next to a spacer).
    @MainActor func totalGap(_ subviews: LayoutSubviews) -> CGFloat {
        guard subviews.count > 1 else { return 0 }
        var total: CGFloat = 0
        for i in 0..<subviews.count - 1 {
            total += spacing ?? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
        }
        return total
    }

    /// Each child's size for `proposal`, by the distribution described above, into
    /// `cache.sizes` (the cache's arrays are reused: no allocation once they have grown).
    @MainActor func sizes(_ subviews: LayoutSubviews, proposal: ProposedViewSize, into cache: inout StackLayoutCache) {
        let count = subviews.count
        let crossP = crossProposal(proposal)
        // The arrays keep their length while the stack's children do (a reused row's): written
        // in place, not emptied and appended to (each `removeAll` is a call).
        cache.resize(to: count)
        guard let proposedMain = mainProposal(proposal) else {
            for index in 0..<count { cache.sizes[index] = subviews[index].sizeThatFits(self.proposal(main: nil, cross: crossP)) }
            return
        }
        var remaining = proposedMain - totalGap(subviews)
        // Each child's lengths for the smallest and largest offers, and whether they all have
        // one priority — one visit of each child (each visit copies its proxy: a retain).
        var first: Double = 0
        var onePriority = true
        for index in 0..<count {
            let subview = subviews[index]
            let minimum = subview.length(along: axis, for: self.proposal(main: 0, cross: crossP))
            cache.minimums[index] = minimum
            cache.flexibility[index] = subview.length(along: axis, for: self.proposal(main: .infinity, cross: crossP)) - minimum
            let priority = subview.priority
            if index == 0 { first = priority } else if priority != first { onePriority = false }
        }
        if onePriority {
            // The usual case (every priority 0): one group, the least flexible first, ties in
            // their order — a stable insertion sort of the indices (stacks have few children).
            for index in 0..<count {
                var at = index
                while at > 0, cache.flexibility[cache.order[at - 1]] > cache.flexibility[index] {
                    cache.order[at] = cache.order[at - 1]
                    at -= 1
                }
                cache.order[at] = index
            }
            distribute(subviews, group: cache.order, available: max(0, remaining), crossP: crossP, cache: &cache)
            return
        }
        let minimums = cache.minimums, flexibility = cache.flexibility
        let priorities = Self.distinctPriorities(subviews)
        for priority in priorities {
            // The least flexible first; ties in their order (the sort is stable).
            let group = subviews.indices.filter { subviews[$0].priority == priority }.sorted { flexibility[$0] < flexibility[$1] }
            // The lower-priority children keep at least their minimum length.
            let reserved = subviews.indices.filter { subviews[$0].priority < priority }.reduce(0) { $0 + minimums[$1] }
            remaining -= distribute(subviews, group: group, available: max(0, remaining - reserved), crossP: crossP, cache: &cache)
        }
    }

    /// Sizes one priority group, its indices `group` in order of flexibility, in `available`
    /// points; returns the length they took. Each child is offered an equal share of what is
    /// left and takes what it needs (the objc.io/Field Guide rule above) — except spacers,
    /// which are offered space after every other child of the group, whose shares keep the
    /// spacers' minimum lengths aside. So `HStack { Spacer(); Text(message) }` offers the text
    /// the width less the spacer's 8 pt and the text stays on one line when it fits, as on iOS
    /// (Apple's `Spacer`: it "expands as much as it can … moving sibling views out of the way,
    /// within the limits of the stack's size"), while `HStack { Color.red; Text(message) }`
    /// still offers the text half (the Field Guide's wrapped text between two colours).
    @MainActor @discardableResult
    private func distribute<Group: Collection<Int>>(_ subviews: LayoutSubviews, group: Group, available: CGFloat,
                                                    crossP: CGFloat?, cache: inout StackLayoutCache) -> CGFloat {
        var spacers = 0
        var spacerMinimums: CGFloat = 0
        for index in group where subviews[index].isSpacer {
            spacers += 1
            spacerMinimums += cache.minimums[index]
        }
        var available = available
        var taken: CGFloat = 0
        if spacers == 0 {
            var left = group.count
            for index in group {
                let offer = max(0, available / CGFloat(left))
                let size = subviews[index].sizeThatFits(self.proposal(main: offer, cross: crossP))
                cache.sizes[index] = size
                available -= main(size)
                taken += main(size)
                left -= 1
            }
            return taken
        }
        // The others first, the spacers' minimums kept aside; then the spacers share the rest.
        var left = group.count - spacers
        var rest = available - spacerMinimums
        for index in group where !subviews[index].isSpacer {
            let offer = max(0, rest / CGFloat(left))
            let size = subviews[index].sizeThatFits(self.proposal(main: offer, cross: crossP))
            cache.sizes[index] = size
            rest -= main(size)
            available -= main(size)
            taken += main(size)
            left -= 1
        }
        left = spacers
        for index in group where subviews[index].isSpacer {
            let offer = max(0, available / CGFloat(left))
            let size = subviews[index].sizeThatFits(self.proposal(main: offer, cross: crossP))
            cache.sizes[index] = size
            available -= main(size)
            taken += main(size)
            left -= 1
        }
        return taken
    }

    /// The children's priorities, highest first, each once.
    @MainActor private static func distinctPriorities(_ subviews: LayoutSubviews) -> [Double] {
        Set(subviews.map(\.priority)).sorted(by: >)
    }

    /// Sizes the children for `proposal` and aligns them across (``crossPlacement``), into
    /// `cache` — unless it holds that proposal's arrangement already: a stack is measured
    /// and then placed for the same proposal, and the second asks nothing of its children.
    /// `dimensions` gives child `i`'s guide along the cross axis and its thickness.
    @MainActor func arrange(_ subviews: LayoutSubviews, proposal: ProposedViewSize, cache: inout StackLayoutCache,
                            dimensions: (Int, CGSize) -> (guide: CGFloat, extent: CGFloat)) {
        if cache.proposal == proposal { return }
        sizes(subviews, proposal: proposal, into: &cache)
        let count = subviews.count
        var length: CGFloat = 0
        for i in 0..<count {
            length += main(cache.sizes[i])
            if i + 1 < count {
                let gap = spacing ?? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
                cache.gaps[i] = gap
                length += gap
            }
        }
        // The guide offsets across, as SwiftUI aligns them: the children's guides on one line,
        // the stack's thickness the extent of the aligned children.
        var line = -CGFloat.infinity
        for i in 0..<count {
            let (guide, extent) = dimensions(i, cache.sizes[i])
            cache.offsets[i] = guide
            cache.extents[i] = extent
            line = max(line, guide)
        }
        var lowest = CGFloat.infinity, highest = -CGFloat.infinity
        for i in cache.offsets.indices {
            let offset = line - cache.offsets[i]
            cache.offsets[i] = offset
            lowest = min(lowest, offset)
            highest = max(highest, offset + cache.extents[i])
        }
        for i in cache.offsets.indices { cache.offsets[i] -= lowest }
        let thickness = cache.offsets.isEmpty ? 0 : highest - lowest
        cache.size = axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
        cache.proposal = proposal
    }
}

/// The guide offsets of children for a cross-axis alignment: SwiftUI aligns the children's
/// guides on one line and the stack's thickness is the extent of the aligned children.
@MainActor
private func crossPlacement(_ dimensions: [ViewDimensions], guide: (ViewDimensions) -> CGFloat,
                            extent: (ViewDimensions) -> CGFloat) -> (offsets: [CGFloat], thickness: CGFloat) {
    guard !dimensions.isEmpty else { return ([], 0) }
    // A child measured at an infinite length (a stack asking how flexible its children are)
    // makes the whole thing infinite; its guides (∞ / 2) would make the offsets NaN.
    if dimensions.contains(where: { extent($0) == .infinity }) { return (dimensions.map { _ in 0 }, .infinity) }
    let line = dimensions.map(guide).max()!
    let offsets = dimensions.map { line - guide($0) }
    let thickness = zip(offsets, dimensions).map { $0 + extent($1) }.max()! - offsets.min()!
    let shift = offsets.min()!
    return (offsets.map { $0 - shift }, thickness)
}

/// What a stack keeps between measuring its children and placing them (``HStackLayout``,
/// ``VStackLayout``): the last proposal's arrangement — each child's size, the gaps, the
/// offsets across — and scratch arrays, reused so that laying a stack out allocates nothing
/// once they have grown. Forgotten whenever a child's layout changes (`LayoutNode`
/// updates the cache then).
public struct StackLayoutCache {
    var proposal: ProposedViewSize?
    var size: CGSize = .zero
    var sizes: [CGSize] = []
    var gaps: [CGFloat] = []
    var offsets: [CGFloat] = []
    var extents: [CGFloat] = []
    var minimums: [CGFloat] = []
    var flexibility: [CGFloat] = []
    var order: [Int] = []
    public init() {}

    /// Gives the per-child arrays `count` elements (`gaps` one fewer), keeping them when they
    /// have that many already; values are written before they are read.
    mutating func resize(to count: Int) {
        guard sizes.count != count else { return }
        sizes = Array(repeating: .zero, count: count)
        gaps = Array(repeating: 0, count: max(0, count - 1))
        offsets = Array(repeating: 0, count: count)
        extents = Array(repeating: 0, count: count)
        minimums = Array(repeating: 0, count: count)
        flexibility = Array(repeating: 0, count: count)
        order = Array(repeating: 0, count: count)
    }
}

/// Arranges its children in a row — SwiftUI's `HStackLayout` (what `HStack` lays out with).
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }

    public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }
    /// The children changed: the arrangement is forgotten, the arrays kept.
    public func updateCache(_ cache: inout StackLayoutCache, subviews: Subviews) { cache.proposal = nil }

    private func arrange(_ subviews: Subviews, _ proposal: ProposedViewSize, _ cache: inout StackLayoutCache) {
        let alignment = self.alignment
        StackAlgorithm(axis: .horizontal, spacing: spacing).arrange(subviews, proposal: proposal, cache: &cache) { i, size in
            let dims = subviews[i].dimensions(in: ProposedViewSize(size), reading: alignment)
            return (dims[alignment], dims.height)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        arrange(subviews, proposal, &cache)
        return cache.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
        arrange(subviews, proposal, &cache)
        var x = bounds.minX
        for i in subviews.indices {
            subviews[i].place(at: CGPoint(x: x, y: bounds.minY + cache.offsets[i]), anchor: .topLeading,
                              proposal: ProposedViewSize(width: cache.sizes[i].width, height: proposal.height))
            x += cache.sizes[i].width + (i < cache.gaps.count ? cache.gaps[i] : 0)
        }
    }
}

/// Arranges its children in a column — SwiftUI's `VStackLayout` (what `VStack` lays out with).
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }

    public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }
    /// The children changed: the arrangement is forgotten, the arrays kept.
    public func updateCache(_ cache: inout StackLayoutCache, subviews: Subviews) { cache.proposal = nil }

    private func arrange(_ subviews: Subviews, _ proposal: ProposedViewSize, _ cache: inout StackLayoutCache) {
        let alignment = self.alignment
        StackAlgorithm(axis: .vertical, spacing: spacing).arrange(subviews, proposal: proposal, cache: &cache) { _, size in
            (ViewDimensions(size: size)[alignment], size.width)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        arrange(subviews, proposal, &cache)
        return cache.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
        arrange(subviews, proposal, &cache)
        var y = bounds.minY
        for i in subviews.indices {
            subviews[i].place(at: CGPoint(x: bounds.minX + cache.offsets[i], y: y), anchor: .topLeading,
                              proposal: ProposedViewSize(width: proposal.width, height: cache.sizes[i].height))
            y += cache.sizes[i].height + (i < cache.gaps.count ? cache.gaps[i] : 0)
        }
    }
}

/// Overlays its children, aligned in both axes — SwiftUI's `ZStackLayout`. Every child is
/// offered the whole proposal; the stack is the extent of the aligned children.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    private func arrangement(_ subviews: Subviews, proposal: ProposedViewSize) -> (x: [CGFloat], y: [CGFloat], size: CGSize) {
        let alignment = self.alignment
        let dims = subviews.map { $0.dimensions(in: proposal, reading: alignment.vertical) }
        let h = crossPlacement(dims, guide: { $0[alignment.horizontal] }, extent: { $0.width })
        let v = crossPlacement(dims, guide: { $0[alignment.vertical] }, extent: { $0.height })
        return (h.offsets, v.offsets, CGSize(width: h.thickness, height: v.thickness))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement(subviews, proposal: proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (xs, ys, _) = arrangement(subviews, proposal: proposal)
        for i in subviews.indices {
            subviews[i].place(at: CGPoint(x: bounds.minX + xs[i], y: bounds.minY + ys[i]), anchor: .topLeading, proposal: proposal)
        }
    }
}

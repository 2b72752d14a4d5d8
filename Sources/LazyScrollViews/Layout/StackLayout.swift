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

    /// The gaps between consecutive children: the explicit spacing, or what their spacing
    /// preferences ask (8 pt between views; 0 next to a spacer).
    /// The sum of ``gaps(_:)``.
    @MainActor func totalGap(_ subviews: LayoutSubviews) -> CGFloat {
        guard subviews.count > 1 else { return 0 }
        var total: CGFloat = 0
        for i in 0..<subviews.count - 1 {
            total += spacing ?? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
        }
        return total
    }

    @MainActor func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (0..<subviews.count - 1).map { i in
            spacing ?? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
        }
    }

    /// Each child's size for `proposal`, by the distribution described above.
    @MainActor func sizes(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> [CGSize] {
        let crossP = crossProposal(proposal)
        guard let proposedMain = mainProposal(proposal) else {
            return subviews.map { $0.sizeThatFits(self.proposal(main: nil, cross: crossP)) }
        }
        var sizes = [CGSize](repeating: .zero, count: subviews.count)
        var remaining = proposedMain - totalGap(subviews)
        var minimums = [CGFloat](repeating: 0, count: subviews.count)
        var flexibility = minimums
        for i in subviews.indices {
            minimums[i] = subviews[i].length(along: axis, for: self.proposal(main: 0, cross: crossP))
            flexibility[i] = subviews[i].length(along: axis, for: self.proposal(main: .infinity, cross: crossP)) - minimums[i]
        }
        let priorities = Self.distinctPriorities(subviews)
        for priority in priorities {
            // The least flexible first; ties in their order (the sort is stable).
            let group = priorities.count == 1
                ? subviews.indices.sorted { flexibility[$0] < flexibility[$1] }
                : subviews.indices.filter { subviews[$0].priority == priority }.sorted { flexibility[$0] < flexibility[$1] }
            // The lower-priority children keep at least their minimum length.
            let reserved = priorities.count == 1
                ? 0 : subviews.indices.filter { subviews[$0].priority < priority }.reduce(0) { $0 + minimums[$1] }
            var available = max(0, remaining - reserved)
            var left = group.count
            for index in group {
                let offer = max(0, available / CGFloat(left))
                let size = subviews[index].sizeThatFits(self.proposal(main: offer, cross: crossP))
                sizes[index] = size
                available -= main(size)
                remaining -= main(size)
                left -= 1
            }
        }
        return sizes
    }

    /// The children's priorities, highest first, each once (usually one: all 0).
    @MainActor private static func distinctPriorities(_ subviews: LayoutSubviews) -> [Double] {
        guard let first = subviews.first?.priority else { return [] }
        if subviews.allSatisfy({ $0.priority == first }) { return [first] }
        return Set(subviews.map(\.priority)).sorted(by: >)
    }
}

/// The guide offsets of children for a cross-axis alignment: SwiftUI aligns the children's
/// guides on one line and the stack's thickness is the extent of the aligned children.
@MainActor
private func crossPlacement(_ dimensions: [ViewDimensions], guide: (ViewDimensions) -> CGFloat,
                            extent: (ViewDimensions) -> CGFloat) -> (offsets: [CGFloat], thickness: CGFloat) {
    guard !dimensions.isEmpty else { return ([], 0) }
    let line = dimensions.map(guide).max()!
    let offsets = dimensions.map { line - guide($0) }
    let thickness = zip(offsets, dimensions).map { $0 + extent($1) }.max()! - offsets.min()!
    let shift = offsets.min()!
    return (offsets.map { $0 - shift }, thickness)
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

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let algorithm = StackAlgorithm(axis: .horizontal, spacing: spacing)
        let sizes = algorithm.sizes(subviews, proposal: proposal)
        let dims = zip(subviews, sizes).map { $0.dimensions(in: ProposedViewSize($1)) }
        let alignment = self.alignment
        let thickness = crossPlacement(dims, guide: { $0[alignment] }, extent: { $0.height }).thickness
        return CGSize(width: sizes.reduce(0) { $0 + $1.width } + algorithm.totalGap(subviews), height: thickness)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let algorithm = StackAlgorithm(axis: .horizontal, spacing: spacing)
        let sizes = algorithm.sizes(subviews, proposal: proposal)
        let gaps = algorithm.gaps(subviews)
        let dims = zip(subviews, sizes).map { $0.dimensions(in: ProposedViewSize($1)) }
        let alignment = self.alignment
        let offsets = crossPlacement(dims, guide: { $0[alignment] }, extent: { $0.height }).offsets
        var x = bounds.minX
        for i in subviews.indices {
            subviews[i].place(at: CGPoint(x: x, y: bounds.minY + offsets[i]), anchor: .topLeading,
                              proposal: ProposedViewSize(width: sizes[i].width, height: proposal.height))
            x += sizes[i].width + (i < gaps.count ? gaps[i] : 0)
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

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let algorithm = StackAlgorithm(axis: .vertical, spacing: spacing)
        let sizes = algorithm.sizes(subviews, proposal: proposal)
        let alignment = self.alignment
        let dims = sizes.map { ViewDimensions(size: $0) }
        let thickness = crossPlacement(dims, guide: { $0[alignment] }, extent: { $0.width }).thickness
        return CGSize(width: thickness, height: sizes.reduce(0) { $0 + $1.height } + algorithm.totalGap(subviews))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let algorithm = StackAlgorithm(axis: .vertical, spacing: spacing)
        let sizes = algorithm.sizes(subviews, proposal: proposal)
        let gaps = algorithm.gaps(subviews)
        let alignment = self.alignment
        let offsets = crossPlacement(sizes.map { ViewDimensions(size: $0) }, guide: { $0[alignment] }, extent: { $0.width }).offsets
        var y = bounds.minY
        for i in subviews.indices {
            subviews[i].place(at: CGPoint(x: bounds.minX + offsets[i], y: y), anchor: .topLeading,
                              proposal: ProposedViewSize(width: proposal.width, height: sizes[i].height))
            y += sizes[i].height + (i < gaps.count ? gaps[i] : 0)
        }
    }
}

/// Overlays its children, aligned in both axes — SwiftUI's `ZStackLayout`. Every child is
/// offered the whole proposal; the stack is the extent of the aligned children.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    private func arrangement(_ subviews: Subviews, proposal: ProposedViewSize) -> (x: [CGFloat], y: [CGFloat], size: CGSize) {
        let dims = subviews.map { $0.dimensions(in: proposal) }
        let alignment = self.alignment
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

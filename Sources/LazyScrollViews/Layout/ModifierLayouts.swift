import Foundation

/// Where a child of `size` goes inside `bounds` under `alignment` (the child's guide on the
/// container's guide, as SwiftUI aligns in frames, backgrounds and overlays).
@MainActor
func aligned(_ dims: ViewDimensions, in bounds: CGRect, alignment: Alignment) -> CGPoint {
    let container = ViewDimensions(width: bounds.width, height: bounds.height)
    return CGPoint(x: bounds.minX + container[alignment.horizontal] - dims[alignment.horizontal],
                   y: bounds.minY + container[alignment.vertical] - dims[alignment.vertical])
}

/// `padding(_:_:)`: offers the child the proposal less the insets (never below zero; an
/// unspecified dimension stays unspecified) and adds the insets to its size.
public struct PaddingLayout: Layout {
    /// SwiftUI's default padding on iOS: 16 points on each edge (`.padding()`; Apple's HIG
    /// "Layout" margins and what SwiftUI measures in a preview).
    static let defaultLength: CGFloat = 16
    public var insets: EdgeInsets
    public init(insets: EdgeInsets) { self.insets = insets }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
        return CGSize(width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), anchor: .topLeading,
                              proposal: inner(proposal))
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// `frame(width:height:alignment:)`: a fixed dimension is proposed to the child and reported
/// whatever the child's size; a nil dimension passes the parent's proposal through and
/// reports the child's. The child is aligned inside.
public struct FixedFrameLayout: Layout {
    public var width: CGFloat?
    public var height: CGFloat?
    public var alignment: Alignment
    public init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width; self.height = height; self.alignment = alignment
    }
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let p = childProposal(proposal)
        child.place(at: aligned(child.dimensions(in: p, reading: alignment.vertical), in: bounds, alignment: alignment), anchor: .topLeading, proposal: p)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, by
/// Apple's documentation of that modifier: the child is offered the parent's proposal clamped
/// to the bounds (an unspecified dimension replaced by the ideal one when given). The frame's
/// size in a dimension with neither bound is the child's; otherwise it starts from the child's
/// and a minimum raises it toward the proposal's smaller value, a maximum extends it toward the
/// proposal up to the maximum — so `frame(maxWidth: .infinity)` takes all the width offered and
/// `frame(minWidth: 100)` is never narrower than 100. Both bounds: the proposal, clamped.
public struct FlexibleFrameLayout: Layout {
    public var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    public var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    public var alignment: Alignment
    public init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }

    private static func clamp(_ value: CGFloat?, _ lower: CGFloat?, _ upper: CGFloat?) -> CGFloat? {
        guard var value else { return nil }
        if let upper { value = min(value, upper) }
        if let lower { value = max(value, lower) }
        return value
    }
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: Self.clamp(proposal.width ?? idealWidth, minWidth, maxWidth),
                         height: Self.clamp(proposal.height ?? idealHeight, minHeight, maxHeight))
    }
    private static func resolve(child: CGFloat, proposed: CGFloat?, lower: CGFloat?, upper: CGFloat?) -> CGFloat {
        guard lower != nil || upper != nil else { return child }
        let proposed = proposed ?? child
        var result = child
        if let lower { result = max(lower, min(result, proposed)) }
        if let upper { result = min(upper, max(result, proposed)) }
        return result
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let p = childProposal(proposal)
        let child = subviews.first?.sizeThatFits(p) ?? .zero
        return CGSize(width: Self.resolve(child: child.width, proposed: proposal.width ?? idealWidth, lower: minWidth, upper: maxWidth),
                      height: Self.resolve(child: child.height, proposed: proposal.height ?? idealHeight, lower: minHeight, upper: maxHeight))
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let p = childProposal(proposal)
        child.place(at: aligned(child.dimensions(in: p, reading: alignment.vertical), in: bounds, alignment: alignment), anchor: .topLeading, proposal: p)
    }
}

/// `background(_:alignment:)` and `overlay(_:alignment:)`: the first child (the modified view)
/// sizes the pair; the second is offered exactly that size and aligned on it.
public struct BackgroundLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        guard subviews.count > 1 else { return }
        let secondary = subviews[1], p = ProposedViewSize(bounds.size)
        secondary.place(at: aligned(secondary.dimensions(in: p, reading: alignment.vertical), in: bounds, alignment: alignment), anchor: .topLeading, proposal: p)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.first?.spacing ?? ViewSpacing() }
}

/// How a `Spacer` sizes: along the enclosing stack's axis, from `minLength` (default 8 pt, the
/// platform spacing) up to whatever is proposed; nothing across it (a lone spacer in a
/// `VStack` is zero wide). Outside a stack it expands in both dimensions.
enum SpacerSizing {
    static let defaultMinLength: CGFloat = 8
    static func size(for proposal: ProposedViewSize, minLength: CGFloat?, axis: Axis?) -> CGSize {
        let minimum = minLength ?? defaultMinLength
        func along(_ p: CGFloat?) -> CGFloat { max(minimum, p ?? minimum) }
        switch axis {
        case .horizontal: return CGSize(width: along(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }
}

/// How a `Divider` sizes: 1 pt thick, across the enclosing stack (the proposed width in a
/// `VStack` or outside stacks; the proposed height in an `HStack`).
enum DividerSizing {
    static let thickness: CGFloat = 1
    static func size(for proposal: ProposedViewSize, axis: Axis?) -> CGSize {
        axis == .horizontal ? CGSize(width: thickness, height: proposal.height ?? 0)
                            : CGSize(width: proposal.width ?? 0, height: thickness)
    }
}

/// `fixedSize(horizontal:vertical:)`: the child is offered nil — its ideal size — in each fixed
/// dimension, whatever the parent proposes, and the frame is the child's size (Apple, `fixedSize`:
/// "Fixes this view at its ideal size in the specified dimensions",
/// https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)).
/// A fixed text is never wrapped or truncated along that dimension, and may overflow its parent.
public struct FixedSizeLayout: Layout {
    public var horizontal: Bool
    public var vertical: Bool
    public init(horizontal: Bool, vertical: Bool) { self.horizontal = horizontal; self.vertical = vertical }
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: childProposal(proposal))
    }
}

/// `aspectRatio(_:contentMode:)`: the child is offered the largest size of the ratio that fits
/// in the proposal (`.fit`), or the smallest that covers it (`.fill`), and the frame is the
/// child's answer; a nil ratio is the child's ideal size's. A proposal missing one dimension
/// takes it from the other through the ratio; missing both, the child's ideal width does
/// (Apple, `aspectRatio(_:contentMode:)`: "Constrains this view's dimensions to the specified
/// aspect ratio", https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow).
/// So `Color.blue.aspectRatio(1, contentMode: .fit)` offered 300 × 200 is 200 × 200, and with
/// `.fill` 300 × 300.
public struct AspectRatioLayout: Layout {
    /// Width over height; nil: the child's own ideal ratio.
    public var ratio: CGFloat?
    public var contentMode: ContentMode
    public init(ratio: CGFloat?, contentMode: ContentMode) { self.ratio = ratio; self.contentMode = contentMode }

    /// The size of the ratio proposed to the child for `proposal`.
    @MainActor func childSize(_ proposal: ProposedViewSize, subviews: Subviews) -> CGSize {
        let ideal = subviews.first?.sizeThatFits(.unspecified) ?? CGSize(width: 10, height: 10)
        let r: CGFloat = {
            if let ratio, ratio > 0, ratio.isFinite { return ratio }
            return ideal.height > 0 ? ideal.width / ideal.height : 1
        }()
        switch (proposal.width, proposal.height) {
        case (nil, nil): return CGSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil): return CGSize(width: w, height: w / r)
        case (nil, let h?): return CGSize(width: h * r, height: h)
        case (let w?, let h?):
            // Infinite dimensions (a maximum probe) give way to the finite one.
            if !w.isFinite && !h.isFinite { return CGSize(width: w, height: h) }
            if !w.isFinite { return CGSize(width: h * r, height: h) }
            if !h.isFinite { return CGSize(width: w, height: w / r) }
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let widthFits = byWidth.height <= h
            switch contentMode {
            case .fit: return widthFits ? byWidth : byHeight
            case .fill: return widthFits ? byHeight : byWidth
            }
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(ProposedViewSize(childSize(proposal, subviews: subviews))) ?? .zero
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let p = ProposedViewSize(childSize(proposal, subviews: subviews))
        let size = child.sizeThatFits(p)
        // Centred in the frame (the frame is the child's size unless a parent forces another).
        child.place(at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), anchor: .topLeading, proposal: p)
    }
}

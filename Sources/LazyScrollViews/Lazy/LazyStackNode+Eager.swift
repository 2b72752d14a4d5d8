import Foundation
import LazyLayout

// A lazy stack that no scroll view lays out — one inside an `HStack`, under a `background`, at
// a window's root. SwiftUI's lazy stack still shows its content there; so does ours: every row
// is made and laid out as a `VStack` (`HStack`) would, at the stack's spacing and alignment,
// and the stack takes the whole width (height) it is offered, as a lazy stack does inside a
// scroll view. Made once and kept while the content keeps its shape.
extension LazyStackNode {
    /// Every row of the content, in order: each section's header, rows and footer.
    private var rows: [ViewNode] {
        if let eagerRows { return eagerRows }
        let source = ViewListSource(axis: configuration.axis)
        source.rebuild(from: content)
        var nodes: [ViewNode] = []
        for s in 0..<source.sectionCount {
            if source.hasHeader(inSection: s), let node = source.node(at: .header(of: s)) { node.appendSubviews(to: &nodes) }
            for row in 0..<source.itemCount(inSection: s) {
                if let node = source.node(at: .item(row, in: s)) { node.appendSubviews(to: &nodes) }
            }
            if source.hasFooter(inSection: s), let node = source.node(at: .footer(of: s)) { node.appendSubviews(to: &nodes) }
        }
        eagerRows = nodes
        return nodes
    }

    private var subviews: LayoutSubviews { LayoutSubviews(rows.map(LayoutSubview.init)) }

    /// The stack's size: its rows stacked, as wide (tall) as offered across.
    func eagerSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = stackSize(proposal)
        if configuration.axis == .vertical { return CGSize(width: proposal.width ?? size.width, height: size.height) }
        return CGSize(width: size.width, height: proposal.height ?? size.height)
    }

    private func stackSize(_ proposal: ProposedViewSize) -> CGSize {
        var cache = StackLayoutCache()
        if configuration.axis == .vertical {
            return VStackLayout(alignment: HorizontalAlignment(fraction: configuration.crossFraction), spacing: configuration.spacing)
                .sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        return HStackLayout(alignment: configuration.verticalAlignment, spacing: configuration.spacing)
            .sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the rows: the stack of them aligned across the bounds by the stack's alignment.
    func eagerPlace(in bounds: CGRect, proposal: ProposedViewSize) {
        let size = stackSize(proposal)
        var cache = StackLayoutCache()
        let fraction = configuration.crossFraction
        if configuration.axis == .vertical {
            let inner = CGRect(x: bounds.minX + (bounds.width - size.width) * fraction, y: bounds.minY, width: size.width, height: size.height)
            VStackLayout(alignment: HorizontalAlignment(fraction: fraction), spacing: configuration.spacing)
                .placeSubviews(in: inner, proposal: proposal, subviews: subviews, cache: &cache)
        } else {
            let inner = CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) * fraction, width: size.width, height: size.height)
            HStackLayout(alignment: configuration.verticalAlignment, spacing: configuration.spacing)
                .placeSubviews(in: inner, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    func eagerRender(into context: inout RenderContext) {
        for row in rows { renderChild(row, into: &context) }
    }
}

import Foundation
import LazyLayout

// How a scroll view sizes itself as a view among others (split from ScrollViewNode.swift by
// concern): as SwiftUI's, it proposes nil along its axis to its content and fits the content
// across.
extension ScrollViewNode {
    /// The most rows asked for their size when a scroll view fits its content across: the rows
    /// near its start (or those its last pass placed) are what it shows.
    static let fittingRowLimit = 64

    /// The scroll view's size for `proposal` — SwiftUI's rule: along its axis it takes what it
    /// is offered (a nil offer: its content's length, as far as the rows near its start say);
    /// across, a horizontal scroll view is as tall as its content offered nil along the axis
    /// and the offered height across — so the WWDC26 session's Showcase row
    /// (`ScrollView(.horizontal) { LazyHStack { ForEach(photos) { PhotoView(…) } } }` inside a
    /// `LazyVStack`, https://developer.apple.com/videos/play/wwdc2026/321/ at 5:11) is as tall
    /// as its 200 pt photos, not the 10 pt a view without an ideal size gets.
    ///
    /// A lazy content's size across is that of the rows it would show: those the last pass
    /// placed, or before any pass those from the start until the offered length is filled (at
    /// most ``fittingRowLimit``), so the rows asked are the ones made for the viewport anyway.
    ///
    /// Differs from iOS: a vertical scroll view offered a width takes it (iOS's hugs a narrower
    /// content); it fits its content's width only when offered none.
    func fittingSize(for proposal: ProposedViewSize) -> CGSize {
        sizingProposal = proposal
        let vertical = axis == .vertical
        let main = vertical ? proposal.height : proposal.width
        let cross = vertical ? proposal.width : proposal.height
        if vertical, let cross, let main { return CGSize(width: cross, height: main) }
        let fit = contentFit(cross: cross, length: main)
        let length = main ?? fit.length
        let thickness = vertical ? (cross ?? fit.thickness) : fit.thickness
        return vertical ? CGSize(width: thickness, height: length) : CGSize(width: length, height: thickness)
    }

    /// The content's thickness across for `cross` points offered across (nil: its ideal), and
    /// its length along the axis as far as the rows asked go.
    private func contentFit(cross: CGFloat?, length limit: CGFloat?) -> (thickness: CGFloat, length: CGFloat) {
        updateContentIfNeeded()
        let vertical = axis == .vertical
        let insets = stack.contentInsets
        let crossInsets = CGFloat(vertical ? insets.leading + insets.trailing : insets.top + insets.bottom)
        var length = CGFloat(vertical ? insets.top + insets.bottom : insets.leading + insets.trailing)
        let rowCross = cross.map { max(0, $0 - crossInsets) }
        let goal = limit.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
        var thickest: CGFloat = 0
        var rows = 0
        func visit(_ path: ElementPath) -> Bool {
            guard let node = source.node(at: path) else { return true }
            let style = source.rowStyles.isEmpty ? nil : source.rowStyle(at: path)
            let inset = (style?.leadingInset ?? 0) + (style?.trailingInset ?? 0)
            let child = source.layoutChild(of: node, style: style)
            let offered = rowCross.map { max(0, $0 - inset) }
            let size = child.sizeThatFits(vertical ? ProposedViewSize(width: offered, height: nil)
                                                   : ProposedViewSize(width: nil, height: offered))
            thickest = max(thickest, (vertical ? size.width : size.height) + inset)
            length += (vertical ? size.height : size.width) + (style?.gapAfter ?? CGFloat(stack.spacing))
            rows += 1
            return rows < Self.fittingRowLimit && length < goal
        }
        if let result = lastResult, !result.placed.isEmpty {
            // The last pass's paths, where they still name an element: the data may have
            // changed since (then the rows there now are asked).
            for element in result.placed where !element.isCollapsed && exists(element.path) { if !visit(element.path) { break } }
        } else {
            walk: for s in 0..<source.sectionCount {
                if source.hasHeader(inSection: s), !visit(.header(of: s)) { break walk }
                for row in 0..<source.itemCount(inSection: s) where !visit(.item(row, in: s)) { break walk }
                if source.hasFooter(inSection: s), !visit(.footer(of: s)) { break walk }
            }
        }
        return (thickest + crossInsets, length)
    }

    /// Whether `path` names an element of the content as it is now.
    private func exists(_ path: ElementPath) -> Bool {
        guard path.section < source.sectionCount else { return false }
        switch path.kind {
        case .header: return source.hasHeader(inSection: path.section)
        case .footer: return source.hasFooter(inSection: path.section)
        case .item(let row): return row < source.itemCount(inSection: path.section)
        }
    }
}

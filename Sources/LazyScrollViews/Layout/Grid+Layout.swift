import Foundation

/// The layout of a ``Grid`` — SwiftUI's `GridLayout`
/// (https://developer.apple.com/documentation/swiftui/gridlayout): usable as a container itself,
/// `GridLayout(alignment: .leading) { GridRow { … } }`.
///
/// The algorithm, for a proposal of width W and height H:
///
/// 1. Rows: each `GridRow` subview is a row of its cells; any other subview is a row of one cell
///    spanning every column. A cell takes `gridCellColumns(_:)` columns (1 by default); the grid
///    has as many columns as its widest row.
/// 2. Column widths (Apple: "the width of the widest cell in that column"): a column's width for
///    a width w is the largest width its one-column cells take when offered w (cells unsized
///    horizontally do not count). With no W, each column takes its cells' ideal width. Offered W,
///    the width less the spacing is shared as a stack shares it: columns in order of
///    flexibility (their width at ∞ less their width at 0), each offered an equal share of what
///    is left. A spanning cell that needs more than its columns give makes them grow equally.
/// 3. Row heights, the same way down (Apple: "the height of the tallest cell in that row"), each
///    cell offered its columns' width.
/// 4. Each cell is offered its area (its columns' width and the spacing between them, the row's
///    height) and placed in it at its `gridCellAnchor`, else horizontally at its column's
///    `gridColumnAlignment` or the grid's, vertically at its row's alignment or the grid's.
public struct GridLayout: Layout {
    /// Where cells sit in their areas unless their column, row or anchor says otherwise.
    public var alignment: Alignment
    /// Space between columns (nil: 8 pt, SwiftUI's default spacing on iOS).
    public var horizontalSpacing: CGFloat?
    /// Space between rows (nil: 8 pt).
    public var verticalSpacing: CGFloat?

    /// A grid layout — SwiftUI's `GridLayout(alignment:horizontalSpacing:verticalSpacing:)`.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// SwiftUI's default spacing between views on iOS (``ViewSpacing/init()``).
    static let defaultSpacing: CGFloat = 8

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        GridPlan(self, subviews: subviews, proposal: proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        GridPlan(self, subviews: subviews, proposal: proposal).place(in: bounds, alignment: alignment)
    }
}

/// One cell of a planned grid.
struct GridPlanCell {
    let child: any LayoutChild
    let traits: GridCellTraits
    let column: Int
    var span: Int
}

/// One row of a planned grid: a `GridRow`'s cells, or a view spanning the grid.
struct GridPlanRow {
    /// The `GridRow` node (placed at the row's frame so that its cells are drawn), or nil for a
    /// view outside a row.
    let rowNode: ViewNode?
    let alignment: VerticalAlignment?
    var cells: [GridPlanCell]
}

/// The columns, rows and their sizes for one proposal (``GridLayout``'s algorithm).
@MainActor
struct GridPlan {
    var rows: [GridPlanRow] = []
    var columnCount = 0
    var columnWidths: [CGFloat] = []
    var rowHeights: [CGFloat] = []
    let hSpacing: CGFloat
    let vSpacing: CGFloat

    init(_ layout: GridLayout, subviews: LayoutSubviews, proposal: ProposedViewSize) {
        hSpacing = layout.horizontalSpacing ?? GridLayout.defaultSpacing
        vSpacing = layout.verticalSpacing ?? GridLayout.defaultSpacing
        // 1. Rows and columns.
        var spanningRows: [Int] = []
        for subview in subviews {
            if let row = subview.child as? LayoutNode<GridRowLayout> {
                var cells: [GridPlanCell] = []
                var column = 0
                for child in row.layoutChildren() {
                    let traits = GridCellTraits.of(child)
                    cells.append(GridPlanCell(child: child, traits: traits, column: column, span: traits.columns))
                    column += traits.columns
                }
                columnCount = max(columnCount, column)
                rows.append(GridPlanRow(rowNode: row, alignment: row.layout.alignment, cells: cells))
            } else {
                spanningRows.append(rows.count)
                rows.append(GridPlanRow(rowNode: nil, alignment: nil,
                                        cells: [GridPlanCell(child: subview.child, traits: GridCellTraits.of(subview.child), column: 0, span: 0)]))
            }
        }
        if columnCount == 0 && !rows.isEmpty { columnCount = 1 }
        for r in spanningRows { rows[r].cells[0].span = columnCount }
        // 2. Columns.
        columnWidths = sizeColumns(proposal.width)
        // 3. Rows.
        rowHeights = sizeRows(proposal.height)
    }

    var size: CGSize {
        guard !rows.isEmpty else { return .zero }
        return CGSize(width: columnWidths.reduce(0, +) + CGFloat(columnCount - 1) * hSpacing,
                      height: rowHeights.reduce(0, +) + CGFloat(rows.count - 1) * vSpacing)
    }

    /// The width of a cell spanning `span` columns from `column`: theirs and the spacing between.
    func width(from column: Int, span: Int) -> CGFloat {
        let end = min(column + span, columnCount)
        guard end > column else { return 0 }
        return columnWidths[column..<end].reduce(0, +) + CGFloat(end - column - 1) * hSpacing
    }

    private func sizeColumns(_ proposedWidth: CGFloat?) -> [CGFloat] {
        var sizing = Array(repeating: [any LayoutChild](), count: columnCount)
        for row in rows {
            for cell in row.cells where cell.span == 1 && !cell.traits.unsizedAxes.contains(.horizontal) && cell.column < columnCount {
                sizing[cell.column].append(cell.child)
            }
        }
        func width(_ column: Int, offered w: CGFloat?) -> CGFloat {
            sizing[column].reduce(0) { max($0, $1.sizeThatFits(ProposedViewSize(width: w, height: nil)).width) }
        }
        var widths = Array(repeating: CGFloat(0), count: columnCount)
        let available = proposedWidth.map { max(0, $0 - CGFloat(max(columnCount - 1, 0)) * hSpacing) }
        if let available {
            let order = (0..<columnCount).sorted { a, b in
                let fa = width(a, offered: .infinity) - width(a, offered: 0)
                let fb = width(b, offered: .infinity) - width(b, offered: 0)
                return fa == fb ? a < b : fa < fb
            }
            var remaining = available
            for (k, column) in order.enumerated() {
                let share = max(0, remaining) / CGFloat(columnCount - k)
                widths[column] = width(column, offered: share)
                remaining -= widths[column]
            }
        } else {
            for column in 0..<columnCount { widths[column] = width(column, offered: nil) }
        }
        // Cells spanning several columns (and views outside rows) widen them when they need to.
        for row in rows {
            for cell in row.cells where cell.span > 1 && !cell.traits.unsizedAxes.contains(.horizontal) {
                let end = min(cell.column + cell.span, columnCount)
                let have = widths[cell.column..<end].reduce(0, +) + CGFloat(end - cell.column - 1) * hSpacing
                var need = cell.child.sizeThatFits(ProposedViewSize(width: nil, height: nil)).width
                if let available { need = min(need, available + CGFloat(max(columnCount - 1, 0)) * hSpacing) }
                guard need > have else { continue }
                let extra = (need - have) / CGFloat(end - cell.column)
                for column in cell.column..<end { widths[column] += extra }
            }
        }
        return widths
    }

    private func sizeRows(_ proposedHeight: CGFloat?) -> [CGFloat] {
        func height(_ r: Int, offered h: CGFloat?) -> CGFloat {
            rows[r].cells.reduce(0) { result, cell in
                guard !cell.traits.unsizedAxes.contains(.vertical) else { return result }
                let w = width(from: cell.column, span: cell.span)
                return max(result, cell.child.sizeThatFits(ProposedViewSize(width: w, height: h)).height)
            }
        }
        var heights = Array(repeating: CGFloat(0), count: rows.count)
        if let proposedHeight {
            let available = max(0, proposedHeight - CGFloat(max(rows.count - 1, 0)) * vSpacing)
            let order = rows.indices.sorted { a, b in
                let fa = height(a, offered: .infinity) - height(a, offered: 0)
                let fb = height(b, offered: .infinity) - height(b, offered: 0)
                return fa == fb ? a < b : fa < fb
            }
            var remaining = available
            for (k, r) in order.enumerated() {
                heights[r] = height(r, offered: max(0, remaining) / CGFloat(rows.count - k))
                remaining -= heights[r]
            }
        } else {
            for r in rows.indices { heights[r] = height(r, offered: nil) }
        }
        return heights
    }

    /// Each column's `gridColumnAlignment`: the first row's cell that says, one column wide.
    private var columnAlignments: [HorizontalAlignment?] {
        var alignments = Array(repeating: HorizontalAlignment?.none, count: columnCount)
        for row in rows {
            for cell in row.cells where cell.span == 1 && cell.column < columnCount && alignments[cell.column] == nil {
                alignments[cell.column] = cell.traits.columnAlignment
            }
        }
        return alignments
    }

    func place(in bounds: CGRect, alignment: Alignment) {
        var columnX: [CGFloat] = []
        var x = bounds.minX
        for width in columnWidths { columnX.append(x); x += width + hSpacing }
        let columnAlignments = self.columnAlignments
        var y = bounds.minY
        for (r, row) in rows.enumerated() {
            let height = rowHeights[r]
            let gridWidth = size.width
            if let node = row.rowNode {
                // The row is a frame its cells are drawn in; the grid places the cells.
                node.frame = CGRect(x: bounds.minX, y: y, width: gridWidth, height: height)
                node.isPlaced = true
            }
            let vertical = row.alignment ?? alignment.vertical
            // Cells aligned by a text baseline share the row's lowest one.
            var sized: [(cell: GridPlanCell, proposal: ProposedViewSize, dims: ViewDimensions)] = []
            var rowGuide: CGFloat = 0
            for cell in row.cells where cell.column < columnCount {
                let proposal = ProposedViewSize(width: width(from: cell.column, span: cell.span), height: height)
                let dims = cell.child.dimensions(in: proposal)
                if cell.traits.anchor == nil, vertical.isBaseline { rowGuide = max(rowGuide, dims[vertical]) }
                sized.append((cell, proposal, dims))
            }
            for (cell, proposal, dims) in sized {
                let areaWidth = proposal.width ?? 0
                let fx: CGFloat, cellY: CGFloat
                if let anchor = cell.traits.anchor {
                    fx = anchor.x
                    cellY = y + anchor.y * (height - dims.height)
                } else {
                    fx = (cell.span == 1 ? columnAlignments[cell.column] : nil)?.fraction ?? alignment.horizontal.fraction
                    if case .fraction(let f) = vertical.guide {
                        cellY = y + f * (height - dims.height)
                    } else {
                        cellY = y + rowGuide - dims[vertical]
                    }
                }
                let origin = CGPoint(x: columnX[cell.column] + fx * (areaWidth - dims.width), y: cellY)
                cell.child.place(at: origin, anchor: .topLeading, proposal: proposal)
            }
            y += height + vSpacing
        }
    }
}

extension VerticalAlignment {
    /// Whether the guide is a text baseline (not a fraction of the height).
    var isBaseline: Bool {
        if case .fraction = guide { return false }
        return true
    }
}

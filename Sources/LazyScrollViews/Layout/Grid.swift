import Foundation

/// A container that arranges its rows and their cells in a two-dimensional table, sized all at
/// once — SwiftUI's `Grid` (https://developer.apple.com/documentation/swiftui/grid).
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Unread"); Text("12") }
///     GridRow { Text("Flagged"); Text("3") }
///     Divider()                     // outside a GridRow: spans every column
/// }
/// ```
///
/// Eager, as SwiftUI's is: every cell is made and measured. Apple documents the sizing: "the
/// grid sets the width of each column to the width of the widest cell in that column, and the
/// height of each row to the height of the tallest cell in that row", and a view outside a
/// `GridRow` "spans all the columns". How the grid shares space it is offered among columns
/// and rows is ``GridLayout``'s (the stack algorithm, column by column).
///
/// Differs from SwiftUI: a `GridRow` with a modifier written on it (`GridRow { … }.padding()`)
/// is a view outside a row (it spans all columns and lays its cells out as an `HStack`); cell
/// modifiers (`gridCellColumns(_:)` and the others) are seen through each other, not through
/// other modifiers written outside them.
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// A grid whose cells sit at `alignment` (unless their column, row or anchor says
    /// otherwise), with `horizontalSpacing` between columns and `verticalSpacing` between rows
    /// (nil: the platform's default spacing, 8 points).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
    public var body: Never { fatalError("Grid is primitive") }
}

extension Grid: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        // Views outside rows (a `Divider`) run across the grid, as in a `VStack`.
        LayoutNode.make(layout, name: "Grid", viewType: Self.self, content: content, contentAxis: .vertical,
                        parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) { (node as! LayoutNode<GridLayout>).update(layout, content: content) }
}

/// A horizontal row of cells in a ``Grid`` — SwiftUI's `GridRow`
/// (https://developer.apple.com/documentation/swiftui/gridrow). Each subview of the content
/// (a `ForEach` gives one per element) is a cell, in the next column(s).
///
/// Outside a grid, a row lays its cells out as an `HStack` with its alignment.
public struct GridRow<Content: View>: View {
    let layout: GridRowLayout
    let content: Content

    /// A row whose cells align vertically at `alignment` (nil: the grid's vertical alignment).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        layout = GridRowLayout(alignment: alignment)
        self.content = content()
    }
    public var body: Never { fatalError("GridRow is primitive") }
}

extension GridRow: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        LayoutNode.make(layout, name: "GridRow", viewType: Self.self, content: content, contentAxis: .horizontal,
                        parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) { (node as! LayoutNode<GridRowLayout>).update(layout, content: content) }
}

/// The layout of a ``GridRow`` on its own: an `HStack` at the row's alignment. Inside a
/// ``GridLayout`` the grid places the row's cells itself and this layout is not asked.
public struct GridRowLayout: Layout {
    /// The row's vertical alignment (nil: the grid's).
    public var alignment: VerticalAlignment?
    /// A row layout whose cells align at `alignment` (nil: centred, or the grid's in a grid).
    public init(alignment: VerticalAlignment? = nil) { self.alignment = alignment }
    public static var layoutProperties: LayoutProperties { HStackLayout.layoutProperties }

    private var stack: HStackLayout { HStackLayout(alignment: alignment ?? .center) }
    public func makeCache(subviews: Subviews) -> StackLayoutCache { stack.makeCache(subviews: subviews) }
    public func updateCache(_ cache: inout StackLayoutCache, subviews: Subviews) { stack.updateCache(&cache, subviews: subviews) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

// MARK: Cell modifiers

/// What a cell tells its grid: the modifiers below, collected by ``GridCellTraits/of(_:)``.
struct GridCellTraits: Equatable {
    var columns: Int = 1
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set = []

    /// The traits written on `child` (the outermost of two of a kind wins, as a modifier
    /// written later overrides the one it wraps).
    @MainActor static func of(_ child: any LayoutChild) -> GridCellTraits {
        var traits = GridCellTraits()
        var seen = Set<Int>()
        var current: (any LayoutChild)? = child
        while let node = current as? GridCellTraitNode {
            let trait = node.trait
            if seen.insert(trait.kind).inserted {
                switch trait {
                case .columns(let n): traits.columns = max(1, n)
                case .columnAlignment(let a): traits.columnAlignment = a
                case .anchor(let p): traits.anchor = p
                case .unsizedAxes(let axes): traits.unsizedAxes = axes
                }
            }
            current = node.child
        }
        return traits
    }
}

enum GridCellTrait {
    case columns(Int)
    case columnAlignment(HorizontalAlignment)
    case anchor(UnitPoint)
    case unsizedAxes(Axis.Set)

    var kind: Int {
        switch self {
        case .columns: return 0
        case .columnAlignment: return 1
        case .anchor: return 2
        case .unsizedAxes: return 3
        }
    }
}

/// A view with a grid cell modifier applied (``View/gridCellColumns(_:)`` and the others).
public struct _GridCellTraitView<Content: View>: View {
    let content: Content
    let trait: GridCellTrait
    public var body: Never { fatalError("grid cell traits are primitive") }
}

extension _GridCellTraitView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = GridCellTraitNode(trait: trait, viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! GridCellTraitNode
        node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
        node.trait = trait
        node.invalidateLayout()
    }
}

/// A cell's trait around its content: layout and drawing pass straight through; the grid
/// reads ``trait``.
final class GridCellTraitNode: SingleChildNode {
    var trait: GridCellTrait

    init(trait: GridCellTrait, viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.trait = trait
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }
}

extension View {
    /// Makes the cell span `count` columns of its `GridRow` — SwiftUI's `gridCellColumns(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:)). A
    /// spanning cell does not set its columns' widths; when it needs more than they give, the
    /// columns it spans grow equally (Apple does not document the split).
    public func gridCellColumns(_ count: Int) -> _GridCellTraitView<Self> {
        _GridCellTraitView(content: self, trait: .columns(count))
    }
    /// Aligns every cell of this cell's column horizontally at `guide` — SwiftUI's
    /// `gridColumnAlignment(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/gridcolumnalignment(_:)). Write
    /// it on one cell of the column; the first row that says wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> _GridCellTraitView<Self> {
        _GridCellTraitView(content: self, trait: .columnAlignment(guide))
    }
    /// Places this cell at `anchor` of its cell's area, overriding the grid's, column's and
    /// row's alignment — SwiftUI's `gridCellAnchor(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/gridcellanchor(_:)).
    public func gridCellAnchor(_ anchor: UnitPoint) -> _GridCellTraitView<Self> {
        _GridCellTraitView(content: self, trait: .anchor(anchor))
    }
    /// Keeps this cell from setting its column's width (`.horizontal`) or its row's height
    /// (`.vertical`): it takes what the other cells give — SwiftUI's `gridCellUnsizedAxes(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:)), for a
    /// `Color` or `Divider` that would otherwise take all the space offered.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> _GridCellTraitView<Self> {
        _GridCellTraitView(content: self, trait: .unsizedAxes(axes))
    }
}

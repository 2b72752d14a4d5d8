import Foundation

/// A grid that grows vertically and makes its cells only as they come near the viewport —
/// SwiftUI's `LazyVGrid` (https://developer.apple.com/documentation/swiftui/lazyvgrid).
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], pinnedViews: [.sectionHeaders]) {
///         ForEach(months) { month in
///             Section { ForEach(month.photos) { PhotoCell(photo: $0) } } header: { Text(month.title) }
///         }
///     }
/// }
/// ```
///
/// On the lazy engine it is a lazy stack whose elements are the grid's *rows*: the cells of a
/// `ForEach` are cut into rows of as many cells as there are columns (the column algorithm is
/// `GridTracks`'), and a row is made — its cells with it — only when the stack needs it. Ten
/// million cells in three columns are 3,333,334 rows, of which only those near the viewport
/// exist; estimated row heights, prefetch, pinned section headers and footers and
/// `scrollTo(id:)` (to a cell: the row holding it) are the stack's. Headers and footers span the
/// grid's width.
///
/// Differs from SwiftUI: the cells of a `ForEach`, of `Section`s, groups and conditionals are
/// cut into rows; a custom view whose `body` holds several cells is one cell (its body is not
/// looked into). With adaptive columns the number of columns is first worked out from the
/// scroll view's width less the padding around the grid; if the rows are then laid out at
/// another width (content margins, a resize) the cells are cut again at the next update.
public struct LazyVGrid<Content: View>: View {
    let configuration: LazyGridConfiguration
    let content: Content
    /// A grid of `columns`, laid out at `alignment` within its width, `spacing` between rows
    /// (nil: 8 pt), pinning the section views in `pinnedViews`.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        configuration = LazyGridConfiguration(axis: .vertical, items: columns, alignmentFraction: alignment.fraction,
                                              spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }
    public var body: Never { fatalError("LazyVGrid is primitive") }
}

/// A grid that grows horizontally and makes its cells only as they come near the viewport —
/// SwiftUI's `LazyHGrid` (https://developer.apple.com/documentation/swiftui/lazyhgrid): each
/// `GridItem` is a row; the cells of a `ForEach` fill the rows top to bottom, one column after
/// another, and each column is an element of a lazy horizontal stack (see `LazyVGrid`).
public struct LazyHGrid<Content: View>: View {
    let configuration: LazyGridConfiguration
    let content: Content
    /// A grid of `rows`, laid out at `alignment` within its height, `spacing` between columns
    /// (nil: 8 pt), pinning the section views in `pinnedViews`.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        let fraction: CGFloat
        switch alignment.guide { case .fraction(let f): fraction = f; default: fraction = 0.5 }
        configuration = LazyGridConfiguration(axis: .horizontal, items: rows, alignmentFraction: fraction,
                                              spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }
    public var body: Never { fatalError("LazyHGrid is primitive") }
}

/// What a lazy grid is: the axis it grows along, its items (columns of a vertical grid, rows
/// of a horizontal one), where the tracks sit when they do not fill the cross length, the
/// spacing between lines, and pinning.
struct LazyGridConfiguration: Hashable {
    var axis: Axis
    var items: [GridItem]
    var alignmentFraction: CGFloat
    var spacing: CGFloat?
    var pinnedViews: PinnedScrollableViews
}

/// A lazy grid's node: transparent (its one child, a lazy stack of lines, is what the scroll
/// view sees). It cuts the content into lines for a number of tracks and cuts it again when
/// the lines are laid out at a length that makes another number (adaptive items).
final class LazyGridNode: ViewNode {
    var child: ViewNode?
    /// Makes the lowered content for a number of tracks (the grid value, captured).
    var lower: (@MainActor (GridLowering) -> AnyView)?
    var configuration: LazyGridConfiguration?
    /// The number of tracks the content is cut for now.
    private(set) var trackCount = 0
    /// The cross length the lines were last laid out at (nil: not yet laid out).
    private(set) var laidOutLength: CGFloat?
    /// How many times the content was cut into lines (for tests: a resize re-cuts once).
    private(set) var loweringCount = 0

    override var isDisplayable: Bool { false }
    override var debugName: String? { configuration?.axis == .horizontal ? "LazyHGrid" : "LazyVGrid" }
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let child { body(child) } }

    override func updateInPlace() {
        super.updateInPlace()
        relower()
    }

    /// Cuts the content into lines for the tracks that fit the grid's cross length (its last
    /// laid-out length, else an estimate from the enclosing scroll view) and reconciles them.
    func relower() {
        guard let configuration, let lower else { return }
        let length = laidOutLength ?? estimatedCrossLength()
        trackCount = max(1, GridTracks.count(configuration.items, length: length))
        loweringCount += 1
        let lowering = GridLowering(configuration: configuration, trackCount: trackCount, grid: self)
        let view = lower(lowering)
        child = reconcile(child, with: view, parent: self, environment: environment, graph: graph)
        invalidateLayout()
    }

    /// A line was laid out `length` across: if that makes another number of tracks, the
    /// content is cut again at the next update.
    func lineLaidOut(across length: CGFloat) {
        guard let configuration, laidOutLength != length else { return }
        laidOutLength = length
        if max(1, GridTracks.count(configuration.items, length: length)) != trackCount {
            graph.invalidate(self)
        }
    }

    /// The grid's cross length before any line is laid out: the enclosing scroll view's (its
    /// frame, else the size it is being fitted to, else the window's) less its content margins
    /// and safe area and the padding between it and the grid.
    private func estimatedCrossLength() -> CGFloat {
        let vertical = configuration?.axis != .horizontal
        var inset: CGFloat = 0
        var current = parent
        while let node = current {
            if let padding = node as? LayoutNode<PaddingLayout> {
                let insets = padding.layout.insets
                inset += vertical ? insets.leading + insets.trailing : insets.top + insets.bottom
            }
            if let scroll = node as? ScrollViewNode {
                let window = graph.windowSize
                var size = scroll.frame.size
                if size.width <= 0 && size.height <= 0 {
                    size = CGSize(width: scroll.sizingProposal?.width ?? window.width,
                                  height: scroll.sizingProposal?.height ?? window.height)
                }
                let margins = scroll.environment.contentMargins, safe = scroll.safeAreaInsets
                inset += vertical ? margins.leading + margins.trailing + safe.leading + safe.trailing
                                  : margins.top + margins.bottom + safe.top + safe.bottom
                return max(0, (vertical ? size.width : size.height) - inset)
            }
            current = node.parent
        }
        let window = graph.windowSize
        return max(0, (vertical ? window.width : window.height) - inset)
    }
}

/// `LazyVGrid` and `LazyHGrid`: the same node.
protocol LazyGridView: PrimitiveView {
    associatedtype Content: View
    var configuration: LazyGridConfiguration { get }
    var content: Content { get }
}

extension LazyGridView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = LazyGridNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! LazyGridNode
        node.configuration = configuration
        let content = content, configuration = configuration
        node.lower = { lowering in
            let lines = GridLowering.lowered(content, lowering)
            if configuration.axis == .vertical {
                return AnyView(LazyVStack(alignment: .center, spacing: configuration.spacing ?? GridTracks.defaultSpacing,
                                          pinnedViews: configuration.pinnedViews) { lines })
            }
            return AnyView(LazyHStack(alignment: .center, spacing: configuration.spacing ?? GridTracks.defaultSpacing,
                                      pinnedViews: configuration.pinnedViews) { lines })
        }
        node.relower()
    }
}

extension LazyVGrid: LazyGridView {}
extension LazyHGrid: LazyGridView {}

import ScrollHosting
import DisplayList
import LazyLayout
import Painting
import ScrollCore

/// The benchmark workload shared with the Dear ImGui peer (../shared/peers/imgui-list), drawn
/// straight on the lazy engine: rows of 24 pt, each a 24 pt square coloured by its index and the
/// label "Row i — words", on a dark background. Uniform rows need no measuring at all (ImGui's
/// `ListClipper` case); the `variable` form gives rows of 12…36 pt (mean 24), measured lazily
/// against a 24 pt estimate.
///
/// Not a catalog scene: the playground's `list` and `list-variable` are views
/// (`DeclarativeListView`, `VariableListView`), as the seeds write them. This is what
/// `lazyscroll bench` times without `--declarative` — the engine's zero-allocation path, kept as
/// the floor the views are measured against — and what `AllocationTests` count. Its constants
/// (row height, words, colours, the variable heights) are the workload's, which the view lists
/// share.
public final class ListScene: PlaygroundScene {
    public typealias Data = CollectionDataSource<Range<Int>, Int>

    public let name: String
    public let caption: String
    public let axis = Axis.vertical
    public let data: Data
    public let variable: Bool
    private var stack: LazyStackLayout<Data>

    /// The peer's row height.
    public static let rowHeight: Points = 24
    /// The peer's `kWords`, indexed by `row % 8`. String literals: painting them allocates nothing.
    public static let words: [String] = [
        " — alpha bravo charlie", " — quick brown fox", " — lazy vertical list", " — some words here",
        " — scrolling along nicely", " — lorem ipsum dolor sit", " — nothing to see", " — just another row",
    ]
    /// ImGui's default dark theme background, which the peer clears to (18, 18, 22).
    public static let background = Color(r8: 18, g8: 18, b8: 22)
    static let textColor = Color(r8: 230, g8: 230, b8: 230)
    static let font = FontSpec(sizePoints: 13)

    /// A variable row's extent: 12…36 pt, mean 24. Swift's `>>` binds tighter than `&*`, so this
    /// is `12 + row · 5_184_444 mod 25` = `12 + 19·row mod 25` — a stride through all 25 heights,
    /// not the multiplicative hash it looks like; kept, as the benchmark's workload is defined by it.
    public static func variableHeight(_ row: Int) -> Points { 12 + Double((UInt64(row) &* 2_654_435_761 >> 9) % 25) }

    public init(rowCount: Int, variable: Bool = false) {
        self.variable = variable
        if variable {
            data = CollectionDataSource(0..<rowCount, id: { $0 }, estimate: Self.rowHeight,
                                        extent: { row, _ in ListScene.variableHeight(row) })
        } else {
            data = CollectionDataSource(0..<rowCount, id: { $0 }, uniformExtent: Self.rowHeight)
        }
        stack = LazyStackLayout(source: data)
        name = variable ? "list-variable" : "list"
        caption = "The benchmark list (\(rowCount) rows\(variable ? " of 12…36 pt, estimated" : " of 24 pt")): the Dear ImGui peer's workload"
    }

    /// Idle time between frames: maps the memory the next measurements will be stored in.
    public func prepareForNextFrame() { stack.prepareStorage() }

    public func constraints(viewport: Size, scrollOffset: Points) -> LayoutConstraints {
        // ImGui's clipper makes only what is visible; a 24 pt cache keeps the next row ready.
        LayoutConstraints(axis: .vertical, viewportSize: viewport, scrollOffset: scrollOffset, cacheExtent: Self.rowHeight,
                          contentInsets: EdgeInsets(leading: 8), alignment: .leading, keepAliveExtent: 0)
    }

    public func layout(_ constraints: LayoutConstraints, into result: inout LayoutResult) {
        stack.layout(constraints, source: data, into: &result)
    }

    public func paint(_ result: LayoutResult, viewport: Rect, context: PaintContext, into list: inout DisplayList) -> PaintStats {
        // No context needed (no nested scroll views, no transitions). No background fill: the renderer clears to `background` (as the peer's SDL_RenderClear does).
        StackPainter().paint(result, in: viewport, background: nil, into: &list) { element, frame, list in
            let row = element.path.kind.row ?? 0
            let square = min(Self.rowHeight, frame.height)
            list.fill(Rect(x: frame.minX, y: frame.minY, width: square, height: square), Self.rowColor(row))
            // "Row i" is at most 15 bytes for i < 10¹¹, so Swift stores it inline: no allocation.
            let x = frame.minX + square + 8
            list.text("Row " + String(row), at: Point(x: x, y: frame.minY + 5), Self.font, Self.textColor)
            list.text(Self.words[row % 8], at: Point(x: x + 92, y: frame.minY + 5), Self.font, Self.textColor)
        }
    }

    /// The peer's `row_color(i)`: a hue wheel stepped by the golden angle — the same colours.
    /// The peer takes the fraction with `std::fmod(h, 1.0)`; here it is `h - ⌊h⌋`, which for a
    /// row ≥ 0 is the same number (both are exact in binary floating point: `ListSceneColorTests`)
    /// without glibc's `fmod`, whose loop over the exponent's bits mispredicted most of a fast
    /// frame's branches on rows never painted before (Performance.md, "At any speed").
    static func rowColor(_ row: Int) -> Color {
        let turns = Double(row) * 0.618_033_988_749_895
        return Color.hue(turns - turns.rounded(.down))
    }

    public var background: Color { Self.background }

    public func visibleIDs(_ result: LayoutResult) -> [String] {
        result.placed.filter(\.isVisible).map { String(data.id(of: $0.path)) }
    }

    public func sectionName(_ section: Int) -> String { "rows" }

    public func jump(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) {
        stack.jump(toElement: index, at: anchor, constraints: constraints, source: data)
    }

    public func estimatedOffset(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) -> Points {
        stack.estimatedOffset(toElement: index, at: anchor, constraints: constraints)
    }

    public var elementCount: Int { stack.sectionIndex.elementCount }

    public func jump(toEdge edge: ScrollEdge, constraints: LayoutConstraints) {
        stack.jump(toEdge: edge, constraints: constraints, source: data)
    }

    public func estimatedOffset(toEdge edge: ScrollEdge, constraints: LayoutConstraints) -> Points {
        stack.estimatedOffset(toEdge: edge, constraints: constraints)
    }
}

import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// The eager `Grid` against Apple's documented layout:
// - https://developer.apple.com/documentation/swiftui/grid — "the grid sets the width of each
//   column to the width of the widest cell in that column, and the height of each row to the
//   height of the tallest cell in that row"; a view outside a `GridRow` spans all columns.
// - https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:)
// - https://developer.apple.com/documentation/swiftui/view/gridcolumnalignment(_:)
// - https://developer.apple.com/documentation/swiftui/view/gridcellanchor(_:)
// - https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:)
//
// Text is measured by the fixed test measurer: 0.6 × 17 = 10.2 pt a character, 20.4 pt a line.
// The window (300 × 200) centres the grid in it.

private let char: CGFloat = 10.2
private let line: CGFloat = 20.4

@MainActor
@Suite struct GridTests {
    private func texts(_ host: ViewHost) -> [String: CGPoint] {
        host.render(at: 0)
        return drawnTexts(in: host.displayList).mapValues { CGPoint(x: $0.x, y: $0.y) }
    }
    private func frames(_ host: ViewHost, _ name: String) -> [CGRect] {
        host.collectsDebugBounds = true
        host.render(at: 0)
        return host.debugBounds.filter { $0.name == name }.map { CGRect($0.frame) }
    }
    private func close(_ a: CGPoint?, _ b: CGPoint) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6
    }

    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() throws {
        let host = makeHost(Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow { Text("a"); Text("bbbb") }
            GridRow { Text("ccc"); Text("d") }
        })
        // Column 0: max("a" 10.2, "ccc" 30.6) = 30.6; column 1: max("bbbb" 40.8, "d" 10.2) = 40.8.
        // Grid: 30.6 + 10 + 40.8 = 81.4 wide, 20.4 + 4 + 20.4 = 44.8 tall, centred in 300 × 200.
        let grid = try #require(frames(host, "Grid").first)
        #expect(abs(grid.width - 81.4) < 1e-9 && abs(grid.height - 44.8) < 1e-9)
        let x0 = (300 - 81.4) / 2, y0 = (200 - 44.8) / 2
        let t = texts(host)
        // Cells are centred in their column (the grid's default alignment).
        #expect(close(t["a"], CGPoint(x: x0 + (3 * char - char) / 2, y: y0)))
        #expect(close(t["ccc"], CGPoint(x: x0, y: y0 + line + 4)))
        #expect(close(t["bbbb"], CGPoint(x: x0 + 3 * char + 10, y: y0)))
        #expect(close(t["d"], CGPoint(x: x0 + 3 * char + 10 + (4 * char - char) / 2, y: y0 + line + 4)))
    }

    @Test(arguments: [(HorizontalAlignment.leading, CGFloat(0)), (.center, 0.5), (.trailing, 1)])
    func aColumnsAlignmentAppliesToEveryCellInIt(_ guide: HorizontalAlignment, _ fraction: CGFloat) {
        let host = makeHost(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Text("a").gridColumnAlignment(guide); Text("b") }
            GridRow { Text("cccc"); Text("dd") }
        })
        // Column 0 is 40.8 wide; "a" (10.2) sits at fraction × (40.8 − 10.2) in both rows' column.
        let width = 4 * char + 2 * char
        let x0 = (300 - width) / 2, y0 = (200 - 2 * line) / 2
        let t = texts(host)
        #expect(close(t["a"], CGPoint(x: x0 + fraction * 3 * char, y: y0)))
        #expect(close(t["cccc"], CGPoint(x: x0, y: y0 + line)))
        // Column 1 keeps the grid's centre: "b" in a 20.4 column.
        #expect(close(t["b"], CGPoint(x: x0 + 4 * char + char / 2, y: y0)))
    }

    @Test func aViewOutsideARowSpansAllColumnsAndWidensThemEqually() throws {
        let host = makeHost(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Text("a"); Text("b") }
            Text("0123456789abcdef")
        })
        // The columns give 10.2 + 10 + 10.2 = 30.4; the spanning text needs 16 × 10.2 = 163.2:
        // each column grows by (163.2 − 30.4) / 2 = 66.4, to 76.6.
        let grid = try #require(frames(host, "Grid").first)
        #expect(abs(grid.width - 163.2) < 1e-9)
        let x0 = (300 - 163.2) / 2, y0 = (200 - 2 * line) / 2
        let t = texts(host)
        #expect(close(t["0123456789abcdef"], CGPoint(x: x0, y: y0 + line)))
        #expect(close(t["a"], CGPoint(x: x0 + (76.6 - char) / 2, y: y0)))
        #expect(close(t["b"], CGPoint(x: x0 + 76.6 + 10 + (76.6 - char) / 2, y: y0)))
    }

    @Test func gridCellColumnsSpansColumnsWithoutSettingTheirWidths() throws {
        let host = makeHost(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Text("a"); Text("b"); Text("c") }
            GridRow { Text("xxxxxxxxxx").gridCellColumns(2); Text("z") }
        })
        // Three columns of 10.2. The 2-column cell needs 102 > 10.2 + 10 + 10.2 = 30.4: columns 0
        // and 1 grow by 35.8 each, to 46; column 2 stays 10.2. Width 46 + 46 + 10.2 + 2 × 10.
        let grid = try #require(frames(host, "Grid").first)
        #expect(abs(grid.width - 122.2) < 1e-9)
        let x0 = (300 - 122.2) / 2, y0 = (200 - 2 * line) / 2
        let t = texts(host)
        #expect(close(t["xxxxxxxxxx"], CGPoint(x: x0, y: y0 + line)))
        #expect(close(t["z"], CGPoint(x: x0 + 46 + 10 + 46 + 10, y: y0 + line)))
        #expect(close(t["c"], CGPoint(x: x0 + 46 + 10 + 46 + 10, y: y0)))
        #expect(close(t["b"], CGPoint(x: x0 + 46 + 10 + (46 - char) / 2, y: y0)))
    }

    @Test func anUnsizedColourTakesWhatTheOtherCellsGive() throws {
        let sized = makeHost(Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow { Text("abc"); Color.red }
            GridRow { Text("d"); Text("efgh") }
        })
        let unsized = makeHost(Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow { Text("abc"); Color.red.gridCellUnsizedAxes([.horizontal, .vertical]) }
            GridRow { Text("d"); Text("efgh") }
        })
        // Sized, the colour takes its column's share of 300 − 8 after the text column's 30.6:
        // 261.4 wide; and the rows share 200: the text row is 20.4, the colour's 179.6.
        let color = try #require(frames(sized, "Color").first)
        #expect(abs(color.width - 261.4) < 1e-9 && abs(color.height - (200 - line)) < 1e-9)
        // Unsized, it is as wide as "efgh" (40.8) and as tall as "abc" (20.4).
        let small = try #require(frames(unsized, "Color").first)
        #expect(abs(small.width - 4 * char) < 1e-9 && abs(small.height - line) < 1e-9)
        #expect(abs(small.minX - ((300 - (3 * char + 8 + 4 * char)) / 2 + 3 * char + 8)) < 1e-9)
    }

    @Test func anAnchorAndARowAlignmentPlaceCellsInTheirArea() throws {
        let host = makeHost(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Text("a").gridCellAnchor(.bottomTrailing); Color.blue.frame(width: 40, height: 40) }
            GridRow(alignment: .top) { Text("xxxx"); Color.green.frame(width: 10, height: 60) }
        })
        // Column 0: 40.8 ("xxxx"); column 1: 40. Row 0: 40 tall; row 1: 60.
        let x0: CGFloat = (300 - 80.8) / 2, y0: CGFloat = (200 - 100) / 2
        let t = texts(host)
        #expect(close(t["a"], CGPoint(x: x0 + 40.8 - char, y: y0 + 40 - line)))
        // `.top` on the row: "xxxx" at its row's top, not centred in the 60.
        #expect(close(t["xxxx"], CGPoint(x: x0, y: y0 + 40)))
    }

    @Test func anOfferedWidthIsSharedLeastFlexibleColumnFirst() throws {
        let host = makeHost(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red; Color.blue; Text("abc") }
        })
        // The text's column is the least flexible: offered 300 / 3 = 100, it takes 30.6; the two
        // colours share the 269.4 left, 134.7 each, and take the whole 200 of height.
        let colors = frames(host, "Color")
        #expect(colors.count == 2)
        for color in colors { #expect(abs(color.width - 134.7) < 1e-9 && abs(color.height - 200) < 1e-9) }
        #expect(abs(colors[1].minX - 134.7) < 1e-9)
        #expect(close(texts(host)["abc"], CGPoint(x: 269.4, y: (200 - line) / 2)))
    }

    @Test func forEachMakesRowsAndCells() throws {
        @MainActor struct Table: View {
            @State var count = 2
            var body: some View {
                Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                    ForEach(0..<count, id: \.self) { r in
                        GridRow { ForEach(0..<3, id: \.self) { c in Text(String(repeating: "x", count: r * 3 + c + 1)) } }
                    }
                }
            }
        }
        let host = makeHost(Table())
        // Two rows: column widths are the second row's (4, 5, 6 characters).
        let grid = try #require(frames(host, "Grid").first)
        #expect(abs(grid.width - 15 * char) < 1e-9 && abs(grid.height - 2 * line) < 1e-9)
    }
}

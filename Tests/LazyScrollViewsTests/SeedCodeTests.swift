import Collections
import Foundation
import OpenCombine
import Testing
@testable import LazyScrollViews

// The seeds' own code, compiled as written (only the container differs: `List` arrives with the
// lazy containers, so these run in a `VStack`).

// Seed 003: a RandomAccessCollection over an OrderedDictionary, read in place.
final class DictDataSource<Key, Value>: RandomAccessCollection, ObservableObject where Key: Hashable {
    typealias Index = Int

    private var dict: OrderedDictionary<Key, Value>

    init(dict: OrderedDictionary<Key, Value>) {
        self.dict = dict
    }

    var startIndex: Int {
        0
    }

    var endIndex: Int {
        dict.count
    }

    subscript(position: Int) -> (key: Key, value: Value) {
        dict.elements[position]
    }
}

let responses: OrderedDictionary<Int, String> = [
    200: "OK",
    403: "Access forbidden",
    404: "File not found",
    500: "Internal server error",
]

struct OrderedCollectionsDemo: View {
    @StateObject var dataSource = DictDataSource(dict: responses)
    var body: some View {
        VStack {
            ForEach(dataSource, id: \.key) { element in
                Text("\(element.key) : \(element.value)")
            }
        }
    }
}

// Seed 004: "Don't change layout after views appear" — a custom Layout instead of
// onGeometryChange feeding @State.
struct StepLayout: Layout {
    /// Diagram on top, full width, as tall as the space left after the two text lines; title
    /// and subtitle below it, leading-aligned.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 300
        let texts = subviews.dropFirst().map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)) }
        let textHeight = texts.reduce(0) { $0 + $1.height }
        return CGSize(width: width, height: max(textHeight + 100, proposal.height ?? 0))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let texts = subviews.dropFirst().map { $0.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)) }
        let diagramHeight = bounds.height - texts.reduce(0) { $0 + $1.height }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: diagramHeight))
        var y = bounds.minY + diagramHeight
        for (subview, size) in zip(subviews.dropFirst(), texts) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: nil))
            y += size.height
        }
    }
}

@MainActor
@Suite struct SeedCodeTests {
    @Test func dictDataSourceIsReadInPlace() {
        let host = makeHost(OrderedCollectionsDemo(), width: 400, height: 300)
        let texts = host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
        #expect(texts == ["200 : OK", "403 : Access forbidden", "404 : File not found", "500 : Internal server error"])
    }

    @Test func customLayoutPlacesItsSubviews() {
        // 300 × 200 window; the layout is offered 300 × 200: two 20.4 pt lines leave the
        // diagram 200 − 40.8 = 159.2 pt.
        let host = makeHost(StepLayout { Color.blue; Text("Fold"); Text("in half") })
        host.collectsDebugBounds = true
        host.render(at: 0)
        let color = host.debugBounds.first { $0.name == "Color" }!.frame
        #expect(color.width == 300 && abs(color.height - 159.2) < 1e-9)
        let texts = host.debugBounds.filter { $0.name == "Text" }.map(\.frame)
        #expect(abs(texts[0].minY - 159.2) < 1e-9 && abs(texts[1].minY - 179.6) < 1e-9)
        #expect(host.debugBounds.contains { $0.name == "StepLayout" })
    }

    @Test func geometryChangeFeedsStateAndLaysOutAgain() {
        // Seed 004's warning, reproduced: the subtitle's height arrives after layout, the state
        // write lays the view out again (two passes where the custom layout needs one).
        struct StepView: View {
            @State var subtitleHeight: CGFloat?
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(height: 100 - (subtitleHeight ?? 0))
                    Text("Subtitle")
                        .onGeometryChange(for: CGFloat.self, of: \.size.height) { _, value in
                            subtitleHeight = value
                        }
                }
            }
        }
        let host = makeHost(StepView())
        #expect(host.graph.stats.layoutPasses == 2)
        let fill = host.displayList.commands.first { if case .fillRect = $0 { return true } else { return false } }
        guard case .fillRect(let rect, _) = fill else { Issue.record("no fill"); return }
        #expect(abs(rect.height - (100 - 20.4)) < 1e-9)
    }
}

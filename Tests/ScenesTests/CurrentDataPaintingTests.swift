import DisplayList
import LazyLayout
import LazyScrollViews
import Observation
import ScrollCore
import ScrollHosting
import Testing

/// Issue 14 item 5: painters read the current data, not a copy captured at init (the old
/// `ColorsScene`'s painter closure never saw `update(source:changes:)`). Every catalog scene is now
/// a view hosted by `ViewScene`: rows are painted from the views their `body` makes from the data as
/// it is. This drives that path with data that changes under a scrolled list — a row's content
/// edited in place, rows inserted above and removed — and reads what is painted.
@Suite("Scenes paint the current data", .serialized)
@MainActor
struct CurrentDataPaintingTests {
    @Observable
    final class Model {
        struct Row: Identifiable { let id: Int; var title: String }
        var rows = (0..<200).map { Row(id: $0, title: "Row \($0)") }
    }

    struct RowsView: View {
        let model: Model
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(model.rows) { row in
                        Text(row.title).frame(height: 30)
                    }
                }
            }
        }
    }

    static let size = Size(width: 400, height: 300)

    /// One host frame at `offset`; returns the texts painted and the layout.
    func frame(_ scene: ViewScene<RowsView>, offset: Points, time: Double, result: inout LayoutResult) -> [String] {
        scene.advance(to: time)
        scene.layout(scene.constraints(viewport: Self.size, scrollOffset: offset), into: &result)
        var list = DisplayList()
        _ = scene.paint(result, viewport: Rect(origin: .zero, size: Self.size), context: .plain, into: &list)
        return list.commands.compactMap { if case .text(let text, _, _, _) = $0 { text } else { nil } }
    }

    @Test("An edited row, rows inserted above and rows removed are painted as the data now is")
    func paintsCurrentData() {
        let model = Model()
        let scene = ViewScene(name: "rows", rootView: RowsView(model: model), measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        var result = LayoutResult(constraints: LayoutConstraints(viewportSize: Self.size, scrollOffset: 0))
        var time = 0.0
        var texts = frame(scene, offset: 0, time: time, result: &result)
        for offset in stride(from: 300.0, through: 1_500, by: 300) {
            time += 1.0 / 60
            texts = frame(scene, offset: offset, time: time, result: &result)
        }
        #expect(texts.contains("Row 55"))             // rows 50…59 fill 1,500…1,800

        // Edited in place: same id, new content.
        model.rows[55].title = "Row 55 (edited)"
        time += 1.0 / 60
        texts = frame(scene, offset: result.scrollOffset, time: time, result: &result)
        #expect(texts.contains("Row 55 (edited)") && !texts.contains("Row 55"))

        // Inserted above the viewport: the rows on screen stay where they were, as they are now.
        model.rows.insert(contentsOf: (1000..<1003).map { Model.Row(id: $0, title: "New \($0)") }, at: 10)
        model.rows[57].title = "Row 54 (edited too)"  // row id 54, now at index 57
        time += 1.0 / 60
        texts = frame(scene, offset: result.scrollOffset, time: time, result: &result)
        #expect(texts.contains("Row 55 (edited)") && texts.contains("Row 54 (edited too)"))
        #expect(!texts.contains("Row 54"))
        #expect(!texts.contains { $0.hasPrefix("New ") }, "the inserted rows are above the viewport")

        // Removed on screen: gone from what is painted.
        model.rows.removeAll { $0.id == 56 }
        time += 1.0 / 60
        texts = frame(scene, offset: result.scrollOffset, time: time, result: &result)
        #expect(!texts.contains("Row 56") && texts.contains("Row 57"))
    }
}

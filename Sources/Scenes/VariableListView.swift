import Foundation
import LazyScrollViews

/// The `list-variable` scene: the benchmark's rows (`DeclarativeListView`'s square and
/// "Row i — words") at 12…36 pt instead of 24, so the stack must measure each row as it comes
/// near the viewport and scroll on an estimate of the rest — `lazyscroll bench --variable`'s
/// workload, written as views.
///
/// A row's height is `ListScene.variableHeight(i)` (12 + 19i mod 25 pt, mean 24), the same numbers
/// the engine-drawn list used, so the two scroll through the same content. As there, the square
/// is `min(24, height)` on a side at the row's top; a row shorter than its label sets the label
/// smaller and clips it, so the rows keep their heights and the text never collides.
struct VariableListView: View {
    let rows: Int

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<rows) { i in
                    VariableListRow(i: i)
                }
            }
        }
        .contentMargins(.leading, 8)
        .background(Color(rgba: ListScene.background))
    }
}

/// One row of `VariableListView`: `ListScene.variableHeight(i)` tall, its label centred in the
/// top 24 pt as a uniform row's is (so a 24 pt row looks exactly like `list`'s).
///
/// A row shorter than a 13 pt label's line (about 15 pt in DejaVu Sans) sets its label smaller,
/// to fit its height, and the row is clipped to its frame: text never runs into the next row.
struct VariableListRow: View {
    let i: Int

    /// DejaVu Sans' line height per point of font size (ascent + descent, 1.164 em).
    static let lineHeightPerPoint: Double = 1.17

    /// The label's size in a row `height` points tall: 13 pt where it fits, else the largest
    /// whole size whose line does.
    static func fontSize(rowHeight height: Double) -> Double {
        min(13, (min(ListScene.rowHeight, height) / lineHeightPerPoint).rounded(.down))
    }

    var body: some View {
        let height = ListScene.variableHeight(i)
        let side = min(ListScene.rowHeight, height)
        HStack(alignment: .top, spacing: 8) {
            Color(rgba: ListScene.rowColor(i))
                .frame(width: side, height: side)
            Text("Row \(i)" + ListScene.words[i % 8])
                .font(.system(size: Self.fontSize(rowHeight: height)))
                .foregroundStyle(Color(rgba: ListScene.textColor))
                .frame(height: side)
        }
        .frame(height: height, alignment: .topLeading)
        .clipped()
    }
}

import DisplayList
import Foundation
import LazyScrollViews

/// The benchmark list written as views (`lazyscroll bench --declarative`, scene `list-views`):
/// the Dear ImGui peer's workload — rows of 24 pt, a 24 pt square and "Row i — words" — as
/// `ScrollView { LazyVStack { ForEach(0..<N) { i in Row(i) } } }`. Scrolling it re-evaluates no
/// `body`: the rows' views are made once, when they come near the viewport.
public struct DeclarativeListView: View {
    let rows: Int
    nonisolated public init(rows: Int) { self.rows = rows }

    public var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<rows) { i in
                    DeclarativeRow(i: i)
                }
            }
        }
        .contentMargins(.leading, 8)
        .background(Color(rgba: ListScene.background))
    }
}

struct DeclarativeRow: View {
    let i: Int
    var body: some View {
        HStack(spacing: 8) {
            Color(rgba: ListScene.rowColor(i))
                .frame(width: 24, height: 24)
            Text("Row \(i)\(ListScene.words[i % 8])")
                .font(.system(size: 13))
                .foregroundStyle(Color(rgba: ListScene.textColor))
        }
    }
}

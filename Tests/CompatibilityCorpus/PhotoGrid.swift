import LazyScrollUI

/// A photo library: a million photos in adaptive columns, grouped by month with pinned
/// headers — `LazyVGrid(columns: [GridItem(.adaptive(minimum:))], pinnedViews:)`,
/// `Section { … } header: { … }`.
struct PhotoGrid: View {
    struct Month: Identifiable {
        let id: Int
        var title: String { "Month \(id + 1)" }
        var photos: Range<Int> { id * 10_000 ..< (id + 1) * 10_000 }
    }

    /// 100 months of 10,000 photos: 1,000,000 cells.
    let months = (0..<100).map(Month.init)
    let columns = [GridItem(.adaptive(minimum: 80), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2, pinnedViews: [.sectionHeaders]) {
                ForEach(months) { month in
                    Section {
                        ForEach(month.photos, id: \.self) { photo in
                            Rectangle()
                                .fill(photo.isMultiple(of: 3) ? Color.teal : photo.isMultiple(of: 2) ? Color.indigo : Color.orange)
                                .aspectRatio(1, contentMode: .fit)
                                .overlay(alignment: .bottomLeading) {
                                    Text("\(photo)")
                                        .font(.caption2)
                                        .foregroundStyle(.white)
                                        .padding(4)
                                }
                        }
                    } header: {
                        Text(month.title)
                            .font(.headline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.horizontal)
                            .padding(.vertical, 8)
                            .background(.white.opacity(0.95))
                    }
                }
            }
        }
    }
}

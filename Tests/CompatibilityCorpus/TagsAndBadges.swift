import LazyScrollUI

/// `fixedSize()` keeps a badge on one line; `layoutPriority` decides which text truncates.
struct TagsAndBadges: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("A very long article title that will not fit on one line in this row")
                    .lineLimit(1)
                Text("NEW")
                    .font(.caption.bold())
                    .padding(4)
                    .background(Color.green.opacity(0.3))
                    .fixedSize()
            }
            HStack {
                Text("Secondary detail text that may be cut")
                    .lineLimit(1)
                Text("Important title stays whole")
                    .lineLimit(1)
                    .layoutPriority(1)
            }
        }
        .padding()
    }
}

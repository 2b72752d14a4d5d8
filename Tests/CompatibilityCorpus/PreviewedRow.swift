import LazyScrollUI

/// A row with previews at the bottom of its file, as Xcode templates write them.
struct PreviewedRow: View {
    let title: String
    let subtitle: String

    var body: some View {
        HStack {
            Image(systemName: "doc.text")
            VStack(alignment: .leading) {
                Text(title)
                Text(subtitle).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
        .padding()
    }
}

#Preview {
    PreviewedRow(title: "Quarterly report", subtitle: "Edited yesterday")
}

#Preview("Long title") {
    PreviewedRow(title: "A much longer document title than usual", subtitle: "Shared with 4 people")
}

struct PreviewedRow_Previews: PreviewProvider {
    static var previews: some View {
        PreviewedRow(title: "Notes", subtitle: "Just now")
    }
}

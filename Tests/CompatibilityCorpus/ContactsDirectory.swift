import LazyScrollUI

private struct ContactGroup: Identifiable {
    var id: String { letter }
    let letter: String
    let names: [String]
}

private let groups: [ContactGroup] = [
    ContactGroup(letter: "A", names: ["Aaliyah Ahmed", "Adam Baker", "Alice Chen"]),
    ContactGroup(letter: "B", names: ["Ben Davies", "Bianca Rossi"]),
    ContactGroup(letter: "C", names: ["Carlos Diaz", "Chloe Martin", "Chris Evans", "Cora Lee"]),
    ContactGroup(letter: "D", names: ["Daniel Kim", "Diana Prince"]),
    ContactGroup(letter: "E", names: ["Elena Petrova", "Emma Wilson", "Ethan Hunt"]),
]

/// A contacts list with pinned letter headers: `LazyVStack(pinnedViews: [.sectionHeaders])`.
struct ContactsDirectory: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(groups) { group in
                    Section(header: LetterHeader(letter: group.letter)) {
                        ForEach(group.names, id: \.self) { name in
                            Text(name)
                                .padding(.horizontal)
                                .padding(.vertical, 10)
                        }
                    }
                }
            }
        }
    }
}

private struct LetterHeader: View {
    let letter: String

    var body: some View {
        Text(letter)
            .font(.headline)
            .padding(.horizontal)
            .padding(.vertical, 4)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.gray.opacity(0.15))
    }
}

import LazyScrollUI

/// A mail inbox in a navigation stack: `NavigationStack`, `List` of `NavigationLink(value:)`,
/// `navigationTitle` (large, collapsing as the list scrolls), `navigationDestination(for:)`,
/// `toolbar { ToolbarItem(placement: .topBarTrailing) }`.
struct InboxNavigation: View {
    struct Message: Identifiable, Hashable {
        let id: Int
        var sender: String { ["Ava", "Noah", "Mia", "Leo", "Zoe"][id % 5] }
        var subject: String { "Quarterly update #\(id + 1)" }
    }

    let messages = (0..<500).map(Message.init)

    var body: some View {
        NavigationStack {
            List {
                ForEach(messages) { message in
                    NavigationLink(value: message) {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(message.sender).font(.headline)
                            Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Message.self) { message in
                ScrollView {
                    Text(message.subject).padding()
                }
                .navigationTitle(message.sender)
                .navigationBarTitleDisplayMode(.inline)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Compose") {}
                }
            }
        }
    }
}

import LazyScrollUI

/// A mail inbox as apps write one to edit: a `NavigationStack` around a plain `List` with a
/// multiple selection (`List(selection:)`), rows made from bindings (`ForEach($messages)`, a row's
/// button writes its message), `onDelete` and `onMove` handing their offsets to
/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, and `EditButton` in the toolbar.
struct EditableInbox: View {
    struct Message: Identifiable, Hashable {
        let id: Int
        var sender: String
        var subject: String
        var isUnread: Bool
    }

    @State private var messages: [Message] = (0..<200).map { i in
        Message(id: i, sender: ["Ava", "Noah", "Mia", "Leo", "Zoe"][i % 5],
                subject: "Re: release plan #\(i + 1)", isUnread: i % 3 == 0)
    }
    @State private var selection = Set<Message.ID>()

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach($messages) { $message in
                    HStack(spacing: 12) {
                        Button {
                            message.isUnread.toggle()
                        } label: {
                            Image(systemName: message.isUnread ? "circle.fill" : "circle")
                                .foregroundStyle(.blue)
                        }
                        VStack(alignment: .leading, spacing: 2) {
                            Text(message.sender).font(.headline)
                            Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
                .onDelete { offsets in
                    messages.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    messages.move(fromOffsets: source, toOffset: destination)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Text(selection.isEmpty ? "" : "\(selection.count) selected")
                }
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
            }
        }
    }
}

import LazyScrollUI

/// An empty inbox as iOS 17 apps show it: a `List` with a `ContentUnavailableView` overlay
/// (label, description and a refresh action) while there are no messages.
struct EmptyInbox: View {
    @State private var messages: [String] = []

    var body: some View {
        List(messages, id: \.self) { message in
            Text(message)
        }
        .overlay {
            if messages.isEmpty {
                ContentUnavailableView {
                    Label("No Mail", systemImage: "tray.fill")
                } description: {
                    Text("New mail you receive appears here.")
                } actions: {
                    Button("Refresh") { messages = ["Welcome to Mail"] }
                        .buttonStyle(.bordered)
                }
            }
        }
    }
}

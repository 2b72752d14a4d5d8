import LazyScrollUI

final class InboxModel: ObservableObject {
    @Published var messages: [String] = ["Welcome!", "Your order shipped", "Lunch on Friday?"]
    @Published var unread = 2
}

/// The Combine-era model: `ObservableObject` + `@Published`, owned with `@StateObject` and
/// handed down with `@ObservedObject`.
struct InboxObservableObject: View {
    @StateObject private var model = InboxModel()

    var body: some View {
        VStack(spacing: 0) {
            UnreadBanner(model: model)
            List(model.messages, id: \.self) { message in
                Text(message)
            }
        }
    }
}

private struct UnreadBanner: View {
    @ObservedObject var model: InboxModel

    var body: some View {
        Text("\(model.unread) unread")
            .font(.subheadline)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 8)
            .background(Color.yellow.opacity(0.3))
    }
}

import LazyScrollUI

/// A chat whose composer sits in `.safeAreaInset(edge: .bottom)`: the last message scrolls
/// above the bar, not under it.
struct ChatWithInputBar: View {
    @State private var messages = (1...30).map { "Message \($0)" }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 10) {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                        .padding(10)
                        .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .padding(.horizontal)
        }
        .defaultScrollAnchor(.bottom)
        .safeAreaInset(edge: .bottom) {
            HStack {
                Text("iMessage")
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Button("Send") { messages.append("Message \(messages.count + 1)") }
                    .buttonStyle(.borderedProminent)
            }
            .padding()
            .background(Color.white)
        }
    }
}

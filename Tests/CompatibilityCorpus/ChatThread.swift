import LazyScrollUI

struct ChatMessage: Identifiable {
    let id = UUID()
    let text: String
    let isFromMe: Bool
    let sentAt: Date
}

/// A chat: bubbles aligned left or right with `Spacer`s, in a `LazyVStack` inside a `ScrollView`.
struct ChatThread: View {
    @State private var messages: [ChatMessage] = [
        ChatMessage(text: "Are we still on for Saturday?", isFromMe: false, sentAt: Date(timeIntervalSince1970: 1_700_000_000)),
        ChatMessage(text: "Yes! 10am at the trailhead.", isFromMe: true, sentAt: Date(timeIntervalSince1970: 1_700_000_060)),
        ChatMessage(text: "Great, I'll bring coffee", isFromMe: false, sentAt: Date(timeIntervalSince1970: 1_700_000_120)),
        ChatMessage(text: "Perfect", isFromMe: true, sentAt: Date(timeIntervalSince1970: 1_700_000_180)),
    ]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 8) {
                ForEach(messages) { message in
                    MessageBubble(message: message)
                }
            }
            .padding(.horizontal)
        }
    }
}

struct MessageBubble: View {
    let message: ChatMessage

    var body: some View {
        HStack {
            if message.isFromMe { Spacer() }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .background(message.isFromMe ? Color.blue : Color.gray.opacity(0.2))
                .foregroundColor(message.isFromMe ? .white : .primary)
                .cornerRadius(18)
            if !message.isFromMe { Spacer() }
        }
    }
}

import LazyScrollUI

private struct ChatLine: Identifiable, Equatable {
    let id: Int
    let text: String
    let isMine: Bool
}

/// A chat: the newest message at the bottom, a composer pinned under the messages.
struct ChatScreen: View {
    @State private var lines: [ChatLine] = (0..<24).map { i in
        ChatLine(id: i, text: i % 3 == 0 ? "Sounds good, see you at \(i % 12 + 1)!" : "Message number \(i)", isMine: i % 3 == 0)
    }
    @State private var draft = ""

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(lines) { line in
                        ChatBubble(line: line)
                            .id(line.id)
                    }
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
            }
            .defaultScrollAnchor(.bottom, for: .initialOffset)
            .defaultScrollAnchor(.bottom, for: .sizeChanges)
            .safeAreaInset(edge: .bottom) {
                HStack(spacing: 8) {
                    TextField("Message", text: $draft)
                        .textFieldStyle(.roundedBorder)
                        .onSubmit(send)
                    Button("Send", action: send)
                        .buttonStyle(.borderedProminent)
                        .disabled(draft.isEmpty)
                }
                .padding()
                .background(.bar)
            }
            .onChange(of: lines.count) {
                withAnimation {
                    proxy.scrollTo(lines.last?.id, anchor: .bottom)
                }
            }
        }
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return }
        lines.append(ChatLine(id: lines.count, text: text, isMine: true))
        draft = ""
    }
}

private struct ChatBubble: View {
    let line: ChatLine

    var body: some View {
        HStack {
            if line.isMine { Spacer(minLength: 48) }
            Text(line.text)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .foregroundStyle(line.isMine ? .white : .primary)
                .background(line.isMine ? Color.blue : Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 16))
            if !line.isMine { Spacer(minLength: 48) }
        }
    }
}

#Preview {
    ChatScreen()
}

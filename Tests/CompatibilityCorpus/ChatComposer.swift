import LazyScrollUI

/// A chat's composer as apps write it: a vertical `TextField` that grows up to five lines in a
/// rounded capsule, Return (`onSubmit`) and the send button both sending, the draft cleared after.
struct ChatComposer: View {
    @State private var messages = ["Are we still on for Friday?", "Yes! 7 pm at the usual place."]
    @State private var draft = ""
    @FocusState private var isComposing: Bool

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(messages, id: \.self) { message in
                        Text(message)
                            .padding(10)
                            .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                .padding()
            }
            HStack(alignment: .bottom, spacing: 8) {
                TextField("Message", text: $draft, axis: .vertical)
                    .lineLimit(1...5)
                    .focused($isComposing)
                    .submitLabel(.send)
                    .onSubmit(send)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 18))
                Button("Send", action: send)
                    .disabled(draft.isEmpty)
            }
            .padding()
        }
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        messages.append(text)
        draft = ""
    }
}

#Preview {
    ChatComposer()
}

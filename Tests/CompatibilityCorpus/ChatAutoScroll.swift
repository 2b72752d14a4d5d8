import LazyScrollUI

private struct Line: Identifiable, Equatable {
    let id: Int
    let text: String
}

/// The classic chat: `ScrollViewReader` + `onChange` scrolls to the newest message.
struct ChatAutoScroll: View {
    @State private var lines = (0..<40).map { Line(id: $0, text: "Message \($0)") }

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 12) {
                        ForEach(lines) { line in
                            Text(line.text)
                                .padding(10)
                                .background(Color.blue.opacity(0.12))
                                .cornerRadius(12)
                                .id(line.id)
                        }
                    }
                    .padding(.horizontal)
                }
                Button("Send") {
                    lines.append(Line(id: lines.count, text: "Message \(lines.count)"))
                }
                .padding()
            }
            .onChange(of: lines.count) {
                proxy.scrollTo(lines.last?.id, anchor: .bottom)
            }
            .onAppear {
                proxy.scrollTo(lines.last?.id, anchor: .bottom)
            }
        }
    }
}

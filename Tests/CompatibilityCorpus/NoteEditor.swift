import LazyScrollUI

/// A note editor as notes apps write one: a `NavigationStack` with the note's title in a
/// `TextField` and its body in a `TextEditor` tinted by hiding its background, the word count
/// under it, a Done button in the toolbar that ends editing through `@FocusState`.
struct NoteEditor: View {
    @State private var title = "Groceries"
    @State private var text = "Oat milk\nEggs\nSourdough from the bakery on the corner\nLemons"
    @FocusState private var isEditing: Bool

    private var wordCount: Int {
        text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).count
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Title", text: $title)
                    .font(.title2.bold())
                TextEditor(text: $text)
                    .focused($isEditing)
                    .scrollContentBackground(.hidden)
                    .padding(8)
                    .background(Color.yellow.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
                    .frame(minHeight: 200)
                Text("\(wordCount) words")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .padding()
            .navigationTitle("Note")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { isEditing = false }
                }
            }
        }
    }
}

#Preview {
    NoteEditor()
}

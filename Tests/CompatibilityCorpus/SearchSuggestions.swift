import LazyScrollUI

/// `onChange(of:initial:_:)` (iOS 17) with both closure shapes: the new filter recomputes
/// the suggestions.
struct SearchSuggestions: View {
    @State private var query = "ap"
    @State private var suggestions: [String] = []
    @State private var changes = 0
    private let words = ["apple", "apricot", "banana", "grape", "papaya"]

    var body: some View {
        VStack(alignment: .leading) {
            Button("Search “gr”") { query = "gr" }
            Text("Results for \(query) (\(changes) changes)").font(.caption)
            ForEach(suggestions, id: \.self) { Text($0) }
            Spacer()
        }
        .padding()
        .onChange(of: query, initial: true) { _, newValue in
            suggestions = words.filter { $0.contains(newValue) }
        }
        .onChange(of: query) {
            changes += 1
        }
    }
}

import LazyScrollUI

private struct Article {
    let title: String
    let summary: String
}

/// A detail screen that loads with `.task` and an `async` function, then shows text.
struct TaskLoadedDetail: View {
    @State private var article: Article?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            if let article {
                Text(article.title).font(.title2).bold()
                Text(article.summary)
            } else {
                ProgressView("Loading…")
            }
            Spacer()
        }
        .padding()
        .task { article = await load() }
    }

    private func load() async -> Article {
        Article(title: "Lazy stacks on Linux", summary: "A look at how rows are made only when they scroll into view.")
    }
}

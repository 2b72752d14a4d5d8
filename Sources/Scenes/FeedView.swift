import Foundation
@_spi(Playground) import LazyScrollViews
import Observation

// The `feed` scene: infinite loading, as seeds 003 ("implementing infinite data loading") and
// 004 (15:28, "Loading more content") write it. The feed's last row is a progress view; when it
// appears, the next page of posts is fetched, arrives after a delay and is appended — the lazy
// stack keeps its anchor, so nothing on screen moves.

/// One post: a title line, one to four lines of text and, every third post, a picture.
struct Post: Identifiable, Hashable {
    /// "post-0", "post-1", …
    let id: String
    let number: Int

    var folder: String { "folder\(number % 97)" }
    var lines: [String] { (0..<(1 + (number * 7) % 4)).map { Post.sayings[(number + $0) % Post.sayings.count] } }
    var hasPicture: Bool { number % 3 == 0 }

    init(number: Int) {
        id = "post-\(number)"
        self.number = number
    }

    static let sayings = ["Folded my first crane today — the squash fold is the tricky part.",
                          "Tip: pre-crease both diagonals before the preliminary base.",
                          "Anyone tried wet-folding with watercolour paper?",
                          "Thousand cranes project: 212 done, 788 to go.",
                          "Kami vs. washi for tessellations, thoughts?"]
}

/// Loads the feed a page at a time. `fetchPage()` starts at most one load; the page lands
/// after `loadDelay` on the main actor — or, with ``PageFailures``, fails or times out and
/// waits for `retry()` (``PageRequester``).
@MainActor
@Observable
final class FeedLoader {
    static let pageSize = 20
    /// Pages after which the feed ends (the progress row then says so).
    static let maxPages = 50
    /// How long the feed waits for a page: a demo's value, long enough to see the spinner.
    static let timeout: Duration = .seconds(3)

    private(set) var posts: [Post] = (0..<FeedLoader.pageSize).map(Post.init)
    let requester: PageRequester
    var pages: Int { requester.pagesLoaded }
    var isLoading: Bool { requester.isLoading }
    var atEnd: Bool { requester.status == .atEnd }
    /// How long a page takes to arrive (frame time on the window's `FrameClock`: the simulated network).
    var loadDelay: Duration { requester.loadDelay }

    init(loadDelay: Duration = .milliseconds(800), failures: PageFailures = .none, timeout: Duration = FeedLoader.timeout,
         sleep: (@Sendable (Duration) async -> Void)? = nil) {
        requester = sleep.map {
            PageRequester(pagesLoaded: 1, pageCount: Self.maxPages, failures: failures, loadDelay: loadDelay, timeout: timeout, sleep: $0)
        } ?? PageRequester(pagesLoaded: 1, pageCount: Self.maxPages, failures: failures, loadDelay: loadDelay, timeout: timeout)
    }

    func fetchPage() { requester.fetchNext { [weak self] in self?.appendPage() } }
    func retry() { requester.retry { [weak self] in self?.appendPage() } }

    private func appendPage() {
        let start = posts.count
        posts += (start..<(start + Self.pageSize)).map(Post.init)
    }
}

struct FeedView: View {
    @State var feed: FeedLoader

    /// - Parameter failures: which page loads fail (`--fail-pages` by default).
    init(loadDelay: Duration = .milliseconds(800), failures: PageFailures? = nil, timeout: Duration = FeedLoader.timeout) {
        _feed = State(initialValue: FeedLoader(loadDelay: loadDelay, failures: failures ?? PageFailures.commandLine, timeout: timeout))
    }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 10) {
                ForEach(feed.posts) { post in
                    PostView(post: post)
                }
                FeedProgressRow(feed: feed)
            }
            .padding(.vertical, 12)
        }
        .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
    }
}

/// A post as a card, at most 640 pt wide, centred with 16 pt either side at least.
struct PostView: View {
    let post: Post

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Circle()
                    .fill(.swatch(Double(post.number % 12) / 12))
                    .frame(width: 36, height: 36)
                VStack(alignment: .leading, spacing: 2) {
                    Text(post.folder).font(.headline)
                    Text("post \(post.number + 1)").font(.caption).foregroundStyle(.gray)
                }
                Spacer()
            }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(post.lines, id: \.self) { line in
                    Text(line)
                }
            }
            if post.hasPicture {
                Image(photo: 1000 + post.number)
                    .resizable()
                    .scaledToFill()
                    .frame(height: 164)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
            }
        }
        .padding(14)
        .frame(maxWidth: 640, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(.white))
        .padding(.horizontal, 16)
    }
}

/// The feed's last row: a spinner while there is more, what the feed is doing, and after a
/// failed page the reason with a Retry button.
struct FeedProgressRow: View {
    let feed: FeedLoader

    var body: some View {
        PageStatusRow(requester: feed.requester, retry: { feed.retry() })
            .frame(height: 72)
            .onAppear {
                feed.fetchPage()
            }
    }
}

import LazyScrollUI

struct Post: Identifiable {
    let id: Int
    let author: String
    let handle: String
    let text: String
    var likes: Int
}

/// A social feed: 1,000 posts in a `LazyVStack`; only the posts near the viewport are made.
struct SocialFeed: View {
    @State private var posts: [Post] = (0..<1_000).map { index in
        Post(id: index, author: "Person \(index)", handle: "@person\(index)",
             text: "Post number \(index): shipping lazy stacks on Linux today.", likes: index % 17)
    }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach($posts) { $post in
                    PostCell(post: $post)
                }
            }
        }
    }
}

private struct PostCell: View {
    @Binding var post: Post

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 10) {
                Circle()
                    .fill(Color.indigo)
                    .frame(width: 40, height: 40)
                VStack(alignment: .leading, spacing: 2) {
                    Text(post.author).font(.headline)
                    Text(post.handle).font(.subheadline).foregroundColor(.secondary)
                }
                Spacer()
            }
            Text(post.text)
            HStack {
                Button("♥ \(post.likes)") { post.likes += 1 }
                Spacer()
            }
        }
        .padding()
    }
}

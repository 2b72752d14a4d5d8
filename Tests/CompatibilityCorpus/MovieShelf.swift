import LazyScrollUI

struct Movie: Identifiable {
    let id: Int
    let title: String
    let color: Color
}

private let movies: [Movie] = (1...12).map { index in
    Movie(id: index, title: "Movie \(index)", color: [Color.red, .orange, .purple, .teal][index % 4])
}

/// A streaming app's home: shelves of posters, each a horizontal `ScrollView` in a vertical one.
/// On iOS each shelf is as tall as its posters (the scroll view fits its content across its axis).
struct MovieShelf: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                ShelfRow(title: "Trending Now")
                ShelfRow(title: "Because You Watched")
            }
            .padding(.vertical)
        }
    }
}

private struct ShelfRow: View {
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.title2)
                .bold()
                .padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(movies) { movie in
                        PosterCard(movie: movie)
                    }
                }
                .padding(.horizontal)
            }
        }
    }
}

private struct PosterCard: View {
    let movie: Movie

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            RoundedRectangle(cornerRadius: 8)
                .fill(movie.color)
                .frame(width: 120, height: 180)
            Text(movie.title)
                .font(.caption)
                .lineLimit(1)
        }
    }
}

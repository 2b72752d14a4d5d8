import LazyScrollUI

private struct Song: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
    let seconds: Int
}

/// A playlist: rows with a leading artwork square, two lines of text and a trailing duration.
struct PlaylistRows: View {
    private let songs = (1...25).map { Song(id: $0, title: "Track \($0)", artist: "Artist \($0 % 5)", seconds: 150 + $0 * 7) }

    var body: some View {
        List(songs) { song in
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 4)
                    .fill(Color.pink.opacity(0.6))
                    .frame(width: 44, height: 44)
                VStack(alignment: .leading) {
                    Text(song.title)
                    Text(song.artist).font(.subheadline).foregroundColor(.secondary)
                }
                Spacer()
                Text(String(format: "%d:%02d", song.seconds / 60, song.seconds % 60))
                    .font(.footnote)
                    .monospacedDigit()
                    .foregroundColor(.secondary)
            }
        }
    }
}

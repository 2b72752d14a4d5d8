import LazyScrollUI

// A podcast app with a branded navigation bar: a solid brand colour always shown behind a white
// title and items (`toolbarBackground` + `toolbarColorScheme`), the episodes in a List, a tab bar
// tinted for the library tab — the look many apps give their bars since iOS 16.

struct PodcastEpisode: Identifiable, Hashable {
    let id: Int
    let title: String
    let show: String
    let minutes: Int
    var isPlayed = false
}

@Observable
final class PodcastLibrary {
    var episodes: [PodcastEpisode] = (1...24).map { n in
        PodcastEpisode(id: n, title: "Episode \(n): \(["Lazy stacks", "Scroll physics", "Pinned headers", "Prefetching"][n % 4])",
                       show: n.isMultiple(of: 2) ? "Swift on Linux" : "UI Toolkits", minutes: 18 + (n * 7) % 40)
    }
    var unplayedCount: Int { episodes.filter { !$0.isPlayed }.count }
}

private let brand = Color(red: 0.35, green: 0.16, blue: 0.62)

struct BrandedPodcasts: View {
    @State private var library = PodcastLibrary()

    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Section("New") {
                        ForEach(library.episodes) { episode in
                            EpisodeRow(episode: episode)
                                .swipeActions {
                                    Button("Played") { markPlayed(episode) }.tint(brand)
                                }
                        }
                    }
                }
                .navigationTitle("Library")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        // Bar buttons take the app's tint, which is the bar's colour here.
                        Button("Edit") {}.tint(.white)
                    }
                }
                .toolbarBackground(brand, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
            }
            .tabItem { Label("Library", systemImage: "square.stack") }
            .badge(library.unplayedCount)

            NavigationStack {
                Text("Search for shows")
                    .foregroundStyle(.secondary)
                    .navigationTitle("Search")
            }
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
        .tint(brand)
    }

    private func markPlayed(_ episode: PodcastEpisode) {
        guard let index = library.episodes.firstIndex(of: episode) else { return }
        library.episodes[index].isPlayed = true
    }
}

private struct EpisodeRow: View {
    let episode: PodcastEpisode

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(brand.gradient)
                .frame(width: 48, height: 48)
                .overlay {
                    Image(systemName: "mic.fill").foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(episode.title)
                    .font(.headline)
                    .lineLimit(1)
                Text("\(episode.show) · \(episode.minutes) min")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if episode.isPlayed {
                Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
            }
        }
    }
}

#Preview {
    BrandedPodcasts()
}

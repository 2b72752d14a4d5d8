import LazyScrollUI

// A travel journal as an app writes one: a paging carousel of featured trips
// (`containerRelativeFrame`, `scrollTransition`, `.viewAligned`), a sortable list of them with
// context menus, a photo grid per trip whose bottom toolbar changes the columns
// (`ToolbarItemGroup(placement: .bottomBar)` with spacers), and a sheet with detents. Written
// for iOS first (it compiled against LazyScrollUI but for the bottom toolbar and `@Namespace`,
// both added then).

struct Trip: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var country: String
    var start: Date
    var nights: Int
    var hue: Double
    var photoCount: Int
    var isFavorite = false
}

@Observable
final class TripStore {
    var trips: [Trip] = [
        Trip(name: "Lisbon", country: "Portugal", start: Date(timeIntervalSince1970: 1_714_000_000), nights: 5, hue: 0.08, photoCount: 23),
        Trip(name: "Kyoto", country: "Japan", start: Date(timeIntervalSince1970: 1_720_000_000), nights: 9, hue: 0.95, photoCount: 61, isFavorite: true),
        Trip(name: "Reykjavík", country: "Iceland", start: Date(timeIntervalSince1970: 1_726_000_000), nights: 4, hue: 0.55, photoCount: 17),
        Trip(name: "Oaxaca", country: "Mexico", start: Date(timeIntervalSince1970: 1_731_000_000), nights: 7, hue: 0.12, photoCount: 40),
        Trip(name: "Tromsø", country: "Norway", start: Date(timeIntervalSince1970: 1_736_000_000), nights: 3, hue: 0.62, photoCount: 12),
    ]
    var favorites: [Trip] { trips.filter(\.isFavorite) }

    func toggleFavorite(_ trip: Trip) {
        guard let i = trips.firstIndex(where: { $0.id == trip.id }) else { return }
        trips[i].isFavorite.toggle()
    }
}

struct TripJournal: View {
    @State private var store = TripStore()
    @State private var path = NavigationPath()
    @State private var sort = SortOrder.newest

    enum SortOrder: String, CaseIterable, Identifiable {
        case newest = "Newest", longest = "Longest"
        var id: Self { self }
    }

    var sortedTrips: [Trip] {
        switch sort {
        case .newest: store.trips.sorted { $0.start > $1.start }
        case .longest: store.trips.sorted { $0.nights > $1.nights }
        }
    }

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    Text("Featured")
                        .font(.title2.bold())
                        .padding(.horizontal)
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 12) {
                            ForEach(sortedTrips) { trip in
                                NavigationLink(value: trip) {
                                    FeaturedCard(trip: trip)
                                }
                                .buttonStyle(.plain)
                                .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                                .scrollTransition { content, phase in
                                    content
                                        .scaleEffect(phase.isIdentity ? 1 : 0.92)
                                        .opacity(phase.isIdentity ? 1 : 0.7)
                                }
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .contentMargins(.horizontal, 16, for: .scrollContent)
                    .scrollIndicators(.hidden)

                    HStack {
                        Text("All trips").font(.title3.weight(.semibold))
                        Spacer()
                        Picker("Sort", selection: $sort) {
                            ForEach(SortOrder.allCases) { Text($0.rawValue).tag($0) }
                        }
                        .pickerStyle(.menu)
                    }
                    .padding(.horizontal)

                    LazyVStack(spacing: 0) {
                        ForEach(sortedTrips) { trip in
                            NavigationLink(value: trip) {
                                TripRow(trip: trip)
                            }
                            .buttonStyle(.plain)
                            .contextMenu {
                                Button(trip.isFavorite ? "Unfavorite" : "Favorite", systemImage: trip.isFavorite ? "star.slash" : "star") {
                                    store.toggleFavorite(trip)
                                }
                            }
                            Divider().padding(.leading, 76)
                        }
                    }
                }
                .padding(.vertical)
            }
            .navigationTitle("Trips")
            .navigationDestination(for: Trip.self) { trip in
                TripPhotos(trip: trip, store: store)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Text("\(store.favorites.count) ★")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}

struct FeaturedCard: View {
    let trip: Trip
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 16)
                .fill(
                    LinearGradient(colors: [Color(hue: trip.hue, saturation: 0.6, brightness: 0.9),
                                            Color(hue: trip.hue, saturation: 0.8, brightness: 0.5)],
                                   startPoint: .topLeading, endPoint: .bottomTrailing)
                )
            VStack(alignment: .leading, spacing: 2) {
                Text(trip.name).font(.title.bold())
                Text("\(trip.country) · \(trip.nights) nights")
                    .font(.subheadline)
                    .opacity(0.85)
            }
            .foregroundStyle(.white)
            .padding()
        }
        .frame(height: 180)
        .overlay(alignment: .topTrailing) {
            if trip.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
                    .padding(10)
            }
        }
    }
}

struct TripRow: View {
    let trip: Trip
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10)
                .fill(Color(hue: trip.hue, saturation: 0.5, brightness: 0.85))
                .frame(width: 52, height: 52)
                .overlay {
                    Text(String(trip.name.prefix(1)))
                        .font(.title2.bold())
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 3) {
                Text(trip.name).font(.headline)
                Text(trip.start, format: .dateTime.month(.wide).year())
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(trip.photoCount)")
                .font(.caption.monospacedDigit())
                .padding(.horizontal, 8)
                .padding(.vertical, 3)
                .background(.quaternary, in: Capsule())
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tertiary)
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
        .contentShape(Rectangle())
    }
}

struct TripPhotos: View {
    let trip: Trip
    let store: TripStore
    @State private var columns = 3
    @State private var selected: Int?
    @Namespace private var grid

    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: columns), spacing: 2) {
                ForEach(0..<trip.photoCount, id: \.self) { index in
                    Rectangle()
                        .fill(Color(hue: (trip.hue + Double(index) * 0.013).truncatingRemainder(dividingBy: 1),
                                    saturation: 0.45, brightness: 0.8))
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(alignment: .bottomTrailing) {
                            Text("\(index + 1)")
                                .font(.caption2)
                                .foregroundStyle(.white.opacity(0.9))
                                .padding(4)
                        }
                        .onTapGesture { selected = index }
                }
            }
            .animation(.snappy, value: columns)
        }
        .navigationTitle(trip.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Fewer", systemImage: "minus.magnifyingglass") { columns = min(columns + 1, 6) }
                    .disabled(columns == 6)
                Spacer()
                Text("\(trip.photoCount) photos").font(.footnote)
                Spacer()
                Button("More", systemImage: "plus.magnifyingglass") { columns = max(columns - 1, 1) }
                    .disabled(columns == 1)
            }
        }
        .sheet(item: Binding(get: { selected.map(PhotoID.init) }, set: { selected = $0?.index })) { photo in
            PhotoDetail(trip: trip, index: photo.index)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
    }
}

struct PhotoID: Identifiable {
    let index: Int
    var id: Int { index }
}

struct PhotoDetail: View {
    let trip: Trip
    let index: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 20)
                .fill(Color(hue: trip.hue, saturation: 0.45, brightness: 0.8))
                .aspectRatio(4 / 3, contentMode: .fit)
                .padding(.horizontal)
            Text("\(trip.name), photo \(index + 1)")
                .font(.headline)
            Text(trip.start.addingTimeInterval(Double(index) * 3_600), style: .date)
                .foregroundStyle(.secondary)
            Button("Done") { dismiss() }
                .buttonStyle(.borderedProminent)
        }
        .padding(.top, 24)
    }
}

#Preview("Trips") {
    TripJournal()
}

#Preview("Photos") {
    NavigationStack {
        TripPhotos(trip: TripStore().trips[1], store: TripStore())
    }
}

#Preview("Dark") {
    TripJournal()
        .preferredColorScheme(.dark)
}

import LazyScrollViews

// The `gallery` scene: photo albums in a horizontal `LazyHStack` whose section headers pin to
// the leading edge and footers to the trailing edge while the album scrolls between them; the
// next album's header pushes the pinned one off. Apple's article (../shared/seeds/002): "In
// LazyHStack containers, headers attach to the leading edge and footers to the trailing edge."

/// An album: a name and a run of consecutively numbered photos.
struct Album: Identifiable {
    /// 1, 2, …: the album's place in the gallery.
    let number: Int
    let name: String
    let photos: Range<Int>
    var id: String { name }

    /// `count` albums named after places, 4 to 10 photos each; after twelve the names count
    /// ("Kyoto 2").
    static func gallery(count: Int) -> [Album] {
        let names = ["Kyoto", "Paper cranes", "Lanterns", "Workshop", "Beach", "Forest", "Night market", "Studio",
                     "Harbour", "Mountains", "Garden", "Snow"]
        var albums: [Album] = []
        var next = 0
        for i in 0..<max(1, count) {
            let size = 4 + (i * 5) % 7
            let name = names[i % names.count] + (i >= names.count ? " \(i / names.count + 1)" : "")
            albums.append(Album(number: i + 1, name: name, photos: next..<(next + size)))
            next += size
        }
        return albums
    }
}

struct GalleryView: View {
    let albums: Albums

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                ForEach(albums) { album in
                    Section {
                        ForEach(album.photos) { photo in
                            // Landscape and portrait photos.
                            PhotoCardView(photo: photo)
                                .frame(width: photo % 3 == 0 ? 300 : 180)
                        }
                    } header: {
                        AlbumHeader(album: album)
                    } footer: {
                        AlbumFooter(album: album)
                    }
                }
            }
        }
        .contentMargins(.vertical, 150)
        .background(Color(red: 28 / 255, green: 28 / 255, blue: 34 / 255))
    }
}

/// The album's name and number on a dark card, the height of the row.
struct AlbumHeader: View {
    let album: Album

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(album.name)
                .font(.headline)
                .foregroundStyle(.white)
            Text("album \(album.number)")
                .font(.caption)
                .foregroundStyle(Color(red: 170 / 255, green: 170 / 255, blue: 185 / 255))
            Spacer()
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 20)
        .frame(width: 170, alignment: .leading)
        .frame(maxHeight: .infinity)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color(red: 52 / 255, green: 52 / 255, blue: 64 / 255).opacity(0.97)))
    }
}

/// How many photos the album has, at the bottom of a narrower dark card.
struct AlbumFooter: View {
    let album: Album

    var body: some View {
        VStack(alignment: .leading) {
            Spacer()
            Text("\(album.photos.count) photos")
                .font(.caption)
                .foregroundStyle(.white)
        }
        .padding(.horizontal, 14)
        .padding(.bottom, 33)
        .frame(width: 130, alignment: .leading)
        .frame(maxHeight: .infinity)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color(red: 40 / 255, green: 40 / 255, blue: 50 / 255).opacity(0.97)))
    }
}

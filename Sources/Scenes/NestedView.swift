import enum ScrollHosting.OverscrollBehavior
import LazyScrollViews

// The `nested` scene: scroll views inside scroll views, to feel axis lock and hand-off. A
// vertical page of sections, each a pinned header over one row: a horizontal carousel of photos
// (`ScrollView(.horizontal) { LazyHStack { … } }` in a row, as in seed 004's showcase), a
// carousel of cards that are vertical lists themselves (vertical inside horizontal inside
// vertical), or an inner vertical list that hands the rest of a drag or fling to the page at its
// edges — except one, which contains it (`.overscrollBehavior(.contain)`). The host keeps every
// inner scroll view's position by id, so it survives its row being destroyed and made again.

/// One section of the page: what its row holds.
struct NestedSection: Identifiable {
    enum Kind: Equatable {
        case carousel
        case carouselOfLists
        case innerList(OverscrollBehavior)
    }

    let id: Int
    let kind: Kind

    /// The header's text: what to do with the row below.
    var title: String {
        switch kind {
        case .carousel: return "Carousel \(id + 1) — drag or wheel sideways (Shift+wheel)"
        case .carouselOfLists: return "Carousel of lists \(id + 1) — the 2D case: vertical inside horizontal"
        case .innerList(.auto): return "Inner list \(id + 1) — hands off to the page at its edges"
        case .innerList(.contain): return "Inner list \(id + 1) — overscroll-behavior: contain (no hand-off)"
        }
    }

    /// `count` sections cycling through carousel, carousel of lists, inner list, carousel; the
    /// inner list of section 7 (index 6) contains its scrolling.
    static func page(count: Int) -> [NestedSection] {
        (0..<max(1, count)).map { i in
            switch i % 4 {
            case 1: return NestedSection(id: i, kind: .carouselOfLists)
            case 2: return NestedSection(id: i, kind: .innerList(i == 6 ? .contain : .auto))
            default: return NestedSection(id: i, kind: .carousel)
            }
        }
    }
}

struct NestedView: View {
    let sections: NestedSections

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 8, pinnedViews: [.sectionHeaders]) {
                ForEach(sections) { section in
                    Section {
                        switch section.kind {
                        case .carousel:
                            PhotoCarousel(section: section.id)
                        case .carouselOfLists:
                            CarouselOfLists(section: section.id)
                        case .innerList(let behavior):
                            InnerList(behavior: behavior)
                        }
                    } header: {
                        NestedSectionHeader(title: section.title)
                    }
                }
            }
            .padding(.bottom, 24)
        }
        .background(Color.nestedPage)
    }
}

/// The section's title on the bar material (`.background(.bar)`), as iOS's pinned headers: rows
/// scrolling under the pinned header show as a blurred haze, their text unreadable.
struct NestedSectionHeader: View {
    let title: String

    var body: some View {
        HStack {
            Text(title).font(.headline)
            Spacer()
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
        .background(.bar)
    }
}

/// Forty photo cards in a horizontal scroll view, 200 pt tall.
struct PhotoCarousel: View {
    let section: Int

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(0..<40) { card in
                    PhotoCardView(photo: 100 * section + card)
                        .frame(width: 150)
                }
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
        }
        .frame(height: 200)
    }
}

/// Forty cards in a horizontal scroll view, each a title over a vertical list of thirty items:
/// a vertical drag in a card scrolls its list, a horizontal one the carousel.
struct CarouselOfLists: View {
    let section: Int

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(0..<40) { card in
                    VStack(alignment: .leading, spacing: 0) {
                        Text("List \(card + 1)")
                            .font(.headline)
                            .padding(.horizontal, 12)
                            .frame(height: 40, alignment: .leading)
                        ScrollView {
                            LazyVStack(spacing: 1) {
                                ForEach(0..<30) { item in
                                    LineRow(label: "item \(item + 1)", index: item)
                                }
                            }
                        }
                        .padding(.bottom, 4)
                    }
                    .frame(width: 220)
                    .background(RoundedRectangle(cornerRadius: 14).fill(.white))
                }
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
        }
        .frame(height: 300)
    }
}

/// Sixty lines in a vertical scroll view inside the page, framed by a grey border.
struct InnerList: View {
    let behavior: OverscrollBehavior

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 1) {
                ForEach(0..<60) { line in
                    LineRow(label: "line \(line + 1)", index: line)
                }
            }
        }
        .overscrollBehavior(behavior)
        .background(Color(red: 250 / 255, green: 250 / 255, blue: 252 / 255))
        .padding(2)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(red: 200 / 255, green: 200 / 255, blue: 214 / 255)))
        .padding(.horizontal, 22)
        .padding(.vertical, 10)
        .frame(height: 280)
    }
}

/// A 32 pt line of a list, striped.
struct LineRow: View {
    let label: String
    let index: Int

    var body: some View {
        Text(label)
            .padding(.horizontal, 12)
            .frame(height: 32)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(index % 2 == 0 ? Color(red: 246 / 255, green: 246 / 255, blue: 250 / 255) : .white)
    }
}

extension Color {
    /// The nested scene's page colour.
    static let nestedPage = Color(red: 236 / 255, green: 236 / 255, blue: 242 / 255)
}

import protocol DisplayList.TextMeasurer
import Foundation
import LazyScrollViews

// The `colors` and `colors-footers` scenes: Apple's "Grouping data with lazy stack views"
// (../shared/seeds/002) with the three sections repeated until there is something to scroll
// ("Reds", "Greens", "Blues", "Reds 2", …). `colors` is the article's pinned-headers stack as
// written; `colors-footers` adds a footer per section and pins both ("In LazyVStack containers,
// headers attach to the top and footers to the bottom"). `colors-views` shows the article's
// code verbatim (ColorSelectionView.swift); besides the repetition and the footers, this differs
// from it only in the data: stable ids instead of `UUID()`, so a run's visible ids can be checked
// and compared between runs.

/// One section: a primary colour and its five shades, brightness 0.0 … 0.4 (the article's
/// `stride(from: 0.0, to: 0.5, by: 0.1)`).
struct ColorSection: Identifiable {
    /// "reds", "reds-2", …: the name, lowercased, spaces as dashes.
    let id: String
    let name: String
    let color: Color
    let shades: [Shade]

    struct Shade: Identifiable {
        /// "reds/0" … "reds/4": the section's id and the shade's place.
        let id: String
        let brightness: Double
    }

    init(color: Color, name: String) {
        self.name = name
        self.color = color
        let id = name.lowercased().replacingOccurrences(of: " ", with: "-")
        self.id = id
        shades = stride(from: 0.0, to: 0.5, by: 0.1).enumerated().map { Shade(id: "\(id)/\($0.offset)", brightness: $0.element) }
    }

    /// Reds, Greens and Blues, `rounds` times over; from the second round on the names count
    /// ("Reds 2").
    @MainActor static func repeated(_ rounds: Int) -> [ColorSection] {
        (1...max(1, rounds)).flatMap { round in
            [(Color.red, "Reds"), (Color.green, "Greens"), (Color.blue, "Blues")].map { color, name in
                ColorSection(color: color, name: round == 1 ? name : "\(name) \(round)")
            }
        }
    }

    /// The fewest rounds of Reds, Greens and Blues that make the content at least three
    /// viewports tall: a header (the headline's line height plus 16 pt above and below) and
    /// five 20 pt rows, 1 pt apart, per section.
    static func defaultRounds(viewportHeight: Double, measurer: any TextMeasurer) -> Int {
        let header = measurer.measure("Reds", font: .headline).height + 32
        let section = header + 5 * 20 + 6 * 1
        return max(1, Int((3 * viewportHeight / (3 * section)).rounded(.up)))
    }
}

struct ColorsView: View {
    let sections: ColorSections
    /// `colors-footers`: every section gets a footer, and footers pin to the bottom too.
    let showsFooters: Bool

    /// Reds, Greens and Blues, `rounds` times over.
    init(rounds: Int, showsFooters: Bool) {
        sections = ColorSections(rounds: rounds)
        self.showsFooters = showsFooters
    }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 1, pinnedViews: showsFooters ? [.sectionHeaders, .sectionFooters] : [.sectionHeaders]) {
                // Two ForEach: whether a section has a footer is part of its type, and the
                // stack knows a ForEach makes sections (not rows) from the type of what it makes.
                if showsFooters {
                    ForEach(sections) { section in
                        Section {
                            ForEach(section.shades) { shade in
                                section.color
                                    .brightness(shade.brightness)
                                    .frame(height: 20)
                            }
                        } header: {
                            ColorSectionHeader(section: section)
                        } footer: {
                            ColorSectionFooter(section: section)
                        }
                    }
                } else {
                    ForEach(sections) { section in
                        Section(header: ColorSectionHeader(section: section)) {
                            ForEach(section.shades) { shade in
                                section.color
                                    .brightness(shade.brightness)
                                    .frame(height: 20)
                            }
                        }
                    }
                }
            }
        }
    }

}

/// The article's `SectionHeaderView`: the name in the section's colour over a band of
/// `Color.primary.colorInvert().opacity(0.75)` — white at 75 %, so rows pinned under it show
/// through.
struct ColorSectionHeader: View {
    let section: ColorSection

    var body: some View {
        HStack {
            Text(section.name)
                .font(.headline)
                .foregroundColor(section.color)
            Spacer()
        }
        .padding()
        .background(Color.primary
                        .colorInvert()
                        .opacity(0.75))
    }
}

/// The footer `colors-footers` adds: "5 shades of Reds" in grey caption type, on the header's
/// band.
struct ColorSectionFooter: View {
    let section: ColorSection

    var body: some View {
        HStack {
            Text("\(section.shades.count) shades of \(section.name)")
                .font(.caption)
                .foregroundColor(.gray)
            Spacer()
        }
        .padding()
        .background(Color.primary
                        .colorInvert()
                        .opacity(0.75))
    }
}

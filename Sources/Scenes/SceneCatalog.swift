import ScrollHosting
import DisplayList
import LazyScrollViews
import ScrollCore

/// The scenes the playground can show, by `--scene` name.
public enum SceneCatalog {
    /// Every scene name, in the order the number keys select them.
    public static let names = ["colors", "colors-footers", "origami", "gallery", "feed", "nested", "stress", "list", "list-variable",
                               "lab", "colors-views", "origami-views", "seed-lists", "list-views"]

    /// The keys a scene answers beyond the host's (its views' `onKeyPress`), for the help panel,
    /// `--help` and the README: one table, so they cannot disagree.
    public static func keyHelp(for name: String) -> [(key: String, action: String)] {
        switch name {
        case "origami", "origami-views":
            return [("click", "a step toggles its highlight; the button scrolls to the Showcase"),
                    ("Return", "Scroll to Showcase (animated scrollTo(id:))"),
                    ("V", "next card transition: rotate + scale, subtle scale, scale + blur"),
                    ("O", "button rule: offset ≤ 100 pt / first steps 80 % visible")]
        case "stress":
            return [("R", "scroll to a random row (animated, lands exactly)"), ("J", "jump to a random row")]
        case "lab":
            return [("T", "the page's next mode: the seed's version, its fix (and ours)"), ("N", "the next Lab page"),
                    ("U", "page 2: edit one entry of the dictionary (its list's body runs again)"),
                    ("K", "page 4: scroll to row 3 (scrollTo(id:)), past rows never measured"),
                    ("H", "the help panel opens with the page's explanation")]
        default:
            return []
        }
    }

    /// Scenes with keys of their own, by their main name (aliases left out), in catalog order.
    public static var scenesWithKeys: [String] {
        names.filter { !$0.hasSuffix("-views") && !keyHelp(for: $0).isEmpty }
    }

    /// Makes the scene called `name`.
    ///
    /// - Parameters:
    ///   - repeatCount: how often the scene's data repeats (the stress scene: how many rows);
    ///     nil picks the scene's default for `viewport` (the Colors scene: at least three
    ///     viewports of content; the stress scene: ten million rows).
    /// - Returns: nil when no scene has that name.
    /// Main-actor isolated: most scenes are views.
    @MainActor public static func make(_ name: String, repeatCount: Int?, viewport: Size, measurer: any TextMeasurer) -> (any DemoScene)? {
        switch name {
        case "colors", "colors-footers":
            // Apple's Colors sections, repeated until there are three screens of them.
            let footers = name == "colors-footers"
            let count = repeatCount ?? ColorSection.defaultRounds(viewportHeight: viewport.height, measurer: measurer)
            let caption = footers
                ? "Apple's Colors sections with pinned headers and footers: LazyVStack(spacing: 1, pinnedViews: [.sectionHeaders, .sectionFooters])"
                : "Apple's Colors sections: LazyVStack(spacing: 1, pinnedViews: [.sectionHeaders]); headers stay pinned until the next one pushes them off"
            return ViewScene(name: name, caption: caption, rootView: ColorsView(rounds: count, showsFooters: footers),
                             measurer: measurer, size: viewport)
        case "gallery":
            return ViewScene(name: name, caption: "A horizontal LazyHStack of albums: headers pinned to the leading edge, footers to the trailing edge (wheel scrolls it sideways)",
                             rootView: GalleryView(albums: Album.gallery(count: repeatCount.map { max(1, $0) } ?? 12)),
                             measurer: measurer, size: viewport)
        case "feed":
            return ViewScene(name: name, caption: "Infinite loading: a page of posts loads when the progress row appears, after a simulated delay",
                             rootView: FeedView(), measurer: measurer, size: viewport)
        case "nested":
            return ViewScene(name: name, caption: "Nested scrollers: drag sideways in a carousel, vertically in a card's list; at an inner edge the page takes over",
                             rootView: NestedView(sections: NestedSection.page(count: repeatCount.map { max(1, $0) } ?? 12)),
                             measurer: measurer, size: viewport)
        case "list", "list-views":
            // The benchmark's rows as views, exactly what `lazyscroll bench --declarative` times
            // (`list-views` is the old name). The engine-drawn `ListScene` is the bench's alone.
            return ViewScene(name: name, caption: "The benchmark list (24 pt rows) as views: ScrollView { LazyVStack { ForEach(0..<N) { i in Row(i) } } }",
                             rootView: DeclarativeListView(rows: repeatCount.map { max(1, $0) } ?? 1_000_000), measurer: measurer, size: viewport)
        case "list-variable":
            return ViewScene(name: name, caption: "The benchmark list with rows of 12…36 pt, measured as they come near and estimated beyond",
                             rootView: VariableListView(rows: repeatCount.map { max(1, $0) } ?? 1_000_000), measurer: measurer, size: viewport)
        case "lab":
            // The seeds' warnings, live (issue 11): each page's wrong version and its fix.
            let recorder = LabRecorder()
            return ViewScene(name: name, caption: "The Lab: the seeds' lazy-stack pitfalls, the seed's version and the fix side by side (T switches, N next page, H explains)",
                             rootView: LabView(recorder: recorder), measurer: measurer, size: viewport,
                             keyHelp: keyHelp(for: "lab"),
                             figures: { recorder.figures }, explanation: { recorder.explanation },
                             frameBegan: { recorder.beginFrame(at: $0) })
        case "colors-views":
            // Apple's ColorSelectionView verbatim, on LazyScrollUI's containers.
            return ViewScene(name: name, caption: "Apple's ColorSelectionView, verbatim: ScrollView { LazyVStack(spacing: 1, pinnedViews: [.sectionHeaders]) { ForEach(sections) { Section(header:) { … } } } }",
                             rootView: ColorSelectionView(), measurer: measurer, size: viewport)
        case "origami", "origami-views":
            // The WWDC26 session's Origami snippets, as views (`origami-views` is the old name).
            return ViewScene(name: name, caption: "WWDC26 Origami: pinned Showcase header, rotating photo cards (V: scaling, blurring), Scroll to Showcase button (O: visibility rule), click a step to highlight it",
                             rootView: OrigamiContentView(steps: Step.crane(count: repeatCount.map { max(1, $0) } ?? 24)),
                             measurer: measurer, size: viewport,
                             keyHelp: keyHelp(for: "origami"))
        case "seed-lists":
            // Seed 003's List examples: DictDataSource over an OrderedDictionary, DynamicDataSource paging.
            return ViewScene(name: name, caption: "Seed 003: List over DictDataSource (OrderedDictionary) and DynamicDataSource (formIndex(after:) loads pages)",
                             rootView: SeedListsView(), measurer: measurer, size: viewport)
        case "stress":
            return ViewScene(name: name, caption: "10,000,000 rows of varied, estimated heights: R scrolls to a random row, J jumps there, Home/End",
                             rootView: StressView(rowCount: repeatCount.map { max(1, $0) } ?? 10_000_000), measurer: measurer, size: viewport,
                             keyHelp: keyHelp(for: "stress"))
        default:
            return nil
        }
    }
}

import Foundation
import LazyLayout

// A lazy grid lowered onto a lazy stack: its content, with every run of cells (a `ForEach`'s
// elements, or views written one after another) cut into *lines* — rows of a vertical grid,
// columns of a horizontal one — of `trackCount` cells. Sections stay sections (their headers
// pin), a `ForEach` of sections stays one (its sections made as the stack makes them), and a
// `ForEach` of cells becomes a lazy list of lines (`GridLineElements`): line *i* is made — its
// cells made with it — only when the stack asks for it.

/// What cutting a grid's content into lines needs: the grid's configuration, how many tracks
/// a line has, and the grid's node (told the length lines are laid out at).
struct GridLowering {
    let configuration: LazyGridConfiguration
    let trackCount: Int
    weak var grid: LazyGridNode?

    /// `view` with its cells cut into lines.
    @MainActor static func lowered<V: View>(_ view: V, _ lowering: GridLowering) -> AnyView {
        if let structural = view as? any GridLowerable { return structural.gridLowered(lowering) }
        // One cell on its own: a line of one.
        return AnyView(GridLineView(cells: [GridCell(id: AnyHashable(0), view: AnyView(view))], lowering: lowering))
    }

    /// Consecutive cells written as separate views (`LazyVGrid { A(); B(); C() }`), cut into
    /// lines; structure (sections, `ForEach`es) in between is lowered on its own.
    @MainActor static func loweredParts(_ parts: [any View], _ lowering: GridLowering) -> AnyView {
        var pieces: [AnyView] = []
        var cells: [GridCell] = []
        func flushCells() {
            var start = 0
            while start < cells.count {
                let end = min(cells.count, start + lowering.trackCount)
                pieces.append(AnyView(GridLineView(cells: Array(cells[start..<end]), lowering: lowering)))
                start = end
            }
            cells.removeAll()
        }
        for part in parts {
            if let structural = part as? any GridLowerable {
                flushCells()
                pieces.append(structural.gridLowered(lowering))
            } else {
                cells.append(GridCell(id: AnyHashable(cells.count), view: AnyView(part)))
            }
        }
        flushCells()
        // Folded into nested pairs: each piece is a child of the stack's content in order.
        guard var folded = pieces.last else { return AnyView(EmptyView()) }
        for piece in pieces.dropLast().reversed() { folded = AnyView(TupleView(piece, folded)) }
        return folded
    }
}

/// Views whose structure a grid looks into: what they hold is cells, not one cell.
@MainActor
protocol GridLowerable {
    func gridLowered(_ lowering: GridLowering) -> AnyView
}

extension TupleView: GridLowerable {
    func gridLowered(_ lowering: GridLowering) -> AnyView {
        var parts: [any View] = []
        for part in repeat each value { parts.append(part) }
        return GridLowering.loweredParts(parts, lowering)
    }
}

extension Group: GridLowerable {
    func gridLowered(_ lowering: GridLowering) -> AnyView { GridLowering.lowered(content, lowering) }
}

extension Optional: GridLowerable where Wrapped: View {
    func gridLowered(_ lowering: GridLowering) -> AnyView {
        guard let wrapped = self else { return AnyView(EmptyView()) }
        return GridLowering.lowered(wrapped, lowering)
    }
}

extension _ConditionalContent: GridLowerable {
    func gridLowered(_ lowering: GridLowering) -> AnyView {
        switch storage {
        case .trueContent(let view): return GridLowering.lowered(view, lowering)
        case .falseContent(let view): return GridLowering.lowered(view, lowering)
        }
    }
}

extension Section: GridLowerable {
    func gridLowered(_ lowering: GridLowering) -> AnyView { AnyView(loweredSection(lowering)) }

    /// The same section, its content cut into lines; header and footer span the grid.
    func loweredSection(_ lowering: GridLowering) -> Section<AnyView, AnyView, AnyView> {
        Section<AnyView, AnyView, AnyView>(header: AnyView(header), content: GridLowering.lowered(content, lowering),
                                           footer: AnyView(footer), hasHeader: hasHeader, hasFooter: hasFooter)
    }
}

/// A `ForEach` whose elements are sections, as a grid lowers it.
@MainActor
private protocol SectionLowering {
    func loweredSectionView(_ lowering: GridLowering) -> Section<AnyView, AnyView, AnyView>
}
extension Section: SectionLowering {
    func loweredSectionView(_ lowering: GridLowering) -> Section<AnyView, AnyView, AnyView> { loweredSection(lowering) }
}

extension ForEach: GridLowerable {
    func gridLowered(_ lowering: GridLowering) -> AnyView {
        if Content.self is any SectionLowering.Type {
            // One section an element, still made only when the stack makes it.
            return AnyView(GridLoweredForEach(elements: GridSectionElements(sections: self, lowering: lowering)))
        }
        return AnyView(GridLoweredForEach(elements: GridLineElements(cells: self, lowering: lowering)))
    }

}

/// A `ForEach` in a grid, as the lazy stack sees it: `elements` are its sections, each with its
/// cells cut into lines (``GridSectionElements``), or its cells cut into lines
/// (``GridLineElements``) — each made when the stack makes it. The view type (and so the node's
/// identity) is one per kind of elements.
struct GridLoweredForEach<Elements: LazyElements>: View {
    let elements: Elements
    var body: Never { fatalError("GridLoweredForEach is primitive") }
}

extension GridLoweredForEach: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        LazyForEachNode(elements: elements, viewType: Self.self, parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) { (node as! LazyForEachNode).update(elements: elements) }
}

/// The sections of a `ForEach` of sections, each lowered when made: the same ids, the same
/// count, element *i* the section `content(data[i])` with its cells cut into lines.
struct GridSectionElements<Data: RandomAccessCollection, ID: Hashable, Content: View>: LazyElements {
    let sections: ForEach<Data, ID, Content>
    let lowering: GridLowering

    var count: Int { sections.count }
    func id(at index: Int) -> AnyHashable { sections.id(at: index) }
    func index(ofID id: AnyHashable) -> ElementLookup.Result { sections.index(ofID: id) }
    func element(at index: Int, existing: ViewNode?, parent: ViewNode) -> ViewNode {
        let element = sections.data[sections.data.index(sections.data.startIndex, offsetBy: index)]
        let section = (sections.content(element) as! any SectionLowering).loweredSectionView(lowering)
        let env = (parent as? LazyForEachNode)?.elementEnvironment ?? parent.environment.settingLazyListContent(true)
        return reconcile(existing, with: section, parent: parent, environment: env, graph: parent.graph)
    }
    /// The lowered section's shape: its lines counted from its cells (LazySections.swift).
    func sectionShape(at index: Int) -> LazySectionShape? {
        let element = sections.data[sections.data.index(sections.data.startIndex, offsetBy: index)]
        return (sections.content(element) as! any SectionLowering).loweredSectionView(lowering).lazyShape
    }
    func instantiateAllIfExplicitlyIdentified() -> Int { 0 }
    var elementsAreSections: Bool { true }
    var typeName: String { "\(Data.self), \(ID.self)" }
    var subviewsPerElement: Int { 1 }
}

/// The lines of a `ForEach`'s cells as the lazy stack sees them: line *i* holds cells
/// `i·n ..< min((i + 1)·n, count)` for `n` tracks. A line's id is its first cell's, and the
/// line holding a cell is found from the cell's id (`scrollTo(id:)` of a cell goes to its line),
/// as fast as the `ForEach` finds the cell.
struct GridLineElements<Data: RandomAccessCollection, ID: Hashable, Content: View>: LazyElements {
    let cells: ForEach<Data, ID, Content>
    let lowering: GridLowering
    private var perLine: Int { max(1, lowering.trackCount) }

    var count: Int { (cells.count + perLine - 1) / perLine }
    func id(at index: Int) -> AnyHashable { cells.id(at: index * perLine) }
    func index(ofID id: AnyHashable) -> ElementLookup.Result {
        var found = cells.index(ofID: id)
        found.offset = found.offset.map { $0 / perLine }
        return found
    }
    func element(at index: Int, existing: ViewNode?, parent: ViewNode) -> ViewNode {
        let start = index * perLine, end = min(cells.count, start + perLine)
        var line: [GridCell] = []
        line.reserveCapacity(end - start)
        for i in start..<end {
            let element = cells.data[cells.data.index(cells.data.startIndex, offsetBy: i)]
            line.append(GridCell(id: AnyHashable(cells.idOf(element)), view: AnyView(cells.content(element))))
        }
        let env = (parent as? LazyForEachNode)?.elementEnvironment ?? parent.environment.settingLazyListContent(false)
        return reconcile(existing, with: GridLineView(cells: line, lowering: lowering), parent: parent, environment: env, graph: parent.graph)
    }
    /// Cells identified by consecutive integers: a line's id steps by the cells a line holds.
    var integerIDs: IntegerIDs? {
        cells.integerIDs.map { IntegerIDs(start: $0.start, count: count, stride: $0.stride * perLine) }
    }
    func instantiateAllIfExplicitlyIdentified() -> Int { 0 }
    var elementsAreSections: Bool { false }
    var typeName: String { "\(Data.self), \(ID.self)" }
    var subviewsPerElement: Int { 1 }
}

/// One cell of a line: its id (its `ForEach` element's, or its place) and its view.
struct GridCell {
    let id: AnyHashable
    let view: AnyView
}

/// A line of cells laid out in the grid's tracks (`GridLineLayout`); each cell keeps its
/// identity (and state) by its id.
struct GridLineView: View {
    let cells: [GridCell]
    let lowering: GridLowering
    var body: some View {
        GridLineLayout(configuration: lowering.configuration, trackCount: lowering.trackCount, grid: lowering.grid) {
            ForEach(cells, id: \.id) { $0.view }
        }
        .environment(\.isLazyListContent, false)
    }
}

/// Lays a line's cells out in the grid's tracks: across, each cell in its track at the
/// track's alignment; along, the line is as long as its longest cell and shorter cells sit at
/// their track's alignment. The tracks spread over the grid's cross length at the grid's
/// alignment (centred by default) when they do not fill it.
struct GridLineLayout: Layout {
    let configuration: LazyGridConfiguration
    let trackCount: Int
    weak var grid: LazyGridNode?

    private var vertical: Bool { configuration.axis == .vertical }

    /// The tracks for a cross length (the number of tracks the line was cut for).
    func tracks(across length: CGFloat?) -> [GridTrack] {
        GridTracks.resolve(configuration.items, length: length, adaptiveCount: adaptiveColumns)
    }
    /// Each adaptive item's column count when the line was cut for `trackCount` tracks.
    private var adaptiveColumns: Int? {
        let adaptive = configuration.items.filter { if case .adaptive = $0.size { return true } else { return false } }.count
        guard adaptive > 0 else { return nil }
        let others = configuration.items.count - adaptive
        return max(1, (trackCount - others) / adaptive)
    }

    private func cellProposal(_ track: GridTrack) -> ProposedViewSize {
        vertical ? ProposedViewSize(width: track.length, height: nil) : ProposedViewSize(width: nil, height: track.length)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cross = vertical ? proposal.width : proposal.height
        if let cross { grid?.lineLaidOut(across: cross) }
        let tracks = tracks(across: cross)
        var along: CGFloat = 0
        for (subview, track) in zip(subviews, tracks) {
            let size = subview.sizeThatFits(cellProposal(track))
            along = max(along, vertical ? size.height : size.width)
        }
        let length = cross ?? GridTracks.span(tracks)
        return vertical ? CGSize(width: length, height: along) : CGSize(width: along, height: length)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cross = vertical ? bounds.width : bounds.height
        let along = vertical ? bounds.height : bounds.width
        let tracks = tracks(across: cross)
        let lead = max(0, cross - GridTracks.span(tracks)) * configuration.alignmentFraction
        for (subview, track) in zip(subviews, tracks) {
            let proposal = cellProposal(track)
            let size = subview.sizeThatFits(proposal)
            let h = track.alignment.horizontal.fraction
            let v: CGFloat
            switch track.alignment.vertical.guide { case .fraction(let f): v = f; default: v = 0.5 }
            let cellCross = vertical ? size.width : size.height, cellAlong = vertical ? size.height : size.width
            let crossFraction = vertical ? h : v, alongFraction = vertical ? v : h
            let x = lead + track.offset + (track.length - cellCross) * crossFraction
            let y = (along - cellAlong) * alongFraction
            let origin = vertical ? CGPoint(x: bounds.minX + x, y: bounds.minY + y) : CGPoint(x: bounds.minX + y, y: bounds.minY + x)
            subview.place(at: origin, anchor: .topLeading, proposal: proposal)
        }
    }
}

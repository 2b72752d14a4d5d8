import ScrollHosting
import DisplayList
import LazyLayout
import Painting
import ScrollCore

/// Nested scroll views, to feel axis lock and hand-off: a vertical page of sections, each a
/// horizontal carousel (a `ScrollView(.horizontal) { LazyHStack }` inside a row), some whose cards
/// are themselves vertical lists (the 2D case: vertical inside horizontal inside vertical), and an
/// inner vertical list that hands the rest of a drag or fling to the page at its edges
/// (CSS `overscroll-behavior: auto`; the last one is `contain`). Every inner scroll view keeps its
/// position by id when its row is destroyed and created again.
public final class NestedScene: LazyStackScene {
    enum RowKind: Equatable { case carousel, carouselOfLists, innerList(OverscrollBehavior) }

    /// One row per section: a header and the nested scroll view.
    public struct Data: LazyStackDataSource {
        let kinds: [RowKind]
        public var sectionCount: Int { kinds.count }
        public func itemCount(inSection section: Int) -> Int { 1 }
        public func hasHeader(inSection section: Int) -> Bool { true }
        public func id(of path: ElementPath) -> String { path.kind == .header ? "section-\(path.section)" : "row-\(path.section)" }
        public func measure(_ path: ElementPath, crossExtent: Points) -> Points {
            guard path.kind != .header else { return 44 }
            switch kinds[path.section] {
            case .carousel: return 200
            case .carouselOfLists: return 300
            case .innerList: return 280
            }
        }
        public func estimatedExtent(of kind: ElementKind, inSection section: Int) -> Points? { kind == .header ? 44 : 240 }
    }

    /// Cards of a carousel.
    public struct Cards: LazyStackDataSource {
        public var count: Int
        public var width: Points
        public var sectionCount: Int { 1 }
        public func itemCount(inSection section: Int) -> Int { count }
        public func hasHeader(inSection section: Int) -> Bool { false }
        public func id(of path: ElementPath) -> Int { path.kind.row ?? 0 }
        public func measure(_ path: ElementPath, crossExtent: Points) -> Points { width }
        public var uniformItemExtent: Points? { width }
    }

    /// Lines of a vertical list.
    public struct Lines: LazyStackDataSource {
        public var count: Int
        public var sectionCount: Int { 1 }
        public func itemCount(inSection section: Int) -> Int { count }
        public func hasHeader(inSection section: Int) -> Bool { false }
        public func id(of path: ElementPath) -> Int { path.kind.row ?? 0 }
        public func measure(_ path: ElementPath, crossExtent: Points) -> Points { 32 }
        public var uniformItemExtent: Points? { 32 }
    }

    public let name = "nested"
    public let caption = "Nested scrollers: drag sideways in a carousel, vertically in a card's list; at an inner edge the page takes over"
    public let background = Color(r8: 236, g8: 236, b8: 242)
    private let page: LazyStackContent<Data>
    public var stackContent: LazyStackContent<Data> { page }
    private let kinds: [RowKind]
    private var carousels: [String: LazyStackContent<Cards>] = [:]
    private var lists: [String: LazyStackContent<Lines>] = [:]

    public init(sectionCount: Int = 12) {
        kinds = (0..<max(1, sectionCount)).map { i in
            switch i % 4 {
            case 1: return .carouselOfLists
            case 2: return .innerList(i == 6 ? .contain : .auto)
            default: return .carousel
            }
        }
        page = LazyStackContent(source: Data(kinds: kinds), spacing: 8, pinnedViews: [.sectionHeaders],
                                contentInsets: EdgeInsets(top: 0, leading: 0, bottom: 24, trailing: 0),
                                background: background) { _, _, _, _ in }
        page.painter = { [unowned self] element, frame, list, context in self.paintRow(element, frame, &list, context) }
        page.nestedScrollView = { [unowned self] element, frame in
            guard element.path.kind != .header else { return nil }
            let section = element.path.section
            switch self.kinds[section] {
            case .carousel, .carouselOfLists:
                return NestedScrollView(id: "carousel-\(section)", axis: .horizontal, frame: frame)
            case .innerList(let behavior):
                return NestedScrollView(id: "list-\(section)", axis: .vertical, frame: frame.insetBy(dx: 24, dy: 12), overscroll: behavior)
            }
        }
        page.nestedContentProvider = { [unowned self] id in self.content(for: id) }
    }

    private func content(for id: String) -> (any ScrollContent)? {
        if id.hasPrefix("carousel-") {
            if let existing = carousels[id] { return existing }
            let section = Int(id.dropFirst("carousel-".count)) ?? 0
            let ofLists = kinds[section] == .carouselOfLists
            let carousel = LazyStackContent(source: Cards(count: 40, width: ofLists ? 220 : 150), axis: .horizontal, spacing: 12,
                                            contentInsets: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16),
                                            cacheExtent: 150, background: background) { _, _, _, _ in }
            carousel.paintsBackground = false
            carousel.painter = { [unowned self] element, frame, list, context in
                let card = element.path.kind.row ?? 0
                if ofLists {
                    list.fillRounded(frame, radius: 14, .white)
                    list.text("List \(card + 1)", at: Point(x: frame.minX + 12, y: frame.minY + 10), .headline, .primary)
                    context.paintNested("cardlist-\(section)-\(card)", Rect(x: frame.minX, y: frame.minY + 40, width: frame.width, height: frame.height - 44), &list)
                } else {
                    PhotoCard.paint(photo: 100 * section + card, in: frame, into: &list)
                }
                _ = self
            }
            if ofLists {
                carousel.nestedScrollView = { element, frame in
                    let card = element.path.kind.row ?? 0
                    return NestedScrollView(id: "cardlist-\(section)-\(card)", axis: .vertical,
                                            frame: Rect(x: frame.minX, y: frame.minY + 40, width: frame.width, height: frame.height - 44))
                }
                carousel.nestedContentProvider = { [unowned self] id in self.content(for: id) }
            }
            carousels[id] = carousel
            return carousel
        }
        if id.hasPrefix("list-") || id.hasPrefix("cardlist-") {
            if let existing = lists[id] { return existing }
            let inCard = id.hasPrefix("cardlist-")
            let list = LazyStackContent(source: Lines(count: inCard ? 30 : 60), spacing: 1, cacheExtent: 64,
                                        background: inCard ? .white : Color(r8: 250, g8: 250, b8: 252)) { element, frame, list, _ in
                let row = element.path.kind.row ?? 0
                list.fill(frame, row % 2 == 0 ? Color(r8: 246, g8: 246, b8: 250) : .white)
                list.text("\(inCard ? "item" : "line") \(row + 1)", at: Point(x: frame.minX + 12, y: frame.minY + 7), .body, .primary)
            }
            lists[id] = list
            return list
        }
        return nil
    }

    private func paintRow(_ element: PlacedElement, _ frame: Rect, _ list: inout DisplayList, _ context: PaintContext) {
        let section = element.path.section
        switch element.path.kind {
        case .header:
            list.fill(frame, background.opacity(0.96))
            let title: String
            switch kinds[section] {
            case .carousel: title = "Carousel \(section + 1) — drag or wheel sideways (Shift+wheel)"
            case .carouselOfLists: title = "Carousel of lists \(section + 1) — the 2D case: vertical inside horizontal"
            case .innerList(let behavior):
                title = behavior == .auto ? "Inner list \(section + 1) — hands off to the page at its edges"
                                          : "Inner list \(section + 1) — overscroll-behavior: contain (no hand-off)"
            }
            list.text(title, at: Point(x: frame.minX + 16, y: frame.minY + 12), .headline, .primary)
        case .item:
            if case .innerList = kinds[section] {
                let box = frame.insetBy(dx: 24, dy: 12)
                list.fillRounded(box.insetBy(dx: -2, dy: -2), radius: 10, Color(r8: 200, g8: 200, b8: 214))
                context.paintNested("list-\(section)", box, &list)
            } else {
                context.paintNested("carousel-\(section)", frame, &list)
            }
        case .footer:
            break
        }
    }

    public func nestedContent(_ id: String) -> (any ScrollContent)? { content(for: id) }
    public func sectionName(_ section: Int) -> String { "section \(section + 1)" }
}

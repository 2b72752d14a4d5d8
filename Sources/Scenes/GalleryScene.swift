import ScrollHosting
import DisplayList
import LazyLayout
import Painting
import ScrollCore

/// A horizontal `LazyHStack(pinnedViews: [.sectionHeaders, .sectionFooters])` of photo albums:
/// each album's header stays at the leading edge and its footer at the trailing edge while the
/// album scrolls between them, and the next album's header pushes the pinned one off — Apple's
/// article (seed 002): "In LazyHStack containers, headers attach to the leading edge and footers
/// to the trailing edge."
public final class GalleryScene: LazyStackScene {
    public struct Album: Sendable, Hashable {
        public var name: String
        public var firstPhoto: Int
        public var count: Int
    }

    public struct Data: LazyStackDataSource {
        public var albums: [Album]
        public var sectionCount: Int { albums.count }
        public func itemCount(inSection section: Int) -> Int { albums[section].count }
        public func hasHeader(inSection section: Int) -> Bool { true }
        public func hasFooter(inSection section: Int) -> Bool { true }
        public func id(of path: ElementPath) -> String {
            let album = albums[path.section]
            switch path.kind {
            case .header: return "\(album.name)/header"
            case .footer: return "\(album.name)/footer"
            case .item(let row): return "photo-\(album.firstPhoto + row)"
            }
        }
        public func measure(_ path: ElementPath, crossExtent: Points) -> Points {
            switch path.kind {
            case .header: return GalleryScene.headerWidth
            case .footer: return GalleryScene.footerWidth
            case .item(let row): return GalleryScene.cardWidth(albums[path.section].firstPhoto + row)
            }
        }
        public func estimatedExtent(of kind: ElementKind, inSection section: Int) -> Points? {
            switch kind { case .header: GalleryScene.headerWidth; case .footer: GalleryScene.footerWidth; case .item: 240 }
        }
    }

    static let headerWidth: Points = 170
    static let footerWidth: Points = 130
    /// Portrait and landscape photos: 180 or 300 pt wide.
    static func cardWidth(_ photo: Int) -> Points { photo % 3 == 0 ? 300 : 180 }

    public let name = "gallery"
    public let caption = "A horizontal LazyHStack of albums: headers pinned to the leading edge, footers to the trailing edge (wheel scrolls it sideways)"
    public let background = Color(r8: 28, g8: 28, b8: 34)
    private let content: LazyStackContent<Data>
    public var stackContent: LazyStackContent<Data> { content }
    public let data: Data

    public init(albumCount: Int = 12) {
        let names = ["Kyoto", "Paper cranes", "Lanterns", "Workshop", "Beach", "Forest", "Night market", "Studio",
                     "Harbour", "Mountains", "Garden", "Snow"]
        var albums: [Album] = []
        var next = 0
        for i in 0..<max(1, albumCount) {
            let count = 4 + (i * 5) % 7
            albums.append(Album(name: names[i % names.count] + (i >= names.count ? " \(i / names.count + 1)" : ""), firstPhoto: next, count: count))
            next += count
        }
        data = Data(albums: albums)
        content = LazyStackContent(source: data, axis: .horizontal, spacing: 12, pinnedViews: [.sectionHeaders, .sectionFooters],
                                   contentInsets: EdgeInsets(top: 150, leading: 0, bottom: 150, trailing: 0),
                                   background: background) { _, _, _, _ in }
        content.painter = { [unowned self] element, frame, list, _ in self.paintElement(element, frame, &list) }
    }

    private func paintElement(_ element: PlacedElement, _ frame: Rect, _ list: inout DisplayList) {
        let album = data.albums[element.path.section]
        switch element.path.kind {
        case .header:
            list.fillRounded(frame, radius: 14, Color(r8: 52, g8: 52, b8: 64).opacity(0.97))
            list.text(album.name, at: Point(x: frame.minX + 16, y: frame.minY + 20), .headline, .white)
            list.text("album \(element.path.section + 1)", at: Point(x: frame.minX + 16, y: frame.minY + 46), .caption, Color(r8: 170, g8: 170, b8: 185))
            if element.pinning != .none { list.text("◀ pinned", at: Point(x: frame.minX + 16, y: frame.maxY - 32), .caption, .orange) }
        case .footer:
            list.fillRounded(frame, radius: 14, Color(r8: 40, g8: 40, b8: 50).opacity(0.97))
            list.text("\(album.count) photos", at: Point(x: frame.minX + 14, y: frame.maxY - 48), .caption, .white)
            if element.pinning != .none { list.text("pinned ▶", at: Point(x: frame.minX + 14, y: frame.maxY - 28), .caption, .orange) }
        case .item(let row):
            PhotoCard.paint(photo: album.firstPhoto + row, in: frame, into: &list)
        }
    }

    public func sectionName(_ section: Int) -> String { data.albums[section].name }
}

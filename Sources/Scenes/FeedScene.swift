import ScrollHosting
import DisplayList
import Foundation
import LazyLayout
import Painting
import ScrollCore

/// Infinite loading (seeds 003 and 004): a feed whose data grows when its end comes near. The
/// last row is a progress row; when it enters the prefetch window a page of posts starts
/// loading, arrives after a simulated delay (time is an argument: the frame's), and is inserted
/// before it — with the anchor kept, so nothing on screen moves.
public final class FeedScene: LazyStackScene {
    public struct Data: LazyStackDataSource {
        public var posts: Int
        public var sectionCount: Int { 1 }
        public func itemCount(inSection section: Int) -> Int { posts + 1 }
        public func hasHeader(inSection section: Int) -> Bool { false }
        public func id(of path: ElementPath) -> String {
            let row = path.kind.row ?? 0
            return row < posts ? "post-\(row)" : "progress"
        }
        public func measure(_ path: ElementPath, crossExtent: Points) -> Points {
            let row = path.kind.row ?? 0
            return row < posts ? FeedScene.postHeight(row) : 72
        }
        public func estimatedExtent(of kind: ElementKind, inSection section: Int) -> Points? { 140 }
    }

    /// A post is a title line plus 1…4 lines of text, and every third one a picture.
    static func postHeight(_ row: Int) -> Points { 76 + Double(1 + (row * 7) % 4) * 20 + (row % 3 == 0 ? 180 : 0) }
    static let lines = ["Folded my first crane today — the squash fold is the tricky part.",
                        "Tip: pre-crease both diagonals before the preliminary base.",
                        "Anyone tried wet-folding with watercolour paper?",
                        "Thousand cranes project: 212 done, 788 to go.",
                        "Kami vs. washi for tessellations, thoughts?"]

    /// Posts per page, and how long a page takes to arrive.
    public static let pageSize = 20
    public static let loadSeconds: Seconds = 0.8
    /// Pages after which the feed ends (the progress row then says so).
    public static let maxPages = 50

    public let name = "feed"
    public let caption = "Infinite loading: a page of posts loads when the progress row comes near, after a simulated delay"
    public let background = Color(r8: 242, g8: 242, b8: 247)
    private let content: LazyStackContent<Data>
    public var stackContent: LazyStackContent<Data> { content }
    public private(set) var loadingSince: Seconds?
    public private(set) var pages = 1
    private var time: Seconds = 0

    public init() {
        content = LazyStackContent(source: Data(posts: Self.pageSize), spacing: 10,
                                   contentInsets: EdgeInsets(top: 12, leading: 0, bottom: 12, trailing: 0),
                                   alignment: .center, cacheExtent: 400, background: background) { _, _, _, _ in }
        content.painter = { [unowned self] element, frame, list, _ in self.paintRow(element, frame, &list) }
    }

    public var postCount: Int { content.source.posts }

    public func advance(to time: Seconds) {
        self.time = time
        let posts = content.source.posts
        if let since = loadingSince {
            guard time - since >= Self.loadSeconds else { return }
            loadingSince = nil
            pages += 1
            content.update(source: Data(posts: posts + Self.pageSize),
                           changes: [.insertItems(section: 0, rows: posts..<(posts + Self.pageSize))])
        } else if pages < Self.maxPages && content.realizedIndices.contains(posts) {
            loadingSince = time                          // the progress row is in the prefetch window
        }
    }

    private func paintRow(_ element: PlacedElement, _ frame: Rect, _ list: inout DisplayList) {
        let card = Rect(x: frame.midX - min(640, frame.width - 32) / 2, y: frame.minY, width: min(640, frame.width - 32), height: frame.height)
        let row = element.path.kind.row ?? 0
        guard row < content.source.posts else {
            let done = pages >= Self.maxPages
            let label = done ? "You're all caught up" : loadingSince != nil ? "Loading page \(pages + 1)…" : "Pull for more"
            if !done {
                let spin = (time * 3).truncatingRemainder(dividingBy: 1)
                for i in 0..<8 {
                    let angle = Double(i) / 8 * 2 * .pi
                    let alpha = 0.15 + 0.85 * (1 - (Double(i) / 8 - spin + 1).truncatingRemainder(dividingBy: 1))
                    let c = Point(x: card.midX - 90 + 14 * cos(angle), y: card.midY + 14 * sin(angle))
                    list.fillRounded(Rect(x: c.x - 3, y: c.y - 3, width: 6, height: 6), radius: 3, Color.gray.opacity(alpha))
                }
            }
            list.text(label, at: Point(x: card.midX - 64, y: card.midY - 10), .body, .gray)
            return
        }
        list.fillRounded(card, radius: 12, .white)
        list.fillRounded(Rect(x: card.minX + 14, y: card.minY + 14, width: 36, height: 36), radius: 18, Color.hue(Double(row % 12) / 12))
        list.text("folder\(row % 97)", at: Point(x: card.minX + 62, y: card.minY + 14), .headline, .primary)
        list.text("post \(row + 1)", at: Point(x: card.minX + 62, y: card.minY + 36), .caption, .gray)
        let lineCount = 1 + (row * 7) % 4
        for line in 0..<lineCount {
            list.text(Self.lines[(row + line) % Self.lines.count], at: Point(x: card.minX + 14, y: card.minY + 62 + Double(line) * 20), .body, .primary)
        }
        if row % 3 == 0 {
            let picture = Rect(x: card.minX + 14, y: card.minY + 70 + Double(lineCount) * 20, width: card.width - 28, height: 164)
            list.image(ImageID(rawValue: UInt64(1000 + row)), in: picture, cornerRadius: 8)
        }
    }

    public func sectionName(_ section: Int) -> String { "feed" }
}

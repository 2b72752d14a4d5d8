import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

/// Issue 36: in the `origami` scene the Showcase cards were drawn over the "Showcase" header.
/// Not a paint-order fault: the page's `.contentMargins` (bottom 96 pt) reaches the nested
/// carousel too (it is an environment value, as SwiftUI's `contentMargins(_:_:)` is, for
/// "scrollable views within this view":
/// https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)), and the
/// carousel's 100 pt content, inset to 4 pt of cross axis, was centred 48 pt above its frame —
/// over the header, drawn before the carousel while it sits in its own place. The scene now gives
/// the carousel its own margins; these tests pin where the cards land either way, and that a
/// header pinned out of place draws after the cards (SwiftUI's pinned views "remain visible
/// above the content": https://developer.apple.com/documentation/swiftui/pinnedscrollableviews).
@MainActor
@Suite struct PinnedHeaderPaintOrderTests {
    static let header = LazyScrollViews.Color(red: 0.2, green: 0.8, blue: 0.3)
    static let card = LazyScrollViews.Color(red: 0.9, green: 0.1, blue: 0.1)

    /// A 40 pt pinned header over a 100 pt carousel of 80 × 100 cards, then plain rows; the page
    /// has a 96 pt bottom content margin; the carousel sets its own (zero) margins or inherits.
    struct Carousel: View {
        let ownMargins: Bool
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    Section {
                        carousel
                        ForEach(0..<20, id: \.self) { i in Text("Row \(i)").frame(height: 44) }
                    } header: {
                        Text("Header").frame(maxWidth: .infinity).frame(height: 40).background(PinnedHeaderPaintOrderTests.header)
                    }
                }
            }
            .contentMargins(EdgeInsets(top: 0, leading: 0, bottom: 96, trailing: 0))
        }

        @ViewBuilder var carousel: some View {
            let scroll = ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<5, id: \.self) { _ in PinnedHeaderPaintOrderTests.card.frame(width: 80, height: 100) }
                }
            }
            if ownMargins { scroll.contentMargins(.all, 0).frame(height: 100) } else { scroll.frame(height: 100) }
        }
    }

    /// The fills in `color`: their indices in drawing order and their top-left corners in the
    /// window (the enclosing transforms applied).
    static func fills(of color: LazyScrollViews.Color, in list: DisplayList) -> [(index: Int, origin: Point)] {
        let rgba = color.rgba
        var found: [(index: Int, origin: Point)] = []
        var stack: [DrawTransform] = [.identity]
        for (i, command) in list.commands.enumerated() {
            switch command {
            case .pushTransform(let t): stack.append(t.then(stack.last!))
            case .popTransform: stack.removeLast()
            case let .fillRect(r, c) where c == rgba: found.append((i, stack.last!.apply(Point(x: r.minX, y: r.minY))))
            default: break
            }
        }
        return found
    }

    @Test("Inherited page margins push the carousel's cards 48 pt above their row; its own margins keep them in it",
          arguments: [false, true], [0.0, 60.0])
    func cardsStayInTheirRow(ownMargins: Bool, offset: Double) {
        let driver = ScrollDriver(Carousel(ownMargins: ownMargins), width: 300, height: 300)
        if offset > 0 { driver.scroll(to: offset) }
        #expect(driver.offset == offset)
        let list = driver.list
        let cards = Self.fills(of: Self.card, in: list), headers = Self.fills(of: Self.header, in: list)
        #expect(cards.count >= 3, "\(list.description)")
        #expect(headers.count == 1, "\(list.description)")
        // The row is at 40 … 140 in the content; inherited margins leave 100 − 96 = 4 pt across,
        // and the 100 pt content centred in them starts (4 − 100) / 2 = −48 pt from the row.
        let top = 40 - offset + (ownMargins ? 0 : -48)
        for card in cards { #expect(abs(card.origin.y - top) < 1e-6, "card at \(card.origin), expected top \(top)") }
        // Pinned out of place (offset 60: the header's own place is −60), the header draws last.
        if offset > 0, let header = headers.first, let last = cards.last {
            #expect(last.index < header.index, "card #\(last.index) drawn after the pinned header #\(header.index)")
        }
    }
}

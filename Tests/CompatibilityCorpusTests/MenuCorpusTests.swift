import AppHost
import CompatibilityCorpus
import DisplayList
import Foundation
import LazyScrollUI
import ScrollCore
import ScrollHosting
import Testing

// The corpus' menus and gestures used as a user uses them: traces of clicks, secondary clicks
// (`secondary-click`, the right mouse button), drags and keys replayed headless through the
// window's whole input pipeline (drag arbiter, scroll views, the real font). Where to click is
// read from a first run's drawing, so a layout change moves the clicks with it. Set
// `LAZYSCROLL_CORPUS_SCREENSHOTS=DIR` for PNGs of the open menus.
// - Menu https://developer.apple.com/documentation/swiftui/menu
// - contextMenu(menuItems:) https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:)
// - DragGesture https://developer.apple.com/documentation/swiftui/draggesture

/// What a run drew: each string and where (window points, its layout box's top-left).
struct DrawnTexts {
    var items: [(text: String, at: Point)] = []
    func has(_ text: String) -> Bool { items.contains { $0.text == text } }
    /// A point inside the first line drawing `text` (6 pt in from its top-left corner).
    func point(_ text: String) -> Point? {
        items.first { $0.text == text }.map { Point(x: $0.at.x + 6, y: $0.at.y + 6) }
    }
    func y(_ text: String) -> Double? { items.first { $0.text == text }?.at.y }
    /// A point inside the last line drawing `text`: a menu is drawn after the window's content,
    /// so this is the menu's row where the content shows the same word.
    func lastPoint(_ text: String) -> Point? {
        items.last { $0.text == text }.map { Point(x: $0.at.x + 6, y: $0.at.y + 6) }
    }

    init(_ list: DisplayList) {
        var stack: [DrawTransform] = [.identity]
        for command in list.commands {
            switch command {
            case .pushTransform(let t): stack.append(t.then(stack.last!))
            case .popTransform: stack.removeLast()
            case .text(let text, let origin, _, _): items.append((text, stack.last!.apply(origin)))
            default: break
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct MenuCorpusTests {
    /// Runs corpus view `name` with `trace` (JSON Lines) for `frames` frames; `shot` names the
    /// PNG written when screenshots are asked for.
    static func replay(_ name: String, _ trace: String, frames: Int = 90, shot: String? = nil) async throws -> DrawnTexts {
        DrawnTexts(try await CorpusReplay.lastFrame(name, trace, frames: frames, shot: shot))
    }

    static func click(_ p: Point, at t: Int) -> String {
        """
        {"t": \(t), "type": "move", "x": \(p.x), "y": \(p.y)}
        {"t": \(t + 10), "type": "down", "x": \(p.x), "y": \(p.y)}
        {"t": \(t + 60), "type": "up", "x": \(p.x), "y": \(p.y)}
        """
    }
    static func secondaryClick(_ p: Point, at t: Int) -> String {
        "{\"t\": \(t), \"type\": \"secondary-click\", \"x\": \(p.x), \"y\": \(p.y)}"
    }
    static func key(_ name: String, at t: Int) -> String { "{\"t\": \(t), \"type\": \"key\", \"key\": \"\(name)\"}" }

    // MARK: NotesWithMenus

    @Test func theToolbarMenuOpensOnAClickShowingItsPickerToggleAndDestructiveButton() async throws {
        let start = try await Self.replay("NotesWithMenus", "", frames: 3)
        let options = try #require(start.point("\u{F141}") ?? start.point("Options"), "the toolbar's Options menu (its icon)")
        let open = try await Self.replay("NotesWithMenus", Self.click(options, at: 100), frames: 40, shot: "toolbar-menu")
        for text in ["Date Edited", "Date Created", "Title", "Pinned Only", "Delete All"] {
            #expect(open.has(text), "the open menu shows “\(text)”")
        }
    }

    @Test func choosingASortOptionInTheToolbarMenuResortsTheList() async throws {
        let start = try await Self.replay("NotesWithMenus", "", frames: 3)
        let options = try #require(start.point("\u{F141}") ?? start.point("Options"))
        let open = try await Self.replay("NotesWithMenus", Self.click(options, at: 100), frames: 40)
        let title = try #require(open.point("Title"))
        let sorted = try await Self.replay("NotesWithMenus", Self.click(options, at: 100) + "\n" + Self.click(title, at: 700), frames: 90)
        #expect(!sorted.has("Delete All"), "choosing closes the menu")
        // By title: Book club picks, Gift ideas, Groceries, Sprint retro, Trip to Lisbon.
        let order = ["Book club picks", "Gift ideas", "Groceries", "Sprint retro", "Trip to Lisbon"].compactMap(sorted.y)
        #expect(order.count == 5 && order == order.sorted(), "the rows are in title order: \(order)")
    }

    @Test func escapeClosesTheMenuAndArrowsWithReturnChoose() async throws {
        let start = try await Self.replay("NotesWithMenus", "", frames: 3)
        let options = try #require(start.point("\u{F141}") ?? start.point("Options"))
        let closed = try await Self.replay("NotesWithMenus", Self.click(options, at: 100) + "\n" + Self.key("Escape", at: 600), frames: 90)
        #expect(!closed.has("Delete All"), "Escape closes the menu")
        #expect(closed.has("Notes"), "and the app is still running (Escape did not quit)")
        // ↓ ×4: Date Edited, Date Created, Title, Pinned Only; Return flips the toggle: no pinned notes shown.
        let keys = ["Down", "Down", "Down", "Down", "Return"].enumerated().map { Self.key($0.element, at: 600 + 100 * $0.offset) }
        let filtered = try await Self.replay("NotesWithMenus", ([Self.click(options, at: 100)] + keys).joined(separator: "\n"), frames: 120)
        #expect(!filtered.has("Groceries"), "Pinned Only is on: no note is pinned")
    }

    @Test func aSecondaryClickOnARowOpensItsContextMenuAndDeleteRemovesTheRow() async throws {
        let start = try await Self.replay("NotesWithMenus", "", frames: 3)
        let row = try #require(start.point("Trip to Lisbon"))
        let open = try await Self.replay("NotesWithMenus", Self.secondaryClick(row, at: 100), frames: 40, shot: "context-menu")
        for text in ["Pin", "Move to", "Delete"] { #expect(open.has(text), "the context menu shows “\(text)”") }
        let delete = try #require(open.point("Delete"))
        let deleted = try await Self.replay("NotesWithMenus", Self.secondaryClick(row, at: 100) + "\n" + Self.click(delete, at: 700), frames: 90)
        #expect(deleted.has("Deleted Trip to Lisbon"))
        #expect(!deleted.has("Trip to Lisbon"))
    }

    @Test func theContextMenusSubmenuMovesTheNote() async throws {
        let start = try await Self.replay("NotesWithMenus", "", frames: 3)
        let row = try #require(start.point("Groceries"))
        let open = try await Self.replay("NotesWithMenus", Self.secondaryClick(row, at: 100), frames: 40)
        let moveTo = try #require(open.point("Move to"))
        let submenu = try await Self.replay("NotesWithMenus", Self.secondaryClick(row, at: 100) + "\n" + Self.click(moveTo, at: 600),
                                            frames: 60, shot: "submenu")
        // “Work” is drawn twice: Sprint retro's folder, then the submenu's row (drawn last).
        let work = try #require(submenu.lastPoint("Work"), "the submenu shows the folders")
        let moved = try await Self.replay("NotesWithMenus", [Self.secondaryClick(row, at: 100), Self.click(moveTo, at: 600),
                                                             Self.click(work, at: 1100)].joined(separator: "\n"), frames: 100)
        #expect(moved.has("Moved Groceries to Work"))
    }

    @Test func theNewNoteMenuRunsItsPrimaryActionOnAClickAndOpensOnASecondaryClick() async throws {
        let start = try await Self.replay("NotesWithMenus", "", frames: 3)
        let newNote = try #require(start.point("New Note"))
        let added = try await Self.replay("NotesWithMenus", Self.click(newNote, at: 100), frames: 40)
        #expect(added.has("Added Untitled"))
        #expect(!added.has("Checklist"), "a click runs the primary action: no menu")
        let open = try await Self.replay("NotesWithMenus", Self.secondaryClick(newNote, at: 100), frames: 40)
        let checklist = try #require(open.point("Checklist"), "a secondary click opens the menu")
        let chosen = try await Self.replay("NotesWithMenus", Self.secondaryClick(newNote, at: 100) + "\n" + Self.click(checklist, at: 600), frames: 90)
        #expect(chosen.has("Added Checklist"))
    }

    // MARK: SwipeCardStack

    static func drag(from a: Point, to b: Point, at t: Int, steps: Int = 10, stepMilliseconds: Int = 16) -> String {
        var lines = ["{\"t\": \(t), \"type\": \"down\", \"x\": \(a.x), \"y\": \(a.y)}"]
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            lines.append("{\"t\": \(t + i * stepMilliseconds), \"type\": \"move\", \"x\": \(a.x + (b.x - a.x) * f), \"y\": \(a.y + (b.y - a.y) * f)}")
        }
        lines.append("{\"t\": \(t + steps * stepMilliseconds + 8), \"type\": \"up\", \"x\": \(b.x), \"y\": \(b.y)}")
        return lines.joined(separator: "\n")
    }

    @Test func aFastSidewaysDragDismissesTheCardAndASlowShortOneKeepsIt() async throws {
        let start = try await Self.replay("SwipeCardStack", "", frames: 3)
        let card = try #require(start.point("Lisbon"))
        // 200 pt in 160 ms: 1250 pt/s, predicted 200 + 1250 × 0.499 > 150.
        let fast = try await Self.replay("SwipeCardStack", Self.drag(from: card, to: Point(x: card.x + 200, y: card.y), at: 100), frames: 60)
        #expect(fast.has("Dismissed Lisbon"))
        #expect(fast.has("Kyoto"), "the next card shows")
        // 40 pt over 1.6 s: 25 pt/s, predicted 40 + 12.5 < 150.
        let slow = try await Self.replay("SwipeCardStack", Self.drag(from: card, to: Point(x: card.x + 40, y: card.y), at: 100,
                                                                     steps: 10, stepMilliseconds: 160), frames: 150)
        #expect(slow.has("Kept Lisbon"))
    }

    @Test func aVerticalDragOnTheCardMovesTheCardNotTheScrollView() async throws {
        let start = try await Self.replay("SwipeCardStack", "", frames: 3)
        let card = try #require(start.point("Lisbon"))
        let titleY = try #require(start.y("Trips"))
        // Mid-drag (the button still down): the card follows, the content does not scroll.
        let trace = """
            {"t": 100, "type": "down", "x": \(card.x), "y": \(card.y)}
            {"t": 150, "type": "move", "x": \(card.x), "y": \(card.y - 60)}
            {"t": 200, "type": "move", "x": \(card.x), "y": \(card.y - 120)}
            """
        let dragging = try await Self.replay("SwipeCardStack", trace, frames: 30, shot: "dragging")
        #expect(dragging.y("Trips") == titleY, "the scroll view did not scroll")
        let movedY = try #require(dragging.y("Lisbon"))
        #expect(abs(movedY - (card.y - 6 - 120)) < 0.5, "the card moved up with the pointer (@GestureState)")
        // The same drag on the list below the card scrolls it.
        let place = try #require(start.point("Saved place 3"))
        let scrolled = try await Self.replay("SwipeCardStack", """
            {"t": 100, "type": "down", "x": \(place.x), "y": \(place.y)}
            {"t": 150, "type": "move", "x": \(place.x), "y": \(place.y - 60)}
            {"t": 200, "type": "move", "x": \(place.x), "y": \(place.y - 120)}
            """, frames: 30)
        #expect((scrolled.y("Trips") ?? titleY) < titleY - 50, "elsewhere the content scrolls")
    }

    @Test func aClickOnTheCardIsATapNotADrag() async throws {
        let start = try await Self.replay("SwipeCardStack", "", frames: 3)
        let card = try #require(start.point("Lisbon"))
        let tapped = try await Self.replay("SwipeCardStack", Self.click(card, at: 100), frames: 30)
        #expect(tapped.has("Tapped Lisbon"))
        #expect(tapped.has("Lisbon"))
    }
}

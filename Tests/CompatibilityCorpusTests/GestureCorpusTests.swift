import AppHost
import CompatibilityCorpus
import DisplayList
import Foundation
import LazyScrollUI
import ScrollCore
import ScrollHosting
import Testing

// The corpus' `WorkoutPlanner` used as a user uses it, by traces replayed headless through the
// window's whole input pipeline (virtual 60 fps frames): a menu `Picker` chosen by click and by
// keyboard, and an exercise reordered by touching and holding it, then dragging. Set
// `LAZYSCROLL_CORPUS_SCREENSHOTS=DIR` for PNGs.
// - MenuPickerStyle https://developer.apple.com/documentation/swiftui/menupickerstyle
// - LongPressGesture https://developer.apple.com/documentation/swiftui/longpressgesture
// - sequenced(before:) https://developer.apple.com/documentation/swiftui/gesture/sequenced(before:)
// - Composing SwiftUI gestures https://developer.apple.com/documentation/swiftui/composing-swiftui-gestures

@MainActor
@Suite(.serialized) struct GestureCorpusTests {
    static func replay(_ trace: String, frames: Int, shot: String? = nil) async throws -> DrawnTexts {
        try await MenuCorpusTests.replay("WorkoutPlanner", trace, frames: frames, shot: shot)
    }

    /// A press at `p` from `t` ms, held `holdMs`, then moved by `dy` in `steps` moves 16 ms apart, released.
    static func holdAndDrag(_ p: Point, at t: Int, holdMs: Int, dy: Double, steps: Int = 10) -> String {
        var lines = ["{\"t\": \(t), \"type\": \"down\", \"x\": \(p.x), \"y\": \(p.y)}"]
        for k in 1...steps {
            lines.append("{\"t\": \(t + holdMs + 16 * k), \"type\": \"move\", \"x\": \(p.x), \"y\": \(p.y + dy * Double(k) / Double(steps))}")
        }
        lines.append("{\"t\": \(t + holdMs + 16 * steps + 100), \"type\": \"up\", \"x\": \(p.x), \"y\": \(p.y + dy)}")
        return lines.joined(separator: "\n")
    }

    @Test func theMenuPickerOpensTheRealMenuAndAClickOnAnOptionChoosesIt() async throws {
        let start = try await Self.replay("", frames: 3)
        #expect(start.has("3 sets") && start.has("Moderate") && !start.has("Hard"))
        let control = try #require(start.point("Moderate"))
        let open = try await Self.replay(MenuCorpusTests.click(control, at: 100), frames: 40, shot: "picker-menu")
        #expect(open.has("Easy") && open.has("Hard"), "the menu lists every option")
        let hard = try #require(open.lastPoint("Hard"))
        let trace = MenuCorpusTests.click(control, at: 100) + "\n" + MenuCorpusTests.click(hard, at: 700)
        let chosen = try await Self.replay(trace, frames: 80)
        #expect(chosen.has("5 sets") && !chosen.has("3 sets"), "choosing Hard writes the selection")
        #expect(!chosen.has("Easy"), "the menu closed")
    }

    @Test func theMenuPickerIsKeyboardAccessible() async throws {
        // Tab focuses the picker (the first control), Return opens its menu, ↓ from no
        // highlight is Easy, then Moderate, then Hard; Return chooses it.
        let keys = ["Tab", "Return", "Down", "Down", "Down", "Return"].enumerated()
            .map { MenuCorpusTests.key($0.element, at: 100 + 150 * $0.offset) }.joined(separator: "\n")
        let chosen = try await Self.replay(keys, frames: 90)
        #expect(chosen.has("5 sets"), "Hard was chosen from the keyboard")
        #expect(!chosen.has("Easy"), "the menu closed")
    }

    @Test func holdingAnExerciseThenDraggingItMovesIt() async throws {
        let start = try await Self.replay("", frames: 3)
        let squats = try #require(start.point("Squats"))
        let plank = try #require(start.y("Plank"))
        // Held 0.5 s (the gesture's 0.4 s), then 130 pt down: two rows of 64 pt.
        let moved = try await Self.replay(Self.holdAndDrag(squats, at: 100, holdMs: 500, dy: 130), frames: 80, shot: "reordered")
        #expect(moved.has("Moved Squats to #4"))
        // Warm-up, Push-ups, Plank, Squats: Squats is where Plank was, Plank a row up.
        #expect(moved.y("Squats") == plank, "Squats took the fourth place")
        #expect(try #require(moved.y("Plank")) < plank, "Plank moved up")

        // Dragged at once, without the hold: the long press fails at 10 pt and the drag is the
        // scroll view's (the page rubber-bands: it is shorter than the window); nothing moves.
        let dragged = try await Self.replay(Self.holdAndDrag(squats, at: 100, holdMs: 0, dy: 130), frames: 80)
        #expect(!dragged.has("Moved Squats to #4") && dragged.has("Hold an exercise, then drag it"))
        #expect(try #require(dragged.y("Squats")) < plank, "Squats is still above Plank")
    }
}

// The corpus' `PhotoPile`: cards overlapping in a `ZStack` ordered by `zIndex` (the picked one on
// top), a double tap that likes a card exclusively before the single tap that picks it.
// - zIndex(_:) https://developer.apple.com/documentation/swiftui/view/zindex(_:)
// - exclusively(before:) https://developer.apple.com/documentation/swiftui/gesture/exclusively(before:)
@MainActor
@Suite(.serialized) struct PhotoPileCorpusTests {
    static func replay(_ trace: String, frames: Int = 20, shot: String? = nil) async throws -> DrawnTexts {
        try await MenuCorpusTests.replay("PhotoPile", trace, frames: frames, shot: shot)
    }
    /// The order the cards' names are drawn in (the last is on top).
    static func order(_ texts: DrawnTexts) -> [String] {
        texts.items.map(\.text).filter { ["Harbour", "Dunes", "Glacier"].contains($0) }
    }

    @Test func aClickPicksACardAndBringsItToTheTopADoubleClickLikesIt() async throws {
        let start = try await Self.replay("", frames: 3)
        #expect(start.has("Picked Dunes"))
        #expect(Self.order(start) == ["Harbour", "Glacier", "Dunes"], "the picked card (zIndex 1) is drawn last")
        // Harbour's name, left of the Dunes card that covers the rest of it.
        let harbour = try #require(start.point("Harbour"))
        let picked = try await Self.replay(MenuCorpusTests.click(harbour, at: 100), shot: "photo-pile-picked")
        #expect(picked.has("Picked Harbour"))
        #expect(Self.order(picked) == ["Dunes", "Glacier", "Harbour"])
        // A double click: the first click picks, the second (clicks 2) likes — only the double tap.
        let double = MenuCorpusTests.click(harbour, at: 100) + "\n" + """
            {"t": 200, "type": "down", "x": \(harbour.x), "y": \(harbour.y), "clicks": 2}
            {"t": 250, "type": "up", "x": \(harbour.x), "y": \(harbour.y)}
            """
        let liked = try await Self.replay(double, shot: "photo-pile-liked")
        #expect(liked.has("Picked Harbour, liked Harbour"))
    }
}

// The corpus' `HabitTracker` used as a user uses it: a click on a habit's circle marks it done
// inside `withAnimation(.snappy)`, and its streak — `.contentTransition(.numericText(value:))`
// — rolls from 3 to 4: mid-animation the row draws the old digit and the new one apart (the
// unchanged " day streak" characters once each), then only "4 day streak".
// https://developer.apple.com/documentation/swiftui/contenttransition/numerictext(value:)
@MainActor
@Suite(.serialized) struct ContentTransitionCorpusTests {
    @Test func aStreakRollsWhenTheHabitIsMarkedDone() async throws {
        let start = DrawnTexts(try await CorpusReplay.lastFrame("HabitTracker", "", frames: 3))
        let walk = try #require(start.point("Walk"))
        #expect(start.has("3 day streak"))
        let click = MenuCorpusTests.click(Point(x: 340, y: walk.y + 17), at: 100)
        // The click lands at 160 ms (frame 10); 5 frames later the spring is under way.
        let rolling = DrawnTexts(try await CorpusReplay.lastFrame("HabitTracker", click, frames: 15, shot: "habit-rolling"))
        #expect(rolling.has("3") && rolling.has("4"), "the old digit and the new one, both drawn")
        #expect(!rolling.has("3 day streak") && !rolling.has("4 day streak"), "drawn character by character while it rolls")
        let done = DrawnTexts(try await CorpusReplay.lastFrame("HabitTracker", click, frames: 90))
        #expect(done.has("4 day streak") && !done.has("3"))
    }
}

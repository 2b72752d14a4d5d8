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

// The corpus' `PhotoViewer` used as a user uses it on a desktop: Ctrl+wheel zooms the photo
// (`MagnifyGesture().updating($gestureScale)` with `.scaleEffect(scale * gestureScale)`, kept in
// `@State` at `.onEnded`), Ctrl+Shift+wheel turns it (`RotateGesture`, simultaneously), a plain
// wheel does neither. Replayed headless through the window's pipeline (virtual 60 fps frames).
// - MagnifyGesture https://developer.apple.com/documentation/swiftui/magnifygesture
// - RotateGesture https://developer.apple.com/documentation/swiftui/rotategesture
// - GestureState https://developer.apple.com/documentation/swiftui/gesturestate
// - scaleEffect(_:anchor:) https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)
@MainActor
@Suite(.serialized) struct PhotoViewerCorpusTests {
    static func replay(_ trace: String, frames: Int, shot: String? = nil) async throws -> DrawnTexts {
        try await MenuCorpusTests.replay("PhotoViewer", trace, frames: frames, shot: shot)
    }
    /// Wheel notches (`dy` each) at `p`, 100 ms apart from `t` ms, Ctrl held (and Shift).
    static func wheel(_ p: Point, at t: Int, _ notches: [Double], ctrl: Bool = true, shift: Bool = false) -> String {
        notches.enumerated().map { i, dy in
            "{\"t\": \(t + 100 * i), \"type\": \"wheel\", \"dx\": 0, \"dy\": \(dy), \"precise\": false, \"x\": \(p.x), \"y\": \(p.y)"
                + (ctrl ? ", \"ctrl\": true" : "") + (shift ? ", \"shift\": true" : "") + "}"
        }.joined(separator: "\n")
    }
    static func caption(_ texts: DrawnTexts) -> Point? { texts.items.first { $0.text == "Harbour at dusk" }?.at }

    /// Three Ctrl+wheel notches on the photo zoom it ×1.1 each: 1.331, shown as 133 % while the
    /// wheel turns and after (the gesture ended 0.4 s after the last notch and `onEnded` kept
    /// 1 × 1.331 in `scale`; the gesture state went back to 1). The photo is drawn scaled about
    /// its centre (the window's middle, x = 195): the caption's left edge, 108 pt left of it at
    /// 100 %, is 108 × 1.331 = 143.748 pt left of it.
    @Test func controlWheelZoomsThePhoto() async throws {
        let start = try await Self.replay("", frames: 3, shot: "start")
        #expect(start.has("Zoom 100%") && start.has("0°"))
        let caption = try #require(Self.caption(start))
        #expect(caption.x == 87, "the photo's left edge 195 − 120, padding 12")
        // A point on the photo (x 75…315, y 264…584): 100 pt above its caption.
        let onPhoto = Point(x: 195, y: caption.y - 100)
        let trace = Self.wheel(onPhoto, at: 100, [1, 1, 1])
        let during = try await Self.replay(trace, frames: 22, shot: "zooming")     // 0.35 s: the last notch at 0.3 s
        #expect(during.has("Zoom 133%"))
        let after = try await Self.replay(trace, frames: 60, shot: "zoomed")        // 1 s: ended at 0.7 s
        #expect(after.has("Zoom 133%"))
        let zoomed = try #require(Self.caption(after))
        #expect(abs(zoomed.x - (195 - 108 * 1.331)) < 1e-6, "\(zoomed.x)")
        // Zoomed out past the clamp: 12 notches toward the user are 1.1⁻¹² = 0.319 → kept at 0.5.
        let out = try await Self.replay(Self.wheel(onPhoto, at: 100, Array(repeating: -1, count: 12)), frames: 120)
        #expect(out.has("Zoom 50%"))
    }

    /// Ctrl+Shift+wheel turns the photo 15° a notch (the rotate half of the simultaneous
    /// gesture); the zoom stays. A plain wheel does neither (and there is nothing to scroll).
    @Test func controlShiftWheelTurnsThePhotoAndAPlainWheelDoesNothing() async throws {
        let start = try await Self.replay("", frames: 3)
        let caption = try #require(Self.caption(start))
        let onPhoto = Point(x: 195, y: caption.y - 100)
        let turned = try await Self.replay(Self.wheel(onPhoto, at: 100, [1, 1], shift: true), frames: 60, shot: "turned")
        #expect(turned.has("30°") && turned.has("Zoom 100%"))
        let plain = try await Self.replay(Self.wheel(onPhoto, at: 100, [1, 1], ctrl: false), frames: 60)
        #expect(plain.has("0°") && plain.has("Zoom 100%"))
    }

    /// A touchpad pinch (as XInput 2.4 reports one) zooms and turns at once; Reset animates back.
    @Test func aTouchpadPinchZoomsAndTurnsAndResetGoesBack() async throws {
        let start = try await Self.replay("", frames: 3)
        let caption = try #require(Self.caption(start))
        let p = Point(x: 195, y: caption.y - 100)
        let pinch = """
            {"t": 100, "type": "pinch", "phase": "began", "scale": 1, "rotation": 0, "x": \(p.x), "y": \(p.y)}
            {"t": 150, "type": "pinch", "phase": "changed", "scale": 1.5, "rotation": 20, "x": \(p.x), "y": \(p.y)}
            {"t": 200, "type": "pinch", "phase": "changed", "scale": 1.5, "rotation": 25, "x": \(p.x), "y": \(p.y)}
            {"t": 250, "type": "pinch", "phase": "ended", "scale": 1, "rotation": 0, "x": \(p.x), "y": \(p.y)}
            """
        let pinched = try await Self.replay(pinch, frames: 30, shot: "pinched")
        #expect(pinched.has("Zoom 225%") && pinched.has("45°"))
        let reset = try #require(pinched.point("Reset"))
        let back = try await Self.replay(pinch + "\n" + MenuCorpusTests.click(reset, at: 600), frames: 120)
        #expect(back.has("Zoom 100%") && back.has("0°"))
    }
}

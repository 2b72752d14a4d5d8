import AppHost
import DisplayList
import Foundation
import HostTestSupport
@testable import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import Testing

// Long presses, replayed as traces through the window's whole input pipeline (the press
// observed by the views first, the drag arbiter, the scroll views) on virtual 60 fps frames:
// frame k is at k/60 s, and nothing sleeps.
// - LongPressGesture https://developer.apple.com/documentation/swiftui/longpressgesture
// - init(minimumDuration:maximumDistance:) https://developer.apple.com/documentation/swiftui/longpressgesture/init(minimumduration:maximumdistance:)
// - onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)
//   https://developer.apple.com/documentation/swiftui/view/onlongpressgesture(minimumduration:maximumdistance:perform:onpressingchanged:)
// - contextMenu(menuItems:) https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:)
// - sequenced(before:) https://developer.apple.com/documentation/swiftui/gesture/sequenced(before:)
//   and "Composing SwiftUI gestures" https://developer.apple.com/documentation/swiftui/composing-swiftui-gestures

@MainActor
final class PressLog {
    var events: [String] = []
    var firedAt: [Double] = []
    var taps = 0
    var sequence: [String] = []
    var ended: [String] = []
}

/// A trace from `(ms, type, x, y)` rows.
func pressTrace(_ rows: [(Int, String, Double, Double)]) throws -> [TimedInputEvent] {
    try InputTrace.parse(rows.map { #"{"t": \#($0.0), "type": "\#($0.1)", "x": \#($0.2), "y": \#($0.3)}"# }.joined(separator: "\n"))
}

/// Every string the list draws.
func drawnTexts(_ list: DisplayList) -> [String] {
    list.commands.compactMap { if case .text(let text, _, _, _) = $0 { return text } else { return nil } }
}

@MainActor
@Suite("Long press, touch and hold, long press then drag")
struct LongPressTests {
    static let size = Size(width: 300, height: 400)

    /// A 300 × 100 pad at the window's top (y 0…100) with `onLongPressGesture` (the gesture
    /// that wins the press), a simultaneous `LongPressGesture` updating a `@GestureState` drawn
    /// below it, and a tap.
    struct Pad: View {
        let log: PressLog
        var duration: Double = 0.5
        var distance: CGFloat = 10
        @GestureState private var detecting = false
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(height: 100)
                    .onTapGesture { log.taps += 1 }
                    .simultaneousGesture(LongPressGesture(minimumDuration: duration, maximumDistance: distance)
                        .updating($detecting) { value, state, _ in state = value }
                        .onEnded { value in log.ended.append("ended \(value)") })
                    .onLongPressGesture(minimumDuration: duration, maximumDistance: distance) {
                        log.firedAt.append(-1)
                    } onPressingChanged: { pressing in
                        log.events.append("pressing \(pressing)")
                    }
                Text(detecting ? "detecting" : "idle")
                Spacer()
            }
        }
    }

    func window<V: View>(_ view: V) -> (ScrollPipeline, ViewScene<V>) {
        let scene = ViewScene(name: "press", rootView: view, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        return (pipeline, scene)
    }

    /// A press held still at t = 105 ms succeeds at the first frame at or after 105 ms + the
    /// duration, with no input event then: 0.25 s → 0.355 s → frame 22 (21 is 0.350 s);
    /// 0.5 s → 0.605 s → frame 37 (36 is 0.600 s); 1 s → 1.105 s → frame 67 (66 is 1.100 s).
    @Test("A press held still succeeds at the frame that crosses its minimum duration, without an event", arguments: [
        (0.25, 22), (0.5, 37), (1.0, 67),
    ])
    func succeedsAtTheFrame(duration: Double, frame: Int) throws {
        let log = PressLog()
        let (pipeline, _) = window(Pad(log: log, duration: duration))
        let events = try pressTrace([(105, "down", 150, 50), (2000, "up", 150, 50)])
        var fired: Int?
        var detecting: [Int] = []
        run(pipeline, events, from: 2, frames: 130) { pipeline in
            let index = Int((pipeline.lastFrameTime * 60).rounded())
            if fired == nil, !log.firedAt.isEmpty { fired = index }
            if drawnTexts(pipeline.displayList).contains("detecting") { detecting.append(index) }
        }
        #expect(fired == frame)
        // `@GestureState` is true from the press's frame (7: 0.1167 s ≥ 0.105 s) to the one
        // before the success, then back to its initial value although the button is still down.
        #expect(detecting.first == 7 && detecting.last == frame - 1)
        #expect(log.firedAt.count == 1, "onLongPressGesture's action ran once")
        #expect(log.ended == ["ended true"], "LongPressGesture's onEnded got true once")
        #expect(log.events == ["pressing true", "pressing false"])
        #expect(log.taps == 0, "the release of a long press is no tap")
    }

    @Test("A quick click is a tap, not a long press: the press ends pressing and nothing fires")
    func aClickIsATap() throws {
        let log = PressLog()
        let (pipeline, _) = window(Pad(log: log))
        run(pipeline, try pressTrace([(105, "down", 150, 50), (300, "up", 150, 50)]), from: 2, frames: 60)
        #expect(log.taps == 1 && log.firedAt.isEmpty && log.ended.isEmpty)
        #expect(log.events == ["pressing true", "pressing false"])
    }

    /// `maximumDistance` 10: a move to 10 pt from the press (6, 8) keeps the press; 10.5 pt
    /// fails it, at that move; 30 pt sideways too.
    @Test("Moving more than maximumDistance from the press cancels it", arguments: [
        (6.0, 8.0, true), (0.0, 10.5, false), (30.0, 0.0, false),
    ])
    func movingCancels(dx: Double, dy: Double, fires: Bool) throws {
        let log = PressLog()
        let (pipeline, _) = window(Pad(log: log))
        let events = try pressTrace([(105, "down", 150, 50), (300, "move", 150 + dx, 50 + dy), (1500, "up", 150 + dx, 50 + dy)])
        run(pipeline, events, from: 2, frames: 100)
        #expect(log.firedAt.count == (fires ? 1 : 0))
        #expect(log.ended.count == (fires ? 1 : 0))
        #expect(log.events == ["pressing true", "pressing false"])
    }

    /// A list of 60 rows of 50 pt, each with a long press allowed to move 100 pt, so only the
    /// scroll can cancel it: a drag of 40 pt passes the scroll views' slop for a press on a
    /// control (18 pt), the list scrolls, and the long press fails.
    struct Rows: View {
        let log: PressLog
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<60, id: \.self) { i in
                        Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 50)
                            .onLongPressGesture(maximumDistance: 100) { log.firedAt.append(Double(i)) } onPressingChanged: { pressing in
                                log.events.append("\(i) \(pressing)")
                            }
                    }
                }
            }
        }
    }

    @Test("A scroll drag that starts on a row cancels the row's long press; held still, it fires and the list stays")
    func scrollingCancels() throws {
        let log = PressLog()
        let (pipeline, _) = window(Rows(log: log))
        var rows: [(Int, String, Double, Double)] = [(105, "down", 150, 225)]
        for k in 1...10 { rows.append((105 + 16 * k, "move", 150, 225 - 4 * Double(k))) }
        rows.append((1500, "up", 150, 185))
        run(pipeline, try pressTrace(rows), from: 2, frames: 100)
        #expect(log.firedAt.isEmpty)
        #expect(log.events == ["4 true", "4 false"], "row 4 (y 200…250) was pressed, then the scroll cancelled it")
        #expect(pipeline.position.offset > 15, "the list scrolled: \(pipeline.position.offset)")

        // Held still on row 2 past 0.5 s: it fires; a drag after that is the long press's, not the list's.
        let log2 = PressLog()
        let (pipeline2, _) = window(Rows(log: log2))
        var held: [(Int, String, Double, Double)] = [(105, "down", 150, 125)]
        for k in 1...10 { held.append((700 + 16 * k, "move", 150, 125 - 6 * Double(k))) }
        held.append((1500, "up", 150, 65))
        run(pipeline2, try pressTrace(held), from: 2, frames: 100)
        #expect(log2.firedAt == [2])
        #expect(pipeline2.position.offset == 0, "the press is the long press's once it succeeded")
    }

    /// A row with a context menu: held still 0.5 s, its menu opens at the press, as iOS's touch
    /// and hold; moved 12 pt first, or released first, it does not, and the release is a click
    /// (12 pt is within the 18 pt a press on a control may move and stay one).
    struct MenuRow: View {
        let log: PressLog
        var body: some View {
            VStack(spacing: 0) {
                Text("Document").frame(maxWidth: .infinity, minHeight: 60)
                    .onTapGesture { log.taps += 1 }
                    .contextMenu { Button("Rename") {}; Button("Delete", role: .destructive) {} }
                Spacer()
            }
        }
    }

    @Test("Touch and hold opens a contextMenu after 0.5 s; moving first or releasing early does not", arguments: [
        (0.0, 700, true), (12.0, 700, false), (0.0, 400, false),
    ])
    func touchAndHoldOpensTheContextMenu(move: Double, upMs: Int, opens: Bool) throws {
        let log = PressLog()
        let (pipeline, _) = window(MenuRow(log: log))
        let events = try pressTrace([(105, "down", 150, 30), (300, "move", 150 + move, 30), (upMs, "up", 150 + move, 30)])
        var openedAt: Int?
        run(pipeline, events, from: 2, frames: 80) { pipeline in
            if openedAt == nil, drawnTexts(pipeline.displayList).contains("Rename") { openedAt = Int((pipeline.lastFrameTime * 60).rounded()) }
        }
        #expect((openedAt != nil) == opens)
        // 105 ms + 0.5 s = 0.605 s: frame 37.
        if opens { #expect(openedAt == 37) }
        #expect(log.taps == (opens ? 0 : 1), "a release after the menu opened is no tap")
    }

    /// Apple's "drag after a long press" (Composing SwiftUI gestures): the card follows the drag
    /// only after the press was held; in a scroll view, the list does not scroll from it.
    struct Board: View {
        let log: PressLog
        @GestureState private var state = "inactive"
        @State private var offset = CGSize.zero
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.orange.frame(width: 100, height: 100)
                        .offset(offset)
                        .gesture(
                            LongPressGesture(minimumDuration: 0.5)
                                .sequenced(before: DragGesture())
                                .updating($state) { value, state, _ in
                                    switch value {
                                    case .first(true): state = "pressing"
                                    case .second(true, let drag): state = "dragging \(Int(drag?.translation.height ?? 0))"
                                    default: state = "inactive"
                                    }
                                }
                                .onEnded { value in
                                    guard case .second(true, let drag?) = value else { return }
                                    log.ended.append("\(Int(drag.translation.width)),\(Int(drag.translation.height))")
                                    offset.height += drag.translation.height
                                })
                    Text(state)
                    Color.gray.frame(height: 2000)
                }
            }
        }
    }

    @Test("LongPressGesture.sequenced(before: DragGesture()): .first while held, .second(true, nil) when it succeeds, then the drag; the list stays")
    func longPressThenDrag() throws {
        let log = PressLog()
        let (pipeline, _) = window(Board(log: log))
        // Pressed at 105 ms on the card (x 100…200, y 0…100); held; from 700 ms dragged 60 pt down in 10 moves.
        var rows: [(Int, String, Double, Double)] = [(105, "down", 150, 50)]
        for k in 1...10 { rows.append((700 + 16 * k, "move", 150, 50 + 6 * Double(k))) }
        rows.append((1000, "up", 150, 110))
        let events = try pressTrace(rows)
        var states: [String] = []
        run(pipeline, events, from: 2, frames: 80) { pipeline in
            if let state = drawnTexts(pipeline.displayList).first(where: { ["pressing", "inactive"].contains($0) || $0.hasPrefix("dragging") }),
               states.last != state { states.append(state) }
        }
        // The drag's minimum distance (10 pt) is reached at the second move (12 pt); the drag's
        // translation then counts from where the pointer was when the long press succeeded.
        #expect(states.first == "inactive" && states.contains("pressing") && states.contains("dragging 0"))
        #expect(states.contains("dragging 12") && states.contains("dragging 60"))
        #expect(states.last == "inactive")
        #expect(log.ended == ["0,60"])
        #expect(pipeline.position.offset == 0, "the list did not scroll")

        // Dragged before the press was held long enough: the sequence fails and the list scrolls.
        let log2 = PressLog()
        let (pipeline2, _) = window(Board(log: log2))
        var early: [(Int, String, Double, Double)] = [(105, "down", 150, 80)]
        for k in 1...10 { early.append((200 + 16 * k, "move", 150, 80 - 6 * Double(k))) }
        early.append((600, "up", 150, 20))
        run(pipeline2, try pressTrace(early), from: 2, frames: 60)
        #expect(log2.ended.isEmpty)
        #expect(pipeline2.position.offset > 20, "the list scrolled: \(pipeline2.position.offset)")
    }
}

import AppHost
import DisplayList
import Foundation
import HostTestSupport
@testable import LazyScrollViews
import Scenes
import ScrollCore
import ScrollHosting
import ScrollInput
import ScrollViews
import Testing

/// Keyboard focus (`FocusSystem`) and where the scrolling keys go
/// (`ScrollViewCoordinator+Keys.swift`), by replayed traces of key and pointer events.
@MainActor
@Suite("Keyboard focus and key routing")
struct KeyboardFocusTests {
    static let size = Size(width: 400, height: 600)

    /// What the views did, outside them (the views' own state is private, as in an app).
    final class Box {
        var taps = 0
        var isOn = false
        var scrollFocused = false
        var field: Field?
    }
    enum Field: Hashable { case button, note }

    /// A row of a button and a toggle, a 300 pt scroll view of 100 rows, and a focusable text.
    struct Form: View {
        let box: Box
        @FocusState private var scrollFocused: Bool
        @FocusState private var field: Field?
        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Button("A") { box.taps += 1 }
                        .focused($field, equals: .button)
                    Toggle("T", isOn: Binding(get: { box.isOn }, set: { box.isOn = $0 }))
                }
                .frame(height: 50)
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 60) }
                    }
                }
                .frame(height: 300)
                .focused($scrollFocused)
                Text("Note").focusable().focused($field, equals: .note)
                Spacer()
            }
            .onChange(of: scrollFocused) { _, new in box.scrollFocused = new }
            .onChange(of: field) { _, new in box.field = new }
            .onKeyPress("n") { field = .note; return .handled }
        }
    }

    func form() -> (ScrollPipeline, ViewScene<Form>, Box) {
        let box = Box()
        let scene = ViewScene(name: "form", rootView: Form(box: box), measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        return (pipeline, scene, box)
    }

    func keys(_ names: [String], from ms: Int, shift: Bool = false) throws -> [TimedInputEvent] {
        let lines = names.enumerated().map { i, name in
            #"{"t": \#(ms + 100 * i), "type": "key", "key": "\#(name)""# + (shift ? #", "shift": true}"# : "}")
        }
        return try InputTrace.parse(lines.joined(separator: "\n"))
    }

    /// The focused target's rect after each of `count` Tabs (one every 100 ms, 6 frames apart).
    func tabOrder(_ pipeline: ScrollPipeline, _ scene: ViewScene<Form>, count: Int, shift: Bool = false,
                  from frame: Int = 2) throws -> [Rect] {
        let events = try keys(Array(repeating: "Tab", count: count), from: frame * 1000 / 60 + 50, shift: shift)
        var rects: [Rect] = []
        var next = frame
        for event in events {
            next = run(pipeline, [event], from: next, frames: 6)
            rects.append(try #require(scene.host.graph.focus.focusedTarget?.rect))
        }
        return rects
    }

    /// Reading order, as macOS's key-view loop (https://developer.apple.com/documentation/appkit/nsview/nextkeyview)
    /// and SwiftUI's focus on macOS follow it: leading to trailing in a row, top to bottom, wrapping.
    @Test("Tab visits the button, the toggle, the scroll view, the focusable text, then wraps; Shift+Tab goes back")
    func traversalOrder() throws {
        let (pipeline, scene, _) = form()
        let order = try tabOrder(pipeline, scene, count: 5)
        // A and T share the first row (y < 50), A leading; the scroll view is the 300 pt frame
        // below it; the text below that; the fifth Tab is back on A.
        #expect(order[0].maxY <= 50 && order[1].maxY <= 50 && order[0].maxX <= order[1].minX)
        #expect(order[2] == Rect(x: 0, y: 50, width: 400, height: 300))
        #expect(order[3].minY >= 350)
        #expect(order[4] == order[0])
        let back = try tabOrder(pipeline, scene, count: 2, shift: true, from: 40)
        #expect(back[0] == order[3] && back[1] == order[2])
    }

    @Test("The focused view is ringed: a 3 pt accent ring around a control, inside a scroll view's edges")
    func focusRing() throws {
        let (pipeline, scene, _) = form()
        let order = try tabOrder(pipeline, scene, count: 3)
        func ring() -> Rect? {
            for command in pipeline.displayList.commands {
                if case let .strokeRoundedRect(rect, _, color, width) = command, color == FocusSystem.ringColor, width == 3 { return rect }
            }
            return nil
        }
        #expect(ring() == order[2], "inside the scroll view's frame")
        _ = try tabOrder(pipeline, scene, count: 1, from: 20)
        let control = try #require(scene.host.graph.focus.focusedTarget?.rect)
        #expect(ring() == control.insetBy(dx: -3, dy: -3))
    }

    @Test("Space and Return press the focused button and flip the focused toggle; Space on a focused scroll view pages it")
    func activation() throws {
        let (pipeline, scene, box) = form()
        _ = try tabOrder(pipeline, scene, count: 1)                       // the button
        var next = run(pipeline, try keys(["Return", "Space"], from: 200), from: 8, frames: 20)
        #expect(box.taps == 2)
        _ = try tabOrder(pipeline, scene, count: 1, from: next)           // the toggle
        next += 6
        next = run(pipeline, try keys(["Space"], from: next * 1000 / 60 + 20), from: next, frames: 6)
        #expect(box.isOn)
        _ = try tabOrder(pipeline, scene, count: 1, from: next)           // the scroll view
        next += 6
        #expect(pipeline.scrollViews.focusedScrollView == .window)
        run(pipeline, try keys(["Space"], from: next * 1000 / 60 + 20), from: next, frames: 90)
        // A page of the 300 pt viewport: max(0.875 · 300, 300 − 40) = 262.5.
        #expect(abs(pipeline.position.offset - 262.5) < 1e-9)
        #expect(box.taps == 2 && box.isOn, "the controls were not pressed again")
    }

    /// https://developer.apple.com/documentation/swiftui/focusstate and
    /// https://developer.apple.com/documentation/swiftui/view/focused(_:equals:): the bound value
    /// is the focused view's while it has focus; setting it moves focus there.
    @Test("@FocusState: Bool and Hashable forms follow Tab; setting the value moves focus")
    func focusState() throws {
        let (pipeline, scene, box) = form()
        _ = try tabOrder(pipeline, scene, count: 1)
        run(pipeline, [], from: 8, frames: 2)
        #expect(box.field == .button && !box.scrollFocused)
        _ = try tabOrder(pipeline, scene, count: 2, from: 10)              // the toggle, then the scroll view
        run(pipeline, [], from: 22, frames: 2)
        #expect(box.field == nil && box.scrollFocused)
        // The app sets `field = .note` (the N key): focus leaves the scroll view for the text.
        run(pipeline, try keys(["N"], from: 420), from: 24, frames: 6)
        #expect(box.field == .note)
        let focused = try #require(scene.host.graph.focus.focusedTarget)
        #expect(focused.scrollView == nil && focused.rect.minY >= 350)
        #expect(!box.scrollFocused)
    }

    // MARK: - Where the scrolling keys go

    func seedLists() throws -> ScrollPipeline {
        let size = Size(width: 1000, height: 700)
        let scene = try #require(CatalogSceneProvider().make("seed-lists", repeatCount: nil, viewport: size,
                                                             measurer: FixedAdvanceTextMeasurer()))
        let pipeline = ScrollPipeline(scene: scene, windowSize: size)
        run(pipeline, [], from: 0, frames: 2)
        return pipeline
    }

    /// The long list (50 rows), beside the window's 4-row one.
    func longList(_ pipeline: ScrollPipeline) throws -> ScrollViewModel {
        let nested = try #require(pipeline.nestedScrollViews.first { $0.frame.minX >= 400 })
        return try #require(pipeline.scrollViews.model(nested.id))
    }

    @Test("seed-lists: End and Home go to the long list under the pointer, exactly to its end and back; the short list stays")
    func homeEndUnderThePointer() throws {
        let pipeline = try seedLists()
        let trace = [#"{"t": 100, "type": "move", "x": 750, "y": 350}"#,
                     #"{"t": 200, "type": "key", "key": "End"}"#]
        run(pipeline, try InputTrace.parse(trace.joined(separator: "\n")), from: 2, frames: 120)
        let long = try longList(pipeline)
        #expect(long.position.offset > 0)
        #expect(long.position.offset == long.position.metrics.maxOffset)
        #expect(pipeline.position.offset == 0, "the 4-row list does not move")
        run(pipeline, try InputTrace.parse(#"{"t": 2200, "type": "key", "key": "Home"}"#), from: 122, frames: 120)
        #expect(long.position.offset == 0)
    }

    @Test("seed-lists: PgDn and Down over the long list scroll it; over the short one they leave the long one alone")
    func pageAndArrowsUnderThePointer() throws {
        let pipeline = try seedLists()
        let trace = [#"{"t": 100, "type": "move", "x": 750, "y": 350}"#,
                     #"{"t": 200, "type": "key", "key": "PageDown"}"#,
                     #"{"t": 1200, "type": "key", "key": "Down"}"#,
                     #"{"t": 2000, "type": "move", "x": 200, "y": 350}"#,
                     #"{"t": 2100, "type": "key", "key": "PageDown"}"#]
        var afterDown = 0.0
        run(pipeline, try InputTrace.parse(trace.joined(separator: "\n")), from: 2, frames: 180) { p in
            if p.lastFrameTime > 1.95 && p.lastFrameTime < 1.97 { afterDown = (try? self.longList(p).position.offset) ?? -1 }
        }
        let long = try longList(pipeline)
        // A page of its 700 pt viewport, max(612.5, 660) = 660, then a 40 pt line.
        #expect(abs(afterDown - 700) < 1e-9)
        #expect(long.position.offset == afterDown, "PgDn over the short list did not move the long one")
    }

    @Test("A focused scroll view takes the keys wherever the pointer is")
    func focusedScrollViewTakesKeys() throws {
        let pipeline = try seedLists()
        // Tab: the long list is the only focus stop (the 4-row list fits, so it is none).
        let trace = [#"{"t": 100, "type": "key", "key": "Tab"}"#,
                     #"{"t": 200, "type": "move", "x": 200, "y": 350}"#,
                     #"{"t": 300, "type": "key", "key": "End"}"#]
        run(pipeline, try InputTrace.parse(trace.joined(separator: "\n")), from: 2, frames: 120)
        let long = try longList(pipeline)
        #expect(pipeline.scrollViews.focusedScrollView == long.id)
        #expect(long.position.offset == long.position.metrics.maxOffset && long.position.offset > 0)
    }
}

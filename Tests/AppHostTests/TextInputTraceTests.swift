import AppHost
import DisplayList
import Foundation
import HostTestSupport
@testable import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import Testing

/// Typing as the window records it and a replay reads it: `text` (SDL_TEXTINPUT), `editing`
/// (SDL_TEXTEDITING) and keys with `ctrl`, through the pipeline to the focused text field.
/// SDL's text input events: https://wiki.libsdl.org/SDL2/Tutorials-TextInput
@MainActor
@Suite("Text input through traces")
struct TextInputTraceTests {
    static let size = Size(width: 400, height: 600)

    /// What the field wrote, outside the views.
    final class Box { var text = ""; var submitted: [String] = [] }

    /// A field above a long list (the window's scroll view: the first vertical one): keys typed
    /// into the field must not scroll it.
    struct Composer: View {
        let box: Box
        var body: some View {
            VStack(spacing: 0) {
                TextField("Message", text: Binding(get: { box.text }, set: { box.text = $0 }))
                    .onSubmit { box.submitted.append(box.text) }
                    .frame(height: 44)
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { i in Text("Row \(i)").frame(height: 44) }
                    }
                }
            }
        }
    }

    static let typing = """
        {"t": 100, "type": "key", "key": "Tab"}
        {"t": 200, "type": "key", "key": "H", "shift": true}
        {"t": 200, "type": "text", "text": "H"}
        {"t": 250, "type": "editing", "text": "é", "start": 1, "length": 0}
        {"t": 300, "type": "text", "text": "éllo"}
        {"t": 350, "type": "key", "key": "Space"}
        {"t": 350, "type": "text", "text": " "}
        {"t": 400, "type": "text", "text": "👩‍👩‍👧"}
        {"t": 450, "type": "key", "key": "Backspace"}
        {"t": 500, "type": "key", "key": "Left", "ctrl": true}
        {"t": 550, "type": "key", "key": "Left", "shift": true, "ctrl": true}
        {"t": 600, "type": "key", "key": "Return"}
        """

    func replay(_ trace: String) throws -> (Box, ScrollPipeline) {
        let box = Box()
        let scene = ViewScene(name: "composer", rootView: Composer(box: box), measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, try InputTrace.parse(trace), from: 0, frames: 60)
        return (box, pipeline)
    }

    @Test func aReplayedTypingSessionWritesTheFieldAndNeverScrollsTheList() throws {
        let (box, pipeline) = try replay(Self.typing)
        // "H" + "éllo" + " " + the family, whose one Backspace removes it whole.
        #expect(box.text == "Héllo ")
        #expect(box.submitted == ["Héllo "], "Return submitted")
        #expect(pipeline.position.offset == 0, "Space typed into the field scrolled nothing")
    }

    @Test func theSameTraceReplaysToTheSameFrame() throws {
        let (first, a) = try replay(Self.typing)
        let (second, b) = try replay(Self.typing)
        #expect(first.text == second.text)
        #expect(a.displayList == b.displayList, "same text, same caret, same blink: time is the trace's")
    }

    @Test func withoutAFocusedFieldTextIsDroppedAndSpaceScrolls() throws {
        let (box, pipeline) = try replay("""
            {"t": 100, "type": "move", "x": 200, "y": 300}
            {"t": 150, "type": "text", "text": "abc"}
            {"t": 200, "type": "key", "key": "Space"}
            """)
        #expect(box.text.isEmpty)
        #expect(pipeline.position.offset > 0, "Space pages the list under the pointer")
    }

    @Test(arguments: [
        #"{"t":1,"type":"text","text":"h\u00e9llo \"q\" \\ \n"}"#,
        #"{"t":2,"type":"editing","text":"にほ","start":2,"length":1}"#,
        #"{"t":3,"type":"key","key":"A","ctrl":true}"#,
        #"{"t":4,"type":"key","key":"Left","shift":true,"ctrl":true}"#,
    ])
    func textEventsWriteAndReadBackTheSame(line: String) throws {
        let events = try InputTrace.parse(line)
        let written = InputTrace.line(for: try #require(events.first))
        #expect(try InputTrace.parse(written) == events)
    }

    @Test(arguments: [
        (#"{"t":1,"type":"text"}"#, "needs \"text\""),
        (#"{"t":1,"type":"text","text":""}"#, "non-empty"),
        (#"{"t":1,"type":"editing","text":"a","start":-1}"#, "\"start\""),
        (#"{"t":1,"type":"text","text":5}"#, "must be a string"),
    ])
    func badTextEventsFailNamingTheField(line: String, message: String) {
        do {
            _ = try InputTrace.parse(line)
            Issue.record("\(line) was accepted")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }
}

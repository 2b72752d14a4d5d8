import AppHost
import ScrollCore
import ScrollInput
import Testing

@Suite("Input traces")
struct InputTraceTests {
    @Test("Every event type parses, with times in seconds")
    func parsesAll() throws {
        let text = """
        {"t": 0, "type": "wheel", "dx": 0, "dy": -1, "precise": false}

        {"t": 16.5, "type": "wheel", "dx": 0.25, "dy": -0.5, "precise": true, "x": 10, "y": 20}
        {"t": 500, "type": "down", "x": 400, "y": 300}
        {"t": 516, "type": "move", "x": 400, "y": 250}
        {"t": 532, "type": "up", "x": 400, "y": 200}
        {"t": 900, "type": "key", "key": "PageDown"}
        {"t": 901, "type": "key", "key": "Space", "shift": true}
        {"t": 1200, "type": "resize", "w": 1024, "h": 700}
        """
        let events = try InputTrace.parse(text)
        #expect(events.map(\.event) == [
            .wheel(dx: 0, dy: -1, precise: false, at: .zero),
            .wheel(dx: 0.25, dy: -0.5, precise: true, at: Point(x: 10, y: 20)),
            .pointerDown(Point(x: 400, y: 300)),
            .pointerMove(Point(x: 400, y: 250)),
            .pointerUp(Point(x: 400, y: 200)),
            .key(name: "PageDown", shift: false),
            .key(name: "Space", shift: true),
            .resize(Size(width: 1024, height: 700)),
        ])
        #expect(events[1].timeSeconds == 0.0165)
    }

    @Test("Recorded lines parse back to the same events")
    func roundTrip() throws {
        let events = [
            TimedInputEvent(timeSeconds: 0.25, event: .wheel(dx: 0, dy: 1.5, precise: true, at: Point(x: 3, y: 4))),
            TimedInputEvent(timeSeconds: 0.5, event: .key(name: "Home", shift: false)),
            TimedInputEvent(timeSeconds: 0.75, event: .pointerMove(Point(x: 1.5, y: 2))),
            TimedInputEvent(timeSeconds: 1, event: .resize(Size(width: 640, height: 480))),
        ]
        let text = events.map(InputTrace.line(for:)).joined(separator: "\n")
        #expect(try InputTrace.parse(text) == events)
    }

    /// A `secondary-click` is the right mouse button (SDL_BUTTON_RIGHT): a context menu opens
    /// there (Documentation/TraceFormat.md). It carries the modifiers as `down` does, needs a
    /// position, and round-trips.
    @Test("A secondary click parses, needs a position and round-trips", arguments: [
        (#"{"t": 2, "type": "secondary-click", "x": 40, "y": 60}"#, KeyModifiers()),
        (#"{"t": 2, "type": "secondary-click", "x": 40, "y": 60, "ctrl": true}"#, KeyModifiers.control),
    ] as [(String, KeyModifiers)])
    func secondaryClick(line: String, modifiers: KeyModifiers) throws {
        let events = try InputTrace.parse(line)
        #expect(events.map(\.event) == [.secondaryClick(Point(x: 40, y: 60), modifiers: modifiers)])
        let written = InputTrace.line(for: events[0])
        #expect(written == #"{"t":2,"type":"secondary-click","x":40,"y":60"# + modifiers.traceSuffixForTest + "}")
        #expect(try InputTrace.parse(written) == events)
        #expect(throws: (any Error).self) { try InputTrace.parse(#"{"t": 2, "type": "secondary-click", "x": 40}"#, name: "t.jsonl") }
    }

    /// A `down` carries the modifier keys held at the click (Documentation/TraceFormat.md): absent
    /// means none, so a line written before they were recorded is a plain click; each written
    /// back only when held, so a plain click's line is unchanged.
    @Test("A down's modifier keys parse, default to none and round-trip", arguments: [
        (#"{"t": 1, "type": "down", "x": 5, "y": 6}"#, KeyModifiers()),
        (#"{"t": 1, "type": "down", "x": 5, "y": 6, "shift": true}"#, KeyModifiers.shift),
        (#"{"t": 1, "type": "down", "x": 5, "y": 6, "ctrl": true, "shift": false}"#, KeyModifiers.control),
        (#"{"t": 1, "type": "down", "x": 5, "y": 6, "cmd": true, "alt": true, "ctrl": true, "shift": true}"#,
         [KeyModifiers.command, .option, .control, .shift]),
    ] as [(String, KeyModifiers)])
    func downModifiers(line: String, modifiers: KeyModifiers) throws {
        let events = try InputTrace.parse(line)
        #expect(events.map(\.event) == [.pointerDown(Point(x: 5, y: 6), modifiers: modifiers)])
        let written = InputTrace.line(for: events[0])
        #expect(try InputTrace.parse(written) == events)
        #expect(written.contains("shift") == modifiers.contains(.shift))
        #expect(written.contains("ctrl") == modifiers.contains(.control))
        #expect(written == #"{"t":1,"type":"down","x":5,"y":6"# + modifiers.traceSuffixForTest + "}")
    }

    @Test("A down's modifier must be true or false")
    func downModifierType() {
        #expect {
            try InputTrace.parse(#"{"t": 1, "type": "down", "x": 5, "y": 6, "shift": 1}"#, name: "t.jsonl")
        } throws: { error in
            (error as? LazyScrollError)?.message.hasPrefix("t.jsonl:1: \"shift\" must be true or false") == true
        }
    }

    @Test("Bad lines are rejected with the line number and the reason", arguments: [
        ("{\"t\": 0, \"type\": \"wheel\", \"dy\": 1}\nnot json", "t.jsonl:2: not a JSON object"),
        ("{\"t\": 0, \"type\": \"teleport\"}", "t.jsonl:1: unknown event type \"teleport\""),
        ("{\"type\": \"wheel\"}", "t.jsonl:1: missing \"t\""),
        ("{\"t\": 5, \"type\": \"down\", \"x\": 1}", "t.jsonl:1: a \"down\" event needs a finite \"y\""),
        ("{\"t\": 5, \"type\": \"key\"}", "t.jsonl:1: a \"key\" event needs \"key\""),
        ("{\"t\": 5, \"type\": \"key\", \"key\": \"A\"}\n{\"t\": 4, \"type\": \"key\", \"key\": \"B\"}", "t.jsonl:2: \"t\" goes backwards"),
        ("{\"t\": \"soon\", \"type\": \"key\", \"key\": \"A\"}", "t.jsonl:1: \"t\" must be a number, not a string"),
        ("{\"t\": 1, \"type\": \"resize\", \"w\": 0, \"h\": 10}", "t.jsonl:1: resize \"w\" must be 1…16384 points (got 0.0)"),
    ])
    func rejects(text: String, expected: String) {
        #expect {
            try InputTrace.parse(text, name: "t.jsonl")
        } throws: { error in
            (error as? LazyScrollError)?.message.hasPrefix(expected) == true
        }
    }

    @Test("Sizes parse as WIDTHxHEIGHT; anything else names the expected form", arguments: ["1280", "x800", "12a0x800", "0x10", "-5x5", ""])
    func badSizes(text: String) throws {
        #expect(throws: LazyScrollError.self) { try RunOptions.parseSize(text) }
        #expect(try RunOptions.parseSize("1280x800") == Size(width: 1280, height: 800))
    }
}

extension KeyModifiers {
    /// The fields a recorded `down` line ends with, in the writer's order (shift, ctrl, alt, cmd).
    fileprivate var traceSuffixForTest: String {
        (contains(.shift) ? #","shift":true"# : "") + (contains(.control) ? #","ctrl":true"# : "")
            + (contains(.option) ? #","alt":true"# : "") + (contains(.command) ? #","cmd":true"# : "")
    }
}

import Foundation
import ScrollCore
import ScrollInput

/// Input traces: JSON Lines files of timestamped input events that drive a headless run or a
/// window exactly as a user did (`--replay`), and that a window writes as it runs (`--record`).
///
/// One object per line; `t` is milliseconds since the run started; positions are window points:
/// ```
/// {"t": 0,   "type": "wheel", "dx": 0, "dy": -1, "precise": false}
/// {"t": 500, "type": "down", "x": 400, "y": 300}
/// {"t": 516, "type": "move", "x": 400, "y": 250}
/// {"t": 532, "type": "up",   "x": 400, "y": 200}
/// {"t": 900, "type": "key",  "key": "PageDown"}
/// {"t": 950, "type": "key",  "key": "A", "ctrl": true}
/// {"t": 990, "type": "editing", "text": "にほ", "start": 2, "length": 0}
/// {"t": 1000,"type": "text", "text": "héllo"}
/// {"t": 1200,"type": "resize", "w": 1024, "h": 700}
/// ```
/// Wheel `dx`/`dy` are as SDL reports them: `dy > 0` = wheel rolled away from the user = scroll
/// toward the start of the content. Wheel events may carry the pointer's `x`/`y`, `"shift": true`
/// and the device class that sent them, `"source"`: `wheel`, `wheel-hires`, `touchpad` or
/// `os-momentum` (``WheelSource``; without it `precise` decides, as in older traces); keys may
/// carry `"shift": true` and `"ctrl": true`. `text` is committed typed text (`SDL_TEXTINPUT`),
/// `editing` an input method's composition (`SDL_TEXTEDITING`, `start` and `length` in
/// characters); both go to the focused text field, at most ``maximumTextBytes`` each. Blank lines are skipped; `t` must not decrease; other fields are ignored.
///
/// What is checked (each failure is one line naming the file, the line and the field): UTF-8,
/// no NUL bytes, one JSON object per line, each field's JSON type (`null` is named as such), `t`
/// finite, positions within ±``maximumPositionPoints``, wheel deltas within
/// ±``maximumWheelDelta``, resize sizes 1…16384 points (``RunOptions/sizeRangePoints``), the line
/// and file size limits. Reading and parsing are in `InputTrace+Reading.swift`.
public enum InputTrace {
    /// The event types a trace may contain, for error messages.
    public static let types = ["wheel", "down", "move", "up", "secondary-click", "key", "text", "editing", "resize", "pinch"]

    /// The largest trace file read, in bytes (256 MiB: about six million events, hours of input).
    /// A bigger regular file is refused before any of it is read; a pipe is cut off when it
    /// passes the limit. Either way memory stays bounded.
    public static let maximumFileBytes = 256 << 20
    /// The longest line, in bytes. A line of JSON for one event is under 200 bytes; the limit
    /// stops a file with no line breaks (`/dev/zero`) from being gathered into one line.
    public static let maximumLineBytes = 64 << 10
    /// Pointer positions (`x`, `y`) are window points within ±this: far outside any window
    /// (16384 pt at most) yet small enough that every sum the pipeline forms stays finite.
    public static let maximumPositionPoints = 1_000_000.0
    /// Wheel deltas (`dx`, `dy`) are SDL wheel units within ±this: a detent is 1, a touchpad
    /// frame a fraction; 1000 clicks in one event is already a thousand screens.
    public static let maximumWheelDelta = 1000.0

    /// Parses a trace file as a stream, line by line, keeping the events at or before
    /// `endSeconds` (later lines are still checked): the first bad line fails at once, memory
    /// stays bounded (``maximumFileBytes``, ``maximumLineBytes``).
    public static func load(path: String) throws -> [TimedInputEvent] { try load(path: path, until: .infinity) }

    /// ``load(path:)``, keeping only the events at or before `endSeconds`.
    public static func load(path: String, until endSeconds: Seconds) throws -> [TimedInputEvent] {
        var reader = try TraceFileReader(path: path)
        defer { reader.close() }
        var parser = TraceLineParser(name: path, keepingUntilSeconds: endSeconds)
        var splitter = LineSplitter(name: path)
        try reader.forEachChunk { chunk in
            try splitter.feed(chunk) { line, number in try parser.parse(line, lineNumber: number) }
        }
        try splitter.finish { line, number in try parser.parse(line, lineNumber: number) }
        return parser.events
    }

    /// Parses trace text; errors name `name` and the 1-based line number. Lines end with LF,
    /// CRLF, CR, or a Unicode line separator (VT, FF, NEL, U+2028, U+2029).
    public static func parse(_ text: String, name: String = "trace") throws -> [TimedInputEvent] {
        var parser = TraceLineParser(name: name, keepingUntilSeconds: .infinity)
        var splitter = LineSplitter(name: name)
        var utf8 = Array(text.utf8)
        try utf8.withUnsafeMutableBytes { bytes in
            try splitter.feed(UnsafeRawBufferPointer(bytes)) { line, number in try parser.parse(line, lineNumber: number) }
        }
        try splitter.finish { line, number in try parser.parse(line, lineNumber: number) }
        return parser.events
    }

    /// The longest `text` of a `text` or `editing` event, in UTF-8 bytes (SDL delivers at most
    /// 32 a `SDL_TEXTINPUT`; a pasted line recorded by another tool may be longer).
    public static let maximumTextBytes = 4096

    /// `string` as a JSON string literal (``BenchJSON``'s escaping: quotes, backslashes and
    /// control characters).
    static func jsonString(_ string: String) -> String {
        var out = ""
        BenchJSON.write(string: string, to: &out)
        return out
    }

    /// One trace line for `event` (no trailing newline).
    public static func line(for event: TimedInputEvent) -> String {
        let t = (event.timeSeconds * 1000 * 1000).rounded() / 1000
        func n(_ v: Double) -> String { v.shortDescription }
        switch event.event {
        case let .wheel(dx, dy, precise, at, shift, source):
            let extra = (shift ? ",\"shift\":true" : "") + (source.map { ",\"source\":\"\($0.rawValue)\"" } ?? "")
            return "{\"t\":\(n(t)),\"type\":\"wheel\",\"dx\":\(n(dx)),\"dy\":\(n(dy)),\"precise\":\(precise),\"x\":\(n(at.x)),\"y\":\(n(at.y))\(extra)}"
        case let .pointerDown(p, modifiers, clicks):
            // Only the modifiers held are written (absent means not held), and the click count
            // only past a single click, so a plain click's line is as before.
            let held = [(KeyModifiers.shift, "shift"), (.control, "ctrl"), (.option, "alt"), (.command, "cmd")]
                .filter { modifiers.contains($0.0) }.map { ",\"\($0.1)\":true" }.joined()
            let count = clicks > 1 ? ",\"clicks\":\(clicks)" : ""
            return "{\"t\":\(n(t)),\"type\":\"down\",\"x\":\(n(p.x)),\"y\":\(n(p.y))\(held)\(count)}"
        case let .secondaryClick(p, modifiers):
            let held = [(KeyModifiers.shift, "shift"), (.control, "ctrl"), (.option, "alt"), (.command, "cmd")]
                .filter { modifiers.contains($0.0) }.map { ",\"\($0.1)\":true" }.joined()
            return "{\"t\":\(n(t)),\"type\":\"secondary-click\",\"x\":\(n(p.x)),\"y\":\(n(p.y))\(held)}"
        case let .pointerMove(p): return "{\"t\":\(n(t)),\"type\":\"move\",\"x\":\(n(p.x)),\"y\":\(n(p.y))}"
        case let .pointerUp(p): return "{\"t\":\(n(t)),\"type\":\"up\",\"x\":\(n(p.x)),\"y\":\(n(p.y))}"
        case let .key(name, shift, control):
            return "{\"t\":\(n(t)),\"type\":\"key\",\"key\":\(jsonString(name))\(shift ? ",\"shift\":true" : "")\(control ? ",\"ctrl\":true" : "")}"
        case .text(let text):
            return "{\"t\":\(n(t)),\"type\":\"text\",\"text\":\(jsonString(text))}"
        case let .textEditing(text, start, length):
            return "{\"t\":\(n(t)),\"type\":\"editing\",\"text\":\(jsonString(text)),\"start\":\(start),\"length\":\(length)}"
        case let .resize(size): return "{\"t\":\(n(t)),\"type\":\"resize\",\"w\":\(n(size.width)),\"h\":\(n(size.height))}"
        case let .controlWheel(dx, dy, at, shift, source):
            // A wheel with `"ctrl":true` (the desktop's pinch; a plain wheel where no gesture takes it).
            let extra = (shift ? ",\"shift\":true" : "") + (source.map { ",\"source\":\"\($0.rawValue)\"" } ?? "")
            let precise = source.map { $0 != .wheel } ?? false
            return "{\"t\":\(n(t)),\"type\":\"wheel\",\"dx\":\(n(dx)),\"dy\":\(n(dy)),\"precise\":\(precise),\"x\":\(n(at.x)),\"y\":\(n(at.y)),\"ctrl\":true\(extra)}"
        case let .pinch(phase, scale, rotation, at):
            return "{\"t\":\(n(t)),\"type\":\"pinch\",\"phase\":\"\(phase.rawValue)\",\"scale\":\(n(scale)),\"rotation\":\(n(rotation)),\"x\":\(n(at.x)),\"y\":\(n(at.y))}"
        }
    }
}

/// Records what the user does into a trace file, as ``OutputFile`` writes every output: the lines
/// stream into a new file beside `path` (each `write(2)` checked) and ``finish()`` renames it over
/// `path` — so an old trace at `path` survives a run that fails before it ends, and a trace is
/// never half-replaced.
///
/// When a write fails (a full disk, a quota, a file-size limit), recording stops: the file is cut
/// back to its last whole line, ``record(_:)`` returns the message once (the window prints it and
/// shows it, and keeps running), and ``finish()`` still renames what was recorded — a valid JSON
/// Lines trace of everything up to the failure.
public final class TraceRecorder {
    public let path: String
    private let file: OutputFile.Temporary
    private var finished = false
    /// Events written, and the time of the last one (for the message when recording stops).
    public private(set) var eventsRecorded = 0
    private var lastSeconds: Double = 0
    /// Why recording stopped, once a write failed.
    public private(set) var failure: String?

    /// Checks `path` (``OutputFile/checkDestination(_:what:)``) and opens the temporary file
    /// beside it; `path` itself is not touched until ``finish()``.
    public init(path: String) throws {
        file = try OutputFile.Temporary(beside: path, what: "trace file")
        self.path = path
    }

    /// Appends `event` as one line. Returns a message the first time a write fails (recording
    /// then stops; later calls return nil and write nothing).
    @discardableResult
    public func record(_ event: TimedInputEvent) -> String? {
        guard failure == nil, !finished else { return nil }
        var line = InputTrace.line(for: event) + "\n"
        let written = line.withUTF8 { bytes in file.writeAll(bytes.baseAddress!, count: bytes.count) }
        if written {
            eventsRecorded += 1
            lastSeconds = event.timeSeconds
            return nil
        }
        let reason = file.lastFailure?.message ?? "cannot write trace file \(path)"
        let message = "recording stopped: \(reason); the \(eventsRecorded) events up to \((lastSeconds * 1000).rounded() / 1000) s are kept and saved on quit"
        failure = message
        return message
    }

    /// Flushes the trace and renames it over `path` (once; later calls do nothing). Called when
    /// the window closes — on quit, on SIGINT/SIGTERM (SDL turns them into a quit event) and when
    /// the run ends in an error after the window opened.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        try file.commit()
    }

    /// Removes the temporary file without touching `path` (a run that failed before it started).
    public func discard() {
        guard !finished else { return }
        finished = true
        file.discard()
    }

    deinit { if !finished { try? file.commit() } }
}

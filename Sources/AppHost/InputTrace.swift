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
/// {"t": 1200,"type": "resize", "w": 1024, "h": 700}
/// ```
/// Wheel `dx`/`dy` are as SDL reports them: `dy > 0` = wheel rolled away from the user = scroll
/// toward the start of the content. Wheel events may carry the pointer's `x`/`y`, `"shift": true`
/// and the device class that sent them, `"source"`: `wheel`, `wheel-hires`, `touchpad` or
/// `os-momentum` (``WheelSource``; without it `precise` decides, as in older traces); keys may
/// carry `"shift": true`. Blank lines are skipped; `t` must not decrease; other fields are ignored.
///
/// What is checked (each failure is one line naming the file, the line and the field): UTF-8,
/// no NUL bytes, one JSON object per line, each field's JSON type (`null` is named as such), `t`
/// finite, positions within ±``maximumPositionPoints``, wheel deltas within
/// ±``maximumWheelDelta``, resize sizes 1…16384 points (``RunOptions/sizeRangePoints``), the line
/// and file size limits. Reading and parsing are in `InputTrace+Reading.swift`.
public enum InputTrace {
    /// The event types a trace may contain, for error messages.
    public static let types = ["wheel", "down", "move", "up", "key", "resize"]

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

    /// One trace line for `event` (no trailing newline).
    public static func line(for event: TimedInputEvent) -> String {
        let t = (event.timeSeconds * 1000 * 1000).rounded() / 1000
        func n(_ v: Double) -> String { v.shortDescription }
        switch event.event {
        case let .wheel(dx, dy, precise, at, shift, source):
            let extra = (shift ? ",\"shift\":true" : "") + (source.map { ",\"source\":\"\($0.rawValue)\"" } ?? "")
            return "{\"t\":\(n(t)),\"type\":\"wheel\",\"dx\":\(n(dx)),\"dy\":\(n(dy)),\"precise\":\(precise),\"x\":\(n(at.x)),\"y\":\(n(at.y))\(extra)}"
        case let .pointerDown(p): return "{\"t\":\(n(t)),\"type\":\"down\",\"x\":\(n(p.x)),\"y\":\(n(p.y))}"
        case let .pointerMove(p): return "{\"t\":\(n(t)),\"type\":\"move\",\"x\":\(n(p.x)),\"y\":\(n(p.y))}"
        case let .pointerUp(p): return "{\"t\":\(n(t)),\"type\":\"up\",\"x\":\(n(p.x)),\"y\":\(n(p.y))}"
        case let .key(name, shift):
            let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "{\"t\":\(n(t)),\"type\":\"key\",\"key\":\"\(escaped)\"\(shift ? ",\"shift\":true" : "")}"
        case let .resize(size): return "{\"t\":\(n(t)),\"type\":\"resize\",\"w\":\(n(size.width)),\"h\":\(n(size.height))}"
        }
    }
}

/// Appends events to a trace file as they happen, so a crash or kill loses at most one line.
public final class TraceRecorder {
    private let handle: FileHandle
    public let path: String

    public init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw LazyScrollError("cannot write trace file \(path)")
        }
        self.handle = handle
        self.path = path
    }

    public func record(_ event: TimedInputEvent) {
        handle.write(Data((InputTrace.line(for: event) + "\n").utf8))
    }

    deinit { try? handle.close() }
}

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
/// carry `"shift": true`. Blank lines are skipped; `t` must not decrease.
public enum InputTrace {
    private struct Line: Codable {
        var t: Double
        var type: String
        var dx: Double?, dy: Double?, precise: Bool?
        var x: Double?, y: Double?
        var key: String?, shift: Bool?
        var w: Double?, h: Double?
        var source: String?
    }

    /// The event types a trace may contain, for error messages.
    public static let types = ["wheel", "down", "move", "up", "key", "resize"]

    /// Parses a whole trace file.
    public static func load(path: String) throws -> [TimedInputEvent] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LazyScrollError("cannot read trace file \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LazyScrollError("\(path) is not UTF-8 text")
        }
        return try parse(text, name: path)
    }

    /// Parses trace text; errors name `name` and the 1-based line number.
    public static func parse(_ text: String, name: String = "trace") throws -> [TimedInputEvent] {
        var events: [TimedInputEvent] = []
        var lastTime = -Double.infinity
        let decoder = JSONDecoder()
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = number + 1
            let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            let line: Line
            do {
                line = try decoder.decode(Line.self, from: Data(trimmed.utf8))
            } catch DecodingError.keyNotFound(let key, _) {
                throw LazyScrollError("\(name):\(lineNumber): missing \"\(key.stringValue)\"")
            } catch DecodingError.typeMismatch(_, let context) {
                let field = context.codingPath.last?.stringValue ?? "value"
                throw LazyScrollError("\(name):\(lineNumber): \"\(field)\" has the wrong type")
            } catch {
                throw LazyScrollError("\(name):\(lineNumber): not a JSON object: \(trimmed.prefix(60))")
            }
            guard line.t.isFinite else { throw LazyScrollError("\(name):\(lineNumber): \"t\" must be a finite number of milliseconds") }
            guard line.t >= lastTime else {
                throw LazyScrollError("\(name):\(lineNumber): \"t\" goes backwards (\(line.t) ms after \(lastTime) ms)")
            }
            lastTime = line.t
            func need(_ value: Double?, _ field: String) throws -> Double {
                guard let value, value.isFinite else {
                    throw LazyScrollError("\(name):\(lineNumber): a \"\(line.type)\" event needs a finite \"\(field)\"")
                }
                return value
            }
            let event: InputEvent
            switch line.type {
            case "wheel":
                var source: WheelSource?
                if let sourceName = line.source {
                    guard let known = WheelSource(rawValue: sourceName) else {
                        let names = WheelSource.allCases.map(\.rawValue).joined(separator: ", ")
                        throw LazyScrollError("\(name):\(lineNumber): unknown wheel source \"\(sourceName)\" (expected one of \(names))")
                    }
                    source = known
                }
                event = .wheel(dx: line.dx ?? 0, dy: line.dy ?? 0, precise: line.precise ?? (source.map { $0 != .wheel } ?? false),
                               at: Point(x: line.x ?? 0, y: line.y ?? 0), shift: line.shift ?? false, source: source)
                if !(line.dx ?? 0).isFinite || !(line.dy ?? 0).isFinite {
                    throw LazyScrollError("\(name):\(lineNumber): wheel deltas must be finite")
                }
            case "down": event = .pointerDown(Point(x: try need(line.x, "x"), y: try need(line.y, "y")))
            case "move": event = .pointerMove(Point(x: try need(line.x, "x"), y: try need(line.y, "y")))
            case "up": event = .pointerUp(Point(x: try need(line.x, "x"), y: try need(line.y, "y")))
            case "key":
                guard let key = line.key, !key.isEmpty else {
                    throw LazyScrollError("\(name):\(lineNumber): a \"key\" event needs \"key\" (an SDL key name such as \"PageDown\")")
                }
                event = .key(name: key, shift: line.shift ?? false)
            case "resize":
                let w = try need(line.w, "w"), h = try need(line.h, "h")
                guard w >= 1, h >= 1 else { throw LazyScrollError("\(name):\(lineNumber): resize needs w and h of at least 1") }
                event = .resize(Size(width: w, height: h))
            default:
                throw LazyScrollError("\(name):\(lineNumber): unknown event type \"\(line.type)\" (expected one of \(types.joined(separator: ", ")))")
            }
            events.append(TimedInputEvent(timeSeconds: line.t / 1000, event: event))
        }
        return events
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

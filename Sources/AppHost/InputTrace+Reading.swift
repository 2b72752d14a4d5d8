import Foundation
import ScrollCore
import ScrollInput
#if canImport(Glibc)
import Glibc
#endif

// Reading a trace: a POSIX file read in 64 KiB chunks (errors in words, from errno), split into
// lines at every line ending a text editor may write, each line decoded as one JSON object and
// checked field by field. Nothing is read whole, so a bad first line fails at once and a
// 300 MB file costs no more memory than a small one.

/// A trace file opened for reading, refusing regular files over ``InputTrace/maximumFileBytes``
/// before reading them and cutting off a pipe or device that passes the limit.
struct TraceFileReader {
    let path: String
    private var descriptor: Int32

    init(path: String) throws {
        self.path = path
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw LazyScrollError("cannot read trace file \(path): \(String(cString: strerror(errno)))")
        }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFDIR {
                close()
                throw LazyScrollError("cannot read trace file \(path): it is a directory")
            }
            if (status.st_mode & S_IFMT) == S_IFREG && Int(status.st_size) > InputTrace.maximumFileBytes {
                close()
                throw LazyScrollError("trace file \(path) is \(Self.mebibytes(Int(status.st_size))); traces are limited to \(Self.mebibytes(InputTrace.maximumFileBytes))")
            }
        }
    }

    static func mebibytes(_ bytes: Int) -> String { "\(bytes >> 20) MiB" }

    /// Calls `body` with each chunk read, in order.
    mutating func forEachChunk(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let chunkBytes = 64 << 10
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkBytes, alignment: 1)
        defer { buffer.deallocate() }
        var total = 0
        while true {
            let count = read(descriptor, buffer.baseAddress, chunkBytes)
            if count < 0 {
                if errno == EINTR { continue }
                throw LazyScrollError("cannot read trace file \(path): \(String(cString: strerror(errno)))")
            }
            if count == 0 { return }
            total += count
            guard total <= InputTrace.maximumFileBytes else {
                throw LazyScrollError("trace file \(path) is longer than \(Self.mebibytes(InputTrace.maximumFileBytes)), the limit for traces")
            }
            try body(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }

    mutating func close() {
        if descriptor >= 0 { _ = Glibc.close(descriptor) }
        descriptor = -1
    }
}

/// Splits bytes into lines at LF, CRLF, CR, VT, FF and the UTF-8 encodings of NEL (U+0085),
/// LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029) — the line endings Swift's
/// `Character.isNewline` and Unicode's UAX #14 (mandatory breaks) name. CRLF is one ending, also
/// when a chunk ends between the two bytes. Lines are numbered from 1.
struct LineSplitter {
    let name: String
    private var current: [UInt8] = []
    private var lineNumber = 1
    private var afterCR = false

    init(name: String) {
        self.name = name
        current.reserveCapacity(256)
    }

    mutating func feed(_ bytes: UnsafeRawBufferPointer, _ emit: ([UInt8], Int) throws -> Void) throws {
        for byte in bytes {
            if afterCR {
                afterCR = false
                if byte == 0x0A { continue }               // the LF of a CRLF
            }
            switch byte {
            case 0x0A, 0x0B, 0x0C:
                try endLine(emit)
            case 0x0D:
                try endLine(emit)
                afterCR = true
            default:
                current.append(byte)
                let n = current.count
                if n >= 2 && current[n - 2] == 0xC2 && byte == 0x85 {
                    current.removeLast(2)
                    try endLine(emit)
                } else if n >= 3 && current[n - 3] == 0xE2 && current[n - 2] == 0x80 && (byte == 0xA8 || byte == 0xA9) {
                    current.removeLast(3)
                    try endLine(emit)
                } else if n > InputTrace.maximumLineBytes {
                    throw LazyScrollError("\(name):\(lineNumber): line is longer than \(InputTrace.maximumLineBytes >> 10) KiB (one event per line is under 200 bytes)")
                }
            }
        }
    }

    /// Emits the last line when the text does not end with a line break.
    mutating func finish(_ emit: ([UInt8], Int) throws -> Void) throws {
        if !current.isEmpty { try endLine(emit) }
    }

    private mutating func endLine(_ emit: ([UInt8], Int) throws -> Void) throws {
        try emit(current, lineNumber)
        current.removeAll(keepingCapacity: true)
        lineNumber += 1
    }
}

/// Turns one line into an event, checking each field's JSON type and range.
struct TraceLineParser {
    let name: String
    let keepingUntilSeconds: Seconds
    private(set) var events: [TimedInputEvent] = []
    private var lastTime = -Double.infinity
    private let decoder = JSONDecoder()

    init(name: String, keepingUntilSeconds: Seconds) {
        self.name = name
        self.keepingUntilSeconds = keepingUntilSeconds
    }

    mutating func parse(_ bytes: [UInt8], lineNumber: Int) throws {
        let prefix = "\(name):\(lineNumber): "
        let fail = { (message: String) in LazyScrollError(prefix + message) }
        if bytes.contains(0) {
            throw fail("contains a NUL byte (a trace is UTF-8 text, one JSON object per line)")
        }
        guard var text = String(bytes: bytes, encoding: .utf8) else {
            throw fail("is not UTF-8 text")
        }
        if lineNumber == 1 && text.hasPrefix("\u{FEFF}") { text.removeFirst() }   // a byte order mark
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return }
        let object: [String: JSONField]
        do {
            object = try decoder.decode([String: JSONField].self, from: Data(trimmed.utf8))
        } catch DecodingError.dataCorrupted(let context) {
            let reason = context.underlyingError.map { " (\(LazyScrollError.escaped(String(describing: $0))))" } ?? ""
            throw fail("not a JSON object: \(LazyScrollError.quoted(trimmed))\(reason)")
        } catch {
            throw fail("not a JSON object: \(LazyScrollError.quoted(trimmed))")
        }
        let fields = Fields(object: object, fail: fail)
        guard let t = try fields.number("t") else { throw fail("missing \"t\"") }
        guard let type = try fields.string("type") else { throw fail("missing \"type\"") }
        guard t.isFinite else { throw fail("\"t\" must be a finite number of milliseconds") }
        guard t >= lastTime else { throw fail("\"t\" goes backwards (\(t) ms after \(lastTime) ms)") }
        lastTime = t

        func position(_ field: String, required: Bool) throws -> Double {
            guard let value = try fields.number(field) else {
                if required { throw fail("a \"\(type)\" event needs a finite \"\(field)\"") }
                return 0
            }
            let limit = InputTrace.maximumPositionPoints
            guard value.isFinite, abs(value) <= limit else {
                throw fail("\"\(field)\" must be a position within ±\(Int(limit)) points (got \(value))")
            }
            return value
        }
        func wheelDelta(_ field: String) throws -> Double {
            guard let value = try fields.number(field) else { return 0 }
            let limit = InputTrace.maximumWheelDelta
            guard value.isFinite, abs(value) <= limit else {
                throw fail("wheel \"\(field)\" must be within ±\(Int(limit)) (got \(value))")
            }
            return value
        }
        func size(_ field: String) throws -> Double {
            guard let value = try fields.number(field) else { throw fail("a \"resize\" event needs \"\(field)\"") }
            let range = RunOptions.sizeRangePoints
            guard value.isFinite, range.contains(value) else {
                throw fail("resize \"\(field)\" must be \(Int(range.lowerBound))…\(Int(range.upperBound)) points (got \(value))")
            }
            return value
        }

        let event: InputEvent
        switch type {
        case "wheel":
            let dx = try wheelDelta("dx"), dy = try wheelDelta("dy")
            var source: WheelSource?
            if let sourceName = try fields.string("source") {
                guard let known = WheelSource(rawValue: sourceName) else {
                    let names = WheelSource.allCases.map(\.rawValue).joined(separator: ", ")
                    throw fail("unknown wheel source \(LazyScrollError.quoted(sourceName)) (expected one of \(names))")
                }
                source = known
            }
            // Ctrl held: the desktop's pinch (a plain wheel where no magnify gesture takes it).
            if try fields.bool("ctrl") == true {
                event = .controlWheel(dx: dx, dy: dy, at: Point(x: try position("x", required: false), y: try position("y", required: false)),
                                      shift: try fields.bool("shift") ?? false, source: source)
            } else {
                // Without a source (older traces) `precise` decides, as before.
                event = .wheel(dx: dx, dy: dy, precise: try fields.bool("precise") ?? (source.map { $0 != .wheel } ?? false),
                               at: Point(x: try position("x", required: false), y: try position("y", required: false)),
                               shift: try fields.bool("shift") ?? false, source: source)
            }
        case "pinch":
            // A two-finger pinch: `phase` began/changed/ended, `scale` (a factor, this event's),
            // `rotation` (degrees, this event's, clockwise positive), the point.
            let phaseName = try fields.string("phase") ?? "changed"
            guard let phase = PinchPhase(rawValue: phaseName) else {
                throw fail("unknown pinch phase \(LazyScrollError.quoted(phaseName)) (expected began, changed or ended)")
            }
            let scale = try fields.number("scale") ?? 1
            guard scale.isFinite, scale > 0, scale <= InputTrace.maximumWheelDelta else {
                throw fail("pinch \"scale\" must be a factor above 0 and at most \(Int(InputTrace.maximumWheelDelta)) (got \(scale))")
            }
            let rotation = try wheelDelta("rotation")
            event = .pinch(phase, scale: scale, rotation: rotation,
                           at: Point(x: try position("x", required: true), y: try position("y", required: true)))
        case "down", "secondary-click":
            // The modifier keys held at the click; absent (every trace before they were
            // recorded) means none. `secondary-click`: the right mouse button (a context menu).
            var modifiers: KeyModifiers = []
            for (key, modifier) in [("shift", KeyModifiers.shift), ("ctrl", .control), ("alt", .option), ("cmd", .command)] {
                if try fields.bool(key) == true { modifiers.insert(modifier) }
            }
            let point = Point(x: try position("x", required: true), y: try position("y", required: true))
            if type == "down" {
                // Which click of a double (triple…) click the press is; absent: a single click.
                var clicks = 1
                if let count = try fields.number("clicks") {
                    guard count == count.rounded(), count >= 1, count <= 255 else {
                        throw fail("\"clicks\" must be a whole number from 1 to 255 (got \(count))")
                    }
                    clicks = Int(count)
                }
                event = .pointerDown(point, modifiers: modifiers, clicks: clicks)
            } else {
                event = .secondaryClick(point, modifiers: modifiers)
            }
        case "move": event = .pointerMove(Point(x: try position("x", required: true), y: try position("y", required: true)))
        case "up": event = .pointerUp(Point(x: try position("x", required: true), y: try position("y", required: true)))
        case "key":
            guard let key = try fields.string("key"), !key.isEmpty else {
                throw fail("a \"key\" event needs \"key\" (an SDL key name such as \"PageDown\")")
            }
            guard key.utf8.count <= 64 else { throw fail("\"key\" is not a key name: \(LazyScrollError.quoted(key))") }
            event = .key(name: key, shift: try fields.bool("shift") ?? false, control: try fields.bool("ctrl") ?? false)
        case "text", "editing":
            // Typed text (SDL_TEXTINPUT) or an input method's composition (SDL_TEXTEDITING).
            guard let text = try fields.string("text") else { throw fail("a \"\(type)\" event needs \"text\" (a string)") }
            guard text.utf8.count <= InputTrace.maximumTextBytes else {
                throw fail("\"text\" is longer than \(InputTrace.maximumTextBytes) bytes")
            }
            if type == "text" {
                guard !text.isEmpty else { throw fail("a \"text\" event needs a non-empty \"text\"") }
                event = .text(text)
            } else {
                func count(_ field: String) throws -> Int {
                    guard let value = try fields.number(field) else { return 0 }
                    guard value.isFinite, value >= 0, value <= Double(InputTrace.maximumTextBytes), value == value.rounded() else {
                        throw fail("\"\(field)\" must be a whole number of characters 0…\(InputTrace.maximumTextBytes) (got \(value))")
                    }
                    return Int(value)
                }
                event = .textEditing(text, start: try count("start"), length: try count("length"))
            }
        case "resize":
            event = .resize(Size(width: try size("w"), height: try size("h")))
        default:
            throw fail("unknown event type \(LazyScrollError.quoted(type)) (expected one of \(InputTrace.types.joined(separator: ", ")))")
        }
        if t / 1000 <= keepingUntilSeconds {
            events.append(TimedInputEvent(timeSeconds: t / 1000, event: event))
        }
    }
}

/// A JSON value's kind, as far as a trace line needs it: arrays and objects are not looked into
/// (so a deeply nested value costs no recursion here).
enum JSONField: Decodable {
    case null, bool(Bool), number(Double), string(String), array, object

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if (try? decoder.unkeyedContainer()) != nil { self = .array }
        else { self = .object }
    }

    /// "a string", "null", … for "must be a number, not a string".
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// Typed access to a line's fields: absent is nil; present with another JSON type (or null)
/// throws a message naming the field, the expected type and what was there.
private struct Fields {
    let object: [String: JSONField]
    let fail: (String) -> LazyScrollError

    private func mismatch(_ field: String, expected: String, got value: JSONField) -> LazyScrollError {
        fail("\"\(field)\" must be \(expected), not \(value.kind)")
    }

    func number(_ field: String) throws -> Double? {
        guard let value = object[field] else { return nil }
        guard case .number(let number) = value else { throw mismatch(field, expected: "a number", got: value) }
        return number
    }

    func string(_ field: String) throws -> String? {
        guard let value = object[field] else { return nil }
        guard case .string(let string) = value else { throw mismatch(field, expected: "a string", got: value) }
        return string
    }

    func bool(_ field: String) throws -> Bool? {
        guard let value = object[field] else { return nil }
        guard case .bool(let bool) = value else { throw mismatch(field, expected: "true or false", got: value) }
        return bool
    }
}

import AppHost
import Foundation
import HostTestSupport
import ScrollCore
import ScrollInput
import Testing

/// Issue 16's reproducers, through the executable as a user meets them: every input is bounded
/// where it is parsed, every rejection is one line on stderr with exit status 2, and a failed
/// write is an error, not a silent success.
@Suite("Bounded inputs (issue 16)")
struct BoundedInputTests {
    let cli = CommandLineTests()

    func trace(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).jsonl").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func expectOneLine(_ arguments: [String], _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (status, stderr) = try cli.run(arguments)
        #expect(status == 2, "exit status for \(arguments)", sourceLocation: sourceLocation)
        #expect(stderr.contains(expected), "stderr: \(stderr)", sourceLocation: sourceLocation)
        #expect(stderr.split(separator: "\n").count == 1 && stderr.hasSuffix("\n"), "one whole line, got: \(stderr.debugDescription)",
                sourceLocation: sourceLocation)
    }

    @Test("Numbers out of range, negative ones included, get the range message (not \"Missing value\")", arguments: [
        (["--headless", "--frames", "-1"], "--frames must be between 1 and 5184000 (a day at 60 fps), got -1"),
        (["--headless", "--frames=-1"], "--frames must be between 1 and 5184000"),
        (["--headless", "--frames", "5184001"], "--frames must be between 1 and 5184000"),
        (["--headless", "--fps", "-30"], "--fps must be between 1 and 1000"),
        (["--headless", "--fps", "10", "--frames", "864001"], "--frames must be between 1 and 864000 (a day at 10 fps)"),
        (["--headless", "--repeat", "-2"], "--repeat must be between 1 and 1000000"),
        (["--headless", "--size", "-5x5"], "malformed size \"-5x5\""),
        (["--headless", "--size", "16385x10"], "(each 1…16384)"),
        (["bench", "--frames", "9223372036854775807"], "--frames must be between 1 and 5184000 (a day at the simulated 60 fps)"),
        (["bench", "--frames", "-1"], "--frames must be between 1 and 5184000"),
        (["bench", "--start-row", "-5"], "--start-row must be between 0 and 999999"),
        (["bench", "--rows", "100", "--start-row", "100", "--frames", "2"], "--start-row must be between 0 and 99 (the list has 100 rows)"),
        (["bench", "--speed", "1e300", "--frames", "2"], "--speed must be between 0 and 1000000"),
        (["physics", "--velocity", "-3000", "--fps", "-1"], "--fps must be between 1 and 1000"),
    ])
    func ranges(arguments: [String], expected: String) throws {
        try expectOneLine(arguments, expected)
    }

    @Test("An echoed argument is cut to 80 characters, ours and ArgumentParser's")
    func echoesAreCut() throws {
        let long = String(repeating: "x", count: 5000)
        let (_, stderr) = try cli.run(["--headless", "--scene", long])
        #expect(stderr.contains("unknown scene \"" + String(repeating: "x", count: 80) + "…\""), "stderr: \(stderr)")
        #expect(stderr.count < 400)
        let (status, parserError) = try cli.run(["--headless", "--frames", long])
        #expect(status == 2)
        #expect(parserError.contains("'" + String(repeating: "x", count: 80) + "…'"), "stderr: \(parserError)")
        #expect(parserError.count < 300)
    }

    @Test("A resize to 1e19 (past Int.max) is a range error with file and line, not a trap")
    func hugeResize() throws {
        let path = try trace(Array("{\"t\": 0, \"type\": \"key\", \"key\": \"End\"}\n{\"t\": 5, \"type\": \"resize\", \"w\": 1e19, \"h\": 700}\n".utf8))
        try expectOneLine(["--headless", "--frames", "3", "--replay", path], "\(path):2: resize \"w\" must be 1…16384 points (got 1e+19)")
    }

    @Test("A resize of the stress scene to a height of 1e9 is refused before any layout")
    func tallResize() throws {
        let path = try trace(Array("{\"t\": 0, \"type\": \"resize\", \"w\": 800, \"h\": 1e9}\n".utf8))
        try expectOneLine(["--headless", "--scene", "stress", "--frames", "3", "--replay", path], ":1: resize \"h\" must be 1…16384 points")
    }

    @Test("CRLF, CR and Unicode line endings separate lines; line numbers count them once", arguments: [
        "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
    ])
    func lineEndings(ending: String) throws {
        let lines = ["{\"t\": 0, \"type\": \"key\", \"key\": \"End\"}", "", "{\"t\": 10, \"type\": \"wheel\", \"dy\": -1}", "{\"t\": 20, \"type\": \"oops\"}"]
        let text = lines.joined(separator: ending) + ending
        #expect(throws: LazyScrollError("t:4: unknown event type \"oops\" (expected one of wheel, down, move, up, secondary-click, key, text, editing, resize, pinch)")) {
            try InputTrace.parse(text, name: "t")
        }
        let events = try InputTrace.parse(lines.dropLast().joined(separator: ending), name: "t")
        #expect(events.map(\.event) == [.key(name: "End", shift: false), .wheel(dx: 0, dy: -1, precise: false, at: .zero)])
    }

    @Test("A CRLF trace replays through the executable")
    func crlfFile() throws {
        let path = try trace(Array("{\"t\": 0, \"type\": \"key\", \"key\": \"End\"}\r\n{\"t\": 16, \"type\": \"wheel\", \"dy\": 1}\r\n".utf8))
        let (status, stderr) = try cli.run(["--headless", "--frames", "3", "--replay", path])
        #expect(status == 0, "stderr: \(stderr)")
    }

    @Test("A chunk boundary between CR and LF still makes one line ending")
    func crlfAcrossChunks() throws {
        // 64 KiB chunks: put the CR as the last byte of the first chunk.
        let first = "{\"t\": 0, \"type\": \"key\", \"key\": \"End\"}"
        let padding = String(repeating: " ", count: (64 << 10) - first.utf8.count - 1)
        let text = first + padding + "\r\n{\"t\": 1, \"type\": \"bad\"}\n"
        let path = try trace(Array(text.utf8))
        #expect(throws: LazyScrollError("\(path):2: unknown event type \"bad\" (expected one of wheel, down, move, up, secondary-click, key, text, editing, resize, pinch)")) {
            try InputTrace.load(path: path)
        }
    }

    @Test("A NUL byte in a trace gives a complete one-line message")
    func nulByte() throws {
        let path = try trace(Array("{\"t\": 0, \"type\": \"ke".utf8) + [0] + Array("y\", \"key\": \"End\"}\n".utf8))
        try expectOneLine(["--headless", "--frames", "2", "--replay", path], "\(path):1: contains a NUL byte (a trace is UTF-8 text, one JSON object per line)")
    }

    @Test("Type errors name the field and the expected type; null is named", arguments: [
        ("{\"t\": \"soon\", \"type\": \"key\", \"key\": \"A\"}", "t:1: \"t\" must be a number, not a string"),
        ("{\"t\": 0, \"type\": \"key\", \"key\": null}", "t:1: \"key\" must be a string, not null"),
        ("{\"t\": 0, \"type\": \"wheel\", \"dy\": [1]}", "t:1: \"dy\" must be a number, not an array"),
        ("{\"t\": 0, \"type\": \"wheel\", \"precise\": 1}", "t:1: \"precise\" must be true or false, not a number"),
        ("{\"t\": 0, \"type\": 7}", "t:1: \"type\" must be a string, not a number"),
        ("{\"t\": 0, \"type\": \"key\", \"key\": \"End\", \"shift\": \"yes\"}", "t:1: \"shift\" must be true or false, not a string"),
        ("[1, 2]", "t:1: not a JSON object: \"[1, 2]\""),
        ("{\"t\": 0, \"type\": \"down\", \"x\": 1e7, \"y\": 0}", "t:1: \"x\" must be a position within ±1000000 points (got 10000000.0)"),
        ("{\"t\": 0, \"type\": \"wheel\", \"dy\": -1e6}", "t:1: wheel \"dy\" must be within ±1000 (got -1000000.0)"),
        ("{\"t\": 0, \"type\": \"resize\", \"w\": 0.5, \"h\": 10}", "t:1: resize \"w\" must be 1…16384 points (got 0.5)"),
        ("{\"t\": 0, \"type\": \"resize\", \"w\": 100}", "t:1: a \"resize\" event needs \"h\""),
    ])
    func typeErrors(text: String, expected: String) {
        #expect(throws: LazyScrollError(expected)) { try InputTrace.parse(text, name: "t") }
    }

    @Test("A 300 MB trace is refused before it is read, naming the limit")
    func hugeTrace() throws {
        // A sparse file: 300 MB long, no disk used. Were it read, it would be one 300 MB line.
        let path = try trace([])
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 300_000_000)
        try handle.close()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try expectOneLine(["--headless", "--frames", "2", "--replay", path], "trace file \(path) is 286 MiB; traces are limited to 256 MiB")
    }

    @Test("A bad first line fails at once, however long the file (read as a stream)")
    func badFirstLineOfLongFile() throws {
        let path = try trace(Array("{oops}\n".utf8))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 200_000_000)
        try handle.close()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try expectOneLine(["--headless", "--frames", "2", "--replay", path], "\(path):1: not a JSON object: \"{oops}\"")
    }

    @Test("A file with no line breaks (/dev/zero) stops at the line limit instead of filling memory")
    func endlessLine() throws {
        try expectOneLine(["--headless", "--frames", "2", "--replay", "/dev/zero"], "/dev/zero:1: line is longer than 64 KiB")
    }

    // A device is refused before the run (issue 31 Must 1: only a regular file is replaced);
    // a full disk itself is OutputFileCommandTests' (a small tmpfs, a file-size limit).
    @Test("A failed write exits 2 with the reason in words", arguments: [
        (["--headless", "--frames", "2", "--screenshot", "/dev/full"], "refusing to write screenshot /dev/full: it is a device, and only a regular file is replaced"),
        (["--headless", "--frames", "2", "--report", "/dev/full"], "refusing to write report /dev/full: it is a device, and only a regular file is replaced"),
        (["--headless", "--frames", "2", "--report", "/nonexistent/dir/r.json"], "cannot write report /nonexistent/dir/r.json: No such file or directory"),
        (["physics", "--velocity", "3000", "--png", "/dev/full"], "refusing to write PNG /dev/full: it is a device, and only a regular file is replaced"),
    ])
    func failedWrites(arguments: [String], expected: String) throws {
        try expectOneLine(arguments, expected)
    }

    @Test("Messages print as one line whatever they quote: control characters are escaped")
    func oneLine() {
        #expect(LazyScrollError.oneLine("a\u{0}b\nc") == "a\\u{0}b\\u{a}c")
        #expect(LazyScrollError.quoted("say \"hi\"\r\n") == "\"say \\\"hi\\\"\\r\\n\"")
        #expect(LazyScrollError.shorteningEchoes("The value '\(String(repeating: "y", count: 100))' is invalid for '--frames <frames>'")
                == "The value '\(String(repeating: "y", count: 80))…' is invalid for '--frames <frames>'")
    }

    @Test("DISPLAY set with no Wayland session: SDL is asked for x11 only, and the failure is one line naming DISPLAY")
    func displayWithoutServer() throws {
        #expect(SDLPlatform.preferredVideoDriver(environment: ["DISPLAY": ":57"]) == "x11")
        #expect(SDLPlatform.preferredVideoDriver(environment: ["DISPLAY": ":57", "XDG_RUNTIME_DIR": "/run/user/1"]) == nil)
        #expect(SDLPlatform.preferredVideoDriver(environment: ["DISPLAY": ":57", "SDL_VIDEODRIVER": "x11"]) == nil)
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":57"
        environment["WAYLAND_DISPLAY"] = nil
        environment["XDG_RUNTIME_DIR"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        let (status, stderr) = try cli.run(["--frames", "1"], environment: environment)
        #expect(status == 2)
        #expect(stderr.hasPrefix("lazyscroll: error: cannot open a window: no X server answers at DISPLAY=\":57\""), "stderr: \(stderr)")
        #expect(stderr.split(separator: "\n").count == 1, "one line, got: \(stderr)")
    }
}

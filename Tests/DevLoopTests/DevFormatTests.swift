import DevLoop
import Foundation
import Testing

/// The hand-over format, the channel's lines and the build output reading.
@Suite("Dev loop: messages, snapshot format, compiler output")
struct DevFormatTests {
    @Test("Messages are one JSON line each and read back equal, across split reads",
          arguments: [DevMessage.building(changed: ["Sources/A/Row.swift"]),
                      .buildFailed(banner: "Sources/A/Row.swift:3:1: error: expected '}'"),
                      .snapshotAndExit(path: "/tmp/x/snap.json")])
    func messages(_ message: DevMessage) {
        let line = message.line()
        #expect(line.hasSuffix("\n") && line.dropLast().contains("\n") == false)
        var buffer = DevLineBuffer()
        let bytes = Array(line.utf8)
        #expect(buffer.append(bytes[..<5]).isEmpty, "half a line is not a message yet")
        let lines = buffer.append(bytes[5...])
        #expect(lines.count == 1)
        #expect(DevMessage(line: lines[0]) == message)
    }

    @Test("A line that is not a message is skipped")
    func garbage() {
        #expect(DevMessage(line: "hello") == nil)
        #expect(DevMessage(line: "{\"unknown\":{}}") == nil)
    }

    @Test("Data ids of Int, String and UUID come back equal; others are named but not matched")
    func stableIDs() throws {
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        for id in [AnyHashable(5000), AnyHashable("row-7"), AnyHashable(uuid)] {
            let stable = StableID(id)
            let decoded = try JSONDecoder().decode(StableID.self, from: try JSONEncoder().encode(stable))
            #expect(decoded.hashable == id)
        }
        struct Custom: Hashable { var n: Int }
        let custom = StableID(AnyHashable(Custom(n: 3)))
        #expect(custom.kind == .unmatchable && custom.hashable == nil)
        #expect(custom.value == "Custom(n: 3)")
        // `12` and `"12"` are different ids (as `ScrollViewID` compares them).
        #expect(StableID(AnyHashable(12)) != StableID(AnyHashable("12")))
    }

    @Test("A snapshot round-trips through its JSON; another version is refused")
    func snapshotJSON() throws {
        let snapshot = DevSnapshot(scene: "controls", window: .init(width: 900, height: 700, x: 40, y: 60),
                                   overlays: ["hud"], physicsPreset: "android",
                                   scrollViews: [.init(path: [], anchorID: StableID(AnyHashable(4999)), anchorIndex: 5000, offsetInElement: 7.5),
                                                 .init(path: [.row(StableID(AnyHashable("a")), ordinal: 0), .beside(ordinal: 1)],
                                                       anchorID: nil, anchorIndex: 3, offsetInElement: 0)])
        let data = try snapshot.json()
        #expect(try DevSnapshot.decode(data) == snapshot)
        #expect(try snapshot.json() == data, "keys sorted: the same state is the same bytes")
        var old = snapshot
        old.version = 0
        #expect(throws: DecodingError.self) { try DevSnapshot.decode(try old.json()) }
    }

    @Test("Compiler lines: errors parse with their place; warnings and excerpts do not")
    func compilerLines() {
        #expect(CompilerDiagnostic.parse("/a/b.swift:3:14: error: expected expression")
                == CompilerDiagnostic(path: "/a/b.swift", line: 3, column: 14, message: "expected expression"))
        #expect(CompilerDiagnostic.parse("/a/b.swift:3:14: warning: unused") == nil)
        #expect(CompilerDiagnostic.parse("   |      `- error: cannot find 'Txt' in scope") == nil)
        #expect(CompilerDiagnostic.parse("error: link command failed with exit code 1") == nil)
    }

    @Test("Without a compiler error the banner is SwiftPM's first error line")
    func linkerBanner() {
        let output = """
            [5/6] Linking Controls
            /usr/bin/ld.gold: error: undefined reference to 'foo'
            error: link command failed with exit code 1 (use -v to see invocation)
            """
        #expect(DevBuildOutput.banner(for: output) == "/usr/bin/ld.gold: error: undefined reference to 'foo'")
        #expect(DevBuildOutput.banner(for: "") == "the build failed and printed nothing")
    }
}

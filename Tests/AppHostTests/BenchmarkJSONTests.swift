import Foundation
import Scenes
import ScrollCore
import Testing
@testable import AppHost

/// `bench --json` writes its line by hand (`BenchJSON`, no `JSONEncoder`: 2.5 M instructions of
/// a `--frames 1` process, Documentation/Memory.md): the same object `JSONEncoder` writes with
/// `.sortedKeys` (RFC 8259: https://www.rfc-editor.org/rfc/rfc8259), keys in the same order.
@Suite("Bench JSON line")
struct BenchmarkJSONTests {
    @Test("The hand-written line parses to what JSONEncoder writes, keys sorted the same way", arguments: [false, true])
    @MainActor
    func sameObjectAsJSONEncoder(declarative: Bool) throws {
        var options = Benchmark.Options()
        options.rows = 1_000
        options.frames = 5
        options.size = Size(width: 640, height: 400)
        options.declarative = declarative
        let result = try Benchmark(options: options).run { measurer in
            SceneCatalog.benchmarkList(rows: 1_000, variable: false, declarative: declarative, measurer: measurer, size: options.size)
        }
        let line = result.jsonLine()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let reference = try encoder.encode(result)
        let ours = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary)
        let theirs = try #require(JSONSerialization.jsonObject(with: reference) as? NSDictionary)
        #expect(ours == theirs)
        #expect(!line.contains("\n"))
        // The keys in JSONEncoder's order (every key, nested ones included, as they appear).
        func keys(_ text: String) -> [String] { text.matches(of: /"([a-z_0-9]+)":/).map { String($0.output.1) } }
        #expect(keys(line) == keys(String(decoding: reference, as: UTF8.self)))
        #expect(keys(line).count == 63)  // 24 fields, 5 summaries of 6, 4 allocation and 5 last-frame figures
        #expect(ours["declarative"] as? Bool == declarative)
    }

    @Test("Strings are escaped; whole numbers are integers; numbers JSON cannot spell are null")
    func values() throws {
        func text(_ value: BenchJSON) -> String { var out = ""; value.write(to: &out); return out }
        #expect(text(.string("a\"b\\c\nd\u{1}")) == #""a\"b\\c\nd\u0001""#)
        #expect(text(.number(1280)) == "1280")
        #expect(text(.number(-0.5)) == "-0.5")
        #expect(text(.number(.infinity)) == "null")
        #expect(text(.number(.nan)) == "null")
        #expect(text(.unsigned(.max)) == "18446744073709551615")
        #expect(text(.object([("b", .bool(true)), ("a", .integer(-3))])) == #"{"a":-3,"b":true}"#)
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(text(.number(2.5e-5)).utf8), options: .fragmentsAllowed) as? Double)
        #expect(parsed == 2.5e-5)
    }
}

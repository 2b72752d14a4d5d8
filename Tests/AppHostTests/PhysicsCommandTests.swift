import Diagnostics
import DisplayList
import Foundation
import HostTestSupport
import ScrollCore
import ScrollPhysics
import Testing

/// `lazyscroll physics` as a user runs it: the JSON's numbers, the PNG, and one-line errors.
@Suite("lazyscroll physics")
struct PhysicsCommandTests {
    func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let executable = try #require(CommandLineTests.executable, "the lazyscroll executable is built beside the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["physics"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes before waiting, so a large JSON cannot fill a pipe and stall the child.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    // The done-when: iOS at 3000 pt/s reports 1498.5 ± 7.5 pt
    // (3000/(−1000·ln 0.998) = 1498.5, references §6.1), done at 4.00 s (remaining < 0.5 pt).
    @Test func iosJSON() throws {
        let (status, stdout, stderr) = try run(["--preset", "ios", "--velocity", "3000", "--json"])
        #expect(status == 0, "stderr: \(stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        #expect(object["preset"] as? String == "ios")
        #expect(object["velocity"] as? Double == 3000)
        let distance = try #require(object["distance"] as? Double)
        #expect(abs(distance - 1498.5) <= 7.5)
        let duration = try #require(object["durationSeconds"] as? Double)
        #expect(abs(duration - 4.00) < 0.01)
        let samples = try #require(object["samples"] as? [[String: Double]])
        // 60 fps from 0 through the first frame at or after 4.00 s: 241 samples.
        #expect(samples.count == Int((duration * 60).rounded(.up)) + 1)
        #expect(samples.first == ["t": 0, "offset": 0, "velocity": 3000])
        #expect(samples.last?["offset"] == distance)
    }

    // Android 1000 pt/s at 30 fps: 194.3 pt in 0.458 s; a 100 pt spring-back settles in 0.566 s.
    @Test func androidAndSpringBack() throws {
        let android = try run(["--preset", "android", "--velocity", "1000", "--fps", "30", "--json"])
        let a = try #require(try JSONSerialization.jsonObject(with: Data(android.stdout.utf8)) as? [String: Any])
        #expect(abs((a["distance"] as? Double ?? 0) - 194.3) <= 0.01 * 194.3)
        let spring = try run(["--preset", "ios", "--velocity", "0", "--overscroll", "100", "--json"])
        let s = try #require(try JSONSerialization.jsonObject(with: Data(spring.stdout.utf8)) as? [String: Any])
        #expect(s["distance"] as? Double == 100)
        #expect(abs((s["durationSeconds"] as? Double ?? 0) - 0.566) < 0.001)
    }

    @Test func pngIsWritten() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("physics-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, _, stderr) = try run(["--velocity", "3000", "--png", path])
        #expect(status == 0, "stderr: \(stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))   // "\x89PNG"
        #expect(data.count > 10_000)
    }

    @Test("bad arguments: one line on stderr, exit status 2", arguments: [
        (["--preset", "moon", "--velocity", "1"], "unknown physics preset \"moon\""),
        (["--velocity", "fast"], "velocity"),
        ([], "--velocity"),
        (["--velocity", "1", "--fps", "0"], "--fps must be between 1 and 1000"),
        (["--velocity", "1", "--viewport", "-5"], "--viewport must be between 1 and 100000 points"),
        (["--velocity", "1", "--overscroll", "5000"], "--overscroll must be between 0 and the viewport"),
        (["--velocity", "nan"], "--velocity must be a finite number"),
        (["--velocity", "1", "--png", "/nonexistent/dir/plot.png"], "cannot write PNG /nonexistent/dir/plot.png"),
    ])
    func badArguments(arguments: [String], expected: String) throws {
        let (status, _, stderr) = try run(arguments)
        #expect(status == 2)
        #expect(stderr.contains(expected), "stderr: \(stderr)")
        #expect(stderr.split(separator: "\n").count == 1, "one line, got: \(stderr)")
    }

    // The plot itself, without pixels: a valid display list inside its rect, with every preset's
    // name, its caption and the axis titles.
    @Test func plotDisplayList() {
        let series = PhysicsPreset.allCases.map { preset in
            let report = FlingReport(preset: preset, velocity: 3000)
            return TrajectoryPlot.Series(title: preset.rawValue, caption: "caption \(preset.rawValue)", samples: report.samples)
        }
        var list = DisplayList()
        let rect = Rect(x: 0, y: 0, width: 1280, height: 800)
        TrajectoryPlot().drawComparison(series, title: "title", subtitle: "subtitle", in: rect,
                                        measurer: FixedAdvanceTextMeasurer(), into: &list)
        #expect(list.validate() == nil)
        var texts: [String] = []
        var lines = 0
        for command in list.commands {
            switch command {
            case .text(let string, let origin, _, _):
                texts.append(string)
                #expect(rect.contains(origin), "\(string) at \(origin)")
            case .line(let a, let b, _, _):
                lines += 1
                #expect(rect.contains(a) && rect.contains(b))
            default: break
            }
        }
        for preset in PhysicsPreset.allCases {
            #expect(texts.contains(preset.rawValue))
            #expect(texts.contains("caption \(preset.rawValue)"))
        }
        #expect(texts.filter { $0 == "time (s)" }.count == PhysicsPreset.allCases.count)
        #expect(texts.contains("offset (pt)") && texts.contains("velocity (pt/s)"))
        // Two curves per panel, one segment per sample gap.
        let segments = series.map { 2 * ($0.samples.count - 1) }.reduce(0, +)
        #expect(lines == segments)
        // Shared axes: 0…4 s (iOS rests at 4.00 s), offsets 0…1500 (iOS coasts 1498.5; paging
        // turns one 800 pt page), velocities 0…3000 (the release's; no curve exceeds it).
        let axes = TrajectoryPlot.Axes.fitting(series.map(\.samples))
        #expect(axes.time == 0...4)
        #expect(axes.offset == 0...1500)
        #expect(axes.velocity == 0...3000)
    }
}

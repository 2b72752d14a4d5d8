import AppHost
import CompatibilityCorpus
import DisplayList
import Foundation
import LazyScrollUI
import ScrollCore
import ScrollHosting
import Testing

// One way to use a corpus view as a user does: a trace replayed headless through the window's
// whole pipeline with the real font. The corpus' trace suites (text input, menus, the scroll
// trial) each read what the last frame drew in their own terms.

/// Makes one corpus view for a headless run.
private final class OneCorpusView: SceneProvider {
    let entry: CorpusEntry
    init(_ entry: CorpusEntry) { self.entry = entry }
    var names: [String] { [entry.name] }
    @MainActor func make(_ name: String, repeatCount: Int?, viewport: Size, measurer: any TextMeasurer) -> (any WindowContent)? {
        ViewScene(name: entry.name, rootView: entry.make(), measurer: measurer, size: viewport)
    }
}

enum CorpusReplay {
    /// Runs corpus view `name` for `frames` frames with `trace` (JSON Lines, `t` in ms; empty:
    /// no input) and returns its last frame's display list. With `LAZYSCROLL_CORPUS_SCREENSHOTS=DIR`
    /// and a `shot` name, the last frame is also written to `DIR/name-shot.png`.
    @MainActor
    static func lastFrame(_ name: String, _ trace: String, frames: Int, shot: String? = nil) async throws -> DisplayList {
        let entry = try #require(corpus.first { $0.name == name })
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).jsonl").path
        try trace.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = RunOptions()
        options.sceneName = name
        options.size = Size(width: Double(entry.size.width), height: Double(entry.size.height))
        options.frames = frames
        options.replayPath = trace.isEmpty ? nil : path
        if let shot, let directory = ProcessInfo.processInfo.environment["LAZYSCROLL_CORPUS_SCREENSHOTS"] {
            options.screenshotPath = directory + "/" + name + "-" + shot + ".png"
        }
        return try await HeadlessRunner(options: options, scenes: OneCorpusView(entry)).run().pipeline.displayList
    }
}

import AppHost
import Foundation
import ScrollCore

/// Runs scene `scene` headless for `frames` frames, replaying `trace` (JSON Lines, see
/// `InputTrace`) if given.
@MainActor
func runHeadless(scene: String, size: Size = Size(width: 1000, height: 700), frames: Int,
                 trace: String? = nil) async throws -> HeadlessRunner.Outcome {
    var options = RunOptions()
    options.sceneName = scene
    options.size = size
    options.frames = frames
    if let trace {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(scene)-\(UUID().uuidString).jsonl").path
        try trace.write(toFile: path, atomically: true, encoding: .utf8)
        options.replayPath = path
    }
    return try await HeadlessRunner(options: options).run()
}

import AppHost
import HostTestSupport
import Scenes
import ScrollCore

/// Runs the playground's scene `scene` (``CatalogSceneProvider``, as `lazyscroll` does) headless
/// for `frames` frames, replaying `trace` if given.
@MainActor
func runHeadless(scene: String, size: Size = Size(width: 1000, height: 700), frames: Int,
                 trace: String? = nil, configure: (inout RunOptions) -> Void = { _ in }) async throws -> HeadlessRunner.Outcome {
    try await HostTestSupport.runHeadless(scene: scene, scenes: CatalogSceneProvider(), size: size, frames: frames,
                                          trace: trace, configure: configure)
}

import Scenes
import AppHost
import CMallocCounter
import Diagnostics
import ScrollCore
import Testing

/// `lazyscroll bench --scene`: the allocations it reports are split by phase (pipeline, overlays,
/// render), and the phases add up to the frame's total.
@Suite("Scene bench", .serialized)
struct SceneBenchmarkTests {
    @Test("Each frame's allocations are the sum of its phases'; the table row shows the phases")
    @MainActor
    func allocationsByPhase() throws {
        var options = SceneBenchmark.Options()
        options.sceneName = "colors"
        options.size = Size(width: 640, height: 400)
        options.frames = 40
        options.warmupFrames = 5
        options.overlays = OverlaySet.allButHelp
        let result = try SceneBenchmark(options: options).run(scenes: CatalogSceneProvider())
        let phases = result.allocations_by_phase
        #expect(phases.pipeline.total + phases.overlays.total + phases.render.total == result.allocations.total)
        for counts in [phases.pipeline, phases.overlays, phases.render] {
            #expect(counts.frames_with_allocations <= result.allocations.frames_with_allocations)
        }
        #expect(result.allocations.counted == (lazyscroll_malloc_counter_available() == 1))
        #expect(result.markdownRow.contains(" | \(phases.pipeline.frames_with_allocations) · \(phases.overlays.frames_with_allocations) · \(phases.render.frames_with_allocations) | "))
        #expect(SceneBenchmark.Result.markdownHeader.contains("of which pipeline · overlays · render"))
    }
}

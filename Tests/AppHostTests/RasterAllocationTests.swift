import AppHost
import CMallocCounter
import DisplayList
import LazyLayout
import Scenes
import ScrollCore
import SDLRenderer
import Testing

/// Raster frames of the benchmark's list — layout, painting and SDL's software renderer with
/// text from the glyph atlas — touch no heap once warm (issue 13, Must 2). Before the atlas every
/// row scrolling into view rasterised its label into a new SDL texture, so 600 of 600 frames of
/// `lazyscroll bench --mode raster` allocated.
///
/// Counted with the CMallocCounter interposer like ``AllocationTests`` (same conditions: zero
/// asserted in release builds, `.ci/run` runs `--filter AllocationTests` with `-c release`; a
/// debug build checks the count does not grow over time).
@Suite("Heap allocations per raster frame", .serialized,
       .enabled(if: lazyscroll_malloc_counter_available() == 1,
                Comment(rawValue: String(cString: lazyscroll_malloc_counter_unavailable_reason()))))
@MainActor
struct RasterAllocationTests {
    /// Allocations in each of 120 frames after 120 warm-up frames, scrolling at 3000 pt/s
    /// (50 pt a frame: two new rows, two new labels, every frame).
    func allocationsPerFrame(textPath: TextPath) throws -> [UInt64] {
        let scene = ListScene(rowCount: 1_000_000)
        let viewport = Size(width: 1280, height: 800)
        let canvas = try OffscreenCanvas(widthPixels: 1280, heightPixels: 800)
        let fonts = try FontLibrary()
        let renderer = SDLRenderer(renderer: canvas.renderer, fonts: fonts)
        renderer.background = ListScene.background
        renderer.textPath = textPath
        var result = LayoutResult(constraints: scene.constraints(viewport: viewport, scrollOffset: 0))
        var list = DisplayList()
        func frame(_ index: Int) {
            let offset = (Double(index) * 3000 / 60).rounded(.down)
            scene.layout(scene.constraints(viewport: viewport, scrollOffset: offset), into: &result)
            list.removeAll()
            _ = scene.paint(result, viewport: Rect(origin: .zero, size: viewport), into: &list)
            _ = renderer.render(list)
        }
        for index in 0..<120 { frame(index) }
        let counts = (120..<240).map { index in
            lazyscroll_malloc_counter_start()
            frame(index)
            return lazyscroll_malloc_counter_stop()
        }
        withExtendedLifetime((canvas, renderer)) {}
        return counts
    }

    @Test("Raster frames of the scrolling list allocate nothing once warm (text from the glyph atlas)")
    func atlasRasterFramesDoNotAllocate() throws {
        let counts = try allocationsPerFrame(textPath: .atlas)
        #if DEBUG
        // Unoptimised code boxes values in every dictionary call, and the blended-line cache
        // makes 1–3 lines a frame and returns ~16 every 8th frame, so the count varies from
        // frame to frame (~190–215 here); it must not grow: the second 60 frames' mean is
        // within 8 of the first 60's.
        let first = counts.prefix(60).reduce(0, +) / 60, second = counts.suffix(60).reduce(0, +) / 60
        #expect(second <= first + 8, "allocations grow over time: \(first) then \(second) a frame")
        #else
        #expect(counts.allSatisfy { $0 == 0 }, "allocating frames: \(counts.filter { $0 > 0 }.count) of 120, \(Set(counts).sorted())")
        #endif
    }

    /// A renderer whose composites in use exceed its cache's limit (64 MiB; `origami`'s cards
    /// at 2× do) still allocates nothing in a frame that makes no composite. The end of each
    /// frame sorted the composites into a new array to find the oldest, even when every one was
    /// drawn that frame and none could go: every frame of `bench --scene origami --scale 2`
    /// allocated in its render phase.
    @Test("Frames over the composite cache's limit allocate nothing when they make no composite")
    func overCompositeLimitDoesNotAllocate() throws {
        let canvas = try OffscreenCanvas(widthPixels: 320, heightPixels: 240)
        let fonts = try FontLibrary()
        let renderer = SDLRenderer(renderer: canvas.renderer, fonts: fonts)
        renderer.compositeCacheLimitBytes = 1                     // every frame is over it
        var list = DisplayList()
        // Three cards and a pill (anti-aliased rounded rects: composites), the same every frame.
        for i in 0..<3 { list.fillRounded(Rect(x: 10 + Double(i) * 100, y: 20, width: 90, height: 120), radius: 14, .blue) }
        list.fillRounded(Rect(x: 20, y: 180, width: 200, height: 30), radius: 15, Color.red.opacity(0.6))
        func frame() -> UInt64 {
            lazyscroll_malloc_counter_start()
            _ = renderer.render(list)
            return lazyscroll_malloc_counter_stop()
        }
        for _ in 0..<20 { _ = frame() }
        let counts = (0..<60).map { _ in frame() }
        #expect(renderer.compositeStats.live == 2)                 // two distinct shapes, kept though over the limit
        #expect(renderer.compositeStats.made == 2)
        withExtendedLifetime((canvas, renderer)) {}
        #if DEBUG
        #expect(counts.max()! - counts.min()! <= 8, "allocations vary over time: \(Set(counts).sorted())")
        #else
        #expect(counts.allSatisfy { $0 == 0 }, "allocating frames: \(counts.filter { $0 > 0 }.count) of 60, \(Set(counts).sorted())")
        #endif
    }

    /// The scene bench's `origami` at 2× with every overlay, after the trace's scrolling (frames
    /// 0–360) has settled: frames that fetch no picture, make no composite and rasterise no glyph
    /// allocate nothing in the render phase (release builds; 480 frames at 2560×1600 are too slow
    /// unoptimised).
    @Test("origami at 2× at rest: the render phase allocates nothing", .enabled(if: !_isDebugAssertConfiguration()))
    @MainActor func origamiAtRestRenderDoesNotAllocate() throws {
        var options = SceneBenchmark.Options()
        options.sceneName = "origami"
        options.scale = 2
        options.overlays = try RunOptions.parseOverlays("all")
        options.warmupFrames = 420
        options.frames = 60
        let result = try SceneBenchmark(options: options).run(scenes: CatalogSceneProvider())
        #expect(result.allocations_by_phase.render.frames_with_allocations == 0,
                "render allocations: \(result.allocations_by_phase.render.total) in \(result.allocations_by_phase.render.frames_with_allocations) of 60 frames")
    }

    @Test("The per-string path, for comparison, allocates in every frame that brings a new label")
    func perStringRasterFramesAllocate() throws {
        let counts = try allocationsPerFrame(textPath: .perString)
        #expect(counts.filter { $0 > 0 }.count >= 100, "allocating frames: \(counts.filter { $0 > 0 }.count) of 120")
    }
}

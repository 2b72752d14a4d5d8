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
        if _isDebugAssertConfiguration() {
            #expect(counts.max()! - counts.min()! <= 8, "allocations vary over time: \(Set(counts).sorted())")
        } else {
            #expect(counts.allSatisfy { $0 == 0 }, "allocating frames: \(counts.filter { $0 > 0 }.count) of 120, \(Set(counts).sorted())")
        }
    }

    @Test("The per-string path, for comparison, allocates in every frame that brings a new label")
    func perStringRasterFramesAllocate() throws {
        let counts = try allocationsPerFrame(textPath: .perString)
        #expect(counts.filter { $0 > 0 }.count >= 100, "allocating frames: \(counts.filter { $0 > 0 }.count) of 120")
    }
}

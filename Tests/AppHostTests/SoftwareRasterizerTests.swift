@testable import AppHost
import Testing

/// `--renderer auto` keeps SDL's OpenGL renderer on a GPU and takes the software renderer when
/// OpenGL is drawn by a CPU rasterizer (Documentation/Performance.md, "The OpenGL renderer, on
/// Mesa's llvmpipe": llvmpipe cost several times the software renderer's CPU time a frame). The
/// window decides from OpenGL's `GL_RENDERER` string; these are strings real drivers report.
@Suite struct SoftwareRasterizerTests {
    @Test("CPU rasterizers' GL_RENDERER strings are recognized", arguments: [
        "llvmpipe (LLVM 15.0.6, 256 bits)",                 // Mesa 22.3 under Xvfb (this machine)
        "llvmpipe (LLVM 12.0.0, 128 bits)",
        "softpipe",
        "Software Rasterizer",                              // Mesa's classic swrast
        "Mesa X11 swrast",
        "GDI Generic",                                      // Windows without a GPU driver
    ])
    func softwareRasterizer(name: String) {
        #expect(SDLWindow.isSoftwareRasterizer(glRenderer: name))
    }

    @Test("GPUs' GL_RENDERER strings are not", arguments: [
        "NVIDIA H200/PCIe/SSE2",
        "NVIDIA GeForce RTX 3080/PCIe/SSE2",
        "Mesa Intel(R) UHD Graphics 620 (KBL GT2)",
        "AMD Radeon RX 6800 XT (navi21, LLVM 15.0.7, DRM 3.49, 6.1.0-13-amd64)",   // radeonsi mentions LLVM too
        "virgl (NVIDIA GeForce GTX 1080/PCIe/SSE2)",
        "Apple M1",
    ])
    func gpu(name: String) {
        #expect(!SDLWindow.isSoftwareRasterizer(glRenderer: name))
    }
}

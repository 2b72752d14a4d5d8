@testable import AppHost
import Testing

/// The software renderer's window surface must go to the window system's own framebuffer, not
/// through SDL 2's texture framebuffer (an accelerated renderer: Mesa's llvmpipe without a GPU,
/// which cost ~9 ms a present under Xvfb) — unless the user chose with SDL's own variable.
@Suite struct FramebufferHintTests {
    @Test("SDL_FRAMEBUFFER_ACCELERATION is set to 0 unless the user set it")
    func hint() {
        #expect(SDLWindow.framebufferAccelerationHint(environment: [:]) == "0")
        #expect(SDLWindow.framebufferAccelerationHint(environment: ["DISPLAY": ":0"]) == "0")
        #expect(SDLWindow.framebufferAccelerationHint(environment: ["SDL_FRAMEBUFFER_ACCELERATION": "1"]) == nil)
        #expect(SDLWindow.framebufferAccelerationHint(environment: ["SDL_FRAMEBUFFER_ACCELERATION": "opengl"]) == nil)
    }
}

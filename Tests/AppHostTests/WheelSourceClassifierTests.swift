@testable import AppHost
import ScrollInput
import Testing

/// SDL wheel events carry no device: the classifier decides from the deltas' shape (issue 12).
@Suite("Touchpad or wheel, from SDL's deltas")
struct WheelSourceClassifierTests {
    @Test("X11 core clicks (exactly ±1) are a wheel, never a touchpad")
    func coreClicks() {
        var classifier = WheelSourceClassifier()
        // Xvfb and every X11 device under SDL2: a burst of 20 clicks 8 ms apart.
        for i in 0..<20 { #expect(classifier.classify(dx: 0, dy: 1, at: Double(i) * 0.008) == .wheel) }
    }

    // Wayland value120 / 120: 15/120 = 0.125, 8/120 (a 1/15-detent mouse), 240/120 = 2.
    @Test("fractions on the 1/120 grid are a high-resolution wheel", arguments: [0.125, Double(Float(8.0 / 120)), -0.25])
    func hiRes(dy: Double) {
        var classifier = WheelSourceClassifier()
        #expect(classifier.classify(dx: 0, dy: dy, at: 0) == .wheelHiRes)
        #expect(classifier.classify(dx: 0, dy: 2, at: 0.01) == .wheelHiRes, "a whole step in a hi-res stream stays hi-res")
        #expect(classifier.classify(dx: 0, dy: 1, at: 1) == .wheel, "a click a second later is a plain wheel again")
    }

    // Wayland finger scrolling: logical px / 10, px in 1/256 steps: 3.51171875 px → 0.351171875.
    @Test("fractions off the grid are a touchpad, and the stream stays one")
    func touchpad() {
        var classifier = WheelSourceClassifier()
        #expect(classifier.classify(dx: 0, dy: 0.351171875, at: 0) == .touchpad)
        #expect(classifier.classify(dx: 0, dy: 0.35, at: 0.008) == .touchpad, "3.5 px is on the grid (42/120), but the stream is a touchpad")
        #expect(classifier.classify(dx: 0, dy: 1, at: 0.016) == .touchpad)
        #expect(classifier.classify(dx: 0, dy: 1, at: 0.5) == .wheel, "after the stream ends, a whole click is a wheel")
    }
}

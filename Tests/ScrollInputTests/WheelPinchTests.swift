import Foundation
import ScrollCore
import Testing
@testable import ScrollInput

// The desktop's stand-in for a pinch (WheelPinch): Ctrl+wheel magnifies, Ctrl+Shift+wheel
// rotates, and the gesture ends when the wheel has rested 0.4 s — the mapping MagnifyGesture
// (https://developer.apple.com/documentation/swiftui/magnifygesture) and RotateGesture
// (https://developer.apple.com/documentation/swiftui/rotategesture) get on a desktop.

@Suite struct WheelPinchTests {
    /// The pinch values of `events` in order: phase, scale, rotation, time.
    static func pinches(_ events: [TimedInputEvent]) -> [(PinchPhase, Double, Double, Double)] {
        events.compactMap { timed in
            guard case let .pinch(phase, scale, rotation, _) = timed.event else { return nil }
            return (phase, scale, rotation, timed.timeSeconds)
        }
    }

    /// Three notches away from the user, 0.1 s apart: `.began` ×1.1, then `.changed` ×1.1
    /// twice — the gesture's magnification is their product, 1.1³ = 1.331. The wheel rests: no
    /// end at 0.69 s (0.39 s after the last notch), `.ended` (×1, 0°) stamped at exactly
    /// 0.3 + 0.4 = 0.7 s when asked at 0.75 s.
    @Test func notchesMagnifyByATenthEachAndTheGestureEndsWhenTheWheelRests() throws {
        var mapper = WheelPinch()
        var events: [TimedInputEvent] = []
        for (i, t) in [0.1, 0.2, 0.3].enumerated() {
            events += mapper.events(dx: 0, dy: 1, at: Point(x: 10 + Double(i), y: 20), shift: false, time: t)
        }
        let values = Self.pinches(events)
        #expect(values.map(\.0) == [.began, .changed, .changed])
        #expect(values.map(\.1) == [1.1, 1.1, 1.1])
        #expect(values.map(\.2) == [0, 0, 0])
        #expect(abs(values.map(\.1).reduce(1, *) - 1.331) < 1e-12)
        #expect(mapper.isRunning(.magnify) && !mapper.isRunning(.rotate))
        let early = mapper.endIfRested(at: 0.69)
        #expect(early == nil, "0.39 s after the last notch: still running")
        let late = mapper.endIfRested(at: 0.75)
        let ended = try #require(late)
        #expect(ended == TimedInputEvent(timeSeconds: 0.7, event: .pinch(.ended, scale: 1, rotation: 0, at: Point(x: 12, y: 20))))
        #expect(mapper.active == nil)
        let again = mapper.endIfRested(at: 10)
        #expect(again == nil, "ended once")
    }

    /// Toward the user zooms out: 1.1⁻¹ a detent; a high-resolution wheel's tenths compose to
    /// one detent's ×1.1 (1.1^0.1 ten times); a horizontal wheel counts when the vertical is
    /// still (Shift+wheel turned sideways by the desktop).
    @Test(arguments: [
        (0.0, -1.0, 1 / 1.1), (0.0, -2.0, 1 / 1.21), (0.0, 0.5, 1.0488088481701516), (1.0, 0.0, 1.1),
    ])
    func theScaleIsOnePointOneToThePowerOfTheDetents(dx: Double, dy: Double, scale: Double) throws {
        var mapper = WheelPinch()
        let events = mapper.events(dx: dx, dy: dy, at: .zero, shift: false, time: 1)
        let value = try #require(Self.pinches(events).first)
        #expect(abs(value.1 - scale) < 1e-12, "\(value.1)")
    }

    @Test func tenthsOfADetentComposeToOneDetent() {
        var mapper = WheelPinch()
        var product = 1.0
        for k in 0..<10 {
            for value in Self.pinches(mapper.events(dx: 0, dy: 0.1, at: .zero, shift: false, time: Double(k) * 0.01)) { product *= value.1 }
        }
        #expect(abs(product - 1.1) < 1e-12)
    }

    /// Ctrl+Shift: 15° a detent, away from the user clockwise (positive); pressing Shift in
    /// the middle ends the magnify gesture and begins a rotate one at the same time.
    @Test func shiftRotatesFifteenDegreesADetentAndSwitchingKindsEndsTheRunningOne() {
        var mapper = WheelPinch()
        _ = mapper.events(dx: 0, dy: 1, at: .zero, shift: false, time: 0.1)
        let switched = Self.pinches(mapper.events(dx: 0, dy: -2, at: .zero, shift: true, time: 0.2))
        #expect(switched.count == 2)
        #expect(switched[0] == (.ended, 1, 0, 0.2))
        #expect(switched[1] == (.began, 1, -30, 0.2))
        #expect(mapper.isRunning(.rotate))
    }

    /// Another input ends the gesture at once (stamped at its time); non-finite deltas give
    /// nothing and start nothing.
    @Test func anotherInputEndsItAndNonFiniteDeltasAreDropped() {
        var mapper = WheelPinch()
        let none = mapper.events(dx: 0, dy: .nan, at: .zero, shift: false, time: 0.1)
        #expect(none.isEmpty)
        #expect(mapper.active == nil)
        let nothingToEnd = mapper.end(at: 0.2)
        #expect(nothingToEnd == nil)
        _ = mapper.events(dx: 0, dy: 1, at: .zero, shift: false, time: 0.3)
        let ended = mapper.end(at: 0.35)
        #expect(ended == TimedInputEvent(timeSeconds: 0.35, event: .pinch(.ended, scale: 1, rotation: 0, at: .zero)))
    }

    /// A Ctrl+wheel no gesture takes scrolls as the wheel it is: same deltas, point, Shift and
    /// source; `precise` from the source (a wheel's detents are not).
    @Test func aControlWheelScrollsAsAPlainWheel() {
        let point = Point(x: 5, y: 6)
        #expect(InputEvent.controlWheel(dx: 0, dy: -1, at: point, shift: true, source: .wheel).scrollingEquivalent
                == .wheel(dx: 0, dy: -1, precise: false, at: point, shift: true, source: .wheel))
        #expect(InputEvent.controlWheel(dx: 0, dy: -0.4, at: point, shift: false, source: .touchpad).scrollingEquivalent
                == .wheel(dx: 0, dy: -0.4, precise: true, at: point, shift: false, source: .touchpad))
        #expect(InputEvent.pinch(.began, scale: 1, rotation: 0, at: point).scrollingEquivalent
                == .pinch(.began, scale: 1, rotation: 0, at: point))
        #expect(InputEvent.pinch(.changed, scale: 2, rotation: 0, at: point).pointerLocation == point)
    }

    /// The input stage never scrolls from a pinch, and scrolls from a Ctrl+wheel that reaches it
    /// as from a plain wheel (53 pt a detent, animated).
    @Test func theRecognizerIgnoresPinchesAndScrollsAControlWheel() {
        var recognizer = ScrollInputRecognizer()
        var intents: [TimedScrollIntent] = []
        recognizer.handle(TimedInputEvent(timeSeconds: 0.1, event: .pinch(.began, scale: 2, rotation: 10, at: .zero)), into: &intents)
        #expect(intents.isEmpty)
        recognizer.handle(TimedInputEvent(timeSeconds: 0.2, event: .controlWheel(dx: 0, dy: -1, at: .zero, shift: false, source: .wheel)),
                          into: &intents)
        #expect(intents.count == 1)
        if case .animatedScroll(let delta)? = intents.first?.intent {
            #expect(delta == Vector(dx: 0, dy: 53))
        } else {
            Issue.record("expected an animated scroll, got \(intents)")
        }
    }
}

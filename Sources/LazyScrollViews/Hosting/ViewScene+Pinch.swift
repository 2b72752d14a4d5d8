import Foundation
import ScrollCore
import ScrollHosting

// Pinches for the views' `MagnifyGesture` and `RotateGesture` (Gestures+Pinch.swift): the host
// asks whether one is under a Ctrl+wheel (`hasPinchGesture`) and gives the content each pinch
// event (`pinch`): a touchpad's XInput 2.4 pinch, a trace's `pinch` line, or a Ctrl+wheel the
// host turned into one (`WheelPinch`).

extension ViewScene {
    /// Whether a magnify (`.magnify`) or rotate (`.rotate`) gesture is under `point`.
    public func hasPinchGesture(at point: Point, kinds: PinchKinds) -> Bool {
        !host.pinchGestures(at: CGPoint(point), kinds: kinds).isEmpty
    }

    /// One pinch event: `.began` picks the gestures under `point` that read `kinds` (ending a
    /// pinch still running); every event's scale and turn go to them; `.ended` ends them,
    /// each told the last values first (a simultaneous pair's `onEnded` runs once). An event
    /// with no pinch running begins one where it is (a trace cut mid-pinch).
    public func pinch(_ phase: PinchPhase, scale: Double, rotation: Double, at point: Point, kinds: PinchKinds, time: Seconds) {
        calling {
            if phase == .began || pinchedGestures.isEmpty {
                if !pinchedGestures.isEmpty { endPinch() }
                // An `.ended` with nothing running has nothing to end.
                guard phase != .ended else { return }
                pinchedGestures = host.pinchGestures(at: CGPoint(point), kinds: kinds)
                for gesture in pinchedGestures { gesture.beginPinch(at: point, time: time) }
            }
            guard !pinchedGestures.isEmpty else { return }
            for gesture in pinchedGestures where !gesture.isDestroyed {
                gesture.changePinch(scale: scale, rotation: rotation, time: time)
            }
            if phase == .ended { endPinch() }
            host.update(size: CGSize(viewport), at: timeSeconds)
        }
    }

    /// Ends the running pinch: every gesture notes its last value, then each ends.
    private func endPinch() {
        let gestures = pinchedGestures
        pinchedGestures = []
        for gesture in gestures where !gesture.isDestroyed { gesture.noteEnding() }
        for gesture in gestures where !gesture.isDestroyed { gesture.endPinch() }
    }
}

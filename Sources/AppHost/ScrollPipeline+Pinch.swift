import ScrollCore
import ScrollInput

// Pinches in the pipeline: a touchpad's pinch (`InputEvent.pinch`) goes to the content's
// magnify and rotate gestures and never scrolls; a Ctrl+wheel (`InputEvent.controlWheel`) over
// a view with a magnify gesture (Ctrl+Shift: a rotate gesture) becomes a pinch through
// `WheelPinch` — each detent ×1.1 or 15°, the pinch ending when the wheel has rested 0.4 s or
// another input comes — and the scroll views never see it; over anything else it scrolls as a
// plain wheel. Documentation/Input.md, "Pinches".

extension ScrollPipeline {
    /// The event to go on with after the pinch step — `event`, or a Ctrl+wheel no gesture took
    /// as a plain wheel — or nil when the content's gestures took it.
    func pinchStep(_ event: TimedInputEvent) -> TimedInputEvent? {
        let time = event.timeSeconds
        switch event.event {
        case let .controlWheel(dx, dy, at, shift, _):
            let kind: PinchKinds = shift ? .rotate : .magnify
            // A notch goes on to the pinch it continues wherever the pointer is (as a wheel
            // scroll stays with the scroll view it began over).
            if wheelPinch.isRunning(kind) || scene.hasPinchGesture(at: at, kinds: kind) {
                for pinch in wheelPinch.events(dx: dx, dy: dy, at: at, shift: shift, time: time) {
                    deliverPinch(pinch, kinds: kind)
                }
                scrollViews.pointer = at
                return nil
            }
            endWheelPinch(at: time)
            return TimedInputEvent(timeSeconds: time, event: event.event.scrollingEquivalent)
        case let .pinch(phase, scale, rotation, at):
            endWheelPinch(at: time)
            scene.pinch(phase, scale: scale, rotation: rotation, at: at, kinds: .both, time: time)
            scrollViews.pointer = at
            return nil
        case .wheel, .pointerDown, .secondaryClick:
            // Another input ends a Ctrl+wheel pinch before it applies.
            endWheelPinch(at: time)
            return event
        case .key(let name, _, _):
            // So does a key — but not the modifiers themselves (Ctrl held down may repeat;
            // Shift pressed mid-way switches the kind at the next notch: WheelPinch).
            if !Self.modifierKeyNames.contains(name) { endWheelPinch(at: time) }
            return event
        case .pointerMove, .pointerUp, .text, .textEditing, .resize:
            return event
        }
    }

    /// SDL's names of the modifier keys (`SDL_GetKeyName`).
    static let modifierKeyNames: Set<String> = [
        "Left Ctrl", "Right Ctrl", "Left Shift", "Right Shift", "Left Alt", "Right Alt", "Left GUI", "Right GUI",
    ]

    /// Ends a Ctrl+wheel pinch whose wheel has rested ``WheelPinch/endAfterSeconds`` by `time`.
    func endWheelPinchIfRested(at time: Seconds) {
        if let ended = wheelPinch.endIfRested(at: time) { deliverPinch(ended, kinds: []) }
    }

    /// Ends a running Ctrl+wheel pinch now.
    private func endWheelPinch(at time: Seconds) {
        if let ended = wheelPinch.end(at: time) { deliverPinch(ended, kinds: []) }
    }

    private func deliverPinch(_ event: TimedInputEvent, kinds: PinchKinds) {
        guard case let .pinch(phase, scale, rotation, at) = event.event else { return }
        scene.pinch(phase, scale: scale, rotation: rotation, at: at, kinds: kinds, time: event.timeSeconds)
    }
}

import ScrollCore
import ScrollInput

/// XInput 2.4's touchpad pinches (`XI_GesturePinchBegin`, `…Update`, `…End`, read by
/// ``X11SmoothScrollReader`` on X11 servers from 21.1 with the libinput driver) as
/// `InputEvent.pinch`. The server passes on libinput's values: `scale` is "the absolute scale of
/// a pinch gesture, … relative to the initial finger position" (1.0 at the begin), `delta_angle`
/// the degrees the fingers turned since the previous event, clockwise positive
/// (https://wayland.freedesktop.org/libinput/doc/latest/api/group__event__gesture.html,
/// `libinput_event_gesture_get_scale`, `…_get_angle_delta`). A pinch event carries each event's
/// own factor, so each scale is divided by the one before (their product is the server's
/// scale again). A cancelled end (a third finger came down) ends the pinch as any end does.
/// Pure: the reader gives it the values.
public struct X11Pinch: Sendable {
    /// The server's scale at the previous event of the running pinch.
    private var lastScale = 1.0

    public init() {}

    /// The pinch event for one XI pinch event: `phase`, the server's absolute `scale` and
    /// `angleDelta` (degrees), at `point` (window points). A scale that is not a positive finite
    /// number counts as no change; a non-finite angle as no turn.
    public mutating func event(_ phase: PinchPhase, scale: Double, angleDelta: Double, at point: Point) -> InputEvent {
        if phase == .began { lastScale = 1 }
        let absolute = scale.isFinite && scale > 0 ? scale : lastScale
        let factor = absolute / lastScale
        lastScale = absolute
        return .pinch(phase, scale: factor, rotation: angleDelta.isFinite ? angleDelta : 0, at: point)
    }
}

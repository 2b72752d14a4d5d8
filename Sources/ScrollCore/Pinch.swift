/// Where a two-finger pinch (or the desktop's Ctrl+wheel stand-in for one) is in its run — the
/// phases of XInput 2.4's gesture events (`XI_GesturePinchBegin`, `…Update`, `…End`) and of a
/// trace's `pinch` event. The view layer's `MagnifyGesture` and `RotateGesture` read them.
public enum PinchPhase: String, Sendable, Hashable, CaseIterable {
    /// The fingers came down (or the first Ctrl+wheel notch turned): a new gesture, at the
    /// event's point. Its deltas, if any, count.
    case began
    /// The fingers moved: the event's deltas apply.
    case changed
    /// The fingers lifted (or the Ctrl+wheel rested: `WheelPinch` in ScrollInput): the gesture ends after its
    /// deltas apply.
    case ended
}

/// What a pinch can drive: the scale of the fingers' spread (`MagnifyGesture`), their rotation
/// (`RotateGesture`), or both (a touchpad's pinch). The desktop's Ctrl+wheel drives one:
/// magnify, or rotate with Shift.
public struct PinchKinds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The spread of the fingers: `MagnifyGesture`, `MagnificationGesture`.
    public static let magnify = PinchKinds(rawValue: 1 << 0)
    /// The turn of the fingers: `RotateGesture`, `RotationGesture`.
    public static let rotate = PinchKinds(rawValue: 1 << 1)
    /// A touchpad's or a touch screen's pinch: both at once.
    public static let both: PinchKinds = [.magnify, .rotate]
}

import Foundation
import ScrollEffects

// `RotateGesture` (iOS 17) and the older `RotationGesture` (iOS 13, deprecated): a two-finger
// turn, as Apple documents them.
// - RotateGesture https://developer.apple.com/documentation/swiftui/rotategesture
//   ("A gesture that recognizes a rotation motion and tracks the angle of the rotation.")
// - init(minimumAngleDelta:) https://developer.apple.com/documentation/swiftui/rotategesture/init(minimumangledelta:)
//   ("The minimum delta required before the gesture succeeds"; 1° by default)
// - RotateGesture.Value https://developer.apple.com/documentation/swiftui/rotategesture/value
// - RotationGesture https://developer.apple.com/documentation/swiftui/rotationgesture
//
// Where the turn comes from on Linux (a touchpad's XInput 2.4 pinch, the desktop's
// Ctrl+Shift+wheel): Gestures+Pinch.swift and Documentation/Input.md.

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation — SwiftUI's
/// `RotateGesture` (https://developer.apple.com/documentation/swiftui/rotategesture).
///
/// The gesture starts once the fingers have turned at least ``minimumAngleDelta`` (either way)
/// since the pinch began; from then on `updating(_:body:)` and `onChanged(_:)` get every value,
/// and `onEnded(_:)` the last when the fingers lift. Positive angles are clockwise on screen, as
/// `rotationEffect` turns. On Linux the turn is a touchpad pinch's (XInput 2.4) or, on the
/// desktop, **Ctrl+Shift+wheel**: 15° a detent, away from the user clockwise, ending when the
/// wheel has rested 0.4 s — our mapping (`WheelPinch`, Documentation/Input.md).
public struct RotateGesture: Gesture {
    /// SwiftUI's `RotateGesture.Value`
    /// (https://developer.apple.com/documentation/swiftui/rotategesture/value).
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by: the sum of the turns since the
        /// gesture began (a counter-clockwise turn is negative).
        public var rotation: Angle
        /// The current rotation velocity: the change of ``rotation`` a second, over the
        /// gesture's last two events.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint

        public init(time: Date, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start — SwiftUI's
    /// `init(minimumAngleDelta:)`
    /// (https://developer.apple.com/documentation/swiftui/rotategesture/init(minimumangledelta:)).
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public var _spec: GestureSpec {
        GestureSpec(kind: .pinch(PinchGestureKind(kinds: .rotate, minimumScaleDelta: 0, minimumAngleDelta: minimumAngleDelta,
                                                  makeValue: { $0.rotate })))
    }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation — SwiftUI's
/// `RotationGesture` (iOS 13; deprecated for ``RotateGesture``,
/// https://developer.apple.com/documentation/swiftui/rotationgesture). Its value is the
/// rotation alone (`Angle`); it starts, changes and ends as ``RotateGesture`` does.
public struct RotationGesture: Gesture {
    public typealias Value = Angle

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start — SwiftUI's
    /// `init(minimumAngleDelta:)`
    /// (https://developer.apple.com/documentation/swiftui/rotationgesture/init(minimumangledelta:)).
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public var _spec: GestureSpec {
        GestureSpec(kind: .pinch(PinchGestureKind(kinds: .rotate, minimumScaleDelta: 0, minimumAngleDelta: minimumAngleDelta,
                                                  makeValue: { $0.rotation })))
    }
}

extension PinchSample {
    /// The ``RotateGesture/Value`` of this sample.
    var rotate: RotateGesture.Value {
        RotateGesture.Value(time: time, rotation: rotation, velocity: rotationVelocity, startAnchor: startAnchor, startLocation: startLocation)
    }
}

import Foundation
import ScrollEffects

// `MagnifyGesture` (iOS 17) and the older `MagnificationGesture` (iOS 13, deprecated): a pinch's
// scale, as Apple documents them.
// - MagnifyGesture https://developer.apple.com/documentation/swiftui/magnifygesture
//   ("A gesture that recognizes a magnification motion and tracks the amount of magnification.")
// - init(minimumScaleDelta:) https://developer.apple.com/documentation/swiftui/magnifygesture/init(minimumscaledelta:)
//   ("The minimum scale delta required before the gesture starts"; 0.01 by default)
// - MagnifyGesture.Value https://developer.apple.com/documentation/swiftui/magnifygesture/value
// - MagnificationGesture https://developer.apple.com/documentation/swiftui/magnificationgesture
//
// Where the pinch comes from on Linux (a touchpad's XInput 2.4 pinch, the desktop's Ctrl+wheel)
// and how a view gets it: Gestures+Pinch.swift and Documentation/Input.md.

/// A gesture that recognizes a magnification motion and tracks the amount of magnification —
/// SwiftUI's `MagnifyGesture` (https://developer.apple.com/documentation/swiftui/magnifygesture).
///
/// The gesture starts once the pinch's scale since it began differs from 1 by at least
/// ``minimumScaleDelta``; from then on `updating(_:body:)` and `onChanged(_:)` get every value,
/// and `onEnded(_:)` the last when the fingers lift. A pinch that never got that far ends with
/// no `onEnded`. On Linux the pinch is a touchpad's (XInput 2.4) or, on the desktop, **Ctrl+wheel**:
/// each detent ×1.1, the gesture ending when the wheel has rested 0.4 s — our mapping
/// (`WheelPinch`, Documentation/Input.md), as browsers and image viewers zoom.
public struct MagnifyGesture: Gesture {
    /// SwiftUI's `MagnifyGesture.Value`
    /// (https://developer.apple.com/documentation/swiftui/magnifygesture/value).
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by: the fingers' spread now over
        /// their spread when the gesture began (1.1 after one Ctrl+wheel detent).
        public var magnification: CGFloat
        /// The current magnification velocity: the change of ``magnification`` a second, over
        /// the gesture's last two events.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space:
        /// ``startLocation`` as a fraction of the view's size (`UnitPoint(x: 0.5, y: 0.5)` at
        /// its centre).
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space (its
        /// top-left corner at zero).
        public var startLocation: CGPoint

        public init(time: Date, magnification: CGFloat, velocity: CGFloat, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.magnification = magnification
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start — SwiftUI's
    /// `init(minimumScaleDelta:)`
    /// (https://developer.apple.com/documentation/swiftui/magnifygesture/init(minimumscaledelta:)).
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public var _spec: GestureSpec {
        GestureSpec(kind: .pinch(PinchGestureKind(kinds: .magnify, minimumScaleDelta: minimumScaleDelta, minimumAngleDelta: .zero,
                                                  makeValue: { $0.magnify })))
    }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification —
/// SwiftUI's `MagnificationGesture` (iOS 13; deprecated for ``MagnifyGesture``,
/// https://developer.apple.com/documentation/swiftui/magnificationgesture). Its value is the
/// magnification alone (`CGFloat`); it starts, changes and ends as ``MagnifyGesture`` does.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start —
    /// SwiftUI's `init(minimumScaleDelta:)`
    /// (https://developer.apple.com/documentation/swiftui/magnificationgesture/init(minimumscaledelta:)).
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public var _spec: GestureSpec {
        GestureSpec(kind: .pinch(PinchGestureKind(kinds: .magnify, minimumScaleDelta: minimumScaleDelta, minimumAngleDelta: .zero,
                                                  makeValue: { CGFloat($0.magnification) })))
    }
}

extension PinchSample {
    /// The ``MagnifyGesture/Value`` of this sample.
    var magnify: MagnifyGesture.Value {
        MagnifyGesture.Value(time: time, magnification: CGFloat(magnification), velocity: CGFloat(magnificationVelocity),
                             startAnchor: startAnchor, startLocation: startLocation)
    }
}

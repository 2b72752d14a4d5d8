import Foundation

// `sequenced(before:)`: one gesture, then another — read here as SwiftUI's "drag after a long
// press" idiom, `LongPressGesture().sequenced(before: DragGesture())`, the example of Apple's
// "Composing SwiftUI gestures"
// (https://developer.apple.com/documentation/swiftui/composing-swiftui-gestures).
// - sequenced(before:) https://developer.apple.com/documentation/swiftui/gesture/sequenced(before:)
// - SequenceGesture https://developer.apple.com/documentation/swiftui/sequencegesture
// - SequenceGesture.Value https://developer.apple.com/documentation/swiftui/sequencegesture/value

/// Makes a sequence's values from its stages' (type-erased as the gesture callbacks are).
struct SequenceValues {
    /// `.first(value)`.
    let first: @MainActor (Any) -> Any
    /// `.second(firstValue, secondValue)`.
    let second: @MainActor (Any, Any?) -> Any
}

/// A gesture that is two gestures, the second recognised once the first has succeeded —
/// SwiftUI's `SequenceGesture` (https://developer.apple.com/documentation/swiftui/sequencegesture).
///
/// Read here: a `LongPressGesture` before a `DragGesture`. While the press is held its value
/// is `.first(true)`; when the long press succeeds it is `.second(true, nil)` and the press is
/// the gesture's (a scroll view under it no longer scrolls from it); once the pointer has moved
/// the drag's `minimumDistance` from where it was then, `.second(true, dragValue)` with every
/// move, and `onEnded` gets the last at the release. A press that moves too far or too early,
/// or a release before the drag began, fails it: no `onEnded`, and every `@GestureState` goes
/// back. Other pairs compile and do nothing (a runtime warning says so).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// SwiftUI's `SequenceGesture.Value`
    /// (https://developer.apple.com/documentation/swiftui/sequencegesture/value).
    public enum Value {
        /// The first gesture is running (its value).
        case first(First.Value)
        /// The first gesture succeeded with its value; the second has a value once it runs.
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    /// SwiftUI's `init(_:_:)`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var _spec: GestureSpec {
        let values = SequenceValues(
            first: { value in Value.first(value as! First.Value) },
            second: { first, second in Value.second(first as! First.Value, second as? Second.Value) })
        return GestureSpec(kind: .sequence(first: first._spec, second: second._spec, values: values))
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture, then `other` once this one has succeeded — SwiftUI's `sequenced(before:)`
    /// (https://developer.apple.com/documentation/swiftui/gesture/sequenced(before:)). Read as a
    /// `LongPressGesture` before a `DragGesture` (see ``SequenceGesture``).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

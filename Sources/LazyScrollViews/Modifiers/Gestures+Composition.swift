import Foundation

// Two gestures recognised together or one instead of the other — SwiftUI's
// `simultaneously(with:)` and `exclusively(before:)` ("Composing SwiftUI gestures",
// https://developer.apple.com/documentation/swiftui/composing-swiftui-gestures).
// - SimultaneousGesture https://developer.apple.com/documentation/swiftui/simultaneousgesture
// - ExclusiveGesture https://developer.apple.com/documentation/swiftui/exclusivegesture
//
// Both are read by attaching their two gestures to the view, each with the composite's callbacks
// given the composite's value (``GestureSpec/attached(as:)``): an exclusive pair as two gestures
// where the first wins (the innermost gesture wins where both are hit, as for nested views), a
// simultaneous pair with the second attached as `simultaneousGesture(_:)`.

/// Makes a pair's values from its parts' (type-erased as the gesture callbacks are).
struct PairValues {
    /// The pair's value when its first gesture reports `value`.
    let first: @MainActor (Any) -> Any
    /// The pair's value when its second gesture reports `value`.
    let second: @MainActor (Any) -> Any
    /// Forgets what the parts last reported (a simultaneous pair keeps both): a part ended.
    let endFirst: @MainActor () -> Void
    let endSecond: @MainActor () -> Void
}

/// A gesture that recognises two gestures at the same time — SwiftUI's `SimultaneousGesture`
/// (https://developer.apple.com/documentation/swiftui/simultaneousgesture): "A gesture containing
/// two gestures that can happen at the same time with neither of them preceding the other."
/// Its value has each gesture's latest value (nil for one that has not reported since it last
/// ended); `onEnded` runs when either ends. Differs: a value the other gesture reported before
/// the view last updated is forgotten (the pair is read again with each update).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// SwiftUI's `SimultaneousGesture.Value`
    /// (https://developer.apple.com/documentation/swiftui/simultaneousgesture/value).
    public struct Value {
        /// The first gesture's value, or nil.
        public var first: First.Value?
        /// The second gesture's value, or nil.
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    /// SwiftUI's `init(_:_:)`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var _spec: GestureSpec {
        let latest = LatestValues()
        let values = PairValues(
            first: { value in latest.first = value; return Value(first: value as? First.Value, second: latest.second as? Second.Value) },
            second: { value in latest.second = value; return Value(first: latest.first as? First.Value, second: value as? Second.Value) },
            endFirst: { latest.first = nil },
            endSecond: { latest.second = nil })
        return GestureSpec(kind: .pair(first: first._spec, second: second._spec, exclusive: false, values: values))
    }
}

/// What the parts of a simultaneous pair last reported.
@MainActor
final class LatestValues {
    var first: Any?
    var second: Any?
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture of two where only one can succeed, the first having precedence — SwiftUI's
/// `ExclusiveGesture` (https://developer.apple.com/documentation/swiftui/exclusivegesture):
/// "A gesture that consists of two gestures where only one of them can succeed." Where both
/// would recognise the same input (two drags), the first does; gestures of different kinds
/// recognise different input (a drag moves, a tap does not). Two taps follow
/// `onTapGesture(count:)`: a double click's second click runs the `count: 2` one; the first
/// click runs the single tap at once (iOS waits to see whether a second comes).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// SwiftUI's `ExclusiveGesture.Value`
    /// (https://developer.apple.com/documentation/swiftui/exclusivegesture/value).
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    /// SwiftUI's `init(_:_:)`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var _spec: GestureSpec {
        let values = PairValues(first: { Value.first($0 as! First.Value) }, second: { Value.second($0 as! Second.Value) },
                                endFirst: {}, endSecond: {})
        return GestureSpec(kind: .pair(first: first._spec, second: second._spec, exclusive: true, values: values))
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture and `other` at the same time — SwiftUI's `simultaneously(with:)`
    /// (https://developer.apple.com/documentation/swiftui/gesture/simultaneously(with:)).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
    /// This gesture, or `other` if this one does not succeed — SwiftUI's `exclusively(before:)`
    /// (https://developer.apple.com/documentation/swiftui/gesture/exclusively(before:)).
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension GestureSpec {
    /// The gestures to attach for this one, each with the priority it is attached with: itself,
    /// or a pair's two parts (flattened), each carrying the pair's callbacks given the pair's
    /// value. An exclusive pair's first part is attached innermost (it wins where both are hit);
    /// a simultaneous pair's second part alongside, as `simultaneousGesture(_:)`.
    func attached(as priority: GesturePriority) -> [(spec: GestureSpec, priority: GesturePriority)] {
        guard case .pair(let first, let second, let exclusive, let values) = kind else { return [(self, priority)] }
        let firstPart = first.adopting(self, wrap: values.first, ended: values.endFirst)
        let secondPart = second.adopting(self, wrap: values.second, ended: values.endSecond)
        return firstPart.attached(as: priority) + secondPart.attached(as: exclusive ? priority : .simultaneous)
    }

    /// This part with `outer`'s callbacks added, given `wrap(value)`; `ended` runs after it ends.
    private func adopting(_ outer: GestureSpec, wrap: @escaping @MainActor (Any) -> Any,
                          ended: @escaping @MainActor () -> Void) -> GestureSpec {
        var part = self
        part.onChanged += outer.onChanged.map { action in { value in action(wrap(value)) } }
        part.updating += outer.updating.map { update in { value in update(wrap(value)) } }
        part.onEnded += outer.onEnded.map { action in { value in action(wrap(value)) } }
        part.onEnded.append { _ in ended() }
        part.resets += outer.resets
        part.onPressingChanged += outer.onPressingChanged
        return part
    }
}

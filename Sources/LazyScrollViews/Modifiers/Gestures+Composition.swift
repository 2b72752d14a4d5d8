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
    /// The first part ended with `value`: the pair's value for the pair's `onEnded`, or nil when
    /// the pair has not ended (a simultaneous pair's other part still runs).
    let endFirst: @MainActor (Any) -> Any?
    let endSecond: @MainActor (Any) -> Any?
}

/// A gesture that recognises two gestures at the same time — SwiftUI's `SimultaneousGesture`
/// (https://developer.apple.com/documentation/swiftui/simultaneousgesture): "A gesture containing
/// two gestures that can happen at the same time with neither of them preceding the other."
/// Its value has each gesture's latest value (nil for one that has not reported since it last
/// ended); `onEnded` runs once, when the last of the two running ends, with both values (a
/// pinch that both a magnify and a rotate gesture follow ends them together: one `onEnded`
/// with `first` and `second`). Differs: a value the other gesture reported before the view
/// last updated is forgotten by `onChanged` (the pair is read again with each update; the
/// gestures tell their last values again as they end).
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
            first: { value in
                latest.first = value
                latest.firstRuns = true
                return Value(first: value as? First.Value, second: latest.second as? Second.Value)
            },
            second: { value in
                latest.second = value
                latest.secondRuns = true
                return Value(first: latest.first as? First.Value, second: value as? Second.Value)
            },
            endFirst: { value in
                latest.first = value
                latest.firstRuns = false
                return latest.secondRuns ? nil : (latest.ended() as Value)
            },
            endSecond: { value in
                latest.second = value
                latest.secondRuns = false
                return latest.firstRuns ? nil : (latest.ended() as Value)
            })
        return GestureSpec(kind: .pair(first: first._spec, second: second._spec, exclusive: false, values: values))
    }
}

/// What the parts of a simultaneous pair last reported, and whether each runs (reported and
/// has not ended).
@MainActor
final class LatestValues {
    var first: Any?
    var second: Any?
    var firstRuns = false
    var secondRuns = false

    /// The pair ended: its last value (``SimultaneousGesture/Value`` made by the caller from
    /// these), forgotten here.
    func ended<First, Second>() -> SimultaneousGesture<First, Second>.Value {
        defer { first = nil; second = nil }
        return SimultaneousGesture<First, Second>.Value(first: first as? First.Value, second: second as? Second.Value)
    }
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
                                endFirst: { Value.first($0 as! First.Value) }, endSecond: { Value.second($0 as! Second.Value) })
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
        let firstPart = first.adopting(self, wrap: values.first, end: values.endFirst)
        let secondPart = second.adopting(self, wrap: values.second, end: values.endSecond)
        return firstPart.attached(as: priority) + secondPart.attached(as: exclusive ? priority : .simultaneous)
    }

    /// This part with `outer`'s callbacks added, given `wrap(value)`; the pair's `onEnded` runs
    /// with `end(value)` when that says the pair ended.
    private func adopting(_ outer: GestureSpec, wrap: @escaping @MainActor (Any) -> Any,
                          end: @escaping @MainActor (Any) -> Any?) -> GestureSpec {
        var part = self
        part.onChanged += outer.onChanged.map { action in { value in action(wrap(value)) } }
        part.updating += outer.updating.map { update in { value in update(wrap(value)) } }
        // The part's last value is noted before any part ends (the pair knows both then).
        part.willEnd.append { value in _ = wrap(value) }
        part.willEnd += outer.willEnd.map { note in { value in note(wrap(value)) } }
        let ended = outer.onEnded
        part.onEnded.append { value in
            guard let pair = end(value) else { return }
            for action in ended { action(pair) }
        }
        part.resets += outer.resets
        part.onPressingChanged += outer.onPressingChanged
        return part
    }
}

import Foundation

// Gestures — SwiftUI's `Gesture` values attached with `gesture(_:)`, `simultaneousGesture(_:)` and
// `highPriorityGesture(_:)` (https://developer.apple.com/documentation/swiftui/adding-interactivity-with-gestures):
// `DragGesture` with `onChanged`, `onEnded` and `updating` (`@GestureState`), `TapGesture`, and
// `LongPressGesture` with `sequenced(before:)` a drag (Gestures+LongPress.swift, Gestures+Sequence.swift),
// `MagnifyGesture` and `RotateGesture` (Gestures+Magnify.swift, Gestures+Rotate.swift, Gestures+Pinch.swift).
// A gesture value is read into a ``GestureSpec`` (what it recognises, its callbacks); the view
// it is attached to registers its frame with the graph when drawn (Gestures+Drag.swift), and
// the window gives it the press's drag (`ViewScene.contentDrag(at:)`).

/// An instance that matches a sequence of events to a gesture — SwiftUI's `Gesture`
/// (https://developer.apple.com/documentation/swiftui/gesture). The gestures here are
/// `DragGesture`, `TapGesture`, `LongPressGesture`, `MagnifyGesture` and `RotateGesture` (and
/// their iOS 13 names `MagnificationGesture`, `RotationGesture`), with `onChanged(_:)`, `onEnded(_:)` and
/// `updating(_:body:)`; combined with `simultaneously(with:)`, `exclusively(before:)`, and
/// `sequenced(before:)` of a long press before a drag.
/// Main-actor isolated, as SwiftUI's is (and as ``View`` is).
@MainActor @preconcurrency
public protocol Gesture {
    /// The value the gesture reports (`DragGesture.Value`; `Void` for a tap).
    associatedtype Value
    /// What the gesture recognises and the callbacks added to it.
    var _spec: GestureSpec { get }
}

/// What a gesture recognises, and its callbacks, type-erased (`Any` is the gesture's `Value`).
public struct GestureSpec {
    enum Kind {
        case drag(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace)
        case tap(count: Int)
        /// `LongPressGesture` (Gestures+LongPress.swift).
        case longPress(minimumDuration: Double, maximumDistance: CGFloat)
        /// `first.sequenced(before: second)`: `values` makes the sequence's own values from the
        /// stages' (Gestures+Sequence.swift).
        indirect case sequence(first: GestureSpec, second: GestureSpec, values: SequenceValues)
        /// `simultaneously(with:)` / `exclusively(before:)`: both parts are attached
        /// (Gestures+Composition.swift, ``GestureSpec/attached(as:)``).
        indirect case pair(first: GestureSpec, second: GestureSpec, exclusive: Bool, values: PairValues)
        /// `MagnifyGesture`, `RotateGesture` and their iOS 13 names (Gestures+Pinch.swift).
        case pinch(PinchGestureKind)
    }
    var kind: Kind
    var onChanged: [@MainActor (Any) -> Void] = []
    var onEnded: [@MainActor (Any) -> Void] = []
    /// `updating(_:body:)`: writes a `@GestureState` from each value.
    var updating: [@MainActor (Any) -> Void] = []
    /// Puts each `@GestureState` the gesture updates back to its initial value (the gesture ended).
    var resets: [@MainActor () -> Void] = []
    /// `onLongPressGesture(…onPressingChanged:)`: told when the press starts and stops being one.
    var onPressingChanged: [@MainActor (Bool) -> Void] = []
    /// Told the gesture's last value just before it (and the gestures running with it) end: a
    /// simultaneous pair keeps it, so its `onEnded` runs once, with both parts' values
    /// (Gestures+Composition.swift).
    var willEnd: [@MainActor (Any) -> Void] = []
}

/// A dragging motion — SwiftUI's `DragGesture`
/// (https://developer.apple.com/documentation/swiftui/draggesture): it succeeds once the pointer
/// has moved `minimumDistance` (10 pt by default) from the press in any direction, then reports
/// every move (`onChanged`) and the release (`onEnded`).
public struct DragGesture: Gesture {
    /// SwiftUI's `DragGesture.Value`
    /// (https://developer.apple.com/documentation/swiftui/draggesture/value).
    public struct Value: Equatable, Sendable {
        /// When the event of this value happened.
        public var time: Date
        /// Where the pointer is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the press began, in the gesture's coordinate space.
        public var startLocation: CGPoint
        /// `location − startLocation`.
        public var translation: CGSize
        /// The pointer's speed, points per second, from its last two moves.
        public var velocity: CGSize
        /// Where the drag would end if it stopped now at its current speed with a scroll view's
        /// deceleration (see ``DragGesture/predictionSeconds``).
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    /// SwiftUI's `init(minimumDistance:coordinateSpace:)`
    /// (https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// How far ahead the predicted end looks: the distance a `UIScrollView` with its normal
    /// deceleration rate (0.998 a millisecond) travels from a speed `v` is
    /// `v × 0.998 / (1 − 0.998) / 1000` = `v × 0.499 s` (Apple documents no formula for the
    /// prediction; this is the one its scroll views use for their own).
    public static let predictionSeconds: CGFloat = 0.998 / (1 - 0.998) / 1000

    public var _spec: GestureSpec { GestureSpec(kind: .drag(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)) }
}

/// A tap — SwiftUI's `TapGesture` (https://developer.apple.com/documentation/swiftui/tapgesture):
/// `onEnded` runs on a click on the view. `count` is accepted and, as `onTapGesture(count:)`
/// here, every click counts.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
    public var _spec: GestureSpec { GestureSpec(kind: .tap(count: count)) }
}

/// A gesture with an `onChanged` action.
public struct _ChangedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: @MainActor (Base.Value) -> Void
    public var _spec: GestureSpec {
        var spec = base._spec
        let action = self.action
        spec.onChanged.append { value in if let value = value as? Base.Value { action(value) } }
        return spec
    }
}

/// A gesture with an `onEnded` action.
public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: @MainActor (Base.Value) -> Void
    public var _spec: GestureSpec {
        var spec = base._spec
        let action = self.action
        spec.onEnded.append { value in if let value = value as? Base.Value { action(value) } }
        return spec
    }
}

/// A gesture that updates a `@GestureState` — SwiftUI's `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body: @MainActor (Base.Value, inout State, inout Transaction) -> Void
    public var _spec: GestureSpec {
        var spec = base._spec
        let state = self.state, body = self.body
        spec.updating.append { value in
            guard let value = value as? Base.Value, let location = state.location else { return }
            var current = location.value
            var transaction = Transaction(animation: Transaction.current?.animation)
            body(value, &current, &transaction)
            if let animation = transaction.animation {
                withAnimation(animation) { location.write(current) }
            } else {
                location.write(current)
            }
        }
        spec.resets.append { state.reset() }
        return spec
    }
}

extension Gesture {
    /// Runs `action` with each new value — SwiftUI's `onChanged(_:)`
    /// (https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)).
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(base: self, action: action)
    }
    /// Runs `action` when the gesture ends — SwiftUI's `onEnded(_:)`
    /// (https://developer.apple.com/documentation/swiftui/gesture/onended(_:)).
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }
    /// Updates `state` with each value while the gesture runs; it goes back to its initial
    /// value when the gesture ends — SwiftUI's `updating(_:body:)`
    /// (https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)).
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A property a gesture updates while it runs, back to its initial value when it ends —
/// SwiftUI's `@GestureState` (https://developer.apple.com/documentation/swiftui/gesturestate).
/// Read-only to the view; `$state` is passed to `updating(_:body:)`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, InstallableProperty {
    let initialValue: Value
    var location: StateLocation<Value>?
    let resetAnimation: Animation?

    public init(wrappedValue: Value) { initialValue = wrappedValue; resetAnimation = nil }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// SwiftUI's `init(wrappedValue:resetTransaction:)`: the reset is animated by the
    /// transaction's animation.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
        resetAnimation = resetTransaction.animation
    }

    @MainActor public var wrappedValue: Value { location?.read() ?? initialValue }
    public var projectedValue: GestureState<Value> { self }

    @MainActor func reset() {
        guard let location else { return }
        if let resetAnimation {
            withAnimation(resetAnimation) { location.write(initialValue) }
        } else {
            location.write(initialValue)
        }
    }

    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: ViewNode) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        if let existing = slot as? StateLocation<Value> {
            property.pointee.location = existing
        } else {
            let location = StateLocation(value: property.pointee.initialValue)
            slot = location
            property.pointee.location = location
        }
    }
}

/// How a gesture ranks against the view's other gestures.
enum GesturePriority {
    /// `gesture(_:)`: the innermost view's gesture wins.
    case normal
    /// `simultaneousGesture(_:)`: runs with the gesture that wins.
    case simultaneous
    /// `highPriorityGesture(_:)`: wins over the gestures of the views inside.
    case high
}

extension View {
    /// Attaches `gesture` — SwiftUI's `gesture(_:including:)`
    /// (https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)). A view
    /// inside with its own gesture wins over this one where both are hit.
    public func gesture<G: Gesture>(_ gesture: G) -> _GestureView<Self> {
        _GestureView(content: self, spec: gesture._spec, priority: .normal)
    }
    /// Attaches `gesture` to run alongside the one that wins — SwiftUI's
    /// `simultaneousGesture(_:including:)`
    /// (https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)).
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> _GestureView<Self> {
        _GestureView(content: self, spec: gesture._spec, priority: .simultaneous)
    }
    /// Attaches `gesture` with precedence over the gestures of the views inside — SwiftUI's
    /// `highPriorityGesture(_:including:)`
    /// (https://developer.apple.com/documentation/swiftui/view/highprioritygesture(_:including:)).
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> _GestureView<Self> {
        _GestureView(content: self, spec: gesture._spec, priority: .high)
    }
}

/// A view with a gesture attached: a tap is the view's `onTapGesture`; a drag registers the
/// view for the window's drags (Gestures+Drag.swift).
public struct _GestureView<Content: View>: View {
    let content: Content
    let spec: GestureSpec
    let priority: GesturePriority

    public var body: some View {
        switch spec.kind {
        case .pair:
            // Each part attached in turn, the first innermost (type-erased: the nesting's depth
            // is the value's).
            spec.attached(as: priority).reduce(AnyView(content)) { view, part in
                AnyView(_GestureView<AnyView>(content: view, spec: part.spec, priority: part.priority))
            }
        case .tap(let count):
            let spec = self.spec
            content.onTapGesture(count: count) {
                for action in spec.onEnded { action(()) }
            }
        case .drag, .pinch:
            // One primitive for both (its node is a pinch's or a drag's): a case of its own
            // would deepen every gesture view's body by a level.
            _DragGestureView(content: content, spec: spec, priority: priority)
        case .longPress, .sequence:
            _PressGestureView(content: content, spec: spec, priority: priority)
        }
    }
}

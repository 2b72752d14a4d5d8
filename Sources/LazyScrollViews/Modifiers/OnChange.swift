/// The value an `onChange(of:)` watches and what to run when it changes: one per evaluation of
/// the view that applies it; the node compares it with the one before (``follow(_:graph:)``).
@MainActor
class ChangeObserver {
    /// Runs the action if this observer's value differs from `previous`'s (the last one the
    /// node had): SwiftUI calls it when the value changes between updates of the view.
    func follow(_ previous: ChangeObserver, graph: ViewGraph) {}
    /// The view appeared with this observer: `initial: true` runs the action once now.
    func made(graph: ViewGraph) {}
}

final class TypedChangeObserver<Value: Equatable>: ChangeObserver {
    let value: Value
    let initial: Bool
    let action: @MainActor (_ oldValue: Value, _ newValue: Value) -> Void

    init(value: Value, initial: Bool, action: @escaping @MainActor (Value, Value) -> Void) {
        self.value = value; self.initial = initial; self.action = action
    }

    override func follow(_ previous: ChangeObserver, graph: ViewGraph) {
        guard let previous = previous as? TypedChangeObserver<Value>, previous.value != value else { return }
        let old = previous.value, new = value, action = action
        // After the update, as SwiftUI runs it: state it writes is seen by the next update.
        graph.afterUpdate { action(old, new) }
    }

    override func made(graph: ViewGraph) {
        guard initial else { return }
        let value = value, action = action
        graph.afterUpdate { action(value, value) }
    }
}

extension View {
    /// Runs `action` with the old and new value when `value` changes between updates of the
    /// view — SwiftUI's `onChange(of:initial:_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg);
    /// with `initial: true` also once when the view first appears, old and new both the value.
    /// The action runs after the update that saw the change, on the main actor.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void) -> _EffectView<Self> {
        _EffectView(content: self, effect: .change(TypedChangeObserver(value: value, initial: initial, action: action)))
    }

    /// The zero-argument form — SwiftUI's `onChange(of:initial:_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-8wgw9).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor () -> Void) -> _EffectView<Self> {
        _EffectView(content: self, effect: .change(TypedChangeObserver(value: value, initial: initial) { _, _ in action() }))
    }

    /// iOS 14's form, deprecated in iOS 17 but in most code written before it: `action` gets
    /// the new value — SwiftUI's `onChange(of:perform:)`.
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void) -> _EffectView<Self> {
        _EffectView(content: self, effect: .change(TypedChangeObserver(value: value, initial: false) { _, new in action(new) }))
    }
}

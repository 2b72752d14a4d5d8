import Foundation

/// A property wrapper for the value focus is at — SwiftUI's `FocusState`
/// (https://developer.apple.com/documentation/swiftui/focusstate). `@FocusState var isFocused:
/// Bool` with `.focused($isFocused)`, or `@FocusState var field: Field?` with
/// `.focused($field, equals: .name)`. `Tab` moving focus writes it; writing it moves focus
/// (on the next frame, as SwiftUI applies it on the next update); nil or false removes focus
/// from that view.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, InstallableProperty {
    var state: State<Value>

    /// Focus state that is false when nothing it is bound to has focus: `@FocusState var isFocused: Bool`.
    public init() where Value == Bool { state = State(initialValue: false) }
    /// Focus state that is nil when nothing it is bound to has focus: `@FocusState var field: Field?`.
    public init<T: Hashable>() where Value == T? { state = State(initialValue: nil) }

    @MainActor public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The binding `.focused(_:)` and `.focused(_:equals:)` take: `$isFocused`.
    @MainActor public var projectedValue: FocusState<Value>.Binding { Binding(base: state.projectedValue) }

    /// A binding to a `FocusState` — SwiftUI's `FocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        let base: LazyScrollViews.Binding<Value>
        @MainActor public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: ViewNode) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        withUnsafeMutablePointer(to: &property.pointee.state) { statePointer in
            State<Value>.install(at: UnsafeMutableRawPointer(statePointer), slot: &slot, node: node)
        }
    }
}

/// What `.focused(…)` tells the focusable views inside: whether the bound value says they have
/// focus, and how to write that they gained or lost it. (The environment value
/// `focused(_:)` writes; not in SwiftUI's API.)
public struct FocusBinding {
    let isFocused: @MainActor () -> Bool
    let setFocused: @MainActor (Bool) -> Void
}

private struct FocusBindingKey: EnvironmentKey { static var defaultValue: FocusBinding? { nil } }

extension EnvironmentValues {
    /// The innermost `.focused(…)` binding around a focusable view.
    var focusBinding: FocusBinding? {
        get { self[FocusBindingKey.self] } set { self[FocusBindingKey.self] = newValue }
    }
}

/// What an effect node registers for keyboard focus: whether it takes focus, and what `Space`
/// and `Return` do to it (a button's action, a toggle's flip; nil for a plain `.focusable()`).
struct FocusRegistration {
    let isFocusable: Bool
    let activate: (@MainActor () -> Void)?
    /// The keys the control answers while focused (a `Stepper`'s ↑/↓, a `Slider`'s ←/→), by the
    /// host's key names ("Up", "Left"): returns whether it used the key. Nil: none.
    var keys: (@MainActor (String) -> Bool)? = nil
}

extension View {
    /// Makes the view able to take keyboard focus with `Tab` — SwiftUI's `focusable(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/focusable(_:)). Buttons, toggles
    /// and scroll views that scroll are focusable without it. Focus shows as a ring around the
    /// view; `Space` and `Return` do nothing to a plain focusable view (its `onKeyPress` still
    /// runs).
    public func focusable(_ isFocusable: Bool = true) -> _EffectView<Self> {
        _EffectView(content: self, effect: .focus(FocusRegistration(isFocusable: isFocusable, activate: nil)))
    }

    /// Binds focus of the focusable view inside to `binding`: true while it has focus; setting
    /// it true moves focus there, false takes focus away — SwiftUI's `focused(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/focused(_:)).
    public func focused(_ binding: FocusState<Bool>.Binding) -> _EnvironmentWriter<Self, FocusBinding?> {
        environment(\.focusBinding, FocusBinding(isFocused: { binding.wrappedValue },
                                                 setFocused: { binding.wrappedValue = $0 }))
    }

    /// Binds focus of the focusable view inside to `binding` equalling `value`: `value` while it
    /// has focus, nil once focus leaves it; setting `value` moves focus there — SwiftUI's
    /// `focused(_:equals:)` (https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)).
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
        -> _EnvironmentWriter<Self, FocusBinding?> {
        environment(\.focusBinding, FocusBinding(isFocused: { binding.wrappedValue == value },
                                                 setFocused: { focused in
                                                     if focused { binding.wrappedValue = value }
                                                     else if binding.wrappedValue == value { binding.wrappedValue = nil }
                                                 }))
    }

    /// A control's own focus registration (`Button`, `Toggle`): focusable while enabled, and
    /// `Space`/`Return` run `activate`.
    func focusableControl(activate: @escaping @MainActor () -> Void) -> _EffectView<Self> {
        _EffectView(content: self, effect: .focus(FocusRegistration(isFocusable: true, activate: activate)))
    }

    /// A control that takes focus and answers keys while focused (`Stepper`'s ↑/↓): `keys`
    /// gets the host's key name and returns whether it used the key.
    func focusableControl(activate: (@MainActor () -> Void)?, keys: @escaping @MainActor (String) -> Bool) -> _EffectView<Self> {
        _EffectView(content: self, effect: .focus(FocusRegistration(isFocusable: true, activate: activate, keys: keys)))
    }
}

import ScrollHosting

/// Inputs used to scroll views — SwiftUI's `ScrollInputKind`
/// (https://developer.apple.com/documentation/swiftui/scrollinputkind).
///
/// Apple's two kinds are inputs no desktop has: `handGestureShortcut` (watchOS's double tap of
/// thumb and index finger) and `look` (visionOS's looking at a scroll view's edge). They are
/// accepted so SwiftUI code compiles, and there is nothing for them to enable or disable here.
/// The desktop's own inputs — LazyScroll additions, not in SwiftUI — are ``ScrollInputKind/scrollWheel``,
/// ``ScrollInputKind/touchpad``, ``ScrollInputKind/drag`` and ``ScrollInputKind/keyboard``: `scrollInputBehavior(.disabled, for: .scrollWheel)`
/// makes the wheel pass over a view to the scroll view around it.
public struct ScrollInputKind: Hashable, Sendable {
    let inputs: ScrollInputs
    let name: String

    /// watchOS's hand gesture shortcut (double tap): no such input on the desktop.
    public static let handGestureShortcut = ScrollInputKind(inputs: [], name: "handGestureShortcut")
    /// visionOS's look-to-scroll (opt-in there): no such input on the desktop.
    public static let look = ScrollInputKind(inputs: [], name: "look")
    /// A mouse wheel, detents or high-resolution (a LazyScroll addition).
    public static let scrollWheel = ScrollInputKind(inputs: .wheel, name: "scrollWheel")
    /// A touchpad's two-finger pan and its fling (a LazyScroll addition).
    public static let touchpad = ScrollInputKind(inputs: .touchpad, name: "touchpad")
    /// Dragging the content with the pointer or a finger, and its fling (a LazyScroll addition).
    public static let drag = ScrollInputKind(inputs: .drag, name: "drag")
    /// The scrolling keys: arrows, Page Up/Down, Space, Home, End (a LazyScroll addition).
    public static let keyboard = ScrollInputKind(inputs: .keys, name: "keyboard")
}

/// Whether an input scrolls a view — SwiftUI's `ScrollInputBehavior`
/// (https://developer.apple.com/documentation/swiftui/scrollinputbehavior).
public struct ScrollInputBehavior: Hashable, Sendable {
    let scrolls: Bool?
    /// The system decides: on the desktop every input there is scrolls.
    public static let automatic = ScrollInputBehavior(scrolls: nil)
    /// The input does not scroll the view.
    public static let disabled = ScrollInputBehavior(scrolls: false)
    /// The input scrolls the view (it does not undo `scrollDisabled(true)`).
    public static let enabled = ScrollInputBehavior(scrolls: true)
}

/// Each input's behaviour, as the modifiers above a scroll view set them (the innermost one
/// for an input wins, as any environment value).
struct ScrollInputBehaviors: Hashable, Sendable {
    private var entries: [ScrollInputKind: ScrollInputBehavior] = [:]
    subscript(kind: ScrollInputKind) -> ScrollInputBehavior {
        get { entries[kind] ?? .automatic }
        set { entries[kind] = newValue }
    }
    /// The desktop inputs set to `.disabled`.
    var disabledInputs: ScrollInputs {
        var inputs: ScrollInputs = []
        for (kind, behavior) in entries where behavior == .disabled { inputs.formUnion(kind.inputs) }
        return inputs
    }
}

private struct ScrollInputBehaviorsKey: EnvironmentKey { static let defaultValue = ScrollInputBehaviors() }

extension EnvironmentValues {
    var scrollInputBehaviors: ScrollInputBehaviors {
        get { self[ScrollInputBehaviorsKey.self] } set { self[ScrollInputBehaviorsKey.self] = newValue }
    }
}

extension View {
    /// Enables or disables scrolling by one kind of input in the scroll views inside — SwiftUI's
    /// `scrollInputBehavior(_:for:)`
    /// (https://developer.apple.com/documentation/swiftui/view/scrollinputbehavior(_:for:)).
    /// Unlike `scrollDisabled(_:)`, only that input stops scrolling the view: a disabled wheel,
    /// touchpad pan, drag or key goes on to the scroll view around it (or scrolls nothing), while
    /// the other inputs still scroll it. It reaches nested scroll views too, as `scrollDisabled`
    /// does. Apple's `handGestureShortcut` and `look` are inputs no desktop has (accepted,
    /// nothing to disable); see ``ScrollInputKind`` for the desktop's.
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind)
        -> _EnvironmentWriter<Self, ScrollInputBehavior> {
        environment(\.scrollInputBehaviors[input], behavior)
    }
}

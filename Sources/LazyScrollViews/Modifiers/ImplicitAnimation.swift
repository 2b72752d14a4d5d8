// `animation(_:value:)` (iOS 15): "Applies the given animation to this view when the specified
// value changes" and "If `animation` is `nil`, the view doesn't animate" —
// https://developer.apple.com/documentation/swiftui/view/animation(_:value:).
// The most common implicit animation in app code: `.scaleEffect(selected ? 1.1 : 1)
// .animation(.spring(), value: selected)`, a panel that grows with `.animation(.default, value: isExpanded)`.
//
// When the view is updated with a value different from the one before, the changes inside the
// modified content are animated with `animation`: its effects (`opacity`, `scaleEffect`,
// `offset`, `rotationEffect`, `blur`) and transitions animate with it, whatever `withAnimation`
// says around the write (nil: they change at once); an inner `animation(_:value:)` whose value
// also changed wins inside its own content, as SwiftUI's innermost modifier does.
// Frame changes (moves and resizes) of the views inside the modified content take the
// animation too, the innermost changed `animation(_:value:)` winning; `nil` makes them
// immediate even inside a `withAnimation` (SwiftUI's transaction with no animation:
// `transaction.animation = nil`). Differs from SwiftUI: when no `withAnimation` is around the
// write, the update's other frame changes (views outside the content, moved by its growth)
// take the animation too.

/// An observer that scopes an animation to its content when its value changed.
@MainActor
protocol ImplicitAnimationScope {
    /// The animation for the content (`.some(nil)`: none) when the value differs from
    /// `previous`'s, or nil when it did not change.
    func scopedAnimation(after previous: ChangeObserver) -> Animation??
}

/// Watches the value; a change animates the update that saw it.
final class ImplicitAnimationObserver<Value: Equatable>: ChangeObserver, ImplicitAnimationScope {
    let value: Value
    let animation: Animation?

    init(value: Value, animation: Animation?) { self.value = value; self.animation = animation }

    func scopedAnimation(after previous: ChangeObserver) -> Animation?? {
        guard let previous = previous as? ImplicitAnimationObserver<Value>, previous.value != value else { return nil }
        return .some(animation)
    }

    override func follow(_ previous: ChangeObserver, graph: ViewGraph) {
        guard let previous = previous as? ImplicitAnimationObserver<Value>, previous.value != value,
              let animation, graph.animations.implicitLayout == nil else { return }
        graph.animations.implicitLayout = animation
    }
}

extension View {
    /// Animates the changes inside this view with `animation` when `value` changed since the
    /// last update — SwiftUI's `animation(_:value:)`
    /// (https://developer.apple.com/documentation/swiftui/view/animation(_:value:)); nil: they
    /// do not animate ("If `animation` is nil, the view doesn't animate"), not even inside a
    /// `withAnimation` around the write — effects, transitions and frame changes alike. See
    /// the file's note for the frames outside the content.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> _EffectView<Self> {
        _EffectView(content: self, effect: .change(ImplicitAnimationObserver(value: value, animation: animation)))
    }
}

// `animation(_:value:)` (iOS 15): "Applies the given animation to this view when the specified
// value changes" — https://developer.apple.com/documentation/swiftui/view/animation(_:value:).
// The most common implicit animation in app code: `.scaleEffect(selected ? 1.1 : 1)
// .animation(.spring(), value: selected)`, a panel that grows with `.animation(.default, value: isExpanded)`.
//
// When the view is updated with a value different from the one before, the update is animated as
// if its state had been written inside `withAnimation(animation)`: views whose frames that update
// changes move and resize over the animation, opacity changes fade. Differs from SwiftUI: the
// animation applies to every frame change of that update, not only those inside the modified view
// (an update that also changes unrelated views animates them too); `withAnimation` around the same
// write wins; `nil` (SwiftUI: "no animation") leaves the update as it would be without the
// modifier; effects (`scaleEffect`, `offset`, `rotationEffect`) change at once, as under
// `withAnimation` here.

/// Watches the value; a change animates the update that saw it.
final class ImplicitAnimationObserver<Value: Equatable>: ChangeObserver {
    let value: Value
    let animation: Animation?

    init(value: Value, animation: Animation?) { self.value = value; self.animation = animation }

    override func follow(_ previous: ChangeObserver, graph: ViewGraph) {
        guard let previous = previous as? ImplicitAnimationObserver<Value>, previous.value != value,
              let animation, graph.animations.pending == nil else { return }
        graph.animations.pending = animation
    }
}

extension View {
    /// Animates this update's layout changes with `animation` when `value` changed since the last
    /// one — SwiftUI's `animation(_:value:)`; see the file's note for how ours differs.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> _EffectView<Self> {
        _EffectView(content: self, effect: .change(ImplicitAnimationObserver(value: value, animation: animation)))
    }
}

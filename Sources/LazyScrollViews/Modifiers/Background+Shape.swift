// `background(_:in:)` (iOS 15): "Sets the view's background to an insettable shape filled with a
// style" — https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:) —
// as chat bubbles and cards write it: `.background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))`.
// The shape is filled with the colour and laid behind the view at the view's size, exactly what
// `.background(shape.fill(color))` draws. The styles are a colour, a colour's `.gradient`
// (`.background(Color.teal.gradient, in: RoundedRectangle(cornerRadius: 16))`, a card's look) and,
// in Material.swift, a material.

extension View {
    /// Fills `shape`, sized to the view, with `color` behind the view.
    public func background<S: Shape>(_ color: Color, in shape: S) -> _BackgroundView<Self, _ShapeView<S>> {
        background(shape.fill(color), alignment: .center)
    }
    /// Fills `shape`, sized to the view, with a colour's gradient (`Color.teal.gradient`) behind the view.
    public func background<S: Shape>(_ gradient: AnyGradient, in shape: S) -> _BackgroundView<Self, _ShapeView<S>> {
        background(shape.fill(gradient), alignment: .center)
    }
}

import DisplayList
import Foundation

/// A control that increments and decrements a value — SwiftUI's `Stepper`
/// (https://developer.apple.com/documentation/swiftui/stepper), drawn as iOS draws it: the label
/// on the leading side and, on the trailing side, UIKit's two-segment control — a − and a +
/// on a light grey rounded rectangle, 94 × 32 pt (`UIStepper`'s intrinsic size since iOS 13;
/// Apple does not publish it), a thin divider between them. It fills the width it is offered,
/// like a `Toggle`.
///
/// Clicking − or + changes the value by `step`; with a range, the value stays inside it (a step
/// that would pass an end stops at it, as `UIStepper` clamps to its `maximumValue`), and the
/// segment that cannot go further is disabled — drawn faded, and a click on it does nothing
/// (https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/UIKitUICatalog/UIStepper.html).
/// `onEditingChanged` is told `true` before a click changes the value and `false` after.
/// Keyboard: `Tab` focuses it, then ↑ increments and ↓ decrements (macOS's `NSStepper` keys).
///
/// Differs from iOS: holding a segment does not repeat (a click is one step), and `labelsHidden()`
/// is not available.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    let onEditingChanged: @MainActor (Bool) -> Void

    /// A stepper that runs `onIncrement` and `onDecrement` — SwiftUI's
    /// `init(label:onIncrement:onDecrement:onEditingChanged:)`. A nil closure disables its segment.
    public init(@ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// SwiftUI's older `init(onIncrement:onDecrement:onEditingChanged:label:)`, the label last.
    public init(onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper over `value` within `bounds`, by `step` — SwiftUI's
    /// `init(value:in:step:onEditingChanged:label:)`
    /// (https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:oneditingchanged:label:)).
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        let current = value.wrappedValue
        let up: @MainActor () -> Void = { value.wrappedValue = StepperValue.incremented(value.wrappedValue, by: step, in: bounds) }
        let down: @MainActor () -> Void = { value.wrappedValue = StepperValue.decremented(value.wrappedValue, by: step, in: bounds) }
        self.init(label: label,
                  onIncrement: current < bounds.upperBound ? up : nil,
                  onDecrement: current > bounds.lowerBound ? down : nil,
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper over `value` by `step`, without bounds — SwiftUI's
    /// `init(value:step:label:onEditingChanged:)`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(label: label,
                  onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        let increment = edited(self.increment), decrement = edited(self.decrement)
        HStack {
            label
            Spacer()
            StepperSegments(increment: increment, decrement: decrement)
        }
        .focusableControl(activate: nil) { key in
            switch key {
            case "Up": increment?(); return increment != nil
            case "Down": decrement?(); return decrement != nil
            default: return false
            }
        }
    }

    /// `action` between `onEditingChanged(true)` and `onEditingChanged(false)`.
    private func edited(_ action: (@MainActor () -> Void)?) -> (@MainActor () -> Void)? {
        guard let action else { return nil }
        let onEditingChanged = self.onEditingChanged
        return {
            onEditingChanged(true)
            action()
            onEditingChanged(false)
        }
    }
}

extension Stepper where Label == Text {
    /// `Stepper("Copies", value: $copies, in: 1...10)` — SwiftUI's `init(_:value:in:step:onEditingChanged:)`
    /// (https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)).
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
    /// Without bounds — SwiftUI's `init(_:value:step:onEditingChanged:)`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
    /// `Stepper("Index", onIncrement: { … }, onDecrement: { … })`.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// A bounded stepper's arithmetic: one step, stopped at the range's end.
enum StepperValue {
    static func incremented<V: Strideable>(_ value: V, by step: V.Stride, in bounds: ClosedRange<V>) -> V {
        min(max(value.advanced(by: step), bounds.lowerBound), bounds.upperBound)
    }
    static func decremented<V: Strideable>(_ value: V, by step: V.Stride, in bounds: ClosedRange<V>) -> V {
        max(min(value.advanced(by: -step), bounds.upperBound), bounds.lowerBound)
    }
}

/// UIKit's stepper control: − and + on a rounded light-grey rectangle (iOS 13's `UIStepper`).
/// A nil action draws its segment disabled.
struct StepperSegments: View {
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?

    /// `UIStepper`'s intrinsic size since iOS 13 (94 × 32 pt) and its corner radius.
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    /// iOS's `tertiarySystemFill`, (118, 118, 128) at 12 % (24 % dark): the control's background.
    static let fill = Color(DynamicColor.tertiarySystemFill)
    /// The divider between the segments: iOS's `separator`, 1 pt wide, 18 pt tall.
    static let dividerHeight: CGFloat = 18
    /// A disabled segment's glyph: iOS's `tertiaryLabel`, (60, 60, 67) at 30 % ((235, 235, 245) dark).
    static let disabledGlyph = Color(DynamicColor.tertiaryLabel)

    var body: some View {
        HStack(spacing: 0) {
            segment("minus", action: decrement)
            Divider().frame(width: 1, height: Self.dividerHeight)
            segment("plus", action: increment)
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(Self.fill))
    }

    @ViewBuilder private func segment(_ symbol: String, action: (@MainActor () -> Void)?) -> some View {
        if let action {
            Image(systemName: symbol).foregroundStyle(.primary)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(Rectangle())
                .onTapGesture(perform: action)
                .environment(\.showsButtonFeedback, true)
        } else {
            Image(systemName: symbol).foregroundStyle(Self.disabledGlyph)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

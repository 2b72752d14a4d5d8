import DisplayList

/// A control that turns a value on and off — SwiftUI's `Toggle`
/// (https://developer.apple.com/documentation/swiftui/toggle). Its style comes from
/// `toggleStyle(_:)`; the automatic style is iOS's switch, except in a navigation bar's toolbar,
/// where it is the button style ("SwiftUI uses this style as the default for toggles that appear
/// in a toolbar": https://developer.apple.com/documentation/swiftui/togglestyle/button).
///
/// - Switch: the label on the leading side, the 51 × 31 pt switch (green when on, or the
///   `tint`) on the trailing side, filling the width it is offered. Tapping anywhere on it
///   toggles the binding, the knob sliding over 0.35 s (SwiftUI animates its switch the same way).
/// - Button: the label drawn as a button's, in the tint colour; on, it sits on a rounded
///   rectangle of the tint at 15 % opacity ("the button indicates the on state by filling in the
///   background with its tint color"; iOS draws that fill light, as `.bordered` buttons' — the
///   same insets and corners as ``ButtonStyleKind``'s, so the control keeps its size either way).
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    @Environment(\.tint) private var tint
    @Environment(\.toggleStyleKind) private var requestedStyle
    @Environment(\.isInNavigationBar) private var inNavigationBar
    @Environment(\.userForegroundColor) private var userColor
    @Environment(\.showsButtonFeedback) private var feedbackAround

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    /// The style that applies here: `.automatic` is the button style in a toolbar, else the switch.
    var style: ToggleStyleKind {
        requestedStyle == .automatic ? (inNavigationBar ? .button : .switch) : requestedStyle
    }

    public var body: some View {
        styled
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.snappy) { isOn.toggle() } }
            .focusableControl { withAnimation(.snappy) { isOn.toggle() } }
            // A button-style toggle dims while pressed and brightens under the pointer, as a button.
            .environment(\.showsButtonFeedback, style == .button || feedbackAround)
            // One element read by its label, its state the value ("1" on, "0" off: a switch's
            // accessibility value, what a UI test reads; Accessibility.swift).
            .accessibilityElement(children: .combine, traits: .isToggle, value: isOn ? "1" : "0")
    }

    @ViewBuilder private var styled: some View {
        switch style {
        case .button:
            let color = tint ?? .accentColor
            label.environment(\.foregroundColor, userColor ?? color)
                .padding(ButtonStyleKind.borderedInsets)
                .background {
                    if isOn {
                        RoundedRectangle(cornerRadius: ButtonStyleKind.cornerRadius).fill(color.opacity(ButtonStyleKind.borderedFillOpacity))
                    }
                }
        case .switch, .automatic:
            HStack {
                label
                Spacer()
                ToggleSwitch(isOn: isOn, onColor: tint ?? .green)
            }
        }
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == LazyScrollViews.Label<Text, Image> {
    /// `Toggle("Favorite", systemImage: "heart", isOn: $isFavorite)` (iOS 17): the label a
    /// `Label` — in a toolbar only its icon shows.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { LazyScrollViews.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { LazyScrollViews.Label(title, systemImage: systemImage) }
    }
}

/// The switch of a ``Toggle``: iOS's 51 × 31 pt capsule, green (52, 199, 89) when on, light
/// gray when off, with a 27 pt white knob. In the dark appearance the green is the dark
/// system green and the off track `systemFill`'s dark value, (120, 120, 128) at 36 %.

struct ToggleSwitch: View, Equatable {
    let isOn: Bool
    var onColor = Color.green
    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? onColor : Self.offTrack)
            Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
        }
        .frame(width: 51, height: 31)
    }
    /// The track when off: 91 % white (what `secondarySystemFill` makes over white); the dark
    /// appearance's `systemFill`.
    static let offTrack = Color(DynamicColor(light: RGBAColor(red: 0.91, green: 0.91, blue: 0.91), dark: DynamicColor.systemFill.dark))
}

/// The built-in toggle styles — SwiftUI's `.automatic`, `.switch` and `.button`
/// (https://developer.apple.com/documentation/swiftui/togglestyle). Differs from SwiftUI: a
/// style of your own (`ToggleStyle`'s `makeBody(configuration:)`) is not supported, and there
/// is no `.checkbox` (a macOS style).
public enum ToggleStyleKind: Hashable, Sendable { case automatic, `switch`, button }

/// SwiftUI's `ToggleStyle`: the built-in styles as `.toggleStyle(.button)` names them.
public protocol ToggleStyle { var _kind: ToggleStyleKind { get } }
/// The context's default: the switch, or the button style in a toolbar.
public struct DefaultToggleStyle: ToggleStyle { public init() {}; public var _kind: ToggleStyleKind { .automatic } }
/// A leading label and a trailing switch.
public struct SwitchToggleStyle: ToggleStyle { public init() {}; public var _kind: ToggleStyleKind { .switch } }
/// A button with the label as its title, filled with the tint when on.
public struct ButtonToggleStyle: ToggleStyle { public init() {}; public var _kind: ToggleStyleKind { .button } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = ToggleStyleKind.automatic }

extension EnvironmentValues {
    var toggleStyleKind: ToggleStyleKind {
        get { self[ToggleStyleKey.self] } set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the toggles inside — SwiftUI's `toggleStyle(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/togglestyle(_:)).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> _EnvironmentWriter<Self, ToggleStyleKind> {
        environment(\.toggleStyleKind, style._kind)
    }
}

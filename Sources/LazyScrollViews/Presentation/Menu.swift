import Foundation

/// A control for presenting a menu of actions — SwiftUI's `Menu`
/// (https://developer.apple.com/documentation/swiftui/menu):
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate", action: duplicate)
///     Button("Delete…", role: .destructive, action: delete)
///     Divider()
///     Menu("Copy") { Button("Copy", action: copy) }
/// }
/// ```
///
/// The label is drawn as a `Button`'s (so `buttonStyle`, `tint`, a toolbar's look and keyboard
/// focus apply to it). A click opens the menu below the control (above it when there is no room
/// below), on the window's presentation layer, as iOS 17 draws it (`MenuCard`): `Button`s,
/// `Toggle`s (checked while on), `Picker`s (their options inline, the selected one checked),
/// `Divider`s and `Section`s (a band between groups) and nested `Menu`s (submenus, opened in
/// place of the menu under a header that goes back). Choosing a row runs its action and closes
/// the menu; a click outside it or Escape closes it; ↑ ↓ highlight a row, Return or Space choose
/// it, → and ← open and leave a submenu.
///
/// With `primaryAction` (https://developer.apple.com/documentation/swiftui/menu/init(_:content:primaryaction:)),
/// a click runs the primary action; a secondary click opens the menu, and so does a press held
/// still for 0.5 s, as iOS opens it on a long press (`PressTracker`).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    @State private var isOpen = false
    @Environment(\.isMenuContent) private var isMenuContent
    @Environment(\.menuStyleKind) private var style

    /// SwiftUI's `init(content:label:)`
    /// (https://developer.apple.com/documentation/swiftui/menu/init(content:label:)).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }
    /// SwiftUI's `init(content:label:primaryAction:)`
    /// (https://developer.apple.com/documentation/swiftui/menu/init(content:label:primaryaction:)).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping @MainActor () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        if isMenuContent {
            // Inside another menu's items: a submenu, read by the menu (MenuItems.swift).
            _SubmenuItem(label: label, content: content)
        } else {
            let open: @MainActor () -> Void = { isOpen = true }
            let content = self.content
            control(open)
                ._onSecondaryClick { _ in open() }
                ._menu(isPresented: $isOpen, anchor: .content) { content }
        }
    }

    /// The control: a button (borderless with `.borderlessButton`, whatever `buttonStyle` is above).
    @ViewBuilder private func control(_ open: @escaping @MainActor () -> Void) -> some View {
        if style == .borderlessButton {
            Button(action: primaryAction ?? open) { label }.buttonStyle(.borderless)
        } else {
            Button(action: primaryAction ?? open) { label }
        }
    }
}

extension Menu where Label == Text {
    /// SwiftUI's `init(_:content:)` with a literal title
    /// (https://developer.apple.com/documentation/swiftui/menu/init(_:content:)).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A menu titled by a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// SwiftUI's `init(_:content:primaryAction:)`
    /// (https://developer.apple.com/documentation/swiftui/menu/init(_:content:primaryaction:)).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == LazyScrollViews.Label<Text, Image> {
    /// SwiftUI's `init(_:systemImage:content:)`: the label a `Label` with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LazyScrollViews.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LazyScrollViews.Label(title, systemImage: systemImage) }
    }
    /// SwiftUI's `init(_:systemImage:content:primaryAction:)`
    /// (https://developer.apple.com/documentation/swiftui/menu/init(_:systemimage:content:primaryaction:)).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { LazyScrollViews.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}

private struct MenuContentKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether views here are a menu's items being read (a `Menu` is then a submenu).
    var isMenuContent: Bool {
        get { self[MenuContentKey.self] } set { self[MenuContentKey.self] = newValue }
    }
}

extension View {
    /// Presents the menu of `items` while `isPresented` is true, at `anchor`: the pop-up of a
    /// `Menu` or a `contextMenu`. Closing it (a choice, a click outside, Escape) writes `false`.
    func _menu<Items: View>(isPresented: Binding<Bool>, anchor: MenuAnchor,
                            @ViewBuilder items: @escaping @MainActor () -> Items) -> _PresentationView<Self> {
        let request = PresentationRequest(kind: .menu, identity: isPresented.wrappedValue ? AnyHashable(true) : nil,
                                          content: .menu(items: { AnyView(items()) }),
                                          clearBinding: { isPresented.wrappedValue = false }, onDismiss: nil, menuAnchor: anchor)
        return _PresentationView(content: self, request: request)
    }
}

// MARK: Menu styles

/// A menu's look — SwiftUI's `MenuStyle` (https://developer.apple.com/documentation/swiftui/menustyle).
/// The built-in styles are accepted; every one draws the menu's control as a `Button`, which
/// is what `.automatic` and `.button` are on iOS ("a button that toggles the display of the
/// menu's contents when pressed": https://developer.apple.com/documentation/swiftui/menustyle/button),
/// so `buttonStyle(_:)` styles it. Custom styles (`makeBody`) are not available.
public protocol MenuStyle {
    var _kind: MenuStyleKind { get }
}

/// Which built-in menu style applies.
public enum MenuStyleKind: Sendable {
    case automatic, button, borderlessButton
}

/// SwiftUI's `DefaultMenuStyle` (`.automatic`).
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public var _kind: MenuStyleKind { .automatic }
}
/// SwiftUI's `ButtonMenuStyle` (`.button`).
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public var _kind: MenuStyleKind { .button }
}
/// SwiftUI's `BorderlessButtonMenuStyle` (`.borderlessButton`, deprecated by Apple for `.button`
/// with `.buttonStyle(.borderless)`): the label in the tint, no border — the default here.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public var _kind: MenuStyleKind { .borderlessButton }
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

private struct MenuStyleKindKey: EnvironmentKey { static let defaultValue = MenuStyleKind.automatic }

extension EnvironmentValues {
    /// The menu style set above (`menuStyle(_:)`).
    var menuStyleKind: MenuStyleKind {
        get { self[MenuStyleKindKey.self] } set { self[MenuStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of menus inside — SwiftUI's `menuStyle(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/menustyle(_:)). `.automatic`,
    /// `.button` and `.borderlessButton` all draw a `Button` here (see ``MenuStyle``);
    /// `.borderlessButton` draws it borderless whatever `buttonStyle` is set above.
    public func menuStyle<S: MenuStyle>(_ style: S) -> _EnvironmentWriter<Self, MenuStyleKind> {
        environment(\.menuStyleKind, style._kind)
    }
}

import ScrollCore
import DisplayList
import Foundation

/// Flexible space that expands along the enclosing stack's axis — SwiftUI's `Spacer`. It sits
/// flush against its neighbours (no spacing) and shrinks to `minLength` (default: the 8 pt
/// platform spacing) before anything else gives way.
public struct Spacer: View, Equatable {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { fatalError("Spacer is primitive") }
}

extension Spacer: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = LeafNode(viewType: Self.self, name: "Spacer", parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! LeafNode
        let minLength = self.minLength
        node.sizing = { proposal, environment in SpacerSizing.size(for: proposal, minLength: minLength, axis: environment.stackAxis) }
        node.preferredSpacing = .zero
        node.invalidateLayout()
    }
}

/// A thin line that separates content — SwiftUI's `Divider`: 1 pt across the enclosing
/// stack (horizontal in a `VStack` or outside stacks, vertical in an `HStack`), in the
/// separator colour (iOS's `.separator`, (60, 60, 67) at 29 %; (84, 84, 88) at 60 % in the
/// dark appearance).
public struct Divider: View, Equatable {
    public init() {}
    public var body: Never { fatalError("Divider is primitive") }
    static let color = DynamicColor.separator
}

extension Divider: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = LeafNode(viewType: Self.self, name: "Divider", parent: parent, environment: environment, graph: graph)
        node.sizing = { proposal, environment in DividerSizing.size(for: proposal, axis: environment.stackAxis) }
        node.draw = { node, context in context.fill(node.frame, context.appearance(Divider.color)) }
        return node
    }
    func update(_ node: ViewNode) {}
}

/// A view drawn by closures: the small leaves (spacer, divider, spinner).
final class LeafNode: ViewNode {
    let name: String
    var sizing: (ProposedViewSize, EnvironmentValues) -> CGSize = { _, _ in .zero }
    var draw: ((LeafNode, inout RenderContext) -> Void)?
    var preferredSpacing = ViewSpacing()

    init(viewType: Any.Type, name: String, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.name = name
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }
    override var debugName: String? { name }
    override var spacing: ViewSpacing { preferredSpacing }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal, environment) }
    override func render(into context: inout RenderContext) { draw?(self, &context) }
}


/// A control that runs an action when tapped — SwiftUI's `Button`
/// (https://developer.apple.com/documentation/swiftui/button). In the automatic style (iOS's
/// borderless) its label is drawn in the tint colour (`.tint(_:)`, else the accent blue); under
/// the pointer it brightens a little (macOS and iPadOS pointer hover), and while pressed it dims
/// (iOS's highlighted button), as `RenderContext.hoverBrightness` and
/// `RenderContext.pressedOpacity` say. `role: .destructive` draws it in red (iOS's
/// `systemRed`); `.cancel` changes nothing outside alerts and menus, as on iOS. Disabled
/// (`.disabled(true)` on it or above it) it takes no clicks or focus and draws its label in iOS's
/// `tertiaryLabel` grey ((60, 60, 67) at 30 %, 77/255), the bordered styles' fill in
/// `tertiarySystemFill` ((118, 118, 128) at 12 %, 31/255), as UIKit's system buttons look when disabled
/// (https://developer.apple.com/documentation/swiftui/view/disabled(_:)).
/// For `.buttonStyle(_:)` see ``ButtonStyleKind``.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?
    @Environment(\.buttonStyleKind) private var style
    @Environment(\.tint) private var tint
    @Environment(\.userForegroundColor) private var userColor
    @Environment(\.isEnabled) private var isEnabled

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        role = nil
    }
    /// A button with a role — SwiftUI's `init(role:action:label:)`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// The colour the style draws with: red for a destructive button, else the tint; grey
    /// when disabled.
    private var color: Color {
        guard isEnabled else { return Self.disabledLabel }
        return role == .destructive ? .red : tint ?? .accentColor
    }
    /// iOS's `tertiaryLabel`: a disabled button's label.
    static var disabledLabel: Color { Color(DynamicColor.tertiaryLabel) }
    /// iOS's `tertiarySystemFill`: a disabled bordered button's fill.
    static var disabledFill: Color { Color(DynamicColor.tertiarySystemFill) }
    /// The label's colour: a user's foreground style set on the button or above it wins over
    /// the style's colour (SwiftUI: `.foregroundStyle(.red)` on a button reddens its label,
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)); a colour a
    /// container of the framework set (a section header's grey) does not.
    private func labelColor(_ styleColor: Color) -> Color { isEnabled ? userColor ?? styleColor : Self.disabledLabel }

    public var body: some View {
        styled
            .contentShape(Rectangle())
            .onTapGesture(perform: action)
            .focusableControl(activate: action)
            .environment(\.showsButtonFeedback, true)
            // One element, read by its label's text: "Save, button" (Accessibility.swift).
            .accessibilityElement(children: .combine, traits: .isButton)
    }

    @ViewBuilder private var styled: some View {
        switch style {
        case .automatic, .borderless:
            label.environment(\.foregroundColor, labelColor(color))
        case .plain:
            // No colour of its own: the label keeps the foreground style around it.
            label
        case .bordered:
            label.environment(\.foregroundColor, labelColor(color))
                .padding(ButtonStyleKind.borderedInsets)
                .background(RoundedRectangle(cornerRadius: ButtonStyleKind.cornerRadius)
                    .fill(isEnabled ? color.opacity(ButtonStyleKind.borderedFillOpacity) : Self.disabledFill))
        case .borderedProminent:
            label.environment(\.foregroundColor, labelColor(.white))
                .padding(ButtonStyleKind.borderedInsets)
                .background(RoundedRectangle(cornerRadius: ButtonStyleKind.cornerRadius).fill(isEnabled ? color : Self.disabledFill))
        }
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
    /// A button with a literal title (`Button("Delete", role: .destructive) { … }`).
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == LazyScrollViews.Label<Text, Image> {
    /// `Button("Add", systemImage: "plus") { … }` — a label with an icon.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { LazyScrollViews.Label(titleKey, systemImage: systemImage) }
    }
}

/// A button's purpose — SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Deletes user data: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels: drawn as any button outside alerts and menus, as on iOS.
    public static let cancel = ButtonRole(name: "cancel")
}

/// The built-in button styles — SwiftUI's `.automatic`, `.plain`, `.borderless`, `.bordered` and
/// `.borderedProminent` (https://developer.apple.com/documentation/swiftui/primitivebuttonstyle).
/// `.bordered` puts the tinted label on a rounded rectangle of the tint at 15 % opacity,
/// `.borderedProminent` a white label on the tint itself; both inset the label 7 pt top and
/// bottom and 12 pt at the sides, with 6 pt corners (iOS 17's regular control size, measured
/// from the simulator: Apple does not publish these numbers). Differs from SwiftUI: a style of
/// your own (`ButtonStyle`'s `makeBody`) is not supported.
public enum ButtonStyleKind: Hashable, Sendable {
    case automatic, plain, borderless, bordered, borderedProminent
    static let borderedInsets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    static let cornerRadius: CGFloat = 6
    static let borderedFillOpacity = 0.15
}

/// SwiftUI's `PrimitiveButtonStyle`: the built-in styles as `.buttonStyle(.bordered)` names them.
public protocol PrimitiveButtonStyle { var _kind: ButtonStyleKind { get } }
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: ButtonStyleKind { .automatic } }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: ButtonStyleKind { .plain } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: ButtonStyleKind { .borderless } }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: ButtonStyleKind { .bordered } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: ButtonStyleKind { .borderedProminent } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = ButtonStyleKind.automatic }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    var buttonStyleKind: ButtonStyleKind {
        get { self[ButtonStyleKey.self] } set { self[ButtonStyleKey.self] = newValue }
    }
    /// The tint of controls inside (`.tint(_:)`); nil: the accent colour.
    public var tint: Color? {
        get { self[TintKey.self] } set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// The style of the buttons inside — SwiftUI's `buttonStyle(_:)`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> _EnvironmentWriter<Self, ButtonStyleKind> {
        environment(\.buttonStyleKind, style._kind)
    }
    /// The tint of controls inside — SwiftUI's `tint(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq): buttons draw their
    /// label (or, bordered, their background) in it, and a `Toggle` its switch when on.
    public func tint(_ tint: Color?) -> _EnvironmentWriter<Self, Color?> { environment(\.tint, tint) }
}

/// Bridges to ScrollCore's point type from a module that names its own geometry.
enum ScrollCoreBridge {
    static func point(_ x: CGFloat, _ y: CGFloat) -> ScrollCorePoint { ScrollCorePoint(x: Double(x), y: Double(y)) }
}

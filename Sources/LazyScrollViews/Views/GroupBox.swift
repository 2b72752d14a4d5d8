import DisplayList
import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content — SwiftUI's `GroupBox` (https://developer.apple.com/documentation/swiftui/groupbox):
///
/// ```swift
/// GroupBox("Plan") {
///     Text("Family, 5 members")
///     Text("Renews on 1 June")
/// }
/// GroupBox {
///     Toggle("Back up photos", isOn: $backsUp)
/// } label: {
///     Label("iCloud", systemImage: "icloud")
/// }
/// ```
///
/// In the default style (`.automatic`, iOS's look) the label sits above the content in the
/// headline font, 8 pt above it; the content's views are stacked vertically, leading-aligned,
/// with a stack's standard spacing; both are inset by 16 pt in a rounded rectangle (corner
/// radius 8) filled with iOS's `secondarySystemBackground` — light grey, (28, 28, 30) in the
/// dark appearance. A group box inside another alternates the fill: the inner one is
/// `tertiarySystemBackground` (white; (44, 44, 46) dark), one inside that the secondary colour
/// again. Apple publishes none of these figures; they follow iOS 17's look.
///
/// Like SwiftUI's, a group box is as wide as its content plus the insets, not the width it is
/// offered: give the content `.frame(maxWidth: .infinity, alignment: .leading)` for a box the
/// width of the screen.
///
/// Styles of your own work as in SwiftUI: a type conforming to ``GroupBoxStyle`` arranges the
/// configuration's `label` and `content` in `makeBody(configuration:)`, set with
/// `groupBoxStyle(_:)`; `GroupBox(configuration)` inside it draws the style that applied
/// outside yours (the default one when none did).
///
/// Differs from iOS: inside a `List` or `Form` row the fill is the same as elsewhere (iOS picks
/// the grouped background colours there).
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyles) private var styles

    /// A group box with the content and the label given — SwiftUI's `init(content:label:)`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A group box with a label view and the content — SwiftUI's older `init(label:content:)`,
    /// which Apple deprecates in favour of `init(content:label:)`.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        if let style = styles.last {
            // The style's view sees the styles from outside it (its `GroupBox(configuration)`
            // draws the next one out); the label and content see those applying here.
            let configuration = GroupBoxStyleConfiguration(
                label: .init(AnyView(label.environment(\.groupBoxStyles, styles))),
                content: .init(AnyView(content.environment(\.groupBoxStyles, styles))))
            style.makeBody(configuration).environment(\.groupBoxStyles, Array(styles.dropLast()))
        } else {
            DefaultGroupBoxBody(label: label, content: content)
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label — SwiftUI's `init(content:)`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A group box titled with a literal — SwiftUI's `init(_:content:)` with a
    /// `LocalizedStringKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A group box titled with a string value — SwiftUI's `init(_:content:)` with a
    /// `StringProtocol` title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box drawn from a style's configuration — SwiftUI's `init(_:)` taking a
    /// `GroupBoxStyleConfiguration`: inside your style's `makeBody(configuration:)`, the group
    /// box as the style outside yours draws it (the default one when none applies).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// How group boxes look — SwiftUI's `GroupBoxStyle`
/// (https://developer.apple.com/documentation/swiftui/groupboxstyle). Write one as in SwiftUI:
///
/// ```swift
/// struct CardGroupBoxStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading, spacing: 8) {
///             configuration.label.font(.headline)
///             configuration.content
///         }
///         .padding()
///         .background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// ```
///
/// and apply it with `groupBoxStyle(_:)` to the group boxes inside a view.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view a group box of this style is.
    associatedtype Body: View
    /// The properties of a group box: its label and its content.
    typealias Configuration = GroupBoxStyleConfiguration
    /// The group box with `configuration`'s label and content, as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a group box a ``GroupBoxStyle`` draws — SwiftUI's
/// `GroupBoxStyleConfiguration`
/// (https://developer.apple.com/documentation/swiftui/groupboxstyleconfiguration).
public struct GroupBoxStyleConfiguration {
    /// The group box's label, type-erased — SwiftUI's `GroupBoxStyleConfiguration.Label`.
    public struct Label: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }
    /// The group box's content, type-erased — SwiftUI's `GroupBoxStyleConfiguration.Content`.
    /// Its views stay separate subviews: in a `VStack` they stack as the content's views would.
    public struct Content: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }
    /// The label (an `EmptyView`'s for a group box without one).
    public let label: Label
    /// The content.
    public let content: Content
}

/// The default group box style — SwiftUI's `DefaultGroupBoxStyle`, `.automatic`: iOS's look
/// (see ``GroupBox``).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultGroupBoxBody(label: configuration.label, content: configuration.content)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default group box style — SwiftUI's `automatic`
    /// (https://developer.apple.com/documentation/swiftui/groupboxstyle/automatic).
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

extension View {
    /// Sets the style of the group boxes inside this view — SwiftUI's `groupBoxStyle(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/groupboxstyle(_:)). A style set
    /// closer to a group box wins; inside it, `GroupBox(configuration)` draws the one set further
    /// out.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.appendedGroupBoxStyle, AnyGroupBoxStyle(style))
    }
}

/// iOS's group box (see ``GroupBox`` for the figures).
struct DefaultGroupBoxBody<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// How many default-style group boxes this one is inside: an odd count takes the tertiary fill.
    @Environment(\.groupBoxNestingLevel) private var level

    /// The inset from the box's edges to the label and content.
    static var padding: CGFloat { 16 }
    /// The box's corner radius.
    static var cornerRadius: CGFloat { 8 }
    /// The space between the label and the content.
    static var labelSpacing: CGFloat { 8 }
    /// The fill of a box `level` group boxes deep: `secondarySystemBackground` at even levels,
    /// `tertiarySystemBackground` at odd ones.
    static func fill(level: Int) -> DynamicColor {
        level % 2 == 0 ? .secondarySystemBackground : .tertiarySystemBackground
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Self.labelSpacing) {
            label.font(.headline)
            VStack(alignment: .leading) { content }
        }
        .environment(\.groupBoxNestingLevel, level + 1)
        .padding(Self.padding)
        .background(Color(Self.fill(level: level)), in: RoundedRectangle(cornerRadius: Self.cornerRadius))
    }
}

/// A group box style of any type, compared as the environment compares its values: by type,
/// then by value for an `Equatable` style, equal for a style with no stored properties, else
/// different (a new value of such a style updates the group boxes inside).
struct AnyGroupBoxStyle: Equatable {
    let style: any GroupBoxStyle
    init<S: GroupBoxStyle>(_ style: S) { self.style = style }

    /// The style's view for `configuration`.
    @MainActor func makeBody(_ configuration: GroupBoxStyleConfiguration) -> AnyView {
        func open<S: GroupBoxStyle>(_ style: S) -> AnyView { AnyView(style.makeBody(configuration: configuration)) }
        return open(style)
    }

    static func == (a: AnyGroupBoxStyle, b: AnyGroupBoxStyle) -> Bool {
        guard type(of: a.style) == type(of: b.style) else { return false }
        func size<S: GroupBoxStyle>(_ value: S) -> Int { MemoryLayout<S>.size }
        if size(a.style) == 0 { return true }
        return valuesEqual(a.style, b.style)
    }
}

private struct GroupBoxStylesKey: EnvironmentKey { static var defaultValue: [AnyGroupBoxStyle] { [] } }
private struct GroupBoxNestingLevelKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    /// The group box styles set above, outermost first; a group box draws with the last.
    var groupBoxStyles: [AnyGroupBoxStyle] {
        get { self[GroupBoxStylesKey.self] } set { self[GroupBoxStylesKey.self] = newValue }
    }
    /// What `groupBoxStyle(_:)` writes: the style joins the list, innermost.
    var appendedGroupBoxStyle: AnyGroupBoxStyle? {
        get { groupBoxStyles.last }
        set { if let newValue { groupBoxStyles.append(newValue) } }
    }
    /// How many default-style group boxes the views here are inside (``DefaultGroupBoxBody``).
    var groupBoxNestingLevel: Int {
        get { self[GroupBoxNestingLevelKey.self] } set { self[GroupBoxNestingLevelKey.self] = newValue }
    }
}

import DisplayList
import Foundation

/// A control for choosing one of several values — SwiftUI's `Picker`
/// (https://developer.apple.com/documentation/swiftui/picker). Each option is a view of the
/// content with a `tag(_:)` naming its value; inside a `ForEach` an option without a tag
/// is tagged with its element's id, as in SwiftUI. The option whose tag equals `selection` is
/// the selected one. Styles (``View/pickerStyle(_:)``):
///
/// - `.menu` (https://developer.apple.com/documentation/swiftui/menupickerstyle: "presents
///   the options as a menu when the user presses a button"), and `.automatic`, which is the
///   menu on iOS 16 and later in a `Form` or `List` and outside one
///   (https://developer.apple.com/documentation/swiftui/defaultpickerstyle): in a `Form` or
///   `List` row the label on the leading side, the selected option and up/down chevrons in grey
///   on the trailing side; elsewhere, as iOS draws it, only the selected option and the
///   chevrons, in the tint (a borderless button; the label is not drawn). A
///   click opens a `Menu` of the options below the control (MenuCard.swift), the selected one
///   checked; choosing one writes its tag and closes the menu. From the keyboard: `Tab` to the
///   picker, `Space` or `Return` opens the menu, ↑ ↓ and `Return` choose in it as in any menu,
///   `Esc` closes it; while the picker is focused and its menu closed, ↓ and ↑ select the next
///   and previous option (a desktop pop-up button's keys).
/// - `.segmented`: UIKit's segmented control — the options side by side in equal segments on a
///   light-grey rounded rectangle 32 pt tall, the selected one on a white rounded "thumb"; a
///   click selects a segment; while focused, ← and → move the selection. The label is not drawn
///   (as on iOS).
/// - `.inline`: the options as rows, a checkmark in the tint after the selected one; a click
///   selects a row. The label is not drawn.
/// - `.navigationLink` (https://developer.apple.com/documentation/swiftui/navigationlinkpickerstyle:
///   "a picker style represented by a navigation link that presents the options by pushing a
///   List-style picker view"): a row with the label, the selected option in grey and the
///   disclosure chevron; a tap pushes a screen titled by the label (when it is a `Text`) that
///   lists the options in an inset grouped list, the selected one checked; choosing one writes
///   its tag and pops back, as iOS does. It needs an enclosing `NavigationStack`.
///
/// Differs from SwiftUI: a tag must be the option's outermost modifier (`Text("A").tag(1)`, not
/// `Text("A").tag(1).bold()`), and `.wheel` and `.palette` are not available.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyleKind) private var style
    @Environment(\.tint) private var tint
    /// Set in a `List` or `Form` (their rows show the label).
    @Environment(\.listStyle) private var listStyle
    /// `.menu`: whether its menu of options is open.
    @State private var isMenuOpen = false

    /// SwiftUI's `init(selection:content:label:)`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
    /// SwiftUI's `init(selection:label:content:)` (the label a view value).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    /// The options the content declares, in order.
    var options: [PickerOption] {
        var options: [PickerOption] = []
        collectDeclaredItems(content, implicitTag: nil, by: PickerOptionCollector.self, into: &options)
        return options
    }

    public var body: some View {
        let options = self.options
        let current = AnyHashable(selection.wrappedValue)
        let selected = options.firstIndex { $0.matches(current) }
        let selection = self.selection
        let select: @MainActor (Int) -> Void = { index in
            guard options.indices.contains(index), let value = options[index].value(as: SelectionValue.self) else { return }
            selection.wrappedValue = value
        }
        let move: @MainActor (Int) -> Bool = { by in
            let next = (selected ?? -1) + by
            guard options.indices.contains(next) else { return false }
            select(next)
            return true
        }
        switch style {
        case .navigationLink:
            NavigationLink {
                NavigationLinkPickerPage(options: options, selected: selected, title: label as? Text,
                                         tint: tint ?? .accentColor, select: select)
            } label: {
                HStack {
                    label
                    Spacer()
                    if let selected { options[selected].view.foregroundStyle(.secondary) }
                }
            }
        case .segmented:
            SegmentedPickerControl(options: options, selected: selected, select: select)
                .focusableControl(activate: nil) { key in
                    switch key {
                    case "Right": return move(1)
                    case "Left": return move(-1)
                    default: return false
                    }
                }
        case .inline:
            InlinePickerRows(options: options, selected: selected, tint: tint ?? .accentColor, select: select)
                .focusableControl(activate: nil) { key in
                    switch key {
                    case "Down": return move(1)
                    case "Up": return move(-1)
                    default: return false
                    }
                }
        case .automatic, .menu:
            HStack {
                if listStyle != nil {
                    // A `Form` or `List` row: the label, then the value in grey.
                    label
                    Spacer()
                    HStack(spacing: 6) {
                        if let selected { options[selected].view }
                        Image(systemName: "chevron.up.chevron.down").font(.footnote)
                    }
                    .foregroundStyle(.secondary)
                } else {
                    // Elsewhere iOS draws a borderless button: the value and chevrons in the tint.
                    HStack(spacing: 6) {
                        if let selected { options[selected].view }
                        Image(systemName: "chevron.up.chevron.down").font(.footnote)
                    }
                    .foregroundStyle(tint ?? .accentColor)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture { if !options.isEmpty { isMenuOpen = true } }
            .focusableControl(activate: { if !options.isEmpty { isMenuOpen = true } }) { key in
                switch key {
                case "Down": return move(1)
                case "Up": return move(-1)
                default: return false
                }
            }
            ._menu(isPresented: $isMenuOpen, anchor: .content) { [label, content] in
                // Read by the menu as its options inline, the selected one checked (MenuItems.swift).
                Picker(selection: selection, label: label) { content }.pickerStyle(.inline)
            }
        }
    }
}

extension Picker where Label == Text {
    /// `Picker("Flavor", selection: $flavor) { … }` — SwiftUI's `init(_:selection:content:)`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// UIKit's segmented control (iOS 13 and later): equal segments on a light-grey rounded
/// rectangle, the selected one on a white rounded thumb with a soft shadow. Sizes follow
/// `UISegmentedControl` (32 pt tall, 13 pt labels; Apple publishes no numbers).
struct SegmentedPickerControl: View {
    let options: [PickerOption]
    let selected: Int?
    let select: @MainActor (Int) -> Void

    static let height: CGFloat = 32
    static let cornerRadius: CGFloat = 9
    static let thumbInset: CGFloat = 2
    /// iOS's `tertiarySystemFill`, (118, 118, 128) at 12 % (24 % dark): the track.
    static let fill = Color(DynamicColor.tertiarySystemFill)
    /// The selected segment's thumb: white; in the dark appearance `systemGray2`'s dark value,
    /// (99, 99, 102) (Apple publishes no value for `UISegmentedControl`'s; ours by eye).
    static let thumb = Color(DynamicColor(light: .white, dark: DynamicColor.systemGray2.dark))

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<options.count) { index in
                segment(index)
            }
        }
        // Its segments are made at once, also where the picker is a `List` row.
        .environment(\.isLazyListContent, false)
        .frame(height: Self.height)
        .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(Self.fill))
    }

    private func segment(_ index: Int) -> some View {
        let isSelected = index == selected
        return ZStack {
            if isSelected {
                RoundedRectangle(cornerRadius: Self.cornerRadius - Self.thumbInset).fill(Self.thumb)
                    .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, y: 2)
                    .padding(Self.thumbInset)
            }
            options[index].view.font(.system(size: 13, weight: isSelected ? .semibold : .medium))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .onTapGesture { select(index) }
    }
}

/// `.inline`: one row per option, a checkmark after the selected one.
struct InlinePickerRows: View {
    let options: [PickerOption]
    let selected: Int?
    let tint: Color
    let select: @MainActor (Int) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<options.count) { index in
                HStack {
                    options[index].view
                    Spacer()
                    if index == selected { Image(systemName: "checkmark").foregroundStyle(tint) }
                }
                .frame(minHeight: 44)
                .contentShape(Rectangle())
                .onTapGesture { select(index) }
            }
        }
        // Its rows are made at once, also where the picker is a `List` row.
        .environment(\.isLazyListContent, false)
    }
}

/// `.navigationLink`'s pushed screen: the options in an inset grouped list, the selected one
/// checked in the tint; choosing one selects it and pops back.
struct NavigationLinkPickerPage: View {
    let options: [PickerOption]
    let selected: Int?
    let title: Text?
    let tint: Color
    let select: @MainActor (Int) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            Section {
                ForEach(0..<options.count) { index in
                    HStack {
                        options[index].view.foregroundStyle(.primary)
                        Spacer()
                        if index == selected { Image(systemName: "checkmark").foregroundStyle(tint) }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture {
                        select(index)
                        dismiss()
                    }
                }
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle(title ?? Text(""))
        .navigationBarTitleDisplayMode(.inline)
    }
}

// MARK: Tags

/// A view with a tag — what `tag(_:)` returns. Drawn as its content.
public struct _TagView<Content: View>: View {
    let content: Content
    let tag: AnyHashable
    /// The tag as `Optional<V>` too (`includeOptional`), or nil.
    let optionalTag: AnyHashable?
    public var body: Content { content }
}

extension View {
    /// Names the value this view stands for in a ``Picker`` — SwiftUI's `tag(_:includeOptional:)`
    /// (https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)): the tag
    /// is written "for the type V, as well as Optional<V> if includeOptional is enabled" (the
    /// default), so `Text("Vanilla").tag(Flavor.vanilla)` is also the option of a `Flavor?`
    /// selection holding `.vanilla`, and selecting it writes `Optional(.vanilla)`. With
    /// `includeOptional: false` it stands only for a `V` selection.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> _TagView<Self> {
        _TagView(content: self, tag: AnyHashable(tag), optionalTag: includeOptional ? AnyHashable(Optional(tag)) : nil)
    }
}

/// One option of a ``Picker``: its tag (nil: none, it cannot be selected) and how it is drawn.
struct PickerOption {
    let tag: AnyHashable?
    /// The tag as an `Optional` of its type (`tag(_:includeOptional:)`), or nil.
    var optionalTag: AnyHashable? = nil
    let view: AnyView

    /// Whether the option stands for `selection` (as its tag's type or, with `includeOptional`,
    /// as an `Optional` of it: `AnyHashable(Optional(x))` is not `AnyHashable(x)`).
    func matches(_ selection: AnyHashable) -> Bool {
        tag == selection || (optionalTag != nil && optionalTag == selection)
    }

    /// The option's value as a `Value` — the tag of exactly that type (a dynamic cast would
    /// also wrap a `V` into a `V?` that `includeOptional: false` does not write).
    func value<Value>(as _: Value.Type) -> Value? {
        for form in [tag, optionalTag] {
            if let form, type(of: form.base) == Value.self { return form.base as? Value }
        }
        return nil
    }
}

/// Views that name an option (`tag(_:)`); the structural views around them are walked by
/// `collectDeclaredItems(_:implicitTag:by:into:)` (DeclaredItems.swift).
@MainActor
protocol PickerOptionSource {
    func collectPickerOptions(implicitTag: AnyHashable?, into options: inout [PickerOption])
}

/// A picker's leaf views: each is an option, tagged by its `tag(_:)` or else by the implicit
/// tag (its `ForEach` element's id).
enum PickerOptionCollector: DeclaredItemCollector {
    static func collectLeaf<V: View>(_ view: V, implicitTag: AnyHashable?, into options: inout [PickerOption]) {
        if let source = view as? any PickerOptionSource {
            source.collectPickerOptions(implicitTag: implicitTag, into: &options)
        } else {
            options.append(PickerOption(tag: implicitTag, view: AnyView(view)))
        }
    }
}

extension _TagView: PickerOptionSource {
    func collectPickerOptions(implicitTag: AnyHashable?, into options: inout [PickerOption]) {
        options.append(PickerOption(tag: tag, optionalTag: optionalTag, view: AnyView(content)))
    }
}

// MARK: Styles

/// The built-in picker styles — SwiftUI's `.automatic`, `.menu`, `.segmented`, `.inline` and `.navigationLink`
/// (https://developer.apple.com/documentation/swiftui/pickerstyle).
public enum PickerStyleKind: Hashable, Sendable { case automatic, menu, segmented, inline, navigationLink }

/// SwiftUI's `PickerStyle`: the built-in styles as `.pickerStyle(.segmented)` names them.
public protocol PickerStyle { var _kind: PickerStyleKind { get } }
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .automatic } }
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .menu } }
/// UIKit's segmented control (https://developer.apple.com/documentation/swiftui/segmentedpickerstyle).
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .segmented } }
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .inline } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
/// SwiftUI's `NavigationLinkPickerStyle`: the options on a pushed screen (see ``Picker``).
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .navigationLink } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.automatic }

extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] } set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the pickers inside — SwiftUI's `pickerStyle(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:)).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> _EnvironmentWriter<Self, PickerStyleKind> {
        environment(\.pickerStyleKind, style._kind)
    }
}

import Foundation

// What a menu shows, read from the views its content closure returns — the controls Apple
// names for menus: "Compose the menu by returning controls like Button, Toggle, and Picker from
// the menuItems closure. You can also use Menu to define submenus or Section to group items"
// (https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:)).
// The content is made (never laid out or drawn) under `isMenuContent`, where a `Menu` is a
// submenu marker holding its own items (``_SubmenuItem``), and read node by node here.

/// One row of a menu, as read from its content.
struct MenuItem {
    enum Kind {
        /// A `Button`, a `Toggle` or a `Picker`'s option: runs `action`, then the menu closes.
        case action(role: ButtonRole?, isChecked: Bool, action: @MainActor () -> Void)
        /// A nested `Menu`: opens its items in place of the menu's (iOS's submenu).
        case submenu([MenuItem])
        /// A `Divider`, or the gap around a `Section` or an inline `Picker`: a band between groups.
        case separator
        /// A `Section`'s header: small grey text above its group.
        case header
    }
    var kind: Kind
    /// The title (a `Label`'s title or the button's whole label); nil for a separator.
    var title: AnyView?
    /// A `Label`'s icon, drawn on the row's trailing side as iOS draws menu icons.
    var icon: AnyView?
    /// `disabled(true)` on the control or above it: drawn grey, not chosen.
    var isEnabled = true

    /// Whether the row can be highlighted and chosen (an action or a submenu that is enabled).
    var isSelectable: Bool {
        switch kind {
        case .action, .submenu: return isEnabled
        case .separator, .header: return false
        }
    }
    var isChecked: Bool {
        if case .action(_, let checked, _) = kind { return checked }
        return false
    }
    var role: ButtonRole? {
        if case .action(let role, _, _) = kind { return role }
        return nil
    }
}

/// A title split as a menu draws it: a `Label`'s title and icon, or the whole view as the title.
@MainActor protocol MenuLabelParts {
    var menuTitle: AnyView { get }
    var menuIcon: AnyView { get }
}
extension Label: MenuLabelParts {
    var menuTitle: AnyView { AnyView(title) }
    var menuIcon: AnyView { AnyView(icon) }
}

/// Splits `label` into the title and icon a menu row draws.
@MainActor func menuRowParts<L: View>(_ label: L) -> (title: AnyView, icon: AnyView?) {
    if let parts = label as? MenuLabelParts { return (parts.menuTitle, parts.menuIcon) }
    return (AnyView(label), nil)
}

/// A control a menu reads as rows: a `Button`, a `Toggle`, a `Picker`, or a submenu.
@MainActor protocol MenuItemReadable {
    func menuItems(enabled: Bool) -> [MenuItem]
}

extension Button: MenuItemReadable {
    func menuItems(enabled: Bool) -> [MenuItem] {
        let (title, icon) = menuRowParts(label)
        return [MenuItem(kind: .action(role: role, isChecked: false, action: action), title: title, icon: icon, isEnabled: enabled)]
    }
}

extension Toggle: MenuItemReadable {
    /// A toggle in a menu is a row with a checkmark while it is on; choosing it flips it.
    func menuItems(enabled: Bool) -> [MenuItem] {
        let (title, icon) = menuRowParts(label)
        let binding = $isOn
        return [MenuItem(kind: .action(role: nil, isChecked: binding.wrappedValue, action: { binding.wrappedValue.toggle() }),
                         title: title, icon: icon, isEnabled: enabled)]
    }
}

extension Picker: MenuItemReadable {
    /// A picker in a menu shows its options inline, as a group between separators, the
    /// selected one checked; choosing one writes its tag to the selection.
    func menuItems(enabled: Bool) -> [MenuItem] {
        let options = self.options
        let current = AnyHashable(selection.wrappedValue)
        let selection = self.selection
        var items: [MenuItem] = [MenuItem(kind: .separator)]
        for option in options {
            let value = option.value(as: SelectionValue.self)
            items.append(MenuItem(kind: .action(role: nil, isChecked: option.matches(current), action: {
                if let value { selection.wrappedValue = value }
            }), title: option.view, icon: nil, isEnabled: enabled))
        }
        items.append(MenuItem(kind: .separator))
        return items
    }
}

/// What a `Menu` is inside another menu's content: its label and its items, made as children.
struct _SubmenuItem<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    var body: some View { content }
}

/// Marks a node as a submenu for the reader (its label is read from the value).
@MainActor protocol SubmenuMarking {
    var submenuLabel: AnyView { get }
}
extension _SubmenuItem: SubmenuMarking {
    var submenuLabel: AnyView { AnyView(label) }
}

enum MenuReader {
    /// The rows of the menu whose content is `node`'s subtree, in order. Separators at either
    /// end and doubled ones are dropped, as UIKit draws one band between groups.
    @MainActor static func items(in node: ViewNode) -> [MenuItem] {
        var items: [MenuItem] = []
        visit(node, into: &items)
        return tidy(items)
    }

    /// A context menu's preview among the items (``_MenuPreview``), if any.
    @MainActor static func preview(in node: ViewNode) -> AnyView? {
        if let preview = (node as? ViewValueHolding)?.heldViewValue as? _MenuPreview { return preview.preview }
        var found: AnyView?
        node.forEachChild { child in if found == nil { found = preview(in: child) } }
        return found
    }

    @MainActor private static func visit(_ node: ViewNode, into items: inout [MenuItem]) {
        let value = (node as? ViewValueHolding)?.heldViewValue
        if let readable = value as? MenuItemReadable {
            items += readable.menuItems(enabled: node.environment.isEnabled)
            return
        }
        if let submenu = value as? SubmenuMarking {
            var inner: [MenuItem] = []
            node.forEachChild { visit($0, into: &inner) }
            let (title, icon) = menuRowParts(submenu.submenuLabel)
            items.append(MenuItem(kind: .submenu(tidy(inner)), title: title, icon: icon, isEnabled: node.environment.isEnabled))
            return
        }
        if value is _MenuPreview { return }
        if node.viewType == ObjectIdentifier(Divider.self) {
            items.append(MenuItem(kind: .separator))
            return
        }
        if let section = node as? SectionNode {
            items.append(MenuItem(kind: .separator))
            if let header = section.header, !DialogButton.texts(in: header).isEmpty {
                items.append(MenuItem(kind: .header, title: AnyView(Text(DialogButton.texts(in: header).joined(separator: " ")))))
            }
            if let content = section.content { visit(content, into: &items) }
            items.append(MenuItem(kind: .separator))
            return
        }
        node.forEachChild { visit($0, into: &items) }
    }

    /// Drops leading, trailing and repeated separators.
    static func tidy(_ items: [MenuItem]) -> [MenuItem] {
        var result: [MenuItem] = []
        for item in items {
            if case .separator = item.kind {
                if result.isEmpty { continue }
                if case .separator = result.last!.kind { continue }
            }
            result.append(item)
        }
        if let last = result.last, case .separator = last.kind { result.removeLast() }
        return result
    }
}

import DisplayList
import Foundation

// `contextMenu`: a menu of actions for a view, opened by a secondary click on it — macOS's way
// ("On macOS, the menu appears in response to a secondary click": the right mouse button; a
// Control-click is not read) — or by a press held still on it for 0.5 s, iOS's touch and hold
// (PressTracker: moving 10 pt or scrolling first cancels it), at the pointer, on the
// presentations' layer (Menu.swift, PresentationNode+Menu.swift). The view is highlighted while
// its menu is open, as a list row is.
//
// https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:)
// https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:preview:)
// https://developer.apple.com/documentation/swiftui/contextmenu

/// A view with a context menu: its content, the menu's items and an optional preview.
public struct _ContextMenuView<Content: View>: View {
    let content: Content
    let items: (@MainActor () -> AnyView)?
    let preview: (@MainActor () -> AnyView)?
    @State private var isOpen = false
    @State private var point = CGPoint.zero

    /// The highlight behind the view while its menu is open: iOS's selected list row grey
    /// (`systemGray4`, 209, 209, 214).
    static var highlight: Color { Color(DynamicColor.systemGray4) }

    public var body: some View {
        if let items {
            let preview = self.preview
            content
                .background(isOpen ? Self.highlight : Color.clear)
                ._onSecondaryClick { location in
                    point = location
                    isOpen = true
                }
                ._menu(isPresented: $isOpen, anchor: .point(point)) {
                    if let preview { _MenuPreview(preview: preview()) }
                    items()
                }
        } else {
            content
        }
    }
}

/// A context menu's preview, read by the menu (MenuItems.swift) and drawn above its card.
struct _MenuPreview: View {
    let preview: AnyView
    var body: some View { EmptyView() }
}

/// A container for a context menu's items — SwiftUI's `ContextMenu`
/// (https://developer.apple.com/documentation/swiftui/contextmenu), passed to `contextMenu(_:)`.
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems
    public init(@ViewBuilder menuItems: () -> MenuItems) { items = menuItems() }
}

extension View {
    /// Adds a context menu to the view — SwiftUI's `contextMenu(menuItems:)`
    /// (https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:)). A
    /// secondary click on the view opens the menu at the pointer, and so does a press held still
    /// for 0.5 s (iOS's touch and hold; at the press); its items are read as a
    /// `Menu`'s (`Button`, `Toggle`, `Picker`, `Menu` for submenus, `Section`, `Divider`).
    /// "You can deactivate the context menu by returning nothing from the closure": a menu
    /// with no items does not open.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: @escaping @MainActor () -> MenuItems) -> _ContextMenuView<Self> {
        _ContextMenuView(content: self, items: { AnyView(menuItems()) }, preview: nil)
    }

    /// Adds a context menu with a preview — SwiftUI's `contextMenu(menuItems:preview:)`
    /// (https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:preview:)):
    /// "the system displays the custom preview beside the menu" — here above the menu's card,
    /// at its ideal size (at most the window's width less 16 pt), clipped to 13 pt corners.
    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: @escaping @MainActor () -> MenuItems,
                                                             @ViewBuilder preview: @escaping @MainActor () -> Preview) -> _ContextMenuView<Self> {
        _ContextMenuView(content: self, items: { AnyView(menuItems()) }, preview: { AnyView(preview()) })
    }

    /// Adds a context menu, or none for nil — SwiftUI's `contextMenu(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/contextmenu(_:)).
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> _ContextMenuView<Self> {
        guard let contextMenu else { return _ContextMenuView(content: self, items: nil, preview: nil) }
        let items = contextMenu.items
        return _ContextMenuView(content: self, items: { AnyView(items) }, preview: nil)
    }

    /// Runs `action` with the window point of a secondary click on the view (the right mouse
    /// button): what opens a context menu, and a `Menu` with a primary action.
    func _onSecondaryClick(_ action: @escaping @MainActor (CGPoint) -> Void) -> _SecondaryClickView<Self> {
        _SecondaryClickView(content: self, action: action)
    }
}

/// A view that takes secondary clicks on its frame.
public struct _SecondaryClickView<Content: View>: View {
    let content: Content
    let action: @MainActor (CGPoint) -> Void
    public var body: Never { fatalError("secondary clicks are primitive") }
}

extension _SecondaryClickView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = SecondaryClickNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.action = action
        node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! SecondaryClickNode
        node.action = action
        node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
    }
}

/// Registers its frame for secondary clicks before drawing its content, so that a view inside
/// with its own context menu (registered later) wins there.
final class SecondaryClickNode: SingleChildNode {
    var action: @MainActor (CGPoint) -> Void = { _ in }

    override func render(into context: inout RenderContext) {
        if environment.isEnabled {
            let action = self.action
            context.addSecondaryTarget(frame, node: ObjectIdentifier(self)) { point in action(point) }
        }
        super.render(into: &context)
    }
}

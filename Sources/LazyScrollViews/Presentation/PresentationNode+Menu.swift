import DisplayList
import Foundation

// A menu as a presentation (``PresentationKind/menu``): the pop-up of a `Menu` or a
// `contextMenu`, drawn above the window on the presentations' layer, as alerts and dialogs
// are. Its rows are read from the items the modifier gives (MenuItems.swift) and drawn by
// ``MenuCard``. Choosing a row runs its action and closes the menu; a click outside it, a
// secondary click anywhere or Escape closes it; ↑ ↓ highlight a row, Return or Space choose it,
// → opens a submenu and ← goes back from one.

extension PresentationNode {
    /// The card for the menu's current level.
    var menuCard: MenuCard {
        let navigation = menuNavigation
        var title: AnyView?
        var items = menuItems
        for index in navigation.path {
            guard items.indices.contains(index), case .submenu(let inner) = items[index].kind else { break }
            title = items[index].title
            items = inner
        }
        let preview = navigation.path.isEmpty ? menuPreview : nil
        return MenuCard(items: items, submenuTitle: title, preview: preview, highlighted: navigation.highlighted,
                        choose: { [weak self] index in self?.chooseMenuRow(index) },
                        back: { [weak self] in self?.closeSubmenu() })
    }

    /// Where the menu opens from, in window points: the content's frame as last drawn, or the
    /// point of the secondary click (an empty rectangle).
    var menuAnchorRect: CGRect {
        switch request?.menuAnchor ?? .content {
        case .content: return contentWindowFrame
        case .point(let point): return CGRect(origin: point, size: .zero)
        }
    }

    /// Row `index` of the current level chosen (a click, Return): an action runs and the menu
    /// closes ("Button… the menu dismisses after the action"); a submenu opens.
    func chooseMenuRow(_ index: Int, highlightFirst: Bool = false) {
        guard isPresenting else { return }
        let items = menuNavigation.currentItems(menuItems)
        guard items.indices.contains(index), items[index].isEnabled else { return }
        switch items[index].kind {
        case .action(_, _, let action):
            action()
            requestDismiss()
        case .submenu(let inner):
            var navigation = menuNavigation
            navigation.path.append(index)
            navigation.highlighted = nil
            if highlightFirst { navigation.highlighted = navigation.moved(by: 1, in: inner) }
            setMenuNavigation(navigation)
        case .separator, .header:
            break
        }
    }

    /// Back from the open submenu to the level it was opened from, its row highlighted.
    func closeSubmenu() {
        var navigation = menuNavigation
        guard let last = navigation.path.popLast() else { return }
        navigation.highlighted = last
        setMenuNavigation(navigation)
    }

    private func setMenuNavigation(_ navigation: MenuNavigation) {
        guard navigation != menuNavigation else { return }
        menuNavigation = navigation
        menuNeedsRebuild = true
        graph.invalidate(self)
    }

    /// The row of the current level under `point` (window points), if any: the card is the
    /// bottom of what is presented (a context menu's preview is above it).
    func menuRow(at point: CGPoint) -> Int? {
        let rect = presentedRect
        let items = menuNavigation.currentItems(menuItems)
        let (tops, height) = MenuCard.rowTops(items, hasHeader: !menuNavigation.path.isEmpty)
        let cardTop = rect.maxY - height
        guard point.x >= rect.minX, point.x < rect.minX + MenuMetrics.width, point.y >= cardTop, point.y < rect.maxY else { return nil }
        let y = point.y - cardTop
        return tops.lastIndex { $0 <= y }
    }

    /// The pointer moved to `point` (nil: it left the window) while the menu is open: the row
    /// under it is highlighted, as a desktop menu follows the pointer; off the card, none is.
    /// A pointer that stays still leaves the arrow keys' highlight alone.
    func hoverMenu(at point: CGPoint?) {
        guard isPresenting, point != lastMenuHover else { return }
        lastMenuHover = point
        let items = menuNavigation.currentItems(menuItems)
        var navigation = menuNavigation
        let row = point.flatMap(menuRow(at:))
        navigation.highlighted = row.flatMap { items.indices.contains($0) && items[$0].isSelectable ? $0 : nil }
        setMenuNavigation(navigation)
    }

    /// A key while the menu is the top presentation.
    func handleMenuKey(_ key: KeyEquivalent) -> Bool {
        let items = menuNavigation.currentItems(menuItems)
        switch key {
        case .downArrow, .upArrow:
            var navigation = menuNavigation
            navigation.highlighted = navigation.moved(by: key == .downArrow ? 1 : -1, in: items)
            setMenuNavigation(navigation)
            return true
        case .return, .space:
            if let index = menuNavigation.highlighted { chooseMenuRow(index, highlightFirst: true) }
            return true
        case .rightArrow:
            if let index = menuNavigation.highlighted, items.indices.contains(index), case .submenu = items[index].kind {
                chooseMenuRow(index, highlightFirst: true)
            }
            return true
        case .leftArrow:
            closeSubmenu()
            return true
        case .escape:
            requestDismiss()
            return true
        default:
            return false
        }
    }

    /// Draws the menu: a click anywhere outside its card closes it and reaches nothing under
    /// it (as a menu takes the click that dismisses it), so does a secondary click; the card
    /// fades in where its anchor is now (content scrolled since the layout moves it along).
    func renderMenuLayer(_ child: (any LayoutChild)?, into context: inout RenderContext) {
        let window = windowRect
        let amount = shownAmount(at: context.timeSeconds)
        context.addTapTarget(window, node: ObjectIdentifier(self)) { [weak self] in self?.requestDismiss() }
        context.addSecondaryTarget(window, node: ObjectIdentifier(self)) { [weak self] _ in self?.requestDismiss() }
        let origin = presentedRect.origin
        let shift = DrawTransform.translation(x: Double(origin.x - menuLaidOutOrigin.x), y: Double(origin.y - menuLaidOutOrigin.y))
        context.withOpacity(amount) { faded in
            faded.transformed(by: shift) { inner in
                if let child { renderChild(child, into: &inner) }
            }
        }
    }
}

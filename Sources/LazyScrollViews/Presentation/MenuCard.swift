import DisplayList
import Foundation

// The pop-up a `Menu` or a `contextMenu` shows: iOS 17's menu (UIKit's `UIMenu` in a
// `UIContextMenuInteraction`), measured from the simulator where UIKit publishes no figure.

/// iOS 17's menu metrics.
enum MenuMetrics {
    /// A menu is 250 pt wide on an iPhone.
    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    /// A row is 44 pt tall, its title in the body font, 16 pt in from the sides.
    static let rowHeight: CGFloat = 44
    static let horizontalInset: CGFloat = 16
    /// The leading column a checkmark takes when a row of the menu has one (every title then
    /// starts after it, as UIKit aligns them).
    static let checkmarkColumn: CGFloat = 26
    /// The column a trailing icon sits in.
    static let iconColumn: CGFloat = 24
    /// The band between groups (a `Divider`, a `Section`, an inline `Picker`).
    static let groupSeparatorHeight: CGFloat = 8
    static let groupSeparatorColor = Color(DynamicColor(light: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.08),
                                                        dark: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.24)))
    /// A section header's row: footnote type in grey.
    static let headerHeight: CGFloat = 32
    /// The hairline between rows (0.33 pt at 3× on iOS; 0.5 pt here, as the alerts draw it).
    static let hairline: CGFloat = 0.5
    /// The card: the light menu material over a light screen, close to 247 grey; over a dark
    /// one (44, 44, 46), `tertiarySystemBackground`'s dark value (our choice, by eye).
    static let cardColor = Color(DynamicColor(light: RGBAColor(red: 0.97, green: 0.97, blue: 0.97), dark: DynamicColor.tertiarySystemBackground.dark))
    /// The highlighted row (under the arrow keys): UIKit's highlighted menu row (black at
    /// 10 %; white at 10 % in the dark appearance).
    static let highlightColor = Color(DynamicColor(light: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.1),
                                                   dark: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.1)))
    /// A disabled row's title: (60, 60, 67) at 30 % — `tertiaryLabel` — and its dark value.
    static let disabledColor = Color(DynamicColor(light: RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
                                                  dark: DynamicColor.tertiaryLabel.dark))
    /// The gap between the control and a menu opened from it, and the window's margin.
    static let anchorGap: CGFloat = 8
    static let windowMargin: CGFloat = 8
    /// Menus fade and settle in about a fifth of a second.
    static let animation = Animation.easeOut(duration: 0.2)

    /// Where a menu of `size` stands: below `anchor` with its leading edge on the anchor's (its
    /// trailing edge on the anchor's when it would leave the window), above the anchor when it
    /// does not fit below, kept `windowMargin` inside `window`. A point anchor (a secondary
    /// click) puts the menu's top-left corner at the point.
    static func origin(for size: CGSize, anchor: CGRect, in window: CGRect) -> CGPoint {
        let gap: CGFloat = anchor.isEmpty && anchor.width == 0 && anchor.height == 0 ? 0 : anchorGap
        var x = anchor.minX
        if x + size.width > window.maxX - windowMargin { x = anchor.maxX - size.width }
        x = min(max(x, window.minX + windowMargin), window.maxX - windowMargin - size.width)
        x = max(x, window.minX)
        var y = anchor.maxY + gap
        if y + size.height > window.maxY - windowMargin {
            let above = anchor.minY - gap - size.height
            y = above >= window.minY + windowMargin ? above : window.maxY - windowMargin - size.height
        }
        y = max(y, window.minY + windowMargin)
        return CGPoint(x: x, y: y)
    }
}

/// Where the keyboard and the pointer are in an open menu: the submenus opened (indices into
/// each level's items) and the highlighted row of the innermost level.
struct MenuNavigation: Equatable {
    var path: [Int] = []
    var highlighted: Int?

    /// The items shown: the innermost open submenu's, or the menu's own.
    func currentItems(_ root: [MenuItem]) -> [MenuItem] {
        var items = root
        for index in path {
            guard items.indices.contains(index), case .submenu(let inner) = items[index].kind else { return items }
            items = inner
        }
        return items
    }

    /// The next selectable row after (`by` 1) or before (`by` -1) the highlighted one; from
    /// none, the first (or the last). Stops at the ends, as UIKit's menus do.
    func moved(by step: Int, in items: [MenuItem]) -> Int? {
        var index = highlighted ?? (step > 0 ? -1 : items.count)
        while true {
            index += step
            guard items.indices.contains(index) else { return highlighted }
            if items[index].isSelectable { return index }
        }
    }
}

/// One level of an open menu, drawn as iOS draws it: a 250 pt card with 13 pt corners, 44 pt
/// rows (the title in the body font, a `Label`'s icon on the trailing side, a checkmark on the
/// leading side of a toggle that is on or a picker's selected option), hairlines between rows,
/// an 8 pt band between groups, destructive rows in red, disabled ones grey. A submenu's row
/// ends in a chevron; opened, the submenu's items replace the menu's under a header with its
/// title that goes back (iOS 17 draws a submenu over its menu with such a header).
struct MenuCard: View {
    let items: [MenuItem]
    /// The open submenu's title (a header that goes back), or nil at the menu's own level.
    let submenuTitle: AnyView?
    /// A context menu's preview, drawn above the card (`contextMenu(menuItems:preview:)`).
    var preview: AnyView?
    let highlighted: Int?
    let choose: @MainActor (Int) -> Void
    let back: @MainActor () -> Void

    /// Written out (not the implicit memberwise one): the implicit initializer's closure types
    /// took their isolation from inference, and an incremental build once linked a caller
    /// compiled against `(Int) -> ()` with this file's `@MainActor (Int) -> ()` (an undefined
    /// `MenuCard.init` until both files were touched).
    init(items: [MenuItem], submenuTitle: AnyView?, preview: AnyView?, highlighted: Int?,
         choose: @escaping @MainActor (Int) -> Void, back: @escaping @MainActor () -> Void) {
        self.items = items
        self.submenuTitle = submenuTitle
        self.preview = preview
        self.highlighted = highlighted
        self.choose = choose
        self.back = back
    }

    var body: some View {
        VStack(alignment: .leading, spacing: MenuMetrics.anchorGap) {
            if let preview {
                preview
                    .clipShape(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius))
                    .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.18), radius: 16, x: 0, y: 4)
            }
            card
        }
    }

    private var card: some View {
        let checks = items.contains { $0.isChecked }
        return VStack(spacing: 0) {
            if let submenuTitle {
                HStack(spacing: 6) {
                    Image(decorativeSystemName: "chevron.left").font(.footnote)
                    submenuTitle.fontWeight(.semibold).lineLimit(1)
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, MenuMetrics.horizontalInset)
                .frame(height: MenuMetrics.rowHeight)
                .environment(\.foregroundColor, .primary)
                .contentShape(Rectangle())
                .onTapGesture { back() }
                groupSeparator
            }
            ForEach(items.indices, id: \.self) { index in
                if index > 0, needsHairline(before: index) { hairline }
                row(index, checks: checks)
            }
        }
        .frame(width: MenuMetrics.width)
        .background(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius).fill(MenuMetrics.cardColor))
        .clipShape(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius))
        .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.18), radius: 16, x: 0, y: 4)
    }

    /// Rows next to each other are split by a hairline; a group band needs none.
    private func needsHairline(before index: Int) -> Bool { Self.hairline(between: items[index - 1], and: items[index]) }
    static func hairline(between a: MenuItem, and b: MenuItem) -> Bool {
        switch (a.kind, b.kind) {
        case (.separator, _), (_, .separator), (.header, _): return false
        default: return true
        }
    }

    /// Where each row of `items` starts below the card's top, and the card's height, as
    /// ``body`` lays them out (with a submenu's header first when `hasHeader`).
    static func rowTops(_ items: [MenuItem], hasHeader: Bool) -> (tops: [CGFloat], height: CGFloat) {
        var y: CGFloat = hasHeader ? MenuMetrics.rowHeight + MenuMetrics.groupSeparatorHeight : 0
        var tops: [CGFloat] = []
        for (index, item) in items.enumerated() {
            if index > 0, hairline(between: items[index - 1], and: item) { y += MenuMetrics.hairline }
            tops.append(y)
            switch item.kind {
            case .separator: y += MenuMetrics.groupSeparatorHeight
            case .header: y += MenuMetrics.headerHeight
            case .action, .submenu: y += MenuMetrics.rowHeight
            }
        }
        return (tops, y)
    }

    private var hairline: some View {
        Rectangle().fill(DialogMetrics.separatorColor).frame(height: MenuMetrics.hairline)
    }
    private var groupSeparator: some View {
        Rectangle().fill(MenuMetrics.groupSeparatorColor).frame(height: MenuMetrics.groupSeparatorHeight)
    }

    @ViewBuilder private func row(_ index: Int, checks: Bool) -> some View {
        let item = items[index]
        switch item.kind {
        case .separator:
            groupSeparator
        case .header:
            HStack {
                (item.title ?? AnyView(EmptyView())).font(.footnote).lineLimit(1)
                Spacer(minLength: 0)
            }
            .padding(.horizontal, MenuMetrics.horizontalInset)
            .frame(height: MenuMetrics.headerHeight)
            .environment(\.foregroundColor, .secondary)
        case .action, .submenu:
            actionRow(item, index: index, checks: checks)
        }
    }

    private func actionRow(_ item: MenuItem, index: Int, checks: Bool) -> some View {
        let color: Color = !item.isEnabled ? MenuMetrics.disabledColor : item.role == .destructive ? .red : .primary
        let isSubmenu: Bool
        if case .submenu = item.kind { isSubmenu = true } else { isSubmenu = false }
        return HStack(spacing: 0) {
            if checks {
                ZStack {
                    if item.isChecked { Image(systemName: "checkmark").font(.footnote).fontWeight(.semibold) }
                }
                .frame(width: MenuMetrics.checkmarkColumn, alignment: .leading)
            }
            (item.title ?? AnyView(EmptyView())).lineLimit(1)
            Spacer(minLength: 8)
            if isSubmenu {
                Image(decorativeSystemName: "chevron.right").font(.footnote).frame(width: MenuMetrics.iconColumn)
            } else if let icon = item.icon {
                icon.frame(width: MenuMetrics.iconColumn)
            }
        }
        .padding(.horizontal, MenuMetrics.horizontalInset)
        .frame(height: MenuMetrics.rowHeight)
        .environment(\.foregroundColor, color)
        .background(index == highlighted ? MenuMetrics.highlightColor : Color.clear)
        .contentShape(Rectangle())
        .onTapGesture { if item.isEnabled { choose(index) } }
        // The highlight is the row's feedback (the pointer's and the keys'): no button dimming.
        .environment(\.showsButtonFeedback, false)
    }
}

import DisplayList
import Foundation
import Observation

/// The bottom toolbar of a `NavigationStack`'s screen — where `ToolbarItem(placement: .bottomBar)`,
/// `ToolbarItemGroup(placement: .bottomBar)` and `.status` items go
/// (https://developer.apple.com/documentation/swiftui/toolbaritemplacement/bottombar: "A placement
/// for items in the bottom toolbar").
///
/// Measurements: 44 pt tall, UIKit's `UIToolbar` standard height on an iPhone, items 16 pt from
/// the edges and apart (the navigation bar's margins, ``NavigationBarMetrics``). The bar adds to
/// the screen's bottom safe area, as SwiftUI's toolbar does, so the content's end stops above it.
/// Like the navigation bar at the top, the bar is transparent at the scroll edge — when the
/// content ends at it — and shows its background and a hairline on its top edge while there is
/// content beyond it (iOS 15's `scrollEdgeAppearance`). As with our navigation bar, the content
/// is laid out between the bars rather than under them: it does not show through the bar's
/// (94 % opaque) background.
///
/// Where ours differs: with no `Spacer()` among them the items sit side by side from the leading
/// edge (a `UIToolbar`'s items without flexible space do; SwiftUI does not document how it spreads
/// separate items); `.status` items sit in the middle, as Apple documents, whatever else the bar holds. There is no overflow menu for items that do not fit.
enum BottomToolbarMetrics {
    static let barHeight: CGFloat = 44

    /// Whether the bar draws its background: content continues under it (more than half a
    /// point of it past the bar's top edge).
    static func showsBackground(contentBelow points: CGFloat) -> Bool { points > 0.5 }
}

/// How many points of a scroll view's content lie below the visible region's bottom edge (the
/// region inside its insets): the content beyond the bottom toolbar. (`contentOffset.y` at the end of the content is
/// `contentSize.height + contentInsets.bottom − containerSize.height`.)
func contentBelowVisibleRegion(_ geometry: ScrollGeometry) -> CGFloat {
    geometry.contentSize.height + geometry.contentInsets.bottom - geometry.containerSize.height - geometry.contentOffset.y
}

/// Which text field is being edited (its node), for the `.keyboard` toolbar items: observed, so
/// the screens' bars show and hide them as editing starts and ends.
@Observable @MainActor
final class KeyboardFocus {
    private(set) var editingField: ObjectIdentifier?
    var isEditing: Bool { editingField != nil }
    nonisolated init() {}

    /// Text field `field` started (`true`) or ended editing.
    func editingDidChange(_ field: ObjectIdentifier, _ editing: Bool) {
        if editing, editingField != field { editingField = field }
        if !editing, editingField == field { editingField = nil }
    }
}

/// The bar: the `.bottomBar` items in order from the leading edge, the `.status` items over them
/// in the middle — or, while a text field is edited, the `.keyboard` items (`keyboard`).
struct BottomToolbarView: View {
    let chrome: ScreenChrome
    let keyboard: Bool

    var body: some View {
        let status = keyboard ? [] : chrome.toolbar.filter { $0.placement == .status }
        let bar = chrome.toolbar.filter { $0.placement == (keyboard ? .keyboard : .bottomBar) }
        let appearance = chrome.bottomBarAppearance
        let background = appearance.showsBackground(automatically: BottomToolbarMetrics.showsBackground(contentBelow: chrome.contentBelow))
        ZStack {
            // Side by side from the leading edge; a group with a `Spacer()` fills the bar.
            HStack(spacing: NavigationBarMetrics.itemSpacing) {
                ForEach(bar.indices, id: \.self) { bar[$0].view }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            if !status.isEmpty {
                HStack(spacing: NavigationBarMetrics.itemSpacing) {
                    ForEach(status.indices, id: \.self) { status[$0].view }
                }
            }
        }
        .padding(.horizontal, NavigationBarMetrics.margin)
        // Toolbar items: labels show their icon, toggles are buttons (see `Label`, `Toggle`).
        .environment(\.isInNavigationBar, true)
        .barColorScheme(background ? appearance.colorScheme : nil)
        .frame(maxWidth: .infinity, minHeight: BottomToolbarMetrics.barHeight, maxHeight: BottomToolbarMetrics.barHeight)
        .background(appearance.backgroundView(shows: background))
        .overlay(alignment: .top) {
            if background { Rectangle().fill(Color(ListStyleMetrics.separator)).frame(height: 0.5) }
        }
    }
}

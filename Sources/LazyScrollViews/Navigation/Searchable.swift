import Foundation
import Observation

// `searchable(text:placement:prompt:)`: the search field in the navigation bar of the screen
// the modified view is on, as iOS draws it (`UISearchController`'s bar under the large title),
// editing with the `TextField` machinery; `@Environment(\.isSearching)`,
// `@Environment(\.dismissSearch)`, `onSubmit(of: .search)`, and the query that
// `ContentUnavailableView.search` shows.

/// Where a search field goes — SwiftUI's `SearchFieldPlacement`
/// (https://developer.apple.com/documentation/swiftui/searchfieldplacement). On an iPhone every
/// placement is the navigation bar's drawer, and so it is here.
public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String
    /// The platform's choice: the navigation bar's drawer on iOS.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the toolbar (iOS: the navigation bar's drawer on an iPhone).
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In a sidebar (iOS: the navigation bar's drawer on an iPhone).
    public static let sidebar = SearchFieldPlacement(name: "sidebar")

    /// When the drawer shows — SwiftUI's `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    /// Differs from iOS: the field always shows (iOS's `.automatic` hides it as the list scrolls).
    public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
        let always: Bool
        /// Hidden as the content scrolls, on iOS.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }
    /// In the navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: displayMode.always ? "navigationBarDrawer(always)" : "navigationBarDrawer")
    }
}

/// A screen's search: what the `searchable` view on it asks for (its text, prompt and
/// `onSubmit(of: .search)` actions) and what the field in its bar reports (whether it is
/// editing). One per navigation screen (`ScreenChrome.search`), or owned by a `searchable` on a
/// `NavigationStack` itself (the stack's root screen shows it).
@Observable @MainActor
final class ScreenSearch {
    /// Whether a `searchable` view is on the screen (the bar shows the field).
    var isActive = false
    var prompt: String = "Search"
    /// Whether the field is being edited (`isSearching`).
    var isSearching = false
    /// Counts `dismissSearch()` calls: the field gives up focus on each.
    var dismissals = 0
    @ObservationIgnored var text: Binding<String>?
    /// The `onSubmit(of: .search)` actions around the `searchable` view, innermost first.
    @ObservationIgnored var submitActions: [_SubmitAction] = []

    nonisolated init() {}

    /// The `searchable` view's configuration, written when it updates (observed parts only when they change).
    func configure(text: Binding<String>, prompt: String, submitActions: [_SubmitAction]) {
        self.text = text
        self.submitActions = submitActions.filter { $0.triggers.contains(.search) }
        if !isActive { isActive = true }
        if self.prompt != prompt { self.prompt = prompt }
    }

    /// `dismissSearch()`: the text is cleared and the field stops editing.
    func dismiss() {
        text?.wrappedValue = ""
        isSearching = false
        dismissals += 1
    }
}

/// Ends the search of the `searchable` view around — SwiftUI's `DismissSearchAction`
/// (https://developer.apple.com/documentation/swiftui/dismisssearchaction), read with
/// `@Environment(\.dismissSearch)` and called as a function: the field stops editing and its
/// text is cleared, as iOS's Cancel button does. Outside a `searchable` view it does nothing.
public struct DismissSearchAction: Sendable {
    let search: ScreenSearch?
    /// Dismisses the current search, if there is one.
    @MainActor public func callAsFunction() { search?.dismiss() }
}

private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction(search: nil) }
private struct SearchTextKey: EnvironmentKey { static let defaultValue: String? = nil }
private struct OuterSearchKey: EnvironmentKey { static let defaultValue: ScreenSearch? = nil }

extension EnvironmentValues {
    /// Whether the user is editing the search field of the `searchable` view around — SwiftUI's
    /// `isSearching` (https://developer.apple.com/documentation/swiftui/environmentvalues/issearching):
    /// true from a click in the field until Escape, Cancel or `dismissSearch()`.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] } set { self[IsSearchingKey.self] = newValue }
    }
    /// Ends the search of the `searchable` view around — SwiftUI's `dismissSearch`
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/dismisssearch).
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] } set { self[DismissSearchKey.self] = newValue }
    }
    /// The text of the `searchable` view around (nil outside one): what
    /// `ContentUnavailableView.search` shows.
    var searchText: String? {
        get { self[SearchTextKey.self] } set { self[SearchTextKey.self] = newValue }
    }
    /// A `searchable` on a `NavigationStack` itself: its root screen shows the field.
    var outerSearch: ScreenSearch? {
        get { self[OuterSearchKey.self] } set { self[OuterSearchKey.self] = newValue }
    }
}

/// A view with a search field in its navigation bar — what `searchable` returns.
public struct _SearchableView<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let prompt: String
    @Environment(\.screenChrome) private var chrome
    @Environment(\.submitActions) private var submitActions
    /// The search when the modifier is outside any navigation screen (on the stack itself).
    @State private var ownSearch = ScreenSearch()

    public var body: some View {
        let search = chrome?.search ?? ownSearch
        let _ = search.configure(text: text, prompt: prompt, submitActions: submitActions)
        content
            .environment(\.isSearching, search.isSearching)
            .environment(\.searchText, text.wrappedValue)
            .environment(\.dismissSearch, DismissSearchAction(search: search))
            .environment(\.outerSearch, chrome == nil ? search : nil)
    }
}

extension View {
    /// A search field in the navigation bar of the screen this view is on — SwiftUI's
    /// `searchable(text:placement:prompt:)`
    /// (https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-1bjj3),
    /// drawn as iOS draws it: a grey rounded field under the large title with a magnifying glass
    /// and the prompt ("Search" by default), a Cancel button beside it while editing. `text`
    /// follows what is typed; `onSubmit(of: .search)` around the modifier runs on Return.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List(filtered) { Text($0.name) }
    ///         .navigationTitle("Contacts")
    ///         .searchable(text: $query)
    /// }
    /// ```
    ///
    /// Differs from iOS: the field always shows (iOS hides it as the list scrolls, unless
    /// `.navigationBarDrawer(displayMode: .always)`), and moves up with the large title as it
    /// collapses; there are no search scopes, tokens or suggestions.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> _SearchableView<Self> {
        _SearchableView(content: self, text: text, prompt: prompt?.content ?? "Search")
    }
    /// The prompt a localized string key.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey)
        -> _SearchableView<Self> {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    /// The prompt a string value.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S)
        -> _SearchableView<Self> {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

/// The search field's measurements (`UISearchBar` in a navigation bar, iOS 17; Apple publishes
/// none): a 52 pt row under the large title holding a 36 pt field with 10 pt corners on iOS's
/// `tertiarySystemFill`, 16 pt from the window's sides, the magnifying glass 8 pt in and the
/// text 6 pt after it; "Cancel" 8 pt after the field while editing.
enum SearchBarMetrics {
    static let rowHeight: CGFloat = 52
    static let fieldHeight: CGFloat = 36
    static let cornerRadius: CGFloat = 10
    static let iconInset: CGFloat = 8
    static let iconSpacing: CGFloat = 6
    static let cancelSpacing: CGFloat = 8
}

/// The field's row in the bar: the field, and Cancel while editing. Its text field is a
/// `TextField` (all its editing keys), whose Return runs the `onSubmit(of: .search)` actions.
struct SearchBarRow: View {
    let search: ScreenSearch
    /// Whether content is scrolled under the row (it draws the bar's background then).
    let covered: Bool
    @FocusState private var focused: Bool

    init(search: ScreenSearch, covered: Bool) {
        self.search = search
        self.covered = covered
    }

    var body: some View {
        let search = self.search
        let text = search.text ?? .constant("")
        let submits = search.submitActions.map { _SubmitAction(triggers: .text, action: $0.action) }
        HStack(spacing: SearchBarMetrics.cancelSpacing) {
            HStack(spacing: SearchBarMetrics.iconSpacing) {
                Image(decorativeSystemName: "magnifyingglass").environment(\.foregroundColor, Color.secondary)
                TextField("Search", text: text, prompt: Text(search.prompt))
                    .focused($focused)
                    // Only the search's own actions: Return submits the search.
                    .environment(\.submitActions, submits)
                    .accessibilityAddTraits(.isSearchField)
            }
            .padding(.horizontal, SearchBarMetrics.iconInset)
            .frame(height: SearchBarMetrics.fieldHeight)
            .background(SegmentedPickerControl.fill, in: RoundedRectangle(cornerRadius: SearchBarMetrics.cornerRadius))
            if search.isSearching {
                Button("Cancel") { search.dismiss() }
            }
        }
        .padding(.horizontal, NavigationBarMetrics.margin)
        .frame(maxWidth: .infinity, minHeight: SearchBarMetrics.rowHeight, maxHeight: SearchBarMetrics.rowHeight)
        .background(covered ? NavigationBarMetrics.background : Color.clear)
        .onChange(of: focused) { _, now in
            if search.isSearching != now { search.isSearching = now }
        }
        .onChange(of: search.dismissals) { _, _ in focused = false }
    }
}

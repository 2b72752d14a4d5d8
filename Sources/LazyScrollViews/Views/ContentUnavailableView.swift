import Foundation

/// What a screen shows when it has nothing to show — SwiftUI's `ContentUnavailableView`
/// (https://developer.apple.com/documentation/swiftui/contentunavailableview), iOS 17: a large
/// grey icon, a bold title under it, a grey description under that and the actions last, all
/// centred in the space it is offered (it fills it, as an `.overlay` on an empty list does).
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray.fill",
///                        description: Text("New mails you receive will appear here."))
/// ContentUnavailableView.search(text: query)
/// ```
///
/// Sizes (Apple publishes none, these follow iOS 17's look): the icon at 48 pt, the title in
/// `.title2` bold, the description in `.subheadline`, 8 pt between title and description and
/// 16 pt before the actions. The title and a description of several lines are centred line by
/// line (`multilineTextAlignment(.center)`, as iOS draws them). Differs from iOS: the icon is
/// Font Awesome's nearest glyph.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A label, a description and actions — SwiftUI's `init(label:description:actions:)`.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
                @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.environment(\.labelStacksForUnavailableContent, true)
                description.font(.subheadline).foregroundStyle(.secondary)
            }
            actions
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, 20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    /// A label and a description, no actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description) { EmptyView() }
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// A label alone.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }) { EmptyView() }
    }
}

extension ContentUnavailableView where Label == LazyScrollViews.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title, an SF Symbol name and a description — SwiftUI's `init(_:systemImage:description:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { LazyScrollViews.Label(titleKey, systemImage: name) }, description: { description }) { EmptyView() }
    }
    /// The title a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { LazyScrollViews.Label(title, systemImage: name) }, description: { description }) { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
    /// A search that found nothing — SwiftUI's `search`
    /// (https://developer.apple.com/documentation/swiftui/contentunavailableview/search): a
    /// magnifying glass, "No Results" and iOS 17's "Check the spelling or try a new search.".
    /// Inside a `searchable` view it shows that view's query, as SwiftUI's does: "No Results for
    /// “query”" while the query is not empty.
    public static var search: ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(query: nil) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
    /// A search for `text` that found nothing — SwiftUI's `search(text:)`: the title is
    /// "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(query: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of ``ContentUnavailableView/search`` — SwiftUI's `SearchUnavailableContent`.
public struct SearchUnavailableContent {
    /// The magnifying glass and "No Results" (with the query, when there is one).
    public struct Label: View {
        let query: String?
        /// The enclosing `searchable` view's text (Searchable.swift), shown when no query is given.
        @Environment(\.searchText) private var searchText
        public var body: some View {
            let shown = query ?? searchText.flatMap { $0.isEmpty ? nil : $0 }
            LazyScrollViews.Label(shown.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }
    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }
    /// None: the search view has no actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

/// How ``ContentUnavailableView`` draws a ``Label``: the icon large and grey above the bold title
/// (`Label` reads `EnvironmentValues.labelStacksForUnavailableContent`).
struct ContentUnavailableLabelLayout<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// The icon's size (see ``ContentUnavailableView``'s sizes).
    static var iconSize: Double { 48 }
    var body: some View {
        VStack(spacing: 12) {
            icon.font(.system(size: Self.iconSize)).foregroundStyle(.secondary)
            title.font(.title2.bold())
        }
    }
}

private struct UnavailableLabelKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Inside a ``ContentUnavailableView``'s label: a ``Label`` draws as
    /// `ContentUnavailableLabelLayout`.
    var labelStacksForUnavailableContent: Bool {
        get { self[UnavailableLabelKey.self] } set { self[UnavailableLabelKey.self] = newValue }
    }
}

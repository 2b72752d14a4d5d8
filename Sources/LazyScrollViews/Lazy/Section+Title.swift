// `Section("Title") { … }` (iOS 15): a section whose header is `Text(title)` — Apple documents
// `init(_:content:)` "where Parent == Text, Footer == EmptyView"
// (https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4). The header is
// the same view `Section(header: Text(title))` makes, so a `List` styles it as it styles that one,
// and a lazy stack's `pinnedViews: [.sectionHeaders]` pins it.

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header from a localized string key (a literal: `Section("Network")`).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content)
    }

    /// A section with a text header from a string (`Section(group.name)`), shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content)
    }
}

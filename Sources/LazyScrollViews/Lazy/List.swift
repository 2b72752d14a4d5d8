import DisplayList
import Foundation

/// A scrolling column of rows in the inset-grouped style — SwiftUI's `List` as iOS draws it by
/// default: rows on white cards inset from the edges of a grey page, rounded at the top of each
/// section and at its bottom, 44 pt tall at least, with their content inset 20 pt and a hairline
/// separator between them (inset to the content); section headers in small grey type above their
/// cards. On LazyScroll's lazy engine: rows are made as they come near the viewport.
///
/// ```swift
/// List {
///     ForEach(dataSource, id: \.key) { element in
///         Text("\(element.key) : \(element.value)")
///     }
/// }
/// ```
///
/// Differs from SwiftUI: one style (inset grouped); no selection, swipe actions or editing;
/// a `ForEach` inside is lazy as in a `LazyVStack` (seed 003's `id(_:)` and `_ConditionalContent`
/// pitfalls of SwiftUI's `List` do not happen here — the Lab shows them with `LazyVStack`).
public struct List<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                content
            }
        }
        .environment(\.listStyle, ListStyleMetrics.insetGrouped)
        .background(Color(rgba: ListStyleMetrics.groupedBackground))
    }
}

extension List {
    /// `List(items) { item in … }` over `Identifiable` elements.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    /// `List(items, id: \.name) { item in … }`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// The inset-grouped list's measurements, from iOS 17 as drawn on an iPhone (points): Apple's
/// HIG gives 44 pt as the minimum row height; UIKit's `UIListContentConfiguration` uses 20 pt
/// side margins in inset-grouped lists, 10 pt corner radius on the section cards, and
/// `systemGroupedBackground` (242, 242, 247) behind them.
struct ListStyleMetrics: Hashable, Sendable {
    /// Space between the scroll view's edge and the cards.
    var cardInset: CGFloat = 20
    /// Space between a card's edge and its row's content, across and along.
    var rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    var minimumRowHeight: CGFloat = 44
    var cornerRadius: CGFloat = 10
    /// Above a section's header (the gap between cards) and between header and card.
    var headerInsets = EdgeInsets(top: 24, leading: 20, bottom: 7, trailing: 20)
    /// Top of the content when the first section has no header.
    var topInset: CGFloat = 20

    static let insetGrouped = ListStyleMetrics()
    static let groupedBackground = RGBAColor(r8: 242, g8: 242, b8: 247)
    static let separator = RGBAColor(r8: 60, g8: 60, b8: 67, a8: 74)
}

private struct ListStyleKey: EnvironmentKey { static let defaultValue: ListStyleMetrics? = nil }

extension EnvironmentValues {
    /// Set by `List`: its scroll view draws rows as an inset-grouped list.
    var listStyle: ListStyleMetrics? {
        get { self[ListStyleKey.self] } set { self[ListStyleKey.self] = newValue }
    }
}

import DisplayList
import Foundation

/// A scrolling column of rows — SwiftUI's `List`. By default in the inset-grouped style, as iOS
/// draws a `List`: rows on white cards inset from the edges of a grey page, rounded at the top
/// of each section and at its bottom, 44 pt tall at least, with their content inset 20 pt and a
/// hairline separator between them (inset to the row's text); section headers in small grey
/// type above their cards. `listStyle(_:)` picks another (``ListStyle``); `listRowInsets`,
/// `listRowBackground`, `listRowSeparator`, `listRowSpacing`, `listSectionSpacing` and
/// `scrollContentBackground(.hidden)` adjust it. On LazyScroll's lazy engine: rows are made as
/// they come near the viewport.
///
/// ```swift
/// List {
///     ForEach(dataSource, id: \.key) { element in
///         Text("\(element.key) : \(element.value)")
///     }
/// }
/// ```
///
/// Selection (`List(selection:)`) and editing (`onDelete`, `onMove`, `EditButton`): see
/// List+Selection.swift and List+Editing.swift. Differs from SwiftUI: a `ForEach` inside is lazy as
/// in a `LazyVStack` (seed 003's `id(_:)` and `_ConditionalContent` pitfalls of SwiftUI's `List`
/// do not happen here — the Lab shows them with `LazyVStack`).
public struct List<Content: View>: View {
    let content: Content
    /// `List(selection:)`'s binding (List+Selection.swift); nil: rows cannot be selected.
    var selection: ListSelectionBinding?
    @Environment(\.listStyleKind) private var kind
    @Environment(\.scrollContentBackground) private var contentBackground
    /// With a selection: its state between updates, and where ↑/↓ scroll (List+Selection.swift).
    @State private var selectionModel = ListSelectionModel()
    @State private var selectionScroll = ScrollPosition()
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        let style = ListStyleMetrics(kind: kind ?? .insetGrouped)
        // `scrollContentBackground(.hidden)`: no page, what is behind the list shows.
        let page = contentBackground == .hidden ? Color.clear : Color(style.pageBackground)
        let selecting = selectionEnvironment(model: selectionModel, position: $selectionScroll)
        return ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                content
            }
        }
        .environment(\.listEnvironment, ListEnvironment(style: style, selection: selecting?.model, scrollPosition: selecting?.position))
        .background(page)
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


import Foundation

// Views that show or hide their content: `DisclosureGroup`, `OutlineGroup`,
// `List(data, children:)` and `Section(isExpanded:)`
// (https://developer.apple.com/documentation/swiftui/disclosuregroup,
// https://developer.apple.com/documentation/swiftui/outlinegroup,
// https://developer.apple.com/documentation/swiftui/section/init(isexpanded:content:header:)).
// Collapsed content is not made at all; expanded, it is made as any list content is — the rows
// of a `ForEach` in it only as they come near the viewport.

/// The trailing chevron of a disclosure row: right when collapsed, down when expanded, in the
/// accent colour (iOS draws it rotating between the two; here it switches).
struct DisclosureChevron: View {
    let isExpanded: Bool
    var body: some View {
        Image(decorativeSystemName: isExpanded ? "chevron.down" : "chevron.right").font(.footnote).foregroundStyle(Color.accentColor)
    }
}

/// A label that shows or hides its content when tapped — SwiftUI's `DisclosureGroup`. The
/// label is a row with a trailing chevron; the content follows it when expanded. In a `List`
/// the label and each view of the content are rows of their own (a `ForEach` in the content
/// stays lazy); collapsed, the content is not made.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
///     Toggle("Debug Menu", isOn: $debug)
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let binding: Binding<Bool>?
    @State private var ownExpanded = false

    /// A group that keeps whether it is expanded itself (collapsed at first).
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        binding = nil
    }
    /// A group expanded while `isExpanded` is true; tapping the label toggles it.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        binding = isExpanded
    }

    public var body: some View {
        let expanded = binding?.wrappedValue ?? ownExpanded
        Group {
            HStack {
                label
                Spacer(minLength: 0)
                DisclosureChevron(isExpanded: expanded)
            }
            .contentShape(Rectangle())
            .onTapGesture { toggle() }
            if expanded { content() }
        }
    }

    private func toggle() {
        if let binding { binding.wrappedValue.toggle() } else { ownExpanded.toggle() }
    }
}

extension DisclosureGroup where Label == Text {
    /// `DisclosureGroup("Advanced") { … }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// `DisclosureGroup(group.name) { … }`, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// `DisclosureGroup("Advanced", isExpanded: $open) { … }`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// `DisclosureGroup(group.name, isExpanded: $open) { … }`, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A tree shown as rows that expand — SwiftUI's `OutlineGroup`: each element is a row made by
/// `content`; an element whose `children` key path gives a collection (not nil) has a chevron
/// and, tapped, shows its children below it, indented 20 pt a level.
///
/// The rows shown are the tree flattened along its expanded branches, one `ForEach` over them:
/// each is a row of its own in a `List` (its separator, its 44 pt), lazy as any `ForEach` — a
/// branch's children are not read until it is expanded, and then only those near the viewport
/// are made. Differs from SwiftUI: the flattening reads every expanded branch's children
/// collection (not their views) when the outline changes.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
    @State private var expanded: Set<ID> = []

    /// An outline of `data`, each element identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    /// One shown row: the element, its depth and whether it has children.
    struct Row {
        let element: Data.Element
        let id: ID
        let depth: Int
        let isBranch: Bool
    }

    /// The rows shown: depth first, a branch's children after it when it is expanded.
    var rows: [Row] {
        var rows: [Row] = []
        func add(_ elements: Data, depth: Int) {
            for element in elements {
                let key = element[keyPath: id]
                let kids = element[keyPath: children]
                rows.append(Row(element: element, id: key, depth: depth, isBranch: kids != nil))
                if let kids, expanded.contains(key) { add(kids, depth: depth + 1) }
            }
        }
        add(data, depth: 0)
        return rows
    }

    public var body: some View {
        ForEach(rows, id: \.id) { row in
            HStack {
                content(row.element)
                Spacer(minLength: 0)
                if row.isBranch { DisclosureChevron(isExpanded: expanded.contains(row.id)) }
            }
            .padding(.leading, CGFloat(row.depth) * 20)
            .contentShape(Rectangle())
            .onTapGesture {
                guard row.isBranch else { return }
                if expanded.contains(row.id) { expanded.remove(row.id) } else { expanded.insert(row.id) }
            }
        }
    }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    /// An outline of `Identifiable` elements.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension List {
    /// A list of a tree — SwiftUI's `List(_:children:rowContent:)`: an ``OutlineGroup`` of it.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                                                 @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }
    /// `List(tree, id: \.name, children: \.children) { … }`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                               children: KeyPath<Data.Element, Data?>,
                                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, ID, RowContent> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

/// A `Section(isExpanded:)`'s content: there while the binding is true.
struct SectionExpandableContent<Content: View>: View {
    let content: Content
    let isExpanded: Binding<Bool>
    var body: some View {
        if isExpanded.wrappedValue { content }
    }
}

/// A `Section(isExpanded:)`'s header: the header with a trailing chevron; tapping it toggles.
struct SectionDisclosureHeader<Header: View>: View {
    let header: Header
    let isExpanded: Binding<Bool>
    var body: some View {
        HStack {
            header
            Spacer(minLength: 0)
            DisclosureChevron(isExpanded: isExpanded.wrappedValue)
        }
        .contentShape(Rectangle())
        .onTapGesture { isExpanded.wrappedValue.toggle() }
    }
}

extension Section where Footer == EmptyView {
    /// A section that shows its content while `isExpanded` is true — SwiftUI's
    /// `Section(isExpanded:content:header:)` (iOS 17). Its header gets a chevron and toggles
    /// the binding when tapped; collapsed, the content is not made (its rows are not in the
    /// list).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), hasHeader: true, hasFooter: false, isExpanded: isExpanded)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// `Section("Favorites", isExpanded: $showFavorites) { … }`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A title from a string, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

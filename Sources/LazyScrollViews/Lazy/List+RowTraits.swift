import DisplayList
import Foundation

// What a row of a `List` asks of the list: its insets, background, separators and their tint —
// SwiftUI's `listRowInsets(_:)`, `listRowBackground(_:)`, `listRowSeparator(_:edges:)`,
// `listRowSeparatorTint(_:edges:)`, `listSectionSeparator(_:edges:)`. Apple calls them
// preferences "to the containing List … the list style is the final arbiter"
// (https://developer.apple.com/documentation/swiftui/view/listrowseparator(_:edges:)).
//
// Here they travel down the environment: written on a row, a `ForEach` or a `Section`, every
// row inside carries them, and the list reads them from the row's view when it places and
// paints it. Written twice on the same row, the modifier nearer the row wins (in SwiftUI the
// outer one does).

/// A row's list preferences (nil or `.automatic`: the list style's).
struct ListRowTraits: Equatable {
    var insets: EdgeInsets?
    var background: ListRowBackground?
    var separatorTop = Visibility.automatic
    var separatorBottom = Visibility.automatic
    var separatorTintTop: Color?
    var separatorTintBottom: Color?
    var sectionSeparatorTop = Visibility.automatic
    var sectionSeparatorBottom = Visibility.automatic
    var sectionSeparatorTintTop: Color?
    var sectionSeparatorTintBottom: Color?

    /// The separators' visibility on `edges` (read: the top's when asked for it).
    subscript(separator edges: VerticalEdge.Set) -> Visibility {
        get { edges.contains(.top) ? separatorTop : separatorBottom }
        set {
            if edges.contains(.top) { separatorTop = newValue }
            if edges.contains(.bottom) { separatorBottom = newValue }
        }
    }
    subscript(separatorTint edges: VerticalEdge.Set) -> Color? {
        get { edges.contains(.top) ? separatorTintTop : separatorTintBottom }
        set {
            if edges.contains(.top) { separatorTintTop = newValue }
            if edges.contains(.bottom) { separatorTintBottom = newValue }
        }
    }
    subscript(sectionSeparatorTint edges: VerticalEdge.Set) -> Color? {
        get { edges.contains(.top) ? sectionSeparatorTintTop : sectionSeparatorTintBottom }
        set {
            if edges.contains(.top) { sectionSeparatorTintTop = newValue }
            if edges.contains(.bottom) { sectionSeparatorTintBottom = newValue }
        }
    }
    subscript(sectionSeparator edges: VerticalEdge.Set) -> Visibility {
        get { edges.contains(.top) ? sectionSeparatorTop : sectionSeparatorBottom }
        set {
            if edges.contains(.top) { sectionSeparatorTop = newValue }
            if edges.contains(.bottom) { sectionSeparatorBottom = newValue }
        }
    }
}

/// What fills a row's part of the card: a colour (drawn in the card's shape, rounded where the
/// card is) or any view (laid out at the card's size, clipped to its rectangle).
enum ListRowBackground: Equatable {
    case color(Color)
    case view(AnyView)
    static func == (a: Self, b: Self) -> Bool {
        if case .color(let x) = a, case .color(let y) = b { return x == y }
        return false
    }
}

private struct ListRowTraitsKey: EnvironmentKey { static let defaultValue = ListRowTraits() }

extension EnvironmentValues {
    var listRowTraits: ListRowTraits {
        get { self[ListRowTraitsKey.self] } set { self[ListRowTraitsKey.self] = newValue }
    }
}

extension View {
    /// The row's content insets inside its card — SwiftUI's `listRowInsets(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/listrowinsets(_:)): "change the
    /// default padding of the content of list items". Nil: the style's (11 pt along, 20 pt
    /// across). The row stays at least 44 pt tall, its content centred in it, as on iOS.
    public func listRowInsets(_ insets: EdgeInsets?) -> _EnvironmentWriter<Self, EdgeInsets?> {
        environment(\.listRowTraits.insets, insets)
    }

    /// What is drawn behind the row instead of the style's white card — SwiftUI's
    /// `listRowBackground(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/listrowbackground(_:)). A
    /// `Color` fills the card in its shape; another view is laid out at the card's size and
    /// clipped to it. Both follow the card's rounded corners at an inset-grouped section's first
    /// and last rows (the top corners of the first, the bottom ones of the last), as iOS draws
    /// them: a fill or image that covers the card takes its shape (`RenderContext.roundingToClip`);
    /// differs: a drawing covering only part of a corner is cut square there. Such a view is made
    /// for each paint and keeps no `@State`. Nil: the style's background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background: ListRowBackground? = view.map { view in
            if let color = view as? Color { return .color(color) }
            return .view(AnyView(view))
        }
        return environment(\.listRowTraits.background, background)
    }

    /// Shows or hides the separators above and below this row — SwiftUI's
    /// `listRowSeparator(_:edges:)`
    /// (https://developer.apple.com/documentation/swiftui/view/listrowseparator(_:edges:)). The
    /// separator between two rows shows unless either row hides its side of it; `.visible`
    /// draws a separator the style leaves out (below a section's last row, above its first).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> _EnvironmentWriter<Self, Visibility> {
        environment(\.listRowTraits[separator: edges], visibility)
    }

    /// The colour of the row's separators — SwiftUI's `listRowSeparatorTint(_:edges:)`. The
    /// separator below a row takes the row's bottom tint, else the next row's top tint.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> _EnvironmentWriter<Self, Color?> {
        environment(\.listRowTraits[separatorTint: edges], color)
    }

    /// Shows or hides the separators at the top and bottom of a section — SwiftUI's
    /// `listSectionSeparator(_:edges:)`
    /// (https://developer.apple.com/documentation/swiftui/view/listsectionseparator(_:edges:)),
    /// written on a `Section`. A grouped list draws both (across the whole width), a plain list
    /// the bottom one (inset as its rows' are), the inset styles neither.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> _EnvironmentWriter<Self, Visibility> {
        environment(\.listRowTraits[sectionSeparator: edges], visibility)
    }

    /// The colour of a section's separators — SwiftUI's `listSectionSeparatorTint(_:edges:)`
    /// (https://developer.apple.com/documentation/swiftui/view/listsectionseparatortint(_:edges:)),
    /// written on a `Section`: `edges` picks the separator above its first row (`.top`), below
    /// its last (`.bottom`) or both. A separator the style does not draw stays hidden (show it
    /// with `listSectionSeparator(.visible)`); nil: the separator colour. The full-width hairline
    /// below a grouped section takes this tint, not its last row's `listRowSeparatorTint`.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> _EnvironmentWriter<Self, Color?> {
        environment(\.listRowTraits[sectionSeparatorTint: edges], color)
    }
}

import DisplayList
import Foundation

// List styles — SwiftUI's `ListStyle` and `listStyle(_:)`
// (https://developer.apple.com/documentation/swiftui/view/liststyle(_:)). Apple documents what
// each style is for, not its measurements; the numbers here are UIKit's defaults on an iPhone
// in the light appearance (iOS 17), as `UICollectionLayoutListConfiguration` and
// `UITableView` draw them, and each is said where it is set.

/// A way a `List` draws its rows, sections and background — SwiftUI's `ListStyle`. Pick one with
/// `listStyle(_:)`: `.plain`, `.grouped`, `.inset`, `.insetGrouped`, `.sidebar` or `.automatic`
/// (inset grouped, the iOS default for a `List`). As in SwiftUI, apps cannot make their own.
public protocol ListStyle: Sendable {}

/// Rows edge to edge on the plain background, a separator between them inset to the text, and
/// section headers in a bar that stays pinned at the top while its section scrolls under it —
/// SwiftUI's `PlainListStyle` (`.plain`), UIKit's `.plain` appearance.
public struct PlainListStyle: ListStyle { public init() {} }
/// Sections of edge-to-edge white rows on the grouped grey background, a hairline at the top
/// and bottom of each section, headers and footers in small grey type — `GroupedListStyle`.
public struct GroupedListStyle: ListStyle { public init() {} }
/// Rows inset from the list's edges on the plain background — `InsetListStyle`.
public struct InsetListStyle: ListStyle { public init() {} }
/// Sections as white cards with 10 pt rounded corners, inset from the edges of the grouped grey
/// background — `InsetGroupedListStyle`; Apple: "a continuous background color that extends
/// from the section header, around both sides of list items in the section, and down to the
/// section footer" (https://developer.apple.com/documentation/swiftui/liststyle/insetgrouped).
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// The sidebar style: on an iPhone, inset-grouped cards with section headers in bold primary
/// type — `SidebarListStyle`. Differs from iOS: the headers do not collapse their sections.
public struct SidebarListStyle: ListStyle { public init() {} }
/// The platform's default: inset grouped, as a `List` on iOS draws — `DefaultListStyle`.
public struct DefaultListStyle: ListStyle { public init() {} }

extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

extension View {
    /// The style of the lists inside — SwiftUI's `listStyle(_:)`: `.listStyle(.plain)`,
    /// `.listStyle(InsetGroupedListStyle())`. See ``ListStyle`` for how each looks.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, ListStyleMetrics.Kind(style))
    }

    /// Whether the background of the scrollable views inside shows — SwiftUI's
    /// `scrollContentBackground(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/scrollcontentbackground(_:)):
    /// `.hidden` takes away a `List`'s grey or white page so what is behind it shows (a
    /// `.background(…)` of your own); the rows keep their own backgrounds.
    public func scrollContentBackground(_ visibility: Visibility) -> _EnvironmentWriter<Self, Visibility> {
        environment(\.scrollContentBackground, visibility)
    }

    /// The space between adjacent rows of a list — SwiftUI's `listRowSpacing(_:)`. With space
    /// between them the rows of an inset-grouped list are separate rounded cards with no
    /// separators, as on iOS 17. Nil: the style's (none).
    public func listRowSpacing(_ spacing: CGFloat?) -> _EnvironmentWriter<Self, CGFloat?> {
        environment(\.listRowSpacing, spacing)
    }

    /// The space between adjacent sections of a list — SwiftUI's `listSectionSpacing(_:)`. On a
    /// `List` it sets every gap; on a `Section`, the gap above it.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> _EnvironmentWriter<Self, ListSectionSpacing?> {
        environment(\.listSectionSpacing, spacing)
    }
    /// `listSectionSpacing(.custom(spacing))`.
    public func listSectionSpacing(_ spacing: CGFloat) -> _EnvironmentWriter<Self, ListSectionSpacing?> {
        environment(\.listSectionSpacing, .custom(spacing))
    }
}

/// The space between a list's sections — SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
    let points: CGFloat?
    /// The style's own gaps (35 pt above a section without a header, 24 pt above a header's
    /// text in the grouped styles; none in plain lists).
    public static let `default` = ListSectionSpacing(points: nil)
    /// Tighter gaps: Apple gives no number; we use 20 pt, UIKit's gap above the first section.
    public static let compact = ListSectionSpacing(points: 20)
    /// `spacing` points between sections.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// Whether something shows — SwiftUI's `Visibility`: `.automatic` leaves it to the view (a
/// list style decides where separators go), `.visible` and `.hidden` ask for one or the other.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

extension VerticalEdge {
    /// A set of vertical edges — SwiftUI's `VerticalEdge.Set`, for `listRowSeparator(_:edges:)`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { self.rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

/// A list style's measurements and colours, in points. Sources: Apple's HIG gives 44 pt as the
/// minimum hit target (a row's minimum height); UIKit's list layouts on an iPhone inset row
/// content by 20 pt layout margins (16 pt on a 320–375 pt wide phone: we use 20), inset-grouped
/// sections by the same 20 pt, round their cards by 10 pt, and draw them on
/// `systemGroupedBackground` (242, 242, 247); the separator colour is `UIColor.separator`,
/// (60, 60, 67) at 29 %. Section gaps (35 pt between header-less sections, 24 pt above a
/// header's text, 7 pt from it to its card) are measured from iOS 17's Settings screens.
struct ListStyleMetrics: Hashable, Sendable {
    /// Which style: what `listStyle(_:)` puts in the environment.
    enum Kind: Hashable, Sendable {
        case plain, grouped, inset, insetGrouped, sidebar
        init<S: ListStyle>(_ style: S) {
            switch style {
            case is PlainListStyle: self = .plain
            case is GroupedListStyle: self = .grouped
            case is InsetListStyle: self = .inset
            case is SidebarListStyle: self = .sidebar
            default: self = .insetGrouped
            }
        }
    }
    var kind: Kind = .insetGrouped
    /// Space between the scroll view's edge and the rows' backgrounds (cards).
    var cardInset: CGFloat = 20
    /// Space between a card's edge and its row's content, across and along.
    var rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    var minimumRowHeight: CGFloat = 44
    var cornerRadius: CGFloat = 10
    /// Around a section's header: above its text (the gap from the section before) and between
    /// the text and the card.
    var headerInsets = EdgeInsets(top: 24, leading: 20, bottom: 7, trailing: 20)
    var footerInsets = EdgeInsets(top: 7, leading: 20, bottom: 7, trailing: 20)
    /// Space above a section without a header, from the section before.
    var sectionGap: CGFloat = 35
    /// Top of the content when the first section has no header, and below the last.
    var topInset: CGFloat = 20
    /// Whether headers are opaque bars pinned while their section scrolls (plain lists).
    var pinnedHeaderBars = false
    /// Whether each section has a separator above its first row and below its last, across
    /// the whole width (grouped), or below its last row only, inset as rows' are (plain).
    var sectionSeparatorTop = false
    var sectionSeparatorBottom = false
    var sectionSeparatorFullWidth = false
    /// Headers in bold primary type (plain, sidebar) rather than small grey type.
    var boldHeaders = false
    /// The page behind the cards and the cards' fill: iOS's grouped backgrounds
    /// (`systemGroupedBackground` behind `secondarySystemGroupedBackground` cards: light grey
    /// behind white, black behind (28, 28, 30) in the dark appearance); a plain list's page
    /// and rows are `systemBackground` (white, black).
    var pageBackground: DynamicColor = ListStyleMetrics.groupedBackground
    var rowBackground: DynamicColor = .secondarySystemGroupedBackground

    init(kind: Kind = .insetGrouped) {
        self.kind = kind
        switch kind {
        case .insetGrouped:
            break
        case .sidebar:
            boldHeaders = true
        case .grouped:
            // UIKit's grouped table: rows edge to edge, hairlines across the top and bottom of
            // each section; 35 pt above the first section.
            cardInset = 0; cornerRadius = 0; topInset = 35
            sectionSeparatorTop = true; sectionSeparatorBottom = true; sectionSeparatorFullWidth = true
        case .plain, .inset:
            // UIKit's plain list: white page, no gaps between sections (their last row's
            // separator parts them), headers in pinned bars, 6 pt above and below their text.
            cardInset = kind == .inset ? 20 : 0
            cornerRadius = 0; topInset = 0; sectionGap = 0
            headerInsets = EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
            pinnedHeaderBars = true; boldHeaders = true; sectionSeparatorBottom = true
            pageBackground = .systemBackground
            rowBackground = .systemBackground
        }
    }

    static let insetGrouped = ListStyleMetrics()
    static let groupedBackground = DynamicColor.systemGroupedBackground
    /// iOS's `separator`: (60, 60, 67) at 29 %, (84, 84, 88) at 60 % in the dark appearance.
    static let separator = DynamicColor.separator
}

private struct ListStyleKindKey: EnvironmentKey { static let defaultValue: ListStyleMetrics.Kind? = nil }
private struct ListStyleKey: EnvironmentKey { static let defaultValue: ListStyleMetrics? = nil }
private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: ListSectionSpacing? = nil }

extension EnvironmentValues {
    /// What `listStyle(_:)` asked for (nil: the default, inset grouped).
    var listStyleKind: ListStyleMetrics.Kind? {
        get { self[ListStyleKindKey.self] } set { self[ListStyleKindKey.self] = newValue }
    }
    /// Set by `List`: its scroll view draws rows in this style.
    var listStyle: ListStyleMetrics? {
        get { self[ListStyleKey.self] } set { self[ListStyleKey.self] = newValue }
    }
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] } set { self[ScrollContentBackgroundKey.self] = newValue }
    }
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] } set { self[ListRowSpacingKey.self] = newValue }
    }
    var listSectionSpacing: ListSectionSpacing? {
        get { self[ListSectionSpacingKey.self] } set { self[ListSectionSpacingKey.self] = newValue }
    }
}

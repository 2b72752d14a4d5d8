import ScrollHosting
import DisplayList
import LazyLayout
import Painting
import ScrollCore

/// The Colors scene from Apple's "Grouping data with lazy stack views" (../shared/seeds/002):
///
/// ```swift
/// ScrollView {
///     LazyVStack(spacing: 1, pinnedViews: [.sectionHeaders]) {
///         ForEach(sections) { section in
///             Section(header: SectionHeaderView(colorData: section)) {
///                 ForEach(section.variations) { variation in
///                     section.color.brightness(variation.brightness).frame(height: 20)
/// } } } } }
/// ```
/// Sections Reds, Greens and Blues, each with five rows at brightness 0.0 … 0.4; the header is
/// the name in `.headline` in the section colour, `.padding()` (16 pt), over
/// `Color.primary.colorInvert().opacity(0.75)` — white at 75 % in the light appearance.
public final class ColorsScene: LazyStackScene {
    /// One section of the seed's `ColorData`.
    public struct ColorSection: Sendable, Hashable, Identifiable {
        public var id: String
        public var name: String
        public var color: Color
        /// The seed's `stride(from: 0.0, to: 0.5, by: 0.1)`.
        public var brightnesses: [Double] = [0.0, 0.1, 0.2, 0.3, 0.4]
    }

    /// Identity of an element: the section's id plus the row's brightness step.
    public enum ElementID: Hashable, Sendable, CustomStringConvertible {
        case header(String)
        case row(String, Int)
        case footer(String)
        public var description: String {
            switch self {
            case .header(let s): return "\(s)/header"
            case .row(let s, let r): return "\(s)/\(r)"
            case .footer(let s): return "\(s)/footer"
            }
        }
    }

    /// The data source: the sections array read in place.
    public struct Data: LazyStackDataSource {
        public var sections: [ColorSection]
        public var measurer: any TextMeasurer
        public var showsFooters: Bool

        public var sectionCount: Int { sections.count }
        public func itemCount(inSection section: Int) -> Int { sections[section].brightnesses.count }
        public func hasHeader(inSection section: Int) -> Bool { true }
        public func hasFooter(inSection section: Int) -> Bool { showsFooters }
        public func id(of path: ElementPath) -> ElementID {
            let s = sections[path.section].id
            switch path.kind {
            case .header: return .header(s)
            case .item(let row): return .row(s, row)
            case .footer: return .footer(s)
            }
        }
        public func measure(_ path: ElementPath, crossExtent: Points) -> Points {
            switch path.kind {
            case .item: return ColorsScene.rowHeight
            case .header, .footer:
                // HStack { Text(name).font(.headline); Spacer() }.padding(): the text's line
                // height plus 16 pt above and below.
                let text = path.kind == .header ? sections[path.section].name : ColorsScene.footerText(sections[path.section])
                let font = path.kind == .header ? FontSpec.headline : FontSpec.caption
                return measurer.measure(text, font: font).height + 2 * ColorsScene.padding
            }
        }
        public func estimatedExtent(of kind: ElementKind, inSection section: Int) -> Points? {
            kind.row != nil ? ColorsScene.rowHeight : nil
        }
    }

    /// `.frame(height: 20)` on every row.
    public static let rowHeight: Points = 20
    /// `LazyVStack(spacing: 1)`.
    public static let spacing: Points = 1
    /// SwiftUI's default `.padding()`.
    public static let padding: Points = 16
    /// `Color.primary.colorInvert().opacity(0.75)` in the light appearance.
    public static let headerBackground = Color.white.opacity(0.75)

    public let name: String
    public let caption: String
    public private(set) var data: Data
    public let pinnedViews: PinnedViews
    public let stackContent: LazyStackContent<Data>

    /// - Parameters:
    ///   - repeatCount: how many times the three sections repeat ("Reds", …, "Reds 2", …).
    ///   - footers: the variant with `pinnedViews: [.sectionHeaders, .sectionFooters]`.
    public init(repeatCount: Int, measurer: any TextMeasurer, footers: Bool = false) {
        let base: [(String, Color)] = [("Reds", .red), ("Greens", .green), ("Blues", .blue)]
        var sections: [ColorSection] = []
        sections.reserveCapacity(3 * max(1, repeatCount))
        for round in 1...max(1, repeatCount) {
            for (baseName, color) in base {
                let name = round == 1 ? baseName : "\(baseName) \(round)"
                sections.append(ColorSection(id: name.lowercased().replacingOccurrences(of: " ", with: "-"), name: name, color: color))
            }
        }
        data = Data(sections: sections, measurer: measurer, showsFooters: footers)
        pinnedViews = footers ? [.sectionHeaders, .sectionFooters] : [.sectionHeaders]
        name = footers ? "colors-footers" : "colors"
        caption = footers
            ? "Apple's Colors sections with pinned headers and footers: LazyVStack(spacing: 1, pinnedViews: [.sectionHeaders, .sectionFooters])"
            : "Apple's Colors sections: LazyVStack(spacing: 1, pinnedViews: [.sectionHeaders]); headers stay pinned until the next one pushes them off"
        stackContent = LazyStackContent(source: data, spacing: Self.spacing, pinnedViews: pinnedViews, cacheExtent: 100,
                                        background: .systemBackground) { _, _, _, _ in }
        let colorSections = data.sections
        stackContent.painter = { element, frame, list, _ in ColorsScene.paint(element, frame, sections: colorSections, into: &list) }
    }

    /// The smallest repeat count that makes the content at least three viewports tall, so there
    /// is something to scroll.
    public static func defaultRepeatCount(viewportHeight: Points, measurer: any TextMeasurer) -> Int {
        let header = measurer.measure("Reds", font: .headline).height + 2 * padding
        let section = header + 5 * rowHeight + 6 * spacing
        return max(1, Int((3 * viewportHeight / (3 * section)).rounded(.up)))
    }

    static func footerText(_ section: ColorSection) -> String { "\(section.brightnesses.count) shades of \(section.name)" }

    static func paint(_ element: PlacedElement, _ frame: Rect, sections: [ColorSection], into list: inout DisplayList) {
        let section = sections[element.path.section]
        switch element.path.kind {
        case .item(let row):
            list.fill(frame, section.color.brightness(section.brightnesses[row]))
        case .header:
            list.fill(frame, Self.headerBackground)
            list.text(section.name, at: Point(x: frame.minX + Self.padding, y: frame.minY + Self.padding), .headline, section.color)
        case .footer:
            list.fill(frame, Self.headerBackground)
            list.text(Self.footerText(section), at: Point(x: frame.minX + Self.padding, y: frame.minY + Self.padding), .caption, .gray)
        }
    }

    public func visibleIDs(_ result: LayoutResult) -> [String] {
        result.placed.filter(\.isVisible).sorted { $0.index < $1.index }.map { data.id(of: $0.path).description }
    }

    public func sectionName(_ section: Int) -> String { data.sections[section].name }
}

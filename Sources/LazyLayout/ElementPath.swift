import ScrollCore

/// What a laid-out element is within its section.
public enum ElementKind: Sendable, Hashable, Codable {
    case header
    case item(Int)
    case footer

    /// The row for `.item`, nil for headers and footers.
    public var row: Int? { if case .item(let row) = self { return row } else { return nil } }
}

/// The position of one element (a header, a row or a footer) in sectioned data: section index
/// plus kind. Paths are positions, not identities: after an insert above, the same path names
/// another item. The data source's ids are the identities.
public struct ElementPath: Sendable, Hashable, Codable, CustomStringConvertible {
    public var section: Int
    public var kind: ElementKind
    public init(section: Int, kind: ElementKind) { self.section = section; self.kind = kind }
    public static func item(_ row: Int, in section: Int) -> ElementPath { ElementPath(section: section, kind: .item(row)) }
    public static func header(of section: Int) -> ElementPath { ElementPath(section: section, kind: .header) }
    public static func footer(of section: Int) -> ElementPath { ElementPath(section: section, kind: .footer) }

    public var description: String {
        switch kind {
        case .header: return "s\(section).header"
        case .footer: return "s\(section).footer"
        case .item(let row): return "s\(section).\(row)"
        }
    }
}

/// Which section views stay on screen while their section scrolls under an edge: SwiftUI's
/// `PinnedScrollableViews`. Vertical stacks pin headers to the top and footers to the bottom;
/// horizontal ones pin headers to the leading edge and footers to the trailing edge.
public struct PinnedViews: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedViews(rawValue: 1)
    public static let sectionFooters = PinnedViews(rawValue: 2)
}

/// One of the on-screen diagnostics, toggled by its key in the window and listed with
/// `--overlay a,b,c` on the command line (so headless screenshots can show them).
///
/// Overlays only draw: they append commands to the frame's display list after the content and
/// never change layout or scroll state (a test asserts this).
///
/// See also: ``OverlaySet``, ``DiagnosticsOverlays``.
public enum DiagnosticOverlay: String, Sendable, Hashable, CaseIterable, Codable {
    /// `D`: FPS, the per-phase frame-time graph, percentiles and the lazy stack's counters.
    case hud
    /// `B`: every realized element's outline and id; headers, footers and pinned ones marked.
    case bounds
    /// `Z`: viewport, prefetch and keep-alive windows along the scroll axis, and a minimap of
    /// the whole content with measured vs estimated regions.
    case zones
    /// `P`: preset, activity, offset, velocity, their plot, and the wheel/touchpad input log.
    case physics
    /// `F`: elements created this frame flash (Chrome's paint flashing).
    case flash
    /// `H` or F1: every key and what it does.
    case help

    /// The key that toggles it, as SDL names keys (`SDL_GetKeyName`).
    public var key: String {
        switch self {
        case .hud: return "D"
        case .bounds: return "B"
        case .zones: return "Z"
        case .physics: return "P"
        case .flash: return "F"
        case .help: return "H"
        }
    }

    /// A few words for the help panel and messages.
    public var title: String {
        switch self {
        case .hud: return "performance HUD and lazy counters"
        case .bounds: return "element bounds and ids"
        case .zones: return "lazy zones and content minimap"
        case .physics: return "physics state, plot and input log"
        case .flash: return "flash elements as they are created"
        case .help: return "this help"
        }
    }
}

/// A set of ``DiagnosticOverlay``s: which ones are on.
public struct OverlaySet: Sendable, Hashable, CustomStringConvertible {
    public private(set) var members: Set<DiagnosticOverlay>

    public init(_ members: some Sequence<DiagnosticOverlay> = []) { self.members = Set(members) }

    /// Every overlay except help (what `--overlay all` turns on).
    public static let allButHelp = OverlaySet(DiagnosticOverlay.allCases.filter { $0 != .help })

    /// Parses the `--overlay` value: names separated by commas (`hud,zones`), `all` for every
    /// overlay but help, `none` or the empty string for none.
    /// - Throws: ``OverlayParseError`` naming the unknown word and the valid ones.
    public init(parsing text: String) throws {
        var set = Set<DiagnosticOverlay>()
        for raw in text.split(separator: ",") {
            let word = raw.filter { !$0.isWhitespace }.lowercased()
            if word.isEmpty || word == "none" { continue }
            if word == "all" { set.formUnion(OverlaySet.allButHelp.members); continue }
            guard let overlay = DiagnosticOverlay(rawValue: word) else { throw OverlayParseError(word: word) }
            set.insert(overlay)
        }
        members = set
    }

    public func contains(_ overlay: DiagnosticOverlay) -> Bool { members.contains(overlay) }
    public var isEmpty: Bool { members.isEmpty }
    public mutating func insert(_ overlay: DiagnosticOverlay) { members.insert(overlay) }
    public mutating func remove(_ overlay: DiagnosticOverlay) { members.remove(overlay) }
    /// Turns `overlay` on if it was off and off if it was on; returns whether it is now on.
    @discardableResult
    public mutating func toggle(_ overlay: DiagnosticOverlay) -> Bool {
        if members.remove(overlay) != nil { return false }
        members.insert(overlay)
        return true
    }

    /// The members in ``DiagnosticOverlay/allCases`` order, as the CLI spells them.
    public var names: [String] { DiagnosticOverlay.allCases.filter(members.contains).map(\.rawValue) }
    public var description: String { names.isEmpty ? "none" : names.joined(separator: ",") }
}

/// An unknown name in `--overlay`.
public struct OverlayParseError: Error, CustomStringConvertible {
    public var word: String
    public var description: String {
        "unknown overlay \"\(word)\" (available: \(DiagnosticOverlay.allCases.map(\.rawValue).joined(separator: ", ")), all, none)"
    }
}

import ScrollCore

// The boundary between the engine and the app's data: every number a ``LazyStackDataSource``
// returns — counts, measured extents, estimates, the uniform item extent — is checked here
// before the layout uses it. A bad value is replaced by a safe one and reported once per kind
// of fault (naming the first element or section it came from), so a broken data source makes a
// wrong-looking list and one line on stderr, never a trap, a hang, an infinite content size or
// a pass that realizes a hundred thousand elements (issue 16, item 4).
//
// UIKit does the same at its boundary: a self-sizing cell that reports a NaN or negative height
// is logged once ("…returned an invalid height…") and laid out at the estimate; Flutter asserts
// `size.isFinite` on every RenderBox in debug builds.

/// One bad value from a data source and what the engine used instead.
public struct DataSourceFault: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// `measure(_:crossExtent:)` returned NaN, +∞, a negative extent or one over
        /// ``DataSourceGuard/maximumMeasuredExtent`` (or −∞ for a header or footer, which cannot
        /// collapse).
        case measuredExtent
        /// `estimatedExtent(of:inSection:)` returned NaN, ±∞, zero, a negative or a huge extent.
        case estimatedExtent
        /// `uniformItemExtent` was NaN, ±∞, zero, negative or huge.
        case uniformItemExtent
        /// `sectionCount` or `itemCount(inSection:)` was negative.
        case negativeCount
        /// The counts add up past ``DataSourceGuard/maximumElementCount`` (or overflow `Int`), or
        /// the sections past ``DataSourceGuard/maximumSectionCount``.
        case tooManyElements
        /// One pass would realize more than ``DataSourceGuard/maximumRealizedPerPass`` elements
        /// (zero-extent rows, which any number of fit in a viewport).
        case realizeLimit
    }

    public var kind: Kind
    /// The element or section, as a reader names it: "item 3 of section 0", "section 2".
    public var subject: String
    /// The bad value, and what was used instead.
    public var value: String
    public var replacement: String

    public var description: String {
        switch kind {
        case .measuredExtent: "measured extent \(value) of \(subject) is not a size; using \(replacement)"
        case .estimatedExtent: "estimated extent \(value) for \(subject) is not a size; using \(replacement)"
        case .uniformItemExtent: "uniform item extent \(value) is not a size; using \(replacement)"
        case .negativeCount: "\(subject) count is \(value); using \(replacement)"
        case .tooManyElements: "\(subject) \(value); using \(replacement)"
        case .realizeLimit: "\(subject) \(value); \(replacement)"
        }
    }
}

/// The checks, and the record of what was reported (each ``DataSourceFault/Kind`` once).
public struct DataSourceGuard: Sendable {
    /// The largest extent a data source may *promise* for an element it has not measured (an
    /// estimate, a uniform item extent), in points: a million points is over a thousand
    /// screens. A promise is a guess about elements not yet seen, and one past this bound
    /// (10⁹ for rows of 40 pt) is a units mistake or garbage that would scroll the whole list
    /// off the indicator; it is reported and the running average of measured extents used.
    /// Measured extents have their own, far larger bound (``maximumMeasuredExtent``).
    public static let maximumElementExtent: Points = 1_000_000
    /// The largest *measured* extent of one element, in points: 10¹². Measured content is real
    /// (an eager `VStack` of 100,000 rows is 2.8·10⁶ pt, a `Text` of a million lines 2·10⁷
    /// pt; issue 31 F found both cut at the old 10⁶) and must be reachable to its end.
    ///
    /// Why a bound at all: the layout keeps running sums of extents, adding and removing each
    /// one as it is measured again or leaves, and an offset is such a sum. A `Double` near
    /// 10¹² is exact to 1.2·10⁻⁴ pt (its ulp), so a sum that held a 10¹² pt element and lost it
    /// is off by at most that — invisible; near 10¹⁵ it would be 0.125 pt and rows would jitter
    /// by an eighth of a point; past 2⁵³ ≈ 9·10¹⁵ whole points vanish. 10¹² pt is 1.2·10⁹
    /// screens of 800 pt, more content than memory could hold as views (35 billion 28 pt rows).
    /// Larger (or +∞) is reported once as a ``DataSourceFault/Kind/measuredExtent`` fault — the
    /// scroll view warns naming itself and its view — and laid out at this bound.
    public static let maximumMeasuredExtent: Points = 1e12
    /// The bound this guard holds measured extents to: ``maximumMeasuredExtent`` unless lowered
    /// (a value above it, or not a positive number, keeps it). A stack whose rows are known to
    /// be small may lower it so that a runaway measurement is caught at its row; the engine's
    /// property tests do, as they check positions to 10⁻⁶ pt, which content holding a 10¹² pt
    /// element cannot meet in `Double` arithmetic.
    public var measuredExtentLimit: Points {
        get { limit }
        set { limit = newValue > 0 && newValue < Self.maximumMeasuredExtent ? newValue : Self.maximumMeasuredExtent }
    }
    private var limit = DataSourceGuard.maximumMeasuredExtent
    /// The most elements a stack holds: 2⁴⁸ (≈ 2.8·10¹⁴). Their offsets, at up to
    /// ``maximumMeasuredExtent`` each, stay below 2⁸⁸ pt — finite, if no longer exact; any real
    /// list is far below (the benchmark's largest is 10¹² rows).
    public static let maximumElementCount = 1 << 48
    /// The most sections: the section index keeps one integer per section (16 M sections = 128 MB).
    public static let maximumSectionCount = 1 << 24
    /// The most elements one layout pass realizes. A viewport of 16384 pt with its prefetch and
    /// keep-alive windows holds a few thousand rows of a few points; only zero-extent rows reach
    /// this, and without it every pass would realize them all.
    public static let maximumRealizedPerPass = 10_000

    /// Faults found since the last ``drain()``, to be handed to the host with a pass's stats.
    public private(set) var pending: [DataSourceFault] = []
    /// Kinds already reported (each is reported once), and how often each kind occurred.
    public private(set) var occurrences: [DataSourceFault.Kind: Int] = [:]

    public init() {}

    /// Every bad value met so far, reported or not.
    public private(set) var total = 0

    mutating func report(_ fault: DataSourceFault) {
        total += 1
        let seen = occurrences[fault.kind, default: 0]
        occurrences[fault.kind] = seen + 1
        if seen == 0 { pending.append(fault) }
    }

    /// The faults found since the last call (usually none: then nothing allocates).
    mutating func drain() -> [DataSourceFault] {
        guard !pending.isEmpty else { return [] }
        defer { pending.removeAll() }
        return pending
    }

    static func describe(_ value: Double) -> String { value.isNaN ? "NaN" : value.shortDescription }

    static func name(_ path: ElementPath) -> String {
        switch path.kind {
        case .header: "the header of section \(path.section)"
        case .footer: "the footer of section \(path.section)"
        case .item(let row): "item \(row) of section \(path.section)"
        }
    }

    /// A measured extent the layout can use: finite, 0…``measuredExtentLimit``. −∞ is kept for
    /// an item (``LazyStackCollapsedExtent``, the caller collapses it).
    @inline(__always)
    mutating func checkedMeasuredExtent(_ measured: Points, of path: ElementPath) -> Points {
        // The check inline, the report out of line: it runs for every element measured.
        if measured.isFinite && measured >= 0 && measured <= limit { return measured }
        return replaceMeasuredExtent(measured, of: path)
    }

    @inline(never)
    private mutating func replaceMeasuredExtent(_ measured: Points, of path: ElementPath) -> Points {
        if measured == LazyStackCollapsedExtent && path.kind.row != nil { return measured }
        let replacement = measured.isNaN || measured < 0 ? 0 : limit
        // A finite value over the bound says which bound, so that the line explains itself.
        let value = measured.isFinite && measured > 0
            ? "\(Self.describe(measured)) (over the largest, \(limit.shortDescription) pt)"
            : Self.describe(measured)
        report(DataSourceFault(kind: .measuredExtent, subject: Self.name(path), value: value,
                               replacement: "\(replacement.shortDescription) pt"))
        return replacement
    }

    /// A provided estimate the layout can use, or nil (the running average of measured ones).
    mutating func checkedEstimate(_ estimate: Points?, for subject: String) -> Points? {
        guard let estimate else { return nil }
        if estimate.isFinite && estimate > 0 && estimate <= Self.maximumElementExtent { return estimate }
        report(DataSourceFault(kind: .estimatedExtent, subject: subject, value: Self.describe(estimate),
                               replacement: "the average of measured extents"))
        return nil
    }

    /// A uniform item extent the layout can use, or nil (items are measured one by one). Zero is
    /// refused: any number of zero-extent rows fit in a viewport.
    mutating func checkedUniformExtent(_ extent: Points?) -> Points? {
        guard let extent else { return nil }
        if extent.isFinite && extent > 0 && extent <= Self.maximumElementExtent { return extent }
        report(DataSourceFault(kind: .uniformItemExtent, subject: "the data source", value: Self.describe(extent),
                               replacement: "measuring each item"))
        return nil
    }

    /// The section count, made 0…``maximumSectionCount``.
    mutating func checkedSectionCount(_ count: Int) -> Int {
        if count < 0 {
            report(DataSourceFault(kind: .negativeCount, subject: "section", value: "\(count)", replacement: "0"))
            return 0
        }
        if count > Self.maximumSectionCount {
            report(DataSourceFault(kind: .tooManyElements, subject: "the section count", value: "\(count) is over \(Self.maximumSectionCount)",
                                   replacement: "the first \(Self.maximumSectionCount)"))
            return Self.maximumSectionCount
        }
        return count
    }

    /// Section `section`'s items and decorations, the item count made non-negative and the
    /// section cut so that `total` plus its elements stays within ``maximumElementCount`` (a
    /// section cut short keeps its header if there is room and loses its footer).
    mutating func checkedSection(items: Int, header: Bool, footer: Bool, section: Int, total: Int)
        -> (items: Int, header: Bool, footer: Bool) {
        var items = items
        if items < 0 {
            report(DataSourceFault(kind: .negativeCount, subject: "section \(section)'s item", value: "\(items)", replacement: "0"))
            items = 0
        }
        let room = max(0, Self.maximumElementCount - total)
        let (count, overflow) = items.addingReportingOverflow((header ? 1 : 0) + (footer ? 1 : 0))
        guard overflow || count > room else { return (items, header, footer) }
        report(DataSourceFault(kind: .tooManyElements, subject: "the elements up to section \(section)",
                               value: "exceed \(Self.maximumElementCount)", replacement: "the first \(Self.maximumElementCount)"))
        let keepsHeader = header && room >= 1
        return (room - (keepsHeader ? 1 : 0), keepsHeader, false)
    }

    /// Called when a pass stops at ``maximumRealizedPerPass``.
    mutating func reportRealizeLimit(at index: Int) {
        report(DataSourceFault(kind: .realizeLimit, subject: "a layout pass",
                               value: "reached \(Self.maximumRealizedPerPass) realized elements at element \(index) (zero-extent rows?)",
                               replacement: "the pass stops there"))
    }
}

extension LazyStackLayout {
    /// The data source's estimates per element class (``providedEstimates(_:)``), checked: a
    /// bad one falls back to the running average of measured extents.
    mutating func checkedEstimates(_ source: Source) -> [Points?] {
        let provided = Self.providedEstimates(source)
        let classes = ["headers", "items", "footers"]
        return provided.indices.map { sourceGuard.checkedEstimate(provided[$0], for: classes[$0]) }
    }
}

extension SectionIndex {
    /// The index of `source`'s sections with every count checked by `guard`.
    public init<Source: LazyStackDataSource>(_ source: Source, guard check: inout DataSourceGuard) {
        self.init(GuardedCounts(source: source, check: &check))
    }
}

/// `source`'s counts read once through the guard, for ``SectionIndex``'s builder.
private struct GuardedCounts: LazyStackDataSource {
    let sectionCount: Int
    let counts: [Int]
    let decorations: [UInt8]

    init<Source: LazyStackDataSource>(source: Source, check: inout DataSourceGuard) {
        sectionCount = check.checkedSectionCount(source.sectionCount)
        var counts: [Int] = [], decorations: [UInt8] = []
        counts.reserveCapacity(sectionCount)
        decorations.reserveCapacity(sectionCount)
        var total = 0
        for section in 0..<sectionCount {
            let checked = check.checkedSection(items: source.itemCount(inSection: section),
                                               header: source.hasHeader(inSection: section),
                                               footer: source.hasFooter(inSection: section), section: section, total: total)
            decorations.append((checked.header ? 1 : 0) | (checked.footer ? 2 : 0))
            counts.append(checked.items)
            total += checked.items + (checked.header ? 1 : 0) + (checked.footer ? 1 : 0)
        }
        self.counts = counts
        self.decorations = decorations
    }

    func itemCount(inSection section: Int) -> Int { counts[section] }
    func hasHeader(inSection section: Int) -> Bool { decorations[section] & 1 != 0 }
    func hasFooter(inSection section: Int) -> Bool { decorations[section] & 2 != 0 }
    func id(of path: ElementPath) -> Int { 0 }
    func measure(_ path: ElementPath, crossExtent: Points) -> Points { 0 }
}

import DisplayList
import Foundation
@testable import LazyLayout
import Painting
import ScrollCore
import ScrollHosting
import ScrollInput
import ScrollPhysics
import ScrollViews
import TestSupport
import Testing

// The scroll views property test (ScrollViewsPropertyTests.swift describes it): its data,
// sectioned with stable ids.

// MARK: - Data

/// Sectioned data with stable ids: every header, footer and row gets a fresh `UInt64` when it is
/// created, and keeps it across inserts, removes and moves. Sizes are a function of the id (and,
/// for rows, of the cross extent, like wrapping text), so the truth is known for every element.
struct PropertySource: LazyStackDataSource {
    struct Section {
        var id: UInt64
        var header: UInt64?
        var footer: UInt64?
        var items: [UInt64]
        var elementCount: Int { items.count + (header == nil ? 0 : 1) + (footer == nil ? 0 : 1) }
    }

    var sections: [Section] = []
    /// The estimate given to the engine is the typical true size times this; nil: the engine's
    /// running average per kind.
    var estimateFactor: Double?

    var sectionCount: Int { sections.count }
    func itemCount(inSection section: Int) -> Int { sections[section].items.count }
    func hasHeader(inSection section: Int) -> Bool { sections[section].header != nil }
    func hasFooter(inSection section: Int) -> Bool { sections[section].footer != nil }

    func id(of path: ElementPath) -> UInt64 {
        let section = sections[path.section]
        switch path.kind {
        case .header: return section.header!
        case .footer: return section.footer!
        case .item(let row): return section.items[row]
        }
    }

    func measure(_ path: ElementPath, crossExtent: Points) -> Points {
        let id = id(of: path)
        if estimateFactor == nil && faulty, let fault = Self.fault(of: id, kind: path.kind) { return fault }
        return Self.extent(of: id, kind: path.kind, crossExtent: crossExtent)
    }

    /// Issue 16: a faulty source measures about one element in 50 as NaN, +∞, negative or huge
    /// (and a header or footer as −∞, which only an item may return), and estimates headers as
    /// NaN; `DataSourceGuard` must turn each into a safe extent.
    var faulty = false
    static func fault(of id: UInt64, kind: ElementKind) -> Points? {
        switch propertyHash(id ^ 0xFA17) % 251 {
        case 0, 1: return .nan
        case 2: return .infinity
        case 3: return -12
        case 4: return 1e12
        case 5: return kind.row == nil ? -.infinity : nil
        default: return nil
        }
    }

    /// The extent the engine must use for element `id`: the truth, or a fault made safe
    /// (`DataSourceGuard`: NaN and negative → 0, +∞ and huge → 10⁶ pt).
    func usableExtent(of id: UInt64, kind: ElementKind, crossExtent: Points) -> Points {
        guard faulty, let fault = Self.fault(of: id, kind: kind) else { return Self.extent(of: id, kind: kind, crossExtent: crossExtent) }
        return fault.isNaN || fault < 0 ? 0 : DataSourceGuard.maximumElementExtent
    }

    /// The true main-axis extent of element `id`.
    static func extent(of id: UInt64, kind: ElementKind, crossExtent: Points) -> Points {
        let h = propertyHash(id)
        switch kind {
        case .header: return 28 + Double(h % 24)
        case .footer: return 18 + Double(h % 16)
        case .item:
            if h % 97 == 0 { return 0 }                         // an empty row now and then
            // 16…95 pt plus up to three "lines" that wrap more the narrower the stack is.
            let lines = Double((h >> 16) % 4)
            return 16 + Double((h >> 8) % 80) + lines * 8_000 / max(crossExtent, 200)
        }
    }

    /// Typical true sizes (an item's at a 400 pt cross extent).
    static let typical: [Points] = [40, 86, 26]

    func estimatedExtent(of kind: ElementKind, inSection section: Int) -> Points? {
        if faulty && kind == .header { return .nan }
        guard let factor = estimateFactor else { return nil }
        return factor * Self.typical[ExtentClass(kind).rawValue]
    }

    var elementCount: Int { sections.reduce(0) { $0 + $1.elementCount } }

    /// The global index of section `section`'s first element.
    func start(ofSection section: Int) -> Int {
        var total = 0
        for s in 0..<section { total += sections[s].elementCount }
        return total
    }
}

/// How the source's estimates compare with the truth.
enum PropertyEstimate: String, Sendable, CaseIterable, CustomStringConvertible {
    case exact, under, over, average
    /// Running averages, from a data source that returns bad numbers (issue 16).
    case faulty
    var factor: Double? {
        switch self {
        case .exact: return 1
        case .under: return 0.45
        case .over: return 2.2
        case .average, .faulty: return nil
        }
    }
    var description: String { rawValue }
}

/// One test case: which seed, which estimates, how many events.
struct PropertyRun: Sendable, CustomStringConvertible {
    var seed: UInt64
    var estimate: PropertyEstimate
    var events: Int
    var description: String { "seed 0x\(String(seed, radix: 16)) \(estimate) estimates, \(events) events" }
}

import LazyLayout
import ScrollCore

/// Sectioned test data with exact extents and a chosen estimate: the engine under test sees the
/// estimate until it measures an element.
struct FakeSource: LazyStackDataSource {
    var sections: [Int]                 // item count per section
    var headerExtent: Points? = 52      // nil: no headers
    var footerExtent: Points? = nil
    var itemExtent: (ElementPath) -> Points = { _ in 20 }
    var itemEstimate: Points? = 20
    var measureLog: MeasureLog? = nil

    final class MeasureLog { var paths: [ElementPath] = [] }

    var sectionCount: Int { sections.count }
    func itemCount(inSection section: Int) -> Int { sections[section] }
    func hasHeader(inSection section: Int) -> Bool { headerExtent != nil }
    func hasFooter(inSection section: Int) -> Bool { footerExtent != nil }
    func id(of path: ElementPath) -> String { path.description }
    func measure(_ path: ElementPath, crossExtent: Points) -> Points {
        measureLog?.paths.append(path)
        switch path.kind {
        case .header: return headerExtent!
        case .footer: return footerExtent!
        case .item: return itemExtent(path)
        }
    }
    func estimatedExtent(of kind: ElementKind, inSection section: Int) -> Points? {
        kind.row != nil ? itemEstimate : nil
    }
}

/// How the estimate given to the engine compares with the measured extent.
enum EstimateAccuracy: String, CaseIterable, CustomStringConvertible {
    case exact, under, over
    var description: String { rawValue }
    /// The estimate for items that really measure 20 pt.
    var estimate: Points { switch self { case .exact: 20; case .under: 12; case .over: 35 } }
}

import DisplayList
import LazyLayout
import ScrollCore
import ScrollEffects

/// Tolerance for values computed through trigonometry or the Bézier solver (which is exact to
/// 1e-9 in x); the expectations below are exact otherwise.
let tolerance = 1e-9

func close(_ a: Double, _ b: Double, _ tol: Double = tolerance) -> Bool { abs(a - b) <= tol }
func close(_ a: Point, _ b: Point, _ tol: Double = tolerance) -> Bool { close(a.x, b.x, tol) && close(a.y, b.y, tol) }
func close(_ a: Rect, _ b: Rect, _ tol: Double = tolerance) -> Bool {
    close(a.origin, b.origin, tol) && close(a.width, b.width, tol) && close(a.height, b.height, tol)
}
func close(_ a: AffineTransform, _ b: AffineTransform, _ tol: Double = tolerance) -> Bool {
    close(a.a, b.a, tol) && close(a.b, b.b, tol) && close(a.c, b.c, tol) && close(a.d, b.d, tol)
        && close(a.tx, b.tx, tol) && close(a.ty, b.ty, tol)
}

/// A frame `mainExtent` long whose leading edge is at `mainOrigin` along `axis`, 80 pt across.
func frame(_ mainOrigin: Points, extent mainExtent: Points = 50, axis: Axis) -> Rect {
    Rect(mainOrigin: mainOrigin, crossOrigin: 0, mainExtent: mainExtent, crossExtent: 80, axis: axis)
}

/// A viewport 200 pt along `axis` and 100 across, at the origin (the coordinates of
/// `PlacedElement.frame`).
func viewport(_ axis: Axis, extent: Points = 200) -> Rect {
    Rect(mainOrigin: 0, crossOrigin: 0, mainExtent: extent, crossExtent: 100, axis: axis)
}

/// One section of `count` rows whose extents cycle 40, 50, 60 pt, with a 30 pt header: enough
/// variety that a layout bug would show, small enough to reason about.
struct CardSource: LazyStackDataSource {
    var count = 40
    var sectionCount: Int { 1 }
    func itemCount(inSection section: Int) -> Int { count }
    func hasHeader(inSection section: Int) -> Bool { true }
    func id(of path: ElementPath) -> String { path.description }
    func measure(_ path: ElementPath, crossExtent: Points) -> Points {
        switch path.kind {
        case .header: return 30
        case .footer: return 0
        case .item(let row): return 40 + Double(row % 3) * 10
        }
    }
    func estimatedExtent(of kind: ElementKind, inSection section: Int) -> Points? { kind.row != nil ? 50 : nil }
}

import DisplayList
import Foundation
@testable import LazyScrollViews

/// A host for one view at a size, stepped by hand: `update` applies state changes and lays
/// out; `render` draws.
@MainActor
func makeHost<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 200) -> ViewHost {
    let host = ViewHost(rootView: view, size: CGSize(width: width, height: height),
                        measurer: FixedAdvanceTextMeasurer())
    host.update(size: host.size, at: 0)
    host.render(at: 0)
    return host
}

/// Counts calls, for body-evaluation tests (a reference, so views can capture it).
@MainActor
final class Counter {
    private(set) var counts: [String: Int] = [:]
    func hit(_ key: String) { counts[key, default: 0] += 1 }
    subscript(key: String) -> Int { counts[key] ?? 0 }
}

/// The host's last display list, one command a line (its description), for golden comparisons.
@MainActor
func lines(_ host: ViewHost) -> [String] {
    host.displayList.description.split(separator: "\n").map(String.init)
}

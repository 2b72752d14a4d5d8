import Foundation
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

// A row's placement (`PlacedRow`, held by the row's node) once held its node back when the row's
// view was a modifier or a leaf (its node the row's one subview): the pair kept each other alive,
// so a destroyed row leaked with its subtree and its state, and when the scene went away its
// observation tokens stayed attached to a graph that was gone — a model changed later crashed
// reading the graph (the Origami suite run alone: a page request landing after its test).

private final class Marker {}

private struct WeakMarker { weak var marker: Marker? }

@MainActor
private final class MarkerProbe {
    var markers: [Int: WeakMarker] = [:]
    var alive: Int { markers.values.filter { $0.marker != nil }.count }
}

/// A row whose element view is a modifier (`.frame`): its node is displayable, the row's own
/// subview. Its content keeps a `Marker` in `@State`, alive exactly as long as its node.
@MainActor
private struct MarkedCounter: View {
    let i: Int
    let probe: MarkerProbe
    @State private var marker = Marker()
    var body: some View {
        let _ = probe.markers[i] = WeakMarker(marker: marker)
        Text("row \(i)")
    }
}

@MainActor
private struct MarkedRows: View {
    let probe: MarkerProbe
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<3000) { i in MarkedCounter(i: i, probe: probe).frame(height: 20) }
            }
        }
    }
}

@MainActor
@Suite("Row lifetimes")
struct RowLifetimeTests {
    @Test("A destroyed row is released with its state, and every row when its scene goes away")
    func rowsAreReleased() {
        let probe = MarkerProbe()
        var driver: ScrollDriver<MarkedRows>? = ScrollDriver(MarkedRows(probe: probe))
        #expect(probe.markers[0]?.marker != nil, "row 0 is made and keeps its marker")
        // Far down: row 0 leaves the kept window and is destroyed (its nested state is reset).
        for step in 1...40 { driver!.frame(offset: Double(step) * 400) }
        #expect(driver!.scrollView.source.forEachNodes[0].existingElement(at: 0) == nil)
        #expect(probe.markers[0]?.marker == nil, "row 0 was destroyed, yet its state lives on")
        #expect(probe.alive > 0, "the rows on screen keep theirs")
        driver = nil
        #expect(probe.alive == 0, "\(probe.alive) rows outlived their scene")
    }
}

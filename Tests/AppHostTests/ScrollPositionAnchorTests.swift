import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollInput
import Testing

/// The `anchor:` of `scrollPosition(_:anchor:)` (iOS 18,
/// https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:)) and of
/// `scrollPosition(id:anchor:)` (https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)):
/// where a view scrolled to by id lands when the request names no anchor, and the point of the
/// scroll view whose view the position reports as the user scrolls.
///
/// 400 bars of 50 pt in a 400 × 700 pt window: bar k spans 50k … 50k + 50.
@MainActor
@Suite("scrollPosition(_:anchor:)")
struct ScrollPositionAnchorTests {
    static let size = Size(width: 400, height: 700)

    @MainActor final class Probe { var ids: [Int?] = [] }

    struct Bars: View {
        let probe: Probe
        let anchor: UnitPoint?
        @State var position = ScrollPosition(idType: Int.self)
        var body: some View {
            let _ = probe.ids.append(position.viewID(type: Int.self))
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<400, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 50) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($position, anchor: anchor)
            .onKeyPress("g") { position.scrollTo(id: 80); return .handled }
            .onKeyPress("t") { position.scrollTo(id: 80, anchor: .top); return .handled }
        }
    }

    /// The same bars bound with `scrollPosition(id:anchor:)`.
    struct IDBars: View {
        let probe: Probe
        let anchor: UnitPoint?
        @State var scrolledID: Int?
        var body: some View {
            let _ = probe.ids.append(scrolledID)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<400, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 50) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $scrolledID, anchor: anchor)
        }
    }

    func pipeline(_ root: some View) -> ScrollPipeline {
        let scene = ViewScene(name: "position-anchor", rootView: root, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        return pipeline
    }

    func key(_ name: String, at frame: Int) -> TimedInputEvent {
        TimedInputEvent(timeSeconds: (Double(frame) + 0.5) / 60, event: .key(name: name, shift: false))
    }

    // `scrollTo(id: 80)` with no anchor lands at the modifier's anchor: bar 80 (4000 … 4050)
    // with its bottom at the bottom (4050 − 700 = 3350), its centre at the centre
    // (4025 − 350 = 3675), its top at the top (4000) with none; an anchor of the request's own
    // (`.top`) wins over the modifier's.
    @Test("A scrollTo(id:) without an anchor lands at the modifier's anchor", arguments: [
        (UnitPoint?.some(.bottom), "g", 3_350.0), (.center, "g", 3_675), (nil, "g", 4_000), (.bottom, "t", 4_000),
    ])
    func landsAtAnchor(_ anchor: UnitPoint?, key name: String, offset: Double) {
        let p = pipeline(Bars(probe: Probe(), anchor: anchor))
        run(p, [key(name, at: 2)], from: 2, frames: 4)
        #expect(p.position.offset == offset)
    }

    /// The bar reported at `offset` for the anchor's `y` (0 top, 0.5 centre, 1 bottom): the
    /// first bar not scrolled past the point 700·y down the viewport; at the bottom, the last
    /// bar showing (one ending exactly at the bottom edge counts).
    static func expected(offset: Double, unit: Double) -> Int {
        let point = offset + 700 * unit
        return unit >= 1 ? Int((point / 50).rounded(.up)) - 1 : Int((point / 50).rounded(.down))
    }

    // Ten wheel detents down, then the id written back is the view at the anchor's point.
    @Test("Scrolling by hand reports the view at the anchor", arguments: [(UnitPoint?.none, 0.0), (.top, 0), (.center, 0.5), (.bottom, 1)])
    func writeBack(_ anchor: UnitPoint?, unit: Double) {
        for idBinding in [false, true] {
            let probe = Probe()
            let p = idBinding ? pipeline(IDBars(probe: probe, anchor: anchor)) : pipeline(Bars(probe: probe, anchor: anchor))
            let wheel = (0..<10).map { i in
                TimedInputEvent(timeSeconds: (2.5 + Double(i)) / 60, event: .wheel(dx: 0, dy: -1, precise: false, at: Point(x: 200, y: 350)))
            }
            run(p, wheel, from: 2, frames: 90)
            let offset = p.position.offset
            #expect(offset > 100, "the wheel scrolled: \(offset)")
            #expect(probe.ids.last == Self.expected(offset: offset, unit: unit),
                    "\(idBinding ? "id:" : "position") at \(offset): \(String(describing: probe.ids.last))")
        }
    }
}

import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollInput
import Testing

/// `scrollPosition(id:anchor:)` through the real pipeline on virtual frames. Apple
/// (https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)): "as the
/// scroll view scrolls, the binding will be updated with the identity of the leading-most /
/// top-most view … when the value is changed, the scroll view will scroll to the view with the
/// given identity".
@MainActor
@Suite("scrollPosition(id:anchor:)")
struct ScrollPositionIDTests {
    static let size = Size(width: 400, height: 700)

    @MainActor final class Probe { var ids: [Int?] = [] }

    /// 400 bars of 50 pt bound to `scrolledID`; `g` sets it to 80, `a` to 300 inside `withAnimation`.
    struct Bars: View {
        let probe: Probe
        @State var scrolledID: Int?
        init(probe: Probe, initial: Int? = nil) { self.probe = probe; _scrolledID = State(initialValue: initial) }
        var body: some View {
            let _ = probe.ids.append(scrolledID)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<400, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 50) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $scrolledID)
            .onKeyPress("g") { scrolledID = 80; return .handled }
            .onKeyPress("a") { withAnimation { scrolledID = 300 }; return .handled }
        }
    }

    func pipeline(_ root: some View) -> ScrollPipeline {
        let scene = ViewScene(name: "position-id", rootView: root, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        return pipeline
    }

    func key(_ name: String, at frame: Int) -> TimedInputEvent {
        TimedInputEvent(timeSeconds: (Double(frame) + 0.5) / 60, event: .key(name: name, shift: false))
    }

    @Test("Setting the id scrolls its view to the top, exactly; withAnimation animates it")
    func setting() {
        let probe = Probe()
        let pipeline = pipeline(Bars(probe: probe))
        var frame = run(pipeline, [key("g", at: 2)], from: 2, frames: 4)
        // Bar 80 spans 80 × 50 = 4000 … 4050: at the top.
        #expect(pipeline.position.offset == 4_000)
        var driven = 0
        frame = run(pipeline, [key("a", at: frame)], from: frame, frames: 90) { if $0.position.isDriven { driven += 1 } }
        #expect(driven >= 5, "an animated scroll over several frames: \(driven)")
        #expect(pipeline.position.offset == 15_000, "bar 300 at the top")
        #expect(probe.ids.last == 300)
    }

    @Test("An initial id is where the scroll view starts")
    func initial() {
        let pipeline = pipeline(Bars(probe: Probe(), initial: 30))
        run(pipeline, [], from: 2, frames: 3)
        #expect(pipeline.position.offset == 1_500)
    }

    @Test("Scrolling by hand writes the top-most id back")
    func writeBack() throws {
        let probe = Probe()
        let pipeline = pipeline(Bars(probe: probe))
        let wheel = (0..<10).map { i in
            TimedInputEvent(timeSeconds: (2.5 + Double(i)) / 60, event: .wheel(dx: 0, dy: -1, precise: false, at: Point(x: 200, y: 350)))
        }
        run(pipeline, wheel, from: 2, frames: 90)
        let offset = pipeline.position.offset
        #expect(offset > 100, "the wheel scrolled: \(offset)")
        // The top-most bar not scrolled past: bar k spans 50k … 50k + 50.
        #expect(probe.ids.last == Int((offset / 50).rounded(.down)))
        // The write-back did not scroll: the offset stays where the wheel left it.
        run(pipeline, [], from: 92, frames: 10)
        #expect(pipeline.position.offset == offset)
    }
}

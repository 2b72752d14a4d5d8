import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyScrollViews
import Painting
import ScrollCore
import ScrollHosting
import ScrollInput
import ScrollPhysics
import ScrollViews
import Testing

/// `ScrollView([.horizontal, .vertical])`, a canvas scrolling both axes
/// (https://developer.apple.com/documentation/swiftui/scrollview: "The scroll view can scroll
/// horizontally, vertically, or both"; `init(_:content:)` takes the `Axis.Set` of scrollable
/// axes), through the real pipeline on virtual 60 fps frames from replayed traces.
///
/// The window is 400 × 600 pt and the canvas 2000 × 2000 pt, so the vertical range is
/// 2000 − 600 = 1400 pt and the horizontal one 2000 − 400 = 1600 pt. The vertical offset is the
/// window's scroll view's; the horizontal one is the model kept under `ScrollViewID.window.crossAxis`.
@MainActor
@Suite("Two-axis ScrollView")
struct TwoAxisScrollViewTests {
    static let size = Size(width: 400, height: 600)

    final class GeometryLog { var offsets: [CGPoint] = []; var sizes: [CGSize] = [] }

    struct Canvas: View {
        var log: GeometryLog?
        @State var position = ScrollPosition()
        var body: some View {
            ScrollView([.horizontal, .vertical]) {
                Color(white: 0.5).frame(width: 2000, height: 2000)
            }
            .scrollPosition($position)
            .onScrollGeometryChange(for: LazyScrollViews.ScrollGeometry.self) { $0 } action: { _, new in
                log?.offsets.append(new.contentOffset)
                log?.sizes.append(new.contentSize)
            }
            .onKeyPress("x") { position.scrollTo(x: 500); return .handled }
            .onKeyPress("y") { position.scrollTo(y: 300); return .handled }
            .onKeyPress("t") { position.scrollTo(edge: .trailing); return .handled }
            .onKeyPress("p") { position.scrollTo(point: CGPoint(x: 1000, y: 700)); return .handled }
        }
    }

    func pipeline(_ root: some View) -> ScrollPipeline {
        let scene = ViewScene(name: "canvas", rootView: root, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        return pipeline
    }

    func x(_ p: ScrollPipeline) -> Points? { p.nestedOffset(ScrollViewID.window.crossAxis) }
    func y(_ p: ScrollPipeline) -> Points { p.position.offset }

    @discardableResult
    func replay(_ p: ScrollPipeline, _ trace: [String], from first: Int, frames: Int) throws -> Int {
        run(p, try InputTrace.parse(trace.joined(separator: "\n")), from: first, frames: frames)
    }

    @Test("Both axes are scroll models: the canvas's 2000 pt each way, both ranges known")
    func bothRanges() throws {
        let p = pipeline(Canvas())
        #expect(p.lastLayout.contentExtent == 2000)
        #expect(p.position.metrics.maxOffset == 1400)
        let cross = try #require(p.scrollViews.model(ScrollViewID.window.crossAxis), "the horizontal model is kept")
        #expect(cross.axis == .horizontal)
        #expect(cross.result.contentExtent == 2000)
        #expect(cross.position.metrics.maxOffset == 1600)
        #expect(x(p) == 0 && y(p) == 0)
    }

    // One wheel detent is 53 pt (TraceFormat.md). dy −1 scrolls down 53; Shift + dy −1 scrolls
    // right 53 (the wheel normalizer turns it into dx +1); dx +2 scrolls right 106 more: 159.
    @Test("Wheel: vertical deltas scroll y, Shift+wheel and horizontal deltas scroll x")
    func wheelBothAxes() throws {
        let p = pipeline(Canvas())
        try replay(p, [#"{"t": 100, "type": "wheel", "dx": 0, "dy": -1, "x": 200, "y": 300, "source": "wheel"}"#,
                       #"{"t": 900, "type": "wheel", "dx": 0, "dy": -1, "x": 200, "y": 300, "source": "wheel", "shift": true}"#,
                       #"{"t": 1700, "type": "wheel", "dx": 2, "dy": 0, "x": 200, "y": 300, "source": "wheel"}"#],
                   from: 2, frames: 180)
        #expect(y(p) == 53)
        #expect(x(p) == 159)
    }

    // 40 detents each way is 2120 pt, past both ranges: the offsets stop at 1400 and 1600, and
    // 80 back stop at 0 and 0.
    @Test("Wheel past both ends clamps at both edges")
    func clampsAtBothEdges() throws {
        let p = pipeline(Canvas())
        var frame = try replay(p, [#"{"t": 100, "type": "wheel", "dx": 40, "dy": -40, "x": 200, "y": 300, "source": "wheel"}"#],
                               from: 2, frames: 120)
        #expect(y(p) == 1400)
        #expect(x(p) == 1600)
        frame = try replay(p, [#"{"t": 2200, "type": "wheel", "dx": -80, "dy": 80, "x": 200, "y": 300, "source": "wheel"}"#],
                           from: frame, frames: 120)
        #expect(y(p) == 0)
        #expect(x(p) == 0)
    }

    /// One-axis scroll views over the same 2000 × 2000 view, to compare a drag against.
    struct Vertical: View { var body: some View { ScrollView { Color(white: 0.5).frame(width: 2000, height: 2000) } } }
    struct Horizontal: View { var body: some View { ScrollView(.horizontal) { Color(white: 0.5).frame(width: 2000, height: 2000) } } }

    /// `pipeline` after a drag from (300, 400) by `delta` in 12 moves 16 ms apart, released
    /// `releaseDelay` after the last one, and 4 s of frames.
    func dragged(_ p: ScrollPipeline, by delta: Vector, releaseDelay: Seconds) -> ScrollPipeline {
        run(p, dragEvents(from: Point(x: 300, y: 400), by: delta, at: 0.1, releaseDelay: releaseDelay), from: 2, frames: 240)
        return p
    }

    // A drag up-left by (250, 150), held still 0.2 s before the release (no fling: Flutter's
    // 40 ms stop rule). With a directional lock only y would move; panning freely, each axis
    // moves exactly as a one-axis scroll view on that axis moves for the same drag (each loses
    // the same start of the drag to the slop and the drag's start threshold).
    @Test("A diagonal drag pans both axes at once (no directional lock), each as a one-axis view would")
    func freePan() throws {
        let delta = Vector(dx: -250, dy: -150)
        let p = dragged(pipeline(Canvas()), by: delta, releaseDelay: 0.2)
        let vertical = dragged(pipeline(Vertical()), by: delta, releaseDelay: 0.2)
        let horizontal = dragged(pipeline(Horizontal()), by: delta, releaseDelay: 0.2)
        #expect(y(p) > 100 && y(p) == vertical.position.offset, "y \(y(p)) vs \(vertical.position.offset)")
        #expect(try #require(x(p)) > 200 && x(p) == horizontal.position.offset, "x \(String(describing: x(p))) vs \(horizontal.position.offset)")
    }

    // A flick up-left by (200, 100) in 12 moves 16 ms apart (0.192 s) released at once: the
    // tracker reports (200, 100)/0.192 s = (1041.7, 520.8) pt/s (a straight line is fitted
    // exactly), and each axis coasts on its own physics, past where the same drag held still
    // leaves it, what the iOS preset predicts for its component (`FlingReport`).
    @Test("A diagonal flick flings each axis with its own component and its own physics")
    func flingPerAxis() throws {
        let delta = Vector(dx: -200, dy: -100)
        let flung = dragged(pipeline(Canvas()), by: delta, releaseDelay: 0)
        let held = dragged(pipeline(Canvas()), by: delta, releaseDelay: 0.2)
        let coastX = try #require(x(flung)) - (try #require(x(held)))
        let coastY = y(flung) - y(held)
        let expectedX = FlingReport(preset: .ios, velocity: 200 / 0.192).distance
        let expectedY = FlingReport(preset: .ios, velocity: 100 / 0.192).distance
        #expect(abs(coastX - expectedX) < 1, "x coasted \(coastX), expected \(expectedX)")
        #expect(abs(coastY - expectedY) < 1, "y coasted \(coastY), expected \(expectedY)")
        #expect(flung.isSettled)
    }

    /// The indicator knobs the last frame drew.
    func knobs(_ p: ScrollPipeline) -> [Rect] {
        let color = ScrollIndicatorPainter().color
        return p.displayList.commands.compactMap {
            if case let .fillRoundedRect(rect, _, c) = $0, c == color { return rect }
            return nil
        }
    }

    // Both indicators show while scrolling: a vertical knob at the trailing edge, 3 pt wide,
    // 3 pt in (x 394…397), and a horizontal one along the bottom (y 594…597).
    @Test("Both indicators show while both axes scroll")
    func bothIndicators() throws {
        let p = pipeline(Canvas())
        try replay(p, [#"{"t": 100, "type": "wheel", "dx": 3, "dy": -3, "x": 200, "y": 300, "source": "wheel"}"#], from: 2, frames: 20)
        let drawn = knobs(p)
        #expect(drawn.count == 2, "\(drawn)")
        #expect(drawn.contains { $0.height > $0.width && abs($0.maxX - 397) < 1e-9 }, "vertical knob: \(drawn)")
        #expect(drawn.contains { $0.width > $0.height && abs($0.maxY - 597) < 1e-9 }, "horizontal knob: \(drawn)")
    }

    // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset : the
    // offset of the content, both components; contentSize the canvas's 2000 × 2000.
    @Test("onScrollGeometryChange sees both offsets and the content's size both ways")
    func geometryBothOffsets() throws {
        let log = GeometryLog()
        let p = pipeline(Canvas(log: log))
        try replay(p, [#"{"t": 100, "type": "wheel", "dx": 1, "dy": -2, "x": 200, "y": 300, "source": "wheel"}"#], from: 2, frames: 60)
        #expect(log.offsets.last == CGPoint(x: 53, y: 106))
        #expect(log.sizes.last == CGSize(width: 2000, height: 2000))
    }

    // https://developer.apple.com/documentation/swiftui/scrollposition : `scrollTo(x:)` moves
    // the horizontal axis only, `scrollTo(y:)` the vertical only, `scrollTo(edge: .trailing)`
    // the horizontal to its end (1600), `scrollTo(point:)` both.
    @Test("ScrollPosition scrolls each axis: x, y, the trailing edge, a point")
    func scrollPositionBothAxes() {
        let p = pipeline(Canvas())
        func key(_ name: String, _ t: Double) -> TimedInputEvent { TimedInputEvent(timeSeconds: t, event: .key(name: name, shift: false)) }
        var frame = run(p, [key("x", 2.5 / 60)], from: 2, frames: 3)
        #expect(x(p) == 500 && y(p) == 0)
        frame = run(p, [key("y", Double(frame) / 60 + 0.001)], from: frame, frames: 3)
        #expect(x(p) == 500 && y(p) == 300)
        frame = run(p, [key("t", Double(frame) / 60 + 0.001)], from: frame, frames: 3)
        #expect(x(p) == 1600 && y(p) == 300)
        run(p, [key("p", Double(frame) / 60 + 0.001)], from: frame, frames: 3)
        #expect(x(p) == 1000 && y(p) == 700)
    }

    // The scrolling keys go to the scroll view under the pointer along the key's axis
    // (ScrollAPI.md row 63): → to the horizontal model, ↓ to the vertical one; each leaves the
    // other axis where it is.
    @Test("Arrow keys scroll each axis: Right across, Down down")
    func arrowKeys() throws {
        let p = pipeline(Canvas())
        func key(_ name: String, _ t: Double) -> TimedInputEvent { TimedInputEvent(timeSeconds: t, event: .key(name: name, shift: false)) }
        let pointer = TimedInputEvent(timeSeconds: 0.05, event: .pointerMove(Point(x: 200, y: 300)))
        var frame = run(p, [pointer, key("Right", 0.1)], from: 2, frames: 60)
        let across = try #require(x(p))
        #expect(across > 0 && y(p) == 0, "x \(across), y \(y(p))")
        frame = run(p, [key("Down", Double(frame) / 60 + 0.001)], from: frame, frames: 60)
        #expect(y(p) > 0 && x(p) == across, "x \(String(describing: x(p))), y \(y(p))")
    }

    /// 10 000 rows 1500 pt wide and 50 tall in a lazy stack in a two-axis scroll view.
    struct WideRows: View {
        var body: some View {
            ScrollView([.horizontal, .vertical]) {
                LazyVStack(spacing: 0) {
                    ForEach(0..<10_000, id: \.self) { i in Color(white: Double(i % 2)).frame(width: 1500, height: 50) }
                }
            }
        }
    }

    // A lazy stack inside stays lazy on its own axis: 600/50 = 12 rows on screen, a few more
    // prefetched, never the 10 000; across, the rows' 1500 pt is the width (range 1100).
    @Test("A lazy stack inside stays lazy vertically and sets the width")
    func lazyInside() throws {
        let p = pipeline(WideRows())
        #expect(p.lastLayout.placed.count < 40, "\(p.lastLayout.placed.count) placed")
        #expect(p.lastLayout.placed.filter(\.isVisible).count == 12)
        try replay(p, [#"{"t": 100, "type": "wheel", "dx": 40, "dy": -10, "x": 200, "y": 300, "source": "wheel"}"#], from: 2, frames: 90)
        #expect(x(p) == 1100)
        #expect(y(p) == 530)
        #expect(p.lastLayout.placed.count < 40)
    }
}

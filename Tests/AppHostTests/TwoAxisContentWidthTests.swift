import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import ScrollViews
import Testing

/// The content width of `ScrollView([.horizontal, .vertical])`.
///
/// SwiftUI proposes a scroll view's content no size along each axis it scrolls
/// (https://developer.apple.com/documentation/swiftui/scrollview: "The scroll view can scroll
/// horizontally, vertically, or both"), so a stack inside takes its ideal width: that of its
/// widest subview (a lazy stack: of the widest it has made), its narrower subviews placed inside
/// that width by the stack's alignment (https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:):
/// "the guide for aligning the subviews in this stack"). The viewport's size plays no part:
/// the width shrinks when the widest row goes away and is the same after a resize.
/// `ScrollGeometry.contentSize` is that width
/// (https://developer.apple.com/documentation/swiftui/scrollgeometry/contentsize).
///
/// The window is 400 × 600 pt.
@MainActor
@Suite("Two-axis ScrollView: the content's width")
struct TwoAxisContentWidthTests {
    static let size = Size(width: 400, height: 600)

    final class Log { var widths: [CGFloat] = [] }

    /// A 1000 pt row (while `wide`) above twenty 100 pt rows, 50 pt tall, in a centred lazy stack.
    struct Ragged: View {
        var log: Log?
        var alignment: HorizontalAlignment = .center
        @State var wide = true
        var body: some View {
            ScrollView([.horizontal, .vertical]) {
                LazyVStack(alignment: alignment, spacing: 0) {
                    if wide { Color(white: 0.2).frame(width: 1000, height: 50) }
                    ForEach(0..<20, id: \.self) { _ in Color(white: 0.7).frame(width: 100, height: 50) }
                }
            }
            .onScrollGeometryChange(for: CGFloat.self) { $0.contentSize.width } action: { _, new in log?.widths.append(new) }
            .onKeyPress("w") { wide.toggle(); return .handled }
        }
    }

    func pipeline(_ root: some View) -> ScrollPipeline {
        let scene = ViewScene(name: "ragged", rootView: root, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 3)
        return pipeline
    }

    func cross(_ p: ScrollPipeline) throws -> (extent: Points, maxOffset: Points, offset: Points) {
        let model = try #require(p.scrollViews.model(ScrollViewID.window.crossAxis), "the horizontal model is kept")
        return (model.result.contentExtent, model.position.metrics.maxOffset, model.position.offset)
    }

    /// The window-space frames of the fills `width` points wide (rows replay their drawing under
    /// translations: the transforms' offsets are added up).
    func fills(_ p: ScrollPipeline, width: Points) -> [Rect] {
        var offsets: [(x: Points, y: Points)] = []
        var found: [Rect] = []
        for command in p.displayList.commands {
            switch command {
            case .pushTransform(let t): offsets.append((t.tx, t.ty))
            case .popTransform: offsets.removeLast()
            case let .fillRect(rect, _) where abs(rect.size.width - width) < 1e-9:
                found.append(Rect(x: rect.minX + offsets.map(\.x).reduce(0, +), y: rect.minY + offsets.map(\.y).reduce(0, +),
                                  width: rect.size.width, height: rect.size.height))
            default: break
            }
        }
        return found
    }

    func key(_ name: String, at frame: Int) -> TimedInputEvent {
        TimedInputEvent(timeSeconds: Double(frame) / 60 + 0.001, event: .key(name: name, shift: false))
    }

    // The widest row is 1000 pt: the content is 1000 wide (range 1000 − 400 = 600) and a
    // 100 pt row sits centred in it at (1000 − 100) / 2 = 450 — not centred in the 400 pt
    // viewport (150), which is what aligning in the viewport's slack gives.
    @Test("Narrow rows are aligned inside the widest row, not inside the viewport")
    func alignedInWidestRow() throws {
        let p = pipeline(Ragged())
        let (extent, maxOffset, _) = try cross(p)
        #expect(extent == 1000 && maxOffset == 600)
        let narrow = fills(p, width: 100)
        #expect(!narrow.isEmpty && narrow.allSatisfy { $0.minX == 450 }, "\(narrow.prefix(3))")
        #expect(fills(p, width: 1000).first?.minX == 0)
    }

    // Leading and trailing alignment inside the 1000 pt: x 0 and 1000 − 100 = 900.
    @Test("The stack's alignment places narrow rows inside the content's width", arguments: [
        (HorizontalAlignment.leading, 0.0), (.trailing, 900.0),
    ])
    func alignment(_ alignment: HorizontalAlignment, x: Double) {
        let p = pipeline(Ragged(alignment: alignment))
        let narrow = fills(p, width: 100)
        #expect(!narrow.isEmpty && narrow.allSatisfy { $0.minX == x }, "\(narrow.prefix(3))")
    }

    // Scrolled 600 pt right (the end), then the 1000 pt row is removed: the content is the
    // 100 pt rows' width, narrower than the viewport: nothing to scroll (extent the viewport's
    // 400, range 0), the offset back at 0, `contentSize.width` 100, the rows at the leading
    // edge (centred in their own 100 pt).
    @Test("The width shrinks when the widest row goes away")
    func shrinks() throws {
        let log = Log()
        let p = pipeline(Ragged(log: log))
        #expect(log.widths.last == 1000)
        var frame = run(p, try InputTrace.parse(#"{"t": 60, "type": "wheel", "dx": 20, "dy": 0, "x": 200, "y": 300, "source": "wheel"}"#),
                        from: 3, frames: 90)
        #expect(try cross(p).offset == 600)
        frame = run(p, [key("w", at: frame)], from: frame, frames: 90)
        let (extent, maxOffset, offset) = try cross(p)
        #expect(extent == 400 && maxOffset == 0 && offset == 0, "extent \(extent), range \(maxOffset), offset \(offset)")
        #expect(log.widths.last == 100, "\(log.widths)")
        let narrow = fills(p, width: 100)
        #expect(!narrow.isEmpty && narrow.allSatisfy { $0.minX == 0 }, "\(narrow.prefix(3))")
        #expect(fills(p, width: 1000).isEmpty)
        // Back again: 1000 wide, the rows centred in it again.
        run(p, [key("w", at: frame)], from: frame, frames: 10)
        #expect(try cross(p).maxOffset == 600)
        #expect(fills(p, width: 100).allSatisfy { $0.minX == 450 })
    }

    /// Rows 300 and 100 pt wide, centred.
    struct TwoWidths: View {
        var log: Log
        var body: some View {
            ScrollView([.horizontal, .vertical]) {
                VStack(spacing: 0) {
                    Color(white: 0.2).frame(width: 300, height: 50)
                    Color(white: 0.7).frame(width: 100, height: 50)
                }
            }
            .onScrollGeometryChange(for: CGFloat.self) { $0.contentSize.width } action: { _, new in log.widths.append(new) }
        }
    }

    // The content is 300 wide in a 400, an 800 and a 200 pt wide window: the 100 pt row's
    // centring slack in the viewport — 150 at 400 wide, 350 at 800 — is no part of it. At 200
    // wide the range is 300 − 200 = 100, and the 100 pt row is at (300 − 100) / 2 = 100.
    @Test("The width is the widest row's after a resize, whatever the window's width")
    func resize() throws {
        let log = Log()
        let p = pipeline(TwoWidths(log: log))
        #expect(log.widths.last == 300)
        func resize(_ width: Points, at frame: Int) -> Int {
            run(p, [TimedInputEvent(timeSeconds: Double(frame) / 60 + 0.001, event: .resize(Size(width: width, height: 600)))],
                from: frame, frames: 5)
        }
        var frame = resize(800, at: 3)
        #expect(log.widths.last == 300, "\(log.widths)")
        frame = resize(200, at: frame)
        #expect(log.widths.last == 300, "\(log.widths)")
        #expect(try cross(p).maxOffset == 100)
        #expect(fills(p, width: 100).first?.minX == 100)
    }

    /// A 2000 × 2000 canvas starting in its middle.
    struct CentredCanvas: View {
        var body: some View {
            ScrollView([.horizontal, .vertical]) { Color(white: 0.5).frame(width: 2000, height: 2000) }
                .defaultScrollAnchor(.center)
        }
    }

    // https://developer.apple.com/documentation/swiftui/scrollview ("Controlling Scroll
    // Position"): "Provide a value of `UnitPoint/center` to have the scroll view start in the
    // center of its content when a scroll view is scrollable in both axes." The ranges are
    // 2000 − 400 = 1600 across and 2000 − 600 = 1400 down: the middle is (800, 700).
    @Test("defaultScrollAnchor(.center) starts a canvas in the middle of its content both ways")
    func centredCanvas() throws {
        let p = pipeline(CentredCanvas())
        #expect(try cross(p).offset == 800)
        #expect(p.position.offset == 700)
    }
}

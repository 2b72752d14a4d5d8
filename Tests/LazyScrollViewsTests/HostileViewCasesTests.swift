import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import OpenCombine
import Testing
@testable import LazyScrollViews

// Issue 31, Must 2 — hostile views get a diagnostic, not a hang: duplicate `ForEach` ids, ids
// that change every frame, NaN/∞/negative frames, zero-height rows, 30-deep nested scroll views,
// 10⁸ rows, a 1 MB `Text` (HostileViewTests has the state-in-body cases, item E). Each either
// works or gets one named warning in the graph's warning log (stderr and
// `ViewScene.runtimeWarnings`), and keeps drawing. The time a case takes is bounded by counting
// work (frames, layout passes, nodes made), never the wall clock.
//
// SwiftUI's own messages, mirrored where it has one:
// - duplicate ids: "ForEach<…>: the ID … occurs multiple times within the collection, this will
//   give undefined results!" (the runtime warning; ForEach's documentation asks for unique ids:
//   https://developer.apple.com/documentation/swiftui/foreach — "It's important that the id of
//   a data element doesn't change unless you replace the data element with a new data element
//   that has a new identity").
// - a bad frame: "Invalid frame dimension (negative or non-finite)." (the console message that
//   `.frame(width: size.width - padding)` gives when it goes negative; e.g.
//   https://openillumi.com/?p=71794).

/// Rows whose ids are new every time the body runs (a `UUID()`-style id made in `body`).
final class FrameTicker: ObservableObject {
    @Published var frame = 0
}

private struct ChangingIDs: View {
    @ObservedObject var ticker: FrameTicker
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach((0..<30).map { "\(ticker.frame).\($0)" }, id: \.self) { Text("row \($0)").frame(height: 20) }
            }
        }
    }
}

private struct BadFrames: View {
    let width: CGFloat
    let height: CGFloat
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: width, height: height)
            Text("after")
        }
    }
}

private struct BadFlexibleFrame: View {
    var body: some View {
        Color.blue.frame(minWidth: -3, maxWidth: .infinity, minHeight: .nan, maxHeight: 50)
    }
}

private struct ZeroHeightRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100_000, id: \.self) { _ in Color.green.frame(height: 0) }
            }
        }
    }
}

private struct HundredMillionRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100_000_000, id: \.self) { Text("row \($0)").frame(height: 20) }
            }
        }
    }
}

private struct DuplicateEagerIDs: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(["a", "b", "a"], id: \.self) { Text("item \($0)").frame(height: 20) }
        }
    }
}

/// `depth` vertical scroll views, each the only content of the one outside it, the innermost
/// holding a line of text.
@MainActor
private func nestedScrollViews(depth: Int) -> AnyView {
    var view = AnyView(Text("innermost").frame(height: 40))
    for _ in 0..<depth { view = AnyView(ScrollView { view }) }
    return view
}

@MainActor
@Suite("Hostile views: each works or gets one named warning (issue 31 Must 2)")
struct HostileViewCasesTests {
    /// The strings a display list draws, the enclosing transforms applied (last place wins).
    func texts(_ list: DisplayList) -> [String: Point] { drawnTexts(in: list) }

    @Test("Duplicate ids in an eager ForEach: one warning with SwiftUI's text; every row still drawn")
    func duplicateEagerIDs() {
        var warnings: [String] = []
        let host = ViewHost(rootView: DuplicateEagerIDs(), size: CGSize(width: 200, height: 200), measurer: FixedAdvanceTextMeasurer())
        host.graph.warningSink = { warnings.append($0) }
        for frame in 0..<3 { host.update(size: host.size, at: Double(frame) / 60) }
        let drawn = texts(host.render(at: 0.05))
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("the ID a occurs multiple times within the collection, this will give undefined results!") == true, "\(warnings)")
        #expect(drawn["item b"] != nil)
        #expect(drawn["item a"] != nil)
    }

    @Test("Ids that change every frame: rows are made anew each frame (state resets, as in SwiftUI), no warning, no leak")
    func idsThatChangeEveryFrame() {
        let ticker = FrameTicker()
        let driver = ScrollDriver(ChangingIDs(ticker: ticker), height: 200)
        driver.frame()
        let stats = { driver.scene.host.graph.stats }
        let alive = { stats().nodesCreated - stats().nodesDestroyed }
        let aliveAfterFirst = alive()
        for frame in 1...60 {
            ticker.frame = frame
            driver.frame()
            // The new frame's first row is drawn at the top (row height 20, line 20.4, centred).
            #expect(driver.texts["row \(frame).0"] != nil, "frame \(frame)")
        }
        // Every frame replaces the 10 visible rows (200 / 20) and their prefetched neighbours;
        // the old ones are destroyed, so the live node count stays where it was (± one frame's
        // prefetch window).
        #expect(abs(alive() - aliveAfterFirst) <= 64, "alive \(alive()) vs \(aliveAfterFirst)")
        #expect(driver.scene.runtimeWarnings.isEmpty, "\(driver.scene.runtimeWarnings)")
    }

    @Test("A fixed frame with NaN, ±∞ or a negative length: one warning with SwiftUI's text, the length left to the content",
          arguments: [(CGFloat.nan, CGFloat(30)), (.infinity, 30), (40, -5), (-.infinity, .nan)])
    func invalidFixedFrame(width: CGFloat, height: CGFloat) {
        var warnings: [String] = []
        let host = ViewHost(rootView: BadFrames(width: width, height: height), size: CGSize(width: 200, height: 200),
                            measurer: FixedAdvanceTextMeasurer())
        host.graph.warningSink = { warnings.append($0) }
        for frame in 0..<3 { host.update(size: host.size, at: Double(frame) / 60) }
        let drawn = texts(host.render(at: 0.05))
        let bad = [width, height].filter { !($0.isFinite && $0 >= 0) }.count
        // One warning per bad argument (and only once over three frames), naming the view.
        #expect(warnings.count == bad, "\(warnings)")
        #expect(warnings.allSatisfy { $0.hasPrefix("Invalid frame dimension (negative or non-finite).") && $0.contains("in the body of BadFrames") },
                "\(warnings)")
        // The layout stays finite: "after" is drawn at a finite place below the colour.
        let after = drawn["after"]
        #expect(after != nil)
        #expect(after.map { $0.x.isFinite && $0.y.isFinite } == true, "\(String(describing: after))")
    }

    @Test("A flexible frame with a negative or NaN minimum warns once per argument; maxWidth: .infinity is fine")
    func invalidFlexibleFrame() {
        var warnings: [String] = []
        let host = ViewHost(rootView: BadFlexibleFrame(), size: CGSize(width: 200, height: 200), measurer: FixedAdvanceTextMeasurer())
        host.graph.warningSink = { warnings.append($0) }
        host.update(size: host.size, at: 0)
        _ = host.render(at: 0)
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.contains { $0.contains("frame(minWidth: -3.0)") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("frame(minHeight: nan)") }, "\(warnings)")
        #expect(!warnings.contains { $0.contains("maxWidth") })
    }

    @Test("100,000 zero-height rows: a pass stops at 10⁴ realized rows with one warning naming the scroll view")
    func zeroHeightRows() {
        let driver = ScrollDriver(ZeroHeightRows(), height: 600)
        for _ in 0..<3 { driver.frame() }
        #expect(driver.result.placed.count <= DataSourceGuard.maximumRealizedPerPass)
        let warnings = driver.scene.runtimeWarnings
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.hasPrefix("ScrollView (vertical) in ZeroHeightRows: a layout pass reached 10000 realized elements") == true,
                "\(warnings)")
    }

    @Test("10⁸ rows in a LazyVStack: the first and the last screens are drawn, a few dozen rows made")
    func hundredMillionRows() {
        let driver = ScrollDriver(HundredMillionRows(), height: 600)
        #expect(driver.texts["row 0"] != nil)
        // All rows measure 20 pt once seen; the estimate for the rest is their average, so the
        // content is 10⁸ × 20 pt = 2·10⁹ pt.
        #expect(driver.result.contentExtent == 2e9)
        driver.frame(offset: 2e9 - 600)
        driver.frame()
        #expect(driver.texts["row 99999999"] != nil, "\(driver.texts.keys.sorted().suffix(3))")
        // Rows made: the two screens of 30 rows and their prefetch windows, not 10⁸.
        #expect(driver.scene.host.graph.stats.rowsMadeNew < 1_000, "\(driver.scene.host.graph.stats.rowsMadeNew)")
        #expect(driver.scene.runtimeWarnings.isEmpty, "\(driver.scene.runtimeWarnings)")
    }

    @Test("30 nested scroll views: laid out and drawn, the innermost text in place")
    func thirtyNestedScrollViews() {
        let host = ViewHost(rootView: nestedScrollViews(depth: 30), size: CGSize(width: 300, height: 400),
                            measurer: FixedAdvanceTextMeasurer())
        var warnings: [String] = []
        host.graph.warningSink = { warnings.append($0) }
        for frame in 0..<3 { host.update(size: host.size, at: Double(frame) / 60) }
        let drawn = texts(host.render(at: 0.05))
        // Each scroll view hugs the 40 pt row at the top: the text's line (20.4 pt) is centred in
        // its 40 pt frame, 9.8 pt down.
        let inner = drawn["innermost"]
        #expect(inner != nil, "\(drawn.keys)")
        #expect(abs((inner?.y ?? 0) - 9.8) < 1e-6, "\(String(describing: inner))")
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(host.graph.stats.updatesCutShort == 0)
    }
}

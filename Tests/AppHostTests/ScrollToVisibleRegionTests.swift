import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollInput
import Testing

/// `ScrollViewProxy.scrollTo(_:anchor:)` lines the view up with the scroll view's *visible*
/// region: Apple, "If anchor is non-nil, it defines the points in the identified view and the
/// scroll view to align"; "If anchor is nil, this method … scrolls the minimum amount to make the
/// identified view wholly visible"
/// (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)). A
/// bar placed with `safeAreaInset`
/// (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:))
/// and the content margins (https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:))
/// are outside that region — content scrolls under them but they do not show it — so a chat's
/// last message scrolled to `.bottom` rests above its input bar, as on iOS. Padding inside the
/// scroll view is content.
///
/// 400 rows of 50 pt in a 400 × 700 pt window, `.padding(.vertical, 10)` around the stack. With
/// insets: `contentMargins(.top, 20)`, a 40 pt top bar and a 60 pt bottom bar (`spacing: 0`), so
/// the visible region is y = 60 … 640 and row k's top is 20 + 40 + 10 + 50k − offset in the
/// window; without: the region is the window, row k's top 10 + 50k − offset.
@MainActor
@Suite("scrollTo(_:anchor:) inside the safe area")
struct ScrollToVisibleRegionTests {
    static let size = Size(width: 400, height: 700)

    struct Rows: View {
        let target: Int
        let anchor: UnitPoint?
        let animated: Bool
        let insets: Bool
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<400, id: \.self) { i in Text("Row \(i)").frame(height: 50) }
                    }
                    .padding(.vertical, 10)
                }
                .contentMargins(.top, insets ? 20 : 0, for: .scrollContent)
                .safeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: insets ? 40 : 0) }
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: insets ? 60 : 0) }
                .onKeyPress("g") {
                    if animated {
                        withAnimation { proxy.scrollTo(target, anchor: anchor) }
                    } else {
                        proxy.scrollTo(target, anchor: anchor)
                    }
                    return .handled
                }
                .onKeyPress("s") { proxy.scrollTo(200, anchor: .top); return .handled }
            }
        }
    }

    /// The visible region's top and bottom in the window, and where row 0's top is at offset 0.
    static func region(insets: Bool) -> (top: Double, bottom: Double, contentTop: Double) {
        insets ? (60, 640, 70) : (0, 700, 10)
    }

    /// The offset `scrollTo(k, anchor:)` rests at: row k's top (contentTop + 50k − offset) at
    /// the region's top (`.top`), its centre at the region's centre (`.center`), its bottom at
    /// the region's bottom (`.bottom`).
    static func expectedOffset(row k: Int, unit: Double, insets: Bool) -> Double {
        let (top, bottom, contentTop) = region(insets: insets)
        let rowTopInWindow = top + unit * (bottom - top - 50)
        return contentTop + 50 * Double(k) - rowTopInWindow
    }

    func pipeline(_ root: some View) -> ScrollPipeline {
        let scene = ViewScene(name: "scroll-to-region", rootView: root, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        return pipeline
    }

    func key(_ name: String, at frame: Int) -> TimedInputEvent {
        TimedInputEvent(timeSeconds: (Double(frame) + 0.5) / 60, event: .key(name: name, shift: false))
    }

    // Row 14 was laid out by the first frame (the 250 pt prefetch band below the window reaches
    // 950: it is measured); row 300 never was (its size and everything before it estimated until
    // the jump). Each anchor with and without the insets, at once and inside `withAnimation`
    // (the animation's last frame is exact, at most 0.7 s: 60 frames are enough). Worked example:
    // row 300 `.bottom` with insets: its bottom at 640, 70 + 15,000 + 50 − 640 = 14,480; without,
    // 10 + 15,050 − 700 = 14,360; row 14 `.top` with insets: 70 + 700 − 60 = 710.
    @Test("An anchor aligns the row with the same point of the visible region", arguments: [
        (14, 0.0), (14, 0.5), (14, 1), (300, 0), (300, 0.5), (300, 1),
    ])
    func anchors(_ row: Int, _ unit: Double) {
        let anchor: UnitPoint = unit == 0 ? .top : unit == 1 ? .bottom : .center
        for insets in [false, true] {
            for animated in [false, true] {
                let p = pipeline(Rows(target: row, anchor: anchor, animated: animated, insets: insets))
                run(p, [key("g", at: 2)], from: 2, frames: 64)
                #expect(p.position.offset == Self.expectedOffset(row: row, unit: unit, insets: insets),
                        "row \(row) at \(unit), insets \(insets), animated \(animated)")
            }
        }
    }

    @Test func workedExamples() {
        #expect(Self.expectedOffset(row: 300, unit: 1, insets: true) == 14_480)
        #expect(Self.expectedOffset(row: 300, unit: 1, insets: false) == 14_360)
        #expect(Self.expectedOffset(row: 14, unit: 0, insets: true) == 710)
        #expect(Self.expectedOffset(row: 14, unit: 0.5, insets: true) == 70 + 700 - (60 + 265))
    }

    // A nil anchor scrolls the least that shows the whole row inside the region. At offset 0
    // with the insets, row 11 spans 620 … 670 in the window: under the bottom bar (region ends
    // at 640), so it scrolls until its bottom meets 640 (offset 30); without the insets it is
    // wholly visible (560 … 610) and nothing moves. From row 200 at the top (`s`), row 199 lies
    // above the region: its top comes to the region's top. Row 300 below: its bottom to the
    // region's bottom.
    @Test("A nil anchor shows the row inside the region", arguments: [(11, false), (11, true), (300, false), (300, true)])
    func nilAnchorFromTheTop(_ row: Int, insets: Bool) {
        for animated in [false, true] {
            let p = pipeline(Rows(target: row, anchor: nil, animated: animated, insets: insets))
            run(p, [key("g", at: 2)], from: 2, frames: 64)
            let expected = row == 11 && !insets ? 0 : Self.expectedOffset(row: row, unit: 1, insets: insets)
            #expect(p.position.offset == expected, "row \(row), insets \(insets), animated \(animated)")
        }
        #expect(Self.expectedOffset(row: 11, unit: 1, insets: true) == 30)
    }

    @Test("A nil anchor to a row above brings its top to the region's top", arguments: [false, true])
    func nilAnchorFromBelow(insets: Bool) {
        let p = pipeline(Rows(target: 199, anchor: nil, animated: false, insets: insets))
        run(p, [key("s", at: 2)], from: 2, frames: 4)
        #expect(p.position.offset == Self.expectedOffset(row: 200, unit: 0, insets: insets))
        run(p, [key("g", at: 6)], from: 6, frames: 4)
        #expect(p.position.offset == Self.expectedOffset(row: 199, unit: 0, insets: insets))
    }
}

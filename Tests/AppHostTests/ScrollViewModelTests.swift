import AppHost
import Foundation
import DisplayList
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import Testing

/// Every scroll view is the same kind of thing (issue 10, Must 1): a `ScrollView` three deep
/// follows its own bound `ScrollPosition` as the window's does, and a bound position is written
/// back as the user scrolls — as SwiftUI writes it, only when the top-most id changes.
@MainActor
@Suite("One scroll-view model, any depth")
struct ScrollViewModelTests {
    static let size = Size(width: 800, height: 700)

    /// What a view's body saw each time it ran.
    final class Probe {
        var evaluations = 0
        var last: ScrollPosition?
        func record(_ position: ScrollPosition) { evaluations += 1; last = position }
    }

    /// The page (vertical) holds a carousel (horizontal) in row 2; the carousel's card 1 holds
    /// a list (vertical) of 100 rows of 30 pt bound to `inner`. `G` scrolls the list to row 50,
    /// Shift-G does it animated.
    struct ThreeDeep: View {
        @State var inner = ScrollPosition(idType: Int.self)
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { row in
                        if row == 2 {
                            ScrollView(.horizontal) {
                                LazyHStack(spacing: 0) {
                                    ForEach(0..<20, id: \.self) { card in
                                        if card == 1 {
                                            ScrollView {
                                                LazyVStack(spacing: 0) {
                                                    ForEach(0..<100, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 30) }
                                                }
                                            }
                                            .scrollPosition($inner)
                                            .frame(width: 200, height: 300)
                                        } else {
                                            Color.blue.frame(width: 200, height: 300)
                                        }
                                    }
                                }
                            }
                            .frame(height: 300)
                        } else {
                            Color.gray.frame(height: 100)
                        }
                    }
                }
            }
            .onKeyPress("g") { inner.scrollTo(id: 50); return .handled }
            .onKeyPress("G") { withAnimation { inner.scrollTo(id: 50) }; return .handled }
        }
    }

    /// Bars of 50 pt in the window's scroll view, bound to a position reporting `Int` ids.
    struct Bars: View {
        let probe: Probe
        /// Whether the stack is the scroll target layout (`viewID` reports only its views).
        var marked = true
        @State var position = ScrollPosition(idType: Int.self)
        var body: some View {
            let _ = probe.record(position)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<200, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 50) }
                }
                .scrollTargetLayout(isEnabled: marked)
            }
            .scrollPosition($position)
            .onKeyPress("g") { position.scrollTo(id: 80); return .handled }
        }
    }

    func pipeline(_ root: some View) -> ScrollPipeline {
        let scene = ViewScene(name: "models", rootView: root, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        return pipeline
    }

    func key(_ name: String, shift: Bool = false, at time: Seconds) -> TimedInputEvent {
        TimedInputEvent(timeSeconds: time, event: .key(name: name, shift: shift))
    }

    /// The innermost vertical scroll view (the list in the carousel's card).
    func innerList(_ pipeline: ScrollPipeline) -> (id: ScrollViewID, frame: Rect)? {
        pipeline.nestedScrollViews.first { $0.axis == .vertical }.map { ($0.id, $0.frame) }
    }

    @Test("A scroll view three deep follows its own ScrollPosition: scrollTo(id:) lands exactly, with and without animation")
    func threeDeepScrollTo() throws {
        let jumped = pipeline(ThreeDeep())
        let list = try #require(innerList(jumped), "the page lays out the carousel and the carousel the list")
        // The page: rows 0 and 1 of 100 pt, then the carousel; card 1 starts at x = 200.
        #expect(list.frame == Rect(x: 200, y: 200, width: 200, height: 300))
        #expect(jumped.nestedOffset(list.id) == 0)
        var frame = run(jumped, [key("G", at: 2.5 / 60)], from: 2, frames: 2)
        // Row 50 at the top: 50 × 30 pt.
        #expect(jumped.nestedOffset(list.id) == 1500)
        #expect(jumped.position.offset == 0, "the page did not move")
        frame = run(jumped, [], from: frame, frames: 2)
        #expect(jumped.nestedOffset(list.id) == 1500, "and stays")

        let animated = pipeline(ThreeDeep())
        let id = try #require(innerList(animated)?.id)
        frame = run(animated, [key("G", shift: true, at: 2.5 / 60)], from: 2, frames: 6)
        let midway = try #require(animated.nestedOffset(id))
        #expect(midway > 0 && midway < 1500, "eases toward the row: \(midway)")
        // ScrollToAnimation's duration is at most 0.7 s; then it lands with an exact jump.
        run(animated, [], from: frame, frames: 60)
        #expect(animated.nestedOffset(id) == 1500)
    }

    /// 400 bars of 50 pt; `a` scrolls to bar 300 animated.
    struct AnimatedBars: View {
        @State var position = ScrollPosition(idType: Int.self)
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<400, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 50) }
                }
            }
            .scrollPosition($position)
            .onKeyPress("a") { withAnimation { position.scrollTo(id: 300) }; return .handled }
        }
    }

    @Test("An animated scrollTo is a driven physics activity: the HUD sees it moving and prefetch looks ahead")
    func drivenScrollTo() throws {
        let pipeline = pipeline(AnimatedBars())
        var frame = run(pipeline, [key("a", at: 2.5 / 60)], from: 2, frames: 4)
        var sawLookahead = false
        var offsets: [Points] = []
        while frame < 2 + 60 {
            let position = pipeline.position
            if position.isDriven {
                #expect(position.activity == .animating, "not idle while it scrolls")
                let constraints = pipeline.lastLayout.constraints
                #expect(constraints.scrollVelocity == position.velocity)
                var atRest = constraints
                atRest.scrollVelocity = 0
                if position.velocity > 0, constraints.prefetchWindow.upperBound > atRest.prefetchWindow.upperBound { sawLookahead = true }
                offsets.append(position.offset)
            }
            frame = run(pipeline, [], from: frame, frames: 1)
        }
        #expect(offsets.count >= 5, "driven for several frames: \(offsets.count)")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 >= $0 }, "moves one way")
        #expect(sawLookahead, "the prefetch window looks ahead in the direction of the scroll")
        // It lands with an exact jump: bar 300 at the top (300 × 50 pt), then rests.
        #expect(pipeline.position.offset == 15_000)
        #expect(pipeline.position.activity == .idle)
    }

    @Test("Scrolling by hand writes the top-most id back, once per change of it, and a new scrollTo wins")
    func writeBack() throws {
        let probe = Probe()
        let pipeline = pipeline(Bars(probe: probe))
        let before = probe.evaluations
        #expect(probe.last?.isPositionedByUser == false)
        #expect(probe.last?.viewID == nil)

        // Ten wheel clicks down, one per frame; then rest.
        let wheel = (0..<10).map { i in
            TimedInputEvent(timeSeconds: (2.5 + Double(i)) / 60, event: .wheel(dx: 0, dy: -1, precise: false, at: Point(x: 400, y: 350)))
        }
        var frame = run(pipeline, wheel, from: 2, frames: 90)
        let offset = pipeline.position.offset
        #expect(offset > 100, "the wheel scrolled: \(offset)")
        let last = try #require(probe.last)
        #expect(last.isPositionedByUser)
        // The top-most bar not scrolled past: bar k spans 50k … 50k + 50.
        #expect(last.viewID(type: Int.self) == Int((offset / 50).rounded(.down)))
        // The body ran once per new top-most id (and once for "positioned by user"), not per frame.
        let changes = probe.evaluations - before
        #expect(changes >= 2 && changes <= Int(offset / 50) + 2, "body evaluations: \(changes) for \(offset) pt")

        // A scrollTo from the app: no longer positioned by the user; it names the id asked for.
        frame = run(pipeline, [key("g", at: (Double(frame) + 0.5) / 60)], from: frame, frames: 3)
        #expect(pipeline.position.offset == 80 * 50)
        #expect(probe.last?.isPositionedByUser == false)
        #expect(probe.last?.viewID(type: Int.self) == 80)
    }

    // https://developer.apple.com/documentation/swiftui/scrollposition : "SwiftUI will use that
    // along with the views in the scroll view's scroll target layout to programmatically scroll
    // to those views and to update the viewID property as the user scrolls. Use the
    // scrollTargetLayout(isEnabled:) modifier to configure which layout contains your scroll
    // targets." Without one (`isEnabled: false`), scrolling by hand marks the position as the
    // user's and names no view; a scrollTo(id:) still lands (bar 80 at the top: 80 × 50).
    @Test("Without a scroll target layout, viewID reports nothing as the user scrolls")
    func noTargetLayoutNoViewID() throws {
        let probe = Probe()
        let pipeline = pipeline(Bars(probe: probe, marked: false))
        let wheel = (0..<10).map { i in
            TimedInputEvent(timeSeconds: (2.5 + Double(i)) / 60, event: .wheel(dx: 0, dy: -1, precise: false, at: Point(x: 400, y: 350)))
        }
        var frame = run(pipeline, wheel, from: 2, frames: 90)
        #expect(pipeline.position.offset > 100, "the wheel scrolled: \(pipeline.position.offset)")
        let last = try #require(probe.last)
        #expect(last.isPositionedByUser)
        #expect(last.viewID == nil)
        frame = run(pipeline, [key("g", at: (Double(frame) + 0.5) / 60)], from: frame, frames: 3)
        #expect(pipeline.position.offset == 80 * 50)
    }
}

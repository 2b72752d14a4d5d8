import AppHost
import DisplayList
import HostTestSupport
import LazyScrollViews
import Painting
import ScrollCore
import ScrollHosting
import ScrollInput
import Testing

/// `scrollIndicators(_:axes:)` (https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:))
/// and `ScrollView(showsIndicators:)`: the window's scroll view draws its indicator unless hidden
/// for its axis — horizontal scroll views included (issue 29: `.hidden` was ignored there);
/// `.hidden` leaves the bar under the pointer, `.never` does not (`ScrollIndicatorVisibility`).
@MainActor
@Suite("Scroll indicator visibility")
struct ScrollIndicatorVisibilityTests {
    static let size = Size(width: 400, height: 300)

    struct Strip: View {
        let axis: LazyScrollViews.Axis.Set
        let visibility: ScrollIndicatorVisibility
        let hiddenAxes: LazyScrollViews.Axis.Set
        var body: some View {
            ScrollView(axis) {
                if axis == .horizontal {
                    LazyHStack(spacing: 0) { ForEach(0..<100, id: \.self) { i in Color(white: Double(i % 2)).frame(width: 50) } }
                } else {
                    LazyVStack(spacing: 0) { ForEach(0..<100, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 50) } }
                }
            }
            .scrollIndicators(visibility, axes: hiddenAxes)
        }
    }

    /// Whether the last frame drew the indicator's knob (its colour, rounded). The indicators are
    /// overlay-style (hidden at rest, `DesktopScrollBarTests`), so the pointer rests in the
    /// window's bottom-trailing corner, over where either axis's bar is: one that may show does.
    func drawsIndicator(_ view: Strip) -> Bool {
        let scene = ViewScene(name: "strip", rootView: view, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [TimedInputEvent(timeSeconds: 0, event: .pointerMove(Point(x: 396, y: 296)))], from: 0, frames: 2)
        let knob = ScrollIndicatorPainter().color
        return pipeline.displayList.commands.contains {
            if case .fillRoundedRect(_, _, let color) = $0 { return color == knob }
            return false
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let axis: LazyScrollViews.Axis.Set
        let visibility: ScrollIndicatorVisibility
        let hiddenAxes: LazyScrollViews.Axis.Set
        let drawn: Bool
        var testDescription: String { "\(axis == .horizontal ? "horizontal" : "vertical") \(visibility) axes \(hiddenAxes.rawValue) → \(drawn)" }
    }

    // Under the pointer: `.never` for the view's axis draws no bar; `.hidden` still does (a
    // mouse's way to scroll, ScrollIndicatorVisibility's doc comment), as do `.visible`,
    // `.automatic` and a modifier for the other axis only.
    @Test("Under the pointer: never for the scroll view's axis, no bar; hidden, visible, or never for the other axis: the bar",
          arguments: [Case(axis: .horizontal, visibility: .never, hiddenAxes: [.vertical, .horizontal], drawn: false),
                      Case(axis: .horizontal, visibility: .never, hiddenAxes: [.horizontal], drawn: false),
                      Case(axis: .horizontal, visibility: .never, hiddenAxes: [.vertical], drawn: true),
                      Case(axis: .horizontal, visibility: .hidden, hiddenAxes: [.vertical, .horizontal], drawn: true),
                      Case(axis: .horizontal, visibility: .visible, hiddenAxes: [.vertical, .horizontal], drawn: true),
                      Case(axis: .vertical, visibility: .never, hiddenAxes: [.vertical, .horizontal], drawn: false),
                      Case(axis: .vertical, visibility: .hidden, hiddenAxes: [.vertical], drawn: true),
                      Case(axis: .vertical, visibility: .automatic, hiddenAxes: [.vertical, .horizontal], drawn: true)])
    func visibility(_ c: Case) {
        #expect(drawsIndicator(Strip(axis: c.axis, visibility: c.visibility, hiddenAxes: c.hiddenAxes)) == c.drawn)
    }

    // https://developer.apple.com/documentation/swiftui/scrollindicatorvisibility/hidden : "Hide
    // the scroll indicators." Scrolled by the wheel with the pointer in the middle (away from
    // the bar): `.hidden` and `.never` draw no indicator while it moves; `.automatic` and
    // `.visible` do.
    @Test("While scrolling: hidden and never draw no indicator, automatic and visible do",
          arguments: [(ScrollIndicatorVisibility.hidden, false), (.never, false), (.automatic, true), (.visible, true)])
    func whileScrolling(_ visibility: ScrollIndicatorVisibility, drawn: Bool) throws {
        let view = Strip(axis: .vertical, visibility: visibility, hiddenAxes: [.vertical])
        let scene = ViewScene(name: "strip", rootView: view, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        let events = [TimedInputEvent(timeSeconds: 0, event: .pointerMove(Point(x: 200, y: 150))),
                      TimedInputEvent(timeSeconds: 0.05, event: .wheel(dx: 0, dy: -2, precise: false, at: Point(x: 200, y: 150)))]
        run(pipeline, events, from: 0, frames: 12)
        #expect(pipeline.position.offset > 0)
        let knob = ScrollIndicatorPainter().color
        let drew = pipeline.displayList.commands.contains {
            if case .fillRoundedRect(_, _, let color) = $0 { return color == knob }
            return false
        }
        #expect(drew == drawn)
    }
}

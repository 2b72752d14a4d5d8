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
/// for its axis — horizontal scroll views included (issue 29: `.hidden` was ignored there).
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

    @Test("Hidden for the scroll view's axis: no indicator; visible, or hidden for the other axis: drawn",
          arguments: [Case(axis: .horizontal, visibility: .hidden, hiddenAxes: [.vertical, .horizontal], drawn: false),
                      Case(axis: .horizontal, visibility: .never, hiddenAxes: [.horizontal], drawn: false),
                      Case(axis: .horizontal, visibility: .hidden, hiddenAxes: [.vertical], drawn: true),
                      Case(axis: .horizontal, visibility: .visible, hiddenAxes: [.vertical, .horizontal], drawn: true),
                      Case(axis: .vertical, visibility: .hidden, hiddenAxes: [.vertical, .horizontal], drawn: false),
                      Case(axis: .vertical, visibility: .automatic, hiddenAxes: [.vertical, .horizontal], drawn: true)])
    func visibility(_ c: Case) {
        #expect(drawsIndicator(Strip(axis: c.axis, visibility: c.visibility, hiddenAxes: c.hiddenAxes)) == c.drawn)
    }
}

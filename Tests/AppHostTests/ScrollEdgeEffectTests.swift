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

/// `scrollEdgeEffectStyle(_:for:)` and `scrollEdgeEffectHidden(_:for:)` (iOS 26), drawn over a
/// `safeAreaBar` (https://developer.apple.com/documentation/swiftui/scrolledgeeffectstyle: "a
/// visual transition between scrolling content and stationary controls at both edges of the
/// scroll view in the scrolling direction"; `.automatic` "applies automatically when pinned
/// content overlaps scrolling content"; `.soft` "a subtle, blurred boundary"; `.hard` "a
/// linear, nearly opaque boundary"; https://developer.apple.com/documentation/swiftui/view/scrolledgeeffecthidden(_:for:)).
///
/// A 400 × 600 pt window; fifty 50 pt rows. What the effect draws (ScrollEdgeEffectStyle's doc
/// comment): soft, eight strips across the bar's band, strip k from the outer edge blurred
/// 8·(8−k)/8 pt under white at 80 %·(8−k)/8; hard, the band blurred 8 pt under white at 95 % and
/// a 1 pt divider (60, 60, 67, 29 %) along its inner edge.
@MainActor
@Suite("Scroll edge effects")
struct ScrollEdgeEffectTests {
    static let size = Size(width: 400, height: 600)

    enum Bar: Sendable { case top, bottom, insetTop }

    struct Feed: View {
        var bar: Bar = .top
        /// Applied outside the bar (closest to the scroll view), then `outerStyle` around it.
        var style: ScrollEdgeEffectStyle?? = nil
        var styleEdges: Edge.Set = .all
        var outerStyle: ScrollEdgeEffectStyle? = nil
        var hidden: Edge.Set = []
        var body: some View {
            let scroll = ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { i in Color(white: i % 2 == 0 ? 0.3 : 0.6).frame(height: 50) }
                }
            }
            let barred: AnyView
            switch bar {
            case .top: barred = AnyView(scroll.safeAreaBar(edge: .top) { Color(white: 0.9).frame(height: 40) })
            case .bottom: barred = AnyView(scroll.safeAreaBar(edge: .bottom) { Color(white: 0.9).frame(height: 60) })
            case .insetTop: barred = AnyView(scroll.safeAreaInset(edge: .top) { Color(white: 0.9).frame(height: 40) })
            }
            var styled = barred
            if let style { styled = AnyView(styled.scrollEdgeEffectStyle(style, for: styleEdges)) }
            if let outerStyle { styled = AnyView(styled.scrollEdgeEffectStyle(outerStyle, for: .all)) }
            return styled.scrollEdgeEffectHidden(!hidden.isEmpty, for: hidden.isEmpty ? .all : hidden)
        }
    }

    func pipeline(_ root: some View) -> ScrollPipeline {
        let scene = ViewScene(name: "feed", rootView: root, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 3)
        return pipeline
    }

    /// One wheel detent down (53 pt): the rows are under a top bar.
    func scrolled(_ p: ScrollPipeline) throws -> ScrollPipeline {
        run(p, try InputTrace.parse(#"{"t": 60, "type": "wheel", "dx": 0, "dy": -1, "x": 200, "y": 300, "source": "wheel"}"#),
            from: 3, frames: 60)
        #expect(p.position.offset == 53)
        return p
    }

    /// The backdrops of the last frame, in window space, and the 1 pt fills (the divider).
    func effect(_ p: ScrollPipeline) -> (backdrops: [(rect: Rect, blur: Points, tint: RGBAColor)], dividers: [(Rect, RGBAColor)]) {
        var offsets: [(x: Points, y: Points)] = []
        var backdrops: [(Rect, Points, RGBAColor)] = [], dividers: [(Rect, RGBAColor)] = []
        func moved(_ r: Rect) -> Rect {
            Rect(x: r.minX + offsets.map(\.x).reduce(0, +), y: r.minY + offsets.map(\.y).reduce(0, +), width: r.size.width, height: r.size.height)
        }
        for command in p.displayList.commands {
            switch command {
            case .pushTransform(let t): offsets.append((t.tx, t.ty))
            case .popTransform: offsets.removeLast()
            case let .backdrop(rect, _, blur, tint): backdrops.append((moved(rect), blur, tint))
            case let .fillRect(rect, color) where rect.size.height == 1 || rect.size.width == 1: dividers.append((moved(rect), color))
            default: break
            }
        }
        return (backdrops.map { (rect: $0.0, blur: $0.1, tint: $0.2) }, dividers)
    }

    /// The soft strips over `band` from `edge` (top or bottom).
    static func softStrips(band: Rect, fromTop: Bool) -> [(rect: Rect, blur: Points, tint: RGBAColor)] {
        let strip = band.size.height / 8
        return (0..<8).map { k in
            let weight = Double(8 - k) / 8
            let y = fromTop ? band.minY + Double(k) * strip : band.maxY - Double(k) * strip - strip
            return (Rect(x: band.minX, y: y, width: band.size.width, height: strip), 8 * weight, RGBAColor.white.opacity(0.8 * weight))
        }
    }

    func expectSame(_ drawn: [(rect: Rect, blur: Points, tint: RGBAColor)], _ expected: [(rect: Rect, blur: Points, tint: RGBAColor)],
                    sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(drawn.count == expected.count, "\(drawn)", sourceLocation: sourceLocation)
        for (a, b) in zip(drawn, expected) {
            #expect(a.rect == b.rect && abs(a.blur - b.blur) < 1e-9 && a.tint == b.tint, "\(a) vs \(b)", sourceLocation: sourceLocation)
        }
    }

    // At rest the first row starts at the bar's inner edge (y 40): nothing is under the bar,
    // nothing is drawn. Scrolled 53 pt, rows are under it: the automatic style is the soft one,
    // eight 5 pt strips over the bar's 40 pt band (0…40).
    @Test("Automatic: soft strips over a top bar once content scrolls under it, none at rest")
    func automaticIsSoft() throws {
        let p = pipeline(Feed())
        #expect(effect(p).backdrops.isEmpty)
        let drawn = effect(try scrolled(p))
        expectSame(drawn.backdrops, Self.softStrips(band: Rect(x: 0, y: 0, width: 400, height: 40), fromTop: true))
        #expect(drawn.dividers.isEmpty)
    }

    // Explicit .soft and .automatic draw the same; .hard draws one nearly opaque band and a
    // 1 pt divider at its inner edge (y 39…40).
    @Test("Each style over a top bar", arguments: [ScrollEdgeEffectStyle.automatic, .soft, .hard])
    func styles(_ style: ScrollEdgeEffectStyle) throws {
        let drawn = effect(try scrolled(pipeline(Feed(style: style))))
        let band = Rect(x: 0, y: 0, width: 400, height: 40)
        if style == .hard {
            expectSame(drawn.backdrops, [(band, 8, RGBAColor.white.opacity(0.95))])
            #expect(drawn.dividers.count == 1)
            #expect(drawn.dividers.first?.0 == Rect(x: 0, y: 39, width: 400, height: 1))
            #expect(drawn.dividers.first?.1 == RGBAColor(r8: 60, g8: 60, b8: 67, a8: 74))
        } else {
            expectSame(drawn.backdrops, Self.softStrips(band: band, fromTop: true))
            #expect(drawn.dividers.isEmpty)
        }
    }

    // A nil style is `.automatic` again: the outer `.hard` is overridden on all edges.
    @Test("A nil style sets the edges back to automatic")
    func nilStyle() throws {
        let drawn = effect(try scrolled(pipeline(Feed(style: .some(nil), outerStyle: ScrollEdgeEffectStyle.hard))))
        expectSame(drawn.backdrops, Self.softStrips(band: Rect(x: 0, y: 0, width: 400, height: 40), fromTop: true))
    }

    // The modifier closer to the scroll view wins on the edges it names: `.hard` for the top
    // inside `.soft` for all edges is hard at the top; `.hard` for the bottom only leaves the
    // top to the outer `.soft`.
    @Test("An inner modifier wins on its edges", arguments: [(Edge.Set.top, true), (.bottom, false)])
    func innerWins(_ edges: Edge.Set, hard: Bool) throws {
        let drawn = effect(try scrolled(pipeline(Feed(style: ScrollEdgeEffectStyle.hard, styleEdges: edges, outerStyle: ScrollEdgeEffectStyle.soft))))
        #expect(drawn.backdrops.count == (hard ? 1 : 8))
        #expect(drawn.dividers.count == (hard ? 1 : 0))
    }

    // Hidden on the top (or all edges): nothing over the top bar; hidden on the bottom only:
    // the top's effect stays.
    @Test("scrollEdgeEffectHidden hides the effect on the edges it names", arguments: [
        (Edge.Set.top, true), (.all, true), (.bottom, false), (.horizontal, false),
    ])
    func hidden(_ edges: Edge.Set, hidesTop: Bool) throws {
        let drawn = effect(try scrolled(pipeline(Feed(style: ScrollEdgeEffectStyle.hard, hidden: edges))))
        #expect(drawn.backdrops.isEmpty == hidesTop)
    }

    // A bottom bar 60 pt tall: 2500 pt of rows go on past its inner edge (y 540) at rest, so
    // the effect is drawn over 540…600, its strongest strip at the bottom (592.5…600); at the
    // end (End key: offset 2500 − 540 = 1960) the last row ends at the bar's inner edge and
    // nothing is drawn.
    @Test("A bottom bar: the effect while rows go on under it, none at the end")
    func bottomBar() {
        let p = pipeline(Feed(bar: .bottom))
        expectSame(effect(p).backdrops, Self.softStrips(band: Rect(x: 0, y: 540, width: 400, height: 60), fromTop: false))
        let pointer = TimedInputEvent(timeSeconds: 0.06, event: .pointerMove(Point(x: 200, y: 300)))
        run(p, [pointer, TimedInputEvent(timeSeconds: 0.07, event: .key(name: "End", shift: false))], from: 3, frames: 90)
        #expect(p.position.offset == 1960)
        #expect(effect(p).backdrops.isEmpty)
    }

    // As on iOS 26, a `safeAreaInset` bar is not a bar the effect reaches (Apple added
    // `safeAreaBar` for custom bars that get it).
    @Test("A safeAreaInset bar gets no effect")
    func insetGetsNone() throws {
        #expect(effect(try scrolled(pipeline(Feed(bar: .insetTop)))).backdrops.isEmpty)
    }
}

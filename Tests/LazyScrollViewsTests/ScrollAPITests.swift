import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import ScrollEffects
import Testing
@testable import LazyScrollViews

/// Records values from `@Sendable` closures (scroll transitions run at paint time), behind a
/// lock (`LockedValue`), which tells the compiler the log is safe to share.
private final class PhaseLog: Sendable {
    private let values = LockedValue<[Int: Double]>([:])
    func record(_ row: Int, _ value: Double) { values.withLock { $0[row] = value } }
    subscript(row: Int) -> Double? { values.withLock { $0[row] } }
    func clear() { values.withLock { $0.removeAll() } }
}

/// 100 rows of 100 pt whose scroll transition fades them to half opacity at the edges (or, with
/// `blurs`, blurs them by 10 pt instead), logging the phase values the closure sees.
@MainActor
private struct TransitionRows: View {
    let log: PhaseLog
    var blurs = false
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100) { i in
                    Text("row \(i)")
                        .frame(height: 100)
                        .scrollTransition { [blurs] effect, phase in
                            log.record(i, phase.value)
                            return blurs ? effect.blur(radius: phase.isIdentity ? 0 : 10) : effect.opacity(phase.isIdentity ? 1 : 0.5)
                        }
                }
            }
        }
    }
}

@MainActor
private final class VisibleLog { var calls: [[Int]] = [] }

@MainActor
private struct VisibilityRows: View {
    let log: VisibleLog
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100) { i in Text("row \(i)").frame(height: 100) }
            }
        }
        .onScrollTargetVisibilityChange(idType: Int.self, threshold: 0.8) { ids in log.calls.append(ids) }
    }
}

/// Each row tells when it is at least 60 % inside the viewport, and when no longer.
@MainActor
final class RowVisibilityLog { var events: [String] = [] }
struct ScrollVisibilityRows: View {
    let log: RowVisibilityLog
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100) { i in
                    Text("row \(i)").frame(height: 100)
                        .onScrollVisibilityChange(threshold: 0.6) { visible in log.events.append("\(i)\(visible ? "+" : "-")") }
                }
            }
        }
    }
}

@MainActor
@Suite("Scroll API")
struct ScrollAPITests {
    /// The opacities the scroll views' rows were drawn with, in order.
    private func opacities(_ list: DisplayList) -> [Double] {
        list.commands.compactMap { if case .pushOpacity(let o) = $0 { return o } else { return nil } }
    }

    @Test("scrollTransition: identity inside; across an edge the effect follows the interactive curve")
    func transitionPhases() {
        let log = PhaseLog()
        // Viewport 250 pt, rows 100: rows 0 and 1 inside, row 2 half out at the bottom (200…300).
        // `.visible` wants the whole row in: half-way → fraction 0.5 → ease-in-out(0.5) = 0.5 of
        // the way from the edge effect (opacity 0.5) to identity (1): 0.75.
        let driver = ScrollDriver(TransitionRows(log: log), height: 250)
        #expect(opacities(driver.list) == [0.75])
        // The closure sees the discrete phases: bottomTrailing (value 1) for the edge effect.
        #expect(log[2] != nil)
        // Scrolled by 50: row 0 is half above the top edge, row 2 fully in.
        driver.frame(offset: 50)
        #expect(opacities(driver.list) == [0.75])
        // Scrolled by 75: row 0 a quarter in (fraction 0.25 along CSS's ease-in-out bezier).
        driver.frame(offset: 75)
        let quarter = 0.5 + 0.5 * UnitCurve.easeInOut.value(at: 0.25)
        #expect(opacities(driver.list).first.map { abs($0 - quarter) < 1e-9 } == true, "\(opacities(driver.list))")
    }

    @Test("scrollTransition's effect.blur becomes a blur group over the row's frame, its radius following the interactive curve")
    func transitionBlur() {
        func blurs(_ list: DisplayList) -> [String] {
            list.commands.compactMap { if case .pushBlur(let r, let bounds, _) = $0 { return "\(r.shortDescription) \(bounds)" } else { return nil } }
        }
        // Viewport 250 pt: row 2 (200…300) is half in, so half-way (ease-in-out(0.5) = 0.5) from
        // the edge's 10 pt to identity's 0: 5 pt. Rows 0 and 1 are sharp. The bounds are the
        // transitioned view's frame in the space it draws in (the row's, under its translation):
        // "row 2" is 5 × 0.6 em × 17 pt = 51 pt wide, centred in 300 pt at x 124.5, 100 pt tall.
        let driver = ScrollDriver(TransitionRows(log: PhaseLog(), blurs: true), height: 250)
        #expect(blurs(driver.list) == ["5 [(124.5, 0) 51×100]"])
        #expect(driver.list.validate() == nil)
        // Scrolled by 50: row 0 half above the top edge now, row 2 fully in.
        driver.frame(offset: 50)
        #expect(blurs(driver.list) == ["5 [(124.5, 0) 51×100]"])
        #expect(driver.list.commands.filter { $0 == .popBlur }.count == 1)
    }

    @Test("onScrollTargetVisibilityChange reports the ids ≥ 80 % visible, in order, when they change")
    func targetVisibility() {
        let log = VisibleLog()
        let driver = ScrollDriver(VisibilityRows(log: log), height: 250)
        driver.frame()                      // the action runs before the next frame's update
        #expect(log.calls.last == [0, 1])   // row 2 is 50 % visible
        driver.frame(offset: 30)            // row 0 70 %, row 2 80 %
        driver.frame()
        #expect(log.calls.last == [1, 2])
        let calls = log.calls.count
        driver.frame(offset: 35)            // same set: no call
        driver.frame()
        #expect(log.calls.count == calls)
    }

    @Test("onScrollVisibilityChange tells each row when it crosses its threshold, both ways, once")
    func scrollVisibility() {
        let log = RowVisibilityLog()
        let driver = ScrollDriver(ScrollVisibilityRows(log: log), height: 250)
        driver.frame()                      // actions run before the next frame's update
        #expect(log.events == ["0+", "1+"], "row 2 is 50 % visible: under 60 %")
        log.events.removeAll()
        driver.frame(offset: 45)            // row 0 55 % (leaves), row 2 95 % (comes)
        driver.frame()
        #expect(log.events.sorted() == ["0-", "2+"])
        log.events.removeAll()
        driver.frame(offset: 50)            // nothing crosses
        driver.frame()
        #expect(log.events.isEmpty)
        driver.frame(offset: 400)           // 400…650: rows 1, 2 gone (no longer drawn), rows 4, 5 in, row 6 at 50 %
        driver.frame()
        #expect(log.events.sorted() == ["1-", "2-", "4+", "5+"], "\(log.events)")
    }

    @Test("ScrollPosition finds ForEach ids and explicit .id(_:) headers without making rows")
    func idLookup() {
        let counter = Counter()
        let driver = ScrollDriver(IDRows(counter: counter), height: 200)
        let made = counter["row"]
        let source = driver.scrollView.source
        #expect(source.path(ofID: AnyHashable("tail-header")) == .header(of: 1))
        #expect(source.path(ofID: AnyHashable(9_999)) == .item(9_999, in: 0))
        #expect(source.path(ofID: AnyHashable("absent")) == nil)
        #expect(counter["row"] == made, "looking ids up made no rows")
    }
}

@MainActor
private struct IDRows: View {
    let counter: Counter
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<10_000) { i in
                    let _ = counter.hit("row")
                    Text("row \(i)")
                }
                Section {
                    Text("tail")
                } header: {
                    Text("Tail").id("tail-header")
                }
            }
        }
    }
}

/// A window whose scroll view is replaced by another (`if showsFirst { … } else { … }`): the new
/// one starts at its top, as SwiftUI's does, not at the offset the old one was scrolled to.
@Suite("A replaced window scroll view")
@MainActor
struct ReplacedScrollViewTests {
    struct Switcher: View {
        @State var showsFirst = true
        var body: some View {
            VStack {
                if showsFirst {
                    ScrollView { LazyVStack { ForEach(0..<100) { i in Text("first \(i)").frame(height: 30) } } }
                } else {
                    ScrollView { LazyVStack { ForEach(0..<100) { i in Text("second \(i)").frame(height: 30) } } }
                }
            }
            .onKeyPress("s") {
                showsFirst.toggle()
                return .handled
            }
        }
    }

    @Test("The new scroll view asks the host for offset 0 once; the same view asks nothing")
    func newScrollViewStartsAtTop() {
        let driver = ScrollDriver(Switcher())
        driver.scroll(to: 600)
        #expect(driver.scene.takeScrollRequests().isEmpty)              // the same scroll view: nothing to do
        #expect(driver.scene.keyCommand("S", shift: false) == .handled)
        driver.frame()
        #expect(driver.scene.takeScrollRequests() == [.scrollToOffset(0, animated: false)])
        #expect(driver.scene.takeScrollRequests().isEmpty)              // asked once
    }
}

/// `ScrollGeometry` as Apple documents it (https://developer.apple.com/documentation/swiftui/scrollgeometry):
/// `init(contentOffset:contentSize:contentInsets:containerSize:)`
/// (https://developer.apple.com/documentation/swiftui/scrollgeometry/init(contentoffset:contentsize:contentinsets:containersize:)),
/// `visibleRect` "computed from the scroll view's content offset, content insets, and its
/// container size" (…/scrollgeometry/visiblerect), `bounds` "unlike the visible rect … within
/// the content insets" (…/scrollgeometry/bounds), and `onScrollGeometryChange(for:of:action:)`
/// taking an `Equatable` value
/// (https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)).
@MainActor
@Suite("ScrollGeometry")
struct ScrollGeometryTests {
    @Test("visibleRect is the container at the offset, insets included; bounds is inside the insets")
    func rects() {
        let geometry = LazyScrollViews.ScrollGeometry(contentOffset: CGPoint(x: -10, y: 80), contentSize: CGSize(width: 280, height: 5_000),
                                      contentInsets: EdgeInsets(top: 20, leading: 10, bottom: 30, trailing: 10),
                                      containerSize: CGSize(width: 300, height: 200))
        #expect(geometry.visibleRect == CGRect(x: -10, y: 80, width: 300, height: 200))
        // 300 − 10 − 10 wide, 200 − 20 − 30 tall, from (−10 + 10, 80 + 20).
        #expect(geometry.bounds == CGRect(x: 0, y: 100, width: 280, height: 150))
    }

    /// A value that is `Equatable` and not `Hashable` (SwiftUI's modifier asks only `Equatable`).
    struct Edges: Equatable { var top: CGFloat; var bottomGap: CGFloat }

    @MainActor final class Log { var values: [LazyScrollViews.ScrollGeometry] = []; var edges: [Edges] = [] }

    struct Margined: View {
        let log: Log
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50) { i in Text("row \(i)").frame(height: 100) }
                }
            }
            .contentMargins(.vertical, 20)
            .onScrollGeometryChange(for: LazyScrollViews.ScrollGeometry.self) { $0 } action: { _, new in log.values.append(new) }
        }
    }

    struct EdgeWatcher: View {
        let log: Log
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50) { i in Text("row \(i)").frame(height: 100) }
                }
            }
            .onScrollGeometryChange(for: Edges.self) { geometry in
                Edges(top: geometry.visibleRect.minY, bottomGap: geometry.contentSize.height - geometry.visibleRect.maxY)
            } action: { _, new in log.edges.append(new) }
        }
    }

    @Test("With 20 pt vertical margins: at the top contentOffset.y is −20, the content 50 × 100 pt, the insets 20 + 20")
    func margins() throws {
        let log = Log()
        let driver = ScrollDriver(Margined(log: log), height: 200)
        driver.frame()
        let top = try #require(log.values.last)
        #expect(top.contentOffset == CGPoint(x: 0, y: -20))
        #expect(top.contentSize == CGSize(width: 300, height: 5_000))
        #expect(top.contentInsets == EdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0))
        #expect(top.visibleRect == CGRect(x: 0, y: -20, width: 300, height: 200), "reaches into the top margin")
        #expect(top.bounds == CGRect(x: 0, y: 0, width: 300, height: 160))
        // Scrolled 120 pt into the scroll view's extent (margins included): 100 pt into the content.
        driver.frame(offset: 120)
        driver.frame()
        #expect(log.values.last?.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test("onScrollGeometryChange takes an Equatable (non-Hashable) value and reports when it changes")
    func equatableValue() {
        let log = Log()
        let driver = ScrollDriver(EdgeWatcher(log: log), height: 200)
        driver.frame()
        // 50 rows of 100 pt: 5000 pt of content; the container 200 tall at offset 0.
        #expect(log.edges == [Edges(top: 0, bottomGap: 4_800)])
        driver.frame(offset: 300)
        driver.frame()
        #expect(log.edges.last == Edges(top: 300, bottomGap: 4_500))
        let count = log.edges.count
        driver.frame(offset: 300)
        driver.frame()
        #expect(log.edges.count == count, "no change, no call")
    }

    struct TwoWatchers: View {
        let log: Log
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50) { i in Text("row \(i)").frame(height: 100) }
                }
            }
            .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in
                log.edges.append(Edges(top: y, bottomGap: -1))
            }
            .onScrollGeometryChange(for: CGFloat.self) { $0.contentSize.height - $0.visibleRect.maxY } action: { _, gap in
                log.edges.append(Edges(top: -1, bottomGap: gap))
            }
        }
    }

    @Test("Two onScrollGeometryChange modifiers on one scroll view: both are called, each when its own value changes")
    func stackedObservers() {
        // SwiftUI calls each modifier's action (a navigation screen watches its content's offset
        // for the large title while the app watches what it needs): the inner one must not hide
        // the outer one.
        let log = Log()
        let driver = ScrollDriver(TwoWatchers(log: log), height: 200)
        driver.frame()
        #expect(log.edges.contains(Edges(top: 0, bottomGap: -1)) && log.edges.contains(Edges(top: -1, bottomGap: 4_800)), "\(log.edges)")
        log.edges = []
        driver.frame(offset: 300)
        driver.frame()
        #expect(log.edges.count == 2 && log.edges.contains(Edges(top: 300, bottomGap: -1))
                && log.edges.contains(Edges(top: -1, bottomGap: 4_500)), "\(log.edges)")
    }
}

/// `visualEffect(_:)` (https://developer.apple.com/documentation/swiftui/view/visualeffect(_:)):
/// the closure gets an `EmptyVisualEffect` and the view's `GeometryProxy` and its effect changes
/// only how the view is drawn.
@MainActor
@Suite("visualEffect")
struct VisualEffectTests {
    /// 100 rows of 100 pt that fade by a tenth per 100 pt of their top below the scroll view's top.
    struct FadingRows: View {
        let counter: Counter
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100) { i in
                        let _ = counter.hit("row")
                        Text("row \(i)")
                            .frame(height: 100)
                            .visualEffect { content, proxy in
                                content.opacity(1 - max(0, proxy.frame(in: .scrollView).minY) / 1000)
                            }
                    }
                }
            }
        }
    }

    private func opacities(_ list: DisplayList) -> [Double] {
        list.commands.compactMap { if case .pushOpacity(let o) = $0 { return o } else { return nil } }
    }

    @Test("The effect follows the view's frame in the scroll view, frame by frame, with no body evaluated")
    func followsScrolling() {
        let counter = Counter()
        let driver = ScrollDriver(FadingRows(counter: counter), height: 250)
        // Rows at 0, 100, 200: row 0 opacity 1 (the identity adds nothing), then 0.9 and 0.8.
        #expect(opacities(driver.list).map { ($0 * 1000).rounded() / 1000 } == [0.9, 0.8])
        // Scrolled by 50: rows 0…3 at −50, 50, 150, 250 → 1, 0.95, 0.85 (row 3 is outside).
        driver.frame(offset: 50)
        #expect(opacities(driver.list).map { ($0 * 1000).rounded() / 1000 } == [0.95, 0.85])
        // Scrolled by 10 more: rows at −60, 40, 140, 240 (row 3 now 10 pt in) → 1, 0.96, 0.86, 0.76; no body ran.
        driver.frame(offset: 60)
        #expect(opacities(driver.list).map { ($0 * 1000).rounded() / 1000 } == [0.96, 0.86, 0.76])
        #expect(driver.bodiesInLastFrame == 0)
    }
}

/// `ScrollTransitionConfiguration.animated(_:)` / `.animation(_:)` take SwiftUI's `Animation`
/// (https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration/animated(_:)).
@MainActor
@Suite("Scroll transition animations")
struct ScrollTransitionAnimationTests {
    @Test("An ease keeps its duration and SwiftUI's curve")
    func ease() {
        let configuration = ScrollTransitionConfiguration.animated(Animation.easeInOut(duration: 0.4))
        #expect(configuration.mode == .animated(.easeInOut(duration: 0.4)))
        #expect(ScrollTransitionConfiguration.animated.animation(Animation.linear(duration: 0.2)).mode == .animated(.linear(duration: 0.2)))
    }

    @Test("A spring follows the view layer's Animation curve exactly", arguments: [0.05, 0.1, 0.25, 0.5, 0.75])
    func spring(fraction: Double) {
        // `.smooth` is spring(duration: 0.5, bounce: 0): response 0.5 s, settled (0.1 %) after 0.73477 s.
        guard case .animated(let animation) = ScrollTransitionConfiguration.animated(.smooth).mode else {
            Issue.record("not animated"); return
        }
        let settle = Animation.smooth.settlingDuration
        let expected = Animation.smooth.sample(elapsed: fraction * settle).progress
        #expect(abs(animation.progress(afterSeconds: fraction * settle) - expected) < 1e-12)
        #expect(animation.isFinished(afterSeconds: settle * 1.001) && !animation.isFinished(afterSeconds: settle * 0.9))
    }
}

/// `scrollDismissesKeyboard(_:)` (https://developer.apple.com/documentation/swiftui/view/scrolldismisseskeyboard(_:))
/// writes `EnvironmentValues.scrollDismissesKeyboardMode`
/// (https://developer.apple.com/documentation/swiftui/environmentvalues/scrolldismisseskeyboardmode),
/// "the default value is automatic".
@MainActor
@Suite("scrollDismissesKeyboard")
struct ScrollDismissesKeyboardTests {
    @MainActor final class Log { var modes: [ScrollDismissesKeyboardMode] = [] }
    struct Reader: View {
        let log: Log
        @Environment(\.scrollDismissesKeyboardMode) var mode
        var body: some View {
            let _ = log.modes.append(mode)
            Text("field")
        }
    }

    @Test("The mode reaches the views inside; .automatic without the modifier",
          arguments: [ScrollDismissesKeyboardMode.immediately, .interactively, .never, .automatic])
    func reaches(_ mode: ScrollDismissesKeyboardMode) {
        let log = Log()
        _ = makeHost(ScrollView { Reader(log: log) }.scrollDismissesKeyboard(mode))
        #expect(log.modes.last == mode)
        let plain = Log()
        _ = makeHost(ScrollView { Reader(log: plain) })
        #expect(plain.modes.last == .automatic)
    }
}

import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import ScrollEffects
import Testing
@testable import LazyScrollViews

/// Records values from `@Sendable` closures (scroll transitions run at paint time).
private final class PhaseLog: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: Double] = [:]
    func record(_ row: Int, _ value: Double) { lock.lock(); values[row] = value; lock.unlock() }
    subscript(row: Int) -> Double? { lock.lock(); defer { lock.unlock() }; return values[row] }
    func clear() { lock.lock(); values.removeAll(); lock.unlock() }
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
            list.commands.compactMap { if case .pushBlur(let r, let bounds) = $0 { return "\(r.shortDescription) \(bounds)" } else { return nil } }
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

import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

// A `ForEach` element whose body is several views is several subviews of the lazy stack
// (WWDC26 "Dive into lazy stacks and scrolling", 10:03 "Multiple resolved subviews"): each is a
// row of its own — measured, placed and shown one by one — made with, and kept alive by, its
// element. The count comes from the element's type, so the stack knows it without resolving.

/// Seed 004's `StepView`, two subviews per step.
@MainActor
private struct StepView: View {
    let step: Int
    var body: some View {
        Text("diagram \(step)").frame(height: 60)
        Text("steps \(step)").frame(height: 40)
    }
}

/// Seed 004's 10:52 `StepView`: a dynamic number of subviews (none or one).
@MainActor
private struct FilteredStepView: View {
    let step: Int
    var body: some View {
        if step.isMultiple(of: 2) { Text("step \(step)") }
    }
}

@MainActor
private struct Steps: View {
    let counter: Counter
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 10) {
                ForEach(0..<1000) { i in
                    let _ = counter.hit("element")
                    StepView(step: i)
                }
            }
        }
    }
}

@MainActor
private final class TargetLog { var calls: [[Int]] = [] }

@MainActor
private struct ObservedSteps: View {
    let log: TargetLog
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100) { i in StepView(step: i) }
            }
        }
        .onScrollTargetVisibilityChange(idType: Int.self, threshold: 0.8) { ids in log.calls.append(ids) }
    }
}

@MainActor
@Suite("Several lazy subviews per element")
struct LazySubviewTests {
    @Test("A view's subview count is read from its type where the type says it")
    func staticCounts() {
        #expect(staticSubviewCount(of: Text.self) == 1)
        #expect(staticSubviewCount(of: StepView.self) == 2)
        #expect(staticSubviewCount(of: TupleView<Text, LazyScrollViews.Color, Text>.self) == 3)
        #expect(staticSubviewCount(of: TupleView<Text, Group<TupleView<Text, Text>>>.self) == 3)
        #expect(staticSubviewCount(of: EmptyView.self) == 0)
        // An `if` without `else` is none or one: dynamic.
        #expect(staticSubviewCount(of: FilteredStepView.self) == nil)
        #expect(staticSubviewCount(of: TupleView<Text, Optional<Text>>.self) == nil)
        // `if/else` is static when both branches agree.
        #expect(staticSubviewCount(of: _ConditionalContent<Text, LazyScrollViews.Color>.self) == 1)
        #expect(staticSubviewCount(of: _ConditionalContent<Text, StepView>.self) == nil)
        #expect(staticSubviewCount(of: AnyView.self) == nil)
        // A container is one subview, whatever it holds.
        #expect(staticSubviewCount(of: VStack<TupleView<Text, Text>>.self) == 1)
    }

    @Test("Each subview is a row of the stack, placed at the stack's spacing")
    func subviewsAreRows() {
        let counter = Counter()
        let driver = ScrollDriver(Steps(counter: counter), height: 400)
        // 1000 elements of two subviews: 2000 rows.
        #expect(driver.result.stats.elementCount == 2000)
        let frames = Dictionary(uniqueKeysWithValues: driver.result.placed.map { ($0.path, $0.frame) })
        // Step i: diagram 60, spacing 10, steps 40, spacing 10 → a pitch of 120 pt.
        for i in 0..<3 {
            #expect(frames[.item(2 * i, in: 0)] == Rect(x: 0, y: Double(120 * i), width: 300, height: 60))
            #expect(frames[.item(2 * i + 1, in: 0)] == Rect(x: 0, y: Double(120 * i + 70), width: 300, height: 40))
        }
        // 400 pt viewport + 100 pt ahead = 500 pt: rows to 500 → steps 0…4 (step 4's diagram
        // starts at 480), made once each though each is two rows.
        #expect(counter["element"] == 5, "content closure calls: \(counter["element"])")
        #expect(driver.texts["diagram 2"]?.y == 240 + (60 - 20.4) / 2)
        #expect(driver.texts["steps 2"]?.y == 310 + (40 - 20.4) / 2)
    }

    @Test("A subview scrolled off is not shown while its sibling is, and the element lives on")
    func subviewsShownOneByOne() {
        let counter = Counter()
        let driver = ScrollDriver(Steps(counter: counter), height: 400)
        // At 375: step 3's diagram (360…420) is partly visible, step 3's steps (430…470) too;
        // at 425 the diagram is gone from the viewport and its steps still show.
        driver.frame(offset: 425)
        let visible = driver.result.placed.filter(\.isVisible).map(\.path)
        #expect(!visible.contains(.item(6, in: 0)), "step 3's diagram ends at 420, above the viewport")
        #expect(visible.first == .item(7, in: 0), "step 3's steps are the first row shown")
        #expect(driver.texts["steps 3"] != nil)
        // Step 3 was made once, for both rows, and not again.
        let made = counter["element"]
        driver.frame(offset: 430)
        #expect(counter["element"] == made)
    }

    @Test("Ids: the first subview carries the element's id; scrollTo(id:) lands on it")
    func identity() {
        let driver = ScrollDriver(Steps(counter: Counter()), height: 400)
        let source = driver.scrollView.source
        #expect(source.path(ofID: AnyHashable(7)) == .item(14, in: 0))
        #expect(source.id(of: .item(14, in: 0)) == AnyHashable(7))
        #expect(source.id(of: .item(15, in: 0)) == AnyHashable(LazySubviewID(element: AnyHashable(7), subview: 1)))
        #expect(source.observedID(of: .item(15, in: 0)) == AnyHashable(7))
        #expect(source.rowIDs(inSection: 0, limit: 10_000)?.ids.prefix(4) == [
            AnyHashable(0), AnyHashable(LazySubviewID(element: AnyHashable(0), subview: 1)),
            AnyHashable(1), AnyHashable(LazySubviewID(element: AnyHashable(1), subview: 1)),
        ])
    }

    @Test("Visibility observers see each element once, by any of its subviews")
    func targetVisibility() {
        let log = TargetLog()
        let driver = ScrollDriver(ObservedSteps(log: log), height: 250)
        driver.frame()
        // Rows 60, 40, 60, 40, …: step 0 (0…100), step 1 (100…200), step 2's diagram 200…260
        // is 50/60 = 83 % shown: step 2 counts, its steps row (260…300) does not.
        #expect(log.calls.last == [0, 1, 2])
        // At 70 step 0's diagram is gone and its steps (60…100) 75 % shown; step 2's steps row
        // (260…300) is 100 % shown.
        driver.frame(offset: 70)
        driver.frame()
        #expect(log.calls.last == [1, 2])
    }

    @Test("In a List each subview is a row of its own card, a separator between them")
    func listRows() throws {
        struct TwoLineList: View {
            var body: some View {
                List { ForEach(0..<3) { i in Text("title \(i)"); Text("detail \(i)") } }
            }
        }
        let driver = ScrollDriver(TwoLineList(), height: 600)
        #expect(driver.result.stats.elementCount == 6)
        // A separator below every row of the section but the last: 5 hairlines.
        let separators = driver.list.commands.filter {
            if case .fillRect(let rect, let color) = $0 { return rect.height == 1 && color == ListStyleMetrics.separator.light }
            return false
        }
        #expect(separators.count == 5)
        // Rows are at least 44 pt: "detail 0" sits a row below "title 0".
        let title = try #require(driver.texts["title 0"]), detail = try #require(driver.texts["detail 0"])
        #expect(detail.y - title.y == 44)
    }

    @Test("A dynamic subview count stays one row an element")
    func dynamicCountIsOneRow() {
        struct Filtered: View {
            var body: some View {
                ScrollView { LazyVStack { ForEach(0..<100) { i in FilteredStepView(step: i) } } }
            }
        }
        let driver = ScrollDriver(Filtered(), height: 200)
        #expect(driver.result.stats.elementCount == 100)
        #expect(driver.texts["step 2"] != nil)
        #expect(driver.texts["step 1"] == nil)
    }
}

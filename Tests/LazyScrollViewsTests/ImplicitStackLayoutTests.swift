import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

// A ScrollView's content is an implicit stack along its axis, and lazy stacks in it stay lazy
// (issue 29, Must 2). Text is measured by the fixed test measurer: 0.6 × 17 = 10.2 pt a
// character, 20.4 pt a line.
//
// Sources: Apple, "Scroll views" (https://developer.apple.com/documentation/swiftui/scroll-views):
// "For some container views that you put in a scroll view, like lazy stacks, the container
// doesn't load views until they are visible or almost visible"; `LazyVStack`
// (https://developer.apple.com/documentation/swiftui/lazyvstack): "the stack view doesn't create
// items until it needs to render them onscreen"; `VStack`'s default spacing, 8 pt between views.

private let line: CGFloat = 20.4
private func textWidth(_ s: String) -> CGFloat { CGFloat(s.count) * 10.2 }
/// Whether two points are the same to within rounding (sums of 20.4 pt lines).
private func same(_ a: Point?, _ b: Point) -> Bool { a.map { abs($0.x - b.x) < 1e-9 && abs($0.y - b.y) < 1e-9 } ?? false }

/// Every node of type `T` under `node`, depth first.
@MainActor
func nodes<T>(_ type: T.Type, under node: ViewNode) -> [T] {
    var found: [T] = []
    if let match = node as? T { found.append(match) }
    node.forEachChild { found += nodes(type, under: $0) }
    return found
}

@MainActor
@Suite struct ImplicitStackLayoutTests {
    struct HeaderThenLazyRows: View {
        var body: some View {
            ScrollView {
                Text("Header")
                LazyVStack {
                    ForEach(0..<10_000, id: \.self) { Text("Row \($0)") }
                }
            }
        }
    }

    @Test func aHeaderBeforeALazyStackShowsBothAndTheRowsStayLazy() {
        let driver = ScrollDriver(HeaderThenLazyRows(), width: 300, height: 200)
        let texts = driver.texts
        // The implicit VStack: the header at the top, centred ((300 − 61.2) / 2 = 119.4); the
        // lazy stack 8 pt below it (VStack spacing); its rows 8 pt apart (LazyVStack spacing).
        #expect(same(texts["Header"], Point(x: 119.4, y: 0)))
        #expect(same(texts["Row 0"], Point(x: (300 - textWidth("Row 0")) / 2, y: line + 8)))
        #expect(same(texts["Row 1"], Point(x: (300 - textWidth("Row 1")) / 2, y: 2 * line + 16)))
        // Lazy: of 10,000 rows, only those within the 200 pt viewport and the engine's 250 pt
        // prefetch window are made — (200 + 250) / 28.4 per row ≈ 16, never the whole list.
        let made = driver.scrollView.resolvedElements
        #expect(made >= 7 && made <= 24, "made \(made) rows")
        // Jumped to the middle in one frame, the rows there are made, and only they: the
        // viewport's 7 and about 250 pt (9 rows) of prefetch on each side.
        driver.frame(offset: 100_000)
        #expect(driver.texts.keys.contains { $0.hasPrefix("Row 35") })
        #expect(driver.texts["Header"] == nil)
        #expect(driver.scrollView.resolvedElements - made <= 32)
    }

    struct LazyInsideVStack: View {
        var body: some View {
            ScrollView {
                VStack(alignment: .leading) {
                    Text("Header")
                    LazyVStack(spacing: 0) {
                        ForEach(0..<10_000, id: \.self) { Text("Row \($0)") }
                    }
                }
            }
        }
    }

    @Test func aLazyStackNestedInAVStackInsideTheScrollViewStaysLazy() {
        let driver = ScrollDriver(LazyInsideVStack(), width: 300, height: 200)
        let texts = driver.texts
        // The VStack fills the width (the lazy stack in it takes all it is offered), so its
        // leading alignment puts the header at x = 0; the lazy stack's rows are centred in it,
        // 0 pt apart, 8 pt (the VStack's spacing) below the header.
        #expect(same(texts["Header"], Point(x: 0, y: 0)))
        #expect(same(texts["Row 0"], Point(x: (300 - textWidth("Row 0")) / 2, y: line + 8)))
        #expect(same(texts["Row 1"], Point(x: (300 - textWidth("Row 1")) / 2, y: 2 * line + 8)))
        // (200 + 250) / 20.4 ≈ 22 rows near the viewport.
        let made = driver.scrollView.resolvedElements
        #expect(made >= 9 && made <= 30, "made \(made) rows")
    }

    struct PaddedLazyAfterTitle: View {
        var body: some View {
            ScrollView {
                Text("Title")
                LazyVStack(alignment: .leading, spacing: 4) {
                    ForEach(0..<1_000, id: \.self) { Text("Row \($0)") }
                }
                .padding(.horizontal, 20)
                Text("Footer")
            }
        }
    }

    @Test func paddingAroundANestedLazyStackInsetsItsRows() {
        let driver = ScrollDriver(PaddedLazyAfterTitle(), width: 300, height: 200)
        let texts = driver.texts
        // Leading-aligned rows inside 20 pt of horizontal padding, 4 pt apart.
        #expect(same(texts["Row 0"], Point(x: 20, y: line + 8)))
        #expect(same(texts["Row 1"], Point(x: 20, y: 2 * line + 12)))
        #expect(driver.scrollView.resolvedElements <= 30)
    }

    struct FramedLazyStack: View {
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<10_000, id: \.self) { Text("Row \($0)") }
                }
                .frame(maxWidth: .infinity)
            }
        }
    }

    @Test func aLazyStackInAMaxWidthFrameStaysLazy() {
        // `.frame(maxWidth: .infinity)` around a lazy stack (it fills the width already): its
        // rows are the scroll view's, leading-aligned, 20.4 pt apart; (200 + 250) / 20.4 ≈ 22 made.
        let driver = ScrollDriver(FramedLazyStack(), width: 300, height: 200)
        #expect(same(driver.texts["Row 0"], Point(x: 0, y: 0)))
        #expect(same(driver.texts["Row 2"], Point(x: 0, y: 2 * line)))
        #expect(driver.scrollView.resolvedElements <= 30)
    }

    @Test func viewsWithoutALazyStackAreAVStackOfRows() {
        // `ScrollView { Text; Text }`: SwiftUI's implicit VStack puts 8 pt between them.
        let driver = ScrollDriver(ScrollView { Text("A"); Text("B") }, width: 300, height: 200)
        #expect(driver.texts["A"]?.y == 0)
        #expect(same(driver.texts["B"], Point(x: (300 - 10.2) / 2, y: line + 8)))
    }

    // MARK: A horizontal scroll view inside a vertical stack

    struct Showcase: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    Text("Step")
                    ScrollView(.horizontal) {
                        LazyHStack {
                            ForEach(0..<50, id: \.self) { _ in Color.blue.frame(width: 200, height: 200) }
                        }
                    }
                    Text("After")
                }
            }
        }
    }

    @Test func theShowcaseRowIsAsTallAsItsPhotos() {
        // WWDC26 "Dive into lazy stacks and scrolling with SwiftUI" at 5:11
        // (https://developer.apple.com/videos/play/wwdc2026/321/): a horizontal ScrollView of
        // 200 pt photos in a LazyVStack. The scroll view proposes nil along its axis and fits
        // its content across: 200 pt tall (it was 10 pt, a view without an ideal size).
        let driver = ScrollDriver(Showcase(), width: 300, height: 400)
        let showcase = nodes(ScrollViewNode.self, under: driver.scene.host.graph.root!).first { $0.axis == .horizontal }
        #expect(showcase?.frame.height == 200)
        #expect(same(driver.texts["After"], Point(x: (300 - textWidth("After")) / 2, y: line + 200)))
        // Its own rows stay lazy: 300 pt wide, 200 + 8 per photo: 2 visible, a few prefetched.
        #expect((showcase?.resolvedElements ?? 0) <= 6)
    }

    @Test func aHorizontalScrollViewInAVStackTakesItsContentsHeightAndTheRestGoesToTheOthers() {
        // VStack(spacing: 0) offered 300 × 600: the scroll view is 200 tall whatever it is
        // offered (its content is fixed), so the flexible colour gets the other 400.
        let host = makeHost(VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack { ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 200, height: 200) } }
            }
            Color.green
        }, width: 300, height: 600)
        let scroll = nodes(ScrollViewNode.self, under: host.graph.root!)[0]
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        host.collectsDebugBounds = true
        host.render(at: 0)
        let colors = host.debugBounds.filter { $0.name == "Color" }.map { CGRect($0.frame) }
        #expect(colors.contains(CGRect(x: 0, y: 200, width: 300, height: 400)))
    }
}

@MainActor
@Suite struct LazyStackWithoutScrollViewTests {
    @Test func aLazyStackInAnHStackLaysOutItsRowsAsAStack() {
        // No scroll view lays this lazy stack out: it shows every row, 8 pt apart (its default
        // spacing), as wide as the HStack offers it (300 − 8 − 10.2 for the "X" beside it).
        let host = makeHost(HStack {
            LazyVStack(alignment: .leading) { ForEach(0..<3, id: \.self) { Text("R\($0)") } }
            Text("X")
        }, width: 300, height: 200)
        host.collectsDebugBounds = true
        host.render(at: 0)
        let stack = host.debugBounds.first { $0.name == "LazyVStack" }.map { CGRect($0.frame) }
        #expect(stack.map { abs($0.width - (300 - 8 - 10.2)) < 1e-9 && abs($0.height - (3 * 20.4 + 16)) < 1e-9 } == true)
        let rows = host.debugBounds.filter { $0.name == "Text" }.map { CGRect($0.frame) }
        #expect(rows.count == 4)
        #expect(rows.prefix(3).allSatisfy { $0.minX == stack?.minX })
        #expect(abs(rows[1].minY - rows[0].minY - 28.4) < 1e-9)
    }
}

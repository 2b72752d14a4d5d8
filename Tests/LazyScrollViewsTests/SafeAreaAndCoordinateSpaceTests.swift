import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

// safeAreaInset and safeAreaPadding on scroll views, coordinate spaces (issue 29, Must 2).

private let line: CGFloat = 20.4

/// What a geometry callback saw (a reference, so the view can write to it).
@MainActor
final class Seen { var values: [[CGFloat]] = [] }

@MainActor
@Suite struct SafeAreaAndCoordinateSpaceTests {
    struct BarOverList: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { Text("Row \($0)").frame(height: 50) }
                }
            }
            .safeAreaInset(edge: .bottom) { Text("Bar").frame(maxWidth: .infinity).frame(height: 40) }
        }
    }

    @Test func safeAreaInsetInsetsTheScrollViewsContentUnderTheBar() {
        // https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby:
        // "The modified view is inset by the height of content, from edge." The scroll view
        // keeps its 200 pt; its content, 100 × 50 = 5,000 pt, gets 40 pt more at the bottom,
        // so the last row scrolls clear of the bar: content 5,040, bar drawn at 200 − 40.
        let driver = ScrollDriver(BarOverList(), width: 300, height: 200)
        driver.frame()
        #expect(driver.result.contentExtent == 5_040)
        #expect(driver.scrollView.frame.height == 200)
        #expect(driver.texts["Bar"].map { abs($0.y - (160 + (40 - line) / 2)) < 1e-9 } == true)
        driver.scroll(to: 4_840)
        // At the end the last row's bottom is at 200 − 40: its text centred in 110…160.
        #expect(driver.texts["Row 99"].map { abs($0.y - (110 + (50 - line) / 2)) < 1e-9 } == true)
    }

    struct PaddedList: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { Text("Row \($0)").frame(height: 50) }
                }
            }
            .safeAreaPadding(.vertical, 20)
        }
    }

    @Test func safeAreaPaddingInsetsAScrollViewsContent() {
        // https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:_:)-5ij3e:
        // "Adds the provided insets into the safe area of this view": the scroll view keeps its
        // size, its content starts 20 pt down and ends 20 pt up (5,000 + 40).
        let driver = ScrollDriver(PaddedList(), width: 300, height: 200)
        driver.frame(offset: 0)
        #expect(driver.result.contentExtent == 5_040)
        #expect(driver.texts["Row 0"].map { abs($0.y - (20 + (50 - line) / 2)) < 1e-9 } == true, "\(String(describing: driver.texts["Row 0"])) offset \(driver.offset)")
    }

    @Test func safeAreaPaddingOnAnotherViewIsPadding() {
        let host = makeHost(Text("A").safeAreaPadding(10), width: 300, height: 200)
        host.collectsDebugBounds = true
        host.render(at: 0)
        let frame = host.debugBounds.first { $0.name == "safeAreaPadding" }.map { CGRect($0.frame) }
        #expect(frame?.size == CGSize(width: 10.2 + 20, height: line + 20))
    }

    @Test func namedCoordinateSpaceAndGlobalFrames() {
        // https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-1ng6l and
        // `coordinateSpace(name:)`: the text's frame relative to the padded stack named "stack".
        // The stack is 280 wide inside 10 pt of padding (the clear colour takes the width), the
        // 10.2 pt "X" centred: x = 10 + (280 − 10.2) / 2 = 144.9, y = 10 + 30 = 40. The whole is
        // 70.4 tall, centred in the 200 pt window: 64.8 down, so the text's global y is 104.8.
        let named = Seen(), global = Seen()
        let host = makeHost(VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            Text("X")
                .onGeometryChange(for: [CGFloat].self, of: { [$0.frame(in: .named("stack")).minX, $0.frame(in: .named("stack")).minY] }) { named.values.append($0) }
                .onGeometryChange(for: [CGFloat].self, of: { [$0.frame(in: .global).minX, $0.frame(in: .global).minY] }) { global.values.append($0) }
        }
        .padding(10)
        .coordinateSpace(name: "stack"), width: 300, height: 200)
        host.update(size: host.size, at: 0)
        #expect(named.values.last.map { abs($0[0] - 144.9) < 1e-9 && $0[1] == 40 } == true)
        #expect(global.values.last.map { abs($0[0] - 144.9) < 1e-9 && abs($0[1] - 104.8) < 1e-9 } == true)
    }
}

@MainActor
@Suite struct RowGeometryTests {
    struct Rows: View {
        let seen: Seen
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { i in
                        Color.red.frame(height: 50)
                            .onGeometryChange(for: [CGFloat].self, of: { [$0.frame(in: .scrollView).minY, $0.frame(in: .named("list")).minY] }) { value in
                                if i == 3 { seen.values.append(value) }
                            }
                    }
                }
            }
            .coordinateSpace(name: "list")
        }
    }

    @Test func aRowsFrameInTheScrollViewFollowsTheScrolling() {
        // https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-1ng6l:
        // row 3 (50 pt rows, no spacing) is at y = 150 in the scroll view's visible bounds and
        // in the space named on the scroll view (which fills the 200 pt window); scrolled by
        // 100, at 50.
        let seen = Seen()
        let driver = ScrollDriver(Rows(seen: seen), width: 300, height: 200)
        driver.frame(offset: 0)
        #expect(seen.values.last == [150, 150])
        driver.frame(offset: 100)
        driver.frame(offset: 100)
        #expect(seen.values.last == [50, 50])
    }
}

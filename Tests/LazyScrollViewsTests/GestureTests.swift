import Foundation
import ScrollCore
import ScrollHosting
import Testing
@testable import LazyScrollViews

// Gestures as SwiftUI documents them, driven through the window's entry points the host's drag
// arbiter calls (`contentDrag(at:)` at the press, then begin, moves and the end), at times of
// the test's choosing:
// - DragGesture https://developer.apple.com/documentation/swiftui/draggesture
// - DragGesture.Value https://developer.apple.com/documentation/swiftui/draggesture/value
// - GestureState https://developer.apple.com/documentation/swiftui/gesturestate ("the property
//   resets to its initial state when the gesture ends")
// - gesture(_:including:) https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
// - highPriorityGesture(_:including:) https://developer.apple.com/documentation/swiftui/view/highprioritygesture(_:including:)
// - simultaneousGesture(_:including:) https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
// - TapGesture https://developer.apple.com/documentation/swiftui/tapgesture

@MainActor
final class GestureLog {
    var events: [String] = []
    var values: [DragGesture.Value] = []
}

@MainActor
private struct Draggable: View {
    let log: GestureLog
    var minimumDistance: CGFloat = 10
    var space: CoordinateSpace = .local
    @GestureState private var offset = CGSize.zero
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            Color.blue
                .frame(width: 200, height: 100)
                .gesture(
                    DragGesture(minimumDistance: minimumDistance, coordinateSpace: space)
                        .updating($offset) { value, state, _ in state = value.translation }
                        .onChanged { value in log.values.append(value) }
                        .onEnded { value in log.events.append("ended \(Int(value.translation.width)),\(Int(value.translation.height))") }
                )
            Text("offset \(Int(offset.width)),\(Int(offset.height))")
            Spacer()
        }
    }
}

@MainActor
private final class GestureWindow<Root: View> {
    let driver: ScrollDriver<Root>
    init(_ view: Root) { driver = ScrollDriver(view, width: 300, height: 400) }
    var scene: ViewScene<Root> { driver.scene }
    var texts: [String: Point] { driver.texts }
}

@MainActor
@Suite struct GestureTests {
    // The blue view: 200 × 100, centred in the 300 pt wide window under the 100 pt grey one:
    // x 50…250, y 100…200.

    @Test func aPressOnADragGestureWaitsForItsMinimumDistance() throws {
        let log = GestureLog()
        let window = GestureWindow(Draggable(log: log, minimumDistance: 25))
        #expect(window.scene.contentDrag(at: Point(x: 100, y: 150)) == .afterDistance(25))
        #expect(window.scene.contentDrag(at: Point(x: 100, y: 50)) == nil, "the grey view has no gesture")
        #expect(GestureWindow(Draggable(log: log, minimumDistance: 0)).scene.contentDrag(at: Point(x: 100, y: 150)) == .afterDistance(0))
    }

    @Test func aDragReportsItsValuesInTheViewsSpaceAndEndsPuttingTheGestureStateBack() throws {
        let log = GestureLog()
        let window = GestureWindow(Draggable(log: log))
        let scene = window.scene
        scene.beginContentDrag(at: Point(x: 100, y: 150), time: 1.0)
        scene.moveContentDrag(to: Point(x: 110, y: 150), translation: Vector(dx: 10, dy: 0), time: 1.1)
        scene.moveContentDrag(to: Point(x: 140, y: 170), translation: Vector(dx: 40, dy: 20), time: 1.2)
        window.driver.frame()
        #expect(window.texts["offset 40,20"] != nil, "@GestureState follows the drag")
        let last = try #require(log.values.last)
        // Local space: the view's top-left corner (50, 100) is zero.
        #expect(last.startLocation == CGPoint(x: 50, y: 50))
        #expect(last.location == CGPoint(x: 90, y: 70))
        #expect(last.translation == CGSize(width: 40, height: 20))
        // 30 pt right and 20 pt down in 0.1 s.
        #expect(abs(last.velocity.width - 300) < 1e-6 && abs(last.velocity.height - 200) < 1e-6)
        // Predicted: 0.998 / 0.002 / 1000 = 0.499 s at that speed, added to the translation.
        #expect(abs(last.predictedEndTranslation.width - (40 + 300 * 0.499)) < 1e-6)
        #expect(abs(last.predictedEndLocation.y - (50 + 20 + 200 * 0.499)) < 1e-6)
        scene.endContentDrag(at: 1.3)
        window.driver.frame()
        #expect(log.events == ["ended 40,20"])
        #expect(window.texts["offset 0,0"] != nil, "the gesture state is back to its initial value")
    }

    @Test func aGlobalDragReportsWindowPoints() throws {
        let log = GestureLog()
        let window = GestureWindow(Draggable(log: log, space: .global))
        window.scene.beginContentDrag(at: Point(x: 100, y: 150), time: 1)
        window.scene.moveContentDrag(to: Point(x: 120, y: 160), translation: Vector(dx: 20, dy: 10), time: 1.1)
        #expect(log.values.last?.location == CGPoint(x: 120, y: 160))
        #expect(log.values.last?.startLocation == CGPoint(x: 100, y: 150))
    }

    @Test func theInnermostGestureWinsUnlessAnOuterOneHasHighPriorityAndSimultaneousOnesRunToo() throws {
        struct Nested: View {
            let log: GestureLog
            let outerPriority: Int
            var body: some View {
                let inner = Color.blue.frame(width: 100, height: 100)
                    .gesture(DragGesture().onEnded { _ in log.events.append("inner") })
                let outer = DragGesture().onEnded { _ in log.events.append("outer") }
                let beside = DragGesture().onEnded { _ in log.events.append("simultaneous") }
                Group {
                    switch outerPriority {
                    case 0: inner.padding(50).gesture(outer)
                    case 1: inner.padding(50).highPriorityGesture(outer)
                    default: inner.padding(50).simultaneousGesture(beside)
                    }
                }
            }
        }
        for (priority, expected) in [(0, ["inner"]), (1, ["outer"]), (2, ["inner", "simultaneous"])] {
            let log = GestureLog()
            let window = GestureWindow(Nested(log: log, outerPriority: priority))
            window.scene.beginContentDrag(at: Point(x: 150, y: 200), time: 1)
            window.scene.moveContentDrag(to: Point(x: 170, y: 200), translation: Vector(dx: 20, dy: 0), time: 1.1)
            window.scene.endContentDrag(at: 1.2)
            #expect(log.events == expected, "priority \(priority)")
        }
    }

    @Test func aTapGestureRunsOnAClickOnItsView() throws {
        struct Tappable: View {
            let log: GestureLog
            var body: some View {
                Color.green.frame(width: 100, height: 100)
                    .gesture(TapGesture().onEnded { log.events.append("tap") })
            }
        }
        let log = GestureLog()
        let window = GestureWindow(Tappable(log: log))
        _ = window.scene.tap(at: Point(x: 150, y: 200))
        #expect(log.events == ["tap"])
        _ = window.scene.tap(at: Point(x: 10, y: 10))
        #expect(log.events == ["tap"], "outside the view nothing runs")
    }
}

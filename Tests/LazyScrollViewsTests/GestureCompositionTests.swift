import Foundation
import ScrollCore
import ScrollHosting
import Testing
@testable import LazyScrollViews

// Composed gestures ("Composing SwiftUI gestures",
// https://developer.apple.com/documentation/swiftui/composing-swiftui-gestures):
// - exclusively(before:) https://developer.apple.com/documentation/swiftui/gesture/exclusively(before:)
//   — ExclusiveGesture: "A gesture that consists of two gestures where only one of them can
//   succeed", the first having precedence.
// - simultaneously(with:) https://developer.apple.com/documentation/swiftui/gesture/simultaneously(with:)
//   — SimultaneousGesture: "two gestures that can happen at the same time with neither of them
//   preceding the other"; its value holds each gesture's value (nil when it has none).
// Driven as GestureTests drives gestures: the window's drag entry points and taps.

@MainActor
private func window<V: View>(_ view: V) -> ScrollDriver<V> { ScrollDriver(view, width: 300, height: 400) }

/// A 100 × 100 square at the window's top-left corner (x, y 0…100) with `gesture`.
@MainActor
private struct Square<G: Gesture>: View {
    let gesture: G
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 100).gesture(gesture)
                Spacer()
            }
            Spacer()
        }
    }
}

@MainActor
@Suite struct GestureCompositionTests {
    /// The idiom: a double tap exclusively before a single tap. The composite's `onEnded`
    /// reports which one succeeded.
    @Test func aDoubleTapBeforeASingleTap() {
        let log = GestureLog()
        let gesture = TapGesture(count: 2).onEnded { log.events.append("double") }
            .exclusively(before: TapGesture().onEnded { log.events.append("single") })
            .onEnded { value in
                switch value {
                case .first: log.events.append("ended .first")
                case .second: log.events.append("ended .second")
                }
            }
        let driver = window(Square(gesture: gesture))
        _ = driver.scene.tap(at: Point(x: 50, y: 50), modifiers: KeyModifiers(), clicks: 1)
        #expect(log.events == ["single", "ended .second"])
        // The second click of a double click: only the double tap (the first has precedence).
        _ = driver.scene.tap(at: Point(x: 50, y: 50), modifiers: KeyModifiers(), clicks: 2)
        #expect(log.events == ["single", "ended .second", "double", "ended .first"])
        _ = driver.scene.tap(at: Point(x: 250, y: 350), modifiers: KeyModifiers(), clicks: 1)
        #expect(log.events.count == 4, "outside the square nothing runs")
    }

    /// A drag exclusively before a tap: a click is the tap's, a drag the drag's — never both.
    @Test func aDragOrATap() {
        let log = GestureLog()
        let gesture = DragGesture().onEnded { _ in log.events.append("drag") }
            .exclusively(before: TapGesture().onEnded { log.events.append("tap") })
        let driver = window(Square(gesture: gesture))
        let scene = driver.scene
        _ = scene.tap(at: Point(x: 50, y: 50))
        #expect(log.events == ["tap"])
        #expect(scene.contentDrag(at: Point(x: 50, y: 50)) == .afterDistance(10))
        scene.beginContentDrag(at: Point(x: 50, y: 50), time: 1)
        scene.moveContentDrag(to: Point(x: 80, y: 50), translation: Vector(dx: 30, dy: 0), time: 1.1)
        scene.endContentDrag(at: 1.2)
        #expect(log.events == ["tap", "drag"])
    }

    /// Two drags exclusively: the first one recognises the drag, the second never runs.
    @Test func ofTwoDragsTheFirstWins() {
        let log = GestureLog()
        let gesture = DragGesture().onEnded { _ in log.events.append("first") }
            .exclusively(before: DragGesture().onEnded { _ in log.events.append("second") })
        let scene = window(Square(gesture: gesture)).scene
        scene.beginContentDrag(at: Point(x: 50, y: 50), time: 1)
        scene.moveContentDrag(to: Point(x: 80, y: 50), translation: Vector(dx: 30, dy: 0), time: 1.1)
        scene.endContentDrag(at: 1.2)
        #expect(log.events == ["first"])
    }

    /// Two drags simultaneously: both run, and the composite's value carries both values — the
    /// first's from its first move, the second's (minimumDistance 0) from the press on.
    @Test func simultaneousDragsReportBothValues() throws {
        let log = GestureLog()
        var pairs: [(CGFloat?, CGFloat?)] = []
        let gesture = DragGesture().onEnded { _ in log.events.append("first") }
            .simultaneously(with: DragGesture(minimumDistance: 0).onEnded { _ in log.events.append("second") })
            .onChanged { value in pairs.append((value.first?.translation.width, value.second?.translation.width)) }
        let scene = window(Square(gesture: gesture)).scene
        scene.beginContentDrag(at: Point(x: 50, y: 50), time: 1)
        scene.moveContentDrag(to: Point(x: 80, y: 50), translation: Vector(dx: 30, dy: 0), time: 1.1)
        scene.endContentDrag(at: 1.2)
        #expect(Set(log.events) == ["first", "second"])
        // Every value after both have reported holds both translations (30 pt).
        let last = try #require(pairs.last)
        #expect(last.0 == 30 && last.1 == 30, "\(pairs)")
        #expect(pairs.allSatisfy { $0.0 != nil || $0.1 != nil })
    }
}

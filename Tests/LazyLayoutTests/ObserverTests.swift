import LazyLayout
import ScrollCore
import Testing

@Suite("Scroll geometry and visibility callbacks")
struct ObserverTests {
    final class Log<T> { var calls: [T] = [] }

    func pass(_ stack: inout LazyStackLayout<FakeSource>, _ source: FakeSource, _ offset: Points) -> LayoutResult {
        stack.layout(LayoutConstraints(viewportSize: Size(width: 100, height: 100), scrollOffset: offset, cacheExtent: 0), source: source)
    }

    @Test("onScrollGeometryChange fires only when the transformed value changes")
    func geometry() {
        let source = FakeSource(sections: [100], headerExtent: nil)
        var stack = LazyStackLayout(source: source)
        let log = Log<(Bool, Bool)>()
        // The Origami button's rule: shown while the offset is at most 100.
        var observer = ScrollGeometryObserver(for: Bool.self, of: { $0.contentOffset.y <= 100 }) { log.calls.append(($0, $1)) }
        for offset in [0.0, 50, 100, 100.5, 150, 90, 80] { observer.update(pass(&stack, source, offset)) }
        #expect(log.calls.map { [$0.0, $0.1] } == [[true, false], [false, true]])
        #expect(observer.fired == 2)
    }

    @Test("onScrollTargetVisibilityChange reports ids crossing the threshold, exactly on the crossing")
    func visibility() {
        let source = FakeSource(sections: [100], headerExtent: nil)
        var stack = LazyStackLayout(source: source)
        let log = Log<[Int]>()
        var observer = ScrollVisibilityObserver<Int>(threshold: 0.5, id: { $0.path.kind.row }) { log.calls.append($0) }
        observer.update(pass(&stack, source, 0))     // rows 0…4 fully visible
        observer.update(pass(&stack, source, 9))     // row 0 is 11/20 visible, row 5 9/20: no change
        observer.update(pass(&stack, source, 10))    // row 0 exactly 0.5, row 5 exactly 0.5: 0…5
        observer.update(pass(&stack, source, 11))    // row 0 is 0.45: 1…5
        #expect(log.calls == [[0, 1, 2, 3, 4], [0, 1, 2, 3, 4, 5], [1, 2, 3, 4, 5]])
    }
}

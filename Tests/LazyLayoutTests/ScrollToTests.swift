import LazyLayout
import ScrollCore
import Testing

@Suite("Programmatic scrolling lands exactly")
struct ScrollToTests {
    /// Ten million rows of 20…80 pt (a deterministic hash of the row), estimated at 44 pt.
    static func variable(count: Int = 10_000_000) -> FakeSource {
        var source = FakeSource(sections: [count], headerExtent: nil)
        source.itemEstimate = nil
        source.itemExtent = { path in
            let row = UInt64(path.kind.row!)
            return 20 + Double((row &* 2_654_435_761) % 61)
        }
        return source
    }

    func constraints(_ offset: Points, axis: Axis = .vertical) -> LayoutConstraints {
        LayoutConstraints(axis: axis, viewportSize: Size(main: 800, cross: 400, axis: axis), scrollOffset: offset, cacheExtent: 100)
    }

    @Test("Jumping to row 5,000,000 of 10⁷ never-measured variable rows places it exactly", arguments: [ScrollAnchorPoint.top, .center, .bottom])
    func jumpIntoTheUnknown(anchor: ScrollAnchorPoint) {
        let source = Self.variable()
        var stack = LazyStackLayout(source: source)
        var result = stack.layout(constraints(0), source: source)
        stack.jump(toElement: 5_000_000, at: anchor, constraints: constraints(result.scrollOffset), source: source)
        result = stack.layout(constraints(result.scrollOffset), source: source)
        let target = result.placed.first { $0.index == 5_000_000 }!
        let extent = source.itemExtent(.item(5_000_000, in: 0))
        // The element's unit point meets the viewport's: leading edge at unit·(800 − extent).
        #expect(abs(target.frame.minY - anchor.unit * (800 - extent)) <= 0.5)
        #expect(result.stats.measuredTotal < 200, "only what was shown was measured")
        // Physics is told the new offset as a correction from the old one.
        #expect(result.scrollOffset > 1e8)
    }

    @Test("An animated scroll to a far unmeasured row lands within 0.5 pt on its final frame", arguments: Axis.allCases, [1.0, -1.0])
    func animated(axis: Axis, direction: Double) {
        let source = Self.variable(count: 100_000)
        var stack = LazyStackLayout(source: source)
        var offset: Points = 0
        var result = stack.layout(constraints(0, axis: axis), source: source)
        if direction < 0 {
            stack.jump(toElement: 90_000, at: .top, constraints: constraints(0, axis: axis), source: source)
            result = stack.layout(constraints(0, axis: axis), source: source)
            offset = result.scrollOffset
        }
        let targetIndex = direction > 0 ? 60_000 : 1_234
        var animation = ScrollToAnimation(targetIndex: targetIndex, anchorPoint: .center, from: offset,
                                          estimatedTarget: stack.estimatedOffset(toElement: targetIndex, at: .center, constraints: constraints(offset, axis: axis)),
                                          viewportExtent: 800, at: 0)
        var time: Seconds = 0
        var frames = 0
        while true {
            time += 1.0 / 60
            frames += 1
            if animation.isFinished(at: time) {
                stack.jump(toElement: targetIndex, at: .center, constraints: constraints(offset, axis: axis), source: source)
                result = stack.layout(constraints(offset, axis: axis), source: source)
                break
            }
            // Re-estimate every frame: exact once the target is placed.
            let target = result.placed.first { $0.index == targetIndex }
                .map { offset + $0.frame.mainMin(axis) - 0.5 * (800 - $0.frame.size.main(axis)) }
                ?? stack.estimatedOffset(toElement: targetIndex, at: .center, constraints: constraints(offset, axis: axis))
            offset = animation.offset(at: time, target: target)
            result = stack.layout(constraints(offset, axis: axis), source: source)
            offset = result.scrollOffset
            _ = animation
        }
        animation.targetIndex = targetIndex
        let placed = result.placed.first { $0.index == targetIndex }!
        #expect(abs(placed.frame.midMain(axis) - 400) <= 0.5)
        #expect(frames <= 43, "at most 0.7 s at 60 fps")
    }

    @Test("A jump past the end stops at the end: the last row's end meets the viewport's end")
    func jumpClampsToEnd() {
        let source = FakeSource(sections: [100], headerExtent: nil)
        var stack = LazyStackLayout(source: source)
        _ = stack.layout(constraints(0), source: source)
        stack.jump(toElement: 99, at: .top, constraints: constraints(0), source: source)
        let result = stack.layout(constraints(0), source: source)
        #expect(result.placed.last!.frame.maxY == 800)
        #expect(result.scrollOffset == 100 * 20 - 800)
    }

    @Test("The ease-in-out curve starts and ends at rest and is symmetric")
    func curve() {
        #expect(ScrollToAnimation.easeInOut(0) == 0)
        #expect(ScrollToAnimation.easeInOut(1) == 1)
        #expect(ScrollToAnimation.easeInOut(0.5) == 0.5)
        #expect(abs(ScrollToAnimation.easeInOut(0.2) + ScrollToAnimation.easeInOut(0.8) - 1) < 1e-12)
        #expect(ScrollToAnimation.duration(forDistance: 100) == 10.0 / 60)     // √100 = 10 frames
        #expect(ScrollToAnimation.duration(forDistance: 1e9) == 0.7)
    }

    /// A leading inset that grows by 60 pt (a refresh band) between two passes, at `offset`:
    /// by default the anchor holds — the rows stay on screen and the offset takes the 60 pt as
    /// a correction; `keepOffset(whenLeadingInsetGrowsBy:)` holds the offset instead — the rows
    /// move 60 pt down and no correction reaches physics (a spring in flight goes on as it was).
    @Test("A grown leading inset keeps the anchor by default, the offset when asked", arguments: [0.0, -30.0, 45.0])
    func leadingInsetGrowth(offset: Points) {
        let source = FakeSource(sections: [100], headerExtent: nil)   // rows of 20 pt
        func constraints(top: Points) -> LayoutConstraints {
            LayoutConstraints(viewportSize: Size(width: 400, height: 800), scrollOffset: offset, cacheExtent: 100,
                              contentInsets: EdgeInsets(top: top, leading: 0, bottom: 0, trailing: 0))
        }
        for keepOffset in [false, true] {
            var stack = LazyStackLayout(source: source)
            _ = stack.layout(constraints(top: 20), source: source)
            let before = stack.layout(constraints(top: 20), source: source)
            let row0 = before.placed.first { $0.index == 0 }!.frame.minY
            #expect(row0 == 20 - offset)
            if keepOffset { stack.keepOffset(whenLeadingInsetGrowsBy: 60) }
            let after = stack.layout(constraints(top: 80), source: source)
            let moved = after.placed.first { $0.index == 0 }!.frame.minY
            if keepOffset {
                #expect(after.scrollOffset == offset && after.correction == 0)
                #expect(moved == row0 + 60)
            } else {
                #expect(after.scrollOffset == offset + 60 && after.correction == 60)
                #expect(moved == row0)
            }
        }
    }
}

extension Rect {
    func midMain(_ axis: Axis) -> Points { axis == .vertical ? midY : midX }
}

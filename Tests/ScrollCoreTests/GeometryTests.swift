import ScrollCore
import Testing

@Suite("Geometry and axes")
struct GeometryTests {
    @Test("Main and cross accessors swap with the axis", arguments: Axis.allCases)
    func mainCross(axis: Axis) {
        let rect = Rect(mainOrigin: 10, crossOrigin: 2, mainExtent: 30, crossExtent: 5, axis: axis)
        #expect(rect.mainMin(axis) == 10)
        #expect(rect.mainMax(axis) == 40)
        #expect(rect.size.main(axis) == 30 && rect.size.cross(axis) == 5)
        #expect(rect.origin.cross(axis) == 2)
        #expect(Vector(7, along: axis).main(axis) == 7)
        #expect(Vector(7, along: axis).main(axis.cross) == 0)
    }

    @Test("Intersection of disjoint rects is empty; overlapping ones give the overlap")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 5, height: 5)).isEmpty)
    }

    @Test("Frame times at a fixed rate: frame 0 at t = 0, dt = 1/fps after it")
    func fixedRate() {
        let frame = FrameTime.fixedRate(index: 3, framesPerSecond: 60)
        #expect(frame.timeSeconds == 3.0 / 60)
        #expect(frame.deltaSeconds == 1.0 / 60)
        #expect(FrameTime.fixedRate(index: 0, framesPerSecond: 60).deltaSeconds == 0)
    }

    @Test("Non-finite values are replaced before they cross a stage boundary")
    func finiteOr() {
        #expect(Double.nan.finiteOr(3) == 3)
        #expect(Double.infinity.finiteOr(-1) == -1)
        #expect(2.5.finiteOr(0) == 2.5)
    }
}

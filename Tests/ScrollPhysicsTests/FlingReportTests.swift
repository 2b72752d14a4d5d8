import Foundation
import Testing
import ScrollCore
import ScrollInput
@testable import ScrollPhysics

/// The pure half of `lazyscroll physics`: simulate one release, sample it on a frame grid.
@Suite("FlingReport")
struct FlingReportTests {
    // iOS 0.998/ms: distance v/(−1000·ln 0.998) = v·0.49950, done when the remaining distance is
    // under 0.5 pt: t = ln(0.5·2.002/v)/(1000·ln 0.998) → 3.45 / 4.00 / 4.49 s (references §6.1).
    // The done-when: 3000 pt/s reports 1498.5 ± 7.5 pt.
    @Test("iOS distances and durations", arguments: [(1000.0, 499.5, 3.45), (3000.0, 1498.5, 4.00), (8000.0, 3996.0, 4.49)])
    func ios(velocity: Double, distance: Double, duration: Double) {
        let report = FlingReport(preset: .ios, velocity: velocity)
        #expect(isClose(report.distance, distance, relative: 0.005))
        #expect(isClose(report.durationSeconds, duration, within: 0.01))
        #expect(report.velocity == velocity)
    }

    // Flutter ClampingScrollSimulation: 194.3 / 1308.9 / 7186.4 pt in 0.458 / 1.029 / 2.118 s.
    @Test("Android distances and durations", arguments: [(1000.0, 194.3, 0.458), (3000.0, 1308.9, 1.029), (8000.0, 7186.4, 2.118)])
    func android(velocity: Double, distance: Double, duration: Double) {
        let report = FlingReport(preset: .android, velocity: velocity)
        #expect(isClose(report.distance, distance, relative: 0.01))
        #expect(isClose(report.durationSeconds, duration, relative: 0.01))
    }

    // iOS fast 0.99/ms: 3000/(−1000·ln 0.99) = 298.5 pt.
    @Test func iosFast() {
        #expect(isClose(FlingReport(preset: .iosFast, velocity: 3000).distance, 298.5, relative: 0.005))
    }

    // Paging, viewport 800: one page per fling (Flutter PageScrollPhysics, UIKit paging), the
    // next page at 800, in min(√800/60, 3·800/3000) = min(0.4714, 0.8) = 0.4714 s.
    @Test func paging() {
        let report = FlingReport(preset: .paging, velocity: 3000, viewportPoints: 800)
        #expect(report.distance == 800)
        #expect(isClose(report.durationSeconds, 800.0.squareRoot() / 60, within: 1e-5))
        #expect(report.samples.last?.offset == 800)
    }

    // references §6.2: a 100 pt overscroll released at rest settles under the default spring
    // (m 0.5, k 100, ζ 1.1) at 0.566 s, never crossing the edge by more than 1 pt.
    @Test("spring-back from 100 pt", arguments: [PhysicsPreset.ios, .android, .paging])
    func springBack(preset: PhysicsPreset) {
        let report = FlingReport(preset: preset, velocity: 0, overscrollPoints: 100)
        #expect(report.distance == 100)
        #expect(isClose(report.durationSeconds, 0.566, within: 0.001))
        #expect(report.samples.first?.offset == -100)
        #expect(report.samples.allSatisfy { $0.offset <= 1 })
        #expect(report.samples.last?.offset == 0)
    }

    // Frames at i/fps from 0 through the first frame at or after the end, which shows the rest.
    @Test("frame grid", arguments: [30.0, 60.0, 144.0])
    func frameGrid(fps: Double) {
        let report = FlingReport(preset: .ios, velocity: 3000, framesPerSecond: fps)
        #expect(report.samples.first == TrajectorySample(t: 0, offset: 0, velocity: 3000))
        for (i, sample) in report.samples.enumerated() { #expect(sample.t == Double(i) / fps) }
        let last = report.samples.last!
        #expect(last.t >= report.durationSeconds && last.t - report.durationSeconds < 1 / fps)
        #expect(last.offset == report.distance && last.velocity == 0)
        #expect(report.samples.dropLast().allSatisfy { $0.t < report.durationSeconds })
        // The same trajectory whatever the rate: the 1 s sample is the same at every fps.
        let oneSecond = report.samples.first { abs($0.t - 1) < 1e-9 }!
        #expect(isClose(oneSecond.offset, 3000 * (pow(FrictionSimulation.iosNormalDrag, 1) - 1) / log(FrictionSimulation.iosNormalDrag), within: 1e-6))
    }

    @Test func hostileArguments() {
        #expect(FlingReport(preset: .ios, velocity: 1e9).velocity == 8000)
        let nan = FlingReport(preset: .ios, velocity: .nan, framesPerSecond: .nan, viewportPoints: .infinity, overscrollPoints: -.infinity)
        #expect(nan.distance == 0 && nan.durationSeconds == 0)
        #expect(nan.samples.count == 1)
        // Under Flutter's 20 pt/s tolerance nothing moves.
        #expect(FlingReport(preset: .ios, velocity: 10).samples == [TrajectorySample(t: 0, offset: 0, velocity: 0)])
    }

    @Test func json() throws {
        let report = FlingReport(preset: .android, velocity: 1000, framesPerSecond: 30)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        #expect(object["preset"] as? String == "android")
        #expect((object["distance"] as? Double).map { isClose($0, report.distance, within: 1e-4) } == true)
        #expect((object["durationSeconds"] as? Double).map { isClose($0, report.durationSeconds, within: 1e-4) } == true)
        let samples = try #require(object["samples"] as? [[String: Double]])
        #expect(samples.count == report.samples.count)
        #expect(samples.first == ["t": 0, "offset": 0, "velocity": 1000])
        #expect(object["overscroll"] is NSNull)
        #expect(FlingReport.number(1498.49921) == "1498.4992")
        #expect(FlingReport.number(-0.00001) == "0")
        #expect(FlingReport.number(2) == "2")
    }
}

import Testing
import ScrollCore
import ScrollInput
@testable import ScrollPhysics

/// Architecture rule 2: the same timed intents advanced at 30/60/120/144 Hz end at the same
/// offsets within 0.5 pt. Motion is closed-form in time and intents apply at their own times, so
/// only the frame that *notices* a rest can differ, and rests snap to the same place.
@Suite("Frame-rate independence")
struct FrameRateIndependenceTests {
    static let rates: [Double] = [30, 60, 120, 144]

    /// Scripts exercising every motion: a fling in range, a fling into the end's spring (iOS) or
    /// stop (Android), a rubber-band release, wheel clicks coalescing, page and Home.
    static let scripts: [String: (start: Points, intents: [TimedScrollIntent])] = [
        "fling": (2000, dragScript(distance: 240, releaseVelocity: 2600)),
        "fling into end": (8400, dragScript(distance: 300, releaseVelocity: 5200)),
        "overscroll release": (40, dragScript(distance: -400, releaseVelocity: -900)),
        "wheel and keys": (1000, (0..<6).map { at(0.2 + Double($0) * 0.021, .animatedScroll(by: Vector(dx: 0, dy: 53))) }
            + [at(0.9, .page(1)), at(1.0, .animatedScroll(by: Vector(dx: 0, dy: -40))), at(1.6, .page(-1)), at(1.62, .animatedScroll(by: Vector(dx: 0, dy: 53)))]),
        "fling caught then released": (3000, dragScript(distance: 100, releaseVelocity: 4000)
            + [at(0.9, .hold), at(1.3, .holdReleased), at(1.4, .dragEnded(velocity: Vector(dx: 0, dy: -1800)))]),
    ]

    @Test("final offsets agree within 0.5 pt", arguments: PhysicsPreset.allCases, scripts.keys.sorted())
    func finalOffsets(preset: PhysicsPreset, script name: String) throws {
        let script = try #require(Self.scripts[name])
        var finals: [Double: Points] = [:]
        for rate in Self.rates {
            var driver = FrameDriver(position: ScrollPhysicsPosition(axis: .vertical, preset: preset, metrics: tallMetrics, offset: script.start),
                                     intents: script.intents, framesPerSecond: rate)
            driver.run(until: 8)
            #expect(driver.position.activity == .idle, "\(rate) Hz still \(driver.position.activity)")
            finals[rate] = driver.position.offset
        }
        let values = finals.values
        #expect(values.max()! - values.min()! <= 0.5, "\(finals)")
        if name == "wheel and keys" {
            // 1000 + 6 clicks × 53 + a page (760) − a line (40) − a page + a click, all landed exactly.
            // Paging steps between 800 pt pages instead: the first click goes to the next page
            // (1600), then +5 clicks, +1 page, −1 line, −1 page, +1 click = +6 pages → 5600.
            let expected: Points = preset == .paging ? 1600 + 6 * 800 - 800 : 1000 + 6 * 53 + 760 - 40 - 760 + 53
            #expect(finals[60] == expected)
        }
    }

    // Mid-flight too: at times every rate samples (multiples of 1/6 s are frames at 30, 60, 120
    // and 144 Hz), a running fling is at the same offset whatever the rate.
    @Test("mid-fling samples agree", arguments: PhysicsPreset.allCases)
    func midFlight(preset: PhysicsPreset) {
        let intents = dragScript(distance: 240, releaseVelocity: 2600)
        var offsets: [[Points]] = []
        for rate in Self.rates {
            var driver = FrameDriver(position: ScrollPhysicsPosition(axis: .vertical, preset: preset, metrics: tallMetrics, offset: 2000),
                                     intents: intents, framesPerSecond: rate)
            driver.run(until: 1.5)
            offsets.append([0.5, 2.0 / 3, 1.0, 1.5].map { driver.offset(near: $0) })
        }
        for sample in 0..<offsets[0].count {
            let column = offsets.map { $0[sample] }
            #expect(column.max()! - column.min()! <= 0.5, "\(column)")
        }
    }
}

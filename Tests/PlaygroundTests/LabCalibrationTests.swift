import DisplayList
import ScrollCore
import ScrollHosting
@testable import Scenes
import Testing

/// Issue 30 Must 3: a window that is not the Lab does no Lab calibration. `SimulatedWork` times
/// its checksum loop with the host's clock (≈ 10 ms of work, 18–37 ms of launch when it ran at
/// start); it runs when the scene provider makes a Lab page, never for another scene — and an
/// app's host, whose provider is its own windows, links no `Scenes` code that could run it.
///
/// The evidence is the clock: calibration is the only reader of the clock handed to the
/// provider's `prepare(_:)` while a scene is made (scenes never read a clock; frame times are
/// arguments), and it reads it twice a timed try. Each case runs synchronously on the main
/// actor, so no other test's scene is made between its reset and its checks.
@Suite("Lab calibration only for the Lab")
@MainActor
struct LabCalibrationTests {
    /// A clock that counts its reads and advances 10 ms a read, so a calibration (if one ran)
    /// ends after its first try: elapsed = 0.01 s ≥ its 0.01 s threshold, two reads.
    final class CountingClock {
        private(set) var reads = 0
        func now() -> Seconds { reads += 1; return Double(reads) * 0.01 }
    }

    static let viewport = Size(width: 800, height: 600)

    /// Makes `name` with the catalog's provider as the host does (`prepare`, then `make`) after
    /// forgetting any earlier calibration; the clock and whether calibration ran.
    func make(_ name: String) -> (clock: CountingClock, calibrated: Bool, made: Bool) {
        let clock = CountingClock()
        let provider = CatalogSceneProvider()
        SimulatedWork.calibrated = false
        provider.prepare(SceneRunSettings(now: { clock.now() }))
        let scene = provider.make(name, repeatCount: nil, viewport: Self.viewport, measurer: FixedAdvanceTextMeasurer())
        return (clock, SimulatedWork.calibrated, scene != nil)
    }

    @Test("Every scene but the Lab is made without calibrating (the clock is never read)",
          arguments: SceneCatalog.names.filter { $0 != "lab" })
    func otherScenesDoNotCalibrate(name: String) {
        let (clock, calibrated, made) = make(name)
        #expect(made)
        #expect(clock.reads == 0)
        #expect(!calibrated)
    }

    /// The control: the same steps for the Lab calibrate once, reading the clock twice (one try,
    /// see `CountingClock`); a second Lab made in the same process does not calibrate again.
    @Test("Making the Lab calibrates once a process")
    func labCalibrates() {
        let (clock, calibrated, made) = make("lab")
        #expect(made)
        #expect(calibrated)
        #expect(clock.reads == 2)
        let again = CountingClock()
        let provider = CatalogSceneProvider()
        provider.prepare(SceneRunSettings(now: { again.now() }))
        _ = provider.make("lab", repeatCount: nil, viewport: Self.viewport, measurer: FixedAdvanceTextMeasurer())
        #expect(again.reads == 0)
    }
}

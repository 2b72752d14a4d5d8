import ScrollCore

/// What the command line set for the Lab (`--lab-work-ms`), read by its pages when they are made.
public struct LabSettings: Sendable, Hashable {
    /// Milliseconds of work each row's set-up does on page 3 (the default: 3 ms, about
    /// a third of a 120 Hz frame — two set-ups on one frame leave no time to draw it).
    public var workMilliseconds: Double

    public init(workMilliseconds: Double = 3) { self.workMilliseconds = workMilliseconds }

    /// Set by the runners from `--lab-work-ms` before they make a scene.
    @MainActor public static var commandLine = LabSettings()
}

/// A fixed amount of CPU work standing in for a row's real set-up (decoding, formatting, a
/// database read): a checksum loop run for as many iterations as take the requested time on
/// this machine.
///
/// It is calibrated once a process with the host's clock (time is an argument: the loop never
/// reads a clock itself), when the first Lab page is made (`CatalogSceneProvider`): a run that
/// shows no Lab page — and an app, which links no scene — spends nothing on it. What a page *counts* is the requested milliseconds, not the time the
/// loop took, so figures are the same on every machine; in the window, the frame graph shows
/// the real time.
public enum SimulatedWork {
    /// Loop iterations per millisecond of this machine's time; a conservative guess until
    /// ``calibrate(now:)`` measures it.
    @MainActor public private(set) static var iterationsPerMillisecond = 200_000
    /// Whether ``calibrate(now:)`` has measured this process (internal: tests reset it).
    @MainActor static var calibrated = false
    /// Where calibration's checksums go, so the optimizer cannot remove the loop it times.
    @MainActor public private(set) static var sink: UInt64 = 0

    /// Measures ``iterationsPerMillisecond`` with `now` (seconds) over about 10 ms; once a process.
    @MainActor public static func calibrate(now: () -> Seconds) {
        guard !calibrated else { return }
        calibrated = true
        var iterations = 10_000
        while iterations < 1 << 30 {
            let start = now()
            sink ^= checksum(seed: UInt64(iterations), iterations: iterations)    // kept: -O may not drop the loop
            let elapsed = now() - start
            if elapsed >= 0.01 {
                iterationsPerMillisecond = max(1, Int(Double(iterations) / (elapsed * 1000)))
                return
            }
            iterations *= 2
        }
    }

    /// Does `milliseconds` of work (as calibrated) and returns its checksum.
    @MainActor public static func perform(milliseconds: Double, seed: UInt64) -> UInt64 {
        checksum(seed: seed, iterations: Int((milliseconds * Double(iterationsPerMillisecond)).rounded()))
    }

    /// FNV-1a over the low bytes of 0…iterations − 1, from `seed`: work the optimizer cannot skip
    /// because the caller shows the result.
    static func checksum(seed: UInt64, iterations: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 &+ seed
        for i in 0..<max(0, iterations) { hash = (hash ^ UInt64(i & 0xFF)) &* 0x100_0000_01b3 }
        return hash
    }
}

import ScrollCore

/// Estimates a pointer's velocity from timestamped positions, as Flutter's `VelocityTracker`
/// (`packages/flutter/lib/src/gestures/velocity_tracker.dart`, the tracker Flutter uses on Linux,
/// Android and Windows).
///
/// Keeps the last ``VelocityTrackerConfiguration/historySize`` samples in a ring. An estimate
/// walks back from the newest sample while samples are within the horizon (100 ms) and no two
/// neighbours are more than 40 ms apart, then fits a degree-2 polynomial to position against
/// time with ``LeastSquaresSolver`` (weights 1) and reports its slope at the newest sample.
/// A pointer that has not moved for more than 40 ms is at rest (velocity 0), as Flutter's
/// `_sinceLastSample` check.
///
/// **Time in integer microseconds.** Flutter keeps sample times as `Duration`s (whole
/// microseconds) and compares ages as `inMicroseconds / 1000` against the 100 ms horizon and the
/// 40 ms gap, so a sample exactly 100 ms old is always kept. Comparing differences of floating
/// seconds instead keeps or drops it by rounding, and which one depends on the absolute time
/// (216 690.896 − 216 690.796 is not 0.1 in binary). So each time is rounded once to whole
/// microseconds (``microseconds(_:)``) when it arrives, and ages and gaps are integer
/// differences: the estimate is the same at any absolute start time.
///
/// Units: positions in points, times in seconds, velocities in points per second **in the
/// coordinates of the samples** (for window positions, `dy > 0` = moving down). The recognizer
/// negates it to get an offset velocity.
///
/// Value type; the ring is allocated once in `init` and reused, so samples and estimates do not
/// allocate.
public struct VelocityTracker: Sendable {
    public let configuration: VelocityTrackerConfiguration
    /// Sample times in whole microseconds (see the type's doc).
    private var times: [Int64]
    private var xs: [Points]
    private var ys: [Points]
    /// Index of the newest sample.
    private var newest: Int = -1
    /// Valid samples in the ring.
    public private(set) var sampleCount: Int = 0

    public init(configuration: VelocityTrackerConfiguration = .init()) {
        var configuration = configuration
        configuration.historySize = max(configuration.historySize, 1)
        configuration.minSampleCount = max(configuration.minSampleCount, 1)
        self.configuration = configuration
        times = Array(repeating: 0, count: configuration.historySize)
        horizonMicroseconds = Self.microseconds(configuration.horizonSeconds) ?? 100_000
        assumeStoppedMicroseconds = Self.microseconds(configuration.assumeStoppedSeconds) ?? 40_000
        xs = Array(repeating: 0, count: configuration.historySize)
        ys = Array(repeating: 0, count: configuration.historySize)
    }

    private let horizonMicroseconds: Int64
    private let assumeStoppedMicroseconds: Int64

    /// `seconds` rounded to whole microseconds, or `nil` when it is not finite or out of range
    /// (beyond ±292 000 years).
    public static func microseconds(_ seconds: Seconds) -> Int64? {
        let micros = (seconds * 1_000_000).rounded()
        guard micros.isFinite, abs(micros) < 9.2e18 else { return nil }
        return Int64(micros)
    }

    /// Forgets every sample (a new gesture starts).
    public mutating func reset() {
        newest = -1
        sampleCount = 0
    }

    /// Records the pointer at `position` at `timeSeconds`. Non-finite samples are ignored, and a
    /// time earlier than the newest sample's is treated as equal to it (clocks never run backwards
    /// here).
    public mutating func addSample(timeSeconds: Seconds, position: Point) {
        guard let micros = Self.microseconds(timeSeconds), position.x.isFinite, position.y.isFinite else { return }
        let time = sampleCount > 0 ? max(micros, times[newest]) : micros
        newest = (newest + 1) % configuration.historySize
        times[newest] = time
        xs[newest] = position.x
        ys[newest] = position.y
        sampleCount = min(sampleCount + 1, configuration.historySize)
    }

    /// The time of the newest sample, if any.
    public var newestSampleTimeSeconds: Seconds? { sampleCount > 0 ? Double(times[newest]) / 1_000_000 : nil }

    /// The velocity at `nowSeconds` (usually the release time), in points per second.
    ///
    /// Zero when the pointer has not moved for more than
    /// ``VelocityTrackerConfiguration/assumeStoppedSeconds`` before `nowSeconds`, or when fewer than
    /// ``VelocityTrackerConfiguration/minSampleCount`` samples lie in the window.
    ///
    /// The stop rule is Flutter's `_sinceLastSample.elapsedMilliseconds > 40`: `Stopwatch`
    /// truncates to whole milliseconds, so a pointer still for 40.999 ms is moving and one still
    /// for 41 ms has stopped (with the default 40 ms).
    public func velocity(atSeconds nowSeconds: Seconds) -> Vector {
        guard sampleCount > 0 else { return .zero }
        let newestTime = times[newest]
        if let now = Self.microseconds(nowSeconds),
           (now - newestTime) / 1000 > assumeStoppedMicroseconds / 1000 {
            return .zero
        }
        let capacity = configuration.historySize
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 4 * capacity + 6) { buffer in
            let base = buffer.baseAddress!
            let t = UnsafeMutableBufferPointer(start: base, count: capacity)
            let x = UnsafeMutableBufferPointer(start: base + capacity, count: capacity)
            let y = UnsafeMutableBufferPointer(start: base + 2 * capacity, count: capacity)
            let w = UnsafeMutableBufferPointer(start: base + 3 * capacity, count: capacity)
            let cx = UnsafeMutableBufferPointer(start: base + 4 * capacity, count: 3)
            let cy = UnsafeMutableBufferPointer(start: base + 4 * capacity + 3, count: 3)

            // Walk back from the newest sample while the motion is continuous.
            var index = newest
            var previousTime = newestTime
            var m = 0
            while m < sampleCount {
                let sampleTime = times[index]
                // Flutter: `age > _horizonMilliseconds || delta > _assumePointerMoveStoppedMilliseconds`
                // on `inMicroseconds / 1000`, i.e. exact comparisons of whole microseconds.
                let age = newestTime - sampleTime
                let gap = abs(sampleTime - previousTime)
                previousTime = sampleTime
                if age > horizonMicroseconds || gap > assumeStoppedMicroseconds { break }
                // Milliseconds relative to the newest sample, as Flutter (keeps the fit well conditioned).
                t[m] = -Double(age) / 1000
                x[m] = xs[index]
                y[m] = ys[index]
                w[m] = 1
                m += 1
                index = index == 0 ? capacity - 1 : index - 1
            }
            guard m >= configuration.minSampleCount else { return .zero }
            let degree = min(2, m - 1)
            guard LeastSquaresSolver.solve(degree: degree, x: UnsafeBufferPointer(t), y: UnsafeBufferPointer(x), w: UnsafeBufferPointer(w), count: m, coefficients: cx),
                  LeastSquaresSolver.solve(degree: degree, x: UnsafeBufferPointer(t), y: UnsafeBufferPointer(y), w: UnsafeBufferPointer(w), count: m, coefficients: cy)
            else { return .zero }
            guard degree >= 1 else { return .zero }
            // Slope at t = 0 (the newest sample), per millisecond → per second.
            let v = Vector(dx: cx[1] * 1000, dy: cy[1] * 1000)
            return v.dx.isFinite && v.dy.isFinite ? v : .zero
        }
    }
}

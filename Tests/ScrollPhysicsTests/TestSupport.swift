import Foundation
import ScrollCore
import ScrollInput
@testable import ScrollPhysics

/// `|a − b| ≤ tolerance`.
func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool { abs(a - b) <= tolerance }

/// `|a − b| ≤ fraction·|b|`.
func isClose(_ a: Double, _ b: Double, relative fraction: Double) -> Bool { abs(a - b) <= fraction * abs(b) }

/// A stamped intent.
func at(_ t: Seconds, _ intent: ScrollIntent) -> TimedScrollIntent { TimedScrollIntent(timeSeconds: t, intent: intent) }

/// A vertical list: 10 000 pt of content in an 800 pt viewport.
let tallMetrics = ScrollMetrics.content(extent: 10_000, viewport: 800)

/// Drives a position through scripted intents on a virtual frame clock, as the host's frame loop
/// would: each frame applies the intents stamped up to its time, then advances to it.
struct FrameDriver {
    var position: ScrollPhysicsPosition
    var intents: [TimedScrollIntent]
    var framesPerSecond: Double
    private var next = 0
    private(set) var frameIndex = 0
    /// Offsets after each frame (time, offset, activity).
    private(set) var trace: [(time: Seconds, offset: Points, activity: ScrollActivityKind)] = []

    init(position: ScrollPhysicsPosition, intents: [TimedScrollIntent], framesPerSecond: Double) {
        self.position = position
        self.intents = intents.sorted { $0.timeSeconds < $1.timeSeconds }
        self.framesPerSecond = framesPerSecond
    }

    /// Runs frames until (and including) `endSeconds`.
    mutating func run(until endSeconds: Seconds) {
        while true {
            let frame = FrameTime.fixedRate(index: frameIndex, framesPerSecond: framesPerSecond)
            guard frame.timeSeconds <= endSeconds + 1e-9 else { break }
            while next < intents.count, intents[next].timeSeconds <= frame.timeSeconds + 1e-12 {
                position.apply(intents[next])
                next += 1
            }
            position.advance(to: frame.timeSeconds)
            trace.append((frame.timeSeconds, position.offset, position.activity))
            frameIndex += 1
        }
    }

    /// The offset at the frame closest to `time`.
    func offset(near time: Seconds) -> Points {
        trace.min { abs($0.time - time) < abs($1.time - time) }!.offset
    }
}

/// A drag of `distance` points (offset direction) over `durationSeconds`, 120 Hz input, released
/// with `releaseVelocity` (offset pt/s), starting at `start`.
func dragScript(start: Seconds = 0.1, distance: Points, durationSeconds: Seconds = 0.25, releaseVelocity: PointsPerSecond) -> [TimedScrollIntent] {
    var script = [at(start, .hold), at(start, .dragBegan)]
    let steps = Int((durationSeconds * 120).rounded())
    for i in 1...steps {
        script.append(at(start + Double(i) / 120, .dragChanged(delta: Vector(dx: 0, dy: distance / Double(steps)))))
    }
    script.append(at(start + Double(steps) / 120, .dragEnded(velocity: Vector(dx: 0, dy: releaseVelocity))))
    return script
}

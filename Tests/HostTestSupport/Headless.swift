import AppHost
import Foundation
import ScrollCore
import ScrollHosting
import ScrollInput

/// Runs scene `scene` of `scenes` headless for `frames` frames, replaying `trace` (JSON Lines,
/// see `InputTrace`) if given. The scenes are an argument: the host's tests use the scenes they
/// make themselves, the playground's tests pass its catalog (`PlaygroundTests`' `runHeadless`).
@MainActor
public func runHeadless(scene: String, scenes: any SceneProvider, size: Size = Size(width: 1000, height: 700), frames: Int,
                        trace: String? = nil, configure: (inout RunOptions) -> Void = { _ in }) async throws -> HeadlessRunner.Outcome {
    var options = RunOptions()
    options.sceneName = scene
    options.size = size
    options.frames = frames
    if let trace {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(scene)-\(UUID().uuidString).jsonl").path
        try trace.write(toFile: path, atomically: true, encoding: .utf8)
        options.replayPath = path
    }
    configure(&options)
    return try await HeadlessRunner(options: options, scenes: scenes).run()
}

/// Steps `pipeline` through `frames` virtual 60 fps frames from `firstFrame`, handing each frame
/// the events at or before its time; `each` sees the pipeline after every frame.
/// - Returns: the next frame's index.
@MainActor @discardableResult
public func run(_ pipeline: ScrollPipeline, _ events: [TimedInputEvent], from firstFrame: Int, frames: Int,
                each: (ScrollPipeline) -> Void = { _ in }) -> Int {
    var next = 0
    for index in firstFrame..<(firstFrame + frames) {
        let frame = FrameTime.fixedRate(index: index, framesPerSecond: 60)
        let start = next
        while next < events.count && events[next].timeSeconds <= frame.timeSeconds { next += 1 }
        pipeline.step(frame, events: events[start..<next], now: { 0 })
        each(pipeline)
    }
    return firstFrame + frames
}

/// A drag from `start` by `delta` in `steps` moves 16 ms apart from `time`, released
/// `releaseDelay` seconds after the last move (short: a fling at the drag's speed; long: none).
public func dragEvents(from start: Point, by delta: Vector, steps: Int = 12, at time: Seconds,
                       releaseDelay: Seconds) -> [TimedInputEvent] {
    var events = [TimedInputEvent(timeSeconds: time, event: .pointerDown(start))]
    for i in 1...steps {
        let f = Double(i) / Double(steps)
        events.append(TimedInputEvent(timeSeconds: time + Double(i) * 0.016,
                                      event: .pointerMove(Point(x: start.x + delta.dx * f, y: start.y + delta.dy * f))))
    }
    let end = Point(x: start.x + delta.dx, y: start.y + delta.dy)
    events.append(TimedInputEvent(timeSeconds: time + Double(steps) * 0.016 + releaseDelay, event: .pointerUp(end)))
    return events
}

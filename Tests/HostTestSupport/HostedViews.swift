import AppHost
import DisplayList
import LazyScrollViews
import ScrollCore

// What the host's window tests of the view layer share: a SwiftUI-shaped view hosted in the
// pipeline as a window shows it, and input written as the window's traces (JSON Lines, see
// `InputTrace`).

/// `view` hosted in a window of `size` (fixed-advance text, so widths are exact), its first two
/// frames run — laid out and painted, ready for input from frame 2 (time 2/60 s).
@MainActor
public func hostedPipeline<V: View>(_ view: V, size: Size, name: String = "test") -> (pipeline: ScrollPipeline, scene: ViewScene<V>) {
    let scene = ViewScene(name: name, rootView: view, measurer: FixedAdvanceTextMeasurer(), size: size)
    let pipeline = ScrollPipeline(scene: scene, windowSize: size)
    run(pipeline, [], from: 0, frames: 2)
    return (pipeline, scene)
}

/// A mouse drag as trace lines: press at (`x`, `y`), `steps` moves 16 ms apart to
/// (`x + dx`, `y + dy`), release `releaseDelay` ms after the last (200: no fling); `extra` is
/// added to the press line (modifier keys: `, "shift": true`).
public func dragTrace(x: Double, y: Double, dx: Double, dy: Double, steps: Int = 12, from ms: Double,
                      releaseDelay: Double = 200, extra: String = "") -> String {
    var lines = [#"{"t": \#(ms), "type": "down", "x": \#(x), "y": \#(y)\#(extra)}"#]
    for i in 1...steps {
        let f = Double(i) / Double(steps)
        lines.append(#"{"t": \#(ms + 16 * Double(i)), "type": "move", "x": \#(x + dx * f), "y": \#(y + dy * f)}"#)
    }
    lines.append(#"{"t": \#(ms + 16 * Double(steps) + releaseDelay), "type": "up", "x": \#(x + dx), "y": \#(y + dy)}"#)
    return lines.joined(separator: "\n")
}

/// A click as trace lines: press at (`x`, `y`) at `ms`, release 60 ms later; `extra` is added to
/// the press line.
public func clickTrace(x: Double, y: Double, at ms: Double, extra: String = "") -> String {
    #"{"t": \#(ms), "type": "down", "x": \#(x), "y": \#(y)\#(extra)}"# + "\n"
        + #"{"t": \#(ms + 60), "type": "up", "x": \#(x), "y": \#(y)}"#
}

/// A touchpad's two-finger stream as trace lines: `steps` deltas of (`dx`, `dy`) units, 16 ms
/// apart from `ms`, with the pointer at (`x`, `y`).
public func touchpadTrace(x: Double, y: Double, dx: Double, dy: Double, steps: Int = 12, from ms: Double) -> String {
    (0..<steps).map { i in
        #"{"t": \#(ms + 16 * Double(i)), "type": "wheel", "dx": \#(dx), "dy": \#(dy), "x": \#(x), "y": \#(y), "source": "touchpad"}"#
    }.joined(separator: "\n")
}

import Foundation
import ScrollCore

/// The desktop's stand-in for a two-finger pinch: a wheel turned with Ctrl held magnifies, and
/// with Ctrl+Shift rotates — our mapping, for mice and for desktops that deliver no touchpad
/// gestures (Xvfb, VNC, XWayland). Ctrl+wheel zooms in every browser and in GTK's and Qt's
/// image and document viewers (Eye of GNOME, Evince, Gwenview); Ctrl+Shift+wheel turns the
/// canvas in Inkscape. Pure: time is an argument.
///
/// - Each wheel detent (or a touchpad's precise unit, as delivered) multiplies the scale by
///   ``scalePerDetent`` = 1.1 — Chromium's zoom step next to 100 % (its preset zoom factors
///   1.0, 1.1, 1.25 …) and Firefox's (`toolkit.zoomManager.zoomValues` … 1, 1.1, 1.2 …); a
///   fraction of a detent (a high-resolution wheel) multiplies by 1.1 raised to it, so ten
///   tenths of a detent make one detent's ×1.1. Rolled away from the user (`dy > 0`) zooms in,
///   as in browsers.
/// - With Shift each detent turns ``degreesPerDetent`` = 15° (Inkscape's default rotation
///   step), away from the user clockwise.
/// - A wheel has no "fingers lifted": the gesture **ends when the wheel has rested**
///   ``endAfterSeconds`` = 0.4 s (the same rest that ends a wheel scroll's latch onto a scroll
///   view), at exactly the last notch's time + 0.4 s — or at once when another input comes (a
///   plain wheel, a press, a real pinch: ``end(at:)``) or the other kind of Ctrl+wheel turns
///   (Shift pressed or let go: the running one ends and the other begins).
public struct WheelPinch: Sendable {
    /// The scale a detent multiplies by.
    public static let scalePerDetent = 1.1
    /// The degrees a detent turns with Shift held.
    public static let degreesPerDetent = 15.0
    /// How long the wheel rests before its gesture ends.
    public static let endAfterSeconds: Seconds = 0.4

    /// The gesture running: which kind, the time of its last notch, and where the pointer was.
    public private(set) var active: (kind: PinchKinds, lastSeconds: Seconds, at: Point)?

    public init() {}

    /// The pinch events for a Ctrl(+Shift) wheel event at `time`: the end of a running gesture
    /// of the other kind, if any, then `.began` (the first notch) or `.changed` with this
    /// event's scale or rotation. Non-finite deltas give none.
    public mutating func events(dx: Double, dy: Double, at point: Point, shift: Bool, time: Seconds) -> [TimedInputEvent] {
        // A vertical wheel's detents; a horizontal one's when the vertical is still (some
        // desktops turn Shift+wheel into a horizontal wheel).
        let detents = dy != 0 ? dy : dx
        guard detents.isFinite, dx.isFinite, dy.isFinite else { return [] }
        let kind: PinchKinds = shift ? .rotate : .magnify
        var out: [TimedInputEvent] = []
        var phase = PinchPhase.changed
        if let running = active, running.kind != kind {
            if let ended = end(at: time) { out.append(ended) }
        }
        if active == nil { phase = .began }
        active = (kind, time, point)
        let scale = kind == .magnify ? pow(Self.scalePerDetent, detents) : 1
        let rotation = kind == .rotate ? Self.degreesPerDetent * detents : 0
        out.append(TimedInputEvent(timeSeconds: time, event: .pinch(phase, scale: scale, rotation: rotation, at: point)))
        return out
    }

    /// Ends the running gesture now (another input came), if one runs: `.ended` with no change.
    public mutating func end(at time: Seconds) -> TimedInputEvent? {
        guard let running = active else { return nil }
        active = nil
        return TimedInputEvent(timeSeconds: max(time, running.lastSeconds),
                               event: .pinch(.ended, scale: 1, rotation: 0, at: running.at))
    }

    /// Ends the running gesture if the wheel has rested ``endAfterSeconds`` by `time`: the
    /// `.ended` event is stamped at the last notch + 0.4 s, not at `time`.
    public mutating func endIfRested(at time: Seconds) -> TimedInputEvent? {
        guard let running = active, time >= running.lastSeconds + Self.endAfterSeconds else { return nil }
        return end(at: running.lastSeconds + Self.endAfterSeconds)
    }

    /// Whether a gesture of `kind` runs (its Ctrl+wheel notches go on to it wherever the pointer
    /// is, as a wheel scroll stays with the scroll view it began on).
    public func isRunning(_ kind: PinchKinds) -> Bool { active?.kind == kind }
}

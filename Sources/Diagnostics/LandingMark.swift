import DisplayList
import ScrollCore

/// Outlines the element a scroll-to just landed on (`R`/`J` in `stress`, `Return` in `origami`)
/// for ``durationSeconds``, fading over the last ``fadeSeconds``, so that "lands exactly" can be
/// seen: the outline sits on the element's laid-out frame, which the scroll-to put at its anchor.
/// A diagnostic: drawn only while some overlay is on (`--overlay`, or a key such as `D`), never
/// in a user's app with the overlays off (SwiftUI draws nothing around a `scrollTo` target).
public enum LandingMark {
    public static let durationSeconds: Seconds = 1
    public static let fadeSeconds: Seconds = 0.35
    /// The system accent (SwiftUI's `Color.accentColor` default, iOS blue 0, 122, 255).
    public static let color = Color(r8: 0, g8: 122, b8: 255)
    public static let lineWidthPoints: Points = 3

    /// The outline's opacity `age` seconds after landing (0 once it is over).
    public static func opacity(age: Seconds) -> Double {
        guard age >= 0, age < durationSeconds else { return 0 }
        let fadeStart = durationSeconds - fadeSeconds
        return age <= fadeStart ? 1 : (durationSeconds - age) / fadeSeconds
    }

    /// Appends the outline for a landing at `landedAt` on `frame` (window points), if it still shows at `now`.
    public static func draw(frame: Rect, landedAt: Seconds, now: Seconds, into list: inout DisplayList) {
        let alpha = opacity(age: now - landedAt)
        guard alpha > 0 else { return }
        list.stroke(frame.insetBy(dx: -1, dy: -1), color.opacity(alpha), lineWidth: lineWidthPoints)
    }
}

import DisplayList
import ScrollCore

/// A short notice at the top of the window saying what a key just changed ("physics preset:
/// android", "HUD on", "saved ~/Pictures/lazyscroll-colors-001.png", a scene's own announcement):
/// Android's `Toast.LENGTH_SHORT` idea — it shows for ``durationSeconds`` and fades out over the
/// last ``fadeSeconds``, a newer notice replacing it at once.
///
/// Time is an argument: a notice posted between frames starts at the next frame drawn, so
/// headless replays show it for exactly as many frames as the window does.
public struct ToastOverlay: Sendable {
    /// Android's `Toast.LENGTH_SHORT` is 2 s; ours is shorter because keys are pressed in quick
    /// succession while exploring.
    public static let durationSeconds: Seconds = 1.6
    public static let fadeSeconds: Seconds = 0.3

    /// The notice on screen (or about to be), and when it first showed.
    public private(set) var message: String?
    public private(set) var shownAtSeconds: Seconds?
    /// Notices posted so far (tests and the report read it).
    public private(set) var posted = 0

    public init() {}

    /// Shows `message` from the next frame on, replacing any notice on screen.
    public mutating func post(_ message: String) {
        guard !message.isEmpty else { return }
        self.message = message
        shownAtSeconds = nil
        posted += 1
    }

    /// The notice's opacity at `now` (0 when nothing shows); starts the clock of a new notice.
    public mutating func opacity(at now: Seconds) -> Double {
        guard message != nil else { return 0 }
        let start = shownAtSeconds ?? now
        shownAtSeconds = start
        let age = now - start
        if age >= Self.durationSeconds { message = nil; shownAtSeconds = nil; return 0 }
        let fadeStart = Self.durationSeconds - Self.fadeSeconds
        return age <= fadeStart ? 1 : max(0, (Self.durationSeconds - age) / Self.fadeSeconds)
    }

    /// Draws the notice centred near the top of `viewport`, cut to fit its width: the top, not
    /// Android's bottom, because scenes keep their own controls at the bottom (Origami's button).
    /// `atBottom`: at the bottom edge instead, in the band the help panel leaves free (help covers
    /// the window's middle, and a notice at the top covered its title).
    public mutating func draw(now: Seconds, viewport: Rect, style: OverlayStyle, atBottom: Bool = false, into list: inout DisplayList) {
        let alpha = opacity(at: now)
        guard alpha > 0, let message else { return }
        let maxColumns = max(8, Int((viewport.width - 4 * style.margin - 2 * style.padding) / style.charWidth))
        let text = message.count > maxColumns ? String(message.prefix(maxColumns - 1)) + "…" : message
        let size = style.panelSize(columns: text.count, lines: 1)
        let origin = Point(x: (viewport.midX - size.width / 2).rounded(),
                           y: (atBottom ? viewport.maxY - style.margin - size.height : viewport.minY + 3 * style.margin).rounded())
        list.withOpacity(alpha) { list in
            style.panel(Rect(origin: origin, size: size), into: &list)
            style.text(text, Point(x: origin.x + style.padding, y: origin.y + style.padding), line: 0, OverlayStyle.text, into: &list)
        }
    }
}

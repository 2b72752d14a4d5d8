import ScrollCore

/// Turns SDL wheel deltas into offset deltas in points: **the only place in LazyScroll where
/// wheel units and wheel signs change** (architecture rule 3, after Dear ImGui's platform backend).
///
/// Two kinds of wheel event arrive (see ``InputEvent/wheel(dx:dy:precise:at:)``):
/// - **Detents** (`precise == false`; X11 under SDL2 sends only ±1 per click): each detent is
///   ``ScrollInputConfiguration/wheelDetentPoints`` (53 pt, Chromium/GTK/Flutter-Linux), and the
///   result is *animated* (``ScrollIntent/animatedScroll(by:)``): clicks coalesce into one smooth
///   scroll.
/// - **Precise deltas** (`precise == true`; touchpads on Wayland, macOS, Windows): fractional
///   "ticks" times ``ScrollInputConfiguration/pointsPerPreciseUnit`` (10; SDL's Wayland backend
///   divides logical pixels by 10), applied 1:1 (``ScrollIntent/preciseScroll(delta:)``).
///
/// - **High-resolution wheels** (``WheelSource/wheelHiRes``: Wayland's `value120`, which SDL
///   reports as `value120 / 120` detents): fractions of a detent, 53 pt a detent, animated like
///   detents — a free-spinning wheel glides, it never flings.
/// - **The OS's own momentum** (``WheelSource/osMomentum``): precise units applied 1:1, and the
///   stream ends at rest (``Output/momentum(_:)``).
///
/// **Shift+wheel** scrolls horizontally, as in GTK and Chromium on Linux (GTK
/// `gtkscrolledwindow.c` swaps the deltas of a Shift-modified non-touchpad scroll; Chromium's
/// `ui/events` turns a Shift+vertical wheel into a horizontal one): a vertical-only wheel delta
/// with Shift becomes a horizontal one, rolling toward the user (down) scrolling right. Touchpads
/// have both axes and are not swapped.
///
/// Signs: SDL's `dy > 0` is the wheel rolled away from the user, which scrolls toward the start of
/// the content, so the offset *decreases*: `offset.dy = −dy · unit`. SDL's `dx > 0` scrolls toward
/// the right, so the horizontal offset *increases*: `offset.dx = +dx · unit` (X11 buttons 6/7 give
/// `x = −1/+1`, platform-notes §3).
public struct WheelNormalizer: Sendable, Hashable {
    /// One normalized wheel event.
    public enum Output: Sendable, Hashable {
        /// Detents: animate the offset by this delta.
        case animated(Vector)
        /// Precise deltas: move the offset by this delta now.
        case precise(Vector)
        /// The OS's kinetic tail: move the offset by this delta now; the stream must not fling.
        case momentum(Vector)
    }

    public var wheelDetentPoints: Points
    public var pointsPerPreciseUnit: Points

    public init(wheelDetentPoints: Points = 53, pointsPerPreciseUnit: Points = 10) {
        self.wheelDetentPoints = wheelDetentPoints
        self.pointsPerPreciseUnit = pointsPerPreciseUnit
    }

    public init(configuration: ScrollInputConfiguration) {
        self.init(wheelDetentPoints: configuration.wheelDetentPoints,
                  pointsPerPreciseUnit: configuration.pointsPerPreciseUnit)
    }

    /// The offset delta for one SDL wheel event, or `nil` when it carries nothing usable
    /// (zero, NaN or infinite deltas). `precise` alone picks the source as before sources existed
    /// (``WheelSource/inferred(precise:)``).
    public func normalize(dx: Double, dy: Double, precise: Bool) -> Output? {
        normalize(dx: dx, dy: dy, source: .inferred(precise: precise))
    }

    /// The offset delta for one wheel event from `source`, with Shift held or not.
    public func normalize(dx: Double, dy: Double, source: WheelSource, shift: Bool = false) -> Output? {
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        var dx = dx, dy = dy
        if shift, source == .wheel || source == .wheelHiRes, dx == 0 {
            // Rolled toward the user (dy < 0, scrolls down) ⇒ scroll right (dx > 0).
            (dx, dy) = (-dy, 0)
        }
        let detents = source == .wheel || source == .wheelHiRes
        let unit = detents ? wheelDetentPoints : pointsPerPreciseUnit
        let delta = Vector(dx: dx * unit, dy: -dy * unit)
        guard delta.dx.isFinite, delta.dy.isFinite else { return nil }
        switch source {
        case .wheel, .wheelHiRes: return .animated(delta)
        case .touchpad: return .precise(delta)
        case .osMomentum: return .momentum(delta)
        }
    }
}

/// Maps SDL key names (`SDL_GetKeyName`) to scroll intents. Keys it does not know produce nothing:
/// the host handles app keys (Escape, Q, the demo's toggles).
///
/// | key | intent |
/// |---|---|
/// | Up / Down | `animatedScroll` by ∓ ``ScrollInputConfiguration/lineStepPoints`` on y |
/// | Left / Right | `animatedScroll` by ∓ a line on x |
/// | PageUp / PageDown | `page(-1)` / `page(+1)` |
/// | Space / Shift+Space | `page(+1)` / `page(-1)` |
/// | Home / End | `scrollToStart` / `scrollToEnd` |
public struct KeyboardScrollMapper: Sendable, Hashable {
    public var lineStepPoints: Points

    public init(lineStepPoints: Points = 40) {
        self.lineStepPoints = lineStepPoints
    }

    public func intent(forKey name: String, shift: Bool) -> ScrollIntent? {
        switch name {
        case "Down": return .animatedScroll(by: Vector(dx: 0, dy: lineStepPoints))
        case "Up": return .animatedScroll(by: Vector(dx: 0, dy: -lineStepPoints))
        case "Right": return .animatedScroll(by: Vector(dx: lineStepPoints, dy: 0))
        case "Left": return .animatedScroll(by: Vector(dx: -lineStepPoints, dy: 0))
        case "PageDown": return .page(1)
        case "PageUp": return .page(-1)
        case "Space": return .page(shift ? -1 : 1)
        case "Home": return .scrollToStart
        case "End": return .scrollToEnd
        default: return nil
        }
    }
}

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
    /// (zero, NaN or infinite deltas).
    public func normalize(dx: Double, dy: Double, precise: Bool) -> Output? {
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        let unit = precise ? pointsPerPreciseUnit : wheelDetentPoints
        let delta = Vector(dx: dx * unit, dy: -dy * unit)
        guard delta.dx.isFinite, delta.dy.isFinite else { return nil }
        return precise ? .precise(delta) : .animated(delta)
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

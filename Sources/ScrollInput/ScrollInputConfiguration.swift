import ScrollCore

/// The tunable numbers of Stage 1, each with where it comes from.
///
/// The defaults reproduce Linux desktop behaviour as Chromium and Flutter's Linux embedder do it.
/// Change them per device in the host; nothing else in the input stage holds a magic number.
///
/// See also: ``WheelNormalizer``, ``DragRecognizer``, ``VelocityTracker``.
public struct ScrollInputConfiguration: Sendable, Hashable {
    /// Points scrolled by one wheel detent (a non-precise wheel event of ±1).
    ///
    /// Chromium `ui/events/x/events_x_utils.cc`: `kWheelScrollAmount = 53` — "53 is also the value
    /// used for GTK+"; Flutter's Linux embedder (`shell/platform/linux/fl_scrolling_manager.cc`)
    /// uses the same `kScrollOffsetMultiplier = 53`, "taken from the Chromium source".
    public var wheelDetentPoints: Points = 53

    /// Points per unit of a precise (touchpad) wheel delta.
    ///
    /// SDL2 reports precise deltas in "wheel ticks": its Wayland backend divides the compositor's
    /// continuous axis value (logical pixels) by `WAYLAND_WHEEL_AXIS_UNIT 10` — "Weston uses a ratio
    /// of 10 units per scroll tick" (`libsdl-org/SDL src/video/wayland/SDL_waylandevents.c`,
    /// `pointer_handle_frame` / `pointer_dispatch_axis`, case `AXIS_EVENT_CONTINUOUS`). Multiplying
    /// by 10 recovers the compositor's logical pixels = points. (SDL's Cocoa backend is said to
    /// scale `scrollingDelta` by 0.1 the same way; that copy was not verified here.)
    public var pointsPerPreciseUnit: Points = 10

    /// Points scrolled by one arrow key (a "line").
    ///
    /// Chromium `cc/input/scroll_utils.h`: `kPixelsPerLineStep = 40`; Flutter's macOS embedder
    /// (`FlutterViewController.mm`) uses 40 per line "to match Chromium".
    public var lineStepPoints: Points = 40

    /// How far a pressed pointer must travel before a drag begins.
    ///
    /// Flutter `gestures/events.dart` `computePanSlop`: a mouse gets `kPrecisePointerPanSlop = 2.0`
    /// logical px (touch gets `kPanSlop = 36`). Our pointer is SDL's mouse, so 2.
    public var dragSlopPoints: Points = 2

    /// How far a press that starts on a control (a button, a tappable row) must travel before it
    /// becomes a drag that scrolls; until then its release is still a click.
    ///
    /// Flutter `gestures/constants.dart` `kTouchSlop = 18.0` — "We started at 8.0 and increased it
    /// to 18.0 after getting complaints that it was too difficult to hit targets" — the tap
    /// recognizer's `preAcceptSlopTolerance`, for every pointer kind; Android's
    /// `ViewConfiguration` touch slop is 8 dp (a scroll view steals a press from a child after
    /// it). Content keeps ``dragSlopPoints``: with a mouse Flutter pans after 2 px.
    public var controlDragSlopPoints: Points = 18

    /// Release speeds below this are not flings (the drag ends with velocity 0).
    /// Flutter `gestures/constants.dart` `kMinFlingVelocity = 50.0`; Android
    /// `ViewConfiguration.MINIMUM_FLING_VELOCITY = 50`.
    public var minFlingVelocity: PointsPerSecond = 50

    /// Fling speeds are clipped to this magnitude. Flutter `kMaxFlingVelocity = 8000.0` —
    /// "Drag gesture fling velocities are clipped to this value"; Android `MAXIMUM_FLING_VELOCITY`.
    public var maxFlingVelocity: PointsPerSecond = 8000

    /// A precise-scroll stream counts as ended after this long without a delta; then
    /// ``ScrollIntent/preciseScrollEnded(velocity:)`` is emitted at exactly `lastDelta + gap`.
    ///
    /// SDL2 has no finger-lift event for touchpads (references §1.4: libsdl-org/SDL PR #15965 is
    /// still open), so the end must be guessed from a gap. GTK4 waits `HOLD_TIMEOUT_MS = 50` before
    /// ending a cancelled hold (`gtkeventcontrollerscroll.c`); 50 ms is also longer than three
    /// frames at 60 Hz, so a steady stream never trips it. Tunable.
    public var preciseScrollEndGapSeconds: Seconds = 0.050

    /// A precise stream whose last this-many deltas form a decaying tail (same direction, sizes
    /// never growing, see ``momentumTailMaximumRatio``) is the OS's own momentum: it ends at rest
    /// instead of flinging again (``PreciseScrollStream``).
    ///
    /// Ours, not a platform constant: OS kinetic tails decay smoothly over dozens of frames, so 10
    /// events of pure decay (83 ms at 120 Hz, 167 ms at 60 Hz) is a clear signal, while a finger's
    /// deltas jitter up and down within a few events — and a finger that really slows down for
    /// that long means to stop. Values below 3 disable the check.
    public var momentumTailMinimumEvents: Int = 10

    /// The largest last/first size ratio over those deltas that counts as decaying (ours). A tail
    /// decaying like UIKit's 0.998/ms at 60 Hz shrinks by 0.998^16.7 ≈ 0.967 per event, i.e.
    /// 0.967⁹ ≈ 0.74 over 10 events; a steady finger gives 1.
    public var momentumTailMaximumRatio: Double = 0.8

    /// The velocity estimator's window; defaults are Flutter's `VelocityTracker`.
    public var velocityTracker: VelocityTrackerConfiguration = .init()

    public init() {}

    public init(
        wheelDetentPoints: Points = 53,
        pointsPerPreciseUnit: Points = 10,
        lineStepPoints: Points = 40,
        dragSlopPoints: Points = 2,
        minFlingVelocity: PointsPerSecond = 50,
        maxFlingVelocity: PointsPerSecond = 8000,
        preciseScrollEndGapSeconds: Seconds = 0.050,
        momentumTailMinimumEvents: Int = 10,
        momentumTailMaximumRatio: Double = 0.8,
        velocityTracker: VelocityTrackerConfiguration = .init(),
        controlDragSlopPoints: Points = 18
    ) {
        self.controlDragSlopPoints = controlDragSlopPoints
        self.wheelDetentPoints = wheelDetentPoints
        self.pointsPerPreciseUnit = pointsPerPreciseUnit
        self.lineStepPoints = lineStepPoints
        self.dragSlopPoints = dragSlopPoints
        self.minFlingVelocity = minFlingVelocity
        self.maxFlingVelocity = maxFlingVelocity
        self.preciseScrollEndGapSeconds = preciseScrollEndGapSeconds
        self.momentumTailMinimumEvents = momentumTailMinimumEvents
        self.momentumTailMaximumRatio = momentumTailMaximumRatio
        self.velocityTracker = velocityTracker
    }
}

/// The sample window of a ``VelocityTracker``. Defaults are Flutter's
/// (`packages/flutter/lib/src/gestures/velocity_tracker.dart`).
public struct VelocityTrackerConfiguration: Sendable, Hashable {
    /// Samples kept in the ring: Flutter `_historySize = 20`.
    public var historySize: Int = 20
    /// Only samples this recent (relative to the newest) are fitted: Flutter `_horizonMilliseconds = 100`.
    public var horizonSeconds: Seconds = 0.100
    /// A gap this long between samples ends the window, and a pointer that has not moved for this
    /// long is at rest: Flutter `_assumePointerMoveStoppedMilliseconds = 40`.
    public var assumeStoppedSeconds: Seconds = 0.040
    /// Fewer samples than this give velocity 0: Flutter `_minSampleSize = 3`.
    public var minSampleCount: Int = 3

    public init() {}

    public init(historySize: Int = 20, horizonSeconds: Seconds = 0.100, assumeStoppedSeconds: Seconds = 0.040, minSampleCount: Int = 3) {
        self.historySize = historySize
        self.horizonSeconds = horizonSeconds
        self.assumeStoppedSeconds = assumeStoppedSeconds
        self.minSampleCount = minSampleCount
    }
}

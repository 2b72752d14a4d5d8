import DisplayList
import ScrollCore

/// The scenes a run can show, by name: an app's windows, or the playground's catalog, which the
/// `lazyscroll` executable injects (the host itself knows no scene). The runners make the scene
/// named by `--scene` from it, and the number keys switch among its scenes live.
public protocol SceneProvider {
    /// Every scene name, in the order the number keys select them.
    var names: [String] { get }
    /// Makes the scene called `name` for a window of `viewport` points, or nil if there is none.
    /// Scenes are views: they are made on the main actor, where the host runs.
    @MainActor func make(_ name: String, repeatCount: Int?, viewport: Size, measurer: any TextMeasurer) -> (any WindowContent)?
    /// The largest repeat count scene `name` takes (nil: no bound beyond the command line's).
    /// Checked before the scene is made, so a value the machine cannot hold allocates nothing.
    func maximumRepeatCount(for name: String) -> Int?
    /// Takes what the command line set for the scenes (``SceneRunSettings``) before the first is
    /// made. The default ignores it.
    @MainActor func prepare(_ settings: SceneRunSettings)
    /// Pictures for image names no file provides (the playground's procedural photos); nil: none.
    var fallbackImages: (any ImageProvider)? { get }
    /// The scenes that have keys of their own, with those keys (for `--help`). The default has none.
    var sceneKeys: [(scene: String, keys: [(key: String, action: String)])] { get }
}

extension SceneProvider {
    public func maximumRepeatCount(for name: String) -> Int? { nil }
    @MainActor public func prepare(_ settings: SceneRunSettings) {}
    public var fallbackImages: (any ImageProvider)? { nil }
    public var sceneKeys: [(scene: String, keys: [(key: String, action: String)])] { [] }
}

/// What a run's command line sets for the scenes it shows (`lazyscroll run`'s and every app's
/// options), and the host's clock for scenes that measure real time.
public struct SceneRunSettings {
    /// `--fail-pages`: the share (0…1) of page loads that fail in scenes that load pages.
    public var failPagesRate: Double
    /// `--lab-work-ms`: milliseconds of work each of the Lab's row set-ups does.
    public var labWorkMilliseconds: Double
    /// The host's monotonic clock, in seconds (the only clock read; scenes never read one
    /// themselves). The Lab calibrates its simulated work with it when a Lab page is made.
    public var now: () -> Seconds

    public init(failPagesRate: Double = 0, labWorkMilliseconds: Double = 3, now: @escaping () -> Seconds) {
        self.failPagesRate = failPagesRate
        self.labWorkMilliseconds = labWorkMilliseconds
        self.now = now
    }
}

import DisplayList
import LazyScrollViews
import ScrollCore
import ScrollHosting

/// The playground's scenes (``SceneCatalog``) as the host's scene provider: the `lazyscroll`
/// executable hands it to the runners. An app's host never sees it, so an app links none of the
/// playground's scenes and does none of its set-up (the Lab's calibration runs when a Lab page
/// is made, not at launch).
public struct CatalogSceneProvider: SceneProvider {
    public init() {}
    public var names: [String] { SceneCatalog.names }
    public func maximumRepeatCount(for name: String) -> Int? { SceneCatalog.maximumRepeatCount(for: name) }

    /// Makes a catalog scene on the main actor. The Lab's page 3 does real work sized by
    /// ``SimulatedWork``, so making the Lab calibrates that work with the host's clock first
    /// (once a process).
    @MainActor
    public func make(_ name: String, repeatCount: Int?, viewport: Size, measurer: any TextMeasurer) -> (any WindowContent)? {
        if SceneCatalog.calibratesWork(name), let now = Self.clock { SimulatedWork.calibrate(now: now) }
        return SceneCatalog.make(name, repeatCount: repeatCount, viewport: viewport, measurer: measurer)
    }

    /// `--fail-pages` and `--lab-work-ms` for the scenes made from now on; keeps the clock for the
    /// Lab's calibration.
    @MainActor
    public func prepare(_ settings: SceneRunSettings) {
        PageFailures.commandLine = PageFailures(rate: settings.failPagesRate)
        LabSettings.commandLine = LabSettings(workMilliseconds: settings.labWorkMilliseconds)
        Self.clock = settings.now
    }

    /// The procedural photos for the cards' image names.
    public var fallbackImages: (any ImageProvider)? { ProceduralPhotos() }

    public var sceneKeys: [(scene: String, keys: [(key: String, action: String)])] {
        SceneCatalog.scenesWithKeys.map { ($0, SceneCatalog.keyHelp(for: $0)) }
    }

    /// The host's clock from the last ``prepare(_:)``.
    @MainActor private static var clock: (() -> Seconds)?
}

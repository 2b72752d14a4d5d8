import DisplayList
import Scenes
import ScrollCore
import ScrollHosting

/// The scenes a run can show, by name: the playground's catalog, or an app's windows. The
/// runners make the scene named by `--scene` from it, and the number keys switch among its
/// scenes live.
public protocol SceneProvider {
    /// Every scene name, in the order the number keys select them.
    var names: [String] { get }
    /// Makes the scene called `name` for a window of `viewport` points, or nil if there is none.
    func make(_ name: String, repeatCount: Int?, viewport: Size, measurer: any TextMeasurer) -> (any DemoScene)?
    /// The largest repeat count scene `name` takes (nil: no bound beyond the command line's).
    /// Checked before the scene is made, so a value the machine cannot hold allocates nothing.
    func maximumRepeatCount(for name: String) -> Int?
}

extension SceneProvider {
    public func maximumRepeatCount(for name: String) -> Int? { nil }
}

extension SceneProvider {
    /// The scene called `name`, or the error a user sees for a name that is not there.
    func scene(_ name: String, repeatCount: Int?, viewport: Size, measurer: any TextMeasurer) throws -> any DemoScene {
        if let repeatCount, let limit = maximumRepeatCount(for: name), repeatCount > limit {
            throw LazyScrollError("--repeat for scene \(name) must be at most \(limit) (its sections are made up front), got \(repeatCount)")
        }
        guard let scene = make(name, repeatCount: repeatCount, viewport: viewport, measurer: measurer) else {
            throw LazyScrollError("unknown scene \"\(name)\" (available: \(names.joined(separator: ", ")))")
        }
        return scene
    }
}

/// The playground's demo scenes (`Scenes.SceneCatalog`).
public struct CatalogSceneProvider: SceneProvider {
    public init() {}
    public var names: [String] { SceneCatalog.names }
    public func maximumRepeatCount(for name: String) -> Int? { SceneCatalog.maximumRepeatCount(for: name) }
    /// Must be called on the main thread (the runners run there): the catalog's scenes are views.
    public func make(_ name: String, repeatCount: Int?, viewport: Size, measurer: any TextMeasurer) -> (any DemoScene)? {
        nonisolated(unsafe) let measurer = measurer
        return MainActor.assumeIsolated {
            MainThreadScene(SceneCatalog.make(name, repeatCount: repeatCount, viewport: viewport, measurer: measurer))
        }.scene
    }
}

/// A scene made on the main thread, handed back to the runner on the same thread.
private struct MainThreadScene: @unchecked Sendable {
    let scene: (any DemoScene)?
    init(_ scene: (any DemoScene)?) { self.scene = scene }
}

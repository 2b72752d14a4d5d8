import DevLoop
import Diagnostics
import Foundation
import LazyLayout
import ScrollCore
import ScrollHosting
import ScrollPhysics
import ScrollViews

extension DevSnapshot {
    /// What the user is looking at in `pipeline`: every scroll view it keeps (the window's
    /// first, then nested ones, parents first) with the element at its leading edge by data id,
    /// plus the window, the scene, the overlays on and the physics preset.
    @MainActor
    public static func capture(_ pipeline: ScrollPipeline, sceneName: String, overlays: OverlaySet, window: Window) -> DevSnapshot {
        let coordinator = pipeline.scrollViews
        let nested = coordinator.kept.filter { !$0.id.isWindow }.sorted { $0.id.depth < $1.id.depth }
        let states = ([coordinator.window] + nested).map { model -> ScrollViewState in
            let anchor = model.result.anchor
            let id = (model.content as? any ElementDataIDs)?.dataID(ofElement: anchor.index).map(StableID.init)
            return ScrollViewState(path: model.id.steps.map(PathStep.init), anchorID: id, anchorIndex: anchor.index,
                                   offsetInElement: anchor.offsetInElement)
        }
        return DevSnapshot(scene: sceneName, window: window, overlays: overlays.members.map(\.rawValue).sorted(),
                           physicsPreset: pipeline.selectedPreset.rawValue, scrollViews: states)
    }

    /// Reads the snapshot at `path` (``RunOptions/restorePath``).
    public static func load(path: String) throws -> DevSnapshot {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw LazyScrollError("cannot read the dev snapshot \(LazyScrollError.quoted(path)): \(error.localizedDescription)")
        }
        do { return try decode(data) } catch {
            throw LazyScrollError("the dev snapshot \(LazyScrollError.quoted(path)) is not one this build reads: \(error)")
        }
    }
}

extension DevSnapshot.PathStep {
    init(_ step: ScrollViewID.Step) {
        switch step {
        case let .row(element, ordinal): self = .row(StableID(element), ordinal: ordinal)
        case let .beside(ordinal): self = .beside(ordinal: ordinal)
        }
    }
}

extension RunOptions {
    /// Starts where `snapshot` was: its scene (if this app still has it), window size, overlays
    /// and physics preset. Scroll positions follow in the first frames (``DevRestorer``).
    public mutating func adopt(_ snapshot: DevSnapshot, sceneNames: [String]) {
        if sceneNames.contains(snapshot.scene) { sceneName = snapshot.scene }
        let size = Size(width: snapshot.window.width, height: snapshot.window.height)
        // The snapshot's size is the window's, over any remembered one (WindowGeometryStore).
        if (try? RunOptions.validate(size: size)) != nil { self.size = size; sizeIsExplicit = true }
        if let overlays = try? OverlaySet(parsing: snapshot.overlays.joined(separator: ",")) { self.overlays = overlays }
        if let preset = PhysicsPreset(rawValue: snapshot.physicsPreset) { self.preset = preset }
    }
}

/// Puts the scroll views of a new build where the snapshot had them: each by its path of row
/// ids and the data id of its leading element (the index when the id cannot be matched — a
/// type other than `Int`, `String`, `UUID` — or is gone), as soon as the view exists. The
/// window's scroll view exists before the first frame, so it lands there in that frame; a
/// nested one lands in the frame after the one that first lays it out.
@MainActor
public struct DevRestorer {
    /// Scroll views not placed yet.
    public private(set) var pending: [DevSnapshot.ScrollViewState]
    /// What was placed: the scroll view and the element it was put at.
    public private(set) var restored: [(id: ScrollViewID, anchor: ScrollAnchor)] = []
    /// Frames left to wait for nested views to appear.
    private var framesLeft: Int

    public init(_ snapshot: DevSnapshot, frames: Int = 30) {
        pending = snapshot.scrollViews
        framesLeft = frames
    }

    /// Whether nothing is left to do (all placed, or the frames to wait ran out).
    public var isFinished: Bool { pending.isEmpty || framesLeft <= 0 }

    /// Places the pending scroll views that exist in `pipeline` now; call before each frame's step.
    public mutating func apply(to pipeline: ScrollPipeline) {
        guard !isFinished else { return }
        framesLeft -= 1
        let coordinator = pipeline.scrollViews
        pending.removeAll { state in
            guard let id = Self.id(state.path) else { return true }          // a row id that cannot be named
            guard let model = id.isWindow ? coordinator.window : coordinator.model(id) else { return false }
            let count = model.content.elementCount
            guard count > 0 else { return true }
            let byID = state.anchorID?.hashable.flatMap { (model.content as? any ElementDataIDs)?.elementIndex(ofDataID: $0) }
            let index = byID ?? min(state.anchorIndex, count - 1)
            let anchor = ScrollAnchor(index: index, offsetInElement: state.offsetInElement)
            coordinator.restore(anchor, for: id)
            restored.append((id, anchor))
            return true
        }
    }

    /// The scroll view a snapshot path names, nil when a step's row id cannot be made again.
    static func id(_ path: [DevSnapshot.PathStep]) -> ScrollViewID? {
        var id = ScrollViewID.window
        for step in path {
            switch step {
            case let .row(element, ordinal):
                guard let value = element.hashable else { return nil }
                id = id.inRow(value, ordinal: ordinal)
            case let .beside(ordinal): id = id.beside(ordinal)
            }
        }
        return id
    }
}

/// What an app's view layer adds to a dev snapshot and takes back from one: the `@State`
/// values of the window's views and the pinned preview. The host knows no views; the app
/// library (`LazyScrollUI`) sets these when an app starts; left as they are, a snapshot
/// carries neither.
@MainActor
public enum DevViewStateHooks {
    /// The `@State` values of `content` by view identity, nil for content that is not a view tree.
    public static var capture: @MainActor (any WindowContent) -> [DevSnapshot.StateValue]? = { _ in nil }
    /// Installs `states` into `content` (now, and into views made later); nil for content that
    /// is not a view tree.
    public static var restore: @MainActor (any WindowContent, [DevSnapshot.StateValue]) -> DevStateCounts? = { _, _ in nil }
    /// What the hand-over into `content` did so far (nil: none waits any more).
    public static var counts: @MainActor (any WindowContent) -> DevStateCounts? = { _ in nil }
    /// The preview window's pinned preview, as the arguments that open it again.
    public static var pinnedPreview: @MainActor () -> [String]? = { nil }
}

extension DevSnapshot {
    /// ``capture(_:sceneName:overlays:window:)`` plus what the view layer carries: the
    /// `@State` of `content` and the pinned preview (``DevViewStateHooks``).
    @MainActor
    public static func capture(_ pipeline: ScrollPipeline, content: any WindowContent, sceneName: String,
                               overlays: OverlaySet, window: Window) -> DevSnapshot {
        var snapshot = capture(pipeline, sceneName: sceneName, overlays: overlays, window: window)
        snapshot.states = DevViewStateHooks.capture(content)
        snapshot.preview = DevViewStateHooks.pinnedPreview()
        return snapshot
    }
}

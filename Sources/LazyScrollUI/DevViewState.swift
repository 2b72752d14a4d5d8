import AppHost
import DevLoop
import LazyScrollViews

// The dev loop's hand-over of what the host cannot see (Documentation/DevLoop.md): the
// `@State` of the window's views (``StateHandOver``) and the preview window's pinned preview
// (``PreviewPin``). The host (AppHost) knows no views; an app connects them as it starts.

extension DevViewStateHooks {
    /// Connects the hooks to the view layer and the preview window (``App/main()`` calls it).
    @MainActor
    static func connectViewLayer() {
        capture = { content in
            StateHandOver.capture(from: content)?.map {
                DevSnapshot.StateValue(path: $0.path, property: $0.property, type: $0.type, json: $0.json)
            }
        }
        restore = { content, states in
            let values = states.map { StateHandOverValue(path: $0.path, property: $0.property, type: $0.type, json: $0.json) }
            return StateHandOver.restore(values, into: content).map(DevStateCounts.init)
        }
        counts = { content in StateHandOver.counts(for: content).map(DevStateCounts.init) }
        pinnedPreview = { PreviewPin.current?.arguments }
    }
}

extension DevStateCounts {
    init(_ counts: StateHandOverCounts) {
        self.init(restored: counts.restored, skipped: counts.skipped, waiting: counts.waiting)
    }
}

extension AppArguments {
    /// The arguments with the preview a dev snapshot recorded as pinned (``DevSnapshot/preview``):
    /// the relaunch after an edit shows the preview the user pinned with the picker, not the one
    /// the app was first started with. Arguments this build cannot read are ignored.
    func pinning(_ preview: [String]?) -> AppArguments {
        var arguments = self
        switch preview {
        case let pinned? where pinned.count == 2 && pinned[0] == "--preview":
            arguments.preview = pinned[1]
            arguments.canvas = false
        case ["--canvas"]?:
            arguments.preview = nil
            arguments.canvas = true
        default:
            break
        }
        return arguments
    }

    /// ``pinning(_:)`` with the preview of the snapshot `--restore` names, when it names one
    /// that reads (a snapshot that does not is reported when the window starts from it).
    func pinningRestoredPreview() -> AppArguments {
        guard let path = run.restore, let snapshot = try? DevSnapshot.load(path: path) else { return self }
        return pinning(snapshot.preview)
    }
}

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
        // The view layer's values and counts are the snapshot's own types: nothing to convert.
        capture = { content in StateHandOver.capture(from: content) }
        restore = { content, states in StateHandOver.restore(states, into: content) }
        counts = { content in StateHandOver.counts(for: content) }
        pinnedPreview = { PreviewPin.current?.arguments }
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

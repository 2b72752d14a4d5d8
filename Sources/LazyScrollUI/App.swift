import AppHost
import LazyScrollViews
import ArgumentParser
import DisplayList
import Foundation
import ScrollCore
import ScrollHosting

/// An app — SwiftUI's `App`: mark it `@main`, and its scenes open in an SDL window with every
/// LazyScroll overlay and key (`H` lists them), or render headless:
///
/// ```swift
/// @main struct ColorsApp: App {
///     var body: some Scene { WindowGroup { ColorSelectionView() } }
/// }
/// ```
///
/// The executable takes the options of `lazyscroll run` (`--headless --size --frames --fps
/// --replay --record --screenshot --report --overlay --physics`, and `--scene` to pick a
/// window group by name), and `--list-previews` / `--preview NAME` / `--canvas` for the app's
/// `#Preview`s and `PreviewProvider`s (see ``PreviewCatalog``). Differs from SwiftUI: one window at a time; the number keys switch
/// among the app's window groups.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// Parses the command line and runs the app's first window group (or `--scene NAME`).
    public static func main() async {
        let app = Self()
        let windows = app.body._windowGroups
        let fallback = String(describing: Self.self).lowercased().replacingOccurrences(of: "app", with: "")
        let provider = WindowGroupProvider(windows: windows, fallbackName: fallback.isEmpty ? "main" : fallback)
        let command = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app"
        // A file-size limit (`ulimit -f`) fails the write that passes it — reported, the old file
        // kept — instead of killing the app with SIGXFSZ mid-write (as `lazyscroll` does).
        signal(SIGXFSZ, SIG_IGN)
        do {
            // A dev-loop relaunch comes back to the preview the user pinned (DevViewState.swift).
            let arguments = try AppArguments.parse(Array(CommandLine.arguments.dropFirst())).pinningRestoredPreview()
            DevViewStateHooks.connectViewLayer()
            // A window opens Links and `openURL` with the desktop's handler; a headless run
            // (replays, CI) launches nothing.
            if !arguments.run.headless { OpenURLAction.systemHandler = { OpenURLAction.xdgOpen($0) } }
            // A window restores and saves its scenes' @SceneStorage; headless runs keep it in memory.
            if !arguments.run.headless { SceneStorageFiles.app = command }
            if arguments.listPreviews {
                print(PreviewCatalog.discover().listing)
                try StandardOutput.checkFlushed()
                return
            }
            if let name = arguments.preview {
                let catalog = PreviewCatalog.discover()
                guard let entry = catalog.entry(named: name) else {
                    let available = catalog.entries.isEmpty ? "this app has none" : "available: " + catalog.entries.map(\.key).joined(separator: ", ")
                    let note = PreviewCatalog.optimizedBuildNote.map { " " + $0 } ?? ""
                    throw LazyScrollError("unknown preview \(LazyScrollError.quoted(name)) (\(available))\(note)")
                }
                PreviewPin.current = .preview(entry.key)
                let previewProvider = WindowGroupProvider(windows: [catalog.window(for: entry)], fallbackName: entry.key)
                try await arguments.run.run(scenes: previewProvider, defaultSize: catalog.size(for: entry))
                return
            }
            if arguments.canvas {
                let catalog = PreviewCatalog.discover()
                PreviewPin.current = .canvas
                let canvas = WindowGroupProvider(windows: [catalog.browserWindow(pinned: .canvas, title: "previews")], fallbackName: "previews")
                try await arguments.run.run(scenes: canvas)
                return
            }
            try await arguments.run.run(scenes: provider)
        } catch let error as LazyScrollError {
            exitWithUserError(error.message, command: command)
        } catch {
            if AppArguments.exitCode(for: error) == .success {
                print(AppArguments.fullMessage(for: error).replacingOccurrences(of: "app-arguments", with: command))
                print("\nScenes: \(provider.names.joined(separator: ", "))")
                do { try StandardOutput.checkFlushed() } catch let error as LazyScrollError {
                    exitWithUserError(error.message, command: command)
                } catch {}
                exit(0)
            }
            let message = AppArguments.message(for: error)
            exitWithUserError(message.split(separator: "\n").first.map(String.init) ?? message, command: command)
        }
    }
}

/// The command line of an app: the shared run options.
struct AppArguments: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "A LazyScrollUI app: its window, or a headless run with PNG and JSON report.",
        discussion: """
        Keys in the window (the help panel, H, shows the same):
        \(HostKeys.plainText(sceneNames: []))
        """)
    @OptionGroup var run: RunArguments

    @Flag(name: .customLong("list-previews"), help: "List the app's previews (#Preview and PreviewProvider) and exit.")
    var listPreviews = false

    @Option(help: "Show the preview NAME (see --list-previews) instead of the app's scenes; with --headless, render it. L opens the preview picker.")
    var preview: String?

    @Flag(help: "Show all the app's previews side by side, each in its own frame at its own size (the canvas).")
    var canvas = false
}

/// A part of an app's body — SwiftUI's `Scene`. Here: ``WindowGroup``s.
@MainActor @preconcurrency
public protocol Scene {
    /// The window groups this scene is made of (implementation detail of the host).
    var _windowGroups: [_WindowGroupDescription] { get }
}

/// One window group as the host sees it.
public struct _WindowGroupDescription {
    let title: String?
    let make: @MainActor (_ name: String, _ viewport: Size, _ measurer: any TextMeasurer) -> any WindowContent
}

/// A window showing a view — SwiftUI's `WindowGroup`. Its name on the command line (`--scene`)
/// is its title in lower case with dashes, or the app's name without "App".
public struct WindowGroup<Content: View>: Scene {
    let title: String?
    let content: @MainActor () -> Content

    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        title = nil
        self.content = content
    }
    public init(_ title: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.title = title
        self.content = content
    }

    public var _windowGroups: [_WindowGroupDescription] {
        let content = self.content
        return [_WindowGroupDescription(title: title) { name, viewport, measurer in
            ViewScene(name: name, caption: self.title ?? name, rootView: content(), measurer: measurer, size: viewport,
                      sceneStorage: SceneStorageFiles.store(scene: name))
        }]
    }
}

/// Builds an app's body from its scenes — SwiftUI's `SceneBuilder`.
@MainActor @resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _SceneList {
        var windows: [_WindowGroupDescription] = []
        for scene in repeat each scenes { windows += scene._windowGroups }
        return _SceneList(windows: windows)
    }
}

/// Several scenes in one body.
public struct _SceneList: Scene {
    let windows: [_WindowGroupDescription]
    public var _windowGroups: [_WindowGroupDescription] { windows }
}

/// An app's window groups as the host's scene provider.
struct WindowGroupProvider: SceneProvider {
    let windows: [_WindowGroupDescription]
    let names: [String]

    init(windows: [_WindowGroupDescription], fallbackName: String) {
        self.windows = windows
        var names: [String] = []
        for (index, window) in windows.enumerated() {
            var name = window.title.map { $0.lowercased().split(separator: " ").joined(separator: "-") } ?? fallbackName
            if names.contains(name) { name += "-\(index + 1)" }
            names.append(name)
        }
        self.names = names
    }

    @MainActor func make(_ name: String, repeatCount: Int?, viewport: Size, measurer: any TextMeasurer) -> (any WindowContent)? {
        guard let index = names.firstIndex(of: name) else { return nil }
        return windows[index].make(name, viewport, measurer)
    }
}

/// Where an app's windows keep their `@SceneStorage` (``SceneStorageFile``): set to the app's
/// name when it opens a window; nil (headless runs, tests) keeps the values in memory.
@MainActor
enum SceneStorageFiles {
    static var app: String?

    /// The store of scene `scene`: restored from its file and saved to it, or memory only.
    static func store(scene: String) -> SceneStorageStore {
        guard let app else { return SceneStorageStore() }
        let file = SceneStorageFile.userState(app: app, scene: scene)
        guard file.path != nil else { return SceneStorageStore() }
        return SceneStorageStore(restoring: file.load(), save: { try file.save($0) })
    }
}

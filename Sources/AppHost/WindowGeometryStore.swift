import Foundation
import ScrollCore

/// A window's place on the screen: its top-left corner in screen coordinates and its size, in
/// points (SDL's window coordinates).
public struct WindowGeometry: Equatable, Sendable, Codable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The window's size.
    public var size: Size { Size(width: Double(width), height: Double(height)) }

    /// The smallest window the app lays out: the help panel and the HUD fit in it (their compact
    /// style takes over below 900 × 640). SDL is told (`SDL_SetWindowMinimumSize`, which becomes
    /// the X11 `WM_NORMAL_HINTS` minimum), but a window manager may ignore the hint and there may
    /// be none (Xvfb): the app enforces it too (``clampedToMinimum(_:)``).
    public static let minimumSize = Size(width: 640, height: 480)

    /// `size` made no smaller than ``minimumSize`` on either side: what the window lays out at
    /// when it is resized below the minimum (and what it resizes itself back to).
    public static func clampedToMinimum(_ size: Size) -> Size {
        Size(width: max(size.width, minimumSize.width), height: max(size.height, minimumSize.height))
    }

    /// Whether a remembered geometry is one a window can take: a size from the minimum to the
    /// largest window (``RunOptions/sizeRangePoints``) and a position within ±10⁶ points (a
    /// window can sit partly off a screen, or on a second one to the left, at negative x).
    public var isPlausible: Bool {
        let range = Int(Self.minimumSize.width)...Int(RunOptions.sizeRangePoints.upperBound)
        let heights = Int(Self.minimumSize.height)...Int(RunOptions.sizeRangePoints.upperBound)
        return range.contains(width) && heights.contains(height) && abs(x) <= 1_000_000 && abs(y) <= 1_000_000
    }
}

/// Remembers the window's size and position between runs, in one small JSON file in
/// LazyScroll's state directory: `$XDG_STATE_HOME/lazyscroll/window.json`, else
/// `~/.local/state/lazyscroll/window.json` — the XDG Base Directory spec's place for "state data
/// that should persist between (application) restarts, but that is not important or portable
/// enough to the user that it should be stored in $XDG_DATA_HOME", such as "current state of the
/// application that can be reused on a restart (view, layout, open files, undo history, …)"
/// (https://specifications.freedesktop.org/basedir-spec/latest/). A relative `XDG_STATE_HOME` is
/// ignored, as the spec says.
///
/// ```json
/// {"x": 240, "y": 150, "width": 1280, "height": 800}
/// ```
///
/// Reading never fails the run: a missing, unreadable, malformed or implausible file
/// (``WindowGeometry/isPlausible``) reads as nothing remembered. Writing follows the project's
/// file discipline (``OutputFile/write(_:to:what:)``: a temporary file beside it, every write
/// checked, then `rename(2)`), so a crash or a full disk leaves the old file whole.
///
/// Its own file so that other hosts (a relaunching dev mode) can hand the same geometry over.
public struct WindowGeometryStore: Sendable {
    /// The state file; nil remembers nothing (tests, headless runs, no home directory).
    public let path: String?

    public init(path: String?) { self.path = path }

    /// Remembers nothing and writes nothing.
    public static let disabled = WindowGeometryStore(path: nil)

    /// The store in the user's state directory (see the type's documentation).
    public static func userState(environment: [String: String] = ProcessInfo.processInfo.environment) -> WindowGeometryStore {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return WindowGeometryStore(path: xdg + "/lazyscroll/window.json")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return WindowGeometryStore(path: home + "/.local/state/lazyscroll/window.json")
        }
        return .disabled
    }

    /// The remembered geometry, or nil when there is none worth using (never throws).
    public func load() -> WindowGeometry? {
        guard let path, let data = FileManager.default.contents(atPath: path), data.count <= 4096 else { return nil }
        return Self.decode(data)
    }

    /// Replaces the remembered geometry (creating the directory if needed). Throws the
    /// ``LazyScrollError`` of ``OutputFile/write(_:to:what:)``; the caller decides whether that is
    /// worth more than a warning (the window only warns).
    public func save(_ geometry: WindowGeometry) throws {
        guard let path else { return }
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw LazyScrollError("cannot write window geometry \(path): cannot create \(directory)")
        }
        try OutputFile.write(Self.encode(geometry), to: path, what: "window geometry")
    }

    /// The file's bytes for `geometry`: one line of JSON, keys in a fixed order.
    public static func encode(_ geometry: WindowGeometry) -> Data {
        Data("{\"x\": \(geometry.x), \"y\": \(geometry.y), \"width\": \(geometry.width), \"height\": \(geometry.height)}\n".utf8)
    }

    /// The geometry in `data`, or nil when it is not a JSON object with four integers that
    /// make a plausible window.
    public static func decode(_ data: Data) -> WindowGeometry? {
        guard let geometry = try? JSONDecoder().decode(WindowGeometry.self, from: data), geometry.isPlausible else { return nil }
        return geometry
    }
}

extension RunOptions {
    /// The window's first geometry: the size given on the command line (`--size`, or a
    /// preview's fixed layout) wins over a remembered one, and then the window is centred;
    /// otherwise the remembered size and position, else the default size, centred. A nil
    /// position means centred.
    public func initialWindowGeometry(remembered: WindowGeometry?) -> (size: Size, x: Int?, y: Int?) {
        if !sizeIsExplicit, let remembered {
            return (remembered.size, remembered.x, remembered.y)
        }
        return (WindowGeometry.clampedToMinimum(size), nil, nil)
    }
}

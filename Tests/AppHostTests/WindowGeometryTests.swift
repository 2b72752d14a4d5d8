import AppHost
import CSDL2
import Foundation
import HostTestSupport
import Scenes
import ScrollCore
import ScrollInput
import SDLRenderer
import Testing

/// Issue 36 Must 4: the window remembers its size and position, enforces its minimum size, and a
/// replayed `S` saves a PNG. The window itself is tried under Xvfb (Documentation/Window.md);
/// these pin what can be checked without a display.
@Suite("Window geometry, minimum size and replayed screenshots")
struct WindowGeometryTests {
    /// A fresh directory under the temporary directory (not created).
    static func scratch() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("geometry-\(UUID().uuidString)").path
    }

    @Test("The geometry survives a round trip through its state file, the directory made on the way")
    func roundTrip() throws {
        let path = Self.scratch() + "/lazyscroll/window.json"
        let store = WindowGeometryStore(path: path)
        #expect(store.load() == nil, "nothing remembered yet")
        let geometry = WindowGeometry(x: -1200, y: 35, width: 1024, height: 700)  // a window on a screen left of the primary
        try store.save(geometry)
        #expect(store.load() == geometry)
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
                == "{\"x\": -1200, \"y\": 35, \"width\": 1024, \"height\": 700}\n")
        // Saved again: replaced through a temporary file beside it, which is gone afterwards.
        try store.save(WindowGeometry(x: 10, y: 20, width: 640, height: 480))
        #expect(store.load() == WindowGeometry(x: 10, y: 20, width: 640, height: 480))
        let directory = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["window.json"])
    }

    /// A file that is not a plausible geometry reads as nothing remembered: no throw, no crash.
    @Test("A corrupt or implausible state file is ignored", arguments: [
        "", "garbage", "{", "{\"x\": 1, \"y\": 2}", "{\"x\": \"1\", \"y\": 2, \"width\": 800, \"height\": 600}",
        "{\"x\": 1, \"y\": 2, \"width\": 300, \"height\": 600}",          // below the minimum width
        "{\"x\": 1, \"y\": 2, \"width\": 800, \"height\": 20000}",        // above the largest window
        "{\"x\": 1e300, \"y\": 2, \"width\": 800, \"height\": 600}",      // not an integer
        "{\"x\": 5000000, \"y\": 2, \"width\": 800, \"height\": 600}",    // beyond ±10⁶ points
        "[1, 2, 800, 600]", "\u{0}\u{1}\u{2}",
    ])
    func corruptFileIsIgnored(contents: String) throws {
        let directory = Self.scratch()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/window.json"
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        #expect(WindowGeometryStore(path: path).load() == nil)
        // The window then writes a good one over it.
        try WindowGeometryStore(path: path).save(WindowGeometry(x: 0, y: 0, width: 800, height: 600))
        #expect(WindowGeometryStore(path: path).load() == WindowGeometry(x: 0, y: 0, width: 800, height: 600))
    }

    @Test("A directory where the file should be: nothing loads, saving throws in words")
    func directoryInTheWay() throws {
        let path = Self.scratch() + "/window.json"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(WindowGeometryStore(path: path).load() == nil)
        #expect(throws: LazyScrollError.self) { try WindowGeometryStore(path: path).save(WindowGeometry(x: 0, y: 0, width: 800, height: 600)) }
    }

    /// The XDG Base Directory spec (https://specifications.freedesktop.org/basedir-spec/latest/):
    /// `$XDG_STATE_HOME`, default `$HOME/.local/state`; a relative path in the variable is ignored.
    @Test("The state file's place follows XDG_STATE_HOME, else ~/.local/state")
    func statePath() {
        #expect(WindowGeometryStore.userState(environment: ["XDG_STATE_HOME": "/s", "HOME": "/home/u"]).path == "/s/lazyscroll/window.json")
        #expect(WindowGeometryStore.userState(environment: ["XDG_STATE_HOME": "rel", "HOME": "/home/u"]).path
                == "/home/u/.local/state/lazyscroll/window.json")
        #expect(WindowGeometryStore.userState(environment: ["HOME": "/home/u"]).path == "/home/u/.local/state/lazyscroll/window.json")
        #expect(WindowGeometryStore.userState(environment: [:]).path == nil)
        #expect(WindowGeometryStore.disabled.load() == nil)
    }

    @Test("--size given wins over the remembered geometry; else the remembered one, else the default, centred")
    func sizeOnTheCommandLineWins() {
        let remembered = WindowGeometry(x: 100, y: 50, width: 900, height: 650)
        var options = RunOptions()
        let fromMemory = options.initialWindowGeometry(remembered: remembered)
        #expect(fromMemory.size == Size(width: 900, height: 650) && fromMemory.x == 100 && fromMemory.y == 50)
        let fresh = options.initialWindowGeometry(remembered: nil)
        #expect(fresh.size == Size(width: 1280, height: 800) && fresh.x == nil && fresh.y == nil)
        options.size = Size(width: 800, height: 600)
        options.sizeIsExplicit = true
        let asked = options.initialWindowGeometry(remembered: remembered)
        #expect(asked.size == Size(width: 800, height: 600) && asked.x == nil && asked.y == nil)
        // A window asked for below the minimum opens at the minimum (headless surfaces may be smaller).
        options.size = Size(width: 320, height: 240)
        #expect(options.initialWindowGeometry(remembered: nil).size == WindowGeometry.minimumSize)
    }

    /// A window manager may ignore SDL's minimum-size hint and Xvfb has none: the resize SDL
    /// reports is laid out at no less than 640 × 480 on each side.
    @Test("A resize below the minimum is laid out at the minimum", arguments: [
        (300, 200, 640.0, 480.0), (800, 300, 800, 480), (500, 900, 640, 900), (640, 480, 640, 480), (1000, 700, 1000, 700),
    ])
    func minimumSizeClampsResize(width: Int32, height: Int32, laidOutWidth: Double, laidOutHeight: Double) {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        event.window.data1 = width
        event.window.data2 = height
        var platform = SDLPlatform()
        #expect(platform.translate(event, at: 0) == .resize(Size(width: laidOutWidth, height: laidOutHeight)))
    }

    /// The live `S` saves the window's pixels into the screenshot directory; replayed, it does the
    /// same (headless: the canvas) and shows the same notice.
    @Test("A replayed S saves a PNG into --screenshot-dir")
    @MainActor func replayedScreenshotKey() async throws {
        let directory = Self.scratch()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let outcome = try await runHeadless(scene: "colors", scenes: CatalogSceneProvider(), size: Size(width: 640, height: 480), frames: 30,
                                            trace: #"{"t": 100, "type": "key", "key": "S"}"#) { $0.screenshotDirectory = directory }
        let path = directory + "/lazyscroll-colors-001.png"
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["lazyscroll-colors-001.png"])
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let pixels = try #require(bytes.withUnsafeBytes { ImageCodec.decode($0) })
        #expect(pixels.width == 640 && pixels.height == 480)
        #expect(outcome.diagnostics.toastMessage == "saved \(path) (640×480 px)")
    }

    /// The icon the window sets is the PNG in assets/ (drawn by scripts/make-icon.py).
    @Test("The app icon is assets/lazyscroll-icon.png: 64 × 64, transparent corners, the blue square inside")
    func appIcon() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../assets/lazyscroll-icon.png")
        #expect(try [UInt8](Data(contentsOf: file)) == AppIcon.png)
        let pixels = try #require(AppIcon.pixels)
        #expect(pixels.width == 64 && pixels.height == 64)
        #expect(pixels[0, 0] >> 24 == 0, "the rounded corner is transparent")
        #expect(pixels[5, 32] == 0xFF25_63EB, "inside the rounded square, left of the rows: rgb(37, 99, 235), opaque")
    }
}

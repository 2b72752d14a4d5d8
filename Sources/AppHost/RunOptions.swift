import Diagnostics
import ScrollCore
import ScrollPhysics

/// What the user asked a run to do; the CLI fills it, the runners read it.
public struct RunOptions: Sendable {
    public var sceneName = "colors"
    /// Window (or offscreen surface) size in points.
    public var size = Size(width: 1280, height: 800)
    /// Headless: frames to simulate. Window: quit after this many frames (nil = run until quit).
    public var frames: Int?
    /// Headless: the simulated frame rate.
    public var framesPerSecond: Double = 60
    public var repeatCount: Int?
    public var replayPath: String?
    public var screenshotPath: String?
    public var reportPath: String?
    public var recordPath: String?
    public var preset: PhysicsPreset = .ios
    /// Diagnostics overlays on at start (`--overlay hud,zones`); the window's keys toggle them.
    public var overlays = OverlaySet()
    /// Window: wait for the display's refresh before presenting (`--vsync off` measures throughput).
    public var vsync = true
    public init() {}

    /// Parses "WIDTHxHEIGHT" (e.g. "1280x800") into points.
    public static func parseSize(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw LazyScrollError("malformed size \"\(text)\": expected WIDTHxHEIGHT in points, e.g. 1280x800 (each 1…16384)")
        }
        return Size(width: Double(w), height: Double(h))
    }

    /// Parses `--overlay`: overlay names separated by commas (`hud,bounds,zones,physics,flash,help`),
    /// `all` for every overlay but help, `none` for none.
    public static func parseOverlays(_ text: String) throws -> OverlaySet {
        do { return try OverlaySet(parsing: text) } catch let error as OverlayParseError {
            throw LazyScrollError(error.description)
        }
    }
}

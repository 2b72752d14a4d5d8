import Diagnostics
import Foundation
import ScrollCore
import ScrollPhysics

/// What the user asked a run to do; the CLI fills it, the runners read it.
public struct RunOptions: Sendable {
    public var sceneName = "colors"
    /// Window (or offscreen surface) size in points.
    public var size = Size(width: 1280, height: 800)
    /// Whether ``size`` was asked for (`--size`, a preview's fixed layout): the window then opens
    /// at it, centred, rather than at its remembered geometry (``WindowGeometryStore``).
    public var sizeIsExplicit = false
    /// Headless: frames to simulate. Window: quit after this many frames (nil = run until quit).
    public var frames: Int?
    /// Headless: the simulated frame rate.
    public var framesPerSecond: Double = 60
    public var repeatCount: Int?
    public var replayPath: String?
    public var screenshotPath: String?
    /// Where the window's `S` key saves (nil: ``ScreenshotDirectory``'s choice).
    public var screenshotDirectory: String?
    public var reportPath: String?
    public var recordPath: String?
    public var preset: PhysicsPreset = .ios
    /// `--color-scheme dark`: the window starts in the dark appearance (the `A` key switches).
    public var darkAppearance = false
    /// Diagnostics overlays on at start (`--overlay hud,zones`); the window's keys toggle them.
    public var overlays = OverlaySet()
    /// `--fail-pages`: the share (0…1) of page loads that fail or time out in the paged scenes
    /// (feed, origami), chosen by a seeded hash so a run repeats exactly.
    public var failPagesRate = 0.0
    /// `--lab-work-ms`: the work each row's set-up does on Lab page 3 (milliseconds of this
    /// machine's time, calibrated at start; the page's figures charge exactly this much per set-up).
    public var labWorkMilliseconds = 3.0
    /// Window: wait for the display's refresh before presenting (`--vsync off` measures throughput).
    public var vsync = true
    /// Window: a CSV line per presented frame (`--frame-log`): its phases, the host's wait, the
    /// present interval and the frames it dropped, pictures uploaded and rows made.
    public var frameLogPath: String?
    /// Window: which SDL render driver draws it (`--renderer`).
    public var renderer = RendererChoice.auto
    /// Window: run as the dev loop's app (`--dev-child`): read its messages on standard input,
    /// show its banners, and write a snapshot and quit when it asks (Documentation/DevLoop.md).
    public var devChild = false
    /// Start where a dev snapshot left off (`--restore FILE`): scene, window, overlays, preset
    /// and scroll positions.
    public var restorePath: String?
    /// Headless: write a dev snapshot here when the run ends (`--dev-snapshot FILE`; the dev
    /// loop's next headless run starts from it with `--restore`).
    public var devSnapshotPath: String?
    public init() {}

    /// Pictures a frame fetches (generates or decodes, and uploads) at most; the others show a
    /// placeholder until a later frame (`SDLRenderer.imageFetchesPerFrame`). The window, the
    /// headless runner and the scene bench all draw this way. One: a procedural photo is about
    /// 6 M instructions and its card's composite at 2× about 6 M more (callgrind), so a row of
    /// eight cards scrolling in (`nested`) arrives over eight frames of ~1.5 ms extra each instead
    /// of one frame of ~140 M instructions — its scene's worst frames.
    public static let imageFetchesPerFrame = 1

    /// Window and surface sizes, in points per side: 16384 is the largest texture SDL's
    /// renderers create (`SDL_RendererInfo.max_texture_width` on common GPUs), and what the
    /// software renderer's 32-bit pixel offsets leave room for.
    public static let sizeRangePoints: ClosedRange<Double> = 1...16384

    /// The longest run in frames: one day of frames at `framesPerSecond` (86 400 s × fps), so a
    /// typo cannot start a run that outlives the user, and every frame count × 1/fps stays exact.
    public static func maximumFrames(framesPerSecond: Double) -> Int {
        Int(86_400 * framesPerSecond.rounded(.up))
    }

    /// Checks every path the run will write (``OutputFile/checkDestination(_:what:)``: absent or
    /// a regular file in a writable directory, never a device, FIFO, socket, directory or symbolic
    /// link) and that `--record` does not name the trace being replayed. Called first by both
    /// runners, so a refused path costs no work and touches no file.
    public func checkOutputPaths() throws {
        if let reportPath { try OutputFile.checkDestination(reportPath, what: "report") }
        if let screenshotPath { try OutputFile.checkDestination(screenshotPath, what: "screenshot") }
        if let frameLogPath { try OutputFile.checkDestination(frameLogPath, what: "frame log") }
        if let devSnapshotPath { try OutputFile.checkDestination(devSnapshotPath, what: "dev snapshot") }
        if let recordPath {
            if let replayPath { try OutputFile.checkNotReplayed(recordPath: recordPath, replayPath: replayPath) }
            try OutputFile.checkDestination(recordPath, what: "trace file")
        }
    }

    /// Checks `--fps` and `--frames` together (the frame limit depends on the rate).
    public static func validate(frames: Int?, framesPerSecond: Double) throws {
        guard framesPerSecond.isFinite, framesPerSecond >= 1, framesPerSecond <= 1000 else {
            throw LazyScrollError("--fps must be between 1 and 1000")
        }
        guard let frames else { return }
        let limit = maximumFrames(framesPerSecond: framesPerSecond)
        guard frames >= 1, frames <= limit else {
            throw LazyScrollError("--frames must be between 1 and \(limit) (a day at \(framesPerSecond.shortDescription) fps), got \(frames)")
        }
    }

    /// Checks a size set in code (the command line's goes through ``parseSize(_:)``).
    public static func validate(size: Size) throws {
        let range = sizeRangePoints
        guard range.contains(size.width), range.contains(size.height) else {
            throw LazyScrollError("size \(size.width)x\(size.height) is out of range: each side must be \(Int(range.lowerBound))…\(Int(range.upperBound)) points")
        }
    }

    /// Parses "WIDTHxHEIGHT" (e.g. "1280x800") into points.
    public static func parseSize(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let range = sizeRangePoints
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              range.contains(Double(w)), range.contains(Double(h)) else {
            throw LazyScrollError("malformed size \(LazyScrollError.quoted(text)): expected WIDTHxHEIGHT in points, e.g. 1280x800 (each \(Int(range.lowerBound))…\(Int(range.upperBound)))")
        }
        return Size(width: Double(w), height: Double(h))
    }

    /// Parses `--color-scheme`: `light` or `dark` (any case); true for dark.
    public static func parseColorScheme(_ text: String) throws -> Bool {
        switch text.lowercased() {
        case "light": return false
        case "dark": return true
        default: throw LazyScrollError("unknown color scheme \(LazyScrollError.quoted(text)) (available: light, dark)")
        }
    }

    /// Parses `--overlay`: overlay names separated by commas (`hud,bounds,zones,physics,flash,help`),
    /// `all` for every overlay but help, `none` for none.
    public static func parseOverlays(_ text: String) throws -> OverlaySet {
        do { return try OverlaySet(parsing: text) } catch let error as OverlayParseError {
            throw LazyScrollError(error.description)
        }
    }
}

/// The window's renderer (`--renderer auto|software|opengl`): SDL's render drivers by name.
public enum RendererChoice: String, Sendable, CaseIterable {
    /// `SDL_RENDER_DRIVER` if set, else SDL's first accelerated driver — unless it is OpenGL
    /// drawn by a software rasterizer (llvmpipe): then, and without one, `software`.
    case auto
    /// SDL's software renderer: the CPU draws into the window's surface, copied to the X server
    /// or compositor on present. The path headless runs, CI screenshots and the scene bench use.
    case software
    /// SDL's OpenGL renderer (on a machine without a GPU, Mesa's llvmpipe rasterizes on the CPU).
    case opengl

    /// The SDL driver name to ask for (nil: let SDL choose).
    public var sdlDriverName: String? { self == .auto ? nil : rawValue }

    /// Parses `--renderer`.
    public static func parse(_ text: String) throws -> RendererChoice {
        guard let choice = RendererChoice(rawValue: text.lowercased()) else {
            throw LazyScrollError("--renderer must be auto, software or opengl, got \(LazyScrollError.quoted(text))")
        }
        return choice
    }
}

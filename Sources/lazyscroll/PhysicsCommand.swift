import AppHost
import ArgumentParser
import Diagnostics
import DisplayList
import Foundation
import ScrollCore
import ScrollPhysics
import SDLRenderer

/// `lazyscroll physics`: one release simulated under a preset, without a window — printed as JSON
/// (`--json`), or drawn for every preset side by side (`--png`) to compare their feel.
///
/// The simulation and its sampling are ``FlingReport`` (ScrollPhysics, pure); the picture is
/// ``TrajectoryPlot`` (Diagnostics, a display list) rasterised by ``SDLRenderer`` into an
/// ``OffscreenCanvas``. Bad arguments throw ``LazyScrollError`` (one line on stderr, exit 2).
struct PhysicsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "physics",
        abstract: "Simulate a fling (or a spring-back) under a physics preset; print it as JSON or plot all presets.",
        discussion: """
        A fling starts at offset 0 with --velocity (pt/s, clipped to 8000 as a release is) in content that
        never ends. With --overscroll X it starts X pt past the leading edge instead and springs back.
        Examples:
          lazyscroll physics --preset ios --velocity 3000 --json
          lazyscroll physics --velocity 3000 --png presets.png
        """)

    /// The PNG's size in pixels (points at scale 1): the default window size.
    static let plotSize = Size(width: 1280, height: 800)

    @Option(help: "Physics preset: \(PhysicsPreset.allCases.map(\.rawValue).joined(separator: ", ")).")
    var preset = "ios"

    @Option(parsing: .unconditional, help: "Release velocity in points per second (negative scrolls back).")
    var velocity: Double

    @Option(parsing: .unconditional, help: "Samples per second (1…1000).")
    var fps: Double = 60

    @Option(parsing: .unconditional, help: "Viewport extent in points: a paging preset's page, the rubber band's scale.")
    var viewport: Double = 800

    @Option(parsing: .unconditional, help: "Start this many points past the leading edge and simulate the spring-back.")
    var overscroll: Double?

    @Flag(help: "Print the simulation as JSON: preset, velocity, distance, durationSeconds, samples [{t, offset, velocity}].")
    var json = false

    @Option(help: "Draw offset and velocity over time for all presets side by side into this PNG file.")
    var png: String?

    /// The validated preset.
    func validatedPreset() throws -> PhysicsPreset {
        guard let preset = PhysicsPreset(rawValue: preset) else {
            throw LazyScrollError("unknown physics preset \(LazyScrollError.quoted(preset)) (available: \(PhysicsPreset.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard velocity.isFinite else { throw LazyScrollError("--velocity must be a finite number of points per second") }
        guard fps.isFinite, fps >= 1, fps <= 1000 else { throw LazyScrollError("--fps must be between 1 and 1000") }
        guard viewport.isFinite, viewport >= 1, viewport <= 100_000 else {
            throw LazyScrollError("--viewport must be between 1 and 100000 points")
        }
        if let overscroll, !(overscroll.isFinite && overscroll >= 0 && overscroll <= viewport) {
            throw LazyScrollError("--overscroll must be between 0 and the viewport (\(viewport.shortDescription) points)")
        }
        if let png, png.isEmpty { throw LazyScrollError("--png needs a file path") }
        if let png { try OutputFile.checkDestination(png, what: "PNG") }
        return preset
    }

    func report(for preset: PhysicsPreset) -> FlingReport {
        FlingReport(preset: preset, velocity: velocity, framesPerSecond: fps, viewportPoints: viewport, overscrollPoints: overscroll)
    }

    func run() throws {
        let preset = try validatedPreset()
        let report = report(for: preset)
        if json {
            print(report.json())
        } else if png == nil {
            print("\(preset.rawValue): \(Self.summary(report)) (\(report.samples.count) samples at \(fps.shortDescription) fps)")
        }
        if let png { try writePlot(to: png) }
    }

    /// "1498.5 pt in 4.00 s".
    static func summary(_ report: FlingReport) -> String {
        String(format: "%.1f pt in %.2f s", report.distance, report.durationSeconds)
    }

    /// Every preset's trajectory, side by side on shared axes.
    func writePlot(to path: String) throws {
        let series = PhysicsPreset.allCases.map { preset in
            let report = report(for: preset)
            return TrajectoryPlot.Series(title: preset.rawValue, caption: Self.summary(report), samples: report.samples)
        }
        let velocityText = report(for: .ios).velocity.shortDescription
        let title = overscroll.map { "Spring-back from \($0.shortDescription) pt of overscroll, released at \(velocityText) pt/s" }
            ?? "Fling at \(velocityText) pt/s: offset and velocity over time"
        let subtitle = "every preset on the same axes · viewport \(viewport.shortDescription) pt · samples at \(fps.shortDescription) fps · dot = at rest"
        let fonts: FontLibrary
        let canvas: OffscreenCanvas
        do {
            fonts = try FontLibrary()
            canvas = try OffscreenCanvas(widthPixels: Int(Self.plotSize.width), heightPixels: Int(Self.plotSize.height))
        } catch {
            throw LazyScrollError("cannot draw the plot: \(error)")
        }
        var list = DisplayList()
        TrajectoryPlot().drawComparison(series, title: title, subtitle: subtitle,
                                        in: Rect(origin: .zero, size: Self.plotSize), measurer: fonts, into: &list)
        let renderer = SDLRenderer(renderer: canvas.renderer, fonts: fonts)
        _ = renderer.render(list)
        try OutputFile.writePNG(of: canvas, to: path, what: "PNG")
    }
}

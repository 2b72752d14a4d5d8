import DisplayList
import Foundation
import ScrollCore
import ScrollHosting

extension SceneProvider {
    /// The scene called `name`, or the error a user sees for a name that is not there.
    @MainActor
    func scene(_ name: String, repeatCount: Int?, viewport: Size, measurer: any TextMeasurer) throws -> any WindowContent {
        if let repeatCount, let limit = maximumRepeatCount(for: name), repeatCount > limit {
            throw LazyScrollError("--repeat for scene \(name) must be at most \(limit) (its sections are made up front), got \(repeatCount)")
        }
        guard let scene = make(name, repeatCount: repeatCount, viewport: viewport, measurer: measurer) else {
            throw LazyScrollError("unknown scene \"\(name)\" (available: \(names.joined(separator: ", ")))")
        }
        scene.setDateAtTimeZero(HostCalendar.dateAtTimeZero)
        return scene
    }

    /// Hands the provider the run's settings and the host's clock (``MonotonicClock``).
    @MainActor
    func prepare(for options: RunOptions) {
        prepare(SceneRunSettings(failPagesRate: options.failPagesRate, labWorkMilliseconds: options.labWorkMilliseconds,
                                 now: MonotonicClock().seconds))
    }
}

/// The host's one read of the calendar clock: the date of frame time 0, taken when the first
/// scene is made (at launch). Every scene made in the run gets it (``WindowContent/setDateAtTimeZero(_:)``),
/// so `Text(date, style: .relative)` agrees with dates the app computed from `Date()` at launch.
enum HostCalendar {
    @MainActor static let dateAtTimeZero = Date()
}

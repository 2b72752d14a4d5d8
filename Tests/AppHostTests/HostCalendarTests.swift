@testable import AppHost
import DisplayList
import Foundation
import LazyScrollViews
import ScrollCore
import ScrollHosting
import Testing

/// A provider of one view tree, kept so the test can read what it drew.
@MainActor
private final class OneViewProvider<V: View>: SceneProvider {
    let view: V
    var scene: ViewScene<V>?
    init(_ view: V) { self.view = view }
    nonisolated var names: [String] { ["one"] }
    func make(_ name: String, repeatCount: Int?, viewport: Size, measurer: any TextMeasurer) -> (any WindowContent)? {
        let made = ViewScene(name: name, rootView: view, measurer: measurer, size: viewport)
        scene = made
        return made
    }
}

@MainActor
@Suite("The host's calendar date")
struct HostCalendarTests {
    /// https://developer.apple.com/documentation/swiftui/text/datestyle/relative — "A style
    /// displaying a date as relative to now". The host hands every scene it makes the date of
    /// frame time 0 (read once, at launch), so a date an app computed from `Date()` shows as the
    /// time since it, not as the time since the graph's default (2001-01-01), and nothing in
    /// the view reads a clock.
    ///
    /// The launch date is read once a process, so the date shown is computed from it, not from
    /// `Date()` now: in a test run that has been going for minutes the two differ.
    @Test func relativeTextMeasuresFromTheLaunchDate() async throws {
        let shown = HostCalendar.dateAtTimeZero.addingTimeInterval(-(2 * 3600 + 23 * 60 + 30))
        let provider = OneViewProvider(Text(shown, style: .relative))
        var options = RunOptions()
        options.sceneName = "one"
        options.size = Size(width: 400, height: 200)
        options.frames = 3
        _ = try await HeadlessRunner(options: options, scenes: provider).run()
        let drawn = try #require(provider.scene).host.render(at: 0.05).description
        #expect(HostCalendar.dateAtTimeZero <= Date())
        #expect(drawn.contains("\"2 hours, 23 minutes\""), "\(drawn)")
    }
}

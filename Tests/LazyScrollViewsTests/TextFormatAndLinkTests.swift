import DisplayList
import Foundation
import Observation
import Testing
@testable import LazyScrollViews

@MainActor
private final class Opened { var urls: [URL] = [] }

@MainActor
private struct OpensWithEnvironment: View {
    let opened: Opened
    @Environment(\.openURL) var openURL
    var body: some View {
        Text("help").onTapGesture { openURL(URL(string: "https://example.org/help")!) }
    }
}

@MainActor
@Suite("Text formats, Link and openURL")
struct TextFormatAndLinkTests {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:format:) — the text is the
    /// format style's output.
    @Test func formatStyle() {
        let en = Locale(identifier: "en_US")
        #expect(makeHost(Text(3.14159, format: .number.precision(.fractionLength(2)).locale(en))).displayList.description
                .contains("\"3.14\""))
        #expect(makeHost(Text(0.25, format: .percent.locale(en))).displayList.description.contains("\"25%\""))
    }

    /// https://developer.apple.com/documentation/swiftui/text/datestyle — `.date` is the long
    /// date ("June 3, 2019"), `.time` the shortened time: Foundation's styles of those names.
    @Test func dateStyles() {
        let date = Date(timeIntervalSince1970: 1_559_563_380)   // 2019-06-03 12:03 UTC
        let long = date.formatted(Date.FormatStyle(date: .long, time: .omitted))
        let short = date.formatted(Date.FormatStyle(date: .omitted, time: .shortened))
        #expect(makeHost(Text(date, style: .date)).displayList.description.contains("\"\(long)\""))
        #expect(makeHost(Text(date, style: .time)).displayList.description.contains("\"\(short)\""))
    }

    /// The relative styles, from a given now: "2 hours, 23 minutes", "+2 hours", "2:23:05".
    @Test(arguments: [(Text.DateStyle.relative, "2 hours, 23 minutes"), (.offset, "+2 hours"), (.timer, "2:23:05")])
    func relativeStyles(style: Text.DateStyle, expected: String) {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let later = now.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
        #expect(style.format(later, now: now) == expected)
    }

    /// https://developer.apple.com/documentation/swiftui/text/datestyle/timer — "A style
    /// displaying a date as timer": SwiftUI's timer text counts on by itself. Here the host's
    /// frame date moves it: 150 s after `start` at frame time 0 reads "2:30", two seconds of
    /// frames later "2:32" — no clock is read by the view.
    @Test func timerTicksWithTheFramesDate() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let host = ViewHost(rootView: Text(start, style: .timer), size: CGSize(width: 300, height: 200),
                            measurer: FixedAdvanceTextMeasurer())
        host.graph.dateAtTimeZero = start.addingTimeInterval(150)
        host.update(size: host.size, at: 0)
        #expect(host.render(at: 0).description.contains("\"2:30\""))
        host.update(size: host.size, at: 1.5)
        #expect(host.render(at: 1.5).description.contains("\"2:31\""))
        host.update(size: host.size, at: 2)
        #expect(host.render(at: 2).description.contains("\"2:32\""))
        #expect(host.graph.now == start.addingTimeInterval(152))
    }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale — a date's
    /// style is written in the environment's locale and time zone: the same instant is
    /// "June 3, 2019" in en_US/UTC and "3. Juni 2019" in de_DE/UTC (Foundation's long date).
    @Test func dateStyleUsesTheEnvironmentsLocaleAndTimeZone() {
        let date = Date(timeIntervalSince1970: 1_559_563_380)   // 2019-06-03 12:03 UTC
        let utc = TimeZone(identifier: "UTC")!
        func shown(_ identifier: String) -> String {
            makeHost(Text(date, style: .date).environment(\.locale, Locale(identifier: identifier)).environment(\.timeZone, utc))
                .displayList.description
        }
        #expect(shown("en_US").contains("\"June 3, 2019\""))
        #expect(shown("de_DE").contains("\"3. Juni 2019\""))
        // The time zone moves the day: 23:00 UTC on June 3 is 08:00 on June 4 in Tokyo (UTC+9).
        let late = Date(timeIntervalSince1970: 1_559_602_800)   // 2019-06-03 23:00 UTC
        let tokyo = makeHost(Text(late, style: .date).environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)).displayList.description
        #expect(tokyo.contains("\"June 4, 2019\""))
    }

    /// https://developer.apple.com/documentation/swiftui/link — a tap opens the destination
    /// through the environment's `openURL` (https://developer.apple.com/documentation/swiftui/openurlaction),
    /// here an injected one: tests never launch `xdg-open`.
    @Test func linkAndOpenURLUseTheEnvironmentsAction() {
        let opened = Opened()
        // The handler is `@MainActor` (as the views that call it are): it appends straight to the log.
        let action = OpenURLAction { url in opened.urls.append(url); return .handled }
        let url = URL(string: "https://www.swift.org")!
        let host = makeHost(VStack {
            Link("Swift", destination: url)
            OpensWithEnvironment(opened: opened)
        }.environment(\.openURL, action))
        #expect(host.displayList.description.contains("text \"Swift\"") && host.displayList.description.contains("#007aff"),
                "drawn as a button, in the accent colour")
        for target in host.tapTargets { host.tap(at: CGPoint(x: target.rect.midX, y: target.rect.midY)) }
        host.update(size: host.size, at: 0.1)
        #expect(opened.urls == [url, URL(string: "https://example.org/help")!])
        // With no app host, the default action reports the URL and launches nothing.
        #expect(OpenURLAction.systemHandler == nil)
    }
}

/// `Text(_:format:)` in the environment's locale: the style is given it through
/// `FormatStyle.locale(_:)` (https://developer.apple.com/documentation/foundation/formatstyle/locale(_:):
/// "Modifies the format style to use the specified locale"), when the text is written and again
/// when an ancestor's locale changes.
@MainActor
@Suite("Text(_:format:) in the environment's locale")
struct TextFormatLocaleTests {
    @Observable @MainActor
    final class Region { var locale = Locale(identifier: "de_DE") }

    struct Price: View {
        let region: Region
        var body: some View {
            Text(3.5, format: .currency(code: "EUR"))
                .environment(\.locale, region.locale)
        }
    }

    @Test("a currency in de_DE, then in en_US when the environment's locale changes")
    func followsTheEnvironmentsLocale() {
        let region = Region()
        let driver = ScrollDriver(Price(region: region))
        let german = (3.5).formatted(.currency(code: "EUR").locale(Locale(identifier: "de_DE")))
        let american = (3.5).formatted(.currency(code: "EUR").locale(Locale(identifier: "en_US")))
        #expect(german != american)
        #expect(driver.texts[german] != nil, "\(driver.texts.keys)")
        region.locale = Locale(identifier: "en_US")
        driver.frame()
        #expect(driver.texts[american] != nil, "\(driver.texts.keys)")
    }

    @Test("equal values and styles are equal texts; another value is not")
    func equality() {
        #expect(Text(2.0, format: .number) == Text(2.0, format: .number))
        #expect(Text(2.0, format: .number) != Text(3.0, format: .number))
        #expect(Text(2.0, format: .number) != Text(2.0, format: .percent))
    }
}

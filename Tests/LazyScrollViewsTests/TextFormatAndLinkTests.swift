import DisplayList
import Foundation
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

    /// https://developer.apple.com/documentation/swiftui/link — a tap opens the destination
    /// through the environment's `openURL` (https://developer.apple.com/documentation/swiftui/openurlaction),
    /// here an injected one: tests never launch `xdg-open`.
    @Test func linkAndOpenURLUseTheEnvironmentsAction() {
        let opened = Opened()
        let action = OpenURLAction { url in MainActor.assumeIsolated { opened.urls.append(url) }; return .handled }
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

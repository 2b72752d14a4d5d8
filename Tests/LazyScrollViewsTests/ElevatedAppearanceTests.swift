import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// A sheet's content is a level above what it covers: UIKit presents it with the trait
// `userInterfaceLevel` `.elevated` (https://developer.apple.com/documentation/uikit/uiuserinterfacelevel),
// and the system backgrounds resolve to lighter greys there in the dark appearance, so a dark
// sheet stands apart from the black window under it. The values are UIKit's as Flutter's
// `CupertinoColors` copies them (`darkElevatedColor`, e.g.
// https://api.flutter.dev/flutter/cupertino/CupertinoColors/systemBackground-constant.html):
// systemBackground black → (28, 28, 30); secondarySystemGroupedBackground (28, 28, 30) →
// (44, 44, 46); systemGroupedBackground black → (28, 28, 30). Light values do not change.

@MainActor
private struct SettingsWithSheet: View {
    var body: some View {
        List { Text("Window row") }
            .sheet(isPresented: .constant(true)) {
                List { Text("Sheet row") }
            }
            .preferredColorScheme(.dark)
    }
}

@MainActor
private struct PlainSheet: View {
    let scheme: ColorScheme
    var body: some View {
        Text("Root")
            .sheet(isPresented: .constant(true)) {
                Text("Sheet").frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color(DynamicColor.secondarySystemBackground))
            }
            .preferredColorScheme(scheme)
    }
}

@MainActor
@Suite("Elevated appearance (sheets)")
struct ElevatedAppearanceTests {
    private func fills(_ host: ViewHost) -> [RGBAColor] {
        host.displayList.commands.compactMap {
            switch $0 {
            case .fillRect(_, let c), .fillRoundedRect(_, _, let c): c
            default: nil
            }
        }
    }
    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> RGBAColor { RGBAColor(r8: r, g8: g, b8: b) }

    @Test("the DynamicColor backgrounds: elevated dark values, light and base dark unchanged")
    func values() {
        #expect(DynamicColor.systemBackground.resolved(isDark: true, elevated: true) == Self.rgb(28, 28, 30))
        #expect(DynamicColor.systemBackground.resolved(isDark: true, elevated: false) == Self.rgb(0, 0, 0))
        #expect(DynamicColor.systemBackground.resolved(isDark: false, elevated: true) == Self.rgb(255, 255, 255))
        #expect(DynamicColor.secondarySystemGroupedBackground.resolved(isDark: true, elevated: true) == Self.rgb(44, 44, 46))
        #expect(DynamicColor.tertiarySystemBackground.resolved(isDark: true, elevated: true) == Self.rgb(58, 58, 60))
        // Colours with no elevated value are the dark one.
        #expect(DynamicColor.label.resolved(isDark: true, elevated: true) == DynamicColor.label.dark)
        #expect(DynamicColor.systemBackground.opacity(0.5).resolved(isDark: true, elevated: true) == Self.rgb(28, 28, 30).opacity(0.5))
    }

    @Test("a dark sheet's page and its list are the elevated greys; the window's list under it keeps black and (28, 28, 30)")
    func darkSheetIsElevated() throws {
        let host = makeHost(SettingsWithSheet(), width: 390, height: 844)
        host.update(size: host.size, at: 1)
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        let drawn = fills(host)
        // Under the sheet: the grouped page black, the card (28, 28, 30).
        #expect(drawn.contains(Self.rgb(28, 28, 30)))
        // The sheet: its page and grouped background (28, 28, 30), its card (44, 44, 46).
        #expect(drawn.contains(Self.rgb(44, 44, 46)), "the sheet's row card: \(Set(drawn.map(\.description)))")
        let sheetRow = try #require(host.displayList.commands.firstIndex {
            if case .text(let s, _, _, _) = $0 { s == "Sheet row" } else { false }
        })
        let windowRow = try #require(host.displayList.commands.firstIndex {
            if case .text(let s, _, _, _) = $0 { s == "Window row" } else { false }
        })
        // The window's list is drawn first (under), the sheet's after: the last card fill before
        // each row's text is that row's card.
        func cardBefore(_ index: Int) -> RGBAColor? {
            for command in host.displayList.commands[..<index].reversed() {
                if case .fillRoundedRect(_, _, let c) = command { return c }
                if case .fillRect(_, let c) = command, c.alpha == 1 { return c }
            }
            return nil
        }
        #expect(cardBefore(windowRow) == Self.rgb(28, 28, 30))
        #expect(cardBefore(sheetRow) == Self.rgb(44, 44, 46))
    }

    @Test("a colour drawn inside a sheet resolves at the elevated level; in light, as everywhere", arguments: [ColorScheme.dark, .light])
    func colourInsideASheet(scheme: ColorScheme) {
        let host = makeHost(PlainSheet(scheme: scheme), width: 390, height: 844)
        host.update(size: host.size, at: 1)
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        let expected = scheme == .dark ? Self.rgb(44, 44, 46) : Self.rgb(242, 242, 247)
        #expect(fills(host).contains(expected), "\(Set(fills(host).map(\.description)))")
    }
}

import DisplayList
import Foundation
import Observation
import Testing
@testable import LazyScrollViews

// Dark mode: `ColorScheme` (https://developer.apple.com/documentation/swiftui/colorscheme), the
// `colorScheme` environment value (https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme),
// `preferredColorScheme(_:)` (https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:))
// and the dynamic system colours, which resolve when drawn from the scheme of the environment
// they are drawn in (UIKit's "UI element colors":
// https://developer.apple.com/documentation/uikit/ui-element-colors).

/// The dynamic colours' values, pinned: (name, light RGBA bytes, dark RGBA bytes).
/// Sources: the system colours and greys, Apple's HIG "Color" page, "System colors" for iOS
/// (https://developer.apple.com/design/human-interface-guidelines/color), Default light / dark
/// as published for iOS 15–18; the UI element colours, UIKit's values as Flutter's
/// `CupertinoColors` copies them (e.g.
/// https://api.flutter.dev/flutter/cupertino/CupertinoColors/separator-constant.html), alphas
/// as UIKit's fractions rounded to bytes (0.29 → 74, 0.6 → 153, 0.3 → 77, 0.18 → 46).
private let palette: [(String, [Int], [Int])] = [
    ("label", [0, 0, 0, 255], [255, 255, 255, 255]),
    ("secondaryLabel", [60, 60, 67, 153], [235, 235, 245, 153]),
    ("tertiaryLabel", [60, 60, 67, 77], [235, 235, 245, 77]),
    ("quaternaryLabel", [60, 60, 67, 46], [235, 235, 245, 41]),
    ("placeholderText", [60, 60, 67, 77], [235, 235, 245, 77]),
    ("link", [0, 122, 255, 255], [9, 132, 255, 255]),
    ("separator", [60, 60, 67, 74], [84, 84, 88, 153]),
    ("opaqueSeparator", [198, 198, 200, 255], [56, 56, 58, 255]),
    ("systemFill", [120, 120, 128, 51], [120, 120, 128, 92]),
    ("secondarySystemFill", [120, 120, 128, 41], [120, 120, 128, 82]),
    ("tertiarySystemFill", [118, 118, 128, 31], [118, 118, 128, 61]),
    ("quaternarySystemFill", [116, 116, 128, 20], [118, 118, 128, 46]),
    ("systemBackground", [255, 255, 255, 255], [0, 0, 0, 255]),
    ("secondarySystemBackground", [242, 242, 247, 255], [28, 28, 30, 255]),
    ("tertiarySystemBackground", [255, 255, 255, 255], [44, 44, 46, 255]),
    ("systemGroupedBackground", [242, 242, 247, 255], [0, 0, 0, 255]),
    ("secondarySystemGroupedBackground", [255, 255, 255, 255], [28, 28, 30, 255]),
    ("tertiarySystemGroupedBackground", [242, 242, 247, 255], [44, 44, 46, 255]),
    ("systemGray", [142, 142, 147, 255], [142, 142, 147, 255]),
    ("systemGray2", [174, 174, 178, 255], [99, 99, 102, 255]),
    ("systemGray3", [199, 199, 204, 255], [72, 72, 74, 255]),
    ("systemGray4", [209, 209, 214, 255], [58, 58, 60, 255]),
    ("systemGray5", [229, 229, 234, 255], [44, 44, 46, 255]),
    ("systemGray6", [242, 242, 247, 255], [28, 28, 30, 255]),
    ("systemRed", [255, 59, 48, 255], [255, 69, 58, 255]),
    ("systemOrange", [255, 149, 0, 255], [255, 159, 10, 255]),
    ("systemYellow", [255, 204, 0, 255], [255, 214, 10, 255]),
    ("systemGreen", [52, 199, 89, 255], [48, 209, 88, 255]),
    ("systemMint", [0, 199, 190, 255], [102, 212, 207, 255]),
    ("systemTeal", [48, 176, 199, 255], [64, 200, 224, 255]),
    ("systemCyan", [50, 173, 230, 255], [100, 210, 255, 255]),
    ("systemBlue", [0, 122, 255, 255], [10, 132, 255, 255]),
    ("systemIndigo", [88, 86, 214, 255], [94, 92, 230, 255]),
    ("systemPurple", [175, 82, 222, 255], [191, 90, 242, 255]),
    ("systemPink", [255, 45, 85, 255], [255, 55, 95, 255]),
    ("systemBrown", [162, 132, 94, 255], [172, 142, 104, 255]),
]

private func bytes(_ c: RGBAColor) -> [Int] { let b = c.bytes; return [Int(b.r), Int(b.g), Int(b.b), Int(b.a)] }

private func environment(_ scheme: ColorScheme) -> EnvironmentValues {
    var env = EnvironmentValues()
    env.colorScheme = scheme
    return env
}

/// The colour each string was drawn in.
@MainActor
private func textColors(_ list: DisplayList) -> [String: RGBAColor] {
    var found: [String: RGBAColor] = [:]
    for command in list.commands {
        if case .text(let text, _, _, let color) = command { found[text] = color }
    }
    return found
}

@Observable @MainActor private final class SchemeChoice {
    var scheme: ColorScheme?
    init(_ scheme: ColorScheme?) { self.scheme = scheme }
}

/// Says which scheme it sees, as apps branch on it.
private struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme
    let prefix: String
    var body: some View { Text("\(prefix) \(colorScheme == .dark ? "dark" : "light")") }
}

/// A window whose deepest view states the preference the model holds.
private struct Preferring: View {
    let choice: SchemeChoice
    var body: some View {
        VStack {
            SchemeLabel(prefix: "top")
            HStack { Text("Deep").preferredColorScheme(choice.scheme) }
        }
    }
}

@MainActor
@Suite struct DarkModeTests {
    @Test(arguments: palette)
    func theSystemColoursHaveApplesValuesInBothSchemes(_ entry: (String, [Int], [Int])) throws {
        let (name, light, dark) = entry
        let color = try #require(DynamicColor.named.first { $0.name == name }?.color, "no colour \(name)")
        #expect(bytes(color.resolved(isDark: false)) == light, "\(name) light")
        #expect(bytes(color.resolved(isDark: true)) == dark, "\(name) dark")
    }

    @Test func thePaletteIsComplete() {
        #expect(DynamicColor.named.count == palette.count)
        #expect(Set(DynamicColor.named.map(\.name)) == Set(palette.map(\.0)))
    }

    /// SwiftUI's `Color` statics are the dynamic system colours
    /// (https://developer.apple.com/documentation/swiftui/color/primary: "the primary content
    /// colour" adapts); `.white`, `.black` and component colours are fixed.
    @Test func colorStaticsResolveFromTheEnvironment() {
        let light = environment(.light), dark = environment(.dark)
        #expect(Color.primary.resolve(in: light) == Color.Resolved(red: 0, green: 0, blue: 0))
        #expect(Color.primary.resolve(in: dark) == Color.Resolved(red: 1, green: 1, blue: 1))
        #expect(bytes(Color.secondary.resolved(in: dark)) == [235, 235, 245, 153])
        #expect(bytes(Color.red.resolved(in: dark)) == [255, 69, 58, 255])
        #expect(bytes(Color.blue.resolved(in: dark)) == [10, 132, 255, 255])
        #expect(bytes(Color.accentColor.resolved(in: dark)) == [10, 132, 255, 255])
        #expect(bytes(Color.tertiary.resolved(in: dark)) == [235, 235, 245, 77])
        let fixed: [LazyScrollViews.Color] = [LazyScrollViews.Color.white, LazyScrollViews.Color.black, LazyScrollViews.Color.clear, Color(red: 0.2, green: 0.4, blue: 0.6)]
        for fixed in fixed {
            #expect(fixed.resolve(in: light) == fixed.resolve(in: dark))
        }
        // Opacity keeps a colour dynamic: each appearance's value at half its alpha.
        #expect(bytes(Color.primary.opacity(0.5).resolved(in: dark)) == [255, 255, 255, 128])
        #expect(EnvironmentValues().colorScheme == .light)
        #expect(dark.colorSchemeContrast == .standard)
    }

    /// `Color.Resolved`'s components (https://developer.apple.com/documentation/swiftui/color/resolved):
    /// sRGB, and linear through the sRGB transfer function (0.5 → ((0.5 + 0.055) / 1.055)^2.4 ≈ 0.2140).
    @Test func resolvedColorsHaveSRGBAndLinearComponents() {
        let grey = Color(white: 0.5).resolve(in: EnvironmentValues())
        #expect(grey.red == 0.5 && grey.opacity == 1)
        #expect(abs(grey.linearRed - 0.21404) < 0.0001)
        #expect(Color(grey).resolve(in: environment(.dark)) == grey)
    }

    /// "Doing so changes the color scheme of the given view and its child views but *not* the
    /// views above it" (EnvironmentValues.colorScheme): a subtree drawn dark beside a light one.
    @Test func anEnvironmentOverrideRecoloursOnlyItsSubtree() {
        let host = makeHost(VStack {
            Text("Outside")
            SchemeLabel(prefix: "outer")
            VStack {
                Text("Inside")
                SchemeLabel(prefix: "inner")
                Text("Red").foregroundStyle(.red)
            }
            .environment(\.colorScheme, .dark)
        }, width: 300, height: 300)
        let colors = textColors(host.displayList)
        #expect(colors["Outside"].map(bytes) == [0, 0, 0, 255])
        #expect(colors["Inside"].map(bytes) == [255, 255, 255, 255])
        #expect(colors["Red"].map(bytes) == [255, 69, 58, 255])
        #expect(colors["outer light"] != nil)
        #expect(colors["inner dark"] != nil)
        #expect(host.colorScheme == .light)
    }

    /// A `List` in the dark appearance: black page, (28, 28, 30) cards, white labels, the dark
    /// separator — iOS's grouped backgrounds and label colours in dark mode.
    @Test func aListInTheDarkDrawsDarkBackgroundsAndLightLabels() {
        let host = makeHost(List { Text("Inbox"); Text("Sent") }.preferredColorScheme(.dark), width: 300, height: 400)
        let fills = drawnFills(in: host.displayList)
        let colors = Set(fills.map { bytes($0.color) })
        #expect(colors.contains([0, 0, 0, 255]), "the page: systemGroupedBackground dark")
        #expect(colors.contains([28, 28, 30, 255]), "the cards: secondarySystemGroupedBackground dark")
        #expect(colors.contains([84, 84, 88, 153]), "the separator between the rows")
        #expect(!colors.contains([242, 242, 247, 255]) && !colors.contains([255, 255, 255, 255]), "nothing light")
        let texts = textColors(host.displayList)
        #expect(texts["Inbox"].map(bytes) == [255, 255, 255, 255])
        #expect(texts["Sent"].map(bytes) == [255, 255, 255, 255])

        // The same list, light: the values it always had.
        let light = makeHost(List { Text("Inbox"); Text("Sent") }, width: 300, height: 400)
        let lightColors = Set(drawnFills(in: light.displayList).map { bytes($0.color) })
        #expect(lightColors.contains([242, 242, 247, 255]) && lightColors.contains([255, 255, 255, 255]))
        #expect(textColors(light.displayList)["Inbox"].map(bytes) == [0, 0, 0, 255])
    }

    /// "The value that you set propagates up through the view hierarchy to the enclosing
    /// presentation" — so a view beside the one that set it, above in the tree, is dark too —
    /// and `nil` gives the choice back to the system (preferredColorScheme(_:)).
    @Test func aPreferenceDeepInsideRecoloursTheWindowAndGoesAwayWithNil() {
        let choice = SchemeChoice(.dark)
        let host = makeHost(Preferring(choice: choice))
        #expect(host.colorScheme == .dark)
        #expect(textColors(host.displayList)["top dark"].map(bytes) == [255, 255, 255, 255])

        choice.scheme = nil
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        #expect(host.colorScheme == .light)
        #expect(textColors(host.displayList)["top light"].map(bytes) == [0, 0, 0, 255])

        // The system's setting (the playground's `--color-scheme`, `A`) when no view prefers one.
        host.systemColorScheme = .dark
        host.update(size: host.size, at: 2)
        host.render(at: 2)
        #expect(textColors(host.displayList)["top dark"] != nil)
        // A view's preference overrides the system's ("overrides the user's Dark Mode selection").
        choice.scheme = .light
        host.update(size: host.size, at: 3)
        host.render(at: 3)
        #expect(host.colorScheme == .light)
        #expect(textColors(host.displayList)["top light"] != nil)
    }

    /// Switching the window's scheme after the views were made passes the new environment down
    /// as each node passes it when it makes its children: a List's section header keeps its
    /// footnote type and secondary colour (it fell back to 17 pt body type), now in the dark.
    @Test func switchingTheSchemeKeepsSectionStyling() {
        let host = makeHost(List { Section { Text("Row") } header: { Text("Header") } footer: { Text("Footer") } }, width: 300, height: 400)
        func drawn(_ label: String) -> (size: Double, color: [Int])? {
            for command in host.displayList.commands {
                if case .text(let text, _, let font, let color) = command, text == label { return (font.sizePoints, bytes(color)) }
            }
            return nil
        }
        #expect(drawn("Header")?.size == 13 && drawn("Footer")?.size == 13 && drawn("Row")?.size == 17)
        host.systemColorScheme = .dark
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        #expect(drawn("Header")?.size == 13 && drawn("Footer")?.size == 13 && drawn("Row")?.size == 17)
        #expect(drawn("Header")?.color == [235, 235, 245, 153], "secondaryLabel, dark")
        #expect(drawn("Row")?.color == [255, 255, 255, 255])
    }

    /// A preference set higher in the hierarchy wins over one below it.
    @Test func theOutermostPreferenceWins() {
        let host = makeHost(VStack { SchemeLabel(prefix: "label").preferredColorScheme(.light) }.preferredColorScheme(.dark))
        #expect(host.colorScheme == .dark)
        #expect(textColors(host.displayList)["label dark"] != nil)
    }
}

@testable import AppHost
import DisplayList
import Foundation
import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import ScrollPhysics
import SDLRenderer
import Diagnostics
import Testing

/// A provider of one view tree, kept so the test can read what it drew.
@MainActor
private final class SchemeProvider<V: View>: SceneProvider {
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

/// Says which scheme it sees (`@Environment(\.colorScheme)`).
private struct SchemeText: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
}

/// The playground's appearance: `--color-scheme light|dark` and the `A` key set the window's
/// colour scheme — the user's Dark Mode setting on iOS, which a view's
/// `preferredColorScheme(_:)` overrides
/// (https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:)).
@MainActor
@Suite("The window's colour scheme")
struct ColorSchemeOptionTests {
    @Test func theOptionParsesLightAndDark() throws {
        #expect(try RunOptions.parseColorScheme("dark") == true)
        #expect(try RunOptions.parseColorScheme("Light") == false)
        #expect(throws: LazyScrollError.self) { try RunOptions.parseColorScheme("dim") }
    }

    @Test func aIsTheAppearanceKeyAndTheHelpSaysSo() {
        #expect(HostKeys.action(forKey: "A", shift: false, helpVisible: false) == .toggleColorScheme)
        #expect(HostKeys.helpEntries(sceneNames: []).contains { $0.keys == "A" })
    }

    /// A headless run with `--color-scheme dark`: the views see `.dark`, the window clears to
    /// black (`systemBackground`'s dark value) and text is white (`label`'s).
    @Test func aDarkRunDrawsTheDarkAppearance() async throws {
        let provider = SchemeProvider(SchemeText())
        var options = RunOptions()
        options.sceneName = "one"
        options.size = Size(width: 200, height: 100)
        options.frames = 2
        options.darkAppearance = true
        let outcome = try await HeadlessRunner(options: options, scenes: provider).run()
        let scene = try #require(provider.scene)
        #expect(scene.host.colorScheme == .dark)
        #expect(scene.background == RGBAColor(r8: 0, g8: 0, b8: 0))
        let texts = outcome.pipeline.displayList.commands.compactMap { command -> (String, RGBAColor)? in
            if case .text(let text, _, _, let color) = command { return (text, color) }
            return nil
        }
        #expect(texts.contains { $0.0 == "dark" && $0.1 == RGBAColor(r8: 255, g8: 255, b8: 255) }, "\(texts)")
    }

    /// The `A` key, replayed as a trace would: light → dark → light.
    @Test func theKeySwitchesTheAppearance() throws {
        let provider = SchemeProvider(SchemeText())
        let fonts = try FontLibrary()
        let scene = try #require(provider.make("one", repeatCount: nil, viewport: Size(width: 200, height: 100), measurer: fonts))
        let loop = FrameLoop(scene: scene, windowSize: Size(width: 200, height: 100), preset: .ios, overlays: OverlaySet(),
                             scenes: provider, fonts: fonts)
        #expect(provider.scene?.host.colorScheme == .light)
        #expect(loop.takeHostKey(.key(name: "A", shift: false, control: false), fromReplay: true).isHostKey)
        #expect(provider.scene?.host.colorScheme == .dark)
        _ = loop.takeHostKey(.key(name: "A", shift: false, control: false), fromReplay: true)
        #expect(provider.scene?.host.colorScheme == .light)
    }
}

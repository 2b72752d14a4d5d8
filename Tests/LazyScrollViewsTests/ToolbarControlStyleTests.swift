import DisplayList
import Observation
import ScrollCore
import Testing
@testable import LazyScrollViews

// In a navigation bar's toolbar, a `Label` shows only its icon and a `Toggle` is a button:
// - https://developer.apple.com/documentation/swiftui/togglestyle/button — "SwiftUI uses this
//   style as the default for toggles that appear in a toolbar"; "the button indicates the on
//   state by filling in the background with its tint color".
// - https://developer.apple.com/documentation/swiftui/toolbarlabelstyle/automatic — the toolbar
//   "will use a labelStyle that best fits" its context; on iOS a toolbar label is its icon
//   (https://fivestars.blog/swiftui/label.html: "unless we're in a particular context (e.g., a
//   navigation bar), both Label's title and image are displayed").

@MainActor @Observable
private final class Flags { var sorted = false }

@MainActor
private struct Toolbarred: View {
    let flags: Flags
    var explicitToggleStyle: ToggleStyleKind = .automatic
    var explicitTitleAndIcon = false

    var body: some View {
        NavigationStack {
            Label("Body label", systemImage: "plus")
                .navigationTitle("Recipes")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        if explicitTitleAndIcon {
                            Label("Add", systemImage: "plus").labelStyle(.titleAndIcon)
                        } else {
                            Label("Add", systemImage: "plus")
                        }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        toggle
                    }
                }
        }
    }

    @ViewBuilder private var toggle: some View {
        let binding = Binding(get: { flags.sorted }, set: { flags.sorted = $0 })
        switch explicitToggleStyle {
        case .switch: Toggle("Sort", isOn: binding).toggleStyle(.switch)
        case .button: Toggle("Sort", isOn: binding).toggleStyle(.button)
        case .automatic: Toggle("Sort", isOn: binding)
        }
    }
}

@MainActor
@Suite("Toolbar control styles") struct ToolbarControlStyleTests {
    private let plusGlyph = SystemSymbols.glyph(for: "plus")!

    @Test func aLabelInTheBarShowsItsIconOnlyAndElsewhereBoth() {
        let driver = ScrollDriver(Toolbarred(flags: Flags()), width: 390, height: 844)
        driver.frame()
        let texts = driver.texts
        #expect(texts["Add"] == nil, "the bar's label shows no title")
        #expect(texts["Body label"] != nil, "a label outside the bar shows its title")
        let icons = driver.list.commands.filter { if case .text(let t, _, _, _) = $0 { t == plusGlyph } else { false } }
        #expect(icons.count == 2, "the icon shows in the bar and in the body")
    }

    @Test func anExplicitTitleAndIconStyleWinsInTheBar() {
        let driver = ScrollDriver(Toolbarred(flags: Flags(), explicitTitleAndIcon: true), width: 390, height: 844)
        driver.frame()
        #expect(driver.texts["Add"] != nil)
    }

    @Test func aToggleInTheBarIsAButtonThatFillsWithTheTintWhenOn() {
        let flags = Flags()
        let driver = ScrollDriver(Toolbarred(flags: flags), width: 390, height: 844)
        driver.frame()
        let sort = try! #require(driver.texts["Sort"])
        // A button-style toggle is as wide as its label plus 12 pt insets, at the trailing end
        // (a switch would fill the bar from the leading margin: its label at x = 16).
        #expect(sort.x > 300)
        // The pointer stays over the button after the tap (it brightens under it), so the fill is
        // found by where it is: a 6 pt rounded rectangle around the label, at 15 % opacity.
        func fill() -> DrawnFill? {
            drawnFills(in: driver.list).first { $0.radius == Double(ButtonStyleKind.cornerRadius) && $0.rect.contains(Point(x: sort.x + 2, y: sort.y + 4)) }
        }
        #expect(fill() == nil, "off: no fill")
        _ = driver.scene.tap(at: Point(x: sort.x + 2, y: sort.y + 4))
        for _ in 0..<3 { driver.frame() }
        #expect(flags.sorted)
        let on = fill()
        #expect(on.map { abs($0.color.alpha - ButtonStyleKind.borderedFillOpacity) < 0.01 } == true, "on: the tint at 15 %: \(String(describing: on))")
        #expect(on.map { $0.rect.origin.x == sort.x - 12 } == true, "12 pt side insets")
    }

    @Test(arguments: [ToggleStyleKind.switch, .button])
    func anExplicitToggleStyleWinsInTheBar(style: ToggleStyleKind) {
        let driver = ScrollDriver(Toolbarred(flags: Flags(), explicitToggleStyle: style), width: 390, height: 844)
        driver.frame()
        let sort = try! #require(driver.texts["Sort"])
        #expect((sort.x > 300) == (style == .button))
    }

    @Test func aToggleOutsideAToolbarIsASwitch() {
        let flags = Flags()
        let host = makeHost(Toggle("Wi-Fi", isOn: Binding(get: { flags.sorted }, set: { flags.sorted = $0 })), width: 390, height: 60)
        let switchFill = drawnFills(in: host.displayList).first { $0.rect.size.width == 51 && $0.rect.size.height == 31 }
        #expect(switchFill != nil, "the 51 × 31 pt switch")
    }
}

import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// A disabled `Button` (https://developer.apple.com/documentation/swiftui/view/disabled(_:))
// takes no clicks and draws as UIKit's disabled system buttons do: its label in `tertiaryLabel`
// ((60, 60, 67) at 77/255), a bordered style's fill in `tertiarySystemFill` ((118, 118, 128) at
// 31/255) — not in the tint, which says "you can press this".

@MainActor
@Suite struct DisabledButtonTests {
    private func textColor(_ label: String, in list: DisplayList) -> RGBAColor? {
        for command in list.commands {
            if case .text(let text, _, _, let color) = command, text == label { return color }
        }
        return nil
    }

    @Test(arguments: [ButtonStyleKind.automatic, .borderless, .bordered, .borderedProminent])
    func aDisabledButtonIsGreyAndTakesNoClicks(style: ButtonStyleKind) {
        let enabled = makeHost(Button("Save") {}.environment(\.buttonStyleKind, style))
        let disabled = makeHost(Button("Save") {}.environment(\.buttonStyleKind, style).disabled(true))
        #expect(textColor("Save", in: disabled.displayList) == Button<Text>.disabledLabel.rgba)
        #expect(textColor("Save", in: enabled.displayList) != Button<Text>.disabledLabel.rgba)
        #expect(disabled.tapTargets.isEmpty)
        #expect(!enabled.tapTargets.isEmpty)
    }

    @Test(arguments: [ButtonStyleKind.bordered, .borderedProminent])
    func aDisabledBorderedButtonFillsGrey(style: ButtonStyleKind) {
        let disabled = makeHost(Button("Save") {}.environment(\.buttonStyleKind, style).disabled(true))
        let fills = disabled.displayList.commands.compactMap { command -> RGBAColor? in
            if case .fillRoundedRect(_, _, let color) = command { return color }
            return nil
        }
        #expect(fills == [Button<Text>.disabledFill.rgba])
    }

    /// A destructive button greys too: disabled wins over the role's red.
    @Test func disabledWinsOverDestructiveRed() {
        let host = makeHost(Button("Delete", role: .destructive) {}.disabled(true))
        #expect(textColor("Delete", in: host.displayList) == Button<Text>.disabledLabel.rgba)
    }
}

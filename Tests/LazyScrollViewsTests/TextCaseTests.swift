import Foundation
import Observation
import DisplayList
import Testing
@testable import LazyScrollViews

@MainActor @Observable
private final class CaseModel { var textCase: Text.Case? = .uppercase }

private struct Header: View {
    let model: CaseModel
    var body: some View {
        VStack {
            Text("Notifications")
            Text("Keep me").textCase(nil)
        }
        .textCase(model.textCase)
    }
}

/// `textCase(_:)`: "Sets a transform for the case of the text contained in this view when
/// displayed" (https://developer.apple.com/documentation/swiftui/view/textcase(_:)); the nearest
/// one wins, as every environment value does.
@MainActor
@Suite("textCase")
struct TextCaseTests {
    @Test(arguments: [(Text.Case?.some(.uppercase), "NOTIFICATIONS"), (.lowercase, "notifications"), (nil, "Notifications")])
    func theCaseAppliesToTextInside(textCase: Text.Case?, drawn: String) {
        let model = CaseModel()
        model.textCase = textCase
        let list = makeHost(Header(model: model)).displayList.description
        #expect(list.contains("\"\(drawn)\""), "\(list)")
        #expect(list.contains("\"Keep me\""), "an inner textCase(nil) keeps its text as written")
    }

    @Test func changingTheCaseWritesTheTextAgain() {
        let model = CaseModel()
        let host = ViewHost(rootView: Header(model: model), size: CGSize(width: 300, height: 200), measurer: FixedAdvanceTextMeasurer())
        host.update(size: host.size, at: 0)
        #expect(host.render(at: 0).description.contains("\"NOTIFICATIONS\""))
        model.textCase = nil
        host.update(size: host.size, at: 0.1)
        #expect(host.render(at: 0.1).description.contains("\"Notifications\""))
    }

    /// The locale's rules: Turkish upper-cases "i" to "İ" (U+0130), English to "I".
    @Test func theLocaleDecides() {
        let turkish = makeHost(Text("istanbul").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr_TR")))
        #expect(turkish.displayList.description.contains("\"İSTANBUL\""))
        let english = makeHost(Text("istanbul").textCase(.uppercase).environment(\.locale, Locale(identifier: "en_US")))
        #expect(english.displayList.description.contains("\"ISTANBUL\""))
    }
}

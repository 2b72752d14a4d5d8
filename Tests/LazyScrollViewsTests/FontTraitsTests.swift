import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

/// `italic()`, `fontWeight(_:)` and `fontDesign(_:)` on a text and on a container, and the
/// designs and weights of `Font` — what a label draws with (the display list's font).
@MainActor
@Suite struct FontTraitsTests {
    /// The font of each text drawn, by its string.
    func fonts<V: View>(_ view: V) -> [String: FontSpec] {
        let host = makeHost(view, width: 400, height: 300)
        var fonts: [String: FontSpec] = [:]
        for case .text(let string, _, let font, _) in host.displayList.commands { fonts[string] = font }
        return fonts
    }

    /// https://developer.apple.com/documentation/swiftui/text/italic(): "Applies italics to the text."
    /// https://developer.apple.com/documentation/swiftui/view/italic(_:) (iOS 16): "Applies
    /// italics to any text in this view."
    @Test func italicOnTextAndOnAContainer() {
        let drawn = fonts(VStack {
            Text("own").italic()
            VStack { Text("inside"); Text("opted out").italic(false) }.italic()
            Text("plain")
        })
        #expect(drawn["own"]?.italic == true)
        #expect(drawn["inside"]?.italic == true)
        #expect(drawn["opted out"]?.italic == false, "the text's own trait wins over its container's")
        #expect(drawn["plain"]?.italic == false)
    }

    /// Font.Weight: DejaVu has ExtraLight, Book and Bold — ultraLight/thin/light draw light,
    /// medium regular, semibold and heavier bold.
    @Test(arguments: [(Font.Weight.ultraLight, FontWeight.light), (.thin, .light), (.light, .light), (.regular, .regular),
                      (.medium, .regular), (.semibold, .semibold), (.bold, .bold), (.heavy, .bold), (.black, .bold)])
    func weights(weight: Font.Weight, drawn: FontWeight) {
        let result = fonts(VStack {
            Text("text").fontWeight(weight)
            VStack { Text("container") }.fontWeight(weight)
            Text("font").font(.system(size: 15, weight: weight))
        })
        #expect(result["text"]?.weight == drawn)
        #expect(result["container"]?.weight == drawn)
        #expect(result["font"]?.weight == drawn)
    }

    /// https://developer.apple.com/documentation/swiftui/font/design: serif draws DejaVu Serif,
    /// monospaced DejaVu Sans Mono; rounded has no face here and draws the default.
    @Test func designs() {
        let drawn = fonts(VStack {
            Text("serif").font(.system(.title, design: .serif))
            Text("sized serif").font(.system(size: 20, design: .serif))
            Text("mono").fontDesign(.monospaced)
            VStack { Text("container serif") }.fontDesign(.serif)
            Text("rounded").font(.system(.body, design: .rounded))
        })
        #expect(drawn["serif"]?.serif == true && drawn["serif"]?.sizePoints == 28)
        #expect(drawn["sized serif"]?.serif == true && drawn["sized serif"]?.sizePoints == 20)
        #expect(drawn["mono"]?.monospaced == true && drawn["mono"]?.serif == false)
        #expect(drawn["container serif"]?.serif == true)
        #expect(drawn["rounded"] == FontSpec.body)
    }

    @Test func fontItalicAndBoldCombine() {
        let drawn = fonts(VStack {
            Text("bold italic").font(.headline.italic())
            Text("bold then light").bold().fontWeight(.light)
            VStack { Text("bold container") }.bold().italic()
        })
        #expect(drawn["bold italic"]?.italic == true && drawn["bold italic"]?.weight == .semibold)
        #expect(drawn["bold then light"]?.weight == .light, "an explicit weight replaces bold()")
        #expect(drawn["bold container"]?.weight == .bold && drawn["bold container"]?.italic == true)
    }
}

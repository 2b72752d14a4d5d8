import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// A literal's interpolations with a `printf` specifier, a format style or a `Text`, as app code
// writes them (https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation).

@MainActor
@Suite("Text interpolations with a specifier or a format")
struct TextInterpolationTests {
    @Test("specifier: a printf format of the number, amid the literal's words")
    func specifier() {
        // "%.1f" of 3.14159 rounds to one decimal; "%03d" pads 42 to three digits; "%.0f%%"
        // writes 0.5 × 100 = 50 and a literal percent sign.
        #expect(Text("\(3.14159, specifier: "%.1f") km").content == "3.1 km")
        #expect(Text("No. \(42, specifier: "%03d")").content == "No. 042")
        #expect(Text("\(0.5 * 100, specifier: "%.0f%%") done").content == "50% done")
    }

    @Test("format: the value as the format style writes it")
    func formatStyle() {
        let locale = Locale(identifier: "en_US")
        // 12.345 with one fraction digit: 12.3; 0.25 as a percent: 25%; a list of two names.
        #expect(Text("Total: \(12.345, format: .number.precision(.fractionLength(1)).locale(locale))").content == "Total: 12.3")
        #expect(Text("\(0.25, format: .percent.locale(locale)) left").content == "25% left")
        #expect(Text("With \(["Ann", "Bo"], format: .list(type: .and).locale(locale))").content == "With Ann and Bo")
    }

    @Test("An interpolated number is a value, not Markdown: its asterisks stay")
    func valuesAreNotMarkdown() {
        // "%.1f*" writes "2.0*": a value's characters are not read as emphasis markers.
        #expect(Text("**Rating** \(2.0, specifier: "%.1f*")").content == "Rating 2.0*")
    }

    // A `Text` interpolated — `appendInterpolation(_:)` of a `Text`
    // (https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-2c5ej):
    // the text keeps its own style, the rest takes the whole's, one paragraph. The fixed-advance
    // measurer: 10.2 pt a character at 17 pt, a one-line text centred in the 300 × 200 host at
    // y (200 − 20.4) / 2 = 89.8, each run a `text` command after the runs before it.
    private func drawn<V: View>(_ view: V) -> [String] { lines(makeHost(view)) }

    @Test("An interpolated Text keeps its style among the literal's words")
    func interpolatedTextKeepsItsStyle() {
        // "You have 3 new": 14 characters, 142.8 wide, from x (300 − 142.8) / 2 = 78.6; "3" after
        // "You have " (9 × 10.2 = 91.8) at 170.4, " new" after it at 180.6.
        #expect(drawn(Text("You have \(Text("3").bold()) new")) == [
            "text \"You have \" at (78.6, 89.8) 17pt regular #000000",
            "text \"3\" at (170.4, 89.8) 17pt bold #000000",
            "text \" new\" at (180.6, 89.8) 17pt regular #000000",
        ])
    }

    @Test("The whole's modifiers reach the parts that set none of their own")
    func wholesModifiersReachTheOtherParts() {
        // `.italic()` on the whole: every part italic, "b" keeps its red. "a b c" 51 wide from
        // x 124.5: "a " there, "b" at 144.9, " c" at 155.1.
        #expect(drawn(Text("a \(Text("b").foregroundStyle(.red)) c").italic()) == [
            "text \"a \" at (124.5, 89.8) 17pt regular italic #000000",
            "text \"b\" at (144.9, 89.8) 17pt regular italic #ff3b30",
            "text \" c\" at (155.1, 89.8) 17pt regular italic #000000",
        ])
    }

    @Test("Values, numbers and Markdown around an interpolated Text are as in any literal")
    func partsAroundATextAreAsInAnyLiteral() {
        let name = "*Ann*"
        // The value's asterisks stay (a value is never Markdown); the number is written; the
        // literal's own emphasis after the text is read: "Ann" is not italic, "done" is.
        let text = Text("\(name) has \(Text("2").bold()) of \(3) *done*")
        #expect(text.content == "*Ann* has 2 of 3 done")
        #expect(drawn(text).last?.hasSuffix("17pt regular italic #000000") == true)
        #expect(drawn(text).first?.hasPrefix("text \"*Ann* has \"") == true)
        // A literal without a text interpolated keeps its pieces as a key (the plain path).
        guard case .key = Text("Row \(1)").storage else { Issue.record("not a key"); return }
    }

    @Test("Where a plain string is asked for, a key holding texts gives their characters")
    func keyHoldingTextsAsAString() {
        let key: LocalizedStringKey = "Delete \(Text("3").bold()) items"
        #expect(key.string == "Delete 3 items")
        #expect(key == "Delete \(Text("3").bold()) items")
        #expect(key != "Delete \(Text("4").bold()) items")
        // As a text's own string is: the literal's Markdown read, its markers left out.
        let marked: LocalizedStringKey = "**Delete** \(Text("3").bold()) *items*"
        #expect(marked.string == "Delete 3 items")
        #expect(Text(marked).content == "Delete 3 items")
    }

    @Test("A date with a style among the words ticks with the frame's date")
    func dateWithAStyle() {
        // `.timer` from a date 150 s before the graph's: "2:30", then "2:32" two seconds of frames
        // later — written again each frame, as `Text(_:style:)` is.
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let host = ViewHost(rootView: Text("Lap \(start, style: .timer) so far"), size: CGSize(width: 300, height: 200),
                            measurer: FixedAdvanceTextMeasurer())
        host.graph.dateAtTimeZero = start.addingTimeInterval(150)
        func shown(at time: Double) -> String {
            host.update(size: host.size, at: time)
            return host.render(at: time).description.split(separator: "\n")
                .map { $0.components(separatedBy: "\"")[1] }.joined()
        }
        #expect(shown(at: 0) == "Lap 2:30 so far")
        #expect(shown(at: 2) == "Lap 2:32 so far")
    }
}

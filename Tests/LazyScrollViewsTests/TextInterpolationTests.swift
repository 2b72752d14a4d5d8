import Foundation
import Testing
@testable import LazyScrollViews

// A literal's interpolations with a `printf` specifier and with a format style, as app code
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
}

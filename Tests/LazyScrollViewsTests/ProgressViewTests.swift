import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// `ProgressView` as Apple documents it (https://developer.apple.com/documentation/swiftui/progressview):
// indeterminate with or without a title (`init(_:)` "creates a Text view on your behalf"), and
// determinate from a value and a total (default total 1.0), drawn as iOS draws them: a spinner with
// its label under it, a linear bar with its label above.
@MainActor
@Suite struct ProgressViewTests {
    private func fills(_ host: ViewHost) -> [String] {
        host.displayList.description.split(separator: "\n").map(String.init).filter { $0.hasPrefix("fill") }
    }

    @Test func aTitledSpinnerHasItsLabelUnderIt() {
        let host = makeHost(ProgressView("Loading…"))
        let lines = host.displayList.description.split(separator: "\n")
        // The 20 pt spinner, 8 pt, then the 20.4 pt label: 48.4 tall, centred in 200: spinner at
        // y = 75.8 (spokes around y = 85.8), label at 75.8 + 28 = 103.8, in the secondary colour;
        // "Loading…" is 8 characters of 10.2 pt, 81.6 wide, centred in 300: x = 109.2.
        #expect(lines.filter { $0.hasPrefix("line") }.count == 8)
        #expect(lines.last == "text \"Loading…\" at (109.2, 103.8) 17pt regular #3c3c4399")
    }

    @Test(arguments: [(0.25, 1.0, 0.25), (3.0, 4.0, 0.75), (-1.0, 1.0, 0.0), (9.0, 4.0, 1.0)])
    func aBarFillsItsFractionOfTheWidth(value: Double, total: Double, fraction: Double) {
        let host = makeHost(ProgressView(value: value, total: total).frame(width: 200), width: 300, height: 200)
        let drawn = fills(host)
        // The track spans the 200 pt frame (x 50…250), 4 pt tall, centred at y = 98; the filled
        // capsule is `fraction` of it, clamped to 0…1 as Apple documents.
        #expect(drawn.first?.hasPrefix("fillRounded [(50, 98) 200×4]") == true)
        if fraction > 0 {
            #expect(drawn.dropFirst().first?.hasPrefix("fillRounded [(50, 98) \(CorpusFormat.number(200 * fraction))×4]") == true, "\(drawn)")
        } else {
            #expect(drawn.count == 1 || drawn[1].contains(" 0×4"), "\(drawn)")
        }
    }

    @Test func aNilValueIsIndeterminateAndCircularStyleIsASpinner() {
        let nilValue: Double? = nil
        #expect(makeHost(ProgressView(value: nilValue)).displayList.description
                == makeHost(ProgressView()).displayList.description)
        #expect(makeHost(ProgressView(value: 0.5).progressViewStyle(.circular)).displayList.description
                == makeHost(ProgressView()).displayList.description)
    }

    @Test func theBarTakesTheTint() {
        let host = makeHost(ProgressView(value: 0.5).frame(width: 200).tint(.red))
        #expect(fills(host).dropFirst().first?.hasSuffix("#ff3b30") == true, "\(fills(host))")
    }
}

/// Numbers as the display list's description writes them (no trailing ".0").
enum CorpusFormat {
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

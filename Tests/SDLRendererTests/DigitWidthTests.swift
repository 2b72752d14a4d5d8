import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// `monospacedDigit()` keeps the font because DejaVu draws every digit at one advance width
    /// (SwiftUI: "fixed-width digits … while leaving other characters proportionally spaced",
    /// https://developer.apple.com/documentation/swiftui/view/monospaceddigit()). Pinned here: if
    /// the face changed to one with proportional figures, the view layer's modifier would need
    /// to pick a tabular face.
    @Suite struct DigitWidthTests {
        @Test(arguments: [FontSpec.body, .headline, .caption, FontSpec(sizePoints: 13), FontSpec(sizePoints: 28, weight: .bold),
                          FontSpec(sizePoints: 15, monospaced: true)])
        func digitsShareOneAdvance(font: FontSpec) throws {
            let fonts = try FontLibrary()
            let widths = Set((0...9).map { fonts.measure(String(repeating: "\($0)", count: 10), font: font).width })
            #expect(widths.count == 1, "ten of each digit measure \(widths.sorted())")
            // …while other characters stay proportional (an "i" is narrower than an "m").
            #expect(fonts.measure("iiiiiiiiii", font: font).width < fonts.measure("mmmmmmmmmm", font: font).width || font.monospaced)
        }
    }
}

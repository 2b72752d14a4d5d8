import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// Materials (iOS 15): "adding a material is like inserting a translucent layer between the
// modified view and its background" — https://developer.apple.com/documentation/swiftui/material
@MainActor
@Suite struct MaterialTests {
    @Test("`.background(.ultraThinMaterial)` lays a backdrop blur with the material's tint behind the view, at its size")
    func backgroundMaterial() {
        let host = makeHost(Text("Hi").padding(10).background(.ultraThinMaterial))
        // "Hi" is 20.4 × 20.4 with the test measurer; with 10 pt padding 40.4 square, centred in 300 × 200.
        // Ultra-thin: an 8 pt blur under 35 % white (0.98).
        #expect(host.displayList.description.hasPrefix("backdrop [(129.8, 79.8) 40.4×40.4] r=0 blur=8"),
                "\(host.displayList.description.prefix(120))")
        guard case let .backdrop(_, _, _, tint)? = host.displayList.commands.first else { Issue.record("no backdrop"); return }
        #expect(abs(tint.alpha - 0.35) < 1e-9 && abs(tint.red - 0.98) < 1e-9)
    }

    @Test("Thicker materials blur more under a denser tint", arguments: [
        (Material.ultraThin, Material.thin), (.thin, .regular), (.regular, .thick), (.thick, .ultraThick),
    ])
    func thicknessOrder(thinner: Material, thicker: Material) {
        #expect(thinner.blurRadius < thicker.blurRadius)
        #expect(thinner.tint.rgba.alpha < thicker.tint.rgba.alpha)
    }

    @Test("A material in a shape takes the shape's corners; spellings agree")
    func inShape() {
        let card = makeHost(Text("Hi").padding(10).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12)))
        let spelled = makeHost(Text("Hi").padding(10).background(RoundedRectangle(cornerRadius: 12).fill(Material.regular)))
        #expect(card.displayList.description == spelled.displayList.description)
        #expect(card.displayList.description.hasPrefix("backdrop [(129.8, 79.8) 40.4×40.4] r=12 blur=12"))
        let bar = makeHost(Text("Hi").background(.bar))
        #expect(bar.displayList.description.hasPrefix("backdrop"))
    }
}

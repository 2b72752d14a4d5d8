import DisplayList
import Foundation
import ScrollCore
import ScrollEffects
import Testing

/// SwiftUI's colour `VisualEffect`s (https://developer.apple.com/documentation/swiftui/visualeffect:
/// `hueRotation(_:)`, `saturation(_:)`, `contrast(_:)`, `grayscale(_:)`) and
/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, with the W3C Filter Effects 1
/// formulas (https://www.w3.org/TR/filter-effects-1/#filter-functions) SwiftUI's match.
@Suite("Colour and 3-D visual effects")
struct ColorEffectTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let card = Rect(x: 0, y: 0, width: 100, height: 60)

    private func close(_ a: Color, _ b: Color, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance && a.alpha == b.alpha
    }

    @Test("saturation(0) and grayscale(1) give the luminance grey: 0.213 for pure red")
    func grey() {
        let grey = Color(red: 0.213, green: 0.213, blue: 0.213)
        #expect(close(VisualEffect.identity.saturation(0).adjustingColor(red), grey))
        #expect(close(VisualEffect.identity.grayscale(1).adjustingColor(red), grey))
        // grayscale(0.5) is saturate(0.5): red = 0.213 + 0.787·0.5 = 0.6065, green = blue = 0.1065.
        #expect(close(VisualEffect.identity.grayscale(0.5).adjustingColor(red), Color(red: 0.6065, green: 0.1065, blue: 0.1065)))
    }

    @Test("contrast scales about mid-grey: contrast(0.5) maps 1 → 0.75 and 0 → 0.25")
    func contrast() {
        #expect(close(VisualEffect.identity.contrast(0.5).adjustingColor(red), Color(red: 0.75, green: 0.25, blue: 0.25)))
        #expect(close(VisualEffect.identity.contrast(0).adjustingColor(red), Color(red: 0.5, green: 0.5, blue: 0.5)))
    }

    @Test("hueRotation(180°) of red is the hueRotate matrix's first column at cos −1, sin 0")
    func hue() {
        // Row sums with c = −1, s = 0: red → (0.213 − 0.787, 0.213 + 0.213, 0.213 + 0.213) = (−0.574 → 0, 0.426, 0.426).
        let turned = VisualEffect.identity.hueRotation(.degrees(180)).adjustingColor(red)
        #expect(close(turned, Color(red: 0, green: 0.426, blue: 0.426)))
        // A full turn changes nothing (to rounding).
        #expect(close(VisualEffect.identity.hueRotation(.degrees(360)).adjustingColor(red), red, 1e-9))
    }

    @Test("Colour adjustments apply in order, then brightness; alpha untouched; neutral ones are the identity")
    func order() {
        let translucent = Color(red: 1, green: 0, blue: 0, alpha: 0.4)
        // contrast(0) → mid-grey 0.5, then brightness +0.1 → 0.6.
        #expect(close(VisualEffect.identity.contrast(0).brightness(0.1).adjustingColor(translucent),
                      Color(red: 0.6, green: 0.6, blue: 0.6, alpha: 0.4)))
        let neutral = VisualEffect.identity.saturation(1).contrast(1).hueRotation(.zero).grayscale(0)
        #expect(neutral.isIdentity && !neutral.adjustsColors)
        #expect(!VisualEffect.identity.saturation(0.2).isIdentity)
    }

    @Test("Interpolating colour adjustments of one closure at two phases mixes them kind by kind")
    func interpolation() {
        let edge = VisualEffect.identity.saturation(0).hueRotation(.degrees(90))
        let mid = VisualEffect.identity.saturation(1).hueRotation(.zero).interpolated(to: edge, amount: 0.5)
        #expect(mid.colorOperations == [.saturation(0.5), .hueRotation(.degrees(45))])
    }

    @Test("rotation3DEffect about y by 60° draws the card half as wide about its centre; about z it is rotationEffect")
    func rotation3D() {
        let turned = VisualEffect.identity.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        let bounds = turned.paintedBounds(of: card)
        // cos 60° = 0.5: 50 wide, centred on x = 50; the height unchanged.
        #expect(abs(bounds.width - 50) < 1e-9 && abs(bounds.minX - 25) < 1e-9 && abs(bounds.height - 60) < 1e-9)
        let aboutZ = VisualEffect.identity.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)).transform(in: card)
        let flat = VisualEffect.identity.rotationEffect(.degrees(30)).transform(in: card)
        for (a, b) in [(aboutZ.a, flat.a), (aboutZ.b, flat.b), (aboutZ.c, flat.c), (aboutZ.d, flat.d), (aboutZ.tx, flat.tx), (aboutZ.ty, flat.ty)] {
            #expect(abs(a - b) < 1e-9)
        }
    }
}

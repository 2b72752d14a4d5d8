import DisplayList
import Foundation
import ScrollCore
import Testing
@_spi(Playground) @testable import LazyScrollViews

// Rounded clips and shadows, in a 300 × 200 window: a 100 × 50 view is centred at (100, 75).

@MainActor
@Suite("Rounded clips and shadows")
struct ClipAndShadowTests {
    /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:) — a colour
    /// clipped to a rounded rectangle has round corners (before, only the box was clipped).
    @Test func colorClippedToRoundedRectangleIsRounded() {
        let host = makeHost(Color.blue.frame(width: 100, height: 50).clipShape(RoundedRectangle(cornerRadius: 12)))
        #expect(host.displayList.description == """
            pushClip [(100, 75) 100×50]
            fillRounded [(100, 75) 100×50] r=12 #007aff
            popClip
            """)
    }

    /// A capsule's radius is half the shorter side (25); a circle clips to the inscribed
    /// square's, centred: (125, 75) 50×50, radius 25. `cornerRadius(_:)` as a rounded rectangle.
    @Test(arguments: [(ShapeKind.capsule, "[(100, 75) 100×50] r=25"), (.circle, "[(125, 75) 50×50] r=25"),
                      (.roundedRectangle(cornerRadius: 8), "[(100, 75) 100×50] r=8")])
    func shapes(shape: ShapeKind, drawn: String) {
        let host = makeHost(_EffectView(content: Color.red.frame(width: 100, height: 50), effect: .clip(shape)))
        #expect(host.displayList.description.contains("fillRounded \(drawn) #ff3b30"))
    }

    /// A photo with `cornerRadius(16)` (SwiftUI's deprecated modifier, everywhere in real files):
    /// the image command carries the corners.
    @Test func imageCornerRadius() {
        let host = makeHost(Image(photo: 3).resizable().frame(width: 100, height: 50).cornerRadius(16))
        #expect(host.displayList.description == """
            pushClip [(100, 75) 100×50]
            image \(ImageID(name: "photo-3")) [(100, 75) 100×50] r=16
            popClip
            """)
    }

    /// Content smaller than the clip (text inside a rounded card) is not rounded: only what
    /// covers the whole clip is.
    @Test func contentInsideTheClipIsUnchanged() {
        let host = makeHost(Text("Hi").padding(20).background(Color.green).clipShape(RoundedRectangle(cornerRadius: 10)))
        let text = host.displayList.description.split(separator: "\n").filter { $0.hasPrefix("text") }
        #expect(text.count == 1)
        #expect(host.displayList.description.contains("fillRounded") && host.displayList.description.contains("r=10"))
    }

    /// https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:) — the
    /// shadow is the content's silhouette in `color`, offset by (x, y) and blurred (σ = radius /
    /// 2, CSS's rule), under the content. Its copy adds no tap target.
    @Test func shadowUnderTheContent() {
        let host = makeHost(Color.white.frame(width: 100, height: 50).shadow(color: .black, radius: 8, x: 0, y: 4))
        #expect(host.displayList.description == """
            pushTransform [1 0 0 1 0 4]
            pushBlur r=4 [(100, 75) 100×50]
            fill [(100, 75) 100×50] #000000
            popBlur
            popTransform
            fill [(100, 75) 100×50] #ffffff
            """)
        let button = makeHost(Button("Go") {}.shadow(radius: 2))
        #expect(button.tapTargets.count == 1)
        // The default colour: black at 33 % (0x54 = 84 ≈ 0.33 × 255).
        #expect(button.displayList.description.contains("#00000054"))
    }

    /// https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:) — `opaque`:
    /// "whether the blur renderer permits transparency in the blur output". The group says so
    /// (the renderer then draws it opaque, only inside the frame: BlurLayerTests.opaqueBlur).
    @Test(arguments: [false, true])
    func blurCarriesOpaque(opaque: Bool) {
        let host = makeHost(Color.red.frame(width: 100, height: 50).blur(radius: 4, opaque: opaque))
        #expect(host.displayList.commands.contains(.pushBlur(radius: 4, bounds: Rect(x: 100, y: 75, width: 100, height: 50), opaque: opaque)))
        #expect(host.displayList.description.contains("pushBlur r=4 [(100, 75) 100×50]\(opaque ? " opaque" : "")\n"))
    }
}

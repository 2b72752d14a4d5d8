import DisplayList
import ScrollCore
import Testing

/// `pushMask`/`popMask`: a group whose alpha a path's coverage or a layer of commands
/// multiplies (SwiftUI's `clipShape(_:style:)` with any shape,
/// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:), and
/// `mask(alignment:_:)`, https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:)).
@Suite("Mask commands")
struct MaskCommandTests {
    static let box = Rect(x: 0, y: 0, width: 10, height: 10)
    static var triangle: VectorPath {
        var p = VectorPath()
        p.move(to: Point(x: 0, y: 0)); p.addLine(to: Point(x: 10, y: 0)); p.addLine(to: Point(x: 0, y: 10)); p.closeSubpath()
        return p
    }

    @Test("masked(by:bounds:) brackets its body; the dump shows the path and the layer's commands")
    func dump() {
        var list = DisplayList()
        list.masked(by: .path(Self.triangle, origin: Point(x: 5, y: 6), evenOdd: true), bounds: Self.box) {
            $0.fill(Self.box, .black)
        }
        var layer = DisplayList()
        layer.fill(Self.box, .white)
        list.masked(by: .layer(layer), bounds: Self.box) { _ in }
        #expect(list.validate() == nil)
        #expect(list.description == """
            pushMask path at (5, 6) eo [(0, 0) 10×10] M0,0 L10,0 L0,10 Z
            fill [(0, 0) 10×10] #000000
            popMask
            pushMask layer [(0, 0) 10×10] { fill [(0, 0) 10×10] #ffffff; }
            popMask
            """)
    }

    @Test("validate() knows the mask group: balanced with the others, finite, its layer valid")
    func validation() {
        var crossed = DisplayList()
        crossed.append(.pushMask(.path(Self.triangle, origin: Point(x: 0, y: 0), evenOdd: false), bounds: Self.box))
        crossed.append(.pushClip(Self.box))
        crossed.append(.popMask)
        #expect(crossed.validate() == "command 2: popmask closes a pushclip")
        var orphan = DisplayList()
        orphan.append(.popMask)
        #expect(orphan.validate() == "command 0: popmask with nothing pushed")
        var unclosed = DisplayList()
        unclosed.append(.pushMask(.layer(DisplayList()), bounds: Self.box))
        #expect(unclosed.validate() == "pushmask is never popped")
        var nan = DisplayList()
        nan.append(.pushMask(.layer(DisplayList()), bounds: Rect(x: .nan, y: 0, width: 1, height: 1)))
        nan.append(.popMask)
        #expect(nan.validate()?.hasPrefix("command 0: pushMask has a non-finite rect") == true)
        var badLayer = DisplayList()
        badLayer.append(.pushMask(.layer(DisplayList([.popBlur])), bounds: Self.box))
        badLayer.append(.popMask)
        #expect(badLayer.validate() == "command 0: pushMask's layer: command 0: popblur with nothing pushed")
        var badPath = DisplayList()
        badPath.append(.pushMask(.path(VectorPath([.move(Point(x: .infinity, y: 0))]), origin: Point(x: 0, y: 0), evenOdd: false), bounds: Self.box))
        badPath.append(.popMask)
        #expect(badPath.validate() == "command 0: pushMask's path is not finite")
    }

    @Test("A mask command is as large as any other (its payload boxed)")
    func size() {
        #expect(MemoryLayout<DrawCommand>.size <= 81)
    }
}

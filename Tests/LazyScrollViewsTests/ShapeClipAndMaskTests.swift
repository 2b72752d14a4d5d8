import DisplayList
import Foundation
import ScrollCore
import Testing
@_spi(Playground) @testable import LazyScrollViews

// clipShape with any shape, mask(alignment:_:) and InsettableShape, as display lists, in a
// 300 × 200 window: a 100 × 50 view is centred at (100, 75). (Pixels: LazyScrollUITests'
// ShapeClipPixelTests; the renderer's: SDLRendererTests' MaskLayerTests.)

/// The right triangle of a frame's top-left half: a custom `Shape`.
struct HalfTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

@MainActor
@Suite("clipShape with any shape, mask, InsettableShape")
struct ShapeClipAndMaskTests {
    /// The command kinds of a list, one word each.
    static func kinds(_ list: DisplayList) -> [String] {
        list.description.split(separator: "\n").map { String($0.split(separator: " ").first ?? "") }
    }

    /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:) — a custom
    /// shape clips to its path, not its frame (before: the frame): one mask group of the path,
    /// laid out in the view's frame (origin (100, 75)), over the path's bounds.
    @Test func customShapeClipsToItsPath() throws {
        let host = makeHost(Color.red.frame(width: 100, height: 50).clipShape(HalfTriangle()))
        let path = HalfTriangle().path(in: CGRect(x: 0, y: 0, width: 100, height: 50)).storage
        #expect(host.displayList.commands == [
            .pushMask(.path(path, origin: Point(x: 100, y: 75), evenOdd: false), bounds: Rect(x: 100, y: 75, width: 100, height: 50)),
            .fillRect(Rect(x: 100, y: 75, width: 100, height: 50), RGBAColor(r8: 255, g8: 59, b8: 48)),
            .popMask,
        ])
        #expect(host.displayList.validate() == nil)
    }

    /// An `Ellipse` (not one of the shapes drawn without a path) clips to the ellipse; `style`'s
    /// `eoFill` reaches the mask.
    @Test(arguments: [false, true])
    func ellipseClipsToTheEllipse(eoFill: Bool) throws {
        let host = makeHost(Color.red.frame(width: 100, height: 50).clipShape(Ellipse(), style: FillStyle(eoFill: eoFill)))
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50)).storage
        #expect(host.displayList.commands.first == .pushMask(.path(ellipse, origin: Point(x: 100, y: 75), evenOdd: eoFill),
                                                            bounds: Rect(x: 100, y: 75, width: 100, height: 50)))
    }

    /// `clipped()` and `clipShape(Rectangle())` stay one `pushClip` (no layer).
    @Test func rectangleClipsAreUnchanged() {
        for host in [makeHost(Text("Hello").frame(width: 100, height: 50).clipped()),
                     makeHost(Text("Hello").frame(width: 100, height: 50).clipShape(Rectangle()))] {
            #expect(Self.kinds(host.displayList) == ["pushClip", "text", "popClip"])
        }
    }

    /// A photo or a colour clipped to a circle takes the circle itself (no layer: exact), as
    /// before; text in the circle's corner does not fit it, so the circle masks it.
    @Test func circleMasksOnlyWhatReachesPastIt() {
        let photo = makeHost(Image(photo: 3).resizable().frame(width: 100, height: 50).clipShape(Circle()))
        #expect(Self.kinds(photo.displayList) == ["pushClip", "image", "popClip"])
        // "Hi" at the frame's top-left corner (FixedAdvanceTextMeasurer): outside the circle
        // of diameter 50 centred in the 100 × 50 frame.
        let text = makeHost(Text("Hi").frame(width: 100, height: 50, alignment: .topLeading).background(Color.yellow).clipShape(Circle()))
        #expect(Self.kinds(text.displayList) == ["pushClip", "pushMask", "fillRounded", "text", "popMask", "popClip"])
        #expect(text.displayList.description.contains("pushMask path at (0, 0) [(125, 75) 50×50]"))
        // Centred, the text's frame lies inside the circle: no layer.
        let centred = makeHost(Text("Hi").frame(width: 100, height: 50).background(Color.yellow).clipShape(Circle()))
        #expect(Self.kinds(centred.displayList) == ["pushClip", "fillRounded", "text", "popClip"])
    }

    /// A rounded card with a square-cornered band across its top (a header colour that does not
    /// cover the card): before, the band's corners showed square; now the card masks it.
    @Test func partialCoverIsMasked() {
        let card = VStack(spacing: 0) { Color.blue.frame(height: 20); Color.white }
            .frame(width: 100, height: 50).clipShape(RoundedRectangle(cornerRadius: 12))
        let host = makeHost(card)
        #expect(Self.kinds(host.displayList) == ["pushClip", "pushMask", "fill", "fill", "popMask", "popClip"])
    }

    /// https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:) — "the alpha
    /// channel of the given view": the mask view is laid out in the content's frame, proposed its
    /// size and aligned (`.bottomTrailing`: a 20 × 10 mask at (180, 115)); its drawing is the
    /// mask group's layer, the content draws inside.
    @Test func maskViewIsLaidOutInTheContentsFrame() throws {
        let host = makeHost(Color.red.frame(width: 100, height: 50).mask(alignment: .bottomTrailing) {
            Color.black.frame(width: 20, height: 10)
        })
        var mask = DisplayList()
        mask.fill(Rect(x: 180, y: 115, width: 20, height: 10), RGBAColor(red: 0, green: 0, blue: 0))
        #expect(host.displayList.commands == [
            .pushMask(.layer(mask), bounds: Rect(x: 100, y: 75, width: 100, height: 50)),
            .fillRect(Rect(x: 100, y: 75, width: 100, height: 50), RGBAColor(r8: 255, g8: 59, b8: 48)),
            .popMask,
        ])
    }

    /// A gradient mask (the fading header): the gradient's path command, laid out in the
    /// content's frame, is the layer; the mask view takes no taps, the content keeps its own.
    @Test func gradientMaskTakesNoTaps() {
        let host = makeHost(Color.red.frame(width: 100, height: 50).onTapGesture {}.mask {
            LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom).onTapGesture {}
        })
        guard case .pushMask(.layer(let mask), let bounds) = host.displayList.commands.first else {
            Issue.record("no mask group: \(host.displayList)"); return
        }
        #expect(bounds == Rect(x: 100, y: 75, width: 100, height: 50))
        #expect(mask.count == 1 && mask.description.hasPrefix("path"))
        #expect(host.tapTargets.count == 1)
    }

    /// https://developer.apple.com/documentation/swiftui/insettableshape/inset(by:) — each
    /// built-in shape inset by 4 in a 100 × 50 frame: the rect (4, 4) 92 × 42; the rounded
    /// rectangle's radius 10 − 4 = 6 (its path starts after the top-left corner, at (4 + 6, 4));
    /// the capsule's radius 42 / 2 = 21 (starts at (25, 4)); the circle's diameter 50 − 8 = 42,
    /// centred: (29, 4) 42 × 42; the ellipse fills the inset rect.
    @Test func insetGeometry() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let inset = CGRect(x: 4, y: 4, width: 92, height: 42)
        #expect(Rectangle().inset(by: 4).path(in: frame).boundingRect == inset)
        #expect(Ellipse().inset(by: 4).path(in: frame).boundingRect == inset)
        #expect(Capsule().inset(by: 4).path(in: frame).boundingRect == inset)
        #expect(RoundedRectangle(cornerRadius: 10).inset(by: 4).path(in: frame).boundingRect == inset)
        #expect(Circle().inset(by: 4).path(in: frame).boundingRect == CGRect(x: 29, y: 4, width: 42, height: 42))
        #expect(RoundedRectangle(cornerRadius: 10).inset(by: 4).path(in: frame).storage.elements.first == .move(Point(x: 10, y: 4)))
        #expect(Capsule().inset(by: 4).path(in: frame).storage.elements.first == .move(Point(x: 25, y: 4)))
        // A radius smaller than the inset leaves square corners (6 − 8 → 0): a plain rect.
        #expect(RoundedRectangle(cornerRadius: 6).inset(by: 8).path(in: frame) == Path(CGRect(x: 8, y: 8, width: 84, height: 34)))
        // Insets add up; too much leaves nothing (50 − 2 × 30 < 0); a negative one grows.
        #expect(Circle().inset(by: 2).inset(by: 2).path(in: frame) == Circle().inset(by: 4).path(in: frame))
        #expect(Capsule().inset(by: 30).path(in: frame).isEmpty)
        #expect(Rectangle().inset(by: -5).path(in: frame).boundingRect == CGRect(x: -5, y: -5, width: 110, height: 60))
    }

    /// https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:linewidth:antialiased:)
    /// — the shape inset by half the line width, stroked: an ellipse's 4 pt border is the
    /// ellipse inset by 2, so its outer edge is the frame's ellipse; an inset circle's border is
    /// inset by 4 + 1.
    @Test func strokeBorderInsetsByHalfTheLine() {
        let ellipse = makeHost(Ellipse().strokeBorder(Color.red, lineWidth: 4).frame(width: 100, height: 50))
        guard case .path(let drawing) = ellipse.displayList.commands.first else { Issue.record("\(ellipse.displayList)"); return }
        #expect(drawing.path == Ellipse().inset(by: 2).path(in: CGRect(x: 0, y: 0, width: 100, height: 50)).storage)
        #expect(drawing.origin == Point(x: 100, y: 75))
        let circle = makeHost(Circle().inset(by: 4).strokeBorder(lineWidth: 2).frame(width: 100, height: 50))
        guard case .path(let ring) = circle.displayList.commands.first else { Issue.record("\(circle.displayList)"); return }
        #expect(ring.path.controlBounds.map(CGRect.init) == CGRect(x: 30, y: 5, width: 40, height: 40))
        // The built-in shapes keep their one-command outline (inside the frame, as before).
        let rounded = makeHost(RoundedRectangle(cornerRadius: 10).strokeBorder(Color.red, lineWidth: 4).frame(width: 100, height: 50))
        #expect(rounded.displayList.description.hasPrefix("strokeRounded [(100, 75) 100×50] r=10"))
    }

    /// A page sheet's rounded corners (its own, and the scaled-back window's under it) are drawn
    /// every frame of a presentation over the whole window: they round what covers them and add
    /// no mask layer (a read-back of the window each frame), though text and the window's own
    /// transforms are inside them.
    @Test func aSheetAddsNoMaskLayer() {
        struct Presenting: View {
            @State var shown = true
            var body: some View {
                ScrollView { Text("Under the sheet").frame(maxWidth: .infinity, alignment: .leading) }
                    .sheet(isPresented: $shown) { Text("Sheet").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading) }
            }
        }
        let host = makeHost(Presenting(), width: 390, height: 800)
        for t in [0.0, 0.25, 1.0] {
            host.update(size: host.size, at: t)
            host.render(at: t)
            #expect(host.graph.presentedNodes.count == 1)
            #expect(!host.displayList.commands.contains { if case .pushMask = $0 { return true } else { return false } }, "t = \(t)")
        }
    }
}

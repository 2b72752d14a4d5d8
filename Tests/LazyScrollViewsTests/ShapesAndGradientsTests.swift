import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

/// What shapes, paths and gradients put in the display list (the renderer's side is in
/// SDLRendererTests/PathRenderTests and DisplayListTests/PathGeometryTests).
@MainActor
@Suite struct ShapesAndGradientsTests {
    /// A user's shape, as SwiftUI code writes one.
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    static func paths(_ host: ViewHost) -> [PathDrawing] {
        host.displayList.commands.compactMap { command -> PathDrawing? in
            if case .path(let d) = command { return d }
            return nil
        }
    }

    @Test("A custom Shape's path(in:) draws: its frame's size in local coordinates, placed at the frame's origin")
    func customShape() {
        let host = makeHost(Triangle().fill(.red).frame(width: 40, height: 30))
        let drawn = Self.paths(host)
        #expect(drawn.count == 1)
        // The 40 × 30 frame is centred in 300 × 200: origin (130, 85).
        #expect(drawn.first?.origin == Point(x: 130, y: 85))
        #expect(drawn.first?.path.description == "M20,0 L40,30 L0,30 Z")
        #expect(drawn.first?.paint == .color(RGBAColor.red))
        #expect(drawn.first?.style == .fillNonZero)
    }

    @Test("A bare custom shape is filled with the foreground colour; `fill(style:)` picks the even-odd rule")
    func foregroundAndEvenOdd() {
        let host = makeHost(Triangle().foregroundStyle(.green))
        #expect(Self.paths(host).first?.paint == .color(RGBAColor.green))
        let eo = makeHost(Triangle().fill(.blue, style: FillStyle(eoFill: true)))
        #expect(Self.paths(eo).first?.style == .fillEvenOdd)
        #expect(Self.paths(eo).first?.paint == .color(RGBAColor.blue))
    }

    @Test("LinearGradient as a view fills its frame; its unit points become points of the frame")
    func linearGradientView() {
        // https://developer.apple.com/documentation/swiftui/lineargradient
        let host = makeHost(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        let drawn = Self.paths(host)
        #expect(drawn.count == 1)
        #expect(drawn.first?.path.description == "M0,0 L300,0 L300,200 L0,200 Z")
        #expect(drawn.first?.paint == .linearGradient([GradientStop(color: RGBAColor.red, location: 0),
                                                       GradientStop(color: RGBAColor.blue, location: 1)],
                                                      start: Point(x: 0, y: 100), end: Point(x: 300, y: 100)))
    }

    @Test("Color.gradient is AnyGradient: top to bottom, from the colour 12 % lighter to the colour")
    func anyGradient() {
        // "this type draws a linear gradient with start-point [0.5, 0] and end-point [0.5, 1]"
        // — https://developer.apple.com/documentation/swiftui/anygradient
        let host = makeHost(Rectangle().fill(.gray.gradient).frame(width: 100, height: 50))
        guard case let .linearGradient(stops, start, end)? = Self.paths(host).first?.paint else {
            Issue.record("no gradient: \(host.displayList)"); return
        }
        #expect(start == Point(x: 50, y: 0) && end == Point(x: 50, y: 50))
        #expect(stops.map(\.color) == [RGBAColor.gray.brightness(0.12), RGBAColor.gray])
    }

    @Test("Radial, elliptical and angular gradients keep their geometry in the frame's points")
    func otherGradients() {
        let stops = [GradientStop(color: RGBAColor.white, location: 0), GradientStop(color: RGBAColor.black, location: 1)]
        let radial = makeHost(Circle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 5, endRadius: 50))
            .frame(width: 100, height: 100))
        #expect(Self.paths(radial).first?.paint == .radialGradient(stops, center: Point(x: 50, y: 50), startRadius: 5, endRadius: 50, aspect: 1))
        let elliptical = makeHost(EllipticalGradient(colors: [.white, .black]).frame(width: 100, height: 50))
        // End fraction 0.5: radius 50 in x units; y distances scaled by 100 / 50.
        #expect(Self.paths(elliptical).first?.paint == .radialGradient(stops, center: Point(x: 50, y: 25), startRadius: 0, endRadius: 50, aspect: 2))
        let angular = makeHost(Rectangle().fill(.conicGradient(colors: [.white, .black], center: .center)).frame(width: 100, height: 100))
        #expect(Self.paths(angular).first?.paint == .angularGradient(stops, center: Point(x: 50, y: 50), startAngle: 0, endAngle: 2 * .pi))
    }

    @Test("A colour fill of a built-in shape stays one rounded-rect command; a plain stroke is centred on the outline")
    func builtinShortcuts() {
        let fill = makeHost(Circle().fill(.red).frame(width: 100, height: 100))
        #expect(fill.displayList.description == "fillRounded [(100, 50) 100×100] r=50 #ff3b30")
        // SwiftUI's stroke is centred on the path: a 4 pt line reaches 2 pt outside the frame
        // (https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:)).
        let stroke = makeHost(Circle().stroke(.red, lineWidth: 4).frame(width: 100, height: 100))
        #expect(stroke.displayList.description == "strokeRounded [(98, 48) 104×104] r=52 #ff3b30 w=4")
        let border = makeHost(Circle().strokeBorder(.red, lineWidth: 4).frame(width: 100, height: 100))
        #expect(border.displayList.description == "strokeRounded [(100, 50) 100×100] r=50 #ff3b30 w=4")
    }

    @Test("A progress ring: trim(from:to:) keeps that fraction of the circle from its rightmost point, stroked with round caps")
    func progressRing() {
        // https://developer.apple.com/documentation/swiftui/shape/trim(from:to:)
        let host = makeHost(Circle().trim(from: 0, to: 0.5).stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
            .frame(width: 100, height: 100))
        guard let ring = Self.paths(host).first else { Issue.record("no path: \(host.displayList)"); return }
        #expect(ring.style == .stroke(StrokeSpec(lineWidth: 8, cap: .round)))
        let points = ring.path.polylines(tolerance: 0.1).flatMap(\.points)
        // Half the circle, clockwise on screen from (100, 50) through the bottom (50, 100) to (0, 50).
        #expect(abs((points.first?.x ?? 0) - 100) < 1e-6 && abs((points.first?.y ?? 0) - 50) < 1e-6)
        #expect(abs((points.last?.x ?? 100) - 0) < 0.01 && abs((points.last?.y ?? 0) - 50) < 0.01)
        #expect(points.allSatisfy { $0.y >= 50 - 1e-6 })
    }

    @Test("Path { } arcs: clockwise false sweeps with growing angles, clockwise on screen")
    func arcs() {
        // https://developer.apple.com/documentation/swiftui/path/addarc(center:radius:startangle:endangle:clockwise:transform:)
        let arc = Path { p in p.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false) }
        let end = arc.currentPoint ?? .zero
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 60) < 1e-9)        // 90°: straight down
        let back = Path { p in p.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true) }
        // The other way round: three quarters, through the top.
        let points = back.storage.polylines(tolerance: 0.1).flatMap(\.points)
        #expect(points.contains { $0.y < 41 })
        #expect(Path(CGRect(x: 0, y: 0, width: 4, height: 2)).boundingRect == CGRect(x: 0, y: 0, width: 4, height: 2))
    }

    @Test("Ellipse is a true curve of four cubics, stroked dashes keep their pattern")
    func ellipseAndDashes() {
        let host = makeHost(Ellipse().stroke(.black, style: StrokeStyle(lineWidth: 2, dash: [6, 3])).frame(width: 80, height: 40))
        guard let drawn = Self.paths(host).first else { Issue.record("no path"); return }
        #expect(drawn.path.elements.filter { if case .cubic = $0 { true } else { false } }.count == 4)
        #expect(drawn.style == .stroke(StrokeSpec(lineWidth: 2, dash: [6, 3])))
    }

    @Test("A gradient foreground style paints shapes with the gradient, and text with its middle colour")
    func foregroundGradient() {
        let host = makeHost(VStack {
            Rectangle().frame(width: 20, height: 20)
            Text("Hi")
        }.foregroundStyle(LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)))
        guard case let .linearGradient(stops, start, end)? = Self.paths(host).first?.paint else {
            Issue.record("no gradient: \(host.displayList)"); return
        }
        #expect(stops.count == 2 && start == Point(x: 10, y: 0) && end == Point(x: 10, y: 20))
        let text = host.displayList.commands.compactMap { command -> RGBAColor? in
            if case let .text(_, _, _, c) = command { return c }
            return nil
        }.first
        #expect(text.map { abs($0.red - 0.5) < 1e-9 } == true, "\(String(describing: text))")
        // An inner colour replaces the gradient.
        let inner = makeHost(Rectangle().foregroundStyle(.red).frame(width: 20, height: 20)
            .foregroundStyle(LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)))
        #expect(Self.paths(inner).isEmpty)
        #expect(inner.displayList.description.hasPrefix("fill "))
    }

    @Test("A gradient under a rounded clip takes the clip's round corners, as a colour fill does")
    func gradientInRoundedClip() {
        let host = makeHost(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            .frame(width: 100, height: 50).clipShape(RoundedRectangle(cornerRadius: 10)))
        guard let drawn = Self.paths(host).first else { Issue.record("no path: \(host.displayList)"); return }
        // Four quarter-circle corners of radius 10, the path starting where the top-left corner ends.
        #expect(drawn.path.elements.filter { if case .cubic = $0 { true } else { false } }.count == 4)
        #expect(drawn.path.elements.first == .move(Point(x: 10, y: 0)))
        #expect(drawn.path.controlBounds == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("Shape modifiers: rotation turns the path about the frame's centre, scale shrinks it")
    func shapeModifiers() {
        let host = makeHost(Rectangle().rotation(.degrees(90)).fill(.black).frame(width: 40, height: 20))
        guard let drawn = Self.paths(host).first, let box = drawn.path.controlBounds else { Issue.record("no path"); return }
        // A 40 × 20 rect turned a quarter about its centre (20, 10): 20 × 40 around the same centre.
        #expect(abs(box.minX - 10) < 1e-9 && abs(box.minY + 10) < 1e-9 && abs(box.width - 20) < 1e-9 && abs(box.height - 40) < 1e-9)
        let scaled = makeHost(Rectangle().scale(0.5).fill(.black).frame(width: 40, height: 20))
        #expect(Self.paths(scaled).first?.path.controlBounds == Rect(x: 10, y: 5, width: 20, height: 10))
    }
}

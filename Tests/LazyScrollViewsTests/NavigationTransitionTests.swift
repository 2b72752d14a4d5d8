import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// iOS 18's zoom navigation transition: `navigationTransition(.zoom(sourceID:in:))` on the pushed
// screen — "A navigation transition that zooms the appearing view from a given source view"
// (https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)) —
// and `matchedTransitionSource(id:in:)` on the view it zooms from — "Identifies this view as the
// source of a navigation transition, such as a zoom transition"
// (https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)); the
// configuration's `clipShape(_:)` gives the zoom the source's corners
// (https://developer.apple.com/documentation/swiftui/matchedtransitionsourceconfiguration/clipshape(_:)).
//
// The window is 390 × 844 and the stack fills it: the zooming screen's full shape (`page`) is
// (0, 0, 390, 844). The zoom takes the stack's slide timing, `ScreenSlide.animation` (ease in
// and out, 0.35 s), started at the update of the tap: frame k after the tap (60 fps) is at
// t = k / 60 / 0.35 of it, p = the curve's progress at t. At p the shape is the source's frame
// moved edge by edge toward the page's (`source + (page − source)·p`), its corner radius the
// source's times (1 − p); the screen is drawn scaled about the page's centre by
// s = max(w / 390, h / 844) of the shape, centred on it.

private struct GridPhoto: Hashable {
    let id: Int
}

/// What the pushed screen says about how it comes in.
private enum DetailTransition {
    case zoom, zoomToNothing, automatic
}

/// A photo grid in a stack: 60 cells in three 130-pt columns, cell 4 red (the one tapped), the
/// others grey; each cell a zoom source with 12-pt corners. `bannerHeight` is what the detail's
/// button puts above the grid (the source moves down by it while covered).
private struct ZoomingGrid: View {
    let transition: DetailTransition
    let bannerHeight: CGFloat
    @Namespace private var namespace
    @State private var showsBanner = false

    var body: some View {
        NavigationStack {
            ScrollView {
                if showsBanner { Color.blue.frame(height: bannerHeight) }
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: 3), spacing: 0) {
                    ForEach(0..<60, id: \.self) { i in
                        NavigationLink(value: GridPhoto(id: i)) {
                            Rectangle()
                                .fill(i == 4 ? Color.red : Color.gray)
                                .frame(height: 130)
                                .overlay { Text("P\(i)") }
                                .matchedTransitionSource(id: i, in: namespace) { $0.clipShape(RoundedRectangle(cornerRadius: 12)) }
                        }
                    }
                }
            }
            .navigationTitle("Photos")
            .navigationDestination(for: GridPhoto.self) { photo in
                let detail = VStack {
                    Text("Detail \(photo.id)")
                    Button("Add banner") { showsBanner = true }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                switch transition {
                case .zoom: detail.navigationTransition(.zoom(sourceID: photo.id, in: namespace))
                case .zoomToNothing: detail.navigationTransition(.zoom(sourceID: "nobody", in: namespace))
                case .automatic: detail.navigationTransition(.automatic)
                }
            }
        }
    }
}

/// The window rects (and corner radii, scaled with them) of the fills of `color` in `list`,
/// the enclosing transforms applied (translations and scales only, as here).
private func fills(of wanted: RGBAColor, in list: DisplayList) -> [(rect: CGRect, radius: Double)] {
    var found: [(rect: CGRect, radius: Double)] = []
    var stack: [DrawTransform] = [.identity]
    func window(_ r: Rect) -> CGRect {
        let t = stack.last!
        let a = t.apply(Point(x: r.minX, y: r.minY)), b = t.apply(Point(x: r.maxX, y: r.maxY))
        return CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
    }
    for command in list.commands {
        switch command {
        case .pushTransform(let t): stack.append(t.then(stack.last!))
        case .popTransform: stack.removeLast()
        case .fillRect(let r, let c) where c == wanted: found.append((window(r), 0))
        case .fillRoundedRect(let r, let radius, let c) where c == wanted:
            let w = window(r)
            found.append((w, radius * Double(w.width) / r.width))
        default: break
        }
    }
    return found
}

private let page = CGRect(x: 0, y: 0, width: 390, height: 844)
private let curve = ScreenSlide.animation
/// The source cell's colour, and the page a zooming screen is drawn on (`systemBackground`).
@MainActor private let red = Color.red.resolved(isDark: false, elevated: false)
@MainActor private let pageColor = StackScreenNode.pageColor.light

/// The zoom's shape at progress `f` from `source` (radius 12) to the page.
private func expectedShape(_ source: CGRect, _ f: Double) -> (rect: CGRect, radius: Double) {
    let f = CGFloat(f)
    return (CGRect(x: source.minX * (1 - f), y: source.minY * (1 - f),
                   width: source.width + (390 - source.width) * f, height: source.height + (844 - source.height) * f),
            12 * Double(1 - f))
}

private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
        && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

@MainActor
@Suite struct NavigationTransitionTests {
    /// The red cell as drawn (the source), found in the last frame.
    private func redCell(_ driver: ScrollDriver<ZoomingGrid>) -> CGRect? {
        fills(of: red, in: driver.list).first?.rect
    }

    private func tap(_ driver: ScrollDriver<ZoomingGrid>, _ label: String) throws {
        let at = try #require(driver.texts[label])
        _ = driver.scene.tap(at: Point(x: at.x + 2, y: at.y + 4))
    }

    /// The shape at the zoom's ends: the source's frame and corners at 0, the page, square, at 1;
    /// the screen drawn into the source is scaled by max(130 / 390, 130 / 844) = ⅓ about the
    /// page's centre (195, 422), which lands on the source's centre.
    @Test func theZoomsShapeRunsFromTheSourceToThePage() {
        let source = CGRect(x: 130, y: 200, width: 130, height: 130)
        let zoom = ZoomGeometry(source: source, cornerRadius: 12, style: _MatchedTransitionSourceStyle(EmptyMatchedTransitionSourceConfiguration()))
        let start = zoom.shape(at: 0, page: page), end = zoom.shape(at: 1, page: page)
        #expect(start.rect == source && start.radius == 12)
        #expect(end.rect == page && end.radius == 0)
        let mid = zoom.shape(at: 0.5, page: page)
        #expect(mid.rect == CGRect(x: 65, y: 100, width: 260, height: 487) && mid.radius == 6)
        let t = ZoomGeometry.transform(from: page, into: source)
        // The page's centre goes to the source's; its width to the source's width.
        #expect(t.apply(Point(x: 195, y: 422)) == Point(x: 195, y: 265))
        let left = t.apply(Point(x: 0, y: 422)), right = t.apply(Point(x: 390, y: 422))
        #expect(abs(left.x - 130) < 1e-9 && abs(right.x - 260) < 1e-9)
    }

    /// Pushing the zooming screen: at each frame its page is filled in the interpolated shape
    /// (rounded 12 · (1 − p)), the detail's text is where the scale-and-move puts its resting
    /// place, the grid does not slide (its texts stay), and the source is not drawn; at the end
    /// the screen rests at the page, unclipped.
    @Test func aPushZoomsOutOfTheSource() throws {
        let driver = ScrollDriver(ZoomingGrid(transition: .zoom, bannerHeight: 0), width: 390, height: 844)
        driver.frame()
        let source = try #require(redCell(driver))
        #expect(source.size == CGSize(width: 130, height: 130))
        let p3 = try #require(driver.texts["P3"])
        try tap(driver, "P4")
        var frames: [(shape: (rect: CGRect, radius: Double)?, detail: Point?, p3: Point?, red: Int)] = []
        for _ in 1...24 {
            driver.frame()
            let white = fills(of: pageColor, in: driver.list).last { $0.radius > 0 }
            frames.append((white, driver.texts["Detail 4"], driver.texts["P3"], fills(of: red, in: driver.list).count))
        }
        let rest = try #require(frames.last?.detail)
        for (i, frame) in frames.enumerated() {
            let k = i + 1, t = Double(k) / 60 / curve.durationSeconds
            guard t < 1 else {
                #expect(frame.shape?.rect == nil, "frame \(k): at rest, no zoom shape")
                #expect(frame.detail == rest)
                continue
            }
            let p = curve.progress(t)
            let expected = expectedShape(source, p)
            let shape = try #require(frame.shape, "frame \(k): the page in the zoom's shape")
            #expect(close(shape.rect, expected.rect), "frame \(k): \(shape.rect) ≠ \(expected.rect)")
            #expect(abs(shape.radius - expected.radius) < 1e-6, "frame \(k): corners \(shape.radius) ≠ \(expected.radius)")
            // rect centre + s · (rest − page centre), s = max(w / 390, h / 844).
            let s = Double(max(expected.rect.width / 390, expected.rect.height / 844))
            let detail = try #require(frame.detail)
            #expect(abs(detail.x - (Double(expected.rect.midX) + s * (rest.x - 195))) < 1e-6, "frame \(k)")
            #expect(abs(detail.y - (Double(expected.rect.midY) + s * (rest.y - 422))) < 1e-6, "frame \(k)")
            #expect(frame.p3 == p3, "frame \(k): the grid stays where it is (no slide)")
            #expect(frame.red == 0, "frame \(k): the source is hidden while the zoom stands for it")
        }
        // The first frame, t = 1/60 ÷ 0.35: the shape has barely left the source.
        let first = curve.progress(1.0 / 60 / curve.durationSeconds)
        #expect(first < 0.05)
        // Mid-way (frames 10 and 11 straddle t = ½, where the ease-in-out curve is at ½).
        #expect(curve.progress(10.0 / 60 / 0.35) < 0.5 && curve.progress(11.0 / 60 / 0.35) > 0.5)
    }

    /// Going back shrinks the screen into the source where it is *now*: while the detail was
    /// shown the grid got a 100-pt banner above it, so the source is lower than when it
    /// was pushed; the pop's shape runs from the page to that frame, corners closing. With a
    /// 2,000-pt banner the source is off screen: the pop slides, as without a zoom.
    @Test(arguments: [100.0, 2000.0])
    func aPopZoomsBackIntoTheSourcesCurrentFrame(banner: Double) throws {
        let driver = ScrollDriver(ZoomingGrid(transition: .zoom, bannerHeight: CGFloat(banner)), width: 390, height: 844)
        driver.frame()
        let pushedFrom = try #require(redCell(driver))
        try tap(driver, "P4")
        for _ in 0..<24 { driver.frame() }
        try tap(driver, "Add banner")
        driver.frame()
        let rest = try #require(driver.texts["Detail 4"])
        #expect(driver.scene.keyCommand("Escape", shift: false) == .handled)
        var frames: [(shape: (rect: CGRect, radius: Double)?, detail: Point?)] = []
        for _ in 1...24 {
            driver.frame()
            frames.append((fills(of: pageColor, in: driver.list).last { $0.radius > 0 }, driver.texts["Detail 4"]))
        }
        if banner > 1000 {
            #expect(redCell(driver) == nil, "the source is scrolled out of view")
            for (i, frame) in frames.enumerated() {
                let k = i + 1, t = Double(k) / 60 / curve.durationSeconds
                guard t < 1 else { #expect(frame.detail == nil); continue }
                let p = curve.progress(t)
                #expect(frame.shape?.rect == nil, "frame \(k): no zoom")
                #expect(frame.detail.map { abs($0.x - (rest.x + 390 * p)) < 1e-6 } == true, "frame \(k): slides out to the trailing edge")
            }
            return
        }
        let now = try #require(redCell(driver))
        // Down by the banner and the 8-pt spacing the scroll view's implicit stack puts between
        // it and the grid.
        #expect(now == pushedFrom.offsetBy(dx: 0, dy: 108), "the source moved down by the banner")
        for (i, frame) in frames.enumerated() {
            let k = i + 1, t = Double(k) / 60 / curve.durationSeconds
            guard t < 1 else { #expect(frame.detail == nil, "frame \(k): gone"); continue }
            let expected = expectedShape(now, 1 - curve.progress(t))
            let shape = try #require(frame.shape, "frame \(k): the zoom's shape")
            #expect(close(shape.rect, expected.rect), "frame \(k): \(shape.rect) ≠ \(expected.rect)")
            #expect(abs(shape.radius - expected.radius) < 1e-6, "frame \(k)")
        }
    }

    /// Without a source on screen — the zoom names an id no view is marked with — or with
    /// `.automatic`, the push is the stack's slide: the detail comes in from the trailing edge,
    /// 390 · (1 − p) right of its rest, and no zoom shape is drawn.
    @Test(arguments: ["no source", "automatic"])
    func withoutASourceThePushSlides(_ variant: String) throws {
        let driver = ScrollDriver(ZoomingGrid(transition: variant == "automatic" ? .automatic : .zoomToNothing, bannerHeight: 0),
                                  width: 390, height: 844)
        driver.frame()
        try tap(driver, "P4")
        var frames: [(shape: (rect: CGRect, radius: Double)?, detail: Point?)] = []
        for _ in 1...24 {
            driver.frame()
            frames.append((fills(of: pageColor, in: driver.list).last { $0.radius > 0 }, driver.texts["Detail 4"]))
        }
        let rest = try #require(frames.last?.detail)
        for (i, frame) in frames.enumerated() {
            let k = i + 1, t = Double(k) / 60 / curve.durationSeconds
            guard t < 1 else { continue }
            #expect(frame.shape?.rect == nil, "frame \(k): no zoom shape")
            let p = curve.progress(t)
            #expect(frame.detail.map { abs($0.x - (rest.x + 390 * (1 - p))) < 1e-6 } == true, "frame \(k): in from the trailing edge")
        }
    }
}

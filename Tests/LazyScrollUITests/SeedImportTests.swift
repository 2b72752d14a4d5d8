import AppHost
import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollUI

// Runs the code of SeedImportCode*.swift (which import LazyScrollUI alone), and pins what the
// UIKit drawing stand-ins draw.

@MainActor
private func host<V: View>(_ view: V, width: CGFloat = 320, height: CGFloat = 480) -> ViewHost {
    let host = ViewHost(rootView: view, size: CGSize(width: width, height: height), measurer: FixedAdvanceTextMeasurer())
    host.update(size: host.size, at: 0)
    host.render(at: 0)
    return host
}

private func texts(_ list: DisplayList) -> [String] {
    list.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
}

/// Hosts `view`, lets its tasks run (drained as the frame loop drains them between frames),
/// and returns the host (alive, so the pictures its rows hold are too) and the images drawn.
@MainActor
private func hostAfterTasks<V: View>(_ view: V) async -> (ViewHost, [(ImageID, Rect)]) {
    let host = host(view)
    for frame in 1...3 {
        await host.graph.drainMainActor()
        host.update(size: host.size, at: Double(frame) / 60)
        host.render(at: Double(frame) / 60)
    }
    let images = host.displayList.commands.compactMap { if case .image(let id, let rect, _) = $0 { return (id, rect) } else { return nil } }
    return (host, images)
}

@MainActor
@Suite(.serialized) struct SeedImportTests {
    @Test("Seed 002 with `let id = UUID()`: three sections, five shades each")
    func colorSelectionView() {
        let view = ColorSelectionView()
        #expect(Set(view.sections.map(\.id)).count == 3)
        #expect(view.sections.map { $0.variations.count } == [5, 5, 5])  // stride 0, 0.1 … 0.4
        #expect(texts(host(view).displayList).starts(with: ["Reds", "Greens"]))
    }

    @Test("Seed 004's StepLayout in CGSize/CGRect: the diagram gets the height the texts leave")
    func stepLayout() throws {
        let host = host(StepLayout { Color.blue; Text("Fold"); Text("in half") }, width: 300, height: 200)
        let fills = host.displayList.commands.compactMap { if case .fillRect(let r, _) = $0 { return r } else { return nil } }
        #expect(texts(host.displayList) == ["Fold", "in half"])
        // The layout is offered 300 × 200 and takes it (max(two lines + 100, 200) = 200). The
        // test measurer's lines are 17 pt × 1.2 = 20.4 pt tall: two leave the diagram
        // 200 − 40.8 = 159.2 pt, full width, at the top.
        let diagram = try #require(fills.first)
        #expect(diagram.minX == 0 && diagram.minY == 0 && diagram.width == 300)
        #expect(abs(diagram.height - 159.2) < 1e-9)
    }

    @Test("Colour statics read from non-isolated code (a global array)")
    nonisolated func colourStaticsAreNonisolated() {
        #expect(photos == [Color.red, Color.blue])
    }

    @Test("@Bindable: $profile.isMember writes the @Observable model, and the view shows it")
    func bindable() {
        let profile = Profile()
        let host = host(ProfileEditor(profile: profile))
        #expect(texts(host.displayList).contains("Ann"))
        Bindable(profile).isMember.wrappedValue = true
        #expect(profile.isMember)
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        #expect(texts(host.displayList).contains("Ann (member)"))
    }

    @Test("Seed 003's MemorySave: each row's task draws a 1000 × 1000 picture in one of the six colours")
    func memorySave() async throws {
        let (host, images) = await hostAfterTasks(MemorySave())
        defer { withExtendedLifetime(host) {} }
        // 480 pt of a list of 200 pt rows: the first rows are on screen, each with its picture.
        #expect(images.count >= 2)
        let colours: Set<UInt32> = [0xFF00_0000, 0xFF00_00FF, 0xFFFF_FF00, 0xFF00_FFFF, 0xFF00_FF00, 0xFFFF_00FF]
        for (id, rect) in images {
            #expect(rect.width == 200 && rect.height == 200)
            let pixels = try #require(ImageBitmaps.pixels(for: id))
            #expect(pixels.width == 1000 && pixels.height == 1000)
            #expect(colours.contains(pixels[0, 0]) && pixels[999, 999] == pixels[0, 0])
        }
    }

    @Test("Seed 003's Data-holding row: PNG bytes in the state, decoded back for Image(uiImage:)")
    func memorySaveWithData() async throws {
        let (host, images) = await hostAfterTasks(MemorySaveWithData())
        defer { withExtendedLifetime(host) {} }
        #expect(images.count >= 2)
        for (id, _) in images {
            let pixels = try #require(ImageBitmaps.pixels(for: id))
            #expect(pixels.width == 1000 && pixels.height == 1000)
        }
    }
}

/// The UIKit drawing stand-ins, pixel by pixel.
@Suite struct UIKitStandInTests {
    // https://developer.apple.com/documentation/uikit/uirectfill(_:): "the fill color of the
    // current graphics context and the kCGBlendModeCopy blend mode" — copy, so alpha replaces.
    @Test("UIRectFill paints the pixels whose centres are in the rect, with the fill colour, replacing alpha")
    func rectFill() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 1)
        defer { UIGraphicsEndImageContext() }
        UIColor.red.withAlphaComponent(0.5).setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 3))
        UIColor.blue.setFill()
        // x 0.6…2.6 covers pixel centres 1.5 and 2.5 (columns 1, 2); y 1…3 rows 1, 2.
        UIRectFill(CGRect(x: 0.6, y: 1, width: 2, height: 2))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        let pixels = try #require(ImageBitmaps.pixels(for: image.bitmap.id))
        #expect(image.size == CGSize(width: 4, height: 3))
        let halfRed: UInt32 = 0x80FF_0000   // alpha 0.5 → 128 (copy blending keeps it)
        #expect(pixels.argb == [halfRed, halfRed, halfRed, halfRed,
                                halfRed, 0xFF00_00FF, 0xFF00_00FF, halfRed,
                                halfRed, 0xFF00_00FF, 0xFF00_00FF, halfRed])
    }

    @Test("A context starts transparent, or opaque black; the fill colour starts black", arguments: [false, true])
    func startingPixels(opaque: Bool) throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 1), opaque, 1)
        UIRectFill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(ImageBitmaps.pixels(for: image.bitmap.id)?.argb == [opaque ? 0xFF00_0000 : 0, 0xFF00_0000])
    }

    @Test("Scale 2: twice the pixels a point; the size in points stays; scale 0 is 1 here")
    func scale() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 2)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))   // 2 × 2 pixels
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.bitmap.width == 6 && image.bitmap.height == 4)
        #expect(image.size == CGSize(width: 3, height: 2))
        let pixels = try #require(ImageBitmaps.pixels(for: image.bitmap.id))
        #expect(pixels.argb.filter { $0 == 0xFF00_FF00 }.count == 4)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 0)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.bitmap.width == 3)
        UIGraphicsEndImageContext()
    }

    @Test("Without a context: UIRectFill draws nothing and there is no image")
    func noContext() {
        #expect(UIGraphicsContextStack.depth == 0)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("Contexts nest: ending the inner one makes the outer current again")
    func nesting() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 1)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.bitmap.width == 2)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.bitmap.width == 1)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsContextStack.depth == 0)
    }

    @Test("pngData is a real PNG (signature, IHDR size, RGBA) that UIImage(data:) decodes to the same pixels")
    func pngRoundTrip() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 3), false, 1)
        UIColor.magenta.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 3))
        UIColor.cyan.withAlphaComponent(0.25).setFill()
        UIRectFill(CGRect(x: 2, y: 1, width: 2, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        let png = try #require(image.pngData())
        // PNG signature; IHDR's width and height (big-endian, bytes 16…23).
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(png[16..<24]) == [0, 0, 0, 5, 0, 0, 0, 3])
        let decoded = try #require(UIImage(data: png))
        #expect(ImageBitmaps.pixels(for: decoded.bitmap.id) == ImageBitmaps.pixels(for: image.bitmap.id))
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/size: "the logical dimensions,
    /// in points" — pixels divided by `scale`; `Image(uiImage:)` lays the picture out at that size.
    @Test("Image(uiImage:) lays a picture drawn at scale 2 out at half its pixel size", arguments: [1.0, 2.0, 3.0])
    @MainActor func uiImageScale(scale: Double) throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 20), false, CGFloat(scale))
        UIColor.magenta.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 30, height: 20))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.bitmap.width == Int(30 * scale) && image.size == CGSize(width: 30, height: 20))
        let hosted = host(VStack(alignment: .leading, spacing: 0) { Image(uiImage: image); Spacer() })
        let drawn = hosted.displayList.commands.compactMap { command -> Rect? in
            if case .image(_, let rect, _) = command { return rect } else { return nil }
        }
        #expect(drawn.map { $0.size } == [Size(width: 30, height: 20)], "\(drawn)")
    }

    @Test("UIImage(data:) is nil for bytes that are no picture")
    func notAPicture() {
        #expect(UIImage(data: Data("hello".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test("UIKit's fixed colours (UIColor docs): magenta is 1, 0, 1; gray is white 0.5")
    func colours() {
        #expect(UIColor.magenta.rgba.bytes == (255, 0, 255, 255))
        #expect(UIColor.gray.rgba.bytes.r == 128)
        #expect(Color(uiColor: .blue) == Color(red: 0, green: 0, blue: 1))
    }

    /// UIKit's semantic colours adapt to Dark Mode ("the color objects adapt automatically to
    /// Dark Mode changes": https://developer.apple.com/documentation/uikit/ui-element-colors):
    /// `Color(.systemBackground)` is white in the light colour scheme, black in the dark one;
    /// `secondarySystemBackground` (242, 242, 247) / (28, 28, 30).
    @Test func semanticUIColorsAreDynamic() {
        var light = EnvironmentValues(), dark = EnvironmentValues()
        light.colorScheme = .light
        dark.colorScheme = .dark
        #expect(Color(.systemBackground).resolve(in: light) == Color.Resolved(red: 1, green: 1, blue: 1))
        #expect(Color(.systemBackground).resolve(in: dark) == Color.Resolved(red: 0, green: 0, blue: 0))
        let secondary = Color(uiColor: .secondarySystemBackground).resolve(in: dark)
        #expect([secondary.red, secondary.green, secondary.blue].map { Int(($0 * 255).rounded()) } == [28, 28, 30])
        #expect(UIColor.label.rgba.bytes == (0, 0, 0, 255))
        #expect(Color(.red).resolve(in: dark) == Color(.red).resolve(in: light), "UIKit's fixed red does not adapt")
    }
}

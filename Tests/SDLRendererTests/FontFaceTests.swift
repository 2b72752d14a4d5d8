import DisplayList
import Foundation
@testable import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// Which DejaVu file a `FontSpec` draws with: weights, italics and the serif design, and what
    /// draws when Debian's `fonts-dejavu-extra` (the light and oblique faces) is missing.
    @Suite struct FontFaceTests {
        static func spec(weight: FontWeight = .regular, italic: Bool = false, serif: Bool = false, mono: Bool = false) -> FontSpec {
            FontSpec(sizePoints: 17, weight: weight, monospaced: mono, italic: italic, serif: serif)
        }

        /// The faces with every DejaVu package installed (CI installs `fonts-dejavu-extra`).
        @Test("Each weight, slant and design has its DejaVu face", arguments: [
            (FontFaceTests.spec(), "DejaVuSans.ttf", false),
            (FontFaceTests.spec(weight: .bold), "DejaVuSans-Bold.ttf", false),
            (FontFaceTests.spec(weight: .semibold), "DejaVuSans-Bold.ttf", false),
            (FontFaceTests.spec(weight: .light), "DejaVuSans-ExtraLight.ttf", false),
            (FontFaceTests.spec(italic: true), "DejaVuSans-Oblique.ttf", false),
            (FontFaceTests.spec(weight: .bold, italic: true), "DejaVuSans-BoldOblique.ttf", false),
            (FontFaceTests.spec(weight: .light, italic: true), "DejaVuSans-ExtraLight.ttf", true),
            (FontFaceTests.spec(serif: true), "DejaVuSerif.ttf", false),
            (FontFaceTests.spec(weight: .bold, serif: true), "DejaVuSerif-Bold.ttf", false),
            (FontFaceTests.spec(italic: true, serif: true), "DejaVuSerif-Italic.ttf", false),
            (FontFaceTests.spec(weight: .semibold, italic: true, serif: true), "DejaVuSerif-BoldItalic.ttf", false),
            (FontFaceTests.spec(italic: true, mono: true), "DejaVuSansMono.ttf", true),
        ])
        func faces(spec: FontSpec, file: String, slanted: Bool) throws {
            let fonts = try FontLibrary()
            let key = try #require(fonts.fontKey(for: spec, pixelScale: 1))
            #expect((fonts.path(forTesting: key.face) as NSString?)?.lastPathComponent == file)
            #expect(key.slanted == slanted)
            #expect(fonts.font(key) != nil, "SDL2_ttf opens \(file)")
        }

        /// A folder with only the core package's three required faces: light draws regular,
        /// italic draws the upright face slanted by SDL2_ttf, serif draws sans.
        @Test("Without fonts-dejavu-extra the nearest core face draws, slanted for italic")
        func fallbacks() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lazyscroll-fonts-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf"] {
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path,
                                                           withDestinationPath: FontLibrary.debianDirectory + "/" + name)
            }
            let fonts = try FontLibrary(fontDirectory: folder.path)
            func file(_ spec: FontSpec) -> (String?, Bool) {
                guard let key = fonts.fontKey(for: spec, pixelScale: 1) else { return (nil, false) }
                return ((fonts.path(forTesting: key.face) as NSString?)?.lastPathComponent, key.slanted)
            }
            #expect(file(Self.spec(weight: .light)) == ("DejaVuSans.ttf", false))
            #expect(file(Self.spec(italic: true)) == ("DejaVuSans.ttf", true))
            #expect(file(Self.spec(weight: .bold, italic: true)) == ("DejaVuSans-Bold.ttf", true))
            #expect(file(Self.spec(serif: true)) == ("DejaVuSans.ttf", false))
            #expect(file(Self.spec(weight: .bold, mono: true)) == ("DejaVuSansMono.ttf", false))
        }

        @Test("Serif text measures differently from sans; light keeps the regular advances in a face of its own")
        func differentMetrics() throws {
            let fonts = try FontLibrary()
            let sans = fonts.measure("Lazy stacks", font: Self.spec())
            let serif = fonts.measure("Lazy stacks", font: Self.spec(serif: true))
            let light = fonts.measure("Lazy stacks", font: Self.spec(weight: .light))
            #expect(sans.width != serif.width, "DejaVu Serif's advances differ from Sans'")
            #expect(light.width == sans.width, "DejaVu ExtraLight keeps Book's advances: only the strokes are thinner")
            #expect(fonts.fontKey(for: Self.spec(weight: .light), pixelScale: 1) != fonts.fontKey(for: Self.spec(), pixelScale: 1))
        }
    }
}

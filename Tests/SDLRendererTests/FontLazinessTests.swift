import DisplayList
import Foundation
@testable import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// A `FontLibrary` opens nothing until text is measured or drawn (Documentation/Memory.md:
    /// each face SDL2_ttf opens costs FreeType and HarfBuzz tables, 60–100 KiB of heap, and an app
    /// that shows only regular text never needs the bold or mono ones).
    @Suite struct FontLazinessTests {
        @Test func opensNoFaceUntilTextIsMeasured() throws {
            let fonts = try FontLibrary()
            #expect(fonts.openFontCount == 0, "making the library opens no face")
            _ = fonts.measure("Row 1", font: .body)
            // One face at one size: DejaVu Sans at 17 pt (68 quarter pixels).
            #expect(fonts.openFontCount == 1)
            _ = fonts.measure("Row 2", font: .body)
            #expect(fonts.openFontCount == 1, "the same face and size is reused")
            _ = fonts.measure("Title", font: .headline)
            // `.headline` is bold: DejaVuSans-Bold.ttf, a second face.
            #expect(fonts.openFontCount == 2)
        }

        /// Font paths are joined and split without `NSString` (whose code would be read at every
        /// launch for this alone), as `NSString` joins and splits them.
        @Test(arguments: [("/usr/share/fonts/truetype/dejavu", "DejaVuSans.ttf"), ("/fonts/", "a.ttf"), ("", "a.ttf"),
                          ("/", "a.ttf"), ("relative/dir", "b.ttf")])
        func pathsAreJoinedAsNSStringJoinsThem(directory: String, name: String) {
            let joined = FontLibrary.joinPath(directory, name)
            #expect(joined == (directory as NSString).appendingPathComponent(name))
            #expect(FontLibrary.folder(of: joined) == (joined as NSString).deletingLastPathComponent)
        }

        /// `isReadable` is `FileManager.isReadableFile(atPath:)`'s answer.
        @Test(arguments: ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/nonexistent/a.ttf", "/etc/shadow", "/proc/self/status"])
        func readabilityIsFileManagersAnswer(path: String) {
            #expect(FontLibrary.isReadable(path) == FileManager.default.isReadableFile(atPath: path))
        }

        @Test func looksForTheSymbolFontOnlyWhenASymbolIsUsed() throws {
            let fonts = try FontLibrary()
            #expect(fonts.symbolLookup == nil, "no look-up (and no fc-match process) at launch")
            _ = fonts.measure("Row", font: .body)
            #expect(fonts.symbolLookup == nil, "plain text does not look for it")
            var symbol = FontSpec.body
            symbol.isSymbol = true
            _ = fonts.measure("\u{F005}", font: symbol)
            #expect(fonts.symbolLookup != nil, "looked for once a symbol is measured")
        }

        /// A face that is no font still fails when the library is made, not mid-frame: its first
        /// four bytes are not an sfnt version tag.
        @Test(arguments: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf"])
        func aFaceThatIsNoFontFailsAtOnce(broken: String) throws {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("lazyscroll-fonts-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf"] {
                let target = folder.appendingPathComponent(name)
                if name == broken {
                    try Data("<html>not a font</html>".utf8).write(to: target)
                } else {
                    try FileManager.default.copyItem(atPath: "\(FontLibrary.debianDirectory)/\(name)", toPath: target.path)
                }
            }
            do {
                _ = try FontLibrary(fontDirectory: folder.path)
                Issue.record("expected an error for \(broken)")
            } catch let error as SDLError {
                #expect(error.message.contains(broken), "message: \(error.message)")
                #expect(error.message.contains(FontLibrary.debianPackage))
            }
        }

        /// The four tags of the OpenType specification, "Organization of an OpenType Font"
        /// (https://learn.microsoft.com/en-us/typography/opentype/spec/otff#organization-of-an-opentype-font):
        /// 0x00010000 and `true` (TrueType outlines), `OTTO` (CFF), `ttcf` (a collection).
        @Test(arguments: [
            ([0x00, 0x01, 0x00, 0x00], true), ([0x74, 0x72, 0x75, 0x65], true), ([0x4F, 0x54, 0x54, 0x4F], true),
            ([0x74, 0x74, 0x63, 0x66], true), ([0x00, 0x01, 0x00, 0x01], false), ([0x89, 0x50, 0x4E, 0x47], false),
            ([0x00, 0x01, 0x00], false),
        ] as [([UInt8], Bool)])
        func sfntTags(bytes: [UInt8], isFont: Bool) throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("lazyscroll-tag-\(UUID().uuidString)")
            try Data(bytes).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            #expect(FontLibrary.isFontFile(file.path) == isFont)
        }

        @Test func anUnreadableFileIsNoFont() {
            #expect(!FontLibrary.isFontFile("/nonexistent/DejaVuSans.ttf"))
        }
    }
}

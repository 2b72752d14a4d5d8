import DisplayList
import Painting
import ScrollCore
import Scenes
import Testing

/// `DrawCommand.image` in display lists (dump, validation, colour mapping) and the procedural
/// photos the demo's cards show.
@Suite("Image commands and procedural photos")
struct ImageCommandTests {
    @Test func dumpLineIsStable() {
        var list = DisplayList()
        list.image(ImageID(42), in: Rect(x: 10, y: 20, width: 160, height: 100), cornerRadius: 12)
        list.image(ImageID(7), in: Rect(x: 0, y: 0, width: 1.5, height: 2))
        #expect(list.description == """
            image img#42 [(10, 20) 160×100] r=12
            image img#7 [(0, 0) 1.5×2] r=0
            """)
    }

    @Test func idsFromNamesAreStableAndDistinct() {
        #expect(ImageID(name: "photo-1") == ImageID(name: "photo-1"))
        #expect(ImageID(name: "photo-1") != ImageID(name: "photo-2"))
        // FNV-1a 64 of the empty string is its offset basis: the same on every run and platform.
        #expect(ImageID(name: "").rawValue == 0xcbf2_9ce4_8422_2325)
        #expect(ImageID(name: "a").rawValue == 0xaf63_dc4c_8601_ec8c)
    }

    @Test func validationRejectsANonFiniteImage() {
        let good = DisplayList([.image(ImageID(1), Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2)])
        #expect(good.validate() == nil)
        let bad = DisplayList([.image(ImageID(1), Rect(x: .nan, y: 0, width: 10, height: 10), cornerRadius: 0)])
        #expect(bad.validate()?.contains("image img#1 rect is not finite") == true)
        let badRadius = DisplayList([.image(ImageID(1), Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: .infinity)])
        #expect(badRadius.validate()?.contains("corner radius") == true)
    }

    @Test func brightnessLeavesImagesAloneAndRecordingCountsThemAsDraws() {
        let command = DrawCommand.image(ImageID(3), Rect(x: 0, y: 0, width: 4, height: 4), cornerRadius: 1)
        #expect(command.mappingColors { $0.brightness(0.5) } == command)
        var recorder = RecordingRenderer()
        let stats = recorder.render(DisplayList([command, .pushOpacity(0.5), command, .popOpacity]))
        #expect(stats.drawCalls == 2 && stats.commands == 4)
    }

    // MARK: - ProceduralPhotos

    @Test func photosAreDeterministicPerID() {
        let a = ProceduralPhotos().pixels(for: ProceduralPhotos.id(3))
        let b = ProceduralPhotos().pixels(for: ProceduralPhotos.id(3))
        #expect(a != nil && a == b)
        #expect(ProceduralPhotos.title(for: ProceduralPhotos.id(3)) == ProceduralPhotos.title(for: ProceduralPhotos.id(3)))
    }

    @Test func differentIDsGiveDifferentPhotos() throws {
        let photos = ProceduralPhotos(width: 64, height: 40)
        let pictures = try (0..<12).map { try #require(photos.pixels(for: ProceduralPhotos.id($0))) }
        for i in pictures.indices {
            for j in pictures.indices where j > i {
                let differing = zip(pictures[i].argb, pictures[j].argb).filter { $0 != $1 }.count
                #expect(differing > pictures[i].argb.count / 4, "photos \(i) and \(j) differ in only \(differing) pixels")
            }
        }
        #expect(photos.generated == 12)
    }

    @Test func photosAreOpaqueSizedAndNotFlat() throws {
        let photos = ProceduralPhotos()
        let picture = try #require(photos.pixels(for: ImageID(123_456)))
        #expect(picture.width == 320 && picture.height == 200 && picture.argb.count == 320 * 200)
        #expect(picture.isOpaque)
        // A picture, not a fill: many distinct colours.
        #expect(Set(picture.argb).count > 500)
    }

    @Test func providerCachesNothingAndCountsEveryGeneration() {
        let photos = ProceduralPhotos(width: 16, height: 10)
        _ = photos.pixels(for: ImageID(1))
        _ = photos.pixels(for: ImageID(1))
        #expect(photos.generated == 2)
        #expect(photos.pixels(for: ImageID(1))?.width == 16)
    }
}

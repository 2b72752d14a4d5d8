import DisplayList
import Scenes
import Testing

/// The procedural photos' pixels are pinned: ``ProceduralPhotos`` was made cheaper (its last
/// pass, vignette + dither + packing, was 46 % of a photo's ~11 M instructions) and must draw the
/// same pictures. The checksums are FNV-1a 64 over each picture's 0xAARRGGBB words, computed by
/// the generator as it was before that change (commit a82d29e); a photo whose pixels change in
/// any way changes its checksum.
@Suite("Procedural photos keep their pixels")
struct PhotoPixelsTests {
    static func checksum(_ pixels: ImagePixels) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for word in pixels.argb {
            for shift in stride(from: 0, to: 32, by: 8) {
                hash ^= UInt64((word >> UInt32(shift)) & 0xFF)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }

    /// Ids of every kind of picture (night with stars and aurora, lakes, pines, peaks, hills), at
    /// the cards' 320 × 200 and an odd size whose rows are not a multiple of 4.
    static let cases: [(id: Int, width: Int, height: Int, checksum: UInt64)] = [
        (0, 320, 200, 0xd92a_6798_23e3_b778),
        (0, 150, 97, 0x1888_7662_0cab_e64f),
        (1, 320, 200, 0xaf4e_a867_e9f2_6ead),
        (1, 150, 97, 0x9d8e_d7d8_98b0_8820),
        (2, 320, 200, 0x9e23_19d8_ae7e_2181),
        (2, 150, 97, 0x8bd3_e64e_c7f3_2c59),
        (3, 320, 200, 0xf2ac_5b6c_cc31_9db9),
        (3, 150, 97, 0x045f_1a71_6ed9_f38c),
        (4, 320, 200, 0x9853_fc0a_a020_29f0),
        (4, 150, 97, 0xdab4_80f4_f0fd_81fb),
        (5, 320, 200, 0xee97_e700_c77c_cb9b),
        (5, 150, 97, 0x35f7_5721_b930_f571),
        (6, 320, 200, 0x9cf2_0914_c804_06bd),
        (6, 150, 97, 0x7911_1611_8d31_2584),
        (7, 320, 200, 0x079d_3986_e156_8422),
        (7, 150, 97, 0xf77c_52dc_f601_a37d),
        (11, 320, 200, 0xbf5d_4dbb_7a2a_69ab),
        (11, 150, 97, 0x3147_c5b0_d07c_8e02),
        (17, 320, 200, 0x433b_4181_e9cf_51af),
        (17, 150, 97, 0x5528_f948_8421_fe27),
        (23, 320, 200, 0x5b2a_4938_3dd0_ce99),
        (23, 150, 97, 0xca69_cc98_c633_3b3b),
        (31, 320, 200, 0x6ff5_24d8_c24b_e70a),
        (31, 150, 97, 0x23a4_4243_7ae1_9e59),
        (12, 320, 200, 0xb169_cdc8_3ab4_9198),
        (12, 150, 97, 0x7ef6_f2b6_0b11_3966),
        (18, 320, 200, 0x75a2_c75a_76ac_ad83),
        (18, 150, 97, 0x4dbb_6e0b_8b38_d9be),
    ]

    @Test("Photos have the pixels they had before the generator was made cheaper")
    func pinnedChecksums() throws {
        for c in Self.cases {
            let pixels = ProceduralPhotos.render(ProceduralPhotos.id(c.id), width: c.width, height: c.height)
            #expect(Self.checksum(pixels) == c.checksum, "photo \(c.id) at \(c.width)×\(c.height)")
        }
    }

    /// The pinned ids include every kind of picture the generator paints.
    @Test func casesCoverEveryKindOfPicture() {
        let titles = Set(Self.cases.map { ProceduralPhotos.title(for: ProceduralPhotos.id($0.id)) })
        for kind in ["Lake", "Pine ridge", "High peaks", "Hills", "night", "aurora"] {
            #expect(titles.contains { $0.contains(kind) }, "no \(kind) among \(titles.sorted())")
        }
    }
}

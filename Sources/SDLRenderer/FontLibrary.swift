import CFreeType
import CSDL2
import DisplayList
import Foundation
import ScrollCore

/// The DejaVu Sans faces LazyScroll draws with, opened through FreeType (and SDL2_ttf for text
/// that needs shaping), and the ``TextMeasurer`` that layout uses, so text is measured with the
/// same font it is drawn in.
///
/// ## Which files
/// `FontSpec` maps to a face: `.regular` → DejaVuSans.ttf; `.semibold` and `.bold` →
/// DejaVuSans-Bold.ttf (DejaVu has no semibold); `monospaced` → DejaVuSansMono.ttf (or
/// DejaVuSansMono-Bold.ttf for the bold weights, when present); `serif` → DejaVuSerif.ttf and
/// DejaVuSerif-Bold.ttf. Debian's `fonts-dejavu-extra` adds DejaVuSans-ExtraLight.ttf (`.light`),
/// the obliques (`italic`: DejaVuSans-Oblique.ttf, -BoldOblique.ttf, DejaVuSerif-Italic.ttf,
/// -BoldItalic.ttf); where one is missing the nearest upright face draws instead, slanted by
/// SDL2_ttf for italic text (`TTF_STYLE_ITALIC`). Optional faces are looked for beside the
/// regular face, on first use. With no `fontDirectory`, the
/// library looks in Debian's `/usr/share/fonts/truetype/dejavu/`, then asks fontconfig
/// (`fc-match -f '%{file}' 'DejaVu Sans'`). A missing face throws an ``SDLError`` that names the
/// Debian package to install, `fonts-dejavu-core`.
///
/// ## Points and pixels
/// ``measure(_:font:)`` and ``lineHeight(_:)`` answer in points, measured with the font opened
/// at its point size, so layout never depends on the display scale. The renderer asks for the
/// same face at `size × pixelsPerPoint` pixels to rasterise crisp text on HiDPI screens.
/// Fractional sizes are honoured to a quarter pixel: SDL2_ttf takes an integer size, so the
/// font is opened at `4 × pixels` "points" at 18 dpi (FreeType: pixels = size × dpi / 72).
///
/// ## Opened on first use
/// Making a library reads four bytes of each face file — enough to refuse a file that is not a
/// TrueType or OpenType font — and starts FreeType (loaded then: `lazyscroll_ft_*`, CFreeType's
/// header), and opens nothing: each face is opened the first time text in it is measured or
/// drawn, so an app that shows only regular text never opens the bold and mono faces.
///
/// ## FreeType for plain text, SDL2_ttf for text that needs shaping
/// Text whose code points all need no shaping (``GlyphAtlas/isSimple(_:)``: Latin, Greek,
/// Cyrillic, punctuation, symbols) is measured and drawn from FreeType's glyphs with SDL2_ttf's
/// arithmetic (`lazyscroll_ft_glyph_metrics`, `lazyscroll_ft_glyph_coverage`: every number and
/// coverage byte the one SDL2_ttf 2.20 gives, `FreeTypeGlyphTests`). SDL2_ttf — and with it
/// HarfBuzz, GLib, graphite2 and PCRE2, about 1.5 MiB of a process's memory — is loaded
/// (`TTF_Init`) and opens its own face only when a string needs HarfBuzz: combining marks,
/// scripts that reorder or join, private-use symbols (Documentation/Memory.md, "This round (rss2)").
/// The symbol font is looked for (which may ask fontconfig, a process of its own) the first time a
/// symbol is measured or drawn, not at launch (Documentation/Memory.md).
///
/// ## Lifetime and threads
/// Each library has its own FreeType instance. The first library that needs SDL2_ttf calls
/// `TTF_Init` and the last one holding it to be released calls `TTF_Quit` (counted under a lock,
/// so libraries can come and go on any thread). A library itself is not
/// thread-safe — use it from the thread that renders — so the class is not `Sendable`.
public final class FontLibrary: TextMeasurer {
    /// The font files in use, by face.
    public let regularPath: String
    public let boldPath: String
    public let monoPath: String
    public let monoBoldPath: String?
    /// The symbol font (``FontSpec/isSymbol``): Font Awesome 4.7 from Debian's
    /// `fonts-font-awesome`, found in ``symbolDirectory`` or through fontconfig; nil when it is
    /// not installed — symbols then draw with DejaVu (as missing-glyph boxes). Looked for on first
    /// use (the first symbol measured or drawn), then remembered.
    public var symbolPath: String? {
        if let known = symbolLookup { return known }
        let found = Self.locateSymbolFont(in: fontDirectory)
        symbolLookup = .some(found)
        return found
    }
    /// ``symbolPath`` once looked for (`.some(nil)`: looked for, not found).
    private(set) var symbolLookup: String?? = nil
    /// The folder the library was made with (nil: Debian's, then fontconfig).
    private let fontDirectory: String?
    /// The Debian package that ships the symbol font.
    public static let symbolDebianPackage = "fonts-font-awesome"
    /// Where Debian installs it.
    public static let symbolDirectory = "/usr/share/fonts/truetype/font-awesome"

    /// Open `TTF_Font`s keyed by face and quarter-pixel size (text that needs shaping). Sizes in
    /// use are few (a handful of `FontSpec`s × one or two display scales); the table is emptied if
    /// it ever exceeds ``maxOpenFonts``, which is safe because rasterised textures do not refer to
    /// their font.
    private var openFonts: [FontKey: OpaquePointer] = [:]
    static let maxOpenFonts = 48
    /// Whether this library counted itself in ``ttfUsers`` (on the first font SDL2_ttf opens).
    private var holdsTTF = false
    /// This library's FreeType instance (`FT_Init_FreeType`, done in `deinit`).
    let freeType: OpaquePointer
    /// FreeType faces by face and quarter-pixel size, opened on first use (`.some(nil)`: FreeType
    /// could not open it as SDL2_ttf would; its text goes to SDL2_ttf). Emptied with ``openFonts``.
    var freeTypeFaces: [FontKey: UnsafeMutablePointer<lazyscroll_ft_face>?] = [:]

    /// The Debian package that ships the DejaVu fonts; named in every missing-font error.
    public static let debianPackage = "fonts-dejavu-core"
    /// Where Debian installs DejaVu.
    public static let debianDirectory = "/usr/share/fonts/truetype/dejavu"

    /// Finds the DejaVu faces and starts FreeType; opens no face (they open on first use).
    ///
    /// - Parameter fontDirectory: a directory holding DejaVuSans.ttf, DejaVuSans-Bold.ttf and
    ///   DejaVuSansMono.ttf. `nil` searches the Debian path, then fontconfig.
    /// - Throws: ``SDLError`` naming `fonts-dejavu-core` if a face is missing, unreadable or not a
    ///   TrueType/OpenType file, or saying why FreeType cannot start (`libfreetype.so.6` not
    ///   loadable, or `FT_Init_FreeType`'s error).
    public init(fontDirectory: String? = nil) throws {
        let files = try Self.locateFaces(in: fontDirectory)
        regularPath = files.regular; boldPath = files.bold; monoPath = files.mono; monoBoldPath = files.monoBold
        self.fontDirectory = fontDirectory
        // A file that is unreadable or no font fails here, not mid-frame: its first four bytes
        // must be an sfnt version tag. (Opening it with FreeType would cost each face's tables.)
        for path in [files.regular, files.bold, files.mono] where !Self.isFontFile(path) {
            throw SDLError(message: "\(path) is not a readable TrueType or OpenType font "
                + "(install the Debian package \(Self.debianPackage))")
        }
        freeType = try Self.startFreeType()
    }

    /// Whether the file at `path` can be read and starts with an sfnt version tag: 0x00010000 or
    /// `true` (TrueType), `OTTO` (OpenType with CFF outlines) or `ttcf` (a collection) — the
    /// OpenType specification's "Organization of an OpenType Font"
    /// (https://learn.microsoft.com/en-us/typography/opentype/spec/otff#organization-of-an-opentype-font).
    static func isFontFile(_ path: String) -> Bool {
        guard let file = fopen(path, "rb") else { return false }
        defer { fclose(file) }
        var tag: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        guard withUnsafeMutableBytes(of: &tag, { fread($0.baseAddress, 1, 4, file) }) == 4 else { return false }
        switch tag {
        case (0, 1, 0, 0), (0x74, 0x72, 0x75, 0x65), (0x4F, 0x54, 0x54, 0x4F), (0x74, 0x74, 0x63, 0x66): return true
        default: return false
        }
    }

    /// How many faces (face × size) are open now, FreeType's and SDL2_ttf's: none until text is
    /// measured or drawn.
    var openFontCount: Int { freeTypeFaces.values.count(where: { $0 != nil }) + openFonts.count }
    /// How many faces SDL2_ttf has open (only text that needs shaping opens one).
    var sdlTTFFontCount: Int { openFonts.count }

    deinit {
        closeAllFonts()
        if holdsTTF { Self.releaseTTF() }
        lazyscroll_ft_done(freeType)
    }

    // MARK: - TextMeasurer

    /// The size of `text` set on one line, in points: the advance width and the font's line
    /// box height (`TTF_FontHeight`, ascent + descent), measured at the point size. An empty
    /// string is zero wide and one line tall.
    ///
    /// The width is `TTF_SizeUTF8`'s, computed from FreeType's glyph metrics cached per font
    /// (``GlyphAdvances``) — the arithmetic of SDL2_ttf's own line layout, without shaping the
    /// string through HarfBuzz (a label measured that way cost about 25 k instructions; from
    /// cached advances a few hundred). Strings with code points outside
    /// ``GlyphAtlas/isSimple(_:)``, and every string of a face FreeType cannot open as SDL2_ttf
    /// would, are measured by SDL2_ttf.
    public func measure(_ text: String, font spec: FontSpec) -> Size {
        guard let (height, advances) = measuringFont(spec) else { return Size(width: 0, height: 0) }
        // The cached advances first, on the text as it is: they know no control character (not
        // `GlyphAtlas.isSimple`), so a text holding one is not measured there, and one holding
        // none is its own drawable text — the scan for them is paid only by texts that fail.
        if let advances, let width = advances.width(of: text, library: self) { return Size(width: Points(width), height: height) }
        let text = Self.drawableText(text)          // control characters: no glyph, no width
        if text.isEmpty { return Size(width: 0, height: height) }
        if let advances, let width = advances.width(of: text, library: self) { return Size(width: Points(width), height: height) }
        // Short strings repeat: text layout wraps a minimum-width proposal one character at a
        // time, measuring single characters and pairs of every label. Strings of up to 15 UTF-8
        // bytes are stored inline by Swift, so the key costs no allocation.
        let cacheable = text.utf8.count <= 15
        let key = ShortMeasureKey(spec: spec, text: text)
        if cacheable, let size = shortSizes[key] { return size }
        let size = measureBySDLTTF(text, font: spec)
        if cacheable {
            if shortSizes.count >= Self.maxShortSizes { shortSizes.removeAll(keepingCapacity: true) }
            shortSizes[key] = size
        }
        return size
    }

    /// The size of `text` as `TTF_SizeUTF8` gives it (HarfBuzz shaping the whole string), in
    /// points: the reference ``measure(_:font:)`` reproduces from cached glyph metrics.
    public func measureBySDLTTF(_ text: String, font spec: FontSpec) -> Size {
        guard let key = fontKey(for: spec, pixelScale: 1), let font = font(key) else { return Size(width: 0, height: 0) }
        let height = Points(lazyscroll_TTF_FontHeight(font))
        let text = Self.drawableText(text)
        guard !text.isEmpty else { return Size(width: 0, height: height) }
        var w: Int32 = 0, h: Int32 = 0
        guard lazyscroll_TTF_SizeUTF8(font, text, &w, &h) == 0 else { return Size(width: 0, height: height) }
        return Size(width: Points(w), height: height)
    }

    /// The line height layout measures `spec` with and its cached glyph metrics (nil when
    /// FreeType cannot open the face: SDL2_ttf measures it); the last one is remembered (labels
    /// come in runs of one font).
    private func measuringFont(_ spec: FontSpec) -> (Points, GlyphAdvances?)? {
        if let last = lastMeasuringFont, last.spec == spec { return (last.height, last.advances) }
        guard let key = fontKey(for: spec, pixelScale: 1) else { return nil }
        let height: Points
        let advances: GlyphAdvances?
        if let face = freeTypeFace(key) {
            height = Points(face.pointee.height)
            if let known = glyphAdvances[key] {
                advances = known
            } else {
                let table = GlyphAdvances(key: key)
                glyphAdvances[key] = table
                advances = table
            }
        } else {
            guard let font = font(key) else { return nil }
            height = Points(lazyscroll_TTF_FontHeight(font))
            advances = nil
        }
        lastMeasuringFont = (spec, height, advances)
        return (height, advances)
    }
    private var lastMeasuringFont: (spec: FontSpec, height: Points, advances: GlyphAdvances?)?
    /// Glyph metrics of the fonts measured so far, by face and size (kept when fonts are closed:
    /// a font opened again has the same metrics).
    private var glyphAdvances: [FontKey: GlyphAdvances] = [:]

    private struct ShortMeasureKey: Hashable {
        var spec: FontSpec
        var text: String
    }
    /// Sizes of short strings measured so far (emptied when it reaches ``maxShortSizes``).
    private var shortSizes: [ShortMeasureKey: Size] = [:]
    private static let maxShortSizes = 8192

    /// The height of one line's box in points (`TTF_FontHeight` at the point size): the height
    /// of what ``SDLRenderer`` draws for a `.text` command and of ``measure(_:font:)``'s result.
    public func lineHeight(_ spec: FontSpec) -> Points {
        measuringFont(spec)?.0 ?? 0
    }

    // MARK: - Fonts for the renderer

    /// The `TTF_Font` for `spec` rasterising at `sizePoints × pixelScale` pixels, opened on first
    /// use; nil for a non-positive or non-finite size, or if SDL2_ttf cannot open it.
    func font(for spec: FontSpec, pixelScale: Double) -> OpaquePointer? {
        fontKey(for: spec, pixelScale: pixelScale).flatMap(font)
    }

    /// Which face and quarter-pixel size ``font(for:pixelScale:)`` opens for `spec`; nil for a
    /// non-positive, non-finite or huge size.
    func fontKey(for spec: FontSpec, pixelScale: Double) -> FontKey? {
        let pixels = spec.sizePoints * pixelScale
        guard pixels.isFinite, pixels > 0, pixels < 4096 else { return nil }
        let quarters = max(1, Int((pixels * 4).rounded()))
        if spec.isSymbol && symbolPath != nil { return FontKey(face: .symbol, quarterPixels: quarters) }
        var face = Face(spec)
        while path(of: face) == nil, let fallback = face.fallback { face = fallback }
        return FontKey(face: face, quarterPixels: quarters, slanted: spec.italic && !face.isSlanted)
    }

    /// The open `TTF_Font` for `key`, opened on first use — SDL2_ttf loaded and initialised by the
    /// first one (nil if it cannot be: the text is not drawn). (Do not keep it across calls: the
    /// table of open fonts is emptied when it grows past ``maxOpenFonts``.)
    func font(_ key: FontKey) -> OpaquePointer? {
        if let open = openFonts[key] { return open }
        if !holdsTTF {
            guard (try? Self.retainTTF()) != nil else { return nil }
            holdsTTF = true
        }
        if openFonts.count >= Self.maxOpenFonts { closeAllFonts() }
        // ptsize × 18 dpi / 72 = quarterPixels / 4 pixels per em.
        guard let path = path(of: key.face), let font = lazyscroll_TTF_OpenFontDPI(path, Int32(key.quarterPixels), 18, 18) else { return nil }
        if key.slanted { lazyscroll_TTF_SetFontStyle(font, TTF_STYLE_ITALIC) }
        openFonts[key] = font
        return font
    }

    func closeAllFonts() {
        lastMeasuringFont = nil
        for font in openFonts.values { lazyscroll_TTF_CloseFont(font) }
        openFonts.removeAll()
        for case let face? in freeTypeFaces.values { lazyscroll_ft_close(face) }
        freeTypeFaces.removeAll()
    }

    /// The file of `face`; nil for an optional face that is not installed.
    func path(of face: Face) -> String? {
        switch face {
        case .regular: return regularPath
        case .bold: return boldPath
        case .mono: return monoPath
        case .monoBold: return monoBoldPath
        case .symbol: return symbolPath ?? regularPath
        case .light, .oblique, .boldOblique, .serif, .serifBold, .serifItalic, .serifBoldItalic:
            if let known = optionalFaces[face] { return known }
            let found = face.optionalFileName.flatMap { name -> String? in
                // Beside the regular face (the caller's folder or Debian's), as the core faces are.
                let path = Self.joinPath(Self.folder(of: regularPath), name)
                return Self.isReadable(path) && Self.isFontFile(path) ? path : nil
            }
            optionalFaces[face] = .some(found)
            return found
        }
    }
    /// ``path(of:)`` for tests.
    func path(forTesting face: Face) -> String? { path(of: face) }
    /// The optional faces looked for so far (`.some(nil)`: not installed), on first use.
    private var optionalFaces: [Face: String?] = [:]

    /// `fontawesome-webfont.ttf` in `directory` (the caller's font folder), Debian's
    /// ``symbolDirectory``, or where fontconfig has it; nil if none is readable.
    private static func locateSymbolFont(in directory: String?) -> String? {
        let name = "fontawesome-webfont.ttf"
        for folder in [directory, symbolDirectory].compactMap({ $0 }) {
            let path = joinPath(folder, name)
            if isReadable(path) { return path }
        }
        return fcMatch("FontAwesome", expecting: name)
    }

    // MARK: - Finding the files

    // Paths are joined and checked with plain string operations and `access(2)`, not `NSString`
    // and `FileManager`: every app makes a font library at launch, and those two are not
    // otherwise run before the first frame — their code is pages of the executable read for
    // nothing (Documentation/Memory.md, "This round (rss2)").

    /// `directory/name`, one slash between them (`name` alone for an empty directory), as
    /// `NSString.appendingPathComponent` joins an absolute folder and a file name.
    static func joinPath(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The folder of the file at `path` (`NSString.deletingLastPathComponent` for a file path):
    /// everything before the last slash, `/` for a file at the root, "" for a bare name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether the file at `path` can be read: `access(path, R_OK)`, what
    /// `FileManager.isReadableFile(atPath:)` asks on Linux.
    static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

    private struct FaceFiles { var regular, bold, mono: String; var monoBold: String? }

    private static let fileNames = (regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf",
                                    mono: "DejaVuSansMono.ttf", monoBold: "DejaVuSansMono-Bold.ttf")

    private static func locateFaces(in directory: String?) throws -> FaceFiles {
        if let directory { return try faces(inDirectory: directory) }
        if let debian = try? faces(inDirectory: debianDirectory) { return debian }
        // Not Debian's layout: ask fontconfig. fc-match always answers with *some* font, so only
        // accept files that really are DejaVu.
        guard let regular = fcMatch("DejaVu Sans", expecting: fileNames.regular),
              let bold = fcMatch("DejaVu Sans:bold", expecting: fileNames.bold),
              let mono = fcMatch("DejaVu Sans Mono", expecting: fileNames.mono) else {
            throw SDLError(message: "DejaVu Sans was not found in \(debianDirectory) or through fontconfig "
                + "(fc-match); install the Debian package \(debianPackage)")
        }
        return FaceFiles(regular: regular, bold: bold, mono: mono,
                         monoBold: fcMatch("DejaVu Sans Mono:bold", expecting: fileNames.monoBold))
    }

    private static func faces(inDirectory directory: String) throws -> FaceFiles {
        func file(_ name: String) -> String? {
            let path = joinPath(directory, name)
            return isReadable(path) ? path : nil
        }
        let missing = [fileNames.regular, fileNames.bold, fileNames.mono].filter { file($0) == nil }
        guard missing.isEmpty, let regular = file(fileNames.regular), let bold = file(fileNames.bold),
              let mono = file(fileNames.mono) else {
            throw SDLError(message: "font files missing in \(directory): \(missing.joined(separator: ", ")); "
                + "install the Debian package \(debianPackage)")
        }
        return FaceFiles(regular: regular, bold: bold, mono: mono, monoBold: file(fileNames.monoBold))
    }

    /// `fc-match -f '%{file}' pattern`, if fontconfig is installed and answers with `expecting`.
    private static func fcMatch(_ pattern: String, expecting fileName: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-match", "-f", "%{file}", pattern]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let path = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
              path == fileName || path.hasSuffix("/" + fileName),
              isReadable(path) else { return nil }
        return path
    }

    // MARK: - TTF_Init reference count

    /// Live libraries. `TTF_Init`/`TTF_Quit` touch one global FreeType library, so the count and
    /// the calls happen while holding the count's lock.
    private static let ttfUsers = LockedValue(0)

    private static func retainTTF() throws {
        try ttfUsers.withLock { (users: inout Int) throws(SDLError) in
            if users == 0, lazyscroll_TTF_Init() != 0 { throw SDLError.fromSDL("TTF_Init") }
            users += 1
        }
    }

    private static func releaseTTF() {
        ttfUsers.withLock { users in
            users -= 1
            if users == 0 { lazyscroll_TTF_Quit() }
        }
    }
}

/// A font file: a face of DejaVu Sans, Sans Mono or Serif, or the symbol font.
enum Face: Hashable {
    case regular, bold, mono, monoBold
    /// The faces of Debian's `fonts-dejavu-extra`, drawn when it is installed (``FontLibrary``).
    case light, oblique, boldOblique
    /// DejaVu Serif: regular and bold in `fonts-dejavu-core`, the italics in `fonts-dejavu-extra`.
    case serif, serifBold, serifItalic, serifBoldItalic
    /// The symbol font (``FontLibrary/symbolPath``).
    case symbol

    /// The face drawn for `spec` when every DejaVu file is installed.
    init(_ spec: FontSpec) {
        let heavy = spec.weight == .semibold || spec.weight == .bold
        if spec.monospaced {
            self = heavy ? .monoBold : .mono
        } else if spec.serif {
            switch (heavy, spec.italic) {
            case (false, false): self = .serif
            case (true, false): self = .serifBold
            case (false, true): self = .serifItalic
            case (true, true): self = .serifBoldItalic
            }
        } else if spec.weight == .light {
            self = .light
        } else {
            switch (heavy, spec.italic) {
            case (false, false): self = .regular
            case (true, false): self = .bold
            case (false, true): self = .oblique
            case (true, true): self = .boldOblique
            }
        }
    }

    /// Whether the face itself is slanted (no synthetic oblique needed for italic text).
    var isSlanted: Bool { self == .oblique || self == .boldOblique || self == .serifItalic || self == .serifBoldItalic }

    /// The face to draw when this one's file is missing: the nearest upright face of the core
    /// package (slanted by SDL2_ttf where the text is italic), the regular face for light.
    var fallback: Face? {
        switch self {
        case .light, .oblique: return .regular
        case .boldOblique: return .bold
        case .serifItalic: return .serif
        case .serifBoldItalic: return .serifBold
        case .serif: return .regular
        case .serifBold: return .bold
        case .monoBold: return .mono
        case .regular, .bold, .mono, .symbol: return nil
        }
    }

    /// The file of an optional face (nil for the three the library requires and the symbol font).
    var optionalFileName: String? {
        switch self {
        case .monoBold: return "DejaVuSansMono-Bold.ttf"
        case .light: return "DejaVuSans-ExtraLight.ttf"
        case .oblique: return "DejaVuSans-Oblique.ttf"
        case .boldOblique: return "DejaVuSans-BoldOblique.ttf"
        case .serif: return "DejaVuSerif.ttf"
        case .serifBold: return "DejaVuSerif-Bold.ttf"
        case .serifItalic: return "DejaVuSerif-Italic.ttf"
        case .serifBoldItalic: return "DejaVuSerif-BoldItalic.ttf"
        case .regular, .bold, .mono, .symbol: return nil
        }
    }
}

struct FontKey: Hashable {
    var face: Face
    var quarterPixels: Int
    /// Italic text in an upright face: SDL2_ttf slants it (`TTF_STYLE_ITALIC`).
    var slanted = false
}

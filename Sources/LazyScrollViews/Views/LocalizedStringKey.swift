import Foundation

/// The text of a `Text("Row \(i)")` — SwiftUI's `LocalizedStringKey`, what a string literal
/// given to `Text` becomes, interpolations included. SwiftUI keeps the literal's format and its
/// arguments and makes the string when it draws; so does this, without the localisation (there
/// are no string tables here): the parts are kept as they were written — up to
/// `inlineCapacity` literal pieces, strings and integers, stored in the value itself — and the
/// `TextNode` writes them into the string it keeps, reusing that string's storage.
///
/// Why: a row's label is the one thing a list's `body` allocates. `Text("Row \(i)" + words)`
/// builds a string longer than the 15 bytes Swift stores inline, on the heap, for every row
/// made; `Text("Row \(i)\(words)")` as a key builds nothing, and a row reused for the next
/// element (`LazyForEachNode`'s pool) rewrites its label in the storage it already has.
/// Interpolations of other types are described as `"\(value)"` would describe them, into a
/// string (which may allocate, as before).
///
/// Markdown (`Text+Markdown.swift`): the literal's own text is read as Markdown when shown, as
/// in SwiftUI; interpolated strings are values, inserted as they are. Which pieces are values is
/// kept in `values` — not in the pieces' cases: a third case made each piece's destruction
/// dearer, and a list's rows destroy a few labels a frame.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// One written piece of the text.
    @usableFromInline enum Piece: Equatable, Sendable {
        case string(String)
        case integer(Int)

        /// UTF-8 bytes (an integer's: its sign and digits).
        var utf8Length: Int {
            switch self {
            case .string(let string): return string.utf8.count
            case .integer(let value):
                var length = value < 0 ? 2 : 1
                var rest = value.magnitude
                while rest >= 10 { rest /= 10; length += 1 }
                return length
            }
        }

        @usableFromInline func write(to target: inout String) {
            switch self {
            case .string(let string): target.append(string)
            // An integer's decimal digits are at most 20 bytes: `String(_:)` of one up to 15
            // digits long is stored inline (no allocation); longer ones are rare.
            case .integer(let value): target.append(String(value))
            }
        }
    }

    /// Pieces kept in the value (beyond it, the rest is joined into the last piece). Four
    /// cover `"Row \(i)\(words)"`, `"\(a) of \(b)"` and the like.
    static let inlineCapacity = 4
    // Inlinable, with the interpolation's appends: a literal made where a `body` is written
    // is built there, specialized, without calls.
    @usableFromInline var p0 = Piece.integer(0), p1 = Piece.integer(0), p2 = Piece.integer(0), p3 = Piece.integer(0)
    /// The pieces written (0…4). A byte, after the pieces, beside ``values``: with ``texts`` the
    /// key is 104 bytes (an `Int` before the pieces made it 112).
    @usableFromInline var count: UInt8 = 0
    /// Bit `i` (0–3): piece `i` is an interpolated string (a value, never Markdown). Bit 4
    /// (``wrapsValues``): the pieces past the fourth, joined into `p3`, hold values between
    /// ``valueStart`` and ``valueEnd``.
    @usableFromInline var values: UInt8 = 0
    @usableFromInline static var wrapsValues: UInt8 { 1 << 4 }
    /// Bit 5: an image is interpolated (`"\(Image(systemName: "heart.fill")) Liked"`), kept as a
    /// value between ``imageStart`` and ``imageEnd`` (Text+Image.swift); such a key is always
    /// read as runs, never on the plain path.
    @usableFromInline static var holdsImages: UInt8 { 1 << 5 }
    /// A `Text` interpolated into the literal (`"You have \(Text("3").bold()) new"`): from then
    /// on the key's parts are kept as texts, in ``texts`` (Text+Interpolation.swift), and
    /// `Text(_:)` of the key shows them as a concatenation — each with its own style.
    @usableFromInline var texts: [Text]?
    /// Private-use characters around a value joined into `p3` past the inline pieces (a key of
    /// more than four pieces with an interpolated string among the later ones; never shown).
    static let valueStart: Character = "\u{E000}", valueEnd: Character = "\u{E001}"

    public init(stringLiteral value: String) { append(.string(value)) }
    @inlinable public init(stringInterpolation: StringInterpolation) { self = stringInterpolation.key }
    /// A key of one string (`Text(verbatim:)` keeps its string as is; this is for APIs that take
    /// a key made at run time).
    public init(_ value: String) { append(.string(value)) }

    @inlinable mutating func append(_ piece: Piece) {
        if case .string(let string) = piece, string.isEmpty { return }
        if texts != nil { appendToTexts(piece, isValue: false); return }
        switch count {
        case 0: p0 = piece
        case 1: p1 = piece
        case 2: p2 = piece
        case 3: p3 = piece
        default: appendPastCapacity(piece, isValue: false); return
        }
        count += 1
    }

    /// An interpolated string: a piece marked as a value in ``values``.
    @inlinable mutating func appendValue(_ value: String) {
        if value.isEmpty { return }
        if texts != nil { appendToTexts(.string(value), isValue: true); return }
        switch count {
        case 0: p0 = .string(value)
        case 1: p1 = .string(value)
        case 2: p2 = .string(value)
        case 3: p3 = .string(value)
        default: appendPastCapacity(.string(value), isValue: true); return
        }
        values |= 1 << UInt8(truncatingIfNeeded: count)
        count += 1
    }

    /// Past the inline pieces: the last one becomes a string holding the rest, a value in it
    /// between ``valueStart`` and ``valueEnd`` (out of line: rare).
    @usableFromInline @inline(never) mutating func appendPastCapacity(_ piece: Piece, isValue: Bool) {
        var joined = ""
        if values & (1 << 3) != 0 {
            values &= ~(1 << 3)
            values |= Self.wrapsValues
            joined.append(Self.valueStart); p3.write(to: &joined); joined.append(Self.valueEnd)
        } else {
            p3.write(to: &joined)
        }
        if isValue {
            values |= Self.wrapsValues
            joined.append(Self.valueStart); piece.write(to: &joined); joined.append(Self.valueEnd)
        } else {
            piece.write(to: &joined)
        }
        p3 = .string(joined)
    }

    /// Writes the text into `target`, replacing what it held and reusing its storage when
    /// `target` is its storage's only holder.
    func write(into target: inout String) {
        if let texts {
            // A key holding texts, written as a plain string (a title that takes a key): their
            // characters, without their styles.
            target = texts.map { $0.plainString(now: nil) }.joined()
            return
        }
        if count == 1, case .string(let string) = p0 {
            // One string: shared, not copied.
            target = string
            return
        }
        target.removeAll(keepingCapacity: true)
        // Room for the longest of the labels a reused row shows in turn ("Row 7 — …", then
        // "Row 1234567 — …"): at least 64 bytes, else the next power of two, so that the
        // storage grows a few times in the node's life, not with every longer label.
        let length = utf8Length
        if length > 15 { target.reserveCapacity(max(64, 1 << (Int.bitWidth - (length - 1).leadingZeroBitCount))) }
        if count > 0 { p0.write(to: &target) }
        if count > 1 { p1.write(to: &target) }
        if count > 2 { p2.write(to: &target) }
        if count > 3 { p3.write(to: &target) }
        if values & Self.wrapsValues != 0 { target.removeAll { $0 == Self.valueStart || $0 == Self.valueEnd } }
    }

    /// Whether a literal piece holds a character that may start Markdown (`*`, `_`, `` ` ``,
    /// `~`, `[`, or a backslash for an escape): only then is the text parsed
    /// (`Text+Markdown.swift`). Values and integers are not looked at — they are never
    /// Markdown. A byte scan of the literal pieces, once per text written.
    var mayHoldMarkdown: Bool {
        // Parsed, to tell the values apart, or to find the images: one test for both.
        if values & (Self.wrapsValues | Self.holdsImages) != 0 { return true }
        if count > 0, values & 1 == 0, case .string(let string) = p0, Self.holdsMarker(string) { return true }
        if count > 1, values & 2 == 0, case .string(let string) = p1, Self.holdsMarker(string) { return true }
        if count > 2, values & 4 == 0, case .string(let string) = p2, Self.holdsMarker(string) { return true }
        if count > 3, values & 8 == 0, case .string(let string) = p3, Self.holdsMarker(string) { return true }
        return false
    }

    /// Whether `string` holds `*`, `[`, a backslash, `_`, `` ` `` or `~`: each byte looked up
    /// in a 128-bit mask (a few instructions a byte; a row's "Row " is 4 bytes).
    static func holdsMarker(_ string: String) -> Bool {
        // Bit n of `low` is byte n (0–63), of `high` byte 64 + n.
        let low: UInt64 = 1 << 0x2A
        let high: UInt64 = 1 << (0x5B - 64) | 1 << (0x5C - 64) | 1 << (0x5F - 64) | 1 << (0x60 - 64) | 1 << (0x7E - 64)
        func isMarker(_ byte: UInt8) -> Bool {
            byte < 128 && ((byte < 64 ? low : high) >> UInt64(byte & 63)) & 1 != 0
        }
        if let found = string.utf8.withContiguousStorageIfAvailable({ $0.contains(where: isMarker) }) { return found }
        return string.utf8.contains(where: isMarker)
    }

    /// Calls `body` with each piece's text in order, and whether it is literal (read as
    /// Markdown) or a value inserted as it is (an interpolated string or integer).
    func forEachPiece(_ body: (String, _ isLiteral: Bool) -> Void) {
        if let texts {
            for text in texts { body(text.plainString(now: nil), false) }
            return
        }
        func visit(_ piece: Piece, isValue: Bool) {
            switch piece {
            case .string(let string): body(string, !isValue)
            case .integer(let value): body(String(value), false)
            }
        }
        if count > 0 { visit(p0, isValue: values & 1 != 0) }
        if count > 1 { visit(p1, isValue: values & 2 != 0) }
        if count > 2 { visit(p2, isValue: values & 4 != 0) }
        guard count > 3 else { return }
        guard values & Self.wrapsValues != 0, case .string(let joined) = p3 else { visit(p3, isValue: values & 8 != 0); return }
        // The pieces past the fourth: values between the private-use marks.
        var part = "", inValue = false
        for character in joined {
            if character == Self.valueStart || character == Self.valueEnd {
                if !part.isEmpty { body(part, !inValue) }
                part = ""
                inValue = character == Self.valueStart
            } else {
                part.append(character)
            }
        }
        if !part.isEmpty { body(part, !inValue) }
    }

    /// The length of the text in UTF-8 bytes.
    private var utf8Length: Int {
        var length = 0
        if count > 0 { length += p0.utf8Length }
        if count > 1 { length += p1.utf8Length }
        if count > 2 { length += p2.utf8Length }
        if count > 3 { length += p3.utf8Length }
        return length
    }

    /// The text as a string (an image in it left out: a string cannot show one).
    var string: String {
        var string = ""
        write(into: &string)
        if values & Self.holdsImages != 0 { Self.removeImages(from: &string) }
        return string
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool {
        guard a.count == b.count, a.values == b.values, a.texts == b.texts else { return false }
        // The unused pieces are equal (never written).
        return a.p0 == b.p0 && a.p1 == b.p1 && a.p2 == b.p2 && a.p3 == b.p3
    }

    /// Collects a literal's pieces as they are written (`"Row \(i)\(words)"`: a string, an
    /// integer, a string).
    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline var key = LocalizedStringKey()
        @inlinable public init(literalCapacity: Int, interpolationCount: Int) {}
        @inlinable public mutating func appendLiteral(_ literal: String) { key.append(.string(literal)) }
        @inlinable public mutating func appendInterpolation(_ value: String) { key.appendValue(value) }
        public mutating func appendInterpolation(_ value: Substring) { key.appendValue(String(value)) }
        @inlinable public mutating func appendInterpolation(_ value: Int) { key.append(.integer(value)) }
        /// An image among the words — SwiftUI's `appendInterpolation(_:)` of an `Image`
        /// (https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-5m52e):
        /// `Text("\(Image(systemName: "heart.fill")) Liked")` draws the symbol inline, sized by
        /// the text's font and in its colour (Text+Image.swift).
        public mutating func appendInterpolation(_ image: Image) { key.appendImage(image) }
        /// A text among the words, with its own style — SwiftUI's `appendInterpolation(_:)` of a
        /// `Text` (https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-2c5ej):
        /// `Text("You have \(Text("3").bold()) new messages")` draws "3" bold and the rest as
        /// the text's own modifiers say, as one paragraph (Text+Interpolation.swift).
        public mutating func appendInterpolation(_ text: Text) { key.appendText(text) }
        /// A date in one of `Text`'s styles among the words — SwiftUI's `appendInterpolation(_:style:)`
        /// (https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:style:)):
        /// `Text("Updated \(lastSync, style: .relative) ago")` ticks as `Text(_:style:)` does (it is
        /// one interpolated, Text+Interpolation.swift).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { key.appendText(Text(date, style: style)) }
        /// Any other value, as `"\(value)"` describes it.
        public mutating func appendInterpolation<T>(_ value: T) { key.appendValue(String(describing: value)) }
        /// A number written with a `printf` format — SwiftUI's `appendInterpolation(_:specifier:)`
        /// (https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)):
        /// `Text("\(distance, specifier: "%.1f") km")`. Differs: SwiftUI constrains the value to
        /// its `_FormatSpecifiable` numbers; here any `CVarArg` (`Int`, `Double`, `CGFloat`, …), and
        /// the number is written as `String(format:)` writes it (a "." for decimals whatever the
        /// environment's locale).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            key.appendValue(String(format: specifier, value))
        }
        /// A value written by a format style — SwiftUI's `appendInterpolation(_:format:)`
        /// (https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:format:)):
        /// `Text("Total: \(total, format: .currency(code: "EUR"))")`. Differs: written when the
        /// key is made, in the style's own locale (`Locale.current` unless the style sets one), not
        /// in the environment's — `Text(_:format:)` follows the environment's.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            key.appendValue(format.format(input))
        }
    }

    @usableFromInline init() {}
}

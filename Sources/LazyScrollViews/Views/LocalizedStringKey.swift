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
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// One written piece of the text. Literal text (`.string`) is read as Markdown when shown
    /// (`Text+Markdown.swift`); an interpolated string (`.interpolated`) and an integer are
    /// inserted as they are, as in SwiftUI. The three are the same size as two were (17 bytes:
    /// the case is kept in the string's spare bits).
    @usableFromInline enum Piece: Equatable, Sendable {
        case string(String)
        case integer(Int)
        /// A string value interpolated into the literal (`"Hi \(name)"`): never Markdown.
        case interpolated(String)
        /// The pieces past ``LocalizedStringKey/inlineCapacity``, in order (kept apart, not
        /// joined, so that each keeps whether it is literal).
        case more([Piece])

        /// UTF-8 bytes (an integer's: its sign and digits).
        var utf8Length: Int {
            switch self {
            case .string(let string), .interpolated(let string): return string.utf8.count
            case .more(let pieces): return pieces.reduce(0) { $0 + $1.utf8Length }
            case .integer(let value):
                var length = value < 0 ? 2 : 1
                var rest = value.magnitude
                while rest >= 10 { rest /= 10; length += 1 }
                return length
            }
        }

        /// Whether this literal piece holds a byte that may start Markdown (see
        /// ``LocalizedStringKey/mayHoldMarkdown``).
        var mayHoldMarkdown: Bool {
            switch self {
            case .string(let string):
                var string = string  // `withUTF8` needs a mutable, contiguous string (a literal's is)
                return string.withUTF8 { bytes in
                    for byte in bytes {
                        switch byte {
                        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"),
                             UInt8(ascii: "["), UInt8(ascii: "\\"): return true
                        default: continue
                        }
                    }
                    return false
                }
            case .integer, .interpolated: return false
            case .more(let pieces): return pieces.contains { $0.mayHoldMarkdown }
            }
        }

        @usableFromInline func write(to target: inout String) {
            switch self {
            case .string(let string), .interpolated(let string): target.append(string)
            case .more(let pieces): for piece in pieces { piece.write(to: &target) }
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
    @usableFromInline var count = 0
    @usableFromInline var p0 = Piece.integer(0), p1 = Piece.integer(0), p2 = Piece.integer(0), p3 = Piece.integer(0)

    public init(stringLiteral value: String) { append(.string(value)) }
    @inlinable public init(stringInterpolation: StringInterpolation) { self = stringInterpolation.key }
    /// A key of one string (`Text(verbatim:)` keeps its string as is; this is for APIs that take
    /// a key made at run time).
    public init(_ value: String) { append(.string(value)) }

    @inlinable mutating func append(_ piece: Piece) {
        if case .string(let string) = piece, string.isEmpty { return }
        if case .interpolated(let string) = piece, string.isEmpty { return }
        switch count {
        case 0: p0 = piece
        case 1: p1 = piece
        case 2: p2 = piece
        case 3: p3 = piece
        default:
            // Past the inline pieces: the last one becomes a list holding the rest.
            if case .more(var rest) = p3 {
                p3 = .integer(0)  // the list's storage unique again
                rest.append(piece)
                p3 = .more(rest)
            } else {
                p3 = .more([p3, piece])
            }
            return
        }
        count += 1
    }

    /// Writes the text into `target`, replacing what it held and reusing its storage when
    /// `target` is its storage's only holder.
    func write(into target: inout String) {
        if count == 1 {
            // One string: shared, not copied.
            if case .string(let string) = p0 { target = string; return }
            if case .interpolated(let string) = p0 { target = string; return }
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
    }

    /// Whether a literal piece holds a character that may start Markdown (`*`, `_`, `` ` ``,
    /// `~`, `[`, or a backslash for an escape): only then is the text parsed (`Text+Markdown.swift`).
    /// Interpolated values and integers are not looked at — they are never Markdown. A byte scan
    /// of the literal pieces, once per text written.
    var mayHoldMarkdown: Bool {
        (count > 0 && p0.mayHoldMarkdown) || (count > 1 && p1.mayHoldMarkdown)
            || (count > 2 && p2.mayHoldMarkdown) || (count > 3 && p3.mayHoldMarkdown)
    }

    /// Calls `body` with each piece's text in order, and whether it is literal (read as
    /// Markdown) or a value inserted as it is.
    func forEachPiece(_ body: (String, _ isLiteral: Bool) -> Void) {
        func visit(_ piece: Piece) {
            switch piece {
            case .string(let string): body(string, true)
            case .interpolated(let string): body(string, false)
            case .integer(let value): body(String(value), false)
            case .more(let pieces): pieces.forEach(visit)
            }
        }
        if count > 0 { visit(p0) }
        if count > 1 { visit(p1) }
        if count > 2 { visit(p2) }
        if count > 3 { visit(p3) }
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

    /// The text as a string.
    var string: String {
        var string = ""
        write(into: &string)
        return string
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool {
        guard a.count == b.count else { return false }
        // The unused pieces are equal (never written).
        return a.p0 == b.p0 && a.p1 == b.p1 && a.p2 == b.p2 && a.p3 == b.p3
    }

    /// Collects a literal's pieces as they are written (`"Row \(i)\(words)"`: a string, an
    /// integer, a string).
    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline var key = LocalizedStringKey()
        @inlinable public init(literalCapacity: Int, interpolationCount: Int) {}
        @inlinable public mutating func appendLiteral(_ literal: String) { key.append(.string(literal)) }
        @inlinable public mutating func appendInterpolation(_ value: String) { key.append(.interpolated(value)) }
        public mutating func appendInterpolation(_ value: Substring) { key.append(.interpolated(String(value))) }
        @inlinable public mutating func appendInterpolation(_ value: Int) { key.append(.integer(value)) }
        /// Any other value, as `"\(value)"` describes it.
        public mutating func appendInterpolation<T>(_ value: T) { key.append(.interpolated(String(describing: value))) }
    }

    @usableFromInline init() {}
}

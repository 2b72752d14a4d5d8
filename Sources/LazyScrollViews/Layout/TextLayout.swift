import DisplayList
import Foundation

/// One laid-out line of a ``Text``.
struct TextLine: Hashable {
    var text: String
    /// Top-left of the line, relative to the text's frame.
    var origin: CGPoint
    var width: CGFloat
}

struct TextLayoutResult: Hashable {
    var size: CGSize
    /// The first line apart from the others: a text of one line — nearly every text — is laid
    /// out without allocating an array.
    var firstLine: TextLine?
    var moreLines: [TextLine] = []
    /// Baselines from the text's top (the first and the last line's).
    var firstBaseline: CGFloat
    var lastBaseline: CGFloat
    /// Whether lines were cut (the line limit or the proposed height left some out).
    var isTruncated = false
    /// The font the lines are drawn in when `minimumScaleFactor(_:)` shrank it; nil: the text's.
    var scaledFont: FontSpec?

    init(size: CGSize, lines: [TextLine], firstBaseline: CGFloat, lastBaseline: CGFloat) {
        self.size = size
        firstLine = lines.first
        moreLines = Array(lines.dropFirst())
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    init(size: CGSize, line: TextLine, baseline: CGFloat) {
        self.size = size
        firstLine = line
        firstBaseline = baseline
        lastBaseline = baseline
    }

    /// The lines, top to bottom.
    var lines: [TextLine] { (firstLine.map { [$0] } ?? []) + moreLines }

    /// Calls `body` with each line, top to bottom (no array made).
    func forEachLine(_ body: (TextLine) -> Void) {
        guard let firstLine else { return }
        body(firstLine)
        for line in moreLines { body(line) }
    }
}

/// Text layout as SwiftUI's `Text` sizes itself: with no proposed width (or an infinite one) a
/// text takes its ideal size — one line per explicit line break; with a width it wraps greedily
/// at spaces (inside a word only when the word alone is too wide) and reports the width of its
/// widest line, not the proposal. `lineLimit`, and a proposed height too small for every line,
/// keep the lines that fit (at least one) and end the last with "…". Every line is as tall as
/// the font's line height; the baseline sits at 80 % of it (DejaVu Sans' ascent is 0.76 em
/// of its 0.95 em height plus leading).
enum TextLayout {
    /// How many of `count` laid-out lines show: at most the line limit, and as many as the
    /// proposed height holds (at least one line).
    static func linesKept(of count: Int, lineLimit: Int?, height: CGFloat?, lineHeight: CGFloat) -> Int {
        var keep = count
        if let lineLimit { keep = min(keep, max(1, lineLimit)) }
        if let height, height.isFinite, lineHeight > 0 {
            keep = min(keep, max(1, Int((height + 0.001) / lineHeight)))
        }
        return keep
    }

    static let ellipsis = "…"
    /// How much wider than the proposal a line may measure and still fit: sizes come back to a
    /// text through sums and differences (a stack offers `padding` its child's width plus 12,
    /// the padding offers that less 12), and 30.6 + 12 − 12 is 30.599999999999998 in binary
    /// floating point — one ulp must not wrap a line (`HStack { Text("pad").padding(6) }` broke
    /// "pad" over two lines with fractional advances).
    static let fitTolerance: CGFloat = 1e-6

    /// What every layout of one text starts from, whatever the proposal: its paragraphs, each
    /// one's width on one line, and the font's line height. A stack asks a text its size for
    /// several proposals; measured once, these make each of those layouts cheap.
    struct Measured {
        /// The first paragraph and its width, apart from the others (most texts have one: no
        /// array is made for them).
        var first: (paragraph: String, width: CGFloat)
        var more: [(paragraph: String, width: CGFloat)] = []
        var lineHeight: CGFloat

        /// - Parameter lineHeight: the font's line height if known (measured with "Ag" otherwise).
        init(_ string: String, font: FontSpec, measurer: any TextMeasurer, lineHeight knownLineHeight: CGFloat? = nil) {
            func measured(_ paragraph: String) -> (String, CGFloat) {
                (paragraph, paragraph.isEmpty ? 0 : CGFloat(measurer.measure(paragraph, font: font).width))
            }
            if Self.containsLineBreak(string) {
                let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                first = measured(paragraphs[0])
                more = paragraphs.dropFirst().map(measured)
            } else {
                first = measured(string)
            }
            lineHeight = knownLineHeight ?? CGFloat(measurer.measure("Ag", font: font).height)
        }

        var paragraphs: [(paragraph: String, width: CGFloat)] { [first] + more }

        /// Whether `string` holds a "\n": `memchr` over its UTF-8 bytes in place (a native
        /// string's are contiguous), ~30 instructions for a row's label where iterating
        /// `utf8` took ~900.
        static func containsLineBreak(_ string: String) -> Bool {
            let found = string.utf8.withContiguousStorageIfAvailable { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
                return memchr(base, 0x0A, bytes.count) != nil
            }
            return found ?? string.utf8.contains(UInt8(ascii: "\n"))
        }
    }

    /// - Parameter measured: the text's ``Measured`` values, if measured already (laying out
    ///   the same text for another proposal); filled in when nil.
    /// - Parameters:
    ///   - truncationMode: where a cut last line loses its characters (asked only when the text
    ///     is cut).
    ///   - minimumScaleFactor: how far the font may shrink before the text is cut (asked only
    ///     when it would be).
    static func layout(_ string: String, font: FontSpec, lineLimit: Int?, proposal: ProposedViewSize,
                       measurer: any TextMeasurer, measured: inout Measured?,
                       truncationMode: @autoclosure () -> Text.TruncationMode = .tail,
                       minimumScaleFactor: @autoclosure () -> CGFloat = 1) -> TextLayoutResult {
        let known = measured ?? Measured(string, font: font, measurer: measurer)
        measured = known
        let lineHeight = known.lineHeight
        func width(_ s: String) -> CGFloat { s.isEmpty ? 0 : CGFloat(measurer.measure(s, font: font).width) }

        let maxWidth = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let fitWidth = maxWidth.map { $0 + fitTolerance }
        let baseline = (lineHeight * 0.8).rounded()
        // The common case, a one-paragraph text that fits the width offered: one line, its
        // width measured already (what the general path below computes, without its arrays).
        if let line = oneLine(known, proposal: proposal) { return oneLineResult(known.first.paragraph, line) }
        // Lines with their widths where wrapping measured them already (nil: not yet).
        var lines: [String] = []
        var knownWidths: [CGFloat?] = []
        for (paragraph, whole) in known.paragraphs {
            guard let fitWidth else { lines.append(paragraph); knownWidths.append(whole); continue }
            for (line, lineWidth) in wrap(paragraph, whole: whole, maxWidth: fitWidth, width: width) {
                lines.append(line); knownWidths.append(lineWidth)
            }
        }

        let keep = linesKept(of: lines.count, lineLimit: lineLimit, height: proposal.height, lineHeight: lineHeight)
        let lineCountBeforeCut = lines.count
        if keep < lines.count {
            let factor = minimumScaleFactor()
            if factor < 1 {
                return shrunk(string, font: font, by: factor, lineLimit: lineLimit, proposal: proposal, measurer: measurer,
                              truncationMode: truncationMode())
            }
            let limit = fitWidth ?? .infinity
            let last: String
            // Without a width to fit (a line limit cutting explicit lines), every mode keeps the
            // last line shown as it is and ends it with "…".
            switch fitWidth == nil ? .tail : truncationMode() {
            case .tail:
                // The last line kept, cut at its end: "…" stands for it and the lines after.
                var kept = lines[keep - 1]
                while !kept.isEmpty && width(kept + ellipsis) > limit { kept.removeLast() }
                last = kept.trimmingTrailingSpaces + ellipsis
            case .head, .middle:
                // The rest of the text from the last line kept — read from the text itself, past
                // the lines before it, so a word wrapping broke is whole again — cut at its start
                // or in its middle (paragraph breaks read as spaces).
                var cursor = string.startIndex
                for line in lines[..<(keep - 1)] {
                    if let found = string.range(of: line, range: cursor..<string.endIndex) { cursor = found.upperBound }
                }
                let rest = Array(String(string[cursor...]).replacingOccurrences(of: "\n", with: " ").trimmingLeadingSpaces)
                last = truncated(rest, mode: truncationMode(), fitting: limit, width: width)
            }
            lines = Array(lines[..<(keep - 1)]) + [last]
            knownWidths = Array(knownWidths[..<(keep - 1)]) + [nil]
        }
        let isTruncated = keep < lineCountBeforeCut

        var result: [TextLine] = []
        var widest: CGFloat = 0
        for (index, line) in lines.enumerated() {
            let w = knownWidths[index] ?? width(line)
            widest = max(widest, w)
            result.append(TextLine(text: line, origin: CGPoint(x: 0, y: CGFloat(index) * lineHeight), width: w))
        }
        let reported = maxWidth.map { min($0, widest) } ?? widest
        var laidOut = TextLayoutResult(size: CGSize(width: reported, height: CGFloat(max(1, result.count)) * lineHeight),
                                       lines: result, firstBaseline: baseline,
                                       lastBaseline: CGFloat(max(0, result.count - 1)) * lineHeight + baseline)
        laidOut.isTruncated = isTruncated
        return laidOut
    }

    /// `minimumScaleFactor(_:)`: the text laid out in the largest font between `factor` × its
    /// size and its size at which nothing is cut (found by halving, to 1/256 of the range), or
    /// cut at `factor` × when even that does not fit — SwiftUI shrinks before it truncates.
    static func shrunk(_ string: String, font: FontSpec, by factor: CGFloat, lineLimit: Int?, proposal: ProposedViewSize,
                       measurer: any TextMeasurer, truncationMode: Text.TruncationMode) -> TextLayoutResult {
        func attempt(_ scale: CGFloat) -> TextLayoutResult {
            var scaled = font
            scaled.sizePoints = font.sizePoints * Double(scale)
            var measured: Measured?
            var result = layout(string, font: scaled, lineLimit: lineLimit, proposal: proposal, measurer: measurer,
                                measured: &measured, truncationMode: truncationMode)
            result.scaledFont = scaled
            return result
        }
        var fits = max(0.01, factor), cut: CGFloat = 1
        var best = attempt(fits)
        if best.isTruncated { return best }
        for _ in 0..<8 {
            let scale = (fits + cut) / 2
            let result = attempt(scale)
            if result.isTruncated { cut = scale } else { fits = scale; best = result }
        }
        return best
    }

    /// `characters` shortened to fit `limit` with "…" where characters were taken out: at the
    /// start (`.head`: "…er twice") or the middle (`.middle`: "Fold…wice", the first half one
    /// character longer when the kept count is odd). The most characters that fit, found by
    /// halving (a width grows with the characters kept).
    static func truncated(_ characters: [Character], mode: Text.TruncationMode, fitting limit: CGFloat,
                          width: (String) -> CGFloat) -> String {
        func candidate(_ kept: Int) -> String {
            switch mode {
            case .head: return ellipsis + String(characters.suffix(kept)).trimmingLeadingSpaces
            case .middle, .tail:
                let front = (kept + 1) / 2
                return String(characters.prefix(front)).trimmingTrailingSpaces + ellipsis
                    + String(characters.suffix(kept - front)).trimmingLeadingSpaces
            }
        }
        var low = 0, high = characters.count   // `low` fits (only the ellipsis at worst)
        while low < high {
            let mid = (low + high + 1) / 2
            if width(candidate(mid)) <= limit { low = mid } else { high = mid - 1 }
        }
        return candidate(low)
    }

    /// The size and baseline of `known`'s layout for `proposal` when it is one line: a single
    /// paragraph no wider than the proposed width (or with none, or an infinite one) — then
    /// neither the line limit nor the proposed height changes it (at least one line is kept).
    /// Nil otherwise. What ``layout(_:font:lineLimit:proposal:measurer:measured:)`` gives in
    /// that case, without making its result.
    static func oneLine(_ known: Measured, proposal: ProposedViewSize) -> (size: CGSize, baseline: CGFloat)? {
        guard known.more.isEmpty else { return nil }
        if let proposed = proposal.width, proposed.isFinite, known.first.width > max(0, proposed) + fitTolerance { return nil }
        return (CGSize(width: known.first.width, height: known.lineHeight), (known.lineHeight * 0.8).rounded())
    }

    /// The layout of `paragraph` on one line of ``oneLine(_:proposal:)``'s size and baseline.
    static func oneLineResult(_ paragraph: String, _ line: (size: CGSize, baseline: CGFloat)) -> TextLayoutResult {
        TextLayoutResult(size: line.size, line: TextLine(text: paragraph, origin: .zero, width: line.size.width), baseline: line.baseline)
    }

    /// Greedy word wrap of one paragraph to `maxWidth`; each line with its width when the
    /// wrap measured it (the common cases: a paragraph that fits, a line closed by a word).
    private static func wrap(_ paragraph: String, whole: CGFloat, maxWidth: CGFloat, width: (String) -> CGFloat) -> [(String, CGFloat?)] {
        guard whole > maxWidth else { return [(paragraph, whole)] }
        var lines: [(String, CGFloat?)] = []
        var current = ""
        var currentWidth: CGFloat = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            if !current.isEmpty && currentWidth > maxWidth {
                // The line is too wide already (a character wider than the proposal): text only
                // grows, so the word starts the next line.
                lines.append((current, currentWidth)); current = ""
            }
            let startsLine = current.isEmpty
            let candidate = startsLine ? word : current + " " + word
            let candidateWidth = width(candidate)
            if candidateWidth <= maxWidth { current = candidate; currentWidth = candidateWidth; continue }
            if !startsLine { lines.append((current, currentWidth)); current = "" }
            let wordWidth = startsLine ? candidateWidth : width(word)
            if wordWidth <= maxWidth { current = word; currentWidth = wordWidth; continue }
            // A word wider than the line breaks between characters.
            for character in word {
                // A line already too wide (a character wider than the proposal, as when a
                // stack asks for the minimum width) takes nothing more: text only grows.
                if !current.isEmpty && currentWidth > maxWidth {
                    lines.append((current, currentWidth))
                    current = String(character); currentWidth = width(current)
                    continue
                }
                let next = current + String(character)
                let nextWidth = width(next)
                if nextWidth > maxWidth && !current.isEmpty {
                    lines.append((current, currentWidth))
                    current = String(character); currentWidth = width(current)
                } else {
                    current = next; currentWidth = nextWidth
                }
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append((current, current.isEmpty ? 0 : currentWidth)) }
        return lines
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
    var trimmingLeadingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        return String(s)
    }
}

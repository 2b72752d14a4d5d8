import DisplayList
import Foundation
import ScrollCore

/// A string of text — SwiftUI's `Text`: wraps to the width it is offered, at most `lineLimit`
/// lines, the last one truncated with "…" when the text does not fit. Sized by the renderer's
/// font metrics (FreeType's with SDL2_ttf's arithmetic, SDL2_ttf's for text that needs shaping;
/// through ``ViewGraph/measurer``).
///
/// Text modifiers (`font`, `bold`, `foregroundColor`, `foregroundStyle`) on a `Text` return a
/// `Text`, as in SwiftUI; on other views they set the environment for the text inside.
public struct Text: View, Equatable {
    /// What the text says: a string given as a value, or a literal's pieces as written
    /// (``LocalizedStringKey``), written into the node's string when the text is shown.
    @usableFromInline enum Content: Equatable, Sendable {
        case verbatim(String)
        case key(LocalizedStringKey)
        /// `Text(_:style:)`: written when shown, in the environment's locale, time zone and
        /// calendar, and — for the relative styles — from the frame's date (``ViewGraph/now``).
        case date(Date, DateStyle)
        /// `Text(_:format:)` with a `Sendable` style and value: written when shown, in the
        /// environment's locale (``FormattedValue``).
        case formatted(FormattedValue)
        /// `lhs + rhs` (`Text+Concatenation.swift`): the pieces, each with its own modifiers,
        /// shown as one text. One array reference: a text of one string is no bigger for it.
        case concatenated([Text])

        /// Writes the text into `target`, replacing it (see ``LocalizedStringKey/write(into:)``).
        /// `environment` and `now` matter only to a date.
        func write(into target: inout String, environment: EnvironmentValues, now: Date) {
            switch self {
            case .verbatim(let string): target = string
            case .key(let key): key.write(into: &target)
            case .date(let date, let style): target = style.format(date, now: now, environment: environment)
            case .formatted(let value): target = value.write(environment.locale)
            case .concatenated(let pieces): target = Self.joined(pieces, environment: environment, now: now)
            }
        }

        /// Whether the text is a date (written again when the frame's date or the locale moves),
        /// or a concatenation with a date among its pieces.
        var isDate: Bool {
            switch self {
            case .date: true
            case .concatenated(let pieces): pieces.contains { $0.storage.isDate }
            case .verbatim, .key, .formatted: false
            }
        }
        /// Whether the text is written in the environment's locale (a date or a formatted value,
        /// or a concatenation with one among its pieces).
        var followsLocale: Bool {
            switch self {
            case .date, .formatted: true
            case .verbatim, .key: false
            case .concatenated(let pieces): pieces.contains { $0.storage.followsLocale }
            }
        }
    }
    // Inlinable where a `body` makes a text (`Text("Row \(i)").font(…).foregroundStyle(…)`):
    // specialized there, the text is built in place, not copied by each modifier.
    @usableFromInline let storage: Content
    @usableFromInline var font: Font?
    @usableFromInline var isBold = false
    /// Set by `italic()`, `fontWeight(_:)`, `fontDesign(_:)` on the text.
    @usableFromInline var traits = FontTraits()
    @usableFromInline var color: Color?

    /// The text as a string, a date written from the running graph's date.
    @MainActor var content: String { plainString(now: ViewGraph.current?.now) }

    /// The text as a string — what a navigation title or a key's plain string shows of it: a
    /// literal's Markdown read, its markers removed (`Text+Markdown.swift`), images left out, a
    /// concatenation's pieces joined, a date written in the default environment from `now`
    /// (nil: from the date itself, or the fixed date of a graph no host dated).
    nonisolated func plainString(now: Date?) -> String {
        if case .key(let key) = storage, key.mayHoldMarkdown { return key.markdownStrippedString }
        if case .concatenated(let pieces) = storage { return pieces.map { $0.plainString(now: now) }.joined() }
        var string = ""
        storage.write(into: &string, environment: EnvironmentValues(), now: now ?? storage.dateShown ?? ViewGraph.dateBeforeTheHostSetsOne)
        return string
    }

    /// A string literal, interpolations included (`Text("Row \(i)")`): SwiftUI's overload,
    /// which keeps the literal's pieces rather than a string made from them.
    // Nonisolated, as SwiftUI's initializers of `Text` are: a literal's interpolation (not
    // isolated) makes texts of its parts (Text+Interpolation.swift).
    @inlinable nonisolated public init(_ key: LocalizedStringKey) {
        // A literal with a `Text` interpolated is a concatenation of its parts (Text+Interpolation.swift).
        if let texts = key.texts { storage = .concatenated(texts) } else { storage = .key(key) }
    }
    /// A string value (`Text(name)`). This and the generic overload are disfavoured, so that
    /// a literal takes the key overload, as in SwiftUI (whose ranking the compiler gives its
    /// own module's overloads; a literal would otherwise make a `String`, the default type).
    @_disfavoredOverload
    public init(_ content: String) { storage = .verbatim(content) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = .verbatim((content as? String) ?? String(content)) }
    /// Verbatim text (there is no localisation here, so the same as `Text(_:)`).
    nonisolated public init(verbatim content: String) { storage = .verbatim(content) }

    public var body: Never { fatalError("Text is primitive") }

    @inlinable public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    public func bold(_ isActive: Bool = true) -> Text { var t = self; t.isBold = isActive; return t }
    /// SwiftUI's `fontWeight(_:)`: DejaVu has light (ExtraLight: `.ultraLight`, `.thin`,
    /// `.light`), regular (also `.medium`) and bold (`.semibold` and heavier); `nil` keeps the
    /// font's weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.traits.weight = weight; return t }
    /// SwiftUI's `italic()`: DejaVu's oblique faces (`fonts-dejavu-extra`), else the upright
    /// face slanted.
    public func italic(_ isActive: Bool = true) -> Text { var t = self; t.traits.italic = isActive; return t }
    /// SwiftUI's `fontDesign(_:)` (iOS 16.1): `.serif` is DejaVu Serif, `.monospaced` DejaVu Sans
    /// Mono, `.rounded` the default design (there is no rounded face here).
    public func fontDesign(_ design: Font.Design?) -> Text { var t = self; t.traits.design = design; return t }
    @inlinable public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    @inlinable public func foregroundStyle(_ color: Color) -> Text { var t = self; t.color = color; return t }
}

extension Text: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        TextNode(text: self, parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) {
        let node = unsafeDowncast(node, to: TextNode.self)  // made by `makeNode` (same view type)
        // Each part compared once (`!=` on the whole value, then each part again, compared the
        // label's pieces twice).
        let sameStyle = node.text.font == font && node.text.isBold == isBold && node.text.color == color
            && node.text.traits == traits
        let sameString = node.text.storage == storage
        guard !(sameStyle && sameString) else { return }
        // Only the string changed (a row's label for the next element): the style resolved
        // from the environment and the font's line height stay. Moved in (the old value goes
        // after the move): an assignment lets the old label go inside the write, and then
        // every access to ``TextNode/text`` is checked at run time (Performance.md,
        // "Exclusivity checks and testable builds").
        // In an animated transaction the old content is kept to animate from
        // (`contentTransition(_:)`; nil at once when no animation applies).
        let transition = node.contentRunBeforeChange()
        var replaced = self
        swap(&replaced, &node.text)
        node.keepsStyle = sameStyle
        // Layouts let go of the old string first: its storage is then the node's alone, and
        // the new one is written into it (no allocation; see ``TextNode/string``).
        node.invalidateLayout()
        if !sameString { node.writeString(storage) }
        if let transition { node.startContentRun(transition) }
    }
}

final class TextNode: ViewNode {
    var text: Text
    /// The text's characters, written from ``text`` when they change. Kept across updates:
    /// a row reused for another element writes its new label into this string's storage,
    /// which nothing else holds by then (layouts are forgotten first; a reused row's recorded
    /// drawing is let go when it leaves, see ``PlacedRow/retire()``), so it allocates nothing.
    var string: String
    /// The layouts for the last few proposals: a stack asks for its minimum, maximum, offer and
    /// placement, then painting asks again for the placement's.
    private var laidOut: [(proposal: ProposedViewSize, result: TextLayoutResult)] = []
    /// The environment's `textCase`, read when the environment is set or changes
    /// (``environmentChanged(_:)``), not for each label written: a look-up walks the
    /// environment's entries (~400 instructions a row updated in `bench --declarative`).
    private var textCase: Text.Case?

    init(text: Text, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.text = text
        string = ""
        textCase = environment.textCase
        super.init(viewType: Text.self, parent: parent, environment: environment, graph: graph)
        keepsOwnSizes = true  // ``layout(_:)`` and ``oneLineMetrics`` keep its sizes
        writeString()
    }

    /// Writes ``text`` into ``string``; a date also joins the graph's list of texts written
    /// again each frame (``ViewGraph/refreshDateTexts()``).
    func writeString() { writeString(text.storage) }

    /// ``writeString()`` from `storage`, which is ``text``'s: an update passes its own value's
    /// (read in place; ``text``'s is copied out of the node first, its pieces retained).
    /// A literal's pieces are scanned for Markdown markers each time (~120 instructions for a
    /// row's "Row \(i)\(words)"; comparing them with the previous literal's cost as much).
    func writeString(_ storage: Text.Content) {
        // Written on a local moved out and back: an assignment to ``string`` lets the old one
        // go inside the write, and the write into it calls out of the node, so every access
        // to it would be checked at run time. The storage moves with it (still unique).
        var written = ""
        swap(&written, &string)
        if case .key(let key) = storage {
            if !key.mayHoldMarkdown {
                key.write(into: &written)  // a literal's pieces: no environment, no date
                if runs != nil { runs = nil }
            } else {
                writeMarkdown(key, into: &written)  // TextNode+Runs.swift: runs, or their plain text
            }
        } else if case .concatenated(let pieces) = storage {
            writeConcatenation(pieces, into: &written)  // Text+Concatenation.swift: runs, or their plain text
        } else {
            storage.write(into: &written, environment: environment, now: graph.now)
            if runs != nil { runs = nil }
        }
        if let textCase {
            written = textCase.apply(to: written, locale: environment.locale)
            if let runs {
                runs.parsed = runs.parsed.map { run in
                    guard run.symbol == nil else { return run }  // an image (Text+Image.swift): drawn as it is
                    var cased = run
                    cased.text = textCase.apply(to: run.text, locale: environment.locale)
                    return cased
                }
            }
        }
        swap(&written, &string)
        if storage.isDate && !isRefreshedEachFrame {
            isRefreshedEachFrame = true
            graph.registerDateText(WeakTextNode(self))
        }
    }

    /// The text's runs, their layouts and resolved styles when its literal's Markdown styles
    /// something (`TextNode+Runs.swift`; ``string`` is then their characters joined); nil for a
    /// text of one style — nearly every text, laid out and drawn as before. One reference, so
    /// that a plain text's node grows by one pointer and checks it once.
    var runs: TextRunsState?

    /// Whether ``ViewGraph/dateTexts`` lists this node.
    var isRefreshedEachFrame = false

    /// Writes the date again from the graph's frame date and the current environment: a
    /// relative style ticks ("2:31" → "2:32"), a locale set by an ancestor applies. Returns
    /// false once the text no longer shows a date (the graph then forgets the node).
    func refreshDate() -> Bool {
        guard text.storage.isDate else { isRefreshedEachFrame = false; return false }
        var fresh = ""
        text.storage.write(into: &fresh, environment: environment, now: graph.now)
        if let textCase { fresh = textCase.apply(to: fresh, locale: environment.locale) }
        if fresh != string, case .concatenated = text.storage {
            // A date among pieces: flattened again (its runs' characters changed).
            invalidateLayout()
            writeString()
        } else if fresh != string {
            keepsStyle = true
            invalidateLayout()
            swap(&fresh, &string)
        }
        return true
    }

    /// A new environment: a different `textCase` (or the locale it follows) writes the string
    /// again.
    override func environmentChanged(_ newEnvironment: EnvironmentValues) {
        let oldCase = textCase
        let followsLocale = text.storage.followsLocale
        let oldLocale = oldCase == nil && !followsLocale ? nil : environment.locale
        super.environmentChanged(newEnvironment)
        let newCase = environment.textCase
        textCase = newCase
        if newCase != oldCase || ((newCase != nil || followsLocale) && environment.locale != oldLocale) {
            invalidateLayout()
            writeString()
        }
    }

    override var debugName: String? { "Text" }
    /// Not while a content transition draws it differently each frame.
    override var isPaintReplayable: Bool { !hasContentRun }

    /// The content transition in flight (`contentTransition(_:)`), if any.
    var contentRun: TextContentRun? { didSet { hasContentRun = contentRun != nil } }
    /// Whether ``contentRun`` holds one — what drawing and replaying ask of every text: a
    /// nil check of the optional copied the whole run out of the node first (~130 instructions
    /// and a copy, twice a row drawn for the first time).
    private(set) var hasContentRun = false
    /// The value the last `numericText(value:)` transition showed: the next one's direction.
    var lastNumericValue: Double?

    /// The font: the text's own, else the environment's (`.font(_:)` on an ancestor), else body.
    var fontSpec: FontSpec {
        environment.resolvedFont(text.font, ownTraits: text.traits, bold: text.isBold)
    }

    func layout(_ proposal: ProposedViewSize) -> TextLayoutResult {
        if let oneLine, Self.fitsOnOneLine(proposal, width: oneLine.size.width) { return oneLine }
        if let oneLineMetrics, Self.fitsOnOneLine(proposal, width: oneLineMetrics.size.width) {
            // Sized on one line already (``metrics(_:)``): the line is the text's one paragraph,
            // its string (a text is measured again whenever its string changes).
            let result = TextLayout.oneLineResult(string, oneLineMetrics)
            var line: TextLayoutResult? = result
            swap(&line, &oneLine)
            return result
        }
        for entry in laidOut where entry.proposal == proposal { return entry.result }
        if runs != nil { return styledLayout(proposal).result }  // Markdown: TextNode+Runs.swift
        let style = style
        let measurer = graph.measurer  // read once: an existential copy and a strong load of the graph
        measure(with: measurer)
        var known: TextLayout.Measured?
        swap(&known, &measured)
        var result = TextLayout.layout(string, font: style.font, lineLimit: style.lineLimit,
                                       proposal: proposal, measurer: measurer, measured: &known,
                                       truncationMode: self.environment.truncationMode,
                                       minimumScaleFactor: self.environment.minimumScaleFactor)
        let fitsOneLine = TextLayout.oneLine(known!, proposal: proposal) != nil
        swap(&known, &measured)
        if fitsOneLine {
            // Laid out once for every proposal it fits (see ``oneLine``).
            var line: TextLayoutResult? = result
            swap(&line, &oneLine)
            oneLineMetrics = (result.size, result.firstBaseline)
            return result
        }
        // Several lines: placed across the width as `multilineTextAlignment(_:)` has them
        // (Text+Alignment.swift) — looked up here only, a text of one line has none to move.
        if !result.moreLines.isEmpty { result.align(environment.multilineTextAlignment) }
        var layouts: [(proposal: ProposedViewSize, result: TextLayoutResult)] = []
        swap(&layouts, &laidOut)
        if layouts.count >= 4 { layouts.removeFirst() }
        layouts.append((proposal, result))
        swap(&layouts, &laidOut)
        return result
    }

    /// The layout of a text of one paragraph for any proposal at least as wide as the text
    /// (or with no width): one line, whatever the proposed height and the line limit (at least
    /// one line is kept) — ``TextLayout``'s first case. A stack asks a text for its ideal and
    /// offered sizes, its dimensions and its placement, each a different proposal that this
    /// one layout answers: a row's label is laid out once.
    private var oneLine: TextLayoutResult?
    /// ``oneLine``'s size and baseline, plain values: sizing reads them without copying the
    /// layout (its line's string and array: a retain and a release each, ~90 instructions a
    /// copy, four copies a row measured).
    private var oneLineMetrics: (size: CGSize, baseline: CGFloat)?

    /// The size and baselines of the layout for `proposal` (``layout(_:)``'s, without copying it).
    /// A text of one line is sized from its measured width without being laid out: its
    /// ``oneLine`` layout is made when it is drawn.
    private func metrics(_ proposal: ProposedViewSize) -> (size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat) {
        if let oneLineMetrics, Self.fitsOnOneLine(proposal, width: oneLineMetrics.size.width) {
            return (oneLineMetrics.size, oneLineMetrics.baseline, oneLineMetrics.baseline)
        }
        if oneLineMetrics == nil {
            if runs != nil {
                let result = styledLayout(proposal).result
                return (result.size, result.firstBaseline, result.lastBaseline)
            }
            measure(with: graph.measurer)
            if let line = TextLayout.oneLine(measured!, proposal: proposal) {
                oneLineMetrics = line
                return (line.size, line.baseline, line.baseline)
            }
        }
        let result = layout(proposal)
        return (result.size, result.firstBaseline, result.lastBaseline)
    }

    /// Measures the text (``measured``) unless it is measured already.
    private func measure(with measurer: any TextMeasurer) {
        guard measured == nil else { return }
        let known = TextLayout.Measured(string, font: style.font, measurer: measurer, lineHeight: lineHeight)
        lineHeight = known.lineHeight
        var stored: TextLayout.Measured? = known
        swap(&stored, &measured)
    }

    /// Whether `proposal` leaves a line `width` wide unwrapped (``TextLayout``'s `maxWidth`).
    private static func fitsOnOneLine(_ proposal: ProposedViewSize, width: CGFloat) -> Bool {
        guard let proposed = proposal.width, proposed.isFinite else { return true }
        return width <= max(0, proposed) + TextLayout.fitTolerance
    }

    /// A text's width for a proposed width of 0 (or less) is 0: it reports at most the width it
    /// is offered (see ``TextLayout``). Every `HStack` asks each child its minimum width; a
    /// text answers here without wrapping itself a character per line to find it.
    override func length(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat {
        if axis == .horizontal, let width = proposal.width, width <= 0 { return 0 }
        return super.length(along: axis, for: proposal)
    }

    /// The font, colour and line limit the text is laid out and drawn with, resolved from the
    /// environment once (a stack lays a text out for four proposals, painting reads the style
    /// every frame, and each environment read is a lookup); forgotten when the text or the
    /// environment changes.
    private var resolvedStyle: (font: FontSpec, color: RGBAColor, lineLimit: Int?)?
    /// The lines drawn with the text (`strikethrough`, `underline`), resolved with ``style``.
    private(set) var decoration: _TextDecoration?
    var style: (font: FontSpec, color: RGBAColor, lineLimit: Int?) {
        if let resolvedStyle { return resolvedStyle }
        let (font, decoration) = environment.resolvedFontAndDecoration(text.font, ownTraits: text.traits, bold: text.isBold)
        self.decoration = decoration
        let style = (font, (text.color ?? environment.foregroundColor ?? .primary).resolved(in: environment), environment.lineLimit)
        var resolved: (font: FontSpec, color: RGBAColor, lineLimit: Int?)? = style
        swap(&resolved, &resolvedStyle)
        return style
    }

    /// Each paragraph's width on one line in its font and the line height, measured once: a
    /// stack asks a text its size for several proposals, and each layout starts from these.
    private var measured: TextLayout.Measured?

    override func invalidateLayout() {
        // What holds references (strings, arrays) is moved out, and goes after the access:
        // let go inside a write, it makes the optimizer check every access to the property at
        // run time — this node's layouts are read a few times a row sized and drawn
        // (Performance.md, "Exclusivity checks and testable builds").
        var layouts: [(proposal: ProposedViewSize, result: TextLayoutResult)] = []
        swap(&layouts, &laidOut)
        layouts.removeAll(keepingCapacity: true)
        swap(&layouts, &laidOut)
        var line: TextLayoutResult?
        swap(&line, &oneLine)
        oneLineMetrics = nil
        if keepsStyle {
            keepsStyle = false
        } else {
            var resolved: (font: FontSpec, color: RGBAColor, lineLimit: Int?)?
            swap(&resolved, &resolvedStyle)
            lineHeight = nil
        }
        var known: TextLayout.Measured?
        swap(&known, &measured)
        if let runs { runs.forgetLayouts() }
        super.invalidateLayout()
    }
    /// Set by an update that changed only the string: the next invalidation keeps
    /// ``resolvedStyle`` and ``lineHeight`` (an environment change clears them as before).
    var keepsStyle = false
    /// The font's line height, measured with the first layout of a style (not per string).
    private var lineHeight: CGFloat?

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { metrics(proposal).size }

    override func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let result = metrics(proposal)
        return ViewDimensions(width: result.size.width, height: result.size.height,
                              firstBaseline: result.firstBaseline, lastBaseline: result.lastBaseline)
    }

    private(set) var placedProposal: ProposedViewSize = .unspecified
    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) { placedProposal = proposal }

    override func render(into context: inout RenderContext) {
        if environment.redactsContent {
            // `redacted(reason:)`: the lines' bars in place of the glyphs, the layout the same
            // (Redaction.swift). A byte of the environment, read without a look-up; a change of
            // it comes through ``environmentChanged(_:)``, which counts a paint change, so a
            // row's recorded drawing is not replayed after it.
            RedactionPlaceholder.drawText(layout(placedProposal), color: style.color, in: frame, into: &context)
            return
        }
        if hasContentRun, renderContentRun(into: &context) { return }
        if runs != nil { renderRuns(into: &context); return }
        let result = layout(placedProposal)
        let (styleFont, color, _) = style
        let font = result.scaledFont ?? styleFont   // `minimumScaleFactor(_:)` shrank it
        let clipped = context.roundedClip != nil
        result.forEachLine { line in
            let origin = Point(x: Double(frame.minX + line.origin.x), y: Double(frame.minY + line.origin.y))
            context.list.text(line.text, at: origin, font, context.resolve(color))
            // Under a rounded clip: where the line lies, so the clip knows whether it needs a mask.
            if clipped { context.clipTextBoxes.append((origin, frame)) }
        }
        if let decoration {
            let baseline = Double(result.firstBaseline), resolved = context.resolve(color)
            result.forEachLine { line in
                decoration.draw(origin: .init(x: Double(frame.minX + line.origin.x), y: Double(frame.minY + line.origin.y)),
                                width: Double(line.width), baseline: baseline, size: font.sizePoints, color: resolved, into: &context)
            }
        }
    }
}

/// A text node the graph refreshes each frame without keeping it alive.
@MainActor
struct WeakTextNode {
    weak var node: TextNode?
    init(_ node: TextNode) { self.node = node }
}

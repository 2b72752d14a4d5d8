import DisplayList
import Foundation
import ScrollCore
import ScrollHosting

/// The node of a `TextField` or `SecureField`: it keeps the field's `TextEditingModel`
/// across updates (the binding is read at each update and written at each edit), sizes the
/// field, draws it, and answers the keys and text the window sends while it has focus.
///
/// Metrics (iOS 17, `UITextField`): the text in the body font (17 pt), one line tall in the
/// plain style; `.roundedBorder` adds 7 pt on every side (a 34 pt field for 17 pt text, its
/// text 7 pt in from the border), a white fill and a 1 pt border of iOS's `opaqueSeparator`
/// grey with 5 pt corners. The caret is 2 pt wide and a line tall, in the tint colour; a
/// selection is the tint at 20 %; the placeholder is iOS's `placeholderText`, (60, 60, 67) at 30 %.
final class TextFieldNode: ViewNode {
    private(set) var configuration: TextFieldConfiguration
    /// The text, selection and composition being edited.
    var model: TextEditingModel
    /// How far the text is scrolled inside the field (x for one line, y for a vertical field),
    /// in points: kept so that the caret stays in view.
    private(set) var scroll: CGFloat = 0
    /// The frame time of the last edit or caret move: the caret is on for 0.5 s after it.
    var lastEditSeconds: Double = 0
    /// The caret, in window points, as last drawn while focused (the host puts the input
    /// method's candidate window there: `SDL_SetTextInputRect`).
    private(set) var caretInWindow: Rect?
    /// Lines of a vertical field, as character ranges of the shown string, from the last layout.
    var lines: [Range<Int>] = [0..<0]

    /// The style constants (see the type's comment).
    static let caretWidth: CGFloat = 2
    static let borderInset: CGFloat = 7
    /// `UITextView`'s defaults: `textContainer.lineFragmentPadding` 5 pt and
    /// `textContainerInset` 8 pt at the top and bottom.
    static let editorInsets = CGSize(width: 5, height: 8)
    static let borderRadius: CGFloat = 5
    /// The rounded border: iOS's `opaqueSeparator`, (198, 198, 200); (56, 56, 58) dark.
    static let borderColor = DynamicColor.opaqueSeparator
    /// Inside the rounded border: white; in the dark appearance `tertiarySystemBackground`'s
    /// (44, 44, 46) (our choice: a field stands out from the black page, as iOS's do).
    static let fieldColor = DynamicColor.tertiarySystemBackground
    /// iOS's `placeholderText`: (60, 60, 67) at 30 %; (235, 235, 245) at 30 % dark.
    static let placeholderColor = DynamicColor.placeholderText
    /// A disabled field's text: iOS's `secondaryLabel`, (60, 60, 67) at 60 %; (235, 235, 245) dark.
    static let disabledColor = Color(DynamicColor.secondaryLabel)
    static let selectionAlpha = 0.2
    /// The blink: on for `blinkOnSeconds` after each edit, then off and on every half second
    /// (GTK and macOS blink at about one cycle a second; iOS's rate is not published).
    static let blinkOnSeconds = 0.5
    static let blinkPeriodSeconds = 1.0
    static let bullet: Character = "•"

    /// A field gone while it was edited ends the editing the keyboard bars follow.
    override func willDestroy() {
        graph.keyboard.editingDidChange(ObjectIdentifier(self), false)
        super.willDestroy()
    }

    init(configuration: TextFieldConfiguration, viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.configuration = configuration
        model = TextEditingModel(text: Self.singleLine(configuration.text.wrappedValue, configuration))
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    /// A new view value: the binding may hold a text the app changed.
    func update(_ configuration: TextFieldConfiguration) {
        self.configuration = configuration
        let bound = Self.singleLine(configuration.text.wrappedValue, configuration)
        if bound != model.text {
            model.replaceText(bound)
            invalidateLayout()
        } else {
            invalidatePaint()
        }
    }

    /// A one-line field shows line breaks as spaces (a paste of several lines stays one line).
    private static func singleLine(_ text: String, _ configuration: TextFieldConfiguration) -> String {
        guard configuration.axis == .horizontal, text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    override var debugName: String? {
        let name = configuration.isEditor ? "TextEditor" : configuration.isSecure ? "SecureField" : "TextField"
        let label = environment.submitLabel
        return label == .return ? name : "\(name) ⏎ \(label.title)"
    }

    // MARK: Style

    var style: TextFieldStyleKind { environment.textFieldStyle.kind }
    /// From the field's edge to its text: the rounded border's 7 pt; a `TextEditor`'s
    /// `UITextView` insets (5 pt `lineFragmentPadding` across, 8 pt `textContainerInset` down).
    var insets: CGSize {
        if configuration.isEditor { return CGSize(width: Self.editorInsets.width, height: Self.editorInsets.height) }
        return style == .roundedBorder ? CGSize(width: Self.borderInset, height: Self.borderInset) : .zero
    }
    var fontSpec: FontSpec {
        environment.resolvedFont(nil)
    }
    var lineHeight: CGFloat { CGFloat(graph.measurer.measure("Ag", font: fontSpec).height) }
    private func width(_ string: some StringProtocol) -> CGFloat {
        string.isEmpty ? 0 : CGFloat(graph.measurer.measure(String(string), font: fontSpec).width)
    }

    /// What the field shows: the text with the composition at the caret, bullets for a secure field.
    var shownString: String {
        var shown = model.text
        if let composition = model.composition {
            shown.insert(contentsOf: composition.text, at: shown.index(shown.startIndex, offsetBy: model.caret))
        }
        return configuration.isSecure ? String(repeating: Self.bullet, count: shown.count) : shown
    }
    /// The caret's offset in `shownString` (inside the composition, at the IME's cursor).
    private var shownCaret: Int { model.caret + (model.composition?.cursor ?? 0) }

    var isFocused: Bool { graph.focus.focusedKey == ObjectIdentifier(self) }

    // MARK: Layout

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let insets = self.insets
        let ideal = max(width(shownString), configuration.placeholder.map { width($0.content) } ?? 0) + Self.caretWidth
        let fieldWidth = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? ideal + 2 * insets.width
        if configuration.isEditor, let height = proposal.height {
            // A text editor takes the height offered, as `UITextView` fills its frame: an
            // infinite offer (a stack asking how flexible it is) is answered as `Color` answers.
            return CGSize(width: fieldWidth, height: max(0, height))
        }
        let count = configuration.axis == .vertical ? visibleLineCount(wrap(width: fieldWidth - 2 * insets.width).count) : 1
        return CGSize(width: fieldWidth, height: CGFloat(count) * lineHeight + 2 * insets.height)
    }

    /// A vertical field's lines shown for `count` lines of text: within `lineLimit(_:)`'s range
    /// (or at most `lineLimit`), at least one.
    private func visibleLineCount(_ count: Int) -> Int {
        if let range = environment.lineLimitRange { return min(max(count, range.lowerBound, 1), max(range.upperBound, 1)) }
        if let limit = environment.lineLimit { return min(max(count, 1), max(limit, 1)) }
        return max(count, 1)
    }

    /// Greedy wrap of `shownString` to `maxWidth` as character ranges (a line break ends a
    /// line and belongs to none; a space that does not fit stays at the end of its line, so the
    /// next line starts with the next word). A word wider than the line breaks between characters.
    func wrap(width maxWidth: CGFloat) -> [Range<Int>] {
        let characters = Array(shownString)
        var result: [Range<Int>] = []
        var start = 0, i = 0
        var lastBreak: Int?
        let wraps = maxWidth > Self.caretWidth
        while i < characters.count {
            if characters[i].isNewline {
                result.append(start..<i)
                start = i + 1; i += 1; lastBreak = nil
                continue
            }
            if wraps, i > start, width(String(characters[start...i])) > maxWidth - Self.caretWidth {
                if characters[i] == " " {
                    result.append(start..<i + 1); start = i + 1; i += 1
                } else if let b = lastBreak, b > start {
                    result.append(start..<b); start = b
                } else {
                    result.append(start..<i); start = i
                }
                lastBreak = nil
                continue
            }
            if characters[i] == " " { lastBreak = i + 1 }
            i += 1
        }
        result.append(start..<characters.count)
        return result
    }

    /// The line of `offset` (the last one starting at or before it: the caret after a wrapped
    /// line's last character is at the start of the next).
    func lineIndex(of offset: Int) -> Int {
        var index = 0
        for (i, line) in lines.enumerated() where line.lowerBound <= offset { index = i }
        return index
    }

    /// Where `offset` of the shown string is, from the text's top-left (before scrolling).
    func position(of offset: Int) -> CGPoint {
        let characters = Array(shownString)
        let line = lineIndex(of: offset)
        let range = lines[line]
        let end = min(max(offset, range.lowerBound), range.upperBound)
        return CGPoint(x: width(String(characters[range.lowerBound..<end])), y: CGFloat(line) * lineHeight)
    }

    /// The nearest character boundary to `point` (from the text's top-left, before scrolling):
    /// its line by y, then the boundary whose measured x is closest.
    func offset(at point: CGPoint) -> Int {
        let characters = Array(shownString)
        let line = lines[min(max(Int((point.y / max(lineHeight, 1)).rounded(.down)), 0), lines.count - 1)]
        var best = line.lowerBound
        var bestDistance = CGFloat.infinity
        for boundary in line.lowerBound...line.upperBound {
            let distance = abs(width(String(characters[line.lowerBound..<boundary])) - point.x)
            if distance < bestDistance { bestDistance = distance; best = boundary }
        }
        return best
    }

    // MARK: Drawing

    override func render(into context: inout RenderContext) {
        // The app may have written the binding without a new view value reaching `update` (an
        // identical `TextField` value is not updated again): the drawn text follows the binding,
        // and a size that depends on it is measured again next frame.
        let bound = Self.singleLine(configuration.text.wrappedValue, configuration)
        if bound != model.text {
            model.replaceText(bound)
            invalidateLayout()
        }
        let frame = self.frame
        let enabled = environment.isEnabled
        let insets = self.insets
        let content = frame.insetBy(dx: insets.width, dy: insets.height)
        lines = configuration.axis == .vertical ? wrap(width: content.width) : [0..<shownString.count]
        if configuration.isEditor, environment.scrollContentBackground != .hidden {
            // `UITextView`'s `systemBackground`; `scrollContentBackground(.hidden)` removes it.
            context.fill(frame, context.appearance(.systemBackground))
        }
        if style == .roundedBorder {
            context.fillRounded(frame, radius: Self.borderRadius, context.appearance(Self.fieldColor))
            context.list.strokeRounded(frame.insetBy(dx: 0.5, dy: 0.5).core, radius: Double(Self.borderRadius) - 0.5,
                                       context.resolve(Self.borderColor), lineWidth: 1)
        }
        let focused = enabled && isFocused
        let lineHeight = self.lineHeight
        let caret = position(of: shownCaret)
        if focused { scrollToCaret(caret, in: content, lineHeight: lineHeight) } else if model.composition == nil { scroll = 0 }
        let origin = configuration.axis == .vertical
            ? CGPoint(x: content.minX, y: content.minY - scroll) : CGPoint(x: content.minX - scroll, y: content.minY)
        let tint = (environment.tint ?? .accentColor).resolved(isDark: context.isDark, elevated: context.isElevated)
        context.clipped(to: content) { context in
            let shown = Array(shownString)
            if focused, model.hasSelection {
                drawSelection(shown, origin: origin, lineHeight: lineHeight, color: tint.withAlpha(Self.selectionAlpha), into: &context)
            }
            if shown.isEmpty {
                if let placeholder = configuration.placeholder {
                    context.list.text(placeholder.content, at: origin.core, fontSpec, context.resolve(Self.placeholderColor))
                }
            } else {
                let color = enabled ? environment.foregroundColor ?? .primary : Self.disabledColor
                for (index, line) in lines.enumerated() where !line.isEmpty {
                    let string = String(shown[line])
                    context.list.text(string, at: Point(x: Double(origin.x), y: Double(origin.y + CGFloat(index) * lineHeight)),
                                      fontSpec, context.resolve(color))
                }
            }
            if let composition = model.composition {
                // The pre-edit text is underlined, 1 pt under its line, in the text colour.
                let start = position(of: model.caret), end = position(of: model.caret + composition.text.count)
                let y = origin.y + start.y + lineHeight - 1
                context.fill(CGRect(x: origin.x + start.x, y: y, width: max(end.x - start.x, 0), height: 1),
                             (environment.foregroundColor ?? .primary).resolved(isDark: context.isDark, elevated: context.isElevated))
            }
            if focused, !model.hasSelection, Self.caretIsOn(at: context.timeSeconds, lastEdit: lastEditSeconds) {
                context.fill(CGRect(x: origin.x + caret.x, y: origin.y + caret.y, width: Self.caretWidth, height: lineHeight), tint)
            }
        }
        let caretRect = CGRect(x: origin.x + caret.x, y: origin.y + caret.y, width: Self.caretWidth, height: lineHeight)
        caretInWindow = focused ? (context.transform.isIdentity ? caretRect.core : caretRect.core.applying(context.transform)) : nil
        guard enabled else { return }
        context.addPointerRegion(frame, cursor: .iBeam)
        let key = ObjectIdentifier(self)
        context.addTapTarget(frame, node: key, located: { [weak self] point in
            self?.click(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        })
        context.addFocusTarget(frame, key: key, activate: nil, binding: environment.focusBinding, textField: self)
    }

    /// Whether the caret shows at `time`: on for `blinkOnSeconds` after the last edit, then
    /// off and on each half of `blinkPeriodSeconds`.
    static func caretIsOn(at time: Double, lastEdit: Double) -> Bool {
        let since = max(0, time - lastEdit)
        return since.truncatingRemainder(dividingBy: blinkPeriodSeconds) < blinkOnSeconds
    }

    /// Scrolls so that the caret (at `caret` from the text's origin) is inside `content`.
    private func scrollToCaret(_ caret: CGPoint, in content: CGRect, lineHeight: CGFloat) {
        if configuration.axis == .vertical {
            let total = CGFloat(lines.count) * lineHeight
            if caret.y - scroll < 0 { scroll = caret.y }
            if caret.y + lineHeight - scroll > content.height { scroll = caret.y + lineHeight - content.height }
            scroll = min(max(scroll, 0), max(total - content.height, 0))
        } else {
            let total = width(shownString) + Self.caretWidth
            if caret.x - scroll < 0 { scroll = caret.x }
            if caret.x + Self.caretWidth - scroll > content.width { scroll = caret.x + Self.caretWidth - content.width }
            scroll = min(max(scroll, 0), max(total - content.width, 0))
        }
    }

    /// The selection's highlight, a rectangle per line it covers.
    private func drawSelection(_ shown: [Character], origin: CGPoint, lineHeight: CGFloat, color: RGBAColor, into context: inout RenderContext) {
        let selection = model.selection
        for (index, line) in lines.enumerated() {
            let from = max(selection.lowerBound, line.lowerBound), to = min(selection.upperBound, line.upperBound)
            guard from < to || (from == to && selection.contains(line.upperBound) && index < lines.count - 1) else { continue }
            let x0 = width(String(shown[line.lowerBound..<from])), x1 = width(String(shown[line.lowerBound..<to]))
            let rect = CGRect(x: origin.x + x0, y: origin.y + CGFloat(index) * lineHeight, width: max(x1 - x0, Self.caretWidth), height: lineHeight)
            context.fill(rect, color)
        }
    }
}

extension RGBAColor {
    /// The colour with its alpha multiplied by `factor`.
    func withAlpha(_ factor: Double) -> RGBAColor { RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor) }
}

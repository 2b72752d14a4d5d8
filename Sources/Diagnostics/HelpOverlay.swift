import DisplayList
import ScrollCore

/// The help panel (key `H` or F1): every key and what it does, with the overlays' on/off state,
/// centred over everything else. The rows come from the host (``DiagnosticsOverlays/helpEntries``),
/// which also dispatches the keys, so the panel cannot drift from the behaviour.
///
/// In a window too narrow for the longest row, actions wrap at spaces onto continuation lines
/// (the keys column stays), so the panel always fits between the window's margins.
extension DiagnosticsOverlays {
    static let helpKeyColumns = 14
    static let helpFooter = "H, F1 or Esc closes this panel · --overlay hud,zones,… turns overlays on at start"

    mutating func drawHelp(_ input: DiagnosticsInput, into list: inout DisplayList) {
        let s = style
        let fit = max(Self.helpKeyColumns + 12, Int((input.viewport.width - 2 * s.margin - 2 * s.padding) / s.charWidth))
        let longest = helpEntries.reduce(0) { max($0, $1.action.count) }
        let cols = min(fit, max(Self.helpKeyColumns + longest + 4, Self.helpFooter.count))
        // Columns for an action: what is left after the keys and the "on"/"off" mark. Keys wider
        // than their column ("Shift+click Ctrl+click") wrap at spaces inside it — they ran into
        // their action at 640 × 480 — and a row is as tall as the taller of the two.
        let actionColumns = cols - Self.helpKeyColumns - 4
        var rows = helpEntries.map { (keys: Self.wrap($0.keys, width: Self.helpKeyColumns - 1), action: Self.wrap($0.action, width: actionColumns)) }
        func height(_ row: (keys: [String], action: [String])) -> Int { max(row.keys.count, row.action.count) }
        // The scene's explanation (a Lab page's) first, paragraph by paragraph.
        let explanation = (input.explanation ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { Self.wrap(String($0), width: cols) }
        let explanationLines = explanation.isEmpty ? 0.0 : Double(explanation.count) + 0.6
        // In the window: which renderer draws, and how to choose another.
        let rendererNote = rendererName.map { " · renderer: \($0) (--renderer auto|software|opengl)" } ?? ""
        var footer = Self.wrap(Self.helpFooter + rendererNote, width: cols)
        // Lower than the window (below the window's minimum size, headless): the rows that fit,
        // and a footer saying how many are left out. The band at the bottom stays free for a
        // key's notice (``helpNoticeBand(_:)``: "saved …png" after S), which covered the panel's
        // title when it was drawn at the top.
        let area = Self.helpArea(input.viewport, style: s)
        let fitLines = Int((area.height - 2 * s.margin - 2 * s.padding) / s.lineStep)
        var lines = rows.reduce(0) { $0 + height($1) } + footer.count + 3 + Int(explanationLines.rounded(.up))
        if lines > fitLines {
            var hidden = 0
            while lines > fitLines, rows.count > 1 { lines -= height(rows.removeLast()); hidden += 1 }
            footer = Self.wrap("… \(hidden) more: a larger window shows every key", width: cols)
        }
        let size = s.panelSize(columns: cols, lines: lines)
        let origin = Point(x: max(area.minX + s.margin, (area.midX - size.width / 2).rounded()),
                           y: max(area.minY + s.margin, (area.midY - size.height / 2).rounded()))
        // Dim the whole window a little so the panel reads as modal.
        list.fill(input.viewport, Color.black.opacity(0.25))
        s.panel(Rect(origin: origin, size: size), into: &list)
        let content = Point(x: origin.x + s.padding, y: origin.y + s.padding)
        func at(_ line: Double) -> Point { Point(x: content.x, y: content.y + line * s.lineStep) }
        s.text("LazyScroll — keys", content, line: 0, OverlayStyle.title, font: s.titleFont, into: &list)
        if input.sceneName.count + 20 <= cols {
            s.text(input.sceneName, content, column: cols - input.sceneName.count, line: 0, OverlayStyle.dim, into: &list)
        }
        s.separator(from: content.x, to: content.x + Double(cols) * s.charWidth, y: (content.y + 1.2 * s.lineStep).rounded(), into: &list)
        var line = 1.5
        if !explanation.isEmpty {
            for part in explanation {
                s.text(part, at(line), line: 0, OverlayStyle.text, into: &list)
                line += 1
            }
            s.separator(from: content.x, to: content.x + Double(cols) * s.charWidth, y: (content.y + (line + 0.3) * s.lineStep).rounded(), into: &list)
            line += 0.6
        }
        for (entry, row) in zip(helpEntries, rows) {
            if let overlay = entry.overlay {
                let on = enabled.contains(overlay)
                s.text(on ? "on" : "off", at(line), column: cols - 3, line: 0, on ? OverlayStyle.good : OverlayStyle.dim, into: &list)
            }
            for (i, keys) in row.keys.enumerated() {
                s.text(keys, at(line + Double(i)), line: 0, OverlayStyle.warn, into: &list)
            }
            for (i, part) in row.action.enumerated() {
                s.text(part, at(line + Double(i)), column: Self.helpKeyColumns, line: 0, OverlayStyle.text, into: &list)
            }
            line += Double(height(row))
        }
        s.separator(from: content.x, to: content.x + Double(cols) * s.charWidth, y: (content.y + (line + 0.3) * s.lineStep).rounded(), into: &list)
        line += 0.6
        for part in footer {
            s.text(part, at(line), line: 0, OverlayStyle.dim, into: &list)
            line += 1
        }
    }

    /// The height kept free at the window's bottom while help shows: one notice (``ToastOverlay``)
    /// and its margins.
    static func helpNoticeBand(_ style: OverlayStyle) -> Points {
        style.panelSize(columns: 1, lines: 1).height + 2 * style.margin
    }

    /// Where the help panel is centred: the window less ``helpNoticeBand(_:)`` at its bottom.
    static func helpArea(_ viewport: Rect, style: OverlayStyle) -> Rect {
        Rect(x: viewport.minX, y: viewport.minY, width: viewport.width,
             height: max(0, viewport.height - helpNoticeBand(style)))
    }

    /// `text` broken at spaces into lines of at most `width` characters (a word longer than a
    /// line is cut where the line ends).
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0, text.count > width else { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            while word.count > width {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            if current.isEmpty { current = String(word) }
            else if current.count + 1 + word.count <= width { current += " " + word }
            else { lines.append(current); current = String(word) }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

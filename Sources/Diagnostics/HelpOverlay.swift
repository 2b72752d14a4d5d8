import DisplayList
import ScrollCore

/// The help panel (key `H` or F1): every key and what it does, with the overlays' on/off state,
/// centred over everything else. The rows come from the host (``DiagnosticsOverlays/helpEntries``),
/// which also dispatches the keys, so the panel cannot drift from the behaviour.
extension DiagnosticsOverlays {
    static let helpKeyColumns = 16
    static let helpFooter = "H, F1 or Esc closes this panel · --overlay hud,zones,… turns overlays on at start"

    mutating func drawHelp(_ input: DiagnosticsInput, into list: inout DisplayList) {
        let s = style
        let longest = helpEntries.reduce(0) { max($0, $1.action.count) }
        let cols = max(Self.helpKeyColumns + longest + 5, Self.helpFooter.count)
        let lines = helpEntries.count + 4
        let size = s.panelSize(columns: cols, lines: lines)
        let origin = Point(x: (input.viewport.midX - size.width / 2).rounded(),
                           y: max(input.viewport.minY + s.margin, (input.viewport.midY - size.height / 2).rounded()))
        // Dim the whole window a little so the panel reads as modal.
        list.fill(input.viewport, Color.black.opacity(0.25))
        s.panel(Rect(origin: origin, size: size), into: &list)
        let content = Point(x: origin.x + s.padding, y: origin.y + s.padding)
        s.text("LazyScroll — keys", content, line: 0, OverlayStyle.title, font: s.titleFont, into: &list)
        s.text(input.sceneName, content, column: cols - input.sceneName.count, line: 0, OverlayStyle.dim, into: &list)
        s.separator(from: content.x, to: content.x + Double(cols) * s.charWidth, y: (content.y + 1.2 * s.lineStep).rounded(), into: &list)
        var line = 1.5
        for entry in helpEntries {
            s.text(entry.keys, Point(x: content.x, y: content.y + line * s.lineStep), line: 0, OverlayStyle.warn, into: &list)
            s.text(entry.action, Point(x: content.x, y: content.y + line * s.lineStep), column: Self.helpKeyColumns, line: 0,
                   OverlayStyle.text, into: &list)
            if let overlay = entry.overlay {
                let on = enabled.contains(overlay)
                s.text(on ? "on" : "off", Point(x: content.x, y: content.y + line * s.lineStep), column: cols - 3, line: 0,
                       on ? OverlayStyle.good : OverlayStyle.dim, into: &list)
            }
            line += 1
        }
        s.separator(from: content.x, to: content.x + Double(cols) * s.charWidth,
                    y: (content.y + (line + 0.3) * s.lineStep).rounded(), into: &list)
        s.text(Self.helpFooter,
               Point(x: content.x, y: content.y + (line + 0.6) * s.lineStep), line: 0, OverlayStyle.dim, into: &list)
    }
}

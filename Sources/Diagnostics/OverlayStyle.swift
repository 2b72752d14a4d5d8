import DisplayList
import ScrollCore

/// The look shared by every overlay: translucent dark panels with rounded corners, DejaVu Sans
/// Mono text on a character grid (so columns align), and one palette — Dear ImGui's dark style
/// and Flutter's performance overlay as the models.
///
/// Everything is in points; the renderer scales to pixels and rasterises text at the display
/// scale, so overlays stay crisp on HiDPI screens.
public struct OverlayStyle: Sendable {
    /// Body text: ``FontSpec/debug`` (12 pt DejaVu Sans Mono).
    public var font = FontSpec.debug
    /// Panel titles.
    public var titleFont = FontSpec(sizePoints: 12, weight: .bold, monospaced: true)
    /// Axis labels and element ids.
    public var smallFont = FontSpec(sizePoints: 10, monospaced: true)
    /// The advance of one character of ``font`` / ``smallFont``, in points.
    public var charWidth: Points
    public var smallCharWidth: Points
    /// Baseline-to-baseline distance of ``font`` / ``smallFont`` lines.
    public var lineStep: Points
    public var smallLineStep: Points
    /// Space between a panel's edge and its text.
    public var padding: Points = 10
    /// Space between panels and the window edge.
    public var margin: Points = 10
    public var cornerRadius: Points = 8

    /// - Parameters:
    ///   - measurer: how the renderer sets text (the SDL font library, or a fixed measurer in
    ///     tests); asked once here, never per frame.
    ///   - compact: the style for small windows (``isCompact(_:)``): 10 pt text, tighter padding.
    public init(measurer: any TextMeasurer, compact: Bool = false) {
        if compact {
            font = FontSpec(sizePoints: 10, monospaced: true)
            titleFont = FontSpec(sizePoints: 10, weight: .bold, monospaced: true)
            smallFont = FontSpec(sizePoints: 9, monospaced: true)
            padding = 6
            margin = 6
            cornerRadius = 6
        }
        let sample = String(repeating: "0", count: 10)
        let body = measurer.measure(sample, font: font)
        let small = measurer.measure(sample, font: smallFont)
        charWidth = max(1, body.width / 10)
        smallCharWidth = max(1, small.width / 10)
        lineStep = max(1, body.height.rounded(.up) + 1)
        smallLineStep = max(1, small.height.rounded(.up))
    }

    /// Whether a window of `size` takes the compact style: narrower than 900 pt or lower than
    /// 640 pt, where the regular panels (the HUD is about 400 × 560 pt, help 620 × 430) would not
    /// fit beside each other or at all.
    public static func isCompact(_ size: Size) -> Bool { size.width < 900 || size.height < 640 }

    /// Whether `style` is the compact one (its body text is under 12 pt).
    static func isCompactStyle(_ style: OverlayStyle) -> Bool { style.font.sizePoints < 12 }

    // MARK: - Palette

    /// Panel background: near-black, opaque. At 96 % (Dear ImGui's dark style) a white scene's
    /// black text still showed between the panel's rows — 9 levels apart in the frame graph's
    /// well, readable in a Lab page tried in the window (issue 36) — so nothing behind a panel
    /// shows now. Every text colour below keeps WCAG 2's 4.5:1 contrast for body text over it
    /// (``OverlayLegibilityTests`` checks each, and that the scene cannot change the panel's colour).
    public static let panel = Color(r8: 18, g8: 20, b8: 26)
    /// Label chips (the bounds overlay): the panel's colour, opaque — they are small and sit on content.
    public static let chip = Color(r8: 18, g8: 20, b8: 26)
    /// A slightly lighter fill for graph wells and bars' backgrounds.
    public static let well = Color(r8: 255, g8: 255, b8: 255, a8: 14)
    public static let separator = Color(r8: 255, g8: 255, b8: 255, a8: 36)
    public static let text = Color(r8: 232, g8: 234, b8: 240)
    public static let dim = Color(r8: 140, g8: 146, b8: 160)
    public static let title = Color(r8: 120, g8: 190, b8: 255)
    public static let good = Color(r8: 90, g8: 210, b8: 120)
    public static let warn = Color(r8: 255, g8: 196, b8: 60)
    public static let bad = Color(r8: 255, g8: 80, b8: 70)
    /// A dimmer red for alternating segments of over-budget bars.
    public static let badDark = Color(r8: 190, g8: 40, b8: 40)

    /// Bounds: Flutter's `debugPaintSizeEnabled` box colour (cyan), headers and footers in their
    /// own colours, pinned ones in Flutter's layer-border orange.
    public static let boundsItem = Color(r8: 0, g8: 200, b8: 255)
    public static let boundsHeader = Color(r8: 255, g8: 0, b8: 200)
    public static let boundsFooter = Color(r8: 160, g8: 110, b8: 255)
    public static let boundsPinned = Color(r8: 255, g8: 152, b8: 0)

    /// Zones: the viewport, the prefetch (cache) window, the keep-alive (realized) span.
    public static let zoneViewport = Color(r8: 120, g8: 190, b8: 255)
    public static let zonePrefetch = Color(r8: 90, g8: 210, b8: 120)
    public static let zoneKeepAlive = Color(r8: 190, g8: 130, b8: 255)
    /// Minimap: measured regions that match the estimate, ones that differ, unmeasured ones.
    public static let measuredMatch = Color(r8: 90, g8: 210, b8: 120)
    public static let measuredDiffer = Color(r8: 255, g8: 152, b8: 0)
    public static let estimated = Color(r8: 255, g8: 255, b8: 255, a8: 40)

    /// Flash: Chrome's paint-flashing green.
    public static let flash = Color(r8: 0, g8: 255, b8: 0)

    /// Plot series.
    public static let offsetSeries = Color(r8: 120, g8: 190, b8: 255)
    public static let velocitySeries = Color(r8: 255, g8: 152, b8: 0)

    /// One colour per frame phase, in pipeline order (Android's "Profile GPU rendering" idea:
    /// stacked segments, one hue per stage).
    public static func color(of phase: FramePhase) -> Color {
        switch phase {
        case .events: return Color(r8: 80, g8: 200, b8: 200)
        case .simulation: return Color(r8: 175, g8: 120, b8: 255)
        case .layout: return Color(r8: 90, g8: 210, b8: 120)
        case .painting: return Color(r8: 80, g8: 150, b8: 255)
        case .overlays: return Color(r8: 150, g8: 150, b8: 160)
        case .render: return Color(r8: 255, g8: 170, b8: 60)
        case .present: return Color(r8: 230, g8: 110, b8: 170)
        }
    }

    // MARK: - Drawing helpers

    /// The size of a panel holding `columns` × `lines` characters of body text plus `extra`
    /// points of height (graphs), padding included.
    public func panelSize(columns: Int, lines: Int, extraHeight: Points = 0) -> Size {
        Size(width: (Double(columns) * charWidth + 2 * padding).rounded(.up),
             height: (Double(lines) * lineStep + extraHeight + 2 * padding).rounded(.up))
    }

    /// A translucent dark panel with rounded corners.
    public func panel(_ rect: Rect, into list: inout DisplayList) {
        list.fillRounded(rect, radius: cornerRadius, Self.panel)
    }

    /// Body text at a character cell: `column` characters right of and `line` lines below `origin`.
    public func text(_ string: String, _ origin: Point, column: Int = 0, line: Int, _ color: Color = OverlayStyle.text,
                     font: FontSpec? = nil, into list: inout DisplayList) {
        guard !string.isEmpty else { return }
        list.text(string, at: Point(x: origin.x + Double(column) * charWidth, y: origin.y + Double(line) * lineStep),
                  font ?? self.font, color)
    }

    /// A small filled square in `color` followed by `label`: one legend entry. Returns the
    /// entry's width in characters (square included).
    @discardableResult
    public func legend(_ label: String, _ color: Color, at origin: Point, into list: inout DisplayList) -> Int {
        let box = (lineStep * 0.55).rounded()
        list.fill(Rect(x: origin.x, y: origin.y + ((lineStep - box) / 2).rounded() - 1, width: box, height: box), color)
        list.text(label, at: Point(x: origin.x + 1.5 * charWidth, y: origin.y), font, Self.dim)
        return label.count + 3
    }

    /// A horizontal separator across a panel's content area.
    public func separator(from x0: Points, to x1: Points, y: Points, into list: inout DisplayList) {
        list.fill(Rect(x: x0, y: y, width: max(0, x1 - x0), height: 1), Self.separator)
    }

    /// The outline colour of a view at `depth` in the view tree: hues step by 47° per level so
    /// neighbouring levels differ, at full saturation.
    public static func viewBoundsColor(depth: Int) -> Color {
        let hue = Double((depth * 47) % 360) / 60
        let x = 1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1)
        let (r, g, b): (Double, Double, Double) = [(1, x, 0), (x, 1, 0), (0, 1, x), (0, x, 1), (x, 0, 1), (1, 0, x)][Int(hue) % 6]
        return Color(red: r, green: g, blue: b, alpha: 0.9)
    }
}

// MARK: - Number formatting

/// Small, allocation-light formatting for overlay text (no Foundation): fixed decimals, digit
/// grouping and padding to a column width.
public enum OverlayFormat {
    /// `value` with exactly `decimals` digits after the point ("−" for negatives, "—" when not finite).
    public static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "—" }
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return value < 0 ? "-∞" : "∞" }
        let whole = Int(scaled / scale)
        let frac = Int(scaled - Double(whole) * scale)
        var result = (value < 0 && scaled > 0 ? "-" : "") + String(whole)
        if decimals > 0 {
            let digits = String(frac)
            result += "." + String(repeating: "0", count: max(0, decimals - digits.count)) + digits
        }
        return result
    }

    /// `value` with a thin space every three digits ("12 345").
    public static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(" ") }
            out.append(ch)
        }
        return value < 0 ? "-" + out : out
    }

    /// A signed fixed value ("+4.0", "-12.5", "0.0").
    public static func signed(_ value: Double, _ decimals: Int) -> String {
        let s = fixed(value, decimals)
        return value > 0 && s != fixed(0, decimals) ? "+" + s : s
    }

    /// `string` padded with spaces on the left to `width` characters.
    public static func right(_ string: String, _ width: Int) -> String {
        string.count >= width ? string : String(repeating: " ", count: width - string.count) + string
    }

    /// `string` padded with spaces on the right to `width` characters.
    public static func left(_ string: String, _ width: Int) -> String {
        string.count >= width ? string : string + String(repeating: " ", count: width - string.count)
    }

    /// A length that fits a 10-character column: one decimal below 100 unless whole, grouped
    /// below 100 000 ("12 345.6" → "12 346"),
    /// then millions ("673.64M") or billions ("1.25G").
    public static func compact(_ value: Double, signed: Bool = false) -> String {
        guard value.isFinite else { return "—" }
        let magnitude = abs(value)
        let body: String
        if magnitude < 100 { body = magnitude == magnitude.rounded() ? String(Int(magnitude)) : fixed(magnitude, 1) }
        else if magnitude < 100_000 { body = grouped(Int(magnitude.rounded())) }
        else if magnitude < 1e9 { body = fixed(magnitude / 1e6, 2) + "M" }
        else { body = fixed(magnitude / 1e9, 2) + "G" }
        let sign = value < 0 && body != "0.0" && body != "0" ? "-" : (signed && value > 0 ? "+" : "")
        return sign + body
    }

    /// Bytes as "512 B", "4.1 KB", "12.3 MB".
    public static func bytes(_ count: Int) -> String {
        if count < 1024 { return "\(count) B" }
        if count < 1024 * 1024 { return fixed(Double(count) / 1024, 1) + " KB" }
        return fixed(Double(count) / (1024 * 1024), 1) + " MB"
    }

}

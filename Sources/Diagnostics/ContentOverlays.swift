import DisplayList
import LazyLayout
import ScrollCore

/// The overlays drawn on the content itself:
///
/// - **Bounds** (key `B`), after Flutter's `debugPaintSizeEnabled`: every realized element's
///   outline with its index and data id; rows in cyan, headers in magenta, footers in violet,
///   pinned ones with a thicker orange outline and a `pinned` tag.
/// - **Flash** (key `F`), after Chrome's paint flashing: elements created this frame are
///   washed in green, fading over ``LazyActivityTracker/flashSeconds`` so a single frame's
///   creations are visible at 60 Hz and above.
extension DiagnosticsOverlays {
    mutating func drawBounds(_ input: DiagnosticsInput, into list: inout DisplayList) {
        let s = style
        let layout = input.layout
        refreshLabels(layout)
        let content = input.contentViewport ?? input.viewport
        list.append(.pushClip(content))
        for element in layout.placed {
            let frame = element.frame.offsetBy(dx: content.minX, dy: content.minY)
            let color = Self.boundsColor(element)
            let pinned = element.pinning != .none
            list.stroke(frame, color, lineWidth: pinned ? 2 : 1)
            guard frame.height >= s.smallLineStep, frame.width >= 4 * s.smallCharWidth else { continue }
            let text = boundsLabel(element)
            let width = min(Double(text.count) * s.smallCharWidth + 6, frame.width - 4)
            let chip = Rect(x: frame.minX + 2, y: frame.minY + (pinned ? 2 : 1), width: width, height: s.smallLineStep)
            list.fill(chip, OverlayStyle.panel)
            list.text(text, at: Point(x: chip.minX + 3, y: chip.minY), s.smallFont, color)
        }
        list.append(.popClip)
        // Views anywhere in the window (a scroll view may sit among other views).
        list.append(.pushClip(input.viewport))
        drawViewBounds(input, into: &list)
        list.append(.popClip)
        drawBoundsLegend(input, into: &list)
    }

    /// At most this many view outlines a frame (a deep tree stays readable and cheap).
    static let maxViewOutlines = 400

    /// Outlines views with their type names: a hue per tree depth, the name in a chip at the
    /// top-left corner; views under 4 pt on a side are skipped, and labels that would overlap
    /// an earlier one at the same corner are dropped.
    private mutating func drawViewBounds(_ input: DiagnosticsInput, into list: inout DisplayList) {
        guard let views = viewBounds?(), !views.isEmpty else { return }
        let s = style
        // The corners labelled so far; kept between frames so its storage is reused.
        var labelled = labelledCorners
        labelledCorners = []
        labelled.removeAll(keepingCapacity: true)
        defer { labelledCorners = labelled }
        for view in views.prefix(Self.maxViewOutlines) where view.frame.width >= 4 && view.frame.height >= 4 {
            let color = OverlayStyle.viewBoundsColor(depth: view.depth)
            list.stroke(view.frame, color, lineWidth: 1)
            let corner = view.frame.origin
            guard view.frame.height >= s.smallLineStep, labelled.insert(corner).inserted else { continue }
            let width = min(Double(view.name.count) * s.smallCharWidth + 6, max(0, view.frame.width - 2))
            guard width >= 3 * s.smallCharWidth else { continue }
            let chip = Rect(x: corner.x + 1, y: corner.y + 1, width: width, height: s.smallLineStep)
            list.fill(chip, OverlayStyle.panel)
            list.fill(Rect(x: chip.minX, y: chip.minY, width: 2, height: chip.height), color)
            list.text(view.name, at: Point(x: chip.minX + 3, y: chip.minY), s.smallFont, .white)
        }
    }

    /// The outline colour of `element`: pinned, else by kind.
    static func boundsColor(_ element: PlacedElement) -> Color {
        if element.pinning != .none { return OverlayStyle.boundsPinned }
        switch element.path.kind {
        case .header: return OverlayStyle.boundsHeader
        case .footer: return OverlayStyle.boundsFooter
        case .item: return OverlayStyle.boundsItem
        }
    }

    /// The chip text of `element`: its cached label, with a tag when pinned (cached too, so a
    /// pinned header does not build a string every frame).
    private mutating func boundsLabel(_ element: PlacedElement) -> String {
        let label = labels[element.index] ?? "#\(element.index) \(element.path)"
        guard element.pinning != .none else { return label }
        let leading = element.pinning == .leading
        if let cached = pinnedLabels[element.index], cached.leading == leading, cached.label == label { return cached.text }
        let text = label + (leading ? " pinned ▲" : " pinned ▼")
        pinnedLabels[element.index] = (label, leading, text)
        return text
    }

    /// Asks the host for the ids of elements without a cached label.
    private mutating func refreshLabels(_ layout: LayoutResult) {
        if labels.count > 4096 { labels.removeAll(keepingCapacity: true); pinnedLabels.removeAll(keepingCapacity: true) }
        for element in layout.placed where labels[element.index] == nil {
            let id = elementLabel?(layout, element) ?? element.path.description
            labels[element.index] = "#\(element.index) \(id)"
        }
    }

    /// The bounds legend's entries (static: built once, not every frame).
    static let boundsLegendEntries: [(String, Color)] = [("row", OverlayStyle.boundsItem), ("header", OverlayStyle.boundsHeader),
                                                         ("footer", OverlayStyle.boundsFooter), ("pinned", OverlayStyle.boundsPinned)]

    private func drawBoundsLegend(_ input: DiagnosticsInput, into list: inout DisplayList) {
        let s = style
        let entries = Self.boundsLegendEntries
        let columns = entries.reduce(8) { $0 + $1.0.count + 3 }
        let size = s.panelSize(columns: columns, lines: 1)
        let origin = Point(x: input.viewport.minX + s.margin, y: input.viewport.maxY - s.margin - size.height)
        s.panel(Rect(origin: origin, size: size), into: &list)
        let content = Point(x: origin.x + s.padding, y: origin.y + s.padding)
        s.text("BOUNDS", content, line: 0, OverlayStyle.title, font: s.titleFont, into: &list)
        var x = content.x + 8 * s.charWidth
        for (label, color) in entries {
            x += Double(s.legend(label, color, at: Point(x: x, y: content.y), into: &list)) * s.charWidth
        }
    }

    /// "3 created before the viewport (prefetch)", kept by count and edge: the same few
    /// strings show for as long as the flash fades, every frame.
    mutating func flashLabel(count: Int, leading: Bool) -> String {
        let key = 2 * count + (leading ? 1 : 0)
        if let cached = flashLabels[key] { return cached }
        if flashLabels.count > 256 { flashLabels.removeAll(keepingCapacity: true) }
        let label = "\(count) created \(leading ? "before" : "after") the viewport (prefetch)"
        flashLabels[key] = label
        return label
    }

    mutating func drawFlash(_ input: DiagnosticsInput, now: Seconds, into list: inout DisplayList) {
        guard !tracker.createdAt.isEmpty else { return }
        let content = input.contentViewport ?? input.viewport
        list.append(.pushClip(content))
        // Elements created off screen (the prefetch window at work) cannot flash where they are:
        // a green bar on the viewport edge they were created beyond stands in for them.
        let axis = input.layout.constraints.axis
        let extent = input.layout.constraints.viewportExtent
        var before = 0.0, after = 0.0, beforeCount = 0, afterCount = 0
        for element in input.layout.placed {
            let strength = tracker.flashStrength(of: element.index, at: now)
            guard strength > 0 else { continue }
            if !element.isVisible {
                if element.frame.mainMax(axis) <= 0 { before = max(before, strength); beforeCount += 1 }
                else if element.frame.mainMin(axis) >= extent { after = max(after, strength); afterCount += 1 }
                continue
            }
            let frame = element.frame.offsetBy(dx: content.minX, dy: content.minY)
            list.fill(frame, OverlayStyle.flash.opacity(0.45 * strength))
            list.stroke(frame, OverlayStyle.flash.opacity(strength), lineWidth: 2)
        }
        let v = content, bar: Points = 6
        // One edge at a time (an array literal of the two was a heap allocation every frame).
        func edge(_ strength: Double, _ count: Int, leading: Bool) {
            guard count > 0 else { return }
            let rect = axis == .vertical
                ? Rect(x: v.minX, y: leading ? v.minY : v.maxY - bar, width: v.width, height: bar)
                : Rect(x: leading ? v.minX : v.maxX - bar, y: v.minY, width: bar, height: v.height)
            list.fill(rect, OverlayStyle.flash.opacity(0.8 * strength))
            let label = flashLabel(count: count, leading: leading)
            let size = Size(width: Double(label.count) * style.smallCharWidth + 8, height: style.smallLineStep + 2)
            let chip = axis == .vertical
                ? Rect(x: v.midX - size.width / 2, y: leading ? v.minY + bar : v.maxY - bar - size.height, width: size.width, height: size.height)
                : Rect(x: leading ? v.minX + bar : v.maxX - bar - size.width, y: v.midY, width: size.width, height: size.height)
            list.fill(chip, OverlayStyle.panel.opacity(strength))
            list.text(label, at: Point(x: chip.minX + 4, y: chip.minY + 1), style.smallFont, OverlayStyle.flash.opacity(strength))
        }
        edge(before, beforeCount, leading: true)
        edge(after, afterCount, leading: false)
        list.append(.popClip)
    }
}

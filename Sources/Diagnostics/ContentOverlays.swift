import DisplayList
import LazyLayout
import ScrollCore

/// A label chip of the bounds overlay, placed by ``ChipPlacer`` and drawn after every outline.
struct BoundsChip {
    var rect: Rect
    var text: String
    /// The text colour (an element's kind), or the outline colour of a view (drawn as an accent bar).
    var color: Color
    var accent: Color?
    /// Where a displaced chip's leader line ends.
    var leaderTo: Point?
}

/// The overlays drawn on the content itself:
///
/// - **Bounds** (key `B`), after Flutter's `debugPaintSizeEnabled`: every realized element's
///   outline with its index and data id; rows in cyan, headers in magenta, footers in violet,
///   pinned ones with a thicker orange outline and a `pinned` tag.
/// - **Flash** (key `F`), after Chrome's paint flashing: elements created this frame are
///   washed in green, fading over ``LazyActivityTracker/flashSeconds`` so a single frame's
///   creations are visible at 60 Hz and above.
extension DiagnosticsOverlays {
    /// - Returns: the legend panel's rectangle (at the window's bottom-left), which the other
    ///   panels keep clear of.
    @discardableResult
    mutating func drawBounds(_ input: DiagnosticsInput, into list: inout DisplayList) -> Rect {
        let s = style
        let layout = input.layout
        refreshLabels(layout)
        let content = input.contentViewport ?? input.viewport
        let views = viewBounds?() ?? []
        // Chips avoid each other and every Text view's frame (ChipPlacer); outlines go first, so
        // no outline crosses a chip.
        var placer = chipPlacer
        var chips = boundsChips
        chipPlacer = ChipPlacer()
        chips.removeAll(keepingCapacity: true)
        defer { chipPlacer = placer; boundsChips = chips }
        placer.reset(bounds: input.viewport)
        for view in views.prefix(Self.maxViewOutlines) where view.name.hasPrefix("Text") { placer.addObstacle(view.frame) }

        list.append(.pushClip(content))
        for element in layout.placed {
            let frame = element.frame.offsetBy(dx: content.minX, dy: content.minY)
            let color = Self.boundsColor(element)
            let pinned = element.pinning != .none
            list.stroke(frame, color, lineWidth: pinned ? 2 : 1)
            guard frame.width >= 4 * s.smallCharWidth else { continue }
            let text = boundsLabel(element)
            let size = Size(width: min(Double(text.count) * s.smallCharWidth + 6, content.width), height: s.smallLineStep)
            guard let (chip, displaced) = placer.place(size, naming: frame.intersection(content), within: content) else { continue }
            chips.append(BoundsChip(rect: chip, text: text, color: color, accent: nil,
                                    leaderTo: displaced ? ChipPlacer.leaderAnchor(for: frame) : nil))
        }
        list.append(.popClip)
        // Views anywhere in the window (a scroll view may sit among other views).
        list.append(.pushClip(input.viewport))
        drawViewBounds(views, placer: &placer, chips: &chips, into: &list)
        for chip in chips {
            if let anchor = chip.leaderTo {
                list.append(.line(from: ChipPlacer.leaderStart(of: chip.rect, toward: anchor), to: anchor,
                                  chip.accent ?? chip.color, lineWidth: 1))
            }
            list.fill(chip.rect, OverlayStyle.chip)
            if let accent = chip.accent {
                list.fill(Rect(x: chip.rect.minX, y: chip.rect.minY, width: 2, height: chip.rect.height), accent)
            }
            list.text(chip.text, at: Point(x: chip.rect.minX + 3, y: chip.rect.minY), s.smallFont,
                      chip.accent == nil ? chip.color : .white)
        }
        list.append(.popClip)
        return drawBoundsLegend(input, hidden: placer.hiddenCount, into: &list)
    }

    /// At most this many view outlines a frame (a deep tree stays readable and cheap).
    static let maxViewOutlines = 400

    /// Outlines views with their type names, like SwiftUI previews' selection: a hue per tree
    /// depth, the name in a chip placed by `placer`; views under 4 pt on a side are skipped.
    private func drawViewBounds(_ views: [(frame: Rect, name: String, depth: Int)], placer: inout ChipPlacer,
                                chips: inout [BoundsChip], into list: inout DisplayList) {
        let s = style
        for view in views.prefix(Self.maxViewOutlines) where view.frame.width >= 4 && view.frame.height >= 4 {
            let color = OverlayStyle.viewBoundsColor(depth: view.depth)
            list.stroke(view.frame, color, lineWidth: 1)
            let size = Size(width: Double(view.name.count) * s.smallCharWidth + 6, height: s.smallLineStep)
            guard let (chip, displaced) = placer.place(size, naming: view.frame) else { continue }
            chips.append(BoundsChip(rect: chip, text: view.name, color: color, accent: color,
                                    leaderTo: displaced ? ChipPlacer.leaderAnchor(for: view.frame) : nil))
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

    private func drawBoundsLegend(_ input: DiagnosticsInput, hidden: Int, into list: inout DisplayList) -> Rect {
        let s = style
        let entries = Self.boundsLegendEntries
        let hiddenText = hidden > 0 ? hiddenLabel(hidden) : ""
        let columns = entries.reduce(8) { $0 + $1.0.count + 3 } + hiddenText.count
        let size = s.panelSize(columns: columns, lines: 1)
        let origin = Point(x: input.viewport.minX + s.margin, y: input.viewport.maxY - s.margin - size.height)
        s.panel(Rect(origin: origin, size: size), into: &list)
        let content = Point(x: origin.x + s.padding, y: origin.y + s.padding)
        s.text("BOUNDS", content, line: 0, OverlayStyle.title, font: s.titleFont, into: &list)
        var x = content.x + 8 * s.charWidth
        for (label, color) in entries {
            x += Double(s.legend(label, color, at: Point(x: x, y: content.y), into: &list)) * s.charWidth
        }
        if !hiddenText.isEmpty { list.text(hiddenText, at: Point(x: x, y: content.y), s.font, OverlayStyle.dim) }
        return Rect(origin: origin, size: size)
    }

    /// "· 12 labels hidden": chips that found no free place (``ChipPlacer``).
    private func hiddenLabel(_ count: Int) -> String { "· \(count) label\(count == 1 ? "" : "s") hidden" }

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

import DisplayList
import LazyLayout
import ScrollCore

/// The lazy zones (key `Z`): a panel on the trailing edge with two strips along the scroll axis.
///
/// - **window**: a zoomed-out view around the viewport. Three brackets mark the viewport, the
///   prefetch window (``LayoutResult/prefetchWindow``: cache extent plus velocity lookahead) and
///   the keep-alive window (``LayoutResult/keepAliveWindow``); next to them every realized
///   element is a box coloured by the zone it is in. Watch the prefetch window stretch ahead
///   during a fling and elements get created at its edge and destroyed past the keep-alive edge.
/// - **content**: a minimap of the whole content (the estimate's length). Grey is estimated,
///   green is measured, orange marks where measuring changed the content-size estimate; the
///   white box is the viewport, linked to the window strip.
///
/// Both strips run top to bottom whatever the scene's axis (a horizontal scroller's leading
/// edge is at the top).
extension DiagnosticsOverlays {
    static let zonesColumns = 31

    mutating func drawZones(_ input: DiagnosticsInput, now: Seconds, layout panels: inout PanelLayout, into list: inout DisplayList) {
        let s = style
        let width = (Double(Self.zonesColumns) * s.charWidth + 2 * s.padding).rounded(.up)
        let area = panels.viewport
        let height = area.height - 2 * s.margin
        let textLines = 4.0, footerLines = 3.3
        let stripTop = s.padding + (textLines + 1.3) * s.lineStep
        let stripHeight = height - stripTop - s.padding - footerLines * s.lineStep
        guard stripHeight > 40, area.width > width + 2 * s.margin else { return }
        let origin = Point(x: area.maxX - s.margin - width, y: area.minY + s.margin)
        panels.trailingLimit = origin.x - s.margin
        s.panel(Rect(origin: origin, size: Size(width: width, height: height)), into: &list)
        let content = Point(x: origin.x + s.padding, y: origin.y + s.padding)

        let layout = input.layout
        let constraints = layout.constraints
        let axis = constraints.axis
        let viewport = constraints.viewportExtent
        let offset = layout.scrollOffset
        let prefetch = layout.prefetchWindow, keepAlive = layout.keepAliveWindow

        if !zonesText.isFresh(at: now, refresh: textRefreshSeconds) {
            zonesText = CachedText(runs: buildZonesText(input, stripTop: stripTop - s.padding, stripHeight: stripHeight).runs,
                                   builtAtSeconds: now)
        }
        // Legend squares for the three windows.
        for (line, color) in [(1, OverlayStyle.zoneViewport), (2, OverlayStyle.zonePrefetch), (3, OverlayStyle.zoneKeepAlive)] {
            let box = (s.lineStep * 0.55).rounded()
            list.fill(Rect(x: content.x, y: content.y + Double(line) * s.lineStep + ((s.lineStep - box) / 2).rounded() - 1,
                           width: box, height: box), color)
        }

        // The window strip: content coordinates around the viewport, scaled to fit.
        let windowX = content.x, windowWidth: Points = 118
        let top = content.y + stripTop - s.padding
        let low = min(keepAlive.lowerBound, prefetch.lowerBound, 0), high = max(keepAlive.upperBound, prefetch.upperBound, viewport)
        let span = max(1, high - low) * 1.08
        let center = (low + high) / 2
        let windowScale = stripHeight / span
        func wy(_ viewportMain: Points) -> Points { top + (viewportMain - (center - span / 2)) * windowScale }
        list.fill(Rect(x: windowX, y: top, width: windowWidth, height: stripHeight), OverlayStyle.well)
        list.append(.pushClip(Rect(x: windowX, y: top, width: windowWidth, height: stripHeight)))
        // Brackets: keep-alive, prefetch, viewport (outermost first), each a thin bar plus a faint band.
        let brackets: [(Range<Points>, Color)] = [(keepAlive, OverlayStyle.zoneKeepAlive), (prefetch, OverlayStyle.zonePrefetch),
                                                  (0..<viewport, OverlayStyle.zoneViewport)]
        for (i, (range, color)) in brackets.enumerated() {
            let y0 = wy(range.lowerBound), y1 = wy(range.upperBound)
            list.fill(Rect(x: windowX + 4 + Double(i) * 7, y: y0, width: 4, height: max(1, y1 - y0)), color)
            list.fill(Rect(x: windowX + 26, y: y0, width: windowWidth - 26, height: max(1, y1 - y0)), color.opacity(0.08))
            list.fill(Rect(x: windowX + 4 + Double(i) * 7, y: y0.rounded(), width: windowWidth - 4 - Double(i) * 7, height: 1), color.opacity(0.6))
            list.fill(Rect(x: windowX + 4 + Double(i) * 7, y: y1.rounded() - 1, width: windowWidth - 4 - Double(i) * 7, height: 1), color.opacity(0.6))
        }
        // Realized elements, coloured by zone; pinned ones at their natural place are unknown, so
        // they are drawn where they are held, in orange.
        for element in layout.placed {
            let a = element.frame.mainMin(axis), b = element.frame.mainMax(axis)
            let color: Color
            if element.pinning != .none { color = OverlayStyle.boundsPinned }
            else if element.isVisible { color = OverlayStyle.zoneViewport }
            else if b > prefetch.lowerBound && a < prefetch.upperBound { color = OverlayStyle.zonePrefetch }
            else { color = OverlayStyle.zoneKeepAlive }
            let y0 = wy(a), y1 = wy(b)
            let x0 = windowX + (element.pinning != .none ? 84 : 30)
            list.fill(Rect(x: x0, y: y0, width: element.pinning != .none ? 30 : 50, height: max(1, y1 - y0 - (y1 - y0 > 3 ? 1 : 0))),
                      color.opacity(0.9))
            let fresh = tracker.flashStrength(of: element.index, at: now)
            if fresh > 0 {        // just created: a green tick that fades like the flash overlay
                list.fill(Rect(x: x0 - 4, y: y0, width: 3, height: max(1, y1 - y0)), OverlayStyle.flash.opacity(fresh))
            }
        }
        list.append(.popClip)

        // The content minimap.
        let mapX = windowX + windowWidth + 44, mapWidth: Points = 34
        drawMinimap(layout, x: mapX, top: top, width: mapWidth, height: stripHeight, offset: offset, into: &list)
        // Link the viewport's place on the minimap to the window strip.
        let contentExtent = max(layout.contentExtent, viewport, 1)
        let mapScale = stripHeight / contentExtent
        let m0 = top + offset * mapScale, m1 = top + (offset + viewport) * mapScale
        list.append(.line(from: Point(x: windowX + windowWidth, y: wy(0)), to: Point(x: mapX, y: m0),
                          OverlayStyle.zoneViewport.opacity(0.5), lineWidth: 1))
        list.append(.line(from: Point(x: windowX + windowWidth, y: wy(viewport)), to: Point(x: mapX, y: m1),
                          OverlayStyle.zoneViewport.opacity(0.5), lineWidth: 1))
        zonesText.draw(at: content, into: &list)
    }

    private func drawMinimap(_ layout: LayoutResult, x: Points, top: Points, width: Points, height: Points,
                             offset: Points, into list: inout DisplayList) {
        let c = layout.constraints
        let count = layout.stats.elementCount
        let contentExtent = max(layout.contentExtent, c.viewportExtent, 1)
        let scale = height / contentExtent
        list.fill(Rect(x: x, y: top, width: width, height: height), OverlayStyle.estimated)
        let runs = tracker.measured
        let spacing = max(0, c.spacing)
        let unmeasured = count - runs.count
        let free = layout.contentExtent - c.leadingInset - c.trailingInset - spacing * Double(max(0, count - 1)) - runs.extentSum
        let estimate = unmeasured > 0 ? max(0, free / Double(unmeasured)) : 0
        func start(_ index: Int) -> Points { runs.start(of: index, estimate: estimate, spacing: spacing, leadingInset: c.leadingInset) }
        // Measured runs, merged when closer than a point on the map.
        var pending: (Points, Points)?
        for run in runs.runs {
            let y0 = top + start(run.start) * scale, y1 = top + (start(run.end) - spacing) * scale
            if let (p0, p1) = pending, y0 - p1 < 1 { pending = (p0, max(p1, y1)); continue }
            if let (p0, p1) = pending { list.fill(Rect(x: x, y: p0, width: width, height: max(1, p1 - p0)), OverlayStyle.measuredMatch.opacity(0.75)) }
            pending = (y0, y1)
        }
        if let (p0, p1) = pending { list.fill(Rect(x: x, y: p0, width: width, height: max(1, p1 - p0)), OverlayStyle.measuredMatch.opacity(0.75)) }
        // Where measuring changed the estimate: orange ticks on the right half, wider for bigger changes.
        let chunk = tracker.errorChunkSize
        for (key, error) in tracker.estimateErrors where abs(error) >= 0.5 {
            let y0 = top + start(key * chunk) * scale, y1 = top + start(min(count, (key + 1) * chunk)) * scale
            let w = min(width / 2, 3 + abs(error).squareRoot())
            list.fill(Rect(x: x + width - w, y: y0, width: w, height: max(1.5, y1 - y0)), OverlayStyle.measuredDiffer)
        }
        // Prefetch window and viewport.
        let pw = layout.prefetchWindow
        list.fill(Rect(x: x - 4, y: top + (offset + pw.lowerBound) * scale, width: 3,
                       height: max(1, (pw.upperBound - pw.lowerBound) * scale)), OverlayStyle.zonePrefetch)
        let vy = top + offset * scale
        list.stroke(Rect(x: x - 2, y: vy.rounded(), width: width + 4, height: max(3, (c.viewportExtent * scale).rounded())),
                    OverlayStyle.text, lineWidth: 1)
    }

    private func buildZonesText(_ input: DiagnosticsInput, stripTop: Points, stripHeight: Points) -> TextGrid {
        typealias F = OverlayFormat
        var g = TextGrid(style: style)
        let layout = input.layout, c = layout.constraints
        let cols = Self.zonesColumns
        g.put("LAZY ZONES", line: 0, OverlayStyle.title, font: style.titleFont)
        g.putRight(c.axis == .vertical ? "axis ↓ y" : "axis ↓ x", endColumn: cols, line: 0, OverlayStyle.dim)
        func row(_ line: Double, _ name: String, _ range: Range<Points>, _ count: Int) {
            g.put(name, column: 2, line: line, OverlayStyle.text)
            g.putRight("\(F.compact(range.lowerBound))…\(F.compact(range.upperBound))", endColumn: cols - 5, line: line, OverlayStyle.dim)
            g.putRight(F.grouped(count), endColumn: cols, line: line)
        }
        row(1, "viewport", 0..<c.viewportExtent, layout.stats.visible)
        row(2, "prefetch", layout.prefetchWindow, layout.stats.prefetched)
        row(3, "keep-alive", layout.keepAliveWindow, layout.stats.keptAlive)
        let headerLine = stripTop / style.lineStep - 1.1
        g.put("window", column: 4, line: headerLine, OverlayStyle.dim)
        g.put("content", column: 21, line: headerLine, OverlayStyle.dim)
        // Minimap scale labels.
        let bottom = (stripTop + stripHeight) / style.lineStep
        g.put(F.compact(layout.contentExtent) + " pt", column: 21, line: bottom + 0.1, OverlayStyle.dim, font: style.smallFont)
        // Footer: minimap legend and the estimate.
        var x = 0
        for (label, color) in [("measured", OverlayStyle.measuredMatch), ("estimate moved", OverlayStyle.measuredDiffer)] {
            g.runs.append(.init(string: "■", origin: Point(x: Double(x) * style.charWidth, y: (bottom + 1) * style.lineStep),
                                font: style.font, color: color))
            g.put(label, column: x + 2, line: bottom + 1, OverlayStyle.dim)
            x += label.count + 4
        }
        let measured = layout.stats.measuredTotal, count = max(1, layout.stats.elementCount)
        g.put("measured \(F.grouped(measured))/\(F.grouped(layout.stats.elementCount)) (\(F.fixed(Double(measured) / Double(count) * 100, 1))%)",
              line: bottom + 2, OverlayStyle.text)
        return g
    }
}

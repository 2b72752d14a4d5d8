import DisplayList
import ScrollCore
import ScrollInput
import ScrollPhysics

/// The physics panel (key `P`): preset, activity, offset, velocity and where the motion will
/// rest; Stage 2's counters; a live plot of offset and velocity (``MotionPlot``); and the
/// input log (``InputLog``) with each wheel event's exact deltas and precise flag, for
/// debugging touchpads.
extension DiagnosticsOverlays {
    static let physicsColumns = 52
    static let plotHeight: Points = 84
    static let logLines = 8

    /// One colour per activity, so a glance tells a fling from a spring-back.
    static func color(of activity: ScrollActivityKind) -> Color {
        switch activity {
        case .idle: return OverlayStyle.dim
        case .hold: return OverlayStyle.text
        case .drag: return OverlayStyle.zoneViewport
        case .ballistic: return OverlayStyle.good
        case .spring: return OverlayStyle.boundsHeader
        case .animating: return OverlayStyle.warn
        }
    }

    mutating func drawPhysics(_ input: DiagnosticsInput, now: Seconds, layout panels: inout PanelLayout, into list: inout DisplayList) {
        let s = style
        let linesAbove = 4.0, linesBelow = 1.3 + 1 + Double(Self.logLines)
        let plotBlock = Self.plotHeight + 0.3 * s.lineStep
        let size = s.panelSize(columns: Self.physicsColumns, lines: 0,
                               extraHeight: plotBlock + (linesAbove + 1 + linesBelow) * s.lineStep)
        let origin = panels.place(size)
        s.panel(Rect(origin: origin, size: size), into: &list)
        let content = Point(x: origin.x + s.padding, y: origin.y + s.padding)
        if !physicsText.isFresh(at: now, refresh: textRefreshSeconds) {
            physicsText = CachedText(runs: buildPhysicsText(input, now: now, linesAbove: linesAbove, plotBlock: plotBlock).runs,
                                     builtAtSeconds: now)
        }
        let plotRect = Rect(x: content.x, y: content.y + linesAbove * s.lineStep + 2,
                            width: Double(Self.physicsColumns) * s.charWidth, height: Self.plotHeight)
        MotionPlot().draw(motion, in: plotRect, now: now, into: &list)
        // Legend squares under the plot.
        let legendY = content.y + linesAbove * s.lineStep + plotBlock
        for (column, color) in [(0, OverlayStyle.offsetSeries), (26, OverlayStyle.velocitySeries)] {
            let box = (s.lineStep * 0.55).rounded()
            list.fill(Rect(x: content.x + Double(column) * s.charWidth, y: legendY + ((s.lineStep - box) / 2).rounded() - 1,
                           width: box, height: box), color)
        }
        s.separator(from: content.x, to: content.x + Double(Self.physicsColumns) * s.charWidth,
                    y: (legendY + 1.3 * s.lineStep - 3).rounded(), into: &list)
        physicsText.draw(at: content, into: &list)
    }

    private func buildPhysicsText(_ input: DiagnosticsInput, now: Seconds, linesAbove: Double, plotBlock: Points) -> TextGrid {
        typealias F = OverlayFormat
        var g = TextGrid(style: style)
        let cols = Self.physicsColumns
        let layout = input.layout
        g.put("PHYSICS", line: 0, OverlayStyle.title, font: style.titleFont)
        g.put("preset \(input.preset)", column: 10, line: 0, OverlayStyle.text)
        g.putRight(input.activity.rawValue, endColumn: cols, line: 0, Self.color(of: input.activity))
        g.put("offset", line: 1, OverlayStyle.dim)
        g.putRight(F.fixed(input.offset, 1) + " pt", endColumn: 22, line: 1)
        g.put("velocity", column: 26, line: 1, OverlayStyle.dim)
        g.putRight(F.fixed(input.velocity, 1) + " pt/s", endColumn: cols, line: 1)
        g.put("resting", line: 2, OverlayStyle.dim)
        g.putRight(F.fixed(input.restingOffset, 1) + " pt", endColumn: 22, line: 2)
        g.put("range", column: 26, line: 2, OverlayStyle.dim)
        g.putRight("0…\(F.compact(layout.maxOffset)) pt", endColumn: cols, line: 2)
        let p = input.physics
        g.put("flings \(p.flingsStarted)  springs \(p.springsStarted)  anims \(p.animationsStarted)+\(p.animationRetargets)  corr \(p.correctionsApplied)",
              line: 3, OverlayStyle.dim)

        // Plot legend with the ranges in view.
        var low = Double.infinity, high = -Double.infinity, vmax: Double = 50
        for s in motion.samples { low = min(low, s.offset); high = max(high, s.offset); vmax = max(vmax, abs(s.velocity)) }
        let legendLine = linesAbove + plotBlock / style.lineStep
        let range = low.isFinite ? "\(F.fixed(low, 0))…\(F.fixed(high, 0))" : "—"
        g.put("offset \(range)", column: 2, line: legendLine, OverlayStyle.dim)
        g.put("velocity ±\(F.fixed(vmax, 0))/s", column: 28, line: legendLine, OverlayStyle.dim)
        g.runs.append(.init(string: "last \(F.fixed(motion.windowSeconds, 0)) s",
                            origin: Point(x: 3, y: (linesAbove) * style.lineStep + 3), font: style.smallFont, color: OverlayStyle.dim))

        // Input log, newest last.
        var line = legendLine + 1.3
        g.put("INPUT LOG", line: line, OverlayStyle.title, font: style.titleFont)
        g.putRight("\(inputLog.total) events", endColumn: cols, line: line, OverlayStyle.dim)
        line += 1
        if inputLog.entries.isEmpty {
            g.put("no input yet: wheel, touchpad, drag or keys", line: line, OverlayStyle.dim)
        }
        for entry in inputLog.entries.suffix(Self.logLines) {
            let age = max(0, now - entry.timeSeconds)
            g.putRight("-\(F.fixed(age, age < 10 ? 2 : 0))s", endColumn: 7, line: line, OverlayStyle.dim)
            let text = InputLog.describe(entry)
            var color = OverlayStyle.text
            if case .wheel(_, _, let precise, _) = entry.event { color = precise ? OverlayStyle.good : OverlayStyle.warn }
            g.put(String(text.prefix(cols - 9)), column: 9, line: line, color)
            line += 1
        }
        return g
    }
}

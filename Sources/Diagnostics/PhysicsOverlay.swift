import DisplayList
import ScrollCore
import ScrollInput
import ScrollPhysics

/// The physics panel (key `P`): preset, activity, offset, velocity and where the motion will
/// rest; Stage 2's counters; a live plot of offset and velocity (``TrajectoryPlot``); and the
/// input log (``InputLog``) with each wheel event's exact deltas and precise flag, for
/// debugging touchpads.
extension DiagnosticsOverlays {
    static let physicsColumns = 52
    static let plotHeight: Points = 200
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
        let linesAbove = 4.0, linesBelow = 2 + Double(Self.logLines)
        let plotBlock = Self.plotHeight + 0.5 * s.lineStep
        let size = s.panelSize(columns: Self.physicsColumns, lines: 0,
                               extraHeight: plotBlock + (linesAbove + linesBelow) * s.lineStep)
        guard let origin = panels.place(size) else {
            drawNoRoom(for: "PHYSICS", needs: size, layout: &panels, into: &list)
            return
        }
        s.panel(Rect(origin: origin, size: size), into: &list)
        let content = Point(x: origin.x + s.padding, y: origin.y + s.padding)
        if !physicsText.isFresh(at: now, refresh: textRefreshSeconds) {
            physicsText = CachedText(runs: buildPhysicsText(input, now: now, linesAbove: linesAbove, plotBlock: plotBlock).runs,
                                     builtAtSeconds: now)
        }
        let plotRect = Rect(x: content.x - 6, y: content.y + linesAbove * s.lineStep,
                            width: Double(Self.physicsColumns) * s.charWidth + 12, height: Self.plotHeight)
        drawMotionPlot(in: plotRect, now: now, into: &list)
        s.separator(from: content.x, to: content.x + Double(Self.physicsColumns) * s.charWidth,
                    y: (content.y + linesAbove * s.lineStep + plotBlock - 3).rounded(), into: &list)
        physicsText.draw(at: content, into: &list)
    }

    /// Offset and velocity over the last ``MotionHistory/windowSeconds`` with the shared
    /// ``TrajectoryPlot`` (dark-styled): time runs from −window to now (0). Samples are thinned
    /// to one per ~2 pt of width so the command count depends on the panel, not the frame rate.
    private mutating func drawMotionPlot(in rect: Rect, now: Seconds, into list: inout DisplayList) {
        let window = motion.windowSeconds
        // The last frame's buffer, emptied: its storage is reused (a new array every frame was
        // a heap allocation).
        var samples = plotSamples
        plotSamples = []
        samples.removeAll(keepingCapacity: true)
        samples.reserveCapacity(200)
        defer { plotSamples = samples }
        var low = Double.infinity, high = -Double.infinity, vmax: Double = 50
        let minStep = window / max(1, rect.width / 2)
        for (i, m) in motion.samples.enumerated() {
            low = min(low, m.offset); high = max(high, m.offset); vmax = max(vmax, abs(m.velocity))
            let t = m.timeSeconds - now
            if let last = samples.last, t - last.t < minStep, i != motion.samples.count - 1 { continue }
            samples.append(TrajectorySample(t: t, offset: m.offset, velocity: m.velocity))
        }
        if !(low.isFinite && high.isFinite) { low = 0; high = 1 }
        if high - low < 1 { let mid = (high + low) / 2; low = mid - 0.5; high = mid + 0.5 }
        var plot = TrajectoryPlot()
        plot.targetTickCount = 3
        plot.style = Self.darkPlotStyle(style)
        let axes = TrajectoryPlot.Axes(time: -window...0, offset: low...high, velocity: -vmax...vmax)
        if plotCaption?.windowSeconds != window {
            plotCaption = (window, "last \(OverlayFormat.fixed(window, 0)) s, now at the right")
        }
        var series = TrajectoryPlot.Series(title: "motion", caption: plotCaption?.text ?? "", samples: samples)
        samples = []
        plot.drawPanel(series, axes: axes, in: rect, measurer: plotMeasurer, into: &list)
        swap(&samples, &series.samples)             // back to the buffer, uniquely referenced
    }

    /// ``TrajectoryPlot``'s light style turned into the overlays' dark one.
    static func darkPlotStyle(_ s: OverlayStyle) -> TrajectoryPlot.Style {
        var p = TrajectoryPlot.Style()
        p.background = OverlayStyle.well
        p.panelBackground = .clear
        p.panelBorder = .clear
        p.grid = OverlayStyle.separator.opacity(0.5)
        p.axis = OverlayStyle.dim
        p.text = OverlayStyle.title
        p.secondaryText = OverlayStyle.dim
        p.offsetColor = OverlayStyle.offsetSeries
        p.velocityColor = OverlayStyle.velocitySeries
        p.titleFont = s.titleFont
        p.captionFont = s.smallFont
        p.tickFont = s.smallFont
        p.curveWidth = 1.5
        return p
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

        // Input log, newest last.
        var line = linesAbove + plotBlock / style.lineStep
        g.put("INPUT LOG", line: line, OverlayStyle.title, font: style.titleFont)
        g.putRight("\(inputLog.total) events", endColumn: cols, line: line, OverlayStyle.dim)
        line += 1
        g.put(String(inputLog.platform.summary.prefix(cols)), line: line, OverlayStyle.dim)
        line += 1
        if inputLog.entries.isEmpty {
            g.put("no input yet: wheel, touchpad, drag or keys", line: line, OverlayStyle.dim)
        }
        for entry in inputLog.entries.suffix(Self.logLines) {
            let age = max(0, now - entry.timeSeconds)
            g.putRight("-\(F.fixed(age, age < 10 ? 2 : 0))s", endColumn: 7, line: line, OverlayStyle.dim)
            let text = InputLog.describe(entry, platform: inputLog.platform)
            var color = OverlayStyle.text
            if case .wheel(_, _, let precise, _, _, let source) = entry.event {
                // Green: a stream that follows the fingers and may fling; amber: detents.
                color = (source ?? .inferred(precise: precise)) == .touchpad ? OverlayStyle.good : OverlayStyle.warn
            }
            g.put(String(text.prefix(cols - 9)), column: 9, line: line, color)
            line += 1
        }
        return g
    }
}

import DisplayList
import LazyLayout
import ScrollCore

/// The HUD (key `D`): Flutter's PerformanceOverlay, Android's "Profile GPU rendering" bars and
/// Dear ImGui's Metrics counters in one panel.
///
/// ```
/// HUD · colors                                   60.0 fps
/// [240 stacked bars: one per frame, one colour per phase; 8.3 and 16.7 ms budget lines]
/// ■ input ■ phys ■ layout ■ paint ■ ovl ■ render ■ present
/// phase        last     p50     p99     max   ms (5 s)
/// LAZY STACK  data / realized / visible / prefetched / kept alive / created/s / …
/// STAGES      input / physics / paint / render / text cache counters
/// ```
extension DiagnosticsOverlays {
    /// Columns of the HUD's text grid.
    static let hudColumns = 54
    /// Frame-time graph: one bar per recorded frame (240), 1.5 pt wide and 84 pt high, 0 … 33.3 ms;
    /// in the compact style as wide as the panel's text and 48 pt high.
    static let graphBarWidth: Points = 1.5
    static let graphHeight: Points = 84
    static let compactGraphHeight: Points = 48
    static let graphMaxMs: Double = 1000.0 / 30
    /// The budgets drawn as lines: 60 Hz and 120 Hz.
    static let budgetMs: Double = 1000.0 / 60
    static let fastBudgetMs: Double = 1000.0 / 120
    /// Lines the graph of a graphed figure takes (``FigureGraph``).
    static let figureGraphLines = 3.0

    /// The frame graph's size in `style`: its bars fill the text grid's width at most.
    static func graphSize(_ style: OverlayStyle, capacity: Int) -> Size {
        let compact = OverlayStyle.isCompactStyle(style)
        let width = min(Double(capacity) * graphBarWidth, Double(hudColumns) * style.charWidth)
        return Size(width: width, height: compact ? compactGraphHeight : graphHeight)
    }

    /// The HUD's blocks under the frame graph. A window too low for all of them drops the stage
    /// counters first, then the phase table (the compact HUD); the scene's figures always stay.
    struct HUDBlocks: OptionSet, Sendable {
        let rawValue: Int
        static let phaseTable = HUDBlocks(rawValue: 1)
        static let stages = HUDBlocks(rawValue: 2)
        static let all: HUDBlocks = [.phaseTable, .stages]
    }

    /// Short names for the legend and the table, in ``FramePhase`` order.
    static func shortName(_ phase: FramePhase) -> String {
        switch phase {
        case .events: return "input"
        case .simulation: return "physics"
        case .layout: return "layout"
        case .painting: return "paint"
        case .overlays: return "overlay"
        case .render: return "render"
        case .present: return "present"
        }
    }

    /// The legend's names: the table's, two shortened so seven phases fit the panel's width.
    static func legendName(_ phase: FramePhase) -> String {
        switch phase {
        case .simulation: return "phys"
        case .overlays: return "ovl"
        default: return shortName(phase)
        }
    }

    mutating func drawHUD(_ input: DiagnosticsInput, now: Seconds, layout: inout PanelLayout, into list: inout DisplayList) {
        let s = style
        let graph = Self.graphSize(s, capacity: history.capacity)
        let graphBlock = graph.height + s.lineStep * 0.5
        if !hudText.isFresh(at: now, refresh: textRefreshSeconds) {
            // The panel is as tall as its text: the tallest set of blocks that fits under the panels above.
            let available = layout.bottomLimit - layout.nextRowTop(forWidth: s.panelSize(columns: Self.hudColumns, lines: 0).width)
            var blocks = HUDBlocks.all
            var built = buildHUDText(input, now: now, graphBlock: graphBlock, blocks: blocks)
            for fewer in [HUDBlocks.phaseTable, []] where built.height(padding: s.padding) > available {
                blocks = fewer
                built = buildHUDText(input, now: now, graphBlock: graphBlock, blocks: blocks)
            }
            hudText = CachedText(runs: built.runs, builtAtSeconds: now, lines: built.lines, separators: built.separators)
        }
        let size = Size(width: s.panelSize(columns: Self.hudColumns, lines: 0).width,
                        height: (hudText.lines * s.lineStep + 2 * s.padding).rounded(.up))
        guard let origin = layout.place(size) else {
            drawNoRoom(for: "HUD", needs: size, layout: &layout, into: &list)
            return
        }
        let content = Point(x: origin.x + s.padding, y: origin.y + s.padding)
        s.panel(Rect(origin: origin, size: size), into: &list)

        // Graph.
        let graphOrigin = Point(x: content.x + ((Double(Self.hudColumns) * s.charWidth - graph.width) / 2).rounded(),
                                y: content.y + 2 * s.lineStep + 2)
        drawFrameGraph(at: graphOrigin, size: graph, into: &list)
        // Legend squares (their labels are in the cached text).
        var x = content.x
        let lowerTop = content.y + 2 * s.lineStep + graphBlock      // grid line 0 of the block below the graph
        for phase in FramePhase.allCases {
            let box = (s.lineStep * 0.55).rounded()
            list.fill(Rect(x: x, y: lowerTop + ((s.lineStep - box) / 2).rounded() - 1, width: box, height: box),
                      OverlayStyle.color(of: phase))
            x += Double(Self.legendName(phase).count + 2) * s.charWidth
        }
        hudText.draw(at: content, into: &list)
        // The graphed figure, under the figures' lines.
        let graphed = input.figures.first { $0.graphMaximum != nil }
        figureGraph.record(graphed)
        if let graphed, let maximum = graphed.graphMaximum {
            let top = content.y + (hudText.lines - Self.figureGraphLines + 0.3) * s.lineStep
            figureGraph.draw(in: Rect(x: graphOrigin.x, y: top.rounded(), width: graph.width, height: (Self.figureGraphLines - 0.5) * s.lineStep),
                             maximum: maximum, barWidth: graph.width / Double(history.capacity), into: &list)
        }
        // Separators above each block.
        for line in hudText.separators {
            s.separator(from: content.x, to: content.x + Double(Self.hudColumns) * s.charWidth,
                        y: (content.y + line * s.lineStep - 3).rounded(), into: &list)
        }
    }

    /// The per-phase stacked bars of the last ``FrameHistory/capacity`` frames, newest on the right.
    private func drawFrameGraph(at origin: Point, size: Size, into list: inout DisplayList) {
        let h = size.height, width = size.width
        let barWidth = width / Double(history.capacity)
        let pointsPerMs = h / Self.graphMaxMs
        list.fill(Rect(x: origin.x, y: origin.y, width: width, height: h), OverlayStyle.well)
        var x = origin.x + width - Double(history.count) * barWidth
        history.forEachSample { sample in
            let totalMs = sample.times.total * 1000
            let over = totalMs > Self.budgetMs
            var y = origin.y + h
            var alternate = false
            for (i, seconds) in sample.times.seconds.enumerated() {
                let segment = min(seconds * 1000 * pointsPerMs, y - origin.y)
                guard segment >= 0.25 else { continue }
                let color = over ? (alternate ? OverlayStyle.badDark : OverlayStyle.bad) : OverlayStyle.color(of: FramePhase.allCases[i])
                alternate.toggle()
                y -= segment
                list.fill(Rect(x: x, y: y, width: barWidth, height: segment), color)
            }
            if totalMs > Self.graphMaxMs {              // off the scale: a red cap
                list.fill(Rect(x: x, y: origin.y, width: barWidth, height: 3), OverlayStyle.bad)
            }
            x += barWidth
        }
        // Budget lines over the bars: 16.7 ms (60 Hz) green, 8.3 ms (120 Hz) amber, as Flutter marks its budget.
        func budgetLine(_ ms: Double, _ color: Color) {
            let y = (origin.y + h - ms * pointsPerMs).rounded()
            list.fill(Rect(x: origin.x, y: y, width: width, height: 1), color.opacity(0.85))
        }
        budgetLine(Self.budgetMs, OverlayStyle.good)
        budgetLine(Self.fastBudgetMs, OverlayStyle.warn)
    }

    private mutating func buildHUDText(_ input: DiagnosticsInput, now: Seconds, graphBlock: Points, blocks: HUDBlocks) -> TextGrid {
        typealias F = OverlayFormat
        var g = TextGrid(style: style)
        let cols = Self.hudColumns
        // Header.
        g.put("HUD · \(input.sceneName)" + (rendererName.map { " · \($0)" } ?? ""), line: 0, OverlayStyle.title,
              font: style.titleFont)
        // Idle: the loop waits for events and presents nothing, so the rate is 0, not the last one.
        let fps = isIdle ? 0 : history.framesPerSecond(over: 1)
        g.putRight(isIdle ? "idle · 0 fps" : (fps.map { F.fixed($0, 1) + " fps" } ?? "— fps"), endColumn: cols, line: 0,
                   isIdle ? OverlayStyle.good : OverlayStyle.text)
        let totalSlot = FramePhase.allCases.count
        phaseSummaries[totalSlot] = history.summary(nil, now: now)
        if hudText.builtAtSeconds == -.infinity || phaseSummaries[0].frames == 0 {
            // Just turned on, or nothing recorded yet: fill the whole table.
            for (i, phase) in FramePhase.allCases.enumerated() { phaseSummaries[i] = history.summary(phase, now: now) }
        } else {
            let rotating = FramePhase.allCases[phaseSummaryCursor % totalSlot]
            phaseSummaries[phaseSummaryCursor % totalSlot] = history.summary(rotating, now: now)
            phaseSummaryCursor += 1
        }
        let total = phaseSummaries[totalSlot]
        let budgetColor = total.p99 > Self.budgetMs ? OverlayStyle.bad : OverlayStyle.good
        g.put("frame  p50 \(F.fixed(total.p50, 2))  p99 \(F.fixed(total.p99, 2))  max \(F.fixed(total.max, 2)) ms",
              line: 1, budgetColor)
        g.putRight("last \(F.fixed(history.windowSeconds, 0)) s", endColumn: cols, line: 1, OverlayStyle.dim)

        // Below the graph: the grid continues after the graph block.
        let base = 2 + graphBlock / style.lineStep
        var column = 0
        for phase in FramePhase.allCases {
            let name = Self.legendName(phase)
            g.put(name, column: column + 2, line: base, OverlayStyle.dim)
            column += name.count + 2
        }
        // Axis labels inside the graph (small font), at the budget lines.
        let graphTop = 2 * style.lineStep + 2
        let graphHeight = Self.graphSize(style, capacity: history.capacity).height
        let pointsPerMs = graphHeight / Self.graphMaxMs
        for ms in [Self.budgetMs, Self.fastBudgetMs] {
            let y = graphTop + graphHeight - ms * pointsPerMs - style.smallLineStep
            g.runs.append(.init(string: F.fixed(ms, 1) + " ms", origin: Point(x: 2, y: y), font: style.smallFont, color: OverlayStyle.dim))
        }

        // Phase table.
        var line = base + 1.3
        if blocks.contains(.phaseTable) {
        g.separator(at: line)
        g.put("phase", line: line, OverlayStyle.dim)
        for (i, head) in ["last", "p50", "p99", "max"].enumerated() {
            g.putRight(head, endColumn: 20 + 8 * i, line: line, OverlayStyle.dim)
        }
        g.putRight("ms", endColumn: cols, line: line, OverlayStyle.dim)
        line += 1
        let lastTimes = history.last?.times
        for phase in [FramePhase?.none] + FramePhase.allCases.map(Optional.some) {
            let summary = phaseSummaries[phase.map { FramePhase.allCases.firstIndex(of: $0)! } ?? totalSlot]
            let lastSeconds: Seconds? = phase.map { p in lastTimes.map { $0[p] } } ?? lastTimes?.total
            let lastMs = (lastSeconds ?? 0) * 1000
            let color = phase.map(OverlayStyle.color(of:)) ?? OverlayStyle.text
            g.put(phase.map(Self.shortName) ?? "total", line: line, color)
            for (i, value) in [lastMs, summary.p50, summary.p99, summary.max].enumerated() {
                let valueColor = phase == nil && value > Self.budgetMs ? OverlayStyle.bad : OverlayStyle.text
                g.putRight(F.fixed(value, 2), endColumn: 20 + 8 * i, line: line, valueColor)
            }
            line += 1
        }
        line += 0.3
        }

        // Lazy counters.
        g.separator(at: line)
        let stats = input.layout.stats
        g.put("LAZY STACK", line: line, OverlayStyle.title, font: style.titleFont); line += 1
        func pair(_ l1: String, _ v1: String, _ l2: String, _ v2: String, _ c2: Color = OverlayStyle.text) {
            g.putLabelled(l1, v1, column: 0, endColumn: 20, line: line)
            g.putLabelled(l2, v2, column: 24, endColumn: cols, line: line, c2)
            line += 1
        }
        pair("data", F.grouped(stats.elementCount), "realized", F.grouped(stats.realized))
        pair("visible", F.grouped(stats.visible), "prefetched", F.grouped(tracker.prefetched))
        let measuredPct = stats.elementCount > 0 ? Double(stats.measuredTotal) / Double(stats.elementCount) * 100 : 0
        pair("kept alive", F.grouped(tracker.keptAlive), "measured",
             "\(F.grouped(stats.measuredTotal)) (\(F.fixed(measuredPct, measuredPct < 10 ? 1 : 0))%)")
        pair("created/s", F.grouped(tracker.createdPerSecond), "estimated", F.grouped(max(0, stats.elementCount - stats.measuredTotal)))
        // Measured in this frame's pass, and made ready in the idle time before it (prefetched
        // between frames: that work is not in the frame).
        pair("destroyed/s", F.grouped(tracker.destroyedPerSecond), "measured now",
             stats.prefetchedIdle > 0 ? "\(F.grouped(stats.measuredThisPass)) +\(F.grouped(stats.prefetchedIdle)) idle" : F.grouped(stats.measuredThisPass))
        // Resolved vs placed: an element filtered out in its view (`if` inside `ForEach`) still
        // runs its body; the WWDC26 session's "Subview loading" cost, made visible.
        pair("resolved/s", F.grouped(tracker.resolvedPerSecond), "placed/s", F.grouped(tracker.placedPerSecond),
             tracker.placedPerSecond < tracker.resolvedPerSecond ? OverlayStyle.warn : OverlayStyle.text)
        let change = tracker.lastExtentChange.map { "\(F.compact($0.delta, signed: true)) pt \(F.fixed(max(0, now - $0.atSeconds), 1))s ago" } ?? "none yet"
        g.putLabelled("content", "\(F.compact(input.layout.contentExtent)) pt", column: 0, endColumn: 20, line: line)
        if stats.dataSourceFaultCount > 0 {
            // A data source returned bad numbers (issue 16): say so where the counts are; each
            // kind's first occurrence is on stderr with the element it came from.
            g.putLabelled("source faults", short: "faults", "\(F.grouped(stats.dataSourceFaultCount)) (stderr)", column: 24,
                          endColumn: cols, line: line, OverlayStyle.bad)
        } else {
            g.putLabelled("last change", short: "changed", change, column: 24, endColumn: cols, line: line,
                          tracker.lastExtentChange == nil ? OverlayStyle.dim : OverlayStyle.warn)
        }

        line += 1.3

        // Stage counters (each stage's small stats value).
        if blocks.contains(.stages) {
        g.separator(at: line)
        g.put("STAGES", line: line, OverlayStyle.title, font: style.titleFont); line += 1
        let i = input.input, p = input.physics, r = lastRender
        let correction = tracker.lastCorrection.map { "\(F.signed($0.points, 1))pt" } ?? "none"
        let rows: [(String, String)] = [
            ("input", "\(inputLog.platform.shortName) · events \(i.events) intents \(i.intents) wheel \(i.wheelDetentEvents)/\(i.preciseEvents) drag \(i.drags)"),
            ("physics", "flings \(p.flingsStarted) springs \(p.springsStarted) anims \(p.animationsStarted)+\(p.animationRetargets)"),
            ("layout", "corrections \(tracker.corrections) last \(correction)"),
            ("paint", "elements \(input.paintedElements) commands \(input.paintCommands) overlay \(lastCommandCount)"),
            ("render", "cmds \(r.commands) draws \(r.drawCalls) layers: blur \(r.blurLayers) mask \(r.maskLayers)"),
            // Pictures the renderer holds: image textures and pictures kept as composites (at the
            // display scale photos are drawn from composites, so textures alone read "img 0 0 B"
            // with a screenful of photos).
            ("textures", "text \(r.liveTextTextures) \(F.bytes(r.textCacheBytes)) miss \(r.textCacheMisses) · img "
                + "\(r.liveImageTextures + r.liveImageComposites) \(F.bytes(r.imageTextureBytes + r.imageCompositeBytes))"),
            ("present", pacing.map { p in
                let i = p.intervalSummary
                return "interval p50 \(F.fixed(i.p50, 1)) p99 \(F.fixed(i.p99, 1)) dropped \(p.droppedFrames)"
                    + (p.pacedBy.map { " (\($0))" } ?? "")
            } ?? "none (headless)"),
        ]
        for (name, value) in rows {
            g.put(name, line: line, OverlayStyle.dim)
            // Wrapped, never cut: a long value continues on the next line.
            g.putWrapped(value, column: 9, endColumn: cols, line: &line)
        }
        line += 0.3
        }
        // The scene's latest runtime warning (SwiftUI shows these as purple runtime issues).
        if let warning = input.warning {
            g.put("warning", line: line, OverlayStyle.warn)
            g.putWrapped(warning, column: 9, endColumn: cols, line: &line, OverlayStyle.warn, maximumLines: 3)
            line += 0.3
        }
        // The scene's own figures (a Lab page's consequence), under the stages.
        if !input.figures.isEmpty {
            g.separator(at: line)
            g.put("SCENE", line: line, OverlayStyle.title, font: style.titleFont); line += 1
            for figure in input.figures {
                let value = F.fixed(figure.value, figure.decimals)
                let last = g.putWrapped(figure.label, column: 0, endColumn: cols - value.count - 1, line: &line, OverlayStyle.dim)
                g.putRight(value, endColumn: cols, line: last, figure.isBad ? OverlayStyle.warn : OverlayStyle.text)
            }
            if input.figures.contains(where: { $0.graphMaximum != nil }) { line += Self.figureGraphLines }
        }
        g.lines = line
        return g
    }
}

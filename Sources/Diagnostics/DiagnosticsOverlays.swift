import DisplayList
import LazyLayout
import ScrollCore
import ScrollInput
import ScrollPhysics

/// What the overlays read about one frame: every stage's output and small stats value, as
/// plain values. The host fills it after the pipeline has run; nothing in it is a reference
/// into the pipeline, so the overlays cannot change layout or scroll state.
public struct DiagnosticsInput: Sendable {
    public var frame: FrameTime
    /// The scroll view's rect in window points.
    public var viewport: Rect
    public var sceneName: String
    /// Stage 3's result for this frame.
    public var layout: LayoutResult
    /// Stage 2's state after this frame.
    public var preset: String
    public var activity: ScrollActivityKind
    public var offset: Points
    public var velocity: PointsPerSecond
    /// Where the current motion comes to rest.
    public var restingOffset: Points
    public var physics: ScrollPhysicsStats
    /// Stage 1's counters (cumulative).
    public var input: ScrollInputStats
    /// Stage 4's counters for this frame.
    public var paintedElements: Int
    public var paintCommands: Int
    /// Where the scroll view's content is drawn, in window points: the viewport, unless the
    /// scroll view sits among other views (``viewport`` stays the window, where panels go).
    public var contentViewport: Rect?
    /// What the scene measures about itself (the Lab's figures), shown at the HUD's end.
    public var figures: [SceneFigure] = []
    /// What the scene explains about itself now (a Lab page), first in the help panel.
    public var explanation: String?
    /// The scene's latest runtime warning (a duplicate `ForEach` id), shown by the HUD.
    public var warning: String?
    /// The element the latest scroll-to landed on (window points, as laid out now) and when:
    /// ``LandingMark`` outlines it for a second.
    public var landing: (frame: Rect, timeSeconds: Seconds)?

    public init(frame: FrameTime, viewport: Rect, sceneName: String, layout: LayoutResult, preset: String,
                activity: ScrollActivityKind, offset: Points, velocity: PointsPerSecond, restingOffset: Points,
                physics: ScrollPhysicsStats, input: ScrollInputStats, paintedElements: Int, paintCommands: Int) {
        self.frame = frame; self.viewport = viewport; self.sceneName = sceneName; self.layout = layout
        self.preset = preset; self.activity = activity; self.offset = offset; self.velocity = velocity
        self.restingOffset = restingOffset; self.physics = physics; self.input = input
        self.paintedElements = paintedElements; self.paintCommands = paintCommands
    }
}

/// One row of the help panel: a key and what it does. The host owns the list (it also
/// dispatches the keys), so help can never disagree with what the keys do.
public struct HelpEntry: Sendable, Hashable {
    public var keys: String
    public var action: String
    /// The overlay the key toggles, if any: the panel marks it on or off.
    public var overlay: DiagnosticOverlay?
    public init(keys: String, action: String, overlay: DiagnosticOverlay? = nil) {
        self.keys = keys; self.action = action; self.overlay = overlay
    }
}

/// The on-screen diagnostics: keeps the recent past of the frame loop (``FrameHistory``,
/// ``LazyActivityTracker``, ``InputLog``, ``MotionHistory``) and draws the enabled overlays
/// into the frame's display list, after the content, with the engine's own draw commands
/// (architecture rule 11: Clay's debug view, Dear ImGui's Metrics window).
///
/// Per frame the host calls, in order:
/// ```swift
/// diagnostics.observe(input, events: frameEvents)   // always: cheap bookkeeping
/// diagnostics.draw(into: &displayList)              // appends the enabled overlays
/// // … render …
/// diagnostics.recordCompletedFrame(times, render: stats)
/// ```
/// The HUD therefore shows the previous frame's render time: the current one is not known
/// while its display list is being built.
///
/// Cost: panel text is formatted at most ``textRefreshSeconds`` apart (4 Hz, so numbers are
/// readable and the renderer's text cache is not flooded with one-frame strings); graphs,
/// outlines and bands are rebuilt every frame from stored samples. All overlays together
/// stay well under 0.5 ms per frame (the report's `overlays` phase measures it).
///
/// Not `Sendable`: it holds the host's label closure; it lives on the frame loop's thread.
public struct DiagnosticsOverlays {
    public var enabled: OverlaySet
    /// The look of the last drawn frame: ``regularStyle``, or ``compactStyle`` in small windows
    /// (``OverlayStyle/isCompact(_:)``).
    public private(set) var style: OverlayStyle
    public let regularStyle: OverlayStyle
    public let compactStyle: OverlayStyle
    /// Rows of the help panel, in order (set by the host).
    public var helpEntries: [HelpEntry] = []
    /// Names an element for the bounds overlay (the data source's id), or nil to show its path.
    /// Asked once per element index; the answer is cached.
    public var elementLabel: ((LayoutResult, PlacedElement) -> String?)?
    /// The views inside the content (frame in window points, type name, tree depth), outlined
    /// by the bounds overlay like SwiftUI previews' selection; empty for scenes without views.
    public var viewBounds: (() -> [(frame: Rect, name: String, depth: Int)])?
    /// How often panel text is re-formatted.
    public var textRefreshSeconds: Seconds = 0.25
    /// The SDL render driver drawing the frames (`software`, `opengl`, …), shown in the HUD's title.
    public var rendererName: String?
    /// The window's present intervals and dropped frames (nil headless), shown in the HUD.
    public var pacing: FramePacing?
    /// The window's loop is waiting for events and presenting nothing: the HUD says "idle · 0 fps".
    public var isIdle = false {
        didSet { if isIdle != oldValue { hudText = CachedText() } }
    }

    /// The notice saying what a key just changed; drawn whatever overlays are on.
    public internal(set) var toast = ToastOverlay()
    public internal(set) var history = FrameHistory()
    public private(set) var tracker = LazyActivityTracker()
    public private(set) var inputLog = InputLog()
    /// The window's input path, named in the physics overlay's input log.
    public var inputPlatform: InputPlatform {
        get { inputLog.platform }
        set { inputLog.platform = newValue; physicsText = CachedText() }
    }
    public private(set) var motion = MotionHistory()
    /// The last frame's input, and the last completed frame's render stats.
    public private(set) var last: DiagnosticsInput?
    public private(set) var lastRender = RenderStats()
    /// Commands the last ``draw(into:)`` appended.
    public private(set) var lastCommandCount = 0

    var hudText = CachedText()
    /// The graphed scene figure's recent values (``SceneFigure/graphMaximum``).
    var figureGraph = FigureGraph()
    var physicsText = CachedText()
    var zonesText = CachedText()
    var labels: [Int: String] = [:]
    /// Pinned elements' chip texts (label and tag), by index.
    var pinnedLabels: [Int: (label: String, leading: Bool, text: String)] = [:]
    /// The flash overlay's edge labels, by count and edge (``flashLabel(count:leading:)``).
    var flashLabels: [Int: String] = [:]
    /// The bounds overlay's chip placement and chips, kept to reuse their storage.
    var chipPlacer = ChipPlacer()
    var boundsChips: [BoundsChip] = []
    /// The physics plot's thinned samples and caption, kept to reuse their storage.
    var plotSamples: [TrajectorySample] = []
    var plotCaption: (windowSeconds: Seconds, text: String)?
    /// The physics plot places its tick labels by measuring them every frame; they repeat, so
    /// the answers are cached.
    let plotMeasurer: CachingTextMeasurer
    /// Windowed percentiles per phase (index ``FramePhase/allCases`` order; the last slot is the
    /// total). The total is re-queried at every text refresh, the phases one per refresh in turn,
    /// so a refresh costs two histogram queries rather than seven.
    var phaseSummaries = Array(repeating: (p50: 0.0, p99: 0.0, max: 0.0, frames: 0), count: FramePhase.allCases.count + 1)
    var phaseSummaryCursor = 0

    public init(enabled: OverlaySet = OverlaySet(), measurer: any TextMeasurer) {
        self.enabled = enabled
        regularStyle = OverlayStyle(measurer: measurer)
        compactStyle = OverlayStyle(measurer: measurer, compact: true)
        style = regularStyle
        plotMeasurer = CachingTextMeasurer(measurer)
    }

    /// Takes in one frame (always call it, even with every overlay off, so toggling one on shows
    /// history at once). Reads values only.
    public mutating func observe(_ input: DiagnosticsInput, events: some Sequence<TimedInputEvent>) {
        for event in events { inputLog.append(event) }
        // The bounds overlay's labels are cached by index: an edit of the data moves elements to
        // other indices, so they are asked for again.
        if input.layout.dataReloaded || !input.layout.indexEdits.isEmpty {
            labels.removeAll(keepingCapacity: true)
            pinnedLabels.removeAll(keepingCapacity: true)
        }
        tracker.observe(input.layout, at: input.frame.timeSeconds)
        motion.append(.init(timeSeconds: input.frame.timeSeconds, offset: input.offset, velocity: input.velocity))
        last = input
    }

    /// Records the phase times (render included) and render stats of the frame just drawn.
    public mutating func recordCompletedFrame(_ times: FramePhaseTimes, render: RenderStats) {
        history.record(times, at: last?.frame.timeSeconds ?? 0)
        lastRender = render
    }

    /// Turns `overlay` on or off, with a notice saying which; returns whether it is now on.
    @discardableResult
    public mutating func toggle(_ overlay: DiagnosticOverlay) -> Bool {
        invalidateText()
        let on = enabled.toggle(overlay)
        if overlay != .help { announce("\(overlay.title): \(on ? "on" : "off")") }
        return on
    }

    /// Shows `message` as a short notice from the next frame on (``ToastOverlay``).
    public mutating func announce(_ message: String) { toast.post(message) }

    /// Whether the HUD's text is formatted again in the frame at `now` (it is at most
    /// ``textRefreshSeconds`` apart): what only that text shows need not be gathered otherwise.
    public func hudTextIsDue(at now: Seconds) -> Bool {
        enabled.contains(.hud) && !hudText.isFresh(at: now, refresh: textRefreshSeconds)
    }

    /// Forces the panels' text to be re-formatted at the next draw.
    public mutating func invalidateText() {
        hudText.builtAtSeconds = -.infinity
        physicsText.builtAtSeconds = -.infinity
        zonesText.builtAtSeconds = -.infinity
    }

    /// Appends the enabled overlays to `list`, topmost last: flash and bounds over the content,
    /// then the zones, HUD and physics panels, then help, then a notice (``toast``) if one shows.
    /// Returns the commands appended.
    @discardableResult
    public mutating func draw(into list: inout DisplayList) -> Int {
        let before = list.count
        defer { lastCommandCount = list.count - before }
        guard let input = last else { return 0 }
        let compact = OverlayStyle.isCompact(input.viewport.size)
        if compact != (style.font == compactStyle.font) {
            // Panel text is laid out on the style's grid: re-format it in the new one.
            style = compact ? compactStyle : regularStyle
            invalidateText()
        }
        // The landing outline is a diagnostic: with every overlay off (a user's app) it is not drawn.
        if let landing = input.landing, !enabled.isEmpty {
            LandingMark.draw(frame: landing.frame, landedAt: landing.timeSeconds, now: input.frame.timeSeconds, into: &list)
        }
        if !enabled.isEmpty { drawPanels(input, into: &list) }
        // The notice goes where panels go: below a scene's own title band (a Lab page's title
        // and mode line stay readable while "HUD: on" shows); under the help panel while it shows.
        let helpShows = enabled.contains(.help)
        toast.draw(now: input.frame.timeSeconds, viewport: helpShows ? input.viewport : Self.panelArea(input, margin: style.margin),
                   style: style, atBottom: helpShows, into: &list)
        // Drawn: let go of the frame's layout, so the scroll view's result stays uniquely owned
        // and its next pass reuses its storage instead of copying it (a copy every frame).
        last?.layout = LayoutResult(constraints: input.layout.constraints)
        return list.count - before
    }

    private mutating func drawPanels(_ input: DiagnosticsInput, into list: inout DisplayList) {
        let now = input.frame.timeSeconds
        if enabled.contains(.flash) { drawFlash(input, now: now, into: &list) }
        var legend: Rect?
        if enabled.contains(.bounds) { legend = drawBounds(input, into: &list) }
        var layout = PanelLayout(viewport: Self.panelArea(input, margin: style.margin), margin: style.margin)
        // The bounds legend holds the bottom-left corner: the HUD, which flows down the left
        // edge, stops above it (at 640 × 480 it covered the legend).
        if let legend { layout.bottomLimit = min(layout.bottomLimit, legend.minY - style.margin) }
        if enabled.contains(.zones) { drawZones(input, now: now, layout: &layout, into: &list) }
        if enabled.contains(.hud) { drawHUD(input, now: now, layout: &layout, into: &list) }
        if enabled.contains(.physics) { drawPhysics(input, now: now, layout: &layout, into: &list) }
        if enabled.contains(.help) { drawHelp(input, into: &list) }
    }
}

extension DiagnosticsOverlays {
    /// Where panels go: the window, less a band above the scroll view when the scene draws one
    /// (the Lab's page title and mode line): panels describe that content and must not cover
    /// what says what it is. A band taller than a third of the window is not kept clear (the
    /// panels would not fit). A quarter was too little: at 640 × 480 a Lab page whose title
    /// wraps has a 124 pt band (page 6), and the HUD covered its title.
    static func panelArea(_ input: DiagnosticsInput, margin: Points) -> Rect {
        let window = input.viewport
        guard let content = input.contentViewport else { return window }
        let band = content.minY - window.minY
        guard band > 0, band <= window.height / 3 else { return window }
        return Rect(x: window.minX, y: content.minY - margin, width: window.width, height: window.maxY - content.minY + margin)
    }
}

/// Panel text formatted at the refresh rate and replayed every frame.
struct CachedText {
    struct Run {
        var string: String
        /// Relative to the panel's content origin.
        var origin: Point
        var font: FontSpec
        var color: Color
    }
    var runs: [Run] = []
    var builtAtSeconds: Seconds = -.infinity
    /// Grid lines the text takes (the panel's height, for panels sized by their text).
    var lines: Double = 0
    /// Grid lines with a separator drawn above them.
    var separators: [Double] = []

    func isFresh(at now: Seconds, refresh: Seconds) -> Bool {
        now >= builtAtSeconds && now - builtAtSeconds < refresh
    }

    func draw(at origin: Point, into list: inout DisplayList) {
        for run in runs {
            list.text(run.string, at: Point(x: origin.x + run.origin.x, y: origin.y + run.origin.y), run.font, run.color)
        }
    }
}

/// A tiny builder for ``CachedText`` on the style's character grid.
struct TextGrid {
    let style: OverlayStyle
    var runs: [CachedText.Run] = []
    /// Grid lines used (set by the builder when it is done).
    var lines: Double = 0
    var separators: [Double] = []
    init(style: OverlayStyle) { self.style = style }

    /// The height of a panel holding these lines.
    func height(padding: Points) -> Points { lines * style.lineStep + 2 * padding }

    /// Marks a separator above grid line `line`.
    mutating func separator(at line: Double) { separators.append(line) }

    /// Puts `string` from `column`, wrapped at spaces so no line passes `endColumn`; continuation
    /// lines are indented by two columns, and a string longer than `maximumLines` ends in "…"
    /// (cut deliberately, never by the panel's edge). Advances `line` past the text.
    /// - Returns: the grid line of the text's last row.
    @discardableResult
    mutating func putWrapped(_ string: String, column: Int, endColumn: Int, line: inout Double,
                             _ color: Color = OverlayStyle.text, maximumLines: Int = 4) -> Double {
        let rows = Self.wrap(string, width: max(1, endColumn - column), continuationIndent: 2, maximumLines: maximumLines)
        var last = line
        for (i, row) in rows.enumerated() {
            put(row, column: column + (i == 0 ? 0 : 2), line: line, color)
            last = line
            line += 1
        }
        return last
    }

    /// `string` in rows of at most `width` characters (continuation rows `width - continuationIndent`),
    /// broken at spaces where one falls in a row's second half, else mid-word; at most
    /// `maximumLines` rows, the last ending in "…" if text was left over. A space before a number
    /// is a break only when no other space in the row's second half is, so a counter keeps its
    /// name ("… wheel 0/0 / drag 0", not "… drag / 0").
    static func wrap(_ string: String, width: Int, continuationIndent: Int = 0, maximumLines: Int = .max) -> [String] {
        var rows: [String] = []
        var rest = Substring(string)
        while !rest.isEmpty {
            let limit = max(1, rows.isEmpty ? width : width - continuationIndent)
            if rest.count <= limit { rows.append(String(rest)); break }
            if rows.count == maximumLines - 1 {
                rows.append(String(rest.prefix(limit - 1)) + "…")
                break
            }
            let head = rest.prefix(limit + 1)
            var cut = head.index(head.startIndex, offsetBy: limit)
            func breakable(_ i: Substring.Index, gluingNumbers: Bool) -> Bool {
                guard head[i] == " ", head.distance(from: head.startIndex, to: i) >= limit / 2 else { return false }
                let next = rest.index(after: i)
                return !gluingNumbers || next == rest.endIndex || !rest[next].isNumber
            }
            if let space = head.indices.last(where: { breakable($0, gluingNumbers: true) })
                ?? head.indices.last(where: { breakable($0, gluingNumbers: false) }) { cut = space }
            rows.append(String(rest[..<cut]).trimmingTrailingSpaces())
            rest = rest[cut...].drop { $0 == " " }
        }
        return rows
    }

    mutating func put(_ string: String, column: Int = 0, line: Double, _ color: Color = OverlayStyle.text,
                      font: FontSpec? = nil) {
        guard !string.isEmpty else { return }
        runs.append(.init(string: string, origin: Point(x: Double(column) * style.charWidth, y: line * style.lineStep),
                          font: font ?? style.font, color: color))
    }
    /// A label from `column` and its value ending at `endColumn`, at least a column apart: a label
    /// that would touch its value gives way to `short`, else is cut with a "." — deliberately,
    /// never run into the number ("last change-29 800 pt" was read as one word). A value wider
    /// than the whole span ends in "…".
    mutating func putLabelled(_ label: String, short: String? = nil, _ value: String, column: Int, endColumn: Int, line: Double,
                              _ valueColor: Color = OverlayStyle.text) {
        let span = endColumn - column
        let value = value.count > span ? String(value.prefix(max(0, span - 1))) + "…" : value
        let room = span - value.count - 1
        let shown = [label, short].compactMap { $0 }.first { $0.count <= room }
            ?? (room >= 2 ? String((short ?? label).prefix(room - 1)) + "." : "")
        put(shown, column: column, line: line, OverlayStyle.dim)
        putRight(value, endColumn: endColumn, line: line, valueColor)
    }

    /// Puts `string` so that it ends at `endColumn`.
    mutating func putRight(_ string: String, endColumn: Int, line: Double, _ color: Color = OverlayStyle.text) {
        put(string, column: endColumn - string.count, line: line, color)
    }
}

/// Places panels without overlap where the window allows: the zones strip takes the trailing
/// edge (or the bottom, for horizontal scrollers); the HUD and physics panels flow from the
/// top-left corner, wrapping below when a row is full.
struct PanelLayout {
    var viewport: Rect
    let margin: Points
    /// Space still free on the right (the zones panel takes its share first).
    var trailingLimit: Points
    var bottomLimit: Points
    private var cursor: Point
    private var rowHeight: Points = 0

    init(viewport: Rect, margin: Points) {
        self.viewport = viewport
        self.margin = margin
        trailingLimit = viewport.maxX - margin
        bottomLimit = viewport.maxY - margin
        cursor = Point(x: viewport.minX + margin, y: viewport.minY + margin)
    }

    /// The top of the panel a following ``place(_:)`` of this width would get.
    func nextRowTop(forWidth width: Points) -> Points {
        cursor.x > viewport.minX + margin && cursor.x + width > trailingLimit ? cursor.y + rowHeight + margin : cursor.y
    }

    /// The origin for a panel of `size` in the top-left flow, or nil when it fits in no space left
    /// (the window is too small for every panel that is on; the caller says so instead).
    mutating func place(_ size: Size) -> Point? {
        var origin = cursor
        var height = rowHeight
        if cursor.x > viewport.minX + margin && cursor.x + size.width > trailingLimit {
            origin = Point(x: viewport.minX + margin, y: cursor.y + rowHeight + margin)
            height = 0
        }
        guard origin.x + size.width <= trailingLimit, origin.y + size.height <= bottomLimit else { return nil }
        cursor = Point(x: origin.x + size.width + margin, y: origin.y)
        rowHeight = max(height, size.height)
        return origin
    }
}

extension DiagnosticsOverlays {
    /// In place of a panel that fits nowhere: one line naming it and what it needs, so a panel never
    /// hangs off the window or covers another.
    func drawNoRoom(for title: String, needs size: Size, layout: inout PanelLayout, into list: inout DisplayList) {
        let s = style
        let text = "\(title): no room (needs \(Int(size.width.rounded(.up)))×\(Int(size.height.rounded(.up))) pt)"
        let note = s.panelSize(columns: text.count, lines: 1)
        guard let origin = layout.place(note) else { return }
        s.panel(Rect(origin: origin, size: note), into: &list)
        list.text(text, at: Point(x: origin.x + s.padding, y: origin.y + s.padding), s.font, OverlayStyle.dim)
    }
}

extension String {
    /// The string without the spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}

/// Remembers a measurer's answers (text, font) → size; for labels that repeat every frame.
final class CachingTextMeasurer: TextMeasurer {
    private let base: any TextMeasurer
    private var cache: [String: [FontSpec: Size]] = [:]
    private var count = 0
    init(_ base: any TextMeasurer) { self.base = base }
    func measure(_ text: String, font: FontSpec) -> Size {
        if let size = cache[text]?[font] { return size }
        if count > 2048 { cache.removeAll(keepingCapacity: true); count = 0 }
        let size = base.measure(text, font: font)
        cache[text, default: [:]][font] = size
        count += 1
        return size
    }
}

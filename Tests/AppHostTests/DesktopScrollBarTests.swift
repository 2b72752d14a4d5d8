import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyScrollViews
import Painting
import ScrollCore
import ScrollHosting
import ScrollInput
import ScrollViews
import Testing

/// The scroll indicator as a desktop scroll bar (`ScrollViewCoordinator+Indicators.swift`): a
/// thumb you drag, a track you click to page, overlay-style (hidden at rest, shown while
/// scrolling, widened under the pointer, faded after GTK's 2 s + 0.5 s), driven by replayed
/// traces and virtual frames.
///
/// The window: 400 × 600 pt, one `ScrollView` of 100 rows 60 pt high, so the content is 6000 pt
/// and the range 5400 pt. The bar: track 600 − 2·3 = 594 pt; thumb 594 · 600/6000 = 59.4 pt
/// (above the 36 pt minimum); it travels 594 − 59.4 = 534.6 pt for the 5400 pt range, so a pointer
/// move of d scrolls d · 5400/534.6 = d · 6000/594 (content / track). Under the pointer the bar
/// is 8 pt wide at x 389…397 (3 pt inset from the 400 pt edge).
@MainActor
@Suite("Desktop scroll bar")
struct DesktopScrollBarTests {
    static let size = Size(width: 400, height: 600)

    struct Rows: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 60) }
                }
            }
        }
    }

    func pipeline<V: View>(_ view: V) -> ScrollPipeline {
        let scene = ViewScene(name: "bar", rootView: view, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        return ScrollPipeline(scene: scene, windowSize: Self.size)
    }

    /// Replays the JSON Lines `trace` (Documentation/TraceFormat.md) for `frames` frames from `first`.
    @discardableResult
    func replay(_ pipeline: ScrollPipeline, _ trace: [String], from first: Int, frames: Int,
                each: (ScrollPipeline) -> Void = { _ in }) throws -> Int {
        let events = try InputTrace.parse(trace.joined(separator: "\n"))
        return run(pipeline, events, from: first, frames: frames, each: each)
    }

    /// The knob the last frame drew (the indicator painter's knob colour), if any.
    func knob(_ pipeline: ScrollPipeline) -> Rect? {
        let color = ScrollIndicatorPainter().color
        for command in pipeline.displayList.commands {
            if case let .fillRoundedRect(rect, _, c) = command, c == color { return rect }
        }
        return nil
    }

    @Test("Dragging the thumb scrolls content/track times the pointer's move, exactly; past the end it stops there")
    func thumbDrag() throws {
        let p = pipeline(Rows())
        run(p, [], from: 0, frames: 2)
        #expect(p.lastLayout.contentExtent == 6000)
        // The thumb at offset 0 spans y 3…62.4: grab it at y 30, move 53.46 pt down.
        try replay(p, [#"{"t": 100, "type": "move", "x": 393, "y": 30}"#,
                       #"{"t": 200, "type": "down", "x": 393, "y": 30}"#,
                       #"{"t": 250, "type": "move", "x": 393, "y": 83.46}"#], from: 2, frames: 14)
        // 53.46 · 6000/594 = 540.
        #expect(abs(p.position.offset - 540) < 1e-9)
        #expect(p.cursor == .arrow, "the bar shows the arrow")
        // On past the track's end: the offset stops at the range's end, 5400.
        try replay(p, [#"{"t": 300, "type": "move", "x": 393, "y": 900}"#,
                       #"{"t": 350, "type": "up", "x": 393, "y": 900}"#], from: 16, frames: 30)
        #expect(p.position.offset == 5400)
        #expect(p.position.metrics.maxOffset == 5400)
        // The thumb is at the track's end then: 3 + 534.6 = 537.6 … 597 (the bottom inset).
        let thumb = try #require(knob(p))
        #expect(abs(thumb.minY - 537.6) < 1e-9 && abs(thumb.maxY - 597) < 1e-9)
    }

    @Test("A click in the track pages toward it: below the thumb one page down (560 pt), above it one page up")
    func trackClick() throws {
        let p = pipeline(Rows())
        // A page is the viewport less a 40 pt overlap, at least 87.5 % of it: max(525, 560) = 560.
        try replay(p, [#"{"t": 100, "type": "move", "x": 393, "y": 400}"#,
                       #"{"t": 200, "type": "down", "x": 393, "y": 400}"#,
                       #"{"t": 250, "type": "up", "x": 393, "y": 400}"#], from: 0, frames: 90)
        #expect(abs(p.position.offset - 560) < 1e-9)
        // The thumb now starts at 3 + 534.6 · 560/5400 = 58.44: a click at y 10 is above it.
        try replay(p, [#"{"t": 1600, "type": "down", "x": 393, "y": 10}"#,
                       #"{"t": 1650, "type": "up", "x": 393, "y": 10}"#], from: 90, frames: 90)
        #expect(abs(p.position.offset) < 1e-9)
        // A click beside the bar (x 300) is the content's: no page.
        try replay(p, [#"{"t": 3100, "type": "down", "x": 300, "y": 400}"#,
                       #"{"t": 3150, "type": "up", "x": 300, "y": 400}"#], from: 180, frames: 40)
        #expect(abs(p.position.offset) < 1e-9)
    }

    @Test("Under the pointer the bar widens from 3 to 8 pt over 0.2 s of frames, and narrows back after")
    func hoverWidening() throws {
        let p = pipeline(Rows())
        let events = try InputTrace.parse(#"{"t": 0, "type": "move", "x": 393, "y": 300}"# + "\n"
                                          + #"{"t": 1000, "type": "move", "x": 200, "y": 300}"#)
        var widths: [Int: Double] = [:]
        run(p, events, from: 0, frames: 80) { p in widths[widths.count] = self.knob(p)?.size.width ?? 0 }
        // Frame n (t = n/60): widened min(1, n · (1/60)/0.2) = min(1, n/12); the knob 3 + 5 · that.
        for n in [0, 1, 6, 12, 30, 59] {
            let expected = 3 + 5 * min(1, Double(n) / 12)
            #expect(abs(widths[n]! - expected) < 1e-9, "frame \(n): \(widths[n]!) ≠ \(expected)")
        }
        // The pointer leaves at t = 1 (frame 60): narrower by 1/12 a frame from there.
        #expect(abs(widths[60]! - (3 + 5 * 11 / 12)) < 1e-9)
        #expect(abs(widths[72]! - 3) < 1e-9)
    }

    @Test("Overlay style: hidden at rest, shown while hovered, then visible 2 s and faded out over 0.5 s")
    func fadesAfterIdle() throws {
        let p = pipeline(Rows())
        run(p, [], from: 0, frames: 2)
        #expect(knob(p) == nil, "no indicator at rest before anything happened")
        let events = try InputTrace.parse(#"{"t": 0, "type": "move", "x": 393, "y": 300}"# + "\n"
                                          + #"{"t": 1000, "type": "move", "x": 200, "y": 300}"#)
        var opacity: [Int: Double] = [:]
        run(p, events, from: 2, frames: 220) { p in
            opacity[opacity.count + 2] = p.scrollViews.indicatorOpacity(p.scrollViews.window, at: p.lastFrameTime)
        }
        // Last hovered in frame 59 (t = 59/60): shown until 59/60 + 2 = 2.98333 s, then 1 − (t − that)/0.5.
        let shownUntil = 59.0 / 60 + 2
        for n in [100, 178, 180, 195, 209, 210, 221] {
            let t = Double(n) / 60
            let expected = t <= shownUntil ? 1 : max(0, 1 - (t - shownUntil) / 0.5)
            #expect(abs(opacity[n]! - expected) < 1e-9, "frame \(n)")
        }
        #expect(knob(p) == nil, "faded out")
    }

    struct Flashing: View {
        let onAppear: Bool
        var body: some View { Rows().scrollIndicatorsFlash(onAppear: onAppear) }
    }

    /// https://developer.apple.com/documentation/swiftui/view/scrollindicatorsflash(onappear:):
    /// "Flashes the scroll indicators of a scrollable view when it appears."
    @Test("scrollIndicatorsFlash(onAppear: true) shows the indicator from the first frame for 2 s, then fades it over 0.5 s",
          arguments: [true, false])
    func flashOnAppear(_ onAppear: Bool) {
        let p = pipeline(Flashing(onAppear: onAppear))
        var opacity: [Int: Double] = [:]
        run(p, [], from: 0, frames: 160) { p in
            opacity[opacity.count] = p.scrollViews.indicatorOpacity(p.scrollViews.window, at: p.lastFrameTime)
        }
        // Appeared at t = 0: shown until 2.0, then 1 − (t − 2)/0.5: frame 135 (2.25 s) is 0.5.
        #expect(opacity[0] == (onAppear ? 1 : 0))
        #expect(opacity[120] == (onAppear ? 1 : 0))
        #expect(abs(opacity[135]! - (onAppear ? 0.5 : 0)) < 1e-9)
        #expect(opacity[150] == 0)
    }

    struct Triggered: View {
        @State private var count = 0
        var body: some View {
            Rows()
                .scrollIndicatorsFlash(trigger: count)
                .onKeyPress("f") { count += 1; return .handled }
        }
    }

    /// https://developer.apple.com/documentation/swiftui/view/scrollindicatorsflash(trigger:):
    /// "When the value that you provide to this modifier changes, the scroll indicators of any
    /// scrollable views within the modified view hierarchy briefly flash."
    @Test("scrollIndicatorsFlash(trigger:) flashes the indicator for 2 s at each change of the value, not before")
    func flashOnTrigger() throws {
        let p = pipeline(Triggered())
        let events = try InputTrace.parse(#"{"t": 1000, "type": "key", "key": "F"}"#)
        var opacity: [Int: Double] = [:]
        run(p, events, from: 0, frames: 240) { p in
            opacity[opacity.count] = p.scrollViews.indicatorOpacity(p.scrollViews.window, at: p.lastFrameTime)
        }
        #expect(opacity[59] == 0, "nothing before the change")
        // The key at t = 1 (frame 60) changes the value; the flash starts within two frames.
        let start = try #require((60...62).first { opacity[$0] == 1 })
        #expect(opacity[start + 119] == 1, "still shown 2 s later")
        #expect(opacity[start + 151] == 0, "faded 2.5 s after")
    }

    struct Margins: View {
        let placement: ContentMarginPlacement
        var body: some View { Rows().contentMargins(.vertical, 50, for: placement) }
    }

    /// https://developer.apple.com/documentation/swiftui/contentmarginplacement: `.automatic`
    /// insets "both its content and scroll indicators", `.scrollContent` the content "but not
    /// their scroll indicators", `.scrollIndicators` the indicators "but not their content".
    @Test("contentMargins(_:_:for:): each placement insets the content, the bar, or both",
          arguments: [(ContentMarginPlacement.automatic, true, true), (.scrollContent, true, false), (.scrollIndicators, false, true)])
    func marginPlacement(_ placement: ContentMarginPlacement, insetsContent: Bool, insetsBar: Bool) throws {
        let p = pipeline(Margins(placement: placement))
        run(p, [TimedInputEvent(timeSeconds: 0, event: .pointerMove(Point(x: 393, y: 300)))], from: 0, frames: 2)
        // The first row starts at the top margin (50) when the content is inset, else at 0.
        let first = try #require(p.lastLayout.placed.first)
        #expect(first.frame.minY == (insetsContent ? 50 : 0))
        // The thumb starts 3 pt into its track: at 53 with the bar inset by 50, else at 3.
        let thumb = try #require(knob(p))
        #expect(thumb.minY == (insetsBar ? 53 : 3))
    }

    struct Clip: View {
        let disabled: Bool
        var body: some View {
            VStack(spacing: 0) {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { _ in Color.red.frame(height: 60) }
                    }
                }
                .frame(height: 200)
                .scrollClipDisabled(disabled)
                Spacer()
            }
        }
    }

    /// https://developer.apple.com/documentation/swiftui/view/scrollclipdisabled(_:): "Sets
    /// whether a scroll view clips its content to its bounds."
    @Test("scrollClipDisabled: the row across the 200 pt scroll view's bottom edge draws unclipped past it; clipped, it is cut there",
          arguments: [false, true])
    func clipDisabled(_ disabled: Bool) throws {
        let p = pipeline(Clip(disabled: disabled))
        run(p, [], from: 0, frames: 3)
        // Rows are 60 pt: row 3 spans 180…240, across the scroll view's bottom edge at 200. Rows
        // may replay their recorded drawing under a translation: follow the transforms' offsets.
        var clips: [Bool] = [], offsets: [Double] = [], crossing: [Int] = []
        for command in p.displayList.commands {
            switch command {
            case .pushClip(let rect): clips.append(rect == Rect(x: 0, y: 0, width: 400, height: 200))
            case .popClip: clips.removeLast()
            case .pushTransform(let t): offsets.append(t.ty)
            case .popTransform: offsets.removeLast()
            case let .fillRect(rect, color) where abs(color.red - RGBAColor.red.red) < 0.01 && abs(color.green - RGBAColor.red.green) < 0.01:
                let y = rect.minY + offsets.reduce(0, +)
                if y < 200 && y + rect.size.height > 200 { crossing.append(clips.filter { $0 }.count) }
            default: break
            }
        }
        // Drawn once, inside clips to the scroll view (0, 0, 400, 200) unless clipping is disabled.
        #expect(crossing.count == 1 && (disabled ? crossing[0] == 0 : crossing[0] > 0), "clips around the crossing row: \(crossing)")
    }
}

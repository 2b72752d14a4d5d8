import DisplayList
import Foundation
import ScrollCore
import ScrollPhysics

/// A pure display-list builder that draws scroll trajectories — offset and velocity over time —
/// with labelled axes: the picture `lazyscroll physics --png` writes to compare the presets'
/// feel, and a building block for live physics overlays.
///
/// A **panel** is one trajectory: a title and caption, an offset chart above a velocity chart,
/// both over the same time axis. ``drawComparison(_:title:subtitle:in:measurer:into:)`` puts
/// panels side by side on **shared axes** (same time, offset and velocity scales), so a longer
/// or farther fling looks longer or farther.
///
/// Only ``DisplayList`` commands are emitted (fill, line, text, clip); text is placed with the
/// given ``TextMeasurer`` (the renderer's fonts, or a fixed-advance measurer in tests).
public struct TrajectoryPlot: Sendable {
    /// One trajectory to draw.
    public struct Series: Sendable, Hashable {
        public var title: String
        /// A line under the title, e.g. "1498.5 pt in 4.00 s".
        public var caption: String
        public var samples: [TrajectorySample]
        public init(title: String, caption: String, samples: [TrajectorySample]) {
            self.title = title
            self.caption = caption
            self.samples = samples
        }
    }

    /// The value ranges of the charts; ``fitting(_:)`` makes ranges that hold every sample and
    /// end on tick marks.
    public struct Axes: Sendable, Hashable {
        public var time: ClosedRange<Seconds>
        public var offset: ClosedRange<Points>
        public var velocity: ClosedRange<PointsPerSecond>

        public init(time: ClosedRange<Seconds>, offset: ClosedRange<Points>, velocity: ClosedRange<PointsPerSecond>) {
            self.time = time
            self.offset = offset
            self.velocity = velocity
        }

        /// Ranges from 0 (or below) to the extremes of all `series`, widened to whole ticks.
        public static func fitting(_ series: [[TrajectorySample]]) -> Axes {
            var t: Double = 0.1, xLow: Double = 0, xHigh: Double = 0, vLow: Double = 0, vHigh: Double = 0
            for sample in series.joined() where sample.t.isFinite && sample.offset.isFinite && sample.velocity.isFinite {
                t = max(t, sample.t)
                xLow = min(xLow, sample.offset); xHigh = max(xHigh, sample.offset)
                vLow = min(vLow, sample.velocity); vHigh = max(vHigh, sample.velocity)
            }
            return Axes(time: 0...niceCeiling(t), offset: niceRange(xLow, xHigh), velocity: niceRange(vLow, vHigh))
        }
    }

    /// Colours and fonts; the defaults are the light appearance of the rest of the app.
    public struct Style: Sendable, Hashable {
        public var background = Color.white
        public var panelBackground = Color(r8: 248, g8: 248, b8: 250)
        public var panelBorder = Color(r8: 216, g8: 216, b8: 222)
        public var grid = Color(r8: 228, g8: 228, b8: 234)
        public var axis = Color(r8: 120, g8: 120, b8: 128)
        public var text = Color(r8: 28, g8: 28, b8: 30)
        public var secondaryText = Color(r8: 99, g8: 99, b8: 102)
        public var offsetColor = Color.blue
        public var velocityColor = Color.orange
        public var titleFont = FontSpec(sizePoints: 17, weight: .semibold)
        public var captionFont = FontSpec.caption
        public var tickFont = FontSpec.debug
        public var curveWidth: Points = 2
        public init() {}
    }

    public var style = Style()
    /// Roughly how many tick marks an axis gets.
    public var targetTickCount = 5

    public init() {}

    // MARK: - Drawing

    /// Draws `series` side by side in `rect` under a title line, all on shared ``Axes``.
    public func drawComparison(_ series: [Series], title: String, subtitle: String, in rect: Rect,
                               measurer: any TextMeasurer, into list: inout DisplayList) {
        list.fill(rect, style.background)
        let margin: Points = 20
        var y = rect.minY + margin
        list.text(title, at: Point(x: rect.minX + margin, y: y), style.titleFont, style.text)
        y += measurer.measure(title, font: style.titleFont).height + 2
        list.text(subtitle, at: Point(x: rect.minX + margin, y: y), style.captionFont, style.secondaryText)
        // Legend, right-aligned on the title line.
        var legendX = rect.maxX - margin
        for (name, color) in [("velocity (pt/s)", style.velocityColor), ("offset (pt)", style.offsetColor)] {
            let size = measurer.measure(name, font: style.captionFont)
            legendX -= size.width
            list.text(name, at: Point(x: legendX, y: rect.minY + margin + 3), style.captionFont, style.text)
            legendX -= 18
            list.fill(Rect(x: legendX, y: rect.minY + margin + 3 + size.height / 2 - 1.5, width: 14, height: 3), color)
            legendX -= 16
        }
        y += measurer.measure(subtitle, font: style.captionFont).height + 14
        guard !series.isEmpty else { return }
        let axes = Axes.fitting(series.map(\.samples))
        let gap: Points = 14
        let width = (rect.width - 2 * margin - gap * Double(series.count - 1)) / Double(series.count)
        for (i, one) in series.enumerated() {
            let panel = Rect(x: rect.minX + margin + Double(i) * (width + gap), y: y, width: width, height: rect.maxY - margin - y)
            drawPanel(one, axes: axes, in: panel, measurer: measurer, into: &list)
        }
    }

    /// Draws one trajectory in `rect`: title, caption, offset chart, velocity chart, time axis.
    public func drawPanel(_ series: Series, axes: Axes, in rect: Rect, measurer: any TextMeasurer, into list: inout DisplayList) {
        guard rect.width > 40, rect.height > 120, rect.isFinite else { return }
        list.fill(rect, style.panelBackground)
        list.stroke(rect, style.panelBorder)
        let pad: Points = 12
        var y = rect.minY + pad
        list.text(series.title, at: Point(x: rect.minX + pad, y: y), style.titleFont, style.text)
        y += measurer.measure(series.title, font: style.titleFont).height
        list.text(series.caption, at: Point(x: rect.minX + pad, y: y), style.captionFont, style.secondaryText)
        y += measurer.measure(series.caption, font: style.captionFont).height + 10

        // Room for the widest tick label on the left, the time labels and axis title below.
        let tickHeight = measurer.measure("0", font: style.tickFont).height
        var labelWidth: Points = 0
        func widen(_ range: ClosedRange<Double>) {         // (not a loop over an array: drawn every frame)
            let step = tickStep(range)
            for v in ticks(in: range) { labelWidth = max(labelWidth, measurer.measure(label(v, step: step), font: style.tickFont).width) }
        }
        widen(axes.offset)
        widen(axes.velocity)
        let left = rect.minX + pad + labelWidth + 6
        let right = rect.maxX - pad - 4
        let bottomRoom = 2 * tickHeight + 10
        let chartGap: Points = 12 + tickHeight
        let chartsHeight = rect.maxY - pad - bottomRoom - y - chartGap - tickHeight
        guard right - left > 20, chartsHeight > 40 else { return }
        let offsetHeight = (chartsHeight * 0.55).rounded()
        let offsetChart = Rect(x: left, y: y + tickHeight + 2, width: right - left, height: offsetHeight)
        let velocityChart = Rect(x: left, y: offsetChart.maxY + chartGap, width: right - left, height: chartsHeight - offsetHeight)

        drawChart(series.samples, value: \.offset, name: "offset (pt)", range: axes.offset, time: axes.time,
                  color: style.offsetColor, in: offsetChart, measurer: measurer, into: &list)
        drawChart(series.samples, value: \.velocity, name: "velocity (pt/s)", range: axes.velocity, time: axes.time,
                  color: style.velocityColor, in: velocityChart, measurer: measurer, into: &list)

        // Time tick labels under the velocity chart and the axis title.
        let step = tickStep(axes.time)
        for t in ticks(in: axes.time) {
            let text = label(t, step: step)
            let size = measurer.measure(text, font: style.tickFont)
            let x = (xPosition(t, time: axes.time, in: velocityChart) - size.width / 2)
                .clamped(to: velocityChart.minX - size.width / 2...rect.maxX - pad - size.width)
            list.text(text, at: Point(x: x, y: velocityChart.maxY + 4), style.tickFont, style.secondaryText)
        }
        let axisTitle = "time (s)"
        let titleSize = measurer.measure(axisTitle, font: style.captionFont)
        list.text(axisTitle, at: Point(x: velocityChart.midX - titleSize.width / 2, y: velocityChart.maxY + 6 + tickHeight),
                  style.captionFont, style.secondaryText)
    }

    /// One chart: grid and tick labels, axes, the zero line, the curve, and a dot where it ends.
    private func drawChart(_ samples: [TrajectorySample], value: KeyPath<TrajectorySample, Double>, name: String,
                           range: ClosedRange<Double>, time: ClosedRange<Seconds>, color: Color, in chart: Rect,
                           measurer: any TextMeasurer, into list: inout DisplayList) {
        list.fill(chart, style.background)
        func y(_ v: Double) -> Points { chart.maxY - (v - range.lowerBound) / max(range.upperBound - range.lowerBound, 1e-9) * chart.height }
        // Horizontal grid with labels on the left.
        let step = tickStep(range)
        for v in ticks(in: range) {
            let gy = y(v).rounded()
            list.fill(Rect(x: chart.minX, y: gy, width: chart.width, height: 1), v == 0 ? style.axis.opacity(0.6) : style.grid)
            let text = label(v, step: step)
            let size = measurer.measure(text, font: style.tickFont)
            list.text(text, at: Point(x: chart.minX - 6 - size.width, y: gy - size.height / 2), style.tickFont, style.secondaryText)
        }
        // Vertical grid at the time ticks.
        for t in ticks(in: time) {
            list.fill(Rect(x: xPosition(t, time: time, in: chart).rounded(), y: chart.minY, width: 1, height: chart.height), style.grid)
        }
        // Axes: left and bottom.
        list.fill(Rect(x: chart.minX, y: chart.minY, width: 1, height: chart.height), style.axis)
        list.fill(Rect(x: chart.minX, y: chart.maxY - 1, width: chart.width, height: 1), style.axis)
        // The chart's name above it, in the curve's colour.
        let nameSize = measurer.measure(name, font: style.captionFont)
        list.text(name, at: Point(x: chart.minX, y: chart.minY - nameSize.height - 2), style.captionFont, color)
        // The curve.
        guard let first = samples.first else { return }
        list.clipped(to: chart.insetBy(dx: -4, dy: -4)) { list in
            var previous = Point(x: xPosition(first.t, time: time, in: chart), y: y(first[keyPath: value]))
            for sample in samples.dropFirst() {
                let point = Point(x: xPosition(sample.t, time: time, in: chart), y: y(sample[keyPath: value]))
                guard point.x.isFinite, point.y.isFinite else { continue }
                list.append(.line(from: previous, to: point, color, lineWidth: style.curveWidth))
                previous = point
            }
            list.fillRounded(Rect(x: previous.x - 3.5, y: previous.y - 3.5, width: 7, height: 7), radius: 3.5, color)
        }
    }

    // MARK: - Scales

    private func xPosition(_ t: Seconds, time: ClosedRange<Seconds>, in chart: Rect) -> Points {
        chart.minX + (t - time.lowerBound) / max(time.upperBound - time.lowerBound, 1e-9) * chart.width
    }

    /// A 1-2-5 step giving about ``targetTickCount`` ticks over `range`.
    func tickStep(_ range: ClosedRange<Double>) -> Double {
        Self.niceStep((range.upperBound - range.lowerBound) / Double(max(targetTickCount, 1)))
    }

    /// Multiples of the tick step inside `range` (at most 50), as a sequence (drawn every
    /// frame; an array would be a heap allocation per chart per frame).
    func ticks(in range: ClosedRange<Double>) -> Ticks {
        let step = tickStep(range)
        guard step > 0, step.isFinite else { return Ticks(first: 0, step: 1, last: -1) }
        return Ticks(first: (range.lowerBound / step).rounded(.up) * step, step: step, last: range.upperBound + step * 1e-9)
    }

    /// Tick values from `first` by `step` while at most `last`; a value within a billionth of a
    /// step of zero is exactly 0.
    struct Ticks: Sequence, IteratorProtocol {
        var first: Double, step: Double, last: Double
        private var produced = 0
        init(first: Double, step: Double, last: Double) { self.first = first; self.step = step; self.last = last }
        mutating func next() -> Double? {
            guard first <= last, produced < 50 else { return nil }
            let v = first
            first += step
            produced += 1
            return abs(v) < step * 1e-9 ? 0 : v
        }
    }

    /// A tick label with as many decimals as the step needs ("0.5", "1000").
    func label(_ value: Double, step: Double) -> String {
        let decimals = step >= 1 ? 0 : min(Int((-log10(step)).rounded(.up)), 4)
        return OverlayFormat.fixed(value, decimals)
    }

    /// The smallest of 1, 2, 5 × 10ᵏ that is ≥ `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let power = pow(10, (log10(raw)).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * power >= raw * (1 - 1e-9) { return factor * power }
        return 10 * power
    }

    /// `value` rounded up to a multiple of its own 1-2-5 step.
    static func niceCeiling(_ value: Double) -> Double {
        let step = niceStep(value / 5)
        return (value / step).rounded(.up) * step
    }

    /// `low…high` widened to multiples of a 1-2-5 step (never empty).
    static func niceRange(_ low: Double, _ high: Double) -> ClosedRange<Double> {
        let span = max(high - low, 1)
        let step = niceStep(span / 5)
        let lower = (low / step).rounded(.down) * step
        let upper = max((high / step).rounded(.up) * step, lower + step)
        return lower...upper
    }
}

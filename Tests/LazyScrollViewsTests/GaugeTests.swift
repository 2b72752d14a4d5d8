import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// `Gauge` as Apple documents it (https://developer.apple.com/documentation/swiftui/gauge): "a value
// within a range", the bounds `0...1` unless given, drawn by the style `gaugeStyle(_:)` sets for
// the gauges inside (https://developer.apple.com/documentation/swiftui/view/gaugestyle(_:)) — on
// iOS `.automatic` is `.linearCapacity`. Where each label goes is Apple's text for each style
// (https://developer.apple.com/documentation/swiftui/gaugestyle/accessorylinearcapacity,
// …/accessorylinear, …/accessorycircular, …/accessorycircularcapacity).
//
// The fixed-advance measurer: 0.6 em a character, lines 1.2 em — "0" at 12 pt is 7.2 × 14.4.
@MainActor
@Suite struct GaugeTests {
    @Test(arguments: [(0.4, 0.0, 1.0, 0.4), (72, 0, 100, 0.72), (21, 10, 30, 0.55), (-5, 0, 10, 0),
                      (15, 0, 10, 1), (3, 5, 5, 0), (.nan, 0, 1, 0), (.infinity, 0, 1, 0)])
    func theValueIsPlacedInItsBoundsClamped(value: Double, lower: Double, upper: Double, expected: Double) {
        #expect(Gauge<Text, EmptyView, EmptyView, EmptyView>.fraction(of: value, in: lower...upper) == expected)
    }

    @Test(arguments: [0.25, 0.4, 1.0])
    func theAutomaticStyleFillsItsFractionOfTheBar(value: Double) {
        let host = makeHost(Gauge(value: value) { Text("Battery") }.frame(width: 200))
        // The label (20.4 tall), 4 pt, the 4 pt bar: 28.4 tall, centred in 200 → the label at
        // y = 85.8, the bar at 110.2 across the 200 pt frame (x 50…250), filled `value` of it
        // from the leading edge in the accent blue over systemGray5.
        #expect(lines(host) == [
            "text \"Battery\" at (50, 85.8) 17pt regular #000000",
            "fillRounded [(50, 110.2) 200×4] r=2 #e5e5ea",
            "fillRounded [(50, 110.2) \(CorpusFormat.number(200 * value))×4] r=2 #007aff",
        ])
    }

    @Test func boundsLabelsSitOnTheBarsEdgesAndTheCurrentValueUnderIt() {
        let host = makeHost(Gauge(value: 72, in: 0...100) {
            Text("Storage")
        } currentValueLabel: {
            Text("72")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }.frame(width: 200))
        // Rows: label 20.4, 4, the bar's row 14.4 (the caption labels'), 4, the current value
        // 14.4 = 57.2, centred in 200 → top 71.4. "0" (7.2 wide) at x 50, 8 pt, the bar from 65.2,
        // 200 − 7.2 − 21.6 − 2 × 8 = 155.2 wide, centred in its row (95.8 + 5.2 = 101), filled
        // 0.72 × 155.2 = 111.744; "100" (21.6 wide) ends at 250; "72" under at 95.8 + 18.4.
        #expect(lines(host) == [
            "text \"Storage\" at (50, 71.4) 17pt regular #000000",
            "text \"0\" at (50, 95.8) 12pt regular #3c3c4399",
            "fillRounded [(65.2, 101) 155.2×4] r=2 #e5e5ea",
            "fillRounded [(65.2, 101) 111.744×4] r=2 #007aff",
            "text \"100\" at (228.4, 95.8) 12pt regular #3c3c4399",
            "text \"72\" at (50, 114.2) 12pt regular #3c3c4399",
        ])
    }

    @Test func accessoryLinearMarksTheValueWithTheCurrentValueOnTheLeadingEdge() {
        let host = makeHost(Gauge(value: 0.6) { Text("Level") } currentValueLabel: { Text("60%") }
            .gaugeStyle(.accessoryLinear).frame(width: 200))
        // No bounds labels: "60%" (21.6 wide) on the leading edge, the bar 200 − 21.6 − 8 = 170.4
        // wide from x 79.6; the 8 pt marker's leading edge at (170.4 − 8) × 0.6 = 97.44 along it,
        // centred on the 4 pt bar (2 pt above it).
        #expect(lines(host) == [
            "text \"Level\" at (50, 80.6) 17pt regular #000000",
            "text \"60%\" at (50, 105) 12pt regular #3c3c4399",
            "fillRounded [(79.6, 110.2) 170.4×4] r=2 #e5e5ea",
            "pushTransform [1 0 0 1 97.44 -2]",
            "fillRounded [(79.6, 110.2) 8×8] r=4 #007aff",
            "popTransform",
        ])
        // With bounds labels those take the edges and the current value is not shown.
        let bounded = lines(makeHost(Gauge(value: 0.6) { Text("Level") } currentValueLabel: { Text("60%") }
            minimumValueLabel: { Text("lo") } maximumValueLabel: { Text("hi") }
            .gaugeStyle(.accessoryLinear).frame(width: 200)))
        #expect(!bounded.contains { $0.contains("60%") })
        #expect(bounded.contains { $0.hasPrefix("text \"lo\" at (50,") })
        #expect(bounded.contains { $0.hasPrefix("text \"hi\" at (235.6,") })
    }

    @Test func theStyleReachesTheGaugesInsideAContainer() {
        let host = makeHost(VStack { Gauge(value: 0.5) { Text("A") } currentValueLabel: { Text("50") } }
            .gaugeStyle(.accessoryCircularCapacity))
        let drawn = lines(host)
        // A closed ring 58 pt across, its 6 pt line inside the frame: the track stroked around
        // (121, 71) 58 × 58 (centred in 300 × 200), the trimmed half from the top in the accent
        // blue, "50" (15 pt, 18 × 18) in the centre; no bar, and the label not drawn.
        #expect(drawn.first == "strokeRounded [(121, 71) 58×58] r=29 #e5e5ea w=6")
        #expect(drawn.contains { $0.hasPrefix("path stroke w=6 cap=round") && $0.contains("#007aff") })
        #expect(drawn.last == "text \"50\" at (141, 91) 15pt regular #000000")
        #expect(!drawn.contains { $0.contains("×4]") || $0.contains("\"A\"") })
    }

    @Test func accessoryCircularPutsTheLabelInTheOpeningWithoutBoundsLabels() {
        let drawn = lines(makeHost(Gauge(value: 0.5) { Text("A") } currentValueLabel: { Text("50") }
            .gaugeStyle(.accessoryCircular)))
        // The marker of 0.5 at the top of the ring: 26 pt above the centre (150, 100), an 8 pt
        // dot with a white edge; "A" (10 pt) at the bottom of the 58 pt frame, in the opening.
        #expect(drawn.contains("pushTransform [1 0 0 1 0 -26]"))
        #expect(drawn.contains("fillRounded [(146, 96) 8×8] r=4 #007aff"))
        #expect(drawn.last == "text \"A\" at (147, 117) 10pt regular #3c3c4399")
        let bounded = lines(makeHost(Gauge(value: 0.5) { Text("A") } currentValueLabel: { Text("50") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("9") }.gaugeStyle(.accessoryCircular)))
        #expect(!bounded.contains { $0.contains("\"A\"") })
        #expect(bounded.contains { $0.hasPrefix("text \"0\"") } && bounded.contains { $0.hasPrefix("text \"9\"") })
    }

    @Test(arguments: [(0.0, -18.385, 18.385), (0.5, 0.0, -26.0), (1.0, 18.385, 18.385), (1.0 / 3, -18.385, -18.385)])
    func theOpenRingsMarkerFollowsTheArc(fraction: Double, x: Double, y: Double) {
        // Radius (58 − 6) / 2 = 26 at 135° + 270° × fraction, y down: 0 at the lower left
        // (26 × cos 135° = −18.385), ½ at the top, 1 at the lower right, ⅓ at 225° (upper left).
        let offset = GaugeRing.markerOffset(fraction: fraction)
        #expect(abs(offset.width - x) < 0.001 && abs(offset.height - y) < 0.001, "\(offset)")
    }

    @Test func theFillTakesTheTint() {
        let drawn = lines(makeHost(Gauge(value: 0.5) { Text("Battery") }.frame(width: 200).tint(.red)))
        #expect(drawn.last == "fillRounded [(50, 110.2) 100×4] r=2 #ff3b30")
    }
}

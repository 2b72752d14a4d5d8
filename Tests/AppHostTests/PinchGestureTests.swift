import AppHost
import DisplayList
import Foundation
import HostTestSupport
@testable import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import Testing

// MagnifyGesture and RotateGesture (and their iOS 13 names) driven through the window's whole
// pipeline on virtual 60 fps frames: touchpad pinches (`InputEvent.pinch`, XInput 2.4's) and the
// desktop's Ctrl+wheel (`InputEvent.controlWheel`, ×1.1 a detent; Ctrl+Shift: 15°).
// - MagnifyGesture https://developer.apple.com/documentation/swiftui/magnifygesture
// - MagnifyGesture.Value https://developer.apple.com/documentation/swiftui/magnifygesture/value
// - init(minimumScaleDelta:) https://developer.apple.com/documentation/swiftui/magnifygesture/init(minimumscaledelta:)
//   ("The minimum scale delta required before the gesture starts.")
// - RotateGesture https://developer.apple.com/documentation/swiftui/rotategesture
// - RotateGesture.Value https://developer.apple.com/documentation/swiftui/rotategesture/value
// - MagnificationGesture https://developer.apple.com/documentation/swiftui/magnificationgesture
// - RotationGesture https://developer.apple.com/documentation/swiftui/rotationgesture
// - simultaneously(with:) https://developer.apple.com/documentation/swiftui/gesture/simultaneously(with:)
// - GestureState https://developer.apple.com/documentation/swiftui/gesturestate

@MainActor
final class PinchLog {
    var magnify: [MagnifyGesture.Value] = []
    var magnifyEnded: [MagnifyGesture.Value] = []
    var rotate: [RotateGesture.Value] = []
    var rotateEnded: [RotateGesture.Value] = []
    var events: [String] = []
}

/// A 200 × 200 square at the window's top-left corner (x, y 0…200) with `gesture`.
private struct Square<G: Gesture>: View {
    let gesture: G
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.blue.frame(width: 200, height: 200).gesture(gesture)
                Spacer()
            }
            Spacer()
        }
    }
}

@MainActor
@Suite("MagnifyGesture and RotateGesture: pinches and Ctrl+wheel")
struct PinchGestureTests {
    static let size = Size(width: 300, height: 400)

    static func pipeline(_ view: some View) -> ScrollPipeline {
        let scene = ViewScene(name: "pinch", rootView: view, measurer: FixedAdvanceTextMeasurer(), size: size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: size)
        run(pipeline, [], from: 0, frames: 2)
        return pipeline
    }

    /// A touchpad pinch at `point`: `.began`, one `.changed` per (scale, rotation), `.ended`,
    /// 0.125 s apart from 0.125 s (times exact in binary).
    static func pinch(at point: Point, _ steps: [(Double, Double)]) -> [TimedInputEvent] {
        var events = [TimedInputEvent(timeSeconds: 0.125, event: .pinch(.began, scale: 1, rotation: 0, at: point))]
        for (i, step) in steps.enumerated() {
            events.append(TimedInputEvent(timeSeconds: 0.125 * Double(i + 2), event: .pinch(.changed, scale: step.0, rotation: step.1, at: point)))
        }
        events.append(TimedInputEvent(timeSeconds: 0.125 * Double(steps.count + 2), event: .pinch(.ended, scale: 1, rotation: 0, at: point)))
        return events
    }

    /// Ctrl+wheel notches (`dy` each) at `point`, 0.125 s apart from 0.125 s.
    static func controlWheel(at point: Point, _ notches: [Double], shift: Bool = false) -> [TimedInputEvent] {
        notches.enumerated().map { i, dy in
            TimedInputEvent(timeSeconds: 0.125 * Double(i + 1), event: .controlWheel(dx: 0, dy: dy, at: point, shift: shift, source: .wheel))
        }
    }

    static func magnifier(_ log: PinchLog, minimumScaleDelta: CGFloat = 0.01) -> some Gesture {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta)
            .onChanged { log.magnify.append($0) }
            .onEnded { log.magnifyEnded.append($0) }
    }

    /// A pinch's magnification is the product of its scales since it began: 1.25, then
    /// 1.25 × 1.5 = 1.875, then × 0.5 = 0.9375 (the `.began` event's ×1 is no change: the
    /// gesture starts at the first, |1.25 − 1| ≥ 0.01). Velocity over the last two events, 0.125 s
    /// apart: (1.25 − 1) / 0.125 = 2, (1.875 − 1.25) / 0.125 = 5, (0.9375 − 1.875) / 0.125 = −7.5.
    /// It began at window (50, 100): the square's own space is the window's there, so
    /// `startLocation` (50, 100) and `startAnchor` (50 / 200, 100 / 200) = (0.25, 0.5). `onEnded` gets
    /// the last magnification once, at the `.ended` event's time (0.625 s, 0.375 s after the first value).
    @Test func aPinchReportsTheProductOfItsScales() throws {
        let log = PinchLog()
        let pipeline = Self.pipeline(Square(gesture: Self.magnifier(log)))
        run(pipeline, Self.pinch(at: Point(x: 50, y: 100), [(1.25, 0), (1.5, 0), (0.5, 0)]), from: 2, frames: 60)
        #expect(log.magnify.map(\.magnification) == [1.25, 1.875, 0.9375])
        #expect(log.magnify.map(\.velocity) == [2, 5, -7.5])
        #expect(log.magnify.allSatisfy { $0.startLocation == CGPoint(x: 50, y: 100) && $0.startAnchor == UnitPoint(x: 0.25, y: 0.5) })
        let first = try #require(log.magnify.first)
        #expect(log.magnify.map { $0.time.timeIntervalSince(first.time) } == [0, 0.125, 0.25])
        let ended = try #require(log.magnifyEnded.first)
        #expect(log.magnifyEnded.count == 1)
        #expect(ended.magnification == 0.9375)
        #expect(ended.time.timeIntervalSince(first.time) == 0.375)
    }

    /// `minimumScaleDelta`: "The minimum scale delta required before the gesture starts." Nothing
    /// is reported until |magnification − 1| reaches it; a pinch that never does ends with no
    /// `onEnded`. 1.25 × 1.25 = 1.5625; 0.75 × 0.75 = 0.5625.
    @Test(arguments: [
        (0.01, [1.25], [1.25]),
        (0.3, [1.25, 1.25, 0.5], [1.5625, 0.78125]),
        (0.3, [0.75, 0.75], [0.5625]),
        (0.6, [1.25, 1.25], []),
    ] as [(Double, [Double], [Double])])
    func theGestureStartsAtItsMinimumScaleDelta(minimum: Double, scales: [Double], reported: [Double]) {
        let log = PinchLog()
        let pipeline = Self.pipeline(Square(gesture: Self.magnifier(log, minimumScaleDelta: CGFloat(minimum))))
        run(pipeline, Self.pinch(at: Point(x: 50, y: 50), scales.map { ($0, 0) }), from: 2, frames: 60)
        #expect(log.magnify.map(\.magnification) == reported.map { CGFloat($0) })
        #expect(log.magnifyEnded.map(\.magnification) == (reported.last.map { [CGFloat($0)] } ?? []))
    }

    /// RotateGesture: the sum of the turns; it starts at its 1° default — 0.5°, 0.75° report
    /// nothing, 1.25° starts it — and an event that only scales changes nothing it reports.
    /// Velocity: (1.25 − 0.75) / 0.125 = 4 °/s.
    @Test func aRotationStartsAtOneDegreeAndSumsItsTurns() throws {
        let log = PinchLog()
        let gesture = RotateGesture().onChanged { log.rotate.append($0) }.onEnded { log.rotateEnded.append($0) }
        let pipeline = Self.pipeline(Square(gesture: gesture))
        run(pipeline, Self.pinch(at: Point(x: 100, y: 100), [(1, 0.5), (1, 0.25), (1, 0.5), (2, 0), (1, -3.25)]), from: 2, frames: 60)
        #expect(log.rotate.map(\.rotation.degrees) == [1.25, -2])
        #expect(log.rotate.first?.velocity.degrees == 4)
        #expect(log.rotateEnded.map(\.rotation.degrees) == [-2])
        #expect(log.rotate.first?.startAnchor == UnitPoint(x: 0.5, y: 0.5))
    }

    /// The iOS 13 names: `MagnificationGesture`'s value is the magnification, `RotationGesture`'s
    /// the angle.
    @Test func theOlderNamesReportTheBareValues() {
        var scales: [CGFloat] = []
        var angles: [Angle] = []
        let gesture = MagnificationGesture().onChanged { scales.append($0) }
            .simultaneously(with: RotationGesture().onChanged { angles.append($0) })
        let pipeline = Self.pipeline(Square(gesture: gesture))
        run(pipeline, Self.pinch(at: Point(x: 50, y: 50), [(1.5, 10), (2, 20)]), from: 2, frames: 60)
        #expect(scales == [1.5, 3])
        #expect(angles == [.degrees(10), .degrees(30)])
    }

    /// `@GestureState` follows the pinch and goes back to its initial value when it ends
    /// (the body saw 1, then 1.5, 3, then 1 again).
    @Test func gestureStateGoesBackWhenThePinchEnds() {
        struct Zoomable: View {
            let log: PinchLog
            @GestureState private var zoom: CGFloat = 1
            var body: some View {
                let _ = log.events.append("\(zoom)")
                Square(gesture: MagnifyGesture().updating($zoom) { value, state, _ in state = value.magnification })
                    .scaleEffect(zoom)
            }
        }
        let log = PinchLog()
        let pipeline = Self.pipeline(Zoomable(log: log))
        run(pipeline, Self.pinch(at: Point(x: 50, y: 50), [(1.5, 0), (2, 0)]), from: 2, frames: 60)
        var seen: [String] = []
        for value in log.events where seen.last != value { seen.append(value) }
        #expect(seen == ["1.0", "1.5", "3.0", "1.0"])
    }

    /// Magnify and rotate together, the classic: a touchpad pinch drives both parts of
    /// `simultaneously(with:)`; the value carries both (1.25 × 1.5 = 1.875; 10° − 4° = 6°), and
    /// `onEnded` runs once, with both.
    @Test func magnifyAndRotateTogether() throws {
        var changed: [(CGFloat?, Double?)] = []
        var ended: [(CGFloat?, Double?)] = []
        let gesture = MagnifyGesture().simultaneously(with: RotateGesture())
            .onChanged { changed.append(($0.first?.magnification, $0.second?.rotation.degrees)) }
            .onEnded { ended.append(($0.first?.magnification, $0.second?.rotation.degrees)) }
        let pipeline = Self.pipeline(Square(gesture: gesture))
        run(pipeline, Self.pinch(at: Point(x: 50, y: 50), [(1.25, 10), (1.5, -4)]), from: 2, frames: 60)
        let last = try #require(changed.last)
        #expect(last.0 == 1.875 && last.1 == 6)
        #expect(ended.count == 1)
        #expect(ended.first?.0 == 1.875 && ended.first?.1 == 6)
    }

    /// Ctrl+wheel, the desktop's pinch: three notches away from the user 0.125 s apart zoom
    /// ×1.1 each (1.1, 1.21, 1.331); the gesture ends when the wheel has rested 0.4 s, at
    /// 0.375 + 0.4 = 0.775 s: not at frame 46 (0.7667 s), at frame 47 (0.7833 s).
    @Test func controlWheelMagnifiesAndEndsWhenTheWheelRests() throws {
        let log = PinchLog()
        let pipeline = Self.pipeline(Square(gesture: Self.magnifier(log)))
        let events = Self.controlWheel(at: Point(x: 50, y: 50), [1, 1, 1])
        var next = run(pipeline, events, from: 2, frames: 45)
        #expect(log.magnify.count == 3)
        for (value, expected) in zip(log.magnify, [1.1, 1.21, 1.331]) { #expect(abs(value.magnification - expected) < 1e-12) }
        #expect(log.magnifyEnded.isEmpty, "frame 46, 0.7667 s: the wheel has rested 0.39 s")
        #expect(!pipeline.isSettled, "the window keeps drawing frames until the gesture ends")
        next = run(pipeline, [], from: next, frames: 1)
        let ended = try #require(log.magnifyEnded.first)
        #expect(abs(ended.magnification - 1.331) < 1e-12)
        #expect(abs(ended.time.timeIntervalSince(log.magnify[0].time) - 0.65) < 1e-9, "stamped 0.775 s, not at the frame")
        #expect(pipeline.isSettled)
        _ = run(pipeline, [], from: next, frames: 30)
        #expect(log.magnifyEnded.count == 1)
    }

    /// A key ends a Ctrl+wheel pinch at once (its `onEnded` at the key's time, 0.3 s, not
    /// 0.4 s after the notch); Ctrl itself, held and repeating, does not.
    @Test(arguments: [("Escape", 1), ("Left Ctrl", 0)])
    func aKeyEndsAControlWheelPinchButCtrlDoesNot(key: String, endedAtOnce: Int) {
        let log = PinchLog()
        let pipeline = Self.pipeline(Square(gesture: Self.magnifier(log)))
        var events = Self.controlWheel(at: Point(x: 50, y: 50), [1])
        events.append(TimedInputEvent(timeSeconds: 0.3, event: .key(name: key, shift: false, control: key == "Left Ctrl")))
        let next = run(pipeline, events, from: 2, frames: 18)       // to 0.3167 s
        #expect(log.magnifyEnded.count == endedAtOnce)
        _ = run(pipeline, [], from: next, frames: 30)
        #expect(log.magnifyEnded.count == 1, "ended by the rest otherwise (0.525 s)")
    }

    /// Ctrl+Shift+wheel turns 15° a detent (away from the user clockwise); a RotateGesture gets
    /// it, a MagnifyGesture does not.
    @Test(arguments: [([1.0, 1.0], [15.0, 30.0]), ([-1.0], [-15.0])])
    func controlShiftWheelRotates(notches: [Double], degrees: [Double]) {
        let log = PinchLog()
        let gesture = RotateGesture().onChanged { log.rotate.append($0) }.simultaneously(with: Self.magnifier(log))
        let pipeline = Self.pipeline(Square(gesture: gesture))
        run(pipeline, Self.controlWheel(at: Point(x: 50, y: 50), notches, shift: true), from: 2, frames: 60)
        // Degrees through `Angle`'s radians: 15° reads back as 14.999999999999998°.
        #expect(log.rotate.count == degrees.count)
        for (value, expected) in zip(log.rotate, degrees) { #expect(abs(value.rotation.degrees - expected) < 1e-9) }
        #expect(log.magnify.isEmpty)
    }

    /// The innermost view's gesture wins (the outer's elsewhere); a `highPriorityGesture` around
    /// it wins over it; a `simultaneousGesture` runs alongside.
    @Test(arguments: [
        (GesturePriority.normal, Point(x: 50, y: 50), ["inner"]),
        (.normal, Point(x: 250, y: 300), ["outer"]),
        (.high, Point(x: 50, y: 50), ["outer"]),
        (.simultaneous, Point(x: 50, y: 50), ["inner", "outer"]),
    ])
    func theInnermostViewGetsThePinch(outer: GesturePriority, at point: Point, expected: [String]) {
        struct Nested: View {
            let log: PinchLog
            let outer: GesturePriority
            var body: some View {
                let inner = MagnifyGesture().onChanged { _ in log.events.append("inner") }
                let outerGesture = MagnifyGesture().onChanged { _ in log.events.append("outer") }
                let content = Square(gesture: inner).frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.gray)
                switch outer {
                case .normal: content.gesture(outerGesture)
                case .high: content.highPriorityGesture(outerGesture)
                case .simultaneous: content.simultaneousGesture(outerGesture)
                }
            }
        }
        let log = PinchLog()
        let pipeline = Self.pipeline(Nested(log: log, outer: outer))
        run(pipeline, Self.controlWheel(at: point, [1]), from: 2, frames: 10)
        #expect(log.events.sorted() == expected)
    }

    /// 60 pt rows in the window's scroll view; row 2 (y 120…180) has a MagnifyGesture. A
    /// Ctrl+wheel over it is the gesture's — the list does not move; over row 0 (no gesture) it
    /// scrolls as a wheel, 53 pt; a plain wheel over row 2 scrolls 53 pt; a touchpad pinch over
    /// row 0 scrolls nothing.
    @Test(arguments: [
        ("ctrl-wheel on the zoomable row", InputEvent.controlWheel(dx: 0, dy: -1, at: Point(x: 150, y: 150), shift: false, source: .wheel), 0.0, 1),
        ("ctrl-wheel on a plain row", .controlWheel(dx: 0, dy: -1, at: Point(x: 150, y: 30), shift: false, source: .wheel), 53.0, 0),
        ("plain wheel on the zoomable row", .wheel(dx: 0, dy: -1, precise: false, at: Point(x: 150, y: 150), source: .wheel), 53.0, 0),
        ("pinch on a plain row", .pinch(.began, scale: 2, rotation: 0, at: Point(x: 150, y: 30)), 0.0, 0),
    ])
    func aScrollViewDoesNotScrollOnAControlWheelAGestureTook(_ name: String, event: InputEvent, offset: Double, zooms: Int) {
        struct Rows: View {
            let log: PinchLog
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<50, id: \.self) { i in
                            if i == 2 {
                                Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 60)
                                    .gesture(MagnifyGesture().onChanged { _ in log.events.append("zoom") })
                            } else {
                                Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 60)
                            }
                        }
                    }
                }
            }
        }
        let log = PinchLog()
        let pipeline = Self.pipeline(Rows(log: log))
        run(pipeline, [TimedInputEvent(timeSeconds: 0.1, event: event)], from: 2, frames: 90)
        #expect(abs(pipeline.position.offset - offset) < 1e-6, "\(name): \(pipeline.position.offset)")
        #expect(log.events.count == zooms, "\(name)")
    }

    /// Traces record a Ctrl+wheel as a wheel with `"ctrl":true` and a pinch as `pinch`; both
    /// read back as they were.
    @Test func tracesRecordAndReplayPinches() throws {
        let events = [
            TimedInputEvent(timeSeconds: 0.1, event: .controlWheel(dx: 0, dy: 1, at: Point(x: 3, y: 4), shift: true, source: .wheel)),
            TimedInputEvent(timeSeconds: 0.2, event: .pinch(.began, scale: 1, rotation: 0, at: Point(x: 5, y: 6))),
            TimedInputEvent(timeSeconds: 0.3, event: .pinch(.changed, scale: 1.25, rotation: -7.5, at: Point(x: 5, y: 6))),
            TimedInputEvent(timeSeconds: 0.4, event: .pinch(.ended, scale: 1, rotation: 0, at: Point(x: 5, y: 6))),
        ]
        let text = events.map(InputTrace.line(for:)).joined(separator: "\n")
        #expect(text.contains("\"type\":\"wheel\"") && text.contains("\"ctrl\":true") && text.contains("\"type\":\"pinch\",\"phase\":\"changed\""))
        #expect(try InputTrace.parse(text) == events)
        #expect(throws: (any Error).self) { try InputTrace.parse("{\"t\": 1, \"type\": \"pinch\", \"phase\": \"pinched\", \"x\": 1, \"y\": 1}") }
        #expect(throws: (any Error).self) { try InputTrace.parse("{\"t\": 1, \"type\": \"pinch\", \"scale\": 0, \"x\": 1, \"y\": 1}") }
    }

    /// XInput 2.4 reports the scale since the pinch began (libinput's absolute scale) and each
    /// event's turn: 1 → 1.5 → 1.8 → 1.8 become the factors 1, 1.5, 1.2, 1 (product 1.8); a
    /// new pinch starts from 1 again; a bad scale is no change.
    @Test func xinputPinchesBecomePerEventFactors() {
        var reader = X11Pinch()
        let at = Point(x: 1, y: 2)
        let events = [
            reader.event(.began, scale: 1, angleDelta: 0, at: at),
            reader.event(.changed, scale: 1.5, angleDelta: 2.5, at: at),
            reader.event(.changed, scale: 1.8, angleDelta: -1, at: at),
            reader.event(.ended, scale: 1.8, angleDelta: 0, at: at),
            reader.event(.began, scale: 1, angleDelta: 0, at: at),
            reader.event(.changed, scale: .nan, angleDelta: .infinity, at: at),
            reader.event(.changed, scale: 0.5, angleDelta: 0, at: at),
        ]
        let factors: [Double] = events.compactMap { if case let .pinch(_, scale, _, _) = $0 { scale } else { nil } }
        let turns: [Double] = events.compactMap { if case let .pinch(_, _, rotation, _) = $0 { rotation } else { nil } }
        #expect(factors.count == 7)
        #expect(abs(factors[2] - 1.2) < 1e-12)
        #expect(factors[0] == 1 && factors[1] == 1.5 && factors[3] == 1 && factors[4] == 1 && factors[5] == 1 && factors[6] == 0.5)
        #expect(turns == [0, 2.5, -1, 0, 0, 0, 0])
    }
}

import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import Testing

/// `scrollInputBehavior(_:for:)`
/// (https://developer.apple.com/documentation/swiftui/view/scrollinputbehavior(_:for:): "In
/// contrast to `scrollDisabled(_:)`, this modifier will enable or disable scrolling only for
/// particular inputs"), on the desktop's inputs, through the real pipeline from replayed input.
///
/// The window is 400 × 600 pt; one `ScrollView` of 100 rows 60 pt high (range 5400 pt). Each
/// input is tried on a fresh pipeline: a wheel detent down (53 pt), a touchpad pan, a drag up by
/// 150 pt, the Down arrow.
@MainActor
@Suite("scrollInputBehavior")
struct ScrollInputBehaviorTests {
    static let size = Size(width: 400, height: 600)

    struct Rows: View {
        let behavior: ScrollInputBehavior
        let kind: ScrollInputKind?
        var disabled = false
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 60) }
                }
            }
            .scrollInputBehavior(behavior, for: kind ?? .look)
            .scrollDisabled(disabled)
        }
    }

    enum Input: String, CaseIterable, Sendable { case wheel, touchpad, drag, key }

    /// The offset after `input` on a fresh window of `view`.
    func offset(after input: Input, _ view: some View) throws -> Points {
        let scene = ViewScene(name: "inputs", rootView: view, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let p = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(p, [], from: 0, frames: 2)
        let events: [TimedInputEvent]
        switch input {
        case .wheel:
            events = try InputTrace.parse(#"{"t": 100, "type": "wheel", "dx": 0, "dy": -1, "x": 200, "y": 300, "source": "wheel"}"#)
        case .touchpad:
            events = try InputTrace.parse((0..<6).map { i in
                #"{"t": \#(100 + 16 * i), "type": "wheel", "dx": 0, "dy": -2, "x": 200, "y": 300, "source": "touchpad"}"#
            }.joined(separator: "\n"))
        case .drag:
            events = dragEvents(from: Point(x: 200, y: 400), by: Vector(dx: 0, dy: -150), at: 0.1, releaseDelay: 0.2)
        case .key:
            events = [TimedInputEvent(timeSeconds: 0.05, event: .pointerMove(Point(x: 200, y: 300))),
                      TimedInputEvent(timeSeconds: 0.1, event: .key(name: "Down", shift: false))]
        }
        run(p, events, from: 2, frames: 90)
        return p.position.offset
    }

    /// Which input each desktop kind stops.
    nonisolated static let cases: [(kind: String, stopped: Input)] = [("scrollWheel", .wheel), ("touchpad", .touchpad), ("drag", .drag), ("keyboard", .key)]
    static func kind(_ name: String) -> ScrollInputKind {
        switch name {
        case "scrollWheel": .scrollWheel
        case "touchpad": .touchpad
        case "drag": .drag
        default: .keyboard
        }
    }

    @Test("Disabled for one input: that input scrolls nothing, every other still scrolls", arguments: cases)
    func disabledStopsOnlyItsInput(kind: String, stopped: Input) throws {
        for input in Input.allCases {
            let moved = try offset(after: input, Rows(behavior: .disabled, kind: Self.kind(kind)))
            if input == stopped {
                #expect(moved == 0, "\(kind) disabled, \(input): \(moved)")
            } else {
                #expect(moved > 0, "\(kind) disabled, \(input) should scroll: \(moved)")
            }
        }
    }

    // `.enabled` and `.automatic` leave every input scrolling; Apple's two kinds are inputs the
    // desktop has not, so disabling them stops none of ours. The wheel detent is 53 pt either way.
    @Test("Enabled, automatic, and Apple's kinds disabled: every input scrolls",
          arguments: [("enabled", "scrollWheel"), ("automatic", "drag"), ("disabled", "look"), ("disabled", "handGestureShortcut")])
    func otherBehaviorsScroll(behavior: String, kind: String) throws {
        let b: ScrollInputBehavior = behavior == "enabled" ? .enabled : behavior == "automatic" ? .automatic : .disabled
        let k: ScrollInputKind = kind == "look" ? .look : kind == "handGestureShortcut" ? .handGestureShortcut : Self.kind(kind)
        for input in Input.allCases {
            let moved = try offset(after: input, Rows(behavior: b, kind: k))
            #expect(moved > 0, "\(behavior) \(kind), \(input): \(moved)")
            if input == .wheel { #expect(moved == 53) }
        }
    }

    @Test(".enabled does not undo scrollDisabled(true)")
    func enabledDoesNotOverrideDisabled() throws {
        #expect(try offset(after: .wheel, Rows(behavior: .enabled, kind: .scrollWheel, disabled: true)) == 0)
    }
}

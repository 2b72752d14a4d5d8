import AppHost
import Foundation
import DisplayList
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollInput
import ScrollPhysics
import Testing

/// SwiftUI's scroll behaviour modifiers through the real pipeline on virtual frames:
/// `scrollTargetBehavior(.paging / .viewAligned)`, `scrollBounceBehavior(.basedOnSize)`,
/// `scrollDisabled`, `defaultScrollAnchor(.bottom)` and our `scrollPhysics(_:)`.
@MainActor
@Suite("Scroll behaviour modifiers")
struct ScrollBehaviorTests {
    static let size = Size(width: 400, height: 700)

    /// `rows` bars of `height` pt in a vertical scroll view.
    struct Bars: View {
        let rows: Int
        let height: CGFloat
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<rows, id: \.self) { i in Color(white: Double(i % 2)).frame(height: height) }
                }
                .scrollTargetLayout()
            }
        }
    }

    func pipeline(_ root: some View) -> ScrollPipeline {
        let scene = ViewScene(name: "behavior", rootView: root, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        return pipeline
    }

    /// A drag from `start` by `dy` in 12 moves 16 ms apart from `time`, released at once (a
    /// fling at the drag's speed) or after `hold` seconds without moving (no velocity).
    func drag(from start: Point, dx: Double = 0, dy: Double, at time: Seconds, hold: Seconds = 0) -> [TimedInputEvent] {
        dragEvents(from: start, by: Vector(dx: dx, dy: dy), at: time, releaseDelay: 0.01 + hold)
    }

    @Test("Paging: a fling moves one viewport and rests exactly on the page; a slow short drag returns")
    func paging() {
        let flung = pipeline(Bars(rows: 100, height: 50).scrollTargetBehavior(.paging))
        #expect(flung.position.preset == .paging, "a paging scroll view runs the paging policy whatever the user picked")
        run(flung, drag(from: Point(x: 200, y: 500), dy: -200, at: 0.1), from: 2, frames: 120)
        #expect(abs(flung.position.offset - 700) < 0.5, "rested at \(flung.position.offset)")

        let held = pipeline(Bars(rows: 100, height: 50).scrollTargetBehavior(.paging))
        run(held, drag(from: Point(x: 200, y: 500), dy: -150, at: 0.1, hold: 0.3), from: 2, frames: 120)
        #expect(abs(held.position.offset) < 0.5, "150 pt of 700 without velocity goes back: \(held.position.offset)")
    }

    @Test("viewAligned: a fling comes to rest on an element's leading edge")
    func viewAligned() {
        let pipeline = pipeline(Bars(rows: 100, height: 130).scrollTargetBehavior(.viewAligned))
        run(pipeline, drag(from: Point(x: 200, y: 600), dy: -300, at: 0.1), from: 2, frames: 180)
        let offset = pipeline.position.offset
        #expect(offset > 100)
        let remainder = offset.truncatingRemainder(dividingBy: 130)
        #expect(min(remainder, 130 - remainder) < 0.5, "rested at \(offset), \(remainder) pt into an element")
    }

    @Test("scrollDisabled: a drag moves nothing")
    func disabled() {
        let pipeline = pipeline(Bars(rows: 100, height: 50).scrollDisabled(true))
        var most = 0.0
        run(pipeline, drag(from: Point(x: 200, y: 500), dy: -300, at: 0.1), from: 2, frames: 60) { most = max(most, abs($0.position.offset)) }
        #expect(most == 0)
    }

    @Test("scrollBounceBehavior(.basedOnSize): content that fits does not move; .automatic rubber-bands")
    func bounceBasedOnSize() {
        let fits = pipeline(Bars(rows: 3, height: 50).scrollBounceBehavior(.basedOnSize))
        var most = 0.0
        run(fits, drag(from: Point(x: 200, y: 300), dy: 200, at: 0.1), from: 2, frames: 60) { most = max(most, abs($0.position.offset)) }
        #expect(most < 0.5, "moved \(most) pt")

        let bounces = pipeline(Bars(rows: 3, height: 50))
        most = 0
        run(bounces, drag(from: Point(x: 200, y: 300), dy: 200, at: 0.1), from: 2, frames: 60) { most = max(most, abs($0.position.offset)) }
        #expect(most > 20, "the automatic behaviour rubber-bands (\(most) pt)")

        // Larger than the viewport, basedOnSize scrolls as usual.
        let long = pipeline(Bars(rows: 100, height: 50).scrollBounceBehavior(.basedOnSize))
        run(long, drag(from: Point(x: 200, y: 500), dy: -200, at: 0.1, hold: 0.3), from: 2, frames: 60)
        #expect(long.position.offset > 150)
    }

    /// https://developer.apple.com/documentation/swiftui/scrollbouncebehavior/always: "The
    /// scrollable view always bounces along the specified axis, regardless of the size of the
    /// content" — under the Android preset too, which clamps by itself: a 200 pt pull down at
    /// the top of a long list rubber-bands with `.always`, stays at 0 with `.automatic`.
    @Test("scrollBounceBehavior(.always) bounces under a clamping preset", arguments: [false, true])
    func bounceAlwaysUnderAndroid(always: Bool) {
        let bars = Bars(rows: 100, height: 50).scrollPhysics(.android)
        let pipeline = always ? pipeline(bars.scrollBounceBehavior(.always)) : pipeline(bars)
        var most = 0.0
        run(pipeline, drag(from: Point(x: 200, y: 300), dy: 200, at: 0.1), from: 2, frames: 180) { most = max(most, abs($0.position.offset)) }
        if always {
            #expect(most > 20, "rubber-banded only \(most) pt")
            #expect(abs(pipeline.position.offset) < 0.5, "sprang back to the top: \(pipeline.position.offset)")
        } else {
            #expect(most < 0.5, "the Android preset clamps: moved \(most) pt")
        }
    }

    @Test("defaultScrollAnchor(.bottom) starts at the content's end, exactly")
    func startsAtBottom() {
        let pipeline = pipeline(Bars(rows: 100, height: 50).defaultScrollAnchor(.bottom))
        #expect(abs(pipeline.position.offset - (100 * 50 - 700)) < 0.5, "offset \(pipeline.position.offset)")
    }

    @Test("scrollPhysics(_:) pins a preset; the ` key's choice applies to the others")
    func physicsPreset() {
        let pipeline = pipeline(Bars(rows: 100, height: 50).scrollPhysics(.android))
        #expect(pipeline.position.preset == .android)
        pipeline.setPreset(.iosFast)
        run(pipeline, [], from: 2, frames: 1)
        #expect(pipeline.position.preset == .android)
        #expect(pipeline.selectedPreset == .iosFast)
    }
}

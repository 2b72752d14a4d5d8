import DisplayList
import Foundation
@testable import LazyScrollViews
import Testing

// `onTapGesture(count:perform:)` counts clicks: "The number of taps or clicks required to trigger
// the action" (https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)).
// `contentShape(_:)` "Defines the content shape for hit testing"
// (https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)). Taps go
// straight to `ViewHost.tap(at:modifiers:clicks:)`; `clicks` is SDL's count of a quick run.

@MainActor
private final class TapLog { var events: [String] = [] }

/// A 100 × 100 square (the whole host) with a double-tap handler stacked under a single-tap one,
/// the order SwiftUI's examples use.
private struct DoubleAndSingle: View {
    let log: TapLog
    var body: some View {
        Color.red
            .onTapGesture(count: 2) { log.events.append("double") }
            .onTapGesture { log.events.append("single") }
    }
}

private struct DoubleOnly: View {
    let log: TapLog
    var body: some View { Color.red.onTapGesture(count: 2) { log.events.append("double") } }
}

/// The square limited to `shape`, tapped from outside it (`outer`) or from inside it (`inner`).
private struct Shaped: View {
    let log: TapLog
    let shape: ShapeKind
    var body: some View {
        switch shape {
        case .circle: content.contentShape(Circle()).onTapGesture { log.events.append("outer") }
        case .capsule: content.contentShape(Capsule()).onTapGesture { log.events.append("outer") }
        case .roundedRectangle(let r):
            content.contentShape(RoundedRectangle(cornerRadius: CGFloat(r))).onTapGesture { log.events.append("outer") }
        case .rectangle: content.contentShape(Rectangle()).onTapGesture { log.events.append("outer") }
        }
    }
    private var content: some View { Color.blue.frame(width: 100, height: 100) }
}

private struct ShapedButton: View {
    let log: TapLog
    var body: some View {
        Color.blue.onTapGesture { log.events.append("inner") }.contentShape(Circle())
    }
}

/// A list-like row: a short text and a spacer across a 300 pt width.
private struct SpacerRow: View {
    let log: TapLog
    var body: some View {
        HStack { Text("Row"); Spacer() }
            .contentShape(Rectangle())
            .onTapGesture { log.events.append("row") }
    }
}

@MainActor
@Suite("onTapGesture(count:) and contentShape")
struct TapCountAndContentShapeTests {
    /// Click n of a run goes to the largest count dividing n: 1 single, 2 double (not single
    /// again), 3 single, 4 double.
    @Test("A double click runs the single action on its first click and only the double on its second")
    func stackedCounts() {
        let log = TapLog()
        let host = makeHost(DoubleAndSingle(log: log), width: 100, height: 100)
        for clicks in 1...4 { #expect(host.tap(at: CGPoint(x: 50, y: 50), clicks: clicks)) }
        #expect(log.events == ["single", "double", "single", "double"])
    }

    @Test("A lone count: 2 handler ignores a single click and runs on the second")
    func doubleOnly() {
        let log = TapLog()
        let host = makeHost(DoubleOnly(log: log), width: 100, height: 100)
        #expect(!host.tap(at: CGPoint(x: 50, y: 50), clicks: 1))
        #expect(log.events.isEmpty)
        #expect(host.tap(at: CGPoint(x: 50, y: 50), clicks: 2))
        #expect(log.events == ["double"])
    }

    /// The square fills the 100 pt host. Circle: radius 50 about (50, 50) — (5, 5) is 63.6 pt from
    /// the centre (out), (50, 2) 48 pt (in). Rounded rectangle r 20: (3, 3) is 24 pt from its
    /// corner centre (20, 20) (out), (8, 8) 17 pt (in). Capsule of a square: a circle. Rectangle: all in.
    @Test("A content shape limits taps to the shape", arguments: [
        (ShapeKind.circle, CGPoint(x: 50, y: 50), true),
        (ShapeKind.circle, CGPoint(x: 5, y: 5), false),
        (ShapeKind.circle, CGPoint(x: 95, y: 95), false),
        (ShapeKind.circle, CGPoint(x: 50, y: 2), true),
        (ShapeKind.capsule, CGPoint(x: 5, y: 95), false),
        (ShapeKind.roundedRectangle(cornerRadius: 20), CGPoint(x: 3, y: 3), false),
        (ShapeKind.roundedRectangle(cornerRadius: 20), CGPoint(x: 8, y: 8), true),
        (ShapeKind.rectangle, CGPoint(x: 1, y: 1), true),
    ] as [(ShapeKind, CGPoint, Bool)])
    func shapeLimitsTaps(shape: ShapeKind, point: CGPoint, hits: Bool) {
        let log = TapLog()
        let host = makeHost(Shaped(log: log, shape: shape), width: 100, height: 100)
        #expect(host.tap(at: point) == hits)
        #expect(log.events == (hits ? ["outer"] : []))
    }

    @Test("A content shape limits the taps of what it holds too")
    func shapeLimitsInnerTaps() {
        let log = TapLog()
        let host = makeHost(ShapedButton(log: log), width: 100, height: 100)
        #expect(!host.tap(at: CGPoint(x: 4, y: 4)))
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        #expect(log.events == ["inner"])
    }

    /// The row is 300 pt wide: x 290 is past the text, over the spacer.
    @Test("Rectangle() makes a Spacer-filled row tappable across its width", arguments: [5.0, 150, 290])
    func spacerRow(x: Double) {
        let log = TapLog()
        let host = makeHost(SpacerRow(log: log), width: 300, height: 40)
        #expect(host.tap(at: CGPoint(x: x, y: 20)))
        #expect(log.events == ["row"])
    }
}

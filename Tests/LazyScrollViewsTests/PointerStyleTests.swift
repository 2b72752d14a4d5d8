import Foundation
import ScrollHosting
import Testing
@testable import LazyScrollViews

/// `pointerStyle(_:)` (https://developer.apple.com/documentation/swiftui/view/pointerstyle(_:)):
/// the pointer over a view takes the view's style; `nil` leaves it as it was; elsewhere it is the
/// arrow, and over a button the pointing hand (issue 36 Must 4: the platform's cursor shapes).
@Suite("pointerStyle: the cursor over a view")
@MainActor struct PointerStyleTests {
    /// A 300 × 200 window: a 40 pt field row on top (y 0…40), a button row (40…80), a column
    /// divider 8 pt wide at x 146…154 of the bottom area (80…200), whose inner link wins over it.
    static func host(selecting: Bool = false) -> ViewHost {
        makeHost(VStack(spacing: 0) {
            Text("Name").frame(width: 300, height: 40).pointerStyle(.horizontalText)
            Button("Go") {}.frame(width: 300, height: 40)
            ZStack {
                Color.gray.frame(width: 300, height: 120).pointerStyle(selecting ? .rectSelection : nil)
                Color.black.frame(width: 8, height: 120).pointerStyle(.columnResize)
                Text("link").frame(width: 8, height: 20).pointerStyle(.link)
            }
        })
    }

    static func cursor(at point: CGPoint, in host: ViewHost) -> PointerCursor {
        host.setPointer(point, isDown: false)
        return host.frameCursor
    }

    @Test("Each style's cursor over its view; the arrow elsewhere; the hand over a button", arguments: [
        (CGPoint(x: 150, y: 20), PointerCursor.iBeam),           // the text field row
        (CGPoint(x: 150, y: 60), .hand),                          // the button: no style, its tap area
        (CGPoint(x: 20, y: 140), .arrow),                         // the grey area: style nil
        (CGPoint(x: 148, y: 100), .resizeLeftRight),              // the divider
        (CGPoint(x: 150, y: 140), .hand),                         // the link inside the divider: innermost wins
    ])
    func cursors(point: CGPoint, expected: PointerCursor) {
        #expect(Self.cursor(at: point, in: Self.host()) == expected)
    }

    @Test("A style given conditionally applies only when not nil (Apple's rectSelection example)")
    func conditionalStyle() {
        #expect(Self.cursor(at: CGPoint(x: 20, y: 140), in: Self.host(selecting: true)) == .crosshair)
        #expect(Self.cursor(at: CGPoint(x: 20, y: 140), in: Self.host(selecting: false)) == .arrow)
    }

    @Test("Leaving the window shows the arrow again")
    func outside() {
        let host = Self.host()
        #expect(Self.cursor(at: CGPoint(x: 150, y: 20), in: host) == .iBeam)
        host.setPointer(nil, isDown: false)
        #expect(host.frameCursor == .arrow)
    }

    @Test("The SwiftUI styles map onto the cursors SDL has", arguments: [
        (PointerStyle.default, PointerCursor.arrow), (.horizontalText, .iBeam), (.verticalText, .iBeam),
        (.link, .hand), (.rectSelection, .crosshair), (.columnResize, .resizeLeftRight),
        (.rowResize, .resizeUpDown), (.grabIdle, .move), (.grabActive, .move),
    ])
    func styleCursors(style: PointerStyle, cursor: PointerCursor) {
        #expect(style.cursor == cursor)
    }
}

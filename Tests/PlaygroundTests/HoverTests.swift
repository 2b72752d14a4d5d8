import AppHost
import DisplayList
import HostTestSupport
import ScrollCore
import ScrollHosting
import Testing

/// Issue 15: controls look alive. Over a button the pointer becomes a hand and the button
/// brightens; pressed, it dims; elsewhere, nothing changes. (Origami's "Scroll to Showcase"
/// button sits centred 48 pt above the bottom of a 1000 × 700 window.)
@Suite("Hover and pressed states", .serialized)
@MainActor
struct HoverTests {
    static let button = Point(x: 500, y: 652)
    static let elsewhere = Point(x: 500, y: 25)

    func run(_ lines: [String], frames: Int = 20) async throws -> HeadlessRunner.Outcome {
        try await runHeadless(scene: "origami", frames: frames, trace: lines.joined(separator: "\n"))
    }
    static func move(_ t: Int, _ p: Point) -> String { #"{"t": \#(t), "type": "move", "x": \#(p.x), "y": \#(p.y)}"# }

    /// The button's accent fill, as the frame draws it.
    static func buttonFills(_ list: DisplayList) -> [Color] {
        list.commands.compactMap {
            if case let .fillRoundedRect(rect, _, color) = $0, rect.contains(button), rect.size.width < 400 { return color }
            return nil
        }
    }

    @Test func hoverBrightensAndShowsTheHand() async throws {
        let idle = try await run([Self.move(50, Self.elsewhere)])
        #expect(idle.pipeline.scene.cursor == .arrow)
        let hover = try await run([Self.move(50, Self.button)])
        #expect(hover.pipeline.scene.cursor == .hand)
        let before = try #require(Self.buttonFills(idle.pipeline.displayList).last)
        let after = try #require(Self.buttonFills(hover.pipeline.displayList).last)
        #expect(abs(after.blue - min(1, before.blue + 0.08)) < 1e-9 && abs(after.red - min(1, before.red + 0.08)) < 1e-9,
                "hovered fill \(after) is the fill \(before) brightened by 0.08")
    }

    @Test func pressDimsUntilRelease() async throws {
        let down = #"{"t": 50, "type": "down", "x": \#(Self.button.x), "y": \#(Self.button.y)}"#
        let pressed = try await run([Self.move(20, Self.button), down])
        #expect(pressed.pipeline.displayList.commands.contains(.pushOpacity(0.55)), "pressed: the button dims")
        // Sliding off the button while pressed lets go of it.
        let slid = try await run([Self.move(20, Self.button), down, Self.move(100, Self.elsewhere)])
        #expect(!slid.pipeline.displayList.commands.contains(.pushOpacity(0.55)))
    }

    /// Tappable cards (a step's `onTapGesture`) show the hand but no button states.
    @Test func tappableCardsShowTheHandOnly() async throws {
        let card = Point(x: 300, y: 120)
        let hover = try await run([Self.move(50, card)])
        #expect(hover.pipeline.scene.cursor == .hand)
        let idle = try await run([Self.move(50, Self.elsewhere)])
        #expect(Self.buttonFills(idle.pipeline.displayList) == Self.buttonFills(hover.pipeline.displayList))
    }
}

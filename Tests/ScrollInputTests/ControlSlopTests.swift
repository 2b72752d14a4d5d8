import Testing
import ScrollCore
@testable import ScrollInput

/// A press on a control stays a click within the touch slop (Flutter kTouchSlop 18); on content
/// a drag starts after 2 pt (issue 15 item 2).
@Suite("Drag slop on controls and on content")
struct ControlSlopTests {
    /// Down at (100, 100), one move by `travel` along `direction`, up there.
    func press(onControl: Bool, travel: Points, direction: Vector) -> [ScrollIntent] {
        var recognizer = ScrollInputRecognizer()
        var intents: [TimedScrollIntent] = []
        let start = Point(x: 100, y: 100)
        let end = Point(x: 100 + direction.dx * travel, y: 100 + direction.dy * travel)
        recognizer.handle(TimedInputEvent(timeSeconds: 0, event: .pointerDown(start)), pressOnControl: onControl, into: &intents)
        recognizer.handle(TimedInputEvent(timeSeconds: 0.016, event: .pointerMove(end)), into: &intents)
        recognizer.handle(TimedInputEvent(timeSeconds: 0.2, event: .pointerUp(end)), into: &intents)
        return intents.map(\.intent)
    }

    static let directions = [Vector(dx: 1, dy: 0), Vector(dx: -1, dy: 0), Vector(dx: 0, dy: 1), Vector(dx: 0, dy: -1)]

    @Test("a 3 pt wobble on a control is still a click", arguments: directions)
    func wobbleClicks(direction: Vector) {
        #expect(press(onControl: true, travel: 3, direction: direction) == [.hold, .holdReleased])
        #expect(press(onControl: true, travel: 18, direction: direction) == [.hold, .holdReleased], "18 pt is within the slop")
    }

    // 19 pt from a control: the drag begins and moves the content by the 1 pt beyond the slop.
    @Test("past 18 pt a press on a control drags, by the travel beyond the slop", arguments: directions)
    func pastSlopDrags(direction: Vector) {
        let intents = press(onControl: true, travel: 19, direction: direction)
        #expect(intents.prefix(3) == [.hold, .dragBegan, .dragChanged(delta: Vector(dx: -direction.dx, dy: -direction.dy))])
        #expect(intents.last == .dragEnded(velocity: .zero))
    }

    // Content: Flutter's mouse pan slop, 2 pt; a 3 pt move drags by 1 pt.
    @Test("on content 3 pt already drags", arguments: directions)
    func contentDrags(direction: Vector) {
        let intents = press(onControl: false, travel: 3, direction: direction)
        #expect(intents.prefix(3) == [.hold, .dragBegan, .dragChanged(delta: Vector(dx: -direction.dx, dy: -direction.dy))])
    }
}

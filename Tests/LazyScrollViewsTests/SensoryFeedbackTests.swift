import Foundation
import Testing
@testable import LazyScrollViews

// `sensoryFeedback` as Apple documents it: "Plays the specified feedback when the provided trigger
// value changes" (https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:)),
// "… and the condition closure returns true" (…/sensoryfeedback(_:trigger:condition:)), or what the
// closure returns (…/sensoryfeedback(trigger:_:)). No haptic engine here: the played feedback goes
// to `SensoryFeedback.player`, which the test sets.
@MainActor
@Suite(.serialized) struct SensoryFeedbackTests {
    struct Counter: View {
        @State var count = 0
        let feedback: (Int) -> AnyView
        var body: some View {
            feedback(count).onTapGesture { count += 1 }
        }
    }

    private func played(after taps: Int, _ make: @escaping (Int) -> AnyView) -> [SensoryFeedback] {
        var played: [SensoryFeedback] = []
        SensoryFeedback.player = { played.append($0) }
        defer { SensoryFeedback.player = nil }
        let host = makeHost(Counter(feedback: make))
        for i in 0..<taps {
            host.render(at: Double(i) * 0.5)
            #expect(host.tap(at: CGPoint(x: 150, y: 100)))
            host.update(size: host.size, at: Double(i) * 0.5 + 0.1)
        }
        return played
    }

    @Test func everyChangeOfTheTriggerPlaysOnceAndTheFirstAppearanceNone() {
        let played = played(after: 3) { count in AnyView(Color.red.sensoryFeedback(.selection, trigger: count)) }
        #expect(played == [.selection, .selection, .selection])
        #expect(self.played(after: 0) { count in AnyView(Color.red.sensoryFeedback(.selection, trigger: count)) }.isEmpty)
    }

    @Test func theConditionSeesTheOldAndNewValues() {
        // Plays only when the count becomes even: 1 no, 2 yes, 3 no, 4 yes.
        let played = played(after: 4) { count in
            AnyView(Color.red.sensoryFeedback(.impact(weight: .heavy), trigger: count) { _, new in new.isMultiple(of: 2) })
        }
        #expect(played == [.impact(weight: .heavy), .impact(weight: .heavy)])
    }

    @Test func theClosureChoosesTheFeedback() {
        let played = played(after: 3) { count in
            AnyView(Color.red.sensoryFeedback(trigger: count) { old, new in new == 2 ? .success : (old == 0 ? .start : nil) })
        }
        #expect(played == [.start, .success])
        #expect(SensoryFeedback.impact != .impact(weight: .light) && SensoryFeedback.impact(flexibility: .soft) != .impact(weight: .light))
    }
}

import DisplayList
import Foundation
import Observation
import Testing
@testable import LazyScrollViews

// `contentTransition(_:)` on `Text` (https://developer.apple.com/documentation/swiftui/view/contenttransition(_:)):
// "Content transitions only take effect within transactions that apply an Animation"
// (https://developer.apple.com/documentation/swiftui/contenttransition). Frames stepped by hand.
//
// Geometry (FixedAdvanceTextMeasurer: a character advances 0.6 × size, a line is 1.2 × size):
// the body font is 17 pt, so a character is 10.2 pt wide and a line 20.4 pt tall; a text is
// centred in the 300 × 200 window: y = (200 − 20.4) / 2 = 89.8, x = (300 − 10.2·n) / 2.

/// Shows `from`, and `to` after a tap, changed in `withAnimation(animation)`.
@MainActor
private struct Changing: View {
    @State private var shown: String
    let to: String
    let transition: ContentTransition?
    let animation: Animation?
    let color: (LazyScrollViews.Color, LazyScrollViews.Color)
    @State private var changed = false

    init(_ from: String, to: String, transition: ContentTransition?, animation: Animation? = .linear(duration: 1),
         color: (LazyScrollViews.Color, LazyScrollViews.Color) = (.black, .black)) {
        _shown = State(initialValue: from)
        self.to = to
        self.transition = transition
        self.animation = animation
        self.color = color
    }

    var body: some View {
        label.onTapGesture { withAnimation(animation) { shown = to; changed = true } }
    }

    @ViewBuilder private var label: some View {
        let text = Text(shown).foregroundColor(changed ? color.1 : color.0)
        if let transition { text.contentTransition(transition) } else { text }
    }
}

/// A text command drawn: its string, where, and its colour.
private struct DrawnText: Equatable {
    var string: String
    var x: Double
    var y: Double
    var color: RGBAColor
}

@MainActor
private func texts(_ host: ViewHost, at time: Double) -> [DrawnText] {
    host.update(size: host.size, at: time)
    return host.render(at: time).commands.compactMap {
        if case let .text(string, origin, _, color) = $0 { DrawnText(string: string, x: origin.x, y: origin.y, color: color) } else { nil }
    }
}

private let black = RGBAColor(red: 0, green: 0, blue: 0)

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

@MainActor
@Observable
private final class CountModel {
    var count = 1
    var people = [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bob"), Person(id: 3, name: "Cy")]
}

private struct Person: Identifiable {
    let id: Int
    var name: String
}

@MainActor
@Suite struct ContentTransitionTests {
    /// No animation: the new string at once, whatever the transition.
    @Test(arguments: [ContentTransition?.none, .opacity, .numericText()])
    func withoutAnAnimationTheNewContentShowsAtOnce(_ transition: ContentTransition?) {
        let host = makeHost(Changing("1", to: "1000", transition: transition, animation: nil))
        tapFirstTarget(host, at: 0.1)
        #expect(texts(host, at: 0.2) == [DrawnText(string: "1000", x: 129.6, y: 89.8, color: black)])
        #expect(!host.isAnimating)
    }

    /// `.identity` inside an animation: no animation either.
    @Test func identityDoesNotAnimate() {
        let host = makeHost(Changing("1", to: "1000", transition: .identity))
        tapFirstTarget(host, at: 0.1)
        #expect(texts(host, at: 0.35) == [DrawnText(string: "1000", x: 129.6, y: 89.8, color: black)])
    }

    /// The default (no modifier) and `.opacity`: the old text fades out where it was (x 144.9,
    /// one character), the new fades in where it is (x 129.6, four), linear over 1 s: at 0.35 s,
    /// 0.25 s in, p = 0.25.
    @Test(arguments: [ContentTransition?.none, .opacity])
    func opacityCrossFadesOldAndNew(_ transition: ContentTransition?) {
        let host = makeHost(Changing("1", to: "1000", transition: transition))
        tapFirstTarget(host, at: 0.1)
        let drawn = texts(host, at: 0.35)
        #expect(drawn.map(\.string) == ["1", "1000"])
        #expect(close(drawn[0].x, 144.9) && close(drawn[1].x, 129.6))
        #expect(close(drawn[0].color.alpha, 0.75) && close(drawn[1].color.alpha, 0.25))
        #expect(host.isAnimating)
        #expect(texts(host, at: 1.1) == [DrawnText(string: "1000", x: 129.6, y: 89.8, color: black)])
        #expect(!host.isAnimating)
    }

    /// `.interpolate` with the same string: one text, its colour between red and blue — at
    /// p = 0.5, each component half-way.
    @Test func interpolateMovesTheColourOfTheSameString() {
        let host = makeHost(Changing("Hi", to: "Hi", transition: .interpolate, color: (.red, .blue)))
        let red = LazyScrollViews.Color.red.resolved(isDark: false), blue = LazyScrollViews.Color.blue.resolved(isDark: false)
        tapFirstTarget(host, at: 0)
        let drawn = texts(host, at: 0.5)
        #expect(drawn.count == 1)
        #expect(close(drawn[0].color.red, (red.red + blue.red) / 2) && close(drawn[0].color.blue, (red.blue + blue.blue) / 2))
        // A different string cannot interpolate: "use an opacity animation instead".
        let other = makeHost(Changing("Hi", to: "Ho", transition: .interpolate))
        tapFirstTarget(other, at: 0)
        #expect(texts(other, at: 0.5).map(\.string) == ["Hi", "Ho"])
    }

    /// `numericText()` 128 → 131 (three characters either side, x 134.7 …): matched from the
    /// end, "8"→"1" and "2"→"3" roll — the old up by half a line (10.2 pt) times p, fading; the
    /// new from 10.2 pt below, fading in — and the leading "1" stays, drawn once. At p = 0.5:
    /// old at y 89.8 − 5.1, new at 89.8 + 5.1.
    @Test func numericTextRollsTheCharactersThatChanged() {
        let host = makeHost(Changing("128", to: "131", transition: .numericText()))
        tapFirstTarget(host, at: 0)
        let drawn = texts(host, at: 0.5)
        let x0 = (300 - 30.6) / 2
        let expected = [
            DrawnText(string: "8", x: x0 + 20.4, y: 89.8 - 5.1, color: black.opacity(0.5)),
            DrawnText(string: "1", x: x0 + 20.4, y: 89.8 + 5.1, color: black.opacity(0.5)),
            DrawnText(string: "2", x: x0 + 10.2, y: 89.8 - 5.1, color: black.opacity(0.5)),
            DrawnText(string: "3", x: x0 + 10.2, y: 89.8 + 5.1, color: black.opacity(0.5)),
            DrawnText(string: "1", x: x0, y: 89.8, color: black),
        ]
        #expect(drawn.count == expected.count)
        for (d, e) in zip(drawn, expected) {
            #expect(d.string == e.string && close(d.x, e.x) && close(d.y, e.y) && close(d.color.alpha, e.color.alpha), "\(d) vs \(e)")
        }
    }

    /// Counting down rolls the other way: the old character moves down, the new comes from above.
    @Test(arguments: [ContentTransition.numericText(countsDown: true), .numericText(value: 7)])
    func countingDownRollsTheOtherWay(_ transition: ContentTransition) {
        let host = makeHost(Changing("9", to: "7", transition: transition))
        tapFirstTarget(host, at: 0)
        let drawn = texts(host, at: 0.5)
        #expect(drawn.map(\.string) == ["9", "7"])
        #expect(close(drawn[0].y, 89.8 + 5.1) && close(drawn[1].y, 89.8 - 5.1))
    }

    /// In a `List` row (whose drawing is recorded and replayed while it does not change), the
    /// cross-fade is drawn on every frame of the animation, not a recording of its first. The
    /// list's rows are updated as the layout pass measures them: they animate with the
    /// transaction's animation as the rest of the tree does.
    @Test func aRowsTextCrossFadesInAList() {
        let model = CountModel()
        @MainActor struct Rows: View {
            let model: CountModel
            var body: some View { List { Text("Count \(model.count)") } }
        }
        let host = makeHost(Rows(model: model))
        withAnimation(.linear(duration: 1)) { model.count = 2 }
        host.update(size: host.size, at: 0)
        func alphas(at t: Double) -> [String: Double] {
            Dictionary(texts(host, at: t).filter { $0.string.hasPrefix("Count") }.map { ($0.string, ($0.color.alpha * 100).rounded()) }) { a, _ in a }
        }
        #expect(alphas(at: 0.25) == ["Count 1": 75, "Count 2": 25])
        #expect(alphas(at: 0.5) == ["Count 1": 50, "Count 2": 50])
        #expect(alphas(at: 1.5) == ["Count 2": 100])
    }

    /// A lazy `ForEach`'s row whose element (same id) changed in an animated transaction
    /// cross-fades (the lazy stack updates its rows in the transaction's update); the rows
    /// that did not change draw once, opaque.
    @Test func aForEachRowsTextCrossFades() {
        let model = CountModel()
        @MainActor struct Rows: View {
            let model: CountModel
            var body: some View { List(model.people) { Text("Name \($0.name)") } }
        }
        let host = makeHost(Rows(model: model))
        withAnimation(.linear(duration: 1)) { model.people[1].name = "Bea" }
        host.update(size: host.size, at: 0)
        let drawn = texts(host, at: 0.5).filter { $0.string.hasPrefix("Name") }.map { "\($0.string) \(Int(($0.color.alpha * 100).rounded()))" }
        #expect(Set(drawn) == ["Name Ann 100", "Name Bob 50", "Name Bea 50", "Name Cy 100"])
    }

    /// A row reused for a new element (a recycled node updated with another element's value)
    /// is a new view: in an animated insertion its text does not cross-fade from the label of
    /// the element the node showed before. (Rows are made, and reused, as the layout pass
    /// measures them, after the transaction's update: nothing made then animates.)
    @Test func aReusedRowDoesNotCrossFadeFromItsOldElement() {
        let model = CountModel()
        model.people = (1...100).map { Person(id: $0, name: "P\($0)") }
        @MainActor struct Rows: View {
            let model: CountModel
            var body: some View {
                ScrollView { LazyVStack(spacing: 0) { ForEach(model.people) { Text("Name \($0.name)") } } }
            }
        }
        let driver = ScrollDriver(Rows(model: model))
        driver.scroll(to: 600)   // rows 1… scrolled away: their nodes wait to be reused
        let reusedBefore = driver.scene.host.graph.tallies.rowsReused
        withAnimation(.linear(duration: 1)) {
            model.people.insert(contentsOf: (101...103).map { Person(id: $0, name: "N\($0)") }, at: 32)
        }
        driver.frame(offset: 600)
        driver.frame(offset: 600)
        let drawn = drawnTextCommands(driver.list)
        #expect(driver.scene.host.graph.tallies.rowsReused > reusedBefore, "the insertion reused rows that had left")
        #expect(drawn.contains { $0.string == "Name N101" })
        #expect(drawn.allSatisfy { $0.color.alpha == 1 }, "\(drawn.filter { $0.color.alpha < 1 })")
    }
}

@MainActor
private func drawnTextCommands(_ list: DisplayList) -> [DrawnText] {
    list.commands.compactMap {
        if case let .text(string, origin, _, color) = $0 { DrawnText(string: string, x: origin.x, y: origin.y, color: color) } else { nil }
    }
}

import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

private typealias Color = LazyScrollViews.Color

// `ViewModifier` (https://developer.apple.com/documentation/swiftui/viewmodifier): "A modifier
// that you apply to a view or another view modifier, producing a different version of the
// original value", applied with `modifier(_:)`
// (https://developer.apple.com/documentation/swiftui/view/modifier(_:)), which returns a
// `ModifiedContent` (https://developer.apple.com/documentation/swiftui/modifiedcontent).

/// The brief's card: padding, a background chosen by a flag, clipped to a rounded rectangle.
private struct CardStyle: ViewModifier {
    var isHighlighted = false
    func body(content: Content) -> some View {
        content.padding().background(isHighlighted ? Color.yellow : Color.white).clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

extension View {
    fileprivate func cardStyle(highlighted: Bool = false) -> some View { modifier(CardStyle(isHighlighted: highlighted)) }
}

/// Padding and a flat background.
private struct Bordered: ViewModifier {
    var amount: CGFloat
    var color: Color
    func body(content: Content) -> some View { content.padding(amount).background(color) }
}

/// A modifier with its own state: a tap toggles a yellow highlight.
private struct TapHighlight: ViewModifier {
    @State private var on = false
    func body(content: Content) -> some View {
        content.padding(4).background(on ? Color.yellow : Color.clear).onTapGesture { on.toggle() }
    }
}

/// The brief's `Shake`: a tap toggles a scale.
private struct Shake: ViewModifier {
    @State private var pressed = false
    func body(content: Content) -> some View { content.scaleEffect(pressed ? 0.9 : 1).onTapGesture { pressed.toggle() } }
}

/// A modifier bound to its parent's state.
private struct BoundHighlight: ViewModifier {
    @Binding var on: Bool
    func body(content: Content) -> some View {
        content.background(on ? Color.orange : Color.clear)
    }
}

/// A modifier reading the environment.
private struct SchemeTint: ViewModifier {
    @Environment(\.colorScheme) private var scheme
    func body(content: Content) -> some View { content.background(scheme == .dark ? Color.black : Color.white) }
}

/// A counter with its own state, the content of a modifier whose value changes.
private struct Counting: View {
    @State private var count = 0
    var body: some View { Text("count \(count)").onTapGesture { count += 1 } }
}

/// A card whose highlight its parent's button switches, around a counter.
private struct HighlightableCard: View {
    @State private var highlighted = false
    var body: some View {
        VStack(spacing: 0) {
            Counting().cardStyle(highlighted: highlighted)
            Text("switch").onTapGesture { highlighted.toggle() }
        }
    }
}

/// A parent owning the bound flag, switched by a button.
private struct BindingParent: View {
    @State private var on = false
    var body: some View {
        VStack(spacing: 0) {
            Text("Hi").modifier(BoundHighlight(on: $on))
            Text("switch").onTapGesture { on.toggle() }
        }
    }
}

/// A field over its own `@State`, echoed below it, in a card whose highlight a button switches.
private struct CardWithField: View {
    @State private var highlighted = false
    var body: some View {
        VStack(spacing: 0) {
            FieldEcho().cardStyle(highlighted: highlighted)
            Text("switch").onTapGesture { highlighted.toggle() }
        }
    }
}

private struct FieldEcho: View {
    @State private var name = ""
    var body: some View {
        VStack(spacing: 0) {
            TextField("Name", text: $name)
            Text("Hello, \(name)")
        }
    }
}

/// Counts its modifier body's evaluations.
private struct CountingModifier: ViewModifier {
    let counter: Counter
    var label: String
    func body(content: Content) -> some View {
        counter.hit("modifier")
        return content.overlay(Text(label))
    }
}

private struct CountingParent: View {
    let counter: Counter
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("taps \(taps)").onTapGesture { taps += 1 }
            Text("Hi").modifier(CountingModifier(counter: counter, label: taps >= 2 ? "y" : "x"))
        }
    }
}

@MainActor
@Suite struct ViewModifierTests {
    private func texts(_ host: ViewHost) -> [String] {
        host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
    }

    /// Whether two rectangles are equal to within rounding.
    private func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
            && abs(a.size.width - b.size.width) < 1e-6 && abs(a.size.height - b.size.height) < 1e-6
    }

    /// Taps the text `label`'s frame, then updates and draws.
    private func tap(_ host: ViewHost, _ label: String) {
        guard let command = host.displayList.commands.first(where: { if case .text(let s, _, _, _) = $0 { return s == label } else { return false } }),
              case .text(_, let origin, _, _) = command else { Issue.record("no text \(label)"); return }
        #expect(host.tap(at: CGPoint(x: origin.x + 1, y: origin.y + 1)))
        host.update(size: host.size, at: 0)
        host.render(at: 0)
    }

    @Test func aModifierDrawsWhatItsBodySpelledOutDraws() {
        let modified = makeHost(Text("Hi").modifier(Bordered(amount: 10, color: .blue)))
        let spelled = makeHost(Text("Hi").padding(10).background(Color.blue))
        #expect(modified.displayList.description == spelled.displayList.description)
        // "Hi" is 20.4 × 20.4 with the test measurer: 40.4 square with 10 pt padding, centred
        // in 300 × 200, the background under the text.
        guard case .fillRect(let rect, _) = modified.displayList.commands.first else {
            Issue.record("no background first: \(modified.displayList.description)"); return
        }
        #expect(close(rect, Rect(x: 129.8, y: 79.8, width: 40.4, height: 40.4)))
        #expect(texts(modified) == ["Hi"])
    }

    @Test func theCardOfTheBriefThroughAViewExtension() {
        let card = makeHost(Text("Hi").cardStyle())
        let spelled = makeHost(Text("Hi").padding().background(Color.white).clipShape(RoundedRectangle(cornerRadius: 12)))
        #expect(card.displayList.description == spelled.displayList.description)
        let highlighted = makeHost(Text("Hi").cardStyle(highlighted: true))
        let spelledHighlighted = makeHost(Text("Hi").padding().background(Color.yellow).clipShape(RoundedRectangle(cornerRadius: 12)))
        #expect(highlighted.displayList.description == spelledHighlighted.displayList.description)
        #expect(highlighted.displayList.description != card.displayList.description)
    }

    @Test func modifiersChainInOrder() {
        let chained = makeHost(Text("Hi").modifier(Bordered(amount: 10, color: .blue)).modifier(Bordered(amount: 5, color: .red)))
        let spelled = makeHost(Text("Hi").padding(10).background(Color.blue).padding(5).background(Color.red))
        #expect(chained.displayList.description == spelled.displayList.description)
        let rects = chained.displayList.commands.compactMap { if case .fillRect(let r, _) = $0 { return r } else { return nil } }
        // The outer (second) modifier's background first: 50.4 square, then the inner 40.4.
        #expect(rects.count == 2)
        #expect(rects.count == 2 && close(rects[0], Rect(x: 124.8, y: 74.8, width: 50.4, height: 50.4)))
        #expect(rects.count == 2 && close(rects[1], Rect(x: 129.8, y: 79.8, width: 40.4, height: 40.4)))
    }

    /// https://developer.apple.com/documentation/swiftui/viewmodifier/concat(_:)
    @Test func concatenatedModifiersApplyTheFirstInside() {
        let concatenated = makeHost(Text("Hi").modifier(Bordered(amount: 10, color: .blue).concat(Bordered(amount: 5, color: .red))))
        let chained = makeHost(Text("Hi").modifier(Bordered(amount: 10, color: .blue)).modifier(Bordered(amount: 5, color: .red)))
        #expect(concatenated.displayList.description == chained.displayList.description)
    }

    /// https://developer.apple.com/documentation/swiftui/emptymodifier — the identity modifier.
    @Test func theEmptyModifierChangesNothing() {
        let modified = makeHost(Text("Hi").padding(3).modifier(EmptyModifier()))
        let modifiedByIdentity = makeHost(Text("Hi").padding(3).modifier(EmptyModifier.identity))
        let plain = makeHost(Text("Hi").padding(3))
        #expect(modified.displayList.description == plain.displayList.description)
        #expect(modifiedByIdentity.displayList.description == plain.displayList.description)
    }

    @Test func aModifiersOwnStateRedrawsItWhenATapChangesIt() {
        let host = makeHost(Text("Hi").modifier(TapHighlight()))
        let off = makeHost(Text("Hi").padding(4).background(Color.clear))
        let on = makeHost(Text("Hi").padding(4).background(Color.yellow))
        #expect(on.displayList.description != off.displayList.description)
        #expect(host.displayList.description == off.displayList.description)
        tap(host, "Hi")
        #expect(host.displayList.description == on.displayList.description)
        tap(host, "Hi")
        #expect(host.displayList.description == off.displayList.description)
    }

    @Test func theBriefsShakeScalesOnATap() {
        let host = makeHost(Text("Hi").modifier(Shake()))
        #expect(makeHost(Text("Hi").scaleEffect(1)).displayList.description != makeHost(Text("Hi").scaleEffect(0.9)).displayList.description)
        #expect(host.displayList.description == makeHost(Text("Hi").scaleEffect(1)).displayList.description)
        tap(host, "Hi")
        #expect(host.displayList.description == makeHost(Text("Hi").scaleEffect(0.9)).displayList.description)
    }

    /// The content keeps its identity, and its state, while the modifier's value changes and
    /// its body is evaluated again.
    @Test func theContentsStateSurvivesTheModifierChanging() {
        let host = makeHost(HighlightableCard())
        tap(host, "count 0")
        tap(host, "count 1")
        #expect(texts(host) == ["count 2", "switch"])
        let whiteCard = host.displayList.description
        tap(host, "switch")                 // the modifier's value changes: highlighted
        #expect(texts(host) == ["count 2", "switch"])
        #expect(host.displayList.description != whiteCard, "the card is yellow now")
        tap(host, "count 2")
        #expect(texts(host) == ["count 3", "switch"])
    }

    @Test func aBindingInAModifierFollowsItsSource() {
        let host = makeHost(BindingParent())
        let spelled = { (color: Color) in
            makeHost(VStack(spacing: 0) { Text("Hi").background(color); Text("switch") }).displayList.description
        }
        #expect(host.displayList.description == spelled(.clear))
        tap(host, "switch")
        #expect(host.displayList.description == spelled(.orange))
    }

    @Test func anEnvironmentValueInAModifierIsRead() {
        let light = makeHost(Text("Hi").modifier(SchemeTint()).environment(\.colorScheme, .light))
        let dark = makeHost(Text("Hi").modifier(SchemeTint()).environment(\.colorScheme, .dark))
        #expect(light.displayList.description == makeHost(Text("Hi").background(Color.white).environment(\.colorScheme, .light)).displayList.description)
        #expect(dark.displayList.description == makeHost(Text("Hi").background(Color.black).environment(\.colorScheme, .dark)).displayList.description)
        #expect(light.displayList.description != dark.displayList.description)
    }

    /// A text field inside keeps its text while the modifier around it changes.
    @Test func aTextFieldInsideKeepsItsTextWhenTheModifierChanges() {
        let window = FieldWindow(CardWithField())
        window.key("Tab")
        #expect(window.field != nil)
        window.type("Ada")
        window.frame()
        #expect(window.texts.map(\.text).contains("Hello, Ada"))
        let before = window.list.description
        guard let switchText = window.texts.first(where: { $0.text == "switch" }) else { Issue.record("no switch"); return }
        window.click(Point(x: switchText.origin.x + 1, y: switchText.origin.y + 1))
        window.frame()
        #expect(window.list.description != before, "highlighted")
        #expect(window.texts.map(\.text).contains("Hello, Ada"))
        #expect(window.texts.map(\.text).contains("Ada"), "the field still shows its text")
    }

    /// The modifier's body runs again when its value changes, not when its parent's body runs
    /// again with an equal modifier.
    @Test func theModifiersBodyRunsAgainOnlyWhenItsValueChanges() {
        let counter = Counter()
        let host = makeHost(CountingParent(counter: counter))
        #expect(counter["modifier"] == 1)
        tap(host, "taps 0")                 // the label stays "x"
        #expect(texts(host).contains("taps 1"))
        #expect(counter["modifier"] == 1)
        tap(host, "taps 1")                 // "y"
        #expect(texts(host).contains("y"))
        #expect(counter["modifier"] == 2)
    }
}

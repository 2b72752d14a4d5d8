import DisplayList
import Foundation
import ScrollCore
import ScrollHosting
import Testing
@testable import LazyScrollViews

/// `onKeyPress` and `overscrollBehavior`: the two modifiers the playground's scenes needed as
/// views (stress's R and J keys, nested's contained inner list).
@Suite("Key presses and overscroll behaviour")
@MainActor
struct KeyPressTests {
    /// Two views answer "r": the outer one ignores it, so the inner one gets it; "x" nobody takes.
    struct Keys: View {
        let log: Counter
        @State var presses = 0

        var body: some View {
            VStack {
                Text("pressed \(presses)")
                    .onKeyPress("r") {
                        presses += 1
                        log.hit("inner r")
                        return .handled
                    }
            }
            .onKeyPress("r") {
                log.hit("outer r")
                return .ignored
            }
        }
    }

    @Test("A key goes to the views answering it in tree order until one handles it; its state change shows after an update")
    func keysInTreeOrder() throws {
        let log = Counter()
        let host = makeHost(Keys(log: log))
        #expect(host.graph.handleKeyPress("r"))
        #expect(log["outer r"] == 1 && log["inner r"] == 1)
        #expect(!host.graph.handleKeyPress("x"), "no view answers x: the host gets it")
        host.update(size: host.size, at: 1)
        let texts = host.render(at: 1).commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
        #expect(texts == ["pressed 1"])
    }

    @Test("Host key names: a letter types itself (Shift: upper case), Space a space; Escape and the arrows are SwiftUI's constants; Home, End, Page Down are not key equivalents")
    func hostKeyNames() {
        #expect(KeyEquivalent(hostKeyName: "R", shift: false) == "r")
        #expect(KeyEquivalent(hostKeyName: "R", shift: true) == "R")
        #expect(KeyEquivalent(hostKeyName: "Space", shift: false) == .space)
        // https://developer.apple.com/documentation/swiftui/keyequivalent/escape "Escape (U+001B)",
        // https://developer.apple.com/documentation/swiftui/keyequivalent/uparrow "Up Arrow (U+F700)",
        // …/downarrow U+F701, …/rightarrow U+F703 (left: U+F702).
        #expect(KeyEquivalent(hostKeyName: "Escape", shift: false)?.character == "\u{1B}")
        #expect(KeyEquivalent(hostKeyName: "Up", shift: false) == KeyEquivalent("\u{F700}"))
        #expect(KeyEquivalent(hostKeyName: "Down", shift: true) == .downArrow)
        #expect(KeyEquivalent(hostKeyName: "Left", shift: false) == KeyEquivalent("\u{F702}"))
        #expect(KeyEquivalent(hostKeyName: "Right", shift: false) == KeyEquivalent("\u{F703}"))
        for name in ["End", "Home", "PageDown"] { #expect(KeyEquivalent(hostKeyName: name, shift: false) == nil) }
    }

    @Test("overscrollBehavior reaches the scroll views it is written around, not the ones inside their content")
    func overscrollBehaviorScope() {
        let view = ScrollView {
            VStack {
                ScrollView { Text("inner") }
                    .frame(height: 40)
            }
        }
        .overscrollBehavior(.contain)
        let host = makeHost(view)
        var found: [ScrollViewNode] = []
        func collect(_ node: ViewNode) {
            if let scroll = node as? ScrollViewNode { found.append(scroll) }
            node.children.forEach(collect)
        }
        collect(host.graph.root!)
        #expect(found.map(\.environment.overscrollBehavior) == [.contain, .auto])
    }
}

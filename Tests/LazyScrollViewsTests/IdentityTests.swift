import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// Identity as SwiftUI defines it (WWDC 2021 "Demystify SwiftUI"): structural position in the
// builder's type tree, plus explicit ids from ForEach and `.id(_:)`; state lives with identity.

@MainActor
private final class Model {
    var items: [String]
    var useFirstBranch = true
    init(items: [String]) { self.items = items }
}

/// A row owning a Toggle state; taps toggle it.
@MainActor
private struct Row: View {
    let name: String
    @State var isOn = false
    var body: some View {
        Text("\(name) \(isOn ? "on" : "off")")
            .frame(width: 100, height: 20)
            .onTapGesture { isOn.toggle() }
    }
}

@MainActor
private struct List: View {
    @State var items: [String]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(items, id: \.self) { item in Row(name: item) }
            Text("reverse").frame(width: 100, height: 20).onTapGesture { items.reverse() }
        }
    }
}

@MainActor
private struct Branches: View {
    @State var first = true
    var body: some View {
        VStack(spacing: 0) {
            if first { Row(name: "a") } else { Row(name: "a") }
            Text("switch").frame(width: 100, height: 20).onTapGesture { first.toggle() }
        }
    }
}

@MainActor
@Suite struct IdentityTests {
    /// Texts in drawing order.
    private func texts(_ host: ViewHost) -> [String] {
        host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
    }

    /// Taps the text `label`'s frame.
    private func tap(_ host: ViewHost, _ label: String) {
        guard let command = host.displayList.commands.first(where: { if case .text(let s, _, _, _) = $0 { return s == label } else { return false } }),
              case .text(_, let origin, _, _) = command else { Issue.record("no text \(label)"); return }
        #expect(host.tap(at: CGPoint(x: origin.x + 1, y: origin.y + 1)))
        host.update(size: host.size, at: 0)
        host.render(at: 0)
    }

    @Test func toggleStateFollowsItsExplicitIDAcrossReorders() {
        let host = makeHost(List(items: ["x", "y", "z"]))
        tap(host, "x off")
        #expect(texts(host) == ["x on", "y off", "z off", "reverse"])
        tap(host, "reverse")
        // The state moved with "x" (its ForEach id), not with the first position.
        #expect(texts(host) == ["z off", "y off", "x on", "reverse"])
    }

    @Test func stateResetsWhenTheStructuralPositionChangesBranch() {
        let host = makeHost(Branches())
        tap(host, "a off")
        #expect(texts(host) == ["a on", "switch"])
        // Same view type and name, but the other branch of the `if`: a new identity.
        tap(host, "switch")
        #expect(texts(host) == ["a off", "switch"])
        tap(host, "a off")
        tap(host, "switch")
        #expect(texts(host) == ["a off", "switch"])
    }

    @Test func explicitIDChangeIsANewIdentity() {
        @MainActor struct Keyed: View {
            @State var key = 0
            var body: some View {
                VStack(spacing: 0) {
                    Row(name: "r").id(key)
                    Text("rekey").frame(width: 100, height: 20).onTapGesture { key += 1 }
                }
            }
        }
        let host = makeHost(Keyed())
        tap(host, "r off")
        #expect(texts(host).first == "r on")
        tap(host, "rekey")
        #expect(texts(host).first == "r off")
    }

    @Test func duplicateIDsAreReportedOnceAndLayoutStaysConsistent() {
        var warnings: [String] = []
        let host = ViewHost(rootView: VStack { ForEach(["a", "b", "a"], id: \.self) { Text($0) } },
                            size: CGSize(width: 200, height: 200), measurer: FixedAdvanceTextMeasurer())
        host.graph.warningSink = { warnings.append($0) }
        host.update(size: host.size, at: 0)
        host.render(at: 0)
        host.graph.warn("ForEach<Array<String>, String>: the ID a occurs multiple times within the collection, this will give undefined results!")
        #expect(warnings.count == 1)
        #expect(warnings[0].contains("the ID a occurs multiple times"))
        #expect(texts(host) == ["a", "b"])
    }
}

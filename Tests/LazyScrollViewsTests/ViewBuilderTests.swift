import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// Every builder form the seeds use, checked by what is drawn and by how many subviews a view
// resolves to (the WWDC26 session's "Subview loading": one view can be 0, 1 or n subviews).

enum Shade { case light, dark, none }

@MainActor
private struct Forms: View {
    let flag: Bool
    let token: String?
    let shade: Shade
    var body: some View {
        VStack {
            Text("always")
            if flag { Text("if") }
            if flag { Text("then") } else { Text("else") }
            if let token { Text("token \(token)") }
            switch shade {
            case .light: Text("light")
            case .dark: Text("dark")
            case .none: EmptyView()
            }
            Group { Text("g1"); Text("g2") }
            AnyView(Text("any"))
        }
    }
}

/// Twelve children: more than SwiftUI's old ten-child ceiling (parameter packs have none).
@MainActor
private struct Twelve: View {
    var body: some View {
        VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        }
    }
}

/// The session's `StepView` with two resolved subviews, and its filtered variant with none.
@MainActor
private struct TwoSubviews: View {
    var body: some View { Text("diagram"); Text("instructions") }
}
@MainActor
private struct NoSubviews: View {
    let visible: Bool
    var body: some View { if visible { Text("step") } }
}

@MainActor
@Suite struct ViewBuilderTests {
    private func texts(_ host: ViewHost) -> [String] {
        host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
    }

    @Test(arguments: [(true, "abc" as String?, Shade.light), (false, nil, .dark), (false, "x", Shade.none)])
    func everyFormDrawsWhatItsBranchesSay(flag: Bool, token: String?, shade: Shade) {
        let host = makeHost(Forms(flag: flag, token: token, shade: shade), width: 400, height: 600)
        var expected = ["always"]
        if flag { expected.append("if") }
        expected.append(flag ? "then" : "else")
        if let token { expected.append("token \(token)") }
        switch shade { case .light: expected.append("light"); case .dark: expected.append("dark"); case .none: break }
        expected += ["g1", "g2", "any"]
        #expect(texts(host) == expected)
    }

    @Test func aBlockTakesMoreThanTenChildren() {
        let host = makeHost(Twelve(), width: 300, height: 600)
        #expect(texts(host) == (1...12).map(String.init))
    }

    @Test func aViewResolvesToAsManySubviewsAsItsBodyHas() {
        let graph = ViewGraph(measurer: FixedAdvanceTextMeasurer())
        func count<V: View>(_ view: V) -> Int {
            reconcile(nil, with: view, parent: nil, environment: EnvironmentValues(), graph: graph).subviewsIncludingSelf().count
        }
        #expect(count(TwoSubviews()) == 2)
        #expect(count(NoSubviews(visible: true)) == 1)
        #expect(count(NoSubviews(visible: false)) == 0)
        #expect(count(VStack { TwoSubviews() }) == 1)      // a container is one subview
        #expect(count(ForEach(0..<3) { _ in TwoSubviews() }) == 6)
    }
}

extension ViewNode {
    /// What this node lends its parent: itself if displayable, else its content's subviews.
    func subviewsIncludingSelf() -> [ViewNode] {
        var list: [ViewNode] = []
        appendSubviews(to: &list)
        return list
    }
}

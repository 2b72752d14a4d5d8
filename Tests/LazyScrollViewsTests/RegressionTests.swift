import DisplayList
import Foundation
import Observation
import OpenCombine
import Testing
@testable import LazyScrollViews

// Bugs found by pasting ordinary SwiftUI files into LazyScrollUI (issue 29, Must 5); each test
// failed before its fix.

private struct GreetingKey: EnvironmentKey { static let defaultValue: String? = "hello" }
extension EnvironmentValues {
    fileprivate var greeting: String? { get { self[GreetingKey.self] } set { self[GreetingKey.self] = newValue } }
}

@MainActor
private struct GreetingReader: View {
    @Environment(\.greeting) var greeting
    var body: some View { Text(greeting ?? "nil") }
}

// Seed 004, 15:53 "Setting up lazy stack subview in onAppear": the step's content exists only
// once its own onAppear has configured its model.
@Observable
private final class StepViewModel {
    var content: String?
    func configure(with id: Int) { content = "step \(id)" }
}

@MainActor
private struct StepView: View {
    let id: Int
    @State var viewModel = StepViewModel()
    var body: some View {
        VStack {
            if let content = viewModel.content { Text(content).frame(height: 30) }
        }
        .onAppear { viewModel.configure(with: id) }
    }
}

@MainActor
private struct Steps: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(1...20, id: \.self) { StepView(id: $0) }
            }
        }
    }
}

private final class Item: ObservableObject {
    @Published var name: String
    init(_ name: String) { self.name = name }
}

@MainActor
private struct DetailView: View {
    @ObservedObject var item: Item
    var body: some View { Text("detail \(item.name)") }
}

@MainActor
private struct MasterDetail: View {
    let items: [Item]
    @State var selection = 0
    var body: some View {
        VStack {
            Text("next").onTapGesture { selection += 1 }
            DetailView(item: items[selection])
        }
    }
}

@MainActor
@Suite("Regressions from real SwiftUI files")
struct RegressionTests {
    /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue —
    /// "The default value for the environment key": an Optional key's non-nil default is what
    /// an unset read returns, and a written nil is nil.
    @Test func optionalEnvironmentKeyReadsItsDefault() {
        #expect(EnvironmentValues().greeting == "hello")
        var set = EnvironmentValues()
        set.greeting = nil
        #expect(set.greeting == nil)
        set.greeting = "bonjour"
        #expect(set.greeting == "bonjour")
        #expect(makeHost(GreetingReader()).displayList.description.contains("\"hello\""))
    }

    /// Seed 004 (WWDC, 15:53): a lazy stack's element that is empty until its own onAppear runs
    /// shows its content once that has run — the first step included.
    @Test func lazyElementConfiguredInOnAppearShowsItsContent() {
        let driver = ScrollDriver(Steps(), height: 200)
        for _ in 0..<4 { driver.frame() }
        // Every step is 30 pt once configured: steps 1…7 fill the 200 pt viewport.
        // Each step's 20.4 pt line is centred in its 30 pt frame: y = (30 − 20.4) / 2 = 4.8.
        #expect(abs((driver.texts["step 1"]?.y ?? -100) - 4.8) < 1e-9)
        #expect(abs((driver.texts["step 2"]?.y ?? -100) - 34.8) < 1e-9)
    }

    /// https://developer.apple.com/documentation/swiftui/observedobject — the view updates when
    /// "the observable object changes"; a parent passing another object is a new input: the
    /// detail shows it, and follows its changes (not the old one's).
    @Test func observedObjectSwappedForAnotherIsFollowed() {
        let items = [Item("a"), Item("b")]
        let host = makeHost(MasterDetail(items: items))
        #expect(host.displayList.description.contains("detail a"))
        let next = host.tapTargets.first!
        #expect(host.tap(at: CGPoint(x: next.rect.midX, y: next.rect.midY)))
        host.update(size: host.size, at: 0.1)
        #expect(host.render(at: 0.1).description.contains("detail b"))
        items[1].name = "b2"
        host.update(size: host.size, at: 0.2)
        #expect(host.render(at: 0.2).description.contains("detail b2"))
        items[0].name = "a2"                    // the old object no longer drives the view
        host.update(size: host.size, at: 0.3)
        #expect(host.render(at: 0.3).description.contains("detail b2"))
    }

    /// A `List` whose rows resolve to nothing (`if` without else) shows the others as one card:
    /// one separator between each two shown rows, none doubled, none below the last.
    @Test func listRowsThatResolveToNothingLeaveNoSeparators() {
        @MainActor struct Sparse: View {
            var body: some View {
                List {
                    ForEach(0..<6, id: \.self) { i in
                        if i % 2 == 0 { Text("row \(i)") }
                    }
                }
            }
        }
        let driver = ScrollDriver(Sparse(), height: 400)
        driver.frame()
        let separators = driver.list.commands.filter {
            if case .fillRect(_, let color) = $0 { return color == ListStyleMetrics.separator.light }
            return false
        }
        // Rows 0, 2 and 4 show: two separators (below 0 and below 2).
        #expect(separators.count == 2)
    }
}

import LazyScrollViews
import ScrollCore

// Lab page 1 — seed 003 (fatbobman, "Tips and considerations for using lazy containers in
// SwiftUI"), the chapter "In lazy containers, SwiftUI keeps only the top-level state of a
// ForEach's subviews". The seed's code as written (`StateLoss`, `RootView`, `ChildView`), its
// fix (state lifted into the row, the child bound to it) and our `.lazyStateRetention(.allByID)`.
// One line in each view is ours, not the seed's: `let _ = recorder.…`, which tells the Lab what
// the toggles show each time a body runs, so it can count the child toggles a recreated row lost.

struct StateLossPage: View {
    enum Mode: Int { case seed, lifted, allByID }
    let mode: Mode
    let recorder: StateLossRecorder

    static let info = LabPageInfo(
        key: "state",
        title: "State kept only at the top level",
        source: "seed 003 · in lazy containers SwiftUI keeps only the top-level state of ForEach's subviews",
        modes: ["seed: child @State", "fix: state lifted, child bound", "ours: .lazyStateRetention(.allByID)"],
        explanation: """
        Turn on a few Child State toggles, scroll them far off (End) and come back (Home). A lazy stack destroys \
        rows that leave its keep-alive window and makes them again when they return. SwiftUI then gives back the \
        @State of the ForEach element's top-level view (RootView's topState) but not the state of views nested \
        inside it (ChildView's childState): Apple calls this a design choice, since keeping every nested view's \
        state alive would cost memory for every row ever shown. The HUD counts the child toggles that came back off. \
        Fix: lift the state into the row (@State in RootView) and pass a @Binding down — nothing is lost. \
        LazyScrollUI's .lazyStateRetention(.allByID) keeps the whole element's state instead, at that memory cost.
        """)

    var body: some View {
        switch mode {
        case .seed:
            StateLoss(recorder: recorder)
        case .lifted:
            StateLossLifted(recorder: recorder)
        case .allByID:
            StateLoss(recorder: recorder)
                .lazyStateRetention(.allByID)
        }
    }
}

// MARK: - The seed's version

struct StateLoss: View {
    let recorder: StateLossRecorder
    var body: some View {
        List {
            ForEach(0 ..< 100) { i in
                RootView(i: i, recorder: recorder)
            }
        }
    }
}

struct RootView: View {
    @State var topState = false
    let i: Int
    let recorder: StateLossRecorder
    var body: some View {
        let _ = recorder.observeTop(row: i, on: topState)
        VStack {
            Text("\(i)")
            Toggle("Top State", isOn: $topState)
            ChildView(i: i, recorder: recorder)
        }
    }
}

struct ChildView: View {
    @State var childState = false
    /// Ours: which instance of the child this is (made again when the row is recreated).
    @State private var instance = StateLossRecorder.nextInstance()
    let i: Int
    let recorder: StateLossRecorder
    var body: some View {
        let _ = recorder.observeChild(row: i, instance: instance, on: childState)
        VStack {
            Toggle("Child State", isOn: $childState)
        }
    }
}

// MARK: - The seed's fix: the state lifted into the row

struct StateLossLifted: View {
    let recorder: StateLossRecorder
    var body: some View {
        List {
            ForEach(0 ..< 100) { i in
                RootViewLifted(i: i, recorder: recorder)
            }
        }
    }
}

struct RootViewLifted: View {
    @State var topState = false
    @State var childState = false
    let i: Int
    let recorder: StateLossRecorder
    var body: some View {
        let _ = recorder.observeTop(row: i, on: topState)
        VStack {
            Text("\(i)")
            Toggle("Top State", isOn: $topState)
            ChildViewBound(childState: $childState, i: i, recorder: recorder)
        }
    }
}

struct ChildViewBound: View {
    @Binding var childState: Bool
    @State private var instance = StateLossRecorder.nextInstance()
    let i: Int
    let recorder: StateLossRecorder
    var body: some View {
        let _ = recorder.observeChild(row: i, instance: instance, on: childState)
        VStack {
            Toggle("Child State", isOn: $childState)
        }
    }
}

// MARK: - What the page measures

/// Counts what the toggles show as bodies run: a child toggle that was on and shows off in a new
/// instance of its view (its row was destroyed and made again) was lost. Toggling off by hand is
/// not a loss: that happens in the same instance.
@MainActor final class StateLossRecorder {
    private var children: [Int: (instance: Int, on: Bool)] = [:]
    private var tops: [Int: Bool] = [:]
    private(set) var lost = 0
    private(set) var recreated = 0
    private static var instances = 0

    nonisolated static func nextInstance() -> Int {
        MainActor.assumeIsolated {
            instances += 1
            return instances
        }
    }

    func observeChild(row: Int, instance: Int, on: Bool) {
        if let last = children[row], last.instance != instance {
            recreated += 1
            if last.on && !on { lost += 1 }
        }
        children[row] = (instance, on)
    }

    func observeTop(row: Int, on: Bool) { tops[row] = on }

    /// Forgets everything (a new mode starts from scratch).
    func reset() {
        children.removeAll()
        tops.removeAll()
        lost = 0
        recreated = 0
    }

    var childTogglesOn: Int { children.values.filter(\.on).count }
    var topTogglesOn: Int { tops.values.filter { $0 }.count }

    func figures(prefix: String) -> [SceneFigure] {
        [SceneFigure(key: prefix + "toggles_lost", label: "child toggles lost", value: Double(lost), isBad: lost > 0),
         SceneFigure(key: prefix + "child_toggles_on", label: "child toggles on", value: Double(childTogglesOn)),
         SceneFigure(key: prefix + "top_toggles_on", label: "top toggles on", value: Double(topTogglesOn)),
         SceneFigure(key: prefix + "children_recreated", label: "child views made again", value: Double(recreated))]
    }
}

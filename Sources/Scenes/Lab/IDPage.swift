import LazyScrollViews
import ScrollCore

// Lab page 7 — seed 003, "the id modifier's effect on List's lazy loading": `ItemSubView(item:)
// .id(item.id)` in a `List` makes every row's view up front — its `init` runs for all 1,000
// items — though `body` runs only for the rows shown; in a `LazyVStack` the same `.id` is safe;
// without it the `List` is lazy. The seed prints in `init` and `body`; here those lines count.

struct IDPage: View {
    enum Mode: Int { case listWithID, listWithoutID, lazyStackWithID }
    let mode: Mode
    let recorder: IDRecorder

    static let info = LabPageInfo(
        key: "ids",
        title: ".id() on rows",
        source: "seed 003 · the id modifier's effect on List's lazy loading",
        modes: ["seed: List + .id(item.id)", "List without .id", "LazyVStack + .id(item.id)"],
        explanation: """
        A List of 1,000 items whose rows carry .id(item.id). SwiftUI's List then makes every row's view up front: \
        ItemSubView.init runs for all 1,000 items at once (and again whenever the list updates), although body \
        runs only for the rows on screen. Without .id the List is lazy again — the ForEach's identity comes from \
        Identifiable — and in a LazyVStack .id is safe. LazyScrollUI's List reproduces this, so the cost is the \
        same here as there. The HUD counts the inits and the bodies.
        """)

    var body: some View {
        switch mode {
        case .listWithID: LazyBrokenView(recorder: recorder)
        case .listWithoutID: LazyListView(recorder: recorder)
        case .lazyStackWithID: LazyStackWithIDView(recorder: recorder)
        }
    }
}

/// The seed's `LazyBrokenView`.
struct LazyBrokenView: View {
    let recorder: IDRecorder
    @State var items = (0 ..< 1_000).map { Item(number: $0) }
    var body: some View {
        List {
            ForEach(items) { item in
                ItemSubView(item: item, recorder: recorder)
                    .id(item.id)
            }
        }
    }
}

struct LazyListView: View {
    let recorder: IDRecorder
    @State var items = (0 ..< 1_000).map { Item(number: $0) }
    var body: some View {
        List {
            ForEach(items) { item in
                ItemSubView(item: item, recorder: recorder)
            }
        }
    }
}

struct LazyStackWithIDView: View {
    let recorder: IDRecorder
    @State var items = (0 ..< 1_000).map { Item(number: $0) }
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(items) { item in
                    ItemSubView(item: item, recorder: recorder)
                        .id(item.id)
                }
            }
        }
    }
}

/// The seed's `ItemSubView`: its `print`s count instead.
struct ItemSubView: View {
    let item: Item
    let recorder: IDRecorder
    init(item: Item, recorder: IDRecorder) {
        self.item = item
        self.recorder = recorder
        recorder.initRan()                      // print("\(item.number) init")
    }

    var body: some View {
        let _ = recorder.bodyRan()              // print("\(item.number) update")
        Text("\(item.number)")
            .frame(height: 30)
    }
}

/// Counts the rows' `init`s and `body`s.
@MainActor final class IDRecorder {
    private(set) var inits = 0
    private(set) var bodies = 0
    nonisolated func initRan() { MainActor.assumeIsolated { inits += 1 } }
    func bodyRan() { bodies += 1 }
    func reset() {
        inits = 0
        bodies = 0
    }
    func figures(prefix: String) -> [SceneFigure] {
        [SceneFigure(key: prefix + "inits", label: "ItemSubView.init runs", value: Double(inits), isBad: inits > 200),
         SceneFigure(key: prefix + "bodies", label: "ItemSubView.body runs", value: Double(bodies))]
    }
}

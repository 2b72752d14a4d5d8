import LazyScrollViews
import Observation
import ScrollCore

// Lab page 3 — the WWDC26 session "Dive into lazy stacks and scrolling" (seed 004), chapter
// "Prefetching": "don't delay lazy stack subview set-up to onAppear". Its two snippets: 15:53
// "Setting up lazy stack subview in onAppear" (`@State var viewModel = StepViewModel()` configured
// in `.onAppear`) and 16:14 "Lazy stack subview ready before onAppear" (made ready in `init`).
// In the first, a row is measured, placed and drawn empty, and only once on screen does it set
// up, change size and get laid out again; in the second, the stack's prefetching makes the row —
// and with it the model — before it scrolls in. The lines that are ours: the recorder's counts;
// the session's `StepView` is `OnAppearStepView` here (the Origami scene has a `StepView`).

struct SetupPage: View {
    enum Mode: Int { case onAppear, inInit }
    let mode: Mode
    let recorder: SetupRecorder

    static let info = LabPageInfo(
        key: "setup",
        title: "Set-up in onAppear instead of init",
        source: "seed 004 (WWDC26) · Prefetching: don't delay lazy stack subview set-up to onAppear",
        modes: ["session 15:53: set up in onAppear", "session 16:14: ready in init"],
        explanation: """
        Scroll down. A lazy stack prefetches: it makes, measures and renders rows a little before they scroll on \
        screen, so the frame that shows them has little left to do. A row that waits for onAppear to set itself \
        up defeats that — it is made and drawn empty, and only when it is already on screen does its model load, \
        its size change and the stack lay it out again (the HUD counts rows drawn before their set-up and \
        set-ups done on screen). Made ready in init, the model exists when the prefetcher makes the row, ahead of \
        time: nothing is drawn empty and nothing is set up on screen. Each set-up here does a fixed amount of \
        simulated work, so in the window the frame graph shows where it lands.
        """)

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                ForEach(0..<1_000) { id in
                    switch mode {
                    case .onAppear: OnAppearStepView(id: id, recorder: recorder)
                    case .inInit: ReadyStepView(id: id, recorder: recorder)
                    }
                }
            }
            .padding(.horizontal, 24)
        }
    }
}

/// The session's model: what a step shows once it is configured.
@MainActor @Observable final class StepViewModel {
    var content: String?

    init() {}
    init(id: Int, recorder: SetupRecorder) { configure(with: id, recorder: recorder, onScreen: false) }

    func configure(with id: Int, recorder: SetupRecorder, onScreen: Bool) {
        content = recorder.setUp(step: id, onScreen: onScreen)
    }
}

/// 15:53 — set up in `onAppear`.
struct OnAppearStepView: View {
    let id: Int
    let recorder: SetupRecorder
    @State var viewModel = StepViewModel()

    var body: some View {
        let _ = recorder.bodyRan(configured: viewModel.content != nil)
        VStack(alignment: .leading, spacing: 4) {
            Text("Step \(id + 1)").font(.headline)
            if let content = viewModel.content { Text(content).foregroundStyle(.secondary) }
        }
        .onAppear {
            viewModel.configure(with: id, recorder: recorder, onScreen: true)
        }
    }
}

/// 16:14 — ready before `onAppear`: the model is made in `init`.
struct ReadyStepView: View {
    let id: Int
    let recorder: SetupRecorder
    @State var viewModel: StepViewModel

    init(id: Int, recorder: SetupRecorder) {
        self.id = id
        self.recorder = recorder
        _viewModel = State(initialValue: StepViewModel(id: id, recorder: recorder))
    }

    var body: some View {
        let _ = recorder.bodyRan(configured: viewModel.content != nil)
        VStack(alignment: .leading, spacing: 4) {
            Text("Step \(id + 1)").font(.headline)
            if let content = viewModel.content { Text(content).foregroundStyle(.secondary) }
        }
    }
}

/// Counts where set-up happened and how often a row's body ran before it.
@MainActor final class SetupRecorder {
    private(set) var onScreen = 0
    private(set) var ahead = 0
    private(set) var emptyBodies = 0
    /// Iterations of the simulated work each set-up does (a checksum over the step's text).
    var workIterations = 20_000

    /// Does the set-up's work and returns the step's content.
    func setUp(step: Int, onScreen: Bool) -> String {
        if onScreen { self.onScreen += 1 } else { ahead += 1 }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 &+ UInt64(step)
        for i in 0..<workIterations { hash = (hash ^ UInt64(i & 0xFF)) &* 0x100_0000_01b3 }
        return "Fold \(["the corners in", "along the crease", "the flap back", "in half again"][step % 4]) · checksum \(hash % 10_000)"
    }

    func bodyRan(configured: Bool) { if !configured { emptyBodies += 1 } }

    func reset() {
        onScreen = 0
        ahead = 0
        emptyBodies = 0
    }

    func figures(prefix: String) -> [SceneFigure] {
        [SceneFigure(key: prefix + "setups_on_screen", label: "set-ups on screen (onAppear)", value: Double(onScreen), isBad: onScreen > 0),
         SceneFigure(key: prefix + "rows_drawn_empty", label: "row bodies run before set-up", value: Double(emptyBodies), isBad: emptyBodies > 0),
         SceneFigure(key: prefix + "setups_ahead", label: "set-ups ahead (init, prefetched)", value: Double(ahead))]
    }
}

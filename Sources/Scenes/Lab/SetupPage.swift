import LazyScrollViews
import Observation
import ScrollCore

// Lab page 3 — the WWDC26 session "Dive into lazy stacks and scrolling" (seed 004), chapter
// "Prefetching": "don't delay lazy stack subview set-up to onAppear". Its two snippets: 15:53
// "Setting up lazy stack subview in onAppear" (`@State var viewModel = StepViewModel()` configured
// in `.onAppear`) and 16:14 "Lazy stack subview ready before onAppear" (made ready in `init`).
// In the first, a row is measured, placed and drawn empty, and only once on screen does it set
// up, change size and get laid out again; in the second, the stack's prefetching makes the row —
// and with it the model — before it scrolls in. The lines that are ours: the recorder's counts
// (in the bodies, in `configure`, and the 16:14 view's `.onAppear { recorder.appeared(…) }`, which
// tells a row set up ahead from one made on the spot), the `.lazyPrefetchLimit` that spreads the
// prefetcher's work over frames as SwiftUI's idle-time prefetching does, and the names: the
// session's `StepView` is `OnAppearStepView` here (the Origami scene has a `StepView`).

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
        time, a row or two a frame: nothing is drawn empty and nothing is set up on screen. Each set-up does \
        --lab-work-ms of real work (default 3 ms); the HUD counts the frames whose set-ups alone pass a 120 Hz \
        frame's 8.3 ms, and in the window the frame graph shows where the work lands. Fling or page down in \
        both modes: in onAppear every row that scrolls in is a miss, and a fast scroll brings three in one frame.
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
        // Ours: the prefetcher makes at most as many rows a frame as their set-ups fit in a
        // 120 Hz frame (SwiftUI prefetches in a frame's idle time; see `lazyPrefetchLimit`).
        .lazyPrefetchLimit(recorder.prefetchRowsPerFrame)
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
        .onAppear { recorder.appeared(step: id) }
    }
}

/// Counts where set-up happened, how often a row's body ran before it, and what the set-ups
/// cost each frame.
///
/// ## The frame model
/// Each set-up does ``workMilliseconds`` of real work (``SimulatedWork``) and charges exactly
/// that to the frame it runs in; a frame whose charge exceeds ``frameBudgetMilliseconds`` is
/// over budget. A row that appears already set up in an earlier frame is a prefetch hit; one set
/// up in the frame it appears in (in `onAppear`, or made on the spot because prefetching had not
/// reached it) is a miss. Counting the charge rather than timing the frame keeps the figures the
/// same on every machine and in every replay.
@MainActor final class SetupRecorder {
    /// A 120 Hz frame (the HUD's amber line), the project's budget. The frames charged are the
    /// run's own (60 Hz headless, the display's rate in the window), so at 60 Hz each covers
    /// twice the scrolling a 120 Hz frame would: the count is of frames that would miss 120 Hz
    /// on set-up work alone if the display ran at the run's rate.
    static let frameBudgetMilliseconds = 1000.0 / 120
    /// What each set-up costs (`--lab-work-ms`).
    var workMilliseconds = LabSettings.commandLine.workMilliseconds
    /// How many rows the prefetcher may make a frame so their set-ups fit the budget.
    var prefetchRowsPerFrame: Int {
        workMilliseconds > 0 ? max(1, Int(Self.frameBudgetMilliseconds / workMilliseconds)) : Int.max
    }

    private(set) var onScreen = 0
    private(set) var ahead = 0
    private(set) var emptyBodies = 0
    private(set) var prefetchHits = 0
    private(set) var prefetchMisses = 0
    private(set) var framesOverBudget = 0
    private(set) var worstFrameMilliseconds = 0.0
    private var frame = 0
    private var chargedThisFrame = 0.0
    private var setUpFrame: [Int: Int] = [:]
    /// Rows set up with the first screenful, whose first appearance is part of it.
    private var fillSteps: Set<Int> = []
    /// The first frame that sets rows up after the page (or its mode) is shown fills the whole
    /// viewport at once in either mode, as in SwiftUI: kept apart (``fillMilliseconds``) so the
    /// budget counts only frames of scrolling.
    private var awaitingFill = true
    private(set) var fillMilliseconds = 0.0
    /// The frame that filled the first screenful (its rows' first appearances come in the next).
    private var fillFrame = Int.min
    private var firstFrameSeconds: Double?
    private var lastFrameSeconds = 0.0

    /// Closes the last frame's account and opens the next (the scene calls it once a frame).
    func beginFrame(at timeSeconds: Double) {
        closeFrame()
        frame += 1
        if firstFrameSeconds == nil { firstFrameSeconds = timeSeconds }
        lastFrameSeconds = timeSeconds
    }

    private func closeFrame() {
        defer { chargedThisFrame = 0 }
        guard chargedThisFrame > 0 else { return }
        if awaitingFill {
            awaitingFill = false
            fillMilliseconds = chargedThisFrame
            fillFrame = frame
            return
        }
        if chargedThisFrame > Self.frameBudgetMilliseconds { framesOverBudget += 1 }
        worstFrameMilliseconds = max(worstFrameMilliseconds, chargedThisFrame)
    }

    /// Does the set-up's work and returns the step's content.
    func setUp(step: Int, onScreen: Bool) -> String {
        if onScreen {
            self.onScreen += 1
            if !awaitingFill { prefetchMisses += 1 }         // done in the frame after the row showed, empty
        } else {
            ahead += 1
        }
        if awaitingFill { fillSteps.insert(step) }
        setUpFrame[step] = frame
        chargedThisFrame += workMilliseconds
        let hash = SimulatedWork.perform(milliseconds: workMilliseconds, seed: UInt64(step))
        return "Fold \(["the corners in", "along the crease", "the flap back", "in half again"][step % 4]) · checksum \(hash % 10_000)"
    }

    func bodyRan(configured: Bool) { if !configured { emptyBodies += 1 } }

    /// A row made ready in `init` came on screen: set up in a frame before the one that placed it
    /// (a hit) or in that frame, made on the spot (a miss). (A row set up in `onAppear` is a miss
    /// each time it appears: ``setUp(step:onScreen:)`` counts it.) The first screenful's first
    /// appearance is neither (see ``awaitingFill``).
    func appeared(step: Int) {
        // The first screenful appears in the frame after it was filled; a row set up with it
        // that appears later (one the prefetcher made) is a hit like any other.
        if fillSteps.remove(step) != nil, frame <= fillFrame + 1 { return }
        // `onAppear` runs as the frame after the pass that placed the row begins (SwiftUI runs it
        // after the transaction that shows the row), so a row set up in that pass is one frame
        // old here: a hit must be older.
        if let at = setUpFrame[step], at < frame - 1 { prefetchHits += 1 } else { prefetchMisses += 1 }
    }

    func reset() {
        onScreen = 0
        ahead = 0
        emptyBodies = 0
        prefetchHits = 0
        prefetchMisses = 0
        framesOverBudget = 0
        worstFrameMilliseconds = 0
        chargedThisFrame = 0
        firstFrameSeconds = nil
        setUpFrame.removeAll()
        fillSteps.removeAll()
        awaitingFill = true
        fillMilliseconds = 0
        fillFrame = Int.min
    }

    func figures(prefix: String) -> [SceneFigure] {
        let seconds = firstFrameSeconds.map { max(0, lastFrameSeconds - $0) } ?? 0
        let perSecond = seconds > 0 ? Double(framesOverBudget) / seconds : 0
        let worst = awaitingFill ? 0 : max(worstFrameMilliseconds, chargedThisFrame)
        return [
            SceneFigure(key: prefix + "frames_over_budget", label: "frames over 8.3 ms of set-up", value: Double(framesOverBudget),
                        isBad: framesOverBudget > 0),
            SceneFigure(key: prefix + "frames_over_budget_per_second", label: "  per second on this page", value: perSecond, decimals: 2,
                        isBad: framesOverBudget > 0),
            SceneFigure(key: prefix + "worst_frame_setup_ms", label: "worst frame's set-up ms", value: worst, decimals: 1,
                        isBad: worst > Self.frameBudgetMilliseconds),
            SceneFigure(key: prefix + "first_screen_setup_ms", label: "first screenful's set-up ms", value: fillMilliseconds, decimals: 1),
            SceneFigure(key: prefix + "prefetch_hits", label: "rows on screen set up ahead", value: Double(prefetchHits)),
            SceneFigure(key: prefix + "prefetch_misses", label: "set-ups as a row appeared", value: Double(prefetchMisses),
                        isBad: prefetchMisses > 0),
            SceneFigure(key: prefix + "setups_on_screen", label: "set-ups in onAppear", value: Double(onScreen), isBad: onScreen > 0),
            SceneFigure(key: prefix + "rows_drawn_empty", label: "row bodies run before set-up", value: Double(emptyBodies), isBad: emptyBodies > 0),
            SceneFigure(key: prefix + "setups_ahead", label: "set-ups in init", value: Double(ahead)),
        ]
    }
}

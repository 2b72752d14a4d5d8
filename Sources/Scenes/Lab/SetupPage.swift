import LazyScrollViews
import Observation
import ScrollCore

// Lab page 3 — the WWDC26 session "Dive into lazy stacks and scrolling" (seed 004), chapter
// "Prefetching": "don't delay lazy stack subview set-up to onAppear". Its two snippets: 15:53
// "Setting up lazy stack subview in onAppear" (`@State var viewModel = StepViewModel()` configured
// in `.onAppear`) and 16:14 "Lazy stack subview ready before onAppear" (made ready in `init`).
// In the first, a row is measured, placed and drawn empty, and only once on screen does it set
// up, change size and get laid out again; in the second, the stack's prefetching makes the row —
// and with it the model — before it scrolls in. The lines that are ours: the recorder's calls
// (in `configure`, and the scroll view's `onScrollTargetVisibilityChange`, which tells the page's
// model which rows are on screen), the `.lazyPrefetchLimit` that spreads the prefetcher's real
// work over frames as SwiftUI's idle-time prefetching does, and the names: the
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
        its size change and the stack lay it out again. Made ready in init, the model exists when the prefetcher \
        makes the row, ahead of time: nothing is drawn empty and nothing is set up on screen. Each set-up costs \
        --lab-work-ms (default 3 ms; the work is real, so the frame graph shows it); the HUD adds up the set-up \
        ms done in frames that already show their row — every row that scrolls in with onAppear, none with \
        init. A jump (End, Home) lands past anything the prefetcher could have made, so it costs a screenful's \
        set-up in both versions; only onAppear also draws those rows empty first. The figures follow which rows \
        came on screen, never how the frames fell, so they are the same on every machine and at every frame rate.
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
        // Ours: the page's model follows which rows are on screen (half of a row or more).
        .onScrollTargetVisibilityChange(idType: Int.self) { rows in recorder.rowsOnScreenChanged(rows, version: mode) }
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
        VStack(alignment: .leading, spacing: 4) {
            Text("Step \(id + 1)").font(.headline)
            if let content = viewModel.content { Text(content).foregroundStyle(.secondary) }
        }
    }
}

/// The page's model of set-up work: what each row that comes on screen costs the frames that
/// show it, as a function of which rows appear — never of how the frames fall.
///
/// ## Why a model
/// Counting the set-up milliseconds that land in each frame the host happens to draw made the
/// figures a property of the frames, not of the code: in the window (frames slowed by the real
/// work, the display's own rate) "frames over 8.3 ms" read 1 for `onAppear` and 13 for `init`
/// with the same inputs, the opposite of the headless run's 26 vs 3 (issue 36). So the figures
/// are now the model's, and the frames only group what appeared together:
///
/// - Each set-up costs ``workMilliseconds`` (`--lab-work-ms`), charged, not timed; the work is
///   still done for real (``SimulatedWork``), so the window's frame graph shows where it lands.
/// - The first rows shown after the page (or its mode) opens are the first screenful: both
///   versions set those up before anything is on screen (``firstScreenMilliseconds``).
/// - After that, every row that comes on screen (half of it or more, as
///   `onScrollTargetVisibilityChange` reports) past the rows reached before is a row *scrolled
///   in*. In the 15:53 version (`onAppear`) it was made and drawn empty, and is set up in a frame
///   that already shows it, then laid out again at its new size.
/// - In the 16:14 version (`init`) the prefetcher made it — and with it its model — while it was
///   still off screen: rows that come on screen within a screenful of the rows shown before (the
///   prefetcher works ahead in idle time) appear set up. Rows further away came by a jump (End,
///   Home, `scrollTo`): nothing could have made them ahead, so they are set up on screen in this
///   version too — SwiftUI's prefetching cannot foresee a jump either.
///
/// Which rows come on screen depends only on where the scrolling went (the input trace), so the
/// window, a replayed trace and the tests give the same figures, whatever the frame rate.
@MainActor final class SetupRecorder {
    /// A 120 Hz frame, the project's budget: the prefetcher makes at most as many rows a frame as
    /// their set-ups fit in it (`lazyPrefetchLimit`, real work in the window).
    static let frameBudgetMilliseconds = 1000.0 / 120
    /// What each set-up costs (`--lab-work-ms`).
    var workMilliseconds = LabSettings.commandLine.workMilliseconds
    /// How many rows the prefetcher may make a frame so their set-ups fit the budget.
    var prefetchRowsPerFrame: Int {
        workMilliseconds > 0 ? max(1, Int(Self.frameBudgetMilliseconds / workMilliseconds)) : Int.max
    }

    /// Rows that came on screen after the first screenful (each appearance).
    private(set) var rowsScrolledIn = 0
    /// Of those, the ones set up in a frame that already showed them (or placed them on the spot).
    private(set) var setupsOnScreen = 0
    /// Of those, the ones drawn before their set-up (the `onAppear` version's, every one).
    private(set) var rowsDrawnEmpty = 0
    /// Of those, the ones that appeared already set up (the prefetcher made them in `init`).
    private(set) var rowsSetUpAhead = 0
    /// Rows in the first screenful, and what setting them up cost.
    private(set) var firstScreenRows = 0
    var firstScreenMilliseconds: Double { Double(firstScreenRows) * workMilliseconds }
    /// Set-up work done in frames that already show the rows: the page's headline.
    var setupMillisecondsOnScreen: Double { Double(setupsOnScreen) * workMilliseconds }

    /// The rows on screen after the last change (lowest to highest), the rows reached since the
    /// last jump, and whether the list changed in the frame now ending.
    private var shown: ClosedRange<Int>?
    private var reached: ClosedRange<Int>?
    private var changedThisFrame = false
    /// The first screenful: the rows shown while the page (or mode) opens, until a frame in
    /// which nothing changes (in the 15:53 version the empty rows are short, so more show at first
    /// and their set-up pushes some off again: all of them were set up).
    private var firstScreen: ClosedRange<Int>?
    private var firstScreenDone = false

    /// A frame begins: one that follows a frame with no change to the rows on screen closes the
    /// first screenful. (`timeSeconds` is not used: the model has no clock — see the type.)
    func beginFrame(at timeSeconds: Double) {
        if !changedThisFrame, firstScreen != nil, !firstScreenDone {
            // Settled: rows of the first screenful that its set-up pushed off (15:53) come back
            // as rows scrolled in, set up again in `onAppear`.
            firstScreenDone = true
            reached = shown
        }
        changedThisFrame = false
    }

    /// The rows half on screen or more changed (`onScrollTargetVisibilityChange`): the rows the
    /// range of them gained past those reached before are the rows scrolled in — a count of
    /// where the scrolling went, the same whether a frame brought one row or five, and a row
    /// that comes back after its set-up pushed it off (15:53) counts once.
    func rowsOnScreenChanged(_ rows: [Int], version: SetupPage.Mode) {
        changedThisFrame = true
        guard let low = rows.min(), let high = rows.max() else { return }
        let range = low...high
        defer { shown = range }
        guard firstScreenDone else {
            firstScreen = firstScreen.map { min($0.lowerBound, low)...max($0.upperBound, high) } ?? range
            firstScreenRows = firstScreen?.count ?? 0
            reached = firstScreen
            return
        }
        guard let shown, let reached else { return }
        // Within a screenful of the rows shown before: scrolling, which the prefetcher (a
        // screenful ahead) keeps up with. Further: a jump, which lands past anything made ahead.
        let reach = shown.count
        let scrolled = low <= shown.upperBound + reach && high >= shown.lowerBound - reach
        let entered: Int
        if scrolled {
            entered = max(0, high - reached.upperBound) + max(0, reached.lowerBound - low)
            self.reached = min(low, reached.lowerBound)...max(high, reached.upperBound)
        } else {
            entered = range.count
            self.reached = range
        }
        rowsScrolledIn += entered
        switch version {
        case .onAppear:
            setupsOnScreen += entered          // drawn empty, set up in onAppear, laid out again
            rowsDrawnEmpty += entered
        case .inInit:
            if scrolled { rowsSetUpAhead += entered } else { setupsOnScreen += entered }
        }
    }

    /// Does the set-up's work (real, ``SimulatedWork``; the figures charge
    /// ``workMilliseconds`` instead of timing it) and returns the step's content.
    func setUp(step: Int, onScreen: Bool) -> String {
        let hash = SimulatedWork.perform(milliseconds: workMilliseconds, seed: UInt64(step))
        return "Fold \(["the corners in", "along the crease", "the flap back", "in half again"][step % 4]) · checksum \(hash % 10_000)"
    }

    /// Counts from zero. `keepingScreen`: the page stays (T switched the version), so the rows on
    /// screen now are the new version's first screenful — the list of them may not change.
    func reset(keepingScreen: Bool = false) {
        rowsScrolledIn = 0
        setupsOnScreen = 0
        rowsDrawnEmpty = 0
        rowsSetUpAhead = 0
        if !keepingScreen { shown = nil }
        firstScreen = shown
        firstScreenRows = shown?.count ?? 0
        reached = shown
        firstScreenDone = false
        changedThisFrame = false
    }

    func figures(prefix: String) -> [SceneFigure] {
        [
            SceneFigure(key: prefix + "setup_ms_on_screen", label: "set-up ms in frames showing the row", value: setupMillisecondsOnScreen,
                        decimals: 0, isBad: setupsOnScreen > 0),
            SceneFigure(key: prefix + "setups_on_screen", label: "rows set up on screen", value: Double(setupsOnScreen), isBad: setupsOnScreen > 0),
            SceneFigure(key: prefix + "rows_drawn_empty", label: "rows drawn before set-up", value: Double(rowsDrawnEmpty), isBad: rowsDrawnEmpty > 0),
            SceneFigure(key: prefix + "prefetch_hits", label: "rows set up ahead", value: Double(rowsSetUpAhead)),
            SceneFigure(key: prefix + "rows_scrolled_in", label: "rows scrolled in", value: Double(rowsScrolledIn)),
            SceneFigure(key: prefix + "first_screen_setup_ms", label: "first screenful's set-up ms", value: firstScreenMilliseconds, decimals: 0),
        ]
    }
}

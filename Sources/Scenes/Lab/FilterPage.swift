import LazyScrollViews
import ScrollCore

// Lab page 5 — the WWDC26 session (seed 004), chapters "Dynamic number of subviews" and
// "Filtering on the view level" (10:52, 11:46) vs "Filtering on the data level" (12:15): a
// `StepView` whose body is `if step.isVisible(in: detailLevel) { … }` resolves to no subview for
// a hidden step, yet the stack must still make it and run its body to learn that; filtered in the
// data, hidden steps are never made. Here 2,000 steps, one in eight at the reader's level. The
// session filters with SwiftData's `@Query`; we filter the array once per level (cached). The
// lines that are ours: the recorder's counts.

struct FilterPage: View {
    enum Mode: Int { case viewLevel, dataLevel }
    let mode: Mode
    let recorder: FilterRecorder

    static let info = LabPageInfo(
        key: "filter",
        title: "Filtering in the leaf view",
        source: "seed 004 (WWDC26) · Dynamic number of subviews: filter at the data level, not in the leaf view",
        modes: ["session 11:46: if step.isVisible(in: detailLevel) in StepView", "session 12:15: filtered data"],
        explanation: """
        2,000 steps, one in eight at the reader's detail level. Filtered in the leaf view, every step is still an \
        element of the ForEach: to fill the screen the stack makes each one and runs its body, only to find that \
        most resolve to nothing (they take no space). Scrolling, and most of all a jump (End), then costs about \
        eight bodies per row shown — the HUD counts bodies run per row shown. Filtered at the data level, the \
        ForEach holds only the steps to show: one body per row.
        """)

    var body: some View {
        FilteredSteps(mode: mode, recorder: recorder)
            .environment(\.detailLevel, .expert)
    }
}

/// How much detail the reader wants; a step shows at its level and below.
enum DetailLevel: Int, Comparable, Sendable {
    case basic, standard, expert
    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

private struct DetailLevelKey: EnvironmentKey { static let defaultValue = DetailLevel.basic }
extension EnvironmentValues {
    var detailLevel: DetailLevel {
        get { self[DetailLevelKey.self] } set { self[DetailLevelKey.self] = newValue }
    }
}

struct FilterStep: Identifiable, Sendable {
    let id: Int
    /// Every eighth step is an expert's; the rest are basic.
    var detailLevel: DetailLevel { id % 8 == 0 ? .expert : .basic }
    func isVisible(in level: DetailLevel) -> Bool { detailLevel >= level }

    static let all = (0..<2_000).map(FilterStep.init(id:))
    /// The data-level filter, made once per level (the session's `@Query(filter:)`).
    @MainActor static func steps(atLeast level: DetailLevel) -> [FilterStep] {
        if let cached = filtered[level] { return cached }
        let steps = all.filter { $0.detailLevel >= level }
        filtered[level] = steps
        return steps
    }
    @MainActor private static var filtered: [DetailLevel: [FilterStep]] = [:]
}

struct FilteredSteps: View {
    let mode: FilterPage.Mode
    let recorder: FilterRecorder
    @Environment(\.detailLevel) var detailLevel

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                switch mode {
                case .viewLevel:
                    ForEach(FilterStep.all) { step in
                        LeafFilteredStepView(step: step, recorder: recorder)
                    }
                case .dataLevel:
                    ForEach(FilterStep.steps(atLeast: detailLevel)) { step in
                        DataFilteredStepView(step: step, recorder: recorder)
                    }
                }
            }
            .padding(.horizontal, 24)
        }
    }
}

/// 11:46 — the leaf view decides whether it shows anything.
struct LeafFilteredStepView: View {
    let step: FilterStep
    let recorder: FilterRecorder
    @Environment(\.detailLevel) var detailLevel

    var body: some View {
        let _ = recorder.bodyRan(shown: step.isVisible(in: detailLevel))
        if step.isVisible(in: detailLevel) {
            StepCard(step: step)
        }
    }
}

/// 12:15 — the data holds only the steps to show.
struct DataFilteredStepView: View {
    let step: FilterStep
    let recorder: FilterRecorder
    var body: some View {
        let _ = recorder.bodyRan(shown: true)
        StepCard(step: step)
    }
}

struct StepCard: View {
    let step: FilterStep
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Step \(step.id + 1)").font(.headline)
            Text("An expert's step: one in eight of the 2,000.").foregroundStyle(.secondary)
        }
    }
}

/// Counts step bodies run and the rows they showed.
@MainActor final class FilterRecorder {
    private(set) var bodies = 0
    private(set) var shown = 0
    /// Step bodies run in the current frame, and the most any frame ran (a jump to the end:
    /// the "frame time of End" as the work that frame did, a count rather than a time).
    private var bodiesThisFrame = 0
    private(set) var mostBodiesInAFrame = 0
    /// The page's first screenful is made in the first frame that runs bodies: not a jump, so
    /// kept out of ``mostBodiesInAFrame``.
    private var awaitingFill = true

    func bodyRan(shown: Bool) {
        bodies += 1
        bodiesThisFrame += 1
        if shown { self.shown += 1 }
    }

    /// Closes the last frame's count (the scene calls it once a frame).
    func beginFrame() {
        if awaitingFill, bodiesThisFrame > 0 {
            awaitingFill = false
        } else {
            mostBodiesInAFrame = max(mostBodiesInAFrame, bodiesThisFrame)
        }
        bodiesThisFrame = 0
    }

    func reset() {
        bodies = 0
        shown = 0
        bodiesThisFrame = 0
        mostBodiesInAFrame = 0
        awaitingFill = true
    }

    var bodiesPerRow: Double { shown > 0 ? Double(bodies) / Double(shown) : 0 }

    func figures(prefix: String) -> [SceneFigure] {
        [SceneFigure(key: prefix + "bodies_per_row", label: "step bodies run per row shown", value: bodiesPerRow, decimals: 1,
                     isBad: bodiesPerRow > 1.5),
         SceneFigure(key: prefix + "bodies", label: "step bodies run", value: Double(bodies)),
         SceneFigure(key: prefix + "most_bodies_in_a_frame", label: "most step bodies in one frame (End)",
                     value: Double(awaitingFill ? 0 : max(mostBodiesInAFrame, bodiesThisFrame))),
         SceneFigure(key: prefix + "rows_shown", label: "rows shown (bodies with content)", value: Double(shown))]
    }
}

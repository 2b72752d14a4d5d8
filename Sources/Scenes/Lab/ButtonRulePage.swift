import LazyScrollViews
import ScrollCore

// Lab page 4 — the WWDC26 session (seed 004), chapter "Scroll to Showcase button": 8:20 shows the
// button from the absolute content offset (`onScrollGeometryChange`, `contentOffset.y <= 100`),
// 8:51 from what is on screen (`onScrollTargetVisibilityChange(idType:threshold: 0.8)`). The
// session's warning: above content the stack has only estimated, an offset is an estimate too.
// Here the page opens deep in a list whose first three rows (long introductions, 180 pt) were
// never measured — the stack assumes the size of the rows it has seen (36 pt). `K` scrolls to
// row 3 (`scrollTo(id:)`); wheel up from there: the offset rule keeps the button hidden while the
// first steps are already in view (the introductions are taller than it assumes). The button's
// intent, as in the session: show it while the first steps are in view. The recorder (ours)
// counts the button states that differ from what the visibility of the first steps says.

struct ButtonRulePage: View {
    enum Mode: Int { case absoluteOffset, visibility }
    let mode: Mode
    let recorder: ButtonRuleRecorder

    static let info = LabPageInfo(
        key: "button",
        title: "Absolute offset vs target visibility",
        source: "seed 004 (WWDC26) · Scroll to Showcase button: avoid absolute content offsets with lazy stacks",
        modes: ["session 8:20: contentOffset.y <= 100", "session 8:51: onScrollTargetVisibilityChange(threshold: 0.8)"],
        explanation: """
        The page opens at row 200 of 400, so the stack has measured only the rows there. Press K to scroll to \
        row 3 — the stack places it from estimates (it takes the unmeasured introductions above it for 36 pt \
        rows and corrects the offset as they are measured) — then wheel up. The button should show while the \
        first steps are in view. A rule on the absolute content offset (≤ 100 pt) assumes what lies above: the \
        introductions are 180 pt, and the offset was an estimate until they were measured, so the rule disagrees \
        with the screen — the first steps are in view while the button stays hidden. A rule on what is visible \
        (onScrollTargetVisibilityChange, 80 % of a first step on screen) reads the layout, not an offset: it \
        never disagrees. The HUD counts the wrong states.
        """)

    var body: some View {
        ButtonRuleList(mode: mode, recorder: recorder)
    }
}

struct ButtonRuleList: View {
    let mode: ButtonRulePage.Mode
    let recorder: ButtonRuleRecorder
    @State var scrollPosition = ScrollPosition(id: 200, anchor: .top)
    @State var isNearTop = false
    @State var showsFirstSteps = false

    var isButtonVisible: Bool { mode == .absoluteOffset ? isNearTop : showsFirstSteps }

    var body: some View {
        let _ = recorder.observe(buttonVisible: isButtonVisible, firstStepsVisible: showsFirstSteps)
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<400) { row in
                    ButtonRuleRow(row: row)
                }
            }
            .padding(.horizontal, 24)
        }
        .scrollPosition($scrollPosition)
        .overlay(alignment: .bottom) {
            if isButtonVisible {
                Text("The first steps are in view")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .frame(width: 300, height: 44)
                    .background(Capsule().fill(.blue))
                    .padding(.bottom, 28)
            }
        }
        .onScrollGeometryChange(for: Bool.self) { geo in
            geo.contentOffset.y <= 100
        } action: { _, newValue in
            self.isNearTop = newValue
        }
        .onScrollTargetVisibilityChange(idType: Int.self, threshold: 0.8) { visibleIDs in
            showsFirstSteps = visibleIDs.contains { $0 < 2 }
        }
        .onKeyPress("k") {
            scrollPosition.scrollTo(id: 3, anchor: .top)
            return .handled
        }
    }
}

/// Rows 0–2 are long introductions; the rest are one-line steps.
struct ButtonRuleRow: View {
    let row: Int
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(row < 3 ? "Introduction \(row + 1)" : "Step \(row - 2)").font(.headline)
            if row < 3 {
                Text("A long introduction the stack has not measured: 180 pt where it assumes 36.")
                    .foregroundStyle(.secondary)
            }
        }
        .frame(height: row < 3 ? 180 : 36, alignment: .topLeading)
    }
}

/// Counts the button states (each time the list's body runs) that differ from what the first
/// steps' visibility says.
@MainActor final class ButtonRuleRecorder {
    private(set) var wrong = 0
    private(set) var observed = 0
    private(set) var lastWrong = false

    func observe(buttonVisible: Bool, firstStepsVisible: Bool) {
        observed += 1
        lastWrong = buttonVisible != firstStepsVisible
        if lastWrong { wrong += 1 }
    }

    func reset() {
        wrong = 0
        observed = 0
        lastWrong = false
    }

    func figures(prefix: String) -> [SceneFigure] {
        [SceneFigure(key: prefix + "wrong_states", label: "wrong button states seen", value: Double(wrong), isBad: wrong > 0),
         SceneFigure(key: prefix + "states", label: "button states seen", value: Double(observed))]
    }
}

import Foundation
import LazyScrollViews
import ScrollCore

// Lab page 6 — the WWDC26 session (seed 004), "Don't change layout after views appear": 19:16
// sizes a step's diagram from its subtitle's height, read with `onGeometryChange` into `@State`,
// so every row is laid out once with a guess, appears, reports its subtitle's height and is laid
// out again at another size; 19:17 does the same arithmetic in a custom `Layout` (`StepLayout`),
// which measures the subtitle while it sizes the row: one pass, the right size at once. The line
// that is ours: the recorder's count of the state changes that lay a row out again.
// (The session's `StepDiagram` is `DiagramSketch` here: Origami has a `StepDiagram`.)

struct GeometryPage: View {
    enum Mode: Int { case geometryChange, customLayout }
    let mode: Mode
    let recorder: GeometryRecorder

    static let info = LabPageInfo(
        key: "geometry",
        title: "Layout that changes after a view appears",
        source: "seed 004 (WWDC26) · Don't change layout after views appear: a custom Layout instead of onGeometryChange",
        modes: ["session 19:16: onGeometryChange into @State", "session 19:17: StepLayout"],
        explanation: """
        Each step's diagram is as tall as the card leaves after its subtitle (one to three lines). Read with \
        onGeometryChange into @State, the subtitle's height is known only after the row was laid out and placed: \
        every row that scrolls in is laid out with a guess, then its state changes and it is laid out again at \
        another size, and the stack must correct the positions of what follows. Done in a custom Layout, the \
        same arithmetic runs while the row is sized — one pass, no change after it appears. The HUD counts the \
        rows laid out again; the LAZY STACK block's corrections show the stack absorbing them.
        """)

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                ForEach(0..<1_000) { id in
                    switch mode {
                    case .geometryChange: GeometryStepView(id: id, recorder: recorder)
                    case .customLayout: LayoutStepView(id: id)
                    }
                }
            }
            .padding(.horizontal, 24)
        }
    }

    /// The card is 150 pt: the diagram takes what the subtitle leaves (at least 40 pt).
    static func diagramHeight(subtitleHeight: CGFloat?) -> CGFloat { max(40, 150 - (subtitleHeight ?? 20)) }

    static func subtitle(_ id: Int) -> String {
        ["Fold the square in half.",
         "Fold the top layer's corners to the centre line, then unfold them and the flap below.",
         "Open the top layer along the creases you just made, press it flat into a long diamond, turn the model over and repeat on the other side so both halves match."][id % 3]
    }
}

struct DiagramSketch: View {
    let id: Int
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color(hue: Double(id % 12) / 12, saturation: 0.35, brightness: 0.95))
    }
}

/// 19:16 — the subtitle's height read after layout, into state.
struct GeometryStepView: View {
    let id: Int
    let recorder: GeometryRecorder
    @State var subtitleHeight: CGFloat?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            DiagramSketch(id: id)
                .frame(height: GeometryPage.diagramHeight(subtitleHeight: subtitleHeight))
            Text("Step \(id + 1)").font(.headline)
            Text(GeometryPage.subtitle(id))
                .foregroundStyle(.secondary)
                .onGeometryChange(for: CGFloat.self, of: \.size.height) { _, value in
                    if subtitleHeight != value { recorder.relaidOut() }
                    subtitleHeight = value
                }
        }
    }
}

/// 19:17 — the same arithmetic inside a custom layout.
struct LayoutStepView: View {
    let id: Int
    var body: some View {
        StepLayout {
            DiagramSketch(id: id)
            Text("Step \(id + 1)").font(.headline)
            Text(GeometryPage.subtitle(id)).foregroundStyle(.secondary)
        }
    }
}

/// Diagram, title and subtitle stacked; the diagram gets the height the subtitle leaves, which
/// the layout measures as it sizes the row.
struct StepLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 400
        let (title, subtitle) = textSizes(width: width, subviews: subviews)
        return CGSize(width: width, height: GeometryPage.diagramHeight(subtitleHeight: subtitle.height) + 4 + title.height + 4 + subtitle.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (title, subtitle) = textSizes(width: bounds.width, subviews: subviews)
        let diagram = GeometryPage.diagramHeight(subtitleHeight: subtitle.height)
        var y = bounds.minY
        subviews[0].place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: diagram))
        y += diagram + 4
        subviews[1].place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: title.height))
        y += title.height + 4
        subviews[2].place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: subtitle.height))
    }

    private func textSizes(width: CGFloat, subviews: Subviews) -> (title: CGSize, subtitle: CGSize) {
        (subviews[1].sizeThatFits(ProposedViewSize(width: width, height: nil)),
         subviews[2].sizeThatFits(ProposedViewSize(width: width, height: nil)))
    }
}

/// Counts the rows laid out again because their state changed after they appeared.
@MainActor final class GeometryRecorder {
    private(set) var relayouts = 0
    func relaidOut() { relayouts += 1 }
    func reset() { relayouts = 0 }
    func figures(prefix: String) -> [SceneFigure] {
        [SceneFigure(key: prefix + "relayouts", label: "rows laid out again after appearing", value: Double(relayouts), isBad: relayouts > 0)]
    }
}

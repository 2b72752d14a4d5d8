import LazyScrollUI

/// A user-written `Layout` (iOS 16), as in WWDC's StepLayout: the diagram on the leading side,
/// title and subtitle stacked beside it, written with CGFloat/CGSize/CGRect as on iOS.
struct StepLayout: Layout {
    var spacing: CGFloat = 12

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let diagram = subviews.first else { return .zero }
        let width = proposal.width ?? 390
        let diagramSize = diagram.sizeThatFits(.unspecified)
        let textWidth = max(0, width - diagramSize.width - spacing)
        let textHeight = subviews.dropFirst().reduce(CGFloat.zero) { height, subview in
            height + subview.sizeThatFits(ProposedViewSize(width: textWidth, height: nil)).height
        }
        return CGSize(width: width, height: max(diagramSize.height, textHeight))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let diagram = subviews.first else { return }
        let diagramSize = diagram.sizeThatFits(.unspecified)
        diagram.place(at: bounds.origin, proposal: .unspecified)
        var y = bounds.minY
        let x = bounds.minX + diagramSize.width + spacing
        let textProposal = ProposedViewSize(width: bounds.width - diagramSize.width - spacing, height: nil)
        for subview in subviews.dropFirst() {
            subview.place(at: CGPoint(x: x, y: y), proposal: textProposal)
            y += subview.sizeThatFits(textProposal).height
        }
    }
}

struct RecipeSteps: View {
    private let steps = ["Whisk the eggs", "Fold in the flour", "Bake for 25 minutes"]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 20) {
                ForEach(Array(steps.enumerated()), id: \.offset) { index, step in
                    StepLayout {
                        RoundedRectangle(cornerRadius: 6).fill(Color.orange).frame(width: 60, height: 60)
                        Text("Step \(index + 1)").font(.headline)
                        Text(step).foregroundColor(.secondary)
                    }
                }
            }
            .padding()
        }
    }
}

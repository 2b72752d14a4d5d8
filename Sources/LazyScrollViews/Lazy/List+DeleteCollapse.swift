import Foundation

// A row deleted in edit mode (its red "Delete" button, `onDelete(perform:)`) collapses before
// the action removes it, as a `UITableView` row deleted with `.automatic` animation shrinks
// away while the rows below close up: the row's height goes to zero over
// `SwipeActionMetrics.collapseAnimation`, laid out again at each frame's time (the graph's frame
// animations), and then `onDelete` runs — the rows below are already where the deletion puts
// them, so nothing jumps. The row is the `ReorderRowNode` every `onDelete`/`onMove` row has;
// the "Delete" button finds it through the environment (`RowCollapser`).

/// Collapses the editable row it was handed down from (a reference: the button's tap reaches
/// the row's node).
@MainActor
final class RowCollapser {
    private weak var row: ReorderRowNode?
    init(row: ReorderRowNode) { self.row = row }

    /// Collapses the row from the current frame's time, then runs `action`; without a row (the
    /// view is not in one), runs `action` at once.
    func collapse(then action: @escaping @MainActor () -> Void) {
        guard let row, !row.isDestroyed else { action(); return }
        row.collapse(at: row.graph.timeSeconds, then: action)
    }
}

private struct RowCollapserKey: EnvironmentKey { static var defaultValue: RowCollapser? { nil } }

extension EnvironmentValues {
    /// The editable row the view is in (List+DeleteCollapse.swift).
    var rowCollapser: RowCollapser? {
        get { self[RowCollapserKey.self] } set { self[RowCollapserKey.self] = newValue }
    }
}

/// A tap area that collapses the row it is in, then runs `action` (the edit-mode "Delete").
struct _CollapsingRowDelete<Content: View>: View {
    let content: Content
    let action: @MainActor () -> Void
    @Environment(\.rowCollapser) private var collapser

    var body: some View {
        content.onTapGesture {
            if let collapser { collapser.collapse(then: action) } else { action() }
        }
    }
}

/// A `List` row that collapses to no height before an action deletes it: an edit-mode row
/// (`ReorderRowNode`, its "Delete") or a swipe row (`SwipeActionsNode`, a destructive
/// action). The list's layout reads `collapsed` (`ViewListSource.rowCollapse(of:)`).
@MainActor
protocol CollapsingRow: ViewNode {
    /// How much of the row's height is gone (0 … 1).
    var collapsed: CGFloat { get set }
    /// The update after the action: the row is back at its full height (a row the data kept,
    /// or a node a lazy stack reuses for another element) — and shut, for a swipe row.
    func didComeBack()
}

extension CollapsingRow {
    /// The row's height goes to zero from `time` over `SwipeActionMetrics.collapseAnimation`,
    /// laid out again at each frame's time (the graph's frame animations); then `action` runs.
    /// At the update after (once the layout that follows the action has removed a deleted
    /// row), `didComeBack()`.
    func collapse(at time: Double, then action: (@MainActor () -> Void)?) {
        let animation = SwipeActionMetrics.collapseAnimation
        graph.startFrameAnimation(owner: self) { [weak self] now in
            guard let self, !self.isDestroyed else { return false }
            let p = CGFloat(animation.progress((now - time) / max(animation.durationSeconds, 1e-9)))
            if p != self.collapsed {
                self.collapsed = p
                self.invalidateLayout()
            }
            guard now - time >= animation.durationSeconds else { return true }
            action?()
            self.graph.startFrameAnimation(owner: self) { [weak self] _ in
                guard let self, !self.isDestroyed else { return false }
                self.collapsed = 0
                self.didComeBack()
                self.invalidateLayout()
                return false
            }
            return true
        }
    }
}

extension ReorderRowNode: CollapsingRow {
    /// Back at full height: nothing else of the row moved.
    func didComeBack() {}
}

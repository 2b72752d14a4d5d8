import DisplayList
import Foundation
import LazyLayout
import ScrollCore

/// A made row as its last placement left it: its layout child, the proposal it was placed
/// for, the node's layout generation then, and what it drew, recorded for replay. Kept on the
/// row's node (``ViewNode/placedRow``), so it goes with the node; when the row is forgotten
/// (measured again, or recycled for another element) it is retired, not dropped, and the next
/// placement reuses it and the storage of its recorded drawing.
@MainActor
final class PlacedRow {
    /// The node this placement belongs to (it holds the placement: not retained back;
    /// `unowned`, checked: read after the node went, it traps).
    private unowned let owner: ViewNode
    /// The child when it is not the row's node itself: a subview, a stack of several, or an
    /// empty row. The node itself is not held here — the node holds its placement, and a
    /// placement holding its node kept both alive for ever: a row whose view is a modifier or a
    /// leaf (its node displayable) leaked with its subtree when destroyed, or when its scene
    /// went away, its observation tokens still attached to a graph that was gone.
    private var otherChild: (any LayoutChild)?
    private var otherChildNode: ViewNode?
    /// The row's layout child. (`if let`, not `??`: its autoclosure, handed to the standard
    /// library from main-actor code, would check its isolation at run time.)
    var child: any LayoutChild {
        if let otherChild { return otherChild }
        return owner
    }
    /// The child when it is a node: it draws only while the last layout pass placed it.
    var childNode: ViewNode? { otherChild == nil ? owner : otherChildNode }

    /// Whether this placement still holds for `node` (its owner): current, made at the node's
    /// layout generation, and its child placed by the last layout pass.
    func holds(for node: ViewNode) -> Bool {
        guard isCurrent, generation == node.layoutGeneration else { return false }
        if otherChild == nil { return owner.isPlaced }
        if let otherChildNode { return otherChildNode.isPlaced }
        return true
    }
    private(set) var proposal: ProposedViewSize
    private(set) var generation: Int
    /// Whether this is the row's current placement (false once retired).
    private(set) var isCurrent = true
    /// What the row drew in its own space, and the node's paint generation then.
    private(set) var drawing: (commands: DisplayList, paintGeneration: Int)?

    private init(owner: ViewNode, proposal: ProposedViewSize, generation: Int) {
        self.owner = owner
        self.proposal = proposal
        self.generation = generation
    }

    private func setChild(_ child: any LayoutChild) {
        let node = child as? ViewNode
        if node === owner {
            otherChild = nil; otherChildNode = nil
        } else {
            otherChild = child; otherChildNode = node
        }
    }

    /// `node`'s placement is now `child` for `proposal`, at its current layout generation.
    static func record(_ child: any LayoutChild, proposal: ProposedViewSize, on node: ViewNode) {
        guard let row = node.placedRow else {
            let row = PlacedRow(owner: node, proposal: proposal, generation: node.layoutGeneration)
            row.setChild(child)
            node.placedRow = row
            return
        }
        row.setChild(child)
        row.proposal = proposal
        row.generation = node.layoutGeneration
        row.isCurrent = true
        row.forgetDrawing()
    }

    /// The placement no longer holds (the row is measured again, or recycled). The recorded
    /// commands are let go (their storage kept): they hold the row's strings, which a row reused
    /// for another element rewrites in place only while nothing else holds them (``TextNode/string``).
    func retire() {
        isCurrent = false
        forgetDrawing()
        if drawing != nil { drawing!.commands.removeAll() }
    }

    private func forgetDrawing() {
        // No paint generation is negative: the recording never matches, its storage stays.
        if drawing != nil { drawing!.paintGeneration = -1 }
    }

    /// Records what the row drew at the node's paint generation `paintGeneration`.
    func recordDrawing(_ commands: ArraySlice<DrawCommand>, paintGeneration: Int) {
        if drawing == nil { drawing = (DisplayList(), paintGeneration) }
        drawing!.commands.removeAll()
        for command in commands { drawing!.commands.append(command) }
        drawing!.paintGeneration = paintGeneration
    }

    /// Appends what the row drew when it was last painted, translated, if the placement holds
    /// for `node` (its owner) and the recording is current (see ``recordedDrawing(of:)``);
    /// false, appending nothing, otherwise.
    func appendRecording(of node: ViewNode, transformedBy translation: DrawTransform,
                         into list: inout DisplayList) -> Bool {
        guard holds(for: node), drawing?.paintGeneration == node.paintGeneration else { return false }
        // The recording passed in place (read as a value it is retained and released).
        Self.append(&drawing!.commands, transformedBy: translation, to: &list)
        return true
    }
    private static func append(_ commands: inout DisplayList, transformedBy translation: DrawTransform,
                                           to list: inout DisplayList) {
        list.append(contentsOf: commands, transformedBy: translation)
    }

    /// What the row drew when it was last painted, if it still holds: recorded since this
    /// placement, at the node's current ``ViewNode/paintGeneration``.
    func recordedDrawing(of node: ViewNode) -> DisplayList? {
        guard isCurrent, let drawing, drawing.paintGeneration == node.paintGeneration else { return nil }
        return drawing.commands
    }
}

/// A row whose view resolved to no subviews (a filtered-out element): no size.
final class EmptyRow: LayoutChild {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(size: .zero) }
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {}
    var layoutPriority: Double { 0 }
    var spacing: ViewSpacing { .zero }
}

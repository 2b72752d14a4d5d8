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
    /// ``owner``'s identity: checking that a node is the owner this way reads no reference
    /// (reading ``owner`` takes a strong one, released after: two atomic operations a row
    /// replayed).
    private let ownerID: ObjectIdentifier
    // From here to ``recording``: what painting reads of each row every frame (``holds(for:)``,
    // ``replays(for:)``), declared together to share a cache line.
    private(set) var generation: Int
    /// Whether this is the row's current placement (false once retired).
    private(set) var isCurrent = true
    /// What the row drew in its own space (its storage kept from one recording to the next),
    /// and the node's paint generation then (-1: none holds; no paint generation is negative).
    ///
    /// Changed only by taking the list out (``takeRecording()``), changing the local, and
    /// putting it back: an access to the property then never encloses a call into another
    /// module or a release, so the optimizer proves every access to it free of conflicts and
    /// drops its run-time exclusivity checks (two a row painted otherwise; Performance.md,
    /// "Exclusivity checks and testable builds").
    private var recording = DisplayList()
    private var recordedAt = -1
    /// The child when it is a node other than the row's own (see ``otherChild``).
    private var otherChildNode: ViewNode?
    /// Whether the child is the owner (``otherChild`` is nil), kept as a flag: comparing the
    /// existential with nil copies it.
    private var childIsOwner = true
    /// The child when it is not the row's node itself: a subview, a stack of several, or an
    /// empty row. The node itself is not held here — the node holds its placement, and a
    /// placement holding its node kept both alive for ever: a row whose view is a modifier or a
    /// leaf (its node displayable) leaked with its subtree when destroyed, or when its scene
    /// went away, its observation tokens still attached to a graph that was gone.
    private var otherChild: (any LayoutChild)?
    /// The row's layout child. (`if let`, not `??`: its autoclosure, handed to the standard
    /// library from main-actor code, would check its isolation at run time.)
    var child: any LayoutChild {
        if let otherChild { return otherChild }
        return owner
    }
    /// The child when it is a node: it draws only while the last layout pass placed it.
    var childNode: ViewNode? { childIsOwner ? owner : otherChildNode }

    /// Whether this placement still holds for `node` (its owner; any other node: false):
    /// current, made at the node's layout generation, and its child placed by the last layout
    /// pass.
    func holds(for node: ViewNode) -> Bool {
        guard isCurrent, ObjectIdentifier(node) == ownerID, generation == node.layoutGeneration else { return false }
        if childIsOwner { return node.isPlaced }
        if let otherChildNode { return otherChildNode.isPlaced }
        return true
    }
    private(set) var proposal: ProposedViewSize
    /// In a two-axis scroll view: the row's width with its stack's padding (its ideal width
    /// there), and the content width it was aligned in (`ViewListSource.widestRow`).
    var crossWidth: CGFloat = 0
    var alignedInWidth: CGFloat = 0
    /// In a horizontal scroll view aligning text baselines: the row's own ascent (its guide
    /// from its top) and descent (the rest of its height), and the extents it was aligned in
    /// (`ViewListSource.baselineExtent`); nil: the row aligns at a fraction.
    var baseline: BaselineExtent?
    var alignedInBaselines = BaselineExtent(ascent: 0, descent: 0)

    private init(owner: ViewNode, proposal: ProposedViewSize, generation: Int) {
        self.owner = owner
        ownerID = ObjectIdentifier(owner)
        self.proposal = proposal
        self.generation = generation
    }

    private func setChild(_ child: any LayoutChild) {
        let node = child as? ViewNode
        if let node, ObjectIdentifier(node) == ownerID {
            otherChild = nil; otherChildNode = nil; childIsOwner = true
        } else {
            otherChild = child; otherChildNode = node; childIsOwner = false
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
        var commands = takeRecording()
        commands.removeAll()
        swap(&commands, &recording)
    }

    private func forgetDrawing() {
        // The recording never matches again; its storage stays.
        recordedAt = -1
    }

    /// The recorded list, moved out (``recording`` is left empty): no retain, and the access
    /// to the property holds nothing but the move.
    private func takeRecording() -> DisplayList {
        var commands = DisplayList()
        swap(&commands, &recording)
        return commands
    }

    /// Records what the row drew at the node's paint generation `paintGeneration`.
    func recordDrawing(_ drawn: ArraySlice<DrawCommand>, paintGeneration: Int) {
        var commands = takeRecording()
        commands.removeAll()
        for command in drawn { commands.append(command) }
        swap(&commands, &recording)
        recordedAt = paintGeneration
    }

    /// Whether what the row drew when it was last painted may be replayed for `node`: the
    /// placement holds for it (its owner) and the recording is current (see
    /// ``recordedDrawing(of:)``).
    func replays(for node: ViewNode) -> Bool { holds(for: node) && recordedAt == node.paintGeneration }

    /// Appends the recording, translated, by reference (one `DrawCommand.replay`: its commands
    /// are neither copied now nor destroyed with the frame's list), once ``replays(for:)`` said it may. Apart from the
    /// check so that a caller lets go of the node before the append (a call into another
    /// module: any reference held across it is retained and released around it).
    func appendRecording(transformedBy translation: DrawTransform, into list: inout DisplayList) {
        // Moved out and back (not read as a value, which retains and releases it).
        var commands = takeRecording()
        list.append(replaying: commands, transformedBy: translation)
        swap(&commands, &recording)
    }

    /// What the row drew when it was last painted, if it still holds: recorded since this
    /// placement, at the node's current ``ViewNode/paintGeneration``.
    func recordedDrawing(of node: ViewNode) -> DisplayList? {
        guard isCurrent, recordedAt >= 0, recordedAt == node.paintGeneration else { return nil }
        return recording
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

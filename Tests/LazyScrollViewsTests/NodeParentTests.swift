import DisplayList
import Testing
@testable import LazyScrollViews

/// `ViewNode.parent`: an `unowned let` the node is made with (reading it is no exclusivity
/// access), answered nil once the node is destroyed — so a node held past its destruction (the
/// invalidated list, a row's placement) whose parent has gone stops a walk up at itself instead
/// of reading the gone parent, which would trap (`unowned`, the checked kind).
@MainActor
@Suite("Node parent")
struct NodeParentTests {
    @Test("A node answers its parent until it is destroyed, then nil; depth follows the parent")
    func parentUntilDestroyed() {
        let graph = ViewGraph(measurer: FixedAdvanceTextMeasurer())
        let parent = ViewNode(viewType: Int.self, parent: nil, environment: EnvironmentValues(), graph: graph)
        let child = ViewNode(viewType: Int.self, parent: parent, environment: EnvironmentValues(), graph: graph)
        #expect(child.parent === parent)
        #expect(parent.parent == nil)
        #expect(child.depth == 1)
        child.destroy()
        #expect(child.parent == nil)
        #expect(parent.parent == nil)
    }

    /// A destroyed child outliving its parent: with `parent` read through the unowned reference
    /// alone, the walk up of `invalidateLayout()` would read a deallocated object and trap.
    @Test("A destroyed node held after its parent went invalidates without reading the parent")
    func destroyedNodeOutlivesParent() {
        let graph = ViewGraph(measurer: FixedAdvanceTextMeasurer())
        var parent: ViewNode? = ViewNode(viewType: Int.self, parent: nil, environment: EnvironmentValues(), graph: graph)
        weak let weakParent = parent
        let child = ViewNode(viewType: Int.self, parent: parent, environment: EnvironmentValues(), graph: graph)
        child.destroy()
        parent = nil
        #expect(weakParent == nil)
        let generation = child.layoutGeneration
        child.invalidateLayout()
        // The walk counted the child itself, then stopped: it had no parent to go on to.
        #expect(child.layoutGeneration == generation + 1)
        #expect(child.parent == nil)
    }
}

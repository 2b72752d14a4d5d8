import Foundation

// Screens under the top one stay alive, as in SwiftUI: a `NavigationStack` keeps the views of
// every screen on its path, so a screen you come back to has the `@State` you left it with
// (https://developer.apple.com/documentation/swiftui/navigationstack — "the stack displays
// the root view and any views pushed on top of it"; pushed screens are removed only when popped).
// A covered screen is neither laid out nor drawn nor hit-tested, and takes no keys: its views'
// `onDisappear` runs when a screen is pushed over it and `onAppear` when it shows again, as
// UIKit's `viewWillDisappear`/`viewWillAppear` do for the screens of a navigation controller.

/// Which screen a stack entry is, for identity: a screen keeps its views while its entry stays
/// at its depth; a different value (or a different pushed view) at that depth is a new screen.
struct ScreenIdentity: Hashable {
    let depth: Int
    /// The pushed value, or the serial of the pushed destination view; nil for the root.
    let entry: AnyHashable?
}

/// One screen of a stack, shown when it is the top one and kept (not drawn) when covered.
struct StackScreen<Content: View>: View {
    let content: Content
    let isCovered: Bool
    var body: Never { fatalError("StackScreen is primitive") }
}

extension StackScreen: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = StackScreenNode(isCovered: isCovered, viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        return node
    }

    func update(_ node: ViewNode) {
        let node = node as! StackScreenNode
        node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
        if node.isCovered != isCovered {
            node.isCovered = isCovered
            node.invalidateLayout()
        }
    }
}

/// A screen's node: passes layout and drawing through to its content while it is the top
/// screen; covered, it fills what it is offered without placing its content (so the content
/// counts as off screen) and draws nothing.
final class StackScreenNode: ViewNode {
    var content: ViewNode?
    var isCovered: Bool

    init(isCovered: Bool, viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.isCovered = isCovered
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let content { body(content) } }

    /// The content as laid out: one view, or several stacked as SwiftUI's implicit `VStack`.
    private var child: (any LayoutChild)? {
        var list: [ViewNode] = []
        content?.appendSubviews(to: &list)
        return list.count == 1 ? list[0] : list.isEmpty ? nil : ImplicitStack(list)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if isCovered { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        return child?.sizeThatFits(proposal) ?? .zero
    }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        guard !isCovered else { return }
        child?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    override func render(into context: inout RenderContext) {
        guard !isCovered, let child else { return }
        renderChild(child, into: &context)
    }
}

extension ViewNode {
    /// Whether this node is a navigation screen with another pushed over it: its subtree is
    /// kept but takes no part in what the window shows (no window scroll view, no keys).
    var isCoveredScreen: Bool { (self as? StackScreenNode)?.isCovered == true }

    /// Whether a navigation screen with another pushed over it contains this node.
    var isUnderCoveredScreen: Bool {
        var current: ViewNode? = parent
        while let node = current {
            if node.isCoveredScreen { return true }
            current = node.parent
        }
        return false
    }
}

/// A group of views with an optional header and footer — SwiftUI's `Section`. In a lazy stack
/// each section is one of the engine's sections: its header and footer can be pinned
/// (`pinnedViews`), its rows are created only when they come near the viewport. Elsewhere
/// (a `VStack`) the header, content and footer are simply stacked.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    let hasHeader: Bool
    let hasFooter: Bool
    /// `Section(isExpanded:)`'s binding: the content shows while it is true.
    var isExpanded: Binding<Bool>? = nil
    public var body: Never { fatalError("Section is primitive") }
}

extension Section {
    /// Apple's form: `Section(header: SectionHeaderView(colorData: section)) { … }`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer, hasHeader: true, hasFooter: true)
    }
    /// The trailing-closure form: `Section { … } header: { … } footer: { … }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer(), hasHeader: true, hasFooter: true)
    }
}

extension Section where Footer == EmptyView {
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView(), hasHeader: true, hasFooter: false)
    }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), hasHeader: true, hasFooter: false)
    }
}

extension Section where Parent == EmptyView {
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer, hasHeader: false, hasFooter: true)
    }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer(), hasHeader: false, hasFooter: true)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView(), hasHeader: false, hasFooter: false)
    }
}

/// Marks `Section` types, so a `ForEach` can tell that its elements are sections without
/// building them.
protocol SectionMarker {}
extension Section: SectionMarker {}

/// A section's three parts; transparent (it lends header, content and footer in order).
final class SectionNode: ViewNode {
    var header: ViewNode?
    var content: ViewNode?
    var footer: ViewNode?
    override var isDisplayable: Bool { false }
    override var debugName: String? { "Section" }
    override var children: [ViewNode] { [header, content, footer].compactMap { $0 } }
    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let header { body(header) }
        if let content { body(content) }
        if let footer { body(footer) }
    }

    /// A new environment from above (the window's colour scheme switched, a font set around the
    /// list): the header and footer get theirs again, with the list's section styling (see
    /// ``environments(_:)``) — not the plain one the other nodes pass down.
    override func environmentChanged(_ newEnvironment: EnvironmentValues) {
        // Moved in, as `ViewNode.environmentChanged(_:)` does (an assignment would let the old
        // value go inside the write, and every read of `environment` would be checked).
        var replaced = newEnvironment
        swap(&replaced, &environment)
        let (headerEnv, footerEnv) = Self.environments(newEnvironment)
        header?.environmentChanged(headerEnv)
        content?.environmentChanged(newEnvironment)
        footer?.environmentChanged(footerEnv)
        invalidateLayout()
    }

    /// The header's and the footer's environments in `environment`: not lazy lists; in a List,
    /// footers in footnote type in the secondary colour (UIKit's `groupedFooter`), headers the
    /// same in grouped styles, bold primary type (Headline) in plain and sidebar lists
    /// (`plainHeader`, `sidebarHeader`).
    static func environments(_ environment: EnvironmentValues) -> (header: EnvironmentValues, footer: EnvironmentValues) {
        var env = environment
        env.isLazyListContent = false
        var headerEnv = env
        if let style = env.listStyle {
            if env.font == nil { env.font = .footnote }
            if env.foregroundColor == nil { env.foregroundColor = .secondary }
            if headerEnv.font == nil { headerEnv.font = style.boldHeaders ? .headline : .footnote }
            if headerEnv.foregroundColor == nil { headerEnv.foregroundColor = style.boldHeaders ? .primary : .secondary }
        }
        return (headerEnv, env)
    }
}

extension Section: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = SectionNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! SectionNode
        // Header and footer are single views, never lazy lists of their own; styled in a List.
        let (headerEnv, env) = SectionNode.environments(node.environment)
        if let isExpanded {
            node.header = reconcile(node.header, with: SectionDisclosureHeader(header: header, isExpanded: isExpanded), parent: node,
                                    environment: headerEnv, graph: node.graph)
        } else {
            node.header = hasHeader ? reconcile(node.header, with: header, parent: node, environment: headerEnv, graph: node.graph) : nil
        }
        if let isExpanded {
            // Read in a view's body, so a change of the binding alone updates it: collapsed,
            // the content's views go (made again when it expands).
            node.content = reconcile(node.content, with: SectionExpandableContent(content: content, isExpanded: isExpanded), parent: node,
                                     environment: node.environment, graph: node.graph)
        } else {
            node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
        }
        node.footer = hasFooter ? reconcile(node.footer, with: footer, parent: node, environment: env, graph: node.graph) : nil
        node.invalidateLayout()
    }
}

import Foundation

/// An edge on the vertical axis — SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable { case top, bottom }
/// An edge on the horizontal axis — SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable { case leading, trailing }

// Safe-area modifiers. A desktop window has no safe area of its own (no status bar or home
// indicator), so the safe area here is what these modifiers add. What SwiftUI does with it, as
// its documentation says: a `ScrollView` keeps its size and insets its *content* by the safe
// area ("the scroll view … adjusts … insets to avoid the safe area", and content scrolls under
// the bar of `safeAreaInset`); any other view is laid out inside it, as with padding.

extension ScrollViewNode {
    /// The safe area the modifiers around this scroll view add: its content is inset by it
    /// (with its `contentMargins`), its size unchanged. Set while it is placed; a change
    /// rebuilds the content's insets in its next pass.
    func setSafeAreaInsets(_ insets: EdgeInsets) {
        guard insets != safeAreaInsets else { return }
        safeAreaInsets = insets
        markInsetsChanged()
    }
}

/// `safeAreaPadding(_:_:)` (https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:_:)-5ij3e):
/// "Adds the provided insets into the safe area of this view." On a `ScrollView` the content
/// is inset (scrolling under the padding); on any other view it is padding.
public struct SafeAreaPaddingLayout: Layout {
    public var insets: EdgeInsets
    public init(insets: EdgeInsets) { self.insets = insets }

    @MainActor private func scrollView(_ subviews: Subviews) -> ScrollViewNode? { subviews.first?.child as? ScrollViewNode }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let first = subviews.first else { return .zero }
        if scrollView(subviews) != nil { return first.sizeThatFits(proposal) }
        var padding: Void = ()
        return PaddingLayout(insets: insets).sizeThatFits(proposal: proposal, subviews: subviews, cache: &padding)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if let scroll = scrollView(subviews) {
            scroll.setSafeAreaInsets(insets)
            subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            return
        }
        var padding: Void = ()
        // The padding is the content's safe area: `ignoresSafeArea` inside reaches through it.
        guard let graph = (subviews.first?.child as? ViewNode)?.graph else {
            PaddingLayout(insets: insets).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &padding)
            return
        }
        graph.placing(within: graph.safeAreaBands.adding(insets, in: bounds)) {
            PaddingLayout(insets: insets).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &padding)
        }
    }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`
/// (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby):
/// "The content view is anchored to the specified vertical edge in the parent view, aligning
/// its horizontal axis to the specified alignment guide. The modified view is inset by the
/// height of content, from edge. The safe area of the resulting view is the union of …". A
/// scroll view keeps its whole size and its content is inset by the bar (and `spacing`), so
/// its last rows scroll clear of a bottom bar drawn over it; another view is laid out in what
/// the bar leaves. `spacing` nil: 0 here (SwiftUI's "default amount" is not documented).
public struct SafeAreaInsetLayout: Layout {
    /// Which edge: top, bottom (vertical edges) or leading, trailing.
    var edge: Edge
    /// Where the bar sits along the edge (0 leading/top … 1 trailing/bottom).
    var fraction: CGFloat
    var spacing: CGFloat
    /// Placed by `safeAreaBar`: a scroll view under it draws its scroll edge effect over the
    /// bar's band (`ScrollEdgeEffectStyle`).
    var isBar = false

    private var vertical: Bool { edge == .top || edge == .bottom }

    @MainActor private func bar(_ subviews: Subviews, in size: CGSize) -> CGSize {
        guard subviews.count > 1 else { return .zero }
        return subviews[1].sizeThatFits(vertical ? ProposedViewSize(width: size.width, height: nil)
                                                 : ProposedViewSize(width: nil, height: size.height))
    }

    @MainActor private func inset(_ bar: CGSize) -> CGFloat { (vertical ? bar.height : bar.width) + spacing }

    private func shrink(_ proposal: ProposedViewSize, by length: CGFloat) -> ProposedViewSize {
        vertical ? ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - length) })
                 : ProposedViewSize(width: proposal.width.map { max(0, $0 - length) }, height: proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let primary = subviews.first else { return .zero }
        if primary.child is ScrollViewNode { return primary.sizeThatFits(proposal) }
        let barSize = bar(subviews, in: proposal.replacingUnspecifiedDimensions())
        let size = primary.sizeThatFits(shrink(proposal, by: inset(barSize)))
        return vertical ? CGSize(width: max(size.width, barSize.width), height: size.height + inset(barSize))
                        : CGSize(width: size.width + inset(barSize), height: max(size.height, barSize.height))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        let barSize = bar(subviews, in: bounds.size)
        let length = inset(barSize)
        var content = bounds
        // The bar's band on its edge: a scroll view's content insets, else the content's safe area.
        var insets = EdgeInsets()
        switch edge {
        case .top: insets.top = length
        case .bottom: insets.bottom = length
        case .leading: insets.leading = length
        case .trailing: insets.trailing = length
        }
        if let scroll = primary.child as? ScrollViewNode {
            scroll.setSafeAreaInsets(insets)
            scroll.edgeBarInsets = isBar ? insets : EdgeInsets()
            primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        } else {
            switch edge {
            case .top: content = CGRect(x: bounds.minX, y: bounds.minY + length, width: bounds.width, height: bounds.height - length)
            case .bottom: content.size.height -= length
            case .leading: content = CGRect(x: bounds.minX + length, y: bounds.minY, width: bounds.width - length, height: bounds.height)
            case .trailing: content.size.width -= length
            }
            // `ignoresSafeArea` inside reaches under the bar.
            if let graph = (primary.child as? ViewNode)?.graph {
                graph.placing(within: graph.safeAreaBands.adding(insets, in: bounds)) {
                    primary.place(at: content.origin, anchor: .topLeading, proposal: ProposedViewSize(content.size))
                }
            } else {
                primary.place(at: content.origin, anchor: .topLeading, proposal: ProposedViewSize(content.size))
            }
        }
        guard subviews.count > 1 else { return }
        let origin: CGPoint
        switch edge {
        case .top: origin = CGPoint(x: bounds.minX + (bounds.width - barSize.width) * fraction, y: bounds.minY)
        case .bottom: origin = CGPoint(x: bounds.minX + (bounds.width - barSize.width) * fraction, y: bounds.maxY - barSize.height)
        case .leading: origin = CGPoint(x: bounds.minX, y: bounds.minY + (bounds.height - barSize.height) * fraction)
        case .trailing: origin = CGPoint(x: bounds.maxX - barSize.width, y: bounds.minY + (bounds.height - barSize.height) * fraction)
        }
        subviews[1].place(at: origin, anchor: .topLeading,
                          proposal: vertical ? ProposedViewSize(width: bounds.width, height: nil) : ProposedViewSize(width: nil, height: bounds.height))
    }
}

/// A view with a bar inset into its safe area (``SafeAreaInsetLayout``).
public struct _SafeAreaInsetView<Content: View, Bar: View>: View {
    let content: Content
    let bar: Bar
    let layout: SafeAreaInsetLayout
    public var body: Never { fatalError("safeAreaInset is primitive") }
}

extension _SafeAreaInsetView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = LayoutNode(layout: layout, name: "safeAreaInset", viewType: Self.self, flattens: false, contentAxis: nil,
                              parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! LayoutNode<SafeAreaInsetLayout>
        node.reconcileSlots(content, bar)
        node.replaceLayout(layout)
    }
}

extension View {
    /// Insets the view's safe area by `length` (default 16) on `edges` — SwiftUI's
    /// `safeAreaPadding(_:_:)` (``SafeAreaPaddingLayout``).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> _LayoutModifierView<Self, SafeAreaPaddingLayout> {
        _LayoutModifierView(content: self, layout: SafeAreaPaddingLayout(insets: EdgeInsets(edges, length ?? PaddingLayout.defaultLength)),
                            name: "safeAreaPadding")
    }
    /// `safeAreaPadding(_:)` with a length on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> _LayoutModifierView<Self, SafeAreaPaddingLayout> { safeAreaPadding(.all, length) }
    /// `safeAreaPadding(_:)` with insets.
    public func safeAreaPadding(_ insets: EdgeInsets) -> _LayoutModifierView<Self, SafeAreaPaddingLayout> {
        _LayoutModifierView(content: self, layout: SafeAreaPaddingLayout(insets: insets), name: "safeAreaPadding")
    }

    /// Shows `content` along a vertical edge of the view, inset into its safe area — SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)` (``SafeAreaInsetLayout``).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> _SafeAreaInsetView<Self, V> {
        _SafeAreaInsetView(content: self, bar: content(),
                           layout: SafeAreaInsetLayout(edge: edge == .top ? .top : .bottom, fraction: alignment.fraction, spacing: spacing ?? 0))
    }
    /// The horizontal-edge form.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> _SafeAreaInsetView<Self, V> {
        let fraction: CGFloat
        if case .fraction(let f) = alignment.guide { fraction = f } else { fraction = 0.5 }
        return _SafeAreaInsetView(content: self, bar: content(),
                                  layout: SafeAreaInsetLayout(edge: edge == .leading ? .leading : .trailing, fraction: fraction, spacing: spacing ?? 0))
    }

    /// Shows `content` as a custom bar along a vertical edge — SwiftUI's
    /// `safeAreaBar(edge:alignment:spacing:content:)` (iOS 26,
    /// https://developer.apple.com/documentation/swiftui/view/safeareabar(edge:alignment:spacing:content:)-9hwgb):
    /// laid out as `safeAreaInset(edge:alignment:spacing:content:)`, and a scroll view under it
    /// draws its scroll edge effect over the bar where content scrolls beneath
    /// (``ScrollEdgeEffectStyle``).
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> _SafeAreaInsetView<Self, V> {
        _SafeAreaInsetView(content: self, bar: content(),
                           layout: SafeAreaInsetLayout(edge: edge == .top ? .top : .bottom, fraction: alignment.fraction,
                                                       spacing: spacing ?? 0, isBar: true))
    }
    /// The horizontal-edge form of `safeAreaBar(edge:alignment:spacing:content:)`
    /// (https://developer.apple.com/documentation/swiftui/view/safeareabar(edge:alignment:spacing:content:)).
    public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> _SafeAreaInsetView<Self, V> {
        let fraction: CGFloat
        if case .fraction(let f) = alignment.guide { fraction = f } else { fraction = 0.5 }
        return _SafeAreaInsetView(content: self, bar: content(),
                                  layout: SafeAreaInsetLayout(edge: edge == .leading ? .leading : .trailing, fraction: fraction,
                                                              spacing: spacing ?? 0, isBar: true))
    }
}

import Foundation

/// A view with a layout modifier applied (`padding`, `frame`): a one-child ``Layout`` around it.
public struct _LayoutModifierView<Content: View, L: Layout>: View {
    @usableFromInline let content: Content
    @usableFromInline let layout: L
    @usableFromInline let name: String
    /// Inlinable with the modifiers that make it, so that a `body` specialized where it is
    /// written builds it in place (unspecialized, its metadata was looked up for each row).
    @inlinable init(content: Content, layout: L, name: String) {
        self.content = content; self.layout = layout; self.name = name
    }
    public var body: Never { fatalError("layout modifiers are primitive") }
}

extension _LayoutModifierView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = LayoutNode(layout: layout, name: name, viewType: Self.self, flattens: false, contentAxis: nil,
                              parent: parent, environment: environment, graph: graph)
        node.slots = [reconcile(nil, with: content, parent: node, environment: node.childEnvironment, graph: graph)]
        return node
    }
    func update(_ node: ViewNode) {
        // Made by `makeNode` above (`reconcile` updates a node only with its own view type):
        // no checked cast, which looks up the generic class's metadata (~300 instructions).
        let node = unsafeDowncast(node, to: LayoutNode<L>.self)
        let existing = node.slots.first
        let child = reconcile(existing, with: content, parent: node, environment: node.childEnvironment, graph: node.graph)
        // The same child (nearly always): the slot array is kept, not made again.
        if child !== existing { node.slots = [child] }
        // The same layout over the same subview (a row's `.frame(width: 24, height: 24)`
        // updated with the next row's colour): nothing of the modifier's own changed, so its
        // sizes stay (a change in the child invalidates through it on its own). A child that
        // is not a subview itself may resolve to other subviews now: resolved again.
        if child === existing, child.isDisplayable, sameModifierLayout(node.layout, layout) { return }
        node.replaceLayout(layout)
    }
}

/// Whether two layouts of a modifier are the same value: a frame's compared field by field (its
/// optional lengths leave padding bytes, which a value updated in place keeps as it was made,
/// so its bytes differ from an equal frame's now and then), others by ``bitwiseEqual(_:_:)``.
@inline(__always)
nonisolated func sameModifierLayout<L>(_ a: L, _ b: L) -> Bool {
    // Told apart by the type, and read in place: `a as? FixedFrameLayout` in this unspecialized
    // code was a checked cast (`swift_dynamicCast`, ~85 instructions, two a row made).
    if L.self == FixedFrameLayout.self {
        return PrimitiveTypes.withPointer(to: a, as: FixedFrameLayout.self) { a in
            PrimitiveTypes.withPointer(to: b, as: FixedFrameLayout.self) { b in
                a.pointee.width == b.pointee.width && a.pointee.height == b.pointee.height
                    && a.pointee.alignment == b.pointee.alignment
            }
        }
    }
    return bitwiseEqual(a, b)
}

/// Whether `a` and `b`, of a plain-data type (no references: `_isPOD`), have the same bytes —
/// then they are the same value. False for other types, and may be false for equal values
/// (padding bytes): a caller treats false as "changed". Nonisolated: the byte closures would
/// check their isolation at run time in main-actor code.
nonisolated func bitwiseEqual<T>(_ a: T, _ b: T) -> Bool {
    guard _isPOD(T.self) else { return false }
    return withUnsafeBytes(of: a) { ra in withUnsafeBytes(of: b) { rb in memcmp(ra.baseAddress!, rb.baseAddress!, ra.count) == 0 } }
}

/// A view with a background or an overlay: the primary content sizes the pair; the secondary
/// is offered the primary's size and aligned in it (``BackgroundLayout``).
public struct _BackgroundView<Content: View, Secondary: View>: View {
    let content: Content
    let secondary: Secondary
    let alignment: Alignment
    let isOverlay: Bool
    public var body: Never { fatalError("background and overlay are primitive") }
}

extension _BackgroundView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = LayoutNode(layout: BackgroundLayout(alignment: alignment), name: isOverlay ? "overlay" : "background",
                              viewType: Self.self, flattens: false, contentAxis: nil,
                              parent: parent, environment: environment, graph: graph)
        node.drawsSecondaryFirst = !isOverlay
        update(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! LayoutNode<BackgroundLayout>
        node.reconcileSlots(content, secondary)
        node.replaceLayout(BackgroundLayout(alignment: alignment))
    }
}

extension LayoutNode {
    func replaceLayout(_ layout: L) {
        setLayout(layout)
        structureChanged()
    }

    /// Reconciles a two-slot layout's content (`background`, `overlay`, `safeAreaInset`): the
    /// primary view in the first slot, the secondary in the second. The slot array is kept when
    /// both children are the nodes they were.
    func reconcileSlots<Primary: View, Secondary: View>(_ primary: Primary, _ secondary: Secondary) {
        let env = childEnvironment
        let existing = (slots.first, slots.count > 1 ? slots[1] : nil)
        let first = reconcile(existing.0, with: primary, parent: self, environment: env, graph: graph)
        let second = reconcile(existing.1, with: secondary, parent: self, environment: env, graph: graph)
        if first !== existing.0 || second !== existing.1 { slots = [first, second] }
    }
}

extension View {
    /// Adds `length` points (SwiftUI's default: 16) on `edges` — SwiftUI's `padding(_:_:)`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> _LayoutModifierView<Self, PaddingLayout> {
        _LayoutModifierView(content: self, layout: PaddingLayout(insets: EdgeInsets(edges, length ?? PaddingLayout.defaultLength)), name: "padding")
    }
    /// Adds `length` points on every edge.
    public func padding(_ length: CGFloat) -> _LayoutModifierView<Self, PaddingLayout> { padding(.all, length) }
    public func padding(_ insets: EdgeInsets) -> _LayoutModifierView<Self, PaddingLayout> {
        _LayoutModifierView(content: self, layout: PaddingLayout(insets: insets), name: "padding")
    }

    /// A fixed size in one or both dimensions; nil keeps the content's — SwiftUI's
    /// `frame(width:height:alignment:)`.
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> _LayoutModifierView<Self, FixedFrameLayout> {
        // An invalid length (NaN, ±∞, negative) warns once and counts as nil (`FrameDimensionCheck`).
        _LayoutModifierView(content: self, layout: FixedFrameLayout(width: FrameDimensionCheck.fixed(width, "width"),
                                                                    height: FrameDimensionCheck.fixed(height, "height"),
                                                                    alignment: alignment), name: "frame")
    }

    /// Flexible bounds — SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`;
    /// `frame(maxWidth: .infinity)` takes all the width offered.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> _LayoutModifierView<Self, FlexibleFrameLayout> {
        typealias Check = FrameDimensionCheck // NaN, negative, an infinite minimum: one warning, then nil
        return _LayoutModifierView(content: self, layout: FlexibleFrameLayout(
            minWidth: Check.flexible(minWidth, "minWidth", isMaximum: false), idealWidth: Check.flexible(idealWidth, "idealWidth", isMaximum: false),
            maxWidth: Check.flexible(maxWidth, "maxWidth", isMaximum: true),
            minHeight: Check.flexible(minHeight, "minHeight", isMaximum: false), idealHeight: Check.flexible(idealHeight, "idealHeight", isMaximum: false),
            maxHeight: Check.flexible(maxHeight, "maxHeight", isMaximum: true), alignment: alignment), name: "frame")
    }

    /// Draws `background` behind the view, sized to it — SwiftUI's `background(_:alignment:)`.
    public func background<B: View>(_ background: B, alignment: Alignment = .center) -> _BackgroundView<Self, B> {
        _BackgroundView(content: self, secondary: background, alignment: alignment, isOverlay: false)
    }
    /// `background(alignment:content:)`.
    public func background<B: View>(alignment: Alignment = .center, @ViewBuilder content: () -> B) -> _BackgroundView<Self, B> {
        background(content(), alignment: alignment)
    }
    /// Fills the view's bounds behind it with `color` (SwiftUI's `background(_ style:)`).
    public func background(_ color: Color) -> _BackgroundView<Self, Color> { background(color, alignment: .center) }

    /// Draws `overlay` over the view, sized to it — SwiftUI's `overlay(_:alignment:)`.
    public func overlay<O: View>(_ overlay: O, alignment: Alignment = .center) -> _BackgroundView<Self, O> {
        _BackgroundView(content: self, secondary: overlay, alignment: alignment, isOverlay: true)
    }
    /// `overlay(alignment:content:)`, as seed 004's "Scroll to Showcase" button uses.
    public func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder content: () -> O) -> _BackgroundView<Self, O> {
        overlay(content(), alignment: alignment)
    }
}

extension View {
    /// Fixes the view at its ideal size in the given dimensions — SwiftUI's
    /// `fixedSize(horizontal:vertical:)` (``FixedSizeLayout``).
    public func fixedSize(horizontal: Bool, vertical: Bool) -> _LayoutModifierView<Self, FixedSizeLayout> {
        _LayoutModifierView(content: self, layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), name: "fixedSize")
    }
    /// Fixes the view at its ideal size in both dimensions — SwiftUI's `fixedSize()`.
    public func fixedSize() -> _LayoutModifierView<Self, FixedSizeLayout> { fixedSize(horizontal: true, vertical: true) }

    /// Constrains the view to an aspect ratio (width / height; nil: its ideal size's), fitting or
    /// filling what it is offered — SwiftUI's `aspectRatio(_:contentMode:)` (``AspectRatioLayout``).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> _LayoutModifierView<Self, AspectRatioLayout> {
        _LayoutModifierView(content: self, layout: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode), name: "aspectRatio")
    }
    /// `aspectRatio(_:contentMode:)` with the ratio of a size (`CGSize(width: 16, height: 9)`).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> _LayoutModifierView<Self, AspectRatioLayout> {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }
    /// `scaledToFit()`: `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> _LayoutModifierView<Self, AspectRatioLayout> { aspectRatio(nil, contentMode: .fit) }
    /// `scaledToFill()`: `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> _LayoutModifierView<Self, AspectRatioLayout> { aspectRatio(nil, contentMode: .fill) }
}

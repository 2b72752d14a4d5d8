import DisplayList
import Foundation
import ScrollCore

/// A view masked by another — what `mask(alignment:_:)` returns. Laid out as an overlay: the
/// content sizes the pair, the mask is proposed the content's size and aligned in its frame
/// (``BackgroundLayout``); drawn as the content with its alpha multiplied by the mask's.
public struct _MaskView<Content: View, Mask: View>: View {
    let content: Content
    let mask: Mask
    let alignment: Alignment
    public var body: Never { fatalError("mask is primitive") }
}

extension _MaskView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = LayoutNode(layout: BackgroundLayout(alignment: alignment), name: "mask", viewType: Self.self,
                              flattens: false, contentAxis: nil, parent: parent, environment: environment, graph: graph)
        node.masksBySecondary = true
        update(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! LayoutNode<BackgroundLayout>
        node.reconcileSlots(content, mask)
        node.replaceLayout(BackgroundLayout(alignment: alignment))
    }
}

extension View {
    /// Masks this view by the alpha of `mask` — SwiftUI's `mask(alignment:_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:)): "Masks this
    /// view using the alpha channel of the given view". The mask view is laid out as an overlay
    /// is — proposed this view's size, placed in its frame by `alignment` — and each pixel of
    /// this view keeps its colour with its alpha multiplied by the mask's there: an opaque mask
    /// shows it, a clear one (or no mask drawing) hides it, a gradient from `.black` to `.clear`
    /// fades it. The mask's colours do not matter, and it takes no taps (hit testing is this
    /// view's, unmasked, as with `clipShape`). Drawn through two offscreen layers of the frame
    /// (`DrawCommand.pushMask` with a view's commands): a read-back of those pixels each frame.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> _MaskView<Self, Mask> {
        _MaskView(content: self, mask: mask(), alignment: alignment)
    }
    /// Masks this view by `mask`, centred — SwiftUI's deprecated `mask(_:)`; see `mask(alignment:_:)`.
    public func mask<Mask: View>(_ mask: Mask) -> _MaskView<Self, Mask> {
        _MaskView(content: self, mask: mask, alignment: .center)
    }
}

extension LayoutNode {
    /// Draws `content` masked by `mask`'s drawing: the mask drawn into its own list first (its
    /// taps, pointer regions and outlines dropped), then the content inside a `pushMask` of that
    /// list over the union of this node's frame and the mask's.
    func renderMasked(_ content: any LayoutChild, by mask: any LayoutChild, into context: inout RenderContext) {
        let registered = HitRegistrations(context, graph), outlines = context.debugBounds.count
        let savedClip = context.roundedClip
        context.roundedClip = nil                     // the mask decides every edge inside
        var maskList = DisplayList()
        swap(&maskList, &context.list)
        renderChild(mask, into: &context)
        swap(&maskList, &context.list)
        registered.drop(from: &context, graph)
        context.debugBounds.removeSubrange(outlines...)
        var box = frame
        if let node = mask as? ViewNode, node.isPlaced { box = box.union(node.frame) }
        context.list.append(.pushMask(.layer(maskList), bounds: box.core))
        renderChild(content, into: &context)
        context.list.append(.popMask)
        context.roundedClip = savedClip
    }
}

// TEMPORARY: minimal layouts so the core compiles until the layout branch lands. Deleted at merge.
import DisplayList
import Foundation

struct StackLayoutStub: Layout {
    var axis: Axis
    var hAlignment: HorizontalAlignment = .center
    var vAlignment: VerticalAlignment = .center
    var spacingValue: CGFloat?
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var main: CGFloat = 0, cross: CGFloat = 0
        for (i, s) in subviews.enumerated() {
            let size = s.sizeThatFits(.unspecified)
            main += axis == .horizontal ? size.width : size.height
            cross = max(cross, axis == .horizontal ? size.height : size.width)
            if i > 0 { main += spacingValue ?? 8 }
        }
        return axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var p: CGFloat = axis == .horizontal ? bounds.minX : bounds.minY
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            if axis == .horizontal { s.place(at: CGPoint(x: p, y: bounds.minY), proposal: .unspecified); p += size.width + (spacingValue ?? 8) }
            else { s.place(at: CGPoint(x: bounds.minX, y: p), proposal: .unspecified); p += size.height + (spacingValue ?? 8) }
        }
    }
}
public struct HStackLayout: Layout {
    var stub: StackLayoutStub
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { stub = StackLayoutStub(axis: .horizontal, vAlignment: alignment, spacingValue: spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { stub.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { stub.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
}
public struct VStackLayout: Layout {
    var stub: StackLayoutStub
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { stub = StackLayoutStub(axis: .vertical, hAlignment: alignment, spacingValue: spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { stub.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { stub.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
}
public struct ZStackLayout: Layout {
    public init(alignment: Alignment = .center) {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { subviews.first?.sizeThatFits(proposal) ?? .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { for s in subviews { s.place(at: bounds.origin, proposal: proposal) } }
}
public struct PaddingLayout: Layout {
    static let defaultLength: CGFloat = 16
    var insets: EdgeInsets
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let s = subviews.first?.sizeThatFits(.unspecified) ?? .zero
        return CGSize(width: s.width + insets.leading + insets.trailing, height: s.height + insets.top + insets.bottom)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: .unspecified)
    }
}
public struct FixedFrameLayout: Layout {
    var width: CGFloat?, height: CGFloat?, alignment: Alignment
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) { self.width = width; self.height = height; self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let s = subviews.first?.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)) ?? .zero
        return CGSize(width: width ?? s.width, height: height ?? s.height)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}
public struct FlexibleFrameLayout: Layout {
    var alignment: Alignment
    init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}
public struct BackgroundLayout: Layout {
    var alignment: Alignment
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { subviews.first?.sizeThatFits(proposal) ?? .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}
enum SpacerSizing { static func size(for proposal: ProposedViewSize, minLength: CGFloat?, axis: Axis?) -> CGSize { CGSize(width: minLength ?? 8, height: minLength ?? 8) } }
enum DividerSizing { static func size(for proposal: ProposedViewSize, axis: Axis?) -> CGSize { CGSize(width: proposal.width ?? 1, height: 1) } }
struct TextLine { var text: String; var origin: CGPoint; var width: CGFloat }
struct TextLayoutResult { var size: CGSize; var lines: [TextLine]; var firstBaseline: CGFloat; var lastBaseline: CGFloat }
enum TextLayout {
    static func layout(_ string: String, font: FontSpec, lineLimit: Int?, proposal: ProposedViewSize, measurer: any TextMeasurer) -> TextLayoutResult {
        let s = measurer.measure(string, font: font)
        return TextLayoutResult(size: CGSize(width: s.width, height: s.height), lines: [TextLine(text: string, origin: .zero, width: s.width)], firstBaseline: s.height * 0.8, lastBaseline: s.height * 0.8)
    }
}

import Foundation
import LazyScrollViews

/// All of an app's previews side by side — Xcode's canvas, as a view: a vertical `ScrollView`
/// whose content flows the previews into rows (`PreviewCanvasLayout`), each in a frame of its
/// own (`PreviewCanvasCell`): its name above, its view inside, at the size its traits ask for
/// (`PreviewContainerLayout`).
///
/// Each preview is its own subtree (identified by its key), so its `@State` and its scroll views'
/// positions are its own: scrolling the list in one preview moves neither another preview nor the
/// canvas, and the canvas scrolls when the wheel is over the gaps or the names (or with the
/// keyboard: the canvas is the window's scroll view). Every preview is made when the canvas is;
/// the lists inside them stay lazy.
struct PreviewCanvas: View {
    let entries: [PreviewCatalog.Entry]
    /// The device a default-layout preview runs on (`PreviewCatalog.canvasDevice`).
    let device: CGSize

    /// The gap between frames, and around them.
    static let spacing: CGFloat = 24

    var body: some View {
        ScrollView {
            PreviewCanvasLayout(spacing: Self.spacing) {
                ForEach(entries, id: \.key) { entry in
                    PreviewCanvasCell(entry: entry, device: device)
                }
            }
            .padding(Self.spacing)
        }
        .background(Color(white: 0.9))
    }
}

/// One preview on the canvas: its name, then its view in a bordered frame at its size.
struct PreviewCanvasCell: View {
    let entry: PreviewCatalog.Entry
    let device: CGSize

    /// The height of the name line above the frame, and the gap below it.
    static let labelHeight: CGFloat = 18
    static let labelGap: CGFloat = 6

    var body: some View {
        VStack(alignment: .leading, spacing: Self.labelGap) {
            Text(entry.key).font(.caption).foregroundStyle(.secondary)
                .frame(height: Self.labelHeight)
            PreviewContainerLayout(layout: entry.preview.layout, device: device) {
                VStack { entry.preview.makeView() }
            }
            .background(Color.white)
            .clipped()
            .overlay(Rectangle().stroke(Color.gray.opacity(0.6), lineWidth: 1))
        }
        .id(entry.key)
    }
}

/// The frame a preview gets on the canvas, sized as its trait says
/// (<https://developer.apple.com/documentation/developertoolssupport/previewtrait>):
/// - `.defaultLayout` (and no trait): "a container the size of the device on which the preview
///   is running" — `device`;
/// - `.fixedLayout(width:height:)`: "a fixed size container with the given dimensions";
/// - `.sizeThatFitsLayout`: "fit the container to the size of the preview when offered the size
///   of the device" — the view's size for a proposal of `device`.
///
/// The container keeps that size whatever its parent proposes, and centres the preview in it,
/// offering it the container's size.
struct PreviewContainerLayout: Layout {
    let layout: PreviewLayout
    let device: CGSize

    /// The container's size for its one subview (the preview).
    func containerSize(_ subviews: Subviews) -> CGSize {
        switch layout {
        case .device:
            return device
        case .fixed(let width, let height):
            return CGSize(width: max(0, width), height: max(0, height))
        case .sizeThatFits:
            guard let preview = subviews.first else { return .zero }
            let fitted = preview.sizeThatFits(ProposedViewSize(device))
            // A view that takes all it is offered in a dimension with no bound would be
            // unbounded; the device's size stands in.
            return CGSize(width: fitted.width.isFinite ? fitted.width : device.width,
                          height: fitted.height.isFinite ? fitted.height : device.height)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        containerSize(subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let size = containerSize(subviews)
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(size))
        }
    }
}

/// Flows its subviews into rows, left to right, each at its ideal size: a row ends where the
/// next subview would pass the proposed width (a subview wider than that gets a row of its own).
/// Rows are `spacing` apart, and so are the subviews in a row; a row's subviews align at the top.
struct PreviewCanvasLayout: Layout {
    var spacing: CGFloat

    /// Where each subview goes (top-leading corners, relative to the container) and the size
    /// the whole flow takes, for a proposed width (nil or infinite: one row).
    static func arrange(_ sizes: [CGSize], width: CGFloat?, spacing: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        let limit = width.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for size in sizes {
            if x > 0, x + size.width > limit {
                y += rowHeight + spacing
                x = 0
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            widest = max(widest, x + size.width)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return (origins, CGSize(width: widest, height: sizes.isEmpty ? 0 : y + rowHeight))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let flow = Self.arrange(sizes, width: proposal.width, spacing: spacing)
        // As wide as offered (the rows start at the leading edge), as tall as the rows.
        let width = proposal.width.flatMap { $0.isFinite ? max($0, flow.size.width) : nil } ?? flow.size.width
        return CGSize(width: width, height: flow.size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let flow = Self.arrange(sizes, width: bounds.width, spacing: spacing)
        for (index, subview) in subviews.enumerated() {
            let origin = flow.origins[index]
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading,
                          proposal: ProposedViewSize(sizes[index]))
        }
    }
}

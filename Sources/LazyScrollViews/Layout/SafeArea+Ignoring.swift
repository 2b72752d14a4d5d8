import Foundation

// `ignoresSafeArea(_:edges:)`: a view that touches the safe area's edge extends through the
// unsafe band beyond it — a background colour under the navigation bar and the large title, a
// gradient under a bottom bar. Apple: "By default, the SwiftUI layout system sizes and positions
// views to avoid certain safe areas … you can use this modifier to expand the view's frame
// into the safe area" (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)),
// and only where the view touches it: "the view extends into the safe area only on the edges
// where its frame meets the safe area" is how a view in the middle of the screen behaves there.
//
// The unsafe bands a desktop window has (it has none of its own: no status bar, no home
// indicator) are the ones its containers add: the navigation bar, the large title and search
// field and the bottom toolbar of a `NavigationStack`'s screen, and `safeAreaInset` /
// `safeAreaPadding` around views other than scroll views (around a scroll view they inset its
// content, which scrolls through them). Containers declare their bands while they place their
// content (``ViewGraph/safeAreaBands``); rows of a scroll view are placed in the content's own
// space and see none.

/// Which kinds of safe area a view ignores — SwiftUI's `SafeAreaRegions`
/// (https://developer.apple.com/documentation/swiftui/safearearegions).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The bands of containers: bars, titles, `safeAreaInset` and `safeAreaPadding`.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The band a software keyboard covers. A desktop window shows no software keyboard, so
    /// this region is always empty here: ignoring it alone changes nothing.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The unsafe bands around the views being placed now, in window points: for each edge, the
/// coordinate where the safe area ends (`safe`) and where the band beyond it ends (`outer`), or
/// nil where there is none. A view whose frame reaches `safe` on an edge touches the safe
/// area's edge there.
struct SafeAreaBands: Equatable {
    struct Band: Equatable {
        var safe: CGFloat
        var outer: CGFloat
    }
    var top: Band?, bottom: Band?, leading: Band?, trailing: Band?

    /// No bands: the window's own, and a scroll view's rows.
    static let none = SafeAreaBands()
    var isEmpty: Bool { top == nil && bottom == nil && leading == nil && trailing == nil }

    /// Within 0.5 pt: frames come from sums of sizes.
    private static let slack: CGFloat = 0.5

    /// The bands for the content of a container at `bounds` that keeps `insets` from its edges
    /// (`safeAreaPadding`, the content beside a `safeAreaInset` bar): each inset is a band from
    /// the container's edge, joined to this one's band where the container starts inside it or
    /// at its safe edge (a screen's large title under its navigation bar is one band).
    func adding(_ insets: EdgeInsets, in bounds: CGRect) -> SafeAreaBands {
        var bands = self
        if insets.top > 0 { bands.top = Self.band(top, edge: bounds.minY, inset: insets.top, inward: 1) }
        if insets.bottom > 0 { bands.bottom = Self.band(bottom, edge: bounds.maxY, inset: insets.bottom, inward: -1) }
        if insets.leading > 0 { bands.leading = Self.band(leading, edge: bounds.minX, inset: insets.leading, inward: 1) }
        if insets.trailing > 0 { bands.trailing = Self.band(trailing, edge: bounds.maxX, inset: insets.trailing, inward: -1) }
        return bands
    }

    /// The band of `inset` inside a container's edge at `edge` (`inward` +1 on a top or leading
    /// edge, −1 on a bottom or trailing one), joined to `band` when the edge is at or outside
    /// its safe edge.
    private static func band(_ band: Band?, edge: CGFloat, inset: CGFloat, inward: CGFloat) -> Band {
        guard let band, (edge - band.safe) * inward <= slack else { return Band(safe: edge + inward * inset, outer: edge) }
        return Band(safe: inward > 0 ? max(edge + inset, band.safe) : min(edge - inset, band.safe), outer: band.outer)
    }

    /// The bands for content placed at `bounds` with a band of `length` outside it on `edge`
    /// (a navigation bar above a screen's content).
    func addingBand(_ length: CGFloat, outside edge: Edge, of bounds: CGRect) -> SafeAreaBands {
        var outer = bounds
        switch edge {
        case .top: outer.origin.y -= length; outer.size.height += length
        case .bottom: outer.size.height += length
        case .leading: outer.origin.x -= length; outer.size.width += length
        case .trailing: outer.size.width += length
        }
        return adding(EdgeInsets(Edge.Set(edge), length), in: outer)
    }

    /// `frame` grown through the bands on `edges` whose safe edge it reaches. The bands stay
    /// for what is inside it (a `GeometryReader` there still reads the insets it covers), but
    /// nothing inside is inset by them: its content lays out in the grown frame.
    func expanding(_ frame: CGRect, through edges: Edge.Set) -> CGRect {
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), let band = top, minY <= band.safe + Self.slack, minY >= band.outer - Self.slack { minY = min(minY, band.outer) }
        if edges.contains(.bottom), let band = bottom, maxY >= band.safe - Self.slack, maxY <= band.outer + Self.slack { maxY = max(maxY, band.outer) }
        if edges.contains(.leading), let band = leading, minX <= band.safe + Self.slack, minX >= band.outer - Self.slack { minX = min(minX, band.outer) }
        if edges.contains(.trailing), let band = trailing, maxX >= band.safe - Self.slack, maxX <= band.outer + Self.slack { maxX = max(maxX, band.outer) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// How far into `frame` the bands reach on each edge: a `GeometryProxy`'s `safeAreaInsets`.
    func insets(of frame: CGRect) -> EdgeInsets {
        var insets = EdgeInsets()
        // (At most the frame's own size: a view wholly inside a band is all inset.)
        if let band = top, frame.minY < band.safe, frame.minY >= band.outer - Self.slack { insets.top = min(frame.height, band.safe - frame.minY) }
        if let band = bottom, frame.maxY > band.safe, frame.maxY <= band.outer + Self.slack { insets.bottom = min(frame.height, frame.maxY - band.safe) }
        if let band = leading, frame.minX < band.safe, frame.minX >= band.outer - Self.slack { insets.leading = min(frame.width, band.safe - frame.minX) }
        if let band = trailing, frame.maxX > band.safe, frame.maxX <= band.outer + Self.slack { insets.trailing = min(frame.width, frame.maxX - band.safe) }
        return insets
    }
}

extension ViewGraph {
    /// Runs `body` — a container placing its content — with `bands` as the unsafe bands around
    /// what it places, and puts the previous ones back.
    func placing<T>(within bands: SafeAreaBands, _ body: () -> T) -> T {
        let previous = safeAreaBands
        safeAreaBands = bands
        defer { safeAreaBands = previous }
        return body()
    }
}

/// `ignoresSafeArea(_:edges:)`'s layout: its content is sized as the view is, then placed in the
/// view's frame grown through the unsafe bands on `edges` that the frame reaches (centred there
/// when it does not fill it, as any frame centres its content). The view's own size, which its
/// container lays it out by, does not change; what is inside is not inset by the bands again
/// (a stack's first view goes to the top of the grown frame).
struct IgnoresSafeAreaLayout: Layout {
    var edges: Edge.Set

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        guard let graph = (content.child as? ViewNode)?.graph, !edges.isEmpty else {
            content.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            return
        }
        let frame = graph.safeAreaBands.expanding(bounds, through: edges)
        guard frame != bounds else {
            content.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            return
        }
        content.place(at: CGPoint(x: frame.midX, y: frame.midY), anchor: .center, proposal: ProposedViewSize(frame.size))
    }
}

/// A container's band outside its content (``SafeAreaBands/addingBand(_:outside:of:)``): the
/// content is placed as it is, with the band declared around it.
struct SafeAreaBandLayout: Layout {
    var edge: Edge
    var length: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        guard length > 0, let graph = (content.child as? ViewNode)?.graph else {
            content.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            return
        }
        graph.placing(within: graph.safeAreaBands.addingBand(length, outside: edge, of: bounds)) {
            content.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        }
    }
}

extension View {
    /// Extends the view through the safe area's unsafe bands on `edges` where its frame meets
    /// them — SwiftUI's `ignoresSafeArea(_:edges:)`
    /// (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)):
    /// `Color.orange.ignoresSafeArea()` behind a screen's content reaches under its navigation
    /// bar and large title. The view's size as its container lays it out is unchanged; its
    /// content is laid out in the grown frame, with no safe area on those edges.
    ///
    /// The bands here are the containers' (see ``SafeAreaRegions``): a window has no safe area
    /// of its own, and no software keyboard, so `.keyboard` alone changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> _LayoutModifierView<Self, some Layout> {
        _LayoutModifierView(content: self, layout: IgnoresSafeAreaLayout(edges: regions.contains(.container) ? edges : []),
                            name: "ignoresSafeArea")
    }

    /// ``ignoresSafeArea(_:edges:)`` of the containers' bands on `edges` — SwiftUI's deprecated
    /// `edgesIgnoringSafeArea(_:)`.
    @available(*, deprecated, renamed: "ignoresSafeArea(_:edges:)")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> _LayoutModifierView<Self, some Layout> {
        _LayoutModifierView(content: self, layout: IgnoresSafeAreaLayout(edges: edges), name: "ignoresSafeArea")
    }

    /// Declares a band of `length` outside the view on `edge` (a bar beside it).
    func safeAreaBand(_ length: CGFloat, outside edge: Edge) -> _LayoutModifierView<Self, SafeAreaBandLayout> {
        _LayoutModifierView(content: self, layout: SafeAreaBandLayout(edge: edge, length: length), name: "safeAreaBand")
    }
}

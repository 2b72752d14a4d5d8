import DisplayList
import Foundation
import LazyLayout
import ScrollCore

/// How a scroll view blends its content into a bar pinned over its edge — SwiftUI's
/// `ScrollEdgeEffectStyle` (iOS 26,
/// https://developer.apple.com/documentation/swiftui/scrolledgeeffectstyle): "blur transitions
/// between scrolling content and an area with controls, such as toolbars".
///
/// The effect is drawn where a bar placed with `safeAreaBar(edge:alignment:spacing:content:)`
/// lies over the scroll view, while content has scrolled under it (Apple's `.automatic`:
/// "applies automatically when pinned content overlaps scrolling content"). Over the bar's
/// band, on the scroll view's own drawing, under the bar:
///
/// | style | drawn |
/// |---|---|
/// | `.soft` | eight strips across the band, each blurring what is under it and laying the window background over it, from blur 8 pt and 80 % at the edge to 1 pt and 10 % at the band's inner edge (a progressive blur that grows more opaque toward the edge: Apple's "subtle, blurred boundary") |
/// | `.hard` | the band blurred 8 pt under the background at 95 % and a 1 pt dividing line (UIKit's separator colour) along its inner edge (Apple's "linear, nearly opaque boundary", UIKit's "hard cutoff and dividing line") |
/// | `.automatic` | `.soft`, iOS's choice for a custom bar; differs from macOS 26, whose windows use `.hard` |
///
/// Differs from iOS: the blur is a Gaussian of what was drawn before it (the renderer's
/// `backdrop` command), not Liquid Glass; the background is `systemBackground` (white, or black in the dark appearance); the
/// navigation bar of `NavigationStack` keeps its own iOS 17 background and hairline, and a
/// `safeAreaInset` bar, as on iOS 26, gets no effect.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, soft, hard }
    let kind: Kind
    /// "A scroll edge effect the system applies automatically when pinned content overlaps
    /// scrolling content": the soft style here.
    public static let automatic = ScrollEdgeEffectStyle(kind: .automatic)
    /// "A subtle, blurred boundary between pinned controls and scrolling content."
    public static let soft = ScrollEdgeEffectStyle(kind: .soft)
    /// "A linear, nearly opaque boundary between pinned controls and scrolling content."
    public static let hard = ScrollEdgeEffectStyle(kind: .hard)
}

/// The edge effects asked for by the modifiers above a scroll view: a style for each edge (nil:
/// `.automatic`) and the edges whose effect is hidden.
struct ScrollEdgeEffects: Hashable, Sendable {
    /// By `Edge.rawValue` (top, leading, bottom, trailing).
    var styles: [ScrollEdgeEffectStyle?] = [nil, nil, nil, nil]
    var hidden: Edge.Set = []

    /// What is drawn at `edge`: nil when hidden, `.automatic` resolved (to `.soft`).
    func resolved(_ edge: Edge) -> ScrollEdgeEffectStyle.Kind? {
        if hidden.contains(Edge.Set(edge)) { return nil }
        let kind = styles[Int(edge.rawValue)]?.kind ?? .automatic
        return kind == .automatic ? .soft : kind
    }
}

/// One modifier's change to ``ScrollEdgeEffects``, merged into what is above it (an inner
/// modifier wins on the edges it names, as any environment value set closer to the view).
struct ScrollEdgeEffectChange: Hashable, Sendable {
    var edges: Edge.Set
    /// Set by `scrollEdgeEffectStyle`: the style (its nil: back to `.automatic`).
    var style: ScrollEdgeEffectStyle??
    /// Set by `scrollEdgeEffectHidden`.
    var hidden: Bool?
}

private struct ScrollEdgeEffectsKey: EnvironmentKey { static let defaultValue = ScrollEdgeEffects() }

extension EnvironmentValues {
    /// The scroll edge effects the modifiers above ask for.
    var scrollEdgeEffects: ScrollEdgeEffects {
        get { self[ScrollEdgeEffectsKey.self] } set { self[ScrollEdgeEffectsKey.self] = newValue }
    }
    /// Written by the modifiers: merges the change into ``scrollEdgeEffects`` (reads as no change).
    var scrollEdgeEffectChange: ScrollEdgeEffectChange {
        get { ScrollEdgeEffectChange(edges: []) }
        set {
            var effects = scrollEdgeEffects
            for edge in Edge.allCases where newValue.edges.contains(Edge.Set(edge)) {
                if let style = newValue.style { effects.styles[Int(edge.rawValue)] = style }
                if let hidden = newValue.hidden {
                    if hidden { effects.hidden.insert(Edge.Set(edge)) } else { effects.hidden.remove(Edge.Set(edge)) }
                }
            }
            scrollEdgeEffects = effects
        }
    }
}

extension View {
    /// Sets the scroll edge effect's style on `edges` of the scroll views inside — SwiftUI's
    /// `scrollEdgeEffectStyle(_:for:)` (iOS 26,
    /// https://developer.apple.com/documentation/swiftui/view/scrolledgeeffectstyle(_:for:)):
    /// "By default, a scroll view renders an automatic edge effect. Use this modifier to change
    /// the scroll edge effect style." What each style draws: ``ScrollEdgeEffectStyle``. A nil
    /// `style` sets the edges back to `.automatic`. A modifier closer to the scroll view wins on
    /// the edges it names; the others keep what the outer one set.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        environment(\.scrollEdgeEffectChange, ScrollEdgeEffectChange(edges: edges, style: .some(style), hidden: nil))
    }

    /// Hides (or, with `false`, shows again) the scroll edge effect on `edges` of the scroll
    /// views inside — SwiftUI's `scrollEdgeEffectHidden(_:for:)` (iOS 26,
    /// https://developer.apple.com/documentation/swiftui/view/scrolledgeeffecthidden(_:for:)):
    /// "Hides any scroll edge effects for scroll views within this hierarchy."
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        environment(\.scrollEdgeEffectChange, ScrollEdgeEffectChange(edges: edges, style: nil, hidden: hidden))
    }
}

/// The drawing of the effect (see ``ScrollEdgeEffectStyle``), in numbers.
enum ScrollEdgeEffectMetrics {
    /// The soft style's strips across the band.
    static let softStrips = 8
    /// At the outer edge (scaled down to 1/8 of these at the band's inner edge).
    static let softBlur: Points = 8
    static let softOpacity = 0.8
    static let hardBlur: Points = 8
    static let hardOpacity = 0.95
    static let dividerWidth: Points = 1
    /// UIKit's `UIColor.separator`: (60, 60, 67) at 29 %, (84, 84, 88) at 60 % dark.
    static let divider = DynamicColor.separator
    /// The window background the band fades into: `systemBackground` (white, black).
    static let background = DynamicColor.systemBackground

    /// Draws `kind` over `band`, the bar's region of the scroll view at `edge`.
    static func draw(_ kind: ScrollEdgeEffectStyle.Kind, band: Rect, edge: Edge, isDark: Bool, into list: inout DisplayList) {
        let background = Self.background.resolved(isDark: isDark), divider = Self.divider.resolved(isDark: isDark)
        let vertical = edge == .top || edge == .bottom
        let length = vertical ? band.size.height : band.size.width
        guard length > 0 else { return }
        switch kind {
        case .automatic, .soft:
            let strip = length / Double(softStrips)
            for k in 0..<softStrips {
                // Strip k counted from the outer edge: weight 1 there, 1/8 innermost.
                let weight = Double(softStrips - k) / Double(softStrips)
                let from = Double(k) * strip
                let rect: Rect
                switch edge {
                case .top: rect = Rect(x: band.minX, y: band.minY + from, width: band.size.width, height: strip)
                case .bottom: rect = Rect(x: band.minX, y: band.maxY - from - strip, width: band.size.width, height: strip)
                case .leading: rect = Rect(x: band.minX + from, y: band.minY, width: strip, height: band.size.height)
                case .trailing: rect = Rect(x: band.maxX - from - strip, y: band.minY, width: strip, height: band.size.height)
                }
                list.backdrop(rect, blurRadius: softBlur * weight, tint: background.opacity(softOpacity * weight))
            }
        case .hard:
            list.backdrop(band, blurRadius: hardBlur, tint: background.opacity(hardOpacity))
            let line: Rect
            switch edge {
            case .top: line = Rect(x: band.minX, y: band.maxY - dividerWidth, width: band.size.width, height: dividerWidth)
            case .bottom: line = Rect(x: band.minX, y: band.minY, width: band.size.width, height: dividerWidth)
            case .leading: line = Rect(x: band.maxX - dividerWidth, y: band.minY, width: dividerWidth, height: band.size.height)
            case .trailing: line = Rect(x: band.minX, y: band.minY, width: dividerWidth, height: band.size.height)
            }
            list.fill(line, divider)
        }
    }
}

extension ScrollViewNode {
    /// Draws the edge effects over the bars at this view's edges along its axis where content
    /// has scrolled under them: at the start edge when the content begins before the bar's
    /// inner edge, at the end edge when it goes on past it (`viewport`: the view's frame in
    /// its drawing space; offsets along the axis from `result`).
    func paintEdgeEffects(_ result: LayoutResult, viewport: Rect, into list: inout DisplayList) {
        let bars = edgeBarInsets
        guard bars != EdgeInsets() else { return }
        let effects = environment.scrollEdgeEffects
        let vertical = axis == .vertical
        let offset = result.scrollOffset, length = result.constraints.viewportExtent
        let contentStart = result.constraints.leadingInset
        let contentEnd = result.contentExtent - result.constraints.trailingInset
        let edges: (start: Edge, end: Edge) = vertical ? (.top, .bottom) : (.leading, .trailing)
        let startBar = Double(vertical ? bars.top : bars.leading), endBar = Double(vertical ? bars.bottom : bars.trailing)
        if startBar > 0, let kind = effects.resolved(edges.start),
           contentStart < offset + startBar - 0.5, contentEnd > offset {
            let band = vertical ? Rect(x: viewport.minX, y: viewport.minY, width: viewport.size.width, height: startBar)
                                : Rect(x: viewport.minX, y: viewport.minY, width: startBar, height: viewport.size.height)
            ScrollEdgeEffectMetrics.draw(kind, band: band, edge: edges.start, isDark: environment.isDarkAppearance, into: &list)
        }
        if endBar > 0, let kind = effects.resolved(edges.end),
           contentEnd > offset + length - endBar + 0.5, contentStart < offset + length {
            let band = vertical ? Rect(x: viewport.minX, y: viewport.maxY - endBar, width: viewport.size.width, height: endBar)
                                : Rect(x: viewport.maxX - endBar, y: viewport.minY, width: endBar, height: viewport.size.height)
            ScrollEdgeEffectMetrics.draw(kind, band: band, edge: edges.end, isDark: environment.isDarkAppearance, into: &list)
        }
    }
}

import DisplayList
import Foundation
import LazyLayout
import ScrollCore

// The zoom navigation transition (`navigationTransition(.zoom(sourceID:in:))`, iOS 18;
// https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)),
// drawn by the stack's screens with their slide's timing (`ScreenSlide`: a push or pop starts at
// the update that made it, and each frame draws its progress at the frame's time).
//
// - The screen pushed (`pushIn`) or popped (`popOut`) asks, at the first frame it draws of that
//   slide, whether it zooms: its bar says `.zoom` (`ScreenChrome.transition`) and the screen
//   under it has the source on screen. The answer holds for the whole slide (a source that
//   scrolls away mid-zoom does not turn it into a slide).
// - The screen under it (`coverOut`, `revealIn`) asks the zooming one the same question — the
//   answer is made once, by whichever asks first — and, when it zooms, stays where it is instead
//   of sliding.
// - The source is found when asked, not collected every frame: a walk of the screen under the
//   zooming one, into the rows its scroll views show (LazyVGrid cells included), where the last
//   layout put them. A stack without zoom transitions never walks; scrolling costs nothing.

/// Whether a screen's push or pop zooms, and from or into where.
struct ZoomDecision {
    /// The slide it was made for (its start and kind).
    let startSeconds: Double
    let kind: ScreenSlide.Kind
    /// The zoom, or nil when the slide slides (no `.zoom`, or no source on screen).
    let zoom: ZoomGeometry?
}

/// Where a zoom runs: the source's frame (window points, where the last layout put it) and
/// corner radius, and how its shape is drawn.
struct ZoomGeometry {
    let source: CGRect
    let cornerRadius: CGFloat
    let style: _MatchedTransitionSourceStyle

    /// The zooming screen's shape at `f` (0: the source, 1: `page`, the stack's area): each
    /// edge and the corner radius interpolated linearly.
    func shape(at f: Double, page: CGRect) -> (rect: CGRect, radius: CGFloat) {
        let f = CGFloat(f)
        let rect = CGRect(x: source.minX + (page.minX - source.minX) * f,
                          y: source.minY + (page.minY - source.minY) * f,
                          width: source.width + (page.width - source.width) * f,
                          height: source.height + (page.height - source.height) * f)
        return (rect, cornerRadius * (1 - f))
    }

    /// How the screen, laid out at `page`, is drawn into `rect`: scaled about its centre by
    /// the larger of the two ratios (so that it fills `rect`, cut to it — a square photo cell
    /// shows the middle of a tall screen) and moved so that the centres meet.
    static func transform(from page: CGRect, into rect: CGRect) -> DrawTransform {
        guard page.width > 0, page.height > 0 else { return .identity }
        let scale = Double(max(rect.width / page.width, rect.height / page.height))
        return DrawTransform.about(Point(x: Double(page.midX), y: Double(page.midY)), .scale(scale, scale))
            .then(.translation(x: Double(rect.midX - page.midX), y: Double(rect.midY - page.midY)))
    }
}

extension StackScreenNode {
    /// Whether this screen's current push or pop zooms (decided at the first ask, then kept for
    /// the slide): only a pushed or popped screen whose bar says `.zoom`, when the screen under
    /// it shows the source.
    func zoom() -> ZoomGeometry? {
        guard let slide, slide.kind == .pushIn || slide.kind == .popOut else { return nil }
        if let decided = zoomDecision, decided.startSeconds == slide.startSeconds, decided.kind == slide.kind {
            return decided.zoom
        }
        var zoom: ZoomGeometry?
        if let key = chrome?.transition, let below = model?.screenNode(at: stackDepth - 1),
           let found = ZoomSourceSearch.find(key, in: below) {
            zoom = found.geometry
            // The source is hidden until the zoom ends: the zooming screen stands for it.
            graph.hiddenTransitionSource = HiddenTransitionSource(node: found.node, untilSeconds: slide.startSeconds + ScreenSlide.animation.durationSeconds)
        }
        zoomDecision = ZoomDecision(startSeconds: slide.startSeconds, kind: slide.kind, zoom: zoom)
        return zoom
    }

    /// Draws this screen for a slide that zooms, and says whether it did (false: the caller
    /// slides it). The zooming screen is drawn in its shape at the slide's progress; the one
    /// under it where it rests.
    func renderZooming(_ slide: ScreenSlide, child: any LayoutChild, into context: inout RenderContext) -> Bool {
        switch slide.kind {
        case .pushIn, .popOut:
            guard let zoom = zoom() else { return false }
            let t = (context.timeSeconds - slide.startSeconds) / ScreenSlide.animation.durationSeconds
            let p = ScreenSlide.animation.progress(min(max(t, 0), 1))
            // Pushed: out of the source (0 → 1); popped: back into it (1 → 0).
            let f = slide.kind == .pushIn ? p : 1 - p
            let page = pageRect
            let (rect, radius) = zoom.shape(at: f, page: page)
            let fill = zoom.style.background.map { context.appearance($0) } ?? context.appearance(Self.pageColor)
            if let shadow = zoom.style.shadow {
                let color = context.appearance(shadow.color)
                context.transformed(by: .translation(x: Double(shadow.x), y: Double(shadow.y))) { shifted in
                    shifted.blurred(radius: Double(shadow.radius) / 2, bounds: rect.core) { $0.fillRounded(rect, radius: radius, color) }
                }
            }
            // Cut to the shape without a mask layer (as a page sheet is, drawn every frame over
            // the whole window): the page's fill takes the rounded corners; content of the
            // screen that reaches a corner is cut square there.
            context.clippedRoundingOnly(to: rect, radius: radius) { clipped in
                // The shape is an opaque page (the configuration's background, else the
                // screen's), as a sliding screen is.
                clipped.fill(rect, fill)
                clipped.transformed(by: ZoomGeometry.transform(from: page, into: rect)) { renderChild(child, into: &$0) }
            }
            return true
        case .coverOut, .revealIn:
            // Under a zooming screen: where it rests, not sliding.
            let above: ScreenSlide.Kind = slide.kind == .coverOut ? .pushIn : .popOut
            guard let zooming = model?.screenNode(at: stackDepth + 1), let its = zooming.slide, its.kind == above,
                  its.startSeconds == slide.startSeconds, zooming.zoom() != nil else { return false }
            renderChild(child, into: &context)
            return true
        }
    }
}

/// Finds a `matchedTransitionSource` on screen in a navigation screen.
@MainActor
enum ZoomSourceSearch {
    /// The first view marked as `key`'s source in `screen` that the last layout put on screen,
    /// with its frame in window points — in a scroll view, in one of the rows it shows, where it
    /// shows it, and at least partly inside the scroll view — and its zoom's geometry.
    static func find(_ key: MatchedGeometryKey, in screen: ViewNode) -> (node: EffectNode, geometry: ZoomGeometry)? {
        var found: (node: EffectNode, geometry: ZoomGeometry)?
        walk(screen, offset: .zero, visible: nil, key: key, found: &found)
        return found
    }

    /// Looks in `node`'s subtree: its frames are `offset` away from the window's (rows are laid
    /// out in their own space), and only what meets `visible` (the enclosing scroll views'
    /// frames, window points) is on screen.
    private static func walk(_ node: ViewNode, offset: CGPoint, visible: CGRect?,
                             key: MatchedGeometryKey, found: inout (node: EffectNode, geometry: ZoomGeometry)?) {
        guard found == nil else { return }
        if let effect = node as? EffectNode, case .transitionSource(let source) = effect.effect, source.key == key {
            let frame = effect.frame.offsetBy(dx: offset.x, dy: offset.y)
            let onScreen = (visible == nil ? effect.isPlaced : true) && frame.width > 0 && frame.height > 0
                && (visible.map { $0.intersects(frame) } ?? true)
            if onScreen {
                found = (effect, ZoomGeometry(source: frame, cornerRadius: cornerRadius(of: effect, style: source.style, in: frame),
                                              style: source.style))
                return
            }
        }
        if let scroll = node as? ScrollViewNode {
            // Rows, placed at their own origin when measured, drawn where the last pass put
            // them (viewport points, `PlacedElement.frame`).
            guard let result = scroll.lastResult, visible != nil || scroll.isPlaced else { return }
            let viewport = scroll.frame.offsetBy(dx: offset.x, dy: offset.y)
            let clip = visible.map { $0.intersection(viewport) } ?? viewport
            guard !clip.isNull, !clip.isEmpty else { return }
            for element in result.placed where element.isVisible && !element.isCollapsed {
                guard let row = scroll.source.existingNode(at: element.path) else { continue }
                let origin = CGPoint(x: viewport.minX + CGFloat(element.frame.minX - scroll.crossOffset),
                                     y: viewport.minY + CGFloat(element.frame.minY))
                walk(row, offset: origin, visible: clip, key: key, found: &found)
                if found != nil { return }
            }
            return
        }
        node.forEachChild { walk($0, offset: offset, visible: visible, key: key, found: &found) }
    }

    /// The source's corners: the configuration's `clipShape`, else the source's own clip shape
    /// right inside it (`.clipShape(RoundedRectangle(cornerRadius: 12)).matchedTransitionSource(…)`),
    /// else square.
    private static func cornerRadius(of source: EffectNode, style: _MatchedTransitionSourceStyle, in frame: CGRect) -> CGFloat {
        if let radius = style.cornerRadius { return min(radius, min(frame.width, frame.height) / 2) }
        if let inner = source.content as? EffectNode, case .clip(let shape) = inner.effect {
            return shape.geometry(in: frame).radius
        }
        return 0
    }
}

/// The `matchedTransitionSource` a zoom stands for, until the zoom ends. Held weakly: a node
/// freed during the zoom is not confused with a new one at the same address (an
/// `ObjectIdentifier` would be); one weak reference, to one node, only while a zoom runs.
struct HiddenTransitionSource {
    weak var node: EffectNode?
    let untilSeconds: Double
}

extension ViewGraph {
    /// Whether `source` (a `matchedTransitionSource`) is hidden at `time`: a zoom stands for it.
    func hidesTransitionSource(_ source: EffectNode, at time: Double) -> Bool {
        guard let hidden = hiddenTransitionSource, time < hidden.untilSeconds else { return false }
        return hidden.node === source
    }
}

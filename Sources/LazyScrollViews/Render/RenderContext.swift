import DisplayList
import Foundation
import ScrollCore
import ScrollHosting

/// What drawing a view tree produces besides commands: where taps go and what the bounds
/// overlay outlines. Coordinates are window points.
@MainActor
struct RenderContext {
    var list: DisplayList
    /// The transform from the current drawing space to the window (for hit testing).
    var transform: DrawTransform = .identity
    /// Tap targets, in drawing order (the last hit wins).
    var tapTargets: [TapTarget] = []
    /// Areas a secondary click acts on (`contextMenu`, a `Menu` with a primary action), in
    /// drawing order (the last hit wins).
    var secondaryTargets: [TapTarget] = []
    /// Areas with a `pointerStyle(_:)`, in drawing order (the last hit wins).
    var pointerRegions: [PointerRegion] = []
    /// Keyboard focus targets, in drawing order (the `Tab` order: see `FocusSystem`).
    var focusTargets: [FocusTarget] = []
    /// The scroll view being drawn (its id), for the focus targets inside it.
    var enclosingScrollView: ScrollViewID?
    /// Outlines for the bounds overlay: frame, view name, depth.
    var debugBounds: [(frame: Rect, name: String, depth: Int)] = []
    /// Colour filters of enclosing effects (`brightness`, `colorInvert`), innermost last.
    var colorFilters: [ColorFilter] = []
    /// The frame time, for views that animate by themselves (`ProgressView`).
    var timeSeconds: Double
    /// Whether to collect ``debugBounds`` (the bounds overlay is on).
    var collectsDebugBounds: Bool
    /// Whether a layout animation runs in this frame (``ViewGraph``'s `animations`; they start
    /// in the layout pass, before drawing): read once a frame, so that drawing each view does
    /// not look its animation up (an exclusivity-checked read of the graph's store, ~80
    /// instructions a view drawn, in `renderChild(_:into:)`).
    let animatesLayout: Bool
    /// The tap areas under the pointer and pressed by it (their effect nodes), from the last
    /// frame's hit test: buttons draw their hover and pressed states from these.
    var hoveredTap: ObjectIdentifier?
    var pressedTap: ObjectIdentifier?
    /// The innermost rounded clip (`clipShape(RoundedRectangle(…))`, `cornerRadius`, a circle or
    /// capsule), in the drawing space of ``transform`` then: see ``roundingToClip(_:)``. `covers`:
    /// what a drawing must cover to take its shape — `rect` itself, or the part of it the rect
    /// clip leaves (a list card's first row: `rect` runs past its bottom, so only the top is round).
    var roundedClip: (rect: CGRect, radius: CGFloat, transform: DrawTransform, covers: CGRect)?
    /// The drawings ``roundingToClip(_:)`` gave the innermost rounded clip's shape.
    var roundedClipDraws = 0
    /// Under a rounded clip: each line of text drawn (its origin) with its text's frame, in the
    /// drawing space of that moment — the display list's text commands carry no width, and a
    /// clip is exact without a mask when every text inside lies inside its shape.
    var clipTextBoxes: [(origin: Point, frame: CGRect)] = []

    /// A hovered button's brightening (SwiftUI's `brightness` amount): enough to see on the
    /// accent blue, too little to change what it says.
    static let hoverBrightness = 0.08
    /// A pressed button's opacity: iOS's system buttons dim their label while highlighted.
    static let pressedOpacity = 0.55

    init(list: DisplayList = DisplayList(), timeSeconds: Double, collectsDebugBounds: Bool, animatesLayout: Bool) {
        self.list = list
        self.timeSeconds = timeSeconds
        self.collectsDebugBounds = collectsDebugBounds
        self.animatesLayout = animatesLayout
    }

    /// Whether the view being drawn is in the dark appearance: its environment's colour scheme,
    /// set by ``renderChild(_:into:)`` for each view drawn (a byte read beside the environment's
    /// entries, see `EnvironmentValues.isDarkAppearance`), so that drawing resolves the dynamic
    /// system colours without a look-up and without allocating.
    var isDark = false
    /// Whether the view being drawn is on an elevated level (a sheet's content: its
    /// environment's `isElevated`), set with ``isDark``.
    var isElevated = false

    /// A view colour as drawn here: its value in this appearance, through the colour filters.
    func resolve(_ color: Color) -> RGBAColor { resolve(color.resolved(isDark: isDark, elevated: isElevated)) }
    /// A dynamic system colour as drawn here (see `resolve(_:)` for a `Color`).
    func resolve(_ color: DynamicColor) -> RGBAColor { resolve(color.resolved(isDark: isDark, elevated: isElevated)) }
    /// `color` in this appearance, not yet through the colour filters (for the `fill` calls,
    /// which apply them).
    func appearance(_ color: DynamicColor) -> RGBAColor { color.resolved(isDark: isDark, elevated: isElevated) }
    /// A view colour in this appearance, not yet through the colour filters.
    func appearance(_ color: Color) -> RGBAColor { color.resolved(isDark: isDark, elevated: isElevated) }

    /// `color` through the enclosing colour filters.
    func resolve(_ color: RGBAColor) -> RGBAColor {
        var result = color
        for filter in colorFilters.reversed() { result = filter.apply(result) }
        return result
    }

    mutating func fill(_ rect: CGRect, _ color: RGBAColor) {
        if let (clip, radius) = roundingToClip(rect) { list.fillRounded(clip.core, radius: Double(radius), resolve(color)); return }
        list.fill(rect.core, resolve(color))
    }
    mutating func fillRounded(_ rect: CGRect, radius: CGFloat, _ color: RGBAColor) {
        if let (clip, clipRadius) = roundingToClip(rect), clipRadius >= radius {
            list.fillRounded(clip.core, radius: Double(clipRadius), resolve(color)); return
        }
        radius <= 0 ? fill(rect, color) : list.fillRounded(rect.core, radius: Double(radius), resolve(color))
    }
    /// Draws image `id` filling `rect`, its corners rounded by the rounded clip it covers.
    mutating func image(_ id: ImageID, in rect: CGRect) {
        if let (clip, radius) = roundingToClip(rect) { list.image(id, in: clip.core, cornerRadius: Double(radius)); return }
        list.image(id, in: rect.core, cornerRadius: 0)
    }

    /// How a rounded clip rounds what is drawn in it. The display list clips to rectangles
    /// (``clipped(to:)``); its fills and images can have round corners. So what covers the
    /// whole rounded clip — the photo or colour that `clipShape(RoundedRectangle(cornerRadius:))`
    /// and `cornerRadius(_:)` are nearly always put on — is drawn as the clip's rounded shape:
    /// truly round corners, with no layer. Anything else that reaches past the shape is cut by a
    /// mask (``clipped(to:radius:_:)``). Counts the drawings it rounds (``roundedClipDraws``).
    mutating func roundingToClip(_ rect: CGRect) -> (CGRect, CGFloat)? {
        guard let clip = roundedClip, clip.radius > 0, clip.transform == transform else { return nil }
        let slack: CGFloat = 0.001
        let covers = clip.covers
        guard rect.minX <= covers.minX + slack, rect.minY <= covers.minY + slack,
              rect.maxX >= covers.maxX - slack, rect.maxY >= covers.maxY - slack else { return nil }
        roundedClipDraws += 1
        return (clip.rect, clip.radius)
    }

    /// Runs `body` with `transform` applied (identity adds nothing).
    mutating func transformed(by transform: DrawTransform, _ body: (inout RenderContext) -> Void) {
        if transform.isIdentity { body(&self); return }
        let saved = self.transform
        list.append(.pushTransform(transform))
        self.transform = transform.then(saved)
        body(&self)
        self.transform = saved
        list.append(.popTransform)
    }

    mutating func clipped(to rect: CGRect, _ body: (inout RenderContext) -> Void) {
        list.append(.pushClip(rect.core))
        body(&self)
        list.append(.popClip)
    }

    /// Clips to `rect` with corners of `radius`: SwiftUI's `clipShape` with a rounded rectangle,
    /// a circle (a square `rect`, `radius` half its side) or a capsule. What covers the shape is
    /// drawn as the shape (``roundingToClip(_:)``); when everything else drawn inside lies inside
    /// the shape too — the rounded drawings, and boxes whose four corners are inside (the shape is
    /// convex) — a `pushClip` of `rect` is exact and nothing more is added. Otherwise (text in a
    /// corner, a gradient, a transformed or blurred subtree) the drawing is also masked by the
    /// shape's path (`DrawCommand.pushMask`: an offscreen layer of `rect`), so every pixel outside
    /// the shape is cut, anti-aliased as path fills are.
    mutating func clipped(to rect: CGRect, radius: CGFloat, _ body: (inout RenderContext) -> Void) {
        guard radius > 0 else { clipped(to: rect, body); return }
        let saved = roundedClip, savedDraws = roundedClipDraws
        roundedClip = (rect, radius, transform, rect)
        roundedClipDraws = 0
        let start = list.storedCount
        list.append(.pushClip(rect.core))
        body(&self)
        let rounded = roundedClipDraws
        roundedClip = saved
        roundedClipDraws = savedDraws
        if !Self.drawsInside(list.storedCommands[(start + 1)...], rect: rect, radius: radius, rounded: rounded, texts: clipTextBoxes) {
            let r = Double(min(radius, min(rect.width, rect.height) / 2))
            list.insert(.pushMask(.path(Path(roundedRect: rect, cornerRadius: CGFloat(r)).storage, origin: Point(x: 0, y: 0), evenOdd: false),
                                  bounds: rect.core), at: start + 1)
            list.append(.popMask)
        }
        list.append(.popClip)
        if saved == nil { clipTextBoxes.removeAll(keepingCapacity: true) }
    }

    /// Clips to `rect` with corners of `radius` without ever adding a mask layer: what covers
    /// the shape takes it (``roundingToClip(_:)``), anything else is cut to `rect`'s box. For
    /// the window under a page sheet and the sheet itself, drawn every frame of a presentation
    /// over the whole window, where a layer would cost a read-back of the window each frame and
    /// only the page colour reaches the corners.
    mutating func clippedRoundingOnly(to rect: CGRect, radius: CGFloat, _ body: (inout RenderContext) -> Void) {
        let saved = roundedClip, savedDraws = roundedClipDraws
        roundedClip = radius > 0 ? (rect, radius, transform, rect) : nil
        clipped(to: rect, body)
        roundedClip = saved
        roundedClipDraws = savedDraws
        if saved == nil { clipTextBoxes.removeAll(keepingCapacity: true) }
    }

    /// Clips to `rect` with only its top corners (`roundingTop`), its bottom ones, both or
    /// neither rounded by `radius` — an inset-grouped list card's first, last or only row. The
    /// rounded shape runs `radius` past the square edges, where the rect clip cuts it off.
    mutating func clipped(to rect: CGRect, radius: CGFloat, roundingTop: Bool, roundingBottom: Bool,
                          _ body: (inout RenderContext) -> Void) {
        guard radius > 0, roundingTop || roundingBottom else { clipped(to: rect, body); return }
        let top = roundingTop ? rect.minY : rect.minY - radius
        let bottom = roundingBottom ? rect.maxY : rect.maxY + radius
        let saved = roundedClip, savedDraws = roundedClipDraws
        roundedClip = (CGRect(x: rect.minX, y: top, width: rect.width, height: bottom - top), radius, transform, rect)
        clipped(to: rect, body)
        roundedClip = saved
        roundedClipDraws = savedDraws                 // its roundings are not an enclosing clip's
    }

    mutating func withOpacity(_ opacity: Double, _ body: (inout RenderContext) -> Void) {
        if opacity >= 1 { body(&self); return }
        list.append(.pushOpacity(max(0, opacity)))
        body(&self)
        list.append(.popOpacity)
    }

    mutating func filtered(by filter: ColorFilter, _ body: (inout RenderContext) -> Void) {
        colorFilters.append(filter)
        body(&self)
        colorFilters.removeLast()
    }

    /// Registers a keyboard focus target at `rect` (in the current drawing space).
    mutating func addFocusTarget(_ rect: CGRect, key: ObjectIdentifier, activate: (@MainActor () -> Void)?,
                                 keys: (@MainActor (String) -> Bool)? = nil,
                                 binding: FocusBinding?, scrollView: ScrollViewID? = nil, textField: TextFieldNode? = nil) {
        let window = transform.isIdentity ? rect.core : rect.core.applying(transform)
        focusTargets.append(FocusTarget(key: key, rect: window, activate: activate, keys: keys, binding: binding,
                                        scrollView: scrollView, enclosingScrollView: enclosingScrollView, textField: textField))
    }

    /// Registers `cursor` for the pointer inside `rect` (in the current drawing space).
    mutating func addPointerRegion(_ rect: CGRect, cursor: PointerCursor) {
        pointerRegions.append(PointerRegion(rect: rect.core, toWindow: transform, cursor: cursor))
    }

    /// Registers `action` for taps inside `rect` (in the current drawing space): for every
    /// `count`th click of a quick run (`onTapGesture(count:perform:)`), and only inside `shape`
    /// when one is given (`contentShape(_:)`).
    mutating func addTapTarget(_ rect: CGRect, node: ObjectIdentifier, count: Int = 1, shape: HitShape? = nil,
                               action: @escaping @MainActor () -> Void) {
        tapTargets.append(TapTarget(rect: rect.core, toWindow: transform, node: node, action: action,
                                    count: max(1, count), hitShape: shape))
    }

    /// Limits the tap targets registered from `start` on (those inside a `contentShape(_:)`)
    /// to `shape`, where no shape closer to them limits them already.
    mutating func limitTapTargets(from start: Int, to shape: HitShape) {
        guard start < tapTargets.count else { return }
        for index in start..<tapTargets.count where tapTargets[index].hitShape == nil {
            tapTargets[index].hitShape = shape
        }
    }

    /// Registers `action` for secondary clicks inside `rect` (in the current drawing space): it
    /// gets where the click fell, in window points (a context menu opens there).
    mutating func addSecondaryTarget(_ rect: CGRect, node: ObjectIdentifier, action: @escaping @MainActor (CGPoint) -> Void) {
        secondaryTargets.append(TapTarget(rect: rect.core, toWindow: transform, node: node, action: {}, located: action))
    }

    /// Registers `located` for taps inside `rect`: it gets where the tap fell, in the current
    /// drawing space (the space `rect` and the node's frame are in) — a `Slider` sets its value there.
    mutating func addTapTarget(_ rect: CGRect, node: ObjectIdentifier, located: @escaping @MainActor (CGPoint) -> Void) {
        tapTargets.append(TapTarget(rect: rect.core, toWindow: transform, node: node, action: {}, located: located))
    }
}

/// A colour mapping applied to everything drawn inside an effect.
enum ColorFilter: Hashable, Sendable {
    /// SwiftUI's `brightness(_:)`: adds the amount to each channel.
    case brightness(Double)
    /// SwiftUI's `colorInvert()`.
    case invert
    /// SwiftUI's `grayscale(_:)`.
    case grayscale(Double)
    /// A shadow's silhouette: every colour becomes the shadow's, its alpha scaled by the colour's.
    case silhouette(RGBAColor)
    /// A `VisualEffect`'s colour adjustments and brightness (`visualEffect`, `scrollTransition`).
    case visualEffect(VisualEffect)

    func apply(_ c: RGBAColor) -> RGBAColor {
        switch self {
        case .brightness(let amount): return c.brightness(amount)
        case .invert: return RGBAColor(red: 1 - c.red, green: 1 - c.green, blue: 1 - c.blue, alpha: c.alpha)
        case .grayscale(let amount):
            let y = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
            func mix(_ v: Double) -> Double { v + (y - v) * amount }
            return RGBAColor(red: mix(c.red), green: mix(c.green), blue: mix(c.blue), alpha: c.alpha)
        case .silhouette(let shadow):
            return RGBAColor(red: shadow.red, green: shadow.green, blue: shadow.blue, alpha: shadow.alpha * c.alpha)
        case .visualEffect(let effect):
            return effect.adjustingColor(c)
        }
    }
}

/// A rect in some drawing space and the transform from there to the window: what the pointer
/// regions and the gesture targets registered as views are drawn have in common.
protocol WindowRect {
    var rect: Rect { get }
    var toWindow: DrawTransform { get }
}

extension WindowRect {
    /// Whether `point` (window points) falls inside the rect.
    func contains(_ point: Point) -> Bool {
        guard let local = toWindow.inverted?.apply(point) else { return false }
        return rect.contains(local)
    }
}

/// Where a `pointerStyle(_:)` applies: its view's frame and the transform to the window.
struct PointerRegion: WindowRect {
    let rect: Rect
    let toWindow: DrawTransform
    let cursor: PointerCursor
}

struct TapTarget {
    let rect: Rect
    let toWindow: DrawTransform
    /// The `onTapGesture` node that registered it (hover and pressed states are per node).
    let node: ObjectIdentifier
    let action: @MainActor () -> Void
    /// Set for a target that wants the tap's location (`addTapTarget(_:node:located:)`): run
    /// instead of `action`, with the point in the target's drawing space.
    var located: (@MainActor (CGPoint) -> Void)? = nil
    /// The clicks of a quick run it answers: every `count`th (`onTapGesture(count: 2)`: the
    /// second, fourth, …).
    var count = 1
    /// The `contentShape(_:)` hits must also fall in, if any.
    var hitShape: HitShape? = nil

    /// Whether `point` (window points) falls inside the target (and its content shape).
    func contains(_ point: Point) -> Bool {
        guard let local = toWindow.inverted?.apply(point), rect.contains(local) else { return false }
        return hitShape?.contains(point) ?? true
    }
}

/// A `contentShape(_:)`'s hit-testing area: a built-in shape drawn in `frame`, and the transform
/// from that drawing space to the window.
struct HitShape {
    let kind: ShapeKind
    let frame: CGRect
    let toWindow: DrawTransform

    /// Whether `point` (window points) falls inside the shape: its rect with the corners
    /// rounded by its radius (a circle is the square around it rounded by half its side).
    func contains(_ point: Point) -> Bool {
        guard let local = toWindow.inverted?.apply(point) else { return false }
        let (rect, radius) = kind.geometry(in: frame)
        let x = CGFloat(local.x), y = CGFloat(local.y)
        guard x >= rect.minX, x < rect.maxX, y >= rect.minY, y < rect.maxY else { return false }
        guard radius > 0 else { return true }
        // The nearest point of the rect inset by the radius: inside the shape within the radius of it.
        let cx = min(max(x, rect.minX + radius), rect.maxX - radius)
        let cy = min(max(y, rect.minY + radius), rect.maxY - radius)
        return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius
    }
}

extension DrawTransform {
    /// The inverse mapping, or nil when the transform is singular (a zero scale).
    var inverted: DrawTransform? {
        let det = a * d - b * c
        guard abs(det) > 1e-12 else { return nil }
        return DrawTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

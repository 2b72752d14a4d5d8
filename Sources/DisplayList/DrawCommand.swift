import ScrollCore

/// One instruction for a renderer, in points, in the coordinate space set by the enclosing
/// `pushTransform`s (window coordinates when there are none).
///
/// The renderer executes commands in order; later commands draw over earlier ones. Push and pop
/// commands must balance (``DisplayList/validate()``).
public enum DrawCommand: Sendable, Hashable {
    /// A solid rectangle.
    case fillRect(Rect, Color)
    /// A solid rectangle with circular corners of `radius` points.
    case fillRoundedRect(Rect, radius: Points, Color)
    /// A rectangle outline `lineWidth` points wide, drawn inside `rect`.
    case strokeRect(Rect, Color, lineWidth: Points)
    /// A straight line.
    case line(from: Point, to: Point, Color, lineWidth: Points)
    /// One line of text whose layout box has its top-left corner at `origin`.
    case text(String, origin: Point, FontSpec, Color)
    /// The image `id`, scaled to fill `rect` keeping its aspect ratio (centred, the overflow
    /// cropped: SwiftUI's `.resizable().scaledToFill().clipped()`), with circular corners of
    /// `cornerRadius` points (0: square). The renderer gets the pixels from its
    /// ``ImageProvider``; an unknown id draws nothing. Colours are not mapped (brightness
    /// effects leave images alone), but the opacity stack applies.
    case image(ImageID, Rect, cornerRadius: Points)
    /// Restricts drawing to `rect` (intersected with the current clip) until the matching `popClip`.
    /// The rect is in the current transform's space; renderers clip to its axis-aligned bounds.
    case pushClip(Rect)
    case popClip
    /// Maps everything until the matching `popTransform` through `transform` (composed with the
    /// enclosing transforms: the innermost applies first).
    case pushTransform(AffineTransform)
    case popTransform
    /// Multiplies the alpha of everything until the matching `popOpacity` by `opacity` (0…1).
    case pushOpacity(Double)
    case popOpacity
    /// Draws everything until the matching `popBlur` into a layer, blurs the layer with a
    /// Gaussian of standard deviation `radius` points — SwiftUI's `blur(radius:)`, CSS's
    /// `filter: blur()` — and composites it in place. `bounds` (in the current transform's space)
    /// is the blurred view's frame: the layer is that frame widened by the blur's reach, so
    /// what the content draws farther out than that is cut. A radius of 0 blurs nothing.
    /// `opaque` (SwiftUI's `blur(radius:opaque:)` with `true`: "the blur renderer permits [no]
    /// transparency in the blur output"): each blurred pixel's colour is divided by its alpha
    /// and drawn opaque, only inside `bounds` — the edges do not fade (`GraphicsContext.BlurOptions.opaque`:
    /// "ensure opacity by dividing each pixel by its alpha value").
    case pushBlur(radius: Points, bounds: Rect, opaque: Bool = false)
    case popBlur
    /// A rounded rectangle's outline `lineWidth` points wide, drawn inside `rect`, its outer
    /// corners of `radius` points (the inner ones `radius − lineWidth`): SwiftUI's
    /// `RoundedRectangle(cornerRadius:).strokeBorder(_:lineWidth:)`.
    case strokeRoundedRect(Rect, radius: Points, Color, lineWidth: Points)
    /// A material: what is already drawn under `rect` (its rounded corners of `cornerRadius`
    /// points) blurred with a Gaussian of standard deviation `blurRadius` points, then `tint`
    /// laid over it — SwiftUI's `Material` (`.background(.ultraThinMaterial)`), UIKit's
    /// `UIVisualEffectView`, CSS's `backdrop-filter: blur()` with a translucent background.
    /// Only pixels drawn before it count; the blur reaches `blurRadius × 3` points past `rect`
    /// for what it samples, never for what it writes.
    case backdrop(Rect, cornerRadius: Points, blurRadius: Points, tint: Color)
    /// A path filled or stroked with a colour or a gradient (``PathDrawing``): SwiftUI's `Path`,
    /// custom `Shape`s, ellipses, trimmed arcs, dashed outlines and gradient fills. The renderer
    /// flattens it, rasterises its coverage with anti-aliased edges (`PathRasterizer`), paints
    /// it, and caches the result as a texture keyed by the drawing and the transform's scale
    /// and rotation, so redrawing it moved by whole pixels costs one copy.
    ///
    /// Indirect (its drawing boxed, shared by copies): a ``PathDrawing`` is 112 bytes — a stroke
    /// and a gradient inline — and the largest payload sets every command's size. Boxed, a
    /// command is 81 bytes (a text's string, origin, font and colour), so each command copied
    /// or destroyed moves a third less: a scroll view replaying its rows' recorded drawings
    /// copies ~70 commands a frame into the window's list, and the list destroys them at the
    /// next frame (Performance.md, "This round (rowcost)").
    indirect case path(PathDrawing)
    /// Multiplies the alpha of everything drawn until the matching `popMask` by a mask's
    /// coverage (``MaskSource``): a path's anti-aliased fill — SwiftUI's `clipShape(_:style:)`
    /// with any shape — or the alpha of a group of commands — `mask(alignment:_:)`. `bounds` (in
    /// the current transform's space) is where the group may draw: the mask's box, for a path its
    /// bounds; nothing outside it shows.
    ///
    /// Cost: the group is drawn into an offscreen layer of `bounds`' pixels (cut to the visible
    /// area), read back, multiplied by the mask (a path's coverage is rasterised on the CPU, a
    /// command mask drawn into a second layer and read back) and composited — as a blur group
    /// is, without the blur. A clip to a rectangle is `pushClip` (no layer); views clip rounded
    /// rectangles, circles and capsules without one when every drawing inside takes the shape
    /// exactly (LazyScrollViews' `RenderContext.clipped(to:radius:)`).
    ///
    /// Indirect, as ``path(_:)``: the mask's payload is boxed, so commands stay 81 bytes.
    indirect case pushMask(MaskSource, bounds: Rect)
    case popMask
    /// A recorded list's commands drawn through `transform` (as if between a `pushTransform`
    /// and its `popTransform`; none for the identity), held by reference: Android's
    /// `drawRenderNode`, Flutter's `Canvas.drawPicture`. A scroll view draws each row it painted
    /// before so (``DisplayList/append(replaying:transformedBy:)``) instead of copying the row's
    /// commands into the frame's list every frame. Only ``DisplayList/storedCommands`` hold
    /// it: ``DisplayList/commands`` shows the commands it stands for.
    case replay(DisplayList, transform: AffineTransform)
}

extension DrawCommand {
    /// How many commands this one draws: one, or for a replay its list's count (and the
    /// transform's push and pop).
    @inline(__always)
    public var drawnCount: Int {
        guard case let .replay(list, transform) = self else { return 1 }
        return list.count + (transform.isIdentity ? 0 : 2)
    }
}

/// What a mask group (``DrawCommand/pushMask(_:bounds:)``) keeps of its content: each pixel's
/// alpha is multiplied by the mask's alpha there.
public enum MaskSource: Sendable, Hashable {
    /// The coverage of `path` filled (non-zero, or even-odd when `evenOdd`), its coordinates
    /// relative to `origin`: 1 inside, 0 outside, the edges anti-aliased exactly as a path fill's
    /// (``PathRasterizer``).
    case path(VectorPath, origin: Point, evenOdd: Bool)
    /// The alpha of these commands drawn in the group's coordinate space (their colours do not
    /// matter): a view used as a mask. They register nothing and draw nothing themselves.
    case layer(DisplayList)
}

extension DrawCommand: CustomStringConvertible {
    /// One stable line per command, used by golden tests and `--dump`.
    public var description: String {
        switch self {
        case let .fillRect(r, c): return "fill \(r) \(c)"
        case let .fillRoundedRect(r, radius, c): return "fillRounded \(r) r=\(radius.shortDescription) \(c)"
        case let .strokeRect(r, c, w): return "stroke \(r) \(c) w=\(w.shortDescription)"
        case let .line(a, b, c, w): return "line \(a)->\(b) \(c) w=\(w.shortDescription)"
        case let .text(s, o, f, c): return "text \"\(s)\" at \(o) \(f) \(c)"
        case let .image(id, r, radius): return "image \(id) \(r) r=\(radius.shortDescription)"
        case let .pushClip(r): return "pushClip \(r)"
        case .popClip: return "popClip"
        case let .pushTransform(t): return "pushTransform \(t)"
        case .popTransform: return "popTransform"
        case let .pushOpacity(o): return "pushOpacity \(o.shortDescription)"
        case .popOpacity: return "popOpacity"
        case let .pushBlur(radius, bounds, opaque): return "pushBlur r=\(radius.shortDescription) \(bounds)\(opaque ? " opaque" : "")"
        case .popBlur: return "popBlur"
        case let .strokeRoundedRect(r, radius, c, w): return "strokeRounded \(r) r=\(radius.shortDescription) \(c) w=\(w.shortDescription)"
        case let .backdrop(r, radius, blur, tint):
            return "backdrop \(r) r=\(radius.shortDescription) blur=\(blur.shortDescription) \(tint)"
        case let .path(drawing): return drawing.description
        case let .pushMask(.path(path, origin, evenOdd), bounds):
            return "pushMask path at \(origin)\(evenOdd ? " eo" : "") \(bounds) \(path)"
        case let .pushMask(.layer(list), bounds):
            return "pushMask layer \(bounds) {\(list.commands.map { " " + $0.description + ";" }.joined()) }"
        case .popMask: return "popMask"
        case let .replay(list, transform): return "replay \(list.count) commands \(transform) {\(list.commands.map { " " + $0.description + ";" }.joined()) }"
        }
    }
}

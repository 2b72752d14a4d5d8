import DisplayList
import LazyLayout
import Painting
import ScrollCore
import ScrollPhysics

/// How a scroll view passes scrolling on to its ancestors when it reaches an edge: CSS
/// `overscroll-behavior` (https://drafts.csswg.org/css-overscroll-1/).
public enum OverscrollBehavior: String, Sendable, Hashable {
    /// Scroll chaining: the rest of a drag or fling goes to the nearest ancestor scroll view on
    /// the same axis (CSS `auto`).
    case auto
    /// No chaining: the scroll view rubber-bands or stops at its edge (CSS `contain`).
    case contain
}

/// A scroll view inside an element of another: where it is and how it scrolls. Its position is
/// kept by `id`, so it survives its row being destroyed and created again.
public struct NestedScrollView: Hashable {
    public var id: ScrollViewID
    public var axis: Axis
    /// The scroll view's viewport, in window points.
    public var frame: Rect
    public var overscroll: OverscrollBehavior
    public init(id: ScrollViewID, axis: Axis, frame: Rect, overscroll: OverscrollBehavior = .auto) {
        self.id = id; self.axis = axis; self.frame = frame; self.overscroll = overscroll
    }
}

/// What painting needs besides the layout: the frame's time (animated scroll transitions) and a
/// way to paint a nested scroll view's content, which the host lays out with its own offset.
public struct PaintContext {
    public var timeSeconds: Seconds
    /// Paints nested scroll view `id` (its background and content, clipped) into `frame`.
    public var paintNested: (_ id: ScrollViewID, _ frame: Rect, _ list: inout DisplayList) -> Void

    public init(timeSeconds: Seconds, paintNested: @escaping (ScrollViewID, Rect, inout DisplayList) -> Void) {
        self.timeSeconds = timeSeconds
        self.paintNested = paintNested
    }

    /// No time, no nested scroll views: for scenes without either.
    public static var plain: PaintContext { PaintContext(timeSeconds: 0, paintNested: { _, _, _ in }) }
}

/// The content of one scroll view — a lazy stack over data and how to paint it — as the host
/// drives it: the host owns the scroll position (physics), the content owns layout state
/// (its anchor) and painting. Scenes are scroll contents; so are the carousels inside them.
///
/// Main-actor isolated, as the views that implement it are: the host's frame loop runs on the
/// main actor and calls it there, so the compiler checks every call (no run-time checks, no
/// escapes). The stages it drives (layout, physics, effects, painting) stay nonisolated.
@MainActor
public protocol ScrollContent: AnyObject {
    var axis: Axis { get }
    /// The stack's spacing, insets and pinned views; the host adds the viewport and offset.
    func constraints(viewport: Size, scrollOffset: Points) -> LayoutConstraints
    /// Runs the measure pass into `result`, reusing its storage.
    func layout(_ constraints: LayoutConstraints, into result: inout LayoutResult)
    /// Paints the result with the viewport at `viewport` (window points).
    func paint(_ result: LayoutResult, viewport: Rect, context: PaintContext, into list: inout DisplayList) -> PaintStats
    /// The scroll views inside the placed elements (frames in window points, `viewport` being
    /// where this content's viewport is).
    func nestedScrollViews(_ result: LayoutResult, viewport: Rect) -> [NestedScrollView]
    /// The content of nested scroll view `id`, kept across frames (it holds that view's anchor).
    func nestedContent(_ id: ScrollViewID) -> (any ScrollContent)?
    /// Puts element `index` at `anchor` on the next pass, exactly.
    func jump(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints)
    /// The offset that would show element `index` at `anchor`, from what is measured now.
    func estimatedOffset(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) -> Points
    /// Puts the content's `edge` at the viewport's edge on the next pass, exactly.
    func jump(toEdge edge: ScrollEdge, constraints: LayoutConstraints)
    /// The offset of `edge` as known now.
    func estimatedOffset(toEdge edge: ScrollEdge, constraints: LayoutConstraints) -> Points
    /// How many elements (headers, rows, footers) the content has.
    var elementCount: Int { get }
    /// The background behind the content (the renderer clears to the outermost one).
    var background: Color { get }
    /// How its scroll view asks to be scrolled (paging, bounce, disabled, …); read every frame.
    var scrollBehavior: ScrollBehavior { get }
    /// Programmatic scrolls the content asked for since the last frame (a view's bound
    /// `ScrollPosition.scrollTo`), for its own scroll view; the host asks once per frame after
    /// the frame's input. The default has none.
    func takeScrollRequests() -> [SceneCommand]
    /// The user moved this content's scroll view (a touch, drag, wheel or key reached it): a
    /// bound `ScrollPosition` is now positioned by the user. The default ignores it.
    func userDidScroll()
    /// A key, offered to the scroll view the keys go to (the focused one, else the one under
    /// the pointer) before it scrolls: true when the content used it (a `List` with a selection
    /// moves it with Up/Down), and then nothing scrolls. The default uses none.
    func handleKey(_ name: String, shift: Bool) -> Bool
    /// What moves its scroll view this frame (its physics' activity: held, dragged, flung,
    /// animated, at rest), told before each `layout`: the view layer's `onScrollPhaseChange`.
    /// The default ignores it.
    func scrollActivity(_ activity: ScrollActivityKind)
    /// Idle time between frames (the host calls it after presenting, while it waits for the
    /// next vsync): work the next frames would otherwise do inside their budget — the lazy
    /// stack maps the memory its next measurements will be stored in
    /// (`LazyStackLayout.prepareStorage(maxOSPages:)`), so a fast scroll takes its first-touch
    /// page faults here rather than in a frame. The default does nothing.
    func prepareForNextFrame()
}

extension ScrollContent {
    public func nestedScrollViews(_ result: LayoutResult, viewport: Rect) -> [NestedScrollView] { [] }
    public func nestedContent(_ id: ScrollViewID) -> (any ScrollContent)? { nil }
    public var background: Color { .systemBackground }
    public var scrollBehavior: ScrollBehavior { .automatic }
    public func takeScrollRequests() -> [SceneCommand] { [] }
    public func userDidScroll() {}
    public func handleKey(_ name: String, shift: Bool) -> Bool { false }
    public func scrollActivity(_ activity: ScrollActivityKind) {}
    public func prepareForNextFrame() {}
}

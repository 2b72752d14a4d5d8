import DisplayList
import LazyLayout
import Painting
import ScrollCore

/// One of the playground's scenes: data, a lazy stack over it and the painters for its
/// elements. The host owns scrolling (physics) and hands the scene the offset each frame. A
/// scene is the outermost ``ScrollContent``; it may hold nested scroll views.
public protocol DemoScene: ScrollContent {
    /// The name used with `--scene` and in captions.
    var name: String { get }
    /// A one-line description shown under the scene.
    var caption: String { get }
    /// Paints the result into `list` with the viewport at `viewport` (window points), for scenes
    /// that need no paint context (the default ``ScrollContent`` paint calls it).
    func paint(_ result: LayoutResult, viewport: Rect, into list: inout DisplayList) -> PaintStats
    /// The data source's ids of the placed elements that are visible, for reports.
    func visibleIDs(_ result: LayoutResult) -> [String]
    /// The display name of a section (for the report's pinned header).
    func sectionName(_ section: Int) -> String

    /// What a key does in this scene beyond scrolling (nil: the key scrolls as usual).
    func keyCommand(_ name: String, shift: Bool) -> SceneCommand?
    /// A click or tap (pointer down and up without a drag) at `point`, in window points.
    func tap(at point: Point) -> SceneCommand?
    /// Whether a press at `point` lands on a control (something ``tap(at:)`` would act on):
    /// drags that start there need the touch slop before they scroll. The default has none.
    func isControl(at point: Point) -> Bool
    /// Called once per frame before layout with the frame's time: timers, simulated loading.
    func advance(to timeSeconds: Seconds)
    /// Commands the scene's own code issued since the last frame (a view's
    /// `ScrollPosition.scrollTo`); the host asks after ``advance(to:)``. The default has none.
    func takeCommands() -> [SceneCommand]
    /// Runtime warnings the scene's views raised (each once), oldest first; the HUD shows the
    /// last. The default has none.
    var runtimeWarnings: [String] { get }
    /// The scene's own keys, for the help overlay: (key, what it does).
    var keyHelp: [(key: String, action: String)] { get }
    /// Announcements the scene's code posted since the last frame (a view's
    /// `AccessibilityNotification.Announcement("…").post()` after a key changed something); the
    /// host shows each as a short notice. The default has none.
    func takeAnnouncements() -> [String]
    /// Where the pointer is after the frame's input (window points; nil when unknown or outside)
    /// and whether its button is down, for hover and pressed states. The default ignores it.
    func pointer(at point: Point?, isDown: Bool)
    /// The cursor the pointer should show where it is (``PointerCursor/hand`` over something
    /// clickable). The default is the arrow.
    var cursor: PointerCursor { get }
    /// Views inside the scene, for the bounds overlay (`B`): frame in window points, the view's
    /// type name, and its depth in the view tree. Scenes without a view tree have none.
    func debugViewBounds() -> [(frame: Rect, name: String, depth: Int)]
    /// Lets main-actor work the scene queued (views' `task`s) run; the host calls it between
    /// frames. The default yields once.
    @MainActor func drainMainActor() async
    /// What the scene measures about itself now (the Lab's figures), for the HUD and the run
    /// report; asked once a frame. The default has none.
    var figures: [SceneFigure] { get }
    /// A longer explanation of what the scene shows right now (a Lab page's), which the help
    /// panel puts first. The default has none.
    var explanation: String? { get }
    /// Where the window's scroll view is, in window points, when the window is `window`: the
    /// window itself for scenes that scroll as a whole (the default); a view tree's first
    /// `ScrollView`'s frame when it sits among other views. The scroll indicator and the overlays
    /// that outline elements draw there.
    func scrollFrame(inWindow window: Rect) -> Rect
}

/// Something a scene asks the host to do in response to a key.
public enum SceneCommand: Sendable, Hashable {
    /// `ScrollPosition.scrollTo(id:anchor:)`: bring element `index` to `anchor`, animated or not.
    case scrollTo(index: Int, anchor: ScrollAnchorPoint, animated: Bool)
    /// `ScrollPosition.scrollTo(edge:)`: to the content's start or end.
    case scrollToEdge(ScrollEdge, animated: Bool)
    /// `ScrollPosition.scrollTo(point:)`: to a content offset along the axis.
    case scrollToOffset(Points, animated: Bool)
    /// The scene handled the input itself; nothing else should react to it.
    case handled
}

extension DemoScene {
    public func paint(_ result: LayoutResult, viewport: Rect, context: PaintContext, into list: inout DisplayList) -> PaintStats {
        paint(result, viewport: viewport, into: &list)
    }
    /// Scenes that paint with a context implement that; this one forwards with a plain context.
    public func paint(_ result: LayoutResult, viewport: Rect, into list: inout DisplayList) -> PaintStats {
        paint(result, viewport: viewport, context: .plain, into: &list)
    }

    /// Runs the measure pass into a new result.
    public func layout(_ constraints: LayoutConstraints) -> LayoutResult {
        var result = LayoutResult(constraints: constraints)
        layout(constraints, into: &result)
        return result
    }

    public func keyCommand(_ name: String, shift: Bool) -> SceneCommand? { nil }
    public func tap(at point: Point) -> SceneCommand? { nil }
    public func isControl(at point: Point) -> Bool { false }
    public func advance(to timeSeconds: Seconds) {}
    public func takeCommands() -> [SceneCommand] { [] }
    public var runtimeWarnings: [String] { [] }
    public var figures: [SceneFigure] { [] }
    public var explanation: String? { nil }
    public func scrollFrame(inWindow window: Rect) -> Rect { window }
    public var keyHelp: [(key: String, action: String)] { [] }
    public func takeAnnouncements() -> [String] { [] }
    public func pointer(at point: Point?, isDown: Bool) {}
    public var cursor: PointerCursor { .arrow }
    public func debugViewBounds() -> [(frame: Rect, name: String, depth: Int)] { [] }
    @MainActor public func drainMainActor() async { await Task.yield() }
}

/// The pointer shapes a scene asks for (the host maps them onto the platform's system cursors).
public enum PointerCursor: Sendable, Hashable {
    case arrow
    /// Over a button, a tappable row or card: the pointing hand (CSS `cursor: pointer`).
    case hand
}

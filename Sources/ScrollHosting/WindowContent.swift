import Foundation
import DisplayList
import LazyLayout
import Painting
import ScrollCore

/// What a window shows, as the host's frame loop drives it: the outermost ``ScrollContent``
/// (layout, paint, nested scroll views) plus the input and the per-frame hooks the loop calls.
/// The host owns scrolling (physics) and hands the content the offset each frame.
///
/// An app's window (`ViewScene`, a view tree) is one; so is each of the playground's scenes,
/// which add what the playground shows about them through ``PlaygroundScene`` — the host asks
/// for that with `as?`, so an app links none of it.
///
/// Requirements: 32 of its own (all but ``name``, ``visibleIDs(_:)`` and ``sectionName(_:)`` have defaults), over ``ScrollContent``'s 16.
@MainActor
public protocol WindowContent: ScrollContent {
    /// The name used with `--scene`, in the window's title and in reports.
    var name: String { get }

    // MARK: Input

    /// What a key does in this content beyond scrolling (nil: the key scrolls as usual).
    func keyCommand(_ name: String, shift: Bool) -> SceneCommand?
    /// The same with Ctrl's state (a text field's Ctrl+A, Ctrl+← by word). The default ignores
    /// Ctrl: `keyCommand(_:shift:)`.
    func keyCommand(_ name: String, shift: Bool, control: Bool) -> SceneCommand?
    /// Committed text the user typed (`SDL_TEXTINPUT`; a trace's `text` event), for the focused
    /// text field. The default drops it.
    func textInput(_ text: String)
    /// The input method's pre-edit text (`SDL_TEXTEDITING`; a trace's `editing` event) with its
    /// cursor `start` and selection `length`, in characters. The default drops it.
    func textEditing(_ text: String, start: Int, length: Int)
    /// Where the focused text field's caret is, in window points, or nil when no text field has
    /// focus: the host turns the platform's text input on while it is non-nil
    /// (`SDL_StartTextInput`) and puts the input method's window there. The default: nil.
    var textInputArea: Rect? { get }
    /// A click or tap (pointer down and up without a drag) at `point`, in window points.
    func tap(at point: Point) -> SceneCommand?
    /// A click with `modifiers` held (`KeyModifiers`: Shift- and Ctrl-click extend a list's
    /// selection). The default ignores the modifiers: ``tap(at:)``.
    func tap(at point: Point, modifiers: KeyModifiers) -> SceneCommand?
    /// The `clicks`th click of a quick run (`InputEvent.pointerDown(_:modifiers:clicks:)`: 2 is
    /// a double click's second), with `modifiers` held. The default ignores the count:
    /// ``tap(at:modifiers:)``.
    func tap(at point: Point, modifiers: KeyModifiers, clicks: Int) -> SceneCommand?

    /// A secondary click (the right mouse button) at `point`, in window points: a view's
    /// context menu opens there. The default does nothing.
    func secondaryClick(at point: Point) -> SceneCommand?
    /// Whether a press at `point` starts a drag the content handles itself rather than a scroll
    /// (``ContentDragKind``): a list row with swipe actions takes a drag that starts mostly
    /// horizontal. Asked at each press, from the last frame's drawing. The default: none.
    func contentDrag(at point: Point) -> ContentDragKind?
    /// The content took the drag that began with the press at `point` (window points), at `time`.
    func beginContentDrag(at point: Point, time: Seconds)
    /// The drag moved: the pointer is at `point`, `translation` from where the content took it.
    func moveContentDrag(to point: Point, translation: Vector, time: Seconds)
    /// The drag the content took ended (the button came up).
    func endContentDrag(at time: Seconds)
    /// The primary button's press, moves and release as they come, before the drag arbiters or
    /// the scroll views decide who takes them: a long press is timed from these, and a
    /// simultaneous drag gesture in a scroll view is reported from them while the view scrolls.
    /// The default ignores them.
    func observePress(_ phase: PressPhase, at point: Point, time: Seconds)
    /// Whether a view under `point` has a gesture a pinch driving `kinds` would go to (a
    /// `MagnifyGesture` for `.magnify`, a `RotateGesture` for `.rotate`): the host then gives a
    /// Ctrl+wheel there to the content as a pinch, and the scroll views never see it. The
    /// default: none.
    func hasPinchGesture(at point: Point, kinds: PinchKinds) -> Bool
    /// One event of a pinch (`InputEvent.pinch`, or a Ctrl+wheel turned into one): `.began`
    /// picks the views under `point` whose gestures read `kinds`, and the pinch's events go to
    /// them until `.ended`. `scale` is the event's factor on the spread, `rotation` its turn in
    /// degrees (clockwise positive). The default ignores it.
    func pinch(_ phase: PinchPhase, scale: Double, rotation: Double, at point: Point, kinds: PinchKinds, time: Seconds)
    /// A scroll view took the press's drag: the content's long presses under it fail, as a
    /// `UIScrollView`'s pan cancels the touches of its content. The default does nothing.
    func pressTakenByScrolling(at time: Seconds)
    /// The content takes the press from now on (a long press succeeded): where the pointer is.
    /// The host asks after each press event and after ``advance(to:)``; the scroll views let
    /// the press go, and its moves and release come as a content drag. The default: nil.
    func takePressClaim() -> Point?
    /// Whether the content waits for time to pass with no input (a long press held still): the
    /// host keeps drawing frames, so it succeeds at the frame that crosses its duration.
    var awaitsTime: Bool { get }
    /// Whether a press at `point` lands on a control (something ``tap(at:)`` would act on):
    /// drags that start there need the touch slop before they scroll. The default has none.
    func isControl(at point: Point) -> Bool
    /// Where the pointer is after the frame's input (window points; nil when unknown or outside)
    /// and whether its button is down, for hover and pressed states. The default ignores it.
    func pointer(at point: Point?, isDown: Bool)
    /// The cursor the pointer should show where it is (``PointerCursor/hand`` over something
    /// clickable). The default is the arrow.
    var cursor: PointerCursor { get }
    /// The scroll view that has keyboard focus (`Tab` moved to it), if any: the scrolling keys go
    /// to it rather than to the one under the pointer. The default has none.
    var focusedScrollView: ScrollViewID? { get }

    // MARK: The frame

    /// Called once per frame before layout with the frame's time: timers, simulated loading.
    func advance(to timeSeconds: Seconds)
    /// The calendar date of frame time 0, which the host reads once when it makes the content
    /// (the only calendar clock read): what a view's `Text(_:style: .relative)` or `.timer`
    /// measures from, as `date + frame time`. The default ignores it.
    func setDateAtTimeZero(_ date: Date)
    /// The window's appearance — the user's "Dark Mode" setting that SwiftUI's
    /// `preferredColorScheme(_:)` overrides: `--color-scheme dark` and the `A` key set it. A
    /// view tree then resolves its system colours to their dark values. The default (content
    /// that paints fixed colours, the engine scenes) ignores it.
    func setDarkAppearance(_ isDark: Bool)
    /// Whether the content is drawn in the dark appearance now (the window's setting, or its
    /// views' `preferredColorScheme`): the host draws its own pieces (image placeholders) to
    /// match. The default: no.
    var drawsDarkAppearance: Bool { get }
    /// Commands the content's own code issued since the last frame (a view's
    /// `ScrollPosition.scrollTo`); the host asks after ``advance(to:)``. The default has none.
    func takeCommands() -> [SceneCommand]
    /// Where the window's scroll view is, in window points, when the window is `window`: the
    /// window itself for content that scrolls as a whole (the default); a view tree's first
    /// `ScrollView`'s frame when it sits among other views. The scroll indicator and the overlays
    /// that outline elements draw there.
    func scrollFrame(inWindow window: Rect) -> Rect
    /// Lets main-actor work the content queued (views' `task`s) run; the host calls it between
    /// frames. The default yields once.
    @MainActor func drainMainActor() async

    // MARK: Diagnostics (the HUD, the bounds overlay, the run report)

    /// Announcements the content's code posted since the last frame (a view's
    /// `AccessibilityNotification.Announcement("…").post()`); the host shows each as a short
    /// notice. The default has none.
    func takeAnnouncements() -> [String]
    /// Runtime warnings the content's views raised (each once), oldest first; the HUD shows the
    /// last. The default has none.
    var runtimeWarnings: [String] { get }
    /// The data source's ids of the placed elements that are visible, for reports.
    func visibleIDs(_ result: LayoutResult) -> [String]
    /// The display name of a section (for the report's pinned header).
    func sectionName(_ section: Int) -> String
    /// Views inside the content, for the bounds overlay (`B`): frame in window points, the view's
    /// type name, and its depth in the view tree. Content without a view tree has none.
    func debugViewBounds() -> [(frame: Rect, name: String, depth: Int)]
}

/// A drag the content handles itself, which the host gives it instead of the scroll views
/// (``WindowContent/contentDrag(at:)``).
public enum ContentDragKind: Sendable, Hashable {
    /// Only a drag that starts mostly horizontal is the content's (a row's swipe actions): the
    /// host holds the press until the pointer has moved the touch slop, then gives a horizontal
    /// drag to the content and a vertical one to the scroll view — the horizontal-vs-vertical
    /// drag arena of Flutter (`DragGestureRecognizer`) and UIKit's table view swipe.
    case horizontal
    /// Any drag from the press on is the content's (a row's move handle in edit mode).
    case immediate
    /// A drag in any direction is the content's once the pointer has moved `distance` points
    /// from the press (a `DragGesture`'s `minimumDistance`); a release before is a click,
    /// delivered to the scroll views as it came.
    case afterDistance(Double)
}

/// What the primary button did (``WindowContent/observePress(_:at:time:)``).
public enum PressPhase: Sendable, Hashable {
    /// It went down (a press).
    case down
    /// The pointer moved (with the button down or not).
    case move
    /// It came up.
    case up
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

extension ScrollContent {
    /// Paints with a plain context (no time, no nested scroll views): for callers that have none.
    public func paint(_ result: LayoutResult, viewport: Rect, into list: inout DisplayList) -> PaintStats {
        paint(result, viewport: viewport, context: .plain, into: &list)
    }

    /// Runs the measure pass into a new result.
    public func layout(_ constraints: LayoutConstraints) -> LayoutResult {
        var result = LayoutResult(constraints: constraints)
        layout(constraints, into: &result)
        return result
    }
}

extension WindowContent {
    public func keyCommand(_ name: String, shift: Bool) -> SceneCommand? { nil }
    public func keyCommand(_ name: String, shift: Bool, control: Bool) -> SceneCommand? { keyCommand(name, shift: shift) }
    public func textInput(_ text: String) {}
    public func textEditing(_ text: String, start: Int, length: Int) {}
    public var textInputArea: Rect? { nil }
    public func tap(at point: Point) -> SceneCommand? { nil }
    public func tap(at point: Point, modifiers: KeyModifiers) -> SceneCommand? { tap(at: point) }
    public func tap(at point: Point, modifiers: KeyModifiers, clicks: Int) -> SceneCommand? { tap(at: point, modifiers: modifiers) }
    public func contentDrag(at point: Point) -> ContentDragKind? { nil }
    public func secondaryClick(at point: Point) -> SceneCommand? { nil }
    public func beginContentDrag(at point: Point, time: Seconds) {}
    public func moveContentDrag(to point: Point, translation: Vector, time: Seconds) {}
    public func endContentDrag(at time: Seconds) {}
    public func observePress(_ phase: PressPhase, at point: Point, time: Seconds) {}
    public func pressTakenByScrolling(at time: Seconds) {}
    public func hasPinchGesture(at point: Point, kinds: PinchKinds) -> Bool { false }
    public func pinch(_ phase: PinchPhase, scale: Double, rotation: Double, at point: Point, kinds: PinchKinds, time: Seconds) {}
    public func takePressClaim() -> Point? { nil }
    public var awaitsTime: Bool { false }
    public func isControl(at point: Point) -> Bool { false }
    public func pointer(at point: Point?, isDown: Bool) {}
    public func setDateAtTimeZero(_ date: Date) {}
    public func setDarkAppearance(_ isDark: Bool) {}
    public var drawsDarkAppearance: Bool { false }
    public var cursor: PointerCursor { .arrow }
    public var focusedScrollView: ScrollViewID? { nil }
    public func advance(to timeSeconds: Seconds) {}
    public func takeCommands() -> [SceneCommand] { [] }
    public func scrollFrame(inWindow window: Rect) -> Rect { window }
    @MainActor public func drainMainActor() async { await Task.yield() }
    public func takeAnnouncements() -> [String] { [] }
    public var runtimeWarnings: [String] { [] }
    public func debugViewBounds() -> [(frame: Rect, name: String, depth: Int)] { [] }
}

/// The pointer shapes a scene asks for (the host maps them onto the platform's system cursors).
public enum PointerCursor: Sendable, Hashable {
    case arrow
    /// Over a button, a tappable row or card: the pointing hand (CSS `cursor: pointer`).
    case hand
    /// Over text that can be selected or edited: the I-beam (SwiftUI's `PointerStyle.horizontalText`).
    case iBeam
    /// Where a rectangle can be dragged out: the crosshair (`PointerStyle.rectSelection`).
    case crosshair
    /// Over an edge that resizes sideways: the left–right arrow (`PointerStyle.columnResize`).
    case resizeLeftRight
    /// Over an edge that resizes up and down: the up–down arrow (`PointerStyle.rowResize`).
    case resizeUpDown
    /// Over something that can be grabbed and moved: the four-way arrow, the nearest system
    /// cursor to macOS's open and closed hands (`PointerStyle.grabIdle`, `.grabActive`).
    case move
}

import DisplayList
import Foundation
import LazyLayout
import Painting
import ScrollCore
import ScrollHosting
import ScrollPhysics

/// A window's root view as the host drives it: a `WindowContent` (and `PlaygroundScene`) whose content is a view tree
/// (a ``ViewHost``). Each frame the host calls ``advance(to:)`` (state changes are applied and
/// the tree laid out), ``layout(_:into:)`` (the window is one element: the root does not
/// scroll; scroll views inside scroll on their own) and ``paint(_:viewport:context:into:)``;
/// clicks arrive through ``tap(at:)``.
///
/// Main-actor isolated, as its views and the host's frame loop are (`WindowContent` is a
/// main-actor protocol): every call from the host is checked by the compiler.
@MainActor
public final class ViewScene<Root: View>: PlaygroundScene {
    public let name: String
    public let caption: String
    /// The keys the views answer, as the help panel lists them ("R", "scroll to a random row").
    public let keyHelp: [(key: String, action: String)]
    public private(set) var axis: CoreAxis = .vertical
    public var elementCount: Int {
        guard let scroll = host.primaryScrollView else { return 1 }
        scroll.updateContentIfNeeded()
        return scroll.stack.elementCount
    }
    /// The view tree and its layout; main-actor isolated.
    public let host: ViewHost
    private(set) var timeSeconds: Double = 0
    private(set) var viewport: Size

    /// - Parameters:
    ///   - name: the scene's name (`--scene`, captions, screenshot file names).
    ///   - caption: a line shown under the scene (window title, scene switch messages).
    ///   - rootView: the window's content.
    ///   - measurer: measures text as the renderer will draw it.
    ///   - size: the window's size in points until the first frame says otherwise.
    ///   - keyHelp: the keys the views answer with `onKeyPress`, for the help panel.
    ///   - figures: what the scene measures about itself now (the HUD and the report show it);
    ///     asked on the main thread once a frame.
    ///   - explanation: the text the help panel puts first (a Lab page's), asked likewise.
    ///   - frameBegan: told each frame's time before the frame updates the views (a scene that
    ///     counts per frame, as the Lab's set-up page does, starts its frame here).
    ///   - sceneStorage: the scene's `@SceneStorage` values (an app's window restores and saves
    ///     them in its state directory; by default they live in memory with the scene).
    public init(name: String, caption: String = "", rootView: Root, measurer: any TextMeasurer,
                size: Size = Size(width: 1280, height: 800), keyHelp: [(key: String, action: String)] = [],
                figures: (@MainActor () -> [SceneFigure])? = nil, explanation: (@MainActor () -> String?)? = nil,
                frameBegan: (@MainActor (_ timeSeconds: Double) -> Void)? = nil,
                sceneStorage: SceneStorageStore = SceneStorageStore()) {
        self.name = name
        self.caption = caption
        self.keyHelp = keyHelp
        self.figureSource = figures
        self.explanationSource = explanation
        self.frameBegan = frameBegan
        viewport = size
        host = ViewHost(rootView: rootView, size: CGSize(size), measurer: measurer, sceneStorage: sceneStorage)
        // The window's scroll view, if any, decides the axis the host scrolls along.
        host.update(size: CGSize(size), at: 0)
        axis = host.primaryScrollView?.axis == .horizontal ? .horizontal : .vertical
        // The window's scroll model is made along this axis: a scroll view across it shown
        // later (another tab) is not the window's but one beside it.
        host.windowAxis = axis == .horizontal ? .horizontal : .vertical
    }


    public func pointer(at point: Point?, isDown: Bool) {
        calling { frame.framePointer(point, isDown: isDown) }
    }

    public var cursor: PointerCursor { frame.frameCursor }

    /// The scroll view with keyboard focus, or the one the focused control is in: the scrolling
    /// keys go there.
    public var focusedScrollView: ScrollViewID? { host.graph.focus.focusedScrollView }

    /// What this scene's views posted (and what was posted outside any window's views):
    /// never another scene's (`AnnouncementQueue`).
    public func takeAnnouncements() -> [String] {
        frame.frameAnnouncements()
    }

    /// Runs a host's call into the views with their announcements going to this scene.
    func calling<T>(_ body: () -> T) -> T { AnnouncementQueue.attributing(to: host.graph, body) }

    public func advance(to timeSeconds: Double) {
        self.timeSeconds = timeSeconds
        // Only a scene that asked to be told (the Lab) pays for the main-actor closure call.
        calling {
            frameBegan?(timeSeconds)
            // A press held still long enough succeeds at this frame (PressTracker).
            press.advance(to: timeSeconds, host: host)
            frame.frameUpdate(size: viewport, at: timeSeconds)
        }
    }

    /// The host, as the frame's calls reach it (its `frame…` methods).
    private var frame: ViewHost { host }

    public func constraints(viewport: Size, scrollOffset: Points) -> LayoutConstraints {
        if viewport != self.viewport {
            self.viewport = viewport
            host.update(size: CGSize(viewport), at: timeSeconds)
        }
        return frame.frameConstraints(window: viewport, scrollOffset: scrollOffset)
    }

    public func layout(_ constraints: LayoutConstraints, into result: inout LayoutResult) {
        let size = constraints.viewportSize
        if calling({ frame.frameLayout(constraints, into: &result) }) { return }
        if size != viewport {
            viewport = size
            host.update(size: CGSize(size), at: timeSeconds)
        }
        result = LayoutResult(constraints: constraints)
        result.placed = [PlacedElement(index: 0, path: .item(0, in: 0), frame: Rect(origin: .zero, size: size))]
        result.contentExtent = size.height
        result.reachesStart = true
        result.reachesEnd = true
        result.stats.elementCount = 1
        result.stats.realized = 1
        result.stats.visible = 1
    }

    public func paint(_ result: LayoutResult, viewport: Rect, context: PaintContext, into list: inout DisplayList) -> PaintStats {
        list.fill(viewport, background)
        let start = list.count
        // Drawn straight into `list` (copying the host's list into it cost ~20 k instructions a
        // frame of the benchmark's list).
        var stats = PaintStats()
        stats.elementsPainted = calling { frame.framePaint(context, into: &list) } ?? 1
        stats.commands = list.count - start + 1
        return stats
    }

    /// A `scrollTo` the window's scroll view's bound ``ScrollPosition`` asked for, as a command.
    public func takeScrollRequests() -> [SceneCommand] {
        frame.frameScrollRequests(primarySerial: &primarySerial)
    }
    /// The window's scroll view when the host last asked for scroll requests.
    private var primarySerial: Int?

    /// The user scrolled the window's scroll view: its bound position follows the user now.
    public func userDidScroll() { calling { frame.frameUserDidScroll() } }
    /// What moves the window's scroll view this frame (its `onScrollPhaseChange`).
    public func scrollActivity(_ activity: ScrollPhysics.ScrollActivityKind) { calling { frame.frameScrollActivity(activity) } }
    /// Dates shown with `Text(_:style:)` are written as of this date plus the frame time.
    public func setDateAtTimeZero(_ date: Date) { host.graph.dateAtTimeZero = date }
    /// The window's appearance (the user's Dark Mode setting; see ``ViewHost/systemColorScheme``).
    public func setDarkAppearance(_ isDark: Bool) {
        host.systemColorScheme = isDark ? .dark : .light
        host.update(size: CGSize(viewport), at: timeSeconds)
    }
    /// Whether the window's views are drawn dark now.
    public var drawsDarkAppearance: Bool { host.colorScheme == .dark }
    /// The window's background: `systemBackground` in the window's colour scheme.
    public var background: RGBAColor { DynamicColor.systemBackground.resolved(isDark: host.colorScheme == .dark) }
    /// The window's scroll view maps the memory its next measurements need (idle time).
    public func prepareForNextFrame() { frame.framePrepareForNext() }

    /// A view that taps, or waits for a long press (its press needs the control slop to scroll).
    public func isControl(at point: Point) -> Bool {
        host.hasTapTarget(at: CGPoint(point)) || !host.pressGestures(at: CGPoint(point)).isEmpty
    }

    // MARK: Presses (PressTracker)

    public func observePress(_ phase: PressPhase, at point: Point, time: Seconds) {
        calling { press.handle(phase, at: point, time: time, host: host, passiveDrags: { [host] point in Self.passiveDrags(host, at: point) }) }
    }
    public func pressTakenByScrolling(at time: Seconds) { calling { press.scrolled(at: time) } }
    public func takePressClaim() -> Point? {
        guard let point = press.takeClaim() else { return nil }
        contentDragClaimed = true
        return point
    }
    public var awaitsTime: Bool { press.isTiming }

    /// The drag gestures at `point` that only watch the press while a scroll view scrolls from
    /// it: every one there is a `simultaneousGesture` inside a `ScrollView` ("SwiftUI scrolls
    /// and reports the drag"); they do not take the press from the scroll view.
    private static func passiveDrags(_ host: ViewHost, at point: CGPoint) -> [DragGestureNode] {
        let gestures = host.dragGestures(at: point)
        guard !gestures.isEmpty, gestures.allSatisfy({ $0.priority == .simultaneous && $0.isInScrollView }) else { return [] }
        return gestures
    }

    public func tap(at point: Point) -> SceneCommand? { tap(at: point, modifiers: EventModifiers()) }

    /// The window's click with the modifier keys held at it (the host reads them at the press):
    /// as `tap(at:modifiers:)` with SwiftUI's `EventModifiers`.
    public func tap(at point: Point, modifiers: KeyModifiers) -> SceneCommand? {
        tap(at: point, modifiers: EventModifiers(modifiers))
    }

    /// The window's `clicks`th click of a quick run (2: a double click's second press), with the
    /// modifier keys held at it: `onTapGesture(count:perform:)` handlers count these.
    public func tap(at point: Point, modifiers: KeyModifiers, clicks: Int) -> SceneCommand? {
        tap(at: point, modifiers: EventModifiers(modifiers), clicks: clicks)
    }

    /// A secondary click (the right mouse button) at `point`: the `contextMenu` of the view
    /// there opens at the pointer; over an open menu, the menu closes.
    public func secondaryClick(at point: Point) -> SceneCommand? {
        calling {
            let handled = host.secondaryClick(at: CGPoint(point))
            if handled { host.update(size: CGSize(viewport), at: timeSeconds) }
            return handled ? .handled : nil
        }
    }

    /// A press on a reorder handle (a `ForEach` row with `onMove`, in edit mode) drags its row
    /// at once; one on a row with swipe actions (`swipeActions`) may start a horizontal swipe.
    public func contentDrag(at point: Point) -> ContentDragKind? {
        // A sheet's own drag (down to dismiss) where nothing of its content takes the press.
        if host.draggableSheet(at: CGPoint(point)) != nil { return .immediate }
        if host.hasReorderHandle(at: CGPoint(point)) { return .immediate }
        // A `DragGesture` (Gestures+Drag.swift): the press is its once it moves the gesture's distance.
        // A simultaneous one in a scroll view only watches the press (PressTracker): the view scrolls.
        if Self.passiveDrags(host, at: CGPoint(point)).isEmpty, let gesture = host.dragGestures(at: CGPoint(point)).first {
            return .afterDistance(Double(gesture.minimumDistance))
        }
        return host.hasSwipeRow(at: CGPoint(point)) ? .horizontal : nil
    }
    public func beginContentDrag(at point: Point, time: Seconds) { calling { beginDrag(at: point, time: time) } }
    private func beginDrag(at point: Point, time: Seconds) {
        // A long press took the press (PressTracker follows it from the press events).
        if contentDragClaimed { return }
        if let sheet = host.draggableSheet(at: CGPoint(point)) {
            draggedSheet = sheet
            sheet.beginDrag(at: time)
            return
        }
        if host.beginReorder(at: CGPoint(point)) { contentDragKind = .immediate; return }
        let gestures = host.dragGestures(at: CGPoint(point))
        if !gestures.isEmpty {
            draggedGestures = gestures
            for gesture in gestures { gesture.beginDrag(at: point, time: time) }
            return
        }
        contentDragKind = host.beginSwipe(at: CGPoint(point)) ? .horizontal : nil
    }
    public func moveContentDrag(to point: Point, translation: Vector, time: Seconds) {
        calling { moveDrag(to: point, translation: translation, time: time) }
    }
    private func moveDrag(to point: Point, translation: Vector, time: Seconds) {
        if contentDragClaimed { host.update(size: CGSize(viewport), at: timeSeconds); return }
        if let draggedSheet { draggedSheet.moveDrag(translation: CGFloat(translation.dy), at: time); return }
        if !draggedGestures.isEmpty {
            for gesture in draggedGestures where !gesture.isDestroyed { gesture.moveDrag(to: point, time: time) }
            host.update(size: CGSize(viewport), at: timeSeconds)
            return
        }
        switch contentDragKind {
        case .immediate?: host.moveReorder(toY: CGFloat(point.y))
        case .horizontal?: host.moveSwipe(translation: CGFloat(translation.dx))
        case .afterDistance?, nil: break
        }
    }
    public func endContentDrag(at time: Seconds) { calling { endDrag(at: time) } }
    private func endDrag(at time: Seconds) {
        if contentDragClaimed {
            contentDragClaimed = false
            host.update(size: CGSize(viewport), at: timeSeconds)
            return
        }
        if let sheet = draggedSheet {
            draggedSheet = nil
            sheet.endDrag(at: time)
            host.update(size: CGSize(viewport), at: timeSeconds)
            return
        }
        if !draggedGestures.isEmpty {
            let gestures = draggedGestures
            draggedGestures = []
            for gesture in gestures where !gesture.isDestroyed { gesture.noteEnding(at: time) }
            for gesture in gestures where !gesture.isDestroyed { gesture.endDrag(at: time) }
            host.update(size: CGSize(viewport), at: timeSeconds)
            return
        }
        switch contentDragKind {
        case .immediate?: host.endReorder()
        case .horizontal?: host.endSwipe()
        case .afterDistance?, nil: break
        }
        contentDragKind = nil
    }
    /// The drag the content has: a row's move (`.immediate`) or swipe (`.horizontal`).
    private var contentDragKind: ContentDragKind?
    /// The sheet being dragged down (PresentationNode+Drag.swift), if the drag is one.
    private var draggedSheet: PresentationNode?
    /// The drag gestures the drag went to: the one that won, then the simultaneous ones.
    private var draggedGestures: [DragGestureNode] = []
    /// The magnify and rotate gestures the running pinch went to (ViewScene+Pinch.swift).
    var pinchedGestures: [PinchGestureNode] = []
    /// Long presses and touch-and-hold context menus, timed by the frame clock.
    private let press = PressTracker()
    /// A long press claimed the press (`takePressClaim`): its drag is the tracker's.
    private var contentDragClaimed = false

    /// While a row of the window's list is dragged by its handle near the list's top or bottom
    /// edge, the scroll that frame's autoscroll asks of it (List+Reorder.swift).
    public func takeCommands() -> [SceneCommand] {
        // Asked every frame: nothing read (no layout result copied) unless a row is lifted.
        // A list nested in other content, or beside the window's, asks through its own
        // content (NestedScrollContent.takeScrollRequests).
        guard host.graph.reorderSession != nil, let scroll = host.primaryScrollView else { return [] }
        let visible = scroll.frame.isEmpty ? CGRect(origin: .zero, size: CGSize(viewport)) : scroll.frame
        return host.graph.reorderAutoscrollCommand(for: scroll, visible: visible, at: timeSeconds).map { [$0] } ?? []
    }

    /// A click at `point` with `modifiers` held (Shift- and Ctrl-click extend a `List`'s selection).
    public func tap(at point: Point, modifiers: EventModifiers, clicks: Int = 1) -> SceneCommand? {
        let handled = host.tap(at: CGPoint(point), modifiers: modifiers, clicks: clicks)
        if handled { host.update(size: CGSize(viewport), at: timeSeconds) }
        // A button that scrolls (`scrollPosition.scrollTo`) does so in this frame: the host asks
        // every scroll view for its requests after the frame's input.
        return handled ? .handled : nil
    }

    /// A key the views' `onKeyPress` actions handle, carried out like a tap: the state they
    /// change is applied now, and a `scrollTo` they ask for is returned as the command. Nil
    /// when no view handles it (the host's scrolling keys then apply).
    ///
    /// Keyboard focus comes first (see `FocusSystem`): `Tab` / `Shift+Tab` move it, and `Space`
    /// or `Return` run the focused button or toggle — so a focused button takes `Return` before
    /// an `onKeyPress(.return)` elsewhere, as the focused view gets keys first in SwiftUI.
    public func keyCommand(_ name: String, shift: Bool) -> SceneCommand? { keyCommand(name, shift: shift, control: false) }

    /// `keyCommand(_:shift:)` with Ctrl's state: a focused text field takes every key first
    /// (after `Tab`, which moves focus on) — Ctrl+A/C/X/V, Ctrl+←/→ by word — and gives back
    /// only PageUp/PageDown and the function keys.
    public func keyCommand(_ name: String, shift: Bool, control: Bool) -> SceneCommand? {
        calling { routeKey(name, shift: shift, control: control) }
    }

    private func routeKey(_ name: String, shift: Bool, control: Bool) -> SceneCommand? {
        // An open menu takes its keys (↑ ↓ ← → Return Space Escape) before focus, a list's
        // selection or the scroll views: it is in front of everything (PresentationNode+Menu.swift).
        if let top = host.graph.topPresentation, top.kind == .menu, let key = KeyEquivalent(hostKeyName: name, shift: shift),
           host.graph.handleKeyPress(key) {
            host.update(size: CGSize(viewport), at: timeSeconds)
            return .handled
        }
        // The back key — the mouse's back button and Alt+← arrive as it ("AC Back", SDL's name
        // for the keyboard's Back key) — is the `NavigationStack`'s own (`KeyEquivalent.navigationBack`):
        // it pops, as on its back button; an `onKeyPress(.escape)` never sees it (it is not
        // Escape). Unlike Escape, nobody taking it never quits the app.
        if name == "AC Back" {
            guard host.graph.handleKeyPress(.navigationBack) else { return nil }
            host.update(size: CGSize(viewport), at: timeSeconds)
            return .handled
        }
        // Ctrl+Tab, Ctrl+Shift+Tab, Ctrl+PgDn/PgUp and Ctrl+1…9 switch a `TabView`'s tabs
        // (TabView.swift); with no tab view, Ctrl+Tab moves focus and Ctrl+PgDn/PgUp page as
        // without Ctrl, and Ctrl+digits do nothing (the host leaves them to the content).
        if control, let key = KeyEquivalent(tabSwitchKeyName: name, shift: shift) {
            if host.graph.handleKeyPress(key) {
                host.update(size: CGSize(viewport), at: timeSeconds)
                return .handled
            }
            if KeyEquivalent.digit(name) != nil { return nil }
        }
        if name == "Tab" {
            host.graph.focus.move(forward: !shift)
            host.update(size: CGSize(viewport), at: timeSeconds)
            return .handled
        }
        if let field = host.graph.focus.focusedTextField, field.handleKey(name, shift: shift, control: control) {
            host.update(size: CGSize(viewport), at: timeSeconds)
            return .handled
        }
        if name == "Space" || name == "Return", host.graph.focus.activateFocused() {
            host.update(size: CGSize(viewport), at: timeSeconds)
            return .handled
        }
        // A focused control's own keys (a `Stepper`'s ↑/↓, a `Slider`'s ←/→) come before the list's.
        if host.graph.focus.keyFocused(name) {
            host.update(size: CGSize(viewport), at: timeSeconds)
            return .handled
        }
        // ↑/↓ move a `List`'s selection when one is under the pointer or was clicked last.
        if host.listSelectionKey(name, shift: shift) {
            host.update(size: CGSize(viewport), at: timeSeconds)
            return .handled
        }
        // F5 refreshes the window's `refreshable` content, as a pull does (Refreshable.swift).
        if name == "F5", host.graph.refreshFromKeyboard() {
            host.update(size: CGSize(viewport), at: timeSeconds)
            return .handled
        }
        guard let key = KeyEquivalent(hostKeyName: name, shift: shift) else { return nil }
        guard host.graph.handleKeyPress(key) else { return nil }
        host.update(size: CGSize(viewport), at: timeSeconds)
        return .handled
    }

    /// Typed text (`SDL_TEXTINPUT`, a trace's `text` event) goes to the focused text field,
    /// over its selection; with no field focused it is dropped.
    public func textInput(_ text: String) { calling { typeText(text) } }
    private func typeText(_ text: String) {
        guard let field = host.graph.focus.focusedTextField else { return }
        field.type(text)
        host.update(size: CGSize(viewport), at: timeSeconds)
    }

    /// The input method's pre-edit text (`SDL_TEXTEDITING`, a trace's `editing` event): the
    /// focused field draws it underlined at its caret, writing nothing until the commit.
    /// `length` (the IME's selection inside it) is not drawn.
    public func textEditing(_ text: String, start: Int, length: Int) {
        calling { composeText(text, start: start) }
    }
    private func composeText(_ text: String, start: Int) {
        guard let field = host.graph.focus.focusedTextField else { return }
        field.compose(text, cursor: start)
        host.update(size: CGSize(viewport), at: timeSeconds)
    }

    /// The focused text field's caret in window points (as last drawn), or nil when no text
    /// field has focus.
    public var textInputArea: Rect? { host.graph.focus.focusedTextField?.caretInWindow }

    public func jump(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) {
        host.primaryScrollView?.stack.jump(toElement: index, at: anchor, constraints: constraints)
    }
    public func estimatedOffset(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) -> Points {
        host.primaryScrollView?.stack.estimatedOffset(toElement: index, at: anchor, constraints: constraints) ?? 0
    }
    public func jump(toEdge edge: ScrollEdge, constraints: LayoutConstraints) {
        host.primaryScrollView?.stack.jump(toEdge: edge, constraints: constraints)
    }
    public func estimatedOffset(toEdge edge: ScrollEdge, constraints: LayoutConstraints) -> Points {
        host.primaryScrollView?.stack.estimatedOffset(toEdge: edge, constraints: constraints) ?? 0
    }
    public func visibleIDs(_ result: LayoutResult) -> [String] {
        guard let scroll = host.primaryScrollView else { return [name] }
        return result.placed.filter(\.isVisible).map { "\(scroll.source.id(of: $0.path).base)" }
    }
    /// The section's name as the window shows it: the first text of its header (`Section { … }
    /// header: { Text("Blues") }` is "Blues"), else "section N" (a section without a header, or a
    /// header that draws no text). The report's `lazy.pinnedHeader` and the HUD read it.
    public func sectionName(_ section: Int) -> String {
        let fallback = "section \(section)"
        guard let scroll = host.primaryScrollView,
              let header = scroll.source.existingNode(at: .header(of: section)) else { return fallback }
        return Self.firstText(in: header) ?? fallback
    }

    /// The first `Text` in `node`'s subtree, depth first.
    private static func firstText(in node: ViewNode) -> String? {
        if let text = node as? TextNode { return text.text.content }
        var found: String?
        node.forEachChild { child in if found == nil { found = firstText(in: child) } }
        return found
    }

    public var runtimeWarnings: [String] { host.graph.warningLog }

    public func scrollFrame(inWindow window: Rect) -> Rect { frame.frameScrollFrame(inWindow: window) }

    private let figureSource: (@MainActor () -> [SceneFigure])?
    private let explanationSource: (@MainActor () -> String?)?
    private let frameBegan: (@MainActor (Double) -> Void)?
    public var figures: [SceneFigure] {
        figureSource?() ?? []
    }
    public var explanation: String? {
        explanationSource?()
    }

    /// The window's scroll view's behaviour (paging, bounce, disabled, start anchor, preset).
    public var scrollBehavior: ScrollBehavior { frame.frameScrollBehavior }

    /// Every other scroll view in the window, for the host to scroll: those inside the window's
    /// scroll view's visible rows, and those beside it (placed by the view layout).
    public func nestedScrollViews(_ result: LayoutResult, viewport: Rect) -> [NestedScrollView] {
        guard let root = host.graph.root else { return [] }
        let primary = host.primaryScrollView
        var views: [NestedScrollView] = []
        var ordinal = 0
        root.forEachScrollView { scroll in
            guard scroll !== primary, scroll.isPlaced, !scroll.isUnderCoveredScreen else { return }
            views.append(scroll.register(id: ScrollViewID.window.beside(ordinal), windowFrame: scroll.frame))
            ordinal += 1
        }
        if let primary {
            let frame = primary.frame.isEmpty ? viewport : primary.frame.core
            views += primary.nestedScrollViews(result, viewport: frame)
        }
        return views
    }

    public func nestedContent(_ id: ScrollViewID) -> (any ScrollContent)? {
        frame.frameNestedContent(id)
    }

    /// The views' frames and type names for the bounds overlay (`B`).
    public func debugViewBounds() -> [(frame: Rect, name: String, depth: Int)] {
        if !host.collectsDebugBounds { host.collectsDebugBounds = true; host.render(at: timeSeconds) }
        return host.debugBounds
    }

    /// Lets main-actor work the views queued (tasks) run; the host calls it between frames.
    public func drainMainActor() async { await host.graph.drainMainActor() }
}

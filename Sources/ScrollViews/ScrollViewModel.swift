import ScrollHosting
import LazyLayout
import ScrollCore
import ScrollInput
import ScrollPhysics

/// One scroll view as the pipeline drives it — the window's or one nested at any depth, all the
/// same kind of thing: its content, its physics (``position``), its last layout, where it is on
/// screen, and a programmatic scroll in progress.
///
/// The ``ScrollViewCoordinator`` keeps models by ``ScrollViewID``, so a carousel scrolled away
/// and back — its row destroyed and made again — keeps its position. Each frame it lays the
/// models out parents first (``layOut(frame:visible:parent:overscroll:pass:time:selectedPreset:)``),
/// routes gestures through the chain of models under the pointer, and steps their physics and
/// scroll-to animations.
///
/// Flutter splits the same concerns between `ScrollPosition` (the offset and its activity) and
/// `Scrollable` (the gesture and viewport glue); this type is our `Scrollable` state.
@MainActor
public final class ScrollViewModel {
    /// ``ScrollViewID/window`` for the window's scroll view; nested ones are named by the data
    /// id of the row holding them and their place in it.
    public let id: ScrollViewID
    public let axis: Axis
    public let content: any ScrollContent
    /// Its physics: offset, velocity, activity, preset.
    public internal(set) var position: ScrollPhysicsPosition
    /// The last layout, its storage reused frame to frame.
    public internal(set) var result: LayoutResult
    /// This frame's viewport in window points, and the part of it its ancestors do not clip.
    public private(set) var frame: Rect = .zero
    public private(set) var visibleFrame: Rect = .zero
    /// The scroll view around this one (nil for the window's).
    private(set) weak var parent: ScrollViewModel?
    /// Whether drags and flings that reach this view's edge go on to ``parent``'s chain.
    private(set) var overscroll: OverscrollBehavior = .auto
    /// The coordinator's layout pass it was last laid out in (kept only while in the latest, or
    /// while its row lives).
    private(set) var lastPass = -1

    /// A programmatic `scrollTo(id:anchor:)` / `scrollTo(edge:)` in progress.
    public private(set) var scrollToAnimation: ScrollToAnimation?
    /// An exact jump due in the next layout (a non-animated request, or an animation's landing).
    private var pendingJump: Jump?
    /// The exact jump the last layout made, if it made one (tests check where it landed).
    public private(set) var jumpInLastLayout: Jump?
    /// The element the last scroll-to went to (a jump, or an animation's final jump) and when
    /// it got there: the host marks it for a moment so "lands exactly" can be seen.
    public private(set) var landing: (index: Int, timeSeconds: Seconds)?
    /// Android stretch overscroll of this view (``ScrollViewCoordinator`` moves it; kept here so
    /// it goes when the model goes).
    var stretchState = StretchState()
    /// Its scroll indicator's visibility, width and flash count (``ScrollViewCoordinator``).
    var indicator = ScrollIndicatorState()
    /// Where an exact jump goes: element `index` at an anchor point of the viewport, an edge of
    /// the content, or a kept anchor (a nested view coming back where it was left).
    public enum Jump: Sendable, Hashable, CustomStringConvertible {
        case element(Int, ScrollAnchorPoint), edge(ScrollEdge), anchor(ScrollAnchor)
        public var description: String {
            switch self {
            case let .element(index, anchor): "element #\(index) at \(anchor)"
            case let .edge(edge): "edge \(edge)"
            case let .anchor(anchor): "anchor \(anchor)"
            }
        }
    }
    /// How far past a restored anchor's element start the offset goes once that element is
    /// measured (applied after the jump's layout).
    private var pendingNudge: Points?
    /// `defaultScrollAnchor(.center, for: .initialOffset)` and the like: the fraction of the
    /// range the first layout starts at (``ScrollBehavior/initialOffsetFraction``).
    private var pendingInitialFraction: Double?
    /// The user touched or scrolled this view since the last scroll request began: a running
    /// scroll-to stops (UIKit and Flutter both let a touch take over an animated scroll).
    private var interruptedByUser = false

    /// - Parameters:
    ///   - viewport: the viewport size for a first layout at offset 0, or nil to lay out first
    ///     in the next frame (nested views: their first frame lays them out).
    /// - Parameter restoring: where it starts, as an anchor (a nested view coming back where it
    ///   was left: the element at the viewport's leading edge and how far into it).
    init(id: ScrollViewID, content: any ScrollContent, viewport: Size, layingOutNow: Bool, preset: PhysicsPreset,
         restoring anchor: ScrollAnchor? = nil) {
        self.id = id
        axis = content.axis
        self.content = content
        let constraints = content.constraints(viewport: viewport, scrollOffset: 0)
        result = LayoutResult(constraints: constraints)
        if layingOutNow { content.layout(constraints, into: &result) }
        position = ScrollPhysicsPosition(axis: content.axis, preset: preset,
                                  metrics: ScrollMetrics(minOffset: result.minOffset, maxOffset: result.maxOffset,
                                                         viewportExtent: viewport.main(content.axis)),
                                  offset: result.scrollOffset)
        frame = Rect(origin: .zero, size: viewport)
        visibleFrame = frame
        // `defaultScrollAnchor(.bottom)`: the first frame shows the content's end, exactly.
        if content.scrollBehavior.startsAtEnd { pendingJump = .edge(.end) }
        let fraction = content.scrollBehavior.initialOffsetFraction
        if !content.scrollBehavior.startsAtEnd, fraction > 0, fraction < 1 { pendingInitialFraction = fraction }
        if let anchor { pendingJump = .anchor(anchor); pendingInitialFraction = nil }
    }

    var isDisabled: Bool { content.scrollBehavior.isDisabled }

    /// How far it can still scroll in the direction of `delta` before its edge (0 at or past it).
    func room(toward delta: Double) -> Points {
        delta > 0 ? max(0, position.metrics.maxOffset - position.offset) : max(0, position.offset - position.metrics.minOffset)
    }

    /// Gives the user's `intent` to the physics (none while `scrollDisabled(true)`).
    public func apply(_ intent: ScrollIntent, at time: Seconds) {
        guard !isDisabled else { return }
        switch intent {
        case .preciseScrollEnded where scrollToAnimation != nil || pendingJump != nil:
            // A touchpad stream that a programmatic scroll took over ends (its end is only
            // known after a quiet interval): not new input, and its momentum is dropped.
            return
        case .holdReleased, .scrollToStart, .scrollToEnd: break
        default: interruptedByUser = true; content.userDidScroll()
        }
        position.apply(TimedScrollIntent(timeSeconds: time, intent: intent))
    }

    /// The user dragged this view's scroll bar thumb to `offset` (clamped into range): any
    /// motion stops there, as a drag's does, and a bound position follows the user.
    func scrollByIndicator(to offset: Points, at time: Seconds) {
        guard !isDisabled else { return }
        interruptedByUser = true
        content.userDidScroll()
        scrollToAnimation = nil
        pendingJump = nil
        position.jump(to: offset, at: time)
    }

    // MARK: Programmatic scrolling

    /// Carries out a scroll request (a bound `ScrollPosition`'s `scrollTo`, a scene's key).
    public func perform(_ command: SceneCommand, at time: Seconds) {
        switch command {
        case let .scrollTo(index, anchor, animated):
            scrollTo(element: index, anchor: anchor, animated: animated, at: time)
        case let .scrollToEdge(edge, animated):
            scrollTo(edge: edge, animated: animated, at: time)
        case let .scrollToOffset(offset, animated):
            interruptedByUser = false
            scrollToAnimation = nil
            if animated { position.animate(to: offset, at: time) } else { position.jump(to: offset, at: time) }
        case .handled:
            break
        }
    }

    /// `ScrollPosition.scrollTo(id:anchor:)` for element `index`: animated, it eases toward a
    /// target re-estimated every frame and ends with an exact jump; otherwise the next frame
    /// shows the element exactly at `anchor`. Any user input to this view interrupts it.
    /// Jumps to `anchor` in the next layout (exact: the element's leading edge, then the points
    /// into it once measured); see ``ScrollViewCoordinator/restore(_:for:)``.
    func restore(to anchor: ScrollAnchor) {
        scrollToAnimation = nil
        pendingJump = .anchor(anchor)
    }

    public func scrollTo(element index: Int, anchor: ScrollAnchorPoint, animated: Bool, at time: Seconds) {
        interruptedByUser = false
        guard animated else {
            scrollToAnimation = nil
            pendingJump = .element(index, anchor)
            return
        }
        let c = content.constraints(viewport: frame.size, scrollOffset: position.offset)
        let target = exactOffset(toElement: index, anchor: anchor, constraints: c)
            ?? content.estimatedOffset(toElement: index, at: anchor, constraints: c)
        let animation = ScrollToAnimation(targetIndex: index, anchorPoint: anchor, from: position.offset,
                                          estimatedTarget: target, viewportExtent: frame.size.main(axis), at: time)
        startDriving(animation, toward: target, at: time)
    }

    /// Hands `animation` to the physics as a driven activity (the HUD shows it moving, the
    /// layout's prefetch looks ahead by its velocity); ``advance(to:)`` re-targets it each frame.
    private func startDriving(_ animation: ScrollToAnimation, toward target: Points, at time: Seconds) {
        scrollToAnimation = animation
        position.drive(from: animation.startOffset, to: target, durationSeconds: animation.durationSeconds, at: time)
    }

    /// `ScrollPosition.scrollTo(edge:)`: to the start or the end of the content, insets included,
    /// exactly (the end lands on the last element even while its size is still an estimate).
    public func scrollTo(edge: ScrollEdge, animated: Bool, at time: Seconds) {
        interruptedByUser = false
        guard animated else {
            scrollToAnimation = nil
            pendingJump = .edge(edge)
            return
        }
        let c = content.constraints(viewport: frame.size, scrollOffset: position.offset)
        var animation = ScrollToAnimation(targetIndex: edge == .end ? max(0, content.elementCount - 1) : 0,
                                          anchorPoint: edge == .end ? .bottom : .top, from: position.offset,
                                          estimatedTarget: edgeOffset(edge, constraints: c),
                                          viewportExtent: frame.size.main(axis), at: time)
        animation.edge = edge
        startDriving(animation, toward: edgeOffset(edge, constraints: c), at: time)
    }

    /// The offset of `edge`: exact once the last layout reached it, else estimated.
    private func edgeOffset(_ edge: ScrollEdge, constraints: LayoutConstraints) -> Points {
        if edge == .start { return 0 }
        return result.reachesEnd ? result.maxOffset : content.estimatedOffset(toEdge: .end, constraints: constraints)
    }

    /// The offset that puts element `index` at `anchor` of the visible region (inside the safe
    /// area and content margins of `constraints`), if the last layout placed it (exact).
    private func exactOffset(toElement index: Int, anchor: ScrollAnchorPoint, constraints: LayoutConstraints) -> Points? {
        guard let placed = result.placed.first(where: { $0.index == index && $0.pinning == .none }) else { return nil }
        let extent = placed.frame.size.main(axis)
        return result.scrollOffset + placed.frame.mainMin(axis) - constraints.anchoredStart(ofExtent: extent, at: anchor)
    }

    /// Advances the physics to `time`. A running scroll-to is a driven physics activity: first
    /// re-targeted from the last layout's estimate of where its element is (exact once the
    /// element was placed), then advanced with everything else; when it ends, the next layout
    /// jumps the anchor to the element itself, so the last frame is exact whatever the estimates.
    func advance(to time: Seconds) {
        if let animation = scrollToAnimation {
            if interruptedByUser || !position.isDriven {
                scrollToAnimation = nil          // user input (or another scroll) took over
            } else {
                let c = content.constraints(viewport: frame.size, scrollOffset: position.offset)
                let target = animation.edge.map { edgeOffset($0, constraints: c) }
                    ?? exactOffset(toElement: animation.targetIndex, anchor: animation.anchorPoint, constraints: c)
                    ?? content.estimatedOffset(toElement: animation.targetIndex, at: animation.anchorPoint, constraints: c)
                position.retargetDriven(to: target)
            }
        }
        position.advance(to: time)
        guard let animation = scrollToAnimation, animation.isFinished(at: time) else { return }
        scrollToAnimation = nil
        pendingJump = animation.edge.map(Jump.edge) ?? .element(animation.targetIndex, animation.anchorPoint)
    }

    /// A new frame's input begins: touches from now on interrupt what runs.
    func beginFrame() { interruptedByUser = false }

    // MARK: Layout

    /// Lays the content out at `frame` (window points) with the physics' offset; the layout's
    /// correction and offset range go back to the physics as values, and the content's scroll
    /// behaviour (paging, bounce, disabled) is applied to it.
    func layOut(frame: Rect, visible: Rect, parent: ScrollViewModel?, overscroll: OverscrollBehavior,
                pass: Int, time: Seconds, selectedPreset: PhysicsPreset) {
        let laidOutBefore = lastPass >= 0
        self.frame = frame
        visibleFrame = frame.intersection(visible)
        self.parent = parent
        self.overscroll = overscroll
        lastPass = pass
        var constraints = content.constraints(viewport: frame.size, scrollOffset: position.offset)
        constraints.scrollVelocity = position.velocity
        jumpInLastLayout = pendingJump
        if let jump = pendingJump {
            switch jump {
            case let .element(index, anchor):
                content.jump(toElement: index, at: anchor, constraints: constraints)
                landing = (index, time)
            case let .edge(edge): content.jump(toEdge: edge, constraints: constraints)
            case let .anchor(anchor):
                // The element's leading edge at the viewport's, then the rest in points: exact,
                // as the element is measured by then (a pixel offset would land on an estimate).
                content.jump(toElement: anchor.index, at: .leading, constraints: constraints)
                // (`.leading` is below the visible region's leading inset: the anchor's points
                // are from the viewport's edge.)
                pendingNudge = anchor.offsetInElement + constraints.visibleInsets.before
            }
            pendingJump = nil
            // The jump stops any motion and clamps the offset into range (an overscrolled view
            // lands from its edge): the pass must ask for that offset, or its correction would be
            // measured from the overscrolled one and leave physics that far from the layout.
            position.jump(to: position.offset, at: time)
            constraints.scrollOffset = position.offset
            constraints.scrollVelocity = position.velocity
        }
        content.scrollActivity(position.activity)
        // `defaultScrollAnchor(_:for: .sizeChanges)`: at rest at the anchor's fraction of the
        // range before this pass (`.bottom`: the end), it stays at that fraction of the new
        // range when the content or the viewport changed size.
        let keptFraction = sizeChangesFraction(laidOutBefore: laidOutBefore)
        let previousRange = (min: result.minOffset, max: result.maxOffset)
        content.layout(constraints, into: &result)
        if let fraction = keptFraction,
           abs(result.maxOffset - previousRange.max) > 0.5 || abs(result.minOffset - previousRange.min) > 0.5 {
            if fraction >= 1 {
                // The end, exactly (a lazy stack's last rows measured, not estimated).
                content.jump(toEdge: .end, constraints: constraints)
                content.layout(constraints, into: &result)
            } else {
                position.updateMetrics(ScrollMetrics(minOffset: result.minOffset, maxOffset: result.maxOffset,
                                                     viewportExtent: frame.size.main(axis)), at: time)
                position.jump(to: result.minOffset + fraction * (result.maxOffset - result.minOffset), at: time)
                content.layout(content.constraints(viewport: frame.size, scrollOffset: position.offset), into: &result)
            }
        }
        if let fraction = pendingInitialFraction {
            // The first layout measured the content at offset 0: start that far into its range.
            pendingInitialFraction = nil
            position.updateMetrics(ScrollMetrics(minOffset: result.minOffset, maxOffset: result.maxOffset,
                                                 viewportExtent: frame.size.main(axis)), at: time)
            position.jump(to: result.minOffset + fraction * (result.maxOffset - result.minOffset), at: time)
            content.layout(content.constraints(viewport: frame.size, scrollOffset: position.offset), into: &result)
        }
        if let nudge = pendingNudge {
            pendingNudge = nil
            position.updateMetrics(ScrollMetrics(minOffset: result.minOffset, maxOffset: result.maxOffset,
                                                 viewportExtent: frame.size.main(axis)), at: time)
            position.jump(to: result.scrollOffset + nudge, at: time)
            content.layout(content.constraints(viewport: frame.size, scrollOffset: position.offset), into: &result)
        }
        if result.correction != 0 {
            position.correct(by: result.correction)
            scrollToAnimation?.shift(by: result.correction)
        }
        // The viewport the content was laid out in (a window's scroll view below a header is
        // shorter than the window): a page step is a page of it.
        position.updateMetrics(ScrollMetrics(minOffset: result.minOffset, maxOffset: result.maxOffset,
                                             viewportExtent: result.constraints.viewportSize.main(axis)), at: time)
        content.scrollBehavior.apply(to: &position, snapOffsets: content.snapOffsets(result),
                                     contentFits: result.maxOffset <= result.minOffset, selected: selectedPreset)
    }

    /// The fraction of the range this pass must keep the view at as sizes change
    /// (`defaultScrollAnchor(_:for: .sizeChanges)`, ``ScrollBehavior/sizeChangesAnchor``): the
    /// anchor's, when the view is at rest there now — its offset within half a point of that
    /// fraction of the last pass's range (for the end, a range whose end the last pass reached)
    /// — and was laid out before; else nil (nothing to keep: a first layout, a jump this pass,
    /// a view in motion or scrolled elsewhere by the user, or no anchor or `.top`, which the
    /// engine's anchoring of the top-most row already keeps).
    private func sizeChangesFraction(laidOutBefore: Bool) -> Double? {
        guard laidOutBefore, jumpInLastLayout == nil, pendingInitialFraction == nil, !position.isMoving,
              let fraction = content.scrollBehavior.sizeChangesAnchor, fraction > 0 else { return nil }
        if fraction >= 1 && !result.reachesEnd { return nil }
        let range = position.metrics
        let anchored = range.minOffset + fraction * (range.maxOffset - range.minOffset)
        return abs(position.offset - anchored) <= 0.5 ? fraction : nil
    }

    /// The chain from the window's scroll view down to this one, outermost first; a disabled
    /// scroll view is left out (its gestures go to the ones around it).
    var chain: [ScrollViewModel] {
        var chain: [ScrollViewModel] = []
        var current: ScrollViewModel? = self
        while let model = current {
            if !model.isDisabled || model.parent == nil { chain.append(model) }
            current = model.parent
        }
        return chain.reversed()
    }

    /// The nearest ancestor in `chain` on the same axis that this one passes scrolling on to at
    /// its edges (none under `overscrollBehavior(.contain)`).
    func chainedAncestor(in chain: [ScrollViewModel]) -> ScrollViewModel? {
        if overscroll == .contain { return nil }
        guard let index = chain.firstIndex(where: { $0 === self }) else { return nil }
        return chain[..<index].last { $0.axis == axis }
    }
}

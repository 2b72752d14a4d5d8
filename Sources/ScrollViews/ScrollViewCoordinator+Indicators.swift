import DisplayList
import LazyLayout
import Painting
import ScrollCore
import ScrollHosting
import ScrollInput

/// One scroll view's indicator between frames: when it last had a reason to show, how far it
/// has widened, the flash count it has answered. Advanced by frame time only (never a clock).
struct ScrollIndicatorState {
    /// Fully visible until this time, then it fades over `ScrollViewCoordinator/indicatorFadeSeconds`.
    var shownUntil: Seconds = -.infinity
    /// 0 thin … 1 widened (under the pointer, or while its thumb is dragged).
    var widening: Double = 0
    /// The frame time it was last updated at, and the offset then (a change is a scroll).
    var lastTime: Seconds?
    var lastOffset: Points?
    /// `ScrollBehavior.indicatorFlashCount` when last seen.
    var flashCount = 0
}

/// A press on a scroll bar: the thumb grabbed (it follows the pointer), or the track clicked.
struct IndicatorPress {
    let model: ScrollViewModel
    /// Where along the axis the pointer grabbed the thumb, and the offset then; nil for a track click.
    var grab: (pointer: Points, offset: Points)?
}

/// The desktop's scroll bar on every scroll view — the window's and each nested one — as GTK 4's
/// overlay scroll bars and macOS's overlay scrollers behave:
///
/// - **Overlay, fading.** Thin (3 pt) while you scroll; it stays
///   `indicatorLingerSeconds` after the last movement, then fades out over
///   `indicatorFadeSeconds` (GTK's `gtkscrolledwindow.c`: `INDICATOR_FADE_OUT_DELAY` 2000 ms,
///   `INDICATOR_FADE_OUT_TIME` 500 ms). It does not show on appear unless the view says
///   `scrollIndicatorsFlash(onAppear: true)`; `scrollIndicatorsFlash(trigger:)` shows it again
///   for the same time at each change.
/// - **Widens under the pointer.** Within `indicatorHoverPoints` of the trailing edge (the
///   8 pt bar plus its 3 pt inset and GTK's 5 px `INDICATOR_CLOSE_DISTANCE`) it shows, widens to
///   8 pt over `indicatorWidenSeconds` (GTK's 200 ms `ANIMATION_DURATION`) and draws its track;
///   the pointer shows the arrow there, not a row's hand.
/// - **Drag the thumb.** The offset follows the pointer: a move of `d` along the track scrolls
///   `d · range / (track − thumb)`, which is `d · content / track` while the thumb is longer than
///   its 36 pt minimum — the thumb stays under the pointer.
/// - **Click the track** to page toward the click: one page (the viewport less the usual
///   overlap, as Page Down) per click. This is macOS's default ("Click in the scroll bar to: Jump
///   to the next page") and GTK's with `gtk-primary-button-warps-slider` off
///   (https://docs.gtk.org/gtk4/property.Settings.gtk-primary-button-warps-slider.html); GTK's
///   default warps the thumb to the click instead. A held press does not repeat.
extension ScrollViewCoordinator {
    static let indicatorLingerSeconds: Seconds = 2.0
    static let indicatorFadeSeconds: Seconds = 0.5
    static let indicatorWidenSeconds: Seconds = 0.2
    /// How far in from a scroll view's trailing (or bottom) edge the pointer grabs its bar.
    static let indicatorHoverPoints: Points = 16

    /// Where the scroll view's indicator is drawn: the window's in its scroll frame, the others in theirs.
    /// Inset by the view's `contentMargins(_:_:for: .scrollIndicators)`.
    func indicatorFrame(_ model: ScrollViewModel) -> Rect {
        insetForIndicator(model === window ? (windowScrollFrame ?? model.frame) : model.frame, model)
    }

    private func insetForIndicator(_ frame: Rect, _ model: ScrollViewModel) -> Rect {
        let insets = model.content.scrollBehavior.indicatorInsets
        guard insets != .zero else { return frame }
        return Rect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                    width: max(0, frame.size.width - insets.leading - insets.trailing),
                    height: max(0, frame.size.height - insets.top - insets.bottom))
    }

    /// Whether `model` has a bar to grab: indicators shown, scrolling enabled, content larger than its viewport.
    func hasIndicator(_ model: ScrollViewModel) -> Bool {
        let behavior = model.content.scrollBehavior
        guard behavior.showsIndicators || behavior.showsIndicatorOnlyOnHover, !behavior.isDisabled else { return false }
        return indicatorPainter.indicatorRect(for: model.result, in: indicatorFrame(model)) != nil
    }

    /// The strip along `model`'s trailing (bottom, for a horizontal one) edge where the pointer
    /// reaches its bar, clipped to what its ancestors show.
    func indicatorHoverZone(_ model: ScrollViewModel) -> Rect? {
        guard hasIndicator(model) else { return nil }
        let frame = indicatorFrame(model)
        let zone = model.axis == .vertical
            ? Rect(x: frame.maxX - Self.indicatorHoverPoints, y: frame.minY, width: Self.indicatorHoverPoints, height: frame.size.height)
            : Rect(x: frame.minX, y: frame.maxY - Self.indicatorHoverPoints, width: frame.size.width, height: Self.indicatorHoverPoints)
        let visible = model === window ? frame : model.visibleFrame
        guard zone.intersects(visible) else { return nil }
        return zone.intersection(visible)
    }

    /// The innermost scroll view whose bar is under `point`.
    func indicatorOwner(at point: Point) -> ScrollViewModel? {
        frameViews.last { indicatorHoverZone($0)?.contains(point) ?? false }
    }

    /// Whether the pointer is over a scroll bar or dragging one (the host shows the arrow there).
    public var isPointerOverIndicator: Bool { indicatorPress != nil || indicatorOwner(at: pointer) != nil }

    /// A press at `point` on a scroll bar: grabs the thumb or pages toward the click. Returns
    /// false when the press is not on a bar (it then goes to the gesture recognizer).
    func pressIndicator(at point: Point, time: Seconds) -> Bool {
        guard let model = indicatorOwner(at: point) else { return false }
        let axis = model.axis
        let frame = indicatorFrame(model)
        let thumb = indicatorPainter.indicatorRect(for: model.result, in: frame, thickness: indicatorPainter.hoverThicknessPoints)!
        let along = point.main(axis)
        model.indicator.shownUntil = max(model.indicator.shownUntil, time + Self.indicatorLingerSeconds)
        if along >= thumb.mainMin(axis), along <= thumb.mainMax(axis) {
            indicatorPress = IndicatorPress(model: model, grab: (along, model.position.offset))
            model.scrollByIndicator(to: model.position.offset, at: time)      // a grab stops a fling
        } else {
            indicatorPress = IndicatorPress(model: model, grab: nil)
            model.apply(.page(along < thumb.mainMin(axis) ? -1 : 1), at: time)
        }
        return true
    }

    /// The pointer moved to `point` while a bar is pressed: a grabbed thumb follows it.
    func dragIndicator(to point: Point, time: Seconds) {
        guard let press = indicatorPress, let grab = press.grab else { return }
        let model = press.model
        let axis = model.axis
        let viewportExtent = indicatorFrame(model).size.main(axis)
        let content = model.result.contentExtent
        let range = content - viewportExtent
        let travel = viewportExtent - 2 * indicatorPainter.insetPoints
            - indicatorPainter.thumbLength(contentExtent: content, viewportExtent: viewportExtent)
        guard range > 0, travel > 0 else { return }
        let offset = grab.offset + (point.main(axis) - grab.pointer) * range / travel
        model.scrollByIndicator(to: min(max(offset, model.position.metrics.minOffset), model.position.metrics.maxOffset), at: time)
    }

    /// Moves every laid-out scroll view's indicator to `time`: shown while its offset changes or
    /// a flash asks, widened under the pointer, faded after the linger.
    func updateIndicators(at time: Seconds) {
        let hovered = indicatorPress?.model ?? (pointerSeen ? indicatorOwner(at: pointer) : nil)
        for model in frameViews {
            var state = model.indicator
            let behavior = model.content.scrollBehavior
            let offset = model.position.offset
            let linger = time + Self.indicatorLingerSeconds
            // `scrollIndicators(.hidden)`: only the pointer shows it (not scrolling, not a flash).
            let shows = behavior.showsIndicators
            if let last = state.lastOffset {
                if abs(last - offset) > 0.01, shows { state.shownUntil = linger }
            } else {
                // It appears: shown only when asked to flash.
                if behavior.flashesIndicatorsOnAppear, shows { state.shownUntil = linger }
                state.flashCount = behavior.indicatorFlashCount
            }
            if behavior.indicatorFlashCount != state.flashCount {
                state.flashCount = behavior.indicatorFlashCount
                if shows { state.shownUntil = linger }
            }
            let isHovered = hovered === model
            if isHovered { state.shownUntil = linger }
            let dt = state.lastTime.map { max(0, time - $0) } ?? 0
            let step = dt / Self.indicatorWidenSeconds
            state.widening = isHovered ? min(1, state.widening + step) : max(0, state.widening - step)
            state.lastTime = time
            state.lastOffset = offset
            model.indicator = state
        }
    }

    /// How visible `model`'s indicator is at `time`: 1 until the linger ends, then fading to 0.
    public func indicatorOpacity(_ model: ScrollViewModel, at time: Seconds) -> Double {
        let since = time - model.indicator.shownUntil
        return since <= 0 ? 1 : max(0, 1 - since / Self.indicatorFadeSeconds)
    }

    /// How far `model`'s indicator has widened (0 thin … 1 the full bar).
    public func indicatorWidening(_ model: ScrollViewModel) -> Double { model.indicator.widening }

    /// Paints every laid-out scroll view's indicator over the frame's content: the window's in
    /// `windowScrollFrame`, each nested one in its frame, clipped to the part its ancestors show.
    public func paintIndicators(windowScrollFrame: Rect, at time: Seconds, into list: inout DisplayList) {
        for model in frameViews {
            if model === window {
                paintIndicator(of: model, in: windowScrollFrame, at: time, into: &list)
            } else if indicatorOpacity(model, at: time) > 0, model.content.scrollBehavior.showsIndicators
                        || model.content.scrollBehavior.showsIndicatorOnlyOnHover,
                      !model.visibleFrame.isEmpty {
                list.clipped(to: model.visibleFrame) { list in paintIndicator(of: model, in: model.frame, at: time, into: &list) }
            }
        }
    }

    /// Paints `model`'s indicator in `frame` as it is now (nothing when hidden or faded out).
    public func paintIndicator(of model: ScrollViewModel, in frame: Rect, at time: Seconds, into list: inout DisplayList) {
        let behavior = model.content.scrollBehavior
        guard behavior.showsIndicators || behavior.showsIndicatorOnlyOnHover else { return }
        indicatorPainter.paint(axis: model.axis, contentExtent: model.result.contentExtent, offset: model.result.scrollOffset,
                               in: insetForIndicator(frame, model), widening: model.indicator.widening, opacity: indicatorOpacity(model, at: time), into: &list)
    }
}

import DisplayList
import LazyLayout
import ScrollCore

/// Draws the scroll indicator (the thin bar along the trailing edge) from the estimated content
/// extent, so users see where they are in data of any size. Geometry after UIKit's indicator as
/// re-implemented in XNScrollView (grp/XNAnimation): 36 pt minimum length, 3 pt thick here with a
/// 3 pt inset; it shortens while overscrolled, as UIKit's does.
///
/// The look is UIKit's default style (`UIScrollView.IndicatorStyle.default`: "black with a white
/// border. This style is good against any content background"): a dark knob inside a 1 pt light
/// rim, so it keeps at least WCAG 2.1's 3:1 non-text contrast (success criterion 1.4.11) over
/// white rows, mid grey and the dark list (18, 18, 22) alike — a black knob alone all but vanished there.
///
/// On the desktop the indicator is also a scroll bar you can grab (the scroll views'
/// coordinator does the input): it widens to ``hoverThicknessPoints`` under the pointer, as
/// GTK 4's overlay scroll bars and macOS's overlay scrollers do, and draws its track then.
public struct ScrollIndicatorPainter {
    public var thicknessPoints: Points = 3
    /// How thick it is under the pointer or while its thumb is dragged (GTK 4's overlay slider
    /// grows from its thin indicator to the full scroll bar width, 8 px in Adwaita).
    public var hoverThicknessPoints: Points = 8
    public var insetPoints: Points = 3
    public var minimumLengthPoints: Points = 36
    /// The knob.
    public var color = Color(red: 0, green: 0, blue: 0, alpha: 0.6)
    /// The rim around it, ``rimPoints`` wide.
    public var rimColor = Color(red: 1, green: 1, blue: 1, alpha: 0.8)
    public var rimPoints: Points = 1
    /// The track drawn behind a widened indicator, faded in with the widening.
    public var trackColor = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25)
    public init() {}

    /// The thumb's rect in window points, or nil when everything fits. `thickness`: across the
    /// axis (``thicknessPoints`` unless widened).
    public func indicatorRect(for result: LayoutResult, in viewport: Rect, thickness: Points? = nil) -> Rect? {
        indicatorRect(axis: result.constraints.axis, contentExtent: result.contentExtent, offset: result.scrollOffset,
                      in: viewport, thickness: thickness)
    }

    /// The thumb's rect for content `contentExtent` long scrolled to `offset` along `axis`, or nil
    /// when everything fits.
    public func indicatorRect(axis: Axis, contentExtent content: Points, offset: Points, in viewport: Rect,
                              thickness: Points? = nil) -> Rect? {
        let viewportExtent = viewport.size.main(axis)
        guard content > viewportExtent + 0.5, viewportExtent > 2 * insetPoints else { return nil }
        let width = thickness ?? thicknessPoints
        let track = viewportExtent - 2 * insetPoints
        var length = thumbLength(contentExtent: content, viewportExtent: viewportExtent)
        let range = content - viewportExtent
        let overscroll = offset < 0 ? -offset : offset > range ? offset - range : 0
        length = max(thicknessPoints * 2, length - overscroll)
        let progress = (offset / range).clamped(to: 0...1)
        let start = insetPoints + (track - length) * progress
        if axis == .vertical {
            return Rect(x: viewport.maxX - insetPoints - width, y: viewport.minY + start, width: width, height: length)
        }
        return Rect(x: viewport.minX + start, y: viewport.maxY - insetPoints - width, width: length, height: width)
    }

    /// The thumb's length when not overscrolled: the track's share the viewport is of the
    /// content, at least ``minimumLengthPoints``.
    public func thumbLength(contentExtent content: Points, viewportExtent: Points) -> Points {
        let track = viewportExtent - 2 * insetPoints
        return min(track, max(minimumLengthPoints, track * viewportExtent / content))
    }

    /// The track (the strip the thumb moves in) at `thickness`, in window points.
    public func trackRect(axis: Axis, in viewport: Rect, thickness: Points) -> Rect {
        if axis == .vertical {
            return Rect(x: viewport.maxX - insetPoints - thickness, y: viewport.minY + insetPoints,
                        width: thickness, height: max(0, viewport.size.height - 2 * insetPoints))
        }
        return Rect(x: viewport.minX + insetPoints, y: viewport.maxY - insetPoints - thickness,
                    width: max(0, viewport.size.width - 2 * insetPoints), height: thickness)
    }

    public func paint(_ result: LayoutResult, in viewport: Rect, into list: inout DisplayList) {
        paint(axis: result.constraints.axis, contentExtent: result.contentExtent, offset: result.scrollOffset,
              in: viewport, widening: 0, opacity: 1, into: &list)
    }

    /// Paints the indicator `widening` of the way (0…1) from thin to ``hoverThicknessPoints``,
    /// at `opacity` (0 draws nothing): the track fades in with the widening.
    public func paint(axis: Axis, contentExtent: Points, offset: Points, in viewport: Rect, widening: Double,
                      opacity: Double, into list: inout DisplayList) {
        guard opacity > 0 else { return }
        let thickness = thicknessPoints + (hoverThicknessPoints - thicknessPoints) * widening.clamped(to: 0...1)
        guard let rect = indicatorRect(axis: axis, contentExtent: contentExtent, offset: offset, in: viewport,
                                       thickness: thickness) else { return }
        func faded(_ c: Color, _ by: Double) -> Color { Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * by) }
        if widening > 0 {
            let track = trackRect(axis: axis, in: viewport, thickness: thickness)
            list.fillRounded(track, radius: thickness / 2, faded(trackColor, opacity * widening))
        }
        let rim = rect.insetBy(dx: -rimPoints, dy: -rimPoints)
        let rimRadius = rim.size.width < rim.size.height ? rim.size.width / 2 : rim.size.height / 2
        list.fillRounded(rim, radius: rimRadius, opacity >= 1 ? rimColor : faded(rimColor, opacity))
        list.fillRounded(rect, radius: thickness / 2, opacity >= 1 ? color : faded(color, opacity))
    }
}

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
public struct ScrollIndicatorPainter {
    public var thicknessPoints: Points = 3
    public var insetPoints: Points = 3
    public var minimumLengthPoints: Points = 36
    /// The knob.
    public var color = Color(red: 0, green: 0, blue: 0, alpha: 0.6)
    /// The rim around it, ``rimPoints`` wide.
    public var rimColor = Color(red: 1, green: 1, blue: 1, alpha: 0.8)
    public var rimPoints: Points = 1
    public init() {}

    /// The indicator's rect in window points, or nil when everything fits.
    public func indicatorRect(for result: LayoutResult, in viewport: Rect) -> Rect? {
        let axis = result.constraints.axis
        let viewportExtent = viewport.size.main(axis)
        let content = result.contentExtent
        guard content > viewportExtent + 0.5, viewportExtent > 2 * insetPoints else { return nil }
        let track = viewportExtent - 2 * insetPoints
        var length = max(minimumLengthPoints, track * viewportExtent / content)
        let range = content - viewportExtent
        let offset = result.scrollOffset
        let overscroll = offset < 0 ? -offset : offset > range ? offset - range : 0
        length = max(thicknessPoints * 2, length - overscroll)
        let progress = (offset / range).clamped(to: 0...1)
        let start = insetPoints + (track - length) * progress
        if axis == .vertical {
            return Rect(x: viewport.maxX - insetPoints - thicknessPoints, y: viewport.minY + start,
                        width: thicknessPoints, height: length)
        }
        return Rect(x: viewport.minX + start, y: viewport.maxY - insetPoints - thicknessPoints,
                    width: length, height: thicknessPoints)
    }

    public func paint(_ result: LayoutResult, in viewport: Rect, into list: inout DisplayList) {
        guard let rect = indicatorRect(for: result, in: viewport) else { return }
        let rim = rect.insetBy(dx: -rimPoints, dy: -rimPoints)
        list.fillRounded(rim, radius: rim.size.width < rim.size.height ? rim.size.width / 2 : rim.size.height / 2, rimColor)
        list.fillRounded(rect, radius: thicknessPoints / 2, color)
    }
}

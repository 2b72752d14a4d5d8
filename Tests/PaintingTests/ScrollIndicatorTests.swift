import DisplayList
import LazyLayout
import Painting
import ScrollCore
import Foundation
import Testing

/// Issue 15: the scroll indicator is visible on dark scenes too (the list's 18, 18, 22 made the
/// old black knob at 35 % show as 12, 12, 14 — a contrast of 1.1:1).
@Suite struct ScrollIndicatorTests {
    /// WCAG 2.1 relative luminance of an opaque sRGB colour.
    static func luminance(_ c: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }
    /// WCAG 2.1 contrast ratio, (L1 + 0.05) / (L2 + 0.05).
    static func contrast(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
    /// `top` composited over the opaque `bottom` (straight alpha, sRGB).
    static func over(_ top: Color, _ bottom: Color) -> Color {
        let a = top.alpha
        return Color(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                     blue: top.blue * a + bottom.blue * (1 - a))
    }

    /// The rim and knob as painted, over `background`: the best contrast any ring of the
    /// indicator has against the background must reach WCAG's 3:1 for graphical objects.
    @Test("The indicator keeps 3:1 contrast on light and dark backgrounds",
          arguments: [Color.white, Color(r8: 18, g8: 18, b8: 22), Color(r8: 242, g8: 242, b8: 247), Color(r8: 128, g8: 128, b8: 128)])
    func contrastOnAnyBackground(background: Color) throws {
        let painter = ScrollIndicatorPainter()
        var result = LayoutResult(constraints: LayoutConstraints(viewportSize: Size(width: 400, height: 600), scrollOffset: 300))
        result.contentExtent = 6000
        result.scrollOffset = 300
        var list = DisplayList()
        painter.paint(result, in: Rect(x: 0, y: 0, width: 400, height: 600), into: &list)
        let fills = list.commands.compactMap { command -> (Rect, Color)? in
            if case let .fillRoundedRect(rect, _, color) = command { return (rect, color) }
            return nil
        }
        try #require(fills.count == 2, "a rim, then the knob")
        let rim = Self.over(fills[0].1, background)
        let knob = Self.over(fills[1].1, rim)
        let (outer, inner) = (fills[0].0, fills[1].0)
        #expect(outer.minX < inner.minX && outer.minY < inner.minY && outer.maxX > inner.maxX && outer.maxY > inner.maxY,
                "the rim surrounds the knob")
        let best = max(Self.contrast(rim, background), Self.contrast(knob, background))
        #expect(best >= 3, "contrast \(best) on \(background)")
    }
}

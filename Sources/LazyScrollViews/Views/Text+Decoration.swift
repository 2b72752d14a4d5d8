import DisplayList
import ScrollCore

/// The lines drawn with a text — SwiftUI's `strikethrough(_:color:)` and `underline(_:color:)`
/// (https://developer.apple.com/documentation/swiftui/text/strikethrough(_:color:),
/// https://developer.apple.com/documentation/swiftui/text/underline(_:color:)): each set or
/// cleared by a text or by a container around it (the text's own wins, as for its font traits);
/// `color` nil draws the line in the text's colour ("If color is nil, the strikethrough uses the
/// default foreground color").
///
/// Drawn under and through each line of the text, its width, `max(1, size / 17)` pt thick
/// rounded to whole points: the underline 0.1 em below the baseline, the strikethrough centred
/// 0.28 em above it (half DejaVu Sans' x-height, where Apple's fonts put it too).
///
/// Differs from SwiftUI: no `pattern:` (dotted, dashed) overloads; the lines are solid.
/// Public only as the value the view modifiers write (not SwiftUI API); a reference, so that a
/// text without lines carries one nil pointer.
public final class _TextDecoration: Hashable, Sendable {
    /// One kind of line: on or off (`strikethrough(false)` clears a container's), and its colour.
    public struct Line: Hashable, Sendable {
        let isActive: Bool
        let color: Color?
    }

    let strikethrough: Line?
    let underline: Line?

    init(strikethrough: Line? = nil, underline: Line? = nil) {
        self.strikethrough = strikethrough
        self.underline = underline
    }

    /// `inner`'s lines over `outer`'s: each kind set in `inner` wins.
    static func over(_ inner: _TextDecoration?, _ outer: _TextDecoration?) -> _TextDecoration? {
        guard let inner else { return outer }
        guard let outer else { return inner }
        return _TextDecoration(strikethrough: inner.strikethrough ?? outer.strikethrough,
                              underline: inner.underline ?? outer.underline)
    }

    public static func == (a: _TextDecoration, b: _TextDecoration) -> Bool {
        a === b || (a.strikethrough == b.strikethrough && a.underline == b.underline)
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(strikethrough)
        hasher.combine(underline)
    }

    /// The line's thickness for a font of `size` points.
    static func thickness(size: Double) -> Double { max(1, (size / 17).rounded()) }

    /// Draws the active lines of one line of text: `origin` its top-left, `width` its width,
    /// `baseline` from its top, `color` the text's.
    @MainActor func draw(origin: Point, width: Double, baseline: Double, size: Double, color: RGBAColor,
                         into context: inout RenderContext) {
        let thickness = Self.thickness(size: size)
        if let underline, underline.isActive {
            let top = origin.y + baseline + 0.1 * size
            context.list.fill(Rect(x: origin.x, y: top, width: width, height: thickness),
                              underline.color.map { context.resolve($0) } ?? color)
        }
        if let strikethrough, strikethrough.isActive {
            let top = origin.y + baseline - 0.28 * size - thickness / 2
            context.list.fill(Rect(x: origin.x, y: top, width: width, height: thickness),
                              strikethrough.color.map { context.resolve($0) } ?? color)
        }
    }
}

extension Text {
    /// A line through the text — SwiftUI's `Text.strikethrough(_:color:)`; `color` nil: the
    /// text's colour.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var t = self
        t.traits.decoration = _TextDecoration.over(_TextDecoration(strikethrough: .init(isActive: isActive, color: color)), traits.decoration)
        return t
    }

    /// A line under the text — SwiftUI's `Text.underline(_:color:)`; `color` nil: the text's
    /// colour.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var t = self
        t.traits.decoration = _TextDecoration.over(_TextDecoration(underline: .init(isActive: isActive, color: color)), traits.decoration)
        return t
    }
}

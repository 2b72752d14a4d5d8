import Foundation

/// A shape that can be inset to give another shape — SwiftUI's `InsettableShape`
/// (https://developer.apple.com/documentation/swiftui/insettableshape): "A shape type that is
/// able to inset itself to produce another shape." `Rectangle`, `RoundedRectangle`, `Circle`,
/// `Capsule` and `Ellipse` conform; so can your own shapes. An insettable shape's
/// `strokeBorder` strokes `inset(by: lineWidth / 2)`, so the whole line lies inside the frame.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` points on every side — SwiftUI's `inset(by:)`
    /// (https://developer.apple.com/documentation/swiftui/insettableshape/inset(by:)): "Returns
    /// `self` inset by `amount`." Negative amounts grow it.
    func inset(by amount: CGFloat) -> InsetShape
}

/// `rect` inset by `amount` on every side, nil when nothing is left (SwiftUI draws nothing then).
func insetRect(_ rect: CGRect, _ amount: CGFloat) -> CGRect? {
    let r = rect.standardized
    guard amount.isFinite, r.width - 2 * amount >= 0, r.height - 2 * amount >= 0 else { return nil }
    return CGRect(x: r.minX + amount, y: r.minY + amount, width: r.width - 2 * amount, height: r.height - 2 * amount)
}

extension Rectangle: InsettableShape {
    /// The frame inset by `amount` — `Rectangle().inset(by:)`.
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A `Rectangle` inset by `amount` points.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path { insetRect(rect, amount).map { Path($0) } ?? Path() }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle in the frame inset by `amount`, its corner radius less `amount`
    /// (at least 0): the inset outline stays parallel to the original, as SwiftUI's does.
    public func inset(by amount: CGFloat) -> _Inset { _Inset(cornerRadius: cornerRadius, amount: amount) }

    /// A `RoundedRectangle` inset by `amount` points.
    public struct _Inset: InsettableShape {
        public var cornerRadius: CGFloat
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            guard let r = insetRect(rect, amount) else { return Path() }
            return Path(roundedRect: r, cornerRadius: max(0, cornerRadius - amount))
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(cornerRadius: cornerRadius, amount: self.amount + amount) }
    }
}

extension Circle: InsettableShape {
    /// The largest circle centred in the frame inset by `amount`: its diameter is the frame's
    /// shorter side less `2 × amount`.
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A `Circle` inset by `amount` points.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            guard let r = insetRect(rect, amount) else { return Path() }
            return Circle().path(in: r)
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

extension Capsule: InsettableShape {
    /// The capsule in the frame inset by `amount`.
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A `Capsule` inset by `amount` points.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            guard let r = insetRect(rect, amount) else { return Path() }
            return Capsule().path(in: r)
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

extension Ellipse: InsettableShape {
    /// The ellipse inscribed in the frame inset by `amount`.
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// An `Ellipse` inset by `amount` points.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            guard let r = insetRect(rect, amount) else { return Path() }
            return Path(ellipseIn: r)
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

extension InsettableShape {
    /// Outlines the shape inside its frame with the foreground style — SwiftUI's
    /// `strokeBorder(lineWidth:antialiased:)`
    /// (https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(linewidth:antialiased:)):
    /// the shape inset by half the line width, stroked. Edges are always anti-aliased here.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .foreground, mode: .stroke(StrokeStyle(lineWidth: lineWidth), inside: true))
    }
    /// Outlines the shape inside its frame with the foreground style as `style` says — SwiftUI's
    /// `strokeBorder(style:antialiased:)`.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .foreground, mode: .stroke(style, inside: true))
    }
}

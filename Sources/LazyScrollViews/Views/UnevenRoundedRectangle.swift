import DisplayList
import Foundation
import ScrollCore

/// The radii of a rectangle's four corners — SwiftUI's `RectangleCornerRadii`
/// (https://developer.apple.com/documentation/swiftui/rectanglecornerradii: "Describes the
/// corner radius values of a rounded rectangle with uneven corners").
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners each have their own radius — SwiftUI's `UnevenRoundedRectangle`
/// (https://developer.apple.com/documentation/swiftui/unevenroundedrectangle: "A rectangular
/// shape with rounded corners with different values, aligned inside the frame of the view
/// containing it"): a chat bubble's tail corner, a card rounded on top only. Each corner is a
/// quarter circle of its radius, clamped to half the shorter side (so adjacent corners never
/// overlap), drawn with the same curves as `RoundedRectangle`; both corner styles draw circular
/// corners (SwiftUI's `.continuous` squircle is not reproduced). Leading is left: the view
/// layer lays out left to right.
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addUnevenRoundedRect(in: rect, cornerRadii: cornerRadii)
        return path
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The shape in the frame inset by `amount`, each radius less `amount` (at least 0): the
    /// outline stays parallel to the original, as `RoundedRectangle`'s inset does.
    public func inset(by amount: CGFloat) -> _Inset { _Inset(cornerRadii: cornerRadii, amount: amount) }

    /// An `UnevenRoundedRectangle` inset by `amount` points.
    public struct _Inset: InsettableShape {
        public var cornerRadii: RectangleCornerRadii
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            guard let inner = insetRect(rect, amount) else { return Path() }
            let radii = RectangleCornerRadii(topLeading: max(0, cornerRadii.topLeading - amount),
                                             bottomLeading: max(0, cornerRadii.bottomLeading - amount),
                                             bottomTrailing: max(0, cornerRadii.bottomTrailing - amount),
                                             topTrailing: max(0, cornerRadii.topTrailing - amount))
            var path = Path()
            path.addUnevenRoundedRect(in: inner, cornerRadii: radii)
            return path
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(cornerRadii: cornerRadii, amount: self.amount + amount) }
    }
}

extension Path {
    /// A closed rectangle with corners of their own radii, clockwise on screen from the end of
    /// its top-leading corner (as ``addRoundedRect(in:cornerSize:style:)``); each radius clamped
    /// to half the shorter side; a corner of radius 0 is square — SwiftUI's
    /// `addRoundedRect(in:cornerRadii:style:transform:)`.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addUnevenRoundedRect(in: rect, cornerRadii: cornerRadii)
    }

    mutating func addUnevenRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii) {
        let r = rect.standardized
        let limit = Double(min(r.width, r.height)) / 2
        func clamped(_ radius: CGFloat) -> Double { radius.isFinite ? min(max(0, Double(radius)), limit) : 0 }
        let tl = clamped(cornerRadii.topLeading), tr = clamped(cornerRadii.topTrailing)
        let br = clamped(cornerRadii.bottomTrailing), bl = clamped(cornerRadii.bottomLeading)
        let k = Self.quarterKappa
        let minX = Double(r.minX), minY = Double(r.minY), maxX = Double(r.maxX), maxY = Double(r.maxY)
        storage.move(to: Point(x: minX + tl, y: minY))
        storage.addLine(to: Point(x: maxX - tr, y: minY))
        if tr > 0 {
            storage.addCurve(to: Point(x: maxX, y: minY + tr), control1: Point(x: maxX - tr + k * tr, y: minY),
                             control2: Point(x: maxX, y: minY + tr - k * tr))
        }
        storage.addLine(to: Point(x: maxX, y: maxY - br))
        if br > 0 {
            storage.addCurve(to: Point(x: maxX - br, y: maxY), control1: Point(x: maxX, y: maxY - br + k * br),
                             control2: Point(x: maxX - br + k * br, y: maxY))
        }
        storage.addLine(to: Point(x: minX + bl, y: maxY))
        if bl > 0 {
            storage.addCurve(to: Point(x: minX, y: maxY - bl), control1: Point(x: minX + bl - k * bl, y: maxY),
                             control2: Point(x: minX, y: maxY - bl + k * bl))
        }
        storage.addLine(to: Point(x: minX, y: minY + tl))
        if tl > 0 {
            storage.addCurve(to: Point(x: minX + tl, y: minY), control1: Point(x: minX, y: minY + tl - k * tl),
                             control2: Point(x: minX + tl - k * tl, y: minY))
        }
        storage.closeSubpath()
    }
}

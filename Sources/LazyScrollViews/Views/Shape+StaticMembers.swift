import Foundation

// The shapes as static members of `Shape` (iOS 17): where a parameter takes `some Shape`, the
// shape is named by its member — `.clipShape(.rect(cornerRadius: 12))`,
// `.background(.blue, in: .capsule)`, `.contentShape(.circle)` — as Apple documents them
// (https://developer.apple.com/documentation/swiftui/shape, "Getting built-in shapes"). Each
// makes the shape its initializer makes, so each draws, clips and hit-tests as that shape does.

extension Shape where Self == Rectangle {
    /// A rectangle aligned inside the frame of the view containing it — `Rectangle()`
    /// (https://developer.apple.com/documentation/swiftui/shape/rect).
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners — `RoundedRectangle(cornerRadius:style:)`
    /// (https://developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:)).
    /// Both corner styles draw circular corners here (see ``RoundedCornerStyle``).
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with rounded corners of `cornerSize` — `RoundedRectangle(cornerSize:style:)`
    /// (https://developer.apple.com/documentation/swiftui/shape/rect(cornersize:style:)).
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners have the radii `cornerRadii` — `UnevenRoundedRectangle(cornerRadii:style:)`
    /// (https://developer.apple.com/documentation/swiftui/shape/rect(cornerradii:style:)).
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with a radius for each corner —
    /// `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`
    /// (https://developer.apple.com/documentation/swiftui/shape/rect(topleadingradius:bottomleadingradius:bottomtrailingradius:toptrailingradius:style:)).
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// The largest circle centred in the frame — `Circle()`
    /// (https://developer.apple.com/documentation/swiftui/shape/circle).
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule: a rectangle whose shorter sides are half circles — `Capsule()`
    /// (https://developer.apple.com/documentation/swiftui/shape/capsule).
    public static var capsule: Capsule { Capsule() }

    /// A capsule with corners of `style` — `Capsule(style:)`
    /// (https://developer.apple.com/documentation/swiftui/shape/capsule(style:)). Both styles
    /// draw half circles here (see ``RoundedCornerStyle``).
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// The ellipse inscribed in the frame — `Ellipse()`
    /// (https://developer.apple.com/documentation/swiftui/shape/ellipse).
    public static var ellipse: Ellipse { Ellipse() }
}

import Foundation
import ScrollEffects

/// A point in a view's own unit square: `(0, 0)` its top-leading corner, `(1, 1)` its
/// bottom-trailing one — SwiftUI's `UnitPoint`
/// (https://developer.apple.com/documentation/swiftui/unitpoint): anchors for placement,
/// scaling, rotation, `scrollTo(_:anchor:)` and `defaultScrollAnchor`. All ten of SwiftUI's
/// named points: `.zero`, `.center`, `.leading`, `.trailing`, `.top`, `.bottom`, `.topLeading`,
/// `.topTrailing`, `.bottomLeading`, `.bottomTrailing`; `x` and `y` are `CGFloat`.
///
/// One type across the library: this is the scroll-effects stage's `UnitPoint` (defined there,
/// in the lowest module that uses it, because that stage may not import the view layer), so a
/// unit point built here is the one a ``VisualEffect``'s `scaleEffect(_:anchor:)` takes.
public typealias UnitPoint = ScrollEffects.UnitPoint

/// A timing curve from 0 to 1 — SwiftUI's `UnitCurve`
/// (https://developer.apple.com/documentation/swiftui/unitcurve): `LinearKeyframe`'s
/// `timingCurve` and `scrollTransition(.interactive(timingCurve:))` take one. The scroll-effects
/// stage's type, named here so that `import LazyScrollUI` code writes `UnitCurve.easeIn`.
public typealias UnitCurve = ScrollEffects.UnitCurve

/// An alignment position along the horizontal axis — SwiftUI's `HorizontalAlignment`. We have
/// the three standard guides (no custom `AlignmentID`s): a view's leading edge, centre and
/// trailing edge (left-to-right layout only).
public struct HorizontalAlignment: Hashable, Sendable {
    /// Where the guide sits as a fraction of the view's width.
    let fraction: CGFloat
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// An alignment position along the vertical axis — SwiftUI's `VerticalAlignment`: top, centre,
/// bottom, and the first and last text baselines (a view without text uses its bottom edge, as
/// SwiftUI does).
public struct VerticalAlignment: Hashable, Sendable {
    enum Guide: Hashable, Sendable { case fraction(CGFloat), firstTextBaseline, lastTextBaseline }
    let guide: Guide
    public static let top = VerticalAlignment(guide: .fraction(0))
    public static let center = VerticalAlignment(guide: .fraction(0.5))
    public static let bottom = VerticalAlignment(guide: .fraction(1))
    public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)
}

/// An alignment in both axes — SwiftUI's `Alignment` (`.center`, `.topLeading`, …).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// The edges of a rectangle — SwiftUI's `Edge`, with its option set `Edge.Set` (`.horizontal`,
/// `.vertical`, `.all`) used by `padding(_:_:)`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on the four edges, in points — SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// `length` on every edge in `edges`, 0 elsewhere.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}

/// The horizontal or vertical dimension — SwiftUI's `Axis`, with `Axis.Set` for `ScrollView`'s axes.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// A geometric angle in radians or degrees — SwiftUI's `Angle`
/// (https://developer.apple.com/documentation/swiftui/angle): `.degrees(_:)`, `.radians(_:)`,
/// `.zero`, the settable `degrees` and `radians`, `Comparable`, and SwiftUI's arithmetic (`+`,
/// `-`, scaling by a `Double`), for `rotationEffect(_:anchor:)`, `hueRotation(_:)` and a
/// ``VisualEffect``'s rotations.
///
/// One type across the library: this is the scroll-effects stage's `Angle` (defined there, in
/// the lowest module that uses it), so an angle built here is the one a `scrollTransition` or
/// `visualEffect` closure's effect takes.
public typealias Angle = ScrollEffects.Angle

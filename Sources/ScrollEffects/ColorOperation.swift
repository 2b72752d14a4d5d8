import Foundation
import ScrollCore

/// A colour adjustment of a ``VisualEffect``: SwiftUI's `hueRotation(_:)`, `saturation(_:)`,
/// `contrast(_:)` and `grayscale(_:)`. SwiftUI does not publish its formulas; these are the
/// W3C Filter Effects Module Level 1 filter functions of the same names
/// (https://www.w3.org/TR/filter-effects-1/#filter-functions: `hue-rotate()`, `saturate()`,
/// `contrast()`, `grayscale()`), which Core Image's and WebKit's filters follow, applied to
/// straight (not premultiplied) red, green and blue in 0…1; alpha is unchanged.
///
/// The painter applies them to the colours of the draw commands (fills, strokes, text, the
/// tints of symbols): exact for flat colours and text, as a filter over pixels would be;
/// images are drawn unadjusted (differs from iOS).
public enum ColorOperation: Sendable, Hashable, CustomStringConvertible {
    /// `hue-rotate(angle)`: the feColorMatrix `hueRotate` matrix.
    case hueRotation(Angle)
    /// `saturate(amount)`: the feColorMatrix `saturate` matrix; 0 grey, 1 unchanged, > 1 more.
    case saturation(Double)
    /// `contrast(amount)`: `c′ = (c − 0.5)·amount + 0.5`; 0 mid-grey, 1 unchanged.
    case contrast(Double)
    /// `grayscale(amount)`: `saturate(1 − amount)`, amount clamped to 0…1.
    case grayscale(Double)

    /// Whether it changes no colour.
    public var isNeutral: Bool { self == neutral }

    /// The same kind of adjustment that changes nothing.
    public var neutral: ColorOperation {
        switch self {
        case .hueRotation: return .hueRotation(.zero)
        case .saturation: return .saturation(1)
        case .contrast: return .contrast(1)
        case .grayscale: return .grayscale(0)
        }
    }

    /// The colour (`red`, `green`, `blue`, each 0…1) adjusted, clamped to 0…1.
    public func apply(red r: Double, green g: Double, blue b: Double) -> (red: Double, green: Double, blue: Double) {
        func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
        switch self {
        case .hueRotation(let angle):
            // feColorMatrix type="hueRotate" (Filter Effects 1, §9.6).
            let c = cos(angle.radians), s = sin(angle.radians)
            let m: [Double] = [
                0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
                0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
                0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072,
            ]
            return (clamp(m[0] * r + m[1] * g + m[2] * b), clamp(m[3] * r + m[4] * g + m[5] * b), clamp(m[6] * r + m[7] * g + m[8] * b))
        case .saturation(let amount):
            return Self.saturate(r, g, b, amount)
        case .grayscale(let amount):
            return Self.saturate(r, g, b, 1 - min(1, max(0, amount)))
        case .contrast(let amount):
            return (clamp((r - 0.5) * amount + 0.5), clamp((g - 0.5) * amount + 0.5), clamp((b - 0.5) * amount + 0.5))
        }
    }

    /// feColorMatrix type="saturate" with value `s`.
    private static func saturate(_ r: Double, _ g: Double, _ b: Double, _ s: Double) -> (red: Double, green: Double, blue: Double) {
        func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
        let red = (0.213 + 0.787 * s) * r + (0.715 - 0.715 * s) * g + (0.072 - 0.072 * s) * b
        let green = (0.213 - 0.213 * s) * r + (0.715 + 0.285 * s) * g + (0.072 - 0.072 * s) * b
        let blue = (0.213 - 0.213 * s) * r + (0.715 - 0.715 * s) * g + (0.072 + 0.928 * s) * b
        return (clamp(red), clamp(green), clamp(blue))
    }

    func sameKind(as other: ColorOperation) -> Bool {
        switch (self, other) {
        case (.hueRotation, .hueRotation), (.saturation, .saturation), (.contrast, .contrast), (.grayscale, .grayscale): return true
        default: return false
        }
    }

    /// Component-wise linear interpolation of two adjustments of the same kind.
    func interpolated(to other: ColorOperation, amount t: Double) -> ColorOperation {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case let (.hueRotation(a), .hueRotation(b)): return .hueRotation(.radians(mix(a.radians, b.radians)))
        case let (.saturation(a), .saturation(b)): return .saturation(mix(a, b))
        case let (.contrast(a), .contrast(b)): return .contrast(mix(a, b))
        case let (.grayscale(a), .grayscale(b)): return .grayscale(mix(a, b))
        default: return self
        }
    }

    /// `from` `amount` of the way to `to`: paired kind by kind when both list the same kinds in
    /// the same order (one closure at two phases); otherwise `from`'s fade to neutral while
    /// `to`'s grow from neutral.
    static func interpolate(_ from: [ColorOperation], _ to: [ColorOperation], amount t: Double) -> [ColorOperation] {
        if from.isEmpty && to.isEmpty { return [] }
        if from.count == to.count, zip(from, to).allSatisfy({ $0.sameKind(as: $1) }) {
            return zip(from, to).map { $0.interpolated(to: $1, amount: t) }
        }
        return from.map { $0.interpolated(to: $0.neutral, amount: t) } + to.map { $0.neutral.interpolated(to: $0, amount: t) }
    }

    public var description: String {
        switch self {
        case .hueRotation(let a): return "hue \(a)"
        case .saturation(let s): return "saturation \(s.shortDescription)"
        case .contrast(let c): return "contrast \(c.shortDescription)"
        case .grayscale(let g): return "grayscale \(g.shortDescription)"
        }
    }
}

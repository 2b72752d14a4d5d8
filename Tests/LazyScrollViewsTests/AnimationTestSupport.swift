import DisplayList
import ScrollCore
import Foundation
@testable import LazyScrollViews

/// What the display list draws for the first fill of one colour: its rect in window points
/// (through every enclosing transform) and the product of the enclosing opacities; nil when
/// nothing of that colour is drawn.
struct AnimatedFill: Equatable {
    var rect: Rect
    var opacity: Double
    /// The enclosing transforms composed (innermost first), for scale and rotation checks.
    var transform: DrawTransform
}

@MainActor
func animatedFill(_ host: ViewHost, at time: Double, color: RGBAColor) -> AnimatedFill? {
    host.update(size: host.size, at: time)
    var transforms: [DrawTransform] = [.identity]
    var opacities: [Double] = [1]
    for command in host.render(at: time).commands {
        switch command {
        case .pushTransform(let t): transforms.append(t.then(transforms.last!))
        case .popTransform: transforms.removeLast()
        case .pushOpacity(let o): opacities.append(o * opacities.last!)
        case .popOpacity: opacities.removeLast()
        case .fillRect(let rect, let c) where c == color:
            let t = transforms.last!
            let a = t.apply(Point(x: rect.minX, y: rect.minY)), b = t.apply(Point(x: rect.maxX, y: rect.maxY))
            return AnimatedFill(rect: Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y)),
                             opacity: opacities.last!, transform: t)
        default: break
        }
    }
    return nil
}

/// SwiftUI's blue (`Color.blue`), the colour the animation tests draw.
let animatedBlue = RGBAColor(r8: 0, g8: 122, b8: 255)

@MainActor
func tapFirstTarget(_ host: ViewHost, at time: Double) {
    let target = host.tapTargets.first!
    host.tap(at: CGPoint(x: target.rect.midX, y: target.rect.midY))
    host.update(size: host.size, at: time)
}

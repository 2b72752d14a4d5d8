import Foundation
import ScrollCore

// The public API speaks SwiftUI's geometry types — `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, which
// Foundation provides on Linux too — so the seeds' code (`@State var subtitleHeight: CGFloat?`,
// a `Layout`'s `CGRect` bounds) compiles as written. Inside, the stages speak ScrollCore's
// `Points` (Double) values; these conversions are the only bridge.

extension CGSize {
    @inlinable init(_ size: Size) { self.init(width: size.width, height: size.height) }
    @inlinable var core: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGPoint {
    @inlinable init(_ point: Point) { self.init(x: point.x, y: point.y) }
    @inlinable var core: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGRect {
    @inlinable init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
    @inlinable var core: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}

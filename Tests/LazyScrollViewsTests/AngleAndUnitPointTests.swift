import Foundation
import ScrollEffects
import Testing
@testable import LazyScrollViews

// One `Angle` and one `UnitPoint` across the library (ScrollAPI.md rows 61–62): the view layer's
// names are the scroll-effects stage's types, so a value built for a view modifier goes to a
// `VisualEffect` (a `scrollTransition` or `visualEffect` closure's) unchanged, with no module
// prefix. SwiftUI's API: https://developer.apple.com/documentation/swiftui/angle,
// https://developer.apple.com/documentation/swiftui/unitpoint.
@MainActor
@Suite struct AngleAndUnitPointTests {
    @Test func oneTypeEach() {
        #expect(LazyScrollViews.Angle.self == ScrollEffects.Angle.self)
        #expect(LazyScrollViews.UnitPoint.self == ScrollEffects.UnitPoint.self)
        // The same values go to a view modifier and to a visual effect (this compiles only
        // because they are one type).
        let angle = Angle.degrees(30), anchor = UnitPoint.topTrailing
        _ = Text("a").rotationEffect(angle, anchor: anchor).scaleEffect(2, anchor: anchor)
        let effect = VisualEffect.identity.rotationEffect(angle, anchor: anchor).scaleEffect(CGSize(width: 2, height: 1), anchor: anchor)
        // "rotate 30° @(1, 0), scale 2×1 @(1, 0)": the anchor and angle as given.
        #expect(effect.description == "rotate 30° @(1, 0), scale 2×1 @(1, 0)")
    }

    static let named: [String: UnitPoint] = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    // Every named point SwiftUI has, with its coordinates (x across, y down, 0…1).
    @Test(arguments: [
        ("zero", 0.0, 0.0), ("center", 0.5, 0.5), ("leading", 0, 0.5), ("trailing", 1, 0.5), ("top", 0.5, 0),
        ("bottom", 0.5, 1), ("topLeading", 0, 0), ("topTrailing", 1, 0), ("bottomLeading", 0, 1), ("bottomTrailing", 1, 1),
    ])
    func namedPoints(_ name: String, x: Double, y: Double) throws {
        let point = try #require(Self.named[name])
        #expect(point.x == CGFloat(x) && point.y == CGFloat(y))
        #expect(point == UnitPoint(x: CGFloat(x), y: CGFloat(y)))
    }

    @Test func unitPointDefaultsToTheOrigin() {
        #expect(UnitPoint() == .zero)
        #expect(UnitPoint(x: 0.25, y: 2).description == "(0.25, 2)")
    }

    // Degrees and radians are one value: 180° = π rad; setting either sets the other (within
    // a few ulps: degrees convert through ·π/180).
    @Test func degreesAndRadians() {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(1, abs(b)) }
        #expect(close(Angle.degrees(180).radians, .pi))
        #expect(close(Angle(radians: .pi / 2).degrees, 90))
        var angle = Angle()
        #expect(angle == .zero)
        angle.degrees = 90
        #expect(close(angle.radians, .pi / 2))
        angle.radians = .pi
        #expect(close(angle.degrees, 180))
        angle.animatableData = 1
        #expect(angle.radians == 1)
        #expect(angle.animatableData == 1)
    }

    // SwiftUI's `Angle` is a vector for animation: it adds, subtracts, negates and scales.
    // Radians in binary fractions of π add exactly (π/2 + π/4 = 3π/4 in doubles).
    @Test func arithmetic() {
        #expect(Angle.radians(.pi / 2) + .radians(.pi / 4) == .radians(3 * .pi / 4))
        #expect(Angle.radians(1.5) - .radians(0.25) == .radians(1.25))
        #expect(-Angle.radians(2) == .radians(-2))
        #expect(Angle.radians(1.5) * 2 == .radians(3))
        #expect(2 * Angle.radians(1.5) == .radians(3))
        #expect(Angle.radians(3) / 4 == .radians(0.75))
        var angle = Angle.radians(1)
        angle += .radians(0.5)
        angle -= .radians(0.25)
        angle *= 4
        angle /= 2
        #expect(angle == .radians(2.5))
    }

    @Test func anglesCompare() {
        #expect(Angle.degrees(10) < .degrees(20))
        #expect(Angle.degrees(-5) < .zero)
        #expect([Angle.degrees(90), .degrees(-90), .zero].sorted() == [.degrees(-90), .zero, .degrees(90)])
        #expect(max(Angle.degrees(1), .degrees(2)) == .degrees(2))
    }

    @Test func anglesAreCodable() throws {
        let data = try JSONEncoder().encode(Angle.radians(1.25))
        #expect(try JSONDecoder().decode(Angle.self, from: data) == .radians(1.25))
    }
}

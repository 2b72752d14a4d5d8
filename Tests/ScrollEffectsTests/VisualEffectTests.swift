import DisplayList
import ScrollCore
import ScrollEffects
import Testing

@Suite("Visual effects")
struct VisualEffectTests {
    /// A card at (10, 20), 100 × 60: centre (60, 50).
    let card = Rect(x: 10, y: 20, width: 100, height: 60)

    @Test("Identity changes nothing and resolves to the identity transform")
    func identity() {
        let e = VisualEffect.identity
        #expect(e.isIdentity && e.transform(in: card) == .identity && e.opacity == 1 && e.brightness == 0)
        #expect(e.description == "identity")
        // Neutral operations are still identity: the seed's closure at phase value 0.
        let neutral = e.rotationEffect(.degrees(0 * 20)).scaleEffect(1 + 0 * 0.2)
        #expect(neutral.isIdentity && neutral.transform(in: card) == .identity)
    }

    @Test("Rotation about the centre keeps the centre fixed; the rotated card's bounds are wider")
    func rotationAboutCentre() {
        let e = VisualEffect.identity.rotationEffect(.degrees(30))
        let t = e.transform(in: card)
        #expect(close(t.apply(card.center), card.center))
        // Bounds of a w × h rect turned by θ: w·cosθ + h·sinθ wide, w·sinθ + h·cosθ tall:
        // 100·(√3/2) + 60·(1/2) = 116.603 wide, 100·(1/2) + 60·(√3/2) = 101.962 tall, same centre.
        let bounds = e.paintedBounds(of: card)
        let w = 100 * 3.0.squareRoot() / 2 + 30, h = 50 + 60 * 3.0.squareRoot() / 2
        #expect(close(bounds, Rect(x: 60 - w / 2, y: 50 - h / 2, width: w, height: h)))
        #expect(bounds.width > card.width)
        // Positive angles turn clockwise on screen (y down): the top-right corner moves down.
        #expect(t.apply(Point(x: card.maxX, y: card.minY)).y > card.minY)
    }

    @Test("Modifiers apply innermost first: an offset before a scale is scaled, after it is not")
    func order() {
        // Offset 10 then scale 2 about the (layout) centre: the centre moves 2·10 = 20.
        let offsetThenScale = VisualEffect.identity.offset(x: 10).scaleEffect(2)
        #expect(close(offsetThenScale.transform(in: card).apply(card.center), Point(x: 80, y: 50)))
        // Scale then offset: the centre moves 10.
        let scaleThenOffset = VisualEffect.identity.scaleEffect(2).offset(x: 10)
        #expect(close(scaleThenOffset.transform(in: card).apply(card.center), Point(x: 70, y: 50)))
        // Rotation and a non-uniform scale do not commute…
        let a = VisualEffect.identity.rotationEffect(.degrees(30)).scaleEffect(x: 2, y: 1).transform(in: card)
        let b = VisualEffect.identity.scaleEffect(x: 2, y: 1).rotationEffect(.degrees(30)).transform(in: card)
        #expect(!close(a, b))
        // …but the seed's rotation and uniform scale about the same centre do.
        let c = VisualEffect.identity.rotationEffect(.degrees(10)).scaleEffect(1.2).transform(in: card)
        let d = VisualEffect.identity.scaleEffect(1.2).rotationEffect(.degrees(10)).transform(in: card)
        #expect(close(c, d))
        // The composed matrix is the product of the parts, innermost first.
        let rotate = AffineTransform.about(card.center, .rotation(radians: Double.pi / 6))
        let scale = AffineTransform.about(card.center, .scale(2, 1))
        #expect(close(a, rotate.then(scale)))
    }

    @Test("Anchors other than the centre")
    func anchors() {
        // Scale 2 about the top-leading corner: that corner stays, the bottom-right doubles away.
        let t = VisualEffect.identity.scaleEffect(2, anchor: .topLeading).transform(in: card)
        #expect(close(t.apply(card.origin), card.origin))
        #expect(close(t.apply(Point(x: card.maxX, y: card.maxY)), Point(x: 210, y: 140)))
    }

    @Test("Opacities multiply and clamp; brightnesses add and clamp")
    func opacityAndBrightness() {
        let e = VisualEffect.identity.opacity(0.5).opacity(0.5).brightness(0.1).brightness(0.2)
        #expect(e.opacity == 0.25 && close(e.brightness, 0.3))
        #expect(!e.isIdentity && e.transform(in: card) == .identity)
        #expect(VisualEffect.identity.opacity(3).opacity == 1 && VisualEffect.identity.opacity(-1).opacity == 0)
        #expect(VisualEffect.identity.brightness(0.8).brightness(0.8).brightness == 1)
    }

    @Test("then() composes: operations concatenate, opacity multiplies, brightness adds")
    func composition() {
        let inner = VisualEffect.identity.rotationEffect(.degrees(90)).opacity(0.5)
        let outer = VisualEffect.identity.offset(x: 5).opacity(0.4).brightness(-0.2)
        let both = inner.then(outer)
        #expect(both.operations == inner.operations + outer.operations)
        #expect(close(both.opacity, 0.2) && both.brightness == -0.2)
        #expect(both == VisualEffect.identity.rotationEffect(.degrees(90)).opacity(0.5).offset(x: 5).opacity(0.4).brightness(-0.2))
        #expect(inner.then(.identity) == inner)
    }

    @Test("Interpolation: exact ends, component-wise in between")
    func interpolation() {
        let from = VisualEffect.identity.rotationEffect(.degrees(20)).scaleEffect(1.2).opacity(0.2)
        let to = VisualEffect.identity.rotationEffect(.degrees(0)).scaleEffect(1).opacity(1)
        #expect(from.interpolated(to: to, amount: 0) == from && from.interpolated(to: to, amount: 1) == to)
        let half = from.interpolated(to: to, amount: 0.5)
        #expect(close(half.opacity, 0.6))
        guard case let .rotation(angle, _) = half.operations[0], case let .scale(sx, sy, _) = half.operations[1] else {
            Issue.record("unexpected operations \(half.operations)"); return
        }
        #expect(close(angle.degrees, 10) && close(sx, 1.1) && close(sy, 1.1))
    }

    @Test("Interpolation pads missing operations with neutral ones")
    func interpolationPadding() {
        // A closure that rotates only off identity: [] ↔ [rotate 20°] → halfway rotates 10°.
        let off = VisualEffect.identity.rotationEffect(.degrees(20))
        let half = VisualEffect.identity.interpolated(to: off, amount: 0.5)
        #expect(half.operations.count == 1)
        #expect(close(half.transform(in: card), VisualEffect.identity.rotationEffect(.degrees(10)).transform(in: card)))
        // Disjoint kinds in different orders: [offset, rotate] ↔ [rotate, scale]: both fade.
        let a = VisualEffect.identity.offset(x: 10).rotationEffect(.degrees(30))
        let b = VisualEffect.identity.scaleEffect(2).offset(x: 4)
        #expect(close(a.interpolated(to: b, amount: 1e-12).transform(in: card), a.transform(in: card), 1e-9))
        #expect(close(a.interpolated(to: b, amount: 1 - 1e-12).transform(in: card), b.transform(in: card), 1e-9))
    }
    /// https://developer.apple.com/documentation/swiftui/visualeffect/blur(radius:opaque:) —
    /// `opaque: true` is kept (it was dropped): one opaque blur makes the combined one opaque.
    @Test("blur(radius:opaque:) keeps opaque through combining")
    func opaqueBlur() {
        let e = VisualEffect.identity.blur(radius: 3, opaque: true)
        #expect(e.blurIsOpaque && e.description == "blur 3 opaque")
        #expect(!VisualEffect.identity.blur(radius: 3).blurIsOpaque)
        #expect(e.blur(radius: 4).blurIsOpaque && VisualEffect.identity.blur(radius: 4).then(e).blurIsOpaque)
    }

    @Test("blur(radius:): radii combine as Gaussians do (variances add), interpolate linearly, count as an effect")
    func blur() {
        let e = VisualEffect.identity.blur(radius: 3)
        #expect(!e.isIdentity && e.blurRadius == 3 && e.description == "blur 3")
        // σ² adds: 3² + 4² = 5².
        #expect(e.blur(radius: 4).blurRadius == 5)
        #expect(e.then(VisualEffect.identity.blur(radius: 4)).blurRadius == 5)
        // Negative and NaN radii are no blur; zero is the identity.
        #expect(VisualEffect.identity.blur(radius: -2).isIdentity && VisualEffect.identity.blur(radius: .nan).isIdentity)
        #expect(VisualEffect.identity.blur(radius: 0).isIdentity)
        // Half-way from sharp to 10 pt: 5 pt; blur never moves a point.
        #expect(VisualEffect.identity.interpolated(to: VisualEffect.identity.blur(radius: 10), amount: 0.5).blurRadius == 5)
        #expect(e.transform(in: card) == .identity && e.paintedBounds(of: card) == card)
    }
}

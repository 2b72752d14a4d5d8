import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollInput
import ScrollPhysics
import Testing

/// SwiftUI's scroll targets through the real pipeline on virtual 60 fps frames:
/// `scrollTargetLayout(isEnabled:)` on lazy and non-lazy stacks,
/// `.viewAligned(limitBehavior:)`, `ViewAlignedScrollTargetBehavior(anchor:)` and a
/// `ScrollTargetBehavior` written as Apple's documentation writes one.
///
/// The carousel: 20 cards 300 pt wide, 20 pt apart (a pitch of 320 pt), in a 400 pt wide
/// horizontal scroll view. Card `i`'s leading edge is at content x = 320·i, so `.viewAligned`
/// rests on offsets 320·i (anchor nil: leading edge to the visible region's leading edge).
///
/// The flick: 12 pointer moves 16 ms apart, 300 pt to the left in all (≈ 1560 pt/s), released
/// 10 ms after the last move. Its friction projection (iOS normal deceleration, `v·0.4995 s`)
/// ends ≈ 300 + 780 = 1080 pt: nearest card 3 (960 pt).
@MainActor
@Suite("Scroll target behaviours")
struct ScrollTargetBehaviorTests {
    static let size = Size(width: 400, height: 700)
    static let pitch = 320.0

    /// The carousel, its cards in a lazy or a plain `HStack`, `scrollTargetLayout(isEnabled:)`
    /// on the stack, `behavior` on the scroll view (nil: none).
    struct Carousel: View {
        let lazy: Bool
        let marked: Bool
        let behavior: AnyScrollTargetBehavior?
        var margins: CGFloat = 0
        var body: some View {
            let scroll = ScrollView(.horizontal) {
                if lazy {
                    LazyHStack(spacing: 20) { cards }.scrollTargetLayout(isEnabled: marked)
                } else {
                    HStack(spacing: 20) { cards }.scrollTargetLayout(isEnabled: marked)
                }
            }
            .contentMargins(.horizontal, margins)
            if let behavior { scroll.scrollTargetBehavior(behavior) } else { scroll }
        }
        var cards: some View {
            ForEach(0..<20, id: \.self) { i in Color(white: Double(i % 2)).frame(width: 300, height: 200) }
        }
    }

    func pipeline(_ root: some View) -> ScrollPipeline {
        let scene = ViewScene(name: "targets", rootView: root, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        return pipeline
    }

    /// Where the flick comes to rest (after 5 s of frames; a free iOS fling from ≈ 1560 pt/s
    /// slows under 20 pt/s in ln(1560/20)/(−1000·ln 0.998) ≈ 2.2 s).
    func restingOffset(_ root: some View, dx: Double = -300) -> Double {
        let pipeline = pipeline(root)
        // The carousel is the window's scroll view, or one nested in it (a horizontal root).
        func carousel() -> (frame: Rect, offset: Double) {
            if let nested = pipeline.nestedScrollViews.first(where: { $0.axis == .horizontal }) { return (nested.frame, nested.offset) }
            return (pipeline.viewport, pipeline.position.offset)
        }
        let frame = carousel().frame
        run(pipeline, dragEvents(from: Point(x: frame.maxX - 50, y: frame.midY), by: Vector(dx: dx, dy: 0), at: 0.1, releaseDelay: 0.01),
            from: 2, frames: 300)
        let rest = carousel().offset
        run(pipeline, [], from: 302, frames: 2)
        #expect(carousel().offset == rest, "at rest after 5 s")
        return rest
    }

    /// How far `offset` is from the nearest card edge.
    func misalignment(_ offset: Double) -> Double {
        let r = offset.truncatingRemainder(dividingBy: Self.pitch)
        return min(abs(r), abs(Self.pitch - r))
    }

    // https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:)
    // https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior ("Apply
    // this modifier to a layout container like LazyVStack or HStack and each individual view in
    // that layout will be considered for alignment").
    @Test("scrollTargetLayout(isEnabled:) is read: enabled, the flick rests on a card; disabled, it coasts as with no behaviour",
          arguments: [true, false])
    func isEnabledIsRead(lazy: Bool) {
        let free = restingOffset(Carousel(lazy: lazy, marked: true, behavior: nil))
        #expect(misalignment(free) > 1, "the free flick (\(free)) must not end on a card by chance")
        let enabled = restingOffset(Carousel(lazy: lazy, marked: true, behavior: AnyScrollTargetBehavior(.viewAligned)))
        #expect(misalignment(enabled) < 0.5, "enabled: rests on a card edge, not \(enabled)")
        #expect(enabled > 0)
        let disabled = restingOffset(Carousel(lazy: lazy, marked: false, behavior: AnyScrollTargetBehavior(.viewAligned)))
        // No target layout: `.viewAligned` has nothing to align to and the scroll view decelerates
        // freely, exactly as without a behaviour.
        #expect(abs(disabled - free) < 0.5, "disabled: \(disabled), free: \(free)")
    }

    // https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior/limitbehavior
    // .never: the card nearest the projected end (card 3, 960 pt); .automatic is .never in a
    // desktop window (regular size class: "limited in compact horizontal size classes and will
    // not be limited otherwise"); .alwaysByOne: "a single view" — card 1 (320 pt) however fast;
    // .alwaysByFew / .always: as many cards as fit whole in the 400 pt region (1), at least 2 —
    // card 2 (640 pt).
    @Test("viewAligned(limitBehavior:) on a plain HStack: where the same flick rests",
          arguments: [(ViewAlignedScrollTargetBehavior.LimitBehavior.never, 960.0), (.automatic, 960), (.alwaysByOne, 320),
                      (.alwaysByFew, 640), (.always, 640)])
    func limitBehavior(limit: ViewAlignedScrollTargetBehavior.LimitBehavior, expected: Double) {
        let offset = restingOffset(Carousel(lazy: false, marked: true, behavior: AnyScrollTargetBehavior(.viewAligned(limitBehavior: limit))))
        #expect(abs(offset - expected) < 0.5, "\(limit) rested at \(offset)")
    }

    // https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior/init(anchor:)
    // Anchor .center: card i's centre at the region's centre, offset 320·i − (400 − 300)/2 =
    // 320·i − 50. One card per gesture from card 0 (at −50, nearest the start 0): card 1, 270 pt.
    @Test("ViewAlignedScrollTargetBehavior(anchor: .center) centres the card")
    func centreAnchor() {
        let behavior = ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne, anchor: .center)
        let offset = restingOffset(Carousel(lazy: true, marked: true, behavior: AnyScrollTargetBehavior(behavior)))
        #expect(abs(offset - 270) < 0.5, "rested at \(offset)")
    }

    // Content margins inset the visible region a card aligns to (the peeking-carousel idiom:
    // `.contentMargins(.horizontal, 16)`): card i starts at 16 + 320·i in the content; its
    // leading edge at the region's, 16 pt in from the window's edge, is offset 320·i. Card 1: 320.
    @Test("viewAligned aligns to the content margins, not the window's edge")
    func contentMargins() {
        let behavior = ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne)
        let offset = restingOffset(Carousel(lazy: true, marked: true, behavior: AnyScrollTargetBehavior(behavior), margins: 16))
        #expect(abs(offset - 320) < 0.5, "rested at \(offset)")
    }

    /// Apple's example behaviour, as its documentation writes it
    /// (https://developer.apple.com/documentation/swiftui/scrolltargetbehavior): "Align to every
    /// 1/10 the size of the scroll view."
    struct BasicScrollTargetBehavior: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            let multiple = context.containerSize.width / 10.0
            let newX = (target.rect.origin.x / multiple).rounded() * multiple
            target.rect.origin.x = newX
        }
    }

    // The proposed target is where the flick would coast to with the scroll view's
    // deceleration — the free flick's rest R (same friction, no edge reached); the behaviour
    // rounds it to a multiple of 400/10 = 40 pt, so the rest is round(R/40)·40 exactly.
    @Test("A user-written ScrollTargetBehavior (Apple's example) rounds the coasting target to 40 pt")
    func userWrittenBehavior() {
        let free = restingOffset(Carousel(lazy: true, marked: false, behavior: nil))
        let snapped = restingOffset(Carousel(lazy: true, marked: false, behavior: AnyScrollTargetBehavior(BasicScrollTargetBehavior())))
        let expected = (free / 40).rounded() * 40
        #expect(abs(snapped - expected) < 0.5, "free \(free), snapped \(snapped), expected \(expected)")
        #expect(abs(free - expected) > 0.5, "the free rest must not already be a multiple of 40")
    }

    /// A behaviour that wraps a built-in and reads the context: pages from the card the
    /// gesture began on (`originalTarget`) by one card in the velocity's direction.
    struct OneCardFromStart: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            let start = (context.originalTarget.rect.minX / 320).rounded()
            let step: CGFloat = context.velocity.dx > 0 ? 1 : context.velocity.dx < 0 ? -1 : 0
            target.rect.origin.x = (start + step) * 320
            #expect(context.axes == .horizontal)
            #expect(context.containerSize == CGSize(width: 400, height: 200), "the carousel: the window's width, its cards' height")
            // 20 cards of 300 pt and 19 gaps of 20 pt.
            #expect(context.contentSize.width == 6380)
        }
    }

    /// Rests one pitch from the start, the pitch read from the scroll view's environment
    /// through the context's dynamic members.
    struct PitchFromEnvironment: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect.origin.x = context.cardPitch
        }
    }

    // https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/subscript(dynamicmember:) :
    // the context reads the environment where the scroll view is. 640 set above the carousel:
    // the flick rests at 640; the key's default (960) without it.
    @Test("ScrollTargetBehaviorContext reads the scroll view's environment by key path", arguments: [CGFloat?.some(640), nil])
    func contextEnvironment(_ pitch: CGFloat?) {
        let carousel = Carousel(lazy: true, marked: false, behavior: AnyScrollTargetBehavior(PitchFromEnvironment()))
        let offset = pitch.map { restingOffset(carousel.environment(\.cardPitch, $0)) } ?? restingOffset(carousel)
        #expect(abs(offset - (pitch ?? 960)) < 0.5, "rested at \(offset)")
    }

    // ScrollTargetBehaviorContext (https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext):
    // originalTarget is the region when the gesture began (offset 0: card 0), velocity the
    // release's (towards the content's end: dx > 0), so the rest is card 1, 320 pt.
    @Test("ScrollTargetBehaviorContext: originalTarget, velocity, sizes, axes")
    func contextValues() {
        let offset = restingOffset(Carousel(lazy: true, marked: false, behavior: AnyScrollTargetBehavior(OneCardFromStart())))
        #expect(abs(offset - 320) < 0.5, "rested at \(offset)")
    }
}

private struct CardPitchKey: EnvironmentKey { static let defaultValue: CGFloat = 960 }
extension EnvironmentValues {
    /// A test value the context reads (`ScrollTargetBehaviorTests.contextEnvironment`).
    var cardPitch: CGFloat { get { self[CardPitchKey.self] } set { self[CardPitchKey.self] = newValue } }
}

import Foundation
import ScrollEffects

// Keyframes (iOS 17): "keyframes fully define the path that a value takes over time using the
// tracks that make up their body" (https://developer.apple.com/documentation/swiftui/keyframetimeline).
// The pieces users write:
//
//     KeyframeTrack(\.scale) {                      // one property of the animated value
//         LinearKeyframe(1.0, duration: 0.1)         // straight there (a UnitCurve may pace it)
//         SpringKeyframe(1.5, duration: 0.4, spring: .bouncy)
//         CubicKeyframe(1.0, duration: 0.3)          // a smooth curve through the keyframes
//         MoveKeyframe(1.0)                          // a jump, no time
//     }
//
// Each keyframe is a *segment*: from where the track is (the value the previous segment ended
// on; at first the initial value's property) to the keyframe's value over its duration. A track
// lasts the sum of its keyframes' durations and then holds its last value; a set of tracks runs
// them side by side, for as long as the longest. KeyframeTimeline.swift evaluates them.

/// A type that defines changes to a value over time — SwiftUI's `Keyframes`
/// (https://developer.apple.com/documentation/swiftui/keyframes): `KeyframeTrack`s, or your own
/// type whose `body` builds them.
public protocol Keyframes<Value> {
    /// The type of value animated.
    associatedtype Value = Body.Value
    associatedtype Body: Keyframes
    /// The tracks that make up these keyframes.
    @KeyframesBuilder<Value> var body: Body { get }
}

/// "A group of keyframes that define an interpolation curve of an animatable value" —
/// SwiftUI's `KeyframeTrackContent`
/// (https://developer.apple.com/documentation/swiftui/keyframetrackcontent): the keyframes
/// (`LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`), what a
/// `@KeyframeTrackContentBuilder` makes of several, or your own type whose `body` lists them.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

// The types here that evaluate themselves (the keyframes, the tracks, what the builders make)
// are their own `body` (`return self`: a `return` keeps the result builder off it); evaluation
// looks for them before reading a `body` (`segments`, `trackList`).

// MARK: - Keyframes of a track

/// "A keyframe that uses simple linear interpolation" — SwiftUI's `LinearKeyframe`
/// (https://developer.apple.com/documentation/swiftui/linearkeyframe): the value moves straight
/// to `to` over `duration`; `timingCurve` ("A unit curve that controls the speed of
/// interpolation", `.linear` by default) paces it: at a fraction u of the duration the value is
/// `from + (to − from) × timingCurve.value(at: u)`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// SwiftUI's `init(_:duration:timingCurve:)`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: duration, curve: .linear(timingCurve))
    }
    public var body: Self { return self }
}

/// "A keyframe that uses a spring function to interpolate to the given value" — SwiftUI's
/// `SpringKeyframe` (https://developer.apple.com/documentation/swiftui/springkeyframe).
///
/// The spring starts where the track is, at `startVelocity` — `nil`: the velocity the track
/// had at the end of the previous keyframe ("to maintain smooth motion"; at rest at the start) —
/// and pulls towards `to` for `duration` (nil: the spring's `settlingDuration`, by which it is
/// within 0.1 % of the change). A shorter duration cuts it where it is: the next keyframe starts
/// from there, at the spring's velocity; the last keyframe of a track ends on its value
/// (inferred: Apple does not say).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// SwiftUI's `init(_:duration:spring:startVelocity:)`
    /// (https://developer.apple.com/documentation/swiftui/springkeyframe/init(_:duration:spring:startvelocity:)).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration ?? spring.settlingDuration, curve: .spring(spring, startVelocity: startVelocity))
    }
    public var body: Self { return self }
}

/// "A keyframe that uses a cubic curve to smoothly interpolate between values" — SwiftUI's
/// `CubicKeyframe` (https://developer.apple.com/documentation/swiftui/cubickeyframe).
///
/// A cubic Hermite segment from where the track is to `to`, leaving at `startVelocity` and
/// arriving at `endVelocity` (value units per second). As Apple documents: "Adjacent cubic
/// keyframes result in a Catmull-Rom spline" — a velocity left `nil` between two cubic keyframes
/// is (next value − previous value) / (the two segments' durations); after another kind of
/// keyframe a cubic one starts at the velocity that keyframe ended with, and before one it ends
/// at the velocity that keyframe starts with. Inferred (Apple does not say): at the start and
/// the end of a track a `nil` velocity is 0 — the value starts from rest and comes to rest.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// SwiftUI's `init(_:duration:startVelocity:endVelocity:)`
    /// (https://developer.apple.com/documentation/swiftui/cubickeyframe/init(_:duration:startvelocity:endvelocity:)).
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration, curve: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    }
    public var body: Self { return self }
}

/// "A keyframe that immediately moves to the given value without interpolating" — SwiftUI's
/// `MoveKeyframe` (https://developer.apple.com/documentation/swiftui/movekeyframe): it takes no
/// time; the track is at `to` from that moment, at rest.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// SwiftUI's `init(_:)`.
    public init(_ to: Value) {
        segment = KeyframeSegment(to: to, duration: 0, curve: .move)
    }
    public var body: Self { return self }
}

/// One keyframe as evaluated: to `to` over `duration` along `curve`.
struct KeyframeSegment<Value: Animatable> {
    enum Curve {
        case move
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value?)
        case cubic(startVelocity: Value?, endVelocity: Value?)
    }
    var to: Value
    var duration: Double
    var curve: Curve

    init(to: Value, duration: Double, curve: Curve) {
        self.to = to
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.curve = curve
    }
}

// MARK: - Track content evaluation

/// Track content that lists its segments itself (the keyframes, and what the builder makes).
protocol PrimitiveKeyframeTrackContent {
    /// `[KeyframeSegment<Value>]`.
    var anySegments: Any { get }
}

extension LinearKeyframe: PrimitiveKeyframeTrackContent { var anySegments: Any { [segment] } }
extension SpringKeyframe: PrimitiveKeyframeTrackContent { var anySegments: Any { [segment] } }
extension CubicKeyframe: PrimitiveKeyframeTrackContent { var anySegments: Any { [segment] } }
extension MoveKeyframe: PrimitiveKeyframeTrackContent { var anySegments: Any { [segment] } }

extension KeyframeTrackContent {
    /// The keyframes in order: a primitive's own, else its `body`'s.
    var segments: [KeyframeSegment<Value>] {
        if let primitive = self as? any PrimitiveKeyframeTrackContent {
            return primitive.anySegments as? [KeyframeSegment<Value>] ?? []
        }
        return body.segments as Any as? [KeyframeSegment<Value>] ?? []
    }
}

/// Keyframes in sequence: what `@KeyframeTrackContentBuilder` makes of a closure.
struct KeyframeList<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    var list: [KeyframeSegment<Value>]
    var anySegments: Any { list }
    var body: Self { return self }
}

/// The builder of a track's keyframes — SwiftUI's `KeyframeTrackContentBuilder`
/// (https://developer.apple.com/documentation/swiftui/keyframetrackcontentbuilder): the
/// keyframes written one after the other play one after the other; `if`, `if`/`else`, `for`
/// and `if #available` work as in a `@ViewBuilder`.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }
    public static func buildBlock() -> some KeyframeTrackContent<Value> { KeyframeList<Value>(list: []) }
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }
    public static func buildPartialBlock<A: KeyframeTrackContent, N: KeyframeTrackContent>(
        accumulated: A, next: N
    ) -> some KeyframeTrackContent<Value> where A.Value == Value, N.Value == Value {
        KeyframeList(list: accumulated.segments + next.segments)
    }
    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> some KeyframeTrackContent<Value> where K.Value == Value {
        KeyframeList(list: components.flatMap(\.segments))
    }
    public static func buildOptional<K: KeyframeTrackContent>(_ component: K?) -> some KeyframeTrackContent<Value> where K.Value == Value {
        KeyframeList(list: component?.segments ?? [])
    }
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first: First) -> Conditional<First, Second>
    where First.Value == Value, Second.Value == Value {
        Conditional(list: first.segments)
    }
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second: Second) -> Conditional<First, Second>
    where First.Value == Value, Second.Value == Value {
        Conditional(list: second.segments)
    }
    public static func buildLimitedAvailability<K: KeyframeTrackContent>(_ component: K) -> some KeyframeTrackContent<Value>
    where K.Value == Value {
        KeyframeList(list: component.segments)
    }

    /// The keyframes of the branch of an `if`/`else` taken — SwiftUI's
    /// `KeyframeTrackContentBuilder.Conditional`.
    public typealias Conditional<First: KeyframeTrackContent, Second: KeyframeTrackContent> =
        KeyframeTrackContentConditional<Value, First, Second> where First.Value == Value, Second.Value == Value
}

/// The keyframes of the branch of an `if`/`else` taken (`KeyframeTrackContentBuilder.Conditional`).
public struct KeyframeTrackContentConditional<Value: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
    KeyframeTrackContent, PrimitiveKeyframeTrackContent where First.Value == Value, Second.Value == Value {
    let list: [KeyframeSegment<Value>]
    var anySegments: Any { list }
    public var body: Self { return self }
}

// MARK: - Tracks

/// "A sequence of keyframes animating a single property of a root type" — SwiftUI's
/// `KeyframeTrack` (https://developer.apple.com/documentation/swiftui/keyframetrack). The
/// property starts at the initial value's, goes through the keyframes in order, and holds the
/// last one's value once they are over. (SwiftUI's generic parameters are `<Root, Value,
/// Content>`; here the property's type is `Property`, as `Value` names `Keyframes`' animated
/// type — `Root`.)
public struct KeyframeTrack<Root, Property, Content: KeyframeTrackContent>: Keyframes where Property == Content.Value {
    public typealias Value = Root
    let recipe: any KeyframeTrackRecipe<Root>

    /// A track for the property at `keyPath` — SwiftUI's `init(_:content:)`
    /// (https://developer.apple.com/documentation/swiftui/keyframetrack/init(_:content:)).
    public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> Content) {
        recipe = TrackRecipe(keyPath: keyPath, segments: content().segments, isLoose: false)
    }
    /// A track for the whole value — SwiftUI's `init(content:)`
    /// (https://developer.apple.com/documentation/swiftui/keyframetrack/init(content:)).
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Property {
        recipe = TrackRecipe(keyPath: \Root.self, segments: content().segments, isLoose: false)
    }
    public var body: Self { return self }
}

/// A track's keyframes and the property they animate, whatever its type.
protocol KeyframeTrackRecipe<Root> {
    associatedtype Root
    /// The sum of its keyframes' durations.
    var duration: Double { get }
    /// Keyframes written straight in a `@KeyframesBuilder` (no `KeyframeTrack`): adjacent ones
    /// are one track on the whole value.
    var isLoose: Bool { get }
    /// These keyframes then `other`'s, when both are loose.
    func appending(_ other: any KeyframeTrackRecipe<Root>) -> (any KeyframeTrackRecipe<Root>)?
    /// Evaluates the track from `initial`'s property: sets the property of a value to the
    /// track's at a time.
    func plan(from initial: Root) -> (Double, inout Root) -> Void
}

struct TrackRecipe<Root, Property: Animatable>: KeyframeTrackRecipe {
    let keyPath: WritableKeyPath<Root, Property>
    let segments: [KeyframeSegment<Property>]
    let isLoose: Bool

    var duration: Double { segments.reduce(0) { $0 + $1.duration } }

    func appending(_ other: any KeyframeTrackRecipe<Root>) -> (any KeyframeTrackRecipe<Root>)? {
        guard isLoose, other.isLoose, let other = other as? Self else { return nil }
        return TrackRecipe(keyPath: keyPath, segments: segments + other.segments, isLoose: true)
    }

    func plan(from initial: Root) -> (Double, inout Root) -> Void {
        let track = KeyframeTrackPlan(initial: initial[keyPath: keyPath], segments: segments)
        let keyPath = keyPath
        return { time, value in value[keyPath: keyPath] = track.value(at: time) }
    }
}

/// Tracks side by side: what `@KeyframesBuilder` makes of a closure.
struct KeyframeTrackList<Value>: Keyframes {
    var recipes: [any KeyframeTrackRecipe<Value>]
    var body: Self { return self }

    /// `a`'s tracks then `b`'s; loose keyframes at the seam join one track.
    static func + (a: Self, b: Self) -> Self {
        var recipes = a.recipes
        for recipe in b.recipes {
            if let last = recipes.last, let joined = last.appending(recipe) {
                recipes[recipes.count - 1] = joined
            } else {
                recipes.append(recipe)
            }
        }
        return Self(recipes: recipes)
    }
}

protocol PrimitiveKeyframes {
    /// `[any KeyframeTrackRecipe<Value>]`.
    var anyRecipes: Any { get }
}
extension KeyframeTrack: PrimitiveKeyframes { var anyRecipes: Any { [recipe] } }
extension KeyframeTrackList: PrimitiveKeyframes { var anyRecipes: Any { recipes } }

extension Keyframes {
    /// The tracks: a primitive's own, else its `body`'s.
    var trackList: KeyframeTrackList<Value> {
        if let primitive = self as? any PrimitiveKeyframes {
            return KeyframeTrackList(recipes: primitive.anyRecipes as? [any KeyframeTrackRecipe<Value>] ?? [])
        }
        return KeyframeTrackList(recipes: body.trackList.recipes as Any as? [any KeyframeTrackRecipe<Value>] ?? [])
    }
}

/// The builder of keyframes — SwiftUI's `KeyframesBuilder`
/// (https://developer.apple.com/documentation/swiftui/keyframesbuilder): `KeyframeTrack`s run
/// side by side; keyframes written without a track animate the whole value, one after the other
/// (`KeyframeTimeline(initialValue: CGPoint.zero) { CubicKeyframe(…); CubicKeyframe(…) }`).
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ expression: K) -> some Keyframes<Value> where K.Value == Value {
        expression.trackList
    }
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> some Keyframes<Value> where K.Value == Value {
        KeyframeTrackList(recipes: [TrackRecipe(keyPath: \Value.self, segments: expression.segments, isLoose: true)])
    }
    public static func buildBlock() -> some Keyframes<Value> { KeyframeTrackList<Value>(recipes: []) }
    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value { first }
    public static func buildPartialBlock<A: Keyframes, N: Keyframes>(accumulated: A, next: N) -> some Keyframes<Value>
    where A.Value == Value, N.Value == Value {
        accumulated.trackList + next.trackList
    }
    public static func buildArray<K: Keyframes>(_ components: [K]) -> some Keyframes<Value> where K.Value == Value {
        components.reduce(KeyframeTrackList<Value>(recipes: [])) { $0 + $1.trackList }
    }
    public static func buildOptional<K: Keyframes>(_ component: K?) -> some Keyframes<Value> where K.Value == Value {
        component?.trackList ?? KeyframeTrackList(recipes: [])
    }
    public static func buildEither<First: Keyframes, Second: Keyframes>(first: First) -> Conditional<First, Second>
    where First.Value == Value, Second.Value == Value {
        Conditional(tracks: first.trackList)
    }
    public static func buildEither<First: Keyframes, Second: Keyframes>(second: Second) -> Conditional<First, Second>
    where First.Value == Value, Second.Value == Value {
        Conditional(tracks: second.trackList)
    }
    public static func buildLimitedAvailability<K: Keyframes>(_ component: K) -> some Keyframes<Value> where K.Value == Value {
        component.trackList
    }
    public static func buildFinalResult<K: Keyframes>(_ component: K) -> some Keyframes<Value> where K.Value == Value {
        component.trackList
    }

    /// The tracks of the branch of an `if`/`else` taken — SwiftUI's `KeyframesBuilder.Conditional`.
    public typealias Conditional<First: Keyframes, Second: Keyframes> =
        KeyframesConditional<Value, First, Second> where First.Value == Value, Second.Value == Value
}

/// The tracks of the branch of an `if`/`else` taken (`KeyframesBuilder.Conditional`).
public struct KeyframesConditional<Value, First: Keyframes, Second: Keyframes>: Keyframes, PrimitiveKeyframes
where First.Value == Value, Second.Value == Value {
    let tracks: KeyframeTrackList<Value>
    var anyRecipes: Any { tracks.recipes }
    public var body: Self { return self }
}

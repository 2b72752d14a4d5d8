import DisplayList
import Foundation
import ScrollCore

// Symbol effects (iOS 17, the Symbols framework: https://developer.apple.com/documentation/symbols):
// `symbolEffect(_:options:isActive:)` and `symbolEffect(_:options:value:)` animate the symbol
// images inside a view — "Added effects will be applied to the Image views contained by the
// child view" (https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:isactive:)).
// SF Symbols are Apple's: our symbols are single-layer Font Awesome glyphs (Image.swift), so every
// effect acts on the whole symbol (`.byLayer` draws as `.wholeSymbol`), and the curves are ours
// (Apple publishes none): said at each effect.

/// A presentation effect that you apply to a symbol image — the Symbols framework's
/// `SymbolEffect` (https://developer.apple.com/documentation/symbols/symboleffect).
public protocol SymbolEffect: Hashable, Sendable {
    /// What the effect draws, for the image nodes.
    var _kind: SymbolEffectKind { get }
}
/// An effect that performs a transient animation, triggered by a change of `value`
/// (https://developer.apple.com/documentation/symbols/discretesymboleffect).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that lasts while it is active
/// (https://developer.apple.com/documentation/symbols/indefinitesymboleffect).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that replaces one symbol with another: a content transition
/// (https://developer.apple.com/documentation/symbols/contenttransitionsymboleffect).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// What a symbol effect draws: a scale or an opacity over time.
public enum SymbolEffectKind: Hashable, Sendable {
    case bounce(up: Bool)
    case pulse
    case scale(up: Bool)
    /// A content transition's: nothing while the symbol stays.
    case replace(ReplaceSymbolEffect.Style)
}

/// "An animation that replaces the layers of one symbol-based image with those of another"
/// (https://developer.apple.com/documentation/symbols/replacesymboleffect), used as
/// `.contentTransition(.symbolEffect(.replace))`: when an `Image(systemName:)` changes in an
/// animated transaction, the old symbol scales down (`.downUp`, the default) or up (`.upUp`) as it
/// fades, or goes at once (`.offUp`), while the new one scales up from 60 % as it fades in.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    public enum Style: Hashable, Sendable { case downUp, upUp, offUp }
    let style: Style
    public var _kind: SymbolEffectKind { .replace(style) }
    /// The old symbol scales down, the new up.
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .downUp) }
    /// Both scale up.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .upUp) }
    /// The old goes at once, the new scales up.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .offUp) }
    public var wholeSymbol: ReplaceSymbolEffect { self }
    public var byLayer: ReplaceSymbolEffect { self }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// A replacement (https://developer.apple.com/documentation/symbols/symboleffect/replace).
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .downUp) }
}

extension ContentTransition {
    /// A symbol image's change drawn with `effect`
    /// (https://developer.apple.com/documentation/swiftui/contenttransition/symboleffect(_:options:));
    /// a text's cross-fades.
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        guard case .replace(let style) = effect._kind else { return .opacity }
        return ContentTransition(kind: .symbolReplace(style))
    }
    /// The automatic symbol transition: a replacement, down then up
    /// (https://developer.apple.com/documentation/swiftui/contenttransition/symboleffect).
    public static var symbolEffect: ContentTransition { ContentTransition(kind: .symbolReplace(.downUp)) }
}

/// "A type that applies a transitory scaling effect, or bounce, to the layers in a symbol-based
/// image separately or as a whole" (https://developer.apple.com/documentation/symbols/bouncesymboleffect).
/// Here: the symbol scales by 20 % (up, the default) or −20 % (down) and back, about its centre,
/// over 0.5 s a play (a half sine; Apple's curve is a spring it does not publish).
public struct BounceSymbolEffect: DiscreteSymbolEffect {
    let scalesUp: Bool
    public var _kind: SymbolEffectKind { .bounce(up: scalesUp) }
    /// The whole symbol at once (the only way here: our symbols have one layer).
    public var wholeSymbol: BounceSymbolEffect { self }
    /// Layer by layer on Apple's; our symbols have one layer, so the same as ``wholeSymbol``.
    public var byLayer: BounceSymbolEffect { self }
}

extension BounceSymbolEffect {
    /// Bounces scaling up (https://developer.apple.com/documentation/symbols/bouncesymboleffect/up).
    public var up: BounceSymbolEffect { BounceSymbolEffect(scalesUp: true) }
    /// Bounces scaling down (https://developer.apple.com/documentation/symbols/bouncesymboleffect/down).
    public var down: BounceSymbolEffect { BounceSymbolEffect(scalesUp: false) }
}

/// "A type that fades the opacity of some or all layers in a symbol-based image" — "Participating
/// layers reduce their opacity to a minimum value before returning to fully opaque"
/// (https://developer.apple.com/documentation/symbols/pulsesymboleffect). Here: the whole symbol,
/// down to 30 % and back over 1 s a play (a half sine).
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _kind: SymbolEffectKind { .pulse }
    public var wholeSymbol: PulseSymbolEffect { self }
    public var byLayer: PulseSymbolEffect { self }
}

/// "An animation that scales the layers in a symbol-based image separately or as a whole"
/// (https://developer.apple.com/documentation/symbols/scalesymboleffect): while active the symbol
/// is drawn 20 % larger (up, the default) or smaller (down), easing there and back in 0.25 s.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    let scalesUp: Bool
    public var _kind: SymbolEffectKind { .scale(up: scalesUp) }
    public var wholeSymbol: ScaleSymbolEffect { self }
    public var byLayer: ScaleSymbolEffect { self }
}

extension ScaleSymbolEffect {
    /// Larger while active.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(scalesUp: true) }
    /// Smaller while active.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(scalesUp: false) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce (https://developer.apple.com/documentation/symbols/symboleffect/bounce).
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(scalesUp: true) }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse (https://developer.apple.com/documentation/symbols/symboleffect/pulse).
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale (https://developer.apple.com/documentation/symbols/symboleffect/scale).
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(scalesUp: true) }
}

/// Options of a symbol effect: how often it plays and how fast — the Symbols framework's
/// `SymbolEffectOptions` (https://developer.apple.com/documentation/symbols/symboleffectoptions).
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Plays: nil repeats for as long as the effect is active.
    var plays: Int?
    var explicitPlays = false
    var speed: Double = 1

    /// The default: a discrete effect plays once; an indefinite one repeats while active.
    public static let `default` = SymbolEffectOptions(plays: 1)
    /// Repeats while the effect is active.
    public static let repeating = SymbolEffectOptions(plays: nil, explicitPlays: true)
    /// Plays once.
    public static let nonRepeating = SymbolEffectOptions(plays: 1, explicitPlays: true)
    /// Plays `count` times (at least once).
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(plays: max(1, count), explicitPlays: true) }
    /// Plays at `speed` times the effect's own rate.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(plays: 1, speed: speed) }

    /// These options, repeating while active.
    public var repeating: SymbolEffectOptions { var o = self; o.plays = nil; o.explicitPlays = true; return o }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { var o = self; o.plays = 1; o.explicitPlays = true; return o }
    /// These options, playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var o = self; o.plays = max(1, count); o.explicitPlays = true; return o }
    /// These options at `speed` times the rate.
    public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speed = speed; return o }
}

/// One effect the symbols inside a view draw: what, how, and from when (frame time).
struct SymbolEffectEntry: Hashable, Sendable {
    var kind: SymbolEffectKind
    var options: SymbolEffectOptions
    /// Indefinite: whether it is active, and when that last changed; discrete: when the value
    /// last changed (nil: never — nothing plays until it does).
    var isActive: Bool
    var since: Double?
    var isIndefinite: Bool

    /// Seconds of one play at speed 1.
    private var playSeconds: Double {
        switch kind {
        case .bounce: 0.5
        case .pulse: 1
        case .scale: 0.25
        case .replace: 0
        }
    }

    /// How many plays run: an indefinite effect repeats unless the options say a number; a
    /// discrete one plays once unless they say otherwise.
    private var plays: Int? {
        if options.explicitPlays { return options.plays }
        return isIndefinite ? nil : 1
    }

    /// When it stops needing frames (infinity: while it stays active), from `since`.
    var endSeconds: Double? {
        guard let since else { return nil }
        if case .replace = kind { return nil }
        if case .scale = kind { return since + playSeconds / max(options.speed, 1e-9) }
        guard isActive else { return nil }
        guard let plays else { return .infinity }
        return since + Double(plays) * playSeconds / max(options.speed, 1e-9)
    }

    /// The scale and opacity the effect gives the symbol at frame time `t`.
    func sample(at t: Double) -> (scale: Double, opacity: Double) {
        let speed = max(options.speed, 1e-9)
        switch kind {
        case .scale(let up):
            let target = up ? 1.2 : 0.8
            // Eases to the scaled size when it became active, back when it stopped.
            let u = since.map { min(max((t - $0) * speed / playSeconds, 0), 1) } ?? 1
            let eased = 1 - pow(1 - u, 3)
            let from = isActive ? 1 : target, to = isActive ? target : 1
            return (from + (to - from) * eased, 1)
        case .replace:
            return (1, 1)
        case .bounce, .pulse:
            guard isActive, let since else { return (1, 1) }
            let played = (t - since) * speed / playSeconds
            if played < 0 { return (1, 1) }
            if let plays, played >= Double(plays) { return (1, 1) }
            let wave = sin(Double.pi * (played - played.rounded(.down)))   // 0 → 1 → 0 each play
            if case .bounce(let up) = kind { return (1 + (up ? 0.2 : -0.2) * wave, 1) }
            return (1, 1 - 0.7 * wave)
        }
    }
}

private struct SymbolEffectsKey: EnvironmentKey { static let defaultValue: [SymbolEffectEntry] = [] }

extension EnvironmentValues {
    /// The symbol effects the symbol images here draw (``View/symbolEffect(_:options:isActive:)``).
    var symbolEffects: [SymbolEffectEntry] {
        get { self[SymbolEffectsKey.self] } set { self[SymbolEffectsKey.self] = newValue }
    }
}

/// The frame time now, in seconds: the running window's frame clock (0 outside any).
@MainActor
private func frameSeconds() -> Double {
    guard let offset = FrameClock.current?.now.offset else { return 0 }
    let (seconds, attoseconds) = offset.components
    return Double(seconds) + Double(attoseconds) * 1e-18
}

/// `symbolEffect(_:options:isActive:)`'s and `symbolEffect(_:options:value:)`'s view: adds the
/// effect for the symbol images inside, noting the frame time `trigger` last changed (for an
/// indefinite effect, `isActive`; also when it first appears active).
public struct _SymbolEffectView<Content: View, Trigger: Equatable>: View {
    let content: Content
    let entry: SymbolEffectEntry
    let trigger: Trigger
    @Environment(\.symbolEffects) private var inherited
    @State private var since: Double?

    public var body: some View {
        var entry = entry
        entry.since = since
        return content
            .environment(\.symbolEffects, inherited + [entry])
            .onChange(of: trigger) { since = frameSeconds() }
            .onAppear { if since == nil, entry.isIndefinite, entry.isActive { since = frameSeconds() } }
    }
}

extension View {
    /// Adds an indefinite symbol effect to the symbol images inside, running while `isActive`
    /// (https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:isactive:)):
    /// `.pulse` fades them, `.scale` draws them larger or smaller. Frames keep coming while it runs.
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                        isActive: Bool = true) -> _SymbolEffectView<Self, Bool> {
        _SymbolEffectView(content: self, entry: SymbolEffectEntry(kind: effect._kind, options: options,
                                                                   isActive: isActive, since: nil, isIndefinite: true), trigger: isActive)
    }

    /// Adds a discrete symbol effect to the symbol images inside, played "each time the value
    /// changes" (https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:value:)):
    /// `.bounce` scales them and back, `.pulse` fades them and back.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                     value: U) -> _SymbolEffectView<Self, U> {
        _SymbolEffectView(content: self, entry: SymbolEffectEntry(kind: effect._kind, options: options,
                                                                   isActive: true, since: nil, isIndefinite: false), trigger: value)
    }

    /// Removes the symbol effects inherited from above when `isEnabled`
    /// (https://developer.apple.com/documentation/swiftui/view/symboleffectsremoved(_:)).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> _SymbolEffectsRemovedView<Self> {
        _SymbolEffectsRemovedView(content: self, isEnabled: isEnabled)
    }
}

/// `symbolEffectsRemoved(_:)`'s view.
public struct _SymbolEffectsRemovedView<Content: View>: View {
    let content: Content
    let isEnabled: Bool
    @Environment(\.symbolEffects) private var inherited
    public var body: some View { content.environment(\.symbolEffects, isEnabled ? [] : inherited) }
}

import Foundation
import ScrollHosting
import ScrollPhysics

// SwiftUI's scroll behaviour modifiers. Each writes the environment; a `ScrollView` reads them
// into the `ScrollBehavior` the host configures its physics with every frame.

/// When a scroll view's edges bounce — SwiftUI's `ScrollBounceBehavior`
/// (https://developer.apple.com/documentation/swiftui/scrollbouncebehavior).
public struct ScrollBounceBehavior: Hashable, Sendable {
    let bounce: ScrollBehavior.Bounce
    /// The physics preset decides (iOS's bounce, Android's clamp).
    public static let automatic = ScrollBounceBehavior(bounce: .automatic)
    /// Always bounces, "regardless of the size of the content"
    /// (https://developer.apple.com/documentation/swiftui/scrollbouncebehavior/always) — and
    /// whatever the preset: under
    /// a clamping one (Android's, `scrollPhysics(.android)`) the edges rubber-band too.
    public static let always = ScrollBounceBehavior(bounce: .always)
    /// Only when the content is larger than the viewport.
    public static let basedOnSize = ScrollBounceBehavior(bounce: .basedOnSize)
}

private struct ScrollTargetBehaviorKey: EnvironmentKey { static let defaultValue: (any ScrollTargetBehavior)? = nil }
private struct ScrollTargetLayoutKey: EnvironmentKey { static let defaultValue = false }
private struct ScrollBounceKey: EnvironmentKey {
    static let defaultValue: (behavior: ScrollBehavior.Bounce, axes: Axis.Set) = (.automatic, [.vertical, .horizontal])
}
private struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue = DefaultScrollAnchors() }
private struct ScrollPhysicsKey: EnvironmentKey { static let defaultValue: PhysicsPreset? = nil }

extension EnvironmentValues {
    /// Whether scroll views inside may be scrolled by the user — SwiftUI's `isScrollEnabled`
    /// (`.scrollDisabled(_:)` clears it).
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] } set { self[ScrollEnabledKey.self] = newValue }
    }
    /// The physics preset of scroll views inside (nil: the one the user picks with the backtick key).
    /// Not in SwiftUI; `.scrollPhysics(_:)` sets it.
    public var scrollPhysics: PhysicsPreset? {
        get { self[ScrollPhysicsKey.self] } set { self[ScrollPhysicsKey.self] = newValue }
    }
    /// The `scrollTargetBehavior(_:)` of the scroll views inside (nil: free scrolling).
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] } set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
    /// Set by `scrollTargetLayout(isEnabled:)` on the layout it modifies (and inherited below
    /// it: the marked layout is the topmost node with it set, `ScrollViewNode+Targets.swift`).
    var isScrollTargetLayout: Bool {
        get { self[ScrollTargetLayoutKey.self] } set { self[ScrollTargetLayoutKey.self] = newValue }
    }
    var scrollBounce: (behavior: ScrollBehavior.Bounce, axes: Axis.Set) {
        get { self[ScrollBounceKey.self] } set { self[ScrollBounceKey.self] = newValue }
    }
    /// The `defaultScrollAnchor` of each role for the scroll views inside.
    var defaultScrollAnchor: DefaultScrollAnchors {
        get { self[DefaultScrollAnchorKey.self] } set { self[DefaultScrollAnchorKey.self] = newValue }
    }

    /// The behaviour a scroll view along `axis` reads from here (its targets: the scroll
    /// view's, `ScrollViewNode.scrollTargets()`).
    func scrollBehavior(axis: Axis) -> ScrollBehavior {
        let bounce = scrollBounce
        let anchors = defaultScrollAnchor
        func unit(_ anchor: UnitPoint?) -> CGFloat { anchor.map { axis == .vertical ? $0.y : $0.x } ?? 0 }
        var behavior = ScrollBehavior(targets: .free, bounce: bounce.axes.contains(axis == .vertical ? .vertical : .horizontal) ? bounce.behavior : .automatic,
                                      isDisabled: !isScrollEnabled, startsAtEnd: unit(anchors.initialOffset) >= 1, preset: scrollPhysics)
        behavior.initialOffsetFraction = Double(min(max(unit(anchors.initialOffset), 0), 1))
        behavior.sizeChangesAnchor = anchors.sizeChanges.map { _ in Double(min(max(unit(anchors.sizeChanges), 0), 1)) }
        behavior.disabledInputs = scrollInputBehaviors.disabledInputs
        return behavior
    }
}

extension View {
    /// Where releases of the scroll views inside come to rest — SwiftUI's
    /// `scrollTargetBehavior(_:)`: `.paging` (a container at a time), `.viewAligned` (the
    /// views of the `scrollTargetLayout()`), or a ``ScrollTargetBehavior`` you write.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> _EnvironmentWriter<Self, (any ScrollTargetBehavior)?> {
        environment(\.scrollTargetBehavior, behavior)
    }

    /// Makes each view of this layout (a `LazyVStack`, `LazyHStack`, `VStack`, `HStack` along
    /// the scroll view's axis) a scroll target that `.viewAligned` settles on and
    /// `scrollPosition(id:)` reports — SwiftUI's `scrollTargetLayout(isEnabled:)`
    /// (https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:)).
    /// A non-lazy stack so marked becomes rows of the scroll view (its views laid out one by one,
    /// as a lazy stack's are) so each is a target. `isEnabled: false` marks nothing.
    public func scrollTargetLayout(isEnabled: Bool = true) -> _EnvironmentWriter<Self, Bool> {
        environment(\.isScrollTargetLayout, isEnabled)
    }

    /// When the edges of the scroll views inside bounce — SwiftUI's
    /// `scrollBounceBehavior(_:axes:)`.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
        -> _EnvironmentWriter<Self, (behavior: ScrollBehavior.Bounce, axes: Axis.Set)> {
        environment(\.scrollBounce, (behavior.bounce, axes))
    }

    /// Stops the user scrolling the scroll views inside (programmatic scrolls still work) —
    /// SwiftUI's `scrollDisabled(_:)`. Their gestures go to the scroll views around them.
    public func scrollDisabled(_ disabled: Bool) -> _EnvironmentWriter<Self, Bool> {
        environment(\.isScrollEnabled, !disabled)
    }

    /// The anchor of the scroll views inside for every ``ScrollAnchorRole`` — SwiftUI's
    /// `defaultScrollAnchor(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/defaultscrollanchor(_:)): "which
    /// part of the scroll view's content should be visible initially and how the scroll view
    /// handles content size changes". See ``defaultScrollAnchor(_:for:)`` for what each role
    /// does here.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> _EnvironmentWriter<Self, DefaultScrollAnchors> {
        environment(\.defaultScrollAnchor, DefaultScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor))
    }

    /// The anchor of the scroll views inside for one `role` — SwiftUI's
    /// `defaultScrollAnchor(_:for:)` (iOS 18,
    /// https://developer.apple.com/documentation/swiftui/view/defaultscrollanchor(_:for:)).
    ///
    /// - ``ScrollAnchorRole/initialOffset``: `.bottom` (vertical) or `.trailing` (horizontal)
    ///   starts at the content's end, exactly; an anchor between (`.center`, `UnitPoint(x:y:)`)
    ///   starts that fraction of the way through the scroll range — the anchor's point of the
    ///   content at the same point of the scroll view — as the first layout measures the
    ///   content (exact for content laid out whole; a lazy stack's rows not made yet count at
    ///   the engine's estimate); `.top`, `.leading` or nil at the start.
    /// - ``ScrollAnchorRole/sizeChanges``: a scroll view at rest with the anchor's point of its
    ///   content at the same point of its viewport (its offset that fraction of the way through
    ///   its range) keeps it there as the content's or the viewport's size changes: `.bottom` /
    ///   `.trailing` keeps a view at its end there (a chat as messages arrive), `.center` keeps
    ///   the content's middle in the viewport's middle, `.top` the start. A view elsewhere (the
    ///   user scrolled away) keeps its top-most element where it is, as without the modifier —
    ///   as iOS 18 does (https://developer.apple.com/documentation/swiftui/scrollanchorrole/sizechanges:
    ///   "how a scroll view should adjust its content offset when the scroll view's content or
    ///   container size changes").
    /// - ``ScrollAnchorRole/alignment``: content shorter than the scroll view sits at the
    ///   anchor's point of it (`.center`: centred; `.bottom`: at the bottom).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole)
        -> _EnvironmentWriter<Self, UnitPoint?> {
        switch role.kind {
        case .initialOffset: environment(\.defaultScrollAnchor.initialOffset, anchor)
        case .sizeChanges: environment(\.defaultScrollAnchor.sizeChanges, anchor)
        case .alignment: environment(\.defaultScrollAnchor.alignment, anchor)
        }
    }

    /// The physics preset of the scroll views inside (`.ios`, `.android`, `.paging`, …), whatever
    /// the user picks with the backtick key. Not in SwiftUI.
    public func scrollPhysics(_ preset: PhysicsPreset?) -> _EnvironmentWriter<Self, PhysicsPreset?> {
        environment(\.scrollPhysics, preset)
    }
}

/// What a `defaultScrollAnchor` is for — SwiftUI's `ScrollAnchorRole` (iOS 18,
/// https://developer.apple.com/documentation/swiftui/scrollanchorrole).
public struct ScrollAnchorRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case initialOffset, sizeChanges, alignment }
    let kind: Kind
    /// Where the scroll view is initially scrolled.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(kind: .initialOffset) }
    /// How the scroll view adjusts its offset when its content or container size changes.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(kind: .sizeChanges) }
    /// How the scroll view aligns content smaller than its container.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(kind: .alignment) }
}

/// The `defaultScrollAnchor` of each ``ScrollAnchorRole`` (nil: the top, or the leading edge).
public struct DefaultScrollAnchors: Hashable, Sendable {
    /// Where the scroll view starts (``ScrollAnchorRole/initialOffset``).
    public var initialOffset: UnitPoint?
    /// What it keeps in place as sizes change (``ScrollAnchorRole/sizeChanges``).
    public var sizeChanges: UnitPoint?
    /// Where short content sits (``ScrollAnchorRole/alignment``).
    public var alignment: UnitPoint?
}

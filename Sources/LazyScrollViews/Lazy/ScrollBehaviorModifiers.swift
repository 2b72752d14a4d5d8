import Foundation
import ScrollHosting
import ScrollPhysics

// SwiftUI's scroll behaviour modifiers. Each writes the environment; a `ScrollView` reads them
// into the `ScrollBehavior` the host configures its physics with every frame.

/// Where a scroll view's releases come to rest — SwiftUI's `ScrollTargetBehavior`, with its two
/// built-in values `.paging` and `.viewAligned`. (SwiftUI lets you write your own by
/// implementing `updateTarget(_:context:)`; ours are the two built-ins.)
public protocol ScrollTargetBehavior: Sendable {
    var _targets: ScrollBehavior.Targets { get }
}

/// Pages of one viewport — UIScrollView's `isPagingEnabled`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public var _targets: ScrollBehavior.Targets { .paging }
}

/// The leading edge of an element of the lazy stack (the stack marked `scrollTargetLayout()`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public var _targets: ScrollBehavior.Targets { .viewAligned }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// When a scroll view's edges bounce — SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let bounce: ScrollBehavior.Bounce
    public static let automatic = ScrollBounceBehavior(bounce: .automatic)
    public static let always = ScrollBounceBehavior(bounce: .always)
    /// Only when the content is larger than the viewport.
    public static let basedOnSize = ScrollBounceBehavior(bounce: .basedOnSize)
}

private struct ScrollTargetsKey: EnvironmentKey { static let defaultValue = ScrollBehavior.Targets.free }
private struct ScrollBounceKey: EnvironmentKey {
    static let defaultValue: (behavior: ScrollBehavior.Bounce, axes: Axis.Set) = (.automatic, [.vertical, .horizontal])
}
private struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }
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
    var scrollTargets: ScrollBehavior.Targets {
        get { self[ScrollTargetsKey.self] } set { self[ScrollTargetsKey.self] = newValue }
    }
    var scrollBounce: (behavior: ScrollBehavior.Bounce, axes: Axis.Set) {
        get { self[ScrollBounceKey.self] } set { self[ScrollBounceKey.self] = newValue }
    }
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] } set { self[DefaultScrollAnchorKey.self] = newValue }
    }

    /// The behaviour a scroll view along `axis` reads from here.
    func scrollBehavior(axis: Axis) -> ScrollBehavior {
        let bounce = scrollBounce
        let anchor = defaultScrollAnchor.map { axis == .vertical ? $0.y : $0.x } ?? 0
        return ScrollBehavior(targets: scrollTargets, bounce: bounce.axes.contains(axis == .vertical ? .vertical : .horizontal) ? bounce.behavior : .automatic,
                              isDisabled: !isScrollEnabled, startsAtEnd: anchor >= 1, preset: scrollPhysics)
    }
}

extension View {
    /// Where releases of the scroll views inside come to rest — SwiftUI's
    /// `scrollTargetBehavior(_:)`: `.paging` (a viewport at a time) or `.viewAligned` (an
    /// element's leading edge).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> _EnvironmentWriter<Self, ScrollBehavior.Targets> {
        environment(\.scrollTargets, behavior._targets)
    }

    /// Marks a lazy stack's elements as the targets `.viewAligned` snaps to — SwiftUI's
    /// `scrollTargetLayout()`. Ours are always a scroll view's lazy stack elements, so this
    /// says so and changes nothing.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }

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

    /// Where the scroll views inside start — SwiftUI's `defaultScrollAnchor(_:)`: `.bottom`
    /// (vertical) or `.trailing` (horizontal) starts at the content's end; other anchors at its
    /// start.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> _EnvironmentWriter<Self, UnitPoint?> {
        environment(\.defaultScrollAnchor, anchor)
    }

    /// The physics preset of the scroll views inside (`.ios`, `.android`, `.paging`, …), whatever
    /// the user picks with the backtick key. Not in SwiftUI.
    public func scrollPhysics(_ preset: PhysicsPreset?) -> _EnvironmentWriter<Self, PhysicsPreset?> {
        environment(\.scrollPhysics, preset)
    }
}

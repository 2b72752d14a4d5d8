import LazyLayout
import ScrollCore
import ScrollPhysics

/// How a scroll view asks to be scrolled — what SwiftUI's scroll modifiers say
/// (`scrollTargetBehavior`, `scrollBounceBehavior`, `scrollDisabled`, `defaultScrollAnchor`) and
/// our physics preset. A content states it (``ScrollContent/scrollBehavior``); the host reads it
/// every frame and configures that scroll view's physics (``apply(to:snapOffsets:contentFits:selected:)``).
public struct ScrollBehavior: Sendable, Hashable {
    /// Where releases come to rest (SwiftUI's `ScrollTargetBehavior`).
    public enum Targets: Sendable, Hashable {
        /// Anywhere: the preset's free fling.
        case free
        /// On pages of one viewport (`.paging`; UIScrollView's `isPagingEnabled`).
        case paging
        /// On the leading edge of an element (`.viewAligned` with `scrollTargetLayout()`).
        case viewAligned
        /// Where the content's own targets say (the view layer's `scrollTargetBehavior(_:)`:
        /// `.viewAligned` with its limit and anchor, or a behaviour the app wrote).
        case resolved(ResolvedSnapTargets)
    }

    /// Whether the edges bounce (SwiftUI's `ScrollBounceBehavior`).
    public enum Bounce: Sendable, Hashable {
        /// The preset decides (iOS bounces, Android clamps).
        case automatic
        /// Bounces whatever the preset: a clamping one (Android's) rubber-bands too, and content
        /// shorter than the viewport bounces (as the bouncing presets already do).
        case always
        /// Only when the content is larger than the viewport; content that fits does not move.
        case basedOnSize
    }

    public var targets: Targets
    public var bounce: Bounce
    /// `scrollDisabled(true)`: the user cannot scroll it (gestures go to the scroll views around
    /// it); programmatic scrolls still work, as in SwiftUI.
    public var isDisabled: Bool
    /// `defaultScrollAnchor(.bottom)` / `.trailing`: the view starts at its content's end.
    public var startsAtEnd: Bool
    /// `defaultScrollAnchor(_:for: .initialOffset)` between the edges (`.center`: 0.5): the view
    /// starts that fraction of the way from its first offset to its last, as its first layout
    /// measures the content (0 and 1 are the edges; 1 is ``startsAtEnd``).
    public var initialOffsetFraction: Double = 0
    /// `defaultScrollAnchor(_:for: .sizeChanges)` along the axis, as a fraction of the scroll
    /// range (0: the start, 0.5: `.center`, 1: `.bottom` / `.trailing`); nil without one. A view
    /// at rest at that fraction of its range — the anchor's point of the content at the same
    /// point of the viewport — stays there when the content's or the viewport's size changes
    /// (a chat at its end as messages arrive; `.center` keeps the middle in the middle).
    public var sizeChangesAnchor: Double?
    /// A preset for this scroll view alone; nil follows the one the user picked (`` ` ``).
    public var preset: PhysicsPreset?
    /// Whether the host draws its scroll indicator: false under SwiftUI's
    /// `scrollIndicators(.hidden)` / `.never` for its axis, or `ScrollView(showsIndicators: false)`.
    public var showsIndicators = true
    /// SwiftUI's `scrollIndicators(.hidden)` on the desktop: no indicator while scrolling or
    /// flashed (``showsIndicators`` is false), but under the pointer at the view's edge the bar
    /// shows and can be grabbed, a mouse's way to scroll; `.never` leaves this false too.
    public var showsIndicatorOnlyOnHover = false
    /// SwiftUI's `scrollIndicatorsFlash(onAppear: true)`: the indicator shows when the scroll
    /// view first appears, for as long as after a scroll (then fades).
    public var flashesIndicatorsOnAppear = false
    /// Counts the changes of `scrollIndicatorsFlash(trigger:)`'s value: each new count flashes
    /// the indicator once.
    public var indicatorFlashCount = 0
    /// SwiftUI's `contentMargins(_:_:for: .scrollIndicators)` (and `.automatic`): the indicator's
    /// track is inset by these from the scroll view's edges.
    public var indicatorInsets = EdgeInsets.zero
    /// The inputs that do not scroll this view (SwiftUI's `scrollInputBehavior(.disabled, for:)`):
    /// the host routes them on as if the view were not under the pointer.
    public var disabledInputs: ScrollInputs = []

    public init(targets: Targets = .free, bounce: Bounce = .automatic, isDisabled: Bool = false,
                startsAtEnd: Bool = false, preset: PhysicsPreset? = nil) {
        self.targets = targets; self.bounce = bounce; self.isDisabled = isDisabled
        self.startsAtEnd = startsAtEnd; self.preset = preset
    }

    /// No modifiers: free scrolling under the selected preset.
    public static let automatic = ScrollBehavior()

    /// The preset a scroll view with this behavior runs when the user picked `selected`: its
    /// own, else `paging` when releases snap (the paging policy settles on snap targets, pages
    /// of one viewport or the elements' edges), else `selected`.
    public func preset(selected: PhysicsPreset) -> PhysicsPreset {
        preset ?? (targets == .free ? selected : .paging)
    }

    /// Configures `position` for this behavior: its preset, its snap targets (`snapOffsets`,
    /// the elements' leading edges, for `.viewAligned`), clamped edges for `.basedOnSize`
    /// content that fits its viewport and bouncing ones for `.always`.
    public func apply(to position: inout ScrollPhysicsPosition, snapOffsets: @autoclosure () -> [Points], contentFits: Bool,
                      selected: PhysicsPreset) {
        let preset = preset(selected: selected)
        if position.preset != preset { position.preset = preset }
        switch targets {
        case .viewAligned: position.snapTargets = OffsetSnapTargets(snapOffsets())
        case .resolved(let resolved): position.snapTargets = resolved.targets
        case .free, .paging: position.snapTargets = nil
        }
        let clamps = bounce == .basedOnSize && contentFits
        if position.clampsEdges != clamps { position.clampsEdges = clamps }
        let bounces = bounce == .always
        if position.bouncesEdges != bounces { position.bouncesEdges = bounces }
    }
}

extension ScrollContent {
    /// The leading edges of the placed elements (not pinned ones), in content offsets: where a
    /// `.viewAligned` scroll view comes to rest.
    public func snapOffsets(_ result: LayoutResult) -> [Points] {
        let axis = result.constraints.axis
        var offsets: [Points] = []
        for element in result.placed where element.pinning == .none && !element.isCollapsed {
            offsets.append(result.scrollOffset + element.frame.mainMin(axis))
        }
        return offsets
    }
}

/// The inputs that scroll a view on the desktop, as a set: what `scrollInputBehavior(_:for:)`
/// enables or disables per scroll view.
public struct ScrollInputs: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A mouse wheel (detents, high-resolution or not).
    public static let wheel = ScrollInputs(rawValue: 1 << 0)
    /// A touchpad's two-finger pan (precise deltas and their fling).
    public static let touchpad = ScrollInputs(rawValue: 1 << 1)
    /// A pointer or finger dragging the content.
    public static let drag = ScrollInputs(rawValue: 1 << 2)
    /// The scrolling keys (arrows, Page Up/Down, Space, Home, End).
    public static let keys = ScrollInputs(rawValue: 1 << 3)
}

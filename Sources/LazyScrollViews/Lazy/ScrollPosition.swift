import Foundation
import Synchronization

/// Where a scroll view is, or should go — SwiftUI's `ScrollPosition`. Bind one with
/// `.scrollPosition($position)` (on the scroll view, or on a view around it: the nearest scroll
/// view inside follows it, at any depth); calling ``scrollTo(id:anchor:)`` (inside
/// `withAnimation` to animate) moves the scroll view, even to a view far off screen whose place
/// is only estimated: the host eases toward a target re-estimated every frame and lands exactly
/// (seed 004, "Programmatically scroll to showcase").
///
/// As the user scrolls, the binding is written back as SwiftUI's is: ``isPositionedByUser``
/// becomes true, ``edge`` and ``point`` nil, and ``viewID`` names the top-most (leading-most)
/// view of the scroll view's scroll target layout whose id has the position's id type
/// (`ScrollPosition(idType:)`; the default, `Never`, names none). As on iOS, only a layout
/// marked `scrollTargetLayout()` reports — "SwiftUI will use that along with the views in the
/// scroll view's scroll target layout to … update the `viewID` property as the user scrolls"
/// (https://developer.apple.com/documentation/swiftui/scrollposition) — so without the
/// modifier ``viewID`` is nil after the user scrolls. It is written only when that id changes,
/// so scrolling does not re-evaluate the view holding the position every frame.
///
/// ``scrollTo(id:anchor:)`` finds a view with that id anywhere in the scroll view, as
/// `ScrollViewProxy.scrollTo(_:anchor:)` does (Apple asks for the view to be in the scroll
/// target layout; a scroll that works on iOS works here too).
public struct ScrollPosition: Hashable, Sendable {
    /// `@unchecked`: an id is any `Hashable` the app scrolls to (`AnyHashable`, which the
    /// compiler cannot prove sendable); a target is an immutable value.
    enum Target: Hashable, @unchecked Sendable {
        case none
        case id(AnyHashable, anchor: UnitPoint?)
        case edge(Edge)
        /// A content offset; a nil component is left where it is (`scrollTo(x:)`, `scrollTo(y:)`).
        case point(x: CGFloat?, y: CGFloat?)
    }
    var target: Target
    /// Bumped by each request, so asking for the same target twice scrolls twice.
    var serial: Int
    /// Whether the request was made inside `withAnimation`.
    var animated = false
    /// The type of the ids ``viewID`` reports as the user scrolls (nil: `Never`, none).
    var idType: ObjectIdentifier?
    /// Whether a nil anchor means "the minimum scroll that shows the whole view"
    /// (``ScrollViewProxy/scrollTo(_:anchor:)``) rather than "its top at the top" (this type's own
    /// `scrollTo(id:anchor:)`).
    var scrollsMinimally = false

    /// Whether the user has scrolled the view since the last `scrollTo`. Setting it true
    /// forgets the edge or point asked for, as SwiftUI's does.
    public var isPositionedByUser = false {
        didSet {
            guard isPositionedByUser, !oldValue else { return }
            switch target {
            case .edge, .point: target = .none
            case .none, .id: break
            }
        }
    }

    /// A position that names views whose ids are of type `ID`: scrolling by hand updates
    /// ``viewID`` with the top-most such view.
    public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge? = nil) {
        target = edge.map { .edge($0) } ?? .none
        serial = edge == nil ? 0 : ScrollPosition.nextSerial()
        self.idType = Self.idType(ID.self)
    }
    public init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint) {
        target = .point(x: point.x, y: point.y)
        serial = ScrollPosition.nextSerial()
        self.idType = Self.idType(ID.self)
    }
    public init<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) {
        target = .id(AnyHashable(id), anchor: anchor)
        serial = ScrollPosition.nextSerial()
        idType = Self.idType(ID.self)
    }

    private static func idType<ID>(_ type: ID.Type) -> ObjectIdentifier? {
        type == Never.self ? nil : ObjectIdentifier(type)
    }

    /// Whether `id` has this position's id type.
    func reports(_ id: AnyHashable) -> Bool {
        guard let idType else { return false }
        return ObjectIdentifier(type(of: id.base)) == idType
    }

    /// The position the user scrolled to: the top-most reported view, if any. Not a request
    /// (the serial stays), so the scroll view does not scroll to it.
    func positionedByUser(at id: AnyHashable?) -> ScrollPosition {
        var position = self
        position.isPositionedByUser = true
        position.target = id.map { .id($0, anchor: nil) } ?? .none
        return position
    }
    public init(edge: Edge) { target = .edge(edge); serial = ScrollPosition.nextSerial() }
    public init(point: CGPoint) { target = .point(x: point.x, y: point.y); serial = ScrollPosition.nextSerial() }
    /// A position at content x `x`; the other axis is left where it is.
    public init(x: CGFloat) { target = .point(x: x, y: nil); serial = ScrollPosition.nextSerial() }
    /// A position at content y `y`; the other axis is left where it is.
    public init(y: CGFloat) { target = .point(x: nil, y: y); serial = ScrollPosition.nextSerial() }

    /// Scrolls so the view with id `id` (a `ForEach` element's id or an `.id(_:)`) sits at
    /// `anchor` (nil: the top, or the leading edge).
    @MainActor public mutating func scrollTo<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) {
        request(.id(AnyHashable(id), anchor: anchor))
    }
    /// Scrolls to the content's start (`.top`, `.leading`) or end (`.bottom`, `.trailing`).
    @MainActor public mutating func scrollTo(edge: Edge) { request(.edge(edge)) }
    /// Scrolls to a content offset.
    @MainActor public mutating func scrollTo(point: CGPoint) { request(.point(x: point.x, y: point.y)) }
    /// Scrolls to content x `x`; "the scroll view chooses the y value" — here it keeps it
    /// (https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(x:)).
    @MainActor public mutating func scrollTo(x: CGFloat) { request(.point(x: x, y: nil)) }
    /// Scrolls to content y `y`, keeping x.
    @MainActor public mutating func scrollTo(y: CGFloat) { request(.point(x: nil, y: y)) }
    @MainActor public mutating func scrollTo(x: CGFloat, y: CGFloat) { request(.point(x: x, y: y)) }

    @MainActor private mutating func request(_ target: Target) {
        self.target = target
        serial = ScrollPosition.nextSerial()
        animated = Transaction.current?.animation != nil
        scrollsMinimally = false
        isPositionedByUser = false
    }

    /// The id last scrolled to, or the top-most view's the user scrolled to (see the type).
    public var viewID: AnyHashable? { if case .id(let id, _) = target { return id }; return nil }
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }
    /// The edge last scrolled to, if any.
    public var edge: Edge? { if case .edge(let edge) = target { return edge }; return nil }
    /// The content offset last scrolled to, if any.
    /// Both components are known only after `scrollTo(point:)` or `scrollTo(x:y:)`.
    public var point: CGPoint? {
        if case .point(let x?, let y?) = target { return CGPoint(x: x, y: y) }
        return nil
    }
    /// The x value last scrolled to, if any — SwiftUI's `ScrollPosition.x` (iOS 26,
    /// https://developer.apple.com/documentation/swiftui/scrollposition/x): "the positioned x
    /// value of the scroll view if configured to be in that position".
    public var x: CGFloat? { if case .point(let x, _) = target { return x }; return nil }
    /// The y value last scrolled to, if any — SwiftUI's `ScrollPosition.y` (iOS 26,
    /// https://developer.apple.com/documentation/swiftui/scrollposition/y).
    public var y: CGFloat? { if case .point(_, let y) = target { return y }; return nil }

    /// Request numbers: atomic, since positions are values made anywhere.
    private static let counter = Atomic<Int>(0)
    private static func nextSerial() -> Int { counter.wrappingAdd(1, ordering: .relaxed).newValue }
}

/// A scroll view's geometry — SwiftUI's `ScrollGeometry`
/// (https://developer.apple.com/documentation/swiftui/scrollgeometry), what
/// `onScrollGeometryChange` transforms and `ScrollPhaseChangeContext` carries.
///
/// As Apple's (and `UIScrollView`'s), the content is what lies inside the ``contentInsets``
/// (a scroll view's `contentMargins` plus its safe area): ``contentOffset`` is where the
/// container's top-leading corner is in the content, so at rest at the top of content with a
/// 20 pt top margin `contentOffset.y` is −20, and it goes below that while rubber-banding.
/// ``visibleRect`` is the whole container (insets included); ``bounds`` is the part inside the
/// insets.
public struct ScrollGeometry: Hashable, Sendable, CustomDebugStringConvertible {
    /// Where the container's top-leading corner is in the content (Apple: "may extend before
    /// zero or beyond the content size when the content insets … are non-zero or when rubber
    /// banding").
    public var contentOffset: CGPoint
    /// The size of the content, insets excluded (Apple: "can be smaller or larger than its
    /// containing size").
    public var contentSize: CGSize
    /// The content insets: `contentMargins` plus the safe area (Apple: "adding these insets to
    /// the content size … will give you the total scrollable space").
    public var contentInsets: EdgeInsets
    /// The size of the scroll view itself.
    public var containerSize: CGSize

    /// A geometry — SwiftUI's `init(contentOffset:contentSize:contentInsets:containerSize:)`.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content the container shows, in content coordinates, insets included:
    /// the container's rectangle at ``contentOffset``
    /// (https://developer.apple.com/documentation/swiftui/scrollgeometry/visiblerect: "computed
    /// from the scroll view's content offset, content insets, and its container size").
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// ``visibleRect`` less the insets (Apple: "unlike the visible rect, this value is within the
    /// content insets of the scroll view").
    public var bounds: CGRect {
        let visible = visibleRect
        return CGRect(x: visible.minX + contentInsets.leading, y: visible.minY + contentInsets.top,
                      width: max(0, visible.width - contentInsets.leading - contentInsets.trailing),
                      height: max(0, visible.height - contentInsets.top - contentInsets.bottom))
    }

    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), contentInsets: \(contentInsets), containerSize: \(containerSize))"
    }
}

// MARK: - Observers, carried to the scroll view by the environment

/// Calls an action when a value derived from the scroll geometry changes (what
/// `onScrollGeometryChange` installs).
@MainActor
public final class ScrollGeometryObserver {
    let changed: (_ geometry: ScrollGeometry, _ last: inout Any?) -> (() -> Void)?
    init<T: Equatable>(transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) {
        changed = { geometry, last in
            let value = transform(geometry)
            let old = last as? T
            guard old != value else { return nil }
            last = value
            // The first value is reported too (old == new), as SwiftUI's initial call does.
            return { action(old ?? value, value) }
        }
    }
}

/// Calls an action with the ids of the scroll targets at least `threshold` visible, when they
/// change (what `onScrollTargetVisibilityChange` installs).
@MainActor
public final class ScrollTargetVisibilityObserver {
    let threshold: Double
    let idMatches: (AnyHashable) -> Bool
    let action: ([AnyHashable]) -> Void
    init<ID: Hashable>(idType: ID.Type, threshold: Double, action: @escaping ([ID]) -> Void) {
        self.threshold = threshold
        idMatches = { $0.base is ID }
        self.action = { ids in action(ids.compactMap { $0.base as? ID }) }
    }
}

private struct ScrollPositionKey: EnvironmentKey { static var defaultValue: Binding<ScrollPosition>? { nil } }
private struct ScrollGeometryObserversKey: EnvironmentKey { static var defaultValue: [ScrollGeometryObserver] { [] } }
private struct ScrollTargetVisibilityKey: EnvironmentKey { static var defaultValue: ScrollTargetVisibilityObserver? { nil } }
private struct ContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private struct ScrollIndicatorsKey: EnvironmentKey { static let defaultValue: Axis.Set = [] }
private struct NeverScrollIndicatorsKey: EnvironmentKey { static let defaultValue: Axis.Set = [] }
private struct ScrollPositionAnchorKey: EnvironmentKey { static var defaultValue: UnitPoint? { nil } }

extension EnvironmentValues {
    /// The scroll position binding the scroll views inside follow (`.scrollPosition(_:)`).
    var scrollPositionBinding: Binding<ScrollPosition>? {
        get { self[ScrollPositionKey.self] } set { self[ScrollPositionKey.self] = newValue }
    }
    /// The `anchor:` of `.scrollPosition(_:anchor:)` (see there).
    var scrollPositionAnchor: UnitPoint? {
        get { self[ScrollPositionAnchorKey.self] } set { self[ScrollPositionAnchorKey.self] = newValue }
    }
    /// The `onScrollGeometryChange` observers of the scroll view inside, outermost first: each
    /// modifier adds one (SwiftUI calls every one of them — a screen's own and the app's).
    var scrollGeometryObservers: [ScrollGeometryObserver] {
        get { self[ScrollGeometryObserversKey.self] } set { self[ScrollGeometryObserversKey.self] = newValue }
    }
    /// What `onScrollGeometryChange` writes: setting it adds the observer to
    /// ``scrollGeometryObservers`` (reads nil).
    var addedScrollGeometryObserver: ScrollGeometryObserver? {
        get { nil }
        set { if let newValue { scrollGeometryObservers.append(newValue) } }
    }
    var scrollTargetVisibilityObserver: ScrollTargetVisibilityObserver? {
        get { self[ScrollTargetVisibilityKey.self] } set { self[ScrollTargetVisibilityKey.self] = newValue }
    }
    /// Extra space around scroll views' content (`.contentMargins(_:_:)`).
    public var contentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] } set { self[ContentMarginsKey.self] = newValue }
    }
    /// Whether scroll views inside show their indicators (`.scrollIndicators(_:)`): false when
    /// either axis's are hidden.
    public var showsScrollIndicators: Bool {
        get { hiddenScrollIndicatorAxes.isEmpty }
        set { hiddenScrollIndicatorAxes = newValue ? [] : [.vertical, .horizontal] }
    }
    /// The axes whose scroll views inside hide their indicator (`.scrollIndicators(.hidden, axes:)`).
    var hiddenScrollIndicatorAxes: Axis.Set {
        get { self[ScrollIndicatorsKey.self] } set { self[ScrollIndicatorsKey.self] = newValue }
    }
    /// The axes whose scroll views inside show no bar under the pointer either (`.never`).
    var neverScrollIndicatorAxes: Axis.Set {
        get { self[NeverScrollIndicatorsKey.self] } set { self[NeverScrollIndicatorsKey.self] = newValue }
    }
    /// Written by `scrollIndicators(_:axes:)`: the hidden and never-shown axes (the innermost
    /// modifier's for all axes). Reads as the hidden axes' `.hidden`.
    var scrollIndicatorSetting: ScrollIndicatorSetting {
        get { ScrollIndicatorSetting(visibility: .hidden, axes: hiddenScrollIndicatorAxes) }
        set {
            hiddenScrollIndicatorAxes = newValue.visibility.visible ? [] : newValue.axes
            neverScrollIndicatorAxes = newValue.visibility.kind == .never ? newValue.axes : []
        }
    }

    /// The environment a scroll view's content sees: the modifiers above were for this scroll
    /// view, not for scroll views nested inside it.
    func clearingScrollModifiers() -> EnvironmentValues {
        var env = self
        if env.scrollPositionBinding != nil { env.scrollPositionBinding = nil }
        if env.scrollPositionAnchor != nil { env.scrollPositionAnchor = nil }
        if !env.scrollGeometryObservers.isEmpty { env.scrollGeometryObservers = [] }
        if env.scrollPhaseObserver != nil { env.scrollPhaseObserver = nil }
        if env.scrollTargetVisibilityObserver != nil { env.scrollTargetVisibilityObserver = nil }
        // Paging, the start anchor and overscroll behaviour were for this scroll view;
        // scrollDisabled, the bounce behaviour and the physics preset reach the scroll views
        // inside too (as SwiftUI's).
        if env.scrollTargetBehavior != nil { env.scrollTargetBehavior = nil }
        if env.isScrollTargetLayout { env.isScrollTargetLayout = false }
        if env.defaultScrollAnchor != DefaultScrollAnchors() { env.defaultScrollAnchor = DefaultScrollAnchors() }
        if env.overscrollBehavior != .auto { env.overscrollBehavior = .auto }
        // A scroll view's content is a list of its own: a `ForEach` in an `HStack` inside a
        // horizontal `ScrollView` that is a static row of a `List` (a carousel row) is that
        // stack's eager content, not the outer list's lazy rows (it made no views, and the strip
        // was 0 pt tall).
        if env.isLazyListContent { env.isLazyListContent = false }
        return env
    }
}

/// When scroll indicators show — SwiftUI's `ScrollIndicatorVisibility`
/// (https://developer.apple.com/documentation/swiftui/scrollindicatorvisibility). A scroll
/// view's indicator here is the desktop scroll bar (overlay style: shown while scrolling, when
/// flashed, and under the pointer at the view's trailing or bottom edge, where it can be grabbed).
///
/// - `.automatic` and `.visible`: that scroll bar. (Apple: `.automatic` "depends on the
///   policies of the component", `.visible` "show the scroll indicators"; an iOS scroll view
///   shows them alike, while scrolling, and so do we.)
/// - `.hidden`: none while scrolling or flashed; the pointer at the edge still finds the bar — a
///   mouse has no other way to drag the content (SwiftUI on macOS likewise keeps hidden
///   indicators for a mouse when the system shows scroll bars).
/// - `.never`: none at all, not under the pointer either (Apple: "behaves like `hidden`, but
///   overrides scrollable views that choose to keep their indicators visible").
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind
    var visible: Bool { kind == .automatic || kind == .visible }
    /// The scroll view's choice: the overlay scroll bar.
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Shown: the overlay scroll bar, as `.automatic`.
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Hidden while scrolling; the bar still shows under the pointer at the edge.
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Never shown, not under the pointer either.
    public static let never = ScrollIndicatorVisibility(kind: .never)
    public var description: String { "\(kind)" }
}

/// What one `scrollIndicators(_:axes:)` asks for (written through
/// `EnvironmentValues.scrollIndicatorSetting`).
struct ScrollIndicatorSetting: Hashable, Sendable {
    var visibility: ScrollIndicatorVisibility
    var axes: Axis.Set
}

extension View {
    /// Binds the scroll views inside to `position`: setting it scrolls them — SwiftUI's
    /// `scrollPosition(_:)`.
    public func scrollPosition(_ position: Binding<ScrollPosition>) -> _EnvironmentWriter<Self, Binding<ScrollPosition>?> {
        environment(\.scrollPositionBinding, position)
    }

    /// Binds the scroll views inside to `position`, with `anchor` as the point of the
    /// scroll view the position is measured at — SwiftUI's `scrollPosition(_:anchor:)`
    /// (https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:)).
    ///
    /// `anchor` (nil: `.top` / `.leading`) is where a view scrolled to with
    /// `scrollTo(id:)` and no anchor of its own lands (`.bottom`: its bottom at the scroll
    /// view's bottom), and the point along the axis whose view the position reports as the
    /// user scrolls: with `.bottom`, `viewID` is the last view showing at the bottom edge
    /// (a chat's newest visible message), with `.center` the view across the middle.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint?)
        -> _EnvironmentWriter<_EnvironmentWriter<Self, Binding<ScrollPosition>?>, UnitPoint?> {
        scrollPosition(position).environment(\.scrollPositionAnchor, anchor)
    }

    /// Calls `action` when `transform` of the scroll geometry changes (and once with the first
    /// value) — SwiftUI's `onScrollGeometryChange(for:of:action:)`. The action runs after the
    /// layout pass that measured the geometry, and what it writes is drawn in that same frame
    /// (a header driven by the offset moves with the content in every frame of a fling).
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                    action: @escaping (_ oldValue: T, _ newValue: T) -> Void)
        -> _EnvironmentWriter<Self, ScrollGeometryObserver?> {
        environment(\.addedScrollGeometryObserver, ScrollGeometryObserver(transform: transform, action: action))
    }

    /// Calls `action` with the ids of the scroll view's elements (the `ForEach` elements of its
    /// lazy stack) at least `threshold` visible, whenever that list changes — SwiftUI's
    /// `onScrollTargetVisibilityChange(idType:threshold:_:)`. Ids are in content order.
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                             _ action: @escaping ([ID]) -> Void)
        -> _EnvironmentWriter<Self, ScrollTargetVisibilityObserver?> {
        environment(\.scrollTargetVisibilityObserver, ScrollTargetVisibilityObserver(idType: idType, threshold: threshold, action: action))
    }

    /// Shows or hides the scroll indicators of the scroll views inside scrolling along `axes` —
    /// SwiftUI's `scrollIndicators(_:axes:)`
    /// (https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:)).
    /// `.hidden` hides them while scrolling but leaves the bar under the pointer; `.never` hides
    /// it then too (see ``ScrollIndicatorVisibility``). The innermost modifier wins for all axes.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View {
        environment(\.scrollIndicatorSetting, ScrollIndicatorSetting(visibility: visibility, axes: axes))
    }
}

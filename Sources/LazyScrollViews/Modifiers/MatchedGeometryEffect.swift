import DisplayList
import Foundation
import ScrollCore
import ScrollEffects

/// A namespace for matched geometry — SwiftUI's `@Namespace`
/// (https://developer.apple.com/documentation/swiftui/namespace): "A dynamic property type that
/// allows access to a namespace defined by the persistent identity of the object containing the
/// property (e.g. a view)". Each view that declares one gets its own ``ID``, the same for as long
/// as the view lives (its node keeps it, as `@State` is kept), a new one when it is made again.
@propertyWrapper
public struct Namespace: DynamicProperty, InstallableProperty {
    /// A namespace's identity — SwiftUI's `Namespace.ID`.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    var box: NamespaceBox?

    public init() {}

    /// The namespace: read in `body` (outside it, before the view is made, a placeholder that
    /// matches nothing, as SwiftUI's "Reading a Namespace property outside View.body" does).
    @MainActor public var wrappedValue: ID { box?.id ?? ID(value: 0) }

    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: ViewNode) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        let box = (slot as? NamespaceBox) ?? NamespaceBox()
        slot = box
        property.pointee.box = box
    }
}

/// Where a view's namespace lives: made once per node slot (see ``Namespace``).
@MainActor
final class NamespaceBox {
    let id: Namespace.ID
    private static var next = 1
    init() {
        id = Namespace.ID(value: Self.next)
        Self.next += 1
    }
}

/// Which parts of the geometry `matchedGeometryEffect` shares — SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The anchor point's position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A matched-geometry group: an id in a namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// What a `matchedGeometryEffect` modifier says about its view.
struct MatchedGeometry {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    /// The transform that draws a view laid out at `frame` at the group's source geometry
    /// `source` (window points): scaled about its `anchor` to the source's size (``size``),
    /// then moved so that its anchor is the source's (``position``).
    func transform(from frame: CGRect, to source: CGRect) -> DrawTransform {
        let own = ScrollCorePoint(x: Double(frame.minX + anchor.x * frame.width), y: Double(frame.minY + anchor.y * frame.height))
        let target = ScrollCorePoint(x: Double(source.minX + anchor.x * source.width), y: Double(source.minY + anchor.y * source.height))
        var transform = DrawTransform.identity
        if properties.contains(.size), frame.width > 0, frame.height > 0 {
            transform = .about(own, .scale(Double(source.width / frame.width), Double(source.height / frame.height)))
        }
        if properties.contains(.position) {
            transform = transform.then(.translation(x: target.x - own.x, y: target.y - own.y))
        }
        return transform
    }
}

extension View {
    /// Gives this view the geometry of the view with the same `id` in `namespace` —
    /// SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`
    /// (https://developer.apple.com/documentation/swiftui/view/matchedgeometryeffect(id:in:properties:anchor:issource:)):
    /// "If inserting a view in the same transaction that another view with the same key is
    /// removed, the system will interpolate their frame rectangles in window space to make it
    /// appear that there is a single view moving from its old position to its new position";
    /// "If `isSource` is true … all other views in the group will use [its frame] as their
    /// geometry source".
    ///
    /// - A source view inserted, in an animated update (`withAnimation`, `animation(_:value:)`),
    ///   while another source of its group goes — the selection capsule under tabs, a card that
    ///   becomes a detail — is drawn from the old view's frame to its own with the update's
    ///   animation, as a layout change animates (scaled and moved).
    /// - A view with `isSource: false` is drawn at its group's source frame: moved so that its
    ///   `anchor` is the source's (`.position`) and scaled to its size (`.size`; `.frame` both).
    ///
    /// Where ours differs: the geometry is applied by drawing (a non-source view keeps its own
    /// layout and is scaled to the source's size; SwiftUI proposes that size to it, so a text
    /// re-wraps instead); the view that goes is removed at once, where SwiftUI fades it out
    /// while it moves; views inside a lazy stack's rows are matched within the window's layout
    /// only — rows, which the stack places as it scrolls, do not take part.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> _EffectView<Self> {
        _EffectView(content: self, effect: .matchedGeometry(MatchedGeometry(
            key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
            properties: properties, anchor: anchor, isSource: isSource)))
    }
}

/// The groups' geometry of the last window layout (ViewHost.layoutPass): each group's source —
/// its node and frame in window points — and where the groups' other views are drawn.
struct MatchedGeometryState {
    var sources: [MatchedGeometryKey: (node: ObjectIdentifier, frame: CGRect)] = [:]
    /// The frame each non-source view is drawn at (its group's source's), by node.
    var targets: [ObjectIdentifier: CGRect] = [:]

    var isEmpty: Bool { sources.isEmpty && targets.isEmpty }
}

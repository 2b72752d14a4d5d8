/// A piece of user interface — SwiftUI's `View`: a cheap struct whose `body` describes what it
/// shows in terms of other views. Write your own as in SwiftUI:
///
/// ```swift
/// struct SectionHeaderView: View {
///     var colorData: ColorData
///     var body: some View {
///         HStack { Text(colorData.name).font(.headline); Spacer() }.padding()
///     }
/// }
/// ```
///
/// The view graph keeps one node per view identity (its structural position plus explicit ids
/// from `ForEach` and `.id(_:)`) and evaluates `body` again only when something it reads
/// changed: its own state, an environment value it reads, an observed model property, or the
/// view value its parent passes (compared field by field). Views are main-actor isolated, as in
/// SwiftUI.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's `body` returns.
    associatedtype Body: View
    /// What this view shows; evaluated by the graph, never by the view itself.
    @ViewBuilder var body: Body { get }
    /// How the view graph builds a value of this type: from its `body`, or itself (the library's
    /// own containers, leaves and modifiers). Not SwiftUI API — SwiftUI's `View` has underscored
    /// requirements of its own (`_makeView(view:inputs:)`) with defaults; leave this one to its
    /// default too. The type answers through its conformance, so the graph never asks the
    /// runtime whether a view type is one of its own: a cast to a protocol, the first time for
    /// each type, scans every protocol conformance record of the executable (~300 k instructions
    /// in the statically linked build; Documentation/Memory.md, "Launch").
    static var _viewKind: _ViewKind { get }
}

extension View {
    /// A view built from its `body`.
    public static var _viewKind: _ViewKind { _ViewKind(primitive: nil) }
}

/// What `View._viewKind` answers: whether the graph builds the view type itself, and how.
/// Opaque outside the library.
public struct _ViewKind {
    /// The type's conformance to the graph's protocol for views it builds itself, or nil for a
    /// view built from its `body`.
    let primitive: (any PrimitiveView.Type)?
    /// For a view built from its `body` whose dynamic properties are declared by one of its
    /// stored values rather than by itself (`ModifiedContent`: its modifier's `@State`,
    /// `@Environment`, `@Binding`…), where they lie; nil for every other view (its own fields).
    let dynamicProperties: (@MainActor () -> DynamicPropertyLayout)?

    init(primitive: (any PrimitiveView.Type)?, dynamicProperties: (@MainActor () -> DynamicPropertyLayout)? = nil) {
        self.primitive = primitive
        self.dynamicProperties = dynamicProperties
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

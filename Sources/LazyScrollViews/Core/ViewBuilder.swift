/// Builds a view from a closure's statements — SwiftUI's `ViewBuilder`. Every form the seeds
/// use: any number of children (parameter packs, so no ten-child ceiling), `if`, `if let`,
/// `if/else`, `switch`, and `#available` checks.
///
/// Identity follows the built type, as in SwiftUI: the children of a block are told apart by
/// position; the two branches of an `if/else` are two different slots, so switching branch
/// discards the state of the branch left.
@MainActor @resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    // Each view of a block goes through `buildExpression`, and a block of one through
    // `buildBlock`: taken `consuming`, it is moved through them; borrowed, it was copied into
    // the result and the original destroyed (a row's `HStack` with its `Text`, strings retained).
    @inlinable public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }
    /// Inlinable, as `TupleView.init`: a `body` specialized where it is written makes its tuple
    /// directly (unspecialized, each element was copied twice and the pack's metadata looked up).
    @inlinable public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }
    /// Blocks of two and three views, the common ones: the tuple made of the moved views and
    /// moved into the `TupleView` (the parameter-pack form copies each element into its tuple,
    /// even specialized: twice per view of a row's `body`, strings retained).
    @inlinable public static func buildBlock<C0: View, C1: View>(_ c0: consuming C0, _ c1: consuming C1) -> TupleView<C0, C1> {
        TupleView(value: (c0, c1))
    }
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2) -> TupleView<C0, C1, C2> {
        TupleView(value: (c0, c1, c2))
    }
    @inlinable public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }
    /// `if` without `else`: nothing when the condition is false.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views built by one ``ViewBuilder`` block, in order — SwiftUI's `TupleView`. In a
/// stack each element is its own subview. Differs from SwiftUI: generic over a parameter pack
/// (`TupleView<A, B, C>`) rather than over a tuple type (`TupleView<(A, B, C)>`).
public struct TupleView<each Content: View>: View {
    public var value: (repeat each Content)
    @inlinable public init(_ content: repeat consuming each Content) { value = (repeat each content) }
    /// The tuple as it is (see ``ViewBuilder/buildBlock(_:_:)``).
    @inlinable init(value: consuming (repeat each Content)) { self.value = value }
    public var body: Never { fatalError("TupleView is primitive") }
}

/// The view an `if/else` or `switch` builds — SwiftUI's `_ConditionalContent`. Each branch is
/// its own identity: switching branch discards the other's state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    public var body: Never { fatalError("_ConditionalContent is primitive") }
}

/// An `if` without `else` builds an optional view: nothing when nil.
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is primitive") }
}

/// A view that shows nothing and takes no space — SwiftUI's `EmptyView`.
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError("EmptyView is primitive") }
}

/// Groups views without adding a container: in a stack each child is its own subview, and a
/// modifier on the group applies to each child — SwiftUI's `Group`.
public struct Group<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("Group is primitive") }
}

/// A type-erased view — SwiftUI's `AnyView`. Its identity includes the wrapped type: when the
/// type changes, the old subtree and its state are discarded.
public struct AnyView: View {
    let storage: any View
    let wrappedType: ObjectIdentifier
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { self = any; return }
        storage = view
        wrappedType = ObjectIdentifier(V.self)
    }
    public init<V: View>(erasing view: V) { self.init(view) }
    public var body: Never { fatalError("AnyView is primitive") }
}

/// A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value — SwiftUI's `ViewModifier`
/// (https://developer.apple.com/documentation/swiftui/viewmodifier):
///
/// ```swift
/// struct BorderedCaption: ViewModifier {
///     func body(content: Content) -> some View {
///         content
///             .font(.caption2)
///             .padding(10)
///             .overlay(RoundedRectangle(cornerRadius: 15).stroke(lineWidth: 1))
///             .foregroundColor(Color.blue)
///     }
/// }
/// extension View {
///     func borderedCaption() -> some View { modifier(BorderedCaption()) }
/// }
/// ```
///
/// A modifier is applied with ``View/modifier(_:)``, which returns a ``ModifiedContent``. Its
/// `body(content:)` is evaluated as a view's `body` is: by the node of that `ModifiedContent`,
/// again when the modifier's value changes (compared field by field, as a view's) or when its
/// own `@State`, an `@Environment` value or an observed property it read changes. Dynamic
/// properties declared in the modifier (`@State`, `@Binding`, `@Environment`, `@StateObject`…)
/// work as in a view. The content keeps its identity and state while the modifier's body is
/// evaluated again, as long as the modifier places it in the same position of its body.
/// Main-actor isolated, as ``View`` is.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// Gets the current body of the caller. `content` is a proxy for the view that will have
    /// the modifier represented by `Self` applied to it.
    @ViewBuilder func body(content: Self.Content) -> Self.Body
    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>
}

/// The view a ``ViewModifier``'s `body(content:)` receives: a proxy for the view the modifier is
/// applied to (SwiftUI's type of the same name). Placed in the modifier's body, it shows that
/// view, which keeps its identity and state across evaluations of the body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// The modified view, type-erased: `AnyView`'s node keeps the view's node (and its state)
    /// while its type stays the same.
    let content: AnyView

    init(_ content: AnyView) { self.content = content }

    public var body: AnyView { content }
}

/// A value with a modifier applied to it — SwiftUI's `ModifiedContent`
/// (https://developer.apple.com/documentation/swiftui/modifiedcontent). A view when `Content`
/// is a view and `Modifier` a ``ViewModifier``; a modifier when both are modifiers
/// (``ViewModifier/concat(_:)``).
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or
    /// view modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// The modifier's body with this value's content.
    public var body: Modifier.Body {
        modifier.body(content: _ViewModifier_Content(AnyView(content)))
    }

    /// Built from its `body`, with the dynamic properties of its modifier: the node installs
    /// them into ``modifier`` (where they lie in this value) before the body runs.
    public static var _viewKind: _ViewKind {
        _ViewKind(primitive: nil) {
            DynamicPropertyLayout.of(Self.self, nested: Modifier.self,
                                     at: MemoryLayout<Self>.offset(of: \Self.modifier)!)
        }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// The first modifier's body, then the second's around it.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
    /// Applies a modifier to a view and returns a new view
    /// (https://developer.apple.com/documentation/swiftui/view/modifier(_:)).
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`
    /// (https://developer.apple.com/documentation/swiftui/viewmodifier/concat(_:)): `self`'s
    /// body is applied first, then `modifier`'s around it.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// An empty, or identity, modifier, used during development to switch modifiers at compile
/// time — SwiftUI's `EmptyModifier`
/// (https://developer.apple.com/documentation/swiftui/emptymodifier): its body is the content
/// unchanged.
public struct EmptyModifier: ViewModifier, Sendable {
    /// The identity modifier.
    public static let identity = EmptyModifier()

    /// Creates the identity modifier.
    public init() {}

    /// The content, unchanged.
    public func body(content: Content) -> Content { content }
}

extension EmptyModifier: Equatable {}

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
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

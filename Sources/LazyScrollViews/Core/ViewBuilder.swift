/// Builds a view from a closure's statements — SwiftUI's `ViewBuilder` (filled in by the core).
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// A view that shows nothing and takes no space — SwiftUI's `EmptyView`.
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError("EmptyView is primitive") }
}

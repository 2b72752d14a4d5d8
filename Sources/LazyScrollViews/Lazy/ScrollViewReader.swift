/// A view whose content can scroll the scroll views inside it — SwiftUI's `ScrollViewReader`
/// (iOS 14; https://developer.apple.com/documentation/swiftui/scrollviewreader): the content
/// closure receives a ``ScrollViewProxy``; calling its ``ScrollViewProxy/scrollTo(_:anchor:)``
/// from an action (a button, `onChange`, `onAppear`) scrolls to the view with that id — a
/// `ForEach` element's id or an `.id(_:)` — even one far off screen whose place is only estimated
/// (the host eases toward a target it re-estimates every frame and lands exactly). Inside
/// `withAnimation` the scroll animates; outside it jumps.
///
/// Built on ``ScrollPosition``: the reader owns one and binds it around its content, as
/// `.scrollPosition(_:)` would. So, as there, the scroll view that follows is the nearest one
/// inside (Apple's proxy "scans all scroll views contained by the proxy for the first with a
/// child view with identifier `id`"; ours asks the outermost scroll view inside the reader, which
/// is the one apps put their ids in), and a `.scrollPosition(_:)` written inside the reader, on
/// that scroll view, takes precedence over the reader's.
public struct ScrollViewReader<Content: View>: View {
    @State private var position = ScrollPosition()
    private let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(ScrollViewProxy(position: $position))
            .scrollPosition($position)
    }
}

/// Scrolls the scroll views inside a ``ScrollViewReader`` — SwiftUI's `ScrollViewProxy`
/// (https://developer.apple.com/documentation/swiftui/scrollviewproxy). You don't make one: the
/// reader hands it to its content.
public struct ScrollViewProxy {
    let position: Binding<ScrollPosition>

    /// Scrolls to the view with id `id`.
    ///
    /// As Apple documents it
    /// (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)):
    /// with a nil `anchor`, "scrolls the minimum amount to make the identified view wholly
    /// visible" — not at all when it already is, so its top meets the top of the scroll view when
    /// it is above (or taller than the scroll view), and its bottom the bottom when it is below.
    /// With an anchor, that point of the view meets the same point of the scroll view: `.top`
    /// aligns the tops, `.bottom` the bottoms, `.center` the centres.
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        var position = position.wrappedValue
        position.scrollTo(id: id, anchor: anchor)
        position.scrollsMinimally = anchor == nil
        self.position.wrappedValue = position
    }
}

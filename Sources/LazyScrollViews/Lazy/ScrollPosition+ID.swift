import Foundation

extension View {
    /// Binds the id of the scroll view's top-most target to `id` — SwiftUI's
    /// `scrollPosition(id:anchor:)`
    /// (https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)):
    /// "as the scroll view scrolls, the binding will be updated with the identity of the
    /// leading-most / top-most view … when the value is changed, the scroll view will scroll to
    /// the view with the given identity".
    ///
    /// Put it on the `ScrollView` (or a view around it: the nearest scroll view inside follows).
    /// Setting the binding inside `withAnimation` animates the scroll; an initial non-nil value
    /// scrolls there on the first frame. As the user scrolls, the binding gets the id of the
    /// first view of the scroll target layout (`scrollTargetLayout()`; none without one, as
    /// Apple documents) not scrolled past whose id has type `ID`, once per change of it. `anchor` is where the view set lands (nil: its top at the top, as
    /// `ScrollPosition.scrollTo(id:anchor:)`), and the point of the scroll view whose view is
    /// written back as the user scrolls (nil or `.top`: the top-most; `.bottom`: the last one
    /// showing; see `scrollPosition(_:anchor:)`).
    ///
    /// Built on ``ScrollPosition``: equivalent to `.scrollPosition($position)` with a
    /// `ScrollPosition(idType: ID.self)` kept in sync with `id`.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> _ScrollPositionIDView<Self, ID> {
        _ScrollPositionIDView(content: self, id: id, anchor: anchor)
    }
}

/// What `scrollPosition(id:anchor:)` makes: the content bound to a ``ScrollPosition`` that
/// follows `id` both ways.
public struct _ScrollPositionIDView<Content: View, ID: Hashable>: View {
    let content: Content
    let id: Binding<ID?>
    let anchor: UnitPoint?
    @State private var position = ScrollPosition(idType: ID.self)

    public var body: some View {
        // A write of `id` inside `withAnimation` left its animation pending for this update: the
        // scroll it asks for animates too.
        let animation = ViewGraph.current?.animations.pending
        let requested = id.wrappedValue
        let userTop = position.isPositionedByUser ? position.viewID(type: ID.self) : nil
        let (id, anchor, position) = (id, anchor, $position)
        return content
            .scrollPosition(position, anchor: anchor)
            .onChange(of: requested, initial: true) { _, new in
                guard let new else { return }
                let current = position.wrappedValue
                // The write-back of the user's own scrolling: nothing to scroll to.
                if current.isPositionedByUser, current.viewID(type: ID.self) == new { return }
                var updated = current
                withAnimation(animation) { updated.scrollTo(id: new, anchor: anchor) }
                position.wrappedValue = updated
            }
            .onChange(of: userTop) { _, top in
                guard let top, id.wrappedValue != top else { return }
                id.wrappedValue = top
            }
    }
}

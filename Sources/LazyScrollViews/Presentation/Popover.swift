import Foundation

// `popover(isPresented:attachmentAnchor:arrowEdge:content:)` and `popover(item:…)`
// (https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)).
// On an iPhone (a compact horizontal size class) the system adapts a popover to a sheet (Apple's
// Human Interface Guidelines, *Popovers*; `presentationCompactAdaptation(_:)` is how iOS 16.4 lets
// an app choose otherwise).
// Here every window presents it so: the anchor and the arrow edge are not drawn (there is no
// bubble with an arrow). The content is the sheet's, dismissed as a sheet is.

/// Where a popover's arrow points — SwiftUI's `PopoverAttachmentAnchor`. Accepted for the
/// signature; a popover is presented as a sheet here (see `popover(isPresented:…)`).
public enum PopoverAttachmentAnchor: Sendable {
    /// The popover points at a rectangle of the view (`.rect(.bounds)`: the whole view).
    case rect(PopoverAnchorSource)
    /// The popover points at a point of the view.
    case point(UnitPoint)
}

/// The rectangle a popover points at — what SwiftUI's `Anchor<CGRect>.Source` gives
/// `PopoverAttachmentAnchor.rect(_:)`: `.bounds`, or a rectangle in the view's space.
public struct PopoverAnchorSource: Sendable {
    let rect: CGRect?
    /// The view's bounds.
    public static let bounds = PopoverAnchorSource(rect: nil)
    /// `rect`, in the view's own space.
    public static func rect(_ rect: CGRect) -> PopoverAnchorSource { PopoverAnchorSource(rect: rect) }
}

extension View {
    /// Presents `content` while `isPresented` is true — SwiftUI's
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`, as a sheet: what an iPhone
    /// shows for it (a compact width adapts popovers to sheets). `attachmentAnchor` and
    /// `arrowEdge` are not used: no bubble is drawn. Dismissed as a sheet is (Escape, a drag
    /// down, `dismiss()`), which writes `false` back to `isPresented`.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping @MainActor () -> Content) -> _PresentationView<Self> {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents `content` for `item` while it is not nil — SwiftUI's
    /// `popover(item:attachmentAnchor:arrowEdge:content:)`, as a sheet (see
    /// ``View/popover(isPresented:attachmentAnchor:arrowEdge:content:)``).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping @MainActor (Item) -> Content) -> _PresentationView<Self> {
        sheet(item: item, content: content)
    }
}

import Foundation

// `sheet` and `fullScreenCover`, and what a sheet's content says about its sheet.

extension View {
    /// Presents a sheet while `isPresented` is true — SwiftUI's `sheet(isPresented:onDismiss:content:)`
    /// (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)).
    ///
    /// ```swift
    /// List(items) { Text($0.name) }
    ///     .toolbar { Button("Add", systemImage: "plus") { isAdding = true } }
    ///     .sheet(isPresented: $isAdding) { NewItemView() }
    /// ```
    ///
    /// As on iPhone (iOS 15+): the sheet slides up from the bottom (a half-second spring, in
    /// frame time) over the window's content, which is drawn scaled back to 92 % with rounded
    /// corners and dimmed; the sheet stops 10 pt below the scaled content's top edge, its top
    /// corners rounded (10 pt). Its content sees `@Environment(\.dismiss)` (dismisses it) and a
    /// fresh navigation context: a `NavigationStack` inside shows its own bar. Dragging it down
    /// past half its height (or flicking it) or Escape dismisses it, unless
    /// `interactiveDismissDisabled()`; dismissing writes `false` back to `isPresented`, the
    /// sheet slides out, then `onDismiss` runs. While it is shown, only its content takes taps,
    /// keys and focus.
    ///
    /// Differs from iOS: the drag starts only where no tap area or scroll view of the content
    /// is (a list scrolls instead), and does not move the sheet between detents.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                     @ViewBuilder content: @escaping @MainActor () -> Content) -> _PresentationView<Self> {
        presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is not nil — SwiftUI's `sheet(item:onDismiss:content:)`
    /// (https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)):
    /// "If `item` changes, the system dismisses the sheet and replaces it with a new one".
    /// Dismissing writes `nil` back to `item`. Looks and behaves as ``View/sheet(isPresented:onDismiss:content:)``.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                         @ViewBuilder content: @escaping @MainActor (Item) -> Content) -> _PresentationView<Self> {
        presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Covers the whole window while `isPresented` is true — SwiftUI's
    /// `fullScreenCover(isPresented:onDismiss:content:)`
    /// (https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)):
    /// it slides up over the window (nothing shows behind it). As on iOS, there is no
    /// interactive dismissal: the content dismisses it (`@Environment(\.dismiss)`, or the binding).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                               @ViewBuilder content: @escaping @MainActor () -> Content) -> _PresentationView<Self> {
        presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Covers the whole window for `item` while it is not nil — SwiftUI's
    /// `fullScreenCover(item:onDismiss:content:)`
    /// (https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)).
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping @MainActor (Item) -> Content) -> _PresentationView<Self> {
        presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    private func presentation<Content: View>(_ kind: PresentationKind, isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)?,
                                             content: @escaping @MainActor () -> Content) -> _PresentationView<Self> {
        let request = PresentationRequest(kind: kind, identity: isPresented.wrappedValue ? AnyHashable(true) : nil,
                                          content: .view { AnyView(content()) },
                                          clearBinding: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
        return _PresentationView(content: self, request: request)
    }

    private func presentation<Item: Identifiable, Content: View>(_ kind: PresentationKind, item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?,
                                                                 content: @escaping @MainActor (Item) -> Content) -> _PresentationView<Self> {
        let value = item.wrappedValue
        let request = PresentationRequest(kind: kind, identity: value.map { AnyHashable($0.id) },
                                          content: .view { value.map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
                                          clearBinding: { item.wrappedValue = nil }, onDismiss: onDismiss)
        return _PresentationView(content: self, request: request)
    }
}

/// A height a sheet can rest at — SwiftUI's `PresentationDetent`
/// (https://developer.apple.com/documentation/swiftui/presentationdetent). Heights are of the
/// sheet, measured against the large detent's (the tallest a sheet is: the window below the
/// scaled-back content's top, less 10 pt), as UIKit resolves its detents.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case medium, large, fraction(CGFloat), height(CGFloat) }
    let kind: Kind
    /// About half the height of the large detent (UIKit's `.medium()`).
    public static let medium = PresentationDetent(kind: .medium)
    /// The full height of a sheet.
    public static let large = PresentationDetent(kind: .large)
    /// `fraction` of the large detent's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height in points (at most the large detent's).
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The sheet's height at this detent, given the large detent's height.
    func height(large: CGFloat) -> CGFloat {
        switch kind {
        case .medium: return (large / 2).rounded()
        case .large: return large
        case .fraction(let fraction): return min(large, max(0, large * fraction))
        case .height(let height): return min(large, max(0, height))
        }
    }
}

extension View {
    /// The heights the sheet holding this view rests at — SwiftUI's `presentationDetents(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)). The
    /// sheet opens at the smallest. Differs from iOS: there is no drag between detents.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> _PresentationOptionView<Self> {
        _PresentationOptionView(content: self) { $0.detents = detents.isEmpty ? [.large] : detents }
    }
    /// Whether the sheet holding this view shows its grabber — SwiftUI's
    /// `presentationDragIndicator(_:)` (https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:)):
    /// a 36 × 5 pt capsule 5 pt below the sheet's top; `.automatic` shows it when the sheet has
    /// more than one detent.
    public func presentationDragIndicator(_ visibility: Visibility) -> _PresentationOptionView<Self> {
        _PresentationOptionView(content: self) { $0.dragIndicator = visibility }
    }
    /// Keeps the sheet holding this view from being dismissed by the user (Escape here, a swipe
    /// on iOS) — SwiftUI's `interactiveDismissDisabled(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)).
    /// `dismiss()` and the binding still dismiss it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> _PresentationOptionView<Self> {
        _PresentationOptionView(content: self) { $0.interactiveDismissDisabled = isDisabled }
    }
    /// What the sheet holding this view is filled with — SwiftUI's `presentationBackground(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/presentationbackground(_:)):
    /// a colour (`.clear` lets the dimmed window show through) instead of the page colour.
    public func presentationBackground(_ color: Color) -> _PresentationOptionView<Self> {
        _PresentationOptionView(content: self) { $0.background = .color(color) }
    }
    /// `presentationBackground(_:)` with a material: `.presentationBackground(.ultraThinMaterial)`
    /// blurs the dimmed window behind the sheet.
    public func presentationBackground(_ material: Material) -> _PresentationOptionView<Self> {
        _PresentationOptionView(content: self) { $0.background = .material(material) }
    }
    /// The corner radius of the sheet holding this view — SwiftUI's `presentationCornerRadius(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/presentationcornerradius(_:)); nil:
    /// the sheet's own.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> _PresentationOptionView<Self> {
        _PresentationOptionView(content: self) { $0.cornerRadius = cornerRadius }
    }
}

/// A view that tells the sheet it is in how to present (what `presentationDetents(_:)`,
/// `presentationDragIndicator(_:)` and `interactiveDismissDisabled(_:)` return). Transparent:
/// it lends its content's subviews; outside a sheet it does nothing, as in SwiftUI.
public struct _PresentationOptionView<Content: View>: View {
    let content: Content
    let write: @MainActor (PresentationOptions) -> Void
    public var body: Never { fatalError("presentation options are primitive") }
}

final class PresentationOptionNode: ViewNode {
    var content: ViewNode?
    override var isDisplayable: Bool { false }
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let content { body(content) } }
}

extension _PresentationOptionView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = PresentationOptionNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        apply(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! PresentationOptionNode
        node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
        apply(node)
    }
    private func apply(_ node: ViewNode) {
        guard let options = node.environment.presentationOptions else { return }
        write(options)
        // A detent changes where the sheet stands.
        node.graph.needsLayout = true
    }
}

import Foundation

// iOS 18's navigation transitions: `navigationTransition(_:)` on a pushed screen, and
// `matchedTransitionSource(id:in:)` on the view it zooms from. How the zoom is found and drawn is
// in ZoomTransition.swift.

/// A type that defines the transition to use when navigating to a view — SwiftUI's
/// `NavigationTransition` (https://developer.apple.com/documentation/swiftui/navigationtransition).
/// Use the built-in ones, `.automatic` and `.zoom(sourceID:in:)`.
///
/// Where ours differs: there is no `.crossFade` (iOS 26), and a type of your own that conforms is
/// treated as `.automatic`.
public protocol NavigationTransition {}

/// "A style that automatically chooses the appropriate presentation transition for the current
/// context" — SwiftUI's `AutomaticNavigationTransition`
/// (https://developer.apple.com/documentation/swiftui/automaticnavigationtransition): in a
/// `NavigationStack`, the push slide.
public struct AutomaticNavigationTransition: NavigationTransition {
    init() {}
}

/// "A navigation transition that zooms the appearing view from a given source view" —
/// SwiftUI's `ZoomNavigationTransition`
/// (https://developer.apple.com/documentation/swiftui/zoomnavigationtransition). Made by
/// `.zoom(sourceID:in:)`; the source is the view marked `matchedTransitionSource(id:in:)` with
/// the same id in the same namespace.
public struct ZoomNavigationTransition: NavigationTransition {
    let key: MatchedGeometryKey
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The stack's own transition — SwiftUI's `NavigationTransition.automatic`
    /// (https://developer.apple.com/documentation/swiftui/navigationtransition/automatic): "A
    /// style that automatically chooses the appropriate presentation transition for the
    /// current context". In a `NavigationStack` that is the push slide (NavigationStack.swift).
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms the pushed screen out of the view marked `matchedTransitionSource(id: sourceID, in:
    /// namespace)` — SwiftUI's `NavigationTransition.zoom(sourceID:in:)`
    /// (https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)):
    /// "A navigation transition that zooms the appearing view from a given source view."
    ///
    /// ```swift
    /// NavigationLink(value: photo) {
    ///     Image(photo: photo.id).resizable().scaledToFill()
    ///         .matchedTransitionSource(id: photo.id, in: namespace)
    /// }
    /// …
    /// .navigationDestination(for: GridPhoto.self) { photo in
    ///     PhotoDetail(photo: photo)
    ///         .navigationTransition(.zoom(sourceID: photo.id, in: namespace))
    /// }
    /// ```
    ///
    /// What you see: the pushed screen grows from the source's frame to the whole stack —
    /// moved and scaled (to fill the source, cut to it), its corners rounded as the source's
    /// (the configuration's `clipShape`, else the source's own rounded `clipShape`) and
    /// opening up as it grows — over the screen it comes from, which stays where it is, the
    /// source hidden while the zoom runs. Going back (the back button, Escape, `dismiss()`)
    /// shrinks it into the source where the source is *then* — scrolled since, or another
    /// source if the screen changed its id. With no source on screen (scrolled out of view,
    /// gone, or none marked), the push or pop slides as usual.
    ///
    /// Where ours differs: the zoom takes the stack's slide timing (ease in and out, 0.35 s)
    /// where iOS uses a spring, and it cannot be grabbed and dragged back; the covered screen
    /// is not dimmed; only the shape's page colour takes its rounded corners (content of the
    /// screen reaching a corner, a photo at the very start, is cut square there). On a `sheet` or `fullScreenCover`'s content it does nothing here: those
    /// slide up as usual.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(sourceID)))
    }
}

extension View {
    /// Sets how this screen comes in and goes — SwiftUI's `navigationTransition(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)):
    /// "Add this modifier to a view that appears within a NavigationStack or a sheet, outside of
    /// any containers such as VStack." `.zoom(sourceID:in:)` zooms the screen out of its source
    /// (see there); `.automatic` slides it.
    ///
    /// Where ours differs: on a sheet's or a full-screen cover's content it has no effect (they
    /// slide up as usual).
    public func navigationTransition(_ style: some NavigationTransition) -> _ScreenChromeWriter<Self> {
        let key = (style as? ZoomNavigationTransition)?.key
        return _ScreenChromeWriter(content: self, write: { chrome, _ in
            if chrome.transition != key { chrome.transition = key }
        })
    }
}

// MARK: The source

/// "A configuration that defines the appearance of a matched transition source" — SwiftUI's
/// `MatchedTransitionSourceConfiguration`
/// (https://developer.apple.com/documentation/swiftui/matchedtransitionsourceconfiguration).
/// Start from the one `matchedTransitionSource(id:in:configuration:)` hands you
/// (``EmptyMatchedTransitionSourceConfiguration``) and chain `clipShape(_:)`, `shadow(…)` and
/// `background(_:)`.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// "An unstyled matched transition source configuration" — SwiftUI's
/// `EmptyMatchedTransitionSourceConfiguration`
/// (https://developer.apple.com/documentation/swiftui/emptymatchedtransitionsourceconfiguration).
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    init() {}
}

/// A configuration with a shape, a shadow or a background set: what the modifiers of
/// ``MatchedTransitionSourceConfiguration`` return (SwiftUI's are `some
/// MatchedTransitionSourceConfiguration`).
public struct _MatchedTransitionSourceStyle: MatchedTransitionSourceConfiguration {
    /// The corner radius of `clipShape(_:)`, if set.
    var cornerRadius: CGFloat?
    var shadow: (color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)?
    var background: Color?

    init(_ configuration: some MatchedTransitionSourceConfiguration) {
        if let style = configuration as? _MatchedTransitionSourceStyle { self = style }
    }
}

extension MatchedTransitionSourceConfiguration {
    /// "Applies the specified shape as to the matched transition source, clipping its content"
    /// — SwiftUI's `clipShape(_:)`
    /// (https://developer.apple.com/documentation/swiftui/matchedtransitionsourceconfiguration/clipshape(_:)).
    /// The zoom starts with these corners and opens them up as it grows (and closes them as it
    /// shrinks back). Where ours differs: the source view itself is drawn as you wrote it (clip
    /// it with `clipShape` as well if it should look rounded at rest).
    public func clipShape(_ shape: RoundedRectangle) -> _MatchedTransitionSourceStyle {
        var style = _MatchedTransitionSourceStyle(self)
        style.cornerRadius = shape.cornerRadius
        return style
    }

    /// "Applies the specified shadow effect to the matched transition source" — SwiftUI's
    /// `shadow(color:radius:x:y:)`
    /// (https://developer.apple.com/documentation/swiftui/matchedtransitionsourceconfiguration/shadow(color:radius:x:y:)):
    /// drawn under the zooming shape while the zoom runs.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> _MatchedTransitionSourceStyle {
        var style = _MatchedTransitionSourceStyle(self)
        style.shadow = (color, radius, x, y)
        return style
    }

    /// "Specifies a color that will be drawn behind the content within the matched transition
    /// source. During a zoom transition, the background color fills the interpolated shape as
    /// it grows from the matched transition source" — SwiftUI's `background(_:)`
    /// (https://developer.apple.com/documentation/swiftui/matchedtransitionsourceconfiguration/background(_:)).
    /// Without one, the shape is filled with the screen's page colour (`systemBackground`).
    public func background(_ style: Color) -> _MatchedTransitionSourceStyle {
        var configured = _MatchedTransitionSourceStyle(self)
        configured.background = style
        return configured
    }
}

/// What `matchedTransitionSource` says about its view: the zoom it is the source of, and how the
/// zoom starts from it.
struct MatchedTransitionSource {
    let key: MatchedGeometryKey
    let style: _MatchedTransitionSourceStyle
}

extension View {
    /// Marks this view as the one a `.zoom(sourceID: id, in: namespace)` navigation transition
    /// zooms from and back into — SwiftUI's `matchedTransitionSource(id:in:)`
    /// (https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)):
    /// "Identifies this view as the source of a navigation transition, such as a zoom
    /// transition." The id is usually the shown item's (`photo.id`); the namespace is a
    /// `@Namespace` of the view that holds both the links and the destinations.
    ///
    /// The source is looked for when a screen with that zoom is pushed or popped, among the
    /// views of the screen under it that are on screen — rows of lazy stacks and grids
    /// included; one scrolled out of view does not count (the push or pop then slides). It
    /// draws nothing of its own and costs nothing while no zoom runs.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> _EffectView<Self> {
        matchedTransitionSource(id: id, in: namespace) { $0 }
    }

    /// ``matchedTransitionSource(id:in:)`` with a configuration — SwiftUI's
    /// `matchedTransitionSource(id:in:configuration:)`
    /// (https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:configuration:)):
    ///
    /// ```swift
    /// .matchedTransitionSource(id: photo.id, in: namespace) { source in
    ///     source.clipShape(RoundedRectangle(cornerRadius: 12)).background(.black)
    /// }
    /// ```
    public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> _EffectView<Self> {
        let style = _MatchedTransitionSourceStyle(configuration(EmptyMatchedTransitionSourceConfiguration()))
        return _EffectView(content: self, effect: .transitionSource(MatchedTransitionSource(
            key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)), style: style)))
    }
}

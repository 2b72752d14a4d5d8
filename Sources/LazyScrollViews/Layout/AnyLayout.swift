import Foundation

/// A type-erased layout — SwiftUI's `AnyLayout`
/// (https://developer.apple.com/documentation/swiftui/anylayout): "Use an AnyLayout instance to
/// enable dynamically changing the type of a layout container without destroying the state of
/// the subviews":
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Avatar(); Details() }
/// ```
///
/// The container is one view whatever layout it holds, so its subviews keep their identity and
/// `@State` when the layout changes (a `VStack` and an `HStack` in an `if` would be two views);
/// stack spacers orient along the layout held. A change of layout type starts a fresh cache.
public struct AnyLayout: Layout {
    let box: any AnyLayoutBox

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        box = LayoutBox(layout: layout)
    }

    /// The wrapped layout's cache, with the layout type it was made for.
    public struct Cache {
        var value: Any
        var type: ObjectIdentifier
    }

    /// The properties of the layout held: a stack's axis (which way spacers and dividers point).
    var properties: LayoutProperties { box.properties }

    public func makeCache(subviews: Subviews) -> Cache { box.makeCache(subviews: subviews) }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache, subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { box.spacing(subviews: subviews, cache: &cache) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// What ``AnyLayout`` asks of the layout it holds.
@MainActor
protocol AnyLayoutBox {
    var properties: LayoutProperties { get }
    func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache
    func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews)
    func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache)
}

/// A layout of type `L` behind ``AnyLayout``: its cache is `L`'s, made again when the cache in
/// hand was another layout type's (the container's layout changed type).
private struct LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    var properties: LayoutProperties { L.layoutProperties }

    func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache {
        AnyLayout.Cache(value: layout.makeCache(subviews: subviews), type: ObjectIdentifier(L.self))
    }
    func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews) {
        guard var own = ownCache(cache) else { cache = makeCache(subviews: subviews); return }
        layout.updateCache(&own, subviews: subviews)
        cache.value = own
    }
    func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
        withCache(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> CGSize {
        withCache(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache) {
        withCache(&cache, subviews: subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    private func ownCache(_ cache: AnyLayout.Cache) -> L.Cache? {
        cache.type == ObjectIdentifier(L.self) ? cache.value as? L.Cache : nil
    }
    /// Runs `body` with `L`'s cache (made afresh if `cache` was another type's), then stores it.
    private func withCache<R>(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var own = ownCache(cache) ?? layout.makeCache(subviews: subviews)
        let result = body(&own)
        cache = AnyLayout.Cache(value: own, type: ObjectIdentifier(L.self))
        return result
    }
}

import DisplayList
import Foundation
import ScrollCore
import ScrollEffects

/// The effect a `visualEffect` closure is handed to build on — SwiftUI's `EmptyVisualEffect`
/// (https://developer.apple.com/documentation/swiftui/emptyvisualeffect), "the base visual
/// effect that you apply additional effect to". Ours is the identity ``VisualEffect`` (a value,
/// where Apple's `VisualEffect` is a protocol), so the modifiers read the same:
/// `content.offset(y: …).opacity(…)`.
public typealias EmptyVisualEffect = VisualEffect

extension View {
    /// Changes how the view is drawn from its own geometry, without changing its layout —
    /// SwiftUI's `visualEffect(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/visualeffect(_:)). The closure
    /// gets the identity effect and a ``GeometryProxy`` of the view and returns the effect to
    /// draw it with (offset, scale, rotation, opacity, brightness, blur, … — see
    /// ``VisualEffect``):
    ///
    /// ```swift
    /// Header()
    ///     .visualEffect { content, proxy in
    ///         content.offset(y: max(0, -proxy.frame(in: .scrollView).minY) * 0.5)
    ///     }
    /// ```
    ///
    /// It runs at paint time with the view's current frame, so a view in a scroll view follows
    /// the scrolling every frame without any `body` being evaluated. The proxy's
    /// `frame(in: .global)` is the frame in the window, `.scrollView` in the nearest scroll
    /// view's visible bounds (the window's frame outside one), `.local` its own bounds; differs
    /// from iOS: `.named(_:)` spaces are not known at paint time and give the window's frame.
    public func visualEffect(_ effect: @escaping @Sendable (_ content: EmptyVisualEffect, _ geometryProxy: GeometryProxy) -> VisualEffect)
        -> _EffectView<Self> {
        _EffectView(content: self, effect: .visualEffect(effect))
    }
}

extension EffectNode {
    /// Draws `child` through the effect `effect` returns for this view's frame now.
    func renderVisualEffect(_ effect: (VisualEffect, GeometryProxy) -> VisualEffect, child: any LayoutChild,
                            into context: inout RenderContext) {
        let local = frame.core
        let window = context.transform.isIdentity ? local : local.applying(context.transform)
        var inScrollView: CGRect?
        if let scroll = enclosingScrollView, let viewport = scroll.paintingViewport {
            inScrollView = CGRect(x: window.minX - viewport.minX, y: window.minY - viewport.minY, width: window.width, height: window.height)
        }
        let proxy = GeometryProxy(size: frame.size, windowFrame: CGRect(window), scrollViewFrame: inScrollView)
        renderEffect(effect(.identity, proxy), child: child, into: &context)
    }

    /// Draws `child` with `visual` applied about this view's frame: its transform, opacity,
    /// blur, and its colour adjustments and brightness on the colours of what the child draws
    /// (nothing added for the identity).
    func renderEffect(_ visual: VisualEffect, child: any LayoutChild, into context: inout RenderContext) {
        guard !visual.isIdentity else {
            renderChild(child, into: &context)
            return
        }
        let local = frame.core
        context.transformed(by: visual.transform(in: local)) { context in
            context.withOpacity(visual.opacity) { context in
                context.blurred(radius: visual.blurRadius, bounds: local, opaque: visual.blurIsOpaque) { context in
                    if visual.adjustsColors {
                        context.filtered(by: .visualEffect(visual)) { renderChild(child, into: &$0) }
                    } else {
                        renderChild(child, into: &context)
                    }
                }
            }
        }
    }
}

extension VisualEffect {
    /// Moves what the element paints by `offset` points — SwiftUI's `VisualEffect.offset(_:)`
    /// with a `CGSize`.
    public func offset(_ offset: CGSize) -> VisualEffect { self.offset(x: Double(offset.width), y: Double(offset.height)) }
    /// Scales the element by `scale.width` and `scale.height` about `anchor` — SwiftUI's
    /// `VisualEffect.scaleEffect(_:anchor:)` with a `CGSize`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> VisualEffect {
        scaleEffect(x: Double(scale.width), y: Double(scale.height), anchor: anchor)
    }
}

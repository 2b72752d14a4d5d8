import DisplayList
import Foundation
import ScrollCore

// Drawing presentations: the host draws the window's content, then each presentation the
// graph has registered, in the order they were presented (`ViewGraph.presentedNodes`). What
// is under a presentation is seen, not touched: before a layer is drawn, every tap area,
// pointer style, focus target and swipe or reorder row registered so far is dropped.

extension ViewHost {
    /// Draws the window's content `root` and the presentations above it. Under a page sheet the
    /// content is drawn scaled back (``PresentationMetrics/backScale``) with rounded corners on
    /// black, as iOS draws the presenting screen, by as much as the sheet is shown.
    func renderWindow(_ root: any LayoutChild, into context: inout RenderContext) {
        let layers = graph.presentedNodes
        guard !layers.isEmpty else { renderChild(root, into: &context); return }
        let window = CGRect(origin: .zero, size: size)
        let time = context.timeSeconds
        if let sheet = layers.first(where: { $0.kind == .sheet }) {
            // Dragged down, the sheet gives back as much of the window's scale.
            let height = max(sheet.presentedRect.height, 1)
            let amount = CGFloat(sheet.shownAmount(at: time)) * max(0, 1 - sheet.sheetDrag.currentOffset(at: time) / height)
            let scale = 1 - (1 - PresentationMetrics.backScale) * amount
            context.fill(window, .black)
            let center = ScrollCorePoint(x: Double(window.midX), y: Double(window.midY))
            context.transformed(by: DrawTransform.about(center, .scale(Double(scale), Double(scale)))) { inner in
                inner.clippedRoundingOnly(to: window, radius: PresentationMetrics.sheetCornerRadius * amount) { clipped in
                    clipped.fill(window, clipped.appearance(StackScreenNode.pageColor))
                    renderChild(root, into: &clipped)
                }
            }
        } else {
            renderChild(root, into: &context)
        }
        // Drawn in presentation order; a layer presented from inside another is drawn after it.
        for layer in layers where !layer.isDestroyed { layer.renderLayer(into: &context) }
    }
}

extension PresentationNode {
    /// Draws the presentation over everything drawn so far, which it covers.
    func renderLayer(into context: inout RenderContext) {
        guard let presented else { return }
        HitRegistrations.dropAll(from: &context, graph)
        let window = windowRect
        let amount = shownAmount(at: context.timeSeconds)
        var list: [ViewNode] = []
        presented.appendSubviews(to: &list)
        let child: (any LayoutChild)? = list.count == 1 ? list[0] : list.isEmpty ? nil : ImplicitStack(list)
        let rect = presentedRect
        switch kind {
        case .sheet, .fullScreenCover:
            if kind == .sheet { context.fill(window, RGBAColor(red: 0, green: 0, blue: 0, alpha: PresentationMetrics.sheetDimming * amount)) }
            // Slides up from below the window's bottom edge; follows the pointer dragging it down.
            let drag = kind == .sheet ? Double(sheetDrag.currentOffset(at: context.timeSeconds)) : 0
            let offset = (1 - amount) * Double(window.maxY - rect.minY) + drag
            context.transformed(by: .translation(x: 0, y: offset)) { inner in
                let radius = kind == .sheet ? max(0, options.cornerRadius ?? PresentationMetrics.sheetCornerRadius) : 0
                // The page in the sheet's own scheme (its content's `preferredColorScheme`), or
                // what `presentationBackground(_:)` asked for (the dimmed window shows through a
                // clear or translucent one).
                let dark = (presented as? ColorSchemePresentationNode)?.isDark ?? inner.isDark
                switch options.background {
                case nil: inner.fillRounded(rect, radius: radius, StackScreenNode.pageColor.resolved(isDark: dark, elevated: kind == .sheet))
                case .color(let color): inner.fillRounded(rect, radius: radius, inner.resolve(color.resolved(in: presented.environment)))
                case .material(let material): inner.material(material, in: rect, radius: radius)
                }
                inner.clippedRoundingOnly(to: rect, radius: radius) { clipped in
                    if let child { renderChild(child, into: &clipped) }
                }
                if kind == .sheet && options.showsGrabber {
                    let size = PresentationMetrics.grabberSize
                    let grabber = CGRect(x: rect.midX - size.width / 2, y: rect.minY + PresentationMetrics.grabberTop,
                                         width: size.width, height: size.height)
                    inner.fillRounded(grabber, radius: size.height / 2, inner.appearance(PresentationMetrics.grabberColor))
                }
            }
        case .alert:
            context.fill(window, RGBAColor(red: 0, green: 0, blue: 0, alpha: PresentationMetrics.alertDimming * amount))
            // Fades in while settling from 110 % (UIAlertController's appearance), fades out.
            let grow: Double
            grow = isDismissing ? 1 : 1 + 0.1 * (1 - amount)
            let center = ScrollCorePoint(x: Double(rect.midX), y: Double(rect.midY))
            context.withOpacity(amount) { faded in
                faded.transformed(by: DrawTransform.about(center, .scale(grow, grow))) { inner in
                    if let child { renderChild(child, into: &inner) }
                }
            }
        case .confirmationDialog:
            context.fill(window, RGBAColor(red: 0, green: 0, blue: 0, alpha: PresentationMetrics.alertDimming * amount))
            // A tap outside the action sheet cancels it, as on iOS (its cancel action runs).
            context.addTapTarget(window, node: ObjectIdentifier(self)) { [weak self] in self?.cancelFromOutside() }
            let offset = (1 - amount) * Double(window.maxY - rect.minY)
            context.transformed(by: .translation(x: 0, y: offset)) { inner in
                if let child { renderChild(child, into: &inner) }
            }
        case .menu:
            renderMenuLayer(child, into: &context)
        }
        // Going: seen, not touched.
        if !isPresenting { HitRegistrations.dropAll(from: &context, graph) }
    }

    /// A tap outside an action sheet: its cancel button's action, then dismissal.
    func cancelFromOutside() {
        if let cancel = buttons.first(where: { $0.role == .cancel }) { run(cancel) } else { requestDismiss() }
    }

    /// `key` while this presentation is the top one: the presented views get it first (a
    /// `NavigationStack` inside pops on Escape); then Escape dismisses — a sheet unless
    /// `interactiveDismissDisabled`, an alert or a dialog through its cancel button (a dialog
    /// has one always; an alert without one stays) — and Return runs an alert's only action, or its only one that does not
    /// cancel. Returns whether the key was used; keys never reach the covered content.
    func handleKey(_ key: KeyEquivalent, offer: (ViewNode) -> Bool) -> Bool {
        if let presented, offer(presented) { return true }
        switch kind {
        case .sheet, .fullScreenCover:
            // Escape is the presentation's even when it may not dismiss it: it never reaches the
            // covered content, nor the host (which would quit on it).
            guard key == .escape else { return false }
            if kind == .sheet && !options.interactiveDismissDisabled { requestDismiss() }
            return true
        case .alert, .confirmationDialog:
            let cancel = buttons.first(where: { $0.role == .cancel })
            if key == .escape {
                if let cancel { run(cancel) } else if kind == .confirmationDialog { requestDismiss() }
                return true
            }
            if key == .return {
                let actions = buttons.filter { $0.role != .cancel }
                if actions.count == 1 { run(actions[0]); return true }
                if actions.isEmpty, let cancel { run(cancel); return true }
                if buttons.isEmpty, kind == .alert { requestDismiss(); return true }
            }
            return false
        case .menu:
            return handleMenuKey(key)
        }
    }
}

extension ViewGraph {
    /// The presentation that takes keys now: the last presented that is not going.
    var topPresentation: PresentationNode? { presentedNodes.last(where: { $0.isPresenting && !$0.isDestroyed }) }
}

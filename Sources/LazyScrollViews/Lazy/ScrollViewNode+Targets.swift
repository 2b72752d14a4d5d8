import Foundation
import LazyLayout
import ScrollCore
import ScrollHosting
import ScrollPhysics

// A scroll view's `scrollTargetBehavior(_:)` and `scrollTargetLayout()`, resolved against its
// last layout pass into the snap targets its physics settles releases on.

extension ViewNode {
    /// Whether this node is the layout a `scrollTargetLayout()` (enabled) modifies: the topmost
    /// node with the flag (its views inherit the environment, and are not layouts of targets).
    var isMarkedScrollTargetLayout: Bool {
        environment.isScrollTargetLayout && parent?.environment.isScrollTargetLayout != true
    }
}

extension ScrollViewNode {
    /// Where this scroll view's releases come to rest, for the host: `.paging` (the physics'
    /// pages), `.resolved` (the behaviour asked through ``BehaviorSnapTargets``), or `.free` —
    /// no behaviour, or `.viewAligned` with no target views placed (no `scrollTargetLayout()`:
    /// the scroll view decelerates freely, as on iOS). Resolved once a layout pass.
    func scrollTargets() -> ScrollBehavior.Targets {
        guard let behavior = environment.scrollTargetBehavior else { return .free }
        let base = (behavior as? AnyScrollTargetBehavior)?.base ?? behavior
        if base is PagingScrollTargetBehavior { return .paging }
        if let cached = resolvedTargets, cached.pass == pass { return cached.targets }
        let frames = lastResult.map(targetFrames) ?? []
        let targets: ScrollBehavior.Targets
        if base is ViewAlignedScrollTargetBehavior, frames.isEmpty {
            targets = .free
        } else {
            let geometry = lastResult.map(scrollGeometry)
            let snap = BehaviorSnapTargets(behavior: base, vertical: axis == .vertical, layoutTargets: frames,
                                           insets: geometry?.contentInsets ?? EdgeInsets(),
                                           containerSize: geometry?.containerSize ?? .zero,
                                           contentSize: geometry?.contentSize ?? .zero,
                                           environment: ScrollTargetEnvironment(environment))
            var hasher = Hasher()
            hasher.combine(serial)
            hasher.combine(pass)
            targets = .resolved(ResolvedSnapTargets(identity: hasher.finalize(), targets: snap))
        }
        resolvedTargets = (pass, targets)
        return targets
    }

    /// The frames of the scroll target layout's views that `result` placed, in content
    /// coordinates (a viewport point plus `ScrollGeometry.contentOffset`), without the gap an
    /// implicit stack's row carries after it. A content that is one lazy stack: its rows, when
    /// the stack is marked; otherwise the rows of marked stacks (``RowStyle/isScrollTarget``).
    func targetFrames(_ result: LayoutResult) -> [CGRect] {
        let lazyMarked = lazyStack.map { $0.stack.isMarkedScrollTargetLayout }
        if lazyMarked == false { return [] }
        let geometry = scrollGeometry(result)
        let dx = Double(geometry.contentOffset.x), dy = Double(geometry.contentOffset.y)
        var frames: [CGRect] = []
        for element in result.placed where element.pinning == .none && !element.isCollapsed {
            var gap: CGFloat = 0
            if lazyMarked == nil {
                guard let style = source.rowStyle(at: element.path), style.isScrollTarget else { continue }
                gap = style.gapAfter
            } else if element.path.kind.row == nil {
                continue
            }
            let f = element.frame
            let vertical = axis == .vertical
            frames.append(CGRect(x: CGFloat(f.minX + dx), y: CGFloat(f.minY + dy),
                                 width: max(0, CGFloat(f.width) - (vertical ? 0 : gap)),
                                 height: max(0, CGFloat(f.height) - (vertical ? gap : 0))))
        }
        return frames
    }
}

extension ScrollViewNode {
    /// Whether the placed `element` is a view of this scroll view's scroll target layout — a
    /// row of the content's lazy stack when that stack is marked `scrollTargetLayout()`
    /// (`lazyMarked` true), a row of a marked plain stack when the content is not one lazy stack
    /// (`lazyMarked` nil), none when the content's lazy stack is not marked (false). The views
    /// ``targetFrames(_:)`` aligns to and `ScrollPosition.viewID` reports.
    func isScrollTarget(_ element: PlacedElement, lazyMarked: Bool?) -> Bool {
        switch lazyMarked {
        case .some(true): return element.path.kind.row != nil
        case .some(false): return false
        case .none: return source.rowStyle(at: element.path)?.isScrollTarget == true
        }
    }
}

/// A ``ScrollTargetBehavior`` as the physics' snap targets: a release (or a wheel or key step)
/// becomes a proposed ``ScrollTarget`` — the visible region where the motion would come to
/// rest — the behaviour updates it, and the result becomes the offset the release eases to.
///
/// Offsets: the physics' are the engine's (0 = the content's start with its insets at the
/// viewport's edge); a target's are content coordinates (`ScrollGeometry.contentOffset`, the
/// engine's minus the leading inset).
struct BehaviorSnapTargets: ScrollSnapTargets {
    let behavior: any ScrollTargetBehavior
    let vertical: Bool
    /// The scroll target layout's views, content coordinates.
    let layoutTargets: [CGRect]
    /// The content margins and safe area.
    let insets: EdgeInsets
    let containerSize: CGSize
    let contentSize: CGSize
    /// The scroll view's environment, the context's dynamic members.
    var environment: ScrollTargetEnvironment?

    /// `.viewAligned`'s aligned offsets (engine offsets), where a wheel or key step lands (the
    /// next one in its direction, `ScrollSnapTargets.steppedOffset`); nil for other behaviours,
    /// whose steps ask ``restingOffset(for:)``.
    var stepOffsets: OffsetSnapTargets? {
        guard let aligned = behavior as? ViewAlignedScrollTargetBehavior else { return nil }
        let lead = Double(mainInsets.leading)
        return OffsetSnapTargets(aligned.alignedOffsets(context(position: 0, start: 0, velocity: 0, threshold: 0)).map { Double($0) + lead })
    }

    private var mainInsets: (leading: CGFloat, trailing: CGFloat) {
        vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
    }
    private var containerExtent: CGFloat { vertical ? containerSize.height : containerSize.width }

    /// The visible region at engine offset `offset`, content coordinates.
    private func region(at offset: Double) -> CGRect {
        let main = CGFloat(offset) - mainInsets.leading
        return vertical ? CGRect(x: -insets.leading, y: main, width: containerSize.width, height: containerSize.height)
                        : CGRect(x: main, y: -insets.top, width: containerSize.width, height: containerSize.height)
    }

    private func context(position: Double, start: Double, velocity: Double, threshold: Double) -> ScrollTargetBehaviorContext {
        ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: region(at: start)),
            velocity: vertical ? CGVector(dx: 0, dy: CGFloat(velocity)) : CGVector(dx: CGFloat(velocity), dy: 0),
            contentSize: contentSize, containerSize: containerSize, axes: vertical ? .vertical : .horizontal,
            layoutTargets: layoutTargets, insets: insets, position: CGFloat(position) - mainInsets.leading,
            velocityThreshold: CGFloat(threshold), environment: environment)
    }

    func snapOffsets(around offset: Double) -> (atOrBefore: Double?, after: Double?) {
        stepOffsets?.snapOffsets(around: offset) ?? (nil, nil)
    }

    func restingOffset(for proposal: ScrollSnapProposal) -> Double? {
        if proposal.kind == .step, behavior is ViewAlignedScrollTargetBehavior { return nil }
        var target = ScrollTarget(rect: region(at: proposal.projectedEnd))
        behavior.updateTarget(&target, context: context(position: proposal.position, start: proposal.gestureStart,
                                                        velocity: proposal.velocity, threshold: proposal.velocityThreshold))
        return offset(for: target, proposed: proposal.projectedEnd)
    }

    /// The engine offset that shows `target`: its `anchor` aligned with the visible region's
    /// inside the insets, or (no anchor) its origin when it is as long as the container, else
    /// the least move from `proposed` that contains it.
    func offset(for target: ScrollTarget, proposed: Double) -> Double {
        let start = vertical ? target.rect.minY : target.rect.minX
        let extent = vertical ? target.rect.height : target.rect.width
        let (lead, trail) = mainInsets
        let content: CGFloat
        if let anchor = target.anchor {
            let unit = vertical ? anchor.y : anchor.x
            content = start - lead - unit * (containerExtent - lead - trail - extent)
        } else if extent >= containerExtent {
            content = start
        } else {
            let from = CGFloat(proposed) - lead
            content = min(max(from, start + extent - containerExtent), start)
        }
        return Double(content + lead)
    }
}

extension ScrollViewNode {
    /// `defaultScrollAnchor(_:for: .alignment)`: content shorter than the viewport sits at the
    /// anchor's point of it — `.center` centres it, `.bottom` puts it at the bottom (Apple: "how
    /// the scroll view should align its content when the size of its content is smaller than
    /// the container size", https://developer.apple.com/documentation/swiftui/scrollanchorrole/alignment).
    /// The placed frames move by `unit·(viewport − content)`; content that fills the viewport
    /// (or whose end is not placed) is left as laid out.
    func alignSmallContent(_ result: inout LayoutResult) {
        let unit = passEnvironment.alignmentUnit
        guard unit > 0, result.reachesEnd else { return }
        let slack = result.constraints.viewportExtent - result.contentExtent
        guard slack > 0 else { return }
        let shift = unit * slack
        for i in result.placed.indices {
            if axis == .vertical { result.placed[i].frame.origin.y += shift } else { result.placed[i].frame.origin.x += shift }
        }
    }
}

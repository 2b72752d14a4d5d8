import ScrollCore

/// Where along an element and along the viewport a programmatic scroll lines them up: SwiftUI's
/// `UnitPoint` along the scroll axis. `scrollTo(id:anchor:)` puts the element's anchor point on
/// the viewport's same anchor point: `.top` aligns the leading edges, `.center` the centres,
/// `.bottom` the trailing edges.
public struct ScrollAnchorPoint: Sendable, Hashable, CustomStringConvertible {
    /// 0 = leading edge (top), 1 = trailing edge (bottom).
    public var unit: Double
    public init(_ unit: Double) { self.unit = unit.finiteOr(0).clamped(to: 0...1) }
    public static let top = ScrollAnchorPoint(0)
    public static let center = ScrollAnchorPoint(0.5)
    public static let bottom = ScrollAnchorPoint(1)
    public static let leading = top
    public static let trailing = bottom
    public var description: String { "unit \(unit.shortDescription)" }
}

/// An end of the content, for `ScrollPosition.scrollTo(edge:)`.
public enum ScrollEdge: String, Sendable, Hashable {
    /// The start: offset 0, the leading inset visible.
    case start
    /// The end: the last element's trailing edge plus the trailing inset at the viewport's end.
    case end
}

extension LazyStackLayout {
    /// Puts the content's `edge` at the viewport's matching edge immediately, insets included:
    /// exact on the next pass whatever was measured before (SwiftUI's `scrollTo(edge:)`).
    public mutating func jump(toEdge edge: ScrollEdge, constraints: LayoutConstraints, source: Source) {
        let count = sectionIndex.elementCount
        guard count > 0 else { return }
        let cross = max(0, constraints.crossExtent.finiteOr(0) - constraints.crossInsets.before - constraints.crossInsets.after)
        if let lastCross = lastCrossExtent, lastCross != cross { extents.removeAll() }
        lastCrossExtent = cross
        switch edge {
        case .start:
            anchor = ScrollAnchor(index: 0, offsetInElement: -max(0, constraints.leadingInset.finiteOr(0)))
            recomputeTallyBeforeAnchor()
        case .end:
            anchor = ScrollAnchor(index: count - 1, offsetInElement: 0)
            recomputeTallyBeforeAnchor()
            let extent = ensureMeasured(count - 1, source: source, cross: cross)
            let viewport = max(0, constraints.viewportExtent.finiteOr(0))
            anchor.offsetInElement = extent + max(0, constraints.trailingInset.finiteOr(0)) - viewport
        }
        anchorIsAuthoritative = true
    }

    /// The leading inset grows by `delta` points (shrinks if negative) and the **offset** stays:
    /// the content moves by `delta` on screen, and no correction reaches physics, so a motion
    /// in flight carries on undisturbed. (By default a pass keeps the anchor — what is on screen
    /// stays put and the offset takes the change, reported as a correction.) UIKit's
    /// `contentInset` works this way: `UIRefreshControl` grows the top inset at the top and the
    /// rows move down to show its spinner (`refreshable`'s band).
    public mutating func keepOffset(whenLeadingInsetGrowsBy delta: Points) {
        guard delta.isFinite, delta != 0, sectionIndex.elementCount > 0 else { return }
        anchor.offsetInElement -= delta
    }

    /// Puts element `index` at `anchorPoint` of the visible region
    /// (``LayoutConstraints/anchoredStart(ofExtent:at:)``: inside the safe area and content
    /// margins) immediately: the next pass places it exactly there (kept inside the scrollable
    /// range: asking for the last row at the top stops at the end), whatever was measured before. The offset change reaches physics as that pass's correction.
    ///
    /// This is exact with no estimate involved: the anchor is set to the element itself.
    public mutating func jump(toElement index: Int, at anchorPoint: ScrollAnchorPoint,
                              constraints: LayoutConstraints, source: Source) {
        let count = sectionIndex.elementCount
        guard count > 0 else { return }
        let target = index.clamped(0, count - 1)
        let cross = max(0, constraints.crossExtent.finiteOr(0) - constraints.crossInsets.before - constraints.crossInsets.after)
        if let lastCross = lastCrossExtent, lastCross != cross { extents.removeAll() }
        lastCrossExtent = cross
        anchor = ScrollAnchor(index: target, offsetInElement: 0)
        recomputeTallyBeforeAnchor()
        let extent = ensureMeasured(target, source: source, cross: cross)
        // The element's point at `unit` meets the visible region's (the viewport less the safe
        // area and content margins): its leading edge at before + unit·(V − before − after − extent).
        anchor.offsetInElement = -constraints.anchoredStart(ofExtent: extent, at: anchorPoint)
        anchorIsAuthoritative = true
    }

    /// The global index of the element with `id` (``LazyStackDataSource/path(of:)``: O(1) for
    /// sources that find ids by hashing, a walk otherwise), or nil when no element has it.
    public func index(of id: Source.ElementID, source: Source) -> Int? {
        source.path(of: id).map { sectionIndex.index(of: $0) }
    }

    /// The offset that would put element `index` at `anchorPoint`, from the measurements and
    /// estimates known now: exact once every element before it has been measured. Animated
    /// scrolls re-ask every frame, so the target sharpens as they approach it.
    ///
    /// - Complexity: O(measured elements).
    /// The offset of the content's `edge` as known now (the end exact once everything from the
    /// anchor to the last element has been measured).
    public mutating func estimatedOffset(toEdge edge: ScrollEdge, constraints: LayoutConstraints) -> Points {
        guard edge == .end else { return 0 }
        let spacing = max(0, constraints.spacing.finiteOr(0))
        let content = estimatedStart(of: sectionIndex.elementCount, spacing: spacing, leadingInset: constraints.leadingInset)
            - spacing + constraints.trailingInset
        return max(0, content - constraints.viewportExtent)
    }

    public mutating func estimatedOffset(toElement index: Int, at anchorPoint: ScrollAnchorPoint,
                                         constraints: LayoutConstraints) -> Points {
        let count = sectionIndex.elementCount
        guard count > 0 else { return 0 }
        let target = index.clamped(0, count - 1)
        let spacing = max(0, constraints.spacing.finiteOr(0))
        let start = estimatedStart(of: target, spacing: spacing, leadingInset: constraints.leadingInset)
        let extent = extents.extent(at: target) ?? extents.estimate(ExtentClass(sectionIndex.path(at: target).kind))
        return start - constraints.anchoredStart(ofExtent: extent, at: anchorPoint)
    }
}

extension Int {
    func clamped(_ low: Int, _ high: Int) -> Int { Swift.min(Swift.max(self, low), high) }
}

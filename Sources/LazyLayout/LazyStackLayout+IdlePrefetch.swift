import ScrollCore

/// Idle-time prefetch: the elements the next pass will bring into its prefetch window, made
/// ready between frames instead of inside the next one.
///
/// SwiftUI's lazy stacks "prefetch subviews before they scroll on screen, performing partial
/// render work to avoid hitches" (WWDC26, *Dive into lazy stacks and scrolling*, 13:15).
/// Android does that work after a frame is out and before the next one is due: RecyclerView's
/// `GapWorker` collects the positions the last scroll delta (`mPrefetchDx/Dy`) is about to
/// expose and binds them in the gap before the next frame's deadline; Compose's lazy layouts
/// (`LazyLayoutPrefetcher`, `AndroidPrefetchScheduler`) precompose and premeasure there too.
/// Here the host calls ``prefetchAhead(source:maxElements:)`` in its idle time (after
/// presenting; `ScrollContent.prepareForNextFrame()`), and the pass that then needs those
/// elements finds them measured — and, through ``LazyStackDataSource/prefetch(_:crossExtent:)``,
/// their views made and laid out — so a steady scroll creates nothing inside its frames.
///
/// What is prefetched is a pure function of the last pass (time is not read here): the elements
/// past the edge where that pass's fill stopped, in the direction it scrolled, whose edge lies
/// within the last scroll delta beyond its prefetch window — where the next pass's window will
/// reach if the scroll keeps its speed. At rest, after a jump, or after a data change, nothing.
/// The prefetched elements are not realized yet: the next pass realizes them (``LayoutResult``'s
/// `created`, appearance and lifecycle are as without idle prefetch) — also when the scroll
/// slowed and its prefetch window falls short of them, as long as its keep-alive window holds
/// them (made, so kept, as a realized element is: a wheel's glide decelerates every frame, and
/// letting them go would make them again a frame or two later) — or, when they are beyond that
/// too (the scroll turned, a jump), they are forgotten as any element outside the windows is.
extension LazyStackLayout {
    /// Makes ready up to `maxElements` elements the next pass is expected to need (see the
    /// extension's docs) and returns how many it made ready. Call it between frames, after a
    /// pass, before the data or the constraints change.
    ///
    /// - Complexity: O(`maxElements`) data-source calls.
    @discardableResult
    public mutating func prefetchAhead(source: Source, maxElements: Int) -> Int {
        let delta = idle.deltaPoints
        guard maxElements > 0, delta != 0, delta.isFinite, let cross = lastCrossExtent else { return 0 }
        let count = sectionIndex.elementCount
        let spacing = lastSpacing
        var made = 0
        if delta > 0, var (index, leadingEdge) = idle.forward {
            // Forward: elements whose leading edge the next pass's window end (this one's plus
            // the delta) will pass.
            let first = index
            defer { idle.noteMadeReady(first..<index) }
            let windowEnd = idle.prefetchWindow.upperBound + delta
            while made < maxElements, index < count, leadingEdge < windowEnd {
                let extent = makeReady(index, source: source, cross: cross)
                made += 1
                leadingEdge += extent + spacing
                index += 1
            }
            idle.forward = (index, leadingEdge)
        } else if delta < 0, var (index, trailingEdge) = idle.backward {
            // Backward: elements whose trailing edge the window's start will pass.
            let last = index
            defer { idle.noteMadeReady((index + 1)..<(last + 1)) }
            let windowStart = idle.prefetchWindow.lowerBound + delta
            while made < maxElements, index >= 0, trailingEdge > windowStart {
                let extent = makeReady(index, source: source, cross: cross)
                made += 1
                trailingEdge -= extent + spacing
                index -= 1
            }
            idle.backward = (index, trailingEdge)
        }
        idle.madeReady += made
        return made
    }

    /// Measures element `index` if it never was, else asks the source to make it ready; returns
    /// its extent (a collapsed element's is minus the spacing, as the pass stores it).
    private mutating func makeReady(_ index: Int, source: Source, cross: Points) -> Points {
        let path = sectionIndex.path(at: index)
        let known = extents.extent(at: index) != nil || (uniformItemExtent != nil && path.kind.row != nil)
        // Not measured yet: measuring makes it (a view source makes and lays out its view).
        if known { source.prefetch(path, crossExtent: cross) }
        return ensureMeasured(index, source: source, cross: cross)
    }
}

/// The last pass as the idle-time prefetch reads it (see `LazyStackLayout+IdlePrefetch.swift`).
struct IdlePrefetchState {
    /// How far the last pass scrolled (its offset minus the one before; 0 at rest, on the first
    /// pass and after a jump), in points.
    var deltaPoints: Points = 0
    /// The last pass's prefetch window, in its viewport's points.
    var prefetchWindow: Range<Points> = 0..<0
    /// The first element after the forward fill (not realized) and its leading edge; the last
    /// before the backward fill and its trailing edge. Nil when unknown (no pass yet, or the data
    /// changed since).
    var forward: (index: Int, leadingEdge: Points)?
    var backward: (index: Int, trailingEdge: Points)?
    /// Elements made ready since the last pass.
    var madeReady = 0
    /// Their indices (one run: an idle step goes one way from the last pass's edge, and a second
    /// step goes on from where the first stopped).
    var madeReadyIndices: Range<Int> = 0..<0

    /// Adds `indices`, which continue the run made ready so far (or start it).
    mutating func noteMadeReady(_ indices: Range<Int>) {
        guard !indices.isEmpty else { return }
        madeReadyIndices = madeReadyIndices.isEmpty ? indices
            : min(madeReadyIndices.lowerBound, indices.lowerBound)..<max(madeReadyIndices.upperBound, indices.upperBound)
    }

    /// A pass begins: returns how many elements the idle time before it made ready, and forgets
    /// the last pass.
    mutating func beginPass(prefetchWindow: Range<Points>) -> Int {
        defer { self = IdlePrefetchState(prefetchWindow: prefetchWindow) }
        return madeReady
    }

    /// The data changed: the last pass's edges name other elements now.
    mutating func forgetEdges() {
        forward = nil
        backward = nil
        madeReadyIndices = 0..<0
    }
}

import LazyLayout
import ScrollCore

/// Watches the lazy stack from the outside, one ``LayoutResult`` per frame, and derives what
/// the layout's own ``LayoutStats`` counts but does not name: *which* elements were created this
/// frame (for the flash overlay), rates per second, which regions of the content have been
/// measured (for the minimap), and the content-size estimate's last correction.
///
/// It reads results only; it never calls the layout. Its created/destroyed counts therefore
/// equal ``LayoutStats/created`` / ``LayoutStats/destroyed`` frame by frame (a test checks it).
public struct LazyActivityTracker: Sendable {
    /// Element indices realized in the last observed frame, ascending.
    public private(set) var realized: [Int] = []
    /// Indices that became realized in the last observed frame, ascending.
    public private(set) var createdThisFrame: [Int] = []
    /// How many stopped being realized in the last observed frame.
    public private(set) var destroyedThisFrame = 0
    /// When each recently created element was created (for the flash's fade), by index.
    public private(set) var createdAt: [Int: Seconds] = [:]
    /// How long a created element keeps flashing.
    public var flashSeconds: Seconds = 0.4

    /// Elements created / destroyed during the last second.
    public private(set) var createdPerSecond = 0
    public private(set) var destroyedPerSecond = 0
    /// Elements resolved (created: a declarative row's body ran) and, of those, placed (not
    /// collapsed to nothing by a view-level filter) during the last second.
    public var resolvedPerSecond: Int { createdPerSecond }
    public private(set) var placedPerSecond = 0
    /// Visible, prefetched (realized inside the prefetch window) and kept-alive (realized beyond
    /// it, inside the keep-alive window) elements in the last frame (from ``LayoutStats``).
    public private(set) var visible = 0
    public private(set) var prefetched = 0
    public private(set) var keptAlive = 0

    /// Measured extents seen so far, as runs of consecutive indices.
    public private(set) var measured = MeasuredRuns()
    /// How much measuring changed the content-size estimate (measured − estimated, summed), per
    /// chunk of ``errorChunkSize`` consecutive indices (at most 512 chunks).
    public private(set) var estimateErrors: [Int: Points] = [:]
    public private(set) var errorChunkSize = 1
    private var errorElementCount = -1
    /// The content extent in the last frame and the last change of it: how much, and when.
    public private(set) var contentExtent: Points = 0
    public private(set) var lastExtentChange: (delta: Points, atSeconds: Seconds)?
    /// The last non-zero anchor correction returned to physics, and how many there were.
    public private(set) var lastCorrection: (points: Points, atSeconds: Seconds)?
    public private(set) var corrections = 0
    /// Frames observed.
    public private(set) var frames = 0

    private var rateRing: [(time: Seconds, created: Int, destroyed: Int, collapsed: Int)] = []
    private var scratch: [Int] = []
    /// Indices whose flash ended this frame (kept to reuse its storage).
    private var expiredScratch: [Int] = []
    private var crossExtent: Points?

    public init() {
        rateRing.reserveCapacity(256)
        scratch.reserveCapacity(128)
    }

    /// Takes in one frame's layout at `timeSeconds`.
    public mutating func observe(_ layout: LayoutResult, at timeSeconds: Seconds) {
        frames += 1
        let constraints = layout.constraints
        let axis = constraints.axis
        if crossExtent != constraints.crossExtent {
            // The layout forgets its measurements when the cross size changes (text may wrap
            // differently); so does the minimap.
            if crossExtent != nil { measured = MeasuredRuns() }
            crossExtent = constraints.crossExtent
        }

        // Everything kept per element by index follows its element through the data's edits
        // since the last frame (an insert above would otherwise hand a row's flash, and the
        // minimap's measured regions, to the rows that took its index).
        if layout.dataReloaded {
            realized.removeAll(keepingCapacity: true)
            createdAt.removeAll()
            measured = MeasuredRuns()
        } else if !layout.indexEdits.isEmpty {
            follow(layout.indexEdits)
        }

        // Created / destroyed: the difference of two sorted index lists.
        scratch.removeAll(keepingCapacity: true)
        for element in layout.placed { scratch.append(element.index) }
        scratch.sort()
        createdThisFrame.removeAll(keepingCapacity: true)
        destroyedThisFrame = 0
        var i = 0, j = 0
        while i < realized.count || j < scratch.count {
            if j == scratch.count || (i < realized.count && realized[i] < scratch[j]) { destroyedThisFrame += 1; i += 1 }
            else if i == realized.count || scratch[j] < realized[i] { createdThisFrame.append(scratch[j]); j += 1 }
            else { i += 1; j += 1 }
        }
        swap(&realized, &scratch)
        if frames == 1 {
            // The first pass watched may not be the stack's first (the host lays out once before
            // its first frame): trust the layout's own marks for what it created.
            createdThisFrame.removeAll(keepingCapacity: true)
            for element in layout.placed where element.isNew { createdThisFrame.append(element.index) }
            createdThisFrame.sort()
            destroyedThisFrame = layout.stats.destroyed
        }

        for index in createdThisFrame { createdAt[index] = timeSeconds }
        if !createdAt.isEmpty {
            let expiry = timeSeconds - flashSeconds
            if createdAt.values.contains(where: { $0 < expiry || $0 > timeSeconds }) {
                // Removed in place (a filtered copy was a new dictionary every frame of a scroll).
                expiredScratch.removeAll(keepingCapacity: true)
                for (index, created) in createdAt where created < expiry || created > timeSeconds { expiredScratch.append(index) }
                for index in expiredScratch { createdAt.removeValue(forKey: index) }
            }
        }

        // Rates over the last second.
        var collapsedCreated = 0
        for element in layout.placed where element.isCollapsed && element.isNew { collapsedCreated += 1 }
        rateRing.append((timeSeconds, createdThisFrame.count, destroyedThisFrame, min(collapsedCreated, createdThisFrame.count)))
        if let firstKept = rateRing.firstIndex(where: { timeSeconds - $0.time < 1 }), firstKept > 0 {
            rateRing.removeFirst(firstKept)
        }
        createdPerSecond = rateRing.reduce(0) { $0 + $1.created }
        destroyedPerSecond = rateRing.reduce(0) { $0 + $1.destroyed }
        placedPerSecond = createdPerSecond - rateRing.reduce(0) { $0 + $1.collapsed }

        // Zones, as the layout counted them.
        visible = layout.stats.visible
        prefetched = layout.stats.prefetched
        keptAlive = layout.stats.keptAlive

        // Measured regions: every realized element has been measured; pinned ones report their
        // held frame, whose length is still the element's extent. A change of the content
        // extent in the same frame is what replacing their estimates cost: it is shared among
        // the newly measured elements (the minimap colours regions by it).
        let newlyMeasured = layout.placed.reduce(0) { $0 + (measured.contains($1.index) ? 0 : 1) }
        let extentDelta = frames > 1 && newlyMeasured > 0 ? layout.contentExtent - contentExtent : 0
        let share = newlyMeasured > 0 && extentDelta.isFinite ? extentDelta / Double(newlyMeasured) : 0
        if layout.stats.elementCount != errorElementCount {
            errorElementCount = layout.stats.elementCount
            errorChunkSize = max(1, layout.stats.elementCount / 512)
            estimateErrors.removeAll()
        }
        for element in layout.placed where measured.insert(element.index, extent: element.frame.size.main(axis)) {
            if share != 0 { estimateErrors[element.index / errorChunkSize, default: 0] += share }
        }

        // The estimate's corrections.
        if frames > 1, layout.contentExtent != contentExtent {
            lastExtentChange = (layout.contentExtent - contentExtent, timeSeconds)
        }
        contentExtent = layout.contentExtent
        if layout.correction != 0 {
            lastCorrection = (layout.correction, timeSeconds)
            corrections += 1
        }
    }

    /// Moves the per-element state to the elements' new indices (edits keep order, so the
    /// realized list stays sorted); state of removed elements is dropped.
    private mutating func follow(_ edits: [IndexEdit]) {
        realized = realized.compactMap { IndexEdit.map($0, through: edits) }
        var moved: [Int: Seconds] = [:]
        for (index, time) in createdAt { if let to = IndexEdit.map(index, through: edits) { moved[to] = time } }
        createdAt = moved
        for edit in edits { measured.apply(edit) }
    }

    /// How strongly element `index` flashes at `timeSeconds`: 1 when created this instant,
    /// fading linearly to 0 after ``flashSeconds``; 0 for elements not recently created.
    public func flashStrength(of index: Int, at timeSeconds: Seconds) -> Double {
        guard let created = createdAt[index] else { return 0 }
        let age = timeSeconds - created
        guard age >= 0, age < flashSeconds else { return 0 }
        return 1 - age / flashSeconds
    }
}

/// Which element indices have been measured and their extents, kept as sorted runs of
/// consecutive indices (scrolling measures contiguous ranges, so there are few runs).
///
/// Used by the minimap to place measured regions along the content with the same arithmetic
/// the layout uses for its estimate: unmeasured elements count at the average estimate.
public struct MeasuredRuns: Sendable, Hashable {
    /// One run: indices `start ..< end` with the sum of their extents.
    public struct Run: Sendable, Hashable {
        public var start: Int
        public var end: Int
        public var extentSum: Points
        public var count: Int { end - start }
    }

    public private(set) var runs: [Run] = []
    /// Elements measured, and the sum of their extents.
    public private(set) var count = 0
    public private(set) var extentSum: Points = 0

    public init() {}

    /// Records element `index` with `extent`; an index already recorded keeps its first extent.
    /// Returns whether it was new.
    ///
    /// - Complexity: O(log runs) to find, O(runs) when runs merge or split.
    @discardableResult
    public mutating func insert(_ index: Int, extent: Points) -> Bool {
        guard extent.isFinite else { return false }
        // The first run whose end is past index.
        var lo = 0, hi = runs.count
        while lo < hi { let mid = (lo + hi) / 2; if runs[mid].end <= index { lo = mid + 1 } else { hi = mid } }
        if lo < runs.count && runs[lo].start <= index { return false }      // already measured
        count += 1
        extentSum += extent
        let joinsPrevious = lo > 0 && runs[lo - 1].end == index
        let joinsNext = lo < runs.count && runs[lo].start == index + 1
        switch (joinsPrevious, joinsNext) {
        case (true, true):
            runs[lo - 1].end = runs[lo].end
            runs[lo - 1].extentSum += extent + runs[lo].extentSum
            runs.remove(at: lo)
        case (true, false):
            runs[lo - 1].end += 1; runs[lo - 1].extentSum += extent
        case (false, true):
            runs[lo].start -= 1; runs[lo].extentSum += extent
        case (false, false):
            runs.insert(Run(start: index, end: index + 1, extentSum: extent), at: lo)
        }
        return true
    }

    /// Moves the runs with their elements: an insert shifts (or splits) them, a remove cuts its
    /// range out and shifts what follows. A run cut in part keeps the share of its extent sum its
    /// remaining elements had on average (runs keep sums, not each extent).
    public mutating func apply(_ edit: IndexEdit) {
        var pieces: [Run] = []
        pieces.reserveCapacity(runs.count + 1)
        func piece(_ run: Run, _ start: Int, _ end: Int, shift: Int) {
            guard end > start else { return }
            let sum = end - start == run.count ? run.extentSum : run.extentSum * Double(end - start) / Double(run.count)
            if let last = pieces.last, last.end == start + shift {
                pieces[pieces.count - 1].end = end + shift
                pieces[pieces.count - 1].extentSum += sum
            } else {
                pieces.append(Run(start: start + shift, end: end + shift, extentSum: sum))
            }
        }
        for run in runs {
            switch edit {
            case let .insert(at, count):
                piece(run, run.start, min(run.end, max(run.start, at)), shift: 0)
                piece(run, max(run.start, at), run.end, shift: count)
            case let .remove(range):
                piece(run, run.start, min(run.end, range.lowerBound), shift: 0)
                piece(run, max(run.start, range.upperBound), run.end, shift: -range.count)
            }
        }
        runs = pieces
        count = runs.reduce(0) { $0 + $1.count }
        extentSum = runs.reduce(0) { $0 + $1.extentSum }
    }

    /// Whether `index` has been measured.
    public func contains(_ index: Int) -> Bool {
        var lo = 0, hi = runs.count
        while lo < hi { let mid = (lo + hi) / 2; if runs[mid].end <= index { lo = mid + 1 } else { hi = mid } }
        return lo < runs.count && runs[lo].start <= index
    }

    /// Where element `index` starts along the content, counting measured elements at their
    /// extent and the others at `estimate` — the layout's own arithmetic for its estimate.
    ///
    /// - Complexity: O(runs).
    public func start(of index: Int, estimate: Points, spacing: Points, leadingInset: Points) -> Points {
        var measuredBefore = 0, sumBefore: Points = 0
        for run in runs {
            if run.start >= index { break }
            let end = min(run.end, index)
            let share = end - run.start
            measuredBefore += share
            sumBefore += share == run.count ? run.extentSum : run.extentSum * Double(share) / Double(run.count)
        }
        return leadingInset + Double(index) * spacing + sumBefore + Double(index - measuredBefore) * estimate
    }
}

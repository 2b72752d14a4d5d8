import ScrollCore

/// The three families of elements whose extents are averaged separately: a header is rarely the
/// size of a row.
public enum ExtentClass: Int, Sendable, CaseIterable {
    case header, item, footer

    public init(_ kind: ElementKind) {
        switch kind {
        case .header: self = .header
        case .item: self = .item
        case .footer: self = .footer
        }
    }
}

/// Sums and counts of measured extents, per ``ExtentClass``. Plain stored fields, not arrays, so
/// copying and updating a tally never touches the heap. All bytes zero is the empty tally
/// (``ZeroedStorage`` relies on it).
public struct ExtentTally: Sendable, Hashable, BitwiseCopyable {
    private var headerSum: Points = 0, itemSum: Points = 0, footerSum: Points = 0
    private var headerCount = 0, itemCount = 0, footerCount = 0
    public init() {}

    public func sum(_ cls: ExtentClass) -> Points {
        switch cls { case .header: headerSum; case .item: itemSum; case .footer: footerSum }
    }
    public func count(_ cls: ExtentClass) -> Int {
        switch cls { case .header: headerCount; case .item: itemCount; case .footer: footerCount }
    }
    @inline(__always)
    public mutating func add(_ extent: Points, _ cls: ExtentClass) { change(cls, by: extent, count: 1) }
    @inline(__always)
    public mutating func remove(_ extent: Points, _ cls: ExtentClass) { change(cls, by: -extent, count: -1) }
    public var totalSum: Points { headerSum + itemSum + footerSum }

    /// Where class `cls`'s sum and count lie in a tally stored in memory (the fields in the order
    /// declared, as ``storedOffsets`` reads them and `ExtentStorageTests` pins): a record's tally
    /// is updated in place, one sum and one count, instead of loaded, switched on and stored whole.
    @inline(__always)
    static func sumOffset(_ cls: ExtentClass) -> Int { cls.rawValue * MemoryLayout<Points>.stride }
    @inline(__always)
    static func countOffset(_ cls: ExtentClass) -> Int { 3 * MemoryLayout<Points>.stride + cls.rawValue * MemoryLayout<Int>.stride }
    /// The fields' real offsets: header, item and footer sums, then counts.
    static var storedOffsets: [Int] {
        [\ExtentTally.headerSum, \.itemSum, \.footerSum, \.headerCount, \.itemCount, \.footerCount].map { MemoryLayout<ExtentTally>.offset(of: $0)! }
    }
    /// Elements counted, all classes.
    public var totalCount: Int { headerCount + itemCount + footerCount }
    /// Adds every sum and count of `other` (a Fenwick node, a page).
    public mutating func add(_ other: ExtentTally) {
        headerSum += other.headerSum; itemSum += other.itemSum; footerSum += other.footerSum
        headerCount += other.headerCount; itemCount += other.itemCount; footerCount += other.footerCount
    }
    /// Subtracts every sum and count of `other`.
    public mutating func subtract(_ other: ExtentTally) {
        headerSum -= other.headerSum; itemSum -= other.itemSum; footerSum -= other.footerSum
        headerCount -= other.headerCount; itemCount -= other.itemCount; footerCount -= other.footerCount
    }

    @inline(__always)
    private mutating func change(_ cls: ExtentClass, by extent: Points, count delta: Int) {
        switch cls {
        case .header: headerSum += extent; headerCount += delta
        case .item: itemSum += extent; itemCount += delta
        case .footer: footerSum += extent; footerCount += delta
        }
    }
}

/// Main-axis extents of the elements measured so far, and the estimates used for the rest.
///
/// Only measured elements take memory: a stack over ten million rows that showed fifty holds one
/// or two pages. Measurements live in pages of ``pageSize`` consecutive elements (the page's
/// per-class sums and counts, and an extent and a class byte per element — 0 when unmeasured — in
/// chunks of 16 made as they are measured: ``ExtentPageStore``), and the pages' tallies sit under a Fenwick tree (``ExtentTallyTree``), so
/// the sums and counts of every measurement before any element — what ``LazyStackLayout`` needs
/// for an element's estimated start, for re-locating the anchor after a jump and for the tally
/// before the anchor — take O(log pages) tree nodes plus at most half a page of slots, however
/// many elements were measured (it was a scan over every measurement: 10⁷ measured rows scrolled
/// at 400,000 pt/s ran 46.7 ms at p99).
/// An unmeasured element is assumed to be as large as the data source's estimate for its kind,
/// or else the running average of the measured ones of its class.
///
/// ``entriesScanned`` counts the tree nodes and page slots every query read, so tests and the
/// layout's stats (``LayoutStats/entriesScanned``) can show the bound.
///
/// The tree is brought up to date lazily: a measurement updates its page's tally at once and
/// marks the page; the next query adds each marked page's change to the tree once. A pass that
/// measures 35 new rows of one page (a 400,000 pt/s scroll) then costs one O(log pages) update,
/// not 35.
///
/// - Complexity: look-up O(1) (an array read up to 2¹⁸ pages, a hash beyond); record and forget
///   O(1) plus one O(log pages) tree update per changed page at the next query;
///   ``tally(before:)`` O(log pages + pageSize / 2); data changes that move elements rebuild in
///   O(measured elements + pages).
public struct ExtentCache: Sendable {
    /// Elements per page: 2⁷. Small enough that a query's partial page (at most half of it, from
    /// whichever end is nearer) is a short scan, large enough that a list of 10⁷ rows has 78,125
    /// pages (a 3.75 MB tree, allocated on the first measurement).
    public static let pageShift = 7
    public static let pageSize = 1 << pageShift
    static let localMask = pageSize - 1

    // Pages in the order they were first used ("slots"): each a header (tally, page number) and
    // chunks of 16 extents and classes made as they are measured, in blocks that never move
    // (``ExtentPageStore``).
    private var pages = ExtentPageStore()
    /// Pages whose tally changed since the tree last took them, each with the tally the tree
    /// holds for it (its tally when it became pending).
    private var pendingSlots: [(slot: Int, flushed: ExtentTally)] = []
    /// The page at the edge the made pages last grew past, and that direction (+1, −1; 0 before
    /// two): where ``prepareStorageAhead()`` expects the next pages.
    private var lastMadePage = -1
    private var madePageDirection = 0
    /// The lowest and highest pages made: the direction is the side the made range last grew on
    /// (a page made inside it — the row above a fast scroll's viewport, in the page before —
    /// changes nothing; it turned the direction round for a pass, and the tree was prepared
    /// 128 pages behind: madvise calls on pages mapped long before).
    private var lowestMadePage = Int.max, highestMadePage = -1
    /// The page ahead whose tree nodes and slot-map entry are known mapped.
    private var indexPreparedPage = -1
    private var slotMapPreparedOSPage = -1
    /// OS pages of the tree and the slot map written ahead of need.
    public private(set) var indexPagesPrepared = 0
    /// How far ahead of the newest page the tree's nodes and the slot map are mapped: 256 pages
    /// (~120 frames of a 400,000 pt/s scroll; the tree's busiest level takes an OS page a 170).
    static let indexPrepareAheadPages = 256
    /// Page number → slot + 1 (0: no slot, so the zeroed storage starts empty) while the tree is
    /// dense, else a dictionary of page → slot.
    private var denseSlots: ZeroedStorage<Int32>?
    private var sparseSlots: [Int: Int] = [:]
    private var tree: ExtentTallyTree
    /// Elements the pages cover (grown when an element beyond it is recorded).
    public private(set) var capacity: Int
    /// Sums and counts over every measured element.
    public private(set) var tally = ExtentTally()
    /// One past the highest index recorded since the cache was (re)built: no element at or after
    /// it has a measurement, so ``tally(before:)`` of any such element is `tally` — what lets an
    /// anchor re-located past every measurement skip the tree (``LazyStackLayout``'s
    /// `relocateAnchor`). (Forgetting a measurement leaves it where it is: still a bound.)
    public private(set) var measuredEnd = 0
    /// Tree nodes and page slots read by queries since the cache was made.
    public private(set) var entriesScanned = 0
    /// Estimates per class when the data source gives none and nothing is measured yet; 44 pt is
    /// UIKit's default row height (`UITableView.rowHeight` / `automaticDimension` estimate).
    public var fallbackEstimate: Points = 44
    /// The page and slot of the last ``record(_:at:_:)``: consecutive measurements (a pass
    /// measures rows in order) find their page without the slot map (-1: none yet).
    private var lastRecordedPage = -1, lastRecordedSlot = 0
    /// Fixed estimates per class from the data source (nil: use the running average), indexed
    /// by `ExtentClass.rawValue`.
    public var providedEstimates: [Points?] = [nil, nil, nil]

    /// An empty cache for `elementCount` elements.
    public init(elementCount: Int = 0) {
        capacity = max(0, elementCount)
        tree = ExtentTallyTree(pageCount: Self.pages(for: capacity))
    }

    /// A cache holding `entries` (index, extent, class), built in O(entries + pages): for data
    /// changes and for tests that need millions of measurements.
    public init<C: Collection>(elementCount: Int, entries: C) where C.Element == (Int, Points, ExtentClass) {
        self.init(elementCount: elementCount)
        load(entries)
    }

    static func pages(for elements: Int) -> Int { (elements >> pageShift) + (elements & localMask == 0 ? 0 : 1) }

    /// Elements measured.
    public var measuredCount: Int { tally.totalCount }
    /// Storage blocks made for pages' headers and for their chunks so far (each one allocation).
    var storageBlockCount: Int { pages.blockCount }
    var chunkBlockCount: Int { pages.chunkBlockCount }
    /// Chunks of ``ExtentPageStore/chunkSize`` measurements made.
    var chunkCount: Int { pages.chunkCount }
    /// Pages in use (pages of elements with a measurement, or that had one).
    var slotCount: Int { pages.count }
    /// OS pages of storage written ahead of need (``prepareStorageAhead()``), and the headers and
    /// chunks made in storage not yet written that way.
    var storagePagesPrepared: Int { pages.osPagesPrepared }
    var slotsMadeUnprepared: Int { pages.slotsMadeUnprepared }
    /// Where slot `slot`'s record lives (tests: records never move).
    func recordAddress(ofSlot slot: Int) -> UnsafeMutableRawPointer { pages.record(slot) }
    /// Fenwick tree nodes written since the tree was last built (a build included).
    var treeNodesWritten: Int { tree.nodesWritten }

    @inline(__always)
    private var usesDenseSlots: Bool { tree.pageCount <= ExtentTallyTree.denseNodeLimit }

    @inline(__always)
    private func slot(ofPage page: Int) -> Int? {
        if usesDenseSlots {
            guard let denseSlots, page < denseSlots.count else { return nil }
            let slot = denseSlots[page]
            return slot == 0 ? nil : Int(slot) - 1
        }
        return sparseSlots[page]
    }

    private mutating func makeSlot(forPage page: Int) -> Int {
        if let slot = slot(ofPage: page) { return slot }
        let slot = pages.append(page: page)
        if page > highestMadePage {
            if highestMadePage >= 0 { madePageDirection = 1 }
            highestMadePage = page
            lastMadePage = page
        }
        if page < lowestMadePage {
            if lowestMadePage != Int.max { madePageDirection = -1 }
            lowestMadePage = page
            lastMadePage = page
        }
        if slot == 0 { pendingSlots.reserveCapacity(64) }
        if usesDenseSlots {
            if denseSlots == nil { denseSlots = ZeroedStorage(count: tree.pageCount) }
            denseSlots![page] = Int32(slot + 1)
        } else {
            sparseSlots[page] = slot
        }
        return slot
    }

    /// Writes one OS page of the page storage ahead of the newest page, if it is not far enough
    /// ahead already: the layout calls it once a pass, so the pages a fast scroll reaches next
    /// find their memory mapped (``ExtentPageStore/prepareAhead()``).
    /// Returns whether it wrote one (false: everything is as far ahead as it goes).
    @discardableResult
    ///
    /// `urgentOnly` (the layout's own call, once a pass): write only where less than half of that
    /// is ready — 8 KiB of storage, the tree and slot map 128 pages ahead — so that a host that
    /// calls ``LazyStackLayout/prepareStorage(maxOSPages:)`` between frames (which fills all the
    /// way) leaves the pass nothing to write.
    public mutating func prepareStorageAhead(urgentOnly: Bool = false) -> Bool {
        if pages.prepareAhead(minimumBytes: urgentOnly ? RecordArena.prepareAheadBytes / 2 : RecordArena.prepareAheadBytes) {
            return true
        }
        guard madePageDirection != 0 else { return false }
        let distance = urgentOnly ? Self.indexPrepareAheadPages / 2 : Self.indexPrepareAheadPages
        let ahead = lastMadePage + madePageDirection * distance
        // Prepared as far or further already (by a call that went the whole distance).
        if urgentOnly, indexPreparedPage >= 0, (indexPreparedPage - ahead) * madePageDirection >= 0 { return false }
        guard ahead != indexPreparedPage, ahead >= 0, ahead < tree.pageCount else { return false }
        if tree.prepareNodes(ofPage: ahead) { indexPagesPrepared += 1; return true }
        if usesDenseSlots, denseSlots != nil, denseSlots!.osPage(ahead) != slotMapPreparedOSPage {
            slotMapPreparedOSPage = denseSlots!.touch(ahead)
            indexPagesPrepared += 1
            return true
        }
        indexPreparedPage = ahead
        return false
    }

    @inline(__always)
    public func extent(at index: Int) -> Points? {
        guard index >= 0, let slot = slot(ofPage: index >> Self.pageShift) else { return nil }
        return pages.extent(slot, index & Self.localMask)?.0
    }

    /// The class recorded with the measurement at `index`.
    public func extentClass(at index: Int) -> ExtentClass? {
        guard index >= 0, let slot = slot(ofPage: index >> Self.pageShift) else { return nil }
        return pages.extent(slot, index & Self.localMask)?.1
    }

    /// The extent assumed for an unmeasured element of `cls`.
    @inline(__always)
    public func estimate(_ cls: ExtentClass) -> Points {
        if let provided = providedEstimates[cls.rawValue] { return provided }
        let count = tally.count(cls)
        if count > 0 { return tally.sum(cls) / Double(count) }
        if cls != .item, tally.count(.item) > 0 { return tally.sum(.item) / Double(tally.count(.item)) }
        return fallbackEstimate
    }

    /// Records a measurement; returns the extent it replaced, if any.
    ///
    /// Inlined (into ``LazyStackLayout``'s `ensureMeasured`, its one caller a pass): a 400,000 pt/s
    /// scroll records ~36 rows a pass, and the call's saved registers and spills were ~20
    /// instructions of each record's ~115.
    @discardableResult @inline(__always)
    public mutating func record(_ extent: Points, at index: Int, _ cls: ExtentClass) -> Points? {
        precondition(index >= 0, "extent index \(index) is negative")
        if index >= capacity { grow(toCover: index) }
        if index >= measuredEnd { measuredEnd = index + 1 }
        let page = index >> Self.pageShift
        let slot: Int
        if page == lastRecordedPage {
            slot = lastRecordedSlot
        } else {
            slot = makeSlot(forPage: page)
            lastRecordedPage = page
            lastRecordedSlot = slot
        }
        // The page's tally changes in its record; the total by one class's sum and count.
        let (old, flushed) = pages.set(extent, cls, slot, index & Self.localMask)
        if let old { tally.remove(old.0, old.1) }
        tally.add(extent, cls)
        if let flushed { pendingSlots.append((slot, flushed)) }
        return old?.0
    }

    /// Forgets the measurement at `index` (the element changed size); returns it and its class.
    @discardableResult
    public mutating func forget(at index: Int) -> (extent: Points, cls: ExtentClass)? {
        guard index >= 0, let slot = slot(ofPage: index >> Self.pageShift),
              let (old, flushed) = pages.clear(slot, index & Self.localMask) else { return nil }
        tally.remove(old.0, old.1)
        if let flushed { pendingSlots.append((slot, flushed)) }
        return old
    }

    /// Whether pages' changes wait for the tree (``flushPending(ifAtLeast:)``).
    public var hasPendingPages: Bool { !pendingSlots.isEmpty }

    /// Brings the tree up to date now instead of at the next query, when at least `minimumPages`
    /// pages wait: for a host's idle time between frames
    /// (``LazyStackLayout/prepareStorage(maxOSPages:)``) and the start of a pass, so that the
    /// pending list stays short when no query comes (a scroll re-located past every measurement
    /// each pass). Nothing a query answers changes.
    public mutating func flushPending(ifAtLeast minimumPages: Int = 1) {
        if pendingSlots.count >= minimumPages { flush() }
    }

    /// Adds every page's pending change to the tree: one O(log pages) update per changed page.
    private mutating func flush() {
        guard !pendingSlots.isEmpty else { return }
        for (slot, flushed) in pendingSlots {
            var delta = pages.tally(slot)
            delta.subtract(flushed)
            tree.add(delta, toPage: pages.page(slot))
            pages.setPending(false, slot)
        }
        pendingSlots.removeAll(keepingCapacity: true)
    }

    /// Sums and counts of the measured elements before element `index`.
    ///
    /// - Complexity: O(log pages) tree nodes plus at most `pageSize / 2` slots of `index`'s page
    ///   (from its start, or the page's tally less the slots from `index` to its end).
    public mutating func tally(before index: Int) -> ExtentTally {
        if index <= 0 { return ExtentTally() }
        if index >= capacity { return tally }
        flush()
        var result = tree.prefix(pages: index >> Self.pageShift, visited: &entriesScanned)
        result.add(tallyInPage(before: index))
        return result
    }

    /// Sums and counts of the measured elements of `index`'s page that come before `index`: at
    /// most `pageSize / 2` slots read (from the page's start, or its tally less the slots from
    /// `index` on). With the tree's prefix up to the page, this is ``tally(before:)``.
    mutating func tallyInPage(before index: Int) -> ExtentTally {
        var result = ExtentTally()
        let local = index & Self.localMask
        guard index > 0, local > 0, let slot = slot(ofPage: index >> Self.pageShift) else { return result }
        // Past the capacity (the data grew since the last rebuild), every measurement of the page
        // lies before `index`: the page's whole tally, as ``tally(before:)`` says for such an
        // index. (Answering "none" here left re-located anchors' sums short by the page's
        // measurements, so the anchor's estimated start overtook the content's end.)
        if index >= capacity {
            entriesScanned += 1
            return pages.tally(slot)
        }
        if local <= Self.pageSize / 2 {
            result = pages.tally(slot, locals: 0 ..< local)
            entriesScanned += local
        } else {
            result = pages.tally(slot)
            result.subtract(pages.tally(slot, locals: local ..< Self.pageSize))
            entriesScanned += Self.pageSize - local
        }
        return result
    }

    // MARK: - Descent (anchor re-location)

    /// Pages the tree covers; a descent moves over `1 ... pageCount`.
    var pageCount: Int { tree.pageCount }
    /// The first step of a descent: the largest power of two ≤ ``pageCount``.
    var highestStep: Int { tree.highestStep }
    /// Tree node `i` (1-based): the tally of pages `i − lowbit(i) ..< i`. Counted as scanned.
    mutating func node(_ i: Int) -> ExtentTally {
        flush()
        entriesScanned += 1
        return tree.node(i)
    }

    // MARK: - Bulk changes

    /// Calls `body` with every measurement (index, extent, class), in no particular order.
    public func forEachMeasurement(_ body: (Int, Points, ExtentClass) -> Void) {
        for slot in 0..<pages.count {
            let page = pages.page(slot)
            for local in 0..<Self.pageSize {
                if let (extent, cls) = pages.extent(slot, local) { body(page << Self.pageShift | local, extent, cls) }
            }
        }
    }

    /// Moves every measurement to the index `transform` gives, dropping those it maps to nil.
    /// O(measured elements + pages).
    mutating func remap(_ transform: (Int) -> Int?) {
        var moved: [(Int, Points, ExtentClass)] = []
        moved.reserveCapacity(measuredCount)
        forEachMeasurement { index, extent, cls in
            if let newIndex = transform(index), newIndex >= 0 { moved.append((newIndex, extent, cls)) }
        }
        let needed = (moved.map(\.0).max() ?? -1) + 1
        rebuild(elementCount: max(capacity, needed), entries: moved)
    }

    /// Replaces the contents, keeping the estimates and the scan counter.
    private mutating func rebuild(elementCount: Int, entries: [(Int, Points, ExtentClass)]) {
        var fresh = ExtentCache(elementCount: elementCount, entries: entries)
        fresh.fallbackEstimate = fallbackEstimate
        fresh.providedEstimates = providedEstimates
        fresh.entriesScanned = entriesScanned
        self = fresh
    }

    /// Fills an empty cache: pages first, then the tree from the pages' tallies in one pass.
    private mutating func load<C: Collection>(_ entries: C) where C.Element == (Int, Points, ExtentClass) {
        var maxIndex = capacity - 1
        for (index, _, _) in entries { maxIndex = max(maxIndex, index) }
        if maxIndex + 1 > capacity {
            capacity = maxIndex + 1
            tree = ExtentTallyTree(pageCount: Self.pages(for: capacity))
        }
        for (index, extent, cls) in entries where index >= 0 {
            measuredEnd = max(measuredEnd, index + 1)
            let slot = makeSlot(forPage: index >> Self.pageShift)
            if let old = pages.set(extent, cls, slot, index & Self.localMask).old { tally.remove(old.0, old.1) }
            tally.add(extent, cls)
        }
        var tallies: [Int: ExtentTally] = [:]
        tallies.reserveCapacity(pages.count)
        for slot in 0..<pages.count {
            tallies[pages.page(slot)] = pages.tally(slot)
            pages.setPending(false, slot)             // the tree is built from the tallies below
        }
        tree = ExtentTallyTree(pageTallies: tallies, pageCount: tree.pageCount)
    }

    /// Re-builds for a capacity covering `index` (at least double): O(measured + pages), rare.
    private mutating func grow(toCover index: Int) {
        let wanted = max(index + 1, capacity > Int.max / 2 ? Int.max : capacity * 2)
        var entries: [(Int, Points, ExtentClass)] = []
        entries.reserveCapacity(measuredCount)
        forEachMeasurement { entries.append(($0, $1, $2)) }
        rebuild(elementCount: wanted, entries: entries)
    }

    /// Forgets every measurement (the data changed shape), keeping the estimates; covers
    /// `elementCount` elements from now on.
    public mutating func removeAll(elementCount: Int? = nil) {
        rebuild(elementCount: elementCount ?? capacity, entries: [])
    }
}

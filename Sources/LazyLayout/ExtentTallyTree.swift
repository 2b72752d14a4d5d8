import ScrollCore

/// A Fenwick tree (binary indexed tree, Fenwick 1994, "A new data structure for cumulative
/// frequency tables") of ``ExtentTally`` over the pages of an ``ExtentCache``: the sums and counts
/// of every page before page `p` in O(log pages), and a page's tally changed in O(log pages).
///
/// Node `i` (1-based) holds the tally of pages `i − lowbit(i) ..< i` (0-based). Up to
/// ``denseNodeLimit`` pages the nodes are a zeroed array laid out by level (``DenseTallyNodes``: its memory is
/// touched a page at a time as nodes are first written), made on the first change (a list whose
/// rows are never measured — uniform rows — holds nothing); beyond it (more than 2²⁵ elements) they
/// live in a dictionary holding only the nodes that were ever changed: the same O(log pages)
/// steps, each a hash look-up instead of an array read.
struct ExtentTallyTree: Sendable {
    /// Pages covered.
    let pageCount: Int
    /// Up to this many pages, nodes are stored densely: 2¹⁸ nodes of 48 bytes, 12 MiB at most.
    static let denseNodeLimit = 1 << 18
    private var dense: DenseTallyNodes?
    private var sparse: [Int: ExtentTally] = [:]
    /// Node writes since the tree was made (tests pin what a build or an update costs).
    private(set) var nodesWritten = 0
    private var isDense: Bool { pageCount <= Self.denseNodeLimit }
    /// Per level, the OS page of the node ``prepareNodes(ofPage:)`` last wrote.
    private var preparedOSPages: [Int] = []

    init(pageCount: Int) { self.pageCount = max(0, pageCount) }

    /// The largest power of two ≤ `pageCount` (0 when there are no pages): the first step of a
    /// descent.
    var highestStep: Int { pageCount == 0 ? 0 : 1 << (Int.bitWidth - 1 - pageCount.leadingZeroBitCount) }

    /// Node `i` (1-based, 1 ≤ i ≤ pageCount).
    func node(_ i: Int) -> ExtentTally {
        if isDense { return dense?[i] ?? ExtentTally() }
        return sparse[i] ?? ExtentTally()
    }

    /// Adds `delta` to page `page`'s tally. Returns the nodes visited.
    @discardableResult
    mutating func add(_ delta: ExtentTally, toPage page: Int) -> Int {
        var i = page + 1, visited = 0
        if isDense {
            if dense == nil { makeDense(DenseTallyNodes(count: pageCount + 1)) }
            visited = dense!.add(delta, fromNode: i, through: pageCount)
        } else {
            while i <= pageCount { sparse[i, default: ExtentTally()].add(delta); i += i & -i; visited += 1 }
        }
        nodesWritten += visited
        return visited
    }

    private mutating func makeDense(_ nodes: DenseTallyNodes) {
        dense = nodes
        preparedOSPages = Array(repeating: -1, count: Int.bitWidth)
    }

    /// Maps the memory of the nodes a change to page `page` would write, one OS page a call: the
    /// first node on its chain whose OS page is not the one last prepared at its level (each
    /// level's run is written in order as a scroll advances: ``DenseTallyNodes``). Returns
    /// whether it wrote one; false when the chain is ready, or the tree is sparse or empty.
    mutating func prepareNodes(ofPage page: Int) -> Bool {
        guard isDense, dense != nil, page >= 0, page < pageCount else { return false }
        var i = page + 1
        while i <= pageCount {
            let level = DenseTallyNodes.level(i)
            if dense!.osPage(i) != preparedOSPages[level] {
                preparedOSPages[level] = dense!.touch(i)
                return true
            }
            i += i & -i
        }
        return false
    }

    /// The tally of pages `0 ..< pages`; `visited` counts the nodes read.
    func prefix(pages: Int, visited: inout Int) -> ExtentTally {
        var total = ExtentTally()
        var i = min(pages, pageCount)
        while i > 0 { total.add(node(i)); i -= i & -i; visited += 1 }
        return total
    }

    /// Builds the tree from every page's tally, for bulk loads and rebuilds: in O(pages) (each
    /// node pushes its sum to its parent once) when many pages hold measurements, else one
    /// O(log pages) update per page — so growing the cache of a list that went from empty to 10⁷
    /// rows with a screenful measured (a view list's data arriving as an insert) touches a few
    /// hundred nodes, not all 78,125 (a 12 ms frame at the first jump to the end in `stress`).
    init(pageTallies: [Int: ExtentTally], pageCount: Int) {
        self.init(pageCount: pageCount)
        guard !pageTallies.isEmpty else { return }
        let depth = Int.bitWidth - self.pageCount.leadingZeroBitCount
        if isDense && pageTallies.count * depth >= self.pageCount {
            var nodes = DenseTallyNodes(count: self.pageCount + 1)
            for (page, tally) in pageTallies where page < self.pageCount { nodes[page + 1].add(tally) }
            for i in 1...self.pageCount {
                let parent = i + (i & -i)
                if parent <= self.pageCount { let child = nodes[i]; nodes[parent].add(child) }
            }
            makeDense(nodes)
            nodesWritten += pageTallies.count + self.pageCount
        } else {
            for (page, tally) in pageTallies where page < self.pageCount { add(tally, toPage: page) }
        }
    }
}

/// A dense tree's nodes by level: node `i` (its level `j` = the trailing zero bits of `i`, it covers
/// `2ʲ` pages) at position `i >> (j + 1)` of level `j`'s run, the runs end to end in one zeroed
/// array.
///
/// Indexed by `i` in one array (Fenwick's layout), a scroll entering the pages
/// `i − lowbit(i) ..< i` writes node `i` `lowbit(i)` × 48 bytes ahead of them: fresh memory, an
/// OS page of its own for every node covering 128 pages or more. Entering a multiple of 1,024
/// pages (every ~470 frames of a 400,000 pt/s scroll over 10⁷ variable rows) wrote four such
/// nodes at once, 6 to 11 page faults in one frame, and every multiple of 128 two or three: the
/// fast scroll's slowest frames. By level, a scroll writes each level's run in order, 48 bytes
/// per `2ʲ⁺¹` pages, so every run maps its OS pages one at a time (and
/// ``ExtentCache/prepareStorageAhead()`` maps them before they are reached).
struct DenseTallyNodes: Sendable {
    private var nodes: ZeroedStorage<ExtentTally>
    /// Where each level's run begins.
    private var levelStart: [Int]
    /// Nodes `1 ..< nodeCount` exist.
    let nodeCount: Int

    /// Nodes `1 ..< count`.
    init(count: Int) {
        nodeCount = count
        var starts: [Int] = [], total = 0, level = 0
        repeat {
            starts.append(total)
            total += (count >> (level + 1)) + 1
            level += 1
        } while (1 << level) < count
        starts.append(total)
        levelStart = starts
        nodes = ZeroedStorage(count: total)
    }

    @inline(__always)
    static func level(_ i: Int) -> Int { i.trailingZeroBitCount }

    /// Where level `level`'s run begins.
    func runStart(level: Int) -> Int { levelStart[level] }
    /// Nodes stored (every position `position(i)` is below it).
    var storedCount: Int { nodes.count }

    @inline(__always)
    func position(_ i: Int) -> Int {
        let level = Self.level(i)
        return levelStart[level] + (i >> (level + 1))
    }

    subscript(i: Int) -> ExtentTally {
        get { nodes[position(i)] }
        set { nodes[position(i)] = newValue }
    }

    /// Adds `delta` to node `first` and every node after it on its update chain (`i += lowbit(i)`)
    /// up to node `last` (≤ the count made with); returns the nodes written. In place: one
    /// uniqueness check for the chain, where the subscript checked bounds and uniqueness at every
    /// node (~85 instructions a node, 16 nodes a page: callgrind, `ExtentTallyTree.add`).
    mutating func add(_ delta: ExtentTally, fromNode first: Int, through last: Int) -> Int {
        precondition(first >= 1 && last < nodeCount, "nodes \(first)…\(last) outside the tree")
        let base = nodes.mutableBase()
        var i = first, written = 0
        levelStart.withUnsafeBufferPointer { starts in
            while i <= last {
                let level = i.trailingZeroBitCount
                base[starts[level] &+ (i &>> (level &+ 1))].add(delta)
                i &+= i & -i
                written &+= 1
            }
        }
        return written
    }

    /// Writes the OS page holding node `i` without changing it (``ZeroedStorage/touch(_:)``).
    /// Returns the OS page's number.
    mutating func touch(_ i: Int) -> Int { nodes.touch(position(i)) }

    /// The OS page holding node `i`.
    func osPage(_ i: Int) -> Int { nodes.osPage(position(i)) }
}

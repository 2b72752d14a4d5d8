import ScrollCore

/// A Fenwick tree (binary indexed tree, Fenwick 1994, "A new data structure for cumulative
/// frequency tables") of ``ExtentTally`` over the pages of an ``ExtentCache``: the sums and counts
/// of every page before page `p` in O(log pages), and a page's tally changed in O(log pages).
///
/// Node `i` (1-based) holds the tally of pages `i − lowbit(i) ..< i` (0-based). Up to
/// ``denseNodeLimit`` pages the nodes are one zeroed array (``ZeroedStorage``: its memory is
/// touched a page at a time as nodes are first written), made on the first change (a list whose
/// rows are never measured — uniform rows — holds nothing); beyond it (more than 2²⁵ elements) they
/// live in a dictionary holding only the nodes that were ever changed: the same O(log pages)
/// steps, each a hash look-up instead of an array read.
struct ExtentTallyTree: Sendable {
    /// Pages covered.
    let pageCount: Int
    /// Up to this many pages, nodes are stored densely: 2¹⁸ nodes of 48 bytes, 12 MiB at most.
    static let denseNodeLimit = 1 << 18
    private var dense: ZeroedStorage<ExtentTally>?
    private var sparse: [Int: ExtentTally] = [:]
    /// Node writes since the tree was made (tests pin what a build or an update costs).
    private(set) var nodesWritten = 0
    private var isDense: Bool { pageCount <= Self.denseNodeLimit }

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
            if dense == nil { dense = ZeroedStorage(count: pageCount + 1) }
            while i <= pageCount { dense![i].add(delta); i += i & -i; visited += 1 }
        } else {
            while i <= pageCount { sparse[i, default: ExtentTally()].add(delta); i += i & -i; visited += 1 }
        }
        nodesWritten += visited
        return visited
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
            var nodes = ZeroedStorage<ExtentTally>(count: self.pageCount + 1)
            for (page, tally) in pageTallies where page < self.pageCount { nodes[page + 1].add(tally) }
            for i in 1...self.pageCount {
                let parent = i + (i & -i)
                if parent <= self.pageCount { let child = nodes[i]; nodes[parent].add(child) }
            }
            dense = nodes
            nodesWritten += pageTallies.count + self.pageCount
        } else {
            for (page, tally) in pageTallies where page < self.pageCount { add(tally, toPage: page) }
        }
    }
}

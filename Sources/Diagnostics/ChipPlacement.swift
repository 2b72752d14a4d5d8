import ScrollCore

/// Places the bounds overlay's label chips so that no two overlap and none covers text.
///
/// A greedy point-feature labeller, the method map makers use for town names (Christensen,
/// Marks & Shieber, "An Empirical Study of Algorithms for Point-Feature Label Placement",
/// ACM TOG 14(3), 1995: greedy placement over a fixed list of candidate positions comes within
/// a few per cent of the best methods on sparse maps, at a fraction of the cost). Each chip
/// names a rectangle (an element or a view) and is tried, in order:
///
/// 1. inside its rectangle's top-left corner, then top-right, bottom-left, bottom-right;
/// 2. just outside it, above then below its leading edge;
/// 3. displaced further up or down the rectangle's leading edge, a chip height at a time, up to
///    ``maximumSteps`` steps — drawn with a leader line back to the corner it names.
///
/// The first candidate inside ``bounds`` that overlaps no chip placed so far and no obstacle
/// (the frames of `Text` views, so a chip never hides what a row says) wins. A chip with no
/// free candidate is not drawn and is counted in ``hiddenCount`` — the legend says how many,
/// rather than stacking labels nobody can read.
///
/// Collision tests go through a uniform grid of ``cellSize``-point buckets over ``bounds``, so a
/// frame with a few hundred chips costs a few thousand rectangle tests, not their square; the
/// grid is a flat array indexed by arithmetic (it was a dictionary keyed by cell, hashed at each
/// of the ~50 probes a chip makes: ~2.9 M instructions a frame in the `list` scene with every
/// overlay).
struct ChipPlacer {
    /// Where chips may go (the clip of the overlay drawing them).
    private(set) var bounds: Rect = .zero
    /// Chips placed this frame, in placement order.
    private(set) var placed: [Rect] = []
    /// Chips that found no free place this frame.
    private(set) var hiddenCount = 0
    /// How far along its edge a chip may move from the corner it names.
    static let maximumSteps = 4
    static let cellSize: Points = 64

    /// Every rectangle a chip must avoid (placed chips and obstacles), by grid cell: the cells
    /// covering ``bounds``, row by row, ``columns`` to a row, the first at grid cell
    /// (``firstColumn``, ``firstRow``). Only cells' contents are emptied from frame to frame.
    private var cells: [[Rect]] = [[]]
    private var firstColumn = 0, firstRow = 0, columns = 1, rows = 1
    /// The area the chip being placed must stay in (``bounds``, or a scroll view's content within it).
    private var limit: Rect = .zero

    /// Starts a frame: forgets the last frame's chips and obstacles (keeping their storage).
    mutating func reset(bounds: Rect) {
        self.bounds = bounds
        placed.removeAll(keepingCapacity: true)
        hiddenCount = 0
        for index in cells.indices { cells[index].removeAll(keepingCapacity: true) }
        firstColumn = Self.cell(bounds.minX)
        firstRow = Self.cell(bounds.minY)
        columns = max(1, Self.cell(bounds.maxX) - firstColumn + 1)
        rows = max(1, Self.cell(bounds.maxY) - firstRow + 1)
        if cells.count < columns * rows { cells += repeatElement([], count: columns * rows - cells.count) }
    }

    /// A rectangle no chip may cover (a `Text` view's frame).
    mutating func addObstacle(_ rect: Rect) {
        let clipped = rect.intersection(bounds)
        guard !clipped.isEmpty else { return }
        insert(clipped)
    }

    /// Where a chip of `size` naming `frame` goes, inside `area` (default ``bounds``), or nil when
    /// no candidate is free (counted in ``hiddenCount``). `displaced` says the chip is away from its rectangle's corners and needs
    /// a leader line back to ``leaderAnchor(for:)``.
    mutating func place(_ size: Size, naming frame: Rect, within area: Rect? = nil) -> (rect: Rect, displaced: Bool)? {
        let w = size.width, h = size.height
        limit = area.map { $0.intersection(bounds) } ?? bounds
        // Inside a corner only where the chip fits the rectangle (else it would spill over a neighbour's).
        if w + 2 <= frame.width, h + 2 <= frame.height {
            for corner in 0..<4 {
                let x = corner % 2 == 0 ? frame.minX + 1 : frame.maxX - 1 - w
                let y = corner < 2 ? frame.minY + 1 : frame.maxY - 1 - h
                if accept(Rect(x: x, y: y, width: w, height: h)) { return (placed[placed.count - 1], false) }
            }
        }
        // Just outside, above then below the leading edge.
        if accept(Rect(x: frame.minX, y: frame.minY - h, width: w, height: h))
            || accept(Rect(x: frame.minX, y: frame.maxY, width: w, height: h)) {
            return (placed[placed.count - 1], false)
        }
        // Further along the leading edge, with a leader line.
        for step in 1...Self.maximumSteps {
            let dy = Double(step) * (h + 1)
            if accept(Rect(x: frame.minX + 1, y: frame.minY - h - dy, width: w, height: h))
                || accept(Rect(x: frame.minX + 1, y: frame.maxY + dy, width: w, height: h))
                || accept(Rect(x: frame.minX + 1, y: frame.minY + 1 + dy, width: w, height: h)) {
                return (placed[placed.count - 1], true)
            }
        }
        hiddenCount += 1
        return nil
    }

    /// The point of `frame` a displaced chip's leader line ends at: its top-left corner.
    static func leaderAnchor(for frame: Rect) -> Point { frame.origin }

    /// The point of `chip` nearest to `anchor`, where its leader line starts.
    static func leaderStart(of chip: Rect, toward anchor: Point) -> Point {
        Point(x: min(max(anchor.x, chip.minX), chip.maxX), y: min(max(anchor.y, chip.minY), chip.maxY))
    }

    /// Places `chip` if it lies inside ``bounds`` and touches nothing placed or avoided.
    private mutating func accept(_ chip: Rect) -> Bool {
        guard chip.minX >= limit.minX, chip.minY >= limit.minY, chip.maxX <= limit.maxX, chip.maxY <= limit.maxY
        else { return false }
        let (across, down) = cellRanges(of: chip)
        for row in down {
            for column in across {
                for rect in cells[row &* columns &+ column] where rect.intersects(chip) { return false }
            }
        }
        insert(chip)
        placed.append(chip)
        return true
    }

    private mutating func insert(_ rect: Rect) {
        let (across, down) = cellRanges(of: rect)
        for row in down {
            for column in across { cells[row &* columns &+ column].append(rect) }
        }
    }

    /// The grid cells `rect` touches, as columns and rows of ``cells`` (clamped to the grid:
    /// everything placed or avoided lies within ``bounds``).
    private func cellRanges(of rect: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        let x0 = min(max(Self.cell(rect.minX) - firstColumn, 0), columns - 1)
        let x1 = min(max(Self.cell(rect.maxX) - firstColumn, x0), columns - 1)
        let y0 = min(max(Self.cell(rect.minY) - firstRow, 0), rows - 1)
        let y1 = min(max(Self.cell(rect.maxY) - firstRow, y0), rows - 1)
        return (x0...x1, y0...y1)
    }

    /// The grid cell a coordinate falls in, along its axis.
    private static func cell(_ coordinate: Points) -> Int { Int((coordinate / cellSize).rounded(.down)) }
}

/// The slot arithmetic of a lazy `ForEach`'s two open-addressing tables (``IndexTable`` by
/// index, ``ElementTable`` by id): a power-of-two number of slots, at least twice the entries,
/// Fibonacci hashing into them — Knuth's multiplicative hash with 2⁶⁴/φ, whose top bits are the
/// home slot, so consecutive keys land far apart — and the test of deletion by backward shift
/// (Knuth, TAOCP vol. 3, §6.4, Algorithm R). One place, so the two tables cannot drift apart.
struct FibonacciSlots {
    /// 64 − log₂(capacity): the top bits of the product are the home slot.
    private(set) var shift: Int

    /// Slots for `minimumCapacity` entries at most half full: a power of two, at least 16.
    init(minimumCapacity: Int) {
        var capacity = 16
        while capacity < minimumCapacity * 2 { capacity *= 2 }
        shift = 64 - capacity.trailingZeroBitCount
    }

    /// The arithmetic of a table with no slots (one moved out): nothing is ever looked up in it.
    init(movedOut: Void) { shift = 64 }

    /// How many slots the table has.
    var capacity: Int { 1 << (64 - shift) }

    /// The slot where `hash` is looked for first.
    @inline(__always)
    func home(_ hash: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: hash)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The table's slots doubled (it re-inserts every entry).
    mutating func doubleCapacity() { shift -= 1 }

    /// Whether the entry in slot `j`, whose home slot is `home`, stays where it is when slot
    /// `hole` before it in its probe run is emptied: its home lies cyclically in (`hole`, `j`].
    @inline(__always)
    static func staysPut(home: Int, hole: Int, at j: Int) -> Bool {
        hole <= j ? (hole < home && home <= j) : (hole < home || home <= j)
    }
}

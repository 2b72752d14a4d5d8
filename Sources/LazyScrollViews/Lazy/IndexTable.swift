/// A lazy `ForEach`'s made elements by index: an open-addressing hash table of `Int` keys
/// (linear probing, Fibonacci hashing, deletion by backward shift — Knuth, TAOCP vol. 3,
/// §6.4, Algorithm R), at most half full.
///
/// Why not `[Int: Value]`: every layout pass looks up each placed row by index (about 90 a
/// frame in `lazyscroll bench --declarative`), and a `Dictionary` hashes an `Int` with SipHash
/// (~150 instructions a lookup, 13 k a frame); a multiplication does here. Indices of made
/// elements are a few runs of consecutive integers, which Fibonacci hashing spreads evenly.
struct IndexTable<Value: AnyObject> {
    private struct Slot {
        var key: Int
        var value: Value?
    }
    private var slots: [Slot]
    /// The slots' count and the hashing into them.
    private var arithmetic: FibonacciSlots
    private(set) var count = 0

    init(minimumCapacity: Int = 64) {
        arithmetic = FibonacciSlots(minimumCapacity: minimumCapacity)
        slots = Array(repeating: Slot(key: 0, value: nil), count: arithmetic.capacity)
    }

    /// An empty stand-in holding a table's place while the table is changed as a local (moved
    /// out with `swap` and back): allocates nothing, holds nothing; a look-up in it traps.
    init(movedOut: Void) {
        slots = []
        arithmetic = FibonacciSlots(movedOut: ())
    }

    var isEmpty: Bool { count == 0 }
    /// Slots in all (for walking them with ``entry(inSlot:)``).
    var capacity: Int { slots.count }

    @inline(__always)
    private func home(_ key: Int) -> Int { arithmetic.home(key) }

    subscript(key: Int) -> Value? {
        // Inlined: the caller's read of the table then encloses no call, and needs no tracked
        // exclusivity access (one lookup per placed row and pass).
        @inline(__always) get {
            let mask = slots.count - 1
            var i = home(key)
            while let value = slots[i].value {
                if slots[i].key == key { return value }
                i = (i + 1) & mask
            }
            return nil
        }
        set {
            if let newValue { insert(newValue, for: key) } else { _ = removeValue(for: key) }
        }
    }

    /// Stores `value` for `key`, replacing what was there.
    mutating func insert(_ value: Value, for key: Int) {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var i = home(key)
        while slots[i].value != nil {
            if slots[i].key == key { slots[i].value = value; return }
            i = (i + 1) & mask
        }
        slots[i] = Slot(key: key, value: value)
        count += 1
    }

    /// Removes `key`'s value and returns it (nil if there was none). The entries after it in
    /// its probe run move back into the hole, so lookups never need tombstones.
    mutating func removeValue(for key: Int) -> Value? {
        let mask = slots.count - 1
        var hole = home(key)
        while true {
            guard slots[hole].value != nil else { return nil }
            if slots[hole].key == key { break }
            hole = (hole + 1) & mask
        }
        let removed = slots[hole].value
        var j = hole
        while true {
            j = (j + 1) & mask
            guard slots[j].value != nil else { break }
            // The entry at j may fill the hole unless its home lies cyclically in (hole, j].
            let h = home(slots[j].key)
            if !FibonacciSlots.staysPut(home: h, hole: hole, at: j) {
                slots[hole] = slots[j]
                hole = j
            }
        }
        slots[hole] = Slot(key: 0, value: nil)
        count -= 1
        return removed
    }

    /// The entry in slot `slot` (0..<``capacity``), if it holds one.
    func entry(inSlot slot: Int) -> (key: Int, value: Value)? {
        guard let value = slots[slot].value else { return nil }
        return (slots[slot].key, value)
    }

    /// Appends to `keys` the key of every entry whose value `isStale` answers true for, in
    /// slot order. One pass over the slots as a sequence: a loop over ``entry(inSlot:)`` checked
    /// each slot's index against the array's bounds (the table is at least half empty: ~256
    /// slots scanned for ~90 rows made in `bench --declarative`, every pass).
    @inline(__always)
    func appendKeys(to keys: inout [Int], where isStale: (Value) -> Bool) {
        for slot in slots {
            if let value = slot.value, isStale(value) { keys.append(slot.key) }
        }
    }

    /// Every entry, in no particular order.
    var entries: [(key: Int, value: Value)] {
        var all: [(key: Int, value: Value)] = []
        all.reserveCapacity(count)
        for slot in 0..<slots.count { if let entry = entry(inSlot: slot) { all.append(entry) } }
        return all
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(key: 0, value: nil), count: old.count * 2)
        arithmetic.doubleCapacity()
        count = 0
        for slot in old { if let value = slot.value { insert(value, for: slot.key) } }
    }
}

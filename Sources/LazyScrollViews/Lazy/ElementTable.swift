/// A lazy `ForEach`'s made elements by id: an open-addressing hash table of ``ElementKey``s
/// keyed by the hash each key carries (linear probing, Fibonacci hashing, deletion by backward
/// shift, as ``IndexTable``), at most half full.
///
/// Why not `[ElementKey: Held]`: a `Dictionary` hashes every key it touches with SipHash again
/// — the key looked up, and on a removal every key of the probe run after the hole, which it
/// moves back — ~1,500 instructions to remove one row's id and ~1,400 to find it
/// (`lazyscroll bench --declarative`, callgrind: 6 k a frame for the two rows that leave);
/// the key's own hash, multiplied, places it here.
struct ElementTable {
    /// What the table holds for an id: the node, the first index that showed it, and how many
    /// indices show it (more than one only when ids repeat).
    struct Held {
        var node: ViewNode
        var firstIndex: Int
        var users: Int
    }
    private struct Slot {
        /// The key's hash, read while probing without copying the key.
        var hash = 0
        var isOccupied = false
        var key: ElementKey?
        var held: Held?
    }
    private var slots: [Slot]
    /// The slots' count and the hashing into them.
    private var arithmetic: FibonacciSlots
    private(set) var count = 0

    init(minimumCapacity: Int = 64) {
        arithmetic = FibonacciSlots(minimumCapacity: minimumCapacity)
        slots = Array(repeating: Slot(), count: arithmetic.capacity)
    }

    /// An empty stand-in holding a table's place while the table is changed as a local (moved
    /// out with `swap` and back): allocates nothing, holds nothing; a look-up in it traps.
    init(movedOut: Void) {
        slots = []
        arithmetic = FibonacciSlots(movedOut: ())
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func home(_ hash: Int) -> Int { arithmetic.home(hash) }

    /// The slot holding `key` (known to map to `node`, if given), or nil.
    @inline(__always)
    private func find(_ key: ElementKey, node: ViewNode? = nil) -> Int? {
        let mask = slots.count - 1
        var i = home(key.hash)
        while slots[i].isOccupied {
            if slots[i].hash == key.hash, (node != nil && slots[i].held!.node === node) || slots[i].key! == key { return i }
            i = (i + 1) & mask
        }
        return nil
    }

    subscript(key: ElementKey) -> Held? {
        get {
            guard let slot = find(key) else { return nil }
            return slots[slot].held
        }
        set {
            if let newValue { insert(newValue, for: key) } else { _ = removeValue(forKey: key) }
        }
    }

    /// One more index shows `key`'s node (a repeated id).
    mutating func addUser(of key: ElementKey) {
        if let slot = find(key) { slots[slot].held!.users += 1 }
    }

    /// Stores `held` for `key`, replacing what was there.
    mutating func insert(_ held: Held, for key: ElementKey) {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var i = home(key.hash)
        while slots[i].isOccupied {
            if slots[i].hash == key.hash, slots[i].key! == key { slots[i].held = held; return }
            i = (i + 1) & mask
        }
        slots[i] = Slot(hash: key.hash, isOccupied: true, key: key, held: held)
        count += 1
    }

    /// Removes `key`'s entry and returns it (nil if there was none). The entries after it in
    /// its probe run move back into the hole, so lookups never need tombstones.
    ///
    /// `node`, when given, is the node the caller knows `key` maps to: a slot of `key`'s hash
    /// holding it is `key`'s without comparing the ids (an `AnyHashable` comparison opens both
    /// boxes, ~1,000 instructions for an `Int`). A node is held under one id only.
    mutating func removeValue(forKey key: ElementKey, node: ViewNode? = nil) -> Held? {
        guard var hole = find(key, node: node) else { return nil }
        let mask = slots.count - 1
        let removed = slots[hole].held
        var j = hole
        while true {
            j = (j + 1) & mask
            guard slots[j].isOccupied else { break }
            // The entry at j may fill the hole unless its home lies cyclically in (hole, j].
            let h = home(slots[j].hash)
            if !FibonacciSlots.staysPut(home: h, hole: hole, at: j) {
                slots.swapAt(hole, j)
                hole = j
            }
        }
        slots[hole] = Slot()
        count -= 1
        return removed
    }

    /// Every entry, in no particular order.
    var entries: [(key: ElementKey, held: Held)] {
        var all: [(key: ElementKey, held: Held)] = []
        all.reserveCapacity(count)
        for slot in slots { if let key = slot.key, let held = slot.held { all.append((key, held)) } }
        return all
    }

    /// The nodes, in no particular order.
    var nodes: [ViewNode] {
        var all: [ViewNode] = []
        all.reserveCapacity(count)
        for slot in slots { if let held = slot.held { all.append(held.node) } }
        return all
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: old.count * 2)
        arithmetic.doubleCapacity()
        count = 0
        for slot in old { if let key = slot.key, let held = slot.held { insert(held, for: key) } }
    }
}

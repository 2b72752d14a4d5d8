#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ScrollCore

/// The storage of an ``ExtentCache``'s pages: for each page ("slot", in the order pages were first
/// used) its ``ExtentCache/pageSize`` extents and classes, its tally, the tally the Fenwick tree
/// holds for it, its page number and whether it waits for a flush — one record of ``slotStride``
/// bytes, the records laid end to end in blocks of `32·2ᵇ` slots taken zeroed from `calloc`.
///
/// All bytes zero is an empty page (class byte 0 = unmeasured, the empty tally), so a new page
/// writes nothing until something is measured in it, and a block's memory is fresh memory the
/// kernel maps an OS page at a time as it is first written. Blocks never move: a new page never
/// copies an old one, and a scroll that reaches a new page every frame allocates a block
/// O(log pages) times in all.
///
/// First writes to fresh memory are page faults (~1.6 µs each on the benchmark machine), and a
/// 400,000 pt/s scroll of variable rows reaches ~1.3 new pages a frame: the frames that took two or
/// three faults at once were its p99. ``prepareAhead()`` (the layout calls it once a pass) writes
/// one OS page a call ahead of the newest record, so new records land in memory already mapped and
/// no frame takes more than one fault for the store — the same faults, spread out. (Writing a
/// zero is enough here: the bytes past the newest record belong to no record and are zero. The
/// tree's nodes ahead may hold sums, so those are mapped with `MADV_POPULATE_WRITE`:
/// ``ZeroedStorage/touch(_:)``.)
///
/// A value type with copy-on-write: copies share the blocks until one of them writes.
struct ExtentPageStore: @unchecked Sendable {
    // One record: extents, class bytes (`rawValue + 1`; 0 = unmeasured), tally, flushed tally,
    // page number, pending flag.
    static let classesOffset = ExtentCache.pageSize * MemoryLayout<Points>.stride
    static let tallyOffset = (classesOffset + ExtentCache.pageSize + 7) & ~7
    static let flushedOffset = tallyOffset + MemoryLayout<ExtentTally>.stride
    static let pageOffset = flushedOffset + MemoryLayout<ExtentTally>.stride
    static let pendingOffset = pageOffset + MemoryLayout<Int>.stride
    /// Bytes per slot (1,264 for 128-element pages).
    static let slotStride = (pendingOffset + 1 + 7) & ~7
    /// Block `b` holds `32·2ᵇ` slots (slots `32·(2ᵇ − 1) ..< 32·(2ᵇ⁺¹ − 1)`).
    static let firstBlockSlotsShift = 5
    /// The granule the kernel maps on a first write. 4 KiB on x86-64 and most arm64 Linux; with
    /// larger pages, preparing one 4 KiB step still maps a whole page ahead (just more often).
    static let osPageBytes = 4096
    /// How far ahead of the newest record ``prepareAhead()`` keeps memory mapped: 16 KiB, about 13
    /// records — ten frames of a 400,000 pt/s scroll, which needs ~0.4 OS page a frame.
    static let prepareAheadBytes = 4 * osPageBytes

    /// Owns the blocks (frees them) and tells whether a copy of the store shares them. The hot
    /// paths read the struct's own `blocks`, never this class's fields: a class's `var` is
    /// checked for exclusive access at run time at every read (`swift_beginAccess`, 10 k
    /// instructions a frame of a fast scroll when the records were read through it).
    private final class Owner: @unchecked Sendable {
        var blocks: [UnsafeMutableRawPointer] = []
        deinit { for base in blocks { free(base) } }
    }

    private var owner = Owner()
    /// Block `b`'s memory: `blockSlots(b)` records.
    private var blocks: [UnsafeMutableRawPointer] = []
    /// Slots in use.
    private(set) var count = 0
    /// In the block that takes the next slot: the address below which memory is known written.
    private var preparedEnd: UnsafeMutableRawPointer?

    /// OS pages ``prepareAhead()`` has written since the store was made (tests pin its pace).
    private(set) var osPagesPrepared = 0
    /// Slots whose record began in memory ``prepareAhead()`` had not reached (a burst outran it,
    /// or the store is new).
    private(set) var slotsMadeUnprepared = 0

    /// Blocks made so far (each one allocation).
    var blockCount: Int { blocks.count }

    static func blockSlots(_ block: Int) -> Int { 1 << (firstBlockSlotsShift + block) }
    static func firstSlot(ofBlock block: Int) -> Int { ((1 << block) - 1) << firstBlockSlotsShift }

    /// The block of slot `slot` and the slot's position in it.
    @inline(__always)
    private static func place(_ slot: Int) -> (block: Int, position: Int) {
        let q = (slot >> firstBlockSlotsShift) + 1
        let block = Int.bitWidth - 1 - q.leadingZeroBitCount
        return (block, slot - firstSlot(ofBlock: block))
    }

    /// The record of slot `slot`. Writes through it need ``makeUnique()`` first.
    @inline(__always)
    func record(_ slot: Int) -> UnsafeMutableRawPointer {
        let (block, position) = Self.place(slot)
        return blocks[block] + position * Self.slotStride
    }

    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&owner) { copyBlocks() }
    }

    /// Gives this copy blocks of its own, holding the records in use (the rest of a large block
    /// stays unmapped).
    private mutating func copyBlocks() {
        let fresh = Owner()
        for (block, base) in blocks.enumerated() {
            let copy = Self.allocateBlock(block)
            let used = min(max(0, count - Self.firstSlot(ofBlock: block)), Self.blockSlots(block))
            copy.copyMemory(from: base, byteCount: used * Self.slotStride)
            fresh.blocks.append(copy)
        }
        owner = fresh
        blocks = fresh.blocks
        preparedEnd = nil
    }

    private static func allocateBlock(_ block: Int) -> UnsafeMutableRawPointer {
        let slots = blockSlots(block)
        guard let base = calloc(slots, slotStride) else { fatalError("out of memory: \(slots) × \(slotStride) bytes") }
        return base
    }

    /// A new empty slot for page `page`; returns its number.
    mutating func append(page: Int) -> Int {
        makeUnique()
        let slot = count
        let (block, position) = Self.place(slot)
        if block == blocks.count {
            let base = Self.allocateBlock(block)
            if blocks.isEmpty { blocks.reserveCapacity(Int.bitWidth); owner.blocks.reserveCapacity(Int.bitWidth) }
            blocks.append(base)
            owner.blocks.append(base)
            preparedEnd = nil
        }
        let start = blocks[block] + position * Self.slotStride
        if let prepared = preparedEnd, start + Self.slotStride <= prepared {} else { slotsMadeUnprepared += 1 }
        count += 1
        start.storeBytes(of: page, toByteOffset: Self.pageOffset, as: Int.self)
        return slot
    }

    /// Writes one OS page of the block that takes the next slots, if the memory known written ends
    /// less than ``prepareAheadBytes`` past the newest record. At most one page a call; returns
    /// whether it wrote one.
    mutating func prepareAhead() -> Bool {
        guard count > 0 else { return false }
        let (block, position) = Self.place(count)
        guard block < blocks.count else { return false }          // the next slot opens a block
        makeUnique()
        let base = blocks[block]
        let used = base + position * Self.slotStride               // first byte past the records in use
        let end = base + Self.blockSlots(block) * Self.slotStride
        let target = min(end, used + Self.prepareAheadBytes)
        var from = preparedEnd ?? used
        if from < used { from = used }
        guard from < target else { return false }
        // Bytes past `used` belong to no record yet: they are zero, and stay zero.
        from.storeBytes(of: 0, as: UInt8.self)
        let mask = UInt(bitPattern: Self.osPageBytes - 1)
        let pageEnd = UnsafeMutableRawPointer(bitPattern: (UInt(bitPattern: from) & ~mask) + UInt(Self.osPageBytes))!
        preparedEnd = min(pageEnd, end)
        osPagesPrepared += 1
        return true
    }

    // MARK: - Reading and writing a record

    /// The extent stored at `local` of slot `slot`, or nil when unmeasured.
    @inline(__always)
    func extent(_ slot: Int, _ local: Int) -> (Points, ExtentClass)? {
        let r = record(slot)
        let cls = r.load(fromByteOffset: Self.classesOffset + local, as: UInt8.self)
        guard cls != 0 else { return nil }
        return (r.load(fromByteOffset: local * MemoryLayout<Points>.stride, as: Points.self), ExtentClass(rawValue: Int(cls) - 1) ?? .item)
    }

    /// Stores a measurement, keeping the page's tally, and marks the page pending; returns the
    /// measurement it replaced, and whether the page was pending already.
    @inline(__always)
    mutating func set(_ extent: Points, _ cls: ExtentClass, _ slot: Int, _ local: Int)
        -> (old: (Points, ExtentClass)?, wasPending: Bool) {
        makeUnique()
        let old = self.extent(slot, local)
        let r = record(slot)
        var tally = r.load(fromByteOffset: Self.tallyOffset, as: ExtentTally.self)
        if let old { tally.remove(old.0, old.1) }
        tally.add(extent, cls)
        r.storeBytes(of: tally, toByteOffset: Self.tallyOffset, as: ExtentTally.self)
        r.storeBytes(of: extent, toByteOffset: local * MemoryLayout<Points>.stride, as: Points.self)
        r.storeBytes(of: UInt8(cls.rawValue + 1), toByteOffset: Self.classesOffset + local, as: UInt8.self)
        let wasPending = r.load(fromByteOffset: Self.pendingOffset, as: Bool.self)
        if !wasPending { r.storeBytes(of: true, toByteOffset: Self.pendingOffset, as: Bool.self) }
        return (old, wasPending)
    }

    /// Clears a measurement, keeping the page's tally; returns it.
    mutating func clear(_ slot: Int, _ local: Int) -> (Points, ExtentClass)? {
        guard let old = extent(slot, local) else { return nil }
        makeUnique()
        let r = record(slot)
        var tally = r.load(fromByteOffset: Self.tallyOffset, as: ExtentTally.self)
        tally.remove(old.0, old.1)
        r.storeBytes(of: tally, toByteOffset: Self.tallyOffset, as: ExtentTally.self)
        r.storeBytes(of: 0, toByteOffset: Self.classesOffset + local, as: UInt8.self)
        return old
    }

    @inline(__always)
    func tally(_ slot: Int) -> ExtentTally { record(slot).load(fromByteOffset: Self.tallyOffset, as: ExtentTally.self) }
    func flushed(_ slot: Int) -> ExtentTally { record(slot).load(fromByteOffset: Self.flushedOffset, as: ExtentTally.self) }
    func page(_ slot: Int) -> Int { record(slot).load(fromByteOffset: Self.pageOffset, as: Int.self) }
    @inline(__always)
    func isPending(_ slot: Int) -> Bool { record(slot).load(fromByteOffset: Self.pendingOffset, as: Bool.self) }

    mutating func setFlushed(_ tally: ExtentTally, _ slot: Int) {
        makeUnique()
        record(slot).storeBytes(of: tally, toByteOffset: Self.flushedOffset, as: ExtentTally.self)
    }

    @inline(__always)
    mutating func setPending(_ pending: Bool, _ slot: Int) {
        makeUnique()
        record(slot).storeBytes(of: pending, toByteOffset: Self.pendingOffset, as: Bool.self)
    }

    /// Sums and counts of the measurements at `range` of slot `slot` (a scan of the class bytes).
    func tally(_ slot: Int, locals range: Range<Int>) -> ExtentTally {
        let r = record(slot)
        var result = ExtentTally()
        for local in range {
            let cls = r.load(fromByteOffset: Self.classesOffset + local, as: UInt8.self)
            if cls != 0 {
                result.add(r.load(fromByteOffset: local * MemoryLayout<Points>.stride, as: Points.self),
                           ExtentClass(rawValue: Int(cls) - 1) ?? .item)
            }
        }
        return result
    }
}

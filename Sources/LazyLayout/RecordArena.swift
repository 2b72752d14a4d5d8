#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Fixed-size records numbered in the order they were made, laid end to end in blocks of
/// `n·2ᵇ` records taken zeroed from `calloc` (`n` ≥ 32, a power of two making the first block at
/// least ``prepareAheadBytes``): the storage under an ``ExtentPageStore``.
///
/// All bytes zero is an empty record, so a new record writes nothing up front, and a block's
/// memory is fresh memory the kernel maps an OS page at a time as it is first written. Blocks
/// never move: a new record never copies an old one, and making one record after another
/// allocates a block O(log records) times in all.
///
/// First writes to fresh memory are page faults (~1.6 µs each on the benchmark machine).
/// ``prepareAhead()`` writes one OS page a call ahead of the newest record, so records a fast
/// scroll makes next land in memory already mapped, no more than one fault a call. (Writing a zero
/// is enough: the bytes past the newest record belong to no record and are zero.)
///
/// Not copy-on-write by itself: the blocks are freed by the owner the arena's user keeps
/// (``ExtentPageStore``), which copies them (``copied(into:)``) before writing to shared ones.
struct RecordArena {
    /// Bytes per record.
    let stride: Int
    /// Block `b`'s memory: `blockRecords(b)` records.
    private(set) var blocks: [UnsafeMutableRawPointer] = []
    /// Records made.
    private(set) var count = 0
    /// A block and the address in it below which memory is known written: the block that takes
    /// the next record, and the one after it (made ahead of need when the current one has less
    /// than ``prepareAheadBytes`` left).
    private var prepared: (block: Int, end: UnsafeMutableRawPointer)?
    private var preparedNext: (block: Int, end: UnsafeMutableRawPointer)?
    /// OS pages ``prepareAhead()`` has written since the arena was made (tests pin its pace).
    private(set) var osPagesPrepared = 0
    /// Records that began in memory ``prepareAhead()`` had not reached (a burst outran it, or the
    /// arena or its block is new).
    private(set) var recordsMadeUnprepared = 0

    /// Block `b` holds `n·2ᵇ` records (records `n·(2ᵇ − 1) ..< n·(2ᵇ⁺¹ − 1)`), `n = 1 << firstBlockShift`:
    /// at least 32, and enough for ``prepareAheadBytes`` (256 headers of 96 bytes, 128 chunks of
    /// 144), so the store can run that far ahead inside the first block.
    let firstBlockShift: Int
    /// The granule the kernel maps on a first write. 4 KiB on x86-64 and most arm64 Linux; with
    /// larger pages, preparing one 4 KiB step still maps a whole page ahead (just more often).
    static let osPageBytes = 4096
    /// How far ahead of the newest record ``prepareAhead()`` keeps memory mapped: 16 KiB, about
    /// 28 frames of a 400,000 pt/s scroll over variable rows (which makes ~590 bytes of records a
    /// frame: ``ExtentPageStore``).
    static let prepareAheadBytes = 4 * osPageBytes

    init(stride: Int) {
        self.stride = stride
        var shift = 5
        while (1 << shift) * stride < Self.prepareAheadBytes { shift += 1 }
        firstBlockShift = shift
    }

    // Masking shifts and wrapping arithmetic (`&<<`, `&-`): the shifts are below 64 and nothing
    // overflows for a record index, and the checked forms were half of a record's address
    // (~40 instructions: callgrind, `ExtentCache.record`).
    @inline(__always)
    func blockRecords(_ block: Int) -> Int { 1 &<< (firstBlockShift &+ block) }
    @inline(__always)
    func firstRecord(ofBlock block: Int) -> Int { ((1 &<< block) &- 1) &<< firstBlockShift }

    /// The block of record `index` (≥ 0) and its position in it.
    @inline(__always)
    func place(_ index: Int) -> (block: Int, position: Int) {
        let q = (index &>> firstBlockShift) &+ 1
        let block = (Int.bitWidth &- 1) &- q.leadingZeroBitCount
        return (block, index &- firstRecord(ofBlock: block))
    }

    /// Record `index`'s memory.
    @inline(__always)
    func record(_ index: Int) -> UnsafeMutableRawPointer {
        let (block, position) = place(index)
        return blocks[block] + position &* stride
    }

    /// A new empty record; returns its number. A new block is appended to `owned` too (the
    /// owner frees it).
    mutating func append(_ owned: inout [UnsafeMutableRawPointer]) -> Int {
        let index = count
        let (block, position) = place(index)
        if block == blocks.count { appendBlock(&owned) }
        if position == 0, let next = preparedNext, next.block == block {
            // The block made ahead of need (``prepareAhead(_:)``) takes records from now on.
            prepared = next
            preparedNext = nil
        }
        let start = blocks[block] + position * stride
        if let prepared, prepared.block == block, start + stride <= prepared.end {} else { recordsMadeUnprepared += 1 }
        count += 1
        return index
    }

    private mutating func appendBlock(_ owned: inout [UnsafeMutableRawPointer]) {
        let base = allocateBlock(blocks.count)
        if blocks.isEmpty { blocks.reserveCapacity(Int.bitWidth) }
        blocks.append(base)
        owned.append(base)
    }

    private func allocateBlock(_ block: Int) -> UnsafeMutableRawPointer {
        let records = blockRecords(block)
        guard let base = calloc(records, stride) else { fatalError("out of memory: \(records) × \(stride) bytes") }
        return base
    }

    /// How many bytes past the newest record are known written (0 when the next record opens a
    /// block, or nothing is made yet).
    var bytesPreparedAhead: Int {
        let (block, position) = place(count)
        guard count > 0, let prepared = preparedNext?.block == block ? preparedNext : prepared,
              block < blocks.count, prepared.block == block else { return 0 }
        return max(0, prepared.end - (blocks[block] + position * stride))
    }

    /// Writes one OS page ahead of the newest record, if the memory known written ends less than
    /// `minimumBytes` past it (and then up to ``prepareAheadBytes`` past it, a page a call): in the
    /// block that takes the next records, or — when that block ends sooner — in the block after
    /// it, made now (appended to `owned`) so that records crossing into it find it mapped too.
    /// Returns whether it wrote a page. The caller has made the blocks its own.
    mutating func prepareAhead(_ owned: inout [UnsafeMutableRawPointer], minimumBytes: Int = prepareAheadBytes) -> Bool {
        guard count > 0 else { return false }
        let (block, position) = place(count)
        if block == blocks.count { appendBlock(&owned) }         // the next record opens a block
        if let next = preparedNext, next.block == block {          // …made and written ahead of need
            prepared = next
            preparedNext = nil
        }
        let base = blocks[block]
        let used = base + position * stride                       // first byte past the records in use
        let end = base + blockRecords(block) * stride
        var from = used
        if let prepared, prepared.block == block, prepared.end > used { from = prepared.end }
        var ahead = from - used
        var nextFrom: UnsafeMutableRawPointer?
        if from >= end, block + 1 < blocks.count {
            let next = blocks[block + 1]
            nextFrom = next
            if let preparedNext, preparedNext.block == block + 1 { nextFrom = preparedNext.end }
            ahead += nextFrom! - next
        }
        guard ahead < minimumBytes else { return false }
        if from < min(end, used + Self.prepareAheadBytes) {
            prepared = (block, Self.writeOnePage(from: from, end: end))
        } else {
            // This block is written to its end: run on into the next one.
            let wanted = Self.prepareAheadBytes - (end - used)
            guard wanted > 0 else { return false }
            if block + 1 == blocks.count { appendBlock(&owned) }
            let next = blocks[block + 1]
            let nextEnd = next + blockRecords(block + 1) * stride
            let start = nextFrom ?? next
            guard start < min(nextEnd, next + wanted) else { return false }
            preparedNext = (block + 1, Self.writeOnePage(from: start, end: nextEnd))
        }
        osPagesPrepared += 1
        return true
    }

    /// Maps the first OS page at or after `from` that may not be mapped yet, by writing a zero
    /// in it (the bytes of no record yet: zero, and they stay zero); returns where that page ends
    /// (or `end`).
    ///
    /// `from` inside a page (not at its first byte) is in a page already mapped: records or the
    /// allocator's own header were written before it there (a prepared run ends on a page
    /// boundary or at its block's end). That page is skipped and the next one written: writing
    /// into the mapped one prepared only the rest of it — as little as one record when `from`
    /// sat just below a page boundary, so the next pass's records outran it (`ExtentStorageTests`
    /// failed that way, now and then, depending on where the allocator put the block).
    private static func writeOnePage(from: UnsafeMutableRawPointer, end: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        let mask = UInt(bitPattern: osPageBytes - 1)
        let address = UInt(bitPattern: from)
        let page = address & mask == 0 ? address : (address & ~mask) + UInt(osPageBytes)
        guard page < UInt(bitPattern: end) else { return end }
        UnsafeMutableRawPointer(bitPattern: page)!.storeBytes(of: 0, as: UInt8.self)
        return min(UnsafeMutableRawPointer(bitPattern: page + UInt(osPageBytes))!, end)
    }

    /// The same records in blocks of its own (appended to `owned`); the rest of a large block
    /// stays unmapped.
    func copied(into owned: inout [UnsafeMutableRawPointer]) -> RecordArena {
        var copy = self
        copy.blocks = []
        copy.blocks.reserveCapacity(Int.bitWidth)
        for (block, base) in blocks.enumerated() {
            let fresh = allocateBlock(block)
            let used = min(max(0, count - firstRecord(ofBlock: block)), blockRecords(block))
            fresh.copyMemory(from: base, byteCount: used * stride)
            copy.blocks.append(fresh)
            owned.append(fresh)
        }
        copy.prepared = nil
        copy.preparedNext = nil
        return copy
    }
}

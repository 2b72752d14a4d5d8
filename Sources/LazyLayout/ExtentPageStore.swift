#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ScrollCore

/// The storage of an ``ExtentCache``'s pages: for each page ("slot", in the order pages were first
/// used) a header — its tally, its page number, whether it waits for a flush, and where its
/// chunks are — and its measurements in chunks of ``chunkSize`` elements (an extent and a class
/// byte each), made when the first element of the chunk is measured. Headers and chunks are
/// records in two ``RecordArena``s (zeroed blocks that never move).
///
/// All bytes zero is an empty page (no chunks, the empty tally) and an empty chunk (class byte 0 =
/// unmeasured), so nothing is written up front.
///
/// Why chunks: a 400,000 pt/s scroll over variable rows measures ~36 rows a frame, a quarter of a
/// 128-element page, in 1.3 new pages a frame. Pages stored whole (1,264-byte records) took
/// 1.6 KB of fresh memory a frame, 0.43 first-touch page faults (~1.6 µs each, +2.2 µs on the
/// frames that took one: 41% of frames, and the p99 among them). With 96-byte headers and
/// 144-byte chunks of 16 elements the same scroll writes ~1.3 headers and ~3.2 chunks a frame,
/// ~590 bytes: 0.15 faults a frame. A page measured whole takes 96 + 8 × 144 = 1,248 bytes, as
/// before.
///
/// A value type with copy-on-write: copies share the blocks until one of them writes.
struct ExtentPageStore: @unchecked Sendable {
    /// Elements per chunk: 2⁴.
    static let chunkShift = 4
    static let chunkSize = 1 << chunkShift
    static let chunkMask = chunkSize - 1
    static let chunksPerPage = ExtentCache.pageSize >> chunkShift

    // A header: tally, page number, chunk references (chunk number + 1; 0 = none), pending flag.
    static let tallyOffset = 0
    static let pageOffset = tallyOffset + MemoryLayout<ExtentTally>.stride
    static let chunkRefsOffset = pageOffset + MemoryLayout<Int>.stride
    static let pendingOffset = chunkRefsOffset + chunksPerPage * MemoryLayout<UInt32>.stride
    /// Bytes per header (96).
    static let slotStride = (pendingOffset + 1 + 7) & ~7
    // A chunk: extents, then class bytes (`rawValue + 1`; 0 = unmeasured).
    static let chunkClassesOffset = chunkSize * MemoryLayout<Points>.stride
    /// Bytes per chunk (144).
    static let chunkStride = (chunkClassesOffset + chunkSize + 7) & ~7
    static let osPageBytes = RecordArena.osPageBytes

    /// Owns the blocks (frees them) and tells whether a copy of the store shares them. The hot
    /// paths read the arenas' own block lists, never this class's fields: a class's `var` is
    /// checked for exclusive access at run time at every read (`swift_beginAccess`, 10 k
    /// instructions a frame of a fast scroll when the records were read through it).
    private final class Owner: @unchecked Sendable {
        var blocks: [UnsafeMutableRawPointer] = []
        deinit { for base in blocks { free(base) } }
    }

    private var owner = Owner()
    private var headers = RecordArena(stride: slotStride)
    private var chunks = RecordArena(stride: chunkStride)
    /// The chunk the last ``set(_:_:_:_:)`` wrote, its header, and which it is (`slot ·
    /// chunksPerPage + chunk in page`; -1: none): a pass measures rows in order, ~16 to a chunk, and each found its
    /// header and chunk again through the arenas' block arithmetic (~40 instructions). Cleared
    /// where the records move — a copy's own blocks (``copyBlocks()``) — so it never points into
    /// blocks this store does not own alone.
    private var cursorKey = -1
    private var cursorHeader: UnsafeMutableRawPointer?
    private var cursorChunk: UnsafeMutableRawPointer?

    /// Slots in use.
    var count: Int { headers.count }
    /// Chunks made.
    var chunkCount: Int { chunks.count }
    /// OS pages ``prepareAhead()`` has written since the store was made (tests pin its pace).
    var osPagesPrepared: Int { headers.osPagesPrepared + chunks.osPagesPrepared }
    /// Headers and chunks that began in memory ``prepareAhead()`` had not reached (a burst
    /// outran it, or a block is new).
    var slotsMadeUnprepared: Int { headers.recordsMadeUnprepared + chunks.recordsMadeUnprepared }
    /// Blocks made so far for headers and for chunks (each one allocation).
    var blockCount: Int { headers.blocks.count }
    var chunkBlockCount: Int { chunks.blocks.count }

    /// The header of slot `slot`. Writes through it need ``makeUnique()`` first.
    @inline(__always)
    func record(_ slot: Int) -> UnsafeMutableRawPointer { headers.record(slot) }

    /// The chunk holding element `local` of slot `slot`'s page, if it was made.
    @inline(__always)
    private func chunk(_ header: UnsafeMutableRawPointer, _ local: Int) -> UnsafeMutableRawPointer? {
        let ref = header.load(fromByteOffset: Self.chunkRefsOffset + (local >> Self.chunkShift) * 4, as: UInt32.self)
        return ref == 0 ? nil : chunks.record(Int(ref) - 1)
    }

    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&owner) { copyBlocks() }
    }

    /// Gives this copy blocks of its own, holding the records in use.
    private mutating func copyBlocks() {
        let fresh = Owner()
        headers = headers.copied(into: &fresh.blocks)
        chunks = chunks.copied(into: &fresh.blocks)
        owner = fresh
        cursorKey = -1
        cursorHeader = nil
        cursorChunk = nil
    }

    /// A new empty slot for page `page`; returns its number.
    mutating func append(page: Int) -> Int {
        makeUnique()
        let slot = headers.append(&owner.blocks)
        headers.record(slot).storeBytes(of: page, toByteOffset: Self.pageOffset, as: Int.self)
        return slot
    }

    /// Writes one OS page ahead of the newest chunk, else of the newest header, if either is
    /// less than ``RecordArena/prepareAheadBytes`` ahead (``RecordArena/prepareAhead()``). At most
    /// one page a call; returns whether it wrote one.
    /// `minimumBytes`: write only where less than that is prepared (the pass's own call asks for
    /// half, so that a host calling between frames leaves it nothing to do).
    mutating func prepareAhead(minimumBytes: Int = RecordArena.prepareAheadBytes) -> Bool {
        guard headers.count > 0 else { return false }
        makeUnique()
        // Chunks are made ~2.5 times as fast as headers: the one nearer its end goes first.
        if chunks.bytesPreparedAhead <= headers.bytesPreparedAhead {
            return chunks.prepareAhead(&owner.blocks, minimumBytes: minimumBytes)
                || headers.prepareAhead(&owner.blocks, minimumBytes: minimumBytes)
        }
        return headers.prepareAhead(&owner.blocks, minimumBytes: minimumBytes)
            || chunks.prepareAhead(&owner.blocks, minimumBytes: minimumBytes)
    }

    // MARK: - Reading and writing a record

    /// The extent stored at `local` of slot `slot`, or nil when unmeasured.
    @inline(__always)
    func extent(_ slot: Int, _ local: Int) -> (Points, ExtentClass)? {
        guard let c = chunk(record(slot), local) else { return nil }
        let i = local & Self.chunkMask
        let cls = c.load(fromByteOffset: Self.chunkClassesOffset + i, as: UInt8.self)
        guard cls != 0 else { return nil }
        return (c.load(fromByteOffset: i * MemoryLayout<Points>.stride, as: Points.self), ExtentClass(rawValue: Int(cls) - 1) ?? .item)
    }

    /// Stores a measurement, keeping the page's tally, and marks the page pending; returns the
    /// measurement it replaced, and — when the page was not pending yet — its tally before this
    /// change (the one the Fenwick tree holds for it).
    @inline(__always)
    mutating func set(_ extent: Points, _ cls: ExtentClass, _ slot: Int, _ local: Int)
        -> (old: (Points, ExtentClass)?, flushed: ExtentTally?) {
        makeUnique()
        let key = slot &* Self.chunksPerPage &+ local &>> Self.chunkShift
        let h: UnsafeMutableRawPointer, c: UnsafeMutableRawPointer
        if key == cursorKey, let header = cursorHeader, let chunk = cursorChunk {
            h = header
            c = chunk
        } else {
            h = record(slot)
            let refOffset = Self.chunkRefsOffset + (local >> Self.chunkShift) * 4
            var ref = h.load(fromByteOffset: refOffset, as: UInt32.self)
            if ref == 0 {
                ref = UInt32(chunks.append(&owner.blocks) + 1)
                h.storeBytes(of: ref, toByteOffset: refOffset, as: UInt32.self)
            }
            c = chunks.record(Int(ref) - 1)
            cursorKey = key
            cursorHeader = h
            cursorChunk = c
        }
        let i = local & Self.chunkMask
        let oldClass = c.load(fromByteOffset: Self.chunkClassesOffset + i, as: UInt8.self)
        let wasPending = h.load(fromByteOffset: Self.pendingOffset, as: Bool.self)
        let before = wasPending ? nil : h.load(fromByteOffset: Self.tallyOffset, as: ExtentTally.self)
        var old: (Points, ExtentClass)?
        if oldClass != 0 {
            let previous = (c.load(fromByteOffset: i * MemoryLayout<Points>.stride, as: Points.self), ExtentClass(rawValue: Int(oldClass) - 1) ?? .item)
            Self.changeTally(h, previous.1, by: -previous.0, count: -1)
            old = previous
        }
        Self.changeTally(h, cls, by: extent, count: 1)
        c.storeBytes(of: extent, toByteOffset: i * MemoryLayout<Points>.stride, as: Points.self)
        c.storeBytes(of: UInt8(cls.rawValue + 1), toByteOffset: Self.chunkClassesOffset + i, as: UInt8.self)
        if !wasPending { h.storeBytes(of: true, toByteOffset: Self.pendingOffset, as: Bool.self) }
        return (old, before)
    }

    /// Adds `extent` and `count` to class `cls`'s sum and count of the tally in header `h`, in place.
    @inline(__always)
    private static func changeTally(_ h: UnsafeMutableRawPointer, _ cls: ExtentClass, by extent: Points, count: Int) {
        let sum = h + tallyOffset + ExtentTally.sumOffset(cls), counted = h + tallyOffset + ExtentTally.countOffset(cls)
        sum.storeBytes(of: sum.load(as: Points.self) + extent, as: Points.self)
        counted.storeBytes(of: counted.load(as: Int.self) + count, as: Int.self)
    }

    /// Clears a measurement, keeping the page's tally, and marks the page pending; returns it,
    /// and — when the page was not pending yet — its tally before this change.
    mutating func clear(_ slot: Int, _ local: Int) -> (old: (Points, ExtentClass), flushed: ExtentTally?)? {
        guard let old = extent(slot, local) else { return nil }
        makeUnique()
        let h = record(slot)
        let before = h.load(fromByteOffset: Self.tallyOffset, as: ExtentTally.self)
        var tally = before
        tally.remove(old.0, old.1)
        h.storeBytes(of: tally, toByteOffset: Self.tallyOffset, as: ExtentTally.self)
        chunk(h, local)!.storeBytes(of: 0, toByteOffset: Self.chunkClassesOffset + (local & Self.chunkMask), as: UInt8.self)
        if h.load(fromByteOffset: Self.pendingOffset, as: Bool.self) { return (old, nil) }
        h.storeBytes(of: true, toByteOffset: Self.pendingOffset, as: Bool.self)
        return (old, before)
    }

    @inline(__always)
    func tally(_ slot: Int) -> ExtentTally { record(slot).load(fromByteOffset: Self.tallyOffset, as: ExtentTally.self) }
    func page(_ slot: Int) -> Int { record(slot).load(fromByteOffset: Self.pageOffset, as: Int.self) }
    @inline(__always)
    func isPending(_ slot: Int) -> Bool { record(slot).load(fromByteOffset: Self.pendingOffset, as: Bool.self) }

    @inline(__always)
    mutating func setPending(_ pending: Bool, _ slot: Int) {
        makeUnique()
        record(slot).storeBytes(of: pending, toByteOffset: Self.pendingOffset, as: Bool.self)
    }

    /// Sums and counts of the measurements at `range` of slot `slot`: a scan of the class bytes of
    /// the chunks made (a chunk never made is skipped whole).
    func tally(_ slot: Int, locals range: Range<Int>) -> ExtentTally {
        let h = record(slot)
        var result = ExtentTally()
        var local = range.lowerBound
        while local < range.upperBound {
            let chunkEnd = min(range.upperBound, (local | Self.chunkMask) + 1)
            if let c = chunk(h, local) {
                for i in (local & Self.chunkMask) ..< (local & Self.chunkMask) + (chunkEnd - local) {
                    let cls = c.load(fromByteOffset: Self.chunkClassesOffset + i, as: UInt8.self)
                    if cls != 0 {
                        result.add(c.load(fromByteOffset: i * MemoryLayout<Points>.stride, as: Points.self),
                                   ExtentClass(rawValue: Int(cls) - 1) ?? .item)
                    }
                }
            }
            local = chunkEnd
        }
        return result
    }
}

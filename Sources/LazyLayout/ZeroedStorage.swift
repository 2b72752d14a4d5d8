#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixed-size array of plain values whose all-zero bytes are the value wanted at start, taken
/// from `calloc`: a large one is fresh memory the kernel maps a page at a time as it is first
/// written, so making it costs nothing up front. `Array(repeating:count:)` writes every element:
/// the extent cache's 3.75 MB Fenwick tree for 10⁷ rows took one frame 9.5–31 ms the first time a
/// scroll jumped (End in `stress`), 915 page faults and 3.75 MB of stores at once.
///
/// A value type with copy-on-write: copies share the buffer until one of them writes.
struct ZeroedStorage<Element: BitwiseCopyable>: @unchecked Sendable {
    private final class Buffer: @unchecked Sendable {
        let count: Int
        let base: UnsafeMutablePointer<Element>
        init(count: Int) {
            self.count = count
            // calloc(0, …) may return nil: ask for one element at least.
            guard let raw = calloc(max(1, count), MemoryLayout<Element>.stride) else {
                fatalError("out of memory: \(count) × \(MemoryLayout<Element>.stride) bytes")
            }
            base = raw.bindMemory(to: Element.self, capacity: max(1, count))
        }
        func copy() -> Buffer {
            let fresh = Buffer(count: count)
            fresh.base.update(from: base, count: count)
            return fresh
        }
        deinit { free(base) }
    }

    private var buffer: Buffer
    var count: Int { buffer.count }

    /// `count` elements, every byte zero.
    init(count: Int) { buffer = Buffer(count: max(0, count)) }

    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < buffer.count, "index \(index) outside 0..<\(buffer.count)")
            return buffer.base[index]
        }
        set {
            precondition(index >= 0 && index < buffer.count, "index \(index) outside 0..<\(buffer.count)")
            if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
            buffer.base[index] = newValue
        }
    }

    /// The elements' memory for writing a run of them in place (one uniqueness check for the run,
    /// no bounds checks: the caller keeps its indices below ``count``).
    @inline(__always)
    mutating func mutableBase() -> UnsafeMutablePointer<Element> {
        if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
        return buffer.base
    }

    /// Maps the OS page holding element `index` for writing (a page fault now, not at its first
    /// real write) and changes nothing. Returns that page's number (``osPage(_:)``).
    @discardableResult
    mutating func touch(_ index: Int) -> Int {
        precondition(index >= 0 && index < buffer.count, "index \(index) outside 0..<\(buffer.count)")
        if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
        let address = UnsafeMutableRawPointer(buffer.base + index)
        prefaultForWriting(address)
        return Int(bitPattern: UInt(bitPattern: address) >> 12)
    }

    /// The number of the 4 KiB OS page holding element `index`'s first byte.
    func osPage(_ index: Int) -> Int {
        Int(bitPattern: UInt(bitPattern: UnsafeRawPointer(buffer.base + index)) >> 12)
    }
}

/// Maps the 4 KiB OS page holding `address` for writing without changing its contents: Linux's
/// `madvise(MADV_POPULATE_WRITE)` (5.14+), one fault. Elsewhere, or if the kernel refuses, the
/// byte is loaded and stored back — two faults on a page never touched (the load maps the shared
/// zero page, the store then copies it).
func prefaultForWriting(_ address: UnsafeMutableRawPointer) {
    #if os(Linux)
    let page = UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: address) & ~UInt(4095))
    if madvise(page, 4096, 23 /* MADV_POPULATE_WRITE */) == 0 { return }
    #endif
    rewriteByte(address)
}

/// Stores the byte at `address` back unchanged. Not optimized, so the store stays: the point is
/// the write (a store of the value just loaded is otherwise removed as doing nothing).
@_optimize(none)
func rewriteByte(_ address: UnsafeMutableRawPointer) {
    address.storeBytes(of: address.load(as: UInt8.self), as: UInt8.self)
}

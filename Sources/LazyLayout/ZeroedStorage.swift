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

    /// Writes the first byte of element `index` with the value it holds: maps the OS page holding
    /// it (a page fault now, not at its first real write) and changes nothing. Returns that page's
    /// number (``osPage(_:)``).
    @discardableResult
    mutating func touch(_ index: Int) -> Int {
        precondition(index >= 0 && index < buffer.count, "index \(index) outside 0..<\(buffer.count)")
        if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
        let address = UnsafeMutableRawPointer(buffer.base + index)
        rewriteByte(address)
        return Int(bitPattern: UInt(bitPattern: address) >> 12)
    }

    /// The number of the 4 KiB OS page holding element `index`'s first byte.
    func osPage(_ index: Int) -> Int {
        Int(bitPattern: UInt(bitPattern: UnsafeRawPointer(buffer.base + index)) >> 12)
    }
}

/// Stores the byte at `address` back unchanged. Not optimized, so the store stays: the point is
/// the write (a store of the value just loaded is otherwise removed as doing nothing).
@_optimize(none)
func rewriteByte(_ address: UnsafeMutableRawPointer) {
    address.storeBytes(of: address.load(as: UInt8.self), as: UInt8.self)
}

import Testing
@testable import LazyScrollViews

/// ``IndexTable``, the lazy `ForEach`'s made elements by index, against `Dictionary` under the
/// operations a scroll makes: runs of consecutive indices inserted at one end and removed at the
/// other, jumps far away, negative and huge keys, growth, and removal from the middle of probe runs.
@Suite("Index table")
struct IndexTableTests {
    final class Box { let value: Int; init(_ value: Int) { self.value = value } }

    /// A deterministic generator (SplitMix64), so a failure replays.
    struct SplitMix { var state: UInt64; mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state; z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9; z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    } }

    static func check(_ table: IndexTable<Box>, _ reference: [Int: Int], probes: [Int]) {
        #expect(table.count == reference.count)
        for key in probes { #expect(table[key]?.value == reference[key], "key \(key)") }
        let entries = table.entries
        #expect(entries.count == reference.count)
        for (key, box) in entries { #expect(reference[key] == box.value) }
    }

    @Test("A scroll's window of indices, slid over 10⁷ and jumping, matches a dictionary", arguments: [1, 7, 42])
    func slidingWindow(seed: UInt64) {
        var random = SplitMix(state: seed)
        var table = IndexTable<Box>(), reference: [Int: Int] = [:]
        var low = 0, high = 0                     // the window low..<high is made
        for step in 0..<3000 {
            let r = random.next()
            if r % 50 == 0 {
                // A jump: everything evicted, a new window far away (up to 10⁷).
                for key in low..<high { #expect(table.removeValue(for: key)?.value == reference.removeValue(forKey: key)) }
                low = Int(random.next() % 10_000_000); high = low
            }
            let grow = Int(r >> 8 % 4), shrink = Int((r >> 16) % 4)
            for _ in 0..<grow { table[high] = Box(high * 3); reference[high] = high * 3; high += 1 }
            for _ in 0..<min(shrink, high - low) {
                #expect(table.removeValue(for: low)?.value == reference.removeValue(forKey: low)); low += 1
            }
            if step % 97 == 0 { Self.check(table, reference, probes: Array(low - 3..<high + 3)) }
        }
        Self.check(table, reference, probes: Array(low - 3..<high + 3))
    }

    @Test("Random keys, replaced and removed in any order, through growth")
    func randomKeys() {
        var random = SplitMix(state: 99)
        var table = IndexTable<Box>(minimumCapacity: 1), reference: [Int: Int] = [:]
        let keys = (0..<600).map { _ in Int(bitPattern: UInt(random.next() % 5000)) - 2500 } + [Int.min, Int.max, 0, -1]
        for (i, key) in keys.enumerated() { table[key] = Box(i); reference[key] = i }
        Self.check(table, reference, probes: keys + [12_345, -99_999])
        for key in keys.shuffled(using: &random) where random.next() % 3 != 0 {
            #expect(table.removeValue(for: key)?.value == reference.removeValue(forKey: key))
            #expect(table[key] == nil)
        }
        Self.check(table, reference, probes: keys)
        for key in keys { table[key] = nil; reference[key] = nil }
        #expect(table.isEmpty && table.entries.isEmpty)
    }
}

extension IndexTableTests.SplitMix: RandomNumberGenerator {}

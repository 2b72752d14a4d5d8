import Dispatch
import ScrollCore
import Testing

/// `LockedValue`: a value threads share behind a POSIX mutex. CI runs this suite under
/// ThreadSanitizer too, where Synchronization's `Mutex` (a futex TSan cannot see) reported the
/// same pattern as a race.
@Suite struct LockedValueTests {
    @Test("Eight threads adding 5,000 each to one dictionary lose no write: 40,000 entries, the count 40,000")
    func concurrentWritesAreSerialized() {
        let shared = LockedValue((entries: [Int: Int](), count: 0))
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for i in 0..<5_000 {
                shared.withLock { state in
                    state.entries[thread * 5_000 + i] = i
                    state.count += 1
                }
                // A read between writes, as the renderer's worker reads while the view layer writes.
                _ = shared.withLock { $0.entries[i] }
            }
        }
        #expect(shared.withLock { $0.entries.count } == 40_000)
        #expect(shared.withLock { $0.count } == 40_000)
    }

    struct Refused: Error, Equatable {}

    @Test("A throwing body: the error reaches the caller with its type, the lock is released, the change made before the throw stays")
    func aThrowReleasesTheLock() {
        let shared = LockedValue(0)
        #expect(throws: Refused.self) {
            try shared.withLock { (value: inout Int) throws(Refused) in
                value = 1
                throw Refused()
            }
        }
        // Were the lock still held, this would deadlock: a POSIX default mutex is not reentrant.
        #expect(shared.withLock { $0 } == 1)
    }
}

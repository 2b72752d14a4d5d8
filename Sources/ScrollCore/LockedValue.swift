#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that threads share, reached only while holding its lock: `Mutex`'s shape
/// (`withLock`), over a POSIX mutex.
///
/// Why not Synchronization's `Mutex`, which says the same to the compiler: on Linux it locks
/// with a futex inside the Swift runtime, which ThreadSanitizer does not instrument, so TSan sees
/// no order between two threads' critical sections and reports every access the mutex guards as
/// a race — CI's TSan stage failed on `ImageBitmaps` for that, and eight lines reproduce it (two
/// dispatch workers writing one `Mutex`-guarded dictionary). `pthread_mutex_lock` is one of the
/// calls TSan intercepts, so behind this lock a real race is still reported and a guarded access
/// is not. Uncontended, both are one atomic exchange to lock and one to unlock.
///
/// The one escape (`nonisolated(unsafe)` on the value and the mutex) is this type's whole
/// point: every access holds the lock. `Value` is `Sendable`, so what `withLock` returns may
/// leave the lock safely. Named in Documentation/Isolation.md's table of escapes.
public final class LockedValue<Value: Sendable>: Sendable {
    nonisolated(unsafe) private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    nonisolated(unsafe) private var value: Value

    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock; not reentrant (a nested `withLock` on
    /// the same value deadlocks, as `Mutex`'s does).
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

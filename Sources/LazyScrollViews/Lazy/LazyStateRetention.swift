import LazyLayout

/// A `ForEach` element's id as the lazy `ForEach` keys its made elements: hashed once, and
/// compared by that hash before the ids themselves. A dictionary compares the key of every
/// bucket it probes (Swift's keeps no hashes), and an `AnyHashable` comparison opens both boxes;
/// looking up an element not made yet — every row scrolled in — probes several buckets.
struct ElementKey: Hashable {
    let id: AnyHashable
    /// `id`'s hash value (``ElementTable`` places keys by it).
    let hash: Int
    init(_ id: AnyHashable) {
        self.id = id
        hash = id.hashValue
    }
    static func == (a: ElementKey, b: ElementKey) -> Bool { a.hash == b.hash && a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// How much state a lazy stack keeps for elements scrolled away and made again.
public enum LazyStateRetention: Hashable, Sendable {
    /// SwiftUI's behaviour: the `@State` of each `ForEach` element's top-level view survives;
    /// state in views nested inside it is reset (seed 003; Apple calls this by design).
    case topLevel
    /// Our improvement: evicted elements are kept whole, by id, so nested state survives too
    /// (memory grows with the elements ever made).
    case allByID
}

extension EnvironmentValues {
    /// The environment with ``isLazyListContent`` set.
    func settingLazyListContent(_ value: Bool) -> EnvironmentValues {
        var env = self
        env.isLazyListContent = value
        return env
    }
}

private struct LazyStateRetentionKey: EnvironmentKey { static let defaultValue = LazyStateRetention.topLevel }

extension EnvironmentValues {
    /// How lazy stacks inside keep the state of elements scrolled away (``LazyStateRetention``).
    public var lazyStateRetention: LazyStateRetention {
        get { self[LazyStateRetentionKey.self] } set { self[LazyStateRetentionKey.self] = newValue }
    }
}

extension View {
    /// Sets how lazy stacks inside keep the state of elements scrolled away and made again.
    /// Not in SwiftUI (which always behaves as `.topLevel`).
    public func lazyStateRetention(_ retention: LazyStateRetention) -> _EnvironmentWriter<Self, LazyStateRetention> {
        environment(\.lazyStateRetention, retention)
    }
}

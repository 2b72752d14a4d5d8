import LazyLayout

/// A `ForEach` element's id as the lazy `ForEach` keys its made elements: hashed once, and
/// compared by that hash before the ids themselves. A dictionary compares the key of every
/// bucket it probes (Swift's keeps no hashes), and an `AnyHashable` comparison opens both boxes;
/// looking up an element not made yet — every row scrolled in — probes several buckets.
///
/// An `Int` id is kept as it is (``init(integer:)``), its value its hash: a `ForEach` over a
/// range (`ForEach(0..<n)`) makes the key of each row scrolled in without boxing the id in an
/// `AnyHashable` (the runtime's initializer asks the value for a custom representation, ~560
/// instructions) or hashing it (~400), ~1.3 k instructions a row made. Every key of an `Int`
/// id is that one, whichever initializer made it (``init(_:)`` unboxes one), so keys of equal
/// ids are equal. (Ids of other integer types stay boxed: an `AnyHashable` of an `Int8` equals
/// one of the same `Int`, a key of it does not — a `ForEach`'s ids are of its one `ID` type.)
struct ElementKey: Hashable {
    private enum Storage: Hashable {
        case integer(Int)
        case boxed(AnyHashable)
    }
    private let storage: Storage
    /// The id's hash: an `Int` id's value, else its hash value (``ElementTable`` places keys
    /// by it, through a Fibonacci multiplication that spreads consecutive integers).
    let hash: Int

    init(_ id: AnyHashable) {
        if let integer = id.base as? Int {
            self.init(integer: integer)
        } else {
            self.init(storage: .boxed(id), hash: id.hashValue)
        }
    }
    init(integer: Int) { self.init(storage: .integer(integer), hash: integer) }
    private init(storage: Storage, hash: Int) {
        self.storage = storage
        self.hash = hash
    }

    /// The id, boxed.
    var id: AnyHashable {
        switch storage {
        case .integer(let integer): AnyHashable(integer)
        case .boxed(let id): id
        }
    }
    /// The id when it is an `Int`.
    var integer: Int? {
        if case .integer(let integer) = storage { integer } else { nil }
    }

    static func == (a: ElementKey, b: ElementKey) -> Bool { a.hash == b.hash && a.storage == b.storage }
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

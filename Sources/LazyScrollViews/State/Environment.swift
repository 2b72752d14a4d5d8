import Foundation
import Synchronization

/// A key for a value in the environment — SwiftUI's `EnvironmentKey`. Declare one and a
/// property on ``EnvironmentValues`` to read it with `@Environment(\.yourKey)`:
///
/// ```swift
/// private struct DetailLevelKey: EnvironmentKey { static let defaultValue = DetailLevel.full }
/// extension EnvironmentValues {
///     var detailLevel: DetailLevel {
///         get { self[DetailLevelKey.self] } set { self[DetailLevelKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors — SwiftUI's `EnvironmentValues`.
///
/// Stored as a persistent list: a write makes a new head in front of the parent's entries, so
/// passing the environment down costs nothing and "unchanged" is an identity test. Each entry
/// carries a version; a view that read a key is evaluated again only when that key's version
/// changes (see ``Environment``).
///
/// Not `Sendable`: it holds values of any type (SwiftUI's holds them in the same way); pass the
/// values you need, not the environment, across isolation domains.
public struct EnvironmentValues {
    final class Node {
        let key: ObjectIdentifier
        let value: Any
        let version: Int
        let next: Node?
        init(key: ObjectIdentifier, value: Any, version: Int, next: Node?) {
            self.key = key; self.value = value; self.version = version; self.next = next
        }
    }
    private(set) var head: Node?
    /// Whether ``colorScheme`` is `.dark`, kept beside the entries so that drawing can read it
    /// without a look-up (``RenderContext`` reads it for every view drawn): written only by
    /// the `colorScheme` setter, which also writes the entry — so two environments with the
    /// same ``head`` agree on it too.
    private(set) var isDarkAppearance = false
    /// Whether the views are on an elevated level (a sheet's content), kept as
    /// ``isDarkAppearance`` is — written only by ``isElevated``'s setter, with its entry — for
    /// the dynamic backgrounds' elevated dark values (`DynamicColor.darkElevated`).
    private(set) var isElevatedAppearance = false
    /// ``isLazyListContent``'s fast copy, kept as ``isDarkAppearance`` is (written only by its
    /// setter, with the entry): every stack made reads it to clear it for its children.
    private(set) var lazyListContentFlag = false
    /// Whether text and images here draw as redaction placeholders (`redacted(reason:)`,
    /// Redaction.swift), kept as ``isDarkAppearance`` is — written only by the setters of
    /// `redactionReasons` and `isPrivacySensitive`, with their entries — so that `Text` and
    /// `Image` read it when they draw without a look-up.
    private(set) var redactsContentFlag = false
    /// Where reads through this copy are noted: set only on the copy ``Environment`` reads
    /// through while a body runs (``EnvironmentReads``).
    var readLog: EnvironmentReadLog?
    /// The next write's version: atomic, since environments are values written anywhere.
    private static let nextVersion = Atomic<Int>(1)

    public init() {}

    /// Records the colour scheme's fast copy (see ``isDarkAppearance``).
    mutating func noteColorScheme(isDark: Bool) { isDarkAppearance = isDark }
    /// Records the level's fast copy (see ``isElevatedAppearance``).
    mutating func noteElevation(_ elevated: Bool) { isElevatedAppearance = elevated }
    /// Records ``isLazyListContent``'s fast copy (see ``lazyListContentFlag``).
    mutating func noteLazyListContent(_ value: Bool) { lazyListContentFlag = value }
    /// Records whether content here is redacted (see ``redactsContentFlag``).
    mutating func noteRedaction(_ redacts: Bool) { redactsContentFlag = redacts }

    func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

    private func entry(_ key: ObjectIdentifier) -> Node? {
        var entry = head
        while let current = entry {
            if current.key == key { return current }
            entry = current.next
        }
        return nil
    }

    /// The version of `key`'s value (0: the default).
    func version(of key: ObjectIdentifier) -> Int { entry(key)?.version ?? 0 }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            let found = entry(id)
            if let readLog { readLog.reads.append((id, found?.version ?? 0)) }
            // Unwrapped before the cast: `found?.value as? K.Value` with an Optional `Value`
            // turns a missing entry into `.some(nil)` (Swift casts `Any?.none` to `T?`), and a
            // key whose default is non-nil read as nil when nobody set it.
            if let found, let value = found.value as? K.Value { return value }
            return K.defaultValue
        }
        set { set(newValue, for: ObjectIdentifier(key), previous: entry(ObjectIdentifier(key))?.value) }
    }

    /// Writes `value`; when it equals the current one (for `Equatable` values) the version is
    /// kept, so readers are not invalidated by a write of the same value.
    private mutating func set(_ value: Any, for key: ObjectIdentifier, previous: Any?) {
        let version: Int
        if let previous, let existing = entry(key), valuesEqual(previous, value) {
            version = existing.version
        } else {
            version = Self.nextVersion.wrappingAdd(1, ordering: .relaxed).oldValue
        }
        head = Node(key: key, value: value, version: version, next: head)
    }

    /// Environment objects by type (`.environment(model)`, `@Environment(Model.self)`).
    subscript(object type: ObjectIdentifier) -> AnyObject? {
        get { entry(type)?.value as? AnyObject }
        set { if let newValue { set(newValue, for: type, previous: entry(type)?.value) } }
    }
}

/// The keys read through one copy of the environment, with their versions. Not `Sendable`:
/// it stays with the copy that notes into it.
final class EnvironmentReadLog {
    var reads: [(key: ObjectIdentifier, version: Int)] = []
}

/// Which environment keys the view being evaluated reads (set by the graph around `body`).
/// ``Environment`` reads through a copy of the environment that notes its reads, and hands
/// them to the node whose body is running.
@MainActor
enum EnvironmentReads {
    /// The composite node whose body is running (no closure to allocate per evaluation).
    static var reader: CompositeNodeBase?
    /// The log reads go to (one, reused: reads do not nest).
    private static let log = EnvironmentReadLog()

    /// `read` applied to `environment`; the keys it read are recorded for the node whose body
    /// is running, if one is.
    static func reading<T>(_ environment: EnvironmentValues, _ read: (EnvironmentValues) -> T) -> T {
        guard let reader else { return read(environment) }
        var noted = environment
        noted.readLog = log
        let value = read(noted)
        for (key, version) in log.reads { reader.environmentReads[key] = version }
        log.reads.removeAll(keepingCapacity: true)
        return value
    }
}

/// Whether two values of unknown type are equal: `==` when they are `Equatable` values of the
/// same type, identity for objects, else false.
func valuesEqual(_ a: Any, _ b: Any) -> Bool {
    func open<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E).map { $0 == a } ?? false }
    if let a = a as? any Equatable { return open(a, b) }
    if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    return false
}

/// Reads a value from the view's environment — SwiftUI's `@Environment`:
/// `@Environment(\.detailLevel) var detailLevel`, or an observable object placed with
/// `.environment(object)`: `@Environment(NetworkClient.self) var networkClient`.
///
/// The view is evaluated again only when the value it reads changes.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, InstallableProperty {
    enum Source { case keyPath(KeyPath<EnvironmentValues, Value>), object(ObjectIdentifier) }
    let source: Source
    var box: EnvironmentBox?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }
    public init(_ objectType: Value.Type) where Value: AnyObject { source = .object(ObjectIdentifier(objectType)) }

    @MainActor public var wrappedValue: Value {
        guard let box, let node = box.node else {
            switch source {
            case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
            case .object(let type): fatalError("@Environment(\(Value.self).self) read outside a view's body, or no ancestor placed one with .environment(_:) (id \(type))")
            }
        }
        switch source {
        case .keyPath(let keyPath): return EnvironmentReads.reading(node.environment) { $0[keyPath: keyPath] }
        case .object(let type):
            guard let object = node.environment[object: type] as? Value else {
                fatalError("@Environment(\(Value.self).self): no ancestor placed a \(Value.self) with .environment(_:)")
            }
            return object
        }
    }

    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: ViewNode) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        let box = (slot as? EnvironmentBox) ?? EnvironmentBox(node: node)
        slot = box
        property.pointee.box = box
        // Reading once records the dependency for the node (the graph listens around install).
        _ = property.pointee.wrappedValue
    }
}

/// Where an installed ``Environment`` reads from: its view's node.
@MainActor
final class EnvironmentBox {
    weak var node: ViewNode?
    init(node: ViewNode) { self.node = node }
}

/// A stored property of a view that the graph installs storage into before `body` runs:
/// ``State``, ``Binding``, ``Environment``, ``StateObject``, ``ObservedObject`` — SwiftUI's
/// `DynamicProperty`. Differs from SwiftUI: a marker only — you cannot write your own.
public protocol DynamicProperty {}

/// How the graph installs a dynamic property's storage (see ``DynamicPropertyLayout``).
protocol InstallableProperty {
    /// Installs the property's storage for `node` at `pointer` (the property inside the view
    /// value); `slot` persists across the node's updates.
    @MainActor static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: ViewNode)
}

import Foundation

/// Storage for one `@State` property of one view identity. Views that read it during `body`
/// are recorded as readers; a write invalidates exactly them.
@MainActor
final class StateLocation<Value>: AnyStateLocation {
    var value: Value
    /// The location every `$state` binding shares, so two bindings to one state compare equal.
    private weak var cachedBinding: StateBindingLocation<Value>?
    init(value: Value) { self.value = value }

    var bindingLocation: StateBindingLocation<Value> {
        if let cachedBinding { return cachedBinding }
        let location = StateBindingLocation(self)
        cachedBinding = location
        return location
    }

    func read() -> Value {
        recordRead()
        return value
    }

    override func handOverValue() -> StateHandOver.Encoded? {
        guard let codable = Value.self as? any Codable.Type else { return nil }
        func encode<T: Encodable>(_: T.Type) -> Data? { try? JSONEncoder().encode(value as! T) }
        return encode(codable).map { StateHandOver.Encoded(type: String(reflecting: Value.self), json: $0) }
    }

    override func installHandOver(_ encoded: StateHandOver.Encoded) -> Bool {
        guard encoded.type == String(reflecting: Value.self), let codable = Value.self as? any Codable.Type else { return false }
        // Not `try?`: it would flatten an optional `Value`'s decoded nil into a failure.
        func decode<T: Decodable>(_: T.Type) -> Bool {
            do {
                value = try JSONDecoder().decode(T.self, from: encoded.json) as! Value
                return true
            } catch { return false }
        }
        guard decode(codable) else { return false }
        invalidateReaders()
        return true
    }
    func write(_ newValue: Value) {
        // Written while a body runs (its own state, or a parent's through a binding): applied
        // next frame with a warning, as SwiftUI does not apply it within the update either.
        if let graph = ViewGraph.current, let writer = graph.evaluating {
            graph.deferStateWrite(property: propertyName, writer: writer) { [self] in
                value = newValue
                invalidateReaders()
            }
            return
        }
        value = newValue
        invalidateReaders()
    }
}

/// The reader bookkeeping shared by every ``StateLocation``.
@MainActor
class AnyStateLocation {
    /// Views whose last `body` read this location.
    private var readers: [WeakNode] = []
    /// "ViewType.property", for warnings (set when the storage is installed).
    var propertyName: String?

    func recordRead() {
        guard let node = ViewGraph.current?.evaluating else { return }
        if !readers.contains(where: { $0.node === node }) { readers.append(WeakNode(node)) }
    }
    /// Forgets the readers (the storage left the node that read it: see
    /// ``CompositeNodeBase/detachSlots()``).
    func forgetReaders() { readers.removeAll() }

    /// The value as JSON with its type's name, for the dev loop's hand-over
    /// (``StateHandOver``); nil when the type is not `Codable`.
    func handOverValue() -> StateHandOver.Encoded? { nil }
    /// Takes a value the last process had (``StateHandOver``) when its type is this state's
    /// type and it decodes; the readers evaluate again. False otherwise (nothing changed).
    func installHandOver(_ encoded: StateHandOver.Encoded) -> Bool { false }

    /// Invalidates every reader (each re-registers when its body runs again).
    func invalidateReaders() {
        let current = readers
        readers.removeAll(keepingCapacity: true)
        for reader in current {
            if let node = reader.node { node.graph.invalidate(node, transaction: Transaction.current) }
        }
    }
}

struct WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}

/// A value a view owns — SwiftUI's `@State`. Its storage belongs to the view's identity: it is
/// made when the identity first appears (from the initial value of that first view value),
/// kept across updates, and released with the identity. Later initial values are ignored, as
/// in SwiftUI.
///
/// In a lazy stack, as in SwiftUI, only the `@State` of a `ForEach` element's top-level view
/// outlives the element being scrolled away and recreated (seed 003); see
/// `lazyStateRetention(_:)`.
@propertyWrapper
public struct State<Value>: DynamicProperty, InstallableProperty {
    var initialValue: Value
    var location: StateLocation<Value>?

    public init(wrappedValue value: Value) { initialValue = value }
    public init(initialValue value: Value) { initialValue = value }

    @MainActor public var wrappedValue: Value {
        get { location?.read() ?? initialValue }
        nonmutating set {
            guard let location else {
                ViewGraph.current?.warn("Modifying @State of type \(Value.self) outside an installed view: the change is lost (SwiftUI: 'Accessing State's value outside of being installed on a View')")
                return
            }
            location.write(newValue)
        }
    }

    /// A binding to the state: `$isOn`.
    @MainActor public var projectedValue: Binding<Value> {
        guard let location else { return .constant(initialValue) }
        return Binding(location: location.bindingLocation)
    }

    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: ViewNode) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        if let existing = slot as? StateLocation<Value> {
            property.pointee.location = existing
        } else {
            let location = StateLocation(value: property.pointee.initialValue)
            slot = location
            property.pointee.location = location
            // New storage while a dev hand-over waits for it: the value comes from the last build.
            StateHandOver.noteNewState(of: node)
        }
    }
}

/// A two-way connection to a value owned elsewhere — SwiftUI's `@Binding` and `Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let location: BindingLocation<Value>

    init(location: BindingLocation<Value>) { self.location = location }

    /// A binding that reads and writes through closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        location = ClosureBindingLocation(get: get, set: { value, _ in set(value) })
    }
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        location = ClosureBindingLocation(get: get, set: set)
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ClosureBindingLocation(get: { value }, set: { _, _ in }))
    }

    @MainActor public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue, Transaction.current) }
    }
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: KeyPathBindingLocation(base: location, keyPath: keyPath))
    }

    /// The same binding, with writes animated by `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(location: AnimatedBindingLocation(base: location, animation: animation))
    }
}

extension Binding: DynamicProperty {}

extension State where Value: ExpressibleByNilLiteral {
    /// `@State var image: Image?` with no initial value starts as nil.
    public init() { initialValue = nil }
}

/// Where a ``Binding`` reads and writes. Bindings to the same location compare equal (a view
/// passed `$x` again is not re-evaluated for that alone; reading the value made it a reader).
///
/// Read and written on the main actor (``Binding/wrappedValue`` is main-actor isolated, as the
/// state it reaches): the compiler checks every access. Not `Sendable` — see
/// Documentation/Isolation.md for how this differs from SwiftUI's `Binding`.
class BindingLocation<Value> {
    @MainActor func get() -> Value { fatalError("abstract") }
    @MainActor func set(_ value: Value, _ transaction: Transaction?) { fatalError("abstract") }
}

final class StateBindingLocation<Value>: BindingLocation<Value> {
    let state: StateLocation<Value>
    @MainActor init(_ state: StateLocation<Value>) { self.state = state }
    @MainActor override func get() -> Value { state.read() }
    @MainActor override func set(_ value: Value, _ transaction: Transaction?) { state.write(value) }
}

/// A location read and written through closures (`Binding(get:set:)`), called on the main
/// actor, where the binding is used.
final class ClosureBindingLocation<Value>: BindingLocation<Value> {
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) { getter = get; setter = set }
    @MainActor override func get() -> Value { getter() }
    @MainActor override func set(_ value: Value, _ transaction: Transaction?) { setter(value, transaction ?? Transaction()) }
}

/// A property of the value at another location: `$model.name`.
final class KeyPathBindingLocation<Base, Value>: BindingLocation<Value> {
    let base: BindingLocation<Base>
    let keyPath: WritableKeyPath<Base, Value>
    init(base: BindingLocation<Base>, keyPath: WritableKeyPath<Base, Value>) { self.base = base; self.keyPath = keyPath }
    @MainActor override func get() -> Value { base.get()[keyPath: keyPath] }
    @MainActor override func set(_ value: Value, _ transaction: Transaction?) {
        var whole = base.get()
        whole[keyPath: keyPath] = value
        base.set(whole, transaction ?? Transaction())
    }
}

/// Another location, its writes animated (``Binding/animation(_:)``).
final class AnimatedBindingLocation<Value>: BindingLocation<Value> {
    let base: BindingLocation<Value>
    let animation: Animation?
    init(base: BindingLocation<Value>, animation: Animation?) { self.base = base; self.animation = animation }
    @MainActor override func get() -> Value { base.get() }
    @MainActor override func set(_ value: Value, _ transaction: Transaction?) {
        withAnimation(animation) { base.set(value, Transaction.current) }
    }
}

/// A property of an object (``Bindable``'s `$book.title`).
final class ObjectKeyPathBindingLocation<Root, Value>: BindingLocation<Value> {
    let object: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>
    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) { self.object = object; self.keyPath = keyPath }
    @MainActor override func get() -> Value { object[keyPath: keyPath] }
    @MainActor override func set(_ value: Value, _ transaction: Transaction?) { object[keyPath: keyPath] = value }
}

import OpenCombine

// SwiftUI's Combine-era model wrappers, over OpenCombine's `ObservableObject` and `@Published`
// (the user's app re-exports OpenCombine through `LazyScrollUI`, as SwiftUI re-exports
// Combine), so seed 003's `final class DictDataSource: …, ObservableObject` compiles unchanged.

/// A subscription of a node to an object's `objectWillChange`, released with the node.
@MainActor
final class ObjectSubscription: NodeResource {
    let object: AnyObject
    private var cancellable: AnyCancellable?

    init<O: ObservableObject>(_ object: O, node: ViewNode) where O.ObjectWillChangePublisher == ObservableObjectPublisher {
        self.object = object
        let token = InvalidationToken(node)
        cancellable = object.objectWillChange.sink { _ in token.fire() }
    }
    init<O: ObservableObject>(any object: O, node: ViewNode) {
        self.object = object
        let token = InvalidationToken(node)
        cancellable = object.objectWillChange.sink(receiveValue: { _ in token.fire() })
    }
    func release() { cancellable?.cancel(); cancellable = nil }
}

/// A model object a view creates and owns — SwiftUI's `@StateObject`. The object is made once,
/// from the first view value's initial expression, when the identity first appears; the view is
/// evaluated again whenever the object's `objectWillChange` fires.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, InstallableProperty {
    let thunk: () -> ObjectType
    var box: ObjectSubscription?

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }

    @MainActor public var wrappedValue: ObjectType {
        if let box { return box.object as! ObjectType }
        return thunk()
    }
    /// Bindings to the object's properties: `$model.name`.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }

    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: ViewNode) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        if let existing = slot as? ObjectSubscription {
            property.pointee.box = existing
        } else {
            let subscription = ObjectSubscription(any: property.pointee.thunk(), node: node)
            slot = subscription
            property.pointee.box = subscription
        }
    }
}

/// A model object passed in from outside — SwiftUI's `@ObservedObject`: the view is evaluated
/// again whenever the object's `objectWillChange` fires, and when its parent passes another
/// object (`DetailView(item: selection)`): the view value then differs (objects compare by
/// identity), its body runs with the new object and the subscription moves to it.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, InstallableProperty {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the object's properties: `$model.isOn`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: ViewNode) {
        let object = pointer.assumingMemoryBound(to: Self.self).pointee.wrappedValue
        if let existing = slot as? ObjectSubscription, existing.object === object { return }
        (slot as? ObjectSubscription)?.release()
        slot = ObjectSubscription(any: object, node: node)
    }
}

/// An `@ObservedObject` is an input of its view, as a `Binding` is: compared (by the object's
/// identity) when the parent passes a new view value, not skipped as storage the graph owns.
extension ObservedObject: BindingMarker {}

/// An object placed in the environment for `@EnvironmentObject` — SwiftUI's `environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, InstallableProperty {
    var box: EnvironmentBox?
    public init() {}
    @MainActor public var wrappedValue: ObjectType {
        guard let node = box?.node, let object = node.environment[object: ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("@EnvironmentObject: no ancestor placed a \(ObjectType.self) with .environmentObject(_:)")
        }
        return object
    }
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: ViewNode) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        let box = EnvironmentBox(node: node)
        property.pointee.box = box
        if let object = node.environment[object: ObjectIdentifier(ObjectType.self)] as? ObjectType,
           (slot as? ObjectSubscription)?.object !== object {
            (slot as? ObjectSubscription)?.release()
            slot = ObjectSubscription(any: object, node: node)
        }
    }
}

extension View {
    /// Places `object` in the environment for `@EnvironmentObject` — SwiftUI's `environmentObject(_:)`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> _EnvironmentWriter<Self, AnyObject?> {
        _EnvironmentWriter(content: self, keyPath: \EnvironmentValues.[object: ObjectIdentifier(T.self)], value: object)
    }
}

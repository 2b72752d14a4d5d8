import Observation

/// Bindings to the mutable properties of an `@Observable` object — SwiftUI's `Bindable`
/// (<https://developer.apple.com/documentation/swiftui/bindable>): `@Bindable var book: Book`
/// in a view, then `TextField("Title", text: $book.title)`; or inline, `Bindable(book).title`.
///
/// A binding made here reads and writes the object's property through its key path. The write
/// goes through the `@Observable` macro's setter, so Observation invalidates every view whose
/// body read that property — the same path as assigning `book.title = …` directly.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value
    /// The wrapper itself, so `$book.title` is a `Binding<String>`.
    public var projectedValue: Bindable<Value> { self }

    /// Wraps an observable object, as `@Bindable var book: Book` does.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// Wraps an observable object: `Bindable(book).title`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// The same bindings as `projectedValue`.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: ObjectKeyPathBindingLocation(object: wrappedValue, keyPath: keyPath))
    }
}

extension Bindable: Sendable where Value: Sendable {}

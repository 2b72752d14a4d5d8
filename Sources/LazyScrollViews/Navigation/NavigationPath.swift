/// A list of the values pushed on a `NavigationStack`, of any `Hashable` types — SwiftUI's
/// `NavigationPath` (https://developer.apple.com/documentation/swiftui/navigationpath).
/// Bind one to a stack (`NavigationStack(path: $path)`) to push (`path.append(value)`) and pop
/// (`path.removeLast()`) from code; each value is shown by the `navigationDestination(for:)`
/// registered for its type.
///
/// Differs from SwiftUI: no `codable` representation.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }
    /// A path of `elements`, the last on top.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    /// How many values are pushed.
    public var count: Int { elements.count }
    /// Whether the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops `k` values (1 by default).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// How a stack reads and changes the path it shows: its own, or the one bound to it. (A class:
/// views holding it compare it by identity, not field by field.)
final class NavigationPathAccess {
    let get: @MainActor () -> [AnyHashable]
    let append: @MainActor (AnyHashable) -> Bool
    let removeLast: @MainActor () -> Void

    init(_ path: Binding<NavigationPath>) {
        // Made where the stack's value is made; read and written by the stack's views (main actor).
        nonisolated(unsafe) let binding = path
        get = { binding.wrappedValue.elements }
        append = { binding.wrappedValue.elements.append($0); return true }
        removeLast = { if !binding.wrappedValue.isEmpty { binding.wrappedValue.removeLast() } }
    }

    /// A typed path (`[Recipe]`): a value of another type cannot be pushed on it.
    init<Data: RandomAccessCollection & RangeReplaceableCollection>(_ path: Binding<Data>) where Data.Element: Hashable {
        nonisolated(unsafe) let binding = path
        get = { binding.wrappedValue.map { AnyHashable($0) } }
        append = { value in
            guard let element = value.base as? Data.Element else { return false }
            binding.wrappedValue.append(element)
            return true
        }
        removeLast = { if !binding.wrappedValue.isEmpty { binding.wrappedValue.removeLast() } }
    }
}

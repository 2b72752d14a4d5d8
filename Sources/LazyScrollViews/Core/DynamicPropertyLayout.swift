@_spi(Reflection) import Swift
import Foundation

/// Where a view type keeps its dynamic properties (`@State`, `@Binding`, `@Environment`,
/// `@StateObject`, `@ObservedObject`) — computed once per type from the runtime's field
/// metadata (`_forEachField`, the field offsets SwiftUI also relies on), never by `Mirror` and
/// never per frame. How to compare two values of the type is ``comparison(of:)``, found apart.
///
/// Installing writes each property's persistent storage (kept in the node's slots, by
/// declaration order) into a fresh view value before its `body` runs.
struct DynamicPropertyLayout {
    struct Field {
        let offset: Int
        let installer: any InstallableProperty.Type
        /// The declared name (`count` for `@State var count`), for warnings.
        let name: String
    }
    let fields: [Field]

    @MainActor private static var cache: [ObjectIdentifier: DynamicPropertyLayout] = [:]
    @MainActor private static var comparisons: [ObjectIdentifier: ValueComparison] = [:]

    /// How to compare two values of `type` (cached), found the first time a node of the type is
    /// updated rather than when the first is made: finding it casts the type and each of its
    /// fields' types to protocols, which the runtime answers the first time by scanning every
    /// conformance record of the executable (~50 k instructions a scan, ~8,000 records) — about
    /// 12 M instructions in the first frame of a list written as views, for views most of which
    /// no frame ever updates (Documentation/Memory.md, "Launch").
    @MainActor static func comparison<V>(of type: V.Type) -> ValueComparison {
        let key = ObjectIdentifier(type)
        if let comparison = comparisons[key] { return comparison }
        let comparison = ValueComparison.of(type)
        comparisons[key] = comparison
        return comparison
    }

    /// The layout of `type` (cached).
    @MainActor static func of<V>(_ type: V.Type) -> DynamicPropertyLayout {
        let key = ObjectIdentifier(type)
        if let layout = cache[key] { return layout }
        var fields: [Field] = []
        _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            // Every dynamic property is a struct holding a reference (its storage box, location
            // or object), so a field of plain data (`let i: Int`) or of another kind is none —
            // known without the cast, which the first time for each type scans every conformance
            // record of the executable (~300 k instructions; Documentation/Memory.md, "Launch").
            guard Self.mayBeDynamicProperty(fieldType) else { return true }
            if let installer = fieldType as? any InstallableProperty.Type {
                // A property wrapper's storage is `_name`.
                let stored = String(cString: name)
                fields.append(Field(offset: offset, installer: installer,
                                    name: stored.hasPrefix("_") ? String(stored.dropFirst()) : stored))
            }
            return true
        }
        let layout = DynamicPropertyLayout(fields: fields)
        cache[key] = layout
        return layout
    }

    /// The layout of `host` (cached) whose dynamic properties are those of the value of type
    /// `nested` it stores at `offset` — a `ModifiedContent` and its modifier.
    @MainActor static func of<Host, Nested>(_ host: Host.Type, nested: Nested.Type, at offset: Int) -> DynamicPropertyLayout {
        let key = ObjectIdentifier(host)
        if let layout = cache[key] { return layout }
        let inner = of(nested)
        let layout = DynamicPropertyLayout(fields: inner.fields.map {
            Field(offset: offset + $0.offset, installer: $0.installer, name: $0.name)
        })
        cache[key] = layout
        return layout
    }

    /// Whether a field of `type` can be a dynamic property: a struct that is not plain data
    /// (`DynamicPropertyTests` checks every `InstallableProperty` type is one).
    static func mayBeDynamicProperty(_ type: Any.Type) -> Bool {
        swiftMetadataKind(type) == _MetadataKind.struct.rawValue && !isPlainData(type)
    }

    /// Installs storage into every dynamic property of `view`; `slots` persist per node.
    @MainActor func install<V>(into view: inout V, slots: inout [AnyObject?], node: ViewNode) {
        guard !fields.isEmpty else { return }
        if slots.count < fields.count { slots.append(contentsOf: repeatElement(nil, count: fields.count - slots.count)) }
        withUnsafeMutableBytes(of: &view) { raw in
            for (index, field) in fields.enumerated() {
                field.installer.install(at: raw.baseAddress! + field.offset, slot: &slots[index], node: node)
                if let location = slots[index] as? AnyStateLocation, location.propertyName == nil {
                    location.propertyName = "\(node.debugName ?? "\(V.self)").\(field.name)"
                }
            }
        }
    }
}

/// Compares two values of one type without `Equatable`, as SwiftUI compares view inputs:
/// `==` where the type is `Equatable`, bytes where it is plain data, identity for objects,
/// field by field for other structs; dynamic properties are skipped (their changes reach the
/// view through the readers they record). Closures and existentials compare unequal.
struct ValueComparison {
    indirect enum Rule {
        case alwaysEqual
        case neverEqual
        case bytes(count: Int)
        case equatable(any Equatable.Type)
        case object
        case fields([(offset: Int, rule: Rule)])
    }
    let rule: Rule

    static func of(_ type: Any.Type) -> ValueComparison { ValueComparison(rule: rule(for: type, depth: 0)) }

    private static func rule(for type: Any.Type, depth: Int) -> Rule {
        if type is any InstallableProperty.Type && !(type is any BindingMarker.Type) { return .alwaysEqual }
        if let equatable = type as? any Equatable.Type { return .equatable(equatable) }
        if isPOD(type) { return .bytes(count: size(of: type)) }
        if type is AnyClass { return .object }
        guard depth < 6 else { return .neverEqual }
        // Only structs (and tuples) are compared field by field; enums, functions and
        // existentials are not — and are not walked: the runtime's field walk reads an
        // existential type (`Any`) as if it were a value and crashes (ValueComparisonTests).
        guard isStructLike(type) else { return .neverEqual }
        var fields: [(offset: Int, rule: Rule)] = []
        let ok = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            fields.append((offset, rule(for: fieldType, depth: depth + 1)))
            return true
        }
        if ok, !fields.isEmpty { return .fields(fields) }
        return .neverEqual
    }

    private static func isPOD(_ type: Any.Type) -> Bool { isPlainData(type) }
    private static func size(of type: Any.Type) -> Int {
        func open<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: open)
    }
    private static func isStructLike(_ type: Any.Type) -> Bool {
        let kind = swiftMetadataKind(type)
        return kind == _MetadataKind.struct.rawValue || kind == _MetadataKind.tuple.rawValue
    }

    /// Whether the values at `a` and `b` (both of the compared type) are equal.
    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { Self.equal(rule, a, b) }

    private static func equal(_ rule: Rule, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        switch rule {
        case .alwaysEqual: return true
        case .neverEqual: return false
        case .bytes(let count): return memcmp(a, b, count) == 0
        case .object: return a.load(as: UnsafeRawPointer?.self) == b.load(as: UnsafeRawPointer?.self)
        case .equatable(let type):
            func open<E: Equatable>(_: E.Type) -> Bool {
                a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee
            }
            return open(type)
        case .fields(let fields):
            for field in fields where !equal(field.rule, a + field.offset, b + field.offset) { return false }
            return true
        }
    }

    /// Whether two values of `V` are equal under this comparison.
    func equal<V>(_ a: V, _ b: V) -> Bool {
        withUnsafeBytes(of: a) { ra in withUnsafeBytes(of: b) { rb in equal(ra.baseAddress!, rb.baseAddress!) } }
    }
}

/// Bindings are compared by their location's identity (field by field), not skipped.
protocol BindingMarker {}
extension Binding: BindingMarker {}

/// Whether values of `type` are plain data (no references: copied and compared as bytes).
private func isPlainData(_ type: Any.Type) -> Bool {
    func open<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: open)
}

/// The runtime's metadata kind of a type (struct, enum, class, tuple, function…).
@_silgen_name("swift_getMetadataKind")
private func swiftMetadataKind(_ type: Any.Type) -> UInt

import Foundation

// SwiftUI's `@AppStorage`: "A property wrapper type that reflects a value from UserDefaults and
// invalidates a view on a change in value in that user default."
// https://developer.apple.com/documentation/swiftui/appstorage
//
// On Linux, Foundation's `UserDefaults` keeps a suite in `$XDG_CONFIG_HOME` (`~/.config`) as
// `<suite>.plist` (`.standard`: `<executable name>.plist`), so values outlive the process as
// on iOS. Every `@AppStorage` of one key in one store shares one ``AppStorageLocation``: a write
// through any of them re-evaluates every view that read the key, in every window.
//
// Differs from SwiftUI: swift-corelibs-foundation posts no notification when a value is set,
// so a value written straight to `UserDefaults` (`UserDefaults.standard.set(…)`, not through a
// view's `@AppStorage`) is seen by a view the next time its `body` runs for another reason,
// not at once. Write through `@AppStorage` (or its binding) to update the views that show it.

/// A value in `UserDefaults` that views read as their own state — SwiftUI's `@AppStorage`.
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("username") private var username = "Anonymous"
///     @AppStorage("fontSize") private var fontSize = 14.0
///     var body: some View {
///         Form {
///             TextField("Name", text: $username)
///             Stepper("Size \(Int(fontSize))", value: $fontSize, in: 9...24)
///         }
///     }
/// }
/// ```
///
/// The initial value is what the view reads while the store has no value for the key; it is
/// never written to the store (Apple: "The default value … if a value is not specified for the
/// given key"). The store is `store` when given, else the one `defaultAppStorage(_:)` placed
/// above the view, else `UserDefaults.standard`. Values of a type the key does not hold (another
/// view stored a `String` where this one reads an `Int`) read as the default.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, InstallableProperty {
    let key: String
    let defaultValue: Value
    let explicitStore: UserDefaults?
    let codec: AppStorageCodec<Value>
    var location: AppStorageLocation?

    init(key: String, defaultValue: Value, store: UserDefaults?, codec: AppStorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        explicitStore = store
        self.codec = codec
    }

    @MainActor public var wrappedValue: Value {
        get {
            guard let location else { return codec.decode(resolvedStore, key) ?? defaultValue }
            location.recordRead()
            return codec.decode(location.store, key) ?? defaultValue
        }
        nonmutating set {
            guard let location else {
                // Not yet installed in a view (read in `init`): write the store, as Apple's does.
                codec.encode(newValue, resolvedStore, key)
                return
            }
            location.write { codec.encode(newValue, location.store, key) }
        }
    }

    /// A binding to the stored value: `TextField("Name", text: $username)`.
    @MainActor public var projectedValue: Binding<Value> {
        Binding(location: AppStorageBindingLocation(storage: self))
    }

    private var resolvedStore: UserDefaults { explicitStore ?? .standard }

    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: ViewNode) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        let store = property.pointee.explicitStore
            ?? EnvironmentReads.reading(node.environment) { $0.defaultAppStorage }
            ?? .standard
        let key = property.pointee.key
        if let existing = slot as? AppStorageLocation, existing.store === store, existing.key == key {
            property.pointee.location = existing
        } else {
            let location = AppStorageLocation.shared(store: store, key: key)
            slot = location
            property.pointee.location = location
        }
    }
}

/// The binding `$setting` of an ``AppStorage``.
final class AppStorageBindingLocation<Value>: BindingLocation<Value> {
    let storage: AppStorage<Value>
    init(storage: AppStorage<Value>) { self.storage = storage }
    @MainActor override func get() -> Value { storage.wrappedValue }
    @MainActor override func set(_ value: Value, _ transaction: Transaction?) { storage.wrappedValue = value }
}

/// The readers of one key of one store. Shared by every ``AppStorage`` of that key (weakly
/// registered: it lives while a view holds it).
@MainActor
final class AppStorageLocation: AnyStateLocation {
    let store: UserDefaults
    let key: String

    private init(store: UserDefaults, key: String) {
        self.store = store
        self.key = key
    }

    private struct RegistryKey: Hashable {
        let store: ObjectIdentifier
        let key: String
    }
    private final class WeakLocation { weak var location: AppStorageLocation? }
    private static var registry: [RegistryKey: WeakLocation] = [:]

    /// The location of `key` in `store`, made on first use.
    static func shared(store: UserDefaults, key: String) -> AppStorageLocation {
        let registryKey = RegistryKey(store: ObjectIdentifier(store), key: key)
        if let location = registry[registryKey]?.location { return location }
        if registry.count > 64 { registry = registry.filter { $0.value.location != nil } }
        let location = AppStorageLocation(store: store, key: key)
        let entry = WeakLocation()
        entry.location = location
        registry[registryKey] = entry
        return location
    }

    /// Writes through `apply`, then re-evaluates every view that read the key. A write while a
    /// `body` runs is applied after it, with SwiftUI's warning (as ``StateLocation`` does).
    func write(_ apply: @escaping () -> Void) {
        if let graph = ViewGraph.current, let writer = graph.evaluating {
            graph.deferStateWrite(property: propertyName ?? key, writer: writer) { [self] in
                apply()
                invalidateReaders()
            }
            return
        }
        apply()
        invalidateReaders()
    }
}

/// How a value of `Value` is kept in `UserDefaults`: the property-list type Apple's
/// initialiser for `Value` stores.
struct AppStorageCodec<Value> {
    let decode: (UserDefaults, String) -> Value?
    let encode: (Value, UserDefaults, String) -> Void

    /// A value stored as itself (`Bool`, `Int`, `Double`, `String`, `Data`, `Date`).
    static func propertyList(_: Value.Type) -> AppStorageCodec<Value> {
        AppStorageCodec(decode: { store, key in store.object(forKey: key) as? Value },
                        encode: { value, store, key in store.set(value, forKey: key) })
    }

    /// An optional value: nil removes the key.
    static func optional<Wrapped>(_ base: AppStorageCodec<Wrapped>) -> AppStorageCodec<Wrapped?> where Value == Wrapped? {
        AppStorageCodec<Wrapped?>(
            decode: { store, key in base.decode(store, key).map { .some($0) } },
            encode: { value, store, key in
                if let value { base.encode(value, store, key) } else { store.removeObject(forKey: key) }
            })
    }
}

extension AppStorageCodec where Value == URL {
    /// A URL stored as its absolute string (Foundation on Linux stores `URL`s relative to the
    /// working directory).
    static var url: AppStorageCodec<URL> {
        AppStorageCodec(decode: { store, key in store.string(forKey: key).flatMap(URL.init(string:)) },
                        encode: { value, store, key in store.set(value.absoluteString, forKey: key) })
    }
}

extension AppStorageCodec where Value: RawRepresentable {
    /// A `RawRepresentable` value stored as its raw value.
    static func raw(_ base: AppStorageCodec<Value.RawValue>) -> AppStorageCodec<Value> {
        AppStorageCodec(decode: { store, key in base.decode(store, key).flatMap(Value.init(rawValue:)) },
                        encode: { value, store, key in base.encode(value.rawValue, store, key) })
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store `@AppStorage` properties without a `store:` use (nil: `UserDefaults.standard`).
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] } set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// The store `@AppStorage` properties inside use when they name none — SwiftUI's
    /// `defaultAppStorage(_:)`: "The default store used by AppStorage contained within the
    /// view. If unspecified, the default store for a view hierarchy is UserDefaults.standard."
    /// https://developer.apple.com/documentation/swiftui/view/defaultappstorage(_:)
    public func defaultAppStorage(_ store: UserDefaults) -> _EnvironmentWriter<Self, UserDefaults?> {
        _EnvironmentWriter(content: self, keyPath: \EnvironmentValues.defaultAppStorage, value: store)
    }
}

import Foundation

/// A value kept per scene for state restoration — SwiftUI's `@SceneStorage`
/// (https://developer.apple.com/documentation/swiftui/scenestorage): "SceneStorage works very
/// similar to State, except its initial value is restored by the system if it was previously
/// saved, and the value is shared with other SceneStorage variables in the same scene."
///
/// ```swift
/// struct ReminderEditor: View {
///     @SceneStorage("draftTitle") private var title = ""
///     @SceneStorage("showsNotes") private var showsNotes = false
///     var body: some View {
///         Form { TextField("Title", text: $title); Toggle("Notes", isOn: $showsNotes) }
///     }
/// }
/// ```
///
/// The initial value is what the view reads while the scene holds no value for the key (it is
/// not written). Every `@SceneStorage` of one key in one scene shares the value, and a write
/// re-evaluates every view that read it; another scene (another window group) has its own.
///
/// Differs from SwiftUI: on Linux the values of an app's window are written, after each frame
/// that changed one, to `$XDG_STATE_HOME/lazyscroll/scenes/<app>/<scene>.json` (else
/// `~/.local/state/…`; AppHost's `SceneStorageFile`: a temporary file beside it, checked writes,
/// rename), and read back when the window's scene is made again — the next launch, a `--watch`
/// rebuild, a switch back to the scene. Apple's system destroys a scene's data when the user
/// closes the scene for good (discards the window); one window per app here has no such gesture,
/// so the file stays until removed. Headless runs, previews and tests keep the values in memory
/// (a replay is a function of its trace, not of an earlier run). A value of a type the key
/// does not hold (another view stored a `String` where this one reads an `Int`) reads as the
/// default.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, InstallableProperty {
    let key: String
    let defaultValue: Value
    let codec: SceneStorageCodec<Value>
    var location: SceneStorageLocation?

    init(key: String, defaultValue: Value, codec: SceneStorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    @MainActor public var wrappedValue: Value {
        get {
            guard let location, let store = location.store else { return defaultValue }
            location.recordRead()
            return store.value(key).flatMap(codec.decode) ?? defaultValue
        }
        nonmutating set {
            // Not yet in a view (read in `init`): there is no scene to write to.
            guard let location, let store = location.store else { return }
            store.set(codec.encode(newValue), for: key)
        }
    }

    /// A binding to the value: `TextField("Title", text: $title)`.
    @MainActor public var projectedValue: Binding<Value> {
        Binding(location: SceneStorageBindingLocation(storage: self))
    }

    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: ViewNode) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        let key = property.pointee.key
        let store = EnvironmentReads.reading(node.environment) { $0.sceneStorage }
        if let existing = slot as? SceneStorageLocation, existing.key == key, existing.store != nil,
           store == nil || existing.store === store {
            property.pointee.location = existing
            return
        }
        let location = (store ?? SceneStorageStore.unhosted).location(key)
        slot = location
        property.pointee.location = location
    }
}

extension SceneStorageStore {
    /// The store of views no host put a scene around (every ``ViewHost`` does): memory only.
    static let unhosted = SceneStorageStore()
}

/// The binding `$value` of a ``SceneStorage``.
final class SceneStorageBindingLocation<Value>: BindingLocation<Value> {
    let storage: SceneStorage<Value>
    init(storage: SceneStorage<Value>) { self.storage = storage }
    @MainActor override func get() -> Value { storage.wrappedValue }
    @MainActor override func set(_ value: Value, _ transaction: Transaction?) { storage.wrappedValue = value }
}

/// How a `Value` is kept: the stored kind Apple's initialiser for `Value` names.
struct SceneStorageCodec<Value> {
    let decode: (SceneStorageValue) -> Value?
    let encode: (Value) -> SceneStorageValue?

    static var bool: SceneStorageCodec<Bool> {
        .init(decode: { if case .bool(let v) = $0 { v } else { nil } }, encode: { .bool($0) })
    }
    static var int: SceneStorageCodec<Int> {
        .init(decode: { if case .int(let v) = $0 { v } else { nil } }, encode: { .int($0) })
    }
    static var double: SceneStorageCodec<Double> {
        .init(decode: { if case .double(let v) = $0 { v } else { nil } }, encode: { .double($0) })
    }
    static var string: SceneStorageCodec<String> {
        .init(decode: { if case .string(let v) = $0 { v } else { nil } }, encode: { .string($0) })
    }
    /// A URL kept as its absolute string.
    static var url: SceneStorageCodec<URL> {
        .init(decode: { if case .url(let v) = $0 { URL(string: v) } else { nil } }, encode: { .url($0.absoluteString) })
    }
    static var data: SceneStorageCodec<Data> {
        .init(decode: { if case .data(let v) = $0 { v } else { nil } }, encode: { .data($0) })
    }

    /// An optional value: nil removes the key.
    static func optional<Wrapped>(_ base: SceneStorageCodec<Wrapped>) -> SceneStorageCodec<Wrapped?> where Value == Wrapped? {
        SceneStorageCodec<Wrapped?>(decode: { base.decode($0).map { .some($0) } }, encode: { $0.flatMap(base.encode) })
    }
}

extension SceneStorageCodec where Value: RawRepresentable {
    /// A `RawRepresentable` value kept as its raw value.
    static func raw(_ base: SceneStorageCodec<Value.RawValue>) -> SceneStorageCodec<Value> {
        SceneStorageCodec(decode: { base.decode($0).flatMap(Value.init(rawValue:)) }, encode: { base.encode($0.rawValue) })
    }
}

// `@SceneStorage`'s initialisers, one per type a scene stores, as Apple declares them
// (https://developer.apple.com/documentation/swiftui/scenestorage, "Storing a value";
// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)):
// `wrappedValue` is "the default value if a value is not available for the given key"; the
// optional forms (https://developer.apple.com/documentation/swiftui/scenestorage/init(_:))
// default to nil, and assigning nil removes the value.

extension SceneStorage {
    /// A property that saves and restores a boolean.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .bool)
    }
    /// A property that saves and restores an integer.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .int)
    }
    /// A property that saves and restores a double.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .double)
    }
    /// A property that saves and restores a string.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .string)
    }
    /// A property that saves and restores a URL.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .url)
    }
    /// A property that saves and restores data ("Avoid storing large data blobs").
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .data)
    }
    /// A property that saves and restores an integer as a `RawRepresentable` value:
    /// `@SceneStorage("MyEnumValue") private var value = MyEnum.a` with `enum MyEnum: Int`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.int))
    }
    /// A property that saves and restores a string as a `RawRepresentable` value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.string))
    }
}

extension SceneStorage {
    /// An optional boolean; nil when no value was restored.
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional(.bool))
    }
    /// An optional integer.
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional(.int))
    }
    /// An optional double.
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional(.double))
    }
    /// An optional string.
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional(.string))
    }
    /// An optional URL.
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: .optional(.url))
    }
    /// Optional data.
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: .optional(.data))
    }
    /// An optional `RawRepresentable` value kept as its integer.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.int)))
    }
    /// An optional `RawRepresentable` value kept as its string.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.string)))
    }
}

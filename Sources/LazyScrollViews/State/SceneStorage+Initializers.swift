import Foundation

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

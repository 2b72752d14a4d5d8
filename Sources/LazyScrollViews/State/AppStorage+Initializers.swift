import Foundation

// `@AppStorage`'s initialisers, one per type `UserDefaults` stores, as Apple declares them
// (https://developer.apple.com/documentation/swiftui/appstorage, "Storing a value"). `store`:
// "The user defaults store to read and write to. A value of `nil` will use the user default
// store from the environment." A key written by `UserDefaults.register(defaults:)` reads as
// its registered value until a value is set, as on iOS.

extension AppStorage {
    /// A property that reads and writes a boolean user default; `wrappedValue` is read while
    /// the store holds no value for `key` (it is not written).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .bool)
    }

    /// A property that reads and writes an integer user default; `wrappedValue` is read while
    /// the store holds no value for `key` (it is not written).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .int)
    }

    /// A property that reads and writes a double user default; `wrappedValue` is read while
    /// the store holds no value for `key` (it is not written).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .double)
    }

    /// A property that reads and writes a string user default; `wrappedValue` is read while
    /// the store holds no value for `key` (it is not written).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .propertyList(String.self))
    }

    /// A property that reads and writes a URL user default; `wrappedValue` is read while
    /// the store holds no value for `key` (it is not written).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .url)
    }

    /// A property that reads and writes a data user default; `wrappedValue` is read while
    /// the store holds no value for `key` (it is not written).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .propertyList(Data.self))
    }

    /// A property that reads and writes a date (iOS 18) user default; `wrappedValue` is read while
    /// the store holds no value for `key` (it is not written).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .date)
    }

    /// A property that reads and writes an integer user default as a `RawRepresentable`
    /// value: `@AppStorage("sort") private var sort = SortOrder.newest` with `enum SortOrder: Int`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw(.int))
    }

    /// A property that reads and writes a string user default as a `RawRepresentable` value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw(.propertyList(String.self)))
    }

    /// A property that reads and writes an optional boolean user default: nil while the
    /// store has none; setting nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.bool))
    }

    /// A property that reads and writes an optional integer user default: nil while the
    /// store has none; setting nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.int))
    }

    /// A property that reads and writes an optional double user default: nil while the
    /// store has none; setting nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.double))
    }

    /// A property that reads and writes an optional string user default: nil while the
    /// store has none; setting nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.propertyList(String.self)))
    }

    /// A property that reads and writes an optional URL user default: nil while the
    /// store has none; setting nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.url))
    }

    /// A property that reads and writes an optional data user default: nil while the
    /// store has none; setting nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.propertyList(Data.self)))
    }

    /// A property that reads and writes an optional date (iOS 18) user default: nil while the
    /// store has none; setting nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.date))
    }

    /// A property that reads and writes an optional `RawRepresentable` value stored as a string.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw(.propertyList(String.self))))
    }

    /// A property that reads and writes an optional `RawRepresentable` value stored as an integer.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw(.int)))
    }
}

extension AppStorageCodec where Value == Bool {
    /// A Bool, also when the store read it back from its file as a number.
    static var bool: AppStorageCodec<Bool> {
        AppStorageCodec(decode: { store, key in (store.object(forKey: key) as? NSNumber)?.boolValue },
                        encode: { value, store, key in store.set(value, forKey: key) })
    }
}

extension AppStorageCodec where Value == Int {
    /// An integer (a stored floating-point number is not one: it reads as the default).
    static var int: AppStorageCodec<Int> {
        AppStorageCodec(decode: { store, key in
                            guard let number = store.object(forKey: key) as? NSNumber else { return nil }
                            return Int(exactly: number.doubleValue)
                        },
                        encode: { value, store, key in store.set(value, forKey: key) })
    }
}

extension AppStorageCodec where Value == Double {
    /// A double (a stored integer reads as its value).
    static var double: AppStorageCodec<Double> {
        AppStorageCodec(decode: { store, key in (store.object(forKey: key) as? NSNumber)?.doubleValue },
                        encode: { value, store, key in store.set(value, forKey: key) })
    }
}

extension AppStorageCodec where Value == Date {
    /// A date, stored as a property-list date.
    static var date: AppStorageCodec<Date> { .propertyList(Date.self) }
}

import Foundation

/// One scene's `@SceneStorage` values: what SwiftUI keeps per scene for state restoration
/// ("Each Scene has its own notion of SceneStorage, so data is not shared between scenes":
/// https://developer.apple.com/documentation/swiftui/scenestorage). A window's ``ViewHost``
/// owns one and puts it in its views' environment; every `@SceneStorage` of one key in that
/// scene reads and writes the same value.
///
/// Persistence is the host's: the store starts from the values `restoring` gives (the bytes of
/// ``encoded()`` a previous run saved) and, after a frame in which a value changed, hands its new
/// bytes to `save` (``ViewHost`` calls ``saveIfChanged()`` at the end of each update). An app's
/// window saves them in its state directory (AppHost's `SceneStorageFile`: a temporary file
/// beside it, checked writes, rename); a store without `save` (headless runs, tests, previews)
/// keeps its values in memory for the scene's life only.
@MainActor
public final class SceneStorageStore {
    private var values: [String: SceneStorageValue]
    private var locations: [String: SceneStorageLocation] = [:]
    private let save: ((Data) throws -> Void)?
    private var changed = false
    /// Why the last save failed (nil: it did not); the host warns once.
    public private(set) var lastSaveError: String?

    /// A store holding what `restoring` encodes (nothing, or bytes that do not decode: no
    /// values), saving through `save` (nil: memory only).
    public init(restoring data: Data? = nil, save: ((Data) throws -> Void)? = nil) {
        values = data.flatMap(Self.decode) ?? [:]
        self.save = save
    }

    /// The value stored for `key`, if any.
    func value(_ key: String) -> SceneStorageValue? { values[key] }

    /// Stores `value` for `key` (nil removes it) and re-evaluates the views that read the key.
    /// A write while a `body` runs is applied after it, with SwiftUI's warning (as `@State`'s is).
    func set(_ value: SceneStorageValue?, for key: String) {
        let apply: () -> Void = { [self] in
            guard values[key] != value else { return }
            values[key] = value
            changed = true
            locations[key]?.invalidateReaders()
        }
        if let graph = ViewGraph.current, let writer = graph.evaluating {
            graph.deferStateWrite(property: locations[key]?.propertyName ?? key, writer: writer, apply)
        } else {
            apply()
        }
    }

    /// The readers of `key` (made on first use, kept for the scene's life: a scene has few keys).
    func location(_ key: String) -> SceneStorageLocation {
        if let location = locations[key] { return location }
        let location = SceneStorageLocation(store: self, key: key)
        locations[key] = location
        return location
    }

    /// Hands the values to `save` when one changed since the last call. A failure is kept in
    /// ``lastSaveError`` and returned; the next change tries again.
    @discardableResult
    public func saveIfChanged() -> String? {
        guard changed, let save else { return nil }
        do {
            try save(encoded())
            changed = false
            lastSaveError = nil
        } catch {
            // Not again every frame: the next change tries again.
            changed = false
            lastSaveError = "\(error)"
        }
        return lastSaveError
    }

    /// The values as the file holds them: one JSON object, keys sorted,
    /// `{"values": {"key": {"int": 3}, …}, "version": 1}`.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(SceneStorageFileContents(version: 1, values: values))) ?? Data()
    }

    static func decode(_ data: Data) -> [String: SceneStorageValue]? {
        guard let contents = try? JSONDecoder().decode(SceneStorageFileContents.self, from: data), contents.version == 1 else { return nil }
        return contents.values
    }
}

/// What a scene's file holds.
struct SceneStorageFileContents: Codable {
    var version: Int
    var values: [String: SceneStorageValue]
}

/// A stored value: the kinds Apple's initialisers store ("Bool, Int, Double, String, URL,
/// Data", and `RawRepresentable` values as their Int or String raw value).
enum SceneStorageValue: Codable, Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case url(String)
    case data(Data)

    private enum Key: String, CodingKey { case bool, int, double, string, url, data }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "an empty value"))
        }
        switch key {
        case .bool: self = .bool(try container.decode(Bool.self, forKey: key))
        case .int: self = .int(try container.decode(Int.self, forKey: key))
        case .double: self = .double(try container.decode(Double.self, forKey: key))
        case .string: self = .string(try container.decode(String.self, forKey: key))
        case .url: self = .url(try container.decode(String.self, forKey: key))
        case .data: self = .data(try container.decode(Data.self, forKey: key))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .int(let value): try container.encode(value, forKey: .int)
        case .double(let value): try container.encode(value, forKey: .double)
        case .string(let value): try container.encode(value, forKey: .string)
        case .url(let value): try container.encode(value, forKey: .url)
        case .data(let value): try container.encode(value, forKey: .data)
        }
    }
}

/// The views that read one key of one scene's store (the store keeps it; it refers back weakly).
@MainActor
final class SceneStorageLocation: AnyStateLocation {
    weak var store: SceneStorageStore?
    let key: String

    init(store: SceneStorageStore, key: String) {
        self.store = store
        self.key = key
    }
}

private struct SceneStorageKey: EnvironmentKey {
    static var defaultValue: SceneStorageStore? { nil }
}

extension EnvironmentValues {
    /// The scene's `@SceneStorage` values (set by ``ViewHost`` at the root).
    var sceneStorage: SceneStorageStore? {
        get { self[SceneStorageKey.self] } set { self[SceneStorageKey.self] = newValue }
    }
}

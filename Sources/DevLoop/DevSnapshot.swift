import Foundation

/// What the user was looking at when a new build replaced the app: the dev loop's hand-over
/// from one process to the next (the app writes it when asked, the next one starts from it with
/// `--restore FILE`).
///
/// Scroll positions are kept as SwiftUI keeps `ScrollPosition` — by the identity of the view at
/// the leading edge and how far into it, not by pixels — so an edit that changes row heights
/// above still comes back at the same row (https://developer.apple.com/documentation/swiftui/scrollposition).
///
/// `@State` is kept by view identity where its type is `Codable` and did not change
/// (``states``); the pinned preview by its command-line arguments (``preview``).
/// Not kept: other `@State` (it starts from its initial value), animations and flings in
/// flight (the new app starts at rest), focus, text selection, the HUD's graphs.
public struct DevSnapshot: Codable, Sendable, Hashable {
    /// The format's version; a file of another version is not restored (the app says so and
    /// starts fresh).
    public static let currentVersion = 1
    public var version: Int = DevSnapshot.currentVersion
    /// The scene (`--scene`) or preview (`--preview`) shown.
    public var scene: String
    /// The window's size in points and, when the window system told it, its position.
    public var window: Window
    /// The diagnostics overlays on (`hud`, `bounds`, …, as `--overlay` names them).
    public var overlays: [String]
    /// The physics preset (`--physics`).
    public var physicsPreset: String
    /// Every scroll view the app kept (the window's first), by identity.
    public var scrollViews: [ScrollViewState]
    /// The `@State` values of the window's views, by identity (nil: none recorded — a file
    /// written before they were, or content that is not a view tree).
    public var states: [StateValue]?
    /// The preview the preview window had pinned, as the arguments that open it again
    /// (`["--preview", KEY]`, `["--canvas"]`); nil when the window showed no preview.
    public var preview: [String]?

    public init(scene: String, window: Window, overlays: [String], physicsPreset: String, scrollViews: [ScrollViewState]) {
        self.scene = scene; self.window = window; self.overlays = overlays
        self.physicsPreset = physicsPreset; self.scrollViews = scrollViews
    }

    public struct Window: Codable, Sendable, Hashable {
        public var width: Double
        public var height: Double
        public var x: Int?
        public var y: Int?
        public init(width: Double, height: Double, x: Int? = nil, y: Int? = nil) {
            self.width = width; self.height = height; self.x = x; self.y = y
        }
    }

    /// One `@State` value carried from one build of an app to the next: which view had it (its
    /// identity path), which property, the value's type, and the value as JSON. The view layer
    /// captures and restores these as they are (its `StateHandOverValue` is this type).
    ///
    /// The path names a view the way the view graph identifies it: the position of each view
    /// among its parent's children from the root ("0", "1", …), a `ForEach` element by its data
    /// id instead of its position (`#i:42`, `#s:inbox`), and an explicit `.id(_:)` with the id
    /// (`2=id:i:7`). A new build whose views have the same structure down to the view finds the
    /// value again; an edit that moves the view (another view before it in a stack) does not.
    public struct StateValue: Codable, Sendable, Hashable {
        /// The identity path from the root (see the type's description).
        public var path: [String]
        /// The view type (without generic arguments) and the property: `Row.isExpanded`.
        public var property: String
        /// The value's type as `String(reflecting:)` writes it: `Swift.Int`,
        /// `Swift.Optional<Swift.String>`. A value whose type changed between the builds is not
        /// installed.
        public var type: String
        /// The value, as `JSONEncoder` writes it.
        public var json: String

        public init(path: [String], property: String, type: String, json: String) {
            self.path = path; self.property = property; self.type = type; self.json = json
        }
    }

    /// One scroll view's position: which view (its path of row ids from the window's), the
    /// element at its leading edge (by data id, with its index as the fallback for an id this
    /// format cannot name) and the points from that element's leading edge to the viewport's.
    public struct ScrollViewState: Codable, Sendable, Hashable {
        public var path: [PathStep]
        public var anchorID: StableID?
        public var anchorIndex: Int
        public var offsetInElement: Double
        public init(path: [PathStep], anchorID: StableID?, anchorIndex: Int, offsetInElement: Double) {
            self.path = path; self.anchorID = anchorID; self.anchorIndex = anchorIndex; self.offsetInElement = offsetInElement
        }
    }

    /// A step from a scroll view to one inside it (`ScrollViewID.Step`, serialised).
    public enum PathStep: Codable, Sendable, Hashable {
        case row(StableID, ordinal: Int)
        case beside(ordinal: Int)
    }

    /// The snapshot as JSON (keys sorted: two snapshots of the same state are the same bytes).
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a snapshot; a file of another ``currentVersion`` is an error naming both versions.
    public static func decode(_ data: Data) throws -> DevSnapshot {
        let snapshot = try JSONDecoder().decode(DevSnapshot.self, from: data)
        guard snapshot.version == currentVersion else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription:
                "dev snapshot version \(snapshot.version), this build reads \(currentVersion)"))
        }
        return snapshot
    }
}

/// What a `@State` hand-over did: values installed, skipped (their view and property are there
/// but the type changed, or the JSON no longer decodes) and still waiting for their view (not
/// made yet — a lazy row below the screen — or gone from the new build). The view layer counts
/// with this type (its `StateHandOverCounts`); the host logs it.
public struct DevStateCounts: Sendable, Hashable {
    public var restored: Int
    public var skipped: Int
    public var waiting: Int
    public init(restored: Int = 0, skipped: Int = 0, waiting: Int = 0) {
        self.restored = restored; self.skipped = skipped; self.waiting = waiting
    }

    /// The dev log's line: `dev: @State restored 3, skipped 1 (type changed), 2 waiting for their views`.
    public var logLine: String {
        var line = "dev: @State restored \(restored)"
        if skipped > 0 { line += ", skipped \(skipped) (type changed)" }
        if waiting > 0 { line += ", \(waiting) waiting for their views" }
        return line
    }
}

/// A data id (`ForEach`'s `id:`, an `Identifiable`'s `id`) written so that the next process
/// can make the equal `AnyHashable` again: `Int`, `String` and `UUID` — what lists are keyed by
/// almost always — round-trip; any other type is written by its description and type name and
/// cannot be matched (the restore then falls back to the element's index).
public struct StableID: Codable, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Codable, Sendable { case int, string, uuid, unmatchable }
    public var kind: Kind
    public var value: String
    /// The id's type (for an ``Kind/unmatchable`` one: what could not be restored).
    public var typeName: String

    public init(kind: Kind, value: String, typeName: String) { self.kind = kind; self.value = value; self.typeName = typeName }

    public init(_ id: AnyHashable) {
        switch id.base {
        case let int as Int: self.init(kind: .int, value: String(int), typeName: "Int")
        case let string as String: self.init(kind: .string, value: string, typeName: "String")
        case let uuid as UUID: self.init(kind: .uuid, value: uuid.uuidString, typeName: "UUID")
        case let other: self.init(kind: .unmatchable, value: String(describing: other), typeName: String(reflecting: type(of: other)))
        }
    }

    /// The id again, equal to the one it was made from; nil for an ``Kind/unmatchable`` one.
    public var hashable: AnyHashable? {
        switch kind {
        case .int: Int(value).map { AnyHashable($0) }
        case .string: AnyHashable(value)
        case .uuid: UUID(uuidString: value).map { AnyHashable($0) }
        case .unmatchable: nil
        }
    }

    public var description: String { kind == .string ? "\"\(value)\"" : value }
}

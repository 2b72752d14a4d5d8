import DevLoop
import Foundation

/// One `@State` value carried from one build of an app to the next by the dev loop (`--watch`):
/// the view's identity path, `View.property`, the value's type and its JSON — the dev snapshot's
/// own record (`DevSnapshot.StateValue`, which documents the path's steps), so what is captured
/// here is what the snapshot file holds, with no copy between two shapes.
public typealias StateHandOverValue = DevSnapshot.StateValue

/// What a hand-over did: values installed, skipped and still waiting for their view — the dev
/// log's counts (`DevStateCounts`).
public typealias StateHandOverCounts = DevStateCounts

/// The dev loop's `@State` hand-over (Documentation/DevLoop.md): `capture(_:)` reads every
/// live `@State` of a view graph whose type is `Codable`; `restore(_:into:)` installs them
/// into the graph of the next build where the view's identity path, the property and the
/// value's type are the same, now for the views that exist and later for the views made
/// afterwards (a lazy row the user scrolls to: its values are installed before its next
/// update, see `ViewHost.update(size:at:)`).
///
/// Only `Codable` values are carried: a process cannot hand another a closure, an object or
/// a value it cannot write down. SwiftUI's own state restoration has the same kind of limit —
/// `@SceneStorage` keeps only values it can write (Bool, Int, Double, String, URL, Data and
/// their `RawRepresentable`s): https://developer.apple.com/documentation/swiftui/scenestorage.
/// Not carried either: `@StateObject`, the state of lazy rows scrolled out of the keep-alive
/// window (their retained storage is not walked), `@FocusState`.
@MainActor
public enum StateHandOver {
    /// A value and its type's name (what a state location gives and takes).
    struct Encoded {
        var type: String
        var json: Data
    }

    /// The hand-overs in progress, by graph (usually one: the window's).
    private static var active: [ObjectIdentifier: Restoration] = [:]
    /// What the hand-overs that ended did (for the dev log), by graph.
    private static var ended: [ObjectIdentifier: StateHandOverCounts] = [:]

    /// Every `@State` with a `Codable` value in `graph`, root first, children in order.
    public static func capture(_ graph: ViewGraph) -> [StateHandOverValue] {
        var values: [StateHandOverValue] = []
        guard let root = graph.root else { return values }
        func visit(_ node: ViewNode, path: [String]) {
            if let composite = node as? CompositeNodeBase {
                for case let location as AnyStateLocation in composite.slots {
                    guard let property = location.propertyName, let encoded = location.handOverValue() else { continue }
                    values.append(StateHandOverValue(path: path, property: property, type: encoded.type,
                                                     json: String(decoding: encoded.json, as: UTF8.self)))
                }
            }
            var index = 0
            node.forEachChild { child in
                if let step = step(to: child, in: node, index: index) { visit(child, path: path + [step]) }
                index += 1
            }
        }
        visit(root, path: [])
        return values
    }

    /// The `@State` of the graph `content` shows (a window's view scene), nil for content
    /// that is not a view tree.
    public static func capture(from content: Any) -> [StateHandOverValue]? {
        (content as? any ViewGraphOwning).map { capture($0.ownedGraph) }
    }

    /// Installs `values` into `graph`'s views that have them now, and keeps the rest for
    /// views made later (until ``finish(_:)``). The views whose state changed evaluate again
    /// in the graph's next update.
    @discardableResult
    public static func restore(_ values: [StateHandOverValue], into graph: ViewGraph) -> StateHandOverCounts {
        let restoration = Restoration(values)
        if let root = graph.root { restoration.apply(toTree: root) }
        ended[ObjectIdentifier(graph)] = nil
        if restoration.pending.isEmpty { ended[ObjectIdentifier(graph)] = restoration.counts } else { active[ObjectIdentifier(graph)] = restoration }
        return restoration.counts
    }

    /// ``restore(_:into:)`` into the graph `content` shows; nil for content that is not a view tree.
    @discardableResult
    public static func restore(_ values: [StateHandOverValue], into content: Any) -> StateHandOverCounts? {
        (content as? any ViewGraphOwning).map { restore(values, into: $0.ownedGraph) }
    }

    /// What the hand-over into `graph` did so far (nil when none was made into it).
    public static func counts(for graph: ViewGraph) -> StateHandOverCounts? {
        active[ObjectIdentifier(graph)]?.counts ?? ended[ObjectIdentifier(graph)]
    }

    /// ``counts(for:)`` for the graph `content` shows.
    public static func counts(for content: Any) -> StateHandOverCounts? {
        (content as? any ViewGraphOwning).flatMap { counts(for: $0.ownedGraph) }
    }

    /// Stops waiting for views of `graph` (the values not installed are dropped).
    public static func finish(_ graph: ViewGraph) {
        guard let restoration = active.removeValue(forKey: ObjectIdentifier(graph)) else { return }
        ended[ObjectIdentifier(graph)] = restoration.counts
    }

    // MARK: The graph's side

    /// A view made new storage for its `@State` (``State``'s install): remembered when a
    /// hand-over waits, to be matched once the view is in the tree (its path is known then).
    static func noteNewState(of node: ViewNode) {
        guard !active.isEmpty, let restoration = active[ObjectIdentifier(node.graph)],
              let composite = node as? CompositeNodeBase else { return }
        if restoration.fresh.last !== composite { restoration.fresh.append(composite) }
    }

    /// Installs the waiting values into the views made since the last call (``ViewHost`` calls
    /// it before each update; nothing to do, one dictionary check).
    static func applyPending(in graph: ViewGraph) {
        guard !active.isEmpty, let restoration = active[ObjectIdentifier(graph)], !restoration.fresh.isEmpty else { return }
        let fresh = restoration.fresh
        restoration.fresh.removeAll()
        for node in fresh where !node.isDestroyed {
            if let path = path(of: node) { restoration.apply(to: node, path: path) }
        }
        if restoration.pending.isEmpty { finish(graph) }
    }

    // MARK: Paths

    /// The path step from `parent` to its `index`th child (see `DevSnapshot.StateValue`).
    static func step(to child: ViewNode, in parent: ViewNode, index: Int) -> String? {
        if let forEach = parent as? ForEachNode {
            guard index < forEach.ids.count else { return nil }
            return "#" + key(forEach.ids[index])
        }
        if let lazy = parent as? LazyForEachNode { return lazy.madeElementID(of: child).map { "#" + key($0) } }
        if let explicit = child as? IDNode { return "\(index)=id:" + key(explicit.id) }
        return String(index)
    }

    /// `node`'s path from the root, nil when it is not (or no longer) in the tree.
    static func path(of node: ViewNode) -> [String]? {
        var steps: [String] = []
        var current = node
        while let parent = current.parent {
            var index = 0, found: Int?
            parent.forEachChild { child in
                if child === current { found = index }
                index += 1
            }
            // A lazy element is not among its ForEach's positional children in order: named by id.
            if parent is LazyForEachNode { found = found ?? 0 }
            guard let found, let step = step(to: current, in: parent, index: found) else { return nil }
            steps.append(step)
            current = parent
        }
        guard current === node.graph.root else { return nil }
        return steps.reversed()
    }

    /// A data id as a path step: `i:42`, `s:inbox`, `u:UUID`; another type by its name and
    /// description (equal across processes when its description is).
    static func key(_ id: AnyHashable) -> String {
        switch id.base {
        case let int as Int: "i:\(int)"
        case let string as String: "s:" + string
        case let uuid as UUID: "u:" + uuid.uuidString
        case let other: "\(String(reflecting: type(of: other))):\(other)"
        }
    }

    /// One hand-over: the values not installed yet, by path and property.
    @MainActor final class Restoration {
        struct Key: Hashable { var path: [String]; var property: String }
        var pending: [Key: StateHandOverValue] = [:]
        var fresh: [CompositeNodeBase] = []
        private(set) var restored = 0
        private(set) var skipped = 0

        init(_ values: [StateHandOverValue]) {
            for value in values { pending[Key(path: value.path, property: value.property)] = value }
        }

        var counts: StateHandOverCounts { StateHandOverCounts(restored: restored, skipped: skipped, waiting: pending.count) }

        /// Every view of the tree under `root` (the graph's root).
        func apply(toTree root: ViewNode) {
            func visit(_ node: ViewNode, path: [String]) {
                if let composite = node as? CompositeNodeBase { apply(to: composite, path: path) }
                var index = 0
                node.forEachChild { child in
                    if let step = StateHandOver.step(to: child, in: node, index: index) { visit(child, path: path + [step]) }
                    index += 1
                }
            }
            visit(root, path: [])
        }

        /// The values for `node`'s properties, installed where the type matches.
        func apply(to node: CompositeNodeBase, path: [String]) {
            guard !pending.isEmpty else { return }
            for case let location as AnyStateLocation in node.slots {
                guard let property = location.propertyName,
                      let value = pending.removeValue(forKey: Key(path: path, property: property)) else { continue }
                if location.installHandOver(Encoded(type: value.type, json: Data(value.json.utf8))) {
                    restored += 1
                } else {
                    skipped += 1
                }
            }
        }
    }
}

/// Content whose views live in a ``ViewGraph`` (a window's ``ViewScene``): what the hand-over
/// reads and writes.
@MainActor
protocol ViewGraphOwning {
    var ownedGraph: ViewGraph { get }
}

extension ViewScene: ViewGraphOwning {
    var ownedGraph: ViewGraph { host.graph }
}

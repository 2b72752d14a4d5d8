import DisplayList
import Testing
@testable import LazyScrollViews

/// ``ElementTable``, the lazy `ForEach`'s made elements by id, against `Dictionary`: ids of
/// several types (an `Int` and a `String` that are different ids), ids whose hashes collide,
/// removal from the middle of probe runs (found by the node, and by comparing ids), growth.
@MainActor
@Suite("Element table")
struct ElementTableTests {
    /// An id type whose hash is chosen: different ids with one hash must stay apart.
    struct Colliding: Hashable {
        let value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value % 7) }
    }

    @Test("Inserts, lookups, duplicate users and removals match a dictionary, through growth")
    func matchesDictionary() {
        let graph = ViewGraph(measurer: FixedAdvanceTextMeasurer())
        var random = IndexTableTests.SplitMix(state: 5)
        var table = ElementTable(minimumCapacity: 1)
        var reference: [ElementKey: (node: ViewNode, users: Int)] = [:]
        func key(_ r: UInt64) -> ElementKey {
            switch r % 3 {
            case 0: return ElementKey(AnyHashable(Int(r % 300)))
            case 1: return ElementKey(AnyHashable("\(r % 300)"))
            default: return ElementKey(AnyHashable(Colliding(value: Int(r % 300))))
            }
        }
        for step in 0..<3000 {
            let r = random.next()
            let id = key(r >> 8)
            switch r % 4 {
            case 0, 1:
                if reference[id] != nil {
                    table.addUser(of: id); reference[id]!.users += 1
                } else {
                    let node = ViewNode(viewType: Int.self, parent: nil, environment: EnvironmentValues(), graph: graph)
                    table[id] = ElementTable.Held(node: node, firstIndex: step, users: 1)
                    reference[id] = (node, 1)
                }
            case 2:
                // By the node the id maps to, as eviction removes.
                let removed = table.removeValue(forKey: id, node: reference[id]?.node)
                let same = removed?.node === reference.removeValue(forKey: id)?.node
                #expect(same)
            default:
                let removed = table.removeValue(forKey: id)
                let same = removed?.node === reference.removeValue(forKey: id)?.node, gone = table[id] == nil
                #expect(same)
                #expect(gone)
            }
            if step % 101 == 0 { Self.check(table, against: reference) }
        }
        Self.check(table, against: reference)
    }

    /// The table holds what the dictionary holds. (Values computed before `#expect`, and no
    /// `&&`: in release builds Swift 6's region check called the closures capturing the table a
    /// data race when this was a local function.)
    static func check(_ table: ElementTable, against reference: [ElementKey: (node: ViewNode, users: Int)]) {
        let counts = (table: table.count, reference: reference.count)
        #expect(counts.table == counts.reference)
        for (id, held) in reference {
            let entry = table[id]
            let sameNode = entry?.node === held.node
            let sameUsers = entry?.users == held.users
            let name = "\(id.id)"
            #expect(sameNode, "id \(name)")
            #expect(sameUsers, "id \(name)")
        }
        let nodes = Set(table.nodes.map(ObjectIdentifier.init))
        let expected = Set(reference.values.map { ObjectIdentifier($0.node) })
        #expect(nodes == expected)
    }
}

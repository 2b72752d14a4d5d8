import Foundation
import LazyScrollViews
import OpenCombine
import OrderedCollections

// Seed 003 (fatbobman, "Tips and considerations for using lazy containers in SwiftUI"), its
// `List` examples as written: a `RandomAccessCollection` adapter over an `OrderedDictionary`
// read in place, and a data source whose `formIndex(after:)` loads the next page when the list
// walks near its end. The `seed-lists` scene shows both, one above the other.
// Differences from the seed: `import OpenCombine` (Combine's `ObservableObject` on Linux);
// `DynamicDataSource` is `@MainActor` (Swift 6 language mode: its `Task` touches `items`); the
// random numbers come from a seeded generator, so runs are reproducible; the page's 1.5 s delay
// is an argument, slept by a `sleep` the caller may replace (a test's returns at once).

// 创建 DictDataSource,符合 RandomAccessCollection 的最小实现
final class DictDataSource<Key, Value>: RandomAccessCollection, ObservableObject where Key: Hashable {
    typealias Index = Int

    private var dict: OrderedDictionary<Key, Value>

    init(dict: OrderedDictionary<Key, Value>) {
        self.dict = dict
    }

    var startIndex: Int {
        0
    }

    var endIndex: Int {
        dict.count
    }

    subscript(position: Int) -> (key: Key, value: Value) {
        dict.elements[position]
    }
}

// 使用方式
let responses: OrderedDictionary<Int, String> = [
    200: "OK",
    403: "Access forbidden",
    404: "File not found",
    500: "Internal server error",
]

struct OrderedCollectionsDemo: View {
    @StateObject var dataSource = DictDataSource(dict: responses)
    var body: some View {
        List {
            ForEach(dataSource, id: \.key) { element in
                Text("\(element.key) : \(element.value)")
            }
        }
    }
}

struct Item: Identifiable, Sendable {
    let id = UUID()
    let number: Int
}

@MainActor
final class DynamicDataSource: @MainActor RandomAccessCollection, ObservableObject {
    typealias Element = Item
    typealias Index = Int

    @Published private var items: [Item]
    private var isLoadingMoreData = false
    private let threshold = 10 // 设置触发加载更多数据的阈值
    /// How long a page takes to "load" (the seed's 1.5 s).
    let loadDelay: Duration
    /// Waits out `loadDelay`: nil, the frame clock of the window whose list asked for the page
    /// (``PageWait``: a headless run loads on the same frames every time); a test passes one
    /// that returns at once (as `PageRequester`'s `sleep`), so no test waits on wall time.
    private let sleep: (@Sendable (Duration) async -> Void)?
    /// Pages loaded so far (for the scene's caption and tests).
    private(set) var pagesLoaded = 0
    /// The numbers of the pages to come (the seed's `Int.random(in: 0..<1000)`), this source's own.
    private var numbers: SeededNumbers

    init(initialItems: [Item] = [], numbers: SeededNumbers = SeededNumbers(), loadDelay: Duration = .seconds(1.5),
         sleep: (@Sendable (Duration) async -> Void)? = nil) {
        items = initialItems
        self.numbers = numbers
        self.loadDelay = loadDelay
        self.sleep = sleep
    }

    // An isolated conformance (SE-0470): the collection is read where its views are, on the
    // main actor, and the compiler checks every use of it there.
    var startIndex: Int { items.startIndex }

    var endIndex: Int { items.endIndex }

    func formIndex(after i: inout Int) {
        i += 1
        // 触发条件，在访问到小于最后数据 10 的索引值数据时加载新数据
        if i >= (items.count - threshold) && !isLoadingMoreData && !items.isEmpty {
            loadMoreData()
        }
    }

    subscript(position: Int) -> Item { items[position] }

    private func loadMoreData() {
        guard !isLoadingMoreData else { return }

        isLoadingMoreData = true

        // 模拟异步加载新数据
        let sleep = PageWait.mainActorSleep(sleep, for: loadDelay)
        let newItems = (0 ..< 30).map { _ in Item(number: numbers.next(below: 1000)) }
        Task {
            await sleep()
            await MainActor.run { [weak self] in
                self?.items.append(contentsOf: newItems)
                self?.isLoadingMoreData = false
                self?.pagesLoaded += 1
            }
        }
    }
}

struct DynamicDataLoader: View {
    @StateObject var dataSource = DynamicDataSource.seeded()

    init() {}

    /// The seed's loader with its data source's page delay slept by `sleep` (tests: a sleep
    /// that returns at once).
    init(sleep: @escaping @Sendable (Duration) async -> Void) {
        _dataSource = StateObject(wrappedValue: DynamicDataSource.seeded(sleep: sleep))
    }

    var body: some View {
        List {
            ForEach(dataSource) { item in
                Text("\(item.number)")
            }
        }
    }
}

/// The two seed lists side by side.
struct SeedListsView: View {
    var body: some View {
        HStack(spacing: 0) {
            OrderedCollectionsDemo()
            DynamicDataLoader()
        }
    }
}

extension DynamicDataSource {
    /// The seed's first 50 items (`Int.random(in: 0..<1000)` each), drawn from a generator of
    /// the source's own, which goes on to number its pages.
    static func seeded(sleep: (@Sendable (Duration) async -> Void)? = nil) -> DynamicDataSource {
        var numbers = SeededNumbers()
        let items = (0 ..< 50).map { _ in Item(number: numbers.next(below: 1000)) }
        return DynamicDataSource(initialItems: items, numbers: numbers, sleep: sleep)
    }
}

/// A reproducible stand-in for `Int.random(in:)` (a 64-bit linear congruential generator,
/// Knuth's MMIX constants). A value each data source owns: one generator for the process made
/// a scene's numbers depend on how many scenes the process had made before it (a second
/// `seed-lists` run, or one after the tests that make the view, showed other numbers).
struct SeededNumbers {
    private var state: UInt64 = 0x2545_F491_4F6C_DD1D
    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

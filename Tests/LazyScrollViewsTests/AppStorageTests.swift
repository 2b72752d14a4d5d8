import DisplayList
import Foundation
import Testing
import TestSupport
@testable import LazyScrollViews

// `@AppStorage` against Apple's page (https://developer.apple.com/documentation/swiftui/appstorage):
// "A property wrapper type that reflects a value from UserDefaults and invalidates a view on a
// change in value in that user default." Each test uses a suite of its own, removed at the end,
// so no test reads another's values or leaves a file in `~/.config`.

/// A suite for one test, emptied and forgotten when the test ends.
@MainActor
private final class TestDefaults {
    let name: String
    let store: UserDefaults
    init(_ function: String = #function) {
        name = "lazyscroll-tests-appstorage-\(function.prefix(while: { $0 != "(" }))"
        store = UserDefaults(suiteName: name)!
        store.removePersistentDomain(forName: name)
    }
    func remove() { store.removePersistentDomain(forName: name) }
}

private enum SortOrder: String { case newest, oldest }
private enum Density: Int { case compact = 1, regular = 2 }

@MainActor
private struct CounterView: View {
    @AppStorage("launches") var launches = 0
    var body: some View {
        VStack {
            Text("launches \(launches)")
            Button("count") { launches += 1 }
        }
    }
}

@MainActor
private struct TwoReaders: View {
    var body: some View {
        VStack {
            CounterView()
            Mirror()
        }
    }
    struct Mirror: View {
        @AppStorage("launches") var seen = 0
        var body: some View { Text("mirror \(seen)") }
    }
}

@MainActor
@Suite struct AppStorageTests {
    private func texts(_ host: ViewHost, at time: Double) -> Set<String> {
        Set(drawnTexts(in: host.render(at: time)).keys)
    }

    private func tap(_ label: String, in host: ViewHost, at time: Double) {
        let origin = drawnOrigin(of: label, in: host.render(at: time))!
        #expect(host.tap(at: CGPoint(x: origin.x + 2, y: origin.y + 4)))
        host.update(size: host.size, at: time)
    }

    /// "The default value … if a value is not specified for the given key": read, never written.
    @Test func defaultIsReadAndNotWritten() {
        let defaults = TestDefaults()
        defer { defaults.remove() }
        let host = makeHost(CounterView().defaultAppStorage(defaults.store))
        #expect(texts(host, at: 0).contains("launches 0"))
        #expect(defaults.store.object(forKey: "launches") == nil)
    }

    /// A value the store holds is what the view shows; a write through the wrapper lands in the
    /// store and re-evaluates the view.
    @Test func storedValueShownAndWrittenBack() {
        let defaults = TestDefaults()
        defer { defaults.remove() }
        defaults.store.set(41, forKey: "launches")
        let host = makeHost(CounterView().defaultAppStorage(defaults.store))
        #expect(texts(host, at: 0).contains("launches 41"))
        tap("count", in: host, at: 0.1)
        #expect(defaults.store.integer(forKey: "launches") == 42)
        #expect(texts(host, at: 0.1).contains("launches 42"))
    }

    /// "invalidates a view on a change in value in that user default": a second view reading
    /// the key (another property name, another view) follows the write.
    @Test func everyReaderOfTheKeyFollowsAWrite() {
        let defaults = TestDefaults()
        defer { defaults.remove() }
        let host = makeHost(TwoReaders().defaultAppStorage(defaults.store))
        #expect(texts(host, at: 0).isSuperset(of: ["launches 0", "mirror 0"]))
        tap("count", in: host, at: 0.1)
        tap("count", in: host, at: 0.2)
        #expect(texts(host, at: 0.2).isSuperset(of: ["launches 2", "mirror 2"]))
    }

    /// `store:` wins over the environment's store: "A value of nil will use the user default
    /// store from the environment."
    @Test func explicitStoreWinsOverTheEnvironment() {
        let environment = TestDefaults("environment"), explicit = TestDefaults("explicit")
        defer { environment.remove(); explicit.remove() }
        environment.store.set("from environment", forKey: "name")
        explicit.store.set("from store", forKey: "name")
        struct Named: View {
            let store: UserDefaults
            @AppStorage var name: String
            init(store: UserDefaults) {
                self.store = store
                _name = AppStorage(wrappedValue: "none", "name", store: store)
            }
            var body: some View { Text(name) }
        }
        struct Ambient: View {
            @AppStorage("name") var name = "none"
            var body: some View { Text("ambient " + name) }
        }
        let host = makeHost(VStack { Named(store: explicit.store); Ambient() }.defaultAppStorage(environment.store))
        #expect(texts(host, at: 0).isSuperset(of: ["from store", "ambient from environment"]))
    }

    /// `$value` is a binding to the stored value: a `Toggle` writes the store.
    @Test func bindingWritesTheStore() {
        let defaults = TestDefaults()
        defer { defaults.remove() }
        struct Settings: View {
            @AppStorage("sounds") var sounds = true
            var body: some View {
                VStack {
                    Toggle("Sounds", isOn: $sounds)
                    Text(sounds ? "on" : "off")
                }
            }
        }
        let host = makeHost(Settings().defaultAppStorage(defaults.store))
        #expect(texts(host, at: 0).contains("on"))
        let target = host.tapTargets.first!
        #expect(host.tap(at: CGPoint(x: target.rect.midX, y: target.rect.midY)))
        host.update(size: host.size, at: 0.1)
        #expect(defaults.store.object(forKey: "sounds") as? Bool == false)
        // The switch writes in `withAnimation(.snappy)`: the label cross-fades until 1 s at most.
        #expect(texts(host, at: 1.1) == ["Sounds", "off"])
    }

    /// Apple's `RawRepresentable` initialisers: an enum stored as its raw `String` / `Int`; a
    /// raw value no case has reads as the default.
    @Test func rawRepresentableValues() {
        let defaults = TestDefaults()
        defer { defaults.remove() }
        var sort = AppStorage(wrappedValue: SortOrder.newest, "sort", store: defaults.store)
        let density = AppStorage(wrappedValue: Density.compact, "density", store: defaults.store)
        #expect(sort.wrappedValue == .newest && density.wrappedValue == .compact)
        sort.wrappedValue = .oldest
        density.wrappedValue = .regular
        #expect(defaults.store.string(forKey: "sort") == "oldest")
        #expect(defaults.store.integer(forKey: "density") == 2)
        defaults.store.set("sideways", forKey: "sort")
        sort = AppStorage(wrappedValue: SortOrder.newest, "sort", store: defaults.store)
        #expect(sort.wrappedValue == .newest)
    }

    /// The optional initialisers: nil while the key is absent; setting nil removes it.
    @Test func optionalValueRemovesTheKeyWhenNil() {
        let defaults = TestDefaults()
        defer { defaults.remove() }
        let lastOpened = AppStorage<Date?>("lastOpened", store: defaults.store)
        #expect(lastOpened.wrappedValue == nil)
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        lastOpened.wrappedValue = date
        #expect(defaults.store.object(forKey: "lastOpened") as? Date == date)
        lastOpened.wrappedValue = nil
        #expect(defaults.store.object(forKey: "lastOpened") == nil)
    }

    /// Values of every stored type come back as written, and a value of another type reads as
    /// the default (a `String` where an `Int` is expected; a `Double` with a fraction for `Int`).
    @Test func storedTypesRoundTrip() {
        let defaults = TestDefaults()
        defer { defaults.remove() }
        let url = AppStorage(wrappedValue: URL(string: "https://example.com/a")!, "url", store: defaults.store)
        url.wrappedValue = URL(string: "https://swift.org/b?c=1")!
        #expect(url.wrappedValue.absoluteString == "https://swift.org/b?c=1")
        let data = AppStorage(wrappedValue: Data(), "data", store: defaults.store)
        data.wrappedValue = Data([1, 2, 3])
        #expect(data.wrappedValue == Data([1, 2, 3]))
        let scale = AppStorage(wrappedValue: 1.0, "scale", store: defaults.store)
        defaults.store.set(2, forKey: "scale")
        #expect(scale.wrappedValue == 2.0)
        let count = AppStorage(wrappedValue: 7, "count", store: defaults.store)
        defaults.store.set("seven", forKey: "count")
        #expect(count.wrappedValue == 7)
        defaults.store.set(2.5, forKey: "count")
        #expect(count.wrappedValue == 7)
    }

    /// A key given a value by `register(defaults:)` reads as it until one is set, as on iOS.
    /// (The registration domain is the process's, shared by every store: a key of its own.)
    @Test func registeredDefaultsAreRead() {
        let defaults = TestDefaults()
        defer { defaults.remove() }
        defaults.store.register(defaults: ["tests.registeredVisits": 9])
        struct Visits: View {
            @AppStorage("tests.registeredVisits") var visits = 0
            var body: some View { Text("visits \(visits)") }
        }
        let host = makeHost(Visits().defaultAppStorage(defaults.store))
        #expect(texts(host, at: 0).contains("visits 9"))
        defaults.store.set(10, forKey: "tests.registeredVisits")
        #expect(AppStorage(wrappedValue: 0, "tests.registeredVisits", store: defaults.store).wrappedValue == 10)
    }
}

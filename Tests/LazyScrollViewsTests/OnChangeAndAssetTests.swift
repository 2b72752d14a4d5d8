import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

@MainActor
private final class ChangeLog {
    var entries: [String] = []
}

@MainActor
private struct ChangingCounter: View {
    let log: ChangeLog
    let initial: Bool
    @State var count = 0
    var body: some View {
        Text("count \(count)")
            .onTapGesture { count += 1 }
            .onChange(of: count, initial: initial) { old, new in log.entries.append("\(old)→\(new)") }
            .onChange(of: count) { log.entries.append("changed") }
            .onChange(of: count / 2) { log.entries.append("half") }
    }
}

@MainActor
private struct Deprecated: View {
    let log: ChangeLog
    @State var name = "a"
    // Deprecated itself, so the call to the deprecated form inside is not a build warning (the
    // test means to call it: most code written before iOS 17 does).
    @available(*, deprecated, message: "exercises onChange(of:perform:)")
    var body: some View {
        Text(name)
            .onTapGesture { name += "b" }
            .onChange(of: name) { newValue in log.entries.append(newValue) }
    }
}

@MainActor
@Suite("onChange and asset lookups")
struct OnChangeAndAssetTests {
    private func tap(_ host: ViewHost, at time: Double) {
        let target = host.tapTargets.last!
        host.tap(at: CGPoint(x: target.rect.midX, y: target.rect.midY))
        host.update(size: host.size, at: time)
    }

    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg —
    /// the action gets the old and new values when the value changes; `initial: true` also runs
    /// it when the view appears (old and new both the first value); the zero-argument form runs
    /// on the same changes; a watched value that does not change (count / 2 going 0 → 0) runs nothing.
    @Test(arguments: [false, true])
    func changeShapes(initial: Bool) {
        let log = ChangeLog()
        let host = makeHost(ChangingCounter(log: log, initial: initial))
        #expect(log.entries == (initial ? ["0→0"] : []))
        log.entries = []
        tap(host, at: 0.1)                       // 0 → 1: count / 2 stays 0
        #expect(log.entries == ["0→1", "changed"])
        tap(host, at: 0.2)                       // 1 → 2: count / 2 goes 0 → 1
        #expect(log.entries == ["0→1", "changed", "1→2", "changed", "half"])
        host.update(size: host.size, at: 0.3)    // no change: nothing more
        #expect(log.entries.count == 5)
    }

    /// iOS 14's `onChange(of:perform:)` (deprecated in iOS 17, still in most code): the new value.
    @Test func deprecatedPerformShape() {
        let log = ChangeLog()
        let host = makeHost(Deprecated(log: log))
        tap(host, at: 0.1)
        tap(host, at: 0.2)
        #expect(log.entries == ["ab", "abb"])
    }

    /// A folder laid out as Xcode writes an asset catalog, as a bundle's resources.
    private func catalog() throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        // Xcode's two forms: 0…1 floats, and 0–255 integers (alpha always a float).
        try #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.200","green":"0.400","blue":"0.600","alpha":"1.000"}}},{"appearances":[{"appearance":"luminosity","value":"dark"}],"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let ints = root.appendingPathComponent("Assets.xcassets/Accent.colorset")
        try FileManager.default.createDirectory(at: ints, withIntermediateDirectories: true)
        try #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"255","green":"0x80","blue":"0","alpha":"0.500"}}}]}"#
            .write(to: ints.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        return try #require(Bundle(path: root.path))
    }

    /// https://developer.apple.com/documentation/swiftui/color/init(_:bundle:) — "a color from a
    /// color set that you indicate by name": the light, universal colour of the set.
    @Test func colorAssetFromTheCatalog() throws {
        let bundle = try catalog()
        #expect(Color("Brand", bundle: bundle).rgba == RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(Color("Accent", bundle: bundle).rgba == RGBAColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 0.5))
        // The set's dark-appearance entry is drawn in the dark colour scheme (Brand's is white);
        // a set without one is the same in both.
        #expect(Color("Brand", bundle: bundle).resolved(isDark: true) == RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(Color("Accent", bundle: bundle).resolved(isDark: true) == Color("Accent", bundle: bundle).rgba)
        // Missing: magenta, visibly not the asset.
        #expect(Color("NoSuchColor", bundle: bundle).rgba == RGBAColor(r8: 255, g8: 0, b8: 255))
    }

    /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:) — a name no asset
    /// has draws the placeholder (grey box, diagonals, the name; 100 × 100 centred at (100, 50))
    /// and warns once, however many images ask for it.
    @Test func missingImageAssetIsAPlaceholderWithOneWarning() {
        let host = makeHost(VStack(spacing: 0) { Image("NoSuchPhoto"); Image("NoSuchPhoto") }.frame(height: 200))
        #expect(host.displayList.description.hasPrefix("""
            fill [(100, 0) 100×100] #e5e5ea
            line (100, 0)->(200, 100) #8e8e93 w=1
            line (200, 0)->(100, 100) #8e8e93 w=1
            stroke [(100, 0) 100×100] #8e8e93 w=1
            text "NoSuchPhoto" at (110.4, 42.8) 12pt regular #3c3c43
            """))
        #expect(host.graph.warningLog.filter { $0.contains("NoSuchPhoto") }.count == 1)
    }
}

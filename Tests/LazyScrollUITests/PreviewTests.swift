import AppHost
import CPreviewDiscovery
import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollUI

// Previews as a user's package writes them (issue 29, Must 4): `#Preview` (with the
// PreviewMacro trait, on by default) and `PreviewProvider`, found at run time through the
// runtime's conformance records, listed and shown by an app's command line.
// SwiftUI: https://developer.apple.com/documentation/swiftui/previews-in-xcode

struct Badge: View {
    let text: String
    var body: some View { Text(text).padding(4) }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View { Badge(text: "from a provider") }
}

/// A generic provider has no one type to make: discovery skips it rather than guess.
struct GenericBadge_Previews<T>: PreviewProvider {
    static var previews: some View { Badge(text: "generic \(T.self)") }
}

#if PreviewMacro
private let fixedBadgeLine = #line + 1
#Preview("Fixed badge", traits: .fixedLayout(width: 200, height: 60)) {
    Badge(text: "fixed")
}

#Preview("Fitting badge", traits: .sizeThatFitsLayout) { Badge(text: "fits") }

/// Two layout traits: the last one wins, as in Xcode.
#Preview("Two traits", traits: .fixedLayout(width: 120, height: 40), .sizeThatFitsLayout) { Badge(text: "two") }

private let unnamedLine = #line + 1
#Preview {
    Badge(text: "unnamed")
    Text("second line")
}
#endif

private func texts(_ list: DisplayList) -> [String] {
    list.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
}

@MainActor
@Suite(.serialized) struct PreviewTests {
    @Test("A PreviewProvider is found by its conformance and named without _Previews; a generic one is skipped")
    func providers() throws {
        let catalog = PreviewCatalog.discover()
        let entry = try #require(catalog.entry(named: "Badge"))
        #expect(entry.preview.source == .provider(typeName: "LazyScrollUITests.Badge_Previews"))
        #expect(entry.preview.layout == .device)
        #expect(!catalog.entries.contains { $0.key.hasPrefix("GenericBadge") })
    }

    #if PreviewMacro
    @Test("#Preview expansions are found, in file and line order, with their names, traits and sources")
    func macros() throws {
        let catalog = PreviewCatalog.discover()
        // This target's (the test binary links every test target: the compatibility corpus's
        // previews are found too, as an app's from all its modules are).
        let macroKeys = catalog.entries.filter {
            if case .macro(let fileID, _) = $0.preview.source { fileID.hasPrefix("LazyScrollUITests/") } else { false }
        }.map(\.key)
        // In the order declared above; the unnamed one is keyed by file:line.
        #expect(macroKeys == ["Fixed badge", "Fitting badge", "Two traits", "PreviewTests.swift:\(unnamedLine)"])
        let fixed = try #require(catalog.entry(named: "fixed BADGE"))   // any letter case
        #expect(fixed.preview.layout == .fixed(width: 200, height: 60))
        #expect(fixed.preview.source == .macro(fileID: "LazyScrollUITests/PreviewTests.swift", line: fixedBadgeLine))
        #expect(catalog.size(for: fixed) == Size(width: 200, height: 60))
        #expect(catalog.entry(named: "Fitting badge")?.preview.layout == .sizeThatFits)
        let two = try #require(catalog.entry(named: "Two traits"))
        #expect(two.preview.traits.count == 2)
        #expect(two.preview.layout == .sizeThatFits)
    }

    @Test("--preview renders the preview's view headless, at the size its fixedLayout asks for")
    func showsAPreview() async throws {
        let catalog = PreviewCatalog.discover()
        let entry = try #require(catalog.entry(named: "Fixed badge"))
        let provider = WindowGroupProvider(windows: [catalog.window(for: entry)], fallbackName: entry.key)
        let options = try RunArguments.parse(["--headless", "--frames", "2"])
            .options(sceneNames: provider.names, defaultSize: catalog.size(for: entry))
        #expect(options.size == Size(width: 200, height: 60))
        let outcome = try await HeadlessRunner(options: options, scenes: provider).run()
        #expect(texts(outcome.pipeline.displayList) == ["fixed"])
        // An explicit --size wins over the trait.
        let sized = try RunArguments.parse(["--size", "300x100"]).options(sceneNames: provider.names, defaultSize: catalog.size(for: entry))
        #expect(sized.size == Size(width: 300, height: 100))
    }

    @Test("sizeThatFitsLayout: the view keeps its own size, at the top-leading corner")
    func sizeThatFits() async throws {
        let catalog = PreviewCatalog.discover()
        let entry = try #require(catalog.entry(named: "Fitting badge"))
        let provider = WindowGroupProvider(windows: [catalog.window(for: entry)], fallbackName: entry.key)
        var options = RunOptions()
        options.sceneName = provider.names[0]
        options.size = Size(width: 400, height: 300)
        options.frames = 1
        let list = try await HeadlessRunner(options: options, scenes: provider).run().pipeline.displayList
        let origin = try #require(list.commands.compactMap { if case .text(_, let o, _, _) = $0 { return o } else { return nil } }.first)
        // padding(4) around the text: the text starts 4 pt from the window's top-left corner,
        // where a device layout would centre it (x ≈ 200 − half its width).
        #expect(origin.x == 4)
    }

    @Test("The listing: one line a preview, with its layout and where it was declared")
    func listing() {
        let catalog = PreviewCatalog.discover()
        let lines = catalog.listing.split(separator: "\n").map(String.init)
        #expect(lines.count == catalog.entries.count)
        #expect(lines.contains { $0.hasPrefix("Badge ") && $0.hasSuffix("PreviewProvider LazyScrollUITests.Badge_Previews") })
        #expect(lines.contains { $0.hasPrefix("Fixed badge") && $0.contains("200x60") && $0.hasSuffix("#Preview at LazyScrollUITests/PreviewTests.swift:\(fixedBadgeLine)") })
        #expect(PreviewCatalog(previews: []).listing == "No previews (#Preview or PreviewProvider) in this app.")
    }
    #endif

    @Test("The conformance walk counts exactly the non-generic conformances to the named protocol of the named module")
    func conformanceWalk() {
        func count(_ module: String, _ proto: String) -> Int {
            lazyscroll_conforming_types(module, proto, { _, _ in }, nil)
        }
        /// The types found, by their full names, in this test target's module.
        func ownTypes(_ proto: String) -> [String] {
            final class Names { var all: [String] = [] }
            let names = Names()
            let found = lazyscroll_conforming_types("LazyScrollUI", proto, { metadata, context in
                guard let metadata, let context else { return }
                let names = Unmanaged<Names>.fromOpaque(context).takeUnretainedValue()
                names.all.append(String(reflecting: unsafeBitCast(metadata, to: Any.Type.self)))
            }, Unmanaged.passUnretained(names).toOpaque())
            #expect(found == names.all.count)
            return names.all.filter { $0.hasPrefix("LazyScrollUITests.") }
        }
        // This target holds one non-generic PreviewProvider (Badge_Previews; the generic one is
        // skipped) and, with the macro, the four #Preview types above. (The test binary links
        // every test target, the compatibility corpus's previews among them: the walk finds those
        // too, counted here only as "more".)
        #expect(ownTypes("PreviewProvider") == ["LazyScrollUITests.Badge_Previews"])
        #expect(count("LazyScrollUI", "PreviewProvider") >= 1)
        #if PreviewMacro
        #expect(ownTypes("_PreviewRegistration").count == 4)
        #endif
        #expect(count("LazyScrollUI", "NoSuchProtocol") == 0)
        #expect(count("Swift", "PreviewProvider") == 0)        // the right name in another module
        #expect(count("Swift", "Equatable") > 100)              // the walk sees other images too
    }

    @Test("Repeated names get -2, -3 …")
    func repeatedNames() {
        let catalog = PreviewCatalog(previews: [Preview("A") { Text("1") }, Preview("A") { Text("2") }, Preview("A") { Text("3") }])
        #expect(catalog.entries.map(\.key) == ["A", "A-2", "A-3"])
    }

    @Test("The app's command line takes --list-previews and --preview NAME")
    func arguments() throws {
        let listing = try AppArguments.parse(["--list-previews"])
        #expect(listing.listPreviews)
        let showing = try AppArguments.parse(["--headless", "--preview", "Fixed badge"])
        #expect(showing.preview == "Fixed badge")
        #expect(try showing.run.options(sceneNames: ["x"]).sceneName == "x")
    }
}

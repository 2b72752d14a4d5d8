import DisplayList
import Foundation
import Testing
import TestSupport
@testable import LazyScrollViews

// @SceneStorage (https://developer.apple.com/documentation/swiftui/scenestorage): "works very
// similar to State, except its initial value is restored by the system if it was previously
// saved, and the value is shared with other SceneStorage variables in the same scene", and
// "Each Scene has its own notion of SceneStorage, so data is not shared between scenes".
// Initialisers: https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
// and https://developer.apple.com/documentation/swiftui/scenestorage/init(_:).

private enum Tab: String { case inbox, archive }
private enum Sort: Int { case newest, oldest }

@MainActor
private struct Draft: View {
    @SceneStorage("title") var title = "Untitled"
    @SceneStorage("count") var count = 0
    @SceneStorage("tab") var tab = Tab.inbox
    @SceneStorage("sort") var sort = Sort.newest
    @SceneStorage("ratio") var ratio = 0.5
    @SceneStorage("flag") var flag: Bool?
    @SceneStorage("link") var link = URL(string: "https://example.com/a")!
    @SceneStorage("blob") var blob = Data()
    var body: some View {
        VStack {
            Text("\(title) \(count) \(tab.rawValue) \(sort.rawValue) \(ratio) \(flag.map { "\($0)" } ?? "nil") \(link.absoluteString) \(blob.count)")
            Button("Edit") {
                title = "Call the dentist"
                count += 1
                tab = .archive
                sort = .oldest
                ratio = 0.25
                flag = true
                link = URL(string: "https://example.com/b")!
                blob = Data([1, 2, 3])
            }
        }
    }
}

/// Another view of the same scene reading the same key.
@MainActor
private struct TitleMirror: View {
    @SceneStorage("title") var title = "Mirror default"
    var body: some View { Text("Mirror: \(title)") }
}

@MainActor
private func texts(_ host: ViewHost) -> [String] { Array(drawnTexts(in: host.displayList).keys).sorted() }

@MainActor
private func frame(_ host: ViewHost, _ t: Double) {
    host.update(size: host.size, at: t)
    host.render(at: t)
}

@MainActor
private func tapEdit(_ host: ViewHost, _ t: Double) throws {
    let origin = try #require(drawnOrigin(of: "Edit", in: host.displayList))
    #expect(host.tap(at: CGPoint(x: origin.x + 3, y: origin.y + 3)))
    frame(host, t)
}

@MainActor
@Suite struct SceneStorageTests {
    private static let defaults = "Untitled 0 inbox 0 0.5 nil https://example.com/a 0"
    private static let edited = "Call the dentist 1 archive 1 0.25 true https://example.com/b 3"

    @Test func aValueIsRestoredInTheNextHostOfTheSceneFromTheSavedBytes() throws {
        var saved: [Data] = []
        let first = ViewHost(rootView: Draft(), size: CGSize(width: 1200, height: 300), measurer: FixedAdvanceTextMeasurer(),
                             sceneStorage: SceneStorageStore(save: { saved.append($0) }))
        frame(first, 0)
        #expect(texts(first).contains(Self.defaults))
        #expect(saved.isEmpty, "the defaults are not written")
        try tapEdit(first, 1)
        #expect(texts(first).contains(Self.edited))
        // Eight writes in one click, one save after the frame.
        #expect(saved.count == 1)
        let json = String(decoding: try #require(saved.last), as: UTF8.self)
        #expect(json == #"{"values":{"blob":{"data":"AQID"},"count":{"int":1},"flag":{"bool":true},"link":{"url":"https://example.com/b"},"ratio":{"double":0.25},"sort":{"int":1},"tab":{"string":"archive"},"title":{"string":"Call the dentist"}},"version":1}"#)
        frame(first, 2)
        #expect(saved.count == 1, "a frame that changed nothing saves nothing")

        // The scene made again (the next launch): its views start from the saved values.
        let second = ViewHost(rootView: Draft(), size: CGSize(width: 1200, height: 300), measurer: FixedAdvanceTextMeasurer(),
                              sceneStorage: SceneStorageStore(restoring: saved.last))
        frame(second, 0)
        #expect(texts(second).contains(Self.edited))
    }

    @Test func viewsOfOneSceneShareAKeyAndAnotherSceneHasItsOwn() throws {
        let store = SceneStorageStore()
        let host = ViewHost(rootView: VStack { Draft(); TitleMirror() }, size: CGSize(width: 1200, height: 300),
                            measurer: FixedAdvanceTextMeasurer(), sceneStorage: store)
        frame(host, 0)
        #expect(texts(host).contains("Mirror: Mirror default"), "each view reads its own default while the key has no value")
        try tapEdit(host, 1)
        #expect(texts(host).contains("Mirror: Call the dentist"), "a write reaches every view that read the key")
        let other = ViewHost(rootView: TitleMirror(), size: CGSize(width: 1200, height: 300), measurer: FixedAdvanceTextMeasurer())
        frame(other, 0)
        #expect(texts(other) == ["Mirror: Mirror default"], "another scene's storage is its own")
    }

    @Test func aValueOfAnotherTypeOrBytesThatDoNotDecodeReadAsTheDefault() {
        let typed = SceneStorageStore(restoring: Data(#"{"values":{"count":{"string":"three"}},"version":1}"#.utf8))
        #expect(typed.value("count") == .string("three"))
        let host = ViewHost(rootView: Draft(), size: CGSize(width: 1200, height: 300), measurer: FixedAdvanceTextMeasurer(), sceneStorage: typed)
        frame(host, 0)
        #expect(texts(host).contains(Self.defaults))
        for bytes in ["", "{", #"{"values":{},"version":2}"#, #"{"values":{"a":{}},"version":1}"#] {
            #expect(SceneStorageStore(restoring: Data(bytes.utf8)).encoded() == SceneStorageStore().encoded(), "“\(bytes)” restores nothing")
        }
    }

    @Test func assigningNilToAnOptionalRemovesTheValue() {
        let store = SceneStorageStore()
        store.set(.bool(true), for: "flag")
        #expect(SceneStorageCodec<Bool?>.optional(.bool).encode(nil) == nil)
        store.set(nil, for: "flag")
        #expect(store.value("flag") == nil)
        #expect(String(decoding: store.encoded(), as: UTF8.self) == #"{"values":{},"version":1}"#)
    }

    @Test func aFailedSaveIsReportedOnceAndRetriedOnTheNextChange() throws {
        struct Full: Error, CustomStringConvertible { var description: String { "No space left on device" } }
        var attempts = 0
        let host = ViewHost(rootView: Draft(), size: CGSize(width: 1200, height: 300), measurer: FixedAdvanceTextMeasurer(),
                            sceneStorage: SceneStorageStore(save: { _ in attempts += 1; throw Full() }))
        frame(host, 0)
        try tapEdit(host, 1)
        frame(host, 2)
        #expect(attempts == 1, "not again every frame")
        #expect(host.graph.warningLog.contains("cannot save the scene's @SceneStorage values: No space left on device"))
        try tapEdit(host, 3)
        #expect(attempts == 2)
    }
}

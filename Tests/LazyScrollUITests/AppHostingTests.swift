import AppHost
import Diagnostics
import DisplayList
import Foundation
import ScrollCore
import ScrollHosting
import Testing
@testable import LazyScrollUI

// A LazyScrollUI app's window groups through the host's runners: headless frames, the main
// actor drained between frames, number keys switching window groups, the bounds overlay.

@MainActor
private final class Flag { var loaded = false }

private struct Loading: View {
    @State var text = "loading"
    var body: some View {
        Text(text).task { text = "loaded" }
    }
}

private struct Second: View {
    var body: some View { Text("second window") }
}

@MainActor
private struct TwoWindows: App {
    var body: some Scene {
        WindowGroup("First") { Loading() }
        WindowGroup("Second") { Second() }
    }
}

@MainActor
@Suite(.serialized) struct AppHostingTests {
    private func provider() -> WindowGroupProvider {
        WindowGroupProvider(windows: TwoWindows().body._windowGroups, fallbackName: "twowindows")
    }

    @Test func windowGroupsAreScenesByTitle() {
        #expect(provider().names == ["first", "second"])
    }

    @Test func aTaskStartedOnTheFirstFrameLandsBeforeTheSecond() async throws {
        var options = RunOptions()
        options.sceneName = "first"
        options.size = Size(width: 320, height: 200)
        options.frames = 2
        let outcome = try await HeadlessRunner(options: options, scenes: provider()).run()
        let texts = outcome.pipeline.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
        #expect(texts.contains("loaded"))
    }

    @Test func numberKeysAndTheBoundsOverlayWork() async throws {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID()).jsonl").path
        try """
        {"t": 20, "type": "key", "key": "B"}
        """.write(toFile: trace, atomically: true, encoding: .utf8)
        var options = RunOptions()
        options.sceneName = "second"
        options.size = Size(width: 320, height: 200)
        options.frames = 4
        options.replayPath = trace
        let outcome = try await HeadlessRunner(options: options, scenes: provider()).run()
        #expect(outcome.diagnostics.enabled.contains(.bounds))
        let texts = outcome.pipeline.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
        // The view's own text, and its outline's label: the view's type name (the `Text` inside
        // shares its corner, so only the outer name is labelled).
        #expect(texts.contains("second window"))
        #expect(texts.contains("Second"))
    }

    @Test func badOptionsAreOneSentence() {
        #expect(throws: LazyScrollError.self) { try RunArguments.parse(["--size", "12"]).options(sceneNames: ["a"]) }
        do {
            _ = try RunArguments.parse(["--scene", "nope"]).options(sceneNames: ["first", "second"])
        } catch let error as LazyScrollError {
            #expect(error.message == "unknown scene \"nope\" (available: first, second)")
        } catch { Issue.record("\(error)") }
    }
}

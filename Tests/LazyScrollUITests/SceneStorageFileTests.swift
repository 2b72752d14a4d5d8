import AppHost
import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollUI

// @SceneStorage across two launches of an app's window
// (https://developer.apple.com/documentation/swiftui/scenestorage: "its initial value is
// restored by the system if it was previously saved"): the first host writes the scene's file
// in the state directory by the project's file discipline, the second host — a new scene of
// the same name, as the next launch makes — restores it. Virtual frames, no display.

@MainActor
private struct ReminderDraft: View {
    @SceneStorage("title") private var title = ""
    @SceneStorage("priority") private var priority = 0
    var body: some View {
        VStack {
            Text("Draft: \(title) !\(priority)")
            Button("Type") { title = "Pay rent"; priority = 2 }
        }
    }
}

@MainActor
private func drawn(_ host: ViewHost) -> [String] {
    host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { s } else { nil } }
}

@MainActor
private func host(_ file: SceneStorageFile) -> ViewHost {
    let store = SceneStorageStore(restoring: file.load(), save: { try file.save($0) })
    let host = ViewHost(rootView: ReminderDraft(), size: CGSize(width: 390, height: 300), measurer: FixedAdvanceTextMeasurer(),
                        sceneStorage: store)
    host.update(size: host.size, at: 0)
    host.render(at: 0)
    return host
}

@MainActor
@Suite(.serialized) struct SceneStorageFileTests {
    private static func stateDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scene-storage-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aDraftTypedInOneLaunchIsThereInTheNext() throws {
        let state = try Self.stateDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let file = SceneStorageFile.userState(app: "Reminders", scene: "main", environment: ["XDG_STATE_HOME": state, "HOME": "/nonexistent"])
        #expect(file.path == state + "/lazyscroll/scenes/Reminders/main.json")

        let first = host(file)
        #expect(drawn(first).contains("Draft:  !0"))
        #expect(!FileManager.default.fileExists(atPath: file.path!), "nothing is written before a value changes")
        let button = try #require(first.displayList.commands.lazy.compactMap { c -> Point? in
            if case .text("Type", let origin, _, _) = c { origin } else { nil }
        }.first)
        // The button is the VStack's second row, centred; the origin is its text's top-left.
        #expect(first.tap(at: CGPoint(x: button.x + 3, y: button.y + 3)))
        first.update(size: first.size, at: 1)
        first.render(at: 1)
        #expect(drawn(first).contains("Draft: Pay rent !2"))
        let bytes = try #require(FileManager.default.contents(atPath: file.path!))
        #expect(String(decoding: bytes, as: UTF8.self) == #"{"values":{"priority":{"int":2},"title":{"string":"Pay rent"}},"version":1}"#)
        // Written beside, then renamed: no temporary file is left in the directory.
        #expect(try FileManager.default.contentsOfDirectory(atPath: state + "/lazyscroll/scenes/Reminders") == ["main.json"])

        let second = host(file)
        #expect(drawn(second).contains("Draft: Pay rent !2"), "the next launch restores the scene's values")
        let otherScene = host(SceneStorageFile.userState(app: "Reminders", scene: "settings", environment: ["XDG_STATE_HOME": state]))
        #expect(drawn(otherScene).contains("Draft:  !0"), "another scene has its own storage")
    }

    @Test(arguments: [
        ("Reminders", "main", "Reminders/main.json"),
        ("../etc", "passwd", ".._etc/passwd.json"),
        ("My App", "..", "My_App/_...json"),
        ("", "é", "_/_.json"),
    ])
    func namesStayInsideTheStateDirectory(_ app: String, _ scene: String, _ tail: String) {
        let file = SceneStorageFile.userState(app: app, scene: scene, environment: ["HOME": "/home/u"])
        #expect(file.path == "/home/u/.local/state/lazyscroll/scenes/" + tail)
    }

    @Test func withoutAStateDirectoryNothingIsKept() throws {
        #expect(SceneStorageFile.userState(app: "A", scene: "b", environment: ["XDG_STATE_HOME": "relative"]) == .disabled)
        #expect(SceneStorageFile.disabled.load() == nil)
        try SceneStorageFile.disabled.save(Data("x".utf8))
    }
}

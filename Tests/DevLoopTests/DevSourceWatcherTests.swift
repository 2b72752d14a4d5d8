import DevLoop
import Foundation
import Testing

/// The watcher on a real folder. inotify queues an event when the write's `close` returns, and
/// the polling fallback compares modification times and sizes; so each check here asks with a
/// zero timeout right after the write (no sleep, no clock).
@Suite("Dev loop: source watcher")
struct DevSourceWatcherTests {
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "devwatch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path + "/Sources/App", withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: URL(fileURLWithPath: path + "/Sources/App/Row.swift"))
        return path
    }

    @Test("A save, a rename over the file and a file in a new folder are seen", arguments: [false, true])
    func sees(polling: Bool) throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = try DevSourceWatcher(root: root + "/Sources", polling: polling)
        #expect(watcher.usesInotify == !polling)
        #expect(watcher.waitForChanges(timeoutSeconds: 0).isEmpty)
        let row = root + "/Sources/App/Row.swift"
        try Data("let a = 22\n".utf8).write(to: URL(fileURLWithPath: row), options: .atomic)   // temp file renamed over it
        #expect(watcher.waitForChanges(timeoutSeconds: 0).contains(row))
        try FileManager.default.createDirectory(atPath: root + "/Sources/App/Rows", withIntermediateDirectories: true)
        _ = watcher.waitForChanges(timeoutSeconds: 0)     // inotify: the new folder is watched from here
        let nested = root + "/Sources/App/Rows/Cell.swift"
        try Data("let b = 1\n".utf8).write(to: URL(fileURLWithPath: nested))
        #expect(watcher.waitForChanges(timeoutSeconds: 0).contains(nested))
    }

    @Test("A folder that is not there is an error naming it")
    func missing() {
        #expect(throws: DevError.self) { try DevSourceWatcher(root: "/nonexistent/Sources") }
    }
}

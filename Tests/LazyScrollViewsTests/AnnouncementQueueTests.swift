import DisplayList
import Foundation
import ScrollCore
import ScrollHosting
import Testing
@testable import LazyScrollViews

// `AccessibilityNotification.Announcement(_:).post()`
// (https://developer.apple.com/documentation/swiftui/accessibilitynotification/announcement) —
// shown by the window as a notice. A window shows what its own views posted, never another
// window's: the test process runs many scenes at once, and one process-wide queue let a scene's
// frame take a notice another scene's key had posted, so a headless run's pixels depended on
// what else was running (the `colors` bench parity and Origami's pinned-header band).

/// Posts `message` when `key` is pressed, and `appeared` from `onAppear` (posted during an update).
private struct Poster: View {
    let key: KeyEquivalent
    let message: String
    var appeared: String?
    var body: some View {
        Text("poster")
            .onKeyPress(key) {
                AccessibilityNotification.Announcement(message).post()
                return .handled
            }
            .onAppear {
                if let appeared { AccessibilityNotification.Announcement(appeared).post() }
            }
    }
}

@MainActor
@Suite("Announcements belong to the window whose views posted them", .serialized)
struct AnnouncementQueueTests {
    static let size = Size(width: 300, height: 200)

    private func scene(_ name: String, _ view: Poster) -> ViewScene<Poster> {
        ViewScene(name: name, rootView: view, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
    }

    @Test("A key handler's announcement goes to its own scene; another scene's frame does not take it")
    func keyHandlerPostsToItsOwnScene() {
        let a = scene("a", Poster(key: "a", message: "from a"))
        let b = scene("b", Poster(key: "b", message: "from b"))
        _ = a.takeAnnouncements(); _ = b.takeAnnouncements()
        #expect(b.keyCommand("B", shift: false) == .handled)
        // Before: one queue for the process — `a`'s next frame took "from b" and drew it.
        #expect(a.takeAnnouncements() == [])
        #expect(b.takeAnnouncements() == ["from b"])
        #expect(b.takeAnnouncements() == [], "taken once")
    }

    @Test("What a view posts during an update (onAppear) is its scene's")
    func updatePostsToItsOwnScene() {
        let other = scene("other", Poster(key: "o", message: "o"))
        _ = other.takeAnnouncements()
        let appearing = scene("appearing", Poster(key: "p", message: "p", appeared: "appeared"))
        // `onAppear` runs in the update after the layout pass that placed the view.
        appearing.advance(to: 1.0 / 60)
        other.advance(to: 1.0 / 60)
        #expect(other.takeAnnouncements() == [])
        #expect(appearing.takeAnnouncements() == ["appeared"])
    }

    @Test("Posted outside every window's views (a task after an await): the next window to take them shows it")
    func unattributedGoesToTheNextTaker() {
        let a = scene("a", Poster(key: "a", message: "a"))
        let b = scene("b", Poster(key: "b", message: "b"))
        _ = a.takeAnnouncements(); _ = b.takeAnnouncements()
        AccessibilityNotification.Announcement("from nowhere").post()
        #expect(b.keyCommand("B", shift: false) == .handled)
        #expect(a.takeAnnouncements() == ["from nowhere"])
        #expect(b.takeAnnouncements() == ["b"])
    }
}

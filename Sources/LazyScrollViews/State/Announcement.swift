/// SwiftUI's `AccessibilityNotification`: notifications a view posts for assistive technology.
/// LazyScroll has no screen reader to speak them; the window shows an ``Announcement`` as a short
/// notice at its top (a toast), so a key that changed something says what it changed:
///
/// ```swift
/// .onKeyPress("v") {
///     transition = transition.next
///     AccessibilityNotification.Announcement("Card transition: \(transition.title)").post()
///     return .handled
/// }
/// ```
public enum AccessibilityNotification {
    /// SwiftUI's `AccessibilityNotification.Announcement`: a string to announce now.
    public struct Announcement: Sendable, Hashable {
        public var announcement: String
        public init(_ announcement: String) { self.announcement = announcement }

        /// Queues the announcement; the host takes it at the next frame
        /// (`WindowContent.takeAnnouncements()`).
        @MainActor public func post() { AnnouncementQueue.pending.append(announcement) }
    }
}

/// Announcements posted and not yet shown. One queue for the process, like the system's
/// accessibility bus: the scene that is on screen takes them.
@MainActor
enum AnnouncementQueue {
    static var pending: [String] = []

    static func take() -> [String] {
        defer { pending.removeAll() }
        return pending
    }
}

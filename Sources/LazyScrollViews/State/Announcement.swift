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

        /// Queues the announcement for the window whose views posted it; its host takes it at
        /// the next frame (`WindowContent.takeAnnouncements()`). Posted from a view's body, an
        /// `onAppear`/`onChange`, a key or tap handler or anything else a host's call into the
        /// views runs, it goes to that window's queue; posted from elsewhere (a task after an
        /// `await`), to the process's, which the next window to draw takes.
        @MainActor public func post() { AnnouncementQueue.post(announcement) }
    }
}

/// Announcements posted and not yet shown, by the window whose views posted them.
///
/// One queue for the whole process (as the system's accessibility bus is) made a run depend on
/// whatever else ran in the process: a view of one scene posted, and the next frame of *another*
/// scene took it and drew the notice. The test process runs many scenes at once on the main
/// actor, interleaved at every `await` (a headless run drains the main actor between frames), so
/// which frame took a notice depended on how the machine's load spread the suites — a `colors`
/// bench run drew another scene's notice (3,730 pixels of a 320×240 frame, in every compared
/// frame) and Origami's pinned-header check saw a notice's text over its header band. Now a
/// post is the graph's that is being evaluated (`ViewGraph.current`) or whose host is calling
/// into its views (`attributing(to:_:)`), and a window takes only its own and the unattributed
/// ones (`AnnouncementQueueTests`).
@MainActor
enum AnnouncementQueue {
    /// The graph whose views a host is calling into outside an update (a key, a tap, a drag).
    private static var attributed: ViewGraph?
    /// Posted where no graph's views were running: the next window to draw shows them.
    private static var unattributed: [String] = []

    static func post(_ message: String) {
        if let graph = ViewGraph.current ?? attributed {
            graph.announcements.append(message)
        } else {
            unattributed.append(message)
        }
    }

    /// Runs `body` — a host's call into `graph`'s views — with what they post going to `graph`.
    /// The graph a host is calling into now, if any (``FrameClock/current``).
    static var attributedGraph: ViewGraph? { attributed }

    static func attributing<T>(to graph: ViewGraph, _ body: () -> T) -> T {
        let previous = attributed
        attributed = graph
        defer { attributed = previous }
        return body()
    }

    /// What `graph`'s window shows next: its own announcements, then any unattributed ones.
    static func take(for graph: ViewGraph) -> [String] {
        guard !graph.announcements.isEmpty || !unattributed.isEmpty else { return [] }
        var taken = graph.announcements
        graph.announcements.removeAll()
        taken.append(contentsOf: unattributed)
        unattributed.removeAll()
        return taken
    }
}

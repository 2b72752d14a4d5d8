import Foundation
import LazyScrollViews
import Observation
import ScrollCore

// Page loads that can fail (issue 16, item 5). The feed and the Origami showcase load their data
// a page at a time; a real network also fails and times out, and an app must show that and
// offer to try again rather than spin forever. `--fail-pages RATE` makes a share of the requests
// fail, decided by a seeded hash of (page, attempt): the same run fails the same pages every
// time, and a retry is a new attempt with its own outcome.
//
// What a failure looks like follows the platforms' paging sources: Android's Paging 3
// `LoadState.Error` shown in a footer with a Retry button (`LoadStateAdapter`), and Flutter's
// infinite_scroll_pagination `newPageErrorIndicatorBuilder` ("Something went wrong. Tap to try
// again."). A timeout is an error of its own kind, as `URLError.timedOut` is.

/// How a request for a page ends.
public enum PageLoadOutcome: Sendable, Equatable {
    /// The page arrives after the load delay.
    case success
    /// The server answers with an error after the load delay.
    case failure
    /// Nothing arrives: the loader gives up after its timeout.
    case timeout
}

/// Which page requests fail: a share `rate` (0…1) of them, chosen by a seeded hash — pure, so
/// a run replays identically, and tests can name the outcome of any request.
public struct PageFailures: Sendable, Equatable {
    /// The share of requests that fail (half of those as errors, half as timeouts).
    public var rate: Double
    public var seed: UInt64

    public init(rate: Double, seed: UInt64 = 0x5EED_16) {
        self.rate = rate.isFinite ? min(max(rate, 0), 1) : 0
        self.seed = seed
    }

    /// Every request succeeds.
    public static let none = PageFailures(rate: 0)

    /// What `--fail-pages` set for the scenes this process makes (main actor: the command line
    /// sets it before any scene exists; tests pass their own to the views instead).
    @MainActor public static var commandLine = PageFailures.none

    /// The outcome of request `attempt` (1, 2, …) for page `page`.
    public func outcome(page: Int, attempt: Int) -> PageLoadOutcome {
        guard rate > 0 else { return .success }
        let h = SplitMix64.mix(seed ^ SplitMix64.mix(UInt64(truncatingIfNeeded: page) &* 0x1_0000_0001 &+ UInt64(truncatingIfNeeded: attempt)))
        let u = Double(h >> 11) / Double(1 << 53)
        guard u < rate else { return .success }
        return (h & 1) == 0 ? .failure : .timeout
    }
}

/// What a paged source is doing, for its progress row.
public enum PageLoadStatus: Sendable, Equatable {
    /// Nothing in flight; the next page loads when the progress row appears.
    case idle
    /// Page `page` (1-based, as the row says it) is on its way; `attempt` counts retries.
    case loading(page: Int, attempt: Int)
    /// The last request for `page` failed or timed out; the row offers Retry.
    case failed(page: Int, attempt: Int, outcome: PageLoadOutcome)
    /// Every page is loaded.
    case atEnd

    /// The progress row's words.
    public var message: String {
        switch self {
        case .idle: return "Pull for more"
        case let .loading(page, attempt): return attempt > 1 ? "Loading page \(page) (try \(attempt))…" : "Loading page \(page)…"
        case let .failed(page, _, outcome):
            return outcome == .timeout ? "Page \(page) timed out." : "Page \(page) failed to load."
        case .atEnd: return "You're all caught up"
        }
    }
}

/// One paged source's requests: at most one in flight; a page lands after `loadDelay`, a failure
/// arrives after `loadDelay`, a timeout is declared after `timeout`. The delays are slept by
/// `sleep` when one is given (tests pass their own); else on the ``FrameClock`` of the window
/// whose views asked for the page (``PageWait``), so a headless run's page lands on the same
/// frame every time: its frames are a function of its trace, and so is the network's time.
@MainActor
@Observable
public final class PageRequester {
    public private(set) var status: PageLoadStatus = .idle
    /// Pages loaded so far (the data's first page counts as loaded).
    public private(set) var pagesLoaded: Int
    public let pageCount: Int
    public var failures: PageFailures
    public let loadDelay: Duration
    public let timeout: Duration
    /// Requests made, failed ones included.
    public private(set) var requests = 0
    @ObservationIgnored private let sleep: (@Sendable (Duration) async -> Void)?

    /// - Parameters:
    ///   - timeout: how long to wait for a page that does not come. 10 s is OkHttp's default
    ///     read timeout (URLSession's is 60 s); a demo wants to show it sooner, so the scenes pass less.
    ///   - sleep: what waits out a delay; nil (the default): the frame clock of the window that
    ///     asks (``PageWait``).
    public init(pagesLoaded: Int, pageCount: Int, failures: PageFailures, loadDelay: Duration, timeout: Duration = .seconds(10),
                sleep: (@Sendable (Duration) async -> Void)? = nil) {
        self.pagesLoaded = pagesLoaded
        self.pageCount = pageCount
        self.failures = failures
        self.loadDelay = loadDelay
        self.timeout = timeout
        self.sleep = sleep
        if pagesLoaded >= pageCount { status = .atEnd }
    }

    public var isLoading: Bool { if case .loading = status { true } else { false } }
    public var isFailed: Bool { if case .failed = status { true } else { false } }

    /// Asks for the next page when idle (the progress row appeared). A failed page waits for
    /// ``retry()``: scrolling past the row again does not hammer the server.
    public func fetchNext(land: @escaping @MainActor () -> Void) {
        guard status == .idle else { return }
        request(page: pagesLoaded + 1, attempt: 1, land: land)
    }

    /// Tries the failed page again (the row's Retry button).
    public func retry(land: @escaping @MainActor () -> Void) {
        guard case let .failed(page, attempt, _) = status else { return }
        request(page: page, attempt: attempt + 1, land: land)
    }

    private func request(page: Int, attempt: Int, land: @escaping @MainActor () -> Void) {
        status = .loading(page: page, attempt: attempt)
        requests += 1
        let outcome = failures.outcome(page: page, attempt: attempt)
        let wait = outcome == .timeout ? timeout : loadDelay
        let sleep = PageWait.mainActorSleep(self.sleep, for: wait)
        Task { @MainActor in
            await sleep()
            switch outcome {
            case .success:
                land()
                self.pagesLoaded += 1
                self.status = self.pagesLoaded >= self.pageCount ? .atEnd : .idle
            case .failure, .timeout:
                self.status = .failed(page: page, attempt: attempt, outcome: outcome)
            }
        }
    }
}

/// How a simulated network waits when no one passed a `sleep`: on the ``FrameClock`` of the
/// window whose views are running when the request is made (a row appeared, Retry was
/// clicked), so the wait is frame time — a headless run's is virtual, and its pages land on the
/// same frames every run. Outside any window (a unit test calling the loader directly) it
/// falls back to `Task.sleep`, a real clock.
enum PageWait {
    /// `custom` if given, else a sleep on the current window's frame clock until `duration`
    /// after its time now — counted from the request, not from when the request's task first
    /// runs (a frame later under load) — else a real clock. Isolated to the main actor in its
    /// type: the request's main-actor task calls it without leaving the main actor, so after the
    /// frame that reaches the deadline the task goes on in the next main-actor drain (which waits
    /// for it: ``FrameClock/wokenSleepersHaveRun()``). `PageWaitTests`.
    @MainActor static func mainActorSleep(_ custom: (@Sendable (Duration) async -> Void)?, for duration: Duration) -> @MainActor @Sendable () async -> Void {
        if let custom { return { await custom(duration) } }
        guard let clock = FrameClock.current else { return { try? await Task.sleep(for: duration) } }
        let deadline = clock.now.advanced(by: duration)
        return { try? await clock.wait(until: deadline) }
    }
}

/// The row at the end of a paged list: a spinner while loading, the reason and a Retry button
/// after a failure, and a last word at the end.
struct PageStatusRow: View {
    let requester: PageRequester
    let retry: @MainActor () -> Void
    var compact = false

    var body: some View {
        HStack(spacing: compact ? 8 : 16) {
            if case .failed = requester.status {
                Text(requester.status.message).foregroundStyle(.red)
                Button(action: retry) { Text("Retry").font(.headline) }
            } else {
                if requester.status != .atEnd { ProgressView().progressViewStyle(.circular) }
                if !compact { Text(requester.status.message).foregroundStyle(.gray) }
            }
        }
    }
}

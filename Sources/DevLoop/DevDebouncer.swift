/// Turns a burst of file-system events into one rebuild: a build starts once no source file
/// changed for ``quietSeconds`` (a *trailing* debounce, as the `notify` debouncers and
/// cargo-watch's `--delay` do — https://docs.rs/notify-debouncer-mini,
/// https://watchexec.github.io/downloads/cargo-watch/6.0.0, whose default is 0.5 s).
///
/// Editors save in several steps — Vim writes `4913` and `file.swift~`, then renames; VS Code
/// truncates and writes; `sed -i` writes a temp file and renames it over — so one save is two to
/// five events within a few milliseconds. Time is an argument (the supervisor's clock, or a
/// test's numbers); the debouncer reads no clock.
public struct DevDebouncer: Sendable, Equatable {
    /// How long the sources must stay unchanged before the build starts (default 0.2 s: longer
    /// than an editor's save takes, short next to a 2–4 s incremental build).
    public let quietSeconds: Double
    /// When the latest change arrived (nil: nothing pending).
    public private(set) var lastChangeSeconds: Double?
    /// The files changed since the last build, in the order they first changed.
    public private(set) var pendingPaths: [String] = []

    public init(quietSeconds: Double = 0.2) {
        precondition(quietSeconds >= 0, "a quiet period is not negative")
        self.quietSeconds = quietSeconds
    }

    /// A change to `path` at `time`. Files that are not Swift sources (editor swap and backup
    /// files, `.DS_Store`) are ignored: returns whether this one counted.
    @discardableResult
    public mutating func record(_ path: String, at time: Double) -> Bool {
        guard Self.isSource(path) else { return false }
        lastChangeSeconds = max(time, lastChangeSeconds ?? time)
        if !pendingPaths.contains(path) { pendingPaths.append(path) }
        return true
    }

    /// Seconds from `time` until the pending changes are due (0 when due now), nil when none is
    /// pending: how long the supervisor may wait for the next event.
    public func secondsUntilDue(at time: Double) -> Double? {
        guard let last = lastChangeSeconds else { return nil }
        return max(0, last + quietSeconds - time)
    }

    /// The changed files when the quiet period has passed at `time` (and forgets them), else nil.
    public mutating func takeIfDue(at time: Double) -> [String]? {
        guard let wait = secondsUntilDue(at: time), wait == 0 else { return nil }
        let paths = pendingPaths
        pendingPaths = []
        lastChangeSeconds = nil
        return paths
    }

    /// Whether a change to `path` can change the build: a `.swift` file that is not an editor's
    /// lock or backup (`.#Row.swift` of Emacs; `Row.swift~`, `Row.swift.swp` end otherwise).
    public static func isSource(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") && !name.hasPrefix(".#") && !name.hasPrefix(".")
    }
}

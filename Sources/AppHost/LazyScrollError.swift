/// A problem the user can fix, reported as one line on stderr with exit status 2 — never a
/// crash or a hang. The message names what was wrong and what to do.
public struct LazyScrollError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

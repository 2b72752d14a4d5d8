import CSDL2

/// A failure reported by SDL2, SDL2_ttf or SDL2_image, with what we were doing when it happened.
///
/// SDL keeps its last error in a per-thread string (`SDL_GetError`); SDL2_ttf's `TTF_GetError`
/// and SDL2_image's `IMG_GetError` are macros for the same function, so one helper serves all
/// three libraries. The message reads "<context>: <SDL's text>", e.g.
/// `IMG_SavePNG to /nope/x.png: Couldn't open /nope/x.png for writing`.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    public let message: String

    /// An error with a message of our own (no SDL text), e.g. a missing font file.
    public init(message: String) { self.message = message }

    /// An error that appends SDL's current error text to `context`.
    public static func fromSDL(_ context: String) -> SDLError {
        let detail = SDL_GetError().map { String(cString: $0) } ?? ""
        return SDLError(message: detail.isEmpty ? context : "\(context): \(detail)")
    }

    public var description: String { message }
}

/// Colour conversion shared by every draw path. `Color.bytes` traps on NaN (it clamps with
/// `min`/`max`, which pass NaN through to `UInt8(_:)`), and a display list may carry NaN from a
/// bad animation, so the renderer converts here instead: NaN becomes 0.
@inline(__always)
func unitToByte(_ value: Double) -> UInt8 {
    guard value > 0 else { return 0 }          // also catches NaN
    guard value < 1 else { return 255 }
    return UInt8((value * 255).rounded())
}

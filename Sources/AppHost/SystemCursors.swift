import CSDL2
import ScrollHosting

/// The pointer shapes scenes ask for (``ScrollHosting/PointerCursor``), as SDL's system cursors:
/// made once with the window, set only when the shape changes. SDL frees them when it quits
/// (`SDL_MouseQuit` walks its cursor list), so they need no `SDL_FreeCursor` that could run after it.
final class SystemCursors {
    private var current = PointerCursor.arrow
    private let arrow = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW)
    private let hand = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND)

    func show(_ cursor: PointerCursor) {
        guard cursor != current else { return }
        current = cursor
        if let shape = cursor == .hand ? hand : arrow { SDL_SetCursor(shape) }
    }
}

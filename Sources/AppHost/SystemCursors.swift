import CSDL2
import ScrollHosting

/// The pointer shapes scenes ask for (``ScrollHosting/PointerCursor``), as SDL's system cursors:
/// each made the first time it is shown, set only when the shape changes. SDL frees them when it
/// quits (`SDL_MouseQuit` walks its cursor list), so they need no `SDL_FreeCursor` that could run after it.
final class SystemCursors {
    private var current = PointerCursor.arrow
    private var made: [PointerCursor: OpaquePointer] = [:]

    /// SDL's system cursor for `cursor` (SDL 2 has no open or closed hand: `move` is the four-way arrow).
    static func systemCursor(for cursor: PointerCursor) -> SDL_SystemCursor {
        switch cursor {
        case .arrow: return SDL_SYSTEM_CURSOR_ARROW
        case .hand: return SDL_SYSTEM_CURSOR_HAND
        case .iBeam: return SDL_SYSTEM_CURSOR_IBEAM
        case .crosshair: return SDL_SYSTEM_CURSOR_CROSSHAIR
        case .resizeLeftRight: return SDL_SYSTEM_CURSOR_SIZEWE
        case .resizeUpDown: return SDL_SYSTEM_CURSOR_SIZENS
        case .move: return SDL_SYSTEM_CURSOR_SIZEALL
        }
    }

    func show(_ cursor: PointerCursor) {
        guard cursor != current else { return }
        current = cursor
        if made[cursor] == nil, let shape = SDL_CreateSystemCursor(Self.systemCursor(for: cursor)) { made[cursor] = shape }
        if let shape = made[cursor] { SDL_SetCursor(shape) }
    }
}

import CSDL2
import ScrollCore
import ScrollHosting

/// The window's text input, switched on only while a text field has focus — SDL2 turns it on
/// by itself at video start-up on desktop platforms
/// (https://wiki.libsdl.org/SDL2/SDL_StartTextInput), and left on, letters typed over a list
/// would also arrive as text and input methods would take the keyboard shortcuts. So the host
/// stops it once at start, then follows the content's `WindowContent/textInputArea` every
/// frame: `SDL_StartTextInput` when it appears, `SDL_StopTextInput` when it goes, and
/// `SDL_SetTextInputRect` at the caret while it moves, so the input method's candidate window
/// follows the caret (https://wiki.libsdl.org/SDL2/Tutorials-TextInput).
struct SDLTextInput {
    private var isOn: Bool?
    private var lastRect: Rect?

    /// Follows `area` (the focused field's caret in window points; nil: no field focused).
    /// `pixelsPerMouseUnit` converts points to SDL's window coordinates.
    mutating func follow(_ area: Rect?, pointsPerMouseUnit: Double) {
        let on = area != nil
        if on != isOn {
            if on { SDL_StartTextInput() } else { SDL_StopTextInput() }
            isOn = on
            lastRect = nil
        }
        guard let area, area != lastRect else { return }
        lastRect = area
        let scale = pointsPerMouseUnit > 0 ? 1 / pointsPerMouseUnit : 1
        var rect = SDL_Rect(x: Int32((area.minX * scale).rounded()), y: Int32((area.minY * scale).rounded()),
                            w: Int32(max(1, (area.width * scale).rounded())), h: Int32(max(1, (area.height * scale).rounded())))
        SDL_SetTextInputRect(&rect)
    }
}

/// The system clipboard through SDL (`SDL_SetClipboardText`, `SDL_GetClipboardText`): what
/// text fields copy and paste in the window. A headless run keeps `MemoryTextClipboard`.
@MainActor
final class SDLClipboard: TextClipboard {
    var string: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(text) }
            return String(cString: text)
        }
        set { _ = SDL_SetClipboardText(newValue ?? "") }
    }
}

extension SDLPlatform {
    /// The text of an SDL text event's fixed buffer (`char[32]`, NUL-terminated).
    static func string<T>(fromBuffer buffer: T) -> String {
        withUnsafeBytes(of: buffer) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

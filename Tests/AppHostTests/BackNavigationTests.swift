import AppHost
import CSDL2
import DisplayList
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import Testing

// Going back in a `NavigationStack` (https://developer.apple.com/documentation/swiftui/navigationstack)
// from the desktop's back inputs: the mouse's back button (SDL's `SDL_BUTTON_X1`) and `Alt+←`
// arrive as the back key ("AC Back", SDL's name for `SDLK_AC_BACK`) and pop the stack as
// Escape and the bar's back button do; at the root they do nothing (Escape there quits).

private struct Inbox: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<20, id: \.self) { i in NavigationLink("Message \(i)", value: i) }
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Int.self) { i in
                Text("Body of \(i)").navigationTitle("Message \(i)")
            }
        }
    }
}

@MainActor
@Suite("Back navigation from the mouse's back button and Alt+←", .serialized)
struct BackNavigationTests {
    static let size = Size(width: 390, height: 700)

    private func texts(_ pipeline: ScrollPipeline) -> Set<String> {
        var found: Set<String> = []
        for command in pipeline.displayList.commands {
            if case .text(let string, _, _, _) = command { found.insert(string) }
        }
        return found
    }

    /// The SDL events the window turns into the back key.
    @Test("SDL's back button and Alt+← become the back key; ← alone and Ctrl+Alt+← do not")
    func sdlTranslation() {
        var platform = SDLPlatform()
        var button = SDL_Event()
        button.type = SDL_MOUSEBUTTONDOWN.rawValue
        button.button.button = UInt8(SDL_BUTTON_X1)
        #expect(platform.translate(button, at: 0) == .key(name: SDLPlatform.backKeyName, shift: false))
        func key(_ mod: SDL_Keymod) -> InputEvent? {
            var event = SDL_Event()
            event.type = SDL_KEYDOWN.rawValue
            event.key.keysym.sym = SDL_Keycode(SDLK_LEFT.rawValue)
            event.key.keysym.mod = UInt16(mod.rawValue)
            return platform.translate(event, at: 0)
        }
        #expect(key(KMOD_LALT) == .key(name: SDLPlatform.backKeyName, shift: false))
        #expect(key(KMOD_NONE) == .key(name: "Left", shift: false))
        #expect(key(SDL_Keymod(KMOD_LALT.rawValue | KMOD_LCTRL.rawValue)) == .key(name: "Left", shift: false, control: true),
                "Ctrl+Alt+← stays ←, with Ctrl (a text field's word motion)")
    }

    /// SDL's button event has no modifiers: the click takes the keys held when it is translated;
    /// its click count (`SDL_MouseButtonEvent.clicks`) it carries.
    @Test("A left click carries the modifier keys SDL holds at it and SDL's click count")
    func clickModifiers() {
        var platform = SDLPlatform()
        var click = SDL_Event()
        click.type = SDL_MOUSEBUTTONDOWN.rawValue
        click.button.button = UInt8(SDL_BUTTON_LEFT)
        click.button.x = 10; click.button.y = 20
        SDL_SetModState(SDL_Keymod(KMOD_LSHIFT.rawValue | KMOD_RCTRL.rawValue))
        defer { SDL_SetModState(KMOD_NONE) }
        #expect(platform.translate(click, at: 0) == .pointerDown(Point(x: 10, y: 20), modifiers: [.shift, .control]))
        SDL_SetModState(KMOD_LGUI)
        #expect(platform.translate(click, at: 0) == .pointerDown(Point(x: 10, y: 20), modifiers: .command))
        // A double click's second press: SDL's count rides on it (`onTapGesture(count: 2)`).
        SDL_SetModState(KMOD_NONE)
        click.button.clicks = 2
        #expect(platform.translate(click, at: 0) == .pointerDown(Point(x: 10, y: 20), clicks: 2))
    }

    @Test("The back key from a trace pops the pushed screen; at the root it does nothing")
    func backKeyPops() throws {
        let scene = ViewScene(name: "inbox", rootView: Inbox(), measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        var frame = run(pipeline, [], from: 0, frames: 2)
        #expect(texts(pipeline).contains("Message 3"))
        // Push by clicking row 3's link (found where it was drawn), then past the 0.35 s slide.
        var stack: [DrawTransform] = [.identity]
        var found: Point?
        for command in pipeline.displayList.commands {
            switch command {
            case .pushTransform(let t): stack.append(t.then(stack.last!))
            case .popTransform: stack.removeLast()
            case .text("Message 3", let origin, _, _): found = stack.last!.apply(origin)
            default: break
            }
        }
        let row = try #require(found)
        let clickTrace = #"{"t": 100, "type": "down", "x": \#(row.x + 4), "y": \#(row.y + 4)}"# + "\n"
            + #"{"t": 150, "type": "up", "x": \#(row.x + 4), "y": \#(row.y + 4)}"#
        frame = run(pipeline, try InputTrace.parse(clickTrace), from: frame, frames: 40)
        #expect(texts(pipeline).contains("Body of 3"))
        #expect(!texts(pipeline).contains("Message 0"))
        // The back key (as the mouse's back button records it) pops it.
        frame = run(pipeline, try InputTrace.parse(#"{"t": 1000, "type": "key", "key": "AC Back"}"#), from: frame, frames: 40)
        #expect(!texts(pipeline).contains("Body of 3"))
        #expect(texts(pipeline).contains("Message 0"))
        // At the root the back key is nobody's: the scene does not take it (the host never quits on it).
        #expect(scene.keyCommand(SDLPlatform.backKeyName, shift: false) == nil)
        _ = frame
    }
}

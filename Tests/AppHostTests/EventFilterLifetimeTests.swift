@testable import AppHost
import CSDL2
import Testing

/// Issue 31 I: about half of the window's exits segfaulted in `SDLWindow.close()` — SDL called
/// the event filter `X11SmoothScrollReader` had installed after the reader was freed (the
/// runner's platform object is released after its last use, before the deferred close, whose
/// `SDL_DestroyWindow`/`SDL_Quit` still send events through the filter). The reader now holds
/// its filter as an ``SDLEventFilter``, which removes itself from SDL when released; these tests
/// pin that lifetime with SDL's event queue alone (no display needed). The reader itself needs
/// an X server and XInput 2.1, so the window's quit is checked by hand under Xvfb (see the commit).
@Suite("SDL event filter lifetime (issue 31 I)", .serialized)
struct EventFilterLifetimeTests {
    final class Calls { var count = 0 }
    static let code: Int32 = 31_031

    func push() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        event.user.code = Self.code
        _ = SDL_PushEvent(&event)
    }

    @Test func theFilterIsRemovedWhenItsOwnerIsReleased() {
        #expect(SDL_InitSubSystem(UInt32(SDL_INIT_EVENTS)) == 0)
        defer {
            SDL_FlushEvent(SDL_USEREVENT.rawValue)
            SDL_QuitSubSystem(UInt32(SDL_INIT_EVENTS))
        }
        let calls = Calls()
        var filter: SDLEventFilter? = SDLEventFilter { event in
            if event.pointee.type == SDL_USEREVENT.rawValue && event.pointee.user.code == Self.code { calls.count += 1 }
            return true
        }
        push()
        #expect(calls.count == 1, "SDL calls the installed filter")
        #expect(filter?.isInstalled == true)
        filter = nil
        var current: SDL_EventFilter?
        var userdata: UnsafeMutableRawPointer?
        #expect(SDL_GetEventFilter(&current, &userdata) == SDL_FALSE, "no filter left pointing at freed memory")
        push()
        #expect(calls.count == 1, "the released filter is not called")
    }

    @Test func aLaterFilterIsNotRemovedByAnEarlierOnesRelease() {
        #expect(SDL_InitSubSystem(UInt32(SDL_INIT_EVENTS)) == 0)
        defer {
            SDL_SetEventFilter(nil, nil)
            SDL_FlushEvent(SDL_USEREVENT.rawValue)
            SDL_QuitSubSystem(UInt32(SDL_INIT_EVENTS))
        }
        var first: SDLEventFilter? = SDLEventFilter { _ in true }
        let second = SDLEventFilter { _ in true }
        #expect(first?.isInstalled == false && second.isInstalled)
        first = nil
        #expect(second.isInstalled, "releasing a replaced filter leaves the current one")
    }
}

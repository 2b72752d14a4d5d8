import CSDL2

/// An `SDL_SetEventFilter` callback that lives exactly as long as this object: installed by
/// `init`, removed by `deinit` (if it is still SDL's filter). SDL keeps only a C function pointer
/// and an unretained `userdata`, so a filter whose owner was freed is a dangling pointer SDL
/// calls on the next event — which `SDL_DestroyWindow` and `SDL_Quit` send while the window
/// closes (issue 31 I). Tying the registration to an object's lifetime makes that impossible.
///
/// The body runs on the thread that pumps or pushes events (the main thread, for the window);
/// it returns whether SDL should queue the event.
final class SDLEventFilter {
    private let body: (UnsafeMutablePointer<SDL_Event>) -> Bool

    init(_ body: @escaping (UnsafeMutablePointer<SDL_Event>) -> Bool) {
        self.body = body
        SDL_SetEventFilter({ userdata, event in
            guard let userdata, let event else { return 1 }
            return Unmanaged<SDLEventFilter>.fromOpaque(userdata).takeUnretainedValue().body(event) ? 1 : 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Whether SDL's current filter is this one.
    var isInstalled: Bool {
        var filter: SDL_EventFilter?
        var userdata: UnsafeMutableRawPointer?
        return SDL_GetEventFilter(&filter, &userdata) == SDL_TRUE && userdata == Unmanaged.passUnretained(self).toOpaque()
    }

    deinit {
        if isInstalled { SDL_SetEventFilter(nil, nil) }
    }
}

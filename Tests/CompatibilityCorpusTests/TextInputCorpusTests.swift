import AppHost
import CompatibilityCorpus
import DisplayList
import Foundation
import LazyScrollUI
import ScrollCore
import ScrollHosting
import Testing

// The text-input views of the corpus used as a user uses them: a trace of keys and typed text
// (`text` events are SDL_TEXTINPUT as the window records them) replayed headless, the real font.

@MainActor
@Suite(.serialized) struct TextInputCorpusTests {
    /// Runs corpus view `name` with `trace` and returns the strings its last frame drew.
    static func replay(_ name: String, _ trace: String, frames: Int = 90) async throws -> [String] {
        try await CorpusReplay.lastFrame(name, trace, frames: frames).commands.compactMap {
            if case .text(let s, _, _, _) = $0 { return s } else { return nil }
        }
    }

    // https://developer.apple.com/documentation/swiftui/focusstate and
    // https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:): Return in the
    // e-mail field moves focus (the app sets its @FocusState), Return in the password field signs in.
    @Test func signingInWithTheKeyboardAlone() async throws {
        let drawn = try await Self.replay("LoginScreen", """
            {"t": 100, "type": "key", "key": "Tab"}
            {"t": 200, "type": "text", "text": "ada@example.com"}
            {"t": 300, "type": "key", "key": "Return"}
            {"t": 400, "type": "text", "text": "s3cret"}
            {"t": 500, "type": "key", "key": "Return"}
            """)
        #expect(drawn.contains("ada@example.com"))
        #expect(drawn.contains("••••••"), "six bullets for the six characters of the password")
        #expect(!drawn.contains { $0.contains("s3cret") }, "the password itself is never drawn")
        #expect(drawn.contains("Signed in as ada@example.com"))
    }

    @Test func theComposerSendsOnReturnAndClearsItsDraft() async throws {
        let drawn = try await Self.replay("ChatComposer", """
            {"t": 100, "type": "key", "key": "Tab"}
            {"t": 200, "type": "text", "text": "See you there"}
            {"t": 300, "type": "key", "key": "Return"}
            """)
        #expect(drawn.contains("See you there"), "the message joined the thread")
        #expect(drawn.contains("Message"), "the cleared field shows its placeholder again")
    }

    @Test func theSameTraceDrawsTheSameFrameTwice() async throws {
        let trace = """
            {"t": 100, "type": "key", "key": "Tab"}
            {"t": 200, "type": "text", "text": "ada"}
            {"t": 250, "type": "key", "key": "Left", "shift": true}
            """
        let first = try await Self.replay("LoginScreen", trace)
        let second = try await Self.replay("LoginScreen", trace)
        #expect(first == second)
        #expect(first.contains("ada"))
    }
}

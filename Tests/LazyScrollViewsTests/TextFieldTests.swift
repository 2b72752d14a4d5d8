import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import ScrollHosting
import Testing
@testable import LazyScrollViews

// TextField and SecureField driven as the window drives them: keys through `keyCommand`, typed
// text through `textInput` (SDL_TEXTINPUT), clicks through `tap`, frames at times the test picks.
// Hosted with `FixedAdvanceTextMeasurer`: a 17 pt body character is 17 × 0.6 = 10.2 pt wide and
// a line 17 × 1.2 = 20.4 pt tall.
// https://developer.apple.com/documentation/swiftui/textfield
// https://developer.apple.com/documentation/swiftui/securefield

/// A window driven frame by frame at times the test sets (the caret blinks by the frame time).
@MainActor
final class FieldWindow<Root: View> {
    let scene: ViewScene<Root>
    let size: Size
    private(set) var list = DisplayList()
    private var result: LayoutResult
    private(set) var time = 0.0

    init(_ view: Root, width: Double = 300, height: Double = 200) {
        size = Size(width: width, height: height)
        scene = ViewScene(name: "test", rootView: view, measurer: FixedAdvanceTextMeasurer(), size: size)
        result = LayoutResult(constraints: LayoutConstraints(viewportSize: size, scrollOffset: 0))
        frame(at: 0)
    }

    /// One frame at `time` (the next 1/60 s when nil).
    func frame(at time: Double? = nil) {
        self.time = time ?? self.time + 1.0 / 60
        scene.advance(to: self.time)
        let constraints = scene.constraints(viewport: size, scrollOffset: result.scrollOffset)
        scene.layout(constraints, into: &result)
        list = DisplayList()
        _ = scene.paint(result, viewport: Rect(origin: .zero, size: size),
                        context: PaintContext(timeSeconds: self.time, paintNested: { _, _, _ in }), into: &list)
    }

    /// A key as the host sends it, then a frame.
    @discardableResult
    func key(_ name: String, shift: Bool = false, control: Bool = false) -> SceneCommand? {
        let command = scene.keyCommand(name, shift: shift, control: control)
        frame()
        return command
    }

    /// Typed text as SDL_TEXTINPUT sends it (one event per string), then a frame.
    func type(_ texts: String...) {
        for text in texts { scene.textInput(text) }
        frame()
    }

    /// A click at `point` (window points), then a frame.
    func click(_ point: Point, modifiers: EventModifiers = []) {
        _ = scene.tap(at: point, modifiers: modifiers)
        frame()
    }

    var texts: [(text: String, origin: Point, color: RGBAColor)] {
        list.commands.compactMap { if case .text(let s, let o, _, let c) = $0 { return (s, o, c) } else { return nil } }
    }
    var fills: [Rect] { list.commands.compactMap { if case .fillRect(let r, _) = $0 { return r } else { return nil } } }
    var field: TextFieldNode? { scene.host.graph.focus.focusedTextField }
}

/// A text field over `@State`, its text echoed below it (so a write-back shows).
private struct Echo: View {
    @State var name = ""
    var body: some View {
        VStack(spacing: 0) {
            TextField("Name", text: $name)
            Text("Hello, \(name)")
        }
    }
}

/// A reference the views write into, so a test reads what a binding or an action received.
@MainActor
private final class FieldLog {
    var text = ""
    var events: [String] = []
}

/// A binding to `log.text`. Made on the main actor, its closures are main-actor closures (the
/// binding is read and written there, through `wrappedValue`), so they read the log directly.
@MainActor
private func binding(_ log: FieldLog) -> Binding<String> {
    Binding(get: { log.text }, set: { value in log.text = value })
}

@MainActor
@Suite struct TextFieldTests {
    // MARK: Typing and write-back

    @Test func tabFocusesTheFieldAndTypedTextIsWrittenToTheBinding() throws {
        let window = FieldWindow(Echo())
        #expect(window.field == nil)
        window.key("Tab")
        #expect(window.field != nil, "Tab focuses the field (the only focus target)")
        // SDL splits a commit into events of at most 32 bytes: each is appended, never replaces.
        window.type("Ad", "a")
        window.frame()
        #expect(window.texts.map(\.text).contains("Hello, Ada"), "the @State the field writes is read by the Text below")
        #expect(window.field?.model.caret == 3)
    }

    @Test func lettersSpaceAndDigitsAreTheFieldsWhileItHasFocus() throws {
        let log = FieldLog()
        let window = FieldWindow(TextField("Name", text: binding(log)))
        window.key("Tab")
        // The keys arrive too (SDL sends a key and its text): the field takes them, so Space
        // does not scroll, Q does not quit, 1 does not switch scenes in the window.
        for name in ["Space", "Q", "1", "Up"] { #expect(window.key(name) == .handled, "\(name)") }
        window.type(" ")
        #expect(log.text == " ", "the space arrives as text, once")
        #expect(window.key("PageDown") == nil, "PageUp/PageDown still scroll")
        #expect(window.key("F5") == nil, "function keys stay the window's")
    }

    @Test func withoutFocusTypedTextGoesNowhere() {
        let log = FieldLog()
        let window = FieldWindow(TextField("Name", text: binding(log)))
        window.type("abc")
        #expect(log.text.isEmpty)
        #expect(window.key("Space") == nil, "an unfocused field takes no keys")
    }

    @Test func theAppWritingTheBindingChangesTheFieldAndKeepsTheCaretInside() throws {
        @MainActor struct Clearable: View {
            @State var name = "hello"
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    Button("Clear") { name = "" }
                }
            }
        }
        let window = FieldWindow(Clearable())
        window.key("Tab")
        let field = try #require(window.field)
        #expect(field.model.caret == 5, "focus by Tab puts the caret at the end")
        let clear = try #require(window.texts.first { $0.text == "Clear" }).origin
        window.click(Point(x: clear.x + 2, y: clear.y + 2))
        #expect(field.model.text.isEmpty)
        #expect(field.model.caret == 0, "cleared (a chat's draft after Send): the caret is at the start")
        #expect(window.field === field, "a button takes no focus from the field")
    }

    // MARK: Keys

    @Test func arrowsHomeEndAndShiftSelectByCluster() throws {
        let log = FieldLog()
        let window = FieldWindow(TextField("Name", text: binding(log)))
        window.key("Tab")
        window.type("e\u{301}👩\u{200D}👩\u{200D}👧x")
        let field = try #require(window.field)
        #expect(field.model.caret == 3)
        window.key("Left")
        window.key("Left", shift: true)
        #expect(field.model.selectedText == "👩\u{200D}👩\u{200D}👧")
        window.key("Backspace")
        #expect(log.text == "e\u{301}x", "one Backspace removes the family")
        window.key("Home")
        #expect(field.model.caret == 0)
        window.key("Delete")
        #expect(log.text == "x", "one Delete removes e + U+0301")
        window.key("End")
        #expect(field.model.caret == 1)
    }

    @Test func ctrlArrowsMoveByWordAndCtrlASelectsAll() throws {
        let log = FieldLog()
        let window = FieldWindow(TextField("Name", text: binding(log)))
        window.key("Tab")
        window.type("one two three")
        let field = try #require(window.field)
        window.key("Left", control: true)
        #expect(field.model.caret == 8)
        window.key("Left", shift: true, control: true)
        #expect(field.model.selectedText == "two ")
        window.key("A", control: true)
        #expect(field.model.selection == 0..<13)
        window.type("x")
        #expect(log.text == "x", "typing replaces the whole selection")
    }

    @Test func copyCutAndPasteGoThroughTheClipboard() throws {
        let clipboard = MemoryTextClipboard()
        HostClipboard.current = clipboard
        let log = FieldLog()
        let window = FieldWindow(TextField("Name", text: binding(log)))
        window.key("Tab")
        window.type("hello world")
        window.key("Left", shift: true, control: true)
        window.key("C", control: true)
        #expect(clipboard.string == "world")
        window.key("X", control: true)
        #expect(log.text == "hello ")
        window.key("Home")
        window.key("V", control: true)
        #expect(log.text == "worldhello ")
        clipboard.string = "a\nb"
        window.key("V", control: true)
        #expect(log.text == "worlda bhello ", "a one-line field pastes line breaks as spaces")
    }

    // https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:): "A TextField, or
    // SecureField will trigger this action when the user hits the hardware or software return
    // key … You may set this action on an individual view or an entire view hierarchy."
    @Test func returnRunsEveryOnSubmitAroundTheFieldInnermostFirst() {
        let log = FieldLog()
        let view = VStack {
            TextField("Name", text: binding(log))
                .onSubmit { log.events.append("field") }
        }
        .onSubmit { log.events.append("form") }
        .onSubmit(of: .search) { log.events.append("search") }
        let window = FieldWindow(view)
        window.key("Tab")
        #expect(window.key("Return") == .handled)
        #expect(log.events == ["field", "form"], "the .search action is not a text field's")
    }

    // https://developer.apple.com/documentation/swiftui/view/submitscope(_:)
    @Test func submitScopeStopsTheActionsFurtherOut() {
        let log = FieldLog()
        let view = VStack {
            TextField("Name", text: binding(log))
                .onSubmit { log.events.append("field") }
                .submitScope()
        }
        .onSubmit { log.events.append("form") }
        let window = FieldWindow(view)
        window.key("Tab")
        window.key("Return")
        #expect(log.events == ["field"])
    }

    @Test func escapeEndsEditingAndOnEditingChangedIsTold() {
        let log = FieldLog()
        let window = FieldWindow(TextField("Name", text: binding(log), onEditingChanged: { log.events.append("editing \($0)") }))
        window.key("Tab")
        window.key("Escape")
        #expect(window.field == nil)
        #expect(log.events == ["editing true", "editing false"])
    }

    // MARK: Drawing

    @Test func theCaretIsAtTheMeasuredPrefixWidthAndBlinksByTheFrameTime() throws {
        let log = FieldLog()
        let window = FieldWindow(TextField("Name", text: binding(log)))
        window.key("Tab")
        window.type("abc")
        let edit = window.time
        // The field fills the 300 pt window, one 20.4 pt line centred in 200: y = 89.8. The
        // caret after "abc" is at 3 × 10.2 = 30.6, 2 pt wide and a line tall.
        let caret = Rect(x: 30.6, y: 89.8, width: 2, height: 20.4)
        func caretShown() -> Bool { window.fills.contains { abs($0.minX - caret.minX) < 1e-9 && abs($0.minY - caret.minY) < 1e-9 && $0.size == caret.size } }
        window.frame(at: edit + 0.25)
        #expect(caretShown(), "on for 0.5 s after an edit")
        window.frame(at: edit + 0.75)
        #expect(!caretShown(), "then off for 0.5 s")
        window.frame(at: edit + 1.25)
        #expect(caretShown(), "then on again")
        window.key("Left")
        window.frame(at: window.time + 0.1)
        #expect(window.fills.contains { abs($0.minX - 20.4) < 1e-9 && $0.width == 2 }, "after ←, at 2 × 10.2")
    }

    @Test func thePlaceholderIsThePromptElseTheTitleInPlaceholderGrey() {
        let titled = FieldWindow(TextField("Name", text: .constant("")))
        #expect(titled.texts.map(\.text) == ["Name"])
        #expect(titled.texts.first?.color == TextFieldNode.placeholderColor.light)
        let prompted = FieldWindow(TextField("Name", text: .constant(""), prompt: Text("Required")))
        #expect(prompted.texts.map(\.text) == ["Required"])
        let filled = FieldWindow(TextField("Name", text: .constant("Ada")))
        #expect(filled.texts.map(\.text) == ["Ada"])
        #expect(filled.texts.first?.color == Color.primary.rgba)
    }

    @Test(arguments: ["hunter2", "e\u{301}t\u{E9}", "pa👩\u{200D}👩\u{200D}👧"])
    func aSecureFieldDrawsOneBulletPerClusterAndNeverCopies(password: String) throws {
        let clipboard = MemoryTextClipboard(string: "before")
        HostClipboard.current = clipboard
        let window = FieldWindow(SecureField("Password", text: .constant(password)))
        #expect(window.texts.map(\.text) == [String(repeating: "•", count: password.count)])
        #expect(!window.texts.contains { $0.text.contains(password) })
        window.key("Tab")
        window.key("A", control: true)
        window.key("C", control: true)
        window.key("X", control: true)
        #expect(clipboard.string == "before", "neither Ctrl+C nor Ctrl+X copies a password")
    }

    @Test func aClickPlacesTheCaretAtTheNearestBoundary() throws {
        let log = FieldLog()
        log.text = "abcdef"
        let window = FieldWindow(TextField("Name", text: binding(log)))
        // x = 3 × 10.2 + 4 is nearer the boundary after "abc" (30.6) than after "abcd" (40.8).
        window.click(Point(x: 34.6, y: 100))
        let field = try #require(window.field, "a click focuses the field")
        #expect(field.model.caret == 3)
        window.click(Point(x: 37, y: 100))
        #expect(field.model.caret == 4, "37 is nearer 40.8 than 30.6")
        window.click(Point(x: 5, y: 100), modifiers: .shift)
        #expect(field.model.selection == 0..<4, "Shift+click extends the selection")
    }

    @Test func aLongTextScrollsToKeepTheCaretInView() throws {
        let log = FieldLog()
        let window = FieldWindow(TextField("Name", text: binding(log)).frame(width: 102))
        window.key("Tab")
        window.type("0123456789abcdefghij")
        // 20 characters are 204 pt in a 102 pt field (x from 99 to 201): the caret at the end
        // (204 + 2 pt) must be inside, so the text is scrolled by 206 − 102 = 104 pt.
        let text = try #require(window.texts.first)
        #expect(abs(text.origin.x - (99 - 104)) < 1e-9)
        window.key("Home")
        #expect(abs((window.texts.first?.origin.x ?? 0) - 99) < 1e-9, "Home scrolls back to the start")
    }

    @Test func aCompositionIsDrawnUnderlinedButNotWritten() throws {
        let log = FieldLog()
        let window = FieldWindow(TextField("Name", text: binding(log)))
        window.key("Tab")
        window.type("a")
        window.scene.textEditing("にほ", start: 2, length: 0)
        window.frame()
        #expect(log.text == "a")
        #expect(window.texts.map(\.text) == ["aにほ"])
        // The underline: 1 pt under the line (y = 89.8 + 20.4 − 1), from 10.2 for 2 × 10.2.
        #expect(window.fills.contains { abs($0.minX - 10.2) < 1e-9 && abs($0.minY - 109.2) < 1e-9 && abs($0.width - 20.4) < 1e-9 && $0.height == 1 })
        window.type("日本")
        #expect(log.text == "a日本")
    }

    @Test func aDisabledFieldTakesNeitherFocusNorClicks() {
        let log = FieldLog()
        let window = FieldWindow(TextField("Name", text: binding(log)).disabled(true))
        window.key("Tab")
        #expect(window.field == nil)
        window.click(Point(x: 10, y: 100))
        #expect(window.field == nil)
    }

    // MARK: Focus

    @Test func tabMovesBetweenFieldsAndFocusStateFollows() throws {
        enum Field: Hashable { case name, password }
        @MainActor struct Login: View {
            @FocusState var focus: Field?
            var body: some View {
                VStack {
                    TextField("Name", text: .constant(""))
                        .focused($focus, equals: .name)
                    SecureField("Password", text: .constant(""))
                        .focused($focus, equals: .password)
                    Text("focus \(focus.map { "\($0)" } ?? "none")")
                }
            }
        }
        let window = FieldWindow(Login())
        window.key("Tab")
        window.frame()
        #expect(window.texts.map(\.text).contains("focus name"))
        window.key("Tab")
        window.frame()
        #expect(window.texts.map(\.text).contains("focus password"))
        window.key("Escape")
        window.frame()
        #expect(window.texts.map(\.text).contains("focus none"))
    }

    @Test func settingFocusStateStartsEditingThere() {
        @MainActor struct Form2: View {
            @FocusState var isFocused: Bool
            let log: FieldLog
            var body: some View {
                VStack {
                    TextField("Name", text: binding(log)).focused($isFocused)
                    Button("Edit") { isFocused = true }
                }
            }
        }
        let log = FieldLog()
        let window = FieldWindow(Form2(log: log))
        #expect(window.field == nil)
        // The button is below the field: 20.4 + 8 spacing + its line, centred in the window.
        let button = window.texts.first { $0.text == "Edit" }!.origin
        window.click(Point(x: button.x + 2, y: button.y + 2))
        window.frame()
        window.type("x")
        #expect(log.text == "x", "focus moved to the field on the frame after the app set it")
    }

    // MARK: Vertical growth and styles

    // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-8rujz and
    // https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-7ufty
    @Test(arguments: [(1, 2), (3, 3), (5, 4)])
    func aVerticalFieldGrowsWithItsLinesWithinTheLineLimit(textLines: Int, lines: Int) {
        let text = Array(repeating: "line", count: textLines).joined(separator: "\n")
        let host = makeHost(TextField("Notes", text: .constant(text), axis: .vertical).lineLimit(2...4), width: 300, height: 400)
        let field = host.graph.root.flatMap { findField($0) }
        #expect(field.map { abs($0.frame.height - CGFloat(lines) * 20.4) < 1e-9 } == true,
                "\(textLines) lines shown as \(lines) of 20.4 pt")
    }

    @Test func aVerticalFieldWrapsAtSpaces() {
        // "aaaa bbbb" is 9 × 10.2 = 91.8 pt; in 60 pt (less the 2 pt caret) "aaaa " fits, "bbbb" wraps.
        let host = makeHost(TextField("Notes", text: .constant("aaaa bbbb"), axis: .vertical).frame(width: 60), width: 300, height: 200)
        let texts = host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
        #expect(texts == ["aaaa ", "bbbb"])
    }

    @Test func verticalReturnWritesALineUnlessSomethingSubmits() {
        let log = FieldLog()
        let window = FieldWindow(TextField("Notes", text: binding(log), axis: .vertical))
        window.key("Tab")
        window.type("a")
        window.key("Return")
        #expect(log.text == "a\n", "no onSubmit: Return is a new line, as on iOS")
        let chat = FieldLog()
        let composer = FieldWindow(TextField("Message", text: binding(chat), axis: .vertical).onSubmit { chat.events.append("send") })
        composer.key("Tab")
        composer.type("hi")
        composer.key("Return", shift: true)
        composer.key("Return")
        #expect(chat.text == "hi\n")
        #expect(chat.events == ["send"])
    }

    @Test func roundedBorderAddsSevenPointsAroundAndAStroke() {
        let host = makeHost(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder), width: 300, height: 200)
        // 20.4 + 2 × 7 = 34.4 pt tall, centred: y = (200 − 34.4) / 2 = 82.8; the text 7 pt in.
        #expect(host.displayList.commands.contains { if case .strokeRoundedRect = $0 { true } else { false } })
        let text = host.displayList.commands.compactMap { if case .text(_, let o, _, _) = $0 { return o } else { return nil } }.first
        #expect(text.map { abs($0.x - 7) < 1e-9 && abs($0.y - 89.8) < 1e-9 } == true)
        let plain = makeHost(TextField("Name", text: .constant("")).textFieldStyle(.plain), width: 300, height: 200)
        #expect(!plain.displayList.commands.contains { if case .strokeRoundedRect = $0 { true } else { false } })
    }

    // https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:) and its siblings:
    // the on-screen keyboard's traits compile and are kept; typing is unchanged by them.
    @Test func keyboardTraitsAreKeptInTheEnvironmentAndTypingIsUnchanged() throws {
        let log = FieldLog()
        let window = FieldWindow(TextField("Code", text: binding(log))
            .keyboardType(.numberPad)
            .textContentType(.oneTimeCode)
            .textInputAutocapitalization(.characters)
            .autocorrectionDisabled())
        window.key("Tab")
        let field = try #require(window.field)
        #expect(field.environment.keyboardType == .numberPad)
        #expect(field.environment.textContentType == .oneTimeCode)
        #expect(field.environment.textInputAutocapitalization == .characters)
        #expect(field.environment.autocorrectionDisabled)
        window.type("ab1")
        #expect(log.text == "ab1", "a hardware keyboard types letters into a number-pad field, as on iOS")
    }

    @Test func submitLabelIsKeptAndNamedInTheBoundsOverlay() {
        let host = makeHost(TextField("To", text: .constant("")).submitLabel(.send))
        let field = host.graph.root.flatMap { findField($0) }
        #expect(field?.environment.submitLabel == .send)
        #expect(field?.debugName == "TextField ⏎ Send")
    }
}

/// A sign-up form as iOS draws it: the fields plain, filling their rows; one placeholder, one
/// password in bullets.
@MainActor
private struct SignUpForm: View {
    @State var name = ""
    @State var password = "pw"
    var body: some View {
        Form {
            Section("Account") {
                TextField("Name", text: $name)
                SecureField("Password", text: $password)
            }
        }
    }
}

@MainActor
@Suite struct TextFieldGoldenTests {
    // Golden display list (see GoldenDisplayListTests): a change here is a visible change.
    // iOS's inset-grouped form: rows 44 pt tall on a white card 20 pt in from the window's edges;
    // each field fills its row's content (x = 20 + 20, 350 − 2 × 20 = 310 pt wide), one 20.4 pt
    // line centred in the row ((44 − 20.4) / 2 = 11.8), clipped to itself. "Name" is the
    // placeholder in iOS's placeholderText (60, 60, 67) at 30 % (#3c3c434d); the password "pw" is
    // two bullets in the primary colour.
    @Test func aFormWithFields() {
        let host = makeHost(SignUpForm(), width: 390, height: 300)
        #expect(host.displayList.description == """
            fill [(0, 0) 390×300] #f2f2f7
            pushClip [(0, 0) 390×300]
            pushClip [(0, 0) 390×300]
            text "Account" at (40, 24) 13pt regular #3c3c4399
            fillRounded [(20, 46.6) 350×44] r=10 #ffffff
            fill [(20, 56.6) 350×34] #ffffff
            fill [(40, 89.6) 330×1] #3c3c434a
            pushTransform [1 0 0 1 0 46.6]
            pushClip [(40, 11.8) 310×20.4]
            text "Name" at (40, 11.8) 17pt regular #3c3c434d
            popClip
            popTransform
            fillRounded [(20, 90.6) 350×44] r=10 #ffffff
            fill [(20, 90.6) 350×34] #ffffff
            pushTransform [1 0 0 1 0 90.6]
            pushClip [(40, 11.8) 310×20.4]
            text "••" at (40, 11.8) 17pt regular #000000
            popClip
            popTransform
            popClip
            popClip
            """)
    }
}

/// The first text field node in `node`'s subtree.
@MainActor
func findField(_ node: ViewNode) -> TextFieldNode? {
    if let field = node as? TextFieldNode { return field }
    var found: TextFieldNode?
    node.forEachChild { if found == nil { found = findField($0) } }
    return found
}

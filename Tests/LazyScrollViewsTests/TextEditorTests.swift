import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// `TextEditor` against Apple's page (https://developer.apple.com/documentation/swiftui/texteditor:
// "A view that can display and edit long-form text") and `UITextView`'s documented defaults
// (`textContainerInset` 8 pt top and bottom, `lineFragmentPadding` 5 pt). Hosted with
// `FixedAdvanceTextMeasurer`: a 17 pt line is 20.4 pt tall, a character 10.2 pt wide.

@MainActor
private final class EditorLog {
    var text = ""
    var submits = 0
    var binding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
}

@MainActor
@Suite struct TextEditorTests {
    private func texts(_ list: DisplayList) -> [(String, Point)] {
        list.commands.compactMap { if case .text(let s, let o, _, _) = $0 { return (s, o) } else { return nil } }
    }

    /// "fills the space it is offered": 120 pt from a frame, the whole window alone.
    @Test(arguments: [(Optional<CGFloat>.some(120), CGFloat(120)), (nil, 200)])
    func fillsTheHeightOffered(frameHeight: CGFloat?, expected: CGFloat) {
        let editor = TextEditor(text: .constant("Notes"))
        let host: ViewHost
        if let frameHeight {
            host = makeHost(VStack { editor.frame(height: frameHeight); Text("after") }, width: 300, height: 200)
        } else {
            host = makeHost(editor, width: 300, height: 200)
        }
        let field = host.graph.root.flatMap { findField($0) }
        #expect(field?.frame.height == expected)
        #expect(field?.frame.width == 300)
    }

    /// In a stack it is as flexible as a `Color`: with `.frame(minHeight:)` it still takes the
    /// rest of the column — 200 − 2 × 20.4 (the texts) − 2 × 8 (the spacing) = 143.2 pt.
    @Test func inAStackWithAMinimumHeightItTakesTheRest() {
        let host = makeHost(VStack { Text("t"); TextEditor(text: .constant("a")).frame(minHeight: 50); Text("b") },
                            width: 300, height: 200)
        let field = host.graph.root.flatMap { findField($0) }
        #expect(field.map { abs($0.frame.height - 143.2) < 1e-9 } == true)
    }

    /// Offered no height (a fixed-size row), it is as tall as its lines plus the insets:
    /// 3 × 20.4 + 2 × 8 = 77.2 pt.
    @Test func withNoHeightOfferedItIsAsTallAsItsLines() {
        let host = makeHost(TextEditor(text: .constant("one\ntwo\nthree")).fixedSize(horizontal: false, vertical: true),
                            width: 300, height: 400)
        let field = host.graph.root.flatMap { findField($0) }
        #expect(field.map { abs($0.frame.height - 77.2) < 1e-9 } == true)
    }

    /// The text starts 5 pt in and 8 pt down from the editor's corner (`UITextView`'s insets),
    /// on its white background; `scrollContentBackground(.hidden)` removes the background.
    @Test func textInsetAndBackground() {
        let host = makeHost(VStack { TextEditor(text: .constant("Hello")).frame(height: 100) }, width: 300, height: 100)
        let field = host.graph.root.flatMap { findField($0) }!
        let origin = texts(host.displayList).first { $0.0 == "Hello" }?.1
        #expect(origin == Point(x: Double(field.frame.minX) + 5, y: Double(field.frame.minY) + 8))
        let fillsWhite = { (list: DisplayList) in
            list.commands.contains { if case .fillRect(let rect, let color) = $0 { rect.size.height == 100 && color == .white } else { false } }
        }
        #expect(fillsWhite(host.displayList))
        let hidden = makeHost(VStack { TextEditor(text: .constant("Hello")).frame(height: 100) }.scrollContentBackground(.hidden),
                              width: 300, height: 100)
        #expect(!fillsWhite(hidden.displayList))
    }

    /// Return writes a new line, also under an `onSubmit` (which a text editor never triggers).
    @Test func returnWritesANewLineAndNeverSubmits() {
        let log = EditorLog()
        let window = FieldWindow(TextEditor(text: log.binding).onSubmit { log.submits += 1 })
        window.key("Tab")
        window.type("a")
        window.key("Return")
        window.type("b")
        #expect(log.text == "a\nb")
        #expect(log.submits == 0)
    }

    /// A text taller than the editor scrolls to keep the caret in view: after ten lines in a
    /// 100 pt editor (84 pt of text: 4 whole lines), the last line is drawn inside the editor
    /// and the first above it, clipped.
    @Test func scrollsToKeepTheCaretInView() {
        let log = EditorLog()
        let window = FieldWindow(VStack { TextEditor(text: log.binding).frame(height: 100) }, width: 300, height: 100)
        window.key("Tab")
        for line in 0..<10 {
            window.type("line \(line)")
            if line < 9 { window.key("Return") }
        }
        let drawn = texts(window.list)
        let last = drawn.first { $0.0 == "line 9" }?.1, first = drawn.first { $0.0 == "line 0" }?.1
        // The caret's line ends at the content's bottom: 8 + 84 = 92 pt, so "line 9" is drawn at 92 − 20.4.
        #expect(last.map { abs($0.y - (92 - 20.4)) < 1e-9 } == true)
        #expect(first.map { $0.y < 0 } == true)
    }
}

import Testing
@testable import LazyScrollViews

// The editing model alone: every key's effect on text, caret and selection, counted in grapheme
// clusters — Swift's `Character`, "a single extended grapheme cluster"
// (https://developer.apple.com/documentation/swift/character), as UIKit's and GTK's text views
// move and delete.

@Suite struct TextEditingModelTests {
    /// Clusters made of several scalars: "é" as e + U+0301 COMBINING ACUTE ACCENT, a family
    /// joined by U+200D ZERO WIDTH JOINER, a flag (two regional indicators), a skin-tone emoji.
    static let clusters = ["e\u{301}", "👩\u{200D}👩\u{200D}👧", "🇫🇷", "👍🏽", "a"]

    @Test(arguments: clusters)
    func backspaceRemovesOneWholeCluster(cluster: String) {
        var model = TextEditingModel(text: "x" + cluster + "y", caret: 2)
        #expect(model.count == 3, "x, the cluster, y")
        model.deleteBackward()
        #expect(model.text == "xy")
        #expect(model.caret == 1)
    }

    @Test(arguments: clusters)
    func deleteAndArrowsStepOverOneWholeCluster(cluster: String) {
        var model = TextEditingModel(text: "x" + cluster + "y", caret: 1)
        model.moveRight(extend: false, word: false)
        #expect(model.caret == 2, "→ steps over the cluster")
        model.moveLeft(extend: false, word: false)
        #expect(model.caret == 1)
        model.deleteForward()
        #expect(model.text == "xy")
    }

    @Test func aCombiningAccentTypedAfterItsLetterJoinsIt() {
        var model = TextEditingModel()
        model.insert("e")
        model.insert("\u{301}")
        #expect(model.text == "é")
        #expect(model.count == 1)
        #expect(model.caret == 1, "the caret is after the joined cluster, not inside it")
        model.deleteBackward()
        #expect(model.text.isEmpty)
    }

    @Test func typingReplacesTheSelection() {
        var model = TextEditingModel(text: "hello world")
        model.moveCaret(to: 6, extend: false)
        model.moveCaret(to: 11, extend: true)
        #expect(model.selectedText == "world")
        model.insert("there")
        #expect(model.text == "hello there")
        #expect(model.caret == 11 && !model.hasSelection)
    }

    @Test func shiftArrowsGrowTheSelectionFromTheAnchorAndPlainArrowsCollapseIt() {
        var model = TextEditingModel(text: "hello")
        for _ in 0..<3 { model.moveLeft(extend: true, word: false) }
        #expect(model.selection == 2..<5)
        #expect(model.selectedText == "llo")
        model.moveRight(extend: true, word: false)
        #expect(model.selection == 3..<5, "the anchor stays at 5")
        model.moveLeft(extend: false, word: false)
        #expect(model.caret == 3 && !model.hasSelection, "← collapses to the selection's start")
        model.selectAll()
        #expect(model.selection == 0..<5)
        model.moveRight(extend: false, word: false)
        #expect(model.caret == 5 && !model.hasSelection, "→ collapses to its end")
    }

    // Word motion as GTK and Cocoa do it: back over spaces and punctuation, then over the word.
    // "hello, big world": h0 … o4 ,5 ␠6 b7 i8 g9 ␠10 w11 … d15 (16 characters).
    @Test(arguments: [(16, 11), (15, 11), (10, 7), (7, 0), (3, 0)])
    func ctrlLeftGoesToTheStartOfTheWord(from: Int, to: Int) {
        let model = TextEditingModel(text: "hello, big world", caret: from)
        #expect(model.wordStart(before: from) == to)
    }

    @Test(arguments: [(0, 5), (5, 10), (6, 10), (10, 16)])
    func ctrlRightGoesToTheEndOfTheWord(from: Int, to: Int) {
        let model = TextEditingModel(text: "hello, big world", caret: from)
        #expect(model.wordEnd(after: from) == to)
    }

    @Test func ctrlBackspaceAndCtrlDeleteRemoveAWord() {
        var model = TextEditingModel(text: "hello big world")
        model.deleteBackward(word: true)
        #expect(model.text == "hello big ")
        model.moveCaret(to: 0, extend: false)
        model.deleteForward(word: true)
        #expect(model.text == " big ")
    }

    @Test func backspaceAtTheStartAndDeleteAtTheEndChangeNothing() {
        var model = TextEditingModel(text: "ab", caret: 0)
        model.deleteBackward()
        #expect(model.text == "ab")
        model.moveCaret(to: 2, extend: false)
        model.deleteForward()
        #expect(model.text == "ab")
    }

    @Test func aCompositionIsNotTextUntilItsCommit() {
        var model = TextEditingModel(text: "a")
        model.compose("にほ", cursor: 2)
        #expect(model.text == "a", "the pre-edit is not in the text")
        #expect(model.composition?.text == "にほ")
        model.insert("日本")
        #expect(model.text == "a日本")
        #expect(model.composition == nil)
    }

    @Test func anOutsideChangeKeepsTheCaretWhereItStillFits() {
        var model = TextEditingModel(text: "hello")
        model.replaceText("")
        #expect(model.caret == 0, "cleared after sending: the caret is at the start")
        model.replaceText("hi")
        #expect(model.caret == 0)
    }
}

import DisplayList
import Foundation
import Observation
import Testing
@testable import LazyScrollViews

@MainActor @Observable
private final class BoldModel { var bold = true }

/// The same `Text` in place, its literal changing (the node updated, not made again).
private struct Toggled: View {
    let model: BoldModel
    var body: some View { Text(model.bold ? "**Hi**" : "Hi").textCase(model.bold ? nil : .uppercase) }
}

// Markdown in a `Text` made from a string literal (https://developer.apple.com/documentation/swiftui/text,
// "Styling the view's text" and "Localizing strings"): a literal is a `LocalizedStringKey`, and
// such a text supports Markdown — `**bold**`, `*italic*`/`_italic_`, `` `code` ``,
// `~~strikethrough~~`, `[links](…)`. `Text(verbatim:)` and `Text(someString)` are shown as
// written; interpolated values are inserted as they are.
//
// The fixed-advance measurer: 0.6 em a character (10.2 pt at 17 pt, whatever the face), lines
// 1.2 em (20.4 pt), the baseline round(0.8 × 20.4) = 16 down. A one-line text is centred in the
// 300 × 200 host: x = (300 − 10.2 × characters) / 2, y = (200 − 20.4) / 2 = 89.8. Each run is
// one `text` command at the sum of the widths of the runs before it on its line.
@MainActor
@Suite struct TextMarkdownTests {
    private func drawn<V: View>(_ view: V) -> [String] { lines(makeHost(view)) }

    @Test func boldIsABoldRunBetweenRegularOnes() {
        // "a bold word": 11 characters, 112.2 wide, from x 93.9; "bold" after "a " (20.4),
        // " word" after "bold" (40.8).
        #expect(drawn(Text("a **bold** word")) == [
            "text \"a \" at (93.9, 89.8) 17pt regular #000000",
            "text \"bold\" at (114.3, 89.8) 17pt bold #000000",
            "text \" word\" at (155.1, 89.8) 17pt regular #000000",
        ])
    }

    @Test func starsAndUnderscoresBothMakeItalicAndThreeStarsBoldItalic() {
        // "an aside": 8 characters, 81.6 wide, from x 109.2; "aside" after "an " (30.6).
        let italic = [
            "text \"an \" at (109.2, 89.8) 17pt regular #000000",
            "text \"aside\" at (139.8, 89.8) 17pt regular italic #000000",
        ]
        #expect(drawn(Text("an *aside*")) == italic)
        #expect(drawn(Text("an _aside_")) == italic)
        #expect(drawn(Text("an ***aside***")).last == "text \"aside\" at (139.8, 89.8) 17pt bold italic #000000")
        #expect(drawn(Text("an __aside__")).last == "text \"aside\" at (139.8, 89.8) 17pt bold #000000")
    }

    @Test func codeIsMonospacedAndNotReadInside() {
        // "run make_*x*": 12 characters, 122.4 wide, from x 88.8; the code after "run " (40.8).
        #expect(drawn(Text("run `make_*x*`")) == [
            "text \"run \" at (88.8, 89.8) 17pt regular #000000",
            "text \"make_*x*\" at (129.6, 89.8) 17pt regular mono #000000",
        ])
    }

    @Test func strikethroughCrossesOnlyItsRun() {
        // "old new": 71.4 wide from x 114.3; the line as `strikethrough()` draws it
        // (Text+Decoration.swift): 1 pt, 89.8 + 16 − 0.28 × 17 − 0.5 = 100.54, "old"'s 30.6 wide.
        #expect(drawn(Text("~~old~~ new")) == [
            "text \"old\" at (114.3, 89.8) 17pt regular #000000",
            "fill [(114.3, 100.54) 30.6×1] #000000",
            "text \" new\" at (144.9, 89.8) 17pt regular #000000",
        ])
    }

    @Test func aLinkIsDrawnInTheAccentColourOrTheTint() {
        // "See the guide": 13 characters, 132.6 wide, from x 83.7; the label after "See " (40.8).
        // The accent colour is system blue (#007aff); `.tint(.red)` is #ff3b30.
        #expect(drawn(Text("See [the guide](https://example.com/guide)")) == [
            "text \"See \" at (83.7, 89.8) 17pt regular #000000",
            "text \"the guide\" at (124.5, 89.8) 17pt regular #007aff",
        ])
        #expect(drawn(Text("See [the guide](https://example.com/guide)").tint(.red)).last
                == "text \"the guide\" at (124.5, 89.8) 17pt regular #ff3b30")
        // Emphasis inside a label: bold and in the link's colour.
        #expect(drawn(Text("[**Go**](https://example.com)")) == ["text \"Go\" at (139.8, 89.8) 17pt bold #007aff"])
    }

    @Test func theTextAfterALinkIsNotTheLink() {
        // "a b c": 51 wide from x 124.5; only "b" is the link.
        #expect(drawn(Text("[a](https://a.example) [b](https://b.example) c")) == [
            "text \"a\" at (124.5, 89.8) 17pt regular #007aff",
            "text \" \" at (134.7, 89.8) 17pt regular #000000",
            "text \"b\" at (144.9, 89.8) 17pt regular #007aff",
            "text \" c\" at (155.1, 89.8) 17pt regular #000000",
        ])
    }

    @Test func theUsersLineDrawsItsValueBoldAndItsAsideItalic() {
        // The user's file: "Cooking for 4 — tap a recipe for steps." is 39 characters, 397.8 wide —
        // at 500 wide, one line from x (500 − 397.8) / 2 = 51.1. "4" after "Cooking for " (122.4),
        // " — " after it (10.2), the aside after that (30.6), " for steps." after the aside's 12.
        let servings = 4
        #expect(lines(makeHost(Text("Cooking for **\(servings)** — _tap a recipe_ for steps."), width: 500)) == [
            "text \"Cooking for \" at (51.1, 89.8) 17pt regular #000000",
            "text \"4\" at (173.5, 89.8) 17pt bold #000000",
            "text \" — \" at (183.7, 89.8) 17pt regular #000000",
            "text \"tap a recipe\" at (214.3, 89.8) 17pt regular italic #000000",
            "text \" for steps.\" at (336.7, 89.8) 17pt regular #000000",
        ])
    }

    @Test func theTextsOwnStyleIsUnderTheRuns() {
        // A red 34 pt text: "Hi there" 8 × 20.4 = 163.2 wide from x 68.4, 40.8 tall from y 79.6;
        // "there" bold, red too.
        #expect(drawn(Text("Hi **there**").font(.system(size: 34)).foregroundStyle(.red)) == [
            "text \"Hi \" at (68.4, 79.6) 34pt regular #ff3b30",
            "text \"there\" at (129.6, 79.6) 34pt bold #ff3b30",
        ])
    }

    @Test func interpolatedValuesAreInsertedAsTheyAre() {
        let name = "**Ann**"
        // "Hi **Ann**": one plain run (the markers are the value's).
        #expect(drawn(Text("Hi \(name)")) == ["text \"Hi **Ann**\" at (99, 89.8) 17pt regular #000000"])
        // The literal's markers around a value make it bold; the value's own stay.
        #expect(drawn(Text("**\(name)**")) == ["text \"**Ann**\" at (114.3, 89.8) 17pt bold #000000"])
        // An integer, as in "Cooking for **\(servings)**".
        #expect(drawn(Text("for **\(4)**")) == [
            "text \"for \" at (124.5, 89.8) 17pt regular #000000",
            "text \"4\" at (165.3, 89.8) 17pt bold #000000",
        ])
    }

    @Test func aLiteralOfManyPiecesKeepsWhichAreValues() {
        // Ten pieces, past the four a key keeps inline: each "*" is a value, not a marker.
        // "* * * *": 71.4 wide from x 114.3, a run every 10.2.
        let star = "*"
        #expect(drawn(Text("_\(star)_ **\(star)** `\(star)` ~~\(star)~~")) == [
            "text \"*\" at (114.3, 89.8) 17pt regular italic #000000",
            "text \" \" at (124.5, 89.8) 17pt regular #000000",
            "text \"*\" at (134.7, 89.8) 17pt bold #000000",
            "text \" \" at (144.9, 89.8) 17pt regular #000000",
            "text \"*\" at (155.1, 89.8) 17pt regular mono #000000",
            "text \" \" at (165.3, 89.8) 17pt regular #000000",
            "text \"*\" at (175.5, 89.8) 17pt regular #000000",
            "fill [(175.5, 100.54) 10.2×1] #000000",
        ])
    }

    @Test func verbatimTextAndStringValuesAreNotMarkdown() {
        let value = "**bold**"
        let plain = ["text \"**bold**\" at (109.2, 89.8) 17pt regular #000000"]
        #expect(drawn(Text(verbatim: "**bold**")) == plain)
        #expect(drawn(Text(value)) == plain)
        #expect(drawn(Text(value[...])) == plain)
    }

    @Test func markersThatPairWithNothingAreDrawnAsWritten() {
        // As Foundation's parser (CommonMark): no closer, a space inside the run, `_` inside a
        // word — text as written, one plain command.
        #expect(drawn(Text("2 * 3 = 6")) == ["text \"2 * 3 = 6\" at (104.1, 89.8) 17pt regular #000000"])
        #expect(drawn(Text("**open")) == ["text \"**open\" at (119.4, 89.8) 17pt regular #000000"])
        #expect(drawn(Text("snake_case_name")) == ["text \"snake_case_name\" at (73.5, 89.8) 17pt regular #000000"])
        #expect(drawn(Text("a [link] b")) == ["text \"a [link] b\" at (99, 89.8) 17pt regular #000000"])
        // A backslash shows the marker: "*not*" (5 characters) from x 124.5.
        #expect(drawn(Text("\\*not\\*")) == ["text \"*not*\" at (124.5, 89.8) 17pt regular #000000"])
        // One more star than pairs: the extra one drawn before the bold run (CommonMark).
        #expect(drawn(Text("***a**")) == [
            "text \"*\" at (139.8, 89.8) 17pt regular #000000",
            "text \"a\" at (150, 89.8) 17pt bold #000000",
        ])
    }

    @Test func mixedRunsWrapAtSpacesAcrossLines() {
        // 80 wide: 7 characters a line. "one two" (71.4) then "three"; the text 71.4 × 40.8,
        // centred in the 80-wide frame from x 110: at 114.3; y (200 − 40.8) / 2 = 79.6.
        #expect(drawn(Text("one **two** three").frame(width: 80)) == [
            "text \"one \" at (114.3, 79.6) 17pt regular #000000",
            "text \"two\" at (155.1, 79.6) 17pt bold #000000",
            "text \"three\" at (114.3, 100) 17pt regular #000000",
        ])
        // A bold phrase broken over two lines: each line draws its part bold.
        #expect(drawn(Text("go **two three** x").frame(width: 80)) == [
            "text \"go \" at (114.3, 79.6) 17pt regular #000000",
            "text \"two\" at (144.9, 79.6) 17pt bold #000000",
            "text \"three\" at (114.3, 100) 17pt bold #000000",
            "text \" x\" at (165.3, 100) 17pt regular #000000",
        ])
    }

    @Test func aLineLimitEndsTheLastLineWithAnEllipsisInItsRunsStyle() {
        // "bold", "words", "here" at 80 wide; one line kept: "bold…" (51 wide) centred in 80
        // from x 110: 124.5.
        #expect(drawn(Text("**bold** words here").lineLimit(1).frame(width: 80))
                == ["text \"bold…\" at (124.5, 89.8) 17pt bold #000000"])
    }

    @Test func aTextsStringIsItsCharactersWithoutMarkers() {
        #expect(Text("Cooking for **\(4)** — _tap a recipe_").content == "Cooking for 4 — tap a recipe")
        #expect(Text(verbatim: "**4**").content == "**4**")
    }

    @Test func changingTheLiteralParsesItAgain() {
        // Bold "Hi", then plain "HI" (uppercased by `textCase`), then bold again.
        let model = BoldModel()
        let host = makeHost(Toggled(model: model))
        #expect(lines(host) == ["text \"Hi\" at (139.8, 89.8) 17pt bold #000000"])
        model.bold = false
        host.update(size: host.size, at: 0.1)
        #expect(host.render(at: 0.1).description == "text \"HI\" at (139.8, 89.8) 17pt regular #000000")
        model.bold = true
        host.update(size: host.size, at: 0.2)
        #expect(host.render(at: 0.2).description == "text \"Hi\" at (139.8, 89.8) 17pt bold #000000")
    }

    /// Runs as "text|style" strings: b bold, i italic, c code, s strikethrough, l link.
    private func runs(_ key: LocalizedStringKey) -> [String] {
        (key.markdownRuns ?? []).map { run in
            let style = run.style
            let flags = (style.bold ? "b" : "") + (style.italic ? "i" : "") + (style.code ? "c" : "")
                + (style.strikethrough ? "s" : "") + (style.link.map { "l=" + $0 } ?? "")
            return run.text + "|" + flags
        }
    }

    // CommonMark 0.31.2's examples (https://spec.commonmark.org/0.31.2/, "Emphasis and strong
    // emphasis", "Code spans", "Links"), as Foundation's parser reads them.
    @Test func theParserFollowsCommonMarksRules() {
        #expect(runs("*foo bar *") == ["*foo bar *|"])  // a closer after a space is not one
        #expect(runs("foo*bar*") == ["foo|", "bar|i"])  // `*` inside a word
        #expect(runs("foo_bar_") == ["foo_bar_|"])  // `_` inside a word is not
        #expect(runs("**foo*") == ["*|", "foo|i"])
        #expect(runs("*foo**") == ["foo|i", "*|"])
        #expect(runs("*foo**bar**baz*") == ["foo|i", "bar|bi", "baz|i"])
        #expect(runs("foo***bar***baz") == ["foo|", "bar|bi", "baz|"])
        #expect(runs("~~~a~~~") == ["~~~a~~~|"])  // three tildes: not strikethrough
        #expect(runs("~a~ ~~b~~") == ["a|s", " |", "b|s"])
        #expect(runs("`a``b`") == ["a``b|c"])  // closed by a run of as many backticks only
        #expect(runs("``a`") == ["``a`|"])  // no such run: as written
        #expect(runs("`` a`b ``") == ["a`b|c"])
        #expect(runs("[a](<b c>)") == ["a|l=b c"])
        #expect(runs("[a](u \"title\") b") == ["a|l=u", " b|"])
        #expect(runs("*[foo*](/uri)") == ["*|", "foo*|l=/uri"])
        #expect(runs("[a [b](x)](y)") == ["[a |", "b|l=x", "](y)|"])  // no link in a link
        #expect(runs("plain") == [])  // no marker: not parsed at all
    }
}

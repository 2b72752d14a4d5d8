import DisplayList
import ScrollCore
import Testing

/// The display list is plain comparable data (architecture): scopes that change nothing add no
/// commands, every push is closed in order, and `validate()` names the first broken invariant.
@Suite("Display list")
struct DisplayListTests {
    @Test("Scopes that change nothing add no commands; the others bracket their body")
    func scopes() {
        var list = DisplayList()
        list.transformed(by: .identity) { $0.fill(Rect(x: 0, y: 0, width: 10, height: 10), .black) }
        list.withOpacity(1) { $0.fill(Rect(x: 0, y: 0, width: 10, height: 10), .black) }
        list.blurred(radius: 0, bounds: Rect(x: 0, y: 0, width: 10, height: 10)) { _ in }
        list.blurred(radius: .nan, bounds: Rect(x: 0, y: 0, width: 10, height: 10)) { _ in }
        #expect(list.count == 2)
        list.clipped(to: Rect(x: 1, y: 2, width: 3, height: 4)) { inner in
            inner.withOpacity(0.5) { $0.text("a", at: Point(x: 1, y: 1), FontSpec(sizePoints: 13), .white) }
        }
        #expect(list.count == 2 + 5)
        #expect(list.validate() == nil)
        #expect(list.description.split(separator: "\n").count == list.count, "one line per command")
    }

    @Test("validate() names unbalanced and crossed scopes and non-finite geometry")
    func validation() {
        var unclosed = DisplayList()
        unclosed.append(.pushOpacity(0.5))
        #expect(unclosed.validate() == "pushopacity is never popped")
        var crossed = DisplayList()
        crossed.append(.pushClip(Rect(x: 0, y: 0, width: 1, height: 1)))
        crossed.append(.pushOpacity(0.5))
        crossed.append(.popClip)
        #expect(crossed.validate() == "command 2: popclip closes a pushopacity")
        var orphan = DisplayList()
        orphan.append(.popBlur)
        #expect(orphan.validate() == "command 0: popblur with nothing pushed")
        var nan = DisplayList()
        nan.fill(Rect(x: .nan, y: 0, width: 1, height: 1), .black)
        #expect(nan.validate()?.hasPrefix("command 0: rect is not finite") == true)
    }

    @Test("Equal drawing gives equal lists; the dump is stable")
    func comparable() {
        func draw() -> DisplayList {
            var list = DisplayList()
            list.transformed(by: .translation(x: 4, y: 5)) {
                $0.fillRounded(Rect(x: 0, y: 0, width: 20, height: 10), radius: 3, .white)
            }
            return list
        }
        #expect(draw() == draw())
        #expect(draw().description == draw().description)
        var other = draw()
        other.fill(Rect(x: 0, y: 0, width: 1, height: 1), .black)
        #expect(other != draw())
    }

    /// The page colours are iOS's light-appearance system backgrounds: `systemBackground` white
    /// (https://developer.apple.com/documentation/uikit/uicolor/systembackground), and
    /// `systemGroupedBackground` (242, 242, 247) behind grouped lists
    /// (https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground; the
    /// value from Flutter's copy, `CupertinoColors.systemGroupedBackground`).
    @Test("System backgrounds: systemBackground is white, systemGroupedBackground is (242, 242, 247)")
    func systemBackgrounds() {
        #expect(Color.systemBackground.description == "#ffffff")
        #expect(Color.systemGroupedBackground.description == "#f2f2f7")
    }
}

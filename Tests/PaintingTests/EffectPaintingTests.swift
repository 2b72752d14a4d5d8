import DisplayList
import LazyLayout
import Painting
import ScrollCore
import ScrollEffects
import Testing

/// Rows of one section, each `extent` long, no headers: positions are multiples of `extent`.
private struct UniformRows: LazyStackDataSource {
    var count = 8
    var extent: Points = 50
    var sectionCount: Int { 1 }
    func itemCount(inSection section: Int) -> Int { count }
    func hasHeader(inSection section: Int) -> Bool { false }
    func id(of path: ElementPath) -> Int { path.kind.row ?? -1 }
    func measure(_ path: ElementPath, crossExtent: Points) -> Points { extent }
    func estimatedExtent(of kind: ElementKind, inSection section: Int) -> Points? { extent }
}

/// Golden display lists of elements painted through visual effects: the effect's push/pop
/// commands wrap exactly the element's own commands, and identity adds nothing.
@Suite("Painting with effects")
struct EffectPaintingTests {
    /// A vertical stack 100 × 200 at (10, 20) in the window, rows 50 pt: at offset 0 rows 0…3
    /// are visible (row 4 is realized in the cache margin and not painted).
    let window = Rect(x: 10, y: 20, width: 100, height: 200)

    func layout(axis: Axis = .vertical, offset: Points = 0, count: Int = 8) -> LayoutResult {
        var stack = LazyStackLayout(source: UniformRows(count: count))
        return stack.layout(LayoutConstraints(axis: axis, viewportSize: window.size, scrollOffset: offset, cacheExtent: 50),
                            source: UniformRows(count: count))
    }

    /// Each row: a fill of its frame and its label.
    let rowPainter: ElementPainter = { element, frame, list in
        list.fill(frame, .blue)
        list.text("#\(element.index)", at: frame.origin, .caption, .white)
    }

    func paint(_ result: LayoutResult, effect: ElementEffect? = nil) -> DisplayList {
        var list = DisplayList()
        if let effect {
            _ = StackPainter().paint(result, in: window, background: nil, into: &list, effect: effect, element: rowPainter)
        } else {
            _ = StackPainter().paint(result, in: window, background: nil, into: &list, element: rowPainter)
        }
        return list
    }

    @Test("Identity and nil effects add no commands")
    func identityAddsNothing() {
        let result = layout()
        let plain = paint(result)
        #expect(paint(result, effect: { _, _ in nil }) == plain)
        #expect(paint(result, effect: { _, _ in .identity }) == plain)
        // The seed's closure at phase 0 builds neutral operations: still nothing.
        #expect(paint(result, effect: { _, _ in VisualEffect.identity.rotationEffect(.degrees(0)).scaleEffect(1) }) == plain)
    }

    @Test("Golden: the effect wraps only its element's commands, transform outside opacity")
    func golden() {
        // Row 1 is at y 50…100 in the viewport → (10, 70) 100×50 in the window, centre (60, 95).
        // A 90° turn about it maps (x, y) to (−(y − 95) + 60, (x − 60) + 95) = (−y + 155, x + 35).
        let list = paint(layout(), effect: { element, _ in
            element.index == 1 ? VisualEffect.identity.rotationEffect(.degrees(90)).opacity(0.5) : nil
        })
        #expect(list.validate() == nil)
        #expect(list.description == """
        pushClip [(10, 20) 100×200]
        fill [(10, 20) 100×50] #007aff
        text "#0" at (10, 20) 12pt regular #ffffff
        pushTransform [0 1 -1 0 155 35]
        pushOpacity 0.5
        fill [(10, 70) 100×50] #007aff
        text "#1" at (10, 70) 12pt regular #ffffff
        popOpacity
        popTransform
        fill [(10, 120) 100×50] #007aff
        text "#2" at (10, 120) 12pt regular #ffffff
        fill [(10, 170) 100×50] #007aff
        text "#3" at (10, 170) 12pt regular #ffffff
        popClip
        """)
    }

    @Test("Only what is needed is pushed: a pure opacity, a pure transform")
    func minimalPushes() {
        let result = layout()
        let faded = paint(result, effect: { e, _ in e.index == 0 ? VisualEffect.identity.opacity(0.25) : nil })
        #expect(Array(faded.commands[1...4]) == [
            .pushOpacity(0.25), .fillRect(Rect(x: 10, y: 20, width: 100, height: 50), .blue),
            .text("#0", origin: Point(x: 10, y: 20), .caption, .white), .popOpacity,
        ])
        let moved = paint(result, effect: { e, _ in e.index == 0 ? VisualEffect.identity.offset(x: 3, y: -4) : nil })
        #expect(moved.commands[1] == .pushTransform(.translation(x: 3, y: -4)) && moved.commands[4] == .popTransform)
        #expect(!moved.commands.contains(.pushOpacity(1)))
    }

    @Test("Blur is a group over the element's window frame, inside its opacity")
    func blur() {
        let result = layout()
        let list = paint(result, effect: { e, _ in e.index == 1 ? VisualEffect.identity.opacity(0.5).blur(radius: 4) : nil })
        #expect(list.validate() == nil)
        // Row 1: (10, 70) 100×50 in the window (see `golden`).
        #expect(Array(list.commands[3...8]) == [
            .pushOpacity(0.5), .pushBlur(radius: 4, bounds: Rect(x: 10, y: 70, width: 100, height: 50)),
            .fillRect(Rect(x: 10, y: 70, width: 100, height: 50), .blue),
            .text("#1", origin: Point(x: 10, y: 70), .caption, .white), .popBlur, .popOpacity,
        ])
        #expect(list.commands[4].description == "pushBlur r=4 [(10, 70) 100×50]")
    }

    @Test("Brightness is baked into the element's colours only, with no push")
    func brightness() {
        let result = layout()
        let list = paint(result, effect: { e, _ in e.index == 2 ? VisualEffect.identity.brightness(0.1) : nil })
        let plain = paint(result)
        #expect(list.count == plain.count)
        // Row 2's commands are 5 and 6 (clip, 2 per row); SwiftUI blue (0, 122, 255) + 25.5 per
        // channel → (25.5, 147.5, 255) → #1a94ff; white stays white.
        #expect(list.commands[5] == .fillRect(Rect(x: 10, y: 120, width: 100, height: 50), Color.blue.brightness(0.1)))
        #expect(Color.blue.brightness(0.1).description == "#1a94ff")
        #expect(list.commands[6] == plain.commands[6])
        for i in plain.commands.indices where i != 5 { #expect(list.commands[i] == plain.commands[i], "command \(i)") }
    }

    @Test("mapColors edits only the given range")
    func mapColorsRange() {
        var list = DisplayList()
        list.fill(.zero, .red)
        list.append(.pushOpacity(0.5))
        list.stroke(.zero, .red)
        list.append(.line(from: .zero, to: .zero, .red, lineWidth: 1))
        list.append(.popOpacity)
        list.fill(.zero, .red)
        list.adjustBrightness(by: -1, inCommands: 1..<5)
        #expect(list.commands == [
            .fillRect(.zero, .red), .pushOpacity(0.5), .strokeRect(.zero, .black, lineWidth: 1),
            .line(from: .zero, to: .zero, .black, lineWidth: 1), .popOpacity, .fillRect(.zero, .red),
        ])
    }

    @Test("mapColors maps a replayed row as it maps its copy, and leaves the recording as drawn")
    func mapColorsThroughAReplay() {
        var row = DisplayList()
        row.fill(Rect(x: 0, y: 0, width: 24, height: 24), .red)
        row.text("Row", at: Point(x: 30, y: 4), FontSpec(sizePoints: 13), .blue)
        var replayed = DisplayList(), copied = DisplayList()
        replayed.append(replaying: row, transformedBy: .translation(x: 0, y: 48))
        copied.append(contentsOf: row, transformedBy: .translation(x: 0, y: 48))
        replayed.adjustBrightness(by: -1, inCommands: 0..<replayed.storedCount)
        copied.adjustBrightness(by: -1, inCommands: 0..<copied.storedCount)
        #expect(replayed.commands == copied.commands)
        #expect(copied.commands[1] == .fillRect(Rect(x: 0, y: 0, width: 24, height: 24), .black))
        #expect(row.commands[0] == .fillRect(Rect(x: 0, y: 0, width: 24, height: 24), .red), "the recording is not edited")
    }

    @Test("The seed's showcase: the card crossing the trailing edge turns, the fully visible ones do not")
    func showcase() {
        // A horizontal stack 230 pt wide with 50 pt cards: cards 0…3 span x 0…200 and card 4
        // (x 200…250) is 30 pt in at the trailing edge.
        let window = Rect(x: 0, y: 0, width: 230, height: 100)
        var stack = LazyStackLayout(source: UniformRows())
        let result = stack.layout(LayoutConstraints(axis: .horizontal, viewportSize: window.size, scrollOffset: 0, cacheExtent: 50),
                                  source: UniformRows())
        let cards = ScrollTransition { effect, phase in
            effect.rotationEffect(.degrees(phase.value * 20)).scaleEffect(1 + phase.value * 0.2)
        }
        var list = DisplayList()
        var transforms: [Int: AffineTransform] = [:]
        _ = StackPainter().paint(result, in: window, background: nil, into: &list, effect: { element, visible in
            let fx = cards.effect(for: element, in: visible, scrollAxis: .horizontal)
            if !fx.isIdentity { transforms[element.index] = fx.transform(in: element.frame) }
            return fx
        }, element: rowPainter)
        #expect(list.validate() == nil)
        // Cards 0…3 are fully inside (x 0…200): identity. Card 4 is 30 of 50 pt in: fraction 0.6.
        #expect(transforms.keys.sorted() == [4])
        #expect(list.commands.filter { if case .pushTransform = $0 { return true } else { return false } }.count == 1)
        // Its painted bounds are wider than the card (rotated and scaled up).
        let value = cards.progress(of: Rect(x: 200, y: 0, width: 50, height: 100), in: Rect(origin: .zero, size: window.size),
                                   scrollAxis: .horizontal).value(timingCurve: .easeInOut)
        #expect(value > 0 && value < 1)
        let card = Rect(x: 200, y: 0, width: 50, height: 100)
        let bounds = VisualEffect.identity.rotationEffect(.degrees(value * 20)).scaleEffect(1 + value * 0.2).paintedBounds(of: card)
        #expect(bounds.width > card.width)
    }

    @Test("Painting with effects leaves layout untouched")
    func layoutUntouched() {
        let source = UniformRows(count: 30)
        var painted = LazyStackLayout(source: source)
        var reference = LazyStackLayout(source: source)
        let fade = ScrollTransition { e, phase in e.opacity(phase.isIdentity ? 1 : 0.3).brightness(phase.isIdentity ? 0 : 0.2) }
        for offset in [0.0, 25, 260, 610, 90] {
            let constraints = LayoutConstraints(axis: .vertical, viewportSize: window.size, scrollOffset: offset, cacheExtent: 50)
            let a = painted.layout(constraints, source: source)
            var list = DisplayList()
            _ = StackPainter().paint(a, in: window, background: .white, into: &list,
                                     effect: { fade.effect(for: $0, in: $1, scrollAxis: .vertical) }, element: rowPainter)
            #expect(list.validate() == nil)
            #expect(a == reference.layout(constraints, source: source), "offset \(offset)")
        }
    }
}

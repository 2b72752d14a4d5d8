import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// The value controls and informational views of iOS 16/17 forms: LabeledContent, Form,
// ContentUnavailableView, Stepper and Slider. Hosted headless with `FixedAdvanceTextMeasurer`:
// a 17 pt body character is 17 × 0.6 = 10.2 pt wide and a line 17 × 1.2 = 20.4 pt tall.

@MainActor
private func texts(_ host: ViewHost) -> [(text: String, origin: Point, font: FontSpec, color: RGBAColor)] {
    host.displayList.commands.compactMap {
        if case .text(let s, let origin, let font, let color) = $0 { return (s, origin, font, color) } else { return nil }
    }
}

@MainActor
private func advance(_ host: ViewHost, _ frame: Double) {
    host.update(size: host.size, at: frame)
    host.render(at: frame)
}

// MARK: LabeledContent, Form

// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:): the label
// leading, the value trailing, in the secondary colour.
@MainActor
@Suite struct LabeledContentTests {
    @Test func theLabelLeadsAndTheValueTrailsInTheSecondaryColour() throws {
        let host = makeHost(LabeledContent("Version", value: "17.2"), width: 300, height: 44)
        let drawn = texts(host)
        let label = try #require(drawn.first { $0.text == "Version" })
        let value = try #require(drawn.first { $0.text == "17.2" })
        #expect(label.origin.x == 0)
        // "17.2" is 4 × 10.2 = 40.8 pt wide and ends at the 300 pt edge.
        #expect(abs(value.origin.x - (300 - 40.8)) < 0.001)
        #expect(value.color == Color.secondary.rgba)
        #expect(label.color != Color.secondary.rgba)
    }

    @Test(arguments: [200.0, 390.0])
    func aCustomValueViewTrailsToo(width: Double) throws {
        let host = makeHost(LabeledContent { Text("On") } label: { Text("Sync") }, width: CGFloat(width), height: 44)
        let value = try #require(texts(host).first { $0.text == "On" })
        #expect(abs(value.origin.x - (width - 20.4)) < 0.001, "2 × 10.2 pt from the trailing edge")
    }

    // https://developer.apple.com/documentation/swiftui/form: on iOS a grouped list.
    @Test func aFormDrawsItsRowsAsAnInsetGroupedList() {
        let form = makeHost(Form { LabeledContent("Name", value: "Ada") }, width: 390, height: 300)
        let list = makeHost(List { LabeledContent("Name", value: "Ada") }.listStyle(.insetGrouped), width: 390, height: 300)
        #expect(form.displayList.commands.count == list.displayList.commands.count)
        #expect(texts(form).map(\.origin) == texts(list).map(\.origin))
        let plain = makeHost(Form { LabeledContent("Name", value: "Ada") }.listStyle(.plain), width: 390, height: 300)
        #expect(texts(plain).map(\.origin) == texts(form).map(\.origin), "a form stays grouped under .listStyle(.plain)")
    }
}

// MARK: ContentUnavailableView

// https://developer.apple.com/documentation/swiftui/contentunavailableview and
// https://developer.apple.com/documentation/swiftui/contentunavailableview/search
@MainActor
@Suite struct ContentUnavailableViewTests {
    @Test func iconTitleAndDescriptionAreCentredOneAboveTheOther() throws {
        let view = ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("Nothing here."))
        let host = makeHost(view, width: 390, height: 600)
        let drawn = texts(host)
        let title = try #require(drawn.first { $0.text == "No Mail" })
        let description = try #require(drawn.first { $0.text == "Nothing here." })
        // Title: .title2 bold, 22 pt; 7 characters × 13.2 = 92.4 pt wide, centred in 390.
        #expect(title.font.sizePoints == 22)
        #expect(title.font.weight == .bold)
        #expect(abs(title.origin.x - (390 - 92.4) / 2) < 0.001)
        // Description: .subheadline (15 pt) in the secondary colour, 13 × 9 = 117 pt, centred.
        #expect(description.font.sizePoints == 15)
        #expect(description.color == Color.secondary.rgba)
        #expect(abs(description.origin.x - (390 - 117) / 2) < 0.001)
        // The icon (a glyph drawn as text, 48 pt) is above the title, the description below it.
        let icon = try #require(drawn.first { $0.font.sizePoints == 48 })
        #expect(icon.origin.y < title.origin.y)
        #expect(description.origin.y > title.origin.y)
        // The whole block is centred vertically: as much room above the icon as below the description.
        let bottom: Double = description.origin.y + 18
        let gapBelow: Double = 600 - bottom
        #expect(abs(icon.origin.y - gapBelow) < 0.001, "15 pt × 1.2 line height = 18 pt")
    }

    @Test func searchSaysNoResultsAndHowToSearchAgain() {
        // 39 characters of 15 × 0.6 = 9 pt: 351 pt, one line in a 430 pt window (less 2 × 20 pt padding).
        let drawn = texts(makeHost(ContentUnavailableView.search, width: 430, height: 600)).map(\.text)
        #expect(drawn.contains("No Results"))
        #expect(drawn.contains("Check the spelling or try a new search."))
        let query = texts(makeHost(ContentUnavailableView.search(text: "kiwi"), width: 390, height: 600)).map(\.text)
        #expect(query.contains("No Results for \u{201C}kiwi\u{201D}"))
    }
}

// MARK: Stepper

@MainActor
private struct Copies: View {
    @State var copies: Int
    let bounds: ClosedRange<Int>
    let step: Int
    var body: some View {
        Stepper("Copies: \(copies)", value: $copies, in: bounds, step: step)
    }
}

// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)
@MainActor
@Suite struct StepperTests {
    /// The tap targets of the − and + segments, in that order (nil: disabled, no target).
    private func segments(_ host: ViewHost) -> [Rect] { host.tapTargets.map(\.rect) }

    @Test func theControlIsUIStepperSizedAtTheTrailingEdge() {
        let host = makeHost(Copies(copies: 5, bounds: 0...10, step: 1), width: 300, height: 44)
        let rects = segments(host)
        #expect(rects.count == 2)
        // 94 × 32 pt, its two halves (94 − 1 pt divider) / 2 = 46.5 pt wide; flush right.
        #expect(rects.map(\.width) == [46.5, 46.5])
        #expect(rects.map(\.height) == [32, 32])
        #expect(rects[1].maxX == 300)
        #expect(rects[0].minX == 300 - 94)
    }

    @Test(arguments: [
        // (start, bounds, step, taps on +, expected): a step past the end stops at it.
        (5, 0...10, 1, 1, 6), (9, 0...10, 2, 1, 10), (0, 0...10, 5, 3, 10), (10, 0...10, 1, 0, 10),
    ])
    func plusStepsUpAndStopsAtTheUpperBound(start: Int, bounds: ClosedRange<Int>, step: Int, taps: Int, expected: Int) {
        let host = makeHost(Copies(copies: start, bounds: bounds, step: step), width: 300, height: 44)
        for frame in 0..<taps {
            guard let plus = host.tapTargets.last(where: { $0.rect.maxX == 300 }) else { break }
            host.tap(at: CGPoint(x: plus.rect.midX, y: plus.rect.midY))
            advance(host, Double(frame + 1))
        }
        #expect(texts(host).first?.text == "Copies: \(expected)")
    }

    @Test func atTheBoundsTheEndSegmentIsDisabled() {
        let top = makeHost(Copies(copies: 10, bounds: 0...10, step: 1), width: 300, height: 44)
        #expect(segments(top).count == 1 && segments(top)[0].maxX < 300, "only − takes taps at the top")
        let bottom = makeHost(Copies(copies: 0, bounds: 0...10, step: 1), width: 300, height: 44)
        #expect(segments(bottom).count == 1 && segments(bottom)[0].maxX == 300, "only + takes taps at the bottom")
        // A disabled segment's glyph is drawn faded (tertiaryLabel).
        #expect(texts(top).contains { $0.color == StepperSegments.disabledGlyph.rgba })
    }

    @Test func minusStepsDownAndBoundsHold() {
        let host = makeHost(Copies(copies: 1, bounds: 0...10, step: 3), width: 300, height: 44)
        let minus = segments(host)[0]
        host.tap(at: CGPoint(x: minus.midX, y: minus.midY))
        advance(host, 1)
        #expect(texts(host).first?.text == "Copies: 0")
    }

    @Test func aFocusedStepperTakesUpAndDown() {
        let host = makeHost(Copies(copies: 5, bounds: 0...10, step: 1), width: 300, height: 44)
        #expect(host.graph.focus.move(forward: true))
        #expect(host.graph.focus.keyFocused("Up"))
        advance(host, 1)
        #expect(host.graph.focus.keyFocused("Up"))
        advance(host, 2)
        #expect(host.graph.focus.keyFocused("Down"))
        advance(host, 3)
        #expect(texts(host).first?.text == "Copies: 6")
        #expect(!host.graph.focus.keyFocused("Left"), "other keys go on")
    }

    @Test func onIncrementAndOnDecrementRunAndANilOneIsDisabled() {
        var log: [String] = []
        let host = makeHost(Stepper("Index", onIncrement: { log.append("+") }, onDecrement: nil,
                                    onEditingChanged: { log.append($0 ? "begin" : "end") }), width: 300, height: 44)
        #expect(host.tapTargets.count == 1)
        let plus = host.tapTargets[0].rect
        host.tap(at: CGPoint(x: plus.midX, y: plus.midY))
        #expect(log == ["begin", "+", "end"])
    }
}

// MARK: Slider

@MainActor
private struct Volume: View {
    @State var volume: Double
    let step: Double?
    var body: some View {
        VStack {
            Text("\(volume)")
            if let step {
                Slider(value: $volume, in: 0...10, step: step)
            } else {
                Slider(value: $volume, in: 0...10)
            }
        }
    }
}

// https://developer.apple.com/documentation/swiftui/slider
@MainActor
@Suite struct SliderTests {
    @Test func theSliderFillsItsWidthAndIsAsTallAsItsThumb() throws {
        let host = makeHost(Volume(volume: 5, step: nil), width: 300, height: 200)
        let target = try #require(host.tapTargets.first)
        #expect(target.rect.width == 300)
        #expect(target.rect.height == 28)
    }

    // The thumb's centre travels from 14 pt to 286 pt (300 − 28 pt of travel, 272 pt): a click
    // at x selects (x − 14) / 272 of the range 0…10.
    @Test(arguments: [(14.0, nil, 0.0), (286.0, nil, 10.0), (150.0, nil, 5.0), (82.0, nil, 2.5),
                      (0.0, nil, 0.0), (299.0, nil, 10.0), (82.0, 1.0, 3.0), (120.0, 2.0, 4.0)] as [(Double, Double?, Double)])
    func aClickSetsTheValueWhereItFalls(x: Double, step: Double?, expected: Double) throws {
        let host = makeHost(Volume(volume: 5, step: step), width: 300, height: 200)
        let target = try #require(host.tapTargets.first)
        #expect(host.tap(at: CGPoint(x: x, y: target.rect.midY)))
        advance(host, 1)
        #expect(texts(host).first?.text == "\(expected)")
    }

    @Test func theFilledTrackEndsUnderTheThumb() throws {
        let host = makeHost(Volume(volume: 2.5, step: nil), width: 300, height: 200)
        // Thumb centre at 14 + 0.25 × 272 = 82; the tinted track runs from x = 2 to it.
        let tinted = host.displayList.commands.compactMap { command -> Rect? in
            if case .fillRoundedRect(let rect, _, let color) = command, color == Color.accentColor.rgba { return rect }
            return nil
        }
        let fill = try #require(tinted.first)
        #expect(fill.minX == 2)
        #expect(fill.maxX == 82)
    }

    @Test(arguments: [(nil, "Right", 6.0), (nil, "Left", 4.0), (0.5, "Up", 5.5), (0.5, "Down", 4.5)] as [(Double?, String, Double)])
    func aFocusedSliderTakesTheArrowKeys(step: Double?, key: String, expected: Double) {
        // Without a step a key moves a tenth of the range (1 of 0…10).
        let host = makeHost(Volume(volume: 5, step: step), width: 300, height: 200)
        #expect(host.graph.focus.move(forward: true))
        #expect(host.graph.focus.keyFocused(key))
        advance(host, 1)
        #expect(texts(host).first?.text == "\(expected)")
    }

    @Test func keysStopAtTheEnds() {
        let host = makeHost(Volume(volume: 9.5, step: nil), width: 300, height: 200)
        host.graph.focus.move(forward: true)
        _ = host.graph.focus.keyFocused("Right")
        advance(host, 1)
        #expect(texts(host).first?.text == "10.0")
    }

    @Test func aDisabledSliderTakesNoClicksNorFocus() {
        let host = makeHost(Volume(volume: 5, step: nil).disabled(true), width: 300, height: 200)
        #expect(host.tapTargets.isEmpty)
        #expect(!host.graph.focus.move(forward: true))
    }

    /// https://developer.apple.com/documentation/swiftui/view/disabled(_:): "the button isn't
    /// interactive because the outer `disabled(_:)` modifier overrides the inner one".
    @Test func anOuterDisabledOverridesAnInnerEnabled() {
        let inner = makeHost(VStack { Volume(volume: 5, step: nil).disabled(false) }.disabled(true), width: 300, height: 200)
        #expect(inner.tapTargets.isEmpty, "disabled(false) inside disabled(true) stays disabled")
        let enabled = makeHost(VStack { Volume(volume: 5, step: nil).disabled(false) }.disabled(false), width: 300, height: 200)
        #expect(!enabled.tapTargets.isEmpty)
        let innerOnly = makeHost(VStack { Volume(volume: 5, step: nil).disabled(true) }, width: 300, height: 200)
        #expect(innerOnly.tapTargets.isEmpty)
    }
}

// The window's keys (ViewScene.keyCommand, what the SDL host calls) reach a focused control in a
// Form: Tab focuses the stepper, ↑ steps it; before Tab ↑ is not the stepper's.
@MainActor
@Suite struct FocusedControlKeyTests {
    @MainActor private struct CopiesForm: View {
        @State var copies = 2
        var body: some View {
            Form { Stepper("Copies: \(copies)", value: $copies, in: 1...5) }
        }
    }

    @Test func tabThenUpStepsTheStepper() {
        let driver = ScrollDriver(CopiesForm(), width: 390, height: 400)
        #expect(driver.scene.keyCommand("Up", shift: false) == nil, "nothing focused: the host's key")
        #expect(driver.scene.keyCommand("Tab", shift: false) == .handled)
        #expect(driver.scene.keyCommand("Up", shift: false) == .handled)
        driver.frame()
        #expect(driver.texts["Copies: 3"] != nil)
    }
}

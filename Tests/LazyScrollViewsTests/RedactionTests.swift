import DisplayList
import Foundation
import Observation
import Testing
@testable import LazyScrollViews

// Redaction as Apple documents it: `redacted(reason:)`
// (https://developer.apple.com/documentation/swiftui/view/redacted(reason:)) — "Adding a redaction
// is an additive process: any redaction provided will be added to the reasons provided by the
// parent"; `unredacted()` (https://developer.apple.com/documentation/swiftui/view/unredacted())
// — "Removes any reason to apply a redaction to this view hierarchy"; the reasons
// (https://developer.apple.com/documentation/swiftui/redactionreasons) read from
// `EnvironmentValues.redactionReasons`
// (https://developer.apple.com/documentation/swiftui/environmentvalues/redactionreasons);
// `.privacy` redacts the views marked `privacySensitive(_:)`
// (https://developer.apple.com/documentation/swiftui/view/privacysensitive(_:)).
//
// Placeholders (our figures; Apple publishes none): each line of a text a bar 0.7 of the line's
// height, centred in it, corners 0.3 of the bar's height, in the text's colour at 16 % of its
// opacity; an image a box of its frame, corners 4 pt, in the foreground colour at 16 %. Black
// at 16 %: alpha 0.16 × 255 = 40.8 → 0x29.
//
// The fixed-advance measurer: 0.6 em a character, lines 1.2 em — a 17 pt character is 10.2 wide,
// a line 20.4 tall. The host is 300 × 200 and centres its view.
private typealias ViewColor = LazyScrollViews.Color

@MainActor
@Suite struct RedactionTests {
    @Test func placeholderTextDrawsABarForEachLineInItsPlace() {
        let host = makeHost(Text("Hello").redacted(reason: .placeholder))
        // "Hello" is 51 × 20.4, centred at (124.5, 89.8). The bar: 0.7 × 20.4 = 14.28 tall,
        // (20.4 − 14.28) / 2 = 3.06 below the line's top → y 92.86; radius 0.3 × 14.28 = 4.284.
        #expect(lines(host) == ["fillRounded [(124.5, 92.86) 51×14.28] r=4.284 #00000029"])
    }

    @Test func aWrappedTextDrawsABarOfEachLinesWidth() {
        let host = makeHost(Text("aaaa bb cccccc").frame(width: 80).redacted(reason: .placeholder))
        // At 80 pt: "aaaa bb" (7 × 10.2 = 71.4) then "cccccc" (61.2); two lines, 40.8 tall.
        // The text reports its widest line, 71.4, centred in the 80 pt frame: x 150 − 35.7 =
        // 114.3; the frame's top (200 − 40.8) / 2 = 79.6; bars 3.06 below each line's top.
        // The secondary colour, (60, 60, 67) at 0.6 × 0.16 = 9.6 % → alpha 24.48 → 0x18.
        let secondary = makeHost(Text("aaaa bb cccccc").foregroundStyle(.secondary).frame(width: 80).redacted(reason: .placeholder))
        #expect(lines(host) == [
            "fillRounded [(114.3, 82.66) 71.4×14.28] r=4.284 #00000029",
            "fillRounded [(114.3, 103.06) 61.2×14.28] r=4.284 #00000029",
        ])
        #expect(lines(secondary).map { $0.replacingOccurrences(of: "#3c3c4318", with: "C") } == [
            "fillRounded [(114.3, 82.66) 71.4×14.28] r=4.284 C",
            "fillRounded [(114.3, 103.06) 61.2×14.28] r=4.284 C",
        ])
    }

    @Test func redactionKeepsEveryFrame() {
        let content = VStack(alignment: .leading) {
            Text("Balance").font(.headline)
            HStack { Image(systemName: "star"); Text("1,204 points") }
            Button("Refresh") {}
        }
        let plain = makeHost(content)
        let redacted = makeHost(content.redacted(reason: .placeholder))
        let frames = { (host: ViewHost) in host.graph.root.map(Self.placedFrames) ?? [] }
        #expect(!frames(plain).isEmpty)
        #expect(frames(redacted) == frames(plain))
        // Nothing of the texts or the symbol is drawn as glyphs.
        #expect(!lines(redacted).contains { $0.hasPrefix("text") })
    }

    /// The frames of the displayable nodes under `node`, in tree order.
    private static func placedFrames(_ node: ViewNode) -> [CGRect] {
        var frames: [CGRect] = node.isDisplayable && node.isPlaced ? [node.frame] : []
        node.forEachChild { frames += placedFrames($0) }
        return frames
    }

    @Test func anImageIsABoxOfItsFrame() {
        let host = makeHost(Image(systemName: "star").resizable().frame(width: 40, height: 30)
            .foregroundStyle(ViewColor.blue)
            .redacted(reason: .placeholder))
        // The 40 × 30 image centred at (130, 85), corners 4, blue (0, 122, 255) at 16 %.
        #expect(lines(host) == ["fillRounded [(130, 85) 40×30] r=4 #007aff29"])
    }

    @Test func theDarkAppearanceFadesTheTextsOwnColour() {
        let host = makeHost(Text("Hello").redacted(reason: .placeholder).environment(\.colorScheme, .dark))
        // White text: white at 16 %.
        #expect(lines(host) == ["fillRounded [(124.5, 92.86) 51×14.28] r=4.284 #ffffff29"])
    }

    @Test func unredactedDrawsItsContentAsItIs() {
        let host = makeHost(VStack(spacing: 0) {
            Text("Hi")
            Text("Ho").unredacted()
        }.redacted(reason: .placeholder))
        // Two 20.4 pt lines centred: from y 79.6. "Hi" is a bar; "Ho" is drawn.
        #expect(lines(host) == [
            "fillRounded [(139.8, 82.66) 20.4×14.28] r=4.284 #00000029",
            "text \"Ho\" at (139.8, 100) 17pt regular #000000",
        ])
    }

    @Test func privacyRedactsOnlyPrivacySensitiveViews() {
        let view = VStack(spacing: 0) {
            Text("Hi")
            Text("Ho").privacySensitive()
        }
        let host = makeHost(view.redacted(reason: .privacy))
        #expect(lines(host) == [
            "text \"Hi\" at (139.8, 79.6) 17pt regular #000000",
            "fillRounded [(139.8, 103.06) 20.4×14.28] r=4.284 #00000029",
        ])
        // Without the reason, the mark alone redacts nothing; `privacySensitive(false)` lifts it.
        #expect(!lines(makeHost(view)).contains { $0.hasPrefix("fillRounded") })
        let lifted = makeHost(VStack { Text("Ho").privacySensitive(false) }.privacySensitive().redacted(reason: .privacy))
        #expect(lines(lifted).first?.hasPrefix("text") == true)
    }

    /// Records the reasons its body reads.
    private struct ReasonsReader: View {
        let log: ReasonsLog
        let name: String
        @Environment(\.redactionReasons) private var reasons
        var body: some View {
            log.seen[name] = reasons
            return Text(name)
        }
    }
    @MainActor private final class ReasonsLog { var seen: [String: RedactionReasons] = [:] }

    @Test func reasonsAddUpAndUnredactedClearsThem() {
        let log = ReasonsLog()
        _ = makeHost(VStack {
            ReasonsReader(log: log, name: "none")
            VStack {
                ReasonsReader(log: log, name: "both")
                ReasonsReader(log: log, name: "cleared").unredacted()
                ReasonsReader(log: log, name: "empty add").redacted(reason: [])
            }
            .redacted(reason: .privacy)
        }.redacted(reason: .placeholder).redacted(reason: .invalidated))
        #expect(log.seen["none"] == [.placeholder, .invalidated])
        #expect(log.seen["both"] == [.placeholder, .privacy, .invalidated])
        #expect(log.seen["cleared"] == [])
        #expect(log.seen["empty add"] == [.placeholder, .privacy, .invalidated])
        #expect(EnvironmentValues().redactionReasons == [])
    }

    @Test func invalidatedAloneDrawsTheTextAsItIs() {
        // Documented difference: `.invalidated` is carried in the environment only.
        #expect(lines(makeHost(Text("Hi").redacted(reason: .invalidated))).first?.hasPrefix("text") == true)
    }
}

@Observable @MainActor
private final class Loading {
    var isLoading = false
}

/// Rows of text in a lazy stack, redacted while loading. The rows are another view's body, one
/// with no inputs: a change of `isLoading` evaluates `LoadingRows` again but not `Rows`, so only
/// the environment's change reaches the rows (nothing re-evaluates or re-measures them else).
private struct LoadingRows: View {
    let state: Loading
    var body: some View {
        Rows().redacted(reason: state.isLoading ? .placeholder : [])
    }
}

private struct Rows: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<500) { i in Text("Row \(i)") }
            }
        }
    }
}

@MainActor
@Suite("Redaction of replayed rows")
struct RedactionReplayTests {
    private static func texts(_ list: DisplayList) -> Int {
        list.commands.filter { if case .text = $0 { true } else { false } }.count
    }
    private static func bars(_ list: DisplayList) -> Int {
        list.commands.filter { if case .fillRoundedRect = $0 { true } else { false } }.count
    }
    private static func replays(_ list: DisplayList) -> Int {
        list.storedCommands.filter { if case .replay = $0 { true } else { false } }.count
    }

    @Test("Rows replayed from their recording are drawn again when the redaction reasons change")
    func aChangeOfReasonsIsNotReplayedOver() {
        let state = Loading()
        let driver = ScrollDriver(LoadingRows(state: state))
        driver.frame(offset: 40)
        driver.frame(offset: 47)
        // 200 pt of 20.4 pt rows: ten or eleven drawn, those seen last frame replayed.
        #expect(Self.replays(driver.list) >= 8)
        let rows = Self.texts(driver.list)
        #expect(rows >= 10)
        #expect(Self.bars(driver.list) == 0)

        state.isLoading = true
        driver.frame(offset: 47)
        #expect(Self.texts(driver.list) == 0)
        #expect(Self.bars(driver.list) == rows)
        // What a driver made loading draws at that offset.
        let loading = Loading()
        loading.isLoading = true
        let fresh = ScrollDriver(LoadingRows(state: loading))
        fresh.frame(offset: 47)
        #expect(driver.list == fresh.list)
        // Then replayed again while nothing changes, and back to text when loaded.
        driver.frame(offset: 47)
        #expect(Self.replays(driver.list) >= 8)
        #expect(Self.bars(driver.list) == rows)
        state.isLoading = false
        driver.frame(offset: 47)
        #expect(Self.texts(driver.list) == rows)
        #expect(Self.bars(driver.list) == 0)
    }
}

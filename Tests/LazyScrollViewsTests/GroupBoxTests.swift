import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// `GroupBox` as Apple documents it (https://developer.apple.com/documentation/swiftui/groupbox):
// "A stylized view, with an optional label, that visually collects a logical grouping of
// content", styled by `GroupBoxStyle` (https://developer.apple.com/documentation/swiftui/groupboxstyle)
// through `groupBoxStyle(_:)` (https://developer.apple.com/documentation/swiftui/view/groupboxstyle(_:)),
// a style's `makeBody(configuration:)` getting the label and content
// (https://developer.apple.com/documentation/swiftui/groupboxstyleconfiguration).
//
// The default style's figures are iOS's look (Apple publishes none): 16 pt insets, corner radius
// 8, the label in the headline font 8 pt above the content, the content's views stacked
// leading-aligned 8 pt apart (the stack's default spacing between two texts), the fill
// `secondarySystemBackground` ((242, 242, 247) light, (28, 28, 30) dark), a group box inside
// another `tertiarySystemBackground` (white; (44, 44, 46) dark).
//
// The fixed-advance measurer: 0.6 em a character, lines 1.2 em — a 17 pt character is 10.2 wide,
// a line 20.4 tall. The host is 300 × 200 and centres its view.
private typealias ViewColor = LazyScrollViews.Color

@MainActor
@Suite struct GroupBoxTests {
    @Test func theDefaultStyleInsetsTheLabelAboveTheContentInARoundedBox() {
        let host = makeHost(GroupBox("Plan") {
            Text("Family")
            Text("Renews")
        })
        // Label "Plan" 40.8 × 20.4; content: "Family" and "Renews" (61.2 wide) 8 pt apart,
        // 48.8 tall; label and content 8 pt apart: 61.2 × 77.2. Inset 16 all round: 93.2 × 109.2,
        // centred in 300 × 200 → (103.4, 45.4). The texts start 16 pt in: x 119.4; the label
        // at y 61.4, "Family" at 61.4 + 20.4 + 8 = 89.8, "Renews" at 89.8 + 20.4 + 8 = 118.2.
        #expect(lines(host) == [
            "fillRounded [(103.4, 45.4) 93.2×109.2] r=8 #f2f2f7",
            "text \"Plan\" at (119.4, 61.4) 17pt semibold #000000",
            "text \"Family\" at (119.4, 89.8) 17pt regular #000000",
            "text \"Renews\" at (119.4, 118.2) 17pt regular #000000",
        ])
    }

    @Test func withoutALabelTheContentAloneIsInset() {
        let host = makeHost(GroupBox { Text("A") })
        // "A" 10.2 × 20.4, no label and so no label spacing: 42.2 × 52.4 → (128.9, 73.8).
        #expect(lines(host) == [
            "fillRounded [(128.9, 73.8) 42.2×52.4] r=8 #f2f2f7",
            "text \"A\" at (144.9, 89.8) 17pt regular #000000",
        ])
    }

    @Test func theInitializersMakeTheSameBox() {
        let titled = lines(makeHost(GroupBox("Plan") { Text("Family") }))
        let string: String = "Plan"
        #expect(lines(makeHost(GroupBox(string) { Text("Family") })) == titled)
        #expect(lines(makeHost(GroupBox { Text("Family") } label: { Text("Plan") })) == titled)
        #expect(lines(makeHost(GroupBox(label: Text("Plan")) { Text("Family") })) == titled)
    }

    @Test func aNestedGroupBoxTakesTheTertiaryFillAndTheDarkValuesInTheDark() {
        let nested = GroupBox { GroupBox { GroupBox { Text("A") } } }
        // Each box adds 16 on every side: 42.2 × 52.4, 74.2 × 84.4, 106.2 × 116.4 (from the
        // inside out), centred: (96.9, 41.8), then 16 pt in at each level.
        let light = lines(makeHost(nested))
        #expect(light == [
            "fillRounded [(96.9, 41.8) 106.2×116.4] r=8 #f2f2f7",
            "fillRounded [(112.9, 57.8) 74.2×84.4] r=8 #ffffff",
            "fillRounded [(128.9, 73.8) 42.2×52.4] r=8 #f2f2f7",
            "text \"A\" at (144.9, 89.8) 17pt regular #000000",
        ])
        let dark = lines(makeHost(nested.environment(\.colorScheme, .dark)))
        #expect(dark == [
            "fillRounded [(96.9, 41.8) 106.2×116.4] r=8 #1c1c1e",
            "fillRounded [(112.9, 57.8) 74.2×84.4] r=8 #2c2c2e",
            "fillRounded [(128.9, 73.8) 42.2×52.4] r=8 #1c1c1e",
            "text \"A\" at (144.9, 89.8) 17pt regular #ffffff",
        ])
    }

    /// A style of one's own: the label after the content, in a row, on an orange box.
    private struct TrailingLabelStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 4) {
                configuration.content
                configuration.label
            }
            .background(ViewColor.orange)
        }
    }

    /// A style that draws the default group box inside a red frame of 2 pt.
    private struct FramedStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            GroupBox(configuration).padding(2).background(ViewColor.red)
        }
    }

    @Test func aStyleOfOnesOwnArrangesTheLabelAndContent() {
        let host = makeHost(GroupBox("B") { Text("A") }.groupBoxStyle(TrailingLabelStyle()))
        // "A" then "B", 4 pt apart: 24.4 × 20.4 on orange, centred → (137.8, 89.8).
        #expect(lines(host) == [
            "fill [(137.8, 89.8) 24.4×20.4] #ff9500",
            "text \"A\" at (137.8, 89.8) 17pt regular #000000",
            "text \"B\" at (152, 89.8) 17pt regular #000000",
        ])
    }

    @Test func groupBoxOfAConfigurationDrawsTheStyleFromFurtherOut() {
        // Inside FramedStyle, `GroupBox(configuration)` draws the default box (no style further
        // out): 42.2 × 52.4, 2 pt of red round it: 46.2 × 56.4 → (126.9, 71.8).
        let host = makeHost(GroupBox { Text("A") }.groupBoxStyle(FramedStyle()))
        #expect(lines(host) == [
            "fill [(126.9, 71.8) 46.2×56.4] #ff3b30",
            "fillRounded [(128.9, 73.8) 42.2×52.4] r=8 #f2f2f7",
            "text \"A\" at (144.9, 89.8) 17pt regular #000000",
        ])
        // With TrailingLabelStyle further out (`groupBoxStyle` nearer the view wins: FramedStyle
        // draws), FramedStyle's inner `GroupBox(configuration)` draws TrailingLabelStyle's row:
        // "A" alone (the label is empty) on orange, 10.2 × 20.4, 2 pt of red round it:
        // 14.2 × 24.4 → (142.9, 87.8). No default box is drawn.
        let composed = makeHost(GroupBox { Text("A") }.groupBoxStyle(FramedStyle()).groupBoxStyle(TrailingLabelStyle()))
        #expect(lines(composed) == [
            "fill [(142.9, 87.8) 14.2×24.4] #ff3b30",
            "fill [(144.9, 89.8) 10.2×20.4] #ff9500",
            "text \"A\" at (144.9, 89.8) 17pt regular #000000",
        ])
    }

    @Test func stylesCompareByTypeThenValue() {
        struct Tinted: GroupBoxStyle, Equatable {
            var color: ViewColor
            func makeBody(configuration: Configuration) -> some View { configuration.content.background(color) }
        }
        #expect(AnyGroupBoxStyle(DefaultGroupBoxStyle()) == AnyGroupBoxStyle(.automatic))
        #expect(AnyGroupBoxStyle(DefaultGroupBoxStyle()) != AnyGroupBoxStyle(TrailingLabelStyle()))
        #expect(AnyGroupBoxStyle(Tinted(color: ViewColor.red)) == AnyGroupBoxStyle(Tinted(color: ViewColor.red)))
        #expect(AnyGroupBoxStyle(Tinted(color: ViewColor.red)) != AnyGroupBoxStyle(Tinted(color: ViewColor.blue)))
    }
}

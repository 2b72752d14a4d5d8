
import Foundation
import Testing
@testable import LazyScrollViews

// Golden display lists: what a few views draw, command by command, in a 300 × 200 window with
// the fixed test measurer (0.6 em advance, 1.2 em lines). A change here is a visible change.

@MainActor
private struct SectionHeader: View {
    let name: String
    let color: Color
    var body: some View {
        HStack {
            Text(name).font(.headline).foregroundColor(color)
            Spacer()
        }
        .padding()
        .background(Color.primary.colorInvert().opacity(0.75))
    }
}

@MainActor
@Suite struct GoldenDisplayListTests {
    @Test func seedSectionHeader() {
        // Seed 002's SectionHeaderView: the row fills the 300 pt width; 16 pt padding around a
        // 20.4 pt line makes it 52.4 tall, centred in 200: y = (200 − 52.4) / 2 = 73.8.
        let host = makeHost(SectionHeader(name: "Reds", color: .red))
        #expect(host.displayList.description == """
            fill [(0, 73.8) 300×52.4] #ffffffbf
            text "Reds" at (16, 89.8) 17pt semibold #ff3b30
            """)
    }

    @Test func toggleOffAndOn() {
        @MainActor struct Switch: View {
            @State var on = false
            var body: some View { Toggle("Wi-Fi", isOn: $on).frame(width: 200) }
        }
        let host = makeHost(Switch())
        // Label at the leading edge; the 51 × 31 switch at the trailing edge (x = 50 + 200 − 51);
        // the 27 pt knob inset 2 pt on the leading side when off.
        #expect(host.displayList.description == """
            text "Wi-Fi" at (50, 89.8) 17pt regular #000000
            fillRounded [(199, 84.5) 51×31] r=15.5 #e8e8e8
            fillRounded [(201, 86.5) 27×27] r=13.5 #ffffff
            """)
        let target = host.tapTargets.last!
        host.tap(at: CGPoint(x: target.rect.midX, y: target.rect.midY))
        host.update(size: host.size, at: 10)
        // The knob slides over 0.35 s (`.snappy`); a second later it rests on the trailing side.
        host.update(size: host.size, at: 11)
        host.render(at: 11)
        #expect(host.displayList.description == """
            text "Wi-Fi" at (50, 89.8) 17pt regular #000000
            fillRounded [(199, 84.5) 51×31] r=15.5 #34c759
            fillRounded [(221, 86.5) 27×27] r=13.5 #ffffff
            """)
    }

    @Test func effectsBecomeTransformsOpacityAndClips() {
        let host = makeHost(Color.blue.frame(width: 100, height: 50)
            .rotationEffect(.degrees(90))
            .opacity(0.5)
            .clipShape(Rectangle()))
        #expect(host.displayList.description == """
            pushClip [(100, 75) 100×50]
            pushOpacity 0.5
            pushTransform [0 1 -1 0 250 -50]
            fill [(100, 75) 100×50] #007aff
            popTransform
            popOpacity
            popClip
            """)
    }
    @Test func blurIsAGroupOverTheViewsFrame() {
        // blur(radius:) wraps what the view draws in pushBlur/popBlur over its frame (centred in
        // the 300 × 200 window: (100, 75) 100×50); a zero radius adds nothing.
        let host = makeHost(Color.blue.frame(width: 100, height: 50).blur(radius: 3))
        #expect(host.displayList.description == """
            pushBlur r=3 [(100, 75) 100×50]
            fill [(100, 75) 100×50] #007aff
            popBlur
            """)
        #expect(makeHost(Color.blue.frame(width: 100, height: 50).blur(radius: 0)).displayList.description
                == "fill [(100, 75) 100×50] #007aff")
    }
}

import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// `withAnimation { }`: a layout change caused by the state it writes is drawn moving from the
// old frame to the new over the animation's duration; without it the change is immediate.

@MainActor
private struct Slider: View {
    @State var trailing = false
    let animated: Bool
    var body: some View {
        ZStack(alignment: trailing ? .trailing : .leading) {
            Color.gray.frame(width: 200, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
        .onTapGesture { if animated { withAnimation(.linear(duration: 1)) { trailing.toggle() } } else { trailing.toggle() } }
    }
}

@MainActor
@Suite struct AnimationTests {
    /// Where the blue square is drawn: its fill's x plus any transform's translation.
    private func knobX(_ host: ViewHost, at time: Double) -> Double {
        host.update(size: host.size, at: time)
        let commands = host.render(at: time).commands
        var tx = 0.0
        for command in commands {
            if case .pushTransform(let t) = command { tx = t.tx }
            if case .popTransform = command { tx = 0 }
            if case .fillRect(let rect, let color) = command, color == RGBAColor(r8: 0, g8: 122, b8: 255) { return rect.minX + tx }
        }
        return .nan
    }

    @Test(arguments: [false, true])
    func animatedChangesMoveOverTheDuration(animated: Bool) {
        let host = makeHost(Slider(animated: animated))
        let start = knobX(host, at: 0)                  // 50: the ZStack is centred in 300
        #expect(start == 50)
        let t = host.tapTargets.last!
        host.tap(at: CGPoint(x: t.rect.midX, y: t.rect.midY))
        host.update(size: host.size, at: 0)
        let end = 50.0 + 200 - 20
        if animated {
            // Linear over 1 s: a quarter of the way at 0.25 s, there at 1 s.
            #expect(abs(knobX(host, at: 0.25) - (start + 0.25 * (end - start))) < 1e-9)
            #expect(abs(knobX(host, at: 0.5) - (start + 0.5 * (end - start))) < 1e-9)
            #expect(knobX(host, at: 1.0) == end)
        } else {
            #expect(knobX(host, at: 0.25) == end)
        }
    }
}

import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// `zIndex(_:)` (https://developer.apple.com/documentation/swiftui/view/zindex(_:)): "Controls the
// display order of overlapping views. … Views with higher values are placed in front of views
// with lower values." The default is 0; equal values draw in the container's order.

@MainActor
final class ZTapLog {
    var taps: [String] = []
}

/// The colours a frame fills, in drawing order (later is in front).
@MainActor
private func fillOrder(_ host: ViewHost) -> [String] {
    typealias ViewColor = LazyScrollViews.Color
    let names: [RGBAColor: String] = [ViewColor.red.resolved(isDark: false): "red", ViewColor.blue.resolved(isDark: false): "blue",
                                      ViewColor.green.resolved(isDark: false): "green"]
    return host.render(at: 0).commands.compactMap { command in
        if case .fillRect(_, let color) = command { return names[color] }
        return nil
    }
}

@MainActor
@Suite struct ZIndexTests {
    /// Three 100 × 100 squares in a `ZStack`, one over the other; `front` gets `zIndex(z)`.
    struct Squares: View {
        let log: ZTapLog
        var z: [String: Double] = [:]
        var body: some View {
            ZStack {
                square(.red, "red")
                square(.blue, "blue")
                square(.green, "green")
            }
        }
        func square(_ color: LazyScrollViews.Color, _ name: String) -> some View {
            color.frame(width: 100, height: 100)
                .onTapGesture { log.taps.append(name) }
                .zIndex(z[name] ?? 0)
        }
    }

    @Test("Without zIndex (or with equal ones) the container's order: the last child in front")
    func containerOrder() {
        let log = ZTapLog()
        let host = makeHost(Squares(log: log, z: ["red": 0]))
        #expect(fillOrder(host) == ["red", "blue", "green"])
        host.tap(at: CGPoint(x: 150, y: 100))
        #expect(log.taps == ["green"])
    }

    @Test("Higher values draw in front and take the click; negative values go behind",
          arguments: [
              (["red": 1.0], ["blue", "green", "red"]),
              (["green": -1.0], ["green", "red", "blue"]),
              (["red": 2.0, "blue": 1.0], ["green", "blue", "red"]),
              (["red": 1.0, "green": 1.0], ["blue", "red", "green"]),   // ties keep their order
          ])
    func higherInFront(z: [String: Double], order: [String]) {
        let log = ZTapLog()
        let host = makeHost(Squares(log: log, z: z))
        #expect(fillOrder(host) == order)
        host.tap(at: CGPoint(x: 150, y: 100))
        #expect(log.taps == [order.last!])
    }

    /// SwiftUI's example: in a `VStack`, a view moved up over the one before it draws under it
    /// unless its zIndex is higher. Modifiers written after `zIndex` pass it on.
    @Test("In a VStack, through modifiers written after it")
    func vstackThroughModifiers() {
        struct Overlapping: View {
            let z: Double
            var body: some View {
                VStack(spacing: 0) {
                    LazyScrollViews.Color.red.frame(width: 100, height: 100)
                    LazyScrollViews.Color.blue.frame(width: 100, height: 100)
                        .zIndex(z)
                        .padding(0)
                        .offset(y: -50)
                }
            }
        }
        #expect(fillOrder(makeHost(Overlapping(z: 0))) == ["red", "blue"])
        #expect(fillOrder(makeHost(Overlapping(z: -1))) == ["blue", "red"])
    }

    @Test("A changed zIndex reorders at the next frame")
    func changes() {
        struct Toggling: View {
            @State var front = false
            var body: some View {
                ZStack {
                    LazyScrollViews.Color.red.frame(width: 100, height: 100).zIndex(front ? 1 : 0)
                        .onTapGesture { front.toggle() }
                    LazyScrollViews.Color.blue.frame(width: 50, height: 50)
                }
            }
        }
        let host = makeHost(Toggling())
        #expect(fillOrder(host) == ["red", "blue"])
        host.tap(at: CGPoint(x: 110, y: 60))           // the red square outside the blue one
        host.update(size: host.size, at: 1.0 / 60)
        #expect(fillOrder(host) == ["blue", "red"])
    }
}

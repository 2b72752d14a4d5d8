import DisplayList
import Observation
import ScrollCore
import Testing
@testable import LazyScrollViews

// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`
// (https://developer.apple.com/documentation/swiftui/view/matchedgeometryeffect(id:in:properties:anchor:issource:)):
// "If inserting a view in the same transaction that another view with the same key is removed,
// the system will interpolate their frame rectangles in window space to make it appear that
// there is a single view moving from its old position to its new position"; "If `isSource` is
// true … all other views in the group will use [its frame] as their geometry source".
// `@Namespace` (https://developer.apple.com/documentation/swiftui/namespace): a namespace per view.

@MainActor @Observable
private final class Selection { var tab = 0 }

/// Three 100 pt tabs in a 300 pt window; the selected one has a 100 × 4 blue bar under it,
/// made in that tab (the bar goes from one tab to another when the selection changes).
@MainActor
private struct TabBar: View {
    let selection: Selection
    @Namespace private var bar
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3) { i in
                ZStack {
                    if selection.tab == i {
                        Color.blue.matchedGeometryEffect(id: "bar", in: bar)
                    } else {
                        Color.clear
                    }
                }
                .frame(width: 100, height: 4)
            }
        }
    }
}

/// A 40 × 40 red square placed at the leading edge, drawn where the group's source is: a
/// 100 × 20 green bar at the trailing edge.
@MainActor
private struct Follower: View {
    let properties: MatchedGeometryProperties
    @Namespace private var space
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40)
                .matchedGeometryEffect(id: 1, in: space, properties: properties, isSource: false)
            Spacer()
            Color.green.frame(width: 100, height: 20)
                .matchedGeometryEffect(id: 1, in: space)
        }
    }
}

/// Two views with their own namespaces: the same id in each is another group.
@MainActor
private struct TwoNamespaces: View {
    var body: some View {
        VStack { NamespaceProbe(); NamespaceProbe() }
    }
}

@MainActor
private final class NamespaceLog { static var seen: [Namespace.ID] = [] }

@MainActor
private struct NamespaceProbe: View {
    @Namespace private var ns
    var body: some View {
        let _ = NamespaceLog.seen.append(ns)
        Text("probe")
    }
}

@MainActor
@Suite("matchedGeometryEffect")
struct MatchedGeometryTests {
    private static let blue = RGBAColor(r8: 0, g8: 122, b8: 255)

    /// Where the fill of `color` is drawn, with any transform pushed around it applied.
    private func drawn(_ color: RGBAColor, in list: DisplayList) -> Rect? {
        var transforms: [DrawTransform] = []
        for command in list.commands {
            if case .pushTransform(let t) = command { transforms.append(t) }
            if case .popTransform = command { transforms.removeLast() }
            if case .fillRect(let rect, let c) = command, c == color {
                let t = transforms.reduce(DrawTransform.identity) { $1.then($0) }
                let a = t.apply(Point(x: rect.minX, y: rect.minY)), b = t.apply(Point(x: rect.maxX, y: rect.maxY))
                return Rect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
            }
        }
        return nil
    }

    private func frame(_ host: ViewHost, at time: Double) -> DisplayList {
        host.update(size: host.size, at: time)
        return host.render(at: time)
    }

    @Test("a bar inserted under another tab as the old one goes, in withAnimation, moves from the old tab to the new")
    func insertedSourceMovesFromTheRemovedOne() throws {
        let selection = Selection()
        let host = makeHost(TabBar(selection: selection), width: 300, height: 100)
        let start = try #require(drawn(Self.blue, in: frame(host, at: 0)))
        #expect(start.minX == 0 && start.width == 100, "\(start)")
        withAnimation(.linear(duration: 1)) { selection.tab = 2 }
        host.update(size: host.size, at: 0)             // the change applied at t = 0
        // Linear over 1 s from x = 0 to x = 200: halfway at 0.5 s, there at 1 s.
        let mid = try #require(drawn(Self.blue, in: frame(host, at: 0.5)))
        #expect(abs(mid.minX - 100) < 1e-9 && abs(mid.width - 100) < 1e-9, "\(mid)")
        let end = try #require(drawn(Self.blue, in: frame(host, at: 1)))
        #expect(end.minX == 200, "\(end)")
    }

    @Test("without an animation the bar is at the new tab at once")
    func withoutAnimationItJumps() throws {
        let selection = Selection()
        let host = makeHost(TabBar(selection: selection), width: 300, height: 100)
        _ = frame(host, at: 0)
        selection.tab = 1
        let now = try #require(drawn(Self.blue, in: frame(host, at: 0.1)))
        #expect(now.minX == 100, "\(now)")
    }

    @Test("a non-source view is drawn at its source's frame (.frame), only moved (.position), only resized (.size)",
          arguments: [MatchedGeometryProperties.frame, .position, .size])
    func nonSourceTakesTheSourceGeometry(properties: MatchedGeometryProperties) throws {
        let host = makeHost(Follower(properties: properties), width: 300, height: 100)
        let red = try #require(drawn(RGBAColor(r8: 255, g8: 59, b8: 48), in: frame(host, at: 0)))
        // The HStack is 300 wide and 40 tall, centred in the 100 pt window: y 30…70. The red
        // square is laid out at (0, 30) 40 × 40 (centre (20, 50)); the green bar at
        // (200, 40) 100 × 20 (centre (250, 50)).
        switch properties {
        case .frame: #expect(red == Rect(x: 200, y: 40, width: 100, height: 20), "\(red)")
        case .position: #expect(red == Rect(x: 230, y: 30, width: 40, height: 40), "\(red)")
        default: #expect(red == Rect(x: -30, y: 40, width: 100, height: 20), "\(red)")
        }
    }

    @Test("each view's @Namespace is its own, and the same across its updates")
    func namespacesAreDistinctAndStable() {
        NamespaceLog.seen = []
        let host = makeHost(TwoNamespaces(), width: 300, height: 100)
        _ = frame(host, at: 0)
        let first = NamespaceLog.seen
        #expect(first.count == 2 && first[0] != first[1], "\(first)")
        #expect(!first.contains(Namespace.ID(value: 0)), "installed before body")
    }
}

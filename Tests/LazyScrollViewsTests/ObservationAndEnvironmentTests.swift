import DisplayList
import Foundation
import Observation
import OpenCombine
import Testing
@testable import LazyScrollViews

// Seed 004's environment values (`detailLevel`, `writingStyle`), an `@Observable` model and a
// Combine-era `ObservableObject`: each invalidates exactly the views that read it.

enum DetailLevel: Int, Comparable { case brief, full
    static func < (a: DetailLevel, b: DetailLevel) -> Bool { a.rawValue < b.rawValue } }
enum WritingStyle { case plain, formal }
private struct DetailLevelKey: EnvironmentKey { static let defaultValue = DetailLevel.full }
private struct WritingStyleKey: EnvironmentKey { static let defaultValue = WritingStyle.plain }
extension EnvironmentValues {
    var detailLevel: DetailLevel { get { self[DetailLevelKey.self] } set { self[DetailLevelKey.self] = newValue } }
    var writingStyle: WritingStyle { get { self[WritingStyleKey.self] } set { self[WritingStyleKey.self] = newValue } }
}

@MainActor
private struct DetailReader: View {
    let counter: Counter
    @Environment(\.detailLevel) var detailLevel
    var body: some View {
        let _ = counter.hit("detail")
        Text("detail \(detailLevel == .full ? "full" : "brief")")
    }
}

@MainActor
private struct StyleReader: View {
    let counter: Counter
    @Environment(\.writingStyle) var writingStyle
    var body: some View {
        let _ = counter.hit("style")
        Text("style")
    }
}

@MainActor
private struct Intermediate: View {
    let counter: Counter
    var body: some View {
        let _ = counter.hit("intermediate")
        VStack { DetailReader(counter: counter); StyleReader(counter: counter) }
    }
}

@MainActor
private struct EnvironmentRoot: View {
    let counter: Counter
    @State var level = DetailLevel.full
    var body: some View {
        VStack {
            Intermediate(counter: counter)
            Text("toggle").onTapGesture { level = level == .full ? .brief : .full }
        }
        .environment(\.detailLevel, level)
    }
}

@Observable
final class StepModel {
    var title = "Fold"
    var unread = "x"
}

@MainActor
private struct ObservingView: View {
    let counter: Counter
    let model: StepModel
    var body: some View {
        let _ = counter.hit("observing")
        Text(model.title)
    }
}

final class Feed: ObservableObject {
    @Published var items: [Int] = [1, 2]
}

@MainActor
private struct FeedView: View {
    let counter: Counter
    @StateObject var feed = Feed()
    var body: some View {
        let _ = counter.hit("feed")
        Text("items \(feed.items.count)").onTapGesture { feed.items.append(3) }
    }
}

@MainActor
@Suite struct ObservationAndEnvironmentTests {
    @Test func environmentChangeReachesDeepReadersAndOnlyThem() {
        let counter = Counter()
        let host = makeHost(EnvironmentRoot(counter: counter))
        #expect(host.displayList.description.contains("detail full"))
        let toggle = host.tapTargets.last!
        #expect(host.tap(at: CGPoint(x: toggle.rect.midX, y: toggle.rect.midY)))
        host.update(size: host.size, at: 0.1)
        #expect(host.render(at: 0.1).description.contains("detail brief"))
        // Only the view that reads `detailLevel` ran again; the one in between (reads nothing)
        // and the one reading `writingStyle` did not.
        #expect(counter["detail"] == 2)
        #expect(counter["intermediate"] == 1)
        #expect(counter["style"] == 1)
    }

    @Test func observablePropertyInvalidatesItsReadersOnly() {
        let counter = Counter()
        let model = StepModel()
        let host = makeHost(ObservingView(counter: counter, model: model))
        model.unread = "y"                      // not read by the body: nothing to do
        host.update(size: host.size, at: 0.1)
        #expect(counter["observing"] == 1)
        model.title = "Crease"                  // read by the body: evaluated again
        host.update(size: host.size, at: 0.2)
        #expect(counter["observing"] == 2)
        #expect(host.render(at: 0.2).description.contains("Crease"))
    }

    @Test func publishedChangeInvalidatesTheStateObjectsView() {
        let counter = Counter()
        let host = makeHost(FeedView(counter: counter))
        let target = host.tapTargets.last!
        #expect(host.tap(at: CGPoint(x: target.rect.midX, y: target.rect.midY)))
        host.update(size: host.size, at: 0.1)
        #expect(counter["feed"] == 2)
        #expect(host.render(at: 0.1).description.contains("items 3"))
        // The object was made once (the first view value's), not per evaluation.
        #expect(host.tap(at: CGPoint(x: target.rect.midX, y: target.rect.midY)))
        host.update(size: host.size, at: 0.2)
        #expect(host.render(at: 0.2).description.contains("items 4"))
    }
}

import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// `task {}` and seed 003's `Task { …; await MainActor.run { … } }` on the frame loop: the host
// updates the graph (appear handlers run, tasks start), then drains the main actor between
// frames; work that never sleeps on a real clock has finished by the next frame.

@MainActor
final class Log {
    var lines: [String] = []
}

@MainActor
private struct Loader: View {
    let log: Log
    @State var diagram: String?
    var body: some View {
        Text(diagram ?? "loading")
            .onAppear { log.lines.append("appear") }
            .task {
                log.lines.append("task start")
                await Task.yield()
                diagram = "diagram"
                log.lines.append("task end")
            }
    }
}

/// A main-actor model (so sendable, checked) whose `loadMore()` is nonisolated, as seed 003's
/// data source calls it.
@MainActor
final class PageSource {
    var pages = 1
    /// Seed 003's shape: a detached `Task` that comes back through `MainActor.run`.
    nonisolated func loadMore() {
        Task {
            try? await Task.sleep(for: .zero)
            await MainActor.run { self.pages += 1 }
        }
    }
}

@MainActor
private struct Pager: View {
    let source: PageSource
    @State var shown = 1
    var body: some View {
        Text("pages \(shown)")
            .task {
                source.loadMore()
                while source.pages < 2 { await Task.yield() }
                shown = source.pages
            }
    }
}

@MainActor
@Suite struct TaskTests {
    @Test func appearRunsBeforeTheTaskAndTheTaskFinishesOnTheNextDrain() async {
        let log = Log()
        let host = makeHost(Loader(log: log))
        #expect(log.lines == ["appear"])
        #expect(host.graph.runningTasks == 1)
        await host.graph.drainMainActor()
        #expect(log.lines == ["appear", "task start", "task end"])
        host.update(size: host.size, at: 1.0 / 60)
        #expect(host.render(at: 1.0 / 60).description.contains("diagram"))
    }

    @Test func mainActorRunFromADetachedTaskLandsBetweenFrames() async {
        let source = PageSource()
        let host = makeHost(Pager(source: source))
        var frames = 0
        while !host.render(at: Double(frames) / 60).description.contains("pages 2") && frames < 100 {
            await host.graph.drainMainActor()
            frames += 1
            host.update(size: host.size, at: Double(frames) / 60)
        }
        #expect(frames < 100)
        #expect(host.graph.runningTasks == 0)
    }

    @Test func aTaskIsCancelledWhenItsViewGoesAway() async {
        @MainActor struct Switcher: View {
            @State var show = true
            let log: Log
            var body: some View {
                VStack {
                    if show {
                        Text("busy").task {
                            while !Task.isCancelled { await Task.yield() }
                            log.lines.append("cancelled")
                        }
                    }
                    Text("hide").onTapGesture { show = false }
                }
            }
        }
        let log = Log()
        let host = makeHost(Switcher(log: log))
        await host.graph.drainMainActor(maxYields: 4)
        let hide = host.tapTargets.last!
        host.tap(at: CGPoint(x: hide.rect.midX, y: hide.rect.midY))
        host.update(size: host.size, at: 0.1)
        await host.graph.drainMainActor()
        #expect(log.lines == ["cancelled"])
    }
}

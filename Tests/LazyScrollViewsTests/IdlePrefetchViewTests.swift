import DisplayList
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

/// The benchmark's row (`DeclarativeRow`): a square and a line of text.
@MainActor
private struct SquareRow: View {
    let i: Int
    var body: some View {
        HStack(spacing: 8) {
            Color(red: 0.2, green: 0.4, blue: Double(i % 10) / 10).frame(width: 20, height: 20)
            Text("Row \(i)")
        }
    }
}

@MainActor
private struct SquareRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<100_000) { i in SquareRow(i: i) }
            }
        }
    }
}

@MainActor
@Suite("Idle-time prefetch of view rows")
struct IdlePrefetchViewTests {
    @Test("a steady scroll draws the same frames with the idle step, and its frames evaluate no body: rows coming in are made between frames")
    func rowsAreMadeBetweenFrames() {
        let plain = ScrollDriver(SquareRows())
        let idle = ScrollDriver(SquareRows())
        idle.idleStep = true
        var idleBodies = 0
        for step in 1...60 {
            // 45 pt a frame: two or three 20 pt rows come in every frame.
            plain.frame(offset: Double(step) * 45)
            let before = idle.scene.host.graph.stats.bodyEvaluations
            idle.frame(offset: Double(step) * 45)
            idleBodies += idle.scene.host.graph.stats.bodyEvaluations - before - idle.bodiesInLastFrame
            #expect(plain.list == idle.list, "frame \(step)")
            #expect(plain.bodiesInLastFrame >= 2, "frame \(step)")
            // The first scrolling frame has no scroll delta before it: nothing was prefetched yet.
            if step >= 2 { #expect(idle.bodiesInLastFrame == 0, "frame \(step): \(idle.bodiesInLastFrame) bodies in the frame") }
        }
        // The rows' bodies ran in the idle steps instead (each row coming in once).
        #expect(idleBodies >= 59 * 2)
        #expect((idle.scrollView.lastResult?.stats.prefetchedIdle ?? 0) >= 2)
    }

    @Test("a row made ahead in the idle step appears (onAppear) only when it scrolls on screen")
    func prefetchedRowsAppearOnScreen() {
        final class Log { var appeared: [Int] = [] }
        struct Rows: View {
            let log: Log
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<10_000) { i in Text("row \(i)").frame(height: 20).onAppear { log.appeared.append(i) } }
                    }
                }
            }
        }
        let plainLog = Log(), idleLog = Log()
        let plain = ScrollDriver(Rows(log: plainLog))
        let idle = ScrollDriver(Rows(log: idleLog))
        idle.idleStep = true
        for step in 1...30 {
            plain.frame(offset: Double(step) * 30)
            idle.frame(offset: Double(step) * 30)
            #expect(plainLog.appeared == idleLog.appeared, "frame \(step)")
        }
    }
}

import DisplayList
import Foundation
import OpenCombine
import Testing
@testable import LazyScrollViews

// Issue 31 E: a view whose `body` writes what it reads hung the frame forever (`ViewGraph.update`
// looped `while !invalidated.isEmpty` with no bound: no frame drawn, nothing printed, 100 % CPU).
// Before the fix each test below never returned.
//
// SwiftUI's behaviour, which these pin: a state write during a view update is reported at run
// time — "Modifying state during view update, this will cause undefined behavior." — and is not
// applied within that update; a graph that does not settle logs "AttributeGraph: cycle detected"
// and goes on drawing. (State: https://developer.apple.com/documentation/swiftui/state —
// "You should only access a state property from inside the view's body, or from methods called
// by it"; the runtime warning text is Xcode's.)

/// The values a view's body saw, in order (a reference the view captures).
@MainActor
final class SeenValues {
    var values: [Int] = []
}

/// Writes the `@State` it reads on every evaluation.
private struct SelfWriter: View {
    let seen: SeenValues
    @State var count = 0
    var body: some View {
        seen.values.append(count)
        count += 1
        return Text("count \(count)")
    }
}

/// A child that writes its parent's state through a `@Binding` while its body runs.
private struct BindingWriter: View {
    @Binding var value: Int
    var body: some View {
        value = value + 1
        return Text("child")
    }
}

private struct BindingParent: View {
    let seen: SeenValues
    @State var value = 10
    var body: some View {
        seen.values.append(value)
        return VStack { Text("parent \(value)"); BindingWriter(value: $value) }
    }
}

/// Writes back the value it just read (the "same value" case of the issue).
private struct SameValueWriter: View {
    let seen: SeenValues
    @State var flag = true
    var body: some View {
        seen.values.append(flag ? 1 : 0)
        flag = flag
        return Text("same")
    }
}

final class RunawayModel: ObservableObject {
    @Published var ticks = 0
}

/// Changes an observed model inside the body that reads it: `objectWillChange` invalidates the
/// view as its own body runs, every time (a model, unlike `@State`, cannot defer the write).
private struct Runaway: View {
    @ObservedObject var model: RunawayModel
    var body: some View {
        model.ticks += 1
        return Text("ticks \(model.ticks)")
    }
}

@MainActor
@Suite("Hostile views: a diagnostic, not a hang (issue 31 E)")
struct HostileViewTests {
    func host<V: View>(_ view: V, warnings: @escaping (String) -> Void) -> ViewHost {
        let host = ViewHost(rootView: view, size: CGSize(width: 200, height: 200), measurer: FixedAdvanceTextMeasurer())
        host.graph.warningSink = warnings
        return host
    }

    @Test func stateWrittenInItsOwnBodyIsAppliedNextFrameWithOneWarning() {
        let seen = SeenValues()
        var warnings: [String] = []
        let host = host(SelfWriter(seen: seen)) { warnings.append($0) }
        for frame in 0..<5 { host.update(size: host.size, at: Double(frame) / 60) }
        // Frame 0 reads 0 and writes 1 (deferred); frame n applies frame n-1's write, so the
        // body re-runs exactly once a frame and sees 0, 1, 2, 3, 4.
        #expect(seen.values == [0, 1, 2, 3, 4])
        #expect(warnings.count == 1, "one warning per view and property, got \(warnings)")
        #expect(warnings.first?.hasPrefix("Modifying state during view update, this will cause undefined behavior.") == true)
        #expect(warnings.first?.contains("SelfWriter.count") == true, "names the view and the property: \(warnings)")
    }

    @Test func parentStateWrittenThroughABindingInAChildBodyIsDeferred() {
        let seen = SeenValues()
        var warnings: [String] = []
        let host = host(BindingParent(seen: seen)) { warnings.append($0) }
        for frame in 0..<4 { host.update(size: host.size, at: Double(frame) / 60) }
        // The parent reads 10; its child writes 11 during the update; applied next frame, the
        // parent re-runs (11), the child writes 12 … one step a frame.
        #expect(seen.values == [10, 11, 12, 13])
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("BindingParent.value") == true, "\(warnings)")
        #expect(warnings.first?.contains("written in the body of BindingWriter") == true, "\(warnings)")
    }

    @Test func writingTheSameValueBackDoesNotHang() {
        let seen = SeenValues()
        var warnings: [String] = []
        let host = host(SameValueWriter(seen: seen)) { warnings.append($0) }
        for frame in 0..<3 { host.update(size: host.size, at: Double(frame) / 60) }
        #expect(seen.values == [1, 1, 1])
        #expect(warnings.count == 1 && warnings[0].contains("SameValueWriter.flag"), "\(warnings)")
    }

    @Test func aViewThatKeepsInvalidatingItselfStopsAtTheBoundAndIsNamed() {
        let model = RunawayModel()
        var warnings: [String] = []
        let host = host(Runaway(model: model)) { warnings.append($0) }
        host.update(size: host.size, at: 0)
        host.render(at: 0)
        // The update stopped: at most 64 passes for each of ViewHost's (at most 4) rounds.
        #expect(host.graph.stats.updatesCutShort >= 1)
        #expect(model.ticks <= 4 * (ViewGraph.maximumPassesPerUpdate + 1))
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.hasPrefix("AttributeGraph: cycle detected: Runaway kept invalidating") == true, "\(warnings)")
        // The next frame draws again (and does not warn again).
        let before = model.ticks
        host.update(size: host.size, at: 1.0 / 60)
        #expect(model.ticks > before)
        #expect(warnings.count == 1)
    }

    @Test func aTreeThatSettlesIsNotCutShort() {
        // A parent whose change re-evaluates a deep chain settles in one pass: no warning.
        var warnings: [String] = []
        let host = host(VStack { ForEach(0..<50, id: \.self) { Text("row \($0)") } }) { warnings.append($0) }
        host.update(size: host.size, at: 0)
        #expect(host.graph.stats.updatesCutShort == 0)
        #expect(warnings.isEmpty)
    }
}

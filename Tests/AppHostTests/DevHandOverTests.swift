import AppHost
import DevLoop
import Diagnostics
import DisplayList
import Foundation
import HostTestSupport
import LazyLayout
import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollPhysics
import Testing

/// The dev loop's hand-over through real view scenes: one build's pipeline is scrolled, its
/// snapshot goes through JSON as it does between processes, and the next build's pipeline —
/// a new `ViewScene` from a changed view — comes back at the same row by data id.
///
/// SwiftUI keeps a scroll position as "the view with this identity at this anchor"
/// (https://developer.apple.com/documentation/swiftui/scrollposition): an edit that changes the
/// rows' heights must land on the same row, at a different offset in points.
@MainActor
@Suite("Dev loop: state hand-over between builds")
struct DevHandOverTests {
    static let size = Size(width: 400, height: 700)

    /// 10,000 rows of `rowHeight` points (ids 0…9999), or, with `insertedAbove`, one more row
    /// with a new id at the top (the next build inserted it).
    struct Rows: View {
        var rowHeight: Double = 20
        var label = "Row"
        var stringIDs = false
        var insertedAbove = false
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    if stringIDs {
                        ForEach((insertedAbove ? ["new"] : []) + (0..<10_000).map { "r\($0)" }, id: \.self) { id in
                            Text("\(label) \(id)").frame(height: rowHeight)
                        }
                    } else {
                        ForEach(0..<10_000, id: \.self) { i in Text("\(label) \(i)").frame(height: rowHeight) }
                    }
                }
            }
        }
    }

    func pipeline(_ view: Rows) -> (ScrollPipeline, ViewScene<Rows>) {
        let scene = ViewScene(name: "rows", rootView: view, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size, preset: .ios)
        return (pipeline, scene)
    }

    /// The text of the first row drawn at or below the window's top (the display list's first
    /// text command whose origin is at y ≥ 0).
    func firstDrawnRow(_ pipeline: ScrollPipeline) -> String? {
        for command in pipeline.displayList.commands {
            if case let .text(text, origin, _, _) = command, origin.y >= 0 { return text }
        }
        return nil
    }

    @Test("Scrolled to row 5000, the next build (taller rows, new text) starts at row 5000, drawing its new text",
          arguments: [false, true])
    func roundTrip(stringIDs: Bool) throws {
        let (old, _) = pipeline(Rows(stringIDs: stringIDs))
        run(old, [], from: 0, frames: 2)
        old.scrollTo(element: 5000, anchor: .top, animated: false, at: 2.0 / 60)
        var frame = run(old, [], from: 2, frames: 2)
        // Row 5000 of 20 pt rows starts at 5000 × 20 = 100,000 pt.
        #expect(old.position.offset == 100_000)
        #expect(old.lastLayout.anchor == ScrollAnchor(index: 5000, offsetInElement: 0))
        frame = run(old, [], from: frame, frames: 1)

        let captured = DevSnapshot.capture(old, sceneName: "rows", overlays: OverlaySet([.hud]),
                                           window: .init(width: 400, height: 700, x: 30, y: 40))
        let snapshot = try DevSnapshot.decode(try captured.json())                     // as between processes
        #expect(snapshot.scrollViews.count == 1)
        let window = try #require(snapshot.scrollViews.first)
        #expect(window.path.isEmpty)
        #expect(window.anchorID == StableID(stringIDs ? AnyHashable("r5000") : AnyHashable(5000)))
        #expect(window.anchorIndex == 5000)
        #expect(snapshot.overlays == ["hud"] && snapshot.physicsPreset == "ios")

        // The next build: rows 30 pt tall and labelled "Item", the same ids.
        let (new, scene) = pipeline(Rows(rowHeight: 30, label: "Item", stringIDs: stringIDs))
        var restorer = DevRestorer(snapshot)
        restorer.apply(to: new)
        #expect(restorer.isFinished)
        run(new, [], from: 0, frames: 1)
        #expect(new.lastLayout.anchor == ScrollAnchor(index: 5000, offsetInElement: 0))
        // 5000 × 30 pt above it now.
        #expect(new.position.offset == 150_000)
        #expect(scene.visibleIDs(new.lastLayout).first == (stringIDs ? "r5000" : "5000"))
        #expect(firstDrawnRow(new) == (stringIDs ? "Item r5000" : "Item 5000"))
    }

    @Test("Part way into a row: the points into it are kept, not the offset in points")
    func partWay() throws {
        let (old, _) = pipeline(Rows(rowHeight: 24))
        run(old, [], from: 0, frames: 2)
        old.scrollTo(element: 5000, anchor: .center, animated: false, at: 2.0 / 60)
        run(old, [], from: 2, frames: 3)
        // Row 5000's centre (5000 × 24 + 12) at the 700 pt window's centre: offset 120,012 − 350
        // = 119,662 = 4985 × 24 + 22, so row 4985 leads, 22 pt into it.
        #expect(old.position.offset == 119_662)
        #expect(old.lastLayout.anchor == ScrollAnchor(index: 4985, offsetInElement: 22))
        let snapshot = try DevSnapshot.decode(try DevSnapshot.capture(old, sceneName: "rows", overlays: OverlaySet(),
                                                                       window: .init(width: 400, height: 700)).json())
        let (new, _) = pipeline(Rows(rowHeight: 30))
        var restorer = DevRestorer(snapshot)
        restorer.apply(to: new)
        run(new, [], from: 0, frames: 2)
        // 4985 × 30 + 22 = 149,572.
        #expect(new.lastLayout.anchor == ScrollAnchor(index: 4985, offsetInElement: 22))
        #expect(new.position.offset == 149_572)
    }

    @Test("A row inserted above: the position follows the id (element 5001 now), not the index")
    func insertedAbove() throws {
        let (old, _) = pipeline(Rows(stringIDs: true))
        run(old, [], from: 0, frames: 2)
        old.scrollTo(element: 5000, anchor: .top, animated: false, at: 2.0 / 60)
        run(old, [], from: 2, frames: 2)
        let snapshot = DevSnapshot.capture(old, sceneName: "rows", overlays: OverlaySet(), window: .init(width: 400, height: 700))
        let (new, scene) = pipeline(Rows(stringIDs: true, insertedAbove: true))
        var restorer = DevRestorer(snapshot)
        restorer.apply(to: new)
        run(new, [], from: 0, frames: 1)
        #expect(new.lastLayout.anchor.index == 5001)
        #expect(scene.visibleIDs(new.lastLayout).first == "r5000")
    }

    @Test("An id this format cannot name falls back to the element's index")
    func unmatchableFallsBack() {
        let snapshot = DevSnapshot(scene: "rows", window: .init(width: 400, height: 700), overlays: [], physicsPreset: "ios",
                                   scrollViews: [.init(path: [], anchorID: StableID(kind: .unmatchable, value: "Custom()", typeName: "Custom"),
                                                       anchorIndex: 300, offsetInElement: 0)])
        let (new, _) = pipeline(Rows())
        var restorer = DevRestorer(snapshot)
        restorer.apply(to: new)
        run(new, [], from: 0, frames: 1)
        #expect(new.lastLayout.anchor.index == 300)
        #expect(new.position.offset == 6_000, "300 × 20 pt")
    }

    @Test("The snapshot's scene, window size, overlays and preset become the new run's options")
    func options() {
        var options = RunOptions()
        options.sceneName = "a"
        let snapshot = DevSnapshot(scene: "b", window: .init(width: 900, height: 640), overlays: ["hud", "zones"],
                                   physicsPreset: "android", scrollViews: [])
        options.adopt(snapshot, sceneNames: ["a", "b"])
        #expect(options.sceneName == "b")
        #expect(options.size == Size(width: 900, height: 640))
        #expect(options.overlays == OverlaySet([.hud, .zones]))
        #expect(options.preset == .android)
        // A scene the new build no longer has: the app's first, as without a snapshot.
        var other = RunOptions()
        other.sceneName = "a"
        other.adopt(snapshot, sceneNames: ["a"])
        #expect(other.sceneName == "a")
    }

    @Test("A failed build's banner draws the compiler's error, file:line first, over the frame")
    func banner() throws {
        let line = "Sources/Controls/ControlsApp.swift:42:29: error: cannot find 'Txt' in scope"
        let banner = try #require(DevBanner(.buildFailed(banner: line)))
        var list = DisplayList()
        banner.draw(viewport: Rect(x: 0, y: 0, width: 1280, height: 800), style: OverlayStyle(measurer: FixedAdvanceTextMeasurer()), into: &list)
        let texts = list.commands.compactMap { if case let .text(text, _, _, _) = $0 { text } else { nil } }
        #expect(texts == ["Build failed — the last good build is still running", line])
        #expect(DevBanner(.building(changed: ["/p/Sources/Controls/ControlsApp.swift"]))?.text == "building… (ControlsApp.swift changed)")
        #expect(DevBanner(.snapshotAndExit(path: "/tmp/s.json")) == nil)
    }
}

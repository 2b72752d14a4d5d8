import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// Modal presentations as SwiftUI documents them:
// - sheet(isPresented:onDismiss:content:) https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
// - sheet(item:onDismiss:content:) https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
// - DismissAction https://developer.apple.com/documentation/swiftui/dismissaction ("Dismiss a modal
//   presentation, like a sheet or a popover. Pop the current view from a NavigationStack.")
// - alert(_:isPresented:actions:message:) https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8dvt8
//   ("When the user presses or taps one of the alert's actions, the system sets this value to
//   `false` and dismisses.")
// - confirmationDialog(_:isPresented:titleVisibility:actions:message:) https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pz
// Frames are virtual: `step(to:)` updates and draws at a time of the test's choosing.

@MainActor
final class EventLog {
    var events: [String] = []
}

@MainActor
private struct SheetHost: View {
    let log: EventLog
    var disablesDismiss = false
    var detents: Set<PresentationDetent> = [.large]
    @State private var isAdding = false
    var body: some View {
        VStack {
            Button("Add") { isAdding = true }
            Text(isAdding ? "adding" : "idle")
        }
        .sheet(isPresented: $isAdding, onDismiss: { log.events.append("onDismiss, isAdding \(isAdding)") }) {
            SheetBody(log: log)
                .interactiveDismissDisabled(disablesDismiss)
                .presentationDetents(detents)
        }
    }
}

@MainActor
private struct SheetBody: View {
    let log: EventLog
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        VStack {
            Text(isPresented ? "presented" : "not presented")
            Button("Done") { log.events.append("done"); dismiss() }
        }
        .onAppear { log.events.append("appear") }
        .onDisappear { log.events.append("disappear") }
    }
}

@MainActor
private func step(_ host: ViewHost, to time: Double) {
    host.update(size: host.size, at: time)
    host.render(at: time)
}

/// Where `string` was drawn (its origin), in the last display list.
@MainActor
private func origin(of string: String, in host: ViewHost) -> Point? {
    for command in host.displayList.commands {
        if case .text(let text, let origin, _, _) = command, text == string { return origin }
    }
    return nil
}

@MainActor
@Suite struct PresentationTests {
    // 390 × 800: the large sheet's top is 800 × (1 − 0.92) / 2 + 10 = 42; it is 758 tall.
    static let window = CGSize(width: 390, height: 800)

    @Test func aSheetSlidesUpOverTheScaledBackWindowAndStopsBelowItsTop() throws {
        let log = EventLog()
        let host = makeHost(SheetHost(log: log), width: 390, height: 800)
        #expect(host.tap(at: CGPoint(x: 195, y: 400 - 10)))   // "Add": the first line of the centred VStack
        step(host, to: 0)
        let node = try #require(host.graph.presentedNodes.first)
        #expect(node.presentedRect == CGRect(x: 0, y: 42, width: 390, height: 758))
        // The slide is the half-second spring of `PresentationMetrics.animation`: the sheet is
        // (1 − p) × 758 below its place at time t, p = spring(t / 0.5).
        for t in [0.0, 0.1, 0.25, 0.5] {
            step(host, to: t)
            // At the end of its duration the presentation is in place (amount 1 exactly).
            let p = t >= 0.5 ? 1 : Animation.spring(duration: 0.5).progress(t / 0.5)
            let expected = t >= 0.5 ? 0 : (1 - p) * 758
            let translations = host.displayList.commands.compactMap { command -> Double? in
                if case .pushTransform(let transform) = command, transform.a == 1, transform.d == 1, transform.tx == 0 { return transform.ty }
                return nil
            }
            if t < 0.5 {
                #expect(translations.contains { abs($0 - expected) < 1e-9 }, "t = \(t): \(translations)")
            } else {
                #expect(!translations.contains { $0 > 0.001 })
            }
            // The window behind is scaled back by as much: 1 − 0.08 p.
            let scales = host.displayList.commands.compactMap { command -> Double? in
                if case .pushTransform(let transform) = command, transform.a != 1 { return transform.a }
                return nil
            }
            #expect(scales.contains { abs($0 - (1 - 0.08 * p)) < 1e-9 } || (t == 0 && scales.isEmpty))
        }
        // At rest: the sheet's page, 10 pt corners, and its content centred in it.
        #expect(host.displayList.commands.contains(.fillRoundedRect(Rect(x: 0, y: 42, width: 390, height: 758), radius: 10, StackScreenNode.pageColor.light)))
        #expect(log.events == ["appear"])
        #expect(origin(of: "presented", in: host) != nil)
    }

    @Test func escapeDismissesWritesTheBindingBackThenRunsOnDismissAfterTheSlide() throws {
        let log = EventLog()
        let host = makeHost(SheetHost(log: log), width: 390, height: 800)
        host.tap(at: CGPoint(x: 195, y: 390))
        step(host, to: 0)
        step(host, to: 1)
        #expect(host.graph.handleKeyPress(.escape))
        step(host, to: 1)
        // The binding is false at once (the presenting view shows it); the sheet still slides out.
        #expect(origin(of: "idle", in: host) != nil)
        #expect(host.graph.presentedNodes.count == 1)
        #expect(log.events == ["appear"])
        step(host, to: 1.25)
        #expect(log.events == ["appear"])
        step(host, to: 1.5)     // the slide ends: the next update lets the sheet go
        step(host, to: 1.52)
        #expect(host.graph.presentedNodes.isEmpty)
        // Its views disappear, then onDismiss runs, seeing the binding false.
        #expect(log.events == ["appear", "disappear", "onDismiss, isAdding false"])
    }

    @Test func dismissActionInsideTheSheetDismissesIt() throws {
        let log = EventLog()
        let host = makeHost(SheetHost(log: log), width: 390, height: 800)
        host.tap(at: CGPoint(x: 195, y: 390))
        step(host, to: 0)
        step(host, to: 1)
        let done = try #require(origin(of: "Done", in: host))
        #expect(host.tap(at: CGPoint(x: done.x + 5, y: done.y + 5)))
        step(host, to: 1)
        #expect(origin(of: "idle", in: host) != nil)
        step(host, to: 2)
        step(host, to: 2.1)
        #expect(log.events == ["appear", "done", "disappear", "onDismiss, isAdding false"])
    }

    @Test func interactiveDismissDisabledKeepsTheSheetOnEscape() throws {
        let log = EventLog()
        let host = makeHost(SheetHost(log: log, disablesDismiss: true), width: 390, height: 800)
        host.tap(at: CGPoint(x: 195, y: 390))
        step(host, to: 0)
        step(host, to: 1)
        // Escape is taken (the host would quit on it otherwise) but does not dismiss.
        #expect(host.graph.handleKeyPress(.escape))
        step(host, to: 2)
        #expect(origin(of: "adding", in: host) != nil)
        #expect(host.graph.presentedNodes.first?.isPresenting == true)
    }

    @Test func theCoveredWindowTakesNoTapsWhileTheSheetIsUp() throws {
        let log = EventLog()
        let host = makeHost(SheetHost(log: log), width: 390, height: 800)
        #expect(host.hasTapTarget(at: CGPoint(x: 195, y: 390)))
        host.tap(at: CGPoint(x: 195, y: 390))
        step(host, to: 0)
        step(host, to: 1)
        // "Add" is still drawn (scaled back) but takes no tap; above the sheet nothing does.
        #expect(!host.hasTapTarget(at: CGPoint(x: 195, y: 20)))
        #expect(host.tapTargets.allSatisfy { target in
            // Every remaining area is the sheet's: inside its rectangle.
            target.rect.applying(target.toWindow).minY >= 42
        })
    }

    @Test(arguments: [
        // A medium detent is half the large one's 758 pt: 379, standing on the bottom edge.
        (Set<PresentationDetent>([.medium, .large]), CGRect(x: 0, y: 421, width: 390, height: 379)),
        (Set<PresentationDetent>([.fraction(0.25)]), CGRect(x: 0, y: 800 - 189.5, width: 390, height: 189.5)),
        (Set<PresentationDetent>([.height(200), .large]), CGRect(x: 0, y: 600, width: 390, height: 200)),
    ])
    func aSheetOpensAtItsSmallestDetent(detents: Set<PresentationDetent>, rect: CGRect) throws {
        let host = makeHost(SheetHost(log: EventLog(), detents: detents), width: 390, height: 800)
        host.tap(at: CGPoint(x: 195, y: 390))
        step(host, to: 0)
        step(host, to: 1)
        let node = try #require(host.graph.presentedNodes.first)
        #expect(node.presentedRect == rect)
        // Several detents show the grabber (automatic): 36 × 5 pt, 5 pt below the top.
        let grabber = Rect(x: 195 - 18, y: Double(rect.minY) + 5, width: 36, height: 5)
        #expect(host.displayList.commands.contains(.fillRoundedRect(grabber, radius: 2.5, PresentationMetrics.grabberColor.light)) == (detents.count > 1))
    }

    @Test func dismissOnAPushedScreenPopsIt() throws {
        @MainActor struct Detail: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("Back to list") { dismiss() } }
        }
        @MainActor struct Stack: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open", value: 1)
                        .navigationDestination(for: Int.self) { _ in Detail() }
                }
            }
        }
        let host = makeHost(Stack(), width: 390, height: 800)
        let open = try #require(origin(of: "Open", in: host))
        host.tap(at: CGPoint(x: open.x + 5, y: open.y + 5))
        step(host, to: 0)
        step(host, to: 1)
        let back = try #require(origin(of: "Back to list", in: host))
        host.tap(at: CGPoint(x: back.x + 5, y: back.y + 5))
        step(host, to: 1)
        step(host, to: 2)
        step(host, to: 2.1)
        #expect(origin(of: "Open", in: host) != nil)
        #expect(origin(of: "Back to list", in: host) == nil)
    }
}

// MARK: - Alerts

@MainActor
private struct AlertHost: View {
    let log: EventLog
    let titles: [(String, ButtonRole?)]
    @State var isShown = true
    var body: some View {
        Text(isShown ? "shown" : "hidden")
            .alert("Delete item?", isPresented: $isShown) {
                ForEach(titles.indices, id: \.self) { index in
                    Button(titles[index].0, role: titles[index].1) { log.events.append(titles[index].0) }
                }
            } message: {
                Text("This cannot be undone.")
            }
    }
}

@MainActor
@Suite struct AlertPresentationTests {
    /// The alert's buttons' tap areas at rest (window points), left to right, top to bottom.
    private func buttonAreas(_ host: ViewHost) -> [Rect] {
        host.tapTargets.map { $0.rect.applying($0.toWindow) }
    }

    @Test func twoButtonsSitSideBySideCancelLeading() throws {
        let log = EventLog()
        let host = makeHost(AlertHost(log: log, titles: [("Delete", .destructive), ("Cancel", .cancel)]), width: 390, height: 800)
        step(host, to: 1)
        let areas = buttonAreas(host)
        #expect(areas.count == 2)
        // 270 pt wide, centred: x from (390 − 270) / 2 = 60; two halves of 270 − 0.5 (the
        // separator): 134.75 each, 44 pt tall. Cancel leading (the HIG's row order).
        #expect(areas.map(\.minX) == [60, 60 + 134.75 + 0.5])
        #expect(areas.allSatisfy { $0.width == 134.75 && $0.height == 44 })
        let cancel = try #require(origin(of: "Cancel", in: host)), delete = try #require(origin(of: "Delete", in: host))
        #expect(cancel.x < delete.x)
        // The card is centred vertically: its buttons' bottom edge is as far below the middle
        // as its top edge is above it.
        let node = try #require(host.graph.presentedNodes.first)
        #expect(abs(node.presentedRect.midY - 400) < 1e-9)
        #expect(abs(areas[0].maxY - Double(node.presentedRect.maxY)) < 1e-9)
        // Destructive red, cancel semibold.
        let commands = host.displayList.commands
        #expect(commands.contains { if case .text("Delete", _, _, let color) = $0 { return color == .red }; return false })
        #expect(commands.contains { if case .text("Cancel", _, let font, _) = $0 { return font.weight == .semibold }; return false })
    }

    @Test func threeButtonsStackWithCancelLast() throws {
        let log = EventLog()
        let host = makeHost(AlertHost(log: log, titles: [("Cancel", .cancel), ("Archive", nil), ("Delete", .destructive)]),
                            width: 390, height: 800)
        step(host, to: 1)
        let areas = buttonAreas(host)
        #expect(areas.count == 3)
        #expect(areas.allSatisfy { $0.minX == 60 && $0.width == 270 && $0.height == 44 })
        // Rows 44 pt apart plus a 0.5 pt separator, in the order Archive, Delete, Cancel.
        #expect(areas[1].minY - areas[0].minY == 44.5 && areas[2].minY - areas[1].minY == 44.5)
        let y = ["Archive", "Delete", "Cancel"].compactMap { origin(of: $0, in: host)?.y }
        #expect(y.count == 3 && y[0] < y[1] && y[1] < y[2])
    }

    @Test func aLongTitleStacksTwoButtons() throws {
        // 17 pt × 0.6 = 10.2 pt a character: "Remove from library" (19) is 193.8 pt, more than
        // a half's 135 − 16 = 119.
        let host = makeHost(AlertHost(log: EventLog(), titles: [("Remove from library", .destructive), ("Cancel", .cancel)]),
                            width: 390, height: 800)
        step(host, to: 1)
        #expect(buttonAreas(host).allSatisfy { $0.width == 270 })
    }

    @Test func aButtonRunsItsActionThenDismissesWritingFalseBack() throws {
        let log = EventLog()
        let host = makeHost(AlertHost(log: log, titles: [("Delete", .destructive), ("Cancel", .cancel)]), width: 390, height: 800)
        step(host, to: 1)
        let delete = try #require(buttonAreas(host).last)
        #expect(host.tap(at: CGPoint(x: delete.midX, y: delete.midY)))
        step(host, to: 1)
        #expect(log.events == ["Delete"])
        #expect(origin(of: "hidden", in: host) != nil)
        // A second tap while it fades out reaches nothing.
        #expect(!host.tap(at: CGPoint(x: delete.midX, y: delete.midY)))
        step(host, to: 1.3)
        step(host, to: 1.32)
        #expect(host.graph.presentedNodes.isEmpty)
    }

    @Test(arguments: [
        // Return runs the only action that does not cancel; Escape the cancel one.
        (KeyEquivalent.return, "Delete"), (KeyEquivalent.escape, "Cancel"),
    ])
    func keysRunTheDefaultAndCancelActions(key: KeyEquivalent, expected: String) throws {
        let log = EventLog()
        let host = makeHost(AlertHost(log: log, titles: [("Delete", .destructive), ("Cancel", .cancel)]), width: 390, height: 800)
        step(host, to: 1)
        #expect(host.graph.handleKeyPress(key))
        step(host, to: 1)
        #expect(log.events == [expected])
        #expect(origin(of: "hidden", in: host) != nil)
    }

    @Test func noActionsShowAnOKButton() throws {
        @MainActor struct Plain: View {
            @State var isShown = true
            var body: some View { Text(isShown ? "shown" : "hidden").alert("Saved", isPresented: $isShown) {} }
        }
        let host = makeHost(Plain(), width: 390, height: 800)
        step(host, to: 1)
        #expect(origin(of: "OK", in: host) != nil)
        #expect(host.graph.handleKeyPress(.return))
        step(host, to: 1)
        #expect(origin(of: "hidden", in: host) != nil)
    }

    @Test func aConfirmationDialogIsAnActionSheetAtTheBottom() throws {
        @MainActor struct Dialog: View {
            let log: EventLog
            @State var isShown = true
            var body: some View {
                Text(isShown ? "shown" : "hidden")
                    .confirmationDialog("Delete photo?", isPresented: $isShown, titleVisibility: .visible) {
                        Button("Delete", role: .destructive) { log.events.append("Delete") }
                    }
            }
        }
        let log = EventLog()
        let host = makeHost(Dialog(log: log), width: 390, height: 800)
        step(host, to: 1)
        // 390 − 2 × 8 = 374 wide at x = 8; the added Cancel in its own card, 57 pt tall, 8 pt
        // above the bottom edge: 800 − 8 − 57 = 735.
        let areas = host.tapTargets.map { $0.rect.applying($0.toWindow) }
        // The first area is the window's (a tap outside cancels); then Delete, then Cancel.
        #expect(areas.first == Rect(x: 0, y: 0, width: 390, height: 800))
        #expect(areas.last == Rect(x: 8, y: 735, width: 374, height: 57))
        #expect(areas.dropFirst().allSatisfy { $0.minX == 8 && $0.width == 374 && $0.height == 57 })
        #expect(origin(of: "Delete photo?", in: host) != nil)
        // A tap outside cancels: no action runs, the binding goes back to false.
        #expect(host.tap(at: CGPoint(x: 195, y: 100)))
        step(host, to: 1)
        #expect(log.events.isEmpty)
        #expect(origin(of: "hidden", in: host) != nil)
    }
}

// MARK: - Golden display lists

@MainActor
@Suite struct PresentationGoldenTests {
    /// An alert at rest in a 300 × 300 window (the fixed test measurer: 0.6 em advance, 1.2 em
    /// lines): the window's text, the 20 % dim, the 270 pt card at x = 15, title, message, the
    /// hairline, the two buttons side by side (Cancel leading, semibold) and their separator.
    @Test func alertAtRest() {
        @MainActor struct Root: View {
            var body: some View {
                Text("Root")
                    .alert("Delete?", isPresented: .constant(true)) {
                        Button("Delete", role: .destructive) {}
                        Button("Cancel", role: .cancel) {}
                    } message: {
                        Text("Gone for good.")
                    }
            }
        }
        let host = makeHost(Root(), width: 300, height: 300)
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        #expect(host.displayList.description == Self.alertGolden)
    }

    /// A sheet at rest in a 300 × 200 window: black behind the window's content scaled back to
    /// 92 % about its centre with 10 pt corners, the 40 % dim, then the sheet's page from
    /// y = 200 × 0.04 + 10 = 18, 182 tall, with its content centred in it.
    @Test func sheetAtRest() {
        @MainActor struct Root: View {
            var body: some View {
                Text("Root").sheet(isPresented: .constant(true)) { Text("Sheet") }
            }
        }
        let host = makeHost(Root(), width: 300, height: 200)
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        #expect(host.displayList.description == Self.sheetGolden)
    }

    /// A popover in a window is presented as a sheet, as an iPhone's compact width adapts it
    /// (https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)):
    /// the same frame as `sheetAtRest`'s, whatever its anchor and arrow edge.
    @Test func aPopoverIsPresentedAsASheet() {
        @MainActor struct Root: View {
            var body: some View {
                Text("Root").popover(isPresented: .constant(true), attachmentAnchor: .point(.top), arrowEdge: .bottom) { Text("Sheet") }
            }
        }
        let host = makeHost(Root(), width: 300, height: 200)
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        #expect(host.displayList.description == Self.sheetGolden)
    }

    /// `presentationBackground(_:)` and `presentationCornerRadius(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/presentationbackground(_:),
    /// https://developer.apple.com/documentation/swiftui/view/presentationcornerradius(_:)): the
    /// sheet of `sheetAtRest` filled with the colour asked, its corners rounded 24 pt (and
    /// clipped so: a radius past the page's clip draws through a mask, not a plain clip).
    @Test func aSheetsBackgroundAndCornerRadiusAreItsContents() {
        @MainActor struct Root: View {
            var body: some View {
                Text("Root").sheet(isPresented: .constant(true)) {
                    Text("Sheet").presentationBackground(Color(red: 1, green: 0.8, blue: 0)).presentationCornerRadius(24)
                }
            }
        }
        let host = makeHost(Root(), width: 300, height: 200)
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        let drawn = host.displayList.description
        #expect(drawn.contains("fillRounded [(0, 18) 300×182] r=24 #ffcc00"))
        #expect(!drawn.contains("fillRounded [(0, 18) 300×182] r=10 #ffffff"))
        // Nil gives the sheet its own radius back.
        @MainActor struct Plain: View {
            var body: some View {
                Text("Root").sheet(isPresented: .constant(true)) { Text("Sheet").presentationCornerRadius(nil) }
            }
        }
        let plain = makeHost(Plain(), width: 300, height: 200)
        plain.update(size: plain.size, at: 1)
        plain.render(at: 1)
        #expect(plain.displayList.description == Self.sheetGolden)
    }

    // The card: 20 + 20.4 (title) + 2 + 15.6 (message) + 20 = 78 of text, a 0.5 hairline and a
    // 44 pt row: 122.5 tall, centred at (300 − 122.5) / 2 = 88.75; the row's halves are
    // (270 − 0.5) / 2 = 134.75 wide, the separator at 15 + 134.75 = 149.75.
    static let alertGolden = """
        text "Root" at (129.6, 139.8) 17pt regular #000000
        fill [(0, 0) 300×300] #00000033
        fillRounded [(15, 88.75) 270×122.5] r=14 #f2f2f2
        text "Delete?" at (114.3, 108.75) 17pt semibold #000000
        text "Gone for good." at (95.4, 131.15) 13pt regular #000000
        fill [(15, 166.75) 270×0.5] #3c3c434a
        text "Cancel" at (51.775, 179.05) 17pt semibold #007aff
        fill [(149.75, 167.25) 0.5×44] #3c3c434a
        text "Delete" at (187.025, 179.05) 17pt regular #ff3b30
        """
    // The scale about the centre (150, 100): x' = 0.92 x + 12, y' = 0.92 y + 8.
    static let sheetGolden = """
        fill [(0, 0) 300×200] #000000
        pushTransform [0.92 0 0 0.92 12 8]
        pushClip [(0, 0) 300×200]
        fillRounded [(0, 0) 300×200] r=10 #ffffff
        text "Root" at (129.6, 89.8) 17pt regular #000000
        popClip
        popTransform
        fill [(0, 0) 300×200] #00000066
        fillRounded [(0, 18) 300×182] r=10 #ffffff
        pushClip [(0, 18) 300×182]
        text "Sheet" at (124.5, 98.8) 17pt regular #000000
        popClip
        """
}

// MARK: - Dragging a sheet

/// The vertical translations drawn (pushed transforms that only move along y).
@MainActor
private func verticalTranslations(_ host: ViewHost) -> [Double] {
    host.displayList.commands.compactMap { command -> Double? in
        if case .pushTransform(let t) = command, t.a == 1, t.d == 1, t.b == 0, t.c == 0, t.tx == 0 { return t.ty }
        return nil
    }
}

@MainActor
@Suite struct SheetDragTests {
    /// A sheet up and at rest at t = 1 in a 390 × 800 window (758 pt tall, its top at 42).
    private func presentedSheet(disablesDismiss: Bool = false) throws -> (ViewHost, PresentationNode, EventLog) {
        let log = EventLog()
        let host = makeHost(SheetHost(log: log, disablesDismiss: disablesDismiss), width: 390, height: 800)
        host.tap(at: CGPoint(x: 195, y: 390))
        step(host, to: 0)
        step(host, to: 1)
        return (host, try #require(host.graph.presentedNodes.first), log)
    }

    @Test func aPressWhereNothingTakesItDragsTheSheet() throws {
        let (host, sheet, _) = try presentedSheet()
        // Near the sheet's top nothing of its content is (it is centred): the press drags it.
        #expect(host.draggableSheet(at: CGPoint(x: 195, y: 100)) === sheet)
        // Above the sheet (the covered window) and on its button: no.
        #expect(host.draggableSheet(at: CGPoint(x: 195, y: 20)) == nil)
        let done = try #require(origin(of: "Done", in: host))
        #expect(host.draggableSheet(at: CGPoint(x: done.x + 5, y: done.y + 5)) == nil)
    }

    @Test func interactiveDismissDisabledKeepsTheSheetStill() throws {
        let (host, _, _) = try presentedSheet(disablesDismiss: true)
        #expect(host.draggableSheet(at: CGPoint(x: 195, y: 100)) == nil)
    }

    @Test func releasedPastHalfItsHeightTheSheetDismisses() throws {
        let (host, sheet, log) = try presentedSheet()
        sheet.beginDrag(at: 1)
        sheet.moveDrag(translation: 200, at: 1.1)
        step(host, to: 1.1)
        #expect(verticalTranslations(host).contains(200))
        // Slowly (200 pt in 0.4 s: 500 pt/s) to 400 > 758 / 2 = 379: let go, it dismisses.
        sheet.moveDrag(translation: 400, at: 1.5)
        sheet.endDrag(at: 1.5)
        step(host, to: 1.5)
        #expect(origin(of: "idle", in: host) != nil)
        // It slides on from where it was let go: 400 pt down plus the dismissal's share of 758.
        let p = Animation.spring(duration: 0.5).progress(0.25 / 0.5)
        step(host, to: 1.75)
        #expect(verticalTranslations(host).contains { abs($0 - (400 + p * 758)) < 1e-9 })
        step(host, to: 2.0)
        step(host, to: 2.02)
        #expect(log.events == ["appear", "disappear", "onDismiss, isAdding false"])
    }

    @Test func aFlickDownDismissesFromAnywhere() throws {
        let (host, sheet, _) = try presentedSheet()
        sheet.beginDrag(at: 1)
        sheet.moveDrag(translation: 50, at: 1.0)
        // 50 pt in 20 ms: 2500 pt/s, faster than 1000.
        sheet.moveDrag(translation: 100, at: 1.02)
        sheet.endDrag(at: 1.02)
        step(host, to: 1.02)
        #expect(origin(of: "idle", in: host) != nil)
    }

    @Test func aShortSlowDragSpringsBack() throws {
        let (host, sheet, log) = try presentedSheet()
        sheet.beginDrag(at: 1)
        sheet.moveDrag(translation: 100, at: 1.1)
        sheet.moveDrag(translation: 150, at: 1.6)   // 100 pt/s
        sheet.endDrag(at: 1.6)
        step(host, to: 1.6)
        #expect(verticalTranslations(host).contains(150))
        // Back over the half-second spring: 150 × (1 − p) at t = 0.25 s.
        step(host, to: 1.85)
        let p = Animation.spring(duration: 0.5).progress(0.5)
        #expect(verticalTranslations(host).contains { abs($0 - 150 * (1 - p)) < 1e-9 })
        step(host, to: 2.2)
        #expect(verticalTranslations(host).allSatisfy { $0 == 0 })
        #expect(origin(of: "adding", in: host) != nil)
        #expect(log.events == ["appear"])
    }
}

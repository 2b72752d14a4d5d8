import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// SwiftUI's accessibility modifiers and the tree a host reports (`ViewHost.accessibilityElements()`):
// https://developer.apple.com/documentation/swiftui/view-accessibility. Texts measure 10.2 pt a
// character and 20.4 pt a line with the test measurer.
@MainActor
@Suite struct AccessibilityTests {
    static func labels(_ view: some View, width: CGFloat = 300, height: CGFloat = 200) -> [String] {
        makeHost(view, width: width, height: height).accessibilityElements().map(\.label)
    }

    @Test func textsAreElementsInReadingOrderWhereTheyAreDrawn() {
        let elements = makeHost(VStack(spacing: 0) { Text("Hello"); Text("World") }).accessibilityElements()
        #expect(elements.map(\.label) == ["Hello", "World"])
        #expect(elements.allSatisfy { $0.traits == ["staticText"] })
        // Two lines of 51 × 20.4 centred in 300 × 200: the first at (124.5, 79.6).
        let first: [Double] = [124.5, 79.6, 51, 20.4], second: [Double] = [124.5, 100, 51, 20.4]
        #expect(elements[0].frame == first)
        #expect(elements[1].frame == second)
    }

    @Test func aLabelReplacesTheTextsAndTheOutermostWins() {
        #expect(Self.labels(Text("5").accessibilityLabel("Five stars")) == ["Five stars"])
        #expect(Self.labels(Text("5").accessibilityLabel("inner").accessibilityLabel("outer")) == ["outer"])
    }

    @Test func aButtonIsOneElementNamedByItsLabel() {
        let elements = makeHost(Button("Save") {}).accessibilityElements()
        #expect(elements.map(\.label) == ["Save"])
        #expect(elements[0].traits == ["button"])
        // Your label replaces the title: "Save document, button".
        let labelled = makeHost(Button("Save") {}.accessibilityLabel("Save document").accessibilityHint("Writes it to disk")).accessibilityElements()
        #expect(labelled.map(\.label) == ["Save document"])
        #expect(labelled[0].hint == "Writes it to disk")
        #expect(labelled[0].traits == ["button"])
    }

    @Test func hiddenTakesEverythingInsideOut() {
        #expect(Self.labels(VStack { Text("Decoration"); Text("More") }.accessibilityHidden(true)) == [])
        #expect(Self.labels(VStack { Text("Shown"); Text("Hidden").accessibilityHidden(true) }) == ["Shown"])
        #expect(Self.labels(Text("Shown").accessibilityHidden(false)) == ["Shown"])
    }

    @Test func combineJoinsTheLabelsInsideIntoOneElement() {
        let elements = makeHost(HStack {
            Image(systemName: "person.circle")
            VStack { Text("Anna"); Text("2 new messages") }
        }.accessibilityElement(children: .combine)).accessibilityElements()
        #expect(elements.map(\.label) == ["person.circle, Anna, 2 new messages"])
        // The parts' traits (a text, a picture) do not describe the whole.
        #expect(elements[0].traits == [])
    }

    @Test func ignoreMakesOneElementLabelledOnlyByItsModifiers() {
        #expect(Self.labels(HStack { Text("4"); Text("★") }.accessibilityElement().accessibilityLabel("4 stars")) == ["4 stars"])
        // No label, no value, no identifier: nothing to read, not listed.
        #expect(Self.labels(HStack { Text("4"); Text("★") }.accessibilityElement(children: .ignore)) == [])
    }

    @Test func containKeepsTheElementsInsideAndReadsThemTogether() {
        #expect(Self.labels(VStack { Text("A"); Text("B") }.accessibilityElement(children: .contain)) == ["A", "B"])
        // Two columns: line by line without groups, column by column with them; the group's
        // label is the group's, not each element's.
        let columns = HStack {
            VStack { Text("A1"); Text("A2") }
            VStack { Text("B1"); Text("B2") }
        }
        #expect(Self.labels(columns) == ["A1", "B1", "A2", "B2"])
        let grouped = HStack {
            VStack { Text("A1"); Text("A2") }.accessibilityElement(children: .contain).accessibilityLabel("Column A")
            VStack { Text("B1"); Text("B2") }.accessibilityElement(children: .contain)
        }
        #expect(Self.labels(grouped) == ["A1", "A2", "B1", "B2"])
    }

    @Test func aLabelsIconIsReadByItsTitle() {
        #expect(Self.labels(Label("Favorites", systemImage: "star")) == ["Favorites"])
        #expect(Self.labels(Button {} label: { Label("Favorites", systemImage: "star") }) == ["Favorites"])
    }

    @Test func onlyAShownSheetIsRead() {
        struct Root: View {
            var body: some View {
                Text("Under the sheet").sheet(isPresented: .constant(true)) { Text("In the sheet") }
            }
        }
        let host = makeHost(Root())
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        #expect(host.accessibilityElements().map(\.label) == ["In the sheet"])
    }

    @Test func aModifierOnAContainerAppliesToEachElementInside() {
        let elements = makeHost(VStack { Text("Title"); Text("Subtitle") }.accessibilityAddTraits(.isHeader)).accessibilityElements()
        #expect(elements.map(\.traits) == [["header", "staticText"], ["header", "staticText"]])
        let removed = makeHost(Text("Plain").accessibilityRemoveTraits(.isStaticText)).accessibilityElements()
        #expect(removed.map(\.traits) == [[]])
    }

    @Test func identifierAndValueAreReported() {
        let elements = makeHost(Text("Volume").accessibilityValue("50 %").accessibilityIdentifier("volume-label")).accessibilityElements()
        #expect(elements == [AccessibilityElementReport(label: "Volume", value: "50 %", identifier: "volume-label",
                                                        traits: ["staticText"], frame: elements.first?.frame ?? [])])
    }

    @Test func imagesAreNamedByTheirSymbolOrAssetAndDecorativeOnesAreLeftOut() {
        let elements = makeHost(VStack {
            Image(systemName: "star.fill")
            Image("no-such-asset-here")
            Image(decorative: "no-such-asset-either")
        }).accessibilityElements()
        #expect(elements.map(\.label) == ["star.fill", "no-such-asset-here"])
        #expect(elements.map(\.traits) == [["image"], ["image"]])
    }

    @Test func aScrollViewsVisibleRowsAreListedWhereTheyAreOnScreen() {
        // 100 rows of 50 pt in 300 × 200: rows 0–3 visible (the 4th from y 150).
        let host = makeHost(ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<100, id: \.self) { Text("Row \($0)").frame(height: 50) } }
        })
        let elements = host.accessibilityElements()
        #expect(elements.map(\.label) == ["Row 0", "Row 1", "Row 2", "Row 3"])
        // "Row 3" (5 characters: 51 pt) centred in its row at 150…200: y = 150 + (50 − 20.4) / 2.
        let top: Double = 150 + (50 - 20.4) / 2
        #expect(elements[3].frame[1] == top)
    }

    @Test func aCoveredNavigationScreenIsNotRead() {
        struct Stack: View {
            @State var path = [1]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root screen")
                        .navigationDestination(for: Int.self) { Text("Detail \($0)") }
                }
            }
        }
        // Pushed once the destination is known (the first update registers it), then settled.
        let host = makeHost(Stack(), width: 320, height: 480)
        for frame in 1...40 {
            host.update(size: host.size, at: Double(frame) / 60)
            host.render(at: Double(frame) / 60)
        }
        let labels = host.accessibilityElements().map(\.label)
        #expect(labels.contains("Detail 1"))
        #expect(labels.contains("Back"))
        #expect(!labels.contains("Root screen"))
    }

    @Test func theBarIsReadBeforeTheContentAndAnIconOnlyLabelIsNamedByItsTitle() {
        // Top to bottom: the bar's button (an icon-only label in a bar, read by its title), the
        // large title, the content — though the bar is drawn after the content.
        struct Inbox: View {
            var body: some View {
                NavigationStack {
                    Text("No messages")
                        .navigationTitle("Inbox")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button {} label: { Label("Compose", systemImage: "square.and.pencil") }
                            }
                        }
                }
            }
        }
        let elements = makeHost(Inbox(), width: 320, height: 480).accessibilityElements()
        #expect(elements.map(\.label) == ["Compose", "Inbox", "No messages"])
        #expect(elements.first?.traits.contains("button") == true)
    }

    final class Typed { var name = "Ada"; var secret = "hunter2" }

    @Test func aTextFieldIsNamedByItsPlaceholderAndReadsItsText() {
        let typed = Typed()
        let elements = makeHost(VStack {
            TextField("Name", text: Binding(get: { typed.name }, set: { typed.name = $0 }))
            SecureField("Password", text: Binding(get: { typed.secret }, set: { typed.secret = $0 }))
        }).accessibilityElements()
        #expect(elements.map(\.label) == ["Name", "Password"])
        #expect(elements.map(\.value) == ["Ada", nil])
    }

    @Test func aToggleIsOneElementWithItsStateAsItsValue() {
        let on = makeHost(Toggle("Wi-Fi", isOn: .constant(true))).accessibilityElements()
        #expect(on.map(\.label) == ["Wi-Fi"])
        #expect(on.map(\.value) == ["1"])
        #expect(on.map(\.traits) == [["toggle"]])
        #expect(makeHost(Toggle("Wi-Fi", isOn: .constant(false))).accessibilityElements().map(\.value) == ["0"])
    }
}

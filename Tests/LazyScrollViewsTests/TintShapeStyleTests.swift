import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// `TintShapeStyle` (https://developer.apple.com/documentation/swiftui/tintshapestyle): "A style
// that reflects the current tint color" — `.tint` as a fill, a foreground and a background.
// `TabRole.search` (https://developer.apple.com/documentation/swiftui/tabrole).

@MainActor
@Suite("TintShapeStyle and TabRole")
struct TintShapeStyleTests {
    @Test("A shape filled with .tint takes the tint above it, else the accent colour; .opacity scales it")
    func fill() {
        let tinted = makeHost(Circle().fill(.tint).frame(width: 20, height: 20).tint(.red), width: 40, height: 40)
        // systemRed is #ff3b30.
        #expect(tinted.displayList.description.contains("#ff3b30"))
        let plain = makeHost(Circle().fill(.tint).frame(width: 20, height: 20), width: 40, height: 40)
        #expect(plain.displayList.description.contains("#007aff"))             // systemBlue, the accent
        let faint = makeHost(Text("x").background(.tint.opacity(0.2), in: Capsule()).tint(.red), width: 40, height: 40)
        // 0.2 × 255 = 51 = 0x33.
        #expect(faint.displayList.description.contains("#ff3b3033"))
    }

    @Test("foregroundStyle(.tint) draws text in the tint where it is written")
    func foreground() {
        let host = makeHost(VStack {
            Text("tinted").foregroundStyle(.tint)
        }.tint(.green), width: 200, height: 60)
        let line = host.displayList.description.split(separator: "\n").first { $0.contains("\"tinted\"") }
        #expect(line?.hasSuffix("#34c759") == true)                               // systemGreen
    }

    @Test("A .search tab shows iOS's Search item")
    func searchTab() {
        let host = makeHost(TabView {
            Tab("Home", systemImage: "house", value: 0) { Text("home") }
            Tab(value: 1, role: .search) { Text("find") }
        }, width: 390, height: 600)
        let strings = host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { s } else { nil } }
        #expect(strings.contains("Home") && strings.contains("Search"))
    }
}

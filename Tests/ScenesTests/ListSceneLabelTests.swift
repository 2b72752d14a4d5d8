import DisplayList
import LazyLayout
import ScrollCore
import ScrollHosting
@testable import Scenes
import Testing

/// The benchmark list's row labels (`ListScene.label`, issue 35 Must 4): written byte by byte
/// instead of `"Row " + String(row)`, they must be the same strings at every length.
@Suite("The benchmark list's row labels")
@MainActor
struct ListSceneLabelTests {
    /// Every power of ten from 10⁰ to 10¹⁸ and its neighbours (the lengths change there), the
    /// largest rows the label writes itself (10¹¹ − 1) and the first it hands to `String(row)`
    /// (10¹¹), 0, `Int.max` and negatives (none in the list; `String(row)` answers them).
    nonisolated static let rows: [Int] = {
        var rows = [0, 1, 7, -1, -10, Int.max, Int.min, 99_999_999_999, 100_000_000_000, 1_234_567, 9_876_543]
        var power = 1
        for _ in 0...18 {
            rows += [power - 1, power, power + 1]
            power &*= 10
        }
        return rows
    }()

    @Test("label(row) is \"Row \" + String(row)", arguments: rows)
    func sameAsStringConcatenation(_ row: Int) {
        #expect(ListScene.label(row) == "Row " + String(row))
    }

    @Test("Every row of 0 ..< 200,000 and a stride over the list's 10⁷ rows")
    func everyRow() {
        var mismatches = 0
        for row in 0..<200_000 where ListScene.label(row) != "Row " + String(row) { mismatches += 1 }
        for row in stride(from: 0, to: 10_000_000, by: 997) where ListScene.label(row) != "Row " + String(row) { mismatches += 1 }
        #expect(mismatches == 0)
    }

    @Test("The painted list holds the labels \"Row i\" of the visible rows")
    func paintedLabels() {
        // 10⁷ variable rows, scrolled to 2,400,000 pt (row ~100,000 at the 24 pt estimate).
        let scene = ListScene(rowCount: 10_000_000, variable: true)
        var result = LayoutResult(constraints: scene.constraints(viewport: Size(width: 1280, height: 800), scrollOffset: 0))
        scene.layout(scene.constraints(viewport: Size(width: 1280, height: 800), scrollOffset: 2_400_000), into: &result)
        var list = DisplayList()
        _ = scene.paint(result, viewport: Rect(x: 0, y: 0, width: 1280, height: 800), context: .plain, into: &list)
        let labels = list.commands.compactMap { command -> String? in
            if case .text(let string, _, _, _) = command, string.hasPrefix("Row ") { return string }
            return nil
        }
        let expected = result.placed.filter(\.isVisible).map { "Row " + String($0.path.kind.row!) }
        #expect(labels == expected)
        #expect(labels.count >= 22)   // 800 pt of rows of at most 36 pt
    }
}

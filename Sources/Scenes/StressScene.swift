import ScrollHosting
import DisplayList
import LazyLayout
import Painting
import ScrollCore

/// Ten million rows of varied heights, none measured until shown, in a `LazyVStack`: the scene
/// that shows the engine's scale. The data is a `Range<Int>` read in place; heights come from a
/// hash of the row (24…120 pt), so the engine only learns them by measuring, and its estimate
/// (the running average) drives the scroll indicator. Keys jump to a random row (animated or
/// not), to the top and to the bottom.
public final class StressScene: LazyStackScene {
    public typealias Data = CollectionDataSource<Range<Int>, Int>

    public let name = "stress"
    public let caption = "10,000,000 rows of varied, estimated heights: R scrolls to a random row, J jumps there, Home/End"
    public let data: Data
    public let stackContent: LazyStackContent<Data>
    private var random: SplitMix64
    /// The row the last random jump went to.
    public private(set) var lastTarget: Int?

    /// A row's height: 24 pt plus 0…96 pt from a multiplicative hash of the row, so neighbours
    /// differ and the average (72 pt) is known only statistically.
    public static func rowHeight(_ row: Int) -> Points {
        24 + Double((UInt64(row) &* 2_654_435_761 >> 7) % 97)
    }

    public init(rowCount: Int = 10_000_000, seed: UInt64 = 0x5EED) {
        data = CollectionDataSource(0..<rowCount, id: { $0 }, extent: { row, _ in StressScene.rowHeight(row) })
        stackContent = LazyStackContent(source: data, contentInsets: EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12),
                                        cacheExtent: 200,
                                        painter: { element, frame, list, _ in StressScene.paintRow(element, frame, &list) })
        random = SplitMix64(seed: seed)
    }

    static func paintRow(_ element: PlacedElement, _ frame: Rect, _ list: inout DisplayList) {
        let row = element.path.kind.row ?? 0
        let hue = Double((UInt64(row) &* 0x9E37_79B9) % 360)
        let card = frame.insetBy(dx: 0, dy: 2)
        list.fillRounded(card, radius: 8, row % 2 == 0 ? Color(r8: 242, g8: 242, b8: 247) : Color(r8: 232, g8: 232, b8: 240))
        let swatch = min(card.height - 8, 28)
        list.fillRounded(Rect(x: card.minX + 8, y: card.midY - swatch / 2, width: swatch, height: swatch), radius: 6,
                         Color.hue(hue / 360))
        list.text(StressScene.label(row), at: Point(x: card.minX + 16 + swatch, y: card.midY - 10), .body, .primary)
    }

    /// "Row 1,234,567 · 57 pt".
    static func label(_ row: Int) -> String {
        var digits = String(row)
        var grouped = ""
        while digits.count > 3 { grouped = "," + digits.suffix(3) + grouped; digits.removeLast(3) }
        return "Row \(digits)\(grouped) · \(Int(rowHeight(row))) pt"
    }

    public func sectionName(_ section: Int) -> String { "rows" }

    public func keyCommand(_ name: String, shift: Bool) -> SceneCommand? {
        switch name {
        case "R", "J":
            let target = Int(random.next() % UInt64(data.items.count))
            lastTarget = target
            return .scrollTo(index: target, anchor: .center, animated: name == "R")
        default:
            return nil
        }
    }

    public var keyHelp: [(key: String, action: String)] {
        [("R", "scroll to a random row (animated, lands exactly)"), ("J", "jump to a random row")]
    }
}

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny deterministic generator, so a scene's "random"
/// jumps replay identically.
public struct SplitMix64: Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Color {
    /// A saturated colour of hue `hue` (0…1), for swatches.
    static func hue(_ hue: Double) -> Color {
        let h = (hue - hue.rounded(.down)) * 6
        let x = 1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (1, x, 0)
        case 1: (r, g, b) = (x, 1, 0)
        case 2: (r, g, b) = (0, 1, x)
        case 3: (r, g, b) = (0, x, 1)
        case 4: (r, g, b) = (x, 0, 1)
        default: (r, g, b) = (1, 0, x)
        }
        return Color(red: 0.15 + 0.7 * r, green: 0.15 + 0.7 * g, blue: 0.15 + 0.7 * b)
    }
}

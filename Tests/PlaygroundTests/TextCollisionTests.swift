import AppHost
import DisplayList
import HostTestSupport
import ScrollCore
import SDLRenderer
import Testing

/// Issue 15: text never collides. In `list-variable`, labels of 12–14 pt rows overwrote their
/// neighbours; now every label, as the renderer sets it and cut by the clips around it, stays
/// inside its own row and apart from every other label.
@Suite("Text never collides", .serialized)
@MainActor
struct TextCollisionTests {
    /// The window rect each text command covers, cut by the clips around it (translations and
    /// scales only; the scenes checked here neither rotate nor shear their rows).
    static func visibleTextBoxes(_ list: DisplayList, measurer: any TextMeasurer) -> [(text: String, box: Rect)] {
        var transforms = [AffineTransform.identity]
        var clips: [Rect] = [Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)]
        var boxes: [(String, Rect)] = []
        func window(_ r: Rect) -> Rect {
            let t = transforms.last!
            let a = t.apply(Point(x: r.minX, y: r.minY)), b = t.apply(Point(x: r.maxX, y: r.maxY))
            return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }
        func intersect(_ a: Rect, _ b: Rect) -> Rect? {
            let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY), x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
            return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
        }
        for command in list.commands {
            switch command {
            case let .pushTransform(t): transforms.append(t.then(transforms.last!))
            case .popTransform: transforms.removeLast()
            case let .pushClip(r): clips.append(intersect(window(r), clips.last!) ?? Rect(x: 0, y: 0, width: 0, height: 0))
            case .popClip: clips.removeLast()
            case let .text(string, origin, font, _):
                let size = measurer.measure(string, font: font)
                if let box = intersect(window(Rect(origin: origin, size: size)), clips.last!) { boxes.append((string, box)) }
            default: break
            }
        }
        return boxes
    }

    @Test("list-variable: no label overlaps another", arguments: [0, 9_000])
    func listVariableLabelsDoNotOverlap(scrolledBy offset: Int) async throws {
        // Scroll by wheel clicks to reach rows past the first screen too.
        let clicks = offset / 53
        let trace = (0..<clicks).map { #"{"t": \#(50 + $0 * 10), "type": "wheel", "dx": 0, "dy": -1, "precise": false}"# }
            .joined(separator: "\n")
        let outcome = try await runHeadless(scene: "list-variable", frames: 120, trace: clicks == 0 ? nil : trace)
        let fonts = try FontLibrary()
        let labels = Self.visibleTextBoxes(outcome.pipeline.displayList, measurer: fonts).filter { $0.text.hasPrefix("Row ") }
        #expect(labels.count >= 25)
        let sorted = labels.sorted { $0.box.minY < $1.box.minY }
        for (above, below) in zip(sorted, sorted.dropFirst()) {
            #expect(above.box.maxY <= below.box.minY + 0.01, "\"\(above.text)\" \(above.box) overlaps \"\(below.text)\" \(below.box)")
        }
    }
}

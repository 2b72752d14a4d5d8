import DisplayList
import ScrollCore

/// The recent values of the one scene figure that asks to be graphed
/// (``SceneFigure/graphMaximum``), for the HUD: a ring of the last ``capacity`` frames' values,
/// drawn as bars under the SCENE block — the Lab's image-memory page shows memory climbing as
/// rows keep their pictures, and falling as they let them go.
///
/// A new figure key starts the graph afresh. Recording is O(1) and allocates nothing (the ring
/// is reserved when made).
struct FigureGraph {
    let capacity: Int
    private(set) var key: String?
    private var values: [Double] = []
    private var head = 0

    init(capacity: Int = 240) {
        self.capacity = max(1, capacity)
        values.reserveCapacity(self.capacity)
    }

    /// Records this frame's value of `figure` (or forgets everything when no figure is graphed).
    mutating func record(_ figure: SceneFigure?) {
        guard let figure, figure.graphMaximum != nil else {
            if key != nil { key = nil; values.removeAll(keepingCapacity: true); head = 0 }
            return
        }
        if key != figure.key {
            key = figure.key
            values.removeAll(keepingCapacity: true)
            head = 0
        }
        if values.count < capacity { values.append(figure.value) } else { values[head] = figure.value; head = (head + 1) % capacity }
    }

    /// Values recorded, oldest first.
    func forEachValue(_ body: (Double) -> Void) {
        for i in 0..<values.count { body(values[(head + i) % values.count]) }
    }

    var count: Int { values.count }

    /// Draws the bars in `frame`, newest on the right, `maximum` at full height (a red cap above it).
    func draw(in frame: Rect, maximum: Double, barWidth: Points, into list: inout DisplayList) {
        list.fill(frame, OverlayStyle.well)
        guard maximum > 0 else { return }
        var x = frame.maxX - Double(count) * barWidth
        forEachValue { value in
            let height = min(1, max(0, value / maximum)) * frame.height
            if height >= 0.25 {
                list.fill(Rect(x: x, y: frame.maxY - height, width: barWidth, height: height), OverlayStyle.warn.opacity(0.9))
            }
            if value > maximum { list.fill(Rect(x: x, y: frame.minY, width: barWidth, height: 3), OverlayStyle.bad) }
            x += barWidth
        }
    }
}

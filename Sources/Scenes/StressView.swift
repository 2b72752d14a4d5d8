import Foundation
import LazyScrollViews
import ScrollCore

// The `stress` scene: ten million rows of varied heights in a `LazyVStack`, none measured until
// it comes near the viewport — the lazy engine's scale, written as views. The data is the range
// `0..<rowCount`, read in place; a row's height comes from a hash of its number (24…120 pt), so
// the stack only learns it by measuring, and its estimate (the running average) drives the
// scroll indicator. R scrolls to a random row (animated), J jumps there; the host's Home and
// End go to the ends.

struct StressView: View {
    let rowCount: Int
    @State var position = ScrollPosition()
    /// Seeded, so a run's random jumps replay identically.
    @State var random = SplitMix64(seed: 0x5EED)

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<rowCount) { row in
                    StressRow(row: row)
                }
            }
            .padding(.vertical, 8)
            .padding(.horizontal, 12)
        }
        .scrollPosition($position)
        .onKeyPress("r") { scrollToRandomRow(animated: true) }
        .onKeyPress("j") { scrollToRandomRow(animated: false) }
    }

    /// Scrolls a random row to the middle of the window, landing exactly even though the rows
    /// between were never measured.
    func scrollToRandomRow(animated: Bool) -> KeyPress.Result {
        let row = Int(random.next() % UInt64(rowCount))
        AccessibilityNotification.Announcement("\(animated ? "scrolling" : "jumped") to row \(StressRow.grouped(row))").post()
        if animated {
            withAnimation { position.scrollTo(id: row, anchor: .center) }
        } else {
            position.scrollTo(id: row, anchor: .center)
        }
        return .handled
    }
}

/// One row: a swatch and "Row 1,234,567 · 57 pt" on a striped card, 2 pt inside the row.
struct StressRow: View {
    let row: Int

    /// 24 pt plus 0…96 pt from a multiplicative hash of the row, so neighbours differ and the
    /// average (72 pt) is known only statistically.
    static func height(_ row: Int) -> CGFloat {
        24 + CGFloat((UInt64(row) &* 2_654_435_761 >> 7) % 97)
    }

    /// "Row 1,234,567 · 57 pt".
    static func label(_ row: Int) -> String { "Row \(grouped(row)) · \(Int(height(row))) pt" }

    /// "1,234,567".
    static func grouped(_ row: Int) -> String {
        var digits = String(row)
        var grouped = ""
        while digits.count > 3 { grouped = "," + digits.suffix(3) + grouped; digits.removeLast(3) }
        return digits + grouped
    }

    var body: some View {
        let height = Self.height(row)
        let swatch = min(height - 12, 28)
        HStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 6)
                .fill(.swatch(Double((UInt64(row) &* 0x9E37_79B9) % 360) / 360))
                .frame(width: swatch, height: swatch)
            Text(Self.label(row))
            Spacer()
        }
        .padding(.horizontal, 8)
        .frame(height: height - 4)
        .background(RoundedRectangle(cornerRadius: 8).fill(row % 2 == 0 ? Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
                                                                         : Color(red: 232 / 255, green: 232 / 255, blue: 240 / 255)))
        .padding(.vertical, 2)
    }
}

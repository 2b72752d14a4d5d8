import Foundation
import LazyScrollViews

/// The preview picker: a panel listing "All previews" and every preview by name, over a dimmed
/// window. The keyboard moves its highlight (`PreviewBrowser` routes ↑ ↓ Return Esc to the
/// model); the pointer chooses a row with a click, and a click beside the panel closes it.
///
/// The panel fits the window: 460 pt wide where there is room, and as many rows as fit its
/// height, at most 12, the highlighted one among them; lines above and below count the rows out
/// of sight. (A fixed-layout preview opens a window of its own size, which can be small.)
struct PreviewPicker: View {
    let entries: [PreviewCatalog.Entry]
    let model: PreviewBrowserModel

    /// Each row's height, the header's, and a "N more" line's, in points.
    static let rowHeight: CGFloat = 28
    static let headerHeight: CGFloat = 36
    static let moreHeight: CGFloat = 20

    /// The panel's width, its distance from the window's top, and how many rows it shows, in a
    /// window of `size`.
    static func metrics(in size: CGSize) -> (width: CGFloat, top: CGFloat, rows: Int) {
        let width = min(460, max(120, size.width - 16))
        let top: CGFloat = size.height >= 400 ? 40 : 8
        // Below the header: the rows, room for both "more" lines, and the 6-pt bottom margin.
        let room = size.height - top - headerHeight - 2 * moreHeight - 6
        return (width, top, min(12, max(1, Int(room / rowHeight))))
    }

    var body: some View {
        // Read here, in the body, so that a change of either updates the picker (what the
        // GeometryReader's closure reads as it lays out is not observed).
        let state = (highlighted: model.highlighted, pinned: model.pinned)
        return GeometryReader { proxy in
            let metrics = Self.metrics(in: proxy.size)
            ZStack(alignment: .top) {
                // The scrim: a click beside the panel dismisses the picker.
                Color.black.opacity(0.25)
                    .onTapGesture { model.closePicker() }
                panel(width: metrics.width, rows: metrics.rows, state: state).padding(.top, metrics.top)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }

    /// The rows in view: a run of `shown` rows around the highlighted one.
    static func visibleRange(highlighted: Int, count: Int, shown: Int) -> Range<Int> {
        let shown = min(shown, count)
        let first = min(max(highlighted - shown / 2, 0), count - shown)
        return first..<(first + shown)
    }

    private func panel(width: CGFloat, rows: Int, state: (highlighted: Int, pinned: PreviewSelection)) -> some View {
        let range = Self.visibleRange(highlighted: state.highlighted, count: model.rows.count, shown: rows)
        return VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("Previews").font(.headline)
                Spacer()
                Text("↑ ↓ choose · Return show · Esc close").font(.caption).foregroundStyle(.secondary)
            }
            .padding(.horizontal, 12)
            .frame(height: Self.headerHeight)
            if range.lowerBound > 0 {
                moreLine("↑ \(range.lowerBound) more")
            }
            ForEach(range, id: \.self) { index in
                row(index, width: width, state: state)
            }
            if range.upperBound < model.rows.count {
                moreLine("↓ \(model.rows.count - range.upperBound) more")
            }
        }
        .padding(.bottom, 6)
        .frame(width: width)
        // A click on the panel's own padding is not a click beside it: the background takes it
        // (drawn first, so the rows above it get their own clicks).
        .background(Color(white: 0.97).onTapGesture {})
    }

    private func moreLine(_ text: String) -> some View {
        Text(text).font(.caption).foregroundStyle(.secondary)
            .padding(.horizontal, 12)
            .frame(height: Self.moreHeight)
    }

    private func row(_ index: Int, width: CGFloat, state: (highlighted: Int, pinned: PreviewSelection)) -> some View {
        let selection = model.rows[index]
        let isHighlighted = index == state.highlighted
        let marker = selection == state.pinned ? "•" : " "
        return HStack(spacing: 0) {
            Text(marker)
                .frame(width: 16, alignment: .leading)
            Text(Self.title(of: selection))
            Spacer()
            Text(detail(of: selection)).font(.caption).foregroundStyle(.secondary)
        }
        .padding(.horizontal, 12)
        .frame(width: width, height: Self.rowHeight)
        .background(isHighlighted ? Color.accentColor.opacity(0.22) : Color.clear)
        .contentShape(Rectangle())
        .onTapGesture { model.choose(row: index) }
    }

    /// A row's name: "All previews", or the preview's key.
    static func title(of selection: PreviewSelection) -> String {
        switch selection {
        case .canvas: return "All previews"
        case .preview(let key): return key
        }
    }

    /// A row's layout, as `--list-previews` names it.
    private func detail(of selection: PreviewSelection) -> String {
        switch selection {
        case .canvas: return "canvas, \(entries.count) preview\(entries.count == 1 ? "" : "s")"
        case .preview(let key):
            guard let entry = entries.first(where: { $0.key == key }) else { return "" }
            return PreviewCatalog.layoutName(entry.preview.layout)
        }
    }
}

import Foundation
import LazyScrollViews

/// The preview picker: a panel listing "All previews" and every preview by name, over a dimmed
/// window. The keyboard moves its highlight (`PreviewBrowser` routes ↑ ↓ Return Esc to the
/// model); the pointer chooses a row with a click, and a click beside the panel closes it.
///
/// At most `visibleRows` rows show at a time, the highlighted one among them; lines above and
/// below count the rows out of sight.
struct PreviewPicker: View {
    let entries: [PreviewCatalog.Entry]
    let model: PreviewBrowserModel

    /// The rows the panel shows at once.
    static let visibleRows = 12
    /// Each row's height and the panel's width, in points.
    static let rowHeight: CGFloat = 28
    static let panelWidth: CGFloat = 460

    var body: some View {
        ZStack(alignment: .top) {
            // The scrim: a click beside the panel dismisses the picker.
            Color.black.opacity(0.25)
                .onTapGesture { model.closePicker() }
            panel.padding(.top, 40)
        }
    }

    /// The rows in view: a run of `visibleRows` around the highlighted one.
    static func visibleRange(highlighted: Int, count: Int) -> Range<Int> {
        let shown = min(visibleRows, count)
        let first = min(max(highlighted - shown / 2, 0), count - shown)
        return first..<(first + shown)
    }

    private var panel: some View {
        let range = Self.visibleRange(highlighted: model.highlighted, count: model.rows.count)
        return VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("Previews").font(.headline)
                Spacer()
                Text("↑ ↓ choose · Return show · Esc close").font(.caption).foregroundStyle(.secondary)
            }
            .padding(.horizontal, 12)
            .frame(height: 36)
            if range.lowerBound > 0 {
                moreLine("↑ \(range.lowerBound) more")
            }
            ForEach(range, id: \.self) { index in
                row(index)
            }
            if range.upperBound < model.rows.count {
                moreLine("↓ \(model.rows.count - range.upperBound) more")
            }
        }
        .padding(.bottom, 6)
        .frame(width: Self.panelWidth)
        // A click on the panel's own padding is not a click beside it: the background takes it
        // (drawn first, so the rows above it get their own clicks).
        .background(Color(white: 0.97).onTapGesture {})
    }

    private func moreLine(_ text: String) -> some View {
        Text(text).font(.caption).foregroundStyle(.secondary)
            .padding(.horizontal, 12)
            .frame(height: 20)
    }

    private func row(_ index: Int) -> some View {
        let selection = model.rows[index]
        let isHighlighted = index == model.highlighted
        let marker = selection == model.pinned ? "•" : " "
        return HStack(spacing: 0) {
            Text(marker)
                .frame(width: 16, alignment: .leading)
            Text(Self.title(of: selection))
            Spacer()
            Text(detail(of: selection)).font(.caption).foregroundStyle(.secondary)
        }
        .padding(.horizontal, 12)
        .frame(width: Self.panelWidth, height: Self.rowHeight)
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

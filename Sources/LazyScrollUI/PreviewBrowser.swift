import Foundation
import LazyScrollViews
import Observation

// The preview window: what `--preview NAME` and `--canvas` open. It shows the pinned preview
// (or the canvas of all of them), and its picker (L) chooses another:
//
//     ┌───────────────────────────────────────────┐
//     │ Previews   ↑ ↓ choose · Return show · Esc │
//     │   All previews                    canvas  │
//     │ ▸ Colour row                      360×80  │  ← highlighted (↑ ↓, or the pointer's click)
//     │   ControlsPreviews.swift:22       device  │
//     │ • ControlsView                    device  │  ← pinned: what the window shows
//     └───────────────────────────────────────────┘
//
// Xcode's canvas has the same three parts: a preview picker, a pinned preview, and a grid of
// variants. The picker's key is L ("list"): no host key uses it (HostKeys: Esc Q ` S F1 H D B Z
// P F, digits, the scrolling keys; Tab is the focus key).

/// What the preview window shows: one preview (by its catalog key), or the canvas of all.
public enum PreviewSelection: Hashable, Sendable {
    /// The preview `--preview KEY` names.
    case preview(String)
    /// All previews side by side (`--canvas`; the picker's "All previews").
    case canvas

    /// The app's command-line arguments that open the window on this selection again:
    /// `["--preview", KEY]` or `["--canvas"]` — what a relaunch (the dev mode) passes to keep the
    /// pinned preview.
    public var arguments: [String] {
        switch self {
        case .preview(let key): return ["--preview", key]
        case .canvas: return ["--canvas"]
        }
    }
}

/// The preview this process's preview window has pinned, if it has one: set when the window
/// opens (`--preview`, `--canvas`) and each time the picker pins another. A relaunch that should
/// come back to the same preview passes `PreviewPin.current?.arguments`.
@MainActor
public enum PreviewPin {
    public internal(set) static var current: PreviewSelection?
}

/// The preview window's state: the pinned selection and the picker. Keys and clicks change it
/// (`PreviewBrowser`); the view shows it.
@MainActor @Observable
final class PreviewBrowserModel {
    /// The catalog's keys, in its order.
    let keys: [String]
    /// The picker's rows: "All previews" first, then every preview.
    let rows: [PreviewSelection]
    /// What the window shows. Choosing a row pins it; dismissing the picker keeps it.
    private(set) var pinned: PreviewSelection
    private(set) var isPickerOpen = false
    /// The picker's highlighted row (an index into `rows`).
    private(set) var highlighted = 0
    /// Told each time a row is pinned (the app records `PreviewPin.current`).
    @ObservationIgnored var onPin: @MainActor (PreviewSelection) -> Void = { _ in }

    init(keys: [String], pinned: PreviewSelection) {
        self.keys = keys
        rows = [.canvas] + keys.map(PreviewSelection.preview)
        self.pinned = pinned
    }

    /// L: opens the picker on the pinned row, or closes it.
    func togglePicker() {
        if isPickerOpen { closePicker() } else { openPicker() }
    }

    func openPicker() {
        highlighted = rows.firstIndex(of: pinned) ?? 0
        isPickerOpen = true
    }

    /// Esc (or L again, or a click beside the panel): the picker closes, the pinned preview stays.
    func closePicker() { isPickerOpen = false }

    /// ↑ ↓: the highlight moves by `delta` rows, stopping at the first and the last (as a list's
    /// selection does; it does not wrap).
    func moveHighlight(by delta: Int) {
        highlighted = min(max(highlighted + delta, 0), rows.count - 1)
    }

    /// Return, or a click on row `row`: that row is pinned and shown, and the picker closes.
    func choose(row: Int) {
        guard rows.indices.contains(row) else { return }
        highlighted = row
        pinned = rows[row]
        isPickerOpen = false
        onPin(pinned)
    }

    func chooseHighlighted() { choose(row: highlighted) }
}

/// The preview window's root view: the pinned preview (`PreviewInWindow`) or the canvas
/// (`PreviewCanvas`), with the picker (`PreviewPicker`) over it while it is open.
///
/// Keys (the window's help panel lists them): L opens and closes the picker; while it is open
/// ↑ ↓ move its highlight, Return shows and pins the highlighted row, Esc closes it. While it
/// is closed these keys do what they always do (the arrows scroll, Esc quits).
struct PreviewBrowser: View {
    let entries: [PreviewCatalog.Entry]
    let model: PreviewBrowserModel
    /// The size of the device a default-layout preview runs on in the canvas.
    let canvasDevice: CGSize

    /// The help panel's line for the picker's keys.
    static let keyHelp: [(key: String, action: String)] = [
        ("L", "preview picker: ↑ ↓ choose, Return or click shows and pins, Esc closes"),
    ]

    var body: some View {
        shown
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay {
                if model.isPickerOpen {
                    PreviewPicker(entries: entries, model: model)
                }
            }
            .onKeyPress("l") { model.togglePicker(); return .handled }
            .onKeyPress(.upArrow) { pickerKey { model.moveHighlight(by: -1) } }
            .onKeyPress(.downArrow) { pickerKey { model.moveHighlight(by: 1) } }
            .onKeyPress(.return) { pickerKey { model.chooseHighlighted() } }
            .onKeyPress(.escape) { pickerKey { model.closePicker() } }
    }

    /// The pinned selection's view. `id` makes each preview a tree of its own: pinning another
    /// one starts it fresh, as opening it in its own window would.
    @ViewBuilder private var shown: some View {
        switch model.pinned {
        case .canvas:
            PreviewCanvas(entries: entries, device: canvasDevice)
        case .preview(let key):
            if let entry = entries.first(where: { $0.key == key }) {
                PreviewInWindow(preview: entry.preview).id(key)
            } else {
                Text("No preview named \(key)").foregroundStyle(.secondary)
            }
        }
    }

    /// A picker key: handled (it changes the picker) while the picker is open; otherwise
    /// ignored, so it scrolls or quits as usual.
    private func pickerKey(_ action: () -> Void) -> KeyPress.Result {
        guard model.isPickerOpen else { return .ignored }
        action()
        return .handled
    }
}

/// One preview as the whole window shows it, laid out as its traits ask
/// (<https://developer.apple.com/documentation/developertoolssupport/previewtrait>):
/// - no trait, `.defaultLayout`: "a container the size of the device" — the window is the device,
///   so the view is offered the window and centred in it, as a window's root view is;
/// - `.fixedLayout(width:height:)`: "centred in a fixed size container with the given
///   dimensions", centred in the window (the window opens at that size, so the two coincide
///   until it is resized);
/// - `.sizeThatFitsLayout`: the view at the size it picks when offered the device (the window),
///   at the top-leading corner. Differs from Xcode, which shrinks its canvas to the view; a
///   window keeps its size.
///
/// Several views in the preview's body are stacked vertically, as a window stacks its root's.
struct PreviewInWindow: View {
    let preview: Preview

    var body: some View {
        switch preview.layout {
        case .device:
            VStack { preview.makeView() }
        case .fixed(let width, let height):
            VStack { preview.makeView() }.frame(width: width, height: height)
        case .sizeThatFits:
            VStack { preview.makeView() }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}

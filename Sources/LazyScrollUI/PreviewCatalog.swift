import CPreviewDiscovery
import Foundation
import LazyScrollViews
import ScrollCore

/// An app's previews, found without registration.
///
/// How: a `#Preview` expands to a type conforming to ``_PreviewRegistration``, and a
/// `PreviewProvider` is a type conforming to ``PreviewProvider``. The compiler emits a
/// conformance record for each into the image's `swift5_protocol_conformances` section, which
/// the Swift runtime keeps a list of (it needs them for `as?` casts). CPreviewDiscovery walks
/// those records through the runtime's `swift_enumerateAllMetadataSections` — the way Swift
/// Testing found `@Test`s on Linux before `@section` — keeps the conformances to these two
/// protocols of this module, and asks each type's metadata accessor for the type. No reflection
/// over all types, no `@_section` (an experimental attribute a user's package would need a flag
/// for), no list the app keeps. Generic conforming types are skipped (there is no type to make).
///
/// Order: `#Preview`s by file and line, then `PreviewProvider`s by type name.
@MainActor
public struct PreviewCatalog {
    /// One listed preview.
    public struct Entry {
        /// What `--preview` takes: the preview's name, or `File.swift:LINE` for an unnamed
        /// `#Preview` (a `-2`, `-3` … suffix where names repeat).
        public let key: String
        public let preview: Preview
    }

    public let entries: [Entry]

    /// The previews of every image loaded in this process.
    public static func discover() -> PreviewCatalog {
        var macros = conformingTypes(to: "_PreviewRegistration").compactMap { $0 as? any _PreviewRegistration.Type }
        macros.sort { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
        var providers = conformingTypes(to: "PreviewProvider").compactMap { $0 as? any PreviewProvider.Type }
        providers.sort { String(reflecting: $0) < String(reflecting: $1) }
        var previews: [Preview] = macros.map { type in
            var preview = type.makePreview()
            preview.source = .macro(fileID: type.fileID, line: type.line)
            return preview
        }
        previews += providers.map { $0._preview }
        return PreviewCatalog(previews: previews)
    }

    /// A catalog of these previews (named as ``discover()`` names them).
    public init(previews: [Preview]) {
        var used: Set<String> = []
        entries = previews.map { preview in
            let base = preview.name ?? Self.location(of: preview.source)
            var key = base, n = 2
            while used.contains(key) { key = "\(base)-\(n)"; n += 1 }
            used.insert(key)
            return Entry(key: key, preview: preview)
        }
    }

    /// The preview `name` names: its key, or the key in any letter case.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.key == name } ?? entries.first { $0.key.lowercased() == name.lowercased() }
    }

    /// One line a preview: key, layout and where it was declared.
    public var listing: String {
        let note = Self.optimizedBuildNote.map { "\n" + $0 } ?? ""
        guard !entries.isEmpty else { return "No previews (#Preview or PreviewProvider) in this app." + note }
        let width = entries.map(\.key.count).max() ?? 0
        return entries.map { entry in
            let padded = entry.key.padding(toLength: width, withPad: " ", startingAt: 0)
            return "\(padded)  \(Self.describe(entry.preview.layout))  \(Self.source(of: entry.preview.source))"
        }.joined(separator: "\n") + note
    }

    /// In an optimized build, why a `PreviewProvider` may be missing: whole-module optimization
    /// removes an internal type that nothing references, its conformance record with it, so
    /// discovery cannot see it. `#Preview`s are kept (their types are `@usableFromInline`, see
    /// the macro); a provider is kept if it is `public`. `nil` in a debug build, which keeps
    /// every type. (LazyScrollUI is built in the app's configuration: SwiftPM builds a package
    /// and its dependencies alike.)
    static var optimizedBuildNote: String? {
        #if DEBUG
        return nil
        #else
        return "(An optimized build keeps every #Preview but removes a PreviewProvider that nothing references: make it public, or build in debug, to list it.)"
        #endif
    }

    /// The preview window (`PreviewBrowser`) opened on `entry`: the preview laid out as its
    /// traits ask, with the picker (L) to choose another or the canvas.
    func window(for entry: Entry) -> _WindowGroupDescription {
        browserWindow(pinned: .preview(entry.key), title: entry.key)
    }

    /// The preview window opened on `pinned`, as the window group `title` (its `--scene` name
    /// and caption), with `device` for the canvas's default-layout previews. Each window made
    /// from it starts a fresh model, pinned to `pinned`; every pin the picker makes is recorded
    /// in `PreviewPin.current` and announced in the window.
    func browserWindow(pinned: PreviewSelection, title: String, device: CGSize = PreviewCatalog.canvasDevice) -> _WindowGroupDescription {
        let entries = self.entries
        return _WindowGroupDescription(title: title) { name, viewport, measurer in
            let model = PreviewBrowserModel(keys: entries.map(\.key), pinned: pinned)
            model.onPin = { selection in
                PreviewPin.current = selection
                AccessibilityNotification.Announcement("pinned: \(PreviewPicker.title(of: selection))").post()
            }
            let root = PreviewBrowser(entries: entries, model: model, canvasDevice: device)
            return ViewScene(name: name, caption: title, rootView: root, measurer: measurer, size: viewport,
                             keyHelp: PreviewBrowser.keyHelp)
        }
    }

    /// The device a default-layout preview runs on in the canvas, in points: an iPhone 15's
    /// screen (393 × 852), the device Xcode's canvas shows by default. (Shown alone, a preview's
    /// device is the window.)
    public static let canvasDevice = CGSize(width: 393, height: 852)

    /// The window size the preview asks for, if any.
    func size(for entry: Entry) -> Size? {
        if case .fixed(let width, let height) = entry.preview.layout { return Size(width: Double(width), height: Double(height)) }
        return nil
    }

    private static func location(of source: Preview.Source) -> String {
        switch source {
        case .macro(let fileID, let line): return "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
        case .provider(let typeName): return typeName
        case .unknown: return "Preview"
        }
    }

    private static func source(of source: Preview.Source) -> String {
        switch source {
        case .macro(let fileID, let line): return "#Preview at \(fileID):\(line)"
        case .provider(let typeName): return "PreviewProvider \(typeName)"
        case .unknown: return ""
        }
    }

    private static func describe(_ layout: PreviewLayout) -> String {
        layoutName(layout).padding(toLength: 14, withPad: " ", startingAt: 0)
    }

    /// A layout as the listing and the picker name it: "window", "360x80", "size-that-fits".
    static func layoutName(_ layout: PreviewLayout) -> String {
        switch layout {
        case .device: return "window"
        case .fixed(let w, let h): return "\(Int(w))x\(Int(h))"
        case .sizeThatFits: return "size-that-fits"
        }
    }

    /// The metatypes of the non-generic types that conform to this module's protocol `name`.
    private static func conformingTypes(to name: String) -> [Any.Type] {
        final class Found { var types: [Any.Type] = [] }
        let found = Found()
        let context = Unmanaged.passRetained(found)
        defer { context.release() }
        _ = lazyscroll_conforming_types("LazyScrollUI", name, { metadata, context in
            guard let metadata, let context else { return }
            let found = Unmanaged<Found>.fromOpaque(context).takeUnretainedValue()
            found.types.append(unsafeBitCast(metadata, to: Any.Type.self))
        }, context.toOpaque())
        return found.types
    }
}

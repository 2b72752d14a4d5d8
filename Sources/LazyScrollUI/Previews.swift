import Foundation
import LazyScrollViews

// Previews: the two ways SwiftUI code declares them compile here, and an app shows them.
//
//     #Preview("Bordered", traits: .fixedLayout(width: 360, height: 240)) { ControlsList() }
//     struct ControlsList_Previews: PreviewProvider { static var previews: some View { ControlsList() } }
//
//     $ Controls --list-previews
//     $ Controls --preview Bordered                  # in the window
//     $ Controls --headless --preview Bordered --screenshot bordered.png
//     $ Controls --canvas                            # all previews side by side
//
// The preview window (PreviewBrowser.swift) shows the pinned preview or the canvas
// (PreviewCanvas.swift); its picker (L, PreviewPicker.swift) chooses another. How an app finds
// its previews without registering them: see PreviewCatalog.swift.

/// A type that makes previews of views — SwiftUI's `PreviewProvider`
/// (<https://developer.apple.com/documentation/swiftui/previewprovider>). An app lists each
/// provider as one preview named after the type without its `_Previews` suffix
/// (`ControlsList_Previews` → `ControlsList`), whose window shows `previews`.
///
/// Differs from Xcode: several views in `previews` (a `Group` of variants) show in one window,
/// stacked as a `Group` lays them out, not as separate canvases; `previewDisplayName` and
/// `previewLayout` are not available (use `#Preview("Name", traits:)`).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

extension PreviewProvider {
    /// The provider's preview: named after the type, showing `previews`.
    static var _preview: Preview {
        var name = String(describing: Self.self)
        if name.hasSuffix("_Previews"), name.count > "_Previews".count { name.removeLast("_Previews".count) }
        var preview = Preview(name) { previews }
        preview.source = .provider(typeName: String(reflecting: Self.self))
        return preview
    }
}

/// One preview: a name, layout traits and the view — what `#Preview` makes (the `Preview` of
/// SwiftUI's developer tools, <https://developer.apple.com/documentation/swiftui/preview(_:body:)>).
/// Its initializers take exactly the macro's arguments.
public struct Preview {
    /// The name given to `#Preview("Name")`, or nil.
    public let name: String?
    /// Its layout traits, in the order given.
    public let traits: [PreviewTrait<ViewTraits>]
    /// Where it was declared.
    public internal(set) var source: Source = .unknown
    let makeView: @MainActor () -> AnyView

    /// The kind of trait a view preview takes (SwiftUI's `Preview.ViewTraits`).
    public enum ViewTraits: Sendable {}

    /// Where a preview comes from.
    public enum Source: Hashable, Sendable {
        /// A `#Preview` at a file ID (`Module/File.swift`) and line.
        case macro(fileID: String, line: Int)
        /// A `PreviewProvider` type (its fully qualified name).
        case provider(typeName: String)
        case unknown
    }

    /// A preview of the view `body` makes.
    public init<Content: View>(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> Content) {
        self.name = name
        traits = []
        makeView = { AnyView(body()) }
    }

    /// A preview with layout traits: `.fixedLayout(width:height:)`, `.sizeThatFitsLayout`,
    /// `.defaultLayout`.
    public init<Content: View>(_ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
                               @ViewBuilder body: @escaping @MainActor () -> Content) {
        self.name = name
        self.traits = [traits] + additionalTraits
        makeView = { AnyView(body()) }
    }

    /// The layout the traits ask for: the last layout trait wins, as in Xcode.
    public var layout: PreviewLayout {
        traits.reduce(PreviewLayout.device) { layout, trait in trait.layout ?? layout }
    }
}

/// How a preview is laid out — SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// A container the size of the device (the default): shown alone, the whole window; on the
    /// canvas (`--canvas`), a frame of ``PreviewCatalog/canvasDevice``.
    case device
    /// A container of exactly this size in points, the preview centred in it. Shown alone, the
    /// window opens at this size (an explicit `--size` still wins).
    case fixed(width: CGFloat, height: CGFloat)
    /// A container the size the view chooses when offered the device's size. Shown alone, the
    /// view is placed at the window's top-leading corner. Differs from Xcode: the window keeps
    /// its size (Xcode shrinks its canvas to the view); on the canvas the frame fits the view.
    case sizeThatFits
}

/// A trait of a preview — SwiftUI's `PreviewTrait`
/// (<https://developer.apple.com/documentation/swiftui/previewtrait>). The layout traits are
/// honoured (see ``PreviewLayout``); SwiftUI's orientation traits are absent: a LazyScrollUI
/// window has no device orientation.
public struct PreviewTrait<T>: Sendable {
    let layout: PreviewLayout?
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// A window of `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }
    /// The view at the size that fits it (see ``PreviewLayout/sizeThatFits``).
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits) }
    /// The whole window, as on a device.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device) }
}

/// What a `#Preview` expands to: a type the app finds at run time (PreviewCatalog) and asks for
/// its preview. Implementation detail of the macro; not for hand-written conformances.
@MainActor @preconcurrency
public protocol _PreviewRegistration {
    static var fileID: String { get }
    static var line: Int { get }
    static func makePreview() -> Preview
}

#if PreviewMacro
/// A preview of the view `body` makes — SwiftUI's `#Preview`
/// (<https://developer.apple.com/documentation/swiftui/preview(_:body:)>). An app lists it with
/// `--list-previews` and shows it with `--preview NAME`: its name, or `File.swift:LINE` for an
/// unnamed one. Needs the package trait `PreviewMacro` (on by default), which builds the macro
/// with swift-syntax; see Documentation/Previews.md.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "LazyScrollMacros", type: "PreviewMacro")

/// A preview with layout traits: `#Preview("Row", traits: .sizeThatFitsLayout) { Row() }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "LazyScrollMacros", type: "PreviewMacro")

/// Declares an environment value with its key — SwiftUI's `@Entry`
/// (https://developer.apple.com/documentation/swiftui/entry()):
/// `extension EnvironmentValues { @Entry var servings: Int = 2 }`, read with
/// `@Environment(\.servings)`, set with `.environment(\.servings, 4)`. Only in extensions of
/// `EnvironmentValues` here (SwiftUI also takes `FocusedValues`, `Transaction` and
/// `ContainerValues`). Needs the `PreviewMacro` trait, as `#Preview` does.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "LazyScrollMacros", type: "EntryMacro")
#endif

import DisplayList
import ScrollCore
import Foundation

/// A picture — SwiftUI's `Image`. Its sources here:
///
/// - **Assets** — `Image("name")` (and `Image("name", bundle: .module)`): see
///   `AssetCatalog` for where it looks (an Xcode asset catalog's `name.imageset`, then
///   `Assets/name.png` and `assets/name.png`, in the bundle given, then the working directory).
///   A name found nowhere draws a **placeholder** — a grey box crossed by its diagonals with the
///   name in it, 100 × 100 pt unless resized — and the graph warns once per name (stderr and the
///   HUD): never a picture pretending to be the asset.
/// - **Symbols** — `Image(systemName: "star.fill")`: Apple's SF Symbols are not available off
///   Apple platforms; common names draw the nearest glyph of Font Awesome 4.7 (Debian's
///   `fonts-font-awesome`; `SystemSymbols` lists them), sized and coloured like text — by
///   `.font(_:)` (body by default) and `.foregroundStyle(_:)`. An unmapped name draws a
///   placeholder: the name in small type inside an outline, never nothing.
/// - **Files and memory** — `Image(contentsOfFile:)` (PNG, JPEG, GIF, BMP, WebP), `Image(bitmap:)` (pixels in
///   memory); `AsyncImage` for URLs.
///
/// Not resizable, a bitmap takes its pixel size in points; `.resizable()` makes it fill the
/// space it is offered, `.scaledToFit()` / `.scaledToFill()` keep its aspect ratio.
public struct Image: View, Equatable {
    var id: ImageID
    var intrinsicSize: CGSize
    var isResizable = false
    var contentMode: ContentMode?
    /// An in-memory picture's owner, held so its pixels live while this view does.
    var bitmap: ImageBitmap?
    /// What the image draws instead of pixels: a symbol, or the placeholder of a missing asset.
    var placeholder: Placeholder?
    /// What the accessibility tree calls it (Accessibility.swift): its asset's or symbol's name;
    /// nil for a picture made in memory and for `Image(decorative:bundle:)`, which is no element.
    var accessibilityName: String?

    enum Placeholder: Equatable {
        /// `Image(systemName:)`: the mapped glyph (nil: unmapped, drawn as the name).
        case symbol(name: String, glyph: String?)
        /// `Image("name")` found in no asset folder.
        case missingAsset(name: String)
    }

    /// The procedural photo number `photo` (320 × 200) of the playground's scenes, drawn by the
    /// image provider the playground installs (`Scenes.ProceduralPhotos`). Not for apps — in one,
    /// nothing would draw it — so it is the `Playground` SPI: `@_spi(Playground) import`.
    @_spi(Playground) public init(photo: Int) {
        id = ImageID(name: "photo-\(photo)")
        intrinsicSize = CGSize(width: 320, height: 200)
    }

    /// The asset named `name` — SwiftUI's `Image(_:bundle:)`: looked up by `AssetCatalog`
    /// (`bundle`'s resources first, then the working directory); a placeholder, with a warning,
    /// when no asset has the name.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let path = AssetCatalog.imagePath(named: name, bundle: bundle) {
            self.init(contentsOfFile: path)
        } else {
            self.init(id: ImageID(name: "missing-asset:" + name), intrinsicSize: AssetCatalog.placeholderSize)
            placeholder = .missingAsset(name: name)
        }
        accessibilityName = name
    }

    /// The asset named `name`, left out of the accessibility tree — SwiftUI's
    /// `Image(decorative:bundle:)` (https://developer.apple.com/documentation/swiftui/image/init(decorative:bundle:)):
    /// drawn as `Image(_:bundle:)` draws it.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        accessibilityName = nil
    }

    /// An SF Symbol — SwiftUI's `Image(systemName:)`, drawn with Font Awesome 4.7 (see the type's
    /// documentation and `SystemSymbols`); sized by the font in the environment.
    public init(systemName: String) {
        self.init(id: ImageID(name: "symbol:" + systemName), intrinsicSize: .zero)
        // An empty name is no symbol: nothing drawn (iOS draws nothing and logs that no symbol
        // has that name), not the outlined placeholder of an unmapped name.
        if !systemName.isEmpty { placeholder = .symbol(name: systemName, glyph: SystemSymbols.glyph(for: systemName)) }
        accessibilityName = systemName.isEmpty ? nil : systemName
    }

    /// `Image(systemName:)` left out of the accessibility tree: the framework's own glyphs
    /// beside a title (a row's chevron, a search field's magnifying glass).
    init(decorativeSystemName name: String) {
        self.init(systemName: name)
        accessibilityName = nil
    }

    /// A picture made in memory — what SwiftUI's `Image(uiImage:)` shows; its size in points is
    /// its size in pixels divided by `scale` (a picture drawn at 2 pixels a point shows at half
    /// its pixel size, as a `UIImage`'s `scale` makes it on iOS). The image holds `bitmap`, so its
    /// pixels live at least as long as this view.
    public init(bitmap: ImageBitmap, scale: CGFloat = 1) {
        id = bitmap.id
        let scale = scale > 0 && scale.isFinite ? scale : 1
        intrinsicSize = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
        self.bitmap = bitmap
    }

    private init(id: ImageID, intrinsicSize: CGSize) { self.id = id; self.intrinsicSize = intrinsicSize }

    /// A picture file — PNG, JPEG, GIF, BMP or WebP; its size is read from the file's header
    /// (the renderer decodes the pixels with SDL2_image). A file that cannot be read, or is none
    /// of these, is 0 × 0.
    public init(contentsOfFile path: String) {
        id = ImageID(name: "file:" + path)
        intrinsicSize = ImageHeader.size(ofFile: path).map { CGSize(width: $0.width, height: $0.height) } ?? CGSize(width: 0, height: 0)
        ImageFiles.register(id, path: path)
    }

    public var body: Never { fatalError("Image is primitive") }

    public func resizable() -> Image { var i = self; i.isResizable = true; return i }
    public func scaledToFit() -> Image { var i = self; i.contentMode = .fit; return i }
    public func scaledToFill() -> Image { var i = self; i.contentMode = .fill; return i }
    public func aspectRatio(contentMode: ContentMode) -> Image { var i = self; i.contentMode = contentMode; return i }
}

/// How content with an aspect ratio fills a frame — SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable { case fit, fill }

extension Image: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        ImageNode(image: self, parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) {
        let node = node as! ImageNode
        guard node.image != self else { return }
        let transition = node.contentRunBeforeChange()   // in an animated transaction: the old picture
        node.image = self
        node.warnIfMissing()
        node.invalidateLayout()
        node.readSymbolEffects()   // a picture that became a symbol takes the effects from above
        if let transition { node.startContentRun(transition) }
    }
}

final class ImageNode: ViewNode {
    var image: Image
    init(image: Image, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.image = image
        super.init(viewType: Image.self, parent: parent, environment: environment, graph: graph)
        warnIfMissing()
        readSymbolEffects()
    }
    override var debugName: String? { "Image" }

    /// The symbol effects from above (`symbolEffect(_:options:isActive:)`), read when the
    /// environment is set or changes — a symbol's only (an image's do not apply).
    private var symbolEffects: [SymbolEffectEntry] = []

    override func environmentChanged(_ newEnvironment: EnvironmentValues) {
        super.environmentChanged(newEnvironment)
        readSymbolEffects()
    }

    func readSymbolEffects() {
        guard case .symbol? = image.placeholder else { return }
        let effects = environment.symbolEffects
        guard effects != symbolEffects else { return }
        symbolEffects = effects
        invalidatePaint()
        // Frames keep coming until the last effect ends (while an indefinite one is active).
        let end = effects.compactMap(\.endSeconds).max()
        if let end, end > graph.timeSeconds {
            graph.animations.effectStarted(self, until: end)
        } else {
            graph.animations.effectEnded(self)
        }
    }

    override func willDestroy() {
        if !symbolEffects.isEmpty { graph.animations.effectEnded(self) }
        super.willDestroy()
    }

    /// A missing asset is reported once per name (``ViewGraph/warn(_:)`` keeps one of each).
    func warnIfMissing() {
        guard case .missingAsset(let name)? = image.placeholder else { return }
        graph.warn("Image(\"\(name)\"): no asset named \"\(name)\" (looked in \(AssetCatalog.searchDescription)); drawing a placeholder")
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if case .symbol? = image.placeholder, !image.isResizable { return symbolSize }
        let natural = image.placeholder.map { _ in symbolNaturalSize } ?? image.intrinsicSize
        guard image.isResizable else { return natural }
        guard let mode = image.contentMode, natural.width > 0, natural.height > 0 else {
            return proposal.replacingUnspecifiedDimensions(by: natural)
        }
        // Aspect-ratio sizing: fit inside (or fill) the proposal with the image's ratio.
        let ratio = natural.width / natural.height
        switch (proposal.width, proposal.height) {
        case (nil, nil): return natural
        case (let w?, nil): return CGSize(width: w, height: w / ratio)
        case (nil, let h?): return CGSize(width: h * ratio, height: h)
        case (let w?, let h?):
            let byWidth = CGSize(width: w, height: w / ratio), byHeight = CGSize(width: h * ratio, height: h)
            let fit = byWidth.height <= h ? byWidth : byHeight
            return mode == .fit ? fit : (fit == byWidth ? byHeight : byWidth)
        }
    }

    /// The natural size of what a placeholder draws: a symbol's glyph box, else the asset
    /// placeholder's 100 × 100 pt.
    private var symbolNaturalSize: CGSize {
        if case .symbol? = image.placeholder { return symbolSize }
        return image.intrinsicSize
    }

    // MARK: Symbols

    /// The font a symbol draws in: the environment's (body by default), as SF Symbols follow
    /// the text around them; the symbol face for mapped names.
    private var symbolFont: FontSpec {
        var spec = environment.resolvedFont(nil)
        spec.italic = false; spec.serif = false  // symbols keep their own face
        if case .symbol(_, _?)? = image.placeholder { spec.isSymbol = true } else {
            // The name of an unmapped symbol, in a smaller type (as a caption to the font's size).
            spec.sizePoints = max(9, (spec.sizePoints * 0.6).rounded())
        }
        return spec
    }

    /// What a symbol draws as text: its glyph, or its name when unmapped.
    private var symbolText: String {
        guard case .symbol(let name, let glyph)? = image.placeholder else { return "" }
        return glyph ?? name
    }

    /// A mapped symbol is its glyph's box in the font (advance × line height); an unmapped one
    /// its name's box with 3 pt of room inside the outline on each side.
    private var symbolSize: CGSize {
        let measured = graph.measurer.measure(symbolText, font: symbolFont)
        if case .symbol(_, nil)? = image.placeholder {
            return CGSize(width: CGFloat(measured.width) + 6, height: CGFloat(measured.height) + 6)
        }
        return CGSize(width: CGFloat(measured.width), height: CGFloat(measured.height))
    }

    /// The content transition in flight (`contentTransition(_:)`), if any.
    var contentRun: ImageContentRun?

    override func render(into context: inout RenderContext) {
        if environment.redactsContent {
            // `redacted(reason:)`: a rounded box of the frame in the foreground colour, faded
            // (Redaction.swift); read without a look-up, as `Text` reads it.
            let color = context.appearance(environment.foregroundColor ?? .primary)
            RedactionPlaceholder.drawImage(in: frame, color: color, into: &context)
            return
        }
        if contentRun != nil, renderContentRun(into: &context) { return }
        renderContent(into: &context)
    }

    /// Draws ``image`` in ``frame``.
    func renderContent(into context: inout RenderContext) {
        switch image.placeholder {
        case nil:
            context.image(image.id, in: frame)
        case .symbol(_, let glyph)?:
            let color = context.resolve(environment.foregroundColor ?? .primary)
            var font = symbolFont
            let natural = symbolSize
            if glyph != nil, image.isResizable, natural.height > 0 {
                // Resized: the glyph scales with the frame's height (its width follows).
                font.sizePoints *= Double(min(frame.height / natural.height, natural.width > 0 ? frame.width / natural.width : 1))
            }
            let size = graph.measurer.measure(symbolText, font: font)
            let origin = CGPoint(x: frame.midX - CGFloat(size.width) / 2, y: frame.midY - CGFloat(size.height) / 2)
            let effect = symbolEffects.reduce((scale: 1.0, opacity: 1.0)) { shown, entry in
                let sample = entry.sample(at: context.timeSeconds)
                return (shown.scale * sample.scale, shown.opacity * sample.opacity)
            }
            let draw = { (context: inout RenderContext) in
                if glyph == nil {
                    context.list.append(.strokeRect(self.frame.core, context.resolve(color.opacity(0.6)), lineWidth: 1))
                }
                context.list.text(self.symbolText, at: .init(x: Double(origin.x), y: Double(origin.y)), font, color)
            }
            if effect.scale == 1, effect.opacity == 1 {
                draw(&context)
            } else {
                // A symbol effect: scaled about the symbol's centre, faded.
                let centre = ScrollCorePoint(x: Double(frame.midX), y: Double(frame.midY))
                context.withOpacity(effect.opacity) { context in
                    context.transformed(by: .about(centre, .scale(effect.scale, effect.scale))) { draw(&$0) }
                }
            }
        case .missingAsset(let name)?:
            drawMissingAsset(name, into: &context)
        }
    }

    /// The missing asset's name: secondaryLabel's grey, opaque ((60, 60, 67) light, (235, 235, 245) dark).
    static let missingAssetText = DynamicColor(light: RGBAColor(r8: 60, g8: 60, b8: 67), dark: RGBAColor(r8: 235, g8: 235, b8: 245))

    /// The missing asset's placeholder: a light grey box (systemGray5; dark grey in the dark appearance), its diagonals and outline in mid grey,
    /// the name in 12 pt type in the middle.
    private func drawMissingAsset(_ name: String, into context: inout RenderContext) {
        let rect = frame.core
        let grey = context.resolve(DynamicColor.systemGray)
        context.list.fill(rect, context.resolve(DynamicColor.systemGray5))
        context.list.append(.line(from: .init(x: rect.minX, y: rect.minY), to: .init(x: rect.maxX, y: rect.maxY), grey, lineWidth: 1))
        context.list.append(.line(from: .init(x: rect.maxX, y: rect.minY), to: .init(x: rect.minX, y: rect.maxY), grey, lineWidth: 1))
        context.list.append(.strokeRect(rect, grey, lineWidth: 1))
        let font = FontSpec(sizePoints: 12)
        let size = graph.measurer.measure(name, font: font)
        context.list.text(name, at: .init(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2), font,
                          context.resolve(Self.missingAssetText))
    }
}

import DisplayList
import Foundation

/// A picture — SwiftUI's `Image`. Three sources here: a PNG file (`Image(contentsOfFile:)`, or
/// `Image("name")` for `name.png` in the working directory's `assets/`), pixels in memory
/// (`Image(bitmap:)`, SwiftUI's `Image(uiImage:)`), and our procedural photos (`Image(photo: 12)`,
/// the cards of the demo scenes), which any other name also draws.
/// Not resizable, an image takes its pixel size in points; `.resizable()` makes it fill the
/// space it is offered, `.scaledToFit()` / `.scaledToFill()` keep its aspect ratio.
public struct Image: View, Equatable {
    var id: ImageID
    var intrinsicSize: CGSize
    var isResizable = false
    var contentMode: ContentMode?
    /// An in-memory picture's owner, held so its pixels live while this view does.
    var bitmap: ImageBitmap?

    /// The procedural photo number `photo` (320 × 200).
    public init(photo: Int) {
        id = ImageID(name: "photo-\(photo)")
        intrinsicSize = CGSize(width: 320, height: 200)
    }

    /// `name.png` from `assets/` when that file exists, else a procedural photo for the name.
    public init(_ name: String) {
        let path = "assets/\(name).png"
        if FileManager.default.fileExists(atPath: path) {
            self.init(contentsOfFile: path)
        } else {
            self.init(id: ImageID(name: name), intrinsicSize: CGSize(width: 320, height: 200))
        }
    }

    /// A picture made in memory — SwiftUI's `Image(uiImage:)`; its size in points is its size in
    /// pixels. The image holds `bitmap`, so its pixels live at least as long as this view.
    public init(bitmap: ImageBitmap) {
        id = bitmap.id
        intrinsicSize = CGSize(width: bitmap.width, height: bitmap.height)
        self.bitmap = bitmap
    }

    private init(id: ImageID, intrinsicSize: CGSize) { self.id = id; self.intrinsicSize = intrinsicSize }

    /// A PNG file; its size is read from the file's header (the renderer decodes the pixels).
    public init(contentsOfFile path: String) {
        id = ImageID(name: "file:" + path)
        intrinsicSize = PNGHeader.size(ofFile: path) ?? CGSize(width: 0, height: 0)
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

/// Reads a PNG's size from its IHDR chunk (bytes 16…23, big-endian width and height).
enum PNGHeader {
    static func size(ofFile path: String) -> CGSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let data = handle.readData(ofLength: 24)
        guard data.count == 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return CGSize(width: be32(16), height: be32(20))
    }
}

extension Image: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        ImageNode(image: self, parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) {
        let node = node as! ImageNode
        if node.image != self { node.image = self; node.invalidateLayout() }
    }
}

final class ImageNode: ViewNode {
    var image: Image
    init(image: Image, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.image = image
        super.init(viewType: Image.self, parent: parent, environment: environment, graph: graph)
    }
    override var debugName: String? { "Image" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let natural = image.intrinsicSize
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

    override func render(into context: inout RenderContext) {
        context.list.image(image.id, in: frame.core, cornerRadius: 0)
    }
}

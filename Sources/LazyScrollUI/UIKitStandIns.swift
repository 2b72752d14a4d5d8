import CSDL2
import DisplayList
import Foundation
import LazyScrollViews
import SDLRenderer

// UIKit's drawing names, as SwiftUI code on iOS uses them beside `import SwiftUI` (which brings
// UIKit there): seed 003's `MemorySave` makes a 1000 × 1000 picture with
// `UIGraphicsBeginImageContextWithOptions`, `UIColor.setFill()` and `UIRectFill`, keeps it as
// `pngData()`, and shows it with `Image(uiImage:)`.
//
// These are DRAWING STAND-INS, NOT UIKit: a bitmap context that fills rectangles, a colour, and
// a picture over our `ImageBitmap` that really holds the pixels drawn and really encodes and
// decodes PNG (SDL2_image, the renderer's own codec). There is no Core Graphics path drawing,
// text drawing, `UIView` or `UIViewController` here; code that needs those does not compile,
// which says so better than a silent no-op would.

// MARK: - UIColor

/// A colour for the drawing stand-ins — the name of UIKit's `UIColor`
/// (<https://developer.apple.com/documentation/uikit/uicolor>). The named colours are UIKit's
/// fixed ones (`UIColor.blue` is pure blue 0, 0, 1, not the system blue that SwiftUI's
/// `Color.blue` is). Drawing stand-in, not UIKit.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour as 8-bit sRGB channels and alpha (a semantic colour's light value).
    public let rgba: RGBAColor
    /// A semantic colour's value in the dark appearance (nil: ``rgba`` in both).
    public let darkRGBA: RGBAColor?

    /// A colour from sRGB components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        darkRGBA = nil
    }
    private init(_ dynamic: DynamicColor) {
        rgba = dynamic.light
        darkRGBA = dynamic.dark == dynamic.light ? nil : dynamic.dark
    }

    // UIKit's semantic ("UI element") and system colours, which adapt to Dark Mode
    // (https://developer.apple.com/documentation/uikit/ui-element-colors,
    // https://developer.apple.com/documentation/uikit/standard-colors): `Color(.systemBackground)`
    // and `Color(uiColor: .secondaryLabel)` are dynamic, light and dark as `DynamicColor` lists
    // them (and says where each value comes from). Drawn into an image context (`setFill()`),
    // they are their light value.
    public static let label = UIColor(DynamicColor.label)
    public static let secondaryLabel = UIColor(DynamicColor.secondaryLabel)
    public static let tertiaryLabel = UIColor(DynamicColor.tertiaryLabel)
    public static let quaternaryLabel = UIColor(DynamicColor.quaternaryLabel)
    public static let placeholderText = UIColor(DynamicColor.placeholderText)
    public static let link = UIColor(DynamicColor.link)
    public static let separator = UIColor(DynamicColor.separator)
    public static let opaqueSeparator = UIColor(DynamicColor.opaqueSeparator)
    public static let systemFill = UIColor(DynamicColor.systemFill)
    public static let secondarySystemFill = UIColor(DynamicColor.secondarySystemFill)
    public static let tertiarySystemFill = UIColor(DynamicColor.tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(DynamicColor.quaternarySystemFill)
    public static let systemBackground = UIColor(DynamicColor.systemBackground)
    public static let secondarySystemBackground = UIColor(DynamicColor.secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(DynamicColor.tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(DynamicColor.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(DynamicColor.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(DynamicColor.tertiarySystemGroupedBackground)
    public static let systemGray = UIColor(DynamicColor.systemGray)
    public static let systemGray2 = UIColor(DynamicColor.systemGray2)
    public static let systemGray3 = UIColor(DynamicColor.systemGray3)
    public static let systemGray4 = UIColor(DynamicColor.systemGray4)
    public static let systemGray5 = UIColor(DynamicColor.systemGray5)
    public static let systemGray6 = UIColor(DynamicColor.systemGray6)
    public static let systemRed = UIColor(DynamicColor.systemRed)
    public static let systemOrange = UIColor(DynamicColor.systemOrange)
    public static let systemYellow = UIColor(DynamicColor.systemYellow)
    public static let systemGreen = UIColor(DynamicColor.systemGreen)
    public static let systemMint = UIColor(DynamicColor.systemMint)
    public static let systemTeal = UIColor(DynamicColor.systemTeal)
    public static let systemCyan = UIColor(DynamicColor.systemCyan)
    public static let systemBlue = UIColor(DynamicColor.systemBlue)
    public static let systemIndigo = UIColor(DynamicColor.systemIndigo)
    public static let systemPurple = UIColor(DynamicColor.systemPurple)
    public static let systemPink = UIColor(DynamicColor.systemPink)
    public static let systemBrown = UIColor(DynamicColor.systemBrown)
    /// A grey from its white level in 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    // UIKit's fixed colours, with the components its documentation gives
    // (e.g. <https://developer.apple.com/documentation/uikit/uicolor/magenta>: "RGB values are
    // 1.0, 0.0, and 1.0 and whose alpha value is 1.0").
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    /// Makes this the fill colour of the current image context (``UIRectFill(_:)`` paints with
    /// it). Without a current context it does nothing, as in UIKit.
    public func setFill() { UIGraphicsContextStack.current?.fillColor = rgba }
    /// Makes this the stroke colour of the current image context. The stand-ins stroke nothing
    /// yet; the colour is kept so ``set()`` means what it means in UIKit.
    public func setStroke() { UIGraphicsContextStack.current?.strokeColor = rgba }
    /// Makes this both the fill and the stroke colour.
    public func set() { setFill(); setStroke() }

    /// A copy with alpha `alpha` (0…1).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let (r, g, b, _) = rgba.bytes
        return UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }

    public var description: String { let (r, g, b, a) = rgba.bytes; return "UIColor(r: \(r), g: \(g), b: \(b), a: \(a))" }
    public static func == (a: UIColor, b: UIColor) -> Bool { a.rgba == b.rgba && a.darkRGBA == b.darkRGBA }
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
}

extension LazyScrollViews.Color {
    /// SwiftUI's `Color(uiColor:)`: the stand-in colour as a view colour — dynamic for UIKit's
    /// semantic colours (`Color(uiColor: .systemBackground)` is black in the dark appearance).
    public init(uiColor: UIColor) {
        if let dark = uiColor.darkRGBA { self.init(_light: uiColor.rgba, dark: dark) } else { self.init(rgba: uiColor.rgba) }
    }
    /// SwiftUI's `Color(_:)` from a `UIColor` (iOS 13): `Color(.secondarySystemBackground)`.
    public init(_ color: UIColor) { self.init(uiColor: color) }
}

// MARK: - UIImage

/// A picture in memory — the name of UIKit's `UIImage`
/// (<https://developer.apple.com/documentation/uikit/uiimage>) over our ``ImageBitmap``: the
/// pixels live while the image does (what seed 003's memory lesson is about), and
/// `Image(uiImage:)` draws them. Drawing stand-in, not UIKit: made by the image context
/// functions, or decoded from PNG/JPEG/… bytes with SDL2_image.
public final class UIImage: Hashable, Sendable {
    /// The pixels.
    public let bitmap: ImageBitmap
    /// Pixels per point (1 unless a context was begun with another scale).
    public let scale: CGFloat

    /// A picture over `bitmap`'s pixels.
    public init(bitmap: ImageBitmap, scale: CGFloat = 1) {
        self.bitmap = bitmap
        self.scale = scale > 0 ? scale : 1
    }

    /// Decodes image bytes — a PNG, JPEG, BMP, GIF… (whatever SDL2_image reads; UIKit's
    /// `UIImage(data:)`); nil if the bytes are no picture it knows.
    public convenience init?(data: Data) {
        guard !data.isEmpty, let pixels = data.withUnsafeBytes({ ImageCodec.decode($0) }) else { return nil }
        self.init(bitmap: ImageBitmap(pixels: pixels))
    }

    /// Reads and decodes an image file; nil if it cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The size in points: pixels divided by ``scale``.
    public var size: CGSize { CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale) }

    /// The picture as PNG bytes (UIKit's `pngData()`): a real PNG with alpha, which any image
    /// viewer — and ``init(data:)`` — reads. Nil only if the pixels are gone or encoding fails.
    public func pngData() -> Data? {
        guard let pixels = ImageBitmaps.pixels(for: bitmap.id) else { return nil }
        return (try? ImageCodec.encodePNG(pixels)).map { Data($0) }
    }

    public static func == (a: UIImage, b: UIImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Image {
    /// SwiftUI's `Image(uiImage:)`: draws the stand-in picture at its ``UIImage/size`` in points —
    /// its pixels divided by its `scale`, as on iOS (a picture made at scale 2 shows at half its
    /// pixel size, sharp on a 2× window).
    public init(uiImage: UIImage) { self.init(bitmap: uiImage.bitmap, scale: uiImage.scale) }
}

// MARK: - Image contexts

/// UIKit's `UIGraphicsBeginImageContextWithOptions`: starts drawing into a new bitmap of
/// `size` points at `scale` pixels a point, made the current context of this thread (contexts
/// nest, as in UIKit). `scale` 0 means the main screen's scale, which is 1 here (a LazyScrollUI
/// app draws pictures at one pixel a point). Not `opaque`: the bitmap starts transparent;
/// `opaque`: opaque black. Drawing stand-in, not UIKit.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : 1
    let width = max(1, Int((size.width * scale).rounded(.up)))
    let height = max(1, Int((size.height * scale).rounded(.up)))
    UIGraphicsContextStack.push(UIGraphicsImageContext(width: width, height: height, scale: scale,
                                                       background: opaque ? 0xFF00_0000 : 0))
}

/// UIKit's `UIGraphicsBeginImageContext(_:)`: a transparent context at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// UIKit's `UIRectFill`: paints `rect` (in points, clipped to the context) with the current fill
/// colour, replacing what was there — UIKit fills "using the fill color of the current graphics
/// context and the `kCGBlendModeCopy` blend mode"
/// (<https://developer.apple.com/documentation/uikit/uirectfill(_:)>). The fill colour is
/// black until a `setFill()`. A pixel is painted when its centre lies inside the rectangle.
/// Without a current context it does nothing, as in UIKit. Drawing stand-in, not UIKit.
public func UIRectFill(_ rect: CGRect) {
    guard let context = UIGraphicsContextStack.current else { return }
    context.fill(rect, with: context.fillColor)
}

/// UIKit's `UIGraphicsGetImageFromCurrentImageContext`: a picture of what the current context
/// holds now (a copy: drawing on afterwards does not change it); nil without a context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsContextStack.current else { return nil }
    return UIImage(bitmap: ImageBitmap(pixels: ImagePixels(width: context.width, height: context.height, argb: context.pixels)),
                   scale: context.scale)
}

/// UIKit's `UIGraphicsEndImageContext`: ends the current context and frees its bitmap (the
/// enclosing one, if any, is current again).
public func UIGraphicsEndImageContext() { UIGraphicsContextStack.pop() }

/// One bitmap being drawn into.
final class UIGraphicsImageContext {
    let width: Int, height: Int, scale: CGFloat
    var pixels: [UInt32]
    var fillColor = RGBAColor.black
    var strokeColor = RGBAColor.black

    init(width: Int, height: Int, scale: CGFloat, background: UInt32) {
        self.width = width; self.height = height; self.scale = scale
        pixels = [UInt32](repeating: background, count: width * height)
    }

    /// Sets every pixel whose centre is inside `rect` (points) to `color` (copy blending).
    func fill(_ rect: CGRect, with color: RGBAColor) {
        let rect = rect.standardized
        // Pixel x is covered when x + 0.5 lies in [minX, maxX): x from ceil(minX − 0.5).
        func range(_ low: CGFloat, _ high: CGFloat, _ limit: Int) -> Range<Int> {
            let first = max(0, Int((low * scale - 0.5).rounded(.up)))
            let end = min(limit, Int((high * scale - 0.5).rounded(.up)))
            return first < end ? first..<end : 0..<0
        }
        let xs = range(rect.minX, rect.maxX, width), ys = range(rect.minY, rect.maxY, height)
        guard !xs.isEmpty, !ys.isEmpty else { return }
        let (r, g, b, a) = color.bytes
        let argb = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in ys { for x in xs { buffer[y * width + x] = argb } }
        }
    }
}

/// The image contexts of each thread, innermost last (UIKit's context stack is per thread).
enum UIGraphicsContextStack {
    private static let key = "LazyScrollUI.UIGraphicsContextStack"

    final class Stack { var contexts: [UIGraphicsImageContext] = [] }

    private static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? Stack { return stack }
        let stack = Stack()
        dictionary[key] = stack
        return stack
    }

    static var current: UIGraphicsImageContext? { stack.contexts.last }
    static func push(_ context: UIGraphicsImageContext) { stack.contexts.append(context) }
    static func pop() { _ = stack.contexts.popLast() }
    /// How many contexts this thread has open (for tests).
    static var depth: Int { stack.contexts.count }
}

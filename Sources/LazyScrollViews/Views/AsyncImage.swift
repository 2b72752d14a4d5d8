import DisplayList
import Foundation

/// A view that loads an image from a URL and shows it — SwiftUI's `AsyncImage`
/// (https://developer.apple.com/documentation/swiftui/asyncimage).
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png")) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 50, height: 50)
/// ```
///
/// As on iOS: the load starts when the view appears and is cancelled when it disappears; a new
/// URL starts a new load (the phase goes back to `.empty`); until the image loads — and after a
/// failure — the plain form shows a grey placeholder that fills the space offered; the loaded
/// image takes its pixel size divided by `scale` in points. Image modifiers such as
/// `resizable()` apply to the image the content closure receives, not to `AsyncImage`.
///
/// Loads `http`, `https` and `file` URLs (``AsyncImageError`` for the rest) of PNG, JPEG, GIF,
/// BMP and WebP pictures. Differs from SwiftUI: there is no `URLSession` here — remote images
/// are fetched with libcurl, opened at the first remote load (Debian's `libcurl4`; without it
/// the phase is `.failure(.networkingUnavailable)`), and nothing is cached between loads.
public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let scale: CGFloat
    private let transaction: Transaction
    private let content: Kind

    private enum Kind {
        /// `init(url:scale:)`: the image, or the default placeholder.
        case image
        /// The other initializers: the caller's view for each phase.
        case phases((AsyncImagePhase) -> Content)
    }

    /// What the last load of ``url`` found (nil before it finished).
    @State private var loaded: Loaded?

    private struct Loaded {
        let url: URL
        let phase: AsyncImagePhase
    }

    /// Loads and shows the image at `url` (`init(url:scale:)`): a grey placeholder until it loads
    /// and if it fails, then the image at its size (pixels ÷ `scale`).
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        content = .image
    }

    /// Loads the image at `url` and shows `content` with it, `placeholder` until then and if the
    /// load fails (`init(url:scale:content:placeholder:)`).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1,
                                  @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        self.content = .phases { phase in
            if let image = phase.image { ViewBuilder.buildEither(first: content(image)) } else { ViewBuilder.buildEither(second: placeholder()) }
        }
    }

    /// Loads the image at `url` and shows what `content` makes of each phase of the load
    /// (`init(url:scale:transaction:content:)`); the phase changes in `transaction` (its
    /// animation animates the change).
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = .phases(content)
    }

    /// The phase for the current URL: a load of another URL does not count.
    private var phase: AsyncImagePhase {
        guard let loaded, let url, loaded.url == url else { return .empty }
        return loaded.phase
    }

    public var body: some View {
        Group {
            switch content {
            case .phases(let content):
                content(phase)
            case .image:
                if let image = phase.image { image } else { AsyncImagePlaceholder.color }
            }
        }
        .task(id: url) { await load() }
    }

    private func load() async {
        guard let url else { return }
        let scale = scale > 0 && scale.isFinite ? scale : 1
        let phase: AsyncImagePhase
        do {
            let picture = try await AsyncImageLoader.load(url)
            let bitmap = ImageBitmap(encoded: picture.bytes, width: picture.width, height: picture.height)
            phase = .success(Image(bitmap: bitmap, scale: scale))
        } catch {
            phase = .failure(error)
        }
        guard !Task.isCancelled else { return }     // gone, or another URL since
        withTransaction(transaction) { loaded = Loaded(url: url, phase: phase) }
    }
}

/// The plain `AsyncImage`'s placeholder: iOS's grey box, filling the space offered.
enum AsyncImagePlaceholder {
    static let color = Color(DynamicColor.secondarySystemFill)
}

/// The phase of an ``AsyncImage``'s load — SwiftUI's `AsyncImagePhase`
/// (https://developer.apple.com/documentation/swiftui/asyncimagephase).
public enum AsyncImagePhase: Sendable {
    /// No image is loaded (yet, or the URL is nil).
    case empty
    /// The image loaded.
    case success(Image)
    /// The load failed; the error is an ``AsyncImageError``.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error of a failed load, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Runs `body` with the changes its state writes cause in `transaction` — SwiftUI's
/// `withTransaction(_:_:)` (https://developer.apple.com/documentation/swiftui/withtransaction(_:_:)):
/// its animation animates them, as `withAnimation` would.
@MainActor
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let previous = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = previous }
    return try body()
}

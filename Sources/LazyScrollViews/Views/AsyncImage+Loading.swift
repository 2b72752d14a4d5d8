import CHTTPFetch
import DisplayList
import Foundation

/// Why an `AsyncImage` load failed — the error of ``AsyncImagePhase/failure(_:)``.
///
/// Differs from SwiftUI: on Apple platforms the error is `URLSession`'s (`URLError`, whose
/// Linux home, FoundationNetworking, is not linked here — see `AsyncImageLoader`); these cases
/// say the same things.
public enum AsyncImageError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A scheme other than `http`, `https` and `file`.
    case unsupportedURL(String)
    /// The file could not be read.
    case cannotReadFile(path: String, reason: String)
    /// The server answered with a status outside 200…299.
    case badServerResponse(statusCode: Int)
    /// The transfer failed: no connection, DNS, TLS, the timeout, or more than the size limit.
    case transferFailed(String)
    /// This machine cannot fetch http(s): libcurl (`libcurl.so.4`, Debian's `libcurl4`) is missing.
    case networkingUnavailable(String)
    /// The bytes are not a PNG, JPEG, GIF, BMP or WebP picture, or a larger one than we draw
    /// (64 megapixels: `ImageHeader.maximumPixels`).
    case notAnImage(byteCount: Int)
    /// The view went away, or its URL changed, before the load finished.
    case cancelled

    public var description: String {
        switch self {
        case .unsupportedURL(let url): "unsupported URL: \(url) (AsyncImage loads http, https and file URLs)"
        case .cannotReadFile(let path, let reason): "cannot read \(path): \(reason)"
        case .badServerResponse(let status): "the server answered \(status)"
        case .transferFailed(let reason): "the transfer failed: \(reason)"
        case .networkingUnavailable(let reason): "no networking: \(reason)"
        case .notAnImage(let count): "\(count) bytes that are not a PNG, JPEG, GIF, BMP or WebP picture of at most 64 megapixels"
        case .cancelled: "cancelled"
        }
    }
}

/// Fetches an `AsyncImage`'s bytes off the main actor: `file` URLs from disk, `http`/`https`
/// with libcurl on a thread of their own (`CHTTPFetch`: libcurl is opened at the first remote
/// load, so an app that shows none never loads it — linking FoundationNetworking would load
/// libcurl and its ~20 libraries at every launch). Redirects are followed; a transfer gives up
/// after ``timeout`` or past ``maximumBytes``. No cache: each load fetches (iOS's
/// `URLSession.shared` may answer from its `URLCache`).
enum AsyncImageLoader {
    /// How long a remote load may take (`URLRequest`'s default timeout is 60 s between packets;
    /// this bounds the whole transfer).
    static let timeout: Duration = .seconds(60)
    /// The largest body kept: an image larger than this fails (`transferFailed`).
    static let maximumBytes = 64 << 20

    /// The picture at `url`: its bytes and size in pixels. A remote transfer gives up after
    /// `timeout` (tests pass a longer one).
    static func load(_ url: URL, timeout: Duration = AsyncImageLoader.timeout) async throws(AsyncImageError) -> (bytes: [UInt8], width: Int, height: Int) {
        let bytes: [UInt8]
        switch url.scheme?.lowercased() {
        case "file":
            bytes = try await readFile(url.path)
        case "http", "https":
            bytes = try await fetch(url.absoluteString, timeout: timeout)
        default:
            throw .unsupportedURL(url.absoluteString)
        }
        guard let size = ImageHeader.size(of: bytes) else { throw .notAnImage(byteCount: bytes.count) }
        return (bytes, size.width, size.height)
    }

    /// Reads the file on a thread of its own (a blocking read on the cooperative pool's few
    /// threads would stall every task), at most ``maximumBytes``.
    private static func readFile(_ path: String) async throws(AsyncImageError) -> [UInt8] {
        let result = await onOwnThread { () -> Result<[UInt8], AsyncImageError> in
            guard let handle = FileHandle(forReadingAtPath: path) else {
                return .failure(.cannotReadFile(path: path, reason: "no such file, or not readable"))
            }
            defer { try? handle.close() }
            do {
                let data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
                guard data.count <= maximumBytes else {
                    return .failure(.cannotReadFile(path: path, reason: "larger than \(maximumBytes >> 20) MiB"))
                }
                return .success([UInt8](data))
            } catch {
                return .failure(.cannotReadFile(path: path, reason: error.localizedDescription))
            }
        }
        return try result.get()
    }

    /// GETs `url` on a thread of its own (libcurl's easy interface blocks), at most
    /// ``FetchSlots/limit`` at once; cancelling the task stops the transfer (libcurl's progress
    /// callback sees the token within about a second) — a row scrolled away lets its image go.
    private static func fetch(_ url: String, timeout: Duration) async throws(AsyncImageError) -> [UInt8] {
        await FetchSlots.shared.acquire()
        let result = Task.isCancelled ? .failure(.cancelled) : await transfer(url, timeout: timeout)
        await FetchSlots.shared.release()
        return try result.get()
    }

    private static func transfer(_ url: String, timeout: Duration) async -> Result<[UInt8], AsyncImageError> {
        guard let token = lazyscroll_http_token_new() else { return .failure(.transferFailed("out of memory")) }
        defer { lazyscroll_http_token_free(token) }
        // The token's address crosses to the transfer's thread and the cancel handler as an
        // integer: the C object is an atomic flag, safe from any thread, and lives until the
        // transfer has returned (the `defer` above runs after the continuation resumes).
        let address = Int(bitPattern: token)
        return await withTaskCancellationHandler {
            await onOwnThread { get(url, token: OpaquePointer(bitPattern: address), timeout: timeout) }
        } onCancel: {
            lazyscroll_http_cancel(OpaquePointer(bitPattern: address))
        }
    }

    /// Runs `work` on a new thread and returns its result.
    private static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }

    private static func get(_ url: String, token: OpaquePointer?, timeout: Duration) -> Result<[UInt8], AsyncImageError> {
        var body: UnsafeMutablePointer<UInt8>?
        var length = 0, status = 0
        var message = [CChar](repeating: 0, count: 512)
        let milliseconds = timeout.components.seconds * 1000
        let outcome = lazyscroll_http_get(url, token, Int(milliseconds), maximumBytes, &body, &length, &status, &message, message.count)
        defer { free(body) }
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch outcome {
        case LAZYSCROLL_HTTP_DONE:
            guard (200...299).contains(status) else { return .failure(.badServerResponse(statusCode: status)) }
            guard let body else { return .success([]) }
            return .success(Array(UnsafeBufferPointer(start: body, count: length)))
        case LAZYSCROLL_HTTP_NO_LIBRARY:
            return .failure(.networkingUnavailable(reason))
        case LAZYSCROLL_HTTP_CANCELLED:
            return .failure(.cancelled)
        default:
            return .failure(.transferFailed(reason))
        }
    }
}

/// At most ``limit`` remote loads at once (a fling through a list of remote pictures would
/// otherwise start a thread and a connection per row) — what `URLSession`'s
/// `httpMaximumConnectionsPerHost` bounds on Apple platforms (6 by default on iOS).
actor FetchSlots {
    static let shared = FetchSlots()
    static let limit = 6
    private var inUse = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        if inUse < Self.limit { inUse += 1; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { inUse -= 1 } else { waiting.removeFirst().resume() }
    }
}

/// A picture's size in pixels, read from its header — what layout needs before the renderer
/// decodes the pixels (with SDL2_image, which reads these formats).
enum ImageHeader {
    /// The largest picture taken: 64 megapixels (256 MiB decoded). A small file may declare a
    /// huge size; beyond this it is refused rather than decoded.
    static let maximumPixels = 1 << 26

    /// The size of the picture in the file at `path`: its first 32 bytes read (all a PNG, GIF,
    /// BMP or WebP header needs); a JPEG's frame header, after its other segments, from the
    /// first 64 KiB, or the whole file when it comes later (a large EXIF block).
    static func size(ofFile path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var head = [UInt8](handle.readData(ofLength: 32))
        if let size = size(of: head) { return size }
        guard head.count == 32, head.starts(with: [0xFF, 0xD8]) else { return nil }
        head += handle.readData(ofLength: (1 << 16) - 32)
        if let size = size(of: head) { return size }
        guard head.count == 1 << 16 else { return nil }
        return size(of: head + [UInt8](handle.readDataToEndOfFile()))
    }

    /// The size of the picture whose bytes begin `bytes`, or nil when they are none of the
    /// formats or end before the size.
    static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        func le16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        func le32(_ i: Int) -> Int { le16(i) | le16(i + 2) << 16 }
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && bytes[offset..<offset + prefix.count].elementsEqual(prefix)
        }
        func valid(_ width: Int, _ height: Int) -> (width: Int, height: Int)? {
            width > 0 && height > 0 && width <= 1 << 15 && height <= 1 << 15 && width * height <= maximumPixels ? (width, height) : nil
        }
        // PNG: the signature, then IHDR's big-endian width and height (PNG spec, §5.2, §11.2.2).
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count >= 24 {
            return valid(be32(16), be32(20))
        }
        // GIF: "GIF87a"/"GIF89a", then the logical screen's little-endian width and height.
        if starts(Array("GIF8".utf8)), bytes.count >= 10 { return valid(le16(6), le16(8)) }
        // BMP: "BM", then the DIB header's signed 32-bit width and height at 18 and 22 (a
        // negative height is a top-down bitmap).
        if starts(Array("BM".utf8)), bytes.count >= 26 {
            let height = Int(Int32(truncatingIfNeeded: le32(22)))
            return valid(le32(18), abs(height))
        }
        // WebP: RIFF….WEBP, then a VP8 (lossy), VP8L (lossless) or VP8X (extended) chunk.
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8), bytes.count >= 30 {
            if starts(Array("VP8 ".utf8), at: 12) { return valid(le16(26) & 0x3FFF, le16(28) & 0x3FFF) }
            if starts(Array("VP8L".utf8), at: 12) {
                let bits = le32(21)
                return valid((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
            }
            if starts(Array("VP8X".utf8), at: 12) {
                let width = Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16
                let height = Int(bytes[27]) | Int(bytes[28]) << 8 | Int(bytes[29]) << 16
                return valid(width + 1, height + 1)
            }
            return nil
        }
        // JPEG: SOI, then segments until a start-of-frame (SOF0…SOF15 but DHT C4, JPG C8 and
        // DAC CC), whose height and width are big-endian at 5 and 7 (ITU T.81, B.2.2).
        if starts([0xFF, 0xD8]) {
            var i = 2
            while i + 9 < bytes.count {
                guard bytes[i] == 0xFF else { return nil }
                let marker = bytes[i + 1]
                if marker == 0xFF { i += 1; continue }                  // fill byte
                if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return valid(be16(i + 7), be16(i + 5))
                }
                i += 2 + be16(i + 2)
            }
        }
        return nil
    }
}

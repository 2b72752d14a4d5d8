import DisplayList
import Foundation
import Observation
import ScrollCore
import Testing
@testable import LazyScrollViews
#if canImport(Glibc)
import Glibc
#endif

// `AsyncImage` (https://developer.apple.com/documentation/swiftui/asyncimage): "Until the image
// loads, the view displays a standard placeholder that fills the available space. After the load
// completes successfully, the view updates to display the image"; `init(url:scale:)`: "If the
// operation fails, SwiftUI continues to display the placeholder"; `AsyncImagePhase`
// (https://developer.apple.com/documentation/swiftui/asyncimagephase): `.empty`, `.success`,
// `.failure`. Loads finish on real I/O (a file read, a socket), so the tests wait for them —
// frame by frame, bounded — rather than step a virtual clock.

/// The repository's 64 × 64 app icon, a real PNG.
private let iconURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../assets/lazyscroll-icon.png").standardizedFileURL

/// Records every phase an `AsyncImage` shows, by its description.
@MainActor
private final class PhaseLog {
    var phases: [String] = []
    func note(_ phase: AsyncImagePhase) -> String {
        let text: String
        switch phase {
        case .empty: text = "empty"
        case .success(let image): text = "success \(Int(image.intrinsicSize.width))x\(Int(image.intrinsicSize.height))"
        case .failure(let error): text = "failure \(error)"
        }
        if phases.last != text { phases.append(text) }
        return text
    }
}

private struct PhaseProbe: View {
    let url: URL?
    let log: PhaseLog
    var body: some View {
        AsyncImage(url: url) { phase in
            Text(log.note(phase))
        }
    }
}

@Observable @MainActor
private final class Source {
    var url: URL? = iconURL
}

private struct URLSwitcher: View {
    let source: Source
    let log: PhaseLog
    var body: some View { PhaseProbe(url: source.url, log: log) }
}

@MainActor
@Suite("AsyncImage")
struct AsyncImageTests {
    /// Steps frames (draining the main actor between them) until `done` holds, for at most
    /// ~20 s of real I/O (a loaded test run may take long to run a load's thread).
    private func settle(_ host: ViewHost, until done: () -> Bool) async throws {
        var frame = 0
        while !done() && frame < 20_000 {
            await host.graph.drainMainActor()
            frame += 1
            host.update(size: host.size, at: Double(frame) / 60)
            _ = host.render(at: Double(frame) / 60)
            if !done() { try await Task.sleep(for: .milliseconds(1)) }
        }
    }

    private func images(in list: DisplayList) -> [(ImageID, Rect)] {
        list.commands.compactMap { if case .image(let id, let rect, _) = $0 { (id, rect) } else { nil } }
    }

    @Test("The plain form shows the grey placeholder filling its frame, then the image at its pixel size ÷ scale")
    func plainFormPlaceholderThenImage() async throws {
        let host = makeHost(VStack { AsyncImage(url: iconURL, scale: 2) }.frame(width: 200, height: 100), width: 200, height: 100)
        // Before the load: no picture, the placeholder fills the 200 × 100 offered.
        let first = host.render(at: 0)
        #expect(images(in: first).isEmpty)
        #expect(first.commands.contains { if case .fillRect(let rect, _) = $0 { rect == Rect(x: 0, y: 0, width: 200, height: 100) } else { false } })
        try await settle(host) { !images(in: host.render(at: 0)).isEmpty }
        let drawn = try #require(images(in: host.render(at: 0)).first)
        // 64 × 64 pixels at scale 2: 32 × 32 points, centred in the 200 × 100 frame.
        #expect(drawn.1 == Rect(x: 84, y: 34, width: 32, height: 32))
        let fileBytes = try Data(contentsOf: iconURL).count
        #expect(ImageBitmaps.encodedData(for: drawn.0)?.count == fileBytes)
    }

    @Test("Phases: empty, then success with the image's size; a missing file and an unsupported scheme fail")
    func phases() async throws {
        let log = PhaseLog()
        let host = makeHost(PhaseProbe(url: iconURL, log: log))
        #expect(log.phases == ["empty"])
        try await settle(host) { log.phases.count == 2 }
        #expect(log.phases == ["empty", "success 64x64"])

        let missing = PhaseLog()
        let missingHost = makeHost(PhaseProbe(url: URL(fileURLWithPath: "/nonexistent/picture.png"), log: missing))
        try await settle(missingHost) { missing.phases.count == 2 }
        #expect(missing.phases.count == 2 && missing.phases[1].hasPrefix("failure cannot read /nonexistent/picture.png"))

        let ftp = PhaseLog()
        let ftpHost = makeHost(PhaseProbe(url: URL(string: "ftp://example.com/a.png"), log: ftp))
        try await settle(ftpHost) { ftp.phases.count == 2 }
        #expect(ftp.phases == ["empty", "failure unsupported URL: ftp://example.com/a.png (AsyncImage loads http, https and file URLs)"])

        // A nil URL loads nothing: the phase stays empty.
        let none = PhaseLog()
        let noneHost = makeHost(PhaseProbe(url: nil, log: none))
        await noneHost.graph.drainMainActor()
        noneHost.update(size: noneHost.size, at: 1)
        #expect(none.phases == ["empty"])
    }

    @Test("A file that is not a picture fails with notAnImage")
    func notAPicture() async throws {
        let log = PhaseLog()
        let host = makeHost(PhaseProbe(url: URL(fileURLWithPath: #filePath), log: log))
        try await settle(host) { log.phases.count == 2 }
        #expect(log.phases.last?.hasPrefix("failure") == true && log.phases.last?.contains("not a PNG, JPEG, GIF, BMP or WebP picture") == true)
    }

    @Test("A new URL starts a new load: the phase goes back to empty, then the new result")
    func urlChangeReloads() async throws {
        let log = PhaseLog()
        let source = Source()
        let host = makeHost(URLSwitcher(source: source, log: log))
        try await settle(host) { log.phases.count == 2 }
        source.url = URL(fileURLWithPath: "/nonexistent/other.png")
        try await settle(host) { log.phases.count == 4 }
        #expect(log.phases.count == 4 && log.phases[2] == "empty" && log.phases[3].hasPrefix("failure cannot read /nonexistent/other.png"))
    }

    @Test("The placeholder form shows the placeholder, then the content closure's view of the image")
    func placeholderForm() async throws {
        let host = makeHost(AsyncImage(url: iconURL) { image in
            image.resizable().frame(width: 40, height: 20)
        } placeholder: {
            Text("loading")
        })
        #expect(host.render(at: 0).description.contains("loading"))
        try await settle(host) { !images(in: host.render(at: 0)).isEmpty }
        let list = host.render(at: 0)
        #expect(!list.description.contains("loading"))
        #expect(images(in: list).first?.1.width == 40 && images(in: list).first?.1.height == 20)
    }

    @Test("http: the body of a 200 is the image; a 404 fails with the status", .enabled(if: LocalHTTPServer.curlIsInstalled))
    func http() async throws {
        let png = try Data(contentsOf: iconURL)
        let server = try LocalHTTPServer(responses: ["/icon.png": (200, png), "/gone.png": (404, Data("not found".utf8))])
        let log = PhaseLog()
        let host = makeHost(PhaseProbe(url: URL(string: "http://127.0.0.1:\(server.port)/icon.png"), log: log))
        try await settle(host) { log.phases.count == 2 }
        #expect(log.phases == ["empty", "success 64x64"])
        let missing = PhaseLog()
        let missingHost = makeHost(PhaseProbe(url: URL(string: "http://127.0.0.1:\(server.port)/gone.png"), log: missing))
        try await settle(missingHost) { missing.phases.count == 2 }
        #expect(missing.phases == ["empty", "failure the server answered 404"])
    }

    @Test("Sizes from headers: PNG, GIF, BMP (top-down), WebP (VP8, VP8L, VP8X), JPEG after an APP0 segment",
          arguments: [
            // PNG: IHDR width 300 (0x12C), height 2.
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0x2C, 0, 0, 0, 2], 300, 2),
            // GIF89a, 7 × 260 little-endian.
            (Array("GIF89a".utf8) + [7, 0, 4, 1], 7, 260),
            // BMP: width 5, height −3 (top-down) at 18 and 22.
            (Array("BM".utf8) + [UInt8](repeating: 0, count: 16) + [5, 0, 0, 0, 0xFD, 0xFF, 0xFF, 0xFF], 5, 3),
            // WebP lossy: 14-bit width 640 and height 480 at 26 and 28.
            (Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [UInt8](repeating: 0, count: 10) + [0x80, 0x02, 0xE0, 0x01], 640, 480),
            // WebP lossless: after the 0x2F signature byte at 20, (width − 1) = 99 and (height − 1) = 49 in 14 bits each, little-endian: 99 | 49 << 14 = 0x0C4063.
            (Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8L".utf8) + [0, 0, 0, 0, 0x2F] + [0x63, 0x40, 0x0C, 0, 0, 0, 0, 0, 0], 100, 50),
            // WebP extended: 24-bit (width − 1) at 24, (height − 1) at 27: 1000 × 2.
            (Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [UInt8](repeating: 0, count: 8) + [0xE7, 0x03, 0, 1, 0, 0], 1000, 2),
            // JPEG: SOI, an APP0 of 16 bytes, SOF0 with height 120 and width 160.
            ([0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + [UInt8](repeating: 0, count: 14) + [0xFF, 0xC0, 0, 17, 8, 0, 120, 0, 160, 3, 0, 0, 0], 160, 120),
          ] as [([UInt8], Int, Int)])
    func headerSizes(bytes: [UInt8], width: Int, height: Int) {
        let size = ImageHeader.size(of: bytes)
        #expect(size?.width == width && size?.height == height)
    }

    @Test("Image(contentsOfFile:) takes its size from the same headers: a JPEG whose frame header is past the first 64 KiB, a PNG")
    func fileImageSizes() throws {
        // SOI, an APP1 segment of 65,533 bytes and another of 1,000 (an EXIF block with a
        // thumbnail), then SOF2 (progressive) with height 477 and width 720.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFD] + [UInt8](repeating: 0, count: 65_531)
            + [0xFF, 0xE1, 0x03, 0xE8] + [UInt8](repeating: 0, count: 998)
            + [0xFF, 0xC2, 0, 17, 8, 0x01, 0xDD, 0x02, 0xD0, 3, 0, 0, 0]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lazyscroll-\(UUID().uuidString).jpg")
        try Data(jpeg).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(Image(contentsOfFile: file.path).intrinsicSize == CGSize(width: 720, height: 477))
        #expect(Image(contentsOfFile: iconURL.path).intrinsicSize == CGSize(width: 64, height: 64))
        #expect(Image(contentsOfFile: "/nonexistent.png").intrinsicSize == .zero)
    }

    @Test("A picture declaring more than 64 megapixels is refused (a small file may claim a huge size)")
    func hugeDeclaredSize() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        // 8192 × 8192 = 2²⁶ pixels: the largest taken; 8192 × 8193 is one row more.
        #expect(ImageHeader.size(of: png + [0, 0, 0x20, 0, 0, 0, 0x20, 0])?.width == 8192)
        #expect(ImageHeader.size(of: png + [0, 0, 0x20, 0, 0, 0, 0x20, 1]) == nil)
    }

    @Test("Image(systemName: \"\") draws nothing, not an unmapped name's outlined placeholder")
    func emptySymbolName() {
        let host = makeHost(Image(systemName: ""), width: 100, height: 100)
        // At most an empty picture: no text, no outline.
        #expect(host.displayList.commands.allSatisfy { if case .image(_, let rect, _) = $0 { rect.width == 0 && rect.height == 0 } else { false } })
    }

    @Test("Cancelling a remote load stops its transfer", .enabled(if: LocalHTTPServer.curlIsInstalled))
    func cancellingStopsTheTransfer() async throws {
        // The server never answers "/slow" while the test runs, and the transfer's timeout is ten
        // minutes (a cancellation that does not reach libcurl fails, not hangs, the run): the
        // load ends as `.cancelled` only through the cancellation — libcurl's progress callback
        // seeing the token, or the check before the transfer starts. (No wall-clock bound, and
        // none hidden in the server: under a loaded run CI most likely woke this test from its
        // 100 ms sleep after the 20 s a stalling server used to wait, and the load ended with
        // the server's empty answer.)
        let server = try LocalHTTPServer(responses: ["/slow": (200, Data())], silentPaths: ["/slow"])
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/slow"))
        let load = Task { () -> AsyncImageError? in
            do throws(AsyncImageError) { _ = try await AsyncImageLoader.load(url, timeout: .seconds(600)); return nil } catch { return error }
        }
        try await Task.sleep(for: .milliseconds(100))
        load.cancel()
        #expect(await load.value == .cancelled)
    }

    @Test("Bytes of no known picture, or truncated headers, have no size")
    func headerRejects() {
        #expect(ImageHeader.size(of: Array("hello, world, this is text".utf8)) == nil)
        #expect(ImageHeader.size(of: [0x89, 0x50, 0x4E, 0x47]) == nil)
        #expect(ImageHeader.size(of: [0xFF, 0xD8, 0xFF, 0xE0, 0, 16]) == nil)
    }
}

/// A one-thread HTTP/1.0 server on 127.0.0.1 answering fixed responses by path, for as long as
/// it lives (the test's scope).
final class LocalHTTPServer: Sendable {
    let port: Int
    private let socket: Int32

    /// Whether libcurl can be loaded here (the http test needs it; `scripts/install-deps.sh`
    /// installs Debian's `libcurl4`).
    static let curlIsInstalled: Bool = {
        guard let library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL) else { return false }
        dlclose(library)
        return true
    }()

    /// `silentPaths`: requests for these are read and never answered; their connections close
    /// when the server goes away.
    init(responses: [String: (Int, Data)], silentPaths: Set<String> = []) throws {
        let listening = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listening, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listening, 8) == 0 else { close(listening); throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listening, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        socket = listening
        Thread.detachNewThread {
            var silent: [Int32] = []
            while true {
                let client = accept(listening, nil, nil)
                guard client >= 0 else { silent.forEach { _ = close($0) }; return }   // the server is gone
                var request = [UInt8]()
                var buffer = [UInt8](repeating: 0, count: 4096)
                while !request.suffix(4).elementsEqual([13, 10, 13, 10]) {
                    let count = read(client, &buffer, buffer.count)
                    if count <= 0 { break }
                    request += buffer[0..<count]
                }
                let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self).split(separator: " ")
                let path = line.count > 1 ? String(line[1]) : "/"
                if silentPaths.contains(path) { silent.append(client); continue }
                let (status, body) = responses[path] ?? (404, Data())
                let head = "HTTP/1.0 \(status) X\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
                let response = [UInt8](head.utf8) + [UInt8](body)
                var sent = 0
                while sent < response.count {
                    let n = response[sent...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
                    if n <= 0 { break }
                    sent += n
                }
                close(client)
            }
        }
    }

    deinit { shutdown(socket, Int32(SHUT_RDWR)); close(socket) }
}

@MainActor
@Suite("AsyncImage overlays")
struct AsyncImageOverlayTests {
    @Test("An overlay on a loaded AsyncImage draws above the picture")
    func overlayAbovePicture() async throws {
        let host = makeHost(AsyncImage(url: iconURL) { image in image.resizable().scaledToFill() } placeholder: { Color.gray }
            .frame(width: 100, height: 100)
            .clipped()
            .overlay(alignment: .topTrailing) { Text("fav").padding(6) }, width: 200, height: 200)
        var frame = 0
        func drawnImage() -> Int? { host.displayList.commands.firstIndex { if case .image = $0 { true } else { false } } }
        while drawnImage() == nil && frame < 20_000 {
            await host.graph.drainMainActor()
            frame += 1
            host.update(size: host.size, at: Double(frame) / 60)
            host.render(at: Double(frame) / 60)
            if drawnImage() == nil { try await Task.sleep(for: .milliseconds(1)) }
        }
        let image = try #require(drawnImage())
        let label = try #require(host.displayList.commands.firstIndex { if case .text("fav", _, _, _) = $0 { true } else { false } })
        #expect(image < label, "\(host.displayList.description)")
    }
}

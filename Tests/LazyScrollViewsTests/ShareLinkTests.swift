import DisplayList
import Foundation
import ScrollCore
import ScrollHosting
import Testing
@testable import LazyScrollViews

// `ShareLink` (https://developer.apple.com/documentation/swiftui/sharelink): "A view that controls
// a sharing presentation"; its default label is the "Share" title with the
// `square.and.arrow.up` symbol. Linux has no share sheet: a tap presents an action sheet whose
// actions copy, open and mail the item (ShareLink.swift says why).

@MainActor
private final class Opened {
    var urls: [URL] = []
}

@MainActor
@Suite("ShareLink", .serialized)
struct ShareLinkTests {
    private func step(_ host: ViewHost, to time: Double) {
        host.update(size: host.size, at: time)
        host.render(at: time)
    }

    private func texts(_ host: ViewHost) -> [String] {
        host.displayList.commands.compactMap { if case .text(let text, _, _, _) = $0 { text } else { nil } }
    }

    /// Taps the ShareLink's button (the window's only tap target before the sheet).
    private func tapShareButton(_ host: ViewHost) -> Bool {
        guard let area = host.tapTargets.first.map({ $0.rect.applying($0.toWindow) }) else { return false }
        return host.tap(at: CGPoint(x: area.midX, y: area.midY))
    }

    /// Taps the sheet's action `index` (its tap targets: the window's — a tap outside cancels —
    /// then the actions in order).
    private func tapAction(_ index: Int, in host: ViewHost) -> Bool {
        let areas = host.tapTargets.map { $0.rect.applying($0.toWindow) }.dropFirst()
        guard index < areas.count else { return false }
        let area = areas[areas.startIndex + index]
        return host.tap(at: CGPoint(x: area.midX, y: area.midY))
    }

    private func makeShareHost<V: View>(_ view: V, opened: Opened) -> ViewHost {
        makeHost(view.environment(\.openURL, OpenURLAction { url in opened.urls.append(url); return .handled }),
                 width: 390, height: 800)
    }

    @Test("The default label is iOS's: \"Share\" and the share symbol")
    func defaultLabel() {
        let host = makeHost(ShareLink(item: URL(string: "https://example.com/a")!), width: 390, height: 800)
        #expect(texts(host).contains("Share"))
        let titled = makeHost(ShareLink("Send link", item: "hello"), width: 390, height: 800)
        #expect(texts(titled).contains("Send link"))
    }

    @Test("A tap presents the sheet titled by the subject; Copy puts the URL's string on the clipboard")
    func copyURL() {
        let saved = HostClipboard.current
        defer { HostClipboard.current = saved }
        let clipboard = MemoryTextClipboard()
        HostClipboard.current = clipboard
        let opened = Opened()
        let host = makeShareHost(ShareLink(item: URL(string: "https://example.com/recipe/42")!, subject: Text("Lentil soup")) {
            Text("Share recipe")
        }, opened: opened)
        #expect(!texts(host).contains("Copy"))
        #expect(tapShareButton(host))
        step(host, to: 1)
        #expect(texts(host).contains("Lentil soup"))
        #expect(["Copy", "Open", "Mail", "Cancel"].allSatisfy(texts(host).contains))
        #expect(tapAction(0, in: host))      // Copy, Open, Mail, Cancel
        step(host, to: 2)
        #expect(clipboard.string == "https://example.com/recipe/42")
        #expect(opened.urls.isEmpty)
        step(host, to: 3)                     // the sheet slides away; the next update lets it go
        step(host, to: 3.1)
        #expect(!texts(host).contains("Copy"))
    }

    @Test("Open opens the URL; Mail opens a mailto: draft with the subject, and the message then the item as its body")
    func openAndMail() throws {
        let opened = Opened()
        let host = makeShareHost(ShareLink(item: URL(string: "https://example.com/x")!, subject: Text("Look"),
                                           message: Text("Thought of you")), opened: opened)
        #expect(tapShareButton(host))
        step(host, to: 1)
        #expect(tapAction(1, in: host))      // Copy, Open, Mail, Cancel
        step(host, to: 2)
        #expect(opened.urls == [URL(string: "https://example.com/x")!])
        step(host, to: 3)                     // the sheet slides away; the next update lets it go
        step(host, to: 3.1)
        #expect(tapShareButton(host))
        step(host, to: 4)
        #expect(tapAction(2, in: host))
        step(host, to: 5)
        let mail = try #require(opened.urls.last)
        let components = try #require(URLComponents(url: mail, resolvingAgainstBaseURL: false))
        #expect(components.scheme == "mailto")
        #expect(components.queryItems == [URLQueryItem(name: "subject", value: "Look"),
                                          URLQueryItem(name: "body", value: "Thought of you\n\nhttps://example.com/x")])
    }

    @Test("A string has no Open action; without a subject the sheet shows no title")
    func stringItem() {
        let opened = Opened()
        let host = makeShareHost(ShareLink(item: "Meet at 6"), opened: opened)
        #expect(tapShareButton(host))
        step(host, to: 1)
        #expect(texts(host).contains("Copy") && texts(host).contains("Mail"))
        #expect(!texts(host).contains("Open"))
        #expect(texts(host).filter { $0 == "Share" }.count == 1)    // the label only, no title
    }
}

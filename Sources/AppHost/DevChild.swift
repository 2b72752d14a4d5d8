import CSDL2
import Diagnostics
import DevLoop
import DisplayList
import Foundation
import ScrollCore

/// What a banner of the dev loop says over the app's last good frame.
public struct DevBanner: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case building, failed }
    public var kind: Kind
    public var text: String

    /// The banner for `message`, nil for a message that clears it (or shows none).
    public init?(_ message: DevMessage) {
        switch message {
        case .building(let changed):
            kind = .building
            let names = changed.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            text = "building… (\(names.joined(separator: ", ")) changed)"
        case .buildFailed(let banner):
            kind = .failed
            text = banner
        case .snapshotAndExit:
            return nil
        }
    }

    /// Draws the banner across the top of `viewport` (the frame underneath stays as it was):
    /// a dark panel, the compiler's error in the warning colour, wrapped to the width (at most
    /// four lines; an error's first line carries its file:line).
    public func draw(viewport: Rect, style: OverlayStyle, into list: inout DisplayList) {
        let columns = max(16, Int((viewport.width - 2 * style.margin - 2 * style.padding) / style.charWidth))
        let title = kind == .building ? "LazyScroll dev" : "Build failed — the last good build is still running"
        var lines = [title] + Self.wrap(text, columns: columns)
        if lines.count > 5 { lines = Array(lines.prefix(4)) + ["…"] }
        let width = viewport.width - 2 * style.margin
        let height = style.panelSize(columns: 1, lines: lines.count).height
        let origin = Point(x: viewport.minX + style.margin, y: viewport.minY + style.margin)
        style.panel(Rect(origin: origin, size: Size(width: width, height: height)), into: &list)
        for (index, line) in lines.enumerated() {
            let color = index == 0 ? OverlayStyle.title : (kind == .failed ? OverlayStyle.bad : OverlayStyle.text)
            style.text(line, Point(x: origin.x + style.padding, y: origin.y + style.padding), line: index, color, into: &list)
        }
    }

    /// `text` cut into lines of at most `columns` characters.
    static func wrap(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var rest = Substring(text)
        while rest.count > columns {
            lines.append(String(rest.prefix(columns)))
            rest = rest.dropFirst(columns)
        }
        lines.append(String(rest))
        return lines
    }
}

/// The app's end of the dev loop's channel: the supervisor's ``DevMessage`` lines on standard
/// input, read by a thread that wakes the window's frame loop (an SDL user event) so a banner
/// shows at once even when the window is idle. The frame loop takes the messages between frames.
public final class DevChannel: Sendable {
    /// The messages read and not yet taken, shared by the reading thread and the frame loop.
    private let inbox = LockedValue<[DevMessage]>([])

    public init() {}

    /// Starts reading `descriptor` (standard input) on a thread of its own.
    public func startReading(descriptor: Int32 = 0) {
        let thread = Thread { [self] in
            var buffer = DevLineBuffer()
            var bytes = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                let messages = buffer.append(bytes[..<count]).compactMap(DevMessage.init(line:))
                guard !messages.isEmpty else { continue }
                deliver(messages)
            }
        }
        thread.name = "lazyscroll-dev-channel"
        thread.start()
    }

    /// Queues `messages` and wakes the frame loop (the reading thread calls it; tests too).
    public func deliver(_ messages: [DevMessage]) {
        inbox.withLock { $0 += messages }
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        _ = SDL_PushEvent(&event)
    }

    /// The messages that arrived since the last call, oldest first.
    public func take() -> [DevMessage] {
        inbox.withLock { inbox in
            let messages = inbox
            inbox.removeAll()
            return messages
        }
    }
}

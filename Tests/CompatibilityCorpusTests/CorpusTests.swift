import AppHost
import CompatibilityCorpus
import DisplayList
import Foundation
import LazyScrollUI
import ScrollCore
import ScrollHosting
import Testing

// Each view of the compatibility corpus, run as an app runs it: the headless host (the window's
// pipeline — physics, the lazy layout, nested scroll views, the real font), three frames, then its
// layout written as text — the frames of the named views (the bounds overlay's outlines) and
// where each string was drawn — and compared with `Goldens/<name>.txt`. A change here is a
// visible change: look at the view (`--headless --screenshot`) before re-recording with
// `LAZYSCROLL_RECORD_GOLDENS=1 swift test --filter CompatibilityCorpus` (PNGs of every view:
// `LAZYSCROLL_CORPUS_SCREENSHOTS=DIR`).

/// Makes the one corpus view a run asks for, and keeps it so the test can read its outlines.
/// (The host calls `make` on the main actor.)
private final class CorpusProvider: SceneProvider {
    let entry: CorpusEntry
    private(set) var scene: ViewScene<AnyView>?
    init(_ entry: CorpusEntry) { self.entry = entry }
    var names: [String] { [entry.name] }
    @MainActor func make(_ name: String, repeatCount: Int?, viewport: Size, measurer: any TextMeasurer) -> (any WindowContent)? {
        let made = ViewScene(name: entry.name, rootView: entry.make(), measurer: measurer, size: viewport)
        scene = made
        return made
    }
}

/// What a run drew, as the golden files write it.
struct CorpusLayout {
    var lines: [String] = []

    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    static func format(_ rect: Rect) -> String {
        "(\(format(rect.minX)), \(format(rect.minY))) \(format(rect.width))×\(format(rect.height))"
    }

    /// Where each string was drawn (its layout box's top-left, window points), transforms applied.
    static func texts(_ list: DisplayList) -> [String] {
        var found: [String] = []
        var stack: [DrawTransform] = [.identity]
        for command in list.commands {
            switch command {
            case .pushTransform(let t): stack.append(t.then(stack.last!))
            case .popTransform: stack.removeLast()
            case .text(let text, let origin, let font, _):
                let p = stack.last!.apply(origin)
                found.append("text \(String(reflecting: text)) at (\(format(p.x)), \(format(p.y))) \(format(font.sizePoints))pt")
            default: break
            }
        }
        return found
    }
}

@MainActor
@Suite(.serialized) struct CompatibilityCorpusTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static var recording: Bool { ProcessInfo.processInfo.environment["LAZYSCROLL_RECORD_GOLDENS"] == "1" }

    @Test func theCorpusHasThirtyViewsOrMore() {
        #expect(corpus.count >= 30)
        #expect(Set(corpus.map(\.name)).count == corpus.count, "names are unique (each is a golden file)")
    }

    /// Runs `entry` headless for `frames` frames and returns its layout and the run's report.
    static func run(_ entry: CorpusEntry, frames: Int = 3) async throws -> (layout: CorpusLayout, report: RunReport) {
        let provider = CorpusProvider(entry)
        var options = RunOptions()
        options.sceneName = entry.name
        options.size = Size(width: Double(entry.size.width), height: Double(entry.size.height))
        options.frames = frames
        // To look at the views: `LAZYSCROLL_CORPUS_SCREENSHOTS=/tmp/corpus swift test --filter Corpus`.
        if let directory = ProcessInfo.processInfo.environment["LAZYSCROLL_CORPUS_SCREENSHOTS"] {
            options.screenshotPath = directory + "/" + entry.name + ".png"
        }
        // In the dark appearance: `LAZYSCROLL_CORPUS_COLOR_SCHEME=dark` (the goldens are layouts,
        // the same in both; the screenshots are not).
        options.darkAppearance = ProcessInfo.processInfo.environment["LAZYSCROLL_CORPUS_COLOR_SCHEME"] == "dark"
        let outcome = try await HeadlessRunner(options: options, scenes: provider).run()
        var layout = CorpusLayout()
        layout.lines.append("window \(CorpusLayout.format(options.size.width))×\(CorpusLayout.format(options.size.height))")
        if let scene = provider.scene {
            for (frame, name, depth) in scene.debugViewBounds() {
                layout.lines.append(String(repeating: "  ", count: max(0, depth)) + "view \(name) \(CorpusLayout.format(frame))")
            }
        }
        layout.lines += CorpusLayout.texts(outcome.pipeline.displayList)
        return (layout, outcome.report)
    }

    @Test(arguments: corpus.map(\.name))
    func layoutMatchesItsGolden(_ name: String) async throws {
        let entry = try #require(corpus.first { $0.name == name })
        let (layout, report) = try await Self.run(entry)
        var lines = layout.lines
        lines.insert("lazy elements \(report.lazy.elementCount), realized \(report.lazy.realized)", at: 1)
        let actual = lines.joined(separator: "\n") + "\n"
        let file = Self.goldens.appendingPathComponent("\(name).txt")
        if Self.recording {
            try GoldenFile.write(actual, to: file)
            return
        }
        let expected = try? String(contentsOf: file, encoding: .utf8)
        #expect(expected != nil, "no golden for \(name): record it with LAZYSCROLL_RECORD_GOLDENS=1")
        if let expected, expected != actual {
            let diff = GoldenFile.firstDifference(expected, actual)
            Issue.record("\(name)'s layout changed at line \(diff.line):\n  golden: \(diff.expected)\n  now:    \(diff.actual)")
        }
    }
}

/// Writing a golden: a temp file beside it, checked writes, then a rename over a regular file only.
enum GoldenFile {
    static func write(_ text: String, to url: URL) throws {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            let type = try fm.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
            guard type == .typeRegular else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path]) }
        }
        let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        try Data(text.utf8).write(to: temp, options: [.withoutOverwriting])
        guard rename(temp.path, url.path) == 0 else {
            try? fm.removeItem(at: temp)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }

    static func firstDifference(_ a: String, _ b: String) -> (line: Int, expected: String, actual: String) {
        let x = a.split(separator: "\n", omittingEmptySubsequences: false)
        let y = b.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(x.count, y.count) {
            let l = i < x.count ? String(x[i]) : "<end>"
            let r = i < y.count ? String(y[i]) : "<end>"
            if l != r { return (i + 1, l, r) }
        }
        return (0, "", "")
    }
}

import LazyScrollViews
import ScrollCore

// The Lab (issue 11): the seeds' warnings about lazy stacks, live. Each page holds a seed's code
// written with LazyScrollUI, in its wrong version and its fix (T switches), a caption naming the
// seed and the chapter, and figures the HUD shows while it runs and the run report keeps under
// `lab.<page>.<figure>`. N goes to the next page; H puts the page's explanation first in the help
// panel. The figures come from counters the pages keep (never from timing), so headless runs and
// tests measure them.

/// One Lab page: what it is called, where its code comes from, its modes and what they mean.
struct LabPageInfo: Sendable {
    /// The report's middle key (`lab.<key>.<figure>`).
    let key: String
    let title: String
    /// "seed 003 · SwiftUI keeps only a ForEach element's top-level state".
    let source: String
    /// The modes T cycles through, first the seed's wrong version.
    let modes: [String]
    /// What the help panel says first: what SwiftUI does, why, and what to do instead.
    let explanation: String
}

/// What the Lab measures, kept outside the view tree so the host can read it every frame without
/// evaluating a body (a plain main-actor class: the pages write it as their bodies run).
@MainActor final class LabRecorder {
    var page = 0
    var mode = 0
    let stateLoss = StateLossRecorder()
    let collection = CollectionRecorder()
    let responses = ResponsesModel()
    let setup = SetupRecorder()
    let buttonRule = ButtonRuleRecorder()
    let filter = FilterRecorder()
    let geometry = GeometryRecorder()
    let ids = IDRecorder()
    let images = ImageMemoryRecorder()

    static let pages: [LabPageInfo] = [StateLossPage.info, CollectionPage.info, SetupPage.info, ButtonRulePage.info, FilterPage.info,
                                       GeometryPage.info, IDPage.info, ImageMemoryPage.info]

    var info: LabPageInfo { Self.pages[page] }

    /// The current page's figures, keyed `lab.<page>.<figure>`.
    var figures: [SceneFigure] {
        let prefix = "lab.\(info.key)."
        var figures = [SceneFigure(key: prefix + "mode", label: "mode \(info.modes[mode])", value: Double(mode))]
        switch info.key {
        case StateLossPage.info.key: figures += stateLoss.figures(prefix: prefix)
        case CollectionPage.info.key: figures += collection.figures(prefix: prefix)
        case SetupPage.info.key: figures += setup.figures(prefix: prefix)
        case ButtonRulePage.info.key: figures += buttonRule.figures(prefix: prefix)
        case FilterPage.info.key: figures += filter.figures(prefix: prefix)
        case GeometryPage.info.key: figures += geometry.figures(prefix: prefix)
        case IDPage.info.key: figures += ids.figures(prefix: prefix)
        case ImageMemoryPage.info.key: figures += images.figures(prefix: prefix)
        default: break
        }
        return figures
    }

    /// A new mode or page starts counting from zero (`samePage`: T switched the mode, so what is
    /// on screen stays where it is).
    func resetFigures(samePage: Bool = false) {
        stateLoss.reset()
        collection.reset()
        setup.reset(keepingScreen: samePage)
        buttonRule.reset()
        filter.reset()
        geometry.reset()
        ids.reset()
        images.reset()
    }

    /// A frame begins (the scene's `frameBegan`): the pages that count per frame close the last one.
    func beginFrame(at timeSeconds: Double) {
        setup.beginFrame(at: timeSeconds)
        filter.beginFrame()
        images.beginFrame()
    }

    var explanation: String {
        "\(info.title) (\(info.source)). Mode: \(info.modes[mode]) — T switches (\(info.modes.joined(separator: " → "))), N next page.\n\(info.explanation)"
    }
}

/// The `lab` scene's root: the current page in the current mode, with a header that says which.
struct LabView: View {
    let recorder: LabRecorder
    @State private var page = 0
    @State private var mode = 0

    var body: some View {
        VStack(spacing: 0) {
            LabHeader(info: LabRecorder.pages[page], mode: mode, page: page, pageCount: LabRecorder.pages.count)
            switch page {
            case 0: StateLossPage(mode: StateLossPage.Mode(rawValue: mode) ?? .seed, recorder: recorder.stateLoss)
            case 1: CollectionPage(mode: CollectionPage.Mode(rawValue: mode) ?? .copied, model: recorder.responses,
                                   recorder: recorder.collection)
            case 2: SetupPage(mode: SetupPage.Mode(rawValue: mode) ?? .onAppear, recorder: recorder.setup)
            case 3: ButtonRulePage(mode: ButtonRulePage.Mode(rawValue: mode) ?? .absoluteOffset, recorder: recorder.buttonRule)
            case 4: FilterPage(mode: FilterPage.Mode(rawValue: mode) ?? .viewLevel, recorder: recorder.filter)
            case 5: GeometryPage(mode: GeometryPage.Mode(rawValue: mode) ?? .geometryChange, recorder: recorder.geometry)
            case 6: IDPage(mode: IDPage.Mode(rawValue: mode) ?? .listWithID, recorder: recorder.ids)
            default: ImageMemoryPage(mode: ImageMemoryPage.Mode(rawValue: mode) ?? .kept, recorder: recorder.images)
            }
        }
        .onKeyPress("t") {
            mode = (mode + 1) % LabRecorder.pages[page].modes.count
            recorder.mode = mode
            recorder.resetFigures(samePage: true)
            AccessibilityNotification.Announcement("lab: \(LabRecorder.pages[page].modes[mode])").post()
            return .handled
        }
        .onKeyPress("u") {
            guard page == 1 else { return .ignored }
            recorder.responses.editOne()
            return .handled
        }
        .onKeyPress("n") {
            page = (page + 1) % LabRecorder.pages.count
            mode = 0
            recorder.page = page
            recorder.mode = 0
            recorder.resetFigures()
            AccessibilityNotification.Announcement("lab page \(page + 1): \(LabRecorder.pages[page].title)").post()
            return .handled
        }
    }
}

/// The page's title, its source and the mode, above the page's content.
struct LabHeader: View {
    let info: LabPageInfo
    let mode: Int
    let page: Int
    let pageCount: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 8) {
                Text("Lab \(page + 1)/\(pageCount) · \(info.title)")
                    .font(.headline)
                Spacer()
                Text(mode == 0 ? "the seed's version" : "the fix")
                    .font(.caption)
                    .foregroundStyle(mode == 0 ? Color.orange : Color.green)
            }
            Text(info.source)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text("T: \(info.modes.enumerated().map { $0.offset == mode ? "[\($0.element)]" : $0.element }.joined(separator: "  ")) · N: next page · H: why · D: the HUD's figures")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(white: 0.93))
    }
}

import Foundation
import LazyScrollViews
import Observation

// The Origami app of the WWDC26 session "Dive into lazy stacks and scrolling"
// (../shared/seeds/004), written as the session writes it: steps in a
// `LazyVStack(pinnedViews: [.sectionHeaders])`, a Showcase section whose header pins over a
// horizontal `ScrollView { LazyHStack { … } }` of photos with the session's scroll transition,
// a pager that loads more photos from `ProgressView().onAppear`, highlight state held by the
// content view and passed down as a `@Binding` (17:33), and a "Scroll to Showcase" button
// overlaid at the bottom, shown by `onScrollGeometryChange` (8:20) or, after `O`, by
// `onScrollTargetVisibilityChange(threshold: 0.8)` (8:51), scrolling with
// `scrollPosition.scrollTo(id: "showcase-header")` inside `withAnimation` (17:58); `Return` does
// the same. `V` steps the cards' scroll transition through the session's two (rotate + scale,
// then the subtle `scaleEffect`) and a third of ours that also blurs the cards as they leave.

/// One folding step.
struct Step: Identifiable, Hashable {
    let id: Int
    let title: String
    let subtitle: String
    /// The diagram's height: the steps differ, as a real instruction sheet's do.
    let diagramHeight: CGFloat

    static func crane(count: Int) -> [Step] {
        let folds = ["Valley fold", "Mountain fold", "Squash fold", "Petal fold", "Inside reverse fold",
                     "Outside reverse fold", "Rabbit ear", "Crimp", "Swivel fold", "Sink"]
        return (0..<max(1, count)).map { i in
            Step(id: i, title: "Step \(i + 1): \(folds[i % folds.count])",
                 subtitle: "Crease firmly, then unfold to the \(i % 2 == 0 ? "left" : "right") edge",
                 diagramHeight: 100 + CGFloat((i * 37) % 5) * 30)
        }
    }
}

struct OrigamiContentView: View {
    let steps: CraneSteps
    @State var scrollPosition = ScrollPosition()
    /// The geometry rule's answer (8:20): the page is within 100 pt of its top.
    @State var isNearTop = false
    /// The visibility rule's answer (8:51): one of the first steps is at least 80 % visible.
    @State var showsFirstSteps = false
    /// `O`: which rule shows the button. Both observers always run, so switching takes effect at once.
    @State var usesVisibilityRule = false
    /// `V`: which scroll transition the cards use.
    @State var cardTransition = CardTransition.rotateAndScale
    @State var highlighted: Set<Step.ID> = []

    var isScrollToShowcaseVisible: Bool { usesVisibilityRule ? showsFirstSteps : isNearTop }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12, pinnedViews: [.sectionHeaders]) {
                Section {
                    ForEach(steps) { step in
                        StepView(step: step, highlighted: $highlighted)
                    }
                } header: {
                    SectionHeader(title: "Fold a crane")
                }
                Showcase(cardTransition: cardTransition)
                Section {
                    ForEach(NextModel.all) { model in
                        NextModelView(model: model)
                    }
                } header: {
                    SectionHeader(title: "Fold next")
                }
            }
        }
        .contentMargins(EdgeInsets(top: 0, leading: 16, bottom: 96, trailing: 16))
        .background(Color.origamiPaper)
        .scrollPosition($scrollPosition)
        .overlay(alignment: .bottom) {
            if isScrollToShowcaseVisible {
                Button {
                    scrollToShowcase()
                } label: {
                    Text("Scroll to Showcase ↓")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .frame(width: 220, height: 44)
                        .background(Capsule().fill(.blue))
                        .background(Capsule().fill(.black.opacity(0.15)).offset(y: 2))
                }
                .padding(.bottom, 28)
            }
        }
        .onScrollGeometryChange(for: Bool.self) { geo in
            geo.contentOffset.y <= 100
        } action: { _, newValue in
            self.isNearTop = newValue
        }
        .onScrollTargetVisibilityChange(idType: Step.ID.self, threshold: 0.8) { visibleIDs in
            showsFirstSteps = shouldShowScrollButton(visibleIDs: visibleIDs)
        }
        .onKeyPress(.return) {
            scrollToShowcase()
            return .handled
        }
        .onKeyPress("v") {
            cardTransition = cardTransition.next
            AccessibilityNotification.Announcement("card transition: \(cardTransition.title)").post()
            return .handled
        }
        .onKeyPress("o") {
            usesVisibilityRule.toggle()
            AccessibilityNotification.Announcement(usesVisibilityRule
                ? "button rule: onScrollTargetVisibilityChange, first steps 80 % visible"
                : "button rule: onScrollGeometryChange, offset ≤ 100 pt").post()
            return .handled
        }
    }

    /// Show the button while one of the first steps is well in view: the reader has not
    /// scrolled into the instructions yet.
    func shouldShowScrollButton(visibleIDs: [Step.ID]) -> Bool {
        visibleIDs.contains { $0 < 2 }
    }

    func scrollToShowcase() {
        withAnimation {
            scrollPosition.scrollTo(id: "showcase-header")
        }
    }
}

struct SectionHeader: View {
    let title: String
    var body: some View {
        HStack {
            Text(title).font(.system(size: 22, weight: .bold))
            Spacer()
        }
        .padding(.horizontal, 4)
        .frame(height: 56)
        .background(.bar)
        .overlay(alignment: .bottom) {
            Rectangle().fill(.black.opacity(0.08)).frame(height: 1)
        }
    }
}

struct StepView: View {
    let step: Step
    @Binding var highlighted: Set<Step.ID>

    var body: some View {
        let isHighlighted = highlighted.contains(step.id)
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top) {
                Text(step.title).font(.headline)
                Spacer()
                Text(isHighlighted ? "★ highlighted" : "☆ click to highlight")
                    .font(.caption)
                    .foregroundStyle(isHighlighted ? .orange : .gray)
                    .frame(width: 154, alignment: .leading)
            }
            .frame(height: 26, alignment: .top)
            Text(step.subtitle).font(.caption).foregroundStyle(.gray)
                .frame(height: 28, alignment: .top)
            StepDiagram(step: step)
                .frame(height: step.diagramHeight)
        }
        .padding(.top, 14)
        .padding(.horizontal, 16)
        .padding(.bottom, 24)
        .background(RoundedRectangle(cornerRadius: 14).fill(isHighlighted ? Color(red: 1, green: 241 / 255, blue: 204 / 255) : .white))
        .overlay {
            if isHighlighted {
                RoundedRectangle(cornerRadius: 14).stroke(.orange, lineWidth: 2)
            }
        }
        .onTapGesture {
            if isHighlighted { highlighted.remove(step.id) } else { highlighted.insert(step.id) }
        }
    }
}

/// The folding diagram: the sheet, a crease and what to do.
struct StepDiagram: View {
    let step: Step
    var body: some View {
        HStack(spacing: 24) {
            let side = min(step.diagramHeight - 20, 160)
            Rectangle()
                .fill(Color.swatch(Double(step.id % 6) / 6).opacity(0.85))
                .frame(width: side, height: side)
                .overlay {
                    // The creases: one diagonal, both on the even steps.
                    Crease(length: side * 2.squareRoot(), degrees: 45)
                    if step.id % 2 == 0 { Crease(length: side * 2.squareRoot(), degrees: -45) }
                }
            Text("→ fold \(step.id % 2 == 0 ? "corner to corner" : "edge to centre")")
                .foregroundStyle(Color(red: 80 / 255, green: 80 / 255, blue: 100 / 255))
            Spacer()
        }
        .padding(.horizontal, 20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(red: 238 / 255, green: 242 / 255, blue: 250 / 255)))
    }
}

/// A white crease line across the sheet, through its centre.
struct Crease: View {
    let length: CGFloat
    let degrees: Double
    var body: some View {
        Rectangle().fill(.white).frame(width: length, height: 2).rotationEffect(.degrees(degrees))
    }
}

/// Loads the showcase's photos a page at a time (15:28 "Loading more content"). The session
/// does not show `fetchPage()`; here a page arrives `loadDelay` after it is asked for (1.2 s, as
/// the engine-drawn scene's pager took), so the `ProgressView` is seen while it loads. The
/// delay is slept on the window's frame clock (``PageRequester``, `PageWait`), so a headless run
/// sees the page land on the same frame every run. With ``PageFailures`` a page can fail or time out; the
/// carousel's last card then offers Retry (``PageRequester``).
@MainActor
@Observable
final class ShowcasePager {
    static let photosPerPage = 8
    static let pageCount = 5
    /// How long the pager waits for a page (a demo's value).
    static let timeout: Duration = .seconds(3)
    private(set) var photos: [Photo] = (0..<12).map(Photo.init)
    let requester: PageRequester
    var pagesLoaded: Int { requester.pagesLoaded - 1 }
    var isLoading: Bool { requester.isLoading }
    var atEnd: Bool { requester.status == .atEnd }
    var loadDelay: Duration { requester.loadDelay }

    init(loadDelay: Duration = .milliseconds(1200), failures: PageFailures? = nil, timeout: Duration = ShowcasePager.timeout) {
        requester = PageRequester(pagesLoaded: 1, pageCount: Self.pageCount, failures: failures ?? PageFailures.commandLine,
                                  loadDelay: loadDelay, timeout: timeout)
    }

    /// Starts loading the next page unless one is on its way, one failed, or there is none.
    func fetchPage() { requester.fetchNext { [weak self] in self?.appendPage() } }
    /// Tries the failed page again.
    func retry() { requester.retry { [weak self] in self?.appendPage() } }

    private func appendPage() {
        let start = photos.count
        photos += (start..<(start + Self.photosPerPage)).map(Photo.init)
    }
}

struct Photo: Identifiable, Hashable {
    let id: Int
}

/// The showcase cards' scroll transitions, in the order `V` steps through them.
enum CardTransition: CaseIterable {
    /// The session's first (7:04): `rotationEffect(.degrees(phase.value * 20))` and
    /// `scaleEffect(1 + phase.value * 0.2)`.
    case rotateAndScale
    /// The session's subtler one (7:36): `scaleEffect(1 - abs(phase.value) * 0.1)`.
    case subtleScale
    /// Ours: the subtle scale plus `blur(radius: abs(phase.value) * 6)`, so a card goes soft
    /// as it leaves (`VisualEffect.blur`, drawn through the renderer's blur layers).
    case scaleAndBlur

    /// What the notice says when `V` picks this transition.
    var title: String {
        switch self {
        case .rotateAndScale: "rotate + scale (the session's)"
        case .subtleScale: "subtle scale, 1 − |phase| × 0.1"
        case .scaleAndBlur: "scale + blur"
        }
    }

    var next: CardTransition {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

struct Showcase: View {
    /// `V`: which scroll transition the cards use.
    var cardTransition = CardTransition.rotateAndScale
    @State var pager = ShowcasePager()

    var body: some View {
        Section {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 16) {
                    ForEach(pager.photos) { photo in
                        switch cardTransition {
                        case .rotateAndScale:
                            PhotoView(photo: photo)
                                .scrollTransition { effect, phase in
                                    effect
                                        .rotationEffect(.degrees(phase.value * 20))
                                        .scaleEffect(1 + phase.value * 0.2)
                                }
                        case .subtleScale:
                            PhotoView(photo: photo)
                                .scrollTransition { effect, phase in
                                    effect
                                        .scaleEffect(1 - abs(phase.value) * 0.1)
                                }
                        case .scaleAndBlur:
                            PhotoView(photo: photo)
                                .scrollTransition { effect, phase in
                                    effect
                                        .scaleEffect(1 - abs(phase.value) * 0.1)
                                        .blur(radius: abs(phase.value) * 6)
                                }
                        }
                    }
                    if !pager.atEnd {
                        PageStatusRow(requester: pager.requester, retry: { pager.retry() }, compact: !pager.requester.isFailed)
                            .frame(width: pager.requester.isFailed ? 260 : 120)
                            .onAppear {
                                pager.fetchPage()
                            }
                    }
                }
                .padding(.vertical, 20)
                .padding(.horizontal, 24)
            }
            // Its own margins: `contentMargins` reaches every scroll view inside the page's
            // (an environment value), and the page's 96 pt bottom margin made the carousel's
            // 300 pt content sit in 204 pt, centred 48 pt too high — over the Showcase header.
            .contentMargins(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
            .frame(height: 300)
        } header: {
            SectionHeader(title: "Showcase")
                .id("showcase-header")
        }
    }
}

/// A photo in the showcase: the shared photo card (`PhotoCardView`, as the gallery's), 200 pt wide,
/// as tall as the carousel's row less its padding (300 − 2 × 20 pt).
struct PhotoView: View {
    let photo: Photo
    var body: some View {
        PhotoCardView(photo: photo.id)
            .frame(width: 200, height: 260)
    }
}

struct NextModel: Identifiable, Hashable {
    let index: Int
    let name: String
    var id: String { "next-\(index)" }
    static let all = ["Jumping frog", "Flapping bird", "Lily", "Masu box", "Kusudama"].enumerated().map { NextModel(index: $0.offset, name: $0.element) }
}

struct NextModelView: View {
    let model: NextModel
    var body: some View {
        // The name 14 pt below the swatch's top and the difficulty 30 pt below the name's top,
        // as the engine-drawn rows had them (a 17 pt headline's line is 20 pt, so 10 between).
        HStack(alignment: .top, spacing: 20) {
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.swatch(Double(model.index) / 5).opacity(0.8))
                .frame(width: 88, height: 88)
            VStack(alignment: .leading, spacing: 10) {
                Text(model.name).font(.headline)
                Text("Difficulty \(String(repeating: "●", count: 1 + model.index % 3))\(String(repeating: "○", count: 2 - model.index % 3))")
                    .font(.caption)
                    .foregroundStyle(.gray)
            }
            .padding(.top, 14)
            Spacer()
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 14).fill(.white))
    }
}

extension Color {
    /// The Origami app's page colour.
    static let origamiPaper = Color(red: 246 / 255, green: 244 / 255, blue: 240 / 255)
}

import ScrollHosting
import DisplayList
import LazyLayout
import Painting
import ScrollCore
import ScrollEffects

/// The Origami app from the WWDC26 session "Dive into lazy stacks and scrolling"
/// (../shared/seeds/004): folding steps in a `LazyVStack(pinnedViews: [.sectionHeaders])`, then a
/// Showcase section whose pinned header sits over a horizontal `LazyHStack` of photo cards with
///
/// ```swift
/// .scrollTransition { effect, phase in
///     effect.rotationEffect(.degrees(phase.value * 20)).scaleEffect(1 + phase.value * 0.2)
/// }
/// ```
/// (`V` switches to the `scaleEffect(1 - abs(phase.value) * 0.1)` variant), a pager at the end of
/// the showcase that loads more photos with a progress card, and a "Scroll to Showcase" button
/// overlaid at the bottom — shown by `onScrollGeometryChange` (offset ≤ 100) or, after `O`, by
/// `onScrollTargetVisibilityChange(threshold: 0.8)` — that animates `scrollTo(id: "showcase-header")`.
/// Clicking a step toggles its highlight; the state is kept by id, outside the row, so it
/// survives the row being destroyed and created again.
public final class OrigamiScene: LazyStackScene {
    /// One folding step.
    public struct Step: Sendable, Hashable {
        public var id: Int
        public var title: String
        public var subtitle: String
        /// The diagram's height: the steps differ, as a real instruction sheet's do.
        public var diagramHeight: Points
    }

    /// Sections: 0 the steps, 1 the showcase (one row: the carousel), 2 models to fold next.
    public struct Data: LazyStackDataSource {
        public var steps: [Step]
        public var sectionCount: Int { 3 }
        public func itemCount(inSection section: Int) -> Int { section == 0 ? steps.count : section == 1 ? 1 : OrigamiScene.nextModels.count }
        public func hasHeader(inSection section: Int) -> Bool { true }
        public func id(of path: ElementPath) -> String {
            switch (path.section, path.kind) {
            case (0, .header): return "steps-header"
            case (1, .header): return "showcase-header"
            case (1, .item): return "showcase"
            case (2, .header): return "next-header"
            case (2, .item(let row)): return "next-\(row)"
            case (_, .item(let row)): return "step-\(steps[row].id)"
            default: return "footer-\(path.section)"
            }
        }
        public func measure(_ path: ElementPath, crossExtent: Points) -> Points {
            switch (path.section, path.kind) {
            case (_, .header): return OrigamiScene.headerHeight
            case (1, .item): return OrigamiScene.showcaseHeight
            case (2, .item): return 120
            case (_, .item(let row)): return OrigamiScene.stepChromeHeight + steps[row].diagramHeight
            default: return 0
            }
        }
        public func estimatedExtent(of kind: ElementKind, inSection section: Int) -> Points? {
            kind.row != nil ? 240 : OrigamiScene.headerHeight
        }
    }

    /// The showcase's photos, plus the pager card at the end while more can load.
    public struct Photos: LazyStackDataSource {
        public var count: Int
        public var hasMore: Bool
        public var sectionCount: Int { 1 }
        public func itemCount(inSection section: Int) -> Int { count + (hasMore ? 1 : 0) }
        public func hasHeader(inSection section: Int) -> Bool { false }
        public func id(of path: ElementPath) -> String {
            let row = path.kind.row ?? 0
            return row < count ? "photo-\(row)" : "pager"
        }
        public func measure(_ path: ElementPath, crossExtent: Points) -> Points {
            (path.kind.row ?? 0) < count ? OrigamiScene.cardWidth : OrigamiScene.pagerWidth
        }
        public var uniformItemExtent: Points? { nil }
    }

    static let headerHeight: Points = 56
    static let nextModels = ["Jumping frog", "Flapping bird", "Lily", "Masu box", "Kusudama"]
    static let stepChromeHeight: Points = 92
    static let showcaseHeight: Points = 300
    static let cardWidth: Points = 200
    static let pagerWidth: Points = 120
    /// The seed's `onScrollGeometryChange` rule: the button shows while `contentOffset.y <= 100`.
    static let buttonOffsetLimit: Points = 100
    /// Seconds a page of photos takes to "load".
    public static let pageLoadSeconds: Seconds = 1.2
    public static let photosPerPage = 8

    public let name = "origami"
    public let caption = "WWDC26 Origami: pinned Showcase header, rotating photo cards (V), Scroll to Showcase button (O: visibility rule), click a step to highlight it"
    public let background = Color(r8: 246, g8: 244, b8: 240)
    public private(set) var steps: [Step]
    private let page: LazyStackContent<Data>
    public var stackContent: LazyStackContent<Data> { page }
    public let showcase: LazyStackContent<Photos>
    /// Highlighted steps by id: kept outside the rows (seed 003's state pitfall).
    public private(set) var highlights = ElementStateStore<Int, Bool>()
    /// Which rule shows the button: geometry (offset ≤ 100) or visibility (a step ≥ 80 % visible).
    public private(set) var usesVisibilityRule = false
    public private(set) var isButtonVisible = true
    public private(set) var scaleVariant = false
    public private(set) var loadingSince: Seconds?
    public private(set) var pagesLoaded = 0
    private var geometryObserver: ScrollGeometryObserver<Bool>!
    private var visibilityObserver: ScrollVisibilityObserver<Int>!
    private var lastViewport = Rect.zero
    private var lastResult: LayoutResult?
    private var time: Seconds = 0

    public init(stepCount: Int = 24, photoCount: Int = 12) {
        let folds = ["Valley fold", "Mountain fold", "Squash fold", "Petal fold", "Inside reverse fold",
                     "Outside reverse fold", "Rabbit ear", "Crimp", "Swivel fold", "Sink"]
        steps = (0..<max(1, stepCount)).map { i in
            Step(id: i, title: "Step \(i + 1): \(folds[i % folds.count])",
                 subtitle: "Crease firmly, then unfold to the \(i % 2 == 0 ? "left" : "right") edge",
                 diagramHeight: 100 + Double((i * 37) % 5) * 30)
        }
        let data = Data(steps: steps)
        page = LazyStackContent(source: data, spacing: 12, pinnedViews: [.sectionHeaders],
                                contentInsets: EdgeInsets(top: 0, leading: 16, bottom: 96, trailing: 16),
                                background: background) { _, _, _, _ in }
        showcase = LazyStackContent(source: Photos(count: photoCount, hasMore: true), axis: .horizontal, spacing: 16,
                                    contentInsets: EdgeInsets(top: 20, leading: 24, bottom: 20, trailing: 24),
                                    alignment: .center, cacheExtent: 200, background: background) { _, _, _, _ in }
        showcase.paintsBackground = false
        configure()
        geometryObserver = ScrollGeometryObserver(for: Bool.self, of: { $0.contentOffset.y <= Self.buttonOffsetLimit }) { [unowned self] _, visible in
            if !self.usesVisibilityRule { self.isButtonVisible = visible }
        }
        visibilityObserver = ScrollVisibilityObserver<Int>(threshold: 0.8, id: { element in
            element.path.section == 0 ? element.path.kind.row : nil
        }) { [unowned self] ids in
            // The seed's `shouldShowScrollButton(visibleIDs:)`: show it while one of the first
            // steps is well in view, i.e. the reader has not scrolled into the instructions yet.
            if self.usesVisibilityRule { self.isButtonVisible = ids.contains { $0 < 2 } }
        }
    }

    private func configure() {
        page.painter = { [unowned self] element, frame, list, context in self.paintPageElement(element, frame, &list, context) }
        page.nestedScrollView = { element, frame in
            guard element.path.section == 1, element.path.kind.row == 0 else { return nil }
            return NestedScrollView(id: "showcase", axis: .horizontal, frame: frame)
        }
        page.nestedContentProvider = { [unowned self] id in id == "showcase" ? self.showcase : nil }
        showcase.painter = { [unowned self] element, frame, list, _ in self.paintCard(element, frame, &list) }
        updateTransition()
    }

    private func updateTransition() {
        showcase.transition = scaleVariant
            ? ScrollTransition { effect, phase in effect.scaleEffect(1 - abs(phase.value) * 0.1) }
            : ScrollTransition { effect, phase in
                effect.rotationEffect(.degrees(phase.value * 20)).scaleEffect(1 + phase.value * 0.2)
            }
    }

    // MARK: - ScrollContent

    public func layout(_ constraints: LayoutConstraints, into result: inout LayoutResult) {
        page.layout(constraints, into: &result)
        geometryObserver.update(result)
        visibilityObserver.update(result)
        lastResult = result
    }

    public func paint(_ result: LayoutResult, viewport: Rect, context: PaintContext, into list: inout DisplayList) -> PaintStats {
        lastViewport = viewport
        let stats = page.paint(result, viewport: viewport, context: context, into: &list)
        if isButtonVisible { paintButton(in: viewport, into: &list) }
        return stats
    }


    // MARK: - DemoScene

    public func sectionName(_ section: Int) -> String { ["Fold a crane", "Showcase", "Fold next"][section] }

    /// The global index of the showcase's header: the target of "Scroll to Showcase".
    public var showcaseHeaderIndex: Int { page.index(of: .header(of: 1)) }

    /// Where the button is, in window points (centred at the bottom of the viewport).
    public var buttonFrame: Rect {
        Rect(x: lastViewport.midX - 110, y: lastViewport.maxY - 72, width: 220, height: 44)
    }

    public func keyCommand(_ name: String, shift: Bool) -> SceneCommand? {
        switch name {
        case "V": scaleVariant.toggle(); updateTransition(); return .handled
        case "O":
            usesVisibilityRule.toggle()
            if let lastResult {                       // re-evaluate with the rule now in force
                let offset = lastResult.scrollOffset
                isButtonVisible = usesVisibilityRule ? visibilityObserver.current.contains { $0 < 2 } : offset <= Self.buttonOffsetLimit
            }
            return .handled
        case "Return": return .scrollTo(index: showcaseHeaderIndex, anchor: .top, animated: true)
        default: return nil
        }
    }

    public func tap(at point: Point) -> SceneCommand? {
        if isButtonVisible && buttonFrame.contains(point) {
            return .scrollTo(index: showcaseHeaderIndex, anchor: .top, animated: true)
        }
        guard let result = lastResult else { return nil }
        let local = point - lastViewport.origin
        for element in result.placed where element.isVisible && element.pinning == .none && element.path.section == 0 {
            if case .item(let row) = element.path.kind, element.frame.contains(local) {
                highlights[steps[row].id] = !(highlights[steps[row].id] ?? false)
                return .handled
            }
        }
        return nil
    }

    public var keyHelp: [(key: String, action: String)] {
        [("click", "a step toggles its highlight; the button scrolls to the Showcase"),
         ("Return", "Scroll to Showcase (animated scrollTo(id:))"),
         ("V", "switch the card transition (rotate+scale / subtle scale)"),
         ("O", "button rule: offset ≤ 100 / first steps ≥ 80 % visible")]
    }

    /// Loads a page of photos when the pager card is realized, after a simulated delay.
    public func advance(to time: Seconds) {
        self.time = time
        let photos = showcase.source
        guard photos.hasMore else { return }
        if let since = loadingSince {
            guard time - since >= Self.pageLoadSeconds else { return }
            loadingSince = nil
            pagesLoaded += 1
            let added = Self.photosPerPage
            let more = pagesLoaded < 4
            var changes: [DataChange] = [.insertItems(section: 0, rows: photos.count..<(photos.count + added))]
            if !more { changes.append(.removeItems(section: 0, rows: (photos.count + added)..<(photos.count + added + 1))) }
            showcase.update(source: Photos(count: photos.count + added, hasMore: more), changes: changes)
        } else if showcase.realizedIndices.contains(photos.count) {
            loadingSince = time                          // the pager came into the prefetch window
        }
    }

    // MARK: - Painting

    private func paintPageElement(_ element: PlacedElement, _ frame: Rect, _ list: inout DisplayList, _ context: PaintContext) {
        switch (element.path.section, element.path.kind) {
        case (let section, .header):
            list.fill(frame, background.opacity(0.94))
            list.fill(Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1), Color.black.opacity(0.08))
            list.text(sectionName(section), at: Point(x: frame.minX + 4, y: frame.minY + 16),
                      FontSpec(sizePoints: 22, weight: .bold), .primary)
            if element.pinning != .none {
                list.text("pinned", at: Point(x: frame.maxX - 60, y: frame.minY + 22), .caption, .gray)
            }
        case (1, .item):
            context.paintNested("showcase", frame, &list)
        case (2, .item(let row)):
            list.fillRounded(frame, radius: 14, .white)
            list.fillRounded(Rect(x: frame.minX + 16, y: frame.minY + 16, width: 88, height: 88), radius: 10, Color.hue(Double(row) / 5).opacity(0.8))
            list.text(Self.nextModels[row], at: Point(x: frame.minX + 124, y: frame.minY + 30), .headline, .primary)
            list.text("Difficulty \(String(repeating: "●", count: 1 + row % 3))\(String(repeating: "○", count: 2 - row % 3))",
                      at: Point(x: frame.minX + 124, y: frame.minY + 60), .caption, .gray)
        case (_, .item(let row)):
            let step = steps[row]
            let highlighted = highlights[step.id] ?? false
            list.fillRounded(frame, radius: 14, highlighted ? Color(r8: 255, g8: 241, b8: 204) : .white)
            if highlighted { list.stroke(frame, Color.orange, lineWidth: 2) }
            list.text(step.title, at: Point(x: frame.minX + 16, y: frame.minY + 14), .headline, .primary)
            list.text(step.subtitle, at: Point(x: frame.minX + 16, y: frame.minY + 40), .caption, .gray)
            let diagram = Rect(x: frame.minX + 16, y: frame.minY + 68, width: frame.width - 32, height: step.diagramHeight)
            paintDiagram(step, in: diagram, into: &list)
            list.text(highlighted ? "★ highlighted" : "☆ click to highlight", at: Point(x: frame.maxX - 170, y: frame.minY + 16),
                      .caption, highlighted ? .orange : .gray)
        default:
            break
        }
    }

    /// A simple folding diagram: the square sheet, its creases and the fold arrow.
    private func paintDiagram(_ step: Step, in rect: Rect, into list: inout DisplayList) {
        list.fillRounded(rect, radius: 10, Color(r8: 238, g8: 242, b8: 250))
        let side = min(rect.height - 20, 160)
        let sheet = Rect(x: rect.minX + 20, y: rect.midY - side / 2, width: side, height: side)
        let hue = Double(step.id % 6) / 6
        list.fill(sheet, Color.hue(hue).opacity(0.85))
        list.append(.line(from: Point(x: sheet.minX, y: sheet.minY), to: Point(x: sheet.maxX, y: sheet.maxY), .white, lineWidth: 2))
        if step.id % 2 == 0 {
            list.append(.line(from: Point(x: sheet.maxX, y: sheet.minY), to: Point(x: sheet.minX, y: sheet.maxY), .white, lineWidth: 2))
        }
        list.text("→ fold \(step.id % 2 == 0 ? "corner to corner" : "edge to centre")", at: Point(x: sheet.maxX + 24, y: rect.midY - 10),
                  .body, Color(r8: 80, g8: 80, b8: 100))
    }

    private func paintCard(_ element: PlacedElement, _ frame: Rect, _ list: inout DisplayList) {
        let row = element.path.kind.row ?? 0
        let photos = showcase.source
        if row >= photos.count {
            // The pager: a progress card while the next page loads.
            list.fillRounded(frame, radius: 16, Color.white.opacity(0.8))
            let spin = loadingSince != nil ? (time * 4).truncatingRemainder(dividingBy: 1) : 0
            for i in 0..<8 {
                let angle = Double(i) / 8 * 2 * .pi
                let alpha = loadingSince != nil ? 0.2 + 0.8 * (1 - (Double(i) / 8 - spin + 1).truncatingRemainder(dividingBy: 1)) : 0.3
                let c = Point(x: frame.midX + 18 * cos(angle), y: frame.midY - 12 + 18 * sin(angle))
                list.fillRounded(Rect(x: c.x - 4, y: c.y - 4, width: 8, height: 8), radius: 4, Color.gray.opacity(alpha))
            }
            list.text(loadingSince != nil ? "Loading…" : "More", at: Point(x: frame.midX - 30, y: frame.midY + 20), .caption, .gray)
            return
        }
        PhotoCard.paint(photo: row, in: frame, into: &list)
    }

    private func paintButton(in viewport: Rect, into list: inout DisplayList) {
        let button = buttonFrame
        list.fillRounded(button.offsetBy(dx: 0, dy: 2), radius: 22, Color.black.opacity(0.15))
        list.fillRounded(button, radius: 22, Color.blue)
        list.text("Scroll to Showcase ↓", at: Point(x: button.minX + 28, y: button.minY + 12), .headline, .white)
    }
}

import Foundation

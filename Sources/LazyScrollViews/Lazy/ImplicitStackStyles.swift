import Foundation

/// How one row sits in a scroll view's implicit stack (`ImplicitStackStyles`).
struct RowStyle: Hashable {
    /// Where the row sits across (0 leading/top … 1 trailing/bottom) in the space left by the
    /// insets: the alignment of the innermost stack around it.
    var crossFraction: CGFloat = 0.5
    /// In a horizontal scroll view: the row's text baseline (first or last) goes on the line the
    /// innermost stack's rows share (`HStack(alignment: .firstTextBaseline)`, a `LazyHStack`'s);
    /// nil: aligned at ``crossFraction``.
    var crossBaseline: VerticalAlignment.Guide?
    /// Cross-axis padding of the containers around the row (leading/top, trailing/bottom).
    var leadingInset: CGFloat = 0
    var trailingInset: CGFloat = 0
    /// Between the rows of one run (a lazy `ForEach`'s elements): its stack's spacing.
    var spacing: CGFloat = 0
    /// After the row (a run's last): the spacing of the innermost stack holding both it and the
    /// next row, plus the padding along the axis closed and opened between them.
    var gapAfter: CGFloat = 0
    /// Whether the row is a view of a `scrollTargetLayout()` (a target `.viewAligned` settles on).
    var isScrollTarget = false
}

/// A `ScrollView`'s content as SwiftUI lays it out: "an implicit vertical (or horizontal)
/// stack" of its views (issue 29; Apple's "Scroll views" overview: "for some container views
/// that you put in a scroll view, like lazy stacks, the container doesn't load views until
/// they are visible or almost visible", https://developer.apple.com/documentation/swiftui/scroll-views).
///
/// `ScrollView { Text("Header"); LazyVStack { ForEach(rows) { … } } }` is, on iOS, a `VStack`
/// of the header and the lazy stack, and the lazy stack makes only its rows near the viewport.
/// Here the engine lays out one list of rows, so the containers on the way to a lazy stack of
/// the scroll view's axis are *spliced*: the header is a row, and so is each of the lazy stack's
/// elements, made on demand. Containers spliced: lazy stacks of the axis, `VStack`s (`HStack`s
/// in a horizontal scroll view), `padding` and `frame(maxWidth: .infinity)` that hold one — such a stack fills the scroll
/// view across (a lazy stack is as wide as it is offered), so aligning its children in it is
/// aligning them in the scroll view. A stack without a lazy stack inside stays one row, laid
/// out as a whole (eager, as SwiftUI's stacks are) — unless it is a `scrollTargetLayout()`:
/// then its views are rows too, each a scroll target (SwiftUI: "each individual view in that
/// layout will be considered for alignment").
///
/// Spacing: SwiftUI puts a stack's spacing (nil: 8 pt, the platform default) between its
/// children, and a lazy stack's between its rows. One engine spacing cannot say both, so in an
/// implicit stack the engine's is 0 and each row's measured length includes the gap after it
/// (``RowStyle/gapAfter``). Differs from iOS: a row's frame, as scroll observers see it,
/// includes that gap.
@MainActor
final class ImplicitStackStyles {
    let axis: Axis
    private(set) var styles: [RowStyle] = []
    /// Each row's chain of open containers (id and spacing), outermost first.
    private var chains: [[(id: Int, spacing: CGFloat)]] = []
    /// Padding along the axis met before each row since the previous one.
    private var before: [CGFloat] = []
    private var frames: [(id: Int, spacing: CGFloat, style: RowStyle, trailing: CGFloat)] = []
    private var pending: CGFloat = 0
    private var nextID = 1
    private(set) var pinnedViews: PinnedScrollableViews = []
    /// Space before the first row and after the last (content insets).
    private(set) var leadingInset: CGFloat = 0
    private(set) var trailingInset: CGFloat = 0

    init(axis: Axis) {
        self.axis = axis
        // The implicit stack itself: centred across, the platform's 8 pt between its views.
        frames = [(0, 8, RowStyle(crossFraction: 0.5, spacing: 8), 0)]
    }

    /// A row (or a run of rows) comes next: its style's index.
    func addElement() -> Int {
        let top = frames[frames.count - 1]
        styles.append(top.style)
        chains.append(frames.map { ($0.id, $0.spacing) })
        before.append(pending)
        pending = 0
        return styles.count - 1
    }

    /// Whether `stack` is a lazy stack of the scroll view's axis (its rows become rows).
    func splices(_ stack: LazyStackNode) -> Bool { stack.configuration.axis == axis }

    /// Whether `node` is a stack of the axis, or padding, around a lazy stack of the axis.
    func splicesContainer(_ node: ViewNode) -> Bool {
        switch node {
        case is LayoutNode<VStackLayout>: return axis == .vertical && (node.isMarkedScrollTargetLayout || holdsLazyStack(node))
        case is LayoutNode<HStackLayout>: return axis == .horizontal && (node.isMarkedScrollTargetLayout || holdsLazyStack(node))
        case is LayoutNode<PaddingLayout>: return holdsLazyStack(node)
        case let frame as LayoutNode<FlexibleFrameLayout>: return isNeutral(frame.layout) && holdsLazyStack(node)
        default: return false
        }
    }

    /// Whether a flexible frame around a lazy stack changes nothing of its layout: no bound
    /// along the axis, and across at most `maxWidth: .infinity` (a lazy stack takes all the
    /// width it is offered already) — `LazyVStack { … }.frame(maxWidth: .infinity)`.
    private func isNeutral(_ frame: FlexibleFrameLayout) -> Bool {
        let vertical = axis == .vertical
        let along = vertical ? [frame.minHeight, frame.idealHeight, frame.maxHeight] : [frame.minWidth, frame.idealWidth, frame.maxWidth]
        let across = vertical ? (frame.minWidth, frame.idealWidth, frame.maxWidth) : (frame.minHeight, frame.idealHeight, frame.maxHeight)
        return along.allSatisfy { $0 == nil } && across.0 == nil && across.1 == nil && (across.2 == nil || across.2 == .infinity)
    }

    /// Whether a lazy stack of the axis is reachable from `node` through containers that
    /// splice (and views that are not subviews of their own: groups, composite views).
    private func holdsLazyStack(_ node: ViewNode) -> Bool {
        var found = false
        node.forEachSubview { subview in
            guard !found else { return }
            if let lazy = subview as? LazyStackNode { found = splices(lazy) } else { found = splicesContainer(subview) }
        }
        return found
    }

    func containerChildren(_ node: ViewNode) -> [ViewNode] { node.children }

    /// Enters a lazy stack: its spacing between its rows, its alignment across.
    func open(_ lazy: LazyStackNode) {
        let configuration = lazy.configuration
        pinnedViews.formUnion(configuration.pinnedViews)
        push(spacing: configuration.spacing ?? 8, crossFraction: configuration.crossFraction, leading: 0, trailing: 0,
             baseline: configuration.crossBaseline)
        if lazy.isMarkedScrollTargetLayout { markTop() }
    }

    /// The rows of the innermost container are scroll targets.
    private func markTop() { frames[frames.count - 1].style.isScrollTarget = true }

    /// Enters a spliced stack or padding.
    func open(_ node: ViewNode) {
        let top = frames[frames.count - 1]
        switch node {
        case let stack as LayoutNode<VStackLayout>:
            push(spacing: stack.layout.spacing ?? 8, crossFraction: stack.layout.alignment.fraction, leading: 0, trailing: 0)
        case let stack as LayoutNode<HStackLayout>:
            var fraction: CGFloat = 0.5, baseline: VerticalAlignment.Guide?
            if case .fraction(let f) = stack.layout.alignment.guide { fraction = f } else { baseline = stack.layout.alignment.guide }
            push(spacing: stack.layout.spacing ?? 8, crossFraction: fraction, leading: 0, trailing: 0, baseline: baseline)
        case let padding as LayoutNode<PaddingLayout>:
            let insets = padding.layout.insets
            let vertical = axis == .vertical
            pending += vertical ? insets.top : insets.leading
            // Several views under one padding are an implicit `VStack` (centred, 8 pt apart).
            push(spacing: 8, crossFraction: 0.5,
                 leading: vertical ? insets.leading : insets.top, trailing: vertical ? insets.trailing : insets.bottom,
                 after: vertical ? insets.bottom : insets.trailing)
        case let frame as LayoutNode<FlexibleFrameLayout>:
            let alignment = frame.layout.alignment
            var fraction = alignment.horizontal.fraction
            if axis == .horizontal { if case .fraction(let f) = alignment.vertical.guide { fraction = f } else { fraction = 0.5 } }
            push(spacing: 8, crossFraction: fraction, leading: 0, trailing: 0)
        default:
            push(spacing: top.spacing, crossFraction: top.style.crossFraction, leading: 0, trailing: 0)
        }
        if node.isMarkedScrollTargetLayout { markTop() }
    }

    private func push(spacing: CGFloat, crossFraction: CGFloat, leading: CGFloat, trailing: CGFloat, after: CGFloat = 0,
                      baseline: VerticalAlignment.Guide? = nil) {
        var style = frames[frames.count - 1].style
        style.crossFraction = crossFraction
        style.crossBaseline = baseline
        style.leadingInset += leading
        style.trailingInset += trailing
        style.spacing = spacing
        frames.append((nextID, spacing, style, after))
        nextID += 1
    }

    /// Leaves the innermost container (its trailing padding comes before the next row).
    func close() {
        let frame = frames.removeLast()
        pending += frame.trailing
    }

    /// Each row's gap to the next: the spacing of the innermost container holding both, plus
    /// the padding between them; the padding before the first and after the last are insets.
    func finish() {
        guard !styles.isEmpty else { leadingInset = 0; trailingInset = pending; return }
        leadingInset = before[0]
        for i in 0..<styles.count - 1 {
            let a = chains[i], b = chains[i + 1]
            var common = 0
            while common < a.count, common < b.count, a[common].id == b[common].id { common += 1 }
            let spacing = common > 0 ? a[common - 1].spacing : 8
            styles[i].gapAfter = spacing + before[i + 1]
        }
        styles[styles.count - 1].gapAfter = 0
        trailingInset = pending
    }
}

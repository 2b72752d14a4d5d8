import DisplayList
import Foundation

/// Progress toward completion of a task — SwiftUI's `ProgressView`
/// (https://developer.apple.com/documentation/swiftui/progressview): indeterminate
/// (`ProgressView()`, `ProgressView("Loading…")`), drawn as iOS's circular spinner, or determinate
/// (`ProgressView(value: 0.4)`, `ProgressView("Downloading", value: done, total: size)`), drawn as
/// iOS's linear bar.
///
/// As on iOS: a spinner's label sits under it in the secondary colour; a bar's label sits above
/// it, leading-aligned; the bar takes the width it is offered, a 4 pt track with the filled part
/// in the tint colour (`.tint`, else the accent blue); a value outside `0…total` is clamped and a
/// nil value makes it indeterminate. `.progressViewStyle(.circular)` draws a spinner even for a
/// value (iOS's circular style has no determinate form on iPhone); `.linear` draws a bar (an
/// empty one when indeterminate).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label
    let currentValueLabel: CurrentValueLabel
    /// The fraction done, 0…1; nil: indeterminate.
    let fraction: Double?
    var style: ProgressStyleKind = .automatic

    init(label: Label, currentValueLabel: CurrentValueLabel, value: Double?, total: Double) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        if let value, value.isFinite, total.isFinite, total > 0 {
            fraction = min(1, max(0, value / total))
        } else {
            fraction = nil
        }
    }

    public var body: some View {
        if fraction == nil && style != .linear || style == .circular {
            VStack(spacing: 8) {
                _ProgressSpinner()
                label.foregroundStyle(Color.secondary)
            }
        } else {
            VStack(alignment: .leading, spacing: 4) {
                label
                _ProgressBar(fraction: fraction ?? 0)
                currentValueLabel.font(.caption).foregroundStyle(Color.secondary)
            }
        }
    }

    /// A value as a `Double` (a function, not `value.map(Double.init)`: that closure would capture
    /// the value's metatype in main-actor code).
    nonisolated static func points<V: BinaryFloatingPoint>(_ value: V?) -> Double? {
        guard let value else { return nil }
        return Double(value)
    }

    /// SwiftUI's `.progressViewStyle(.circular)` / `.linear`.
    public func progressViewStyle(_ style: ProgressStyleKind) -> ProgressView {
        var view = self
        view.style = style
        return view
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate spinner without a label.
    public init() { self.init(label: EmptyView(), currentValueLabel: EmptyView(), value: nil, total: 1) }

    /// A bar `value / total` done (nil: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: EmptyView(), currentValueLabel: EmptyView(), value: Self.points(value), total: Double(total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate spinner labelled with a localized string key (`ProgressView("Loading…")`).
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: Text(titleKey), currentValueLabel: EmptyView(), value: nil, total: 1)
    }

    /// An indeterminate spinner labelled with a string, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(title), currentValueLabel: EmptyView(), value: nil, total: 1)
    }

    /// A labelled bar `value / total` done (nil: indeterminate).
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(label: Text(titleKey), currentValueLabel: EmptyView(), value: Self.points(value), total: Double(total))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), currentValueLabel: EmptyView(), value: Self.points(value), total: Double(total))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate spinner with a label of any view.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: EmptyView(), value: nil, total: 1)
    }

    /// A bar with a label of any view.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: EmptyView(), value: Self.points(value), total: Double(total))
    }
}

extension ProgressView {
    /// A bar with a label and a label of its current value (under the bar, in caption type).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), value: Self.points(value), total: Double(total))
    }
}

/// A progress view's style — SwiftUI's `.circular` and `.linear` (`ProgressViewStyle`).
public struct ProgressStyleKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, circular, linear }
    let kind: Kind
    public static let automatic = ProgressStyleKind(kind: .automatic)
    public static let circular = ProgressStyleKind(kind: .circular)
    public static let linear = ProgressStyleKind(kind: .linear)
}

/// SwiftUI's name for the circular style's type (`CircularProgressViewStyle()`).
public typealias CircularProgressViewStyle = ProgressStyleKind
extension ProgressStyleKind {
    /// `CircularProgressViewStyle()`: the circular style.
    public init() { self = .circular }
}

/// The spinner: 20 × 20 pt, eight spokes that fade around the circle once per second, animated by
/// the frame time (so a headless run draws the same frame at the same time).
struct _ProgressSpinner: View, Equatable {
    var body: Never { fatalError("_ProgressSpinner is primitive") }
}

extension _ProgressSpinner: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = LeafNode(viewType: Self.self, name: "ProgressView", parent: parent, environment: environment, graph: graph)
        node.sizing = { _, _ in CGSize(width: 20, height: 20) }
        node.draw = { node, context in
            Self.draw(at: CGPoint(x: node.frame.midX, y: node.frame.midY), into: &context)
        }
        return node
    }
    func update(_ node: ViewNode) {}

    /// The spinner centred on `center` at the frame's time (also `refreshable`'s indicator).
    /// `visibleSpokes` below 8 draws that many spokes, still and even, from the top clockwise: how
    /// `refreshable`'s indicator grows as the content is pulled (UIRefreshControl's).
    @MainActor static func draw(at center: CGPoint, visibleSpokes: Int = 8, into context: inout RenderContext) {
        let spokes = 8
        let growing = visibleSpokes < spokes
        let turn = context.timeSeconds.truncatingRemainder(dividingBy: 1)
        let lead = Int(turn * Double(spokes)) % spokes
        for i in 0..<min(max(visibleSpokes, 0), spokes) {
            let angle = Double(i) / Double(spokes) * 2 * .pi - .pi / 2
            let age = (lead - i + spokes) % spokes
            let alpha = growing ? 1 : 1 - Double(age) / Double(spokes) * 0.8
            let inner = 4.5, outer = 9.0
            let from = ScrollCoreBridge.point(center.x + inner * cos(angle), center.y + inner * sin(angle))
            let to = ScrollCoreBridge.point(center.x + outer * cos(angle), center.y + outer * sin(angle))
            context.list.append(.line(from: from, to: to, context.resolve(RGBAColor.gray.opacity(alpha)), lineWidth: 2))
        }
    }
}

/// The linear bar: the offered width (100 pt when offered none) × 4 pt, a rounded track in iOS's
/// systemGray5 (229, 229, 234; (44, 44, 46) dark) with `fraction` of it filled in the tint colour.
struct _ProgressBar: View {
    let fraction: Double
    @Environment(\.tint) private var tint
    var body: some View {
        Capsule()
            .fill(Color(DynamicColor.systemGray5))
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(tint ?? Color.accentColor).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(minWidth: 100, maxWidth: .infinity, minHeight: 4, maxHeight: 4)
    }
}

import DisplayList
import Foundation

/// A control for a value from a continuous range — SwiftUI's `Slider`
/// (https://developer.apple.com/documentation/swiftui/slider), drawn as iOS draws it: a 4 pt
/// rounded track, filled in the tint (the accent blue by default) from its leading end to the
/// thumb and in iOS's `systemFill` grey after it, under a 28 pt white thumb. It fills the width
/// it is offered; `minimumValueLabel` and `maximumValueLabel` sit at its ends.
///
/// - **Click** on the track: the thumb goes there and the value follows — the point's share of
///   the track's length (between the thumb's centre at either end) of the range, rounded to the
///   nearest `step` when there is one. `onEditingChanged` is told `true` then `false`.
/// - **Keyboard**: `Tab` focuses it; → and ↑ raise the value by `step` (a tenth of the range
///   without one), ← and ↓ lower it, staying in the range (macOS's `NSSlider` keys).
///
/// Sizes follow iOS 17's `UISlider` (Apple publishes none). Differs from iOS: the thumb cannot
/// be dragged yet — the window routes drags to scroll views only — so a click sets the value;
/// the label of `Slider(value:in:label:)` is not drawn, as on iOS (it names the slider for
/// accessibility).
public struct Slider<Label: View, ValueLabel: View>: View {
    let model: SliderModel
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let showsValueLabels: Bool
    @Environment(\.tint) private var tint

    init(model: SliderModel, label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, showsValueLabels: Bool) {
        self.model = model
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.showsValueLabels = showsValueLabels
    }

    /// A slider with labels at its ends — SwiftUI's
    /// `init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, in: bounds, step: Double(step), onEditingChanged: onEditingChanged),
                  label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), showsValueLabels: true)
    }
    /// Labels at the ends, no step — SwiftUI's
    /// `init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged),
                  label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), showsValueLabels: true)
    }

    public var body: some View {
        HStack {
            if showsValueLabels { minimumValueLabel }
            SliderTrack(model: model, tint: tint ?? .accentColor)
            if showsValueLabels { maximumValueLabel }
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// `Slider(value: $volume, in: 0...10)` — SwiftUI's `init(value:in:onEditingChanged:)`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint, Label == EmptyView {
        self.init(model: SliderModel(value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged),
                  label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), showsValueLabels: false)
    }
    /// `Slider(value: $rating, in: 0...5, step: 1)` — SwiftUI's `init(value:in:step:onEditingChanged:)`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint, Label == EmptyView {
        self.init(model: SliderModel(value: value, in: bounds, step: Double(step), onEditingChanged: onEditingChanged),
                  label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), showsValueLabels: false)
    }
    /// A slider with a label (not drawn, as on iOS) — SwiftUI's `init(value:in:label:onEditingChanged:)`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged),
                  label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), showsValueLabels: false)
    }
    /// With a step and a label (not drawn) — SwiftUI's `init(value:in:step:label:onEditingChanged:)`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, in: bounds, step: Double(step), onEditingChanged: onEditingChanged),
                  label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), showsValueLabels: false)
    }
}

/// A slider's value as `Double`s, whatever floating-point type the app binds: where it is in its
/// range, and how a click or a key changes it.
@MainActor
struct SliderModel {
    let lower: Double
    let upper: Double
    let step: Double?
    let get: @MainActor () -> Double
    let set: @MainActor (Double) -> Void
    let onEditingChanged: @MainActor (Bool) -> Void

    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: Double?, onEditingChanged: @escaping @MainActor (Bool) -> Void) {
        lower = Double(bounds.lowerBound)
        upper = Double(bounds.upperBound)
        self.step = step.flatMap { $0 > 0 ? $0 : nil }
        get = { Double(value.wrappedValue) }
        set = { value.wrappedValue = V($0) }
        self.onEditingChanged = onEditingChanged
    }

    /// `value` kept in the range and on a step (`lower + n × step`), as SwiftUI's stepped slider
    /// only takes those values.
    func constrained(_ value: Double) -> Double {
        var v = min(max(value, lower), upper)
        if let step { v = min(lower + ((v - lower) / step).rounded() * step, upper) }
        return v
    }

    /// Where the value is along the range, 0…1 (0 for an empty range).
    func fraction(of value: Double) -> Double {
        upper > lower ? (min(max(value, lower), upper) - lower) / (upper - lower) : 0
    }

    /// The value a click `x` points from the track's leading end selects, on a track `length`
    /// long whose thumb (`thumb` across) centres `thumb / 2` in from each end.
    func value(atX x: Double, length: Double, thumb: Double) -> Double {
        let travel = max(length - thumb, 1)
        let fraction = min(max((x - thumb / 2) / travel, 0), 1)
        return constrained(lower + fraction * (upper - lower))
    }

    /// Sets `value` as one edit (`onEditingChanged(true)`, the value, `false`).
    @MainActor func edit(to value: Double) {
        onEditingChanged(true)
        set(value)
        onEditingChanged(false)
    }

    /// A key's change: `step`, or a tenth of the range without one; `up` raises it.
    @MainActor func nudge(up: Bool) {
        let amount = step ?? (upper - lower) / 10
        edit(to: constrained(get() + (up ? amount : -amount)))
    }
}

/// The track and thumb of a ``Slider``: one node that draws them, takes clicks where they fall
/// and answers the arrow keys while focused.
struct SliderTrack: View, PrimitiveView {
    let model: SliderModel
    let tint: Color

    /// `UISlider`'s look in iOS 17: a 4 pt track, a 28 pt thumb.
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 28
    /// iOS's `systemFill`, (120, 120, 128) at 20 % (36 % in the dark appearance): the track
    /// past the thumb.
    static let emptyTrack = DynamicColor.systemFill
    /// The thumb's rim, standing in for its shadow: black at 12 %.
    static let thumbRim = RGBAColor(r8: 0, g8: 0, b8: 0, a8: 31)

    var body: Never { fatalError("SliderTrack is primitive") }

    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = LeafNode(viewType: Self.self, name: "Slider", parent: parent, environment: environment, graph: graph)
        node.sizing = { proposal, _ in
            CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: SliderTrack.thumbDiameter)
        }
        update(node)
        return node
    }

    func update(_ node: ViewNode) {
        let node = node as! LeafNode
        let model = self.model, tint = self.tint
        node.draw = { node, context in
            SliderTrack.draw(model: model, tint: tint, in: node.frame, enabled: node.environment.isEnabled, into: &context)
            guard node.environment.isEnabled else { return }
            let frame = node.frame
            context.addTapTarget(frame, node: ObjectIdentifier(node)) { point in
                model.edit(to: model.value(atX: Double(point.x - frame.minX), length: Double(frame.width),
                                           thumb: Double(SliderTrack.thumbDiameter)))
            }
            context.addFocusTarget(frame, key: ObjectIdentifier(node), activate: nil, keys: { key in
                switch key {
                case "Right", "Up": model.nudge(up: true); return true
                case "Left", "Down": model.nudge(up: false); return true
                default: return false
                }
            }, binding: node.environment.focusBinding)
        }
        node.invalidatePaint()
    }

    /// The track filled up to the thumb, then the thumb; a disabled slider at 40 % opacity.
    @MainActor static func draw(model: SliderModel, tint: Color, in frame: CGRect, enabled: Bool, into context: inout RenderContext) {
        let d = thumbDiameter
        let centerX = frame.minX + d / 2 + CGFloat(model.fraction(of: model.get())) * max(frame.width - d, 0)
        let midY = frame.midY
        let track = CGRect(x: frame.minX + 2, y: midY - trackHeight / 2, width: max(frame.width - 4, 0), height: trackHeight)
        let filled = CGRect(x: track.minX, y: track.minY, width: max(centerX - track.minX, 0), height: trackHeight)
        context.withOpacity(enabled ? 1 : 0.4) { context in
            context.fillRounded(track, radius: trackHeight / 2, context.appearance(emptyTrack))
            context.fillRounded(filled, radius: trackHeight / 2, tint.resolved(isDark: context.isDark, elevated: context.isElevated))
            let thumb = CGRect(x: centerX - d / 2, y: midY - d / 2, width: d, height: d)
            context.fillRounded(thumb.insetBy(dx: -0.5, dy: -0.5), radius: d / 2 + 0.5, thumbRim)
            context.fillRounded(thumb, radius: d / 2, .white)
        }
    }
}

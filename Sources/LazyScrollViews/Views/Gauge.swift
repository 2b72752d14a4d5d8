import DisplayList
import Foundation

/// A view that shows a value within a range — SwiftUI's `Gauge`
/// (https://developer.apple.com/documentation/swiftui/gauge), "very much like a fuel gauge in an
/// automobile": the value's place in `bounds` (default `0...1`), clamped to it, drawn by the
/// style that `gaugeStyle(_:)` sets (https://developer.apple.com/documentation/swiftui/gaugestyle).
///
/// The styles, as Apple documents where each label goes:
/// - `.automatic` is `.linearCapacity` on iOS, as `.accessoryLinearCapacity`: a bar that fills
///   from the leading edge; the label above it, the minimum and maximum value labels on its
///   leading and trailing edges, the current value label below.
/// - `.accessoryLinear`: a bar with a marker at the value; the minimum and maximum value labels on
///   its leading and trailing edges — "otherwise, the gauge displays the `currentValueLabel` value
///   on the leading edge".
/// - `.accessoryCircularCapacity`: a closed ring partially filled, the current value label at its
///   centre.
/// - `.accessoryCircular`: an open ring (a 270° arc open at the bottom) with a marker at the
///   value, the current value label at its centre, the minimum and maximum value labels in the
///   opening — otherwise the label there.
///
/// The bar is 4 pt tall and takes the width it is offered (as `ProgressView`'s); the rings are
/// 58 pt across with a 6 pt line, inside their frame (our sizes: Apple gives none). The filled
/// part and the markers take the `tint` (else the accent colour), the track iOS's systemGray5.
/// The capacity ring shows no label but the current value's; Apple names none other for it.
///
/// Differs from SwiftUI: the `markedValueLabels:` initializers (tagged views placed along the
/// gauge, a watchOS style's feature) are not offered, nor styles of your own
/// (`GaugeStyle.makeBody(configuration:)`).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    /// The value's place in the bounds, 0…1.
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    @Environment(\.gaugeStyleKind) private var style
    @Environment(\.tint) private var tint

    init(fraction: Double, label: Label, currentValueLabel: CurrentValueLabel,
         minimumValueLabel: BoundsLabel, maximumValueLabel: BoundsLabel) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// The value's place in `bounds`, clamped to 0…1 (0 for an empty range or a value that is not
    /// a number).
    nonisolated static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound) - Double(bounds.lowerBound)
        let place = (Double(value) - Double(bounds.lowerBound)) / span
        guard span > 0, place.isFinite else { return 0 }
        return min(1, max(0, place))
    }

    /// Whether the gauge was given minimum and maximum value labels (SwiftUI's styles place other
    /// labels where those would be when it was not).
    private var hasBoundsLabels: Bool { BoundsLabel.self != EmptyView.self }

    private var fill: Color { tint ?? .accentColor }

    public var body: some View {
        switch style {
        case .automatic, .linearCapacity, .accessoryLinearCapacity:
            VStack(alignment: .leading, spacing: 4) {
                label
                HStack(spacing: 8) {
                    minimumValueLabel.font(.caption).foregroundStyle(Color.secondary)
                    GaugeBar(fraction: fraction, fill: fill, marksValue: false)
                    maximumValueLabel.font(.caption).foregroundStyle(Color.secondary)
                }
                currentValueLabel.font(.caption).foregroundStyle(Color.secondary)
            }
        case .accessoryLinear:
            VStack(alignment: .leading, spacing: 4) {
                label
                HStack(spacing: 8) {
                    if hasBoundsLabels {
                        minimumValueLabel.font(.caption).foregroundStyle(Color.secondary)
                    } else {
                        currentValueLabel.font(.caption).foregroundStyle(Color.secondary)
                    }
                    GaugeBar(fraction: fraction, fill: fill, marksValue: true)
                    maximumValueLabel.font(.caption).foregroundStyle(Color.secondary)
                }
            }
        case .accessoryCircularCapacity:
            ZStack {
                Circle().stroke(Color(DynamicColor.systemGray5), lineWidth: GaugeRing.lineWidth)
                    .padding(GaugeRing.lineWidth / 2)
                Circle()
                    .trim(from: 0, to: fraction)
                    .stroke(fill, style: StrokeStyle(lineWidth: GaugeRing.lineWidth, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .padding(GaugeRing.lineWidth / 2)
                currentValueLabel.font(.system(size: 15, weight: .medium))
            }
            .frame(width: GaugeRing.diameter, height: GaugeRing.diameter)
        case .accessoryCircular:
            ZStack {
                Circle()
                    .trim(from: 0, to: GaugeRing.openArcFraction)
                    .stroke(Color(DynamicColor.systemGray5), style: StrokeStyle(lineWidth: GaugeRing.lineWidth, lineCap: .round))
                    .rotationEffect(.degrees(GaugeRing.openArcStartDegrees))
                    .padding(GaugeRing.lineWidth / 2)
                Circle()
                    .fill(fill)
                    .overlay { Circle().stroke(Color.white, lineWidth: 1.5) }
                    .frame(width: GaugeRing.lineWidth + 2, height: GaugeRing.lineWidth + 2)
                    .offset(GaugeRing.markerOffset(fraction: fraction))
                currentValueLabel.font(.system(size: 15, weight: .medium))
                VStack {
                    Spacer()
                    if hasBoundsLabels {
                        HStack(spacing: 0) {
                            minimumValueLabel
                            Spacer(minLength: 0)
                            maximumValueLabel
                        }
                        .padding(.horizontal, 8)
                    } else {
                        label
                    }
                }
                .font(.system(size: 10))
                .foregroundStyle(Color.secondary)
            }
            .frame(width: GaugeRing.diameter, height: GaugeRing.diameter)
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label describing its purpose
    /// (https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:)).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: EmptyView(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a label of its current value
    /// (https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:currentvaluelabel:)).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with its purpose, its current value and the labels of its range's ends
    /// (https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:currentvaluelabel:minimumvaluelabel:maximumvaluelabel:)).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// A linear gauge's bar: a 4 pt capsule track taking the offered width, filled to `fraction`
/// (capacity styles) or marked there by a dot (`.accessoryLinear`).
struct GaugeBar: View {
    let fraction: Double
    let fill: Color
    let marksValue: Bool
    static let height: CGFloat = 4
    static let markerDiameter: CGFloat = 8

    var body: some View {
        Capsule()
            .fill(Color(DynamicColor.systemGray5))
            .frame(height: Self.height)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    if marksValue {
                        Circle()
                            .fill(fill)
                            .frame(width: Self.markerDiameter, height: Self.markerDiameter)
                            .offset(x: (proxy.size.width - Self.markerDiameter) * fraction,
                                    y: (Self.height - Self.markerDiameter) / 2)
                    } else {
                        Capsule().fill(fill).frame(width: proxy.size.width * fraction)
                    }
                }
            }
            .frame(minWidth: 40, maxWidth: .infinity, minHeight: marksValue ? Self.markerDiameter : Self.height,
                   maxHeight: marksValue ? Self.markerDiameter : Self.height)
    }
}

/// The circular styles' geometry: a 58 pt ring of a 6 pt line drawn inside that frame (the stroke
/// centred 3 pt in, on a circle of radius 26); `.accessoryCircular`'s arc spans 270° from 135°
/// (clockwise from the trailing side's horizontal, y down), open at the bottom.
enum GaugeRing {
    static let diameter: CGFloat = 58
    static let lineWidth: CGFloat = 6
    static let openArcFraction: CGFloat = 0.75
    static let openArcStartDegrees: Double = 135

    /// Where the marker of `fraction` sits from the ring's centre: on the stroke's centre line
    /// (radius (58 − 6) / 2 = 26), at 135° + 270° × fraction.
    static func markerOffset(fraction: Double) -> CGSize {
        let radius = Double(diameter - lineWidth) / 2
        let angle = (openArcStartDegrees + 360 * Double(openArcFraction) * fraction) * .pi / 180
        return CGSize(width: radius * cos(angle), height: radius * sin(angle))
    }
}

/// The built-in gauge styles — SwiftUI's `GaugeStyle` values on iOS
/// (https://developer.apple.com/documentation/swiftui/gaugestyle).
public enum GaugeStyleKind: Hashable, Sendable {
    case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

/// SwiftUI's `GaugeStyle`: the built-in styles as `.gaugeStyle(.accessoryCircular)` names them.
public protocol GaugeStyle { var _kind: GaugeStyleKind { get } }
/// The platform's default: `.linearCapacity` on iOS.
public struct DefaultGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKind { .automatic } }
/// A bar that fills from leading to trailing as the value grows.
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKind { .linearCapacity } }
/// A bar with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKind { .accessoryLinear } }
/// A bar that fills from leading to trailing as the value grows (the accessory size).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKind { .accessoryLinearCapacity } }
/// An open ring with a marker at the value.
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKind { .accessoryCircular } }
/// A closed ring filled to the value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKind { .accessoryCircularCapacity } }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.automatic }

extension EnvironmentValues {
    var gaugeStyleKind: GaugeStyleKind {
        get { self[GaugeStyleKey.self] } set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the gauges inside — SwiftUI's `gaugeStyle(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/gaugestyle(_:)).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> _EnvironmentWriter<Self, GaugeStyleKind> {
        environment(\.gaugeStyleKind, style._kind)
    }
}

import ScrollCore
import DisplayList
import Foundation

/// Flexible space that expands along the enclosing stack's axis — SwiftUI's `Spacer`. It sits
/// flush against its neighbours (no spacing) and shrinks to `minLength` (default: the 8 pt
/// platform spacing) before anything else gives way.
public struct Spacer: View, Equatable {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { fatalError("Spacer is primitive") }
}

extension Spacer: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = LeafNode(viewType: Self.self, name: "Spacer", parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! LeafNode
        let minLength = self.minLength
        node.sizing = { proposal, environment in SpacerSizing.size(for: proposal, minLength: minLength, axis: environment.stackAxis) }
        node.preferredSpacing = .zero
        node.invalidateLayout()
    }
}

/// A thin line that separates content — SwiftUI's `Divider`: 1 pt across the enclosing
/// stack (horizontal in a `VStack` or outside stacks, vertical in an `HStack`), in the
/// separator colour (iOS's `.separator`, (60, 60, 67) at 29 %).
public struct Divider: View, Equatable {
    public init() {}
    public var body: Never { fatalError("Divider is primitive") }
    static let color = RGBAColor(r8: 60, g8: 60, b8: 67, a8: 74)
}

extension Divider: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = LeafNode(viewType: Self.self, name: "Divider", parent: parent, environment: environment, graph: graph)
        node.sizing = { proposal, environment in DividerSizing.size(for: proposal, axis: environment.stackAxis) }
        node.draw = { node, context in context.fill(node.frame, Divider.color) }
        return node
    }
    func update(_ node: ViewNode) {}
}

/// A view drawn by closures: the small leaves (spacer, divider, spinner).
final class LeafNode: ViewNode {
    let name: String
    var sizing: (ProposedViewSize, EnvironmentValues) -> CGSize = { _, _ in .zero }
    var draw: ((LeafNode, inout RenderContext) -> Void)?
    var preferredSpacing = ViewSpacing()

    init(viewType: Any.Type, name: String, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.name = name
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }
    override var debugName: String? { name }
    override var spacing: ViewSpacing { preferredSpacing }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal, environment) }
    override func render(into context: inout RenderContext) { draw?(self, &context) }
}

/// An indeterminate circular spinner — SwiftUI's `ProgressView()` with the circular style:
/// 20 × 20 pt, eight spokes that fade around the circle once per second, animated by the
/// frame time (so a headless run draws the same frame at the same time).
public struct ProgressView: View, Equatable {
    public init() {}
    public var body: Never { fatalError("ProgressView is primitive") }
    /// SwiftUI's `.progressViewStyle(.circular)`: accepted; circular is the only style here.
    public func progressViewStyle(_ style: CircularProgressViewStyle) -> ProgressView { self }
}

/// The circular progress style (`.progressViewStyle(.circular)`).
public struct CircularProgressViewStyle: Sendable {
    public init() {}
}
extension CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = LeafNode(viewType: Self.self, name: "ProgressView", parent: parent, environment: environment, graph: graph)
        node.sizing = { _, _ in CGSize(width: 20, height: 20) }
        node.draw = { node, context in
            let spokes = 8
            let center = CGPoint(x: node.frame.midX, y: node.frame.midY)
            let turn = context.timeSeconds.truncatingRemainder(dividingBy: 1)
            let lead = Int(turn * Double(spokes)) % spokes
            for i in 0..<spokes {
                let angle = Double(i) / Double(spokes) * 2 * .pi - .pi / 2
                let age = (lead - i + spokes) % spokes
                let alpha = 1 - Double(age) / Double(spokes) * 0.8
                let inner = 4.5, outer = 9.0
                let from = ScrollCoreBridge.point(center.x + inner * cos(angle), center.y + inner * sin(angle))
                let to = ScrollCoreBridge.point(center.x + outer * cos(angle), center.y + outer * sin(angle))
                context.list.append(.line(from: from, to: to, context.resolve(RGBAColor.gray.opacity(alpha)), lineWidth: 2))
            }
        }
        return node
    }
    func update(_ node: ViewNode) {}
}

/// A control that runs an action when tapped — SwiftUI's `Button` with the automatic style:
/// its label is drawn in the accent colour; under the pointer it brightens a little (macOS and
/// iPadOS pointer hover), and while pressed it dims (iOS's highlighted button), as
/// `RenderContext.hoverBrightness` and `RenderContext.pressedOpacity` say.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    public var body: some View {
        label
            .foregroundStyle(.accentColor)
            .contentShape(Rectangle())
            .onTapGesture(perform: action)
            .environment(\.showsButtonFeedback, true)
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A control that turns a value on and off — SwiftUI's `Toggle` with iOS's switch style: the
/// label on the leading side, the 51 × 31 pt switch (green when on) on the trailing side,
/// filling the width it is offered. Tapping anywhere on it toggles the binding, the knob sliding
/// over 0.35 s (SwiftUI animates its switch the same way).
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            ToggleSwitch(isOn: isOn)
        }
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.snappy) { isOn.toggle() } }
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The switch of a ``Toggle``: iOS's 51 × 31 pt capsule, green (52, 199, 89) when on, light
/// gray when off, with a 27 pt white knob.
struct ToggleSwitch: View, Equatable {
    let isOn: Bool
    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? Color.green : Color(white: 0.91))
            Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
        }
        .frame(width: 51, height: 31)
    }
}

/// Bridges to ScrollCore's point type from a module that names its own geometry.
enum ScrollCoreBridge {
    static func point(_ x: CGFloat, _ y: CGFloat) -> ScrollCorePoint { ScrollCorePoint(x: Double(x), y: Double(y)) }
}

import Foundation

/// A view whose content sees a changed environment value — what `.environment(_:_:)`,
/// `.font(_:)` and `.foregroundStyle(_:)` return. Transparent: it lends its content's subviews.
public struct _EnvironmentWriter<Content: View, Value>: View {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    public var body: Never { fatalError("environment modifiers are primitive") }
}

final class EnvironmentWriterNode: ViewNode {
    var child: ViewNode?
    private var write: (inout EnvironmentValues) -> Void = { _ in }
    private var lastValue: Any?
    private var cached: (parent: EnvironmentValues, child: EnvironmentValues)?

    override var isDisplayable: Bool { false }
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let child { body(child) } }
    override var isPaintReplayable: Bool { true }

    /// Sets what the writer writes; returns whether the children's environment changed.
    func setWrite<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> Bool {
        if let lastValue, valuesEqual(lastValue, value), cached != nil { return false }
        lastValue = value
        write = { $0[keyPath: keyPath] = value }
        cached = nil
        return true
    }

    override var childEnvironment: EnvironmentValues {
        if let cached, cached.parent.isIdentical(to: environment) { return cached.child }
        var env = environment
        write(&env)
        cached = (environment, env)
        return env
    }
}

extension _EnvironmentWriter: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = EnvironmentWriterNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        _ = node.setWrite(keyPath, value)
        node.child = reconcile(nil, with: content, parent: node, environment: node.childEnvironment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! EnvironmentWriterNode
        if node.setWrite(keyPath, value), let child = node.child { child.environmentChanged(node.childEnvironment) }
        node.child = reconcile(node.child, with: content, parent: node, environment: node.childEnvironment, graph: node.graph)
    }
}

extension View {
    /// Sets an environment value for the view and everything inside — SwiftUI's `environment(_:_:)`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> _EnvironmentWriter<Self, V> {
        _EnvironmentWriter(content: self, keyPath: keyPath, value: value)
    }
    /// Places an observable object in the environment, read with `@Environment(T.self)` —
    /// SwiftUI's `environment(_ object:)`.
    public func environment<T: AnyObject>(_ object: T) -> _EnvironmentWriter<Self, AnyObject?> {
        _EnvironmentWriter(content: self, keyPath: \EnvironmentValues.[object: ObjectIdentifier(T.self)], value: object)
    }
    /// The font of text inside — SwiftUI's `font(_:)`.
    public func font(_ font: Font?) -> _EnvironmentWriter<Self, Font?> { environment(\.font, font) }
    /// Bold text inside — SwiftUI's `bold(_:)`.
    public func bold(_ isActive: Bool = true) -> _EnvironmentWriter<Self, Bool> { environment(\.isBold, isActive) }
    /// The colour of text and shapes inside — SwiftUI's `foregroundStyle(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)): controls
    /// too, so `Button("Delete") { … }.foregroundStyle(.red)` draws a red label in place of the
    /// button's tint.
    public func foregroundStyle(_ color: Color) -> _EnvironmentWriter<Self, Color?> { environment(\.userForegroundColor, color) }
    /// SwiftUI's deprecated `foregroundColor(_:)`; the same as `foregroundStyle(_:)`. `nil`
    /// removes a colour set above, so "the system or the container" provides one
    /// (https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:)).
    public func foregroundColor(_ color: Color?) -> _EnvironmentWriter<Self, Color?> { environment(\.userForegroundColor, color) }
    /// At most `limit` lines of text inside — SwiftUI's `lineLimit(_:)`.
    public func lineLimit(_ limit: Int?) -> _EnvironmentWriter<Self, Int?> { environment(\.lineLimit, limit) }
    /// Where text inside that does not fit its lines loses characters — SwiftUI's
    /// `truncationMode(_:)` (https://developer.apple.com/documentation/swiftui/view/truncationmode(_:)):
    /// `.tail` ("Fold the…", the default), `.head` ("…er twice"), `.middle` ("Fold…wice"). The
    /// last line shown holds the rest of the text, cut where the mode says. Differs: a text
    /// with Markdown or several styles (`Text + Text`) is always cut at its tail.
    public func truncationMode(_ mode: Text.TruncationMode) -> _EnvironmentWriter<Self, Text.TruncationMode> {
        environment(\.truncationMode, mode)
    }
    /// Lets text inside shrink to `factor` of its font's size before it is cut — SwiftUI's
    /// `minimumScaleFactor(_:)` (https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)):
    /// "the minimum percentage it is willing to shrink to, to fit in the available space". A text
    /// that fits its lines (its `lineLimit`, the proposed height) keeps its size; one that does
    /// not is drawn in the largest size between that fits, or cut at the smallest. `factor` is
    /// clamped to 0.01…1. Differs: a text with Markdown or several styles (`Text + Text`) does
    /// not shrink.
    public func minimumScaleFactor(_ factor: CGFloat) -> _EnvironmentWriter<Self, CGFloat> {
        environment(\.minimumScaleFactor, min(1, max(0.01, factor.isFinite ? factor : 1)))
    }
    /// Disables taps on controls inside — SwiftUI's `disabled(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/disabled(_:)): "the outer
    /// `disabled(_:)` modifier overrides the inner one", so `disabled(false)` inside a disabled
    /// container leaves its controls disabled.
    public func disabled(_ disabled: Bool) -> _EnvironmentWriter<Self, Bool> { environment(\.disabledByModifier, disabled) }
}

extension EnvironmentValues {
    /// What `disabled(_:)` writes: `true` turns `isEnabled` off for everything inside; `false`
    /// keeps what the views around decided (an outer `disabled(true)` wins).
    var disabledByModifier: Bool {
        get { !isEnabled }
        set { if newValue { isEnabled = false } }
    }
}

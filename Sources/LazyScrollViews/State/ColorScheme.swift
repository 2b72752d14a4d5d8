import DisplayList

/// The possible colour schemes, corresponding to the light and dark appearances — SwiftUI's
/// `ColorScheme` (https://developer.apple.com/documentation/swiftui/colorscheme). Read the
/// current one with `@Environment(\.colorScheme)`; set one for a subtree with
/// `.environment(\.colorScheme, .dark)`, or for the whole window (presentation) with
/// `.preferredColorScheme(.dark)`.
///
/// The system colours (`Color.primary`, `.secondary`, `.red`, the list, bar and control
/// chrome) are dynamic: they resolve when drawn, from the colour scheme of the environment
/// they are drawn in, to iOS's light or dark values (`DynamicColor` lists them and says
/// where each number comes from).
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The colour scheme that corresponds to a light appearance.
    case light
    /// The colour scheme that corresponds to a dark appearance.
    case dark
}

/// The contrast between the app's foreground and background colours — SwiftUI's
/// `ColorSchemeContrast` (https://developer.apple.com/documentation/swiftui/colorschemecontrast).
/// Linux has no "Increase Contrast" setting we read: the environment always says `.standard`.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard
    case increased
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct ElevatedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The colour scheme of this environment — SwiftUI's `colorScheme`
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme): the
    /// window's (the playground's `--color-scheme` or its `A` key, or a `preferredColorScheme`
    /// inside it), unless an ancestor set another with `.environment(\.colorScheme, …)`. As
    /// Apple says, setting it directly "changes the color scheme of the given view and its child
    /// views but *not* the views above it".
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set {
            self[ColorSchemeKey.self] = newValue
            noteColorScheme(isDark: newValue == .dark)
        }
    }
    /// The contrast of the colour scheme — SwiftUI's read-only `colorSchemeContrast`
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast):
    /// always `.standard` here (there is no increased-contrast setting to follow, and no
    /// increased-contrast colour values).
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    /// Whether the views are on an elevated level — UIKit's `userInterfaceLevel` `.elevated`
    /// (https://developer.apple.com/documentation/uikit/uiuserinterfacelevel), which SwiftUI
    /// does not expose: a sheet's content. The system backgrounds resolve to their elevated dark
    /// values there (`DynamicColor.darkElevated`), so a dark sheet is grey over the black it covers.
    var isElevated: Bool {
        get { self[ElevatedKey.self] }
        set {
            self[ElevatedKey.self] = newValue
            noteElevation(newValue)
        }
    }
}

extension View {
    /// Sets this view's colour scheme — SwiftUI's deprecated `colorScheme(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/colorscheme(_:)): the same as
    /// `.environment(\.colorScheme, colorScheme)`.
    public func colorScheme(_ colorScheme: ColorScheme) -> _EnvironmentWriter<Self, ColorScheme> {
        environment(\.colorScheme, colorScheme)
    }

    /// Sets the preferred colour scheme for this presentation — SwiftUI's
    /// `preferredColorScheme(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:)): "the
    /// value that you set propagates up through the view hierarchy to the enclosing
    /// presentation … The value that you set overrides the user's Dark Mode selection for that
    /// presentation", and one set higher in the hierarchy overrides one set below it. `nil`
    /// states no preference.
    ///
    /// The presentation is the window, a sheet or full-screen cover, or a preview's frame in
    /// the canvas: a preference inside a sheet recolours the sheet only.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> _PreferredColorSchemeView<Self> {
        _PreferredColorSchemeView(content: self, colorScheme: colorScheme)
    }
}

/// A view that states a preferred colour scheme for its window — what
/// `preferredColorScheme(_:)` returns. Transparent: it lends its content's subviews.
public struct _PreferredColorSchemeView<Content: View>: View {
    let content: Content
    let colorScheme: ColorScheme?
    public var body: Never { fatalError("preferredColorScheme is primitive") }
}

/// The node of a `preferredColorScheme(_:)`: registers its preference, while it lives, with
/// its presentation — the nearest enclosing `ColorSchemePresentationNode` (a sheet's content, a
/// preview in the canvas), else the window (``ViewGraph/preferredColorScheme``).
final class PreferredColorSchemeNode: ViewNode {
    var child: ViewNode?
    /// The presentation it states its preference to (nil: the window).
    private(set) var scope: ColorSchemePresentationNode?
    var preference: ColorScheme? {
        didSet { if preference != oldValue { noteChange() } }
    }

    override var isDisplayable: Bool { false }
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let child { body(child) } }
    override var isPaintReplayable: Bool { true }
    override var reuse: Reuse { .impossible }

    /// Registers with the nearest presentation above `parent`, else the window.
    func register(under parent: ViewNode?) {
        var node = parent
        while let current = node {
            if let presentation = current as? ColorSchemePresentationNode { scope = presentation; break }
            node = current.parent
        }
        if let scope { scope.preferences.append(self) } else { graph.colorSchemePreferences.append(self) }
        noteChange()
    }

    private func noteChange() {
        graph.colorSchemePreferencesChanged = true
        if let scope, !graph.changedColorSchemePresentations.contains(where: { $0 === scope }) {
            graph.changedColorSchemePresentations.append(scope)
        }
    }

    override func willDestroy() {
        noteChange()
        if let scope { scope.preferences.removeAll { $0 === self } } else { graph.colorSchemePreferences.removeAll { $0 === self } }
        scope = nil
    }

    /// The outermost stated preference among `nodes` (one "higher in the hierarchy overrides
    /// it"), the earliest made among equally deep ones.
    static func outermost(_ nodes: [PreferredColorSchemeNode]) -> ColorScheme? {
        var best: (depth: Int, scheme: ColorScheme)?
        for node in nodes where !node.isDestroyed {
            guard let scheme = node.preference else { continue }
            if best == nil || node.depth < best!.depth { best = (node.depth, scheme) }
        }
        return best?.scheme
    }
}

extension _PreferredColorSchemeView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = PreferredColorSchemeNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.preference = colorScheme
        node.register(under: parent)
        node.child = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! PreferredColorSchemeNode
        node.preference = colorScheme
        node.child = reconcile(node.child, with: content, parent: node, environment: node.environment, graph: node.graph)
    }
}

/// A presentation of its own for `preferredColorScheme(_:)` — what a sheet's content and a
/// canvas preview are wrapped in: the preferences stated inside recolour this subtree, not the
/// window. Transparent: it lends its content's subviews.
public struct _ColorSchemePresentation<Content: View>: View {
    let content: Content
    public var body: Never { fatalError("_ColorSchemePresentation is primitive") }
}

extension View {
    /// Makes the view a presentation of its own for `preferredColorScheme(_:)` (the preview
    /// canvas wraps each preview in one, as Xcode shows each in its own scheme).
    public func _colorSchemePresentation() -> _ColorSchemePresentation<Self> { _ColorSchemePresentation(content: self) }
}

/// The node of a ``_ColorSchemePresentation``: its content's environment carries the
/// outermost preference stated inside, once the host applied it (``apply()``).
final class ColorSchemePresentationNode: ViewNode {
    var child: ViewNode?
    var preferences: [PreferredColorSchemeNode] = []
    /// The preference the content's environment carries (nil: the enclosing scheme).
    private(set) var applied: ColorScheme?
    private var cached: (parent: EnvironmentValues, scheme: ColorScheme, child: EnvironmentValues)?

    override var isDisplayable: Bool { false }
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let child { body(child) } }
    override var isPaintReplayable: Bool { true }
    override var reuse: Reuse { .impossible }

    override var childEnvironment: EnvironmentValues {
        guard let applied else { return environment }
        if let cached, cached.scheme == applied, cached.parent.isIdentical(to: environment) { return cached.child }
        var env = environment
        env.colorScheme = applied
        cached = (environment, applied, env)
        return env
    }

    /// Whether the content is drawn dark (the presentation's own page, a sheet's, follows it).
    var isDark: Bool { childEnvironment.isDarkAppearance }

    /// Gives the content the preference stated inside now, if it changed.
    func apply() {
        let preferred = PreferredColorSchemeNode.outermost(preferences)
        guard preferred != applied, !isDestroyed else { return }
        applied = preferred
        if let child { child.environmentChanged(childEnvironment) }
    }

    override func willDestroy() {
        preferences.removeAll()
    }
}

extension _ColorSchemePresentation: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = ColorSchemePresentationNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.child = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! ColorSchemePresentationNode
        node.child = reconcile(node.child, with: content, parent: node, environment: node.childEnvironment, graph: node.graph)
    }
}

extension ViewGraph {
    /// The colour scheme the window's views prefer (`preferredColorScheme(_:)` outside any
    /// other presentation): the outermost stated preference; nil when none states one.
    var preferredColorScheme: ColorScheme? { PreferredColorSchemeNode.outermost(colorSchemePreferences) }

    /// Gives each presentation whose preferences changed its new scheme.
    func applyColorSchemePresentations() {
        guard !changedColorSchemePresentations.isEmpty else { return }
        let changed = changedColorSchemePresentations
        changedColorSchemePresentations.removeAll()
        for presentation in changed { presentation.apply() }
    }
}

/// A key a view can respond to — SwiftUI's `KeyEquivalent`, for the keys that type a character
/// (`onKeyPress("r") { … }`), Space, Return, Escape and the four arrows.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }
    public static let space = KeyEquivalent(" ")
    /// Return (Enter), as SwiftUI's `KeyEquivalent.return`: a carriage return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape, as SwiftUI's `KeyEquivalent.escape` (U+001B). The host offers it to the views
    /// before it quits the app on it, so a view with something to dismiss gets it first.
    public static let escape = KeyEquivalent("\u{1B}")
    /// The desktop's back key (the mouse's back button, Alt+←; "AC Back" to the host): not a
    /// key SwiftUI has. Only a `NavigationStack` takes it — a private-use character no keyboard
    /// types, so an `onKeyPress` for a real key never sees it.
    static let navigationBack = KeyEquivalent("\u{F8FE}")
    /// The arrow keys, as SwiftUI's `KeyEquivalent.upArrow` … (AppKit's function-key code points
    /// U+F700…U+F703). Unhandled, they scroll the window's scroll view by a line.
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")

    /// The key the host names `name` ("R", "Space"; the host's names are SDL's), typed with or
    /// without Shift: "R" is `"r"`, or `"R"` with Shift; "Space", "Return", "Escape" and the arrows. Nil for other keys that type no character
    /// (Home, End, Page Up/Down stay the host's scrolling keys).
    init?(hostKeyName name: String, shift: Bool) {
        if name == "Space" { self = .space; return }
        if name == "Return" { self = .return; return }
        if let named = Self.named[name] { self = named; return }
        guard name.count == 1 else { return nil }
        self.init(Character(shift ? name.uppercased() : name.lowercased()))
    }

    /// The keys that type no character but have a `KeyEquivalent`, by their SDL names.
    private static let named: [String: KeyEquivalent] = [
        "Escape": .escape, "Up": .upArrow, "Down": .downArrow, "Left": .leftArrow, "Right": .rightArrow,
    ]
}

/// What a key press did — SwiftUI's `KeyPress.Result`.
public enum KeyPress {
    public enum Result: Hashable, Sendable {
        /// The action used the key: nobody else sees it.
        case handled
        /// The key goes on to the next view with an `onKeyPress`, then to the host (scrolling keys).
        case ignored
    }
}

/// A view that runs an action when a key is pressed — what `onKeyPress(_:action:)` returns.
/// Transparent: it lends its content's subviews.
public struct _KeyPressView<Content: View>: View {
    let content: Content
    let key: KeyEquivalent
    let action: @MainActor () -> KeyPress.Result
    public var body: Never { fatalError("onKeyPress is primitive") }
}

final class KeyPressNode: ViewNode {
    var key: KeyEquivalent
    var action: @MainActor () -> KeyPress.Result
    var content: ViewNode?

    init(key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result, viewType: Any.Type, parent: ViewNode?,
         environment: EnvironmentValues, graph: ViewGraph) {
        self.key = key
        self.action = action
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    override var isDisplayable: Bool { false }
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let content { body(content) } }
}

extension _KeyPressView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = KeyPressNode(key: key, action: action, viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! KeyPressNode
        node.key = key
        node.action = action
        node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
    }
}

extension View {
    /// Runs `action` when `key` is pressed — SwiftUI's `onKeyPress(_:action:)`
    /// (https://developer.apple.com/documentation/swiftui/view/onkeypress(_:action:)). Return
    /// `.handled` to consume the key, `.ignored` to pass it on.
    ///
    /// ```swift
    /// ScrollView { … }
    ///     .onKeyPress("r") {
    ///         withAnimation { position.scrollTo(id: randomRow()) }
    ///         return .handled
    ///     }
    /// ```
    ///
    /// Where a key goes (`ViewScene.keyCommand(_:shift:control:)`): the focused view first, as
    /// in SwiftUI — a focused text field takes the keys it edits with, a focused button or
    /// toggle Space and Return, a focused stepper or slider its arrows, a `List`'s selection
    /// ↑/↓ — then the `onKeyPress` actions for it. Differs from SwiftUI, where only the
    /// focused view and the views around it are offered the key: here every view with an
    /// `onKeyPress` for it is, focused or not, in the order they appear in the tree (not
    /// inside a scroll view's rows, nor on a navigation screen under the top one; while a
    /// sheet or alert is up, only inside it), until one handles it. Keys nobody handles go to
    /// the host (Page Down, Home, End, the arrows and Space scroll; Escape quits).
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> _KeyPressView<Self> {
        _KeyPressView(content: self, key: key, action: action)
    }
}

extension ViewGraph {
    /// Offers `key` to the views' `onKeyPress` actions for it, in tree order, without entering
    /// scroll views' rows or navigation screens under the top one; true when one handled it.
    /// While a sheet or an alert is presented, only it gets keys (`PresentationNode.handleKey`).
    /// Apply the state it changed with an update.
    func handleKeyPress(_ key: KeyEquivalent) -> Bool {
        // What the handlers post is this window's to show (AnnouncementQueue).
        AnnouncementQueue.attributing(to: self) { offerKeyPress(key) }
    }

    private func offerKeyPress(_ key: KeyEquivalent) -> Bool {
        guard let root else { return false }
        func offer(_ node: ViewNode) -> Bool {
            if let press = node as? KeyPressNode, press.key == key, press.action() == .handled { return true }
            if node is ScrollViewNode || node.isCoveredScreen { return false }
            return node.children.contains(where: offer)
        }
        if let top = topPresentation { return top.handleKey(key, offer: offer) }
        return offer(root)
    }
}

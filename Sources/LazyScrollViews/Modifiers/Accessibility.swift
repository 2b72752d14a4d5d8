import Foundation
import ScrollCore

// SwiftUI's accessibility modifiers and the tree they describe. LazyScroll has no screen reader
// to speak it; the tree is what a host reports (`ViewHost.accessibilityElements()`, the run
// report's `accessibility` list): each element on screen with its label, value, hint, identifier,
// traits and frame — what VoiceOver would read, and what a UI test finds views by. Built on
// demand, from the views as they were last laid out; nothing is done for it in a frame.
//
// The elements: a `Text` (its characters; `staticText`), an `Image` with a name (the name;
// `image`; `Image(decorative:)` and the icon beside a `Label`'s title are not elements), a text
// field (its placeholder, its text the value unless secure), and a view made one with
// `accessibilityElement(children:)` — a `Button` makes itself one (`combine`, `button`; a `Link`
// is read as a button), and a `Toggle` (`combine`, `toggle`, its value "1" on or "0" off). A modifier on a view that is
// not an element applies to each element inside it (`VStack { … }.accessibilityHidden(true)`
// hides them all); on an element, an outer modifier's value replaces an inner one's (your
// `.accessibilityLabel` on a `Button` replaces its text's). While a sheet, cover or alert is
// shown, only it is read, as VoiceOver reads a modal presentation.

/// What an element is — SwiftUI's `AccessibilityTraits`
/// (https://developer.apple.com/documentation/swiftui/accessibilitytraits).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// Each trait's name in a report: SwiftUI's, without `is` (`button`, `staticText`).
    static let names: [(trait: AccessibilityTraits, name: String)] = [
        (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
        (.isSearchField, "searchField"), (.isImage, "image"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "keyboardKey"), (.isStaticText, "staticText"), (.isSummaryElement, "summaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.isModal, "modal"), (.isToggle, "toggle"), (.isTabBar, "tabBar"),
    ]
}

/// How a view made an element treats the elements inside it — SwiftUI's
/// `AccessibilityChildBehavior` (https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind
    /// One element; the ones inside are not read (its label is what its modifiers give it).
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The elements inside stay elements (read together, in their own order).
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// One element whose label joins the labels inside (", " between them) and whose traits are theirs.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// What one accessibility modifier says (the modifiers nest, each with its own).
struct AccessibilityProperties: Equatable, Sendable {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var isHidden: Bool?
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var children: AccessibilityChildBehavior?

    /// `element` with these properties over what it had: set values replace, traits are added
    /// and removed.
    func apply(to element: inout AccessibilityElementValue) {
        if let label { element.label = label }
        if let value { element.value = value }
        if let hint { element.hint = hint }
        if let identifier { element.identifier = identifier }
        element.traits.formUnion(addedTraits)
        element.traits.subtract(removedTraits)
    }
}

/// An element while the tree is built.
struct AccessibilityElementValue: Equatable {
    var label = ""
    var value: String?
    var hint: String?
    var identifier: String?
    var traits: AccessibilityTraits = []
    var frame: CGRect
    /// A `.contain` group's elements, in reading order: the group is ordered as one block among
    /// its neighbours, then read element by element (nil: an element).
    var members: [AccessibilityElementValue]?

    /// Whether there is anything to read: a label, a value or an identifier (or a group's members).
    var isRead: Bool { members != nil || !label.isEmpty || value != nil || identifier != nil }

    /// The elements to read: this one, or a group's members.
    func flattened(into list: inout [AccessibilityElementValue]) {
        guard let members else { list.append(self); return }
        for member in members { member.flattened(into: &list) }
    }

    var report: AccessibilityElementReport {
        AccessibilityElementReport(label: label, value: value, hint: hint, identifier: identifier,
                                   traits: AccessibilityTraits.names.filter { traits.contains($0.trait) }.map(\.name),
                                   frame: [Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)])
    }
}

/// A view with accessibility properties — what the accessibility modifiers return. Transparent:
/// it lends its content's subviews, and changes nothing drawn or laid out.
public struct _AccessibilityView<Content: View>: View {
    let content: Content
    let properties: AccessibilityProperties
    public var body: Never { fatalError("accessibility modifiers are primitive") }
}

final class AccessibilityNode: ViewNode {
    var child: ViewNode?
    var properties = AccessibilityProperties()
    override var isDisplayable: Bool { false }
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let child { body(child) } }
    override var isPaintReplayable: Bool { true }
    override var reuse: Reuse { .asIs }
}

extension _AccessibilityView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = AccessibilityNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.properties = properties
        node.child = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = unsafeDowncast(node, to: AccessibilityNode.self)   // made by `makeNode` (same view type)
        if node.properties != properties { node.properties = properties }
        node.child = reconcile(node.child, with: content, parent: node, environment: node.environment, graph: node.graph)
    }
}

extension View {
    private func accessibility(_ change: (inout AccessibilityProperties) -> Void) -> _AccessibilityView<Self> {
        var properties = AccessibilityProperties()
        change(&properties)
        return _AccessibilityView(content: self, properties: properties)
    }

    /// What the element is called — SwiftUI's `accessibilityLabel(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv):
    /// replaces the label it would have (a text's characters, a button's title).
    public func accessibilityLabel(_ label: Text) -> _AccessibilityView<Self> { accessibility { $0.label = label.plainString(now: nil) } }
    public func accessibilityLabel(_ key: LocalizedStringKey) -> _AccessibilityView<Self> { accessibilityLabel(Text(key)) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> _AccessibilityView<Self> { accessibility { $0.label = String(label) } }

    /// The element's current value ("50 %", "On") — SwiftUI's `accessibilityValue(_:)`.
    public func accessibilityValue(_ value: Text) -> _AccessibilityView<Self> { accessibility { $0.value = value.plainString(now: nil) } }
    public func accessibilityValue(_ key: LocalizedStringKey) -> _AccessibilityView<Self> { accessibilityValue(Text(key)) }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> _AccessibilityView<Self> { accessibility { $0.value = String(value) } }

    /// What happens when the element is activated ("Opens the message") — SwiftUI's `accessibilityHint(_:)`.
    public func accessibilityHint(_ hint: Text) -> _AccessibilityView<Self> { accessibility { $0.hint = hint.plainString(now: nil) } }
    public func accessibilityHint(_ key: LocalizedStringKey) -> _AccessibilityView<Self> { accessibilityHint(Text(key)) }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> _AccessibilityView<Self> { accessibility { $0.hint = String(hint) } }

    /// The name a UI test finds the element by — SwiftUI's `accessibilityIdentifier(_:)`.
    public func accessibilityIdentifier(_ identifier: String) -> _AccessibilityView<Self> { accessibility { $0.identifier = identifier } }

    /// Takes the view and everything in it out of the tree (a decoration) — SwiftUI's
    /// `accessibilityHidden(_:)`; `false` leaves it as it is.
    public func accessibilityHidden(_ hidden: Bool) -> _AccessibilityView<Self> { accessibility { $0.isHidden = hidden } }

    /// Adds traits — SwiftUI's `accessibilityAddTraits(_:)`: `.isHeader` on a section title.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> _AccessibilityView<Self> { accessibility { $0.addedTraits = traits } }
    /// Removes traits — SwiftUI's `accessibilityRemoveTraits(_:)`.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> _AccessibilityView<Self> { accessibility { $0.removedTraits = traits } }

    /// Makes the view one element — SwiftUI's `accessibilityElement(children:)`
    /// (https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)):
    /// `.combine` a card read as one ("Anna, 2 new messages"), `.ignore` (the default) one
    /// labelled only by its own modifiers, `.contain` a group whose elements stay, read together.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> _AccessibilityView<Self> {
        accessibility { $0.children = children }
    }

    /// ``accessibilityElement(children:)`` with `traits` added and a value, in one node (a
    /// button's, a toggle's).
    func accessibilityElement(children: AccessibilityChildBehavior, traits: AccessibilityTraits, value: String? = nil) -> _AccessibilityView<Self> {
        accessibility { $0.children = children; $0.addedTraits = traits; $0.value = value }
    }
}

// MARK: - The tree

extension ViewHost {
    /// The accessibility elements on screen as of the last layout, in reading order — what the
    /// run report lists. The order is VoiceOver's default: top to bottom, and leading to trailing
    /// along a line (elements whose tops are within half the shorter one's height share a line),
    /// so a navigation bar drawn over its screen's content is read first; elements at the same
    /// place keep the views' order.
    public func accessibilityElements() -> [AccessibilityElementReport] {
        guard let root = graph.root else { return [] }
        var elements: [AccessibilityElementValue] = []
        AccessibilityTree.collect(root, offset: .zero, into: &elements)
        var read: [AccessibilityElementValue] = []
        for element in AccessibilityTree.readingOrder(elements.filter(\.isRead)) { element.flattened(into: &read) }
        return read.map(\.report)
    }
}

@MainActor
enum AccessibilityTree {
    /// Appends the elements of `node`'s subtree, its frames moved by `offset` (a row's origin in
    /// the window: rows are laid out in their own space).
    static func collect(_ node: ViewNode, offset: CGPoint, into elements: inout [AccessibilityElementValue]) {
        if let screen = node as? StackScreenNode, screen.isCovered { return }
        if let presentation = node as? PresentationNode, presentation.isPresenting, presentation.kind != .menu,
           let presented = presentation.presented {
            // A sheet, cover or alert is modal: what it covers is not read.
            collect(presented, offset: offset, into: &elements)
            return
        }
        if let modifier = node as? AccessibilityNode {
            let properties = modifier.properties
            if properties.isHidden == true { return }
            var inner: [AccessibilityElementValue] = []
            if let child = modifier.child { collect(child, offset: offset, into: &inner) }
            if properties.children?.kind == .contain {
                // A group: its elements read together, in their own order; what the modifier
                // says describes the group, not each of them.
                let members = readingOrder(inner.filter(\.isRead))
                guard let frame = members.map(\.frame).reduce(nil, { ($0 ?? $1).union($1) }) else { return }
                elements.append(AccessibilityElementValue(frame: frame, members: members))
                return
            }
            guard let behavior = properties.children else {
                // Not an element itself: what it says applies to each element inside.
                for var element in inner {
                    properties.apply(to: &element)
                    elements.append(element)
                }
                return
            }
            guard let frame = inner.map(\.frame).reduce(nil, { ($0 ?? $1).union($1) }) ?? contentFrame(of: modifier, offset: offset) else { return }
            var element = AccessibilityElementValue(frame: frame)
            if behavior.kind == .combine {
                element.label = inner.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
                element.value = inner.compactMap(\.value).first
                // The traits of what is inside, but what only describes a part (a text, a picture).
                element.traits = inner.reduce(AccessibilityTraits()) { $0.union($1.traits) }.subtracting([.isStaticText, .isImage])
            }
            properties.apply(to: &element)
            elements.append(element)
            return
        }
        if let text = node as? TextNode {
            guard text.isPlaced else { return }
            elements.append(AccessibilityElementValue(label: text.text.plainString(now: text.graph.now), traits: .isStaticText,
                                                      frame: text.frame.offsetBy(dx: offset.x, dy: offset.y)))
            return
        }
        if let field = node as? TextFieldNode {
            // A field: named by its placeholder, its text the value (a secure field's is not read).
            guard field.isPlaced else { return }
            let configuration = field.configuration
            let text = configuration.text.wrappedValue
            elements.append(AccessibilityElementValue(label: configuration.placeholder?.plainString(now: nil) ?? "",
                                                      value: configuration.isSecure || text.isEmpty ? nil : text,
                                                      frame: field.frame.offsetBy(dx: offset.x, dy: offset.y)))
            return
        }
        if let image = node as? ImageNode {
            guard image.isPlaced, let name = image.image.accessibilityName else { return }
            elements.append(AccessibilityElementValue(label: name, traits: .isImage, frame: image.frame.offsetBy(dx: offset.x, dy: offset.y)))
            return
        }
        if let scroll = node as? ScrollViewNode {
            // Its visible rows, each laid out at its own origin, moved to where the last pass
            // put it (as `ZoomTransition`'s walk finds them).
            guard scroll.isPlaced, let result = scroll.lastResult else { return }
            let viewport = scroll.frame.offsetBy(dx: offset.x, dy: offset.y)
            for element in result.placed where element.isVisible && !element.isCollapsed {
                guard let row = scroll.source.existingNode(at: element.path) else { continue }
                let origin = CGPoint(x: viewport.minX + CGFloat(element.frame.minX - scroll.crossOffset),
                                     y: viewport.minY + CGFloat(element.frame.minY))
                collect(row, offset: origin, into: &elements)
            }
            return
        }
        node.forEachChild { collect($0, offset: offset, into: &elements) }
    }

    /// `elements` top to bottom, leading to trailing along a line; a stable order (insertion
    /// sorted: a window has tens of elements).
    static func readingOrder(_ elements: [AccessibilityElementValue]) -> [AccessibilityElementValue] {
        func precedes(_ a: AccessibilityElementValue, _ b: AccessibilityElementValue) -> Bool {
            let line = min(a.frame.height, b.frame.height) / 2
            if abs(a.frame.minY - b.frame.minY) > line { return a.frame.minY < b.frame.minY }
            return a.frame.minX < b.frame.minX
        }
        var ordered: [AccessibilityElementValue] = []
        for element in elements {
            var index = ordered.count
            while index > 0, precedes(element, ordered[index - 1]) { index -= 1 }
            ordered.insert(element, at: index)
        }
        return ordered
    }

    /// The frame of what `node` draws (its placed subviews together), moved by `offset`; nil when
    /// none is placed.
    static func contentFrame(of node: ViewNode, offset: CGPoint) -> CGRect? {
        var frame: CGRect?
        node.forEachSubview { subview in
            guard subview.isPlaced else { return }
            let moved = subview.frame.offsetBy(dx: offset.x, dy: offset.y)
            frame = frame.map { $0.union(moved) } ?? moved
        }
        return frame
    }
}

extension ViewScene: AccessibleContent {
    /// The window's accessibility elements (``ViewHost/accessibilityElements()``).
    public var accessibilityElements: [AccessibilityElementReport] { host.accessibilityElements() }
}

import DisplayList
import Foundation
import LazyLayout
import ScrollCore

// `List(selection:)` — a list whose rows can be selected
// (https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz: "a
// list with the given content that supports selecting a single row";
// …/init(selection:content:)-4sffx: "supports selecting multiple rows"). The rows' selection
// values are their `ForEach` ids, as in SwiftUI (a `ForEach` tags each row with its element's
// id). Selected by pointer and keyboard as a list is on macOS and on an iPad with a keyboard:
//
// - a click selects the row alone;
// - Ctrl-click (⌘-click on a Mac) adds the row to the selection or takes it out;
// - Shift-click selects the rows from the last clicked one to this one;
// - ↑ and ↓ move the selection to the row above or below and scroll it into view (the minimum
//   scroll, as `scrollTo(_:anchor: nil)`); with Shift, extend it (a multiple selection).
//
// The selected row's card is drawn in iOS's selection grey (UIKit's default cell selection,
// `systemGray4`), in the card's shape.

/// The modifier keys held during an event — SwiftUI's `EventModifiers`
/// (https://developer.apple.com/documentation/swiftui/eventmodifiers).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option (Alt).
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command (the Super/Windows key on Linux).
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

extension EventModifiers {
    /// The modifier keys the host read at a click (`KeyModifiers`), as SwiftUI's set.
    public init(_ keys: KeyModifiers) {
        var modifiers = EventModifiers()
        if keys.contains(.shift) { modifiers.insert(.shift) }
        if keys.contains(.control) { modifiers.insert(.control) }
        if keys.contains(.option) { modifiers.insert(.option) }
        if keys.contains(.command) { modifiers.insert(.command) }
        self = modifiers
    }
}

/// A list's selection binding with its value type erased: the rows know only their ids. (A
/// class per kind rather than closures: a closure using the value's type would capture its
/// metatype across isolation.)
@MainActor
class ListSelectionBinding {
    /// Whether several rows can be selected (a `Set`).
    var allowsMultiple: Bool { false }
    func isSelected(_ id: AnyHashable) -> Bool { false }
    func read() -> Set<AnyHashable> { [] }
    /// Writes the selection (a single selection: the one id, or none).
    func write(_ ids: Set<AnyHashable>) {}
    /// Whether a row's id is a value of the selection's type (other rows cannot be selected).
    func accepts(_ id: AnyHashable) -> Bool { false }
}

/// `List(selection: Binding<Value?>)`.
final class SingleListSelection<Value: Hashable>: ListSelectionBinding {
    let binding: Binding<Value?>
    init(_ binding: Binding<Value?>) { self.binding = binding }
    override func isSelected(_ id: AnyHashable) -> Bool { binding.wrappedValue.map { AnyHashable($0) == id } ?? false }
    override func read() -> Set<AnyHashable> { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
    override func write(_ ids: Set<AnyHashable>) { binding.wrappedValue = ids.first.flatMap { $0.base as? Value } }
    override func accepts(_ id: AnyHashable) -> Bool { id.base is Value }
}

/// `List(selection: Binding<Set<Value>>)`.
final class MultipleListSelection<Value: Hashable>: ListSelectionBinding {
    let binding: Binding<Set<Value>>
    init(_ binding: Binding<Set<Value>>) { self.binding = binding }
    override var allowsMultiple: Bool { true }
    override func isSelected(_ id: AnyHashable) -> Bool { (id.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
    override func read() -> Set<AnyHashable> {
        var ids = Set<AnyHashable>()
        for value in binding.wrappedValue { ids.insert(AnyHashable(value)) }
        return ids
    }
    override func write(_ ids: Set<AnyHashable>) {
        var values = Set<Value>()
        for id in ids { if let value = id.base as? Value { values.insert(value) } }
        binding.wrappedValue = values
    }
    override func accepts(_ id: AnyHashable) -> Bool { id.base is Value }
}

/// A selectable list's state between its updates: its binding, the row a Shift-click or
/// Shift-arrow extends from (the anchor) and the row the arrows move from (the cursor), the
/// scroll view showing its rows, and how it scrolls a row into view.
@MainActor
final class ListSelectionModel {
    var binding: ListSelectionBinding?
    var anchor: AnyHashable?
    var cursor: AnyHashable?
    /// Set when the list paints its rows.
    weak var scrollView: ScrollViewNode?
    /// Scrolls the row with this id into view (the minimum scroll).
    var scrollIntoView: (AnyHashable) -> Void = { _ in }

    /// A click on the row with id `id`, with `modifiers` held.
    func click(_ id: AnyHashable, modifiers: EventModifiers) {
        guard let binding, binding.accepts(id) else { return }
        if modifiers.contains(.shift), binding.allowsMultiple, let anchor, let range = ids(from: anchor, to: id) {
            binding.write(Set(range))
            cursor = id
            return
        }
        if !modifiers.isDisjoint(with: [.control, .command]) {
            var selection = binding.read()
            if selection.contains(id) {
                selection.remove(id)
            } else {
                if !binding.allowsMultiple { selection.removeAll() }
                selection.insert(id)
            }
            binding.write(selection)
        } else {
            binding.write([id])
        }
        anchor = id
        cursor = id
    }

    /// ↑ (`forward` false) or ↓: the selection moves to the row before or after the cursor
    /// (the first or last row when nothing is selected); with `extending`, a multiple selection
    /// grows from the anchor to it. The row is scrolled into view. False when there is no row
    /// to move to.
    func step(forward: Bool, extending: Bool) -> Bool {
        guard let binding, let source = scrollView?.source else { return false }
        let current = cursor.flatMap { binding.isSelected($0) ? $0 : nil } ?? binding.read().first
        let target: AnyHashable?
        if let current, let path = source.path(ofID: current) {
            target = Self.selectableRow(in: source, from: path, forward: forward, including: false)?.id
        } else {
            target = Self.edgeRow(in: source, atEnd: !forward)
        }
        guard let target else { return false }
        if extending, binding.allowsMultiple, let anchor, let range = ids(from: anchor, to: target) {
            binding.write(Set(range))
        } else {
            binding.write([target])
            anchor = target
        }
        cursor = target
        scrollIntoView(target)
        return true
    }

    /// The selectable rows' ids from `a` to `b` (either order), both included; nil when either
    /// is not a row of the list.
    func ids(from a: AnyHashable, to b: AnyHashable) -> [AnyHashable]? {
        guard let binding, let source = scrollView?.source,
              let pa = source.path(ofID: a), let pb = source.path(ofID: b) else { return nil }
        let (start, end) = Self.order(pa, pb) ? (pa, pb) : (pb, pa)
        var ids: [AnyHashable] = []
        var row = Self.selectableRow(in: source, from: start, forward: true, including: true)
        while let found = row, Self.order(found.path, end) {
            if binding.accepts(found.id) { ids.append(found.id) }
            row = Self.selectableRow(in: source, from: found.path, forward: true, including: false)
        }
        return ids
    }

    /// Whether `a` comes before `b` or is `b` (rows only: ids resolve to rows).
    private static func order(_ a: ElementPath, _ b: ElementPath) -> Bool {
        if a.section != b.section { return a.section < b.section }
        return (a.kind.row ?? -1) <= (b.kind.row ?? -1)
    }

    /// The first row at or after (`forward`) or before `path` — `path` itself with `including`
    /// — that a `ForEach` made, with its id.
    static func selectableRow(in source: ViewListSource, from path: ElementPath, forward: Bool,
                              including: Bool) -> (path: ElementPath, id: AnyHashable)? {
        var section = path.section
        var row = path.kind.row ?? (forward ? -1 : source.itemCount(inSection: section))
        if !including { row += forward ? 1 : -1 }
        while section >= 0 && section < source.sectionCount {
            let count = source.itemCount(inSection: section)
            while row >= 0 && row < count {
                let candidate = ElementPath.item(row, in: section)
                if let id = rowID(in: source, at: candidate) { return (candidate, id) }
                row += forward ? 1 : -1
            }
            section += forward ? 1 : -1
            guard section >= 0 && section < source.sectionCount else { return nil }
            row = forward ? 0 : source.itemCount(inSection: section) - 1
        }
        return nil
    }

    /// The first (or last) selectable row's id.
    static func edgeRow(in source: ViewListSource, atEnd: Bool) -> AnyHashable? {
        guard source.sectionCount > 0 else { return nil }
        let section = atEnd ? source.sectionCount - 1 : 0
        let start = ElementPath.item(atEnd ? source.itemCount(inSection: section) : -1, in: section)
        return selectableRow(in: source, from: start, forward: !atEnd, including: false)?.id
    }

    /// The selection value of the row at `path`: its `ForEach` element's id (the first row of
    /// an element that is several rows); nil for a row no `ForEach` made.
    static func rowID(in source: ViewListSource, at path: ElementPath) -> AnyHashable? {
        switch source.slot(at: path) {
        case .element(let forEach, let index): return forEach.id(at: index)
        case .subview(let forEach, let index, 0): return forEach.id(at: index)
        default: return nil
        }
    }
}

/// Which selectable list the arrow keys go to: the one under the pointer, else the one clicked
/// last (a `List` with a selection takes ↑/↓ from the host's scrolling keys only then). When
/// keyboard focus exists, the focused list should come first (see
/// Documentation/ListsGridsNavigation.md).
@MainActor
final class ListKeyboardRouting {
    /// The modifier keys held during the tap being delivered (``ViewHost/tap(at:modifiers:)``).
    var modifiers: EventModifiers = []
    weak var lastClicked: ListSelectionModel?
    /// The lists whose rows are tap targets, by the id their targets carry.
    private var lists: [ObjectIdentifier: WeakListSelection] = [:]

    struct WeakListSelection { weak var model: ListSelectionModel? }

    func register(_ model: ListSelectionModel) {
        let key = ObjectIdentifier(model)
        if lists[key]?.model == nil {
            lists = lists.filter { $0.value.model != nil }
            lists[key] = WeakListSelection(model: model)
        }
    }

    /// The list for a key with the pointer at `pointer`: one of whose rows is under it (among
    /// `targets`, the window's tap targets), else the last clicked.
    func target(pointer: CGPoint?, targets: [TapTarget]) -> ListSelectionModel? {
        if let pointer {
            let p = pointer.core
            for target in targets.reversed() where target.contains(p) {
                if let model = lists[target.node]?.model { return model }
            }
        }
        return lastClicked
    }
}

private struct ListSelectionModelKey: EnvironmentKey { static let defaultValue: ListSelectionModel? = nil }

extension EnvironmentValues {
    /// The selection of the `List` the views are in (nil: none, or not in a list).
    var listSelection: ListSelectionModel? {
        get { self[ListSelectionModelKey.self] } set { self[ListSelectionModelKey.self] = newValue }
    }
}

/// What a `List` puts in its scroll view's environment, written at once (one environment
/// writer, as before selection existed): its style, its selection (nil: none — and nested lists
/// see no selection of the list they are in), and, with a selection, the scroll position the
/// arrow keys scroll the selected row into view with (without one, the position the app bound
/// with `.scrollPosition(_:)` on the list, if any, stays).
struct ListEnvironment: Equatable {
    var style: ListStyleMetrics?
    var selection: ListSelectionModel?
    var scrollPosition: Binding<ScrollPosition>?

    static func == (a: Self, b: Self) -> Bool {
        a.style == b.style && a.selection === b.selection && a.scrollPosition?.location === b.scrollPosition?.location
    }
}

extension EnvironmentValues {
    var listEnvironment: ListEnvironment {
        get { ListEnvironment(style: listStyle, selection: listSelection, scrollPosition: scrollPositionBinding) }
        set {
            listStyle = newValue.style
            if listSelection !== newValue.selection { listSelection = newValue.selection }
            if let position = newValue.scrollPosition { scrollPositionBinding = position }
        }
    }
}

extension List {
    /// The list's selection model brought up to date with its binding, and the scroll position
    /// its arrow keys scroll through; nil without a selection.
    func selectionEnvironment(model: ListSelectionModel, position: Binding<ScrollPosition>)
        -> (model: ListSelectionModel, position: Binding<ScrollPosition>)? {
        guard let selection else { return nil }
        model.binding = selection
        model.scrollIntoView = { id in
            var value = position.wrappedValue
            value.scrollTo(id: id)
            value.scrollsMinimally = true
            position.wrappedValue = value
        }
        return (model, position)
    }
}

extension List {
    /// A list whose rows can be selected one at a time — SwiftUI's `init(selection:content:)`
    /// (https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz).
    /// The rows' selection values are their `ForEach` ids; a click selects a row, ↑/↓ move the
    /// selection. Differs from SwiftUI: `List` is not generic over the selection's type here.
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        self.selection = selection.map { SingleListSelection($0) }
    }

    /// A list whose rows can be selected together — SwiftUI's `init(selection:content:)` with a
    /// set (https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-4sffx):
    /// Ctrl-click adds or removes a row, Shift-click selects a range, Shift-↑/↓ extend it.
    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        self.selection = selection.map { MultipleListSelection($0) }
    }

    /// `List(items, selection: $selected) { item in … }` over `Identifiable` elements.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, rowContent: rowContent)
        self.selection = selection.map { SingleListSelection($0) }
    }

    /// `List(items, selection: $selectedSet) { item in … }` over `Identifiable` elements.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, rowContent: rowContent)
        self.selection = selection.map { MultipleListSelection($0) }
    }

    /// `List(items, id: \.name, selection: $selected) { item in … }`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(data, id: id, rowContent: rowContent)
        self.selection = selection.map { SingleListSelection($0) }
    }

    /// `List(items, id: \.name, selection: $selectedSet) { item in … }`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(data, id: id, rowContent: rowContent)
        self.selection = selection.map { MultipleListSelection($0) }
    }

    /// `List($items, selection: $selected) { $item in … }`.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Binding<C>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindingCollection<C>, C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init(data, rowContent: rowContent)
        self.selection = selection.map { SingleListSelection($0) }
    }

    /// `List($items, selection: $selectedSet) { $item in … }`.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Binding<C>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindingCollection<C>, C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init(data, rowContent: rowContent)
        self.selection = selection.map { MultipleListSelection($0) }
    }
}

extension ScrollViewNode {
    /// iOS's selected-cell grey (`UIColor.systemGray4`: (209, 209, 214), (58, 58, 60) dark).
    static let listSelectionFill = DynamicColor.systemGray4

    /// A `List` row with a selection: the row is a tap target that selects it (under the row's
    /// own controls, which stay on top), and, selected, its card is drawn in the selection grey.
    func paintListSelection(_ model: ListSelectionModel, piece: ListCardPiece, path: ElementPath,
                            style: ListStyleMetrics, into list: inout DisplayList) {
        guard let binding = model.binding, let id = ListSelectionModel.rowID(in: source, at: path), let paint = rowPaint else { return }
        model.scrollView = self
        let routing = graph.listKeyboard
        routing.register(model)
        paint.context.tapTargets.append(TapTarget(rect: piece.card, toWindow: paint.context.transform, node: ObjectIdentifier(model)) {
            [weak model, weak routing] in
            guard let model, let routing else { return }
            routing.lastClicked = model
            model.click(id, modifiers: routing.modifiers)
        })
        guard binding.isSelected(id) else { return }
        let card = piece.card, radius = Double(style.cornerRadius), fill = Self.listSelectionFill.resolved(isDark: environment.isDarkAppearance)
        if radius > 0, piece.first || piece.last {
            list.fillRounded(card, radius: radius, fill)
            let top = piece.first ? card.minY + radius : card.minY
            let bottom = piece.last ? card.maxY - radius : card.maxY
            if bottom > top { list.fill(Rect(x: card.minX, y: top, width: card.width, height: bottom - top), fill) }
        } else {
            list.fill(card, fill)
        }
    }
}

extension ViewHost {
    /// ↑/↓ (`name` "Up" or "Down", the host's key names) for the selectable list under the
    /// pointer or clicked last: true when it moved the selection (apply the state with an update).
    func listSelectionKey(_ name: String, shift: Bool) -> Bool {
        guard name == "Up" || name == "Down" else { return false }
        guard let model = graph.listKeyboard.target(pointer: pointerLocation, targets: tapTargets) else { return false }
        return model.step(forward: name == "Down", extending: shift)
    }
}

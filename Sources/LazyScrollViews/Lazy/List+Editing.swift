import Foundation

// Editing a list: `EditMode`, the `editMode` environment value, `EditButton`, and the
// `onDelete(perform:)` / `onMove(perform:)` actions of a `ForEach`
// (https://developer.apple.com/documentation/swiftui/editmode,
// https://developer.apple.com/documentation/swiftui/environmentvalues/editmode,
// https://developer.apple.com/documentation/swiftui/editbutton,
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:),
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)),
// with the collection methods apps pass the indices to: `remove(atOffsets:)` and
// `move(fromOffsets:toOffset:)`
// (https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)).

/// Whether the user can edit a view's content — SwiftUI's `EditMode`. Read it through the
/// `editMode` environment value (a binding); `EditButton` toggles it. In edit mode the rows of a
/// `ForEach` with `onDelete` get a red delete control on their leading side, and those of a
/// `ForEach` with `onMove` a reorder handle on their trailing side.
public enum EditMode: Hashable, Sendable {
    /// The content cannot be edited.
    case inactive
    /// The view is in a temporary edit mode (iOS enters it for a swipe to delete).
    case transient
    /// The content can be edited.
    case active

    /// Whether the view is being edited: `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// A binding to the edit mode of the views here — SwiftUI's `editMode`: "Read this environment
    /// value to receive a optional binding to the edit mode state … that you can use to change the
    /// mode." As a `UIHostingController` does on iOS, every window (``ViewHost``) gives its views
    /// one, starting `.inactive`; `.environment(\.editMode, $myMode)` puts your own in its place
    /// for the views inside.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] } set { self[EditModeKey.self] = newValue }
    }

    /// The environment a window's root view starts from: SwiftUI's defaults, and the window's
    /// own edit mode (``editMode``), stored as a `@State` is (a write invalidates the views that
    /// read it).
    @MainActor static func windowDefaults() -> EnvironmentValues {
        var values = EnvironmentValues()
        values.editMode = Binding(location: StateLocation(value: EditMode.inactive).bindingLocation)
        return values
    }
}

/// A button that toggles the edit mode environment value — SwiftUI's `EditButton`: "Edit" while
/// the mode is inactive, "Done" (bold, as iOS's bar button) while it is active. Put it in a
/// toolbar beside a `List` whose `ForEach` has `onDelete` or `onMove`:
///
/// ```swift
/// List {
///     ForEach(fruits, id: \.self) { Text($0) }
///         .onDelete { fruits.remove(atOffsets: $0) }
///         .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
/// }
/// .toolbar { EditButton() }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an Edit button.
    public init() {}

    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing == true
        Button {
            guard let editMode else { return }
            withAnimation { editMode.wrappedValue = editing ? .inactive : .active }
        } label: {
            Text(editing ? "Done" : "Edit").bold(editing)
        }
    }
}

/// A view made from a collection — SwiftUI's `DynamicViewContent`. `ForEach` is one: its
/// `onDelete(perform:)` and `onMove(perform:)` give a `List`'s rows their editing actions.
public protocol DynamicViewContent: View {
    /// The type of the underlying collection.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// The editing actions of a `ForEach`'s rows, and how a row finds its offset in the data.
struct ListRowEditActions {
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?
    /// The offset in the `ForEach`'s data of the element with this id (nil when it is gone).
    var offsetOf: (AnyHashable) -> Int?
    /// How many elements the data has (the last destination of a move).
    var count: Int
}

extension ForEach {
    /// The deletion action for the rows — SwiftUI's `onDelete(perform:)`. In edit mode each row
    /// shows a red delete control at its leading edge; tapping it shows a "Delete" button at the
    /// trailing edge, and tapping that collapses the row (0.25 s, the rows below closing up) and
    /// then calls `action` with the row's offset in the data ("a set
    /// of indices … relative to the dynamic view's underlying collection of data"). As Apple
    /// says, delete the element in `action`: `items.remove(atOffsets: $0)`. Nil: no deletion.
    ///
    /// Differs from SwiftUI: each element's view becomes one row (an element whose view is
    /// several views lays them out in a row). Swiping a row to delete it outside edit mode is the
    /// swipe actions' business (`swipeActions`).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach<Data, ID, _EditableListRow<Content>> {
        editable(ListRowEditActions(onDelete: action, onMove: nil, offsetOf: offsetLookup, count: data.count))
    }

    /// The move action for the rows — SwiftUI's `onMove(perform:)`: `action` receives the moved
    /// rows' offsets and the destination, the offset of the element *before which* to insert
    /// them in the data as it was (`0...count`), the argument `move(fromOffsets:toOffset:)`
    /// takes. Nil: no moving. In edit mode each row shows the reorder handle at its trailing edge.
    ///
    /// Dragging the handle lifts the row; the rows it passes slide out of its way, and near the
    /// list's top or bottom edge the list scrolls; letting go calls `action` (not when the row is
    /// dropped where it was). Differs from iOS: only the row's content moves (its separator and
    /// background stay), and the dropped row takes its place without animating.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach<Data, ID, _EditableListRow<Content>> {
        editable(ListRowEditActions(onDelete: nil, onMove: action, offsetOf: offsetLookup, count: data.count))
    }

    /// The offset of an element found by id: a walk of the data, done only when a row is
    /// deleted or moved.
    private var offsetLookup: (AnyHashable) -> Int? {
        let data = data, idOf = idOf
        return { id in
            var offset = 0
            for element in data {
                if AnyHashable(idOf(element)) == id { return offset }
                offset += 1
            }
            return nil
        }
    }

    private func editable(_ actions: ListRowEditActions) -> ForEach<Data, ID, _EditableListRow<Content>> {
        let content = content, idOf = idOf
        return ForEach<Data, ID, _EditableListRow<Content>>(data, idOf: idOf) { element in
            _EditableListRow(content: content(element), id: AnyHashable(idOf(element)), actions: actions)
        }
    }
}

/// Marks ``_EditableListRow`` (whatever its content), so a row can tell it wraps another.
protocol EditableListRowMarker {}
extension _EditableListRow: EditableListRowMarker {}

private struct OuterEditActionsKey: EnvironmentKey { static var defaultValue: ListRowEditActions? { nil } }

extension EnvironmentValues {
    var listRowOuterEditActions: ListRowEditActions? {
        get { self[OuterEditActionsKey.self] } set { self[OuterEditActionsKey.self] = newValue }
    }
}

extension ListRowEditActions {
    /// These actions, with `outer`'s where these have none.
    func adding(_ outer: ListRowEditActions?) -> ListRowEditActions {
        guard let outer else { return self }
        var merged = self
        if merged.onDelete == nil { merged.onDelete = outer.onDelete }
        if merged.onMove == nil { merged.onMove = outer.onMove }
        return merged
    }
}

/// A row of a `ForEach` with `onDelete` or `onMove` — what those modifiers wrap each element's
/// view in. Outside edit mode it is the view. In edit mode (``EnvironmentValues/editMode``), as
/// iOS draws an editing table: a red circle with a white bar on the leading side (with
/// `onDelete`), which, tapped, shows a red "Delete" button on the trailing side; and three grey
/// bars on the trailing side (with `onMove`), the reorder handle, which drags the row.
public struct _EditableListRow<Content: View>: View {
    let content: Content
    let id: AnyHashable
    var actions: ListRowEditActions
    @Environment(\.editMode) private var editMode
    /// The actions of an `onDelete`/`onMove` written after this one (it wraps this row).
    @Environment(\.listRowOuterEditActions) private var outerActions
    @State private var confirmsDelete = false

    init(content: Content, id: AnyHashable, actions: ListRowEditActions) {
        self.content = content
        self.id = id
        self.actions = actions
    }

    public var body: some View {
        if Content.self is any EditableListRowMarker.Type {
            // `.onDelete { … }.onMove { … }`: one row, with both actions — the inner row draws it.
            content.environment(\.listRowOuterEditActions, actions)
        } else {
            row(actions: actions.adding(outerActions))
        }
    }

    @ViewBuilder private func row(actions: ListRowEditActions) -> some View {
        let editing = editMode?.wrappedValue.isEditing == true
        let deletes = editing && actions.onDelete != nil
        let moves = editing && actions.onMove != nil
        _ReorderableRow(content: rowContent(actions: actions, deletes: deletes, moves: moves), id: id, actions: actions, moves: moves)
    }

    @ViewBuilder private func rowContent(actions: ListRowEditActions, deletes: Bool, moves: Bool) -> some View {
        HStack(spacing: 0) {
            if deletes {
                // SF Symbols' minus.circle.fill; here the icon font's filled minus-circle. A tap
                // area, not a `Button` (a button in a list row takes the row's width).
                Image(systemName: "minus.circle").foregroundStyle(Color.red)
                    .padding(.trailing, 16)
                    .contentShape(Rectangle())
                    .onTapGesture { confirmsDelete.toggle() }
            }
            // First to take the width: the controls beside it do not squeeze the row's text.
            content.layoutPriority(1)
            if deletes && confirmsDelete || moves {
                Spacer(minLength: 8)
            }
            if deletes && confirmsDelete {
                // iOS's confirmation: white "Delete" on red at the row's trailing end.
                // Tapped, the row collapses, then `onDelete` runs (List+DeleteCollapse.swift).
                _CollapsingRowDelete(content: Text("Delete").foregroundStyle(Color.white).fixedSize()
                    .padding(.horizontal, 12).padding(.vertical, 6)
                    .background(Color.red)
                    .contentShape(Rectangle())) { delete(actions) }
            }
            if moves {
                // The handle: a press on it (and its padding) lifts the row (List+Reorder.swift).
                _ReorderHandle(content: Image(systemName: "line.3.horizontal").foregroundStyle(Color.secondary)
                    .padding(.leading, 16))
            }
        }
    }

    private func delete(_ actions: ListRowEditActions) {
        confirmsDelete = false
        guard let onDelete = actions.onDelete, let offset = actions.offsetOf(id) else { return }
        onDelete(IndexSet(integer: offset))
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` — SwiftUI's `remove(atOffsets:)`, what an `onDelete`
    /// action passes its index set to.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var kept: [Element] = []
        kept.reserveCapacity(count - offsets.count)
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = Self(kept)
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before the element at offset `destination`, keeping
    /// their order — SwiftUI's `move(fromOffsets:toOffset:)`: "Of the elements that are not
    /// represented by the offsets in `source`, those before `destination` are moved toward the
    /// beginning of the collection to make room for the moved elements, while those at or after
    /// `destination` are moved toward the end." `destination` is in `0...count`. Moving `[1]` to 3
    /// in `[a, b, c, d]` gives `[a, c, b, d]`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        precondition((0...count).contains(destination), "move(fromOffsets:toOffset:): destination \(destination) is not in 0...\(count)")
        var before: [Element] = [], moved: [Element] = [], after: [Element] = []
        for (offset, element) in enumerated() {
            if source.contains(offset) {
                moved.append(element)
            } else if offset < destination {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        var index = startIndex
        for element in before + moved + after {
            self[index] = element
            formIndex(after: &index)
        }
    }
}

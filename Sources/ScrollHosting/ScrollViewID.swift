/// Which scroll view of a window: the window's own, or one nested at any depth, named by the
/// path of places that lead to it from the window's.
///
/// A nested scroll view lives in a row of the scroll view around it, so its identity is that
/// row's *data id* (not its index, which names another row after an insert above) and its
/// place among the scroll views of that row; scroll views that sit beside the window's (placed
/// by the view layout, in no row) are numbered in order. Two frames that show the same row
/// name its carousel by the same value, so positions kept by id survive the row being
/// destroyed and made again — what UIKit leaves to the app and SwiftUI keeps by view identity.
///
/// Typed, not a string: comparing ids compares the data ids themselves (a row id of `12` and
/// one of `"12"` differ), and nothing is formatted or parsed on the way. ``description`` is
/// for people only.
///
/// `@unchecked Sendable`: an id is an immutable value, made and compared on the host's main
/// thread (where every scroll view lives); it holds data ids as `AnyHashable`, which the
/// compiler cannot prove sendable.
public struct ScrollViewID: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// One step from a scroll view to a scroll view inside it.
    public enum Step: Hashable {
        /// The `ordinal`-th scroll view (in tree order) inside the row whose data id is
        /// `element`.
        case row(element: AnyHashable, ordinal: Int)
        /// The `ordinal`-th scroll view placed beside the window's scroll view, outside its rows.
        case beside(ordinal: Int)
    }

    /// The row id of the step to a two-axis scroll view's horizontal axis (``crossAxis``): a
    /// type of its own, so no app's row id equals it. (A step of the `row` kind rather than a
    /// case of its own, so code that names steps — the dev loop's hand-over — reads it as a row
    /// id it cannot store, and the axis starts at 0 after a rebuild.)
    public struct CrossAxisStep: Hashable, Sendable {}

    /// The steps from the window's scroll view, outermost first; empty for the window's.
    public private(set) var steps: [Step]

    /// The window's scroll view.
    public static let window = ScrollViewID(steps: [])

    public init(steps: [Step]) { self.steps = steps }

    /// The `ordinal`-th scroll view inside the row with data id `element` of this scroll view.
    public func inRow(_ element: AnyHashable, ordinal: Int) -> ScrollViewID {
        ScrollViewID(steps: steps + [.row(element: element, ordinal: ordinal)])
    }

    /// The `ordinal`-th scroll view beside this one.
    public func beside(_ ordinal: Int) -> ScrollViewID { ScrollViewID(steps: steps + [.beside(ordinal: ordinal)]) }

    /// The horizontal axis of this two-axis scroll view: the host keeps it as a scroll view of its
    /// own (physics, wheel, touchpad, keys, indicator) over the same frame.
    public var crossAxis: ScrollViewID { ScrollViewID(steps: steps + [.row(element: AnyHashable(CrossAxisStep()), ordinal: 0)]) }

    /// Whether this names the horizontal axis of a two-axis scroll view (``crossAxis``).
    public var isCrossAxis: Bool {
        guard case .row(let element, _) = steps.last else { return false }
        return element.base is CrossAxisStep
    }

    /// Whether `self` and `other` are the two axes of one two-axis scroll view.
    public func isAxisPair(of other: ScrollViewID) -> Bool { crossAxis == other || other.crossAxis == self }

    /// The scroll view this one is inside (nil for the window's).
    public var parent: ScrollViewID? { steps.isEmpty ? nil : ScrollViewID(steps: Array(steps.dropLast())) }

    /// Whether this is the window's scroll view.
    public var isWindow: Bool { steps.isEmpty }
    /// How many scroll views lie between the window's and this one, plus one (0 for the window's).
    public var depth: Int { steps.count }

    /// `window`, `window/row 12#0`, `window/beside#1/row "a"#0`: for logs and the HUD.
    public var description: String {
        steps.reduce(into: "window") { text, step in
            switch step {
            case let .row(element, _) where element.base is CrossAxisStep: text += "/x"
            case let .row(element, ordinal):
                let base = element.base
                text += base is String ? "/row \"\(base)\"#\(ordinal)" : "/row \(base)#\(ordinal)"
            case let .beside(ordinal): text += "/beside#\(ordinal)"
            }
        }
    }
}

import DisplayList
import LazyLayout
import Painting
import ScrollCore

/// One of the playground's scenes: data, a lazy stack over it and the painters for its
/// elements. The host owns scrolling (physics) and hands the scene the offset each frame.
public protocol DemoScene: AnyObject {
    /// The name used with `--scene` and in captions.
    var name: String { get }
    /// A one-line description shown under the scene.
    var caption: String { get }
    /// The scroll axis of the scene's main scroller.
    var axis: Axis { get }
    /// The stack's spacing, insets and pinned views; the host adds the viewport and offset.
    func constraints(viewport: Size, scrollOffset: Points) -> LayoutConstraints
    /// Runs the measure pass into `result`, reusing its storage (keep one result and pass it
    /// back every frame: a steady-state pass then allocates nothing).
    func layout(_ constraints: LayoutConstraints, into result: inout LayoutResult)
    /// Paints the result into `list` with the viewport at `viewport` (window points).
    func paint(_ result: LayoutResult, viewport: Rect, into list: inout DisplayList) -> PaintStats
    /// The data source's ids of the placed elements that are visible, for reports.
    func visibleIDs(_ result: LayoutResult) -> [String]
    /// The display name of a section (for the report's pinned header).
    func sectionName(_ section: Int) -> String

    /// Puts element `index` at `anchor` on the next layout pass, exactly
    /// (``LazyStackLayout/jump(toElement:at:constraints:source:)``).
    func jump(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints)
    /// The offset that would show element `index` at `anchor`, from what is measured now.
    func estimatedOffset(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) -> Points
    /// What a key does in this scene beyond scrolling (nil: the key scrolls as usual).
    func keyCommand(_ name: String, shift: Bool) -> SceneCommand?
    /// The scene's own keys, for the help overlay: (key, what it does).
    var keyHelp: [(key: String, action: String)] { get }
}

/// Something a scene asks the host to do in response to a key.
public enum SceneCommand: Sendable, Hashable {
    /// `ScrollPosition.scrollTo(id:anchor:)`: bring element `index` to `anchor`, animated or not.
    case scrollTo(index: Int, anchor: ScrollAnchorPoint, animated: Bool)
}

extension DemoScene {
    /// Runs the measure pass into a new result.
    public func layout(_ constraints: LayoutConstraints) -> LayoutResult {
        var result = LayoutResult(constraints: constraints)
        layout(constraints, into: &result)
        return result
    }

    public func keyCommand(_ name: String, shift: Bool) -> SceneCommand? { nil }
    public var keyHelp: [(key: String, action: String)] { [] }
}


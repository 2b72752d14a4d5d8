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
    /// Runs the measure pass.
    func layout(_ constraints: LayoutConstraints) -> LayoutResult
    /// Paints the result into `list` with the viewport at `viewport` (window points).
    func paint(_ result: LayoutResult, viewport: Rect, into list: inout DisplayList) -> PaintStats
    /// The data source's ids of the placed elements that are visible, for reports.
    func visibleIDs(_ result: LayoutResult) -> [String]
    /// The display name of a section (for the report's pinned header).
    func sectionName(_ section: Int) -> String
}


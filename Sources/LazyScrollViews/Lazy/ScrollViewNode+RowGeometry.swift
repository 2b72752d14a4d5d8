import Foundation
import LazyLayout

/// A view with `onGeometryChange` inside one of a scroll view's rows: reported after each pass
/// of the scroll view, with its frame where the row then is.
struct RowGeometryWatch {
    weak var node: ViewNode?
    weak var row: ViewNode?
    /// The view's frame in the row's own space (the row's top-leading corner at 0, 0).
    var localFrame: CGRect
}

extension ScrollViewNode {
    /// Watches `node` (a view with `onGeometryChange`) placed at `localFrame` in `row`'s space.
    func watchRowGeometry(of node: ViewNode, in row: ViewNode, localFrame: CGRect) {
        // Changed moved out and back: the scroll view looks at the table after every pass
        // (``reportRowGeometry(_:)``), a check at run time when a write encloses a release.
        var watches: [ObjectIdentifier: RowGeometryWatch] = [:]
        swap(&watches, &rowGeometry)
        watches[ObjectIdentifier(node)] = RowGeometryWatch(node: node, row: row, localFrame: localFrame)
        swap(&watches, &rowGeometry)
    }

    /// After a pass: each watched view in a placed row is told its frame — in the window
    /// (`.global`: the scroll view's frame plus the row's place in its viewport), in the scroll
    /// view's visible bounds (`.scrollView`), and in the named spaces around it, inside the row
    /// and around this scroll view (Apple, `GeometryProxy.frame(in:)`). Watches of views gone
    /// are dropped. Nothing is done when no view inside watches its geometry.
    func reportRowGeometry(_ result: LayoutResult) {
        guard !rowGeometry.isEmpty else { return }
        var rows = Set<ObjectIdentifier>()
        var watches: [ObjectIdentifier: RowGeometryWatch] = [:]
        swap(&watches, &rowGeometry)
        for (key, watch) in watches {
            guard let node = watch.node, !node.isDestroyed, let row = watch.row, !row.isDestroyed else {
                watches[key] = nil
                continue
            }
            rows.insert(ObjectIdentifier(row))
        }
        swap(&watches, &rowGeometry)
        var rowOrigins: [ObjectIdentifier: CGPoint] = [:]
        // Every placed row, prefetched ones too (laid out ahead, as SwiftUI's are).
        for element in result.placed where !element.isCollapsed {
            guard let node = source.existingNode(at: element.path), rows.contains(ObjectIdentifier(node)) else { continue }
            rowOrigins[ObjectIdentifier(node)] = CGPoint(x: element.frame.minX, y: element.frame.minY)
        }
        // Names given around this scroll view, in the window's space.
        let outer = enclosingNamedSpacesIncludingSelf
        for watch in rowGeometry.values {
            guard let node = watch.node, let row = watch.row, let origin = rowOrigins[ObjectIdentifier(row)],
                  let effect = node as? EffectNode, case .geometry(let observer) = effect.effect else { continue }
            let local = watch.localFrame
            let inScroll = local.offsetBy(dx: origin.x, dy: origin.y)
            let global = inScroll.offsetBy(dx: frame.minX, dy: frame.minY)
            // Names inside the row are in the row's space: moved to the window's with it.
            let inner = node.enclosingNamedSpaces.map {
                NamedSpaceFrame(name: $0.name, origin: CGPoint(x: $0.origin.x + origin.x + frame.minX, y: $0.origin.y + origin.y + frame.minY))
            }
            observer.update(GeometryProxy(size: local.size, windowFrame: global, namedSpaces: inner + outer,
                                          scrollViewFrame: inScroll), graph: graph)
        }
    }
}

extension ViewNode {
    /// ``enclosingNamedSpaces`` with this node's own name (a `coordinateSpace(name:)` is the
    /// node around the scroll view, so its parent chain starts at the modifier's node).
    var enclosingNamedSpacesIncludingSelf: [NamedSpaceFrame] {
        var spaces: [NamedSpaceFrame] = []
        var current: ViewNode? = self
        while let node = current {
            if let space = node as? LayoutNode<CoordinateSpaceLayout>, space.isPlaced {
                spaces.append(NamedSpaceFrame(name: space.layout.name, origin: space.frame.origin))
            }
            current = node.parent
            if current is ScrollViewNode { break }
        }
        return spaces
    }
}

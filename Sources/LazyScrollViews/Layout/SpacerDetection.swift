import Foundation

extension ViewNode {
    /// Whether this node is a `Spacer`'s: stacks offer spacers what their other children leave
    /// (``StackAlgorithm``). Told by the node's view type (a pointer comparison; a spacer inside
    /// a modifier is that modifier's node, and is not one — as in SwiftUI, where
    /// `Spacer().frame(…)` is a frame).
    var isSpacer: Bool { viewType == ObjectIdentifier(Spacer.self) }
}

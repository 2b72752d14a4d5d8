import ScrollCore

/// The scroll feels the demo can switch between, live. `CaseIterable` order is the demo key's cycle
/// order; raw values are the command-line spellings.
public enum PhysicsPreset: String, Sendable, CaseIterable {
    /// UIScrollView `.normal`: 0.998/ms friction, rubber band (c = 0.55), spring (m 0.5, k 100, ζ 1.1).
    case ios
    /// UIScrollView `.fast`: 0.99/ms friction, rubber band, Flutter's fast spring (m 0.3, k 75, ζ 1.3).
    case iosFast = "ios-fast"
    /// Android / Flutter-on-Linux: `ClampingScrollSimulation` flings, no overscroll.
    case android
    /// iOS drags and edges, but releases settle on a snap offset (a page boundary, or an item's
    /// leading edge from ``ScrollPhysicsPosition/snapTargets``) chosen by the projected end point;
    /// wheel and key steps move to the next snap offset (UIScrollView `isPagingEnabled`, SwiftUI
    /// `.scrollTargetBehavior(.paging)`, Flutter `PageScrollPhysics`).
    case paging

    /// The policy this preset stands for.
    public var policy: PhysicsPolicy { PhysicsPolicy(preset: self) }
}

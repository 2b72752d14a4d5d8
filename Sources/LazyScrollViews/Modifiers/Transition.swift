import ScrollEffects
import DisplayList
import Foundation
import ScrollCore

/// How a view animates in when an animated change inserts it, and out when one removes it —
/// SwiftUI's `AnyTransition` (https://developer.apple.com/documentation/swiftui/anytransition).
/// Attach it with `transition(_:)` to the view an `if` or `switch` shows:
///
/// ```swift
/// if showDetails {
///     Details().transition(.opacity.combined(with: .move(edge: .top)))
/// }
/// ```
///
/// A transition is a list of effects, each with an *active* state (the view's state when not
/// shown: opacity 0, scaled to 0, moved off by its size) that the animation moves from (on
/// insertion) or to (on removal); the identity state is the view as laid out.
public struct AnyTransition: Sendable, Hashable {
    /// One effect of a transition, in its active state.
    enum Piece: Sendable, Hashable {
        case opacity
        case scale(CGFloat, anchor: UnitPoint)
        case offset(CGSize)
        case move(Edge)
    }
    var insertion: [Piece]
    var removal: [Piece]
    /// An animation the transition brings (`animation(_:)`), used instead of the change's.
    var animation: Animation?

    init(insertion: [Piece], removal: [Piece], animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }
    init(_ pieces: [Piece]) { self.init(insertion: pieces, removal: pieces) }

    /// "A transition that returns the input view, unmodified, as the output view."
    public static let identity = AnyTransition([])
    /// "A transition from transparent to opaque on insertion, and from opaque to transparent on removal."
    public static let opacity = AnyTransition([.opacity])
    /// Scales the view from (and to) nothing about its centre — SwiftUI's `scale`.
    public static let scale = AnyTransition([.scale(0, anchor: .center)])
    /// Scales the view from (and to) `scale` about `anchor` — SwiftUI's `scale(scale:anchor:)`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition([.scale(scale, anchor: anchor)])
    }
    /// "A transition that inserts by moving in from the leading edge, and removes by moving out
    /// towards the trailing edge" (https://developer.apple.com/documentation/swiftui/anytransition/slide).
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    /// "Moves the view away, towards the specified edge of the view": by the view's own width
    /// (leading, trailing) or height (top, bottom).
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }
    /// Moves the view by `offset` — SwiftUI's `offset(_:)`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition([.offset(offset)]) }
    /// Moves the view by (`x`, `y`) — SwiftUI's `offset(x:y:)`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// Moves in from `edge` while fading in, out towards the opposite edge while fading out —
    /// SwiftUI's `push(from:)` (https://developer.apple.com/documentation/swiftui/anytransition/push(from:)).
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
    }
    /// `insertion` on insertion, `removal` on removal — SwiftUI's `asymmetric(insertion:removal:)`.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation ?? removal.animation)
    }
    /// Both transitions at once — SwiftUI's `combined(with:)`.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal, animation: animation ?? other.animation)
    }
    /// This transition animated with `animation` whatever the change's — SwiftUI's `animation(_:)`.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }

    /// The opacity and transform of `pieces` at `amount` of their active state (0: identity, 1:
    /// active; a spring's overshoot passes both ends) for a view laid out at `frame`.
    static func state(of pieces: [Piece], amount a: Double, frame: CGRect) -> (opacity: Double, transform: DrawTransform) {
        var opacity = 1.0
        var transform = DrawTransform.identity
        for piece in pieces {
            switch piece {
            case .opacity:
                opacity *= min(1, max(0, 1 - a))
            case .scale(let scale, let anchor):
                let s = 1 + (Double(scale) - 1) * a
                let point = ScrollCorePoint(x: Double(frame.minX + anchor.x * frame.width), y: Double(frame.minY + anchor.y * frame.height))
                transform = transform.then(.about(point, .scale(s, s)))
            case .offset(let size):
                transform = transform.then(.translation(x: Double(size.width) * a, y: Double(size.height) * a))
            case .move(let edge):
                let (dx, dy): (CGFloat, CGFloat)
                switch edge {
                case .leading: (dx, dy) = (-frame.width, 0)
                case .trailing: (dx, dy) = (frame.width, 0)
                case .top: (dx, dy) = (0, -frame.height)
                case .bottom: (dx, dy) = (0, frame.height)
                }
                transform = transform.then(.translation(x: Double(dx) * a, y: Double(dy) * a))
            }
        }
        return (opacity, transform)
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}

/// A transition in progress on an effect node.
struct TransitionRun {
    var isInsertion: Bool
    var startSeconds: Double
    var animation: Animation
}

extension View {
    /// How this view animates in and out when an animated change (`withAnimation`,
    /// `animation(_:value:)`) inserts or removes it — SwiftUI's `transition(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0). A removed
    /// view is drawn until its removal animation ends, then destroyed. Differs from SwiftUI:
    /// a view inserted or removed without a transition appears or goes at once (SwiftUI fades it,
    /// `.opacity` being its default); a removed view is drawn above the window's content,
    /// unclipped by its old container (Documentation/Animation.md).
    public func transition(_ transition: AnyTransition) -> _EffectView<Self> {
        _EffectView(content: self, effect: .transition(transition))
    }
}

extension EffectNode {
    /// Draws a `transition(_:)` node: as is, or in its insertion or removal state.
    func renderTransition(_ transition: AnyTransition, child: any LayoutChild, into context: inout RenderContext) {
        lastDrawTransform = context.transform
        guard let run = transitionRun else { renderChild(child, into: &context); return }
        let sample = run.animation.sample(elapsed: context.timeSeconds - run.startSeconds)
        if sample.isFinished && run.isInsertion {
            transitionRun = nil
            renderChild(child, into: &context)
            return
        }
        let amount = run.isInsertion ? 1 - sample.progress : (sample.isFinished ? 1 : sample.progress)
        let state = AnyTransition.state(of: run.isInsertion ? transition.insertion : transition.removal,
                                        amount: amount, frame: frame)
        context.withOpacity(state.opacity) { faded in
            faded.transformed(by: state.transform) { renderChild(child, into: &$0) }
        }
    }
}

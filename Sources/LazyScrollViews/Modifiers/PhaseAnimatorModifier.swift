// The phase animator modifiers (iOS 17): the modified view, animated through phases —
//
//     Circle().fill(.red).frame(width: 12, height: 12)
//         .phaseAnimator([false, true]) { dot, dim in dot.opacity(dim ? 0.2 : 1) }
//
// `content` is given the modified view (a `PlaceholderContentView`) and the phase, and applies
// the effects the phase calls for. It runs as a `PhaseAnimator` whose content is the modified
// view (PhaseAnimator.swift has the timing), so the modified view keeps its identity, and its
// state, from phase to phase.

/// The view a phase animator modifier was applied to, as its `content` closure receives it —
/// SwiftUI's `PlaceholderContentView`
/// (https://developer.apple.com/documentation/swiftui/placeholdercontentview): "A placeholder
/// used to construct an inline modifier, transition, or other helper type". Apply modifiers to
/// it as to any view; it draws the view it stands for.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value
    init(_ content: Value) { self.content = content }
    public var body: Value { content }
}

extension View {
    /// Animates effects that you apply to this view over phases that change continuously —
    /// SwiftUI's `phaseAnimator(_:content:animation:)`
    /// (https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:content:animation:)):
    /// the view is first drawn with the first phase, then each phase's change animates with
    /// `animation(phase)` (the phase moved to; `.default` unless given), the next one coming when
    /// it completes, the first after the last, for as long as the view is on screen. Ensure
    /// `phases` isn't empty. Returns a `PhaseAnimator` (SwiftUI: `some View`); `content` is a
    /// `@ViewBuilder` (SwiftUI: `@ContentBuilder`).
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> {
        let view = self
        return PhaseAnimator(phases, content: { phase in content(PlaceholderContentView(view), phase) }, animation: animation)
    }

    /// Animates effects that you apply to this view over the phases, once each time `trigger`
    /// changes — SwiftUI's `phaseAnimator(_:trigger:content:animation:)`
    /// (https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:trigger:content:animation:)):
    /// drawn with the first phase until `trigger` changes; then each following phase in turn,
    /// animated with `animation(phase)`, and back to the first, where it rests until the next
    /// change. Differences: those of `phaseAnimator(_:content:animation:)`.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> {
        let view = self
        return PhaseAnimator(phases, trigger: trigger, content: { phase in content(PlaceholderContentView(view), phase) },
                             animation: animation)
    }
}

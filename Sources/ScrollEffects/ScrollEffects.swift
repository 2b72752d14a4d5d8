/// Stage 3b: scroll effects. Consumes placed elements from LazyLayout; produces paint-only
/// visual effects (opacity, scale, rotation, offset, brightness) for Painting. Effects read
/// geometry and never write it (architecture rule 8).
///
/// The pieces, in the order data flows through them:
/// - ``ScrollTransitionProgress``: element frame + viewport + axis + threshold → edge and fraction
///   (a pure function of geometry).
/// - ``ScrollTransitionConfiguration`` (+ ``ScrollTransitionConfiguration/Threshold``,
///   ``UnitCurve``, ``ScrollTransitionAnimation``): interactive / animated / identity and when an
///   element counts as visible.
/// - ``ScrollTransition``: configuration + axis + the `(VisualEffect, ScrollTransitionPhase) ->
///   VisualEffect` closure; resolves a ``VisualEffect`` for a placed element.
/// - ``ScrollTransitionAnimator``: per-element state over time for animated transitions.
/// - ``VisualEffect``: the value Painting turns into `pushTransform` / `pushOpacity` and a
///   brightness adjustment of the element's colours.
public enum ScrollEffectsModule {}

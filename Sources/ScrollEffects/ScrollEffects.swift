/// Stage 3b: scroll effects. Consumes placed elements from LazyLayout; produces paint-only
/// visual effects (opacity, scale, rotation, offset, brightness) for Painting. Effects read
/// geometry and never write it.
public enum ScrollEffectsModule {}

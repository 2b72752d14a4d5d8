/// SplitMix64 (Steele, Lea & Flood, "Fast Splittable Pseudorandom Number Generators", OOPSLA
/// 2014; the constants of Vigna's reference `splitmix64.c`, https://prng.di.unimi.it/splitmix64.c):
/// a tiny deterministic generator, the same on every platform, so a scene's "random" data, a
/// procedural photo and a property test's run replay identically from their seed.
///
/// The one copy in the package: the playground's scenes, the simulated network's failures and
/// the property tests' `PropertyRandom` draw from it.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// The golden-ratio increment the state advances by each draw (2⁶⁴/φ, odd).
    public static let gamma: UInt64 = 0x9E37_79B9_7F4A_7C15

    @usableFromInline var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        defer { state &+= Self.gamma }
        return Self.mix(state)
    }

    /// The generator's output for state `value`, stateless: `value` advanced by ``gamma`` and
    /// run through the finalizer (a 64-bit hash that scatters neighbouring inputs).
    @inlinable
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ gamma
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The seeded generator of the property tests (the scroll views' in ScrollViewsTests, the views'
/// in AppHostTests, the extent cache's in LazyLayoutTests): SplitMix64 (Steele, Lea & Flood 2014),
/// tiny, fast and identical on every platform, so a seed printed by a failure replays the run.
/// A test-support target, linked by test targets only.
public struct PropertyRandom: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range` (upper bound included).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// Uniform in 0 ..< 1.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    public mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    public mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    public mutating func sign() -> Double { chance(0.5) ? 1 : -1 }
}

/// A stateless 64-bit mix (the SplitMix64 finalizer), for sizes derived from ids.
public func propertyHash(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}

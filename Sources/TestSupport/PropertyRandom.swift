import ScrollCore

/// The seeded generator of the property tests (the scroll views' in ScrollViewsTests, the views'
/// in AppHostTests, the extent cache's in LazyLayoutTests): SplitMix64 (Steele, Lea & Flood 2014),
/// tiny, fast and identical on every platform, so a seed printed by a failure replays the run.
/// A test-support target, linked by test targets only.
public struct PropertyRandom: RandomNumberGenerator {
    private var generator: SplitMix64
    public init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    public mutating func next() -> UInt64 { generator.next() }

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
public func propertyHash(_ value: UInt64) -> UInt64 { SplitMix64.mix(value) }

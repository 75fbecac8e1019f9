import Foundation

/// SplitMix64: a small random number generator that gives the same numbers for the same
/// seed on every machine, so that a failing random case can be found again.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// The 8-bit channels of `count` random opaque colours — or of as many as the
    /// environment's `TWILIGHT_MATERIAL_SEEDS` says, for a longer run of the tests that grow
    /// schemes from them.
    public mutating func seedChannels(_ count: Int) -> [(red: UInt8, green: UInt8, blue: UInt8)] {
        let count = Int(ProcessInfo.processInfo.environment["TWILIGHT_MATERIAL_SEEDS"] ?? "") ?? count
        return (0..<count).map { _ in (.random(in: 0...255, using: &self), .random(in: 0...255, using: &self), .random(in: 0...255, using: &self)) }
    }
}

import TwilightUtilities

/// The SGR sequences built so far, per resolved style and profile, shared by every thread.
///
/// Building a sequence reduces colours to the profile (a palette search for 256 and 16
/// colours) and formats numbers; a frame uses a handful of styles on every row, so each is
/// built once. When the cache holds ``capacity`` sequences it starts again empty, so a
/// program that animates through many colours keeps a bounded amount.
struct SGRCache: Sendable {
    /// How many sequences are kept before the cache starts again.
    static let capacity = 512

    /// The cache every style uses.
    static let shared = SGRCache()

    private struct Key: Hashable {
        let style: ResolvedTerminalStyle
        let profile: ColorProfile
    }

    private let sequences = LockedValue<[Key: String]>([:])

    /// The sequence for `style` in `profile`, built on first use.
    func sequence(for style: ResolvedTerminalStyle, profile: ColorProfile) -> String {
        let key = Key(style: style, profile: profile)
        if let known = sequences.withLock({ $0[key] }) { return known }
        let built = style.buildSGR(profile: profile)
        sequences.withLock { sequences in
            if sequences.count >= Self.capacity { sequences.removeAll(keepingCapacity: true) }
            sequences[key] = built
        }
        return built
    }
}

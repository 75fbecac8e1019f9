public import TwilightColor

extension ThemeProvider where Value == DynamicScheme {
    /// Material's whole scheme grown from the colour the person picked — Material You, on
    /// every platform — for each look: the dark scheme in dark looks, `highContrastLevel` in
    /// high-contrast ones, each role keeping the contrast it promises
    /// (``DynamicScheme/keepingContrastPromises()``).
    ///
    /// The picked colour is kept in the choice, as `#rrggbb` on `seedAxis`, so every
    /// preference store, the web's cookie and an account keep it with the style, and setting
    /// it re-themes everything bound to the manager at once:
    ///
    /// ```swift
    /// let scheme = ThemeProvider.dynamicScheme(seedAxis: "color", defaultSeed: brandPurple)
    /// title.theme.textColor = scheme.map { $0[.onSurface] }
    /// button.theme.backgroundColor = scheme.map { $0[.primary] }
    ///
    /// manager.choice.axes["color"] = picked.hexString   // the person's colour
    /// manager.choice.axes["color"] = nil                 // back to the brand's
    /// ```
    ///
    /// A look with no colour on the axis, or a value that is not a hexadecimal colour, gets
    /// `defaultSeed`'s scheme (a stored value is never rewritten here). The colour's alpha
    /// is ignored. Each scheme is made once for its colour, darkness and contrast, and shared
    /// by every role mapped from this provider (a change computes one or two schemes, about
    /// a millisecond).
    public static func dynamicScheme(
        seedAxis: String,
        defaultSeed: RGBAColor,
        variant: DynamicScheme.Variant = .tonalSpot,
        contrastLevel: Double = 0,
        highContrastLevel: Double = 1,
        specification: DynamicScheme.Specification = .material2021
    ) -> ThemeProvider {
        let made = SchemeMemo()
        return .readingLook { look in
            let picked = look.axes[seedAxis].flatMap { try? RGBAColor(hex: $0) }
            let seed = (picked ?? defaultSeed).withAlpha(1)
            let key = SchemeMemo.Key(seed: seed, isDark: look.isDark, isHighContrast: look.isHighContrast)
            if let scheme = made.schemes[key] { return scheme }
            let scheme = DynamicScheme(
                seed: seed,
                variant: variant,
                isDark: look.isDark,
                contrastLevel: look.isHighContrast ? highContrastLevel : contrastLevel,
                specification: specification
            ).keepingContrastPromises()
            made.remember(scheme, for: key)
            return scheme
        }
    }
}

/// The schemes one ``ThemeProvider/dynamicScheme(seedAxis:defaultSeed:variant:contrastLevel:highContrastLevel:specification:)``
/// has made: its roles are mapped providers that each ask it on every change. Used where
/// providers are, on the main actor.
private final class SchemeMemo {
    struct Key: Hashable {
        let seed: RGBAColor
        let isDark: Bool
        let isHighContrast: Bool
    }

    /// At most this many: the light and dark schemes, each with its high-contrast one, of
    /// the colour now and the one before.
    static let capacity = 8

    private(set) var schemes: [Key: DynamicScheme] = [:]

    func remember(_ scheme: DynamicScheme, for key: Key) {
        if schemes.count >= Self.capacity { schemes.removeAll() }
        schemes[key] = scheme
    }
}

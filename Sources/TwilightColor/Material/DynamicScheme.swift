/// A whole colour scheme from one colour: Material Design's dynamic colour, every role of
/// a light or a dark scheme, at any contrast level.
///
/// The seed's hue (and, for some variants, its chroma) gives six tonal palettes; each role
/// takes a tone from one of them, chosen so that the role contrasts with what it sits on
/// by as much as the contrast level asks. The colours equal those of Material Color
/// Utilities, in its 2021 specification or its 2025 one (for phones, Material's default;
/// the 2025 specification covers the tonal spot, neutral, vibrant and expressive variants,
/// and the others follow 2021 in it, as in Material's utilities).
///
/// ```swift
/// let scheme = DynamicScheme(seed: try RGBAColor(hex: "#6750a4"), variant: .tonalSpot, isDark: false)
/// scheme[.primary]            // #65558f
/// scheme[.onPrimaryContainer] // the text on a primary container, 4.5:1 or more on it
/// ```
public struct DynamicScheme: Hashable, Sendable {
    /// The colour the scheme grows from.
    public let seed: HCT
    /// How the palettes follow the seed.
    public let variant: Variant
    /// Whether the scheme is the dark one.
    public let isDark: Bool
    /// The contrast level, from `-1` (reduced) through `0` (the standard) and `0.5` (medium)
    /// to `1` (high).
    public let contrastLevel: Double
    /// The specification the scheme follows: the one asked for, or 2021 for a variant the
    /// 2025 specification does not cover.
    public let specification: Specification
    /// The palette of the primary roles.
    public let primaryPalette: TonalPalette
    /// The palette of the secondary roles.
    public let secondaryPalette: TonalPalette
    /// The palette of the tertiary roles.
    public let tertiaryPalette: TonalPalette
    /// The palette of the surfaces and the text on them.
    public let neutralPalette: TonalPalette
    /// The palette of the surface variant, its text and the outlines.
    public let neutralVariantPalette: TonalPalette
    /// The palette of the error roles.
    public let errorPalette: TonalPalette
    /// Every role's colour.
    var colors: [Role: RGBAColor]

    /// The scheme of `seed` (rounded to 8 bits a channel, as Material's utilities take it;
    /// a colour outside sRGB keeps its own hue and chroma, where Material's would clip it
    /// into sRGB and turn its hue) in `variant`, light or dark, at `contrastLevel` (clamped to `-1...1`), by
    /// `specification`.
    public init(
        seed: RGBAColor,
        variant: Variant = .tonalSpot,
        isDark: Bool,
        contrastLevel: Double = 0,
        specification: Specification = .material2021
    ) {
        let seed = HCT(seed: seed)
        self.seed = seed
        self.variant = variant
        self.isDark = isDark
        self.contrastLevel = min(max(contrastLevel, -1), 1)
        let specification = [.tonalSpot, .neutral, .vibrant, .expressive].contains(variant) ? specification : .material2021
        self.specification = specification
        let palettes =
            specification == .material2025
            ? SchemePalettes(seed2025: seed, variant: variant, isDark: isDark)
            : SchemePalettes(seed: seed, variant: variant)
        primaryPalette = palettes.primary
        secondaryPalette = palettes.secondary
        tertiaryPalette = palettes.tertiary
        neutralPalette = palettes.neutral
        neutralVariantPalette = palettes.neutralVariant
        errorPalette = palettes.error
        colors = [:]
        let context = self.context
        var tones = RoleTones(scheme: context)
        for role in Role.allCases {
            colors[role] = color(of: role, tone: tones.tone(of: role), in: context)
        }
    }

    /// What the roles' tones and colours are worked out from.
    var context: SchemeContext {
        SchemeContext(
            seed: seed,
            variant: variant,
            isDark: isDark,
            contrastLevel: contrastLevel,
            specification: specification,
            palettes: SchemePalettes(
                primary: primaryPalette,
                secondary: secondaryPalette,
                tertiary: tertiaryPalette,
                neutral: neutralPalette,
                neutralVariant: neutralVariantPalette,
                error: errorPalette
            )
        )
    }

    /// The colour of `role` at `tone`: its palette's, or in 2025 that palette's hue at the
    /// chroma the role multiplies it by.
    func color(of role: Role, tone: Double, in context: SchemeContext) -> RGBAColor {
        let definition = role.definition(in: specification)
        let palette = context.palettes[definition.palette]
        let multiplier = specification == .material2025 ? definition.chromaMultiplier?(context) ?? 1 : 1
        return multiplier == 1
            ? palette.tone(tone)
            : TonalPalette.color(hue: palette.hue, chroma: palette.chroma * multiplier, tone: tone)
    }

    /// The colour of `role`.
    public subscript(role: Role) -> RGBAColor {
        colors[role]!
    }
}

extension DynamicScheme {
    /// A version of Material's rules for dynamic colour.
    public enum Specification: String, CaseIterable, Hashable, Sendable {
        /// The 2021 specification (Material You): Material Color Utilities' default.
        case material2021 = "2021"
        /// The 2025 specification (Material 3 Expressive), for phones: brighter accents, and
        /// the `*Dim` roles (which Material's utilities also give 2021 schemes).
        case material2025 = "2025"
    }
}

extension DynamicScheme {
    /// How a scheme's palettes follow its seed: Material's nine variants.
    public enum Variant: String, CaseIterable, Hashable, Sendable {
        /// Calm colours of the seed's hue, a tertiary a sixth of the way round: Android's
        /// default.
        case tonalSpot = "tonal-spot"
        /// Nearly grey, a hint of the seed's hue.
        case neutral
        /// The seed's hue at the most chroma each tone holds; secondary and tertiary turned
        /// from it by hue.
        case vibrant
        /// The primary turned away from the seed's hue; playful.
        case expressive
        /// The seed itself as the primary container, its chroma kept in every palette; a
        /// tertiary of the complementary temperature.
        case fidelity
        /// As fidelity, with a tertiary of an analogous colour: for colours taken from
        /// content (an album cover, a photo).
        case content
        /// Greys only.
        case monochrome
        /// The seed's hue in the primary; grey surfaces.
        case rainbow
        /// The primary and secondary turned 50° from the seed; the tertiary its hue.
        case fruitSalad = "fruit-salad"
    }
}

/// The six palettes of a scheme, by the role's name for them.
struct SchemePalettes: Sendable {
    let primary, secondary, tertiary, neutral, neutralVariant, error: TonalPalette

    enum Name: Hashable, Sendable {
        case primary, secondary, tertiary, neutral, neutralVariant, error
    }

    subscript(name: Name) -> TonalPalette {
        switch name {
        case .primary: primary
        case .secondary: secondary
        case .tertiary: tertiary
        case .neutral: neutral
        case .neutralVariant: neutralVariant
        case .error: error
        }
    }
}

/// What a role's tone depends on.
struct SchemeContext {
    let seed: HCT
    let variant: DynamicScheme.Variant
    let isDark: Bool
    let contrastLevel: Double
    let specification: DynamicScheme.Specification
    let palettes: SchemePalettes

    /// The same scheme, light or dark, at another contrast level (its palettes kept).
    func with(isDark: Bool, contrastLevel: Double) -> SchemeContext {
        SchemeContext(
            seed: seed,
            variant: variant,
            isDark: isDark,
            contrastLevel: contrastLevel,
            specification: specification,
            palettes: palettes
        )
    }

    var isMonochrome: Bool { variant == .monochrome }
    /// Fidelity and content keep the seed's own chroma.
    var isFidelity: Bool { variant == .fidelity || variant == .content }
}

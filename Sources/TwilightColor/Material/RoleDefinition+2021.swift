/// How a role finds its tone: its palette, its own tone, what it sits on and by how much it
/// must contrast with it, and the role it keeps its distance from.
struct RoleDefinition: Sendable {
    typealias Role = DynamicScheme.Role
    /// Works out a tone from the scheme, and from other roles' tones.
    typealias Tone = @Sendable (inout RoleTones) -> Double

    let palette: SchemePalettes.Name
    /// The role's own tone; `nil` for its background's (50 without one).
    var tone: Tone?
    var isBackground = false
    var background: (@Sendable (SchemeContext) -> Role?)?
    var secondBackground: Role?
    var contrast: (@Sendable (SchemeContext) -> ContrastCurve?)?
    var pair: TonePair?
    /// What the palette's chroma is multiplied by for this role (2025).
    var chromaMultiplier: (@Sendable (SchemeContext) -> Double)?
}

extension RoleDefinition {
    /// A definition as the 2021 specification writes them: a tone from the scheme alone,
    /// a fixed contrast curve.
    init(
        palette: SchemePalettes.Name,
        tone: @escaping @Sendable (SchemeContext) -> Double,
        isBackground: Bool = false,
        background: (@Sendable (SchemeContext) -> Role?)? = nil,
        secondBackground: Role? = nil,
        contrast: ContrastCurve? = nil,
        pair: TonePair? = nil
    ) {
        self.init(
            palette: palette,
            tone: { tones in tone(tones.scheme) },
            isBackground: isBackground,
            background: background,
            secondBackground: secondBackground,
            contrast: contrast.map { curve in { @Sendable _ in curve } },
            pair: pair
        )
    }
}

extension DynamicScheme.Role {
    /// The role's definition in `specification`: the 2025 one where it has one.
    func definition(in specification: DynamicScheme.Specification) -> RoleDefinition {
        specification == .material2025 ? definition2025 ?? definition2021 : definition2021
    }
}

extension DynamicScheme.Role {
    /// The role's definition in Material's 2021 specification.
    var definition2021: RoleDefinition {
        typealias Definition = RoleDefinition
        let highestSurface: @Sendable (SchemeContext) -> Self? = { $0.isDark ? .surfaceBright : .surfaceDim }
        func light(_ light: Double, dark: Double) -> @Sendable (SchemeContext) -> Double {
            { $0.isDark ? dark : light }
        }
        func curve(_ light: ContrastCurve, dark: ContrastCurve) -> @Sendable (SchemeContext) -> Double {
            { $0.isDark ? dark.ratio(at: $0.contrastLevel) : light.ratio(at: $0.contrastLevel) }
        }
        func accent(_ palette: SchemePalettes.Name, container: Self, _ tone: @escaping @Sendable (SchemeContext) -> Double) -> Definition {
            Definition(
                palette: palette,
                tone: tone,
                isBackground: true,
                background: highestSurface,
                contrast: ContrastCurve(3, 4.5, 7, 7),
                pair: TonePair(first: container, second: self, delta: 10, polarity: .nearer, staysTogether: false)
            )
        }
        func container(_ palette: SchemePalettes.Name, accent: Self, _ tone: @escaping @Sendable (SchemeContext) -> Double) -> Definition {
            Definition(
                palette: palette,
                tone: tone,
                isBackground: true,
                background: highestSurface,
                contrast: ContrastCurve(1, 1, 3, 4.5),
                pair: TonePair(first: self, second: accent, delta: 10, polarity: .nearer, staysTogether: false)
            )
        }
        func on(
            _ palette: SchemePalettes.Name,
            _ background: Self,
            _ contrast: ContrastCurve,
            _ tone: @escaping @Sendable (SchemeContext) -> Double
        ) -> Definition {
            Definition(palette: palette, tone: tone, background: { _ in background }, contrast: contrast)
        }
        func fixed(_ palette: SchemePalettes.Name, fixed: Self, dim: Self, _ tone: @escaping @Sendable (SchemeContext) -> Double) -> Definition {
            Definition(
                palette: palette,
                tone: tone,
                isBackground: true,
                background: highestSurface,
                contrast: ContrastCurve(1, 1, 3, 4.5),
                pair: TonePair(first: fixed, second: dim, delta: 10, polarity: .lighter, staysTogether: true)
            )
        }
        func onFixed(
            _ palette: SchemePalettes.Name,
            dim: Self,
            fixed: Self,
            _ contrast: ContrastCurve,
            _ tone: @escaping @Sendable (SchemeContext) -> Double
        ) -> Definition {
            Definition(palette: palette, tone: tone, background: { _ in dim }, secondBackground: fixed, contrast: contrast)
        }
        func surface(_ tone: @escaping @Sendable (SchemeContext) -> Double) -> Definition {
            Definition(palette: .neutral, tone: tone, isBackground: true)
        }
        func key(_ palette: SchemePalettes.Name) -> Definition {
            Definition(palette: palette, tone: { $0.palettes[palette].keyColor.tone })
        }
        let onAccent = ContrastCurve(4.5, 7, 11, 21)
        let onContainer = ContrastCurve(3, 4.5, 7, 11)
        // The text on a fidelity scheme's container: 4.5:1 on the container's own tone.
        func onFidelityContainer(_ container: Self, otherwise: @escaping @Sendable (SchemeContext) -> Double) -> @Sendable (SchemeContext) -> Double {
            { scheme in
                guard scheme.isFidelity else { return otherwise(scheme) }
                // The container's own tone, which in 2021 depends on the scheme alone.
                var tones = RoleTones(scheme: scheme)
                return ToneContrast.foregroundTone(on: container.definition2021.tone!(&tones), ratio: 4.5)
            }
        }

        switch self {
        case .primaryDim, .secondaryDim, .tertiaryDim, .errorDim:
            // Not in the 2021 specification: Material's utilities give a 2021 scheme these
            // roles as 2025 defines them, worked out by the 2021 rules.
            return definition2025!
        case .primaryPaletteKeyColor: return key(.primary)
        case .secondaryPaletteKeyColor: return key(.secondary)
        case .tertiaryPaletteKeyColor: return key(.tertiary)
        case .neutralPaletteKeyColor: return key(.neutral)
        case .neutralVariantPaletteKeyColor: return key(.neutralVariant)
        case .errorPaletteKeyColor: return key(.error)
        case .background: return surface(light(98, dark: 6))
        case .onBackground: return on(.neutral, .background, ContrastCurve(3, 3, 4.5, 7), light(10, dark: 90))
        case .surface: return surface(light(98, dark: 6))
        case .surfaceDim: return surface { $0.isDark ? 6 : ContrastCurve(87, 87, 80, 75).ratio(at: $0.contrastLevel) }
        case .surfaceBright: return surface { $0.isDark ? ContrastCurve(24, 24, 29, 34).ratio(at: $0.contrastLevel) : 98 }
        case .surfaceContainerLowest: return surface { $0.isDark ? ContrastCurve(4, 4, 2, 0).ratio(at: $0.contrastLevel) : 100 }
        case .surfaceContainerLow: return surface(curve(ContrastCurve(96, 96, 96, 95), dark: ContrastCurve(10, 10, 11, 12)))
        case .surfaceContainer: return surface(curve(ContrastCurve(94, 94, 92, 90), dark: ContrastCurve(12, 12, 16, 20)))
        case .surfaceContainerHigh: return surface(curve(ContrastCurve(92, 92, 88, 85), dark: ContrastCurve(17, 17, 21, 25)))
        case .surfaceContainerHighest: return surface(curve(ContrastCurve(90, 90, 84, 80), dark: ContrastCurve(22, 22, 26, 30)))
        case .onSurface:
            return Definition(palette: .neutral, tone: light(10, dark: 90), background: highestSurface, contrast: ContrastCurve(4.5, 7, 11, 21))
        case .surfaceVariant: return Definition(palette: .neutralVariant, tone: light(90, dark: 30), isBackground: true)
        case .onSurfaceVariant:
            return Definition(palette: .neutralVariant, tone: light(30, dark: 80), background: highestSurface, contrast: ContrastCurve(3, 4.5, 7, 11))
        case .inverseSurface: return surface(light(20, dark: 90))
        case .inverseOnSurface: return on(.neutral, .inverseSurface, ContrastCurve(4.5, 7, 11, 21), light(95, dark: 20))
        case .outline:
            return Definition(
                palette: .neutralVariant,
                tone: light(50, dark: 60),
                background: highestSurface,
                contrast: ContrastCurve(1.5, 3, 4.5, 7)
            )
        case .outlineVariant:
            return Definition(palette: .neutralVariant, tone: light(80, dark: 30), background: highestSurface, contrast: ContrastCurve(1, 1, 3, 4.5))
        case .shadow, .scrim: return Definition(palette: .neutral, tone: { _ in 0 })
        case .surfaceTint: return Definition(palette: .primary, tone: light(40, dark: 80), isBackground: true)

        case .primary:
            return accent(.primary, container: .primaryContainer) { $0.isMonochrome ? ($0.isDark ? 100 : 0) : ($0.isDark ? 80 : 40) }
        case .onPrimary:
            return on(.primary, .primary, onAccent) { $0.isMonochrome ? ($0.isDark ? 10 : 90) : ($0.isDark ? 20 : 100) }
        case .primaryContainer:
            return container(.primary, accent: .primary) { scheme in
                if scheme.isFidelity { return scheme.seed.tone }
                return scheme.isMonochrome ? (scheme.isDark ? 85 : 25) : (scheme.isDark ? 30 : 90)
            }
        case .onPrimaryContainer:
            return on(
                .primary,
                .primaryContainer,
                onContainer,
                onFidelityContainer(.primaryContainer) {
                    $0.isMonochrome ? ($0.isDark ? 0 : 100) : ($0.isDark ? 90 : 30)
                }
            )
        case .inversePrimary: return on(.primary, .inverseSurface, ContrastCurve(3, 4.5, 7, 7), light(80, dark: 40))

        case .secondary: return accent(.secondary, container: .secondaryContainer, light(40, dark: 80))
        case .onSecondary:
            return on(.secondary, .secondary, onAccent) { $0.isMonochrome ? ($0.isDark ? 10 : 100) : ($0.isDark ? 20 : 100) }
        case .secondaryContainer:
            return container(.secondary, accent: .secondary) { scheme in
                let initial: Double = scheme.isDark ? 30 : 90
                if scheme.isMonochrome { return scheme.isDark ? 30 : 85 }
                guard scheme.isFidelity else { return initial }
                let palette = scheme.palettes.secondary
                return Self.toneReaching(chroma: palette.chroma, hue: palette.hue, from: initial, goingDown: !scheme.isDark)
            }
        case .onSecondaryContainer:
            return on(
                .secondary,
                .secondaryContainer,
                onContainer,
                onFidelityContainer(.secondaryContainer) {
                    $0.isMonochrome ? ($0.isDark ? 90 : 10) : ($0.isDark ? 90 : 30)
                }
            )

        case .tertiary:
            return accent(.tertiary, container: .tertiaryContainer) { $0.isMonochrome ? ($0.isDark ? 90 : 25) : ($0.isDark ? 80 : 40) }
        case .onTertiary:
            return on(.tertiary, .tertiary, onAccent) { $0.isMonochrome ? ($0.isDark ? 10 : 90) : ($0.isDark ? 20 : 100) }
        case .tertiaryContainer:
            return container(.tertiary, accent: .tertiary) { scheme in
                if scheme.isMonochrome { return scheme.isDark ? 60 : 49 }
                guard scheme.isFidelity else { return scheme.isDark ? 30 : 90 }
                return HCT(scheme.palettes.tertiary.tone(scheme.seed.tone)).likedVersion.tone
            }
        case .onTertiaryContainer:
            return on(
                .tertiary,
                .tertiaryContainer,
                onContainer,
                onFidelityContainer(.tertiaryContainer) {
                    $0.isMonochrome ? ($0.isDark ? 0 : 100) : ($0.isDark ? 90 : 30)
                }
            )

        case .error: return accent(.error, container: .errorContainer, light(40, dark: 80))
        case .onError: return on(.error, .error, onAccent, light(100, dark: 20))
        case .errorContainer: return container(.error, accent: .error, light(90, dark: 30))
        case .onErrorContainer:
            return on(.error, .errorContainer, onContainer) { $0.isMonochrome ? ($0.isDark ? 90 : 10) : ($0.isDark ? 90 : 30) }

        case .primaryFixed: return fixed(.primary, fixed: .primaryFixed, dim: .primaryFixedDim) { $0.isMonochrome ? 40 : 90 }
        case .primaryFixedDim: return fixed(.primary, fixed: .primaryFixed, dim: .primaryFixedDim) { $0.isMonochrome ? 30 : 80 }
        case .onPrimaryFixed:
            return onFixed(.primary, dim: .primaryFixedDim, fixed: .primaryFixed, onAccent) { $0.isMonochrome ? 100 : 10 }
        case .onPrimaryFixedVariant:
            return onFixed(.primary, dim: .primaryFixedDim, fixed: .primaryFixed, onContainer) { $0.isMonochrome ? 90 : 30 }
        case .secondaryFixed: return fixed(.secondary, fixed: .secondaryFixed, dim: .secondaryFixedDim) { $0.isMonochrome ? 80 : 90 }
        case .secondaryFixedDim: return fixed(.secondary, fixed: .secondaryFixed, dim: .secondaryFixedDim) { $0.isMonochrome ? 70 : 80 }
        case .onSecondaryFixed: return onFixed(.secondary, dim: .secondaryFixedDim, fixed: .secondaryFixed, onAccent) { _ in 10 }
        case .onSecondaryFixedVariant:
            return onFixed(.secondary, dim: .secondaryFixedDim, fixed: .secondaryFixed, onContainer) { $0.isMonochrome ? 25 : 30 }
        case .tertiaryFixed: return fixed(.tertiary, fixed: .tertiaryFixed, dim: .tertiaryFixedDim) { $0.isMonochrome ? 40 : 90 }
        case .tertiaryFixedDim: return fixed(.tertiary, fixed: .tertiaryFixed, dim: .tertiaryFixedDim) { $0.isMonochrome ? 30 : 80 }
        case .onTertiaryFixed:
            return onFixed(.tertiary, dim: .tertiaryFixedDim, fixed: .tertiaryFixed, onAccent) { $0.isMonochrome ? 100 : 10 }
        case .onTertiaryFixedVariant:
            return onFixed(.tertiary, dim: .tertiaryFixedDim, fixed: .tertiaryFixed, onContainer) { $0.isMonochrome ? 90 : 30 }
        }
    }

    /// The first whole tone from `tone`, going down or up, whose colour of `hue` reaches
    /// `chroma` (within 0.4), stopping where the chroma a tone holds starts to fall.
    static func toneReaching(chroma: Double, hue: Double, from tone: Double, goingDown: Bool) -> Double {
        var answer = tone
        var closest = HCT(hue: hue, chroma: chroma, tone: tone)
        guard closest.chroma < chroma else { return answer }
        var peak = closest.chroma
        while closest.chroma < chroma {
            answer += goingDown ? -1 : 1
            let candidate = HCT(hue: hue, chroma: chroma, tone: answer)
            if peak > candidate.chroma || abs(candidate.chroma - chroma) < 0.4 { break }
            if abs(candidate.chroma - chroma) < abs(closest.chroma - chroma) { closest = candidate }
            peak = max(peak, candidate.chroma)
        }
        return answer
    }
}

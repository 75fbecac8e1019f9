import TwilightUtilities

extension DynamicScheme.Role {
    /// The role's definition in Material's 2025 specification for phones, or `nil` where it
    /// keeps its 2021 one (the key colours, the shadow and the scrim).
    var definition2025: RoleDefinition? {
        typealias Definition = RoleDefinition
        typealias Context = SchemeContext
        let highestSurface: @Sendable (Context) -> Self? = { $0.isDark ? .surfaceBright : .surfaceDim }
        func fixed(_ background: Self) -> @Sendable (Context) -> Self? { { _ in background } }
        func curve(_ ratio: Double) -> @Sendable (Context) -> ContrastCurve? { { _ in Self.curve2025(ratio) } }
        // A container's curve: only above the standard contrast level.
        let containerCurve: @Sendable (Context) -> ContrastCurve? = { $0.contrastLevel > 0 ? Self.curve2025(1.5) : nil }
        func plain(_ tone: @escaping @Sendable (Context) -> Double) -> Definition.Tone { { tones in tone(tones.scheme) } }
        // A surface's tone: dark, or light by the neutral hue and the variant.
        func surface(dark: Double, yellow: Double, vibrant: Double, other: Double) -> Definition.Tone {
            plain { $0.isDark ? dark : $0.hasYellowNeutral ? yellow : $0.variant == .vibrant ? vibrant : other }
        }
        // What a variant multiplies the neutral palette's chroma by.
        func neutralChroma(
            neutral: Double,
            tonalSpot: Double,
            expressive: Double,
            yellowExpressive: Double,
            vibrant: Double,
            when applies: @escaping @Sendable (Context) -> Bool = { _ in true }
        ) -> @Sendable (Context) -> Double {
            { scheme in
                guard applies(scheme) else { return 1 }
                switch scheme.variant {
                case .neutral: return neutral
                case .tonalSpot: return tonalSpot
                case .expressive: return scheme.hasYellowNeutral ? yellowExpressive : expressive
                case .vibrant: return vibrant
                default: return 1
                }
            }
        }
        // The text on surfaces: more chroma in the neutral, tonal spot and expressive variants.
        let onSurfaceChroma: @Sendable (Context) -> Double = { scheme in
            switch scheme.variant {
            case .neutral: 2.2
            case .tonalSpot: 1.7
            case .expressive: scheme.hasYellowNeutral ? (scheme.isDark ? 3 : 2.3) : 1.6
            default: 1
            }
        }
        func onSurfaceLike(_ contrast: @escaping @Sendable (Context) -> ContrastCurve?) -> Definition {
            Definition(palette: .neutral, background: highestSurface, contrast: contrast, chromaMultiplier: onSurfaceChroma)
        }
        func accent(_ palette: SchemePalettes.Name, container: Self, _ tone: @escaping @Sendable (Context) -> Double) -> Definition {
            Definition(
                palette: palette,
                tone: plain(tone),
                isBackground: true,
                background: highestSurface,
                contrast: curve(4.5),
                pair: TonePair(first: container, second: self, delta: 5, polarity: .relativeLighter, staysTogether: true, constraint: .farther)
            )
        }
        func dim(_ palette: SchemePalettes.Name, of accent: Self, _ tone: @escaping @Sendable (Context) -> Double) -> Definition {
            Definition(
                palette: palette,
                tone: plain(tone),
                isBackground: true,
                background: fixed(.surfaceContainerHigh),
                contrast: curve(4.5),
                pair: TonePair(first: self, second: accent, delta: 5, polarity: .darker, staysTogether: true, constraint: .farther)
            )
        }
        func container(_ palette: SchemePalettes.Name, _ tone: @escaping @Sendable (Context) -> Double) -> Definition {
            Definition(palette: palette, tone: plain(tone), isBackground: true, background: highestSurface, contrast: containerCurve)
        }
        func on(_ palette: SchemePalettes.Name, _ background: Self, _ ratio: Double) -> Definition {
            Definition(palette: palette, background: fixed(background), contrast: curve(ratio))
        }
        // A fixed fill: its container's tone in the light scheme at the standard contrast.
        func fixedFill(_ palette: SchemePalettes.Name, like container: Self) -> Definition {
            Definition(
                palette: palette,
                tone: { tones in
                    var light = RoleTones(scheme: tones.scheme.with(isDark: false, contrastLevel: 0))
                    return light.tone(of: container)
                },
                isBackground: true,
                background: highestSurface,
                contrast: containerCurve
            )
        }
        func fixedDim(_ palette: SchemePalettes.Name, of fill: Self) -> Definition {
            Definition(
                palette: palette,
                tone: { $0.tone(of: fill) },
                isBackground: true,
                pair: TonePair(first: self, second: fill, delta: 5, polarity: .darker, staysTogether: true, constraint: .exact)
            )
        }

        switch self {
        case .primaryPaletteKeyColor, .secondaryPaletteKeyColor, .tertiaryPaletteKeyColor, .neutralPaletteKeyColor,
            .neutralVariantPaletteKeyColor, .errorPaletteKeyColor, .shadow, .scrim:
            return nil
        case .surface, .background:
            return Definition(palette: .neutral, tone: surface(dark: 4, yellow: 99, vibrant: 97, other: 98), isBackground: true)
        case .surfaceDim:
            return Definition(
                palette: .neutral,
                tone: surface(dark: 4, yellow: 90, vibrant: 85, other: 87),
                isBackground: true,
                chromaMultiplier: neutralChroma(neutral: 2.5, tonalSpot: 1.7, expressive: 1.75, yellowExpressive: 2.7, vibrant: 1.36) { !$0.isDark }
            )
        case .surfaceBright:
            return Definition(
                palette: .neutral,
                tone: surface(dark: 18, yellow: 99, vibrant: 97, other: 98),
                isBackground: true,
                chromaMultiplier: neutralChroma(neutral: 2.5, tonalSpot: 1.7, expressive: 1.75, yellowExpressive: 2.7, vibrant: 1.36) { $0.isDark }
            )
        case .surfaceContainerLowest:
            return Definition(palette: .neutral, tone: plain { $0.isDark ? 0 : 100 }, isBackground: true)
        case .surfaceContainerLow:
            return Definition(
                palette: .neutral,
                tone: surface(dark: 6, yellow: 98, vibrant: 95, other: 96),
                isBackground: true,
                chromaMultiplier: neutralChroma(neutral: 1.3, tonalSpot: 1.25, expressive: 1.15, yellowExpressive: 1.3, vibrant: 1.08)
            )
        case .surfaceContainer:
            return Definition(
                palette: .neutral,
                tone: surface(dark: 9, yellow: 96, vibrant: 92, other: 94),
                isBackground: true,
                chromaMultiplier: neutralChroma(neutral: 1.6, tonalSpot: 1.4, expressive: 1.3, yellowExpressive: 1.6, vibrant: 1.15)
            )
        case .surfaceContainerHigh:
            return Definition(
                palette: .neutral,
                tone: surface(dark: 12, yellow: 94, vibrant: 90, other: 92),
                isBackground: true,
                chromaMultiplier: neutralChroma(neutral: 1.9, tonalSpot: 1.5, expressive: 1.45, yellowExpressive: 1.95, vibrant: 1.22)
            )
        case .surfaceContainerHighest, .surfaceVariant:
            return Definition(
                palette: .neutral,
                tone: surface(dark: 15, yellow: 92, vibrant: 88, other: 90),
                isBackground: true,
                chromaMultiplier: neutralChroma(neutral: 2.2, tonalSpot: 1.7, expressive: 1.6, yellowExpressive: 2.3, vibrant: 1.29)
            )
        case .onSurface:
            var definition = onSurfaceLike { Self.curve2025($0.isDark ? 11 : 9) }
            definition.tone = { tones in
                if tones.scheme.variant == .vibrant {
                    let neutral = tones.scheme.palettes.neutral
                    return Self.toneOfMostChroma(hue: neutral.hue, chroma: neutral.chroma * 1.1, from: 100, goingDown: true)
                }
                return tones.tone(of: tones.scheme.isDark ? .surfaceBright : .surfaceDim)
            }
            return definition
        case .onBackground:
            var definition = Self.onSurface.definition2025!
            definition.tone = { $0.tone(of: .onSurface) }
            return definition
        case .onSurfaceVariant: return onSurfaceLike { Self.curve2025($0.isDark ? 6 : 4.5) }
        case .outline: return onSurfaceLike(curve(3))
        case .outlineVariant: return onSurfaceLike(curve(1.5))
        case .inverseSurface: return Definition(palette: .neutral, tone: plain { $0.isDark ? 98 : 4 }, isBackground: true)
        case .inverseOnSurface: return on(.neutral, .inverseSurface, 7)

        case .primary, .surfaceTint:
            return accent(.primary, container: .primaryContainer) { scheme in
                switch scheme.variant {
                case .neutral: scheme.isDark ? 80 : 40
                case .tonalSpot: scheme.isDark ? 80 : scheme.mostChromaTone(.primary)
                case .expressive:
                    scheme.mostChromaTone(.primary, 0, scheme.isDark ? (scheme.isCyan(.primary) ? 88 : 98) : (scheme.isYellow(.primary) ? 25 : 98))
                default: scheme.mostChromaTone(.primary, 0, scheme.isCyan(.primary) ? 88 : 98)
                }
            }
        case .primaryDim:
            return dim(.primary, of: .primary) { scheme in
                switch scheme.variant {
                case .neutral: 85
                case .tonalSpot: scheme.mostChromaTone(.primary, 0, 90)
                default: scheme.mostChromaTone(.primary)
                }
            }
        case .onPrimary: return on(.primary, .primary, 6)
        case .primaryContainer:
            return container(.primary) { scheme in
                switch scheme.variant {
                case .neutral: scheme.isDark ? 30 : 90
                case .tonalSpot: scheme.isDark ? scheme.leastToneOfMostChroma(.primary, 35, 93) : scheme.mostChromaTone(.primary, 0, 90)
                case .expressive:
                    scheme.isDark
                        ? scheme.leastToneOfMostChroma(.primary, 30, 93) : scheme.mostChromaTone(.primary, 78, scheme.isCyan(.primary) ? 88 : 90)
                default:
                    scheme.isDark
                        ? scheme.leastToneOfMostChroma(.primary, 66, 93) : scheme.mostChromaTone(.primary, 66, scheme.isCyan(.primary) ? 88 : 93)
                }
            }
        case .onPrimaryContainer: return on(.primary, .primaryContainer, 6)
        case .primaryFixed: return fixedFill(.primary, like: .primaryContainer)
        case .primaryFixedDim: return fixedDim(.primary, of: .primaryFixed)
        case .onPrimaryFixed: return on(.primary, .primaryFixedDim, 7)
        case .onPrimaryFixedVariant: return on(.primary, .primaryFixedDim, 4.5)
        case .inversePrimary:
            return Definition(palette: .primary, tone: plain { $0.mostChromaTone(.primary) }, background: fixed(.inverseSurface), contrast: curve(6))

        case .secondary:
            return accent(.secondary, container: .secondaryContainer) { scheme in
                switch scheme.variant {
                case .neutral: scheme.isDark ? scheme.leastToneOfMostChroma(.secondary, 0, 98) : scheme.mostChromaTone(.secondary)
                case .vibrant: scheme.mostChromaTone(.secondary, 0, scheme.isDark ? 90 : 98)
                default: scheme.isDark ? 80 : scheme.mostChromaTone(.secondary)
                }
            }
        case .secondaryDim:
            return dim(.secondary, of: .secondary) { $0.variant == .neutral ? 85 : $0.mostChromaTone(.secondary, 0, 90) }
        case .onSecondary: return on(.secondary, .secondary, 6)
        case .secondaryContainer:
            return container(.secondary) { scheme in
                switch scheme.variant {
                case .vibrant: scheme.isDark ? scheme.leastToneOfMostChroma(.secondary, 30, 40) : scheme.mostChromaTone(.secondary, 84, 90)
                case .expressive: scheme.isDark ? 15 : scheme.mostChromaTone(.secondary, 90, 95)
                default: scheme.isDark ? 25 : 90
                }
            }
        case .onSecondaryContainer: return on(.secondary, .secondaryContainer, 6)
        case .secondaryFixed: return fixedFill(.secondary, like: .secondaryContainer)
        case .secondaryFixedDim: return fixedDim(.secondary, of: .secondaryFixed)
        case .onSecondaryFixed: return on(.secondary, .secondaryFixedDim, 7)
        case .onSecondaryFixedVariant: return on(.secondary, .secondaryFixedDim, 4.5)

        case .tertiary:
            return accent(.tertiary, container: .tertiaryContainer) { scheme in
                switch scheme.variant {
                case .expressive, .vibrant:
                    scheme.mostChromaTone(.tertiary, 0, scheme.isCyan(.tertiary) ? 88 : (scheme.isDark ? 98 : 100))
                default: scheme.isDark ? scheme.mostChromaTone(.tertiary, 0, 98) : scheme.mostChromaTone(.tertiary)
                }
            }
        case .tertiaryDim:
            return dim(.tertiary, of: .tertiary) { $0.variant == .tonalSpot ? $0.mostChromaTone(.tertiary, 0, 90) : $0.mostChromaTone(.tertiary) }
        case .onTertiary: return on(.tertiary, .tertiary, 6)
        case .tertiaryContainer:
            return container(.tertiary) { scheme in
                switch scheme.variant {
                case .neutral: scheme.mostChromaTone(.tertiary, 0, scheme.isDark ? 93 : 96)
                case .tonalSpot: scheme.mostChromaTone(.tertiary, 0, scheme.isDark ? 93 : 100)
                case .expressive: scheme.mostChromaTone(.tertiary, 75, scheme.isCyan(.tertiary) ? 88 : (scheme.isDark ? 93 : 100))
                default: scheme.isDark ? scheme.mostChromaTone(.tertiary, 0, 93) : scheme.mostChromaTone(.tertiary, 72, 100)
                }
            }
        case .onTertiaryContainer: return on(.tertiary, .tertiaryContainer, 6)
        case .tertiaryFixed: return fixedFill(.tertiary, like: .tertiaryContainer)
        case .tertiaryFixedDim: return fixedDim(.tertiary, of: .tertiaryFixed)
        case .onTertiaryFixed: return on(.tertiary, .tertiaryFixedDim, 7)
        case .onTertiaryFixedVariant: return on(.tertiary, .tertiaryFixedDim, 4.5)

        case .error:
            return accent(.error, container: .errorContainer) { $0.isDark ? $0.leastToneOfMostChroma(.error, 0, 98) : $0.mostChromaTone(.error) }
        case .errorDim: return dim(.error, of: .error) { $0.leastToneOfMostChroma(.error) }
        case .onError: return on(.error, .error, 6)
        case .errorContainer:
            return container(.error) { $0.isDark ? $0.leastToneOfMostChroma(.error, 30, 93) : $0.mostChromaTone(.error, 0, 90) }
        case .onErrorContainer: return on(.error, .errorContainer, 4.5)
        }
    }

    /// The 2025 specification's contrast curve for a ratio at the standard level.
    static func curve2025(_ ratio: Double) -> ContrastCurve {
        switch ratio {
        case 1.5: ContrastCurve(1.5, 1.5, 3, 5.5)
        case 3: ContrastCurve(3, 3, 4.5, 7)
        case 4.5: ContrastCurve(4.5, 4.5, 7, 11)
        case 6: ContrastCurve(6, 6, 7, 11)
        case 7: ContrastCurve(7, 7, 11, 21)
        case 9: ContrastCurve(9, 9, 11, 21)
        case 11: ContrastCurve(11, 11, 21, 21)
        case 21: ContrastCurve(21, 21, 21, 21)
        default: ContrastCurve(ratio, ratio, 7, 21)
        }
    }

    /// The whole tone of `palette`, from white going down or from black going up, whose
    /// colour has the most chroma (until one reaches the palette's chroma).
    ///
    /// Each search walks up to a hundred tones, most of them at the gamut's edge, and the
    /// same searches come again: a seed's light and dark schemes (and their other contrast
    /// levels) search the same palettes, and the 2021 error palette is the same for every
    /// seed. The answers are kept, a few hundred at most, for every scheme to share.
    static func toneOfMostChroma(in palette: TonalPalette, goingDown: Bool) -> Double {
        let search = MostChromaSearch(hue: palette.hue, chroma: palette.chroma, goingDown: goingDown)
        if let tone = mostChromaTones.withLock({ $0[search] }) { return tone }
        let tone = toneOfMostChroma(hue: palette.hue, chroma: palette.chroma, from: goingDown ? 100 : 0, goingDown: goingDown)
        mostChromaTones.withLock { tones in
            if tones.count >= 512 { tones.removeAll(keepingCapacity: true) }
            tones[search] = tone
        }
        return tone
    }

    /// The whole tone, from `start` going down or up, whose colour of `hue` has the most
    /// chroma (until one reaches `chroma`).
    static func toneOfMostChroma(hue: Double, chroma: Double, from start: Double, goingDown: Bool) -> Double {
        var tone = start
        var answer = start
        var best = HCT(hue: hue, chroma: chroma, tone: start)
        while best.chroma < chroma, (0...100).contains(tone) {
            tone += goingDown ? -1 : 1
            let candidate = HCT(hue: hue, chroma: chroma, tone: tone)
            if best.chroma < candidate.chroma {
                best = candidate
                answer = tone
            }
        }
        return answer
    }
}

extension SchemeContext {
    /// Whether the neutral palette's hue is a yellow.
    var hasYellowNeutral: Bool { isYellow(.neutral) }

    /// Whether a palette's hue is a yellow (105°–125°).
    func isYellow(_ palette: SchemePalettes.Name) -> Bool { (105..<125).contains(palettes[palette].hue) }

    /// Whether a palette's hue is a cyan (170°–207°).
    func isCyan(_ palette: SchemePalettes.Name) -> Bool { (170..<207).contains(palettes[palette].hue) }

    /// The tone of most chroma in a palette, searched from white down, kept to `lower...upper`.
    func mostChromaTone(_ palette: SchemePalettes.Name, _ lower: Double = 0, _ upper: Double = 100) -> Double {
        Self.clamped(DynamicScheme.Role.toneOfMostChroma(in: palettes[palette], goingDown: true), lower, upper)
    }

    /// The same searched from black up: the darkest tone of most chroma.
    func leastToneOfMostChroma(_ palette: SchemePalettes.Name, _ lower: Double = 0, _ upper: Double = 100) -> Double {
        Self.clamped(DynamicScheme.Role.toneOfMostChroma(in: palettes[palette], goingDown: false), lower, upper)
    }

    /// `tone` kept to `lower...upper`, `lower` winning if they cross (as Material's clamp).
    static func clamped(_ tone: Double, _ lower: Double, _ upper: Double) -> Double {
        tone < lower ? lower : tone > upper ? upper : tone
    }
}

/// A search for the tone of most chroma: a palette and the direction.
private struct MostChromaSearch: Hashable {
    let hue: Double
    let chroma: Double
    let goingDown: Bool
}

/// The answers of the searches made so far, shared by every scheme.
private let mostChromaTones = LockedValue<[MostChromaSearch: Double]>([:])

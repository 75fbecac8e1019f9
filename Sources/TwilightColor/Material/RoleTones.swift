/// Works out each role's tone in one scheme: its own tone, moved where it must be to
/// contrast with its background by as much as the contrast level asks, and kept apart
/// from the role it pairs with (a container and its accent) — by the rules of the scheme's
/// specification.
struct RoleTones {
    let scheme: SchemeContext
    private var tones: [DynamicScheme.Role: Double] = [:]

    init(scheme: SchemeContext) {
        self.scheme = scheme
    }

    /// The tone of `role`, worked out once.
    mutating func tone(of role: DynamicScheme.Role) -> Double {
        if let tone = tones[role] { return tone }
        let definition = role.definition(in: scheme.specification)
        let tone =
            scheme.specification == .material2025
            ? workOut2025(role, definition)
            : workOut2021(role, definition)
        tones[role] = tone
        return tone
    }

    /// The role's own tone, before any adjustment: as defined, else its background's.
    mutating func initialTone(of role: DynamicScheme.Role) -> Double {
        initialTone(role.definition(in: scheme.specification))
    }

    private mutating func initialTone(_ definition: RoleDefinition) -> Double {
        if let tone = definition.tone { return tone(&self) }
        return definition.background?(scheme).map { tone(of: $0) } ?? 50
    }

    // MARK: 2021

    private mutating func workOut2021(_ role: DynamicScheme.Role, _ definition: RoleDefinition) -> Double {
        let decreasing = scheme.contrastLevel < 0
        if let pair = definition.pair {
            return pairedTone2021(of: role, in: pair, decreasing: decreasing)
        }
        var answer = initialTone(definition)
        guard let background = definition.background?(scheme), let curve = definition.contrast?(scheme) else { return answer }
        let backgroundTone = tone(of: background)
        let ratio = curve.ratio(at: scheme.contrastLevel)
        if ToneContrast.ratio(backgroundTone, answer) < ratio || decreasing {
            answer = ToneContrast.foregroundTone(on: backgroundTone, ratio: ratio)
        }
        if definition.isBackground, 50 <= answer, answer < 60 {
            answer = ToneContrast.ratio(49, backgroundTone) >= ratio ? 49 : 60
        }
        return clearOfSecondBackground(answer, definition, backgroundTone: backgroundTone, ratio: ratio)
    }

    /// The tone of `role`, one of a pair kept `pair.delta` apart: the nearer one to the
    /// background keeps its tone (moved for contrast), the farther is pushed away from it.
    private mutating func pairedTone2021(of role: DynamicScheme.Role, in pair: TonePair, decreasing: Bool) -> Double {
        let firstIsNearer =
            switch pair.polarity {
            case .nearer: true
            case .lighter: !scheme.isDark
            case .darker: scheme.isDark
            case .relativeLighter, .relativeDarker: false
            }
        let nearer = firstIsNearer ? pair.first : pair.second
        let farther = firstIsNearer ? pair.second : pair.first
        let direction: Double = scheme.isDark ? 1 : -1
        var nearTone = initialTone(of: nearer)
        var farTone = initialTone(of: farther)
        let specification = scheme.specification
        if let background = role.definition(in: specification).background?(scheme),
            let nearCurve = nearer.definition(in: specification).contrast?(scheme),
            let farCurve = farther.definition(in: specification).contrast?(scheme)
        {
            let backgroundTone = tone(of: background)
            let nearRatio = nearCurve.ratio(at: scheme.contrastLevel)
            let farRatio = farCurve.ratio(at: scheme.contrastLevel)
            if ToneContrast.ratio(backgroundTone, nearTone) < nearRatio || decreasing {
                nearTone = ToneContrast.foregroundTone(on: backgroundTone, ratio: nearRatio)
            }
            if ToneContrast.ratio(backgroundTone, farTone) < farRatio || decreasing {
                farTone = ToneContrast.foregroundTone(on: backgroundTone, ratio: farRatio)
            }
        }
        if (farTone - nearTone) * direction < pair.delta {
            farTone = min(max(nearTone + pair.delta * direction, 0), 100)
            if (farTone - nearTone) * direction < pair.delta {
                nearTone = min(max(farTone - pair.delta * direction, 0), 100)
            }
        }
        // Neither in the 50s, where neither black nor white text reads well.
        if 50 <= nearTone, nearTone < 60 {
            nearTone = direction > 0 ? 60 : 49
            farTone = direction > 0 ? max(farTone, nearTone + pair.delta) : min(farTone, nearTone - pair.delta)
        } else if 50 <= farTone, farTone < 60 {
            if pair.staysTogether {
                nearTone = direction > 0 ? 60 : 49
                farTone = direction > 0 ? max(farTone, nearTone + pair.delta) : min(farTone, nearTone - pair.delta)
            } else {
                farTone = direction > 0 ? 60 : 49
            }
        }
        return role == nearer ? nearTone : farTone
    }

    // MARK: 2025

    private mutating func workOut2025(_ role: DynamicScheme.Role, _ definition: RoleDefinition) -> Double {
        let level = scheme.contrastLevel
        var answer: Double
        var backgroundTone: Double?
        var ratio = 0.0
        if let pair = definition.pair {
            answer = pairedTone2025(of: role, in: pair)
            if let background = definition.background?(scheme), let curve = definition.contrast?(scheme) {
                backgroundTone = tone(of: background)
                ratio = curve.ratio(at: level)
            }
        } else {
            answer = initialTone(definition)
            guard let background = definition.background?(scheme), let curve = definition.contrast?(scheme) else { return answer }
            backgroundTone = tone(of: background)
            ratio = curve.ratio(at: level)
        }
        if let backgroundTone, !(ToneContrast.ratio(backgroundTone, answer) >= ratio && level >= 0) {
            answer = ToneContrast.foregroundTone(on: backgroundTone, ratio: ratio)
        }
        // A fill keeps out of 50–64, where neither black nor white text reads well (a dim
        // fixed fill excepted: it keeps its distance from the fixed fill).
        if definition.isBackground, !role.isFixedDim {
            answer = answer >= 57 ? min(max(answer, 65), 100) : min(max(answer, 0), 49)
        }
        guard definition.pair == nil, let backgroundTone else { return answer }
        return clearOfSecondBackground(answer, definition, backgroundTone: backgroundTone, ratio: ratio)
    }

    /// The tone of `role` kept at, within or beyond `pair.delta` of the other's.
    private mutating func pairedTone2025(of role: DynamicScheme.Role, in pair: TonePair) -> Double {
        let negative =
            pair.polarity == .darker || (pair.polarity == .relativeLighter && scheme.isDark)
            || (pair.polarity == .relativeDarker && !scheme.isDark)
        let isFirst = role == pair.first
        let delta = (negative ? -pair.delta : pair.delta) * (isFirst ? 1 : -1)
        var own = initialTone(of: isFirst ? pair.first : pair.second)
        let other = tone(of: isFirst ? pair.second : pair.first)
        let clamped = SchemeContext.clamped
        switch pair.constraint {
        case .exact:
            own = clamped(other + delta, 0, 100)
        case .nearer:
            own = clamped(delta > 0 ? clamped(own, other, other + delta) : clamped(own, other + delta, other), 0, 100)
        case .farther:
            own = delta > 0 ? clamped(own, other + delta, 100) : clamped(own, 0, other + delta)
        }
        return own
    }

    // MARK: Both

    /// `answer`, or the tone that clears both of a role's backgrounds when it has two.
    private mutating func clearOfSecondBackground(
        _ answer: Double,
        _ definition: RoleDefinition,
        backgroundTone: Double,
        ratio: Double
    ) -> Double {
        guard let second = definition.secondBackground else { return answer }
        let (first, other) = (backgroundTone, tone(of: second))
        let (upper, lower) = (max(first, other), min(first, other))
        if ToneContrast.ratio(upper, answer) >= ratio, ToneContrast.ratio(lower, answer) >= ratio { return answer }
        let light = ToneContrast.lighter(than: upper, ratio: ratio)
        let dark = ToneContrast.darker(than: lower, ratio: ratio)
        if ToneContrast.prefersLightForeground(first) || ToneContrast.prefersLightForeground(other) {
            return light ?? 100
        }
        if (light == nil) != (dark == nil) { return light ?? dark! }
        return dark ?? 0
    }
}

extension DynamicScheme.Role {
    /// Whether the role is a dim fixed fill, which 2025 lets sit in the 50s.
    var isFixedDim: Bool {
        self == .primaryFixedDim || self == .secondaryFixedDim || self == .tertiaryFixedDim
    }
}

/// Two roles whose tones stay `delta` apart.
struct TonePair: Sendable {
    enum Polarity: Sendable {
        /// The first is nearer the background (2021).
        case nearer
        /// The first is the lighter.
        case lighter
        /// The first is the darker.
        case darker
        /// The first is the lighter in light schemes, the darker in dark ones (2025).
        case relativeLighter
        /// The first is the darker in light schemes, the lighter in dark ones (2025).
        case relativeDarker
    }

    /// How a 2025 role keeps its distance from the other.
    enum Constraint: Sendable {
        /// Exactly `delta` away.
        case exact
        /// No more than `delta` away, on its side.
        case nearer
        /// At least `delta` away, on its side.
        case farther
    }

    let first: DynamicScheme.Role
    let second: DynamicScheme.Role
    let delta: Double
    let polarity: Polarity
    /// Whether the farther one moves with the nearer one out of the 50s (2021).
    let staysTogether: Bool
    var constraint = Constraint.exact
}

/// A contrast ratio for each contrast level: `-1`, `0`, `0.5` and `1`, linear between them.
struct ContrastCurve: Sendable {
    let low, normal, medium, high: Double

    init(_ low: Double, _ normal: Double, _ medium: Double, _ high: Double) {
        (self.low, self.normal, self.medium, self.high) = (low, normal, medium, high)
    }

    func ratio(at level: Double) -> Double {
        func between(_ a: Double, _ b: Double, _ fraction: Double) -> Double { (1 - fraction) * a + fraction * b }
        if level <= -1 { return low }
        if level < 0 { return between(low, normal, level + 1) }
        if level < 0.5 { return between(normal, medium, level / 0.5) }
        if level < 1 { return between(medium, high, (level - 0.5) / 0.5) }
        return high
    }
}

/// WCAG contrast between tones, and the tones that reach a ratio.
enum ToneContrast {
    /// The contrast ratio of two tones (clamped to `0...100`).
    static func ratio(_ a: Double, _ b: Double) -> Double {
        let y1 = Tone.relativeLuminance(ofTone: min(max(a, 0), 100))
        let y2 = Tone.relativeLuminance(ofTone: min(max(b, 0), 100))
        return (max(y1, y2) + 5) / (min(y1, y2) + 5)
    }

    /// The tone lighter than `tone` by `ratio` (plus 0.4 for safety), or `nil` when none is.
    static func lighter(than tone: Double, ratio: Double) -> Double? {
        guard (0...100).contains(tone) else { return nil }
        let darkY = Tone.relativeLuminance(ofTone: tone)
        let lightY = ratio * (darkY + 5) - 5
        let real = (max(lightY, darkY) + 5) / (min(lightY, darkY) + 5)
        if real < ratio, abs(real - ratio) > 0.04 { return nil }
        let answer = Tone.tone(ofRelativeLuminance: lightY) + 0.4
        return (0...100).contains(answer) ? answer : nil
    }

    /// The tone darker than `tone` by `ratio` (less 0.4 for safety), or `nil` when none is.
    static func darker(than tone: Double, ratio: Double) -> Double? {
        guard (0...100).contains(tone) else { return nil }
        let lightY = Tone.relativeLuminance(ofTone: tone)
        let darkY = (lightY + 5) / ratio - 5
        let real = (max(lightY, darkY) + 5) / (min(lightY, darkY) + 5)
        if real < ratio, abs(real - ratio) > 0.04 { return nil }
        let answer = Tone.tone(ofRelativeLuminance: darkY) - 0.4
        return (0...100).contains(answer) ? answer : nil
    }

    /// The tone of text on `background` that reaches `ratio`: lighter on a tone below 60
    /// when that reaches it (or nearly as well as darker would), else darker.
    static func foregroundTone(on background: Double, ratio: Double) -> Double {
        let lighterTone = lighter(than: background, ratio: ratio) ?? 100
        let darkerTone = darker(than: background, ratio: ratio) ?? 0
        let lighterRatio = self.ratio(lighterTone, background)
        let darkerRatio = self.ratio(darkerTone, background)
        if prefersLightForeground(background) {
            let negligible = abs(lighterRatio - darkerRatio) < 0.1 && lighterRatio < ratio && darkerRatio < ratio
            return lighterRatio >= ratio || lighterRatio >= darkerRatio || negligible ? lighterTone : darkerTone
        }
        return darkerRatio >= ratio || darkerRatio >= lighterRatio ? darkerTone : lighterTone
    }

    /// Whether light text suits a background of `tone` (below 60, rounded).
    static func prefersLightForeground(_ tone: Double) -> Bool {
        tone.rounded() < 60
    }
}

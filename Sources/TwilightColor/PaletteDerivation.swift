/// A palette of named colour roles with the contrast each foreground/background pair must
/// keep — the input for deriving dark and high-contrast variants.
///
/// ```swift
/// let palette = Palette(
///     roles: [("background", .white), ("text", try RGBAColor(hex: "#1c1c1e"))],
///     pairs: [ContrastRequirement(foreground: "text", background: "background", target: 4.5)])
/// let dark = palette.derived(.dark)
/// ```
package struct Palette: Hashable, Sendable {
    /// The roles in order, each with its (light) colour.
    package var roles: [Role]
    /// The pairs whose contrast must be kept.
    package var requirements: [ContrastRequirement]

    /// A named colour.
    package struct Role: Hashable, Sendable {
        /// The role's name, such as `text` or `background`.
        package var name: String
        /// Its colour.
        package var color: RGBAColor

        /// Creates a role.
        package init(name: String, color: RGBAColor) {
            self.name = name
            self.color = color
        }
    }

    /// Creates a palette.
    package init(roles: [(String, RGBAColor)], pairs: [ContrastRequirement]) {
        self.roles = roles.map { Role(name: $0.0, color: $0.1) }
        self.requirements = pairs
    }

    /// The colour of a role, or `nil`.
    package subscript(role: String) -> RGBAColor? {
        roles.first { $0.name == role }?.color
    }
}

/// A foreground role that must contrast with a background role by at least `target`
/// (WCAG 2.x ratio: 4.5 for text, 3 for large text and user-interface parts).
package struct ContrastRequirement: Hashable, Sendable {
    /// The foreground role.
    package var foreground: String
    /// The background role.
    package var background: String
    /// The minimum contrast ratio.
    package var target: Double

    /// Creates a requirement.
    package init(foreground: String, background: String, target: Double) {
        self.foreground = foreground
        self.background = background
        self.target = target
    }
}

/// Which variant to derive from a light palette.
package enum PaletteVariant: String, CaseIterable, Hashable, Sendable {
    /// The palette as given.
    case light
    /// Lightness mirrored, hue and chroma kept, contrast targets met.
    case dark
    /// The dark variant with raised targets: 7 where 4.5 was asked, 4.5 where 3 was, and
    /// one and a half times any lower target.
    case highContrastDark
}

/// A derived palette with the contrast of every requirement in it.
package struct DerivedPalette: Hashable, Sendable {
    /// The variant.
    package var variant: PaletteVariant
    /// The roles with their derived colours, in the palette's order.
    package var roles: [Palette.Role]
    /// Every requirement with the ratio it has in this variant.
    package var results: [ContrastResult]

    /// Whether every requirement is met.
    package var meetsEveryTarget: Bool { results.allSatisfy(\.isMet) }
}

/// The outcome of one requirement in a derived palette.
package struct ContrastResult: Hashable, Sendable {
    /// The requirement, with the target of this variant.
    package var requirement: ContrastRequirement
    /// The ratio reached.
    package var ratio: Double
    /// Why the target could not be met, or `nil` when it is.
    package var problem: String?

    /// Whether the target is met.
    package var isMet: Bool { problem == nil }
}

extension Palette {
    /// Derives a variant: keeps each colour's hue and chroma, mirrors its OKLCH lightness
    /// (for the dark variants), maps it into sRGB, then moves the lightness of foregrounds
    /// (and, if that is not enough, backgrounds) until every requirement meets its target.
    /// Requirements that cannot be met are reported with the reason.
    package func derived(_ variant: PaletteVariant) -> DerivedPalette {
        var colors = Dictionary(roles.map { ($0.name, $0.color) }, uniquingKeysWith: { first, _ in first })
        if variant != .light {
            for (name, color) in colors {
                var lch = color.oklch
                lch.l = 1 - lch.l
                colors[name] = RGBAColor(lch).gamutMapped
            }
        }
        let targets = requirements.map { requirement -> ContrastRequirement in
            var raised = requirement
            if variant == .highContrastDark {
                let target = requirement.target
                raised.target = target >= 4.5 ? max(target, 7) : target >= 3 ? 4.5 : min(target * 1.5, 21)
            }
            return raised
        }
        if variant != .light {
            // Adjusting one pair can disturb another that shares a role: a few passes settle it.
            for _ in 0..<4 {
                var changed = false
                for requirement in targets {
                    guard let foreground = colors[requirement.foreground], let background = colors[requirement.background],
                        foreground.contrastRatio(with: background) < requirement.target
                    else { continue }
                    if let adjusted = Self.adjust(foreground, against: background, to: requirement.target) {
                        colors[requirement.foreground] = adjusted
                    } else if let adjusted = Self.adjust(background, against: foreground, to: requirement.target) {
                        colors[requirement.background] = adjusted
                    } else {
                        // Neither alone is enough: take the background to the dark end (a dark
                        // variant's backgrounds are dark), then move the foreground.
                        let darkest = Self.withLightness(background, 0)
                        guard let adjusted = Self.adjust(foreground, against: darkest, to: requirement.target) else {
                            continue
                        }
                        colors[requirement.background] = darkest
                        colors[requirement.foreground] = adjusted
                    }
                    changed = true
                }
                if !changed { break }
            }
        }
        let results = targets.map { requirement -> ContrastResult in
            guard let foreground = colors[requirement.foreground], let background = colors[requirement.background] else {
                let missing = colors[requirement.foreground] == nil ? requirement.foreground : requirement.background
                return ContrastResult(requirement: requirement, ratio: 0, problem: "no role named '\(missing)'")
            }
            let ratio = foreground.contrastRatio(with: background)
            var problem: String?
            if ratio < requirement.target {
                if requirement.target > 21 {
                    problem = "a target above 21 cannot be met by any two colours"
                } else if variant == .light {
                    problem = "the light palette is used as given, and these colours fall short"
                } else {
                    problem =
                        "\(requirement.foreground) cannot reach \(requirement.target) against \(requirement.background) without breaking another requirement"
                }
            }
            return ContrastResult(requirement: requirement, ratio: ratio, problem: problem)
        }
        return DerivedPalette(
            variant: variant,
            roles: roles.map { Role(name: $0.name, color: colors[$0.name] ?? $0.color) },
            results: results
        )
    }

    /// The colour with its OKLCH lightness replaced, hue and chroma kept, mapped into sRGB.
    package static func withLightness(_ color: RGBAColor, _ lightness: Double) -> RGBAColor {
        var lch = color.oklch
        lch.l = lightness
        return RGBAColor(lch).gamutMapped
    }

    /// Moves `color`'s OKLCH lightness away from `background` (keeping hue and chroma, mapped
    /// into gamut) to the smallest change that reaches `target`; `nil` if no lightness can.
    package static func adjust(_ color: RGBAColor, against background: RGBAColor, to target: Double) -> RGBAColor? {
        let start = color.oklch
        let lighten = background.isDark
        func candidate(_ l: Double) -> RGBAColor { withLightness(color, l) }
        let extreme = lighten ? 1.0 : 0.0
        guard candidate(extreme).contrastRatio(with: background) >= target else { return nil }
        var near = start.l
        var far = extreme
        for _ in 0..<40 {
            let middle = (near + far) / 2
            if candidate(middle).contrastRatio(with: background) >= target { far = middle } else { near = middle }
        }
        return candidate(far)
    }
}

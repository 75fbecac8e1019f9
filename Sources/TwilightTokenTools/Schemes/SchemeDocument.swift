package import TwilightColor
package import TwilightTokens

/// A whole colour scheme grown from one colour, as a token document: Material's dynamic
/// colour in four modes — light and dark at one contrast level, and their high-contrast
/// variants at another — every role a colour token, and each role's contrast promise
/// declared as a pair for `twilight tokens audit`.
///
/// What `twilight scheme SEED --format tokens` writes. The document is a DTCG 2025.10
/// resolver document like any other: `tokens build`, the studio, the CSS and Swift
/// generators and every front-end take it as they take one written by hand.
///
/// - The light scheme is the base set, where each role's pairs are declared; the theme
///   modifier's contexts `light` (nothing to add), `dark`, `highContrastLight` and
///   `highContrastDark` hold the others, with their colour schemes and high-contrast
///   variants declared in its `$extensions`.
/// - The root's `$extensions["dev.twilight"].scheme` records how the scheme was made (seed,
///   variant, specification, contrast levels), so a tool can make it again; `color.seed` is
///   the seed itself.
/// - A seed outside sRGB keeps its hue in the scheme (Material's utilities clip it into
///   sRGB first, which turns it); the roles are sRGB, as Material's palettes are, and the seed
///   token keeps its wide gamut (OKLCH with an sRGB hex), which the CSS writes again under
///   `@supports (color: oklch(0 0 0))` and an asset catalogue in Display P3.
/// - A pair's level is the WCAG 2.x level within its role's promise at the scheme's contrast
///   level (`AAA` for 7:1 or more, `AA` for 4.5:1, for 3:1 `AA-large` for an "on" role and
///   `non-text` for an outline or a fill), raised in the
///   high-contrast modes by `levels`; a role whose promise is below 3:1 (a decorative
///   outline, a container) has none. By default the colours keep those promises
///   (``DynamicScheme/keepingContrastPromises()``), so the audit passes.
package struct SchemeDocument: Sendable {
    /// The colour the scheme grows from.
    package let seed: RGBAColor
    /// How the palettes follow the seed.
    package let variant: DynamicScheme.Variant
    /// The specification asked for.
    package let specification: DynamicScheme.Specification
    /// The contrast level of the light and dark modes.
    package let contrastLevel: Double
    /// The contrast level of the high-contrast modes.
    package let highContrastLevel: Double
    /// Whether the colours keep every role's contrast promise, or are Material's exactly.
    package let keepsContrastPromises: Bool
    /// The modes, in document order, each with its scheme.
    package let modes: [(name: String, scheme: DynamicScheme)]

    /// The group the role tokens are in: `color.primary`, `color.onPrimary`…
    package static let group = "color"

    /// The scheme of `seed` in four modes.
    package init(
        seed: RGBAColor,
        variant: DynamicScheme.Variant = .tonalSpot,
        specification: DynamicScheme.Specification = .material2021,
        contrastLevel: Double = 0,
        highContrastLevel: Double = 1,
        keepsContrastPromises: Bool = true
    ) {
        self.seed = seed
        self.variant = variant
        self.specification = specification
        self.contrastLevel = contrastLevel
        self.highContrastLevel = highContrastLevel
        self.keepsContrastPromises = keepsContrastPromises
        func scheme(isDark: Bool, level: Double) -> DynamicScheme {
            let scheme = DynamicScheme(seed: seed, variant: variant, isDark: isDark, contrastLevel: level, specification: specification)
            return keepsContrastPromises ? scheme.keepingContrastPromises() : scheme
        }
        modes = [
            ("light", scheme(isDark: false, level: contrastLevel)),
            ("dark", scheme(isDark: true, level: contrastLevel)),
            ("highContrastLight", scheme(isDark: false, level: highContrastLevel)),
            ("highContrastDark", scheme(isDark: true, level: highContrastLevel)),
        ]
    }

    /// The promises no tone of the roles could keep, by mode (none for the standard and
    /// high contrast levels; see ``DynamicScheme/keepingContrastPromises()``).
    package var unkeptPromises: [(mode: String, promise: DynamicScheme.ContrastPromise)] {
        modes.flatMap { mode in mode.scheme.unkeptPromises.map { (mode.name, $0) } }
    }

    /// The document, as pretty-printed JSON.
    package var json: String {
        TokenDocumentWriter.json(root)
    }

    /// The document's root object.
    package var root: SourceNode {
        let theme = object([
            "contexts": object(
                modes.map { mode in (mode.name, array(mode.name == "light" ? [] : [tokens(of: mode.scheme, pairs: false)])) }
            ),
            "default": string("light"),
            "$extensions": object([
                TokenExtensions.namespace: object([
                    "colorSchemes": object(modes.map { ($0.name, string($0.scheme.isDark ? "dark" : "light")) }),
                    "highContrast": object([("light", string("highContrastLight")), ("dark", string("highContrastDark"))]),
                ])
            ]),
        ])
        return object([
            "$schema": string("https://www.designtokens.org/schemas/2025.10/resolver.json"),
            "version": string("2025.10"),
            "description": string(
                "Material dynamic colour from \(seedText): \(variant.rawValue), the \(specification.rawValue) specification"
            ),
            "sets": object([("scheme", object([("sources", array([tokens(of: modes[0].scheme, pairs: true)]))]))]),
            "modifiers": object([("theme", theme)]),
            "resolutionOrder": array([object([("$ref", string("#/sets/scheme"))]), object([("$ref", string("#/modifiers/theme"))])]),
            "$extensions": object([
                TokenExtensions.namespace: object([
                    "scheme": object([
                        "seed": string(seedText),
                        "variant": string(variant.rawValue),
                        "specification": string(specification.rawValue),
                        "contrastLevel": number(contrastLevel),
                        "highContrastLevel": number(highContrastLevel),
                        "keepsContrastPromises": SourceNode(.bool(keepsContrastPromises), at: nil),
                    ])
                ])
            ]),
        ])
    }

    /// The seed as CSS: hex in sRGB, else OKLCH.
    private var seedText: String { Self.text(ofSeed: seed) }

    /// `seed` as the document records it: hex in sRGB, else OKLCH.
    package static func text(ofSeed seed: RGBAColor) -> String {
        seed.isInGamut ? seed.hexString : seed.formatted(as: .oklch)
    }

    /// The role tokens of `scheme` in their group; with `pairs`, each role's contrast
    /// declaration.
    private func tokens(of scheme: DynamicScheme, pairs: Bool) -> SourceNode {
        let declarations = pairs ? contrastDeclarations() : [:]
        var roles: [(String, SourceNode)] = [("$type", string("color"))]
        if pairs {
            // The seed as given: a colour outside sRGB is written in OKLCH with its sRGB
            // mapping as the hex, so the CSS and asset catalogues carry its wide gamut.
            roles.append(("seed", object([("$value", TokenImport.colorNode(seed, decimals: 6))])))
        }
        for role in DynamicScheme.Role.allCases {
            // Six places, so the audit measures the 8-bit colour the contrast was kept on.
            var token: [(String, SourceNode)] = [("$value", TokenImport.colorNode(scheme[role], decimals: 6))]
            if let declaration = declarations[role] {
                token.append(("$extensions", object([(TokenExtensions.namespace, object([("contrast", declaration)]))])))
            }
            roles.append((role.rawValue, object(token)))
        }
        return object([(Self.group, object(roles))])
    }

    /// Each role's contrast declaration: what it sits on in any mode, at the level of its
    /// promise in the light and dark modes, raised (or lowered) where the high-contrast
    /// modes promise another.
    private func contrastDeclarations() -> [DynamicScheme.Role: SourceNode] {
        struct Pair: Hashable {
            let foreground: DynamicScheme.Role
            let background: DynamicScheme.Role
        }
        var levels: [Pair: [String: ContrastLevel]] = [:]
        for mode in modes {
            for promise in mode.scheme.contrastPromises {
                let isText = promise.foreground.rawValue.hasPrefix("on") || promise.foreground == .inverseOnSurface
                guard let level = promise.wcagRatio.map({ ContrastLevel(promisedRatio: $0, isText: isText) }) else { continue }
                levels[Pair(foreground: promise.foreground, background: promise.background), default: [:]][mode.name] = level
            }
        }
        var declarations: [DynamicScheme.Role: SourceNode] = [:]
        for role in DynamicScheme.Role.allCases {
            var entries: [SourceNode] = []
            for background in DynamicScheme.Role.allCases {
                guard let byMode = levels[Pair(foreground: role, background: background)],
                    let base = byMode["light"] ?? byMode["dark"]
                else { continue }
                var entry: [(String, SourceNode)] = [("on", string("{\(Self.group).\(background.rawValue)}")), ("level", string(base.rawValue))]
                let raised = modes.dropFirst().filter { byMode[$0.name].map { $0 != base } ?? false }
                if !raised.isEmpty {
                    entry.append(("levels", object(raised.map { ($0.name, string(byMode[$0.name]!.rawValue)) })))
                }
                entries.append(object(entry))
            }
            if !entries.isEmpty { declarations[role] = array(entries) }
        }
        return declarations
    }
}

extension ContrastLevel {
    /// The level of a WCAG ratio a role promises: 7:1 and 4.5:1 for text, 3:1 for large text
    /// (an "on" role) or for the parts of controls (an outline, a fill).
    init(promisedRatio ratio: Double, isText: Bool) {
        self = ratio >= 7 ? .aaa : ratio >= 4.5 ? .aa : isText ? .aaLarge : .nonText
    }
}

private func object(_ members: [(String, SourceNode)]) -> SourceNode {
    SourceNode(.object(members.map { SourceMember(key: $0.0, keyLocation: nil, value: $0.1) }), at: nil)
}

private func object(_ members: KeyValuePairs<String, SourceNode>) -> SourceNode {
    object(members.map { ($0.key, $0.value) })
}

private func array(_ elements: [SourceNode]) -> SourceNode {
    SourceNode(.array(elements), at: nil)
}

private func string(_ text: String) -> SourceNode {
    SourceNode(.string(text), at: nil)
}

private func number(_ value: Double) -> SourceNode {
    SourceNode(.number(value), at: nil)
}

import Testing
import TwilightTestSupport

@testable import TwilightColor

/// The contrast each role of a dynamic scheme promises, and the colours that keep it.
@Suite struct MaterialContrastPromiseTests {
    static let seed = RGBAColor(red8: 0x67, green8: 0x50, blue8: 0xa4)

    /// Material's light primary for #6750a4 is tone 40, on which white is 6.46:1 where the
    /// standard level promises 7:1; kept, the primary is a little darker and white reaches it,
    /// and the roles no promise falls short on are Material's.
    @Test func whiteOnTheLightPrimaryIsBroughtUpToSevenToOne() {
        let material = DynamicScheme(seed: Self.seed, isDark: false)
        let promise = material.contrastPromises.first { $0.foreground == .onPrimary }
        #expect(promise?.background == .primary && promise?.ratio == 7 && promise?.wcagRatio == 7)
        #expect((material[.onPrimary].contrastRatio(with: material[.primary]) * 100).rounded() / 100 == 6.46)
        #expect(material.unkeptPromises.map(\.foreground) == [.onPrimary, .onSecondary, .onTertiary, .onError])

        let kept = material.keepingContrastPromises()
        #expect(kept.unkeptPromises.isEmpty)
        #expect(kept[.primary] == RGBAColor(red8: 0x5f, green8: 0x50, blue8: 0x89))
        #expect(kept[.onPrimary].contrastRatio(with: kept[.primary]) >= 7)
        let moved = DynamicScheme.Role.allCases.filter { kept[$0] != material[$0] }
        #expect(moved == [.primary, .secondary, .tertiary, .error])
        #expect(kept.keepingContrastPromises() == kept, "keeping kept promises changes nothing")
    }

    /// Over 15 seeds (`TWILIGHT_MATERIAL_SEEDS` for more), every variant, both specifications, light and dark: at the reduced,
    /// standard and high levels every promise is kept; at medium contrast (0.5) a few cannot
    /// be — a container that must stand 3:1 from its surface and carry 7:1 text — and none
    /// is worse than Material leaves it.
    @Test func promisesAreKeptWhereAnyToneCanKeepThem() {
        var generator = SeededGenerator(seed: 85)
        var materialShort = [Double: Int]()
        var keptShort = [Double: Int]()
        for seed in generator.seedChannels(15).map({ RGBAColor(red8: $0.red, green8: $0.green, blue8: $0.blue) }) {
            for specification in DynamicScheme.Specification.allCases {
                for variant in DynamicScheme.Variant.allCases {
                    for level in [-1, 0, 0.5, 1.0] {
                        for isDark in [false, true] {
                            let material = DynamicScheme(
                                seed: seed,
                                variant: variant,
                                isDark: isDark,
                                contrastLevel: level,
                                specification: specification
                            )
                            let kept = material.keepingContrastPromises()
                            materialShort[level, default: 0] += material.unkeptPromises.count
                            keptShort[level, default: 0] += kept.unkeptPromises.count
                            for promise in kept.unkeptPromises {
                                #expect(level == 0.5, "\(seed.hexString) \(variant) \(specification) \(level) \(isDark): \(promise)")
                                #expect(promise.wcagRatio == 3 && promise.foreground.rawValue.hasSuffix("Container"), "\(promise)")
                            }
                        }
                    }
                }
            }
        }
        print(
            "contrast promises unkept by Material, then by Twilight, by level: \(materialShort.sorted { $0.key < $1.key }) → \(keptShort.sorted { $0.key < $1.key })"
        )
        #expect(materialShort[0]! > 0 && materialShort[0.5]! > keptShort[0.5]!)
    }
}

/// A seed outside sRGB keeps its hue.
@Suite struct MaterialWideGamutSeedTests {
    /// Display P3's green and an OKLCH magenta beyond sRGB: Material's utilities take the
    /// colour clipped into sRGB, which turns its hue; the scheme keeps the seed's own hue
    /// (measured in CAM16 on the colour itself), and the roles stay in sRGB.
    @Test(arguments: [("color(display-p3 0 1 0)", 1.0), ("oklch(70% 0.32 330)", 0.3), ("color(display-p3 1 0.5 0)", 4.5)])
    func aSeedOutsideSRGBKeepsItsHue(css: String, clippingTurnsItBy turn: Double) throws {
        let seed = try RGBAColor(css: css)
        #expect(!seed.isInGamut)
        let scheme = DynamicScheme(seed: seed, isDark: false)
        let own = HCT(seed: seed)
        let clipped = HCT(seed.clipped)
        #expect(scheme.primaryPalette.hue == own.hue)
        #expect(abs(own.hue - clipped.hue) > turn, "clipped into sRGB, the seed's hue turns from \(own.hue) to \(clipped.hue)")
        #expect(scheme.seed.color == HCT(seed.gamutMapped).color)
        #expect(DynamicScheme.Role.allCases.allSatisfy { scheme[$0].isInGamut })
    }
}

/// The searches schemes share (the most chroma of each tone of a hue, the tone of most chroma
/// of a palette) give every scheme the same colours, whichever thread asks first.
@Suite struct MaterialSharedSearchesTests {
    @Test func schemesMadeOnManyThreadsAtOnceEqualThoseMadeOneByOne() async throws {
        var generator = SeededGenerator(seed: 13)
        let seeds = generator.seedChannels(24).map { RGBAColor(red8: $0.red, green8: $0.green, blue8: $0.blue) }
        func schemes(_ seed: RGBAColor) -> [DynamicScheme] {
            DynamicScheme.Specification.allCases.flatMap { specification in
                [false, true].map { DynamicScheme(seed: seed, variant: .vibrant, isDark: $0, specification: specification) }
            }
        }
        let together = await withTaskGroup(of: (Int, [DynamicScheme]).self) { group in
            for (index, seed) in seeds.enumerated() { group.addTask { (index, schemes(seed)) } }
            var made = [Int: [DynamicScheme]]()
            for await (index, schemes) in group { made[index] = schemes }
            return made
        }
        for (index, seed) in seeds.enumerated() {
            #expect(together[index] == schemes(seed), "\(seed.hexString)")
        }
    }
}

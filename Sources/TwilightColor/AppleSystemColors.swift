/// A colour with a light and a dark value.
package struct AdaptiveColor: Hashable, Sendable {
    /// The value in light mode.
    package var light: RGBAColor
    /// The value in dark mode.
    package var dark: RGBAColor

    /// Creates an adaptive colour.
    package init(light: RGBAColor, dark: RGBAColor) {
        self.light = light
        self.dark = dark
    }

    init(_ light: UInt32, _ dark: UInt32) {
        self.init(light: Self.rgba(light), dark: Self.rgba(dark))
    }

    /// `0xRRGGBBAA`.
    private static func rgba(_ value: UInt32) -> RGBAColor {
        RGBAColor(
            red8: UInt8(value >> 24 & 0xFF),
            green8: UInt8(value >> 16 & 0xFF),
            blue8: UInt8(value >> 8 & 0xFF),
            alpha8: UInt8(value & 0xFF)
        )
    }
}

/// Apple's published system colours (iOS 15 and later) in light and dark, so that web,
/// terminal and desktop apps can look native beside iOS. Translucent roles keep their alpha.
package enum AppleSystemColors {
    /// Every colour by its UIKit name (`label`, `systemBlue`, …).
    package static let all: [String: AdaptiveColor] = [
        "systemRed": AdaptiveColor(0xFF3B_30FF, 0xFF45_3AFF),
        "systemOrange": AdaptiveColor(0xFF95_00FF, 0xFF9F_0AFF),
        "systemYellow": AdaptiveColor(0xFFCC_00FF, 0xFFD6_0AFF),
        "systemGreen": AdaptiveColor(0x34C7_59FF, 0x30D1_58FF),
        "systemMint": AdaptiveColor(0x00C7_BEFF, 0x63E6_E2FF),
        "systemTeal": AdaptiveColor(0x30B0_C7FF, 0x40C8_E0FF),
        "systemCyan": AdaptiveColor(0x32AD_E6FF, 0x64D2_FFFF),
        "systemBlue": AdaptiveColor(0x007A_FFFF, 0x0A84_FFFF),
        "systemIndigo": AdaptiveColor(0x5856_D6FF, 0x5E5C_E6FF),
        "systemPurple": AdaptiveColor(0xAF52_DEFF, 0xBF5A_F2FF),
        "systemPink": AdaptiveColor(0xFF2D_55FF, 0xFF37_5FFF),
        "systemBrown": AdaptiveColor(0xA284_5EFF, 0xAC8E_68FF),
        "systemGray": AdaptiveColor(0x8E8E_93FF, 0x8E8E_93FF),
        "systemGray2": AdaptiveColor(0xAEAE_B2FF, 0x6363_66FF),
        "systemGray3": AdaptiveColor(0xC7C7_CCFF, 0x4848_4AFF),
        "systemGray4": AdaptiveColor(0xD1D1_D6FF, 0x3A3A_3CFF),
        "systemGray5": AdaptiveColor(0xE5E5_EAFF, 0x2C2C_2EFF),
        "systemGray6": AdaptiveColor(0xF2F2_F7FF, 0x1C1C_1EFF),
        "label": AdaptiveColor(0x0000_00FF, 0xFFFF_FFFF),
        "secondaryLabel": AdaptiveColor(0x3C3C_4399, 0xEBEB_F599),
        "tertiaryLabel": AdaptiveColor(0x3C3C_434D, 0xEBEB_F54D),
        "quaternaryLabel": AdaptiveColor(0x3C3C_432E, 0xEBEB_F529),
        "placeholderText": AdaptiveColor(0x3C3C_434D, 0xEBEB_F54D),
        "link": AdaptiveColor(0x007A_FFFF, 0x0984_FFFF),
        "separator": AdaptiveColor(0x3C3C_434A, 0x5454_5899),
        "opaqueSeparator": AdaptiveColor(0xC6C6_C8FF, 0x3838_3AFF),
        "systemFill": AdaptiveColor(0x7878_8033, 0x7878_805C),
        "systemBackground": AdaptiveColor(0xFFFF_FFFF, 0x0000_00FF),
        "secondarySystemBackground": AdaptiveColor(0xF2F2_F7FF, 0x1C1C_1EFF),
        "tertiarySystemBackground": AdaptiveColor(0xFFFF_FFFF, 0x2C2C_2EFF),
        "systemGroupedBackground": AdaptiveColor(0xF2F2_F7FF, 0x0000_00FF),
        "secondarySystemGroupedBackground": AdaptiveColor(0xFFFF_FFFF, 0x1C1C_1EFF),
        "tertiarySystemGroupedBackground": AdaptiveColor(0xF2F2_F7FF, 0x2C2C_2EFF),
    ]

    /// `label`: primary text.
    package static var label: AdaptiveColor { all["label"]! }
    /// `secondaryLabel`: secondary text (translucent).
    package static var secondaryLabel: AdaptiveColor { all["secondaryLabel"]! }
    /// `systemBackground`: the main background.
    package static var systemBackground: AdaptiveColor { all["systemBackground"]! }
    /// `secondarySystemBackground`: content layered on the main background.
    package static var secondarySystemBackground: AdaptiveColor { all["secondarySystemBackground"]! }
    /// `separator`: thin lines between content (translucent).
    package static var separator: AdaptiveColor { all["separator"]! }
    /// `link`: links.
    package static var link: AdaptiveColor { all["link"]! }
    /// `systemRed`.
    package static var systemRed: AdaptiveColor { all["systemRed"]! }
    /// `systemBlue`: the default accent.
    package static var systemBlue: AdaptiveColor { all["systemBlue"]! }
}

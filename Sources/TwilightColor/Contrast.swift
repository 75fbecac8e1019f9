/// WCAG 2.x relative luminance and contrast ratio.
///
/// ```swift
/// let ratio = RGBAColor(hex: "#767676").contrastRatio(with: .white)   // 4.54…
/// ContrastVerdict(ratio: ratio).aa                                      // true
/// ```
///
/// APCA is deliberately not offered: its licence forbids use outside web content.
extension RGBAColor {
    /// The WCAG 2.x relative luminance, `0` (black) to `1` (white). Alpha is ignored.
    ///
    /// A colour outside sRGB (from `color(display-p3 …)` or `lch()`) is not mapped first:
    /// its luminance is its own, from its extended components, never below `0` — as
    /// color.js computes WCAG 2.1 contrast.
    public var relativeLuminance: Double {
        max(0.2126 * Self.linearize(red) + 0.7152 * Self.linearize(green) + 0.0722 * Self.linearize(blue), 0)
    }

    /// The WCAG 2.x contrast ratio with another colour, from `1` (none) to `21`
    /// (black on white). Symmetric; alpha is ignored (composite first for translucent colours).
    public func contrastRatio(with other: RGBAColor) -> Double {
        let a = relativeLuminance
        let b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Whether the colour is dark, judged by relative luminance (not HSL lightness, which
    /// calls saturated blues light): darker than the point where black and white text
    /// contrast equally with it.
    public var isDark: Bool {
        relativeLuminance < Self.equalContrastLuminance
    }

    /// The luminance at which black and white have the same contrast: √(1.05 × 0.05) − 0.05.
    static let equalContrastLuminance = (1.05 * 0.05).squareRoot() - 0.05
}

/// The WCAG 2.x verdicts for a contrast ratio.
package struct ContrastVerdict: Hashable, Sendable {
    /// The contrast ratio.
    package let ratio: Double

    /// Creates the verdicts for a ratio.
    package init(ratio: Double) {
        self.ratio = ratio
    }

    /// AA for normal text: at least 4.5.
    package var aa: Bool { ratio >= 4.5 }
    /// AAA for normal text: at least 7.
    package var aaa: Bool { ratio >= 7 }
    /// AA for large text (and user-interface parts): at least 3.
    package var aaLarge: Bool { ratio >= 3 }
    /// AAA for large text: at least 4.5.
    package var aaaLarge: Bool { ratio >= 4.5 }
}

/// Conversions from the CSS Color 4 colour spaces that design-token files use
/// (`srgb-linear`, `display-p3`, `xyz-d65`, `hwb`) into sRGB.
///
/// The results may lie outside `0...1` when the colour is outside the sRGB gamut;
/// use ``RGBAColor/gamutMapped`` to bring them in.
extension RGBAColor {
    /// Creates the sRGB colour for linear-light sRGB components.
    package init(linearRed: Double, linearGreen: Double, linearBlue: Double, alpha: Double = 1) {
        self.init(
            red: Self.delinearize(linearRed),
            green: Self.delinearize(linearGreen),
            blue: Self.delinearize(linearBlue),
            alpha: alpha
        )
    }

    /// Creates the sRGB colour for CIE XYZ components relative to the D65 white point.
    package init(xyzD65 x: Double, _ y: Double, _ z: Double, alpha: Double = 1) {
        let linear = OKLabMatrices.multiply(OKLabMatrices.xyzToLinearSRGB, SIMD3(x, y, z))
        self.init(linearRed: linear.x, linearGreen: linear.y, linearBlue: linear.z, alpha: alpha)
    }

    /// Creates the sRGB colour for gamma-encoded Display P3 components (`0...1`).
    public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let linear = SIMD3(Self.linearize(red), Self.linearize(green), Self.linearize(blue))
        let xyz = OKLabMatrices.multiply(Self.linearP3ToXYZ, linear)
        self.init(xyzD65: xyz.x, xyz.y, xyz.z, alpha: alpha)
    }

    /// Creates the sRGB colour for CSS `hwb()`: hue in degrees, whiteness and blackness
    /// from `0` to `1` (CSS Color 4 `hwbToRgb`).
    package init(hue: Double, whiteness: Double, blackness: Double, alpha: Double = 1) {
        if whiteness + blackness >= 1 {
            let grey = whiteness / (whiteness + blackness)
            self.init(red: grey, green: grey, blue: grey, alpha: alpha)
            return
        }
        let pure = RGBAColor(HSLColor(hue: hue, saturation: 1, lightness: 0.5))
        let scale = 1 - whiteness - blackness
        self.init(
            red: pure.red * scale + whiteness,
            green: pure.green * scale + whiteness,
            blue: pure.blue * scale + whiteness,
            alpha: alpha
        )
    }

    /// CSS Color 4 `XYZ_to_lin_P3`.
    static let xyzToLinearP3: OKLabMatrices.Matrix = (
        SIMD3(446124 / 178915, -333277 / 357830, -72051 / 178915),
        SIMD3(-14852 / 17905, 63121 / 35810, 423 / 17905),
        SIMD3(11844 / 330415, -50337 / 660830, 316169 / 330415)
    )

    /// CSS Color 4 `lin_P3_to_XYZ`.
    static let linearP3ToXYZ: OKLabMatrices.Matrix = (
        SIMD3(608311 / 1_250_200, 189793 / 714400, 198249 / 1_000_160),
        SIMD3(35783 / 156275, 247089 / 357200, 198249 / 2_500_400),
        SIMD3(0, 32229 / 714400, 5_220_557 / 5_000_800)
    )
}

import Foundation

/// The colour spaces of CSS Color 4's `color()` function, each with its transfer function
/// and its matrix to CIE XYZ as the specification's sample code (`conversions.js`) gives
/// them; the D50 spaces (`prophoto-rgb`, `xyz-d50`) are adapted to D65 by its Bradford
/// matrices.
package enum PredefinedColorSpace: String, CaseIterable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    /// BT.2020 with its own transfer function, as CSS Color 4 is published and as Chromium
    /// draws it (the working group resolved in 2025 to use a gamma of 2.4, w3c/csswg-drafts#12574;
    /// browsers have not changed yet).
    case rec2020
    case xyz
    case xyzD50 = "xyz-d50"
    case xyzD65 = "xyz-d65"

    typealias Matrix = OKLabMatrices.Matrix

    /// Whether the space has a gamut (`0...1` per channel): the RGB spaces; XYZ has none.
    package var isBounded: Bool { ![.xyz, .xyzD50, .xyzD65].contains(self) }

    /// The colour for `components` in this space (in-gamut RGB channels are `0...1`).
    package func color(_ components: SIMD3<Double>, alpha: Double = 1) -> RGBAColor {
        if self == .srgb { return RGBAColor(red: components.x, green: components.y, blue: components.z, alpha: alpha) }
        let linear = SIMD3(toLinear(components.x), toLinear(components.y), toLinear(components.z))
        var xyz = OKLabMatrices.multiply(toXYZ, linear)
        if isD50 { xyz = OKLabMatrices.multiply(Self.d50ToD65, xyz) }
        return RGBAColor(xyzD65: xyz.x, xyz.y, xyz.z, alpha: alpha)
    }

    /// The components of `color` in this space (outside `0...1` when the space cannot show it).
    package func components(of color: RGBAColor) -> SIMD3<Double> {
        if self == .srgb { return SIMD3(color.red, color.green, color.blue) }
        var xyz = color.xyzD65
        if isD50 { xyz = OKLabMatrices.multiply(Self.d65ToD50, xyz) }
        let linear = OKLabMatrices.multiply(fromXYZ, xyz)
        return SIMD3(fromLinear(linear.x), fromLinear(linear.y), fromLinear(linear.z))
    }

    private var isD50: Bool { self == .prophotoRGB || self == .xyzD50 }

    /// Gamma-encoded → linear light, extended to negative values by reflection.
    private func toLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear: Double
        switch self {
        case .srgb, .displayP3: return RGBAColor.linearize(value)
        case .a98RGB: linear = pow(magnitude, 563 / 256)
        case .prophotoRGB: linear = magnitude <= 16 / 512 ? magnitude / 16 : pow(magnitude, 1.8)
        case .rec2020:
            linear = magnitude < Self.rec2020Beta * 4.5 ? magnitude / 4.5 : pow((magnitude + Self.rec2020Alpha - 1) / Self.rec2020Alpha, 1 / 0.45)
        case .srgbLinear, .xyz, .xyzD50, .xyzD65: return value
        }
        return value < 0 ? -linear : linear
    }

    /// Linear light → gamma-encoded, extended to negative values by reflection.
    private func fromLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded: Double
        switch self {
        case .srgb, .displayP3: return RGBAColor.delinearize(value)
        case .a98RGB: encoded = pow(magnitude, 256 / 563)
        case .prophotoRGB: encoded = magnitude >= 1 / 512 ? pow(magnitude, 1 / 1.8) : magnitude * 16
        case .rec2020: encoded = magnitude > Self.rec2020Beta ? Self.rec2020Alpha * pow(magnitude, 0.45) - (Self.rec2020Alpha - 1) : magnitude * 4.5
        case .srgbLinear, .xyz, .xyzD50, .xyzD65: return value
        }
        return value < 0 ? -encoded : encoded
    }

    private static let rec2020Alpha = 1.09929682680944
    private static let rec2020Beta = 0.018053968510807
    private static let identity: Matrix = (SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1))

    /// Linear light → XYZ (D50 for `prophoto-rgb` and `xyz-d50`, D65 for the rest).
    private var toXYZ: Matrix {
        switch self {
        case .srgb, .srgbLinear: OKLabMatrices.linearSRGBToXYZ
        case .displayP3: RGBAColor.linearP3ToXYZ
        case .a98RGB:
            (
                SIMD3(573536 / 994567, 263643 / 1_420_810, 187206 / 994567),
                SIMD3(591459 / 1_989_134, 6_239_551 / 9_945_670, 374412 / 4_972_835),
                SIMD3(53769 / 1_989_134, 351524 / 4_972_835, 4_929_758 / 4_972_835)
            )
        case .prophotoRGB:
            (
                SIMD3(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
                SIMD3(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
                SIMD3(0, 0, 0.82510460251046020)
            )
        case .rec2020:
            (
                SIMD3(63_426_534 / 99_577_255, 20_160_776 / 139_408_157, 47_086_771 / 278_816_314),
                SIMD3(26_158_966 / 99_577_255, 472_592_308 / 697_040_785, 8_267_143 / 139_408_157),
                SIMD3(0, 19_567_812 / 697_040_785, 295_819_943 / 278_816_314)
            )
        case .xyz, .xyzD50, .xyzD65: Self.identity
        }
    }

    /// XYZ → linear light, the inverse of ``toXYZ``.
    private var fromXYZ: Matrix {
        switch self {
        case .srgb, .srgbLinear: OKLabMatrices.xyzToLinearSRGB
        case .displayP3: RGBAColor.xyzToLinearP3
        case .a98RGB:
            (
                SIMD3(1_829_569 / 896150, -506331 / 896150, -308931 / 896150),
                SIMD3(-851781 / 878810, 1_648_619 / 878810, 36519 / 878810),
                SIMD3(16779 / 1_248_040, -147721 / 1_248_040, 1_266_979 / 1_248_040)
            )
        case .prophotoRGB:
            (
                SIMD3(1.34578688164715830, -0.25557208737979464, -0.05110186497554526),
                SIMD3(-0.54463070512490190, 1.50824774284514680, 0.02052744743642139),
                SIMD3(0, 0, 1.21196754563894520)
            )
        case .rec2020:
            (
                SIMD3(30_757_411 / 17_917_100, -6_372_589 / 17_917_100, -4_539_589 / 17_917_100),
                SIMD3(-19_765_991 / 29_648_200, 47_925_759 / 29_648_200, 467509 / 29_648_200),
                SIMD3(792561 / 44_930_125, -1_921_689 / 44_930_125, 42_328_811 / 44_930_125)
            )
        case .xyz, .xyzD50, .xyzD65: Self.identity
        }
    }

    /// Bradford chromatic adaptation, D50 → D65.
    static let d50ToD65: Matrix = (
        SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )

    /// Bradford chromatic adaptation, D65 → D50.
    static let d65ToD50: Matrix = (
        SIMD3(1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        SIMD3(0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        SIMD3(-0.009243040646204504, 0.015055191490298152, 0.7518742814281371)
    )
}

extension RGBAColor {
    /// The colour in CIE XYZ relative to D65.
    package var xyzD65: SIMD3<Double> {
        OKLabMatrices.multiply(OKLabMatrices.linearSRGBToXYZ, SIMD3(Self.linearize(red), Self.linearize(green), Self.linearize(blue)))
    }

    /// The D50 white point from its CIE x, y chromaticities, as CSS Color 4 defines it.
    private static let d50White = SIMD3(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    /// Creates the colour for CIE Lab (D50) components: lightness `0...100`, `a` and `b`.
    package init(labLightness lightness: Double, a: Double, b: Double, alpha: Double = 1) {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let fy = (lightness + 16) / 116
        let fx = a / 500 + fy
        let fz = fy - b / 200
        let xyz = SIMD3(
            fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa,
            lightness > kappa * epsilon ? fy * fy * fy : lightness / kappa,
            fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        )
        self = PredefinedColorSpace.xyzD50.color(xyz * Self.d50White, alpha: alpha)
    }

    /// Creates the colour for CIE LCH (D50) components: lightness `0...100`, chroma and hue
    /// in degrees — Lab with `a` = chroma × cos(hue) and `b` = chroma × sin(hue).
    package init(lchLightness lightness: Double, chroma: Double, hue: Double, alpha: Double = 1) {
        let radians = hue * .pi / 180
        self.init(labLightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians), alpha: alpha)
    }

    /// The colour's CIE Lab (D50) components: lightness `0...100`, `a` and `b`.
    package var lab: SIMD3<Double> {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let scaled = PredefinedColorSpace.xyzD50.components(of: self) / Self.d50White
        func f(_ value: Double) -> Double { value > epsilon ? cbrt(value) : (kappa * value + 16) / 116 }
        return SIMD3(116 * f(scaled.y) - 16, 500 * (f(scaled.x) - f(scaled.y)), 200 * (f(scaled.y) - f(scaled.z)))
    }

    /// The colour's CIE LCH (D50) components: lightness `0...100`, chroma and hue in
    /// degrees (`0` for greys).
    package var lch: SIMD3<Double> {
        let lab = lab
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        let hue = chroma <= 0.0015 ? 0 : (atan2(lab.z, lab.y) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
        return SIMD3(lab.x, chroma, hue)
    }
}

extension RGBAColor {
    /// The colour painted over `background` with normal (source-over) blending, as a
    /// browser composites a translucent colour: each component is
    /// `(c·a + b·β·(1 − a)) / α′` with `α′ = a + β·(1 − a)`, in sRGB's encoded values.
    ///
    /// An opaque colour is returned unchanged; over an opaque background the result is
    /// opaque. Compose a translucent text colour over its background before measuring
    /// contrast:
    ///
    /// ```swift
    /// let text = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.6)
    /// text.composited(over: .white).contrastRatio(with: .white)   // 5.74…
    /// ```
    public func composited(over background: RGBAColor) -> RGBAColor {
        guard alpha < 1 else { return self }
        let alpha = max(self.alpha, 0)
        let under = background.alpha * (1 - alpha)
        let total = alpha + under
        guard total > 0 else { return .clear }
        func blend(_ top: Double, _ bottom: Double) -> Double { (top * alpha + bottom * under) / total }
        return RGBAColor(
            red: blend(red, background.red),
            green: blend(green, background.green),
            blue: blend(blue, background.blue),
            alpha: total
        )
    }
}

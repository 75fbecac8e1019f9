extension RGBAColor {
    /// The colour nearest to this one in OKLCH lightness — hue, chroma and alpha kept,
    /// mapped into sRGB — whose contrast with `background` (composited over it when
    /// translucent) reaches `target`; `nil` when no lightness does.
    ///
    /// Both directions are searched: lighter and darker, and the smaller change wins. The
    /// colour is rounded to 8 bits per channel, so that its hex form passes too.
    /// `background` should be opaque.
    package func nearestLightness(reaching target: Double, against background: RGBAColor) -> RGBAColor? {
        let start = oklch
        func candidate(_ lightness: Double) -> RGBAColor {
            var lch = start
            lch.l = lightness
            let (red, green, blue, _) = RGBAColor(lch).gamutMapped.rgba8
            return RGBAColor(red8: red, green8: green, blue8: blue).withAlpha(alpha)
        }
        func passes(_ lightness: Double) -> Bool {
            candidate(lightness).composited(over: background).contrastRatio(with: background) >= target
        }
        // In each direction, the change grows until the end (black or white) is reached;
        // bisect between the colour's own lightness and the end, if the end passes.
        var best: (change: Double, lightness: Double)?
        for end in [0.0, 1.0] where passes(end) {
            var near = start.l
            var far = end
            for _ in 0..<32 {
                let middle = (near + far) / 2
                if passes(middle) { far = middle } else { near = middle }
            }
            let change = abs(far - start.l)
            if best.map({ change < $0.change }) ?? true { best = (change, far) }
        }
        return best.map { candidate($0.lightness) }
    }
}

extension RGBAColor {
    /// This translucent colour made as little more opaque as it needs for its contrast with
    /// `background` (composited over it) to reach `target` — its hue and lightness kept, the
    /// opacity rounded up to 8 bits so that its hex form passes too; `nil` when it is opaque
    /// already or falls short even opaque. `background` should be opaque.
    package func leastOpacity(reaching target: Double, against background: RGBAColor) -> RGBAColor? {
        func passes(_ opacity: Double) -> Bool {
            withAlpha(opacity).composited(over: background).contrastRatio(with: background) >= target
        }
        guard alpha < 1, passes(1) else { return nil }
        var (near, far) = (alpha, 1.0)
        for _ in 0..<32 {
            let middle = (near + far) / 2
            if passes(middle) { far = middle } else { near = middle }
        }
        var eightBit = (far * 255).rounded(.up)
        while eightBit < 255 && !passes(eightBit / 255) { eightBit += 1 }
        return withAlpha(eightBit / 255)
    }
}

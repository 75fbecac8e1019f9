extension DynamicScheme {
    /// What one role of a scheme is made to contrast with, and by how much: Material's
    /// contrast curve for the role at the scheme's contrast level.
    package struct ContrastPromise: Hashable, Sendable {
        /// The role drawn on top (text, an icon, an outline, a filled button).
        package let foreground: Role
        /// The role it sits on.
        package let background: Role
        /// The contrast ratio the foreground's tone is chosen to reach against the
        /// background's, by Material's curve (before the colours are rounded to 8 bits).
        package let ratio: Double

        /// The WCAG 2.x ratio the promise amounts to: the greatest of 7:1, 4.5:1 and 3:1
        /// within it, or `nil` for a promise below 3:1 (a decorative outline, a container
        /// told apart from its surface by its shape).
        package var wcagRatio: Double? {
            [7, 4.5, 3].first { $0 <= ratio + 1e-9 }
        }
    }

    /// Every promise the scheme's roles make, in the order of ``Role/allCases``: each role
    /// with a background and a contrast curve, against its background (and against its second
    /// one, for the fixed roles that sit on both fixed fills).
    package var contrastPromises: [ContrastPromise] {
        let context = self.context
        return Role.allCases.flatMap { role -> [ContrastPromise] in
            let definition = role.definition(in: specification)
            guard let background = definition.background?(context), let curve = definition.contrast?(context) else { return [] }
            let ratio = curve.ratio(at: contrastLevel)
            return ([background] + [definition.secondBackground].compactMap { $0 }).map {
                ContrastPromise(foreground: role, background: $0, ratio: ratio)
            }
        }
    }

    /// The scheme with every pair that falls short of its promise — in WCAG 2.x terms, on
    /// the colours as drawn — brought up to it, each role kept in its palette.
    ///
    /// Material chooses tones by its contrast curves, but where a fill sits in the middle
    /// tones no text colour reaches what the curve asks (white on a primary of tone 40 is
    /// 6.5:1 where the standard level asks 7:1), and the colours rounded to 8 bits can fall
    /// just short. This moves the text's tone further from its fill; when the text is
    /// already black or white, it moves the fill's tone away from the text instead, and
    /// checks every promise again. A promise the scheme cannot keep without turning a role
    /// from dark to light (a medium-contrast container that must both stand 3:1 from its
    /// surface and carry 7:1 text) is left as Material makes it.
    ///
    /// ```swift
    /// let scheme = DynamicScheme(seed: brand, isDark: false).keepingContrastPromises()
    /// scheme[.onPrimary].contrastRatio(with: scheme[.primary])   // 7.0 or more
    /// ```
    public func keepingContrastPromises() -> DynamicScheme {
        let context = self.context
        let promises = contrastPromises.filter { $0.wcagRatio != nil }
        var kept = self
        func ratio(_ promise: ContrastPromise) -> Double {
            kept[promise.foreground].contrastRatio(with: kept[promise.background])
        }
        // Moving a fill can break a promise checked earlier; a few rounds settle it.
        for _ in 0..<4 {
            var changed = false
            for promise in promises where ratio(promise) < promise.wcagRatio! {
                let needed = promise.wcagRatio!
                let against = kept[promise.background]
                if let color = kept.color(of: promise.foreground, reaching: needed, against: against, in: context) {
                    kept.colors[promise.foreground] = color
                } else {
                    let extreme = kept.color(of: promise.foreground, reaching: .infinity, against: against, in: context)!
                    guard let fill = kept.color(of: promise.background, reaching: needed, against: extreme, in: context) else {
                        continue  // No tone of either role keeps it: both are left as they are.
                    }
                    kept.colors[promise.foreground] = extreme
                    kept.colors[promise.background] = fill
                }
                changed = true
            }
            if !changed { break }
        }
        return kept
    }

    /// The promises of this scheme its colours fall short of, as the WCAG ratios they amount
    /// to: none, after ``keepingContrastPromises()``, but for promises no tone of either role can
    /// keep.
    package var unkeptPromises: [ContrastPromise] {
        contrastPromises.filter { promise in
            promise.wcagRatio.map { self[promise.foreground].contrastRatio(with: self[promise.background]) < $0 } ?? false
        }
    }

    /// The colour of `role` that reaches `ratio` against `other`, moving the role's tone
    /// away from `other`'s in steps of a tenth, or `nil` when none does; with an infinite
    /// ratio, the role's end of the tones (black or white in its palette).
    private func color(of role: Role, reaching ratio: Double, against other: RGBAColor, in context: SchemeContext) -> RGBAColor? {
        let (tone, otherTone) = (HCT(self[role]).tone, HCT(other).tone)
        let goesLighter = tone >= otherTone
        let end = goesLighter ? 100.0 : 0
        guard ratio.isFinite else { return color(of: role, tone: end, in: context) }
        // Start a little before the tone that reaches the ratio in theory (the colours
        // drawn differ from their tones by a little chroma and rounding), or at the end.
        let estimate = goesLighter ? ToneContrast.lighter(than: otherTone, ratio: ratio) : ToneContrast.darker(than: otherTone, ratio: ratio)
        var next = estimate.map { goesLighter ? max(tone, $0 - 1.4) : min(tone, $0 + 1.4) } ?? end
        if next == end {
            let color = color(of: role, tone: end, in: context)
            return color.contrastRatio(with: other) >= ratio ? color : nil
        }
        while goesLighter ? next < end : next > end {
            next = goesLighter ? min(next + 0.1, end) : max(next - 0.1, end)
            let color = color(of: role, tone: next, in: context)
            if color.contrastRatio(with: other) >= ratio { return color }
        }
        return nil
    }
}

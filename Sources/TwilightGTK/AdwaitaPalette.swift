#if GTK
public import TwilightColor

/// libadwaita's named colours for one style: what its stock widgets — the window, header
/// bars, boxed lists and cards, buttons, popovers, dialogs — are drawn from, redefined with
/// `@define-color` so that a custom style (a sepia page, a dimmed night) themes every
/// widget and not only the ones bound to Twilight's providers.
///
/// Give the colours your design has, or let the palette derive them from a page's
/// background, its text and an accent, as libadwaita's own palettes relate:
///
/// ```swift
/// let sepia = AdwaitaPalette(
///     background: try RGBAColor(hex: "#f1e7d0"),
///     foreground: try RGBAColor(hex: "#3b2f20"),
///     accent: try RGBAColor(hex: "#a0522d"))
/// bridge.palette = ThemeProvider(["sepia": sepia], default: nil)
/// ```
///
/// Derived colours keep the page's hue: the content view a step brighter on light pages
/// and darker on dark ones, cards and the header bar set off from the window the way
/// Adwaita sets them off. Every text colour reaches 4.5:1 against the surface it is drawn
/// on (`accent_color`, the accent as text, against the window and the view), and the
/// accent's label colour is black or white, whichever contrasts more.
public struct AdwaitaPalette: Hashable, Sendable {
    /// The colours by libadwaita's names (`window_bg_color`, `card_bg_color`…).
    public private(set) var colors: [String: RGBAColor]

    /// The named colours the palette defines, in the order written (libadwaita 1.2's
    /// surface, header bar, card and accent colours).
    public static let names = [
        "window_bg_color", "window_fg_color", "view_bg_color", "view_fg_color",
        "headerbar_bg_color", "headerbar_fg_color", "headerbar_border_color", "headerbar_backdrop_color", "headerbar_shade_color",
        "card_bg_color", "card_fg_color", "card_shade_color",
        "dialog_bg_color", "dialog_fg_color", "popover_bg_color", "popover_fg_color",
        "shade_color", "scrollbar_outline_color",
        "accent_bg_color", "accent_fg_color", "accent_color",
    ]

    /// The text contrast every `_fg_` colour and `accent_color` reaches on its surface.
    package static let textContrast = 4.5

    /// A palette derived from a page's `background`, its `foreground` text and an
    /// `accent`, with any colour in `overrides` (by libadwaita's name) taken as given.
    public init(background: RGBAColor, foreground: RGBAColor, accent: RGBAColor, overrides: [String: RGBAColor] = [:]) {
        let dark = background.isDark
        func shifted(_ color: RGBAColor, _ step: Double) -> RGBAColor {
            Palette.withLightness(color, min(1, max(0, color.oklch.l + step)))
        }
        func readable(_ text: RGBAColor, on surfaces: RGBAColor...) -> RGBAColor {
            surfaces.reduce(text) { text, surface in
                text.contrastRatio(with: surface) >= Self.textContrast ? text : Palette.adjust(text, against: surface, to: Self.textContrast) ?? text
            }
        }
        let shade = RGBAColor(red: 0, green: 0, blue: 0, alpha: dark ? 0.36 : 0.07)
        var colors: [String: RGBAColor] = [:]
        func set(_ name: String, _ color: RGBAColor) { colors[name] = overrides[name] ?? color }
        set("window_bg_color", background)
        set("view_bg_color", shifted(background, dark ? -0.025 : 0.03))
        set("headerbar_bg_color", shifted(background, dark ? 0.05 : -0.04))
        set("card_bg_color", shifted(background, dark ? 0.06 : 0.035))
        set("dialog_bg_color", dark ? shifted(background, 0.08) : background)
        set("popover_bg_color", dark ? shifted(background, 0.08) : colors["view_bg_color"]!)
        for surface in ["window", "view", "headerbar", "card", "dialog", "popover"] {
            set("\(surface)_fg_color", readable(foreground, on: colors["\(surface)_bg_color"]!))
        }
        set("headerbar_border_color", colors["headerbar_fg_color"]!)
        set("headerbar_backdrop_color", colors["window_bg_color"]!)
        set("headerbar_shade_color", shade)
        set("card_shade_color", shade)
        set("shade_color", shade)
        set("scrollbar_outline_color", dark ? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5) : .white)
        set("accent_bg_color", accent)
        let accentSurface = colors["accent_bg_color"]!
        set("accent_fg_color", accentSurface.contrastRatio(with: .white) >= accentSurface.contrastRatio(with: .black) ? .white : .black)
        set("accent_color", readable(accent, on: colors["window_bg_color"]!, colors["view_bg_color"]!))
        self.colors = colors
    }

    /// The colour named `name`, or `nil` if the palette does not define it.
    public subscript(name: String) -> RGBAColor? { colors[name] }

    /// The style sheet: one `@define-color` per name, in ``names``' order.
    public var css: String {
        Self.names.compactMap { name in
            colors[name].map { "@define-color \(name) \(Self.cssColor($0));\n" }
        }.joined()
    }

    /// `#rrggbb`, or `rgba(r, g, b, a)` for a translucent colour (which every GTK 4 reads);
    /// a colour outside sRGB (a Display P3 token) mapped into it as CSS Color 4 maps one,
    /// keeping its lightness and hue, as the terminal and CSS fallbacks are.
    static func cssColor(_ color: RGBAColor) -> String {
        let clipped = color.gamutMapped.clipped
        guard clipped.alpha < 1 else { return clipped.hexString }
        func channel(_ value: Double) -> Int { Int((value * 255).rounded()) }
        let alpha = (clipped.alpha * 1000).rounded() / 1000
        return "rgba(\(channel(clipped.red)), \(channel(clipped.green)), \(channel(clipped.blue)), \(alpha))"
    }
}
#endif

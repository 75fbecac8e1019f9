import Twilight
import TwilightColor
import TwilightTokens

/// The demo's colours, a typed theme: cross-dissolved member by member in OKLab.
struct DemoTheme: Interpolatable, Equatable {
    var background: RGBAColor
    var surface: RGBAColor
    var text: RGBAColor
    var secondaryText: RGBAColor
    var accent: RGBAColor
    var selection: RGBAColor

    static let light = DemoTheme(
        background: try! RGBAColor(hex: "#f2f2f7"),
        surface: .white,
        text: .black,
        secondaryText: try! RGBAColor(hex: "#6c6c70"),
        accent: try! RGBAColor(hex: "#007aff"),
        selection: try! RGBAColor(hex: "#d1d1d6")
    )
    static let dark = DemoTheme(
        background: .black,
        surface: try! RGBAColor(hex: "#1c1c1e"),
        text: .white,
        secondaryText: try! RGBAColor(hex: "#98989f"),
        accent: try! RGBAColor(hex: "#0a84ff"),
        selection: try! RGBAColor(hex: "#3a3a3c")
    )

    static let sepia = DemoTheme(
        background: try! RGBAColor(hex: "#f1e7d0"),
        surface: try! RGBAColor(hex: "#fbf3e2"),
        text: try! RGBAColor(hex: "#3b2f20"),
        secondaryText: try! RGBAColor(hex: "#6e5c44"),
        accent: try! RGBAColor(hex: "#8a4b12"),
        selection: try! RGBAColor(hex: "#e3d3b0")
    )
    static let dimmed = DemoTheme(
        background: try! RGBAColor(hex: "#22272e"),
        surface: try! RGBAColor(hex: "#2d333b"),
        text: try! RGBAColor(hex: "#adbac7"),
        secondaryText: try! RGBAColor(hex: "#768390"),
        accent: try! RGBAColor(hex: "#6cb6ff"),
        selection: try! RGBAColor(hex: "#444c56")
    )

    func interpolated(to other: DemoTheme, fraction: Double) -> DemoTheme {
        DemoTheme(
            background: background.interpolated(to: other.background, fraction: fraction),
            surface: surface.interpolated(to: other.surface, fraction: fraction),
            text: text.interpolated(to: other.text, fraction: fraction),
            secondaryText: secondaryText.interpolated(to: other.secondaryText, fraction: fraction),
            accent: accent.interpolated(to: other.accent, fraction: fraction),
            selection: selection.interpolated(to: other.selection, fraction: fraction)
        )
    }

    /// The catalogue: Sepia and Dimmed (the day/night pair's styles), dark for every other
    /// dark style, light otherwise; a brand (the `brand` axis) brings its own accent, in a
    /// shade for light styles and one for dark ones.
    @MainActor static let catalog = ThemeProvider<DemoTheme>.readingLook { look in
        var theme: DemoTheme =
            switch look.style.rawValue {
            case "sepia": .sepia
            case "dimmed": .dimmed
            default: look.isDark ? .dark : .light
            }
        if let accents = brandAccents[DemoBrand(look.axes)] { theme.accent = look.isDark ? accents.dark : accents.light }
        return theme
    }

    /// Each brand's accent in light and dark styles (Twilight's own is the style's).
    static let brandAccents: [DemoBrand: (light: RGBAColor, dark: RGBAColor)] = [
        .ocean: (try! RGBAColor(hex: "#0b7285"), try! RGBAColor(hex: "#66d9e8")),
        .forest: (try! RGBAColor(hex: "#2b8a3e"), try! RGBAColor(hex: "#8ce99a")),
    ]

    /// The catalogue read from a token document (`--tokens`), with the web demo's names:
    /// `color.background`, `color.surface`, `color.text`, `color.muted` (secondary text),
    /// `color.accent` and `color.border` (the selection), in the mode and brand of each
    /// look, translucent backgrounds as they show over what lies beneath them. A token the
    /// document lacks keeps the built-in catalogue's colour. Read on
    /// every change, so a document reloaded by ``LiveTokens`` shows at once.
    @MainActor static func catalog(reading source: some TokenValueSource) -> ThemeProvider<DemoTheme> {
        let builtIn = catalog
        return ThemeProvider.readingLook { look in
            let set = source.currentTokens.tokens(for: look)
            var theme = builtIn(look)
            func read(_ path: String, into member: WritableKeyPath<DemoTheme, RGBAColor>) {
                if case .color(let color)? = set[path]?.value { theme[keyPath: member] = color }
            }
            read("color.background", into: \.background)
            read("color.surface", into: \.surface)
            read("color.text", into: \.text)
            read("color.muted", into: \.secondaryText)
            read("color.accent", into: \.accent)
            read("color.border", into: \.selection)
            // A terminal has no alpha: a translucent background (a border or surface tint,
            // `#0000001f`) is drawn as it shows over what lies beneath it, as the web demo's
            // page paints it. Translucent text is drawn over its row's background.
            theme.background = theme.background.composited(over: look.isDark ? .black : .white)
            theme.surface = theme.surface.composited(over: theme.background)
            theme.selection = theme.selection.composited(over: theme.background)
            return theme
        }
    }
}

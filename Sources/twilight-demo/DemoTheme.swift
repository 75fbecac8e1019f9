import Twilight
import TwilightColor

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

    /// The catalogue: dark for every dark style, light otherwise.
    @MainActor static let catalog = ThemeCatalog<DemoTheme> { style in
        ThemeStyle.nameSuggestsDark(style.rawValue) ? .dark : .light
    }
}

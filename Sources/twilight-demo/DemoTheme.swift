import ReferenceDocument
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

    /// The catalogue: the reference token document's colours (`ReferenceTokens`, which the
    /// web, GTK and SwiftUI demos read too) in the mode and brand of each look.
    @MainActor static let catalog = catalog(reading: ReferenceTokens.document)

    /// The catalogue read from a token document (the reference one, or `--tokens`), by the
    /// reference document's names: `color.background`, `color.surface`, `color.text`,
    /// `color.muted` (secondary text), `color.accent` and `color.border` (the selection), in
    /// the mode and brand of each look, translucent backgrounds as they show over what lies
    /// beneath them. A token the document lacks keeps the reference document's colour. Read
    /// on every change, so a document reloaded by ``LiveTokens`` shows at once. With a
    /// colour picked (``YourColor``), its scheme's roles stand for those six.
    @MainActor static func catalog(reading source: some TokenValueSource) -> ThemeProvider<DemoTheme> {
        ThemeProvider.readingLook { look in
            let sets = [source.currentTokens.tokens(for: look), ReferenceTokens.document.tokens(for: look)]
            func color(_ path: String) -> RGBAColor {
                if let picked = YourColor.color(path, in: look) { return picked }
                for set in sets { if case .color(let color)? = set[path]?.value { return color } }
                return look.isDark ? .white : .black  // neither document has it: text-coloured, seen
            }
            var theme = DemoTheme(
                background: color("color.background"),
                surface: color("color.surface"),
                text: color("color.text"),
                secondaryText: color("color.muted"),
                accent: color("color.accent"),
                selection: color("color.border")
            )
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

package import Twilight

/// The images a dynamic `UIImage` carries. UIKit picks an image of a `UIImageAsset` by the
/// traits of `UITraitCollection.systemTraitsAffectingImageLookup` — the interface style,
/// the display scale, the layout direction… — and a custom trait such as
/// `ThemeStyleTrait` is not among them: images registered for `sepia` and `light` (both
/// light) collide, and which one shows is UIKit's choice. So the asset holds one image per
/// interface style, each a style's own; an image per style of the app's is what a binding
/// gives (`imageView.theme.image = provider`), set again on every change.
package enum ImageRegistrations {
    /// The style whose image the asset shows in a light and in a dark interface: the
    /// built-in `light` and `dark` where `styles` offers them, else its default style for its
    /// own darkness and its first style of the other, else the built-in one.
    package static func styles(for styles: ThemeStyles) -> (light: ThemeStyle, dark: ThemeStyle) {
        func pick(dark: Bool) -> ThemeStyle {
            let builtIn: ThemeStyle = dark ? .dark : .light
            if styles.contains(builtIn) && styles.isDark(builtIn) == dark { return builtIn }
            if styles.isDark(styles.defaultStyle) == dark && styles.contains(styles.defaultStyle) { return styles.defaultStyle }
            return styles.first { styles.isDark($0) == dark } ?? builtIn
        }
        return (pick(dark: false), pick(dark: true))
    }
}

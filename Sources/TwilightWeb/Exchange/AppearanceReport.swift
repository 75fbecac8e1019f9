package import Twilight

/// The JSON a script gets from the appearance endpoint:
/// `{"preference":"system","style":"dark","systemColorScheme":"dark"}`, with
/// `"axes":{"brand":"ocean"}` when values are chosen on the site's axes.
///
/// `style` is absent when the server cannot know it (System and no client hint);
/// `forcedStyle` is present only on a route that forces a style.
package struct AppearanceReport: Codable, Hashable, Sendable {
    /// `system` or the chosen style's name.
    package var preference: String
    /// The style in force, when the server knows it.
    package var style: String?
    /// `dark`, `light` or `unspecified`, from the client hint.
    package var systemColorScheme: String
    /// The style the route forces whatever the choice, if it forces one.
    package var forcedStyle: String?
    /// The values chosen on the site's axes (`{"brand":"ocean"}`); absent when none is.
    package var axes: ThemeAxes?

    /// The report for `appearance`.
    package init(_ appearance: ServerSideAppearance) {
        preference = appearance.preference.description
        style = appearance.style?.rawValue
        systemColorScheme =
            switch appearance.systemColorScheme {
            case .dark: "dark"
            case .light: "light"
            case .unspecified: "unspecified"
            }
        forcedStyle = appearance.forcedStyle?.rawValue
        axes = appearance.axes.isEmpty ? nil : appearance.axes
    }
}

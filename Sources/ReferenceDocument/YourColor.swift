package import Twilight
package import TwilightColor

/// "Your colour" in every demo: the person picks a colour, kept as `#rrggbb` on the
/// choice's `color` axis, and the reference document's colours give way to the roles of
/// the Material scheme grown from it (light or dark as the style is).
package enum YourColor {
    /// The axis the picked colour is kept on.
    package static let axis = "color"

    /// The colour a person starts from: Material's own baseline seed.
    package static let start = RGBAColor(red8: 0x67, green8: 0x50, blue8: 0xa4)

    /// How far one step of the demos' hue control turns the colour, in degrees.
    package static let hueStep = 30.0

    /// Where the colour is kept, and its schemes (``start``'s when none is picked).
    package static let picked = PickedColor(axis: axis, default: start)

    /// The role that stands for each of the reference document's colours.
    package static let roles: [String: DynamicScheme.Role] = [
        "color.background": .surface,
        "color.surface": .surfaceContainer,
        "color.text": .onSurface,
        "color.muted": .onSurfaceVariant,
        "color.accent": .primary,
        "color.border": .outlineVariant,
    ]

    /// The colour the reference document's `path` takes in `look` when a colour is picked
    /// there: the role that stands for it in the picked colour's scheme. `nil` when none is
    /// picked, or `path` is not one of ``roles``.
    package static func color(_ path: String, in look: ThemeLook) -> RGBAColor? {
        guard let role = roles[path], picked.color(in: look.axes) != nil else { return nil }
        return picked.scheme(for: look)[role]
    }

    /// `color` turned round the hue wheel by `steps` of ``hueStep`` (negative: the other
    /// way), keeping its chroma and tone as far as sRGB allows.
    package static func turning(_ color: RGBAColor, by steps: Int) -> RGBAColor {
        let hct = HCT(color)
        let hue = (hct.hue + Double(steps) * hueStep).truncatingRemainder(dividingBy: 360)
        return HCT(hue: hue < 0 ? hue + 360 : hue, chroma: hct.chroma, tone: hct.tone).color
    }
}

#if WebDemo
import ReferenceDocument
import Twilight
import TwilightColor
import TwilightTokens
import TwilightWeb

extension WebDemoSite {
    /// Where the style sheet of a picked colour is served: `/colors/86468b.css` for `#86468b`.
    static func yourColorPath(_ hex: String) -> String { "/colors/\(hex.dropFirst()).css" }

    /// `GET /colors/RRGGBB.css`: the reference document's colours as the scheme of the
    /// colour picked on the `color` axis has them (``YourColor/roles``), on pages whose
    /// `<html>` says that colour (`data-color="#86468b"`). The same colour always gets the
    /// same sheet, so it is served with an entity tag; a name that is not a lowercase colour
    /// is a `404` saying what was expected.
    func yourColorStyleSheet(named file: String, ifNoneMatch: String?) -> WebResponse {
        let hex = "#" + file.dropLast(".css".count)
        guard file.hasSuffix(".css"), site.axis(named: YourColor.axis)?.offers(hex) == true, let color = try? RGBAColor(hex: hex) else {
            return .error(
                404,
                "no style sheet is served at /colors/\(file): expected /colors/RRGGBB.css, a colour in six lowercase hexadecimal digits"
            )
        }
        return StaticAsset.styleSheet(Self.yourColorCSS(hex, color: color, themeAttribute: site.markup.attribute)).response(ifNoneMatch: ifNoneMatch)
    }

    /// The rules of one picked colour. Each colour is `light-dark(light, dark)`, which the
    /// browser takes by the `color-scheme` the theme style sheet gives every style, so one
    /// rule serves Light, Sepia, Dark and Dimmed, a page that follows the system, and a
    /// subtree in a style of its own (the Settings preview). The declarations are
    /// `!important`: a picked colour stands above the brand's, whatever the selectors the
    /// token sheet wrote for the brand (the reference document has no high-contrast modes,
    /// so no rule for them is needed).
    static func yourColorCSS(_ hex: String, color: RGBAColor, themeAttribute: String?) -> String {
        let axes = (try? ThemeAxes(validating: [YourColor.axis: hex])) ?? ThemeAxes()
        let light = YourColor.picked.scheme(for: ThemeLook(.light, axes: axes, isDark: false))
        let dark = YourColor.picked.scheme(for: ThemeLook(.dark, axes: axes, isDark: true))
        let picked = "[data-\(YourColor.axis)=\"\(hex)\"]"
        let selectors = [":root\(picked)"] + (themeAttribute.map { ["\(picked) [\($0)]"] } ?? [])
        let declarations = YourColor.roles.sorted { $0.key < $1.key }.map { path, role in
            "  --\(path.replacing(".", with: "-")): light-dark(\(light[role].hexString), \(dark[role].hexString)) !important;"
        }
        return """
            /* Your colour \(hex): the reference document's colours from its Material scheme (tonal spot), light and dark. */
            \(selectors.joined(separator: ",\n")) {
            \(declarations.joined(separator: "\n"))
            }

            """
    }
}
#endif

import Foundation
package import Twilight
import TwilightTokens

/// The inline script that sets the page's style before the first paint, for pages whose
/// style the server could not know (the choice is System and no client hint came).
///
/// Put ``html(nonce:)`` in `<head>` before any style sheet. It reads the whole choice — the
/// preference and the values on the site's axes — from the `theme` cookie (mirrored in
/// `localStorage`; `dark&brand=ocean`, as the server writes it), resolves System — and a day/night pair
/// `system:LIGHT:DARK[:HC-LIGHT:HC-DARK]` of known styles — with
/// `matchMedia('(prefers-color-scheme: dark)')` and `(prefers-contrast: more)`, marks
/// `<html>` as the site's `StyleMarkup` says (`data-theme`, a class per style, the dark
/// class) and sets its `color-scheme`, the page's `<meta name="color-scheme">` and the
/// browser bar's `<meta name="theme-color">` (when the site has theme colours, ``SiteStyles/settingThemeColors(_:)``),
/// follows the system while on System, keeps other tabs in step through the
/// `storage` event and a `BroadcastChannel`, and exposes `window.twilight.set(choice[, axes])`
/// (`axes`, on a site with axes, names the values that change with the style — `null` goes
/// back to the site's default — and both change as one: one cross-fade, one event),
/// `.setUntilSystemChanges(style)` (the style until the system's scheme next changes, when
/// the choice follows the system; then following it resumes, and is saved),
/// `.get()` (the choice) and `.style()` (the style in force) for a switcher. On a site with
/// axes (``SiteStyles/axes``) it also marks `<html>` with each chosen value (`data-brand`,
/// only values the site offers; the per-axis `theme-brand` cookies of earlier Twilight are
/// read once and folded into the `theme` cookie), and exposes
/// `.setAxis(name, value)` (`null` goes back to the site's default) and `.axes()` (the
/// chosen values). Every change dispatches a `twilightchange` event on `document` with
/// `{preference, style, axes}` in `detail`, so a page can update its own controls.
/// On a page whose `<html>` carries ``liveUpdatesAttribute(path:)`` (a signed-in page of a
/// site whose choices follow accounts), it listens to that Server-Sent Events endpoint and
/// applies a choice made on another device at once, as if chosen here (cross-fading as
/// above): the style and the values on the site's axes arrive in one message, as the
/// `theme` cookie holds them, and change together (stored in the cookie and marked; values
/// the site does not offer are ignored); when the connection drops it reconnects after
/// 1 s, doubling to 30 s.
/// While switching it turns CSS transitions off for a frame, unless `crossFade` is on
/// (and the user has not asked for reduced motion). With `crossFade` the whole page
/// cross-dissolves over 0.3 s through the View Transitions API
/// (`document.startViewTransition`) where the browser has it — text, images, borders, not
/// only colours — and the page's own CSS transitions run where it does not. The style
/// elements it adds carry the script's own nonce, so a Content Security Policy with
/// `style-src 'nonce-…'` allows them.
///
/// On a page whose `<html>` carries `forcedStyleAttribute(_:)` (a route with a style of
/// its own, see ``ServerSideAppearance/forcing(_:)``), the page stays in that style:
/// `set` still saves the choice, for the other pages, and `style()` answers the forced
/// style.
public struct NoFlashScript: Sendable {
    /// Whether switching lets the page's CSS transitions cross-fade.
    package var crossFade: Bool
    /// The site: how the style is marked, its dark styles, the bar's colours (with none the
    /// page's own `theme-color` is left alone) and the cookie's domain.
    private let site: SiteStyles

    /// Creates the script for the styles `site` offers, marked as `site` says.
    public init(site: SiteStyles = .standard, crossFade: Bool = false) {
        self.crossFade = crossFade
        self.site = site
    }

    /// The JavaScript source (ES5, so that any browser runs it): `no-flash.js` called with
    /// the site's data.
    public var source: String {
        func string(_ text: String?) -> String { text.map { "\"" + Self.jsEscaped($0) + "\"" } ?? "null" }
        func list(_ styles: [ThemeStyle]) -> String { styles.map { string($0.rawValue) }.joined(separator: ",") }
        let styles = Array(site.styles)
        let known = list(styles)
        // The decision table is the site's `ThemeStyles`, written out: what System resolves to
        // under each scheme (`""` when the browser cannot say) and contrast (`!` for high),
        // each style's high-contrast variant, and whether a pair is dark when the scheme is
        // unknown (the default style's darkness). Darkness is the styles' answer alone.
        let table = site.styles
        let schemes: [(String, SystemColorScheme)] = [("light", .light), ("dark", .dark), ("", .unspecified)]
        let system = schemes.flatMap { key, scheme in
            [(key, SystemContrast.normal), (key + "!", .high)].map { key, contrast in
                "\(string(key)):\(string(table.resolve(.system, system: SystemAppearance(colorScheme: scheme, contrast: contrast)).rawValue))"
            }
        }.joined(separator: ",")
        let variants = table.highContrastVariants.sorted { $0.key.rawValue < $1.key.rawValue }
            .map { "\(string($0.key.rawValue)):\(string($0.value.rawValue))" }.joined(separator: ",")
        var seen = Set<ThemeStyle>()
        let darks = list(
            (styles + Array(table.highContrastVariants.values) + [.light, .dark]).filter { table.isDark($0) && seen.insert($0).inserted }
        )
        let markup = site.markup
        let colors = site.themeColors.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\(string($0.key.rawValue)):\(string($0.value))" }.joined(
            separator: ","
        )
        // A colour axis is the pattern its values match; the others, their list.
        let axes = site.axes.map { axis in
            "\(string(axis.name)):" + (axis.offersAnyColor ? string("^#[0-9a-f]{6}$") : "[\(axis.values.map { string($0) }.joined(separator: ","))]")
        }.joined(separator: ",")
        // The site's data: the arguments of the function in `no-flash.js`, in its order.
        let arguments = [
            "[\(known)]", "[\(darks)]", "{\(colors)}", "{\(system)}", "{\(variants)}", "\(table.isDark(table.defaultStyle))",
            string(markup.attribute), string(markup.classPrefix), string(markup.darkClass), string(ChoiceCookie.name), "\(crossFade)",
            "{\(axes)}", string(site.cookieDomain.map { "; Domain=" + $0.name } ?? ""), "\(ChoiceCookie.defaultMaxAge)",
        ]
        return Self.function + "(" + arguments.joined(separator: ",") + ");"
    }

    /// `no-flash.js` as it is sent: its lines without the opening comment, joined.
    private static let function = String(decoding: PackageResources.no_flash_js, as: UTF8.self).split(separator: "\n").drop { $0.hasPrefix("//") }
        .joined()

    /// The attribute for `<html>` that makes the script follow the account's choices live
    /// from the events endpoint at `path`: ` data-twilight-events="/theme/events"`. Put it
    /// only on pages of a signed-in person.
    public static func liveUpdatesAttribute(path: String = "/theme/events") -> String {
        " data-twilight-events=\"\(HTMLText.escaped(path))\""
    }

    /// The attribute that keeps a page in a style of its own whatever the choice (written
    /// in `no-flash.js` too).
    static let forcedAttributeName = "data-twilight-forced"

    /// The attribute for `<html>` that keeps the page in `style` whatever the visitor
    /// chose: ` data-twilight-forced="dark"`. ``ServerSideAppearance/htmlAttributes`` adds
    /// it on a page rendered with ``ServerSideAppearance/forcing(_:)``.
    package static func forcedStyleAttribute(_ style: ThemeStyle) -> String {
        " \(forcedAttributeName)=\"\(HTMLText.escaped(style.rawValue))\""
    }

    /// The `<script>` element, with a CSP nonce when given (only `[A-Za-z0-9+/=_-]` are kept).
    public func html(nonce: String? = nil) -> String {
        let attribute =
            nonce.map { value in
                " nonce=\""
                    + String(
                        value.unicodeScalars.filter {
                            $0.properties.isAlphabetic && $0.isASCII || ("0"..."9").contains($0) || "+/=_-".unicodeScalars.contains($0)
                        }.map(Character.init)
                    ) + "\""
            } ?? ""
        return "<script\(attribute)>\(source)</script>"
    }

    /// `text` safe inside a double-quoted JavaScript string in an HTML `<script>`.
    static func jsEscaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result += "\\" + String(scalar)
            case "<", ">", "&": result += String(format: "\\u%04x", scalar.value)
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

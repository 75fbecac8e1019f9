import TwilightWeb

/// The behaviour of the appearance middleware, routes and assets, as cases. The site
/// offers light, dark, sepia and dimmed; `/` renders `<html…>` with the appearance's
/// attributes; `/theme.css` is an asset.
enum ConformanceCases {
    static let form = ("Content-Type", "application/x-www-form-urlencoded")
    static let json = ("Content-Type", "application/json")
    static let expected = "light, dark, sepia, dimmed, system, or system with light and dark (a day/night pair)"
    static let clientHintHeaders: [(String, String?)] = [
        ("Accept-CH", "Sec-CH-Prefers-Color-Scheme"), ("Critical-CH", "Sec-CH-Prefers-Color-Scheme"),
        ("Vary", "Sec-CH-Prefers-Color-Scheme, Cookie"),
    ]

    static let pages: [ConformanceCase] = [
        .init(
            name: "a first visit: no style, the hint is asked for",
            method: "GET",
            path: "/",
            status: 200,
            has: clientHintHeaders,
            contains: ["<html>"]
        ),
        .init(
            name: "the cookie decides",
            method: "GET",
            path: "/",
            headers: [("Cookie", "theme=dark")],
            status: 200,
            contains: [#"<html data-theme="dark">"#]
        ),
        .init(
            name: "System follows the quoted hint",
            method: "GET",
            path: "/",
            headers: [("Sec-CH-Prefers-Color-Scheme", "\"dark\"")],
            status: 200,
            contains: [#"data-theme="dark""#]
        ),
        .init(
            name: "System follows Chromium's bare hint",
            method: "GET",
            path: "/",
            headers: [("Sec-CH-Prefers-Color-Scheme", "light")],
            status: 200,
            contains: [#"data-theme="light""#]
        ),
        .init(
            name: "a bad hint is ignored",
            method: "GET",
            path: "/",
            headers: [("Sec-CH-Prefers-Color-Scheme", "\"purple\"")],
            status: 200,
            contains: ["<html>"]
        ),
        .init(
            name: "an unknown style in the cookie is never written into the page",
            method: "GET",
            path: "/",
            headers: [("Cookie", "theme=%3Cscript%3E")],
            status: 200,
            contains: ["<html>"],
            excludes: ["<script>"]
        ),
        .init(
            name: "a cookie with bad percent-encoding is ignored",
            method: "GET",
            path: "/",
            headers: [("Cookie", "theme=%ZZ")],
            status: 200,
            contains: ["<html>"]
        ),
        .init(
            name: "of duplicated theme cookies the first wins",
            method: "GET",
            path: "/",
            headers: [("Cookie", "theme=light; theme=dark")],
            status: 200,
            contains: [#"data-theme="light""#]
        ),
        .init(
            name: "an oversized Cookie header with the theme at its end",
            method: "GET",
            path: "/",
            headers: [("Cookie", "junk=" + String(repeating: "x", count: 6000) + "; theme=sepia")],
            status: 200,
            contains: [#"data-theme="sepia""#]
        ),
        .init(
            name: "a day/night pair follows the hint",
            method: "GET",
            path: "/",
            headers: [("Cookie", "theme=system%3Asepia%3Adimmed"), ("Sec-CH-Prefers-Color-Scheme", "dark")],
            status: 200,
            contains: [#"data-theme="dimmed""#]
        ),
        .init(
            name: "a pair naming an unknown style is ignored",
            method: "GET",
            path: "/",
            headers: [("Cookie", "theme=system%3Asepia%3Aneon"), ("Sec-CH-Prefers-Color-Scheme", "dark")],
            status: 200,
            contains: [#"data-theme="dark""#]
        ),
    ]

    static let routes: [ConformanceCase] = [
        .init(
            name: "GET /theme reports the choice",
            method: "GET",
            path: "/theme",
            status: 200,
            has: [("Content-Type", "application/json; charset=utf-8"), ("Cache-Control", "no-store")],
            contains: [#""preference":"system""#, #""systemColorScheme":"unspecified""#],
            excludes: [#""style""#]
        ),
        .init(
            name: "GET /theme with a cookie and a hint",
            method: "GET",
            path: "/theme",
            headers: [("Cookie", "theme=dark"), ("Sec-CH-Prefers-Color-Scheme", "light")],
            status: 200,
            contains: [#""preference":"dark""#, #""style":"dark""#, #""systemColorScheme":"light""#]
        ),
        .init(
            name: "HEAD /theme has the headers and no body",
            method: "HEAD",
            path: "/theme",
            status: 200,
            has: [("Content-Type", "application/json; charset=utf-8")],
            excludes: ["preference"]
        ),
        .init(
            name: "a form sets the cookie and goes back",
            method: "POST",
            path: "/theme",
            headers: [form],
            body: "theme=dark&return=%2Fsettings",
            status: 303,
            has: [("Location", "/settings"), ("Set-Cookie", "theme=dark; Path=/; Max-Age=31536000; SameSite=Lax"), ("Cache-Control", "no-store")]
        ),
        .init(
            name: "an off-site return (//host) goes home",
            method: "POST",
            path: "/theme",
            headers: [form],
            body: "theme=light&return=%2F%2Fevil.example%2F",
            status: 303,
            has: [("Location", "/")]
        ),
        .init(
            name: "an off-site return (https://) goes home",
            method: "POST",
            path: "/theme",
            headers: [form],
            body: "theme=light&return=https%3A%2F%2Fevil.example%2F",
            status: 303,
            has: [("Location", "/")]
        ),
        .init(
            name: "an off-site return (/\\host) goes home",
            method: "POST",
            path: "/theme",
            headers: [form],
            body: "theme=light&return=%2F%5Cevil.example",
            status: 303,
            has: [("Location", "/")]
        ),
        .init(
            name: "a return with a control character goes home",
            method: "POST",
            path: "/theme",
            headers: [form],
            body: "theme=light&return=%2Fa%0D%0ASet-Cookie%3A%20x%3D1",
            status: 303,
            has: [("Location", "/")]
        ),
        .init(
            name: "JSON answers the new report",
            method: "POST",
            path: "/theme",
            headers: [json, ("Sec-CH-Prefers-Color-Scheme", "\"dark\"")],
            body: #"{"theme":"system"}"#,
            status: 200,
            has: [("Set-Cookie", "theme=system; Path=/; Max-Age=31536000; SameSite=Lax")],
            contains: [#""preference":"system""#, #""style":"dark""#]
        ),
        .init(
            name: "behind an HTTPS proxy the cookie is Secure",
            method: "POST",
            path: "/theme",
            headers: [json, ("X-Forwarded-Proto", "https")],
            body: #"{"theme":"dark"}"#,
            status: 200,
            has: [("Set-Cookie", "theme=dark; Path=/; Max-Age=31536000; SameSite=Lax; Secure")]
        ),
        .init(
            name: "a day/night pair by form",
            method: "POST",
            path: "/theme",
            headers: [form],
            body: "theme=system&light=sepia&dark=dimmed",
            status: 303,
            has: [("Set-Cookie", "theme=system:sepia:dimmed; Path=/; Max-Age=31536000; SameSite=Lax")]
        ),
        .init(
            name: "of duplicated form fields the first wins",
            method: "POST",
            path: "/theme",
            headers: [form],
            body: "theme=dark&theme=light",
            status: 303,
            has: [("Set-Cookie", "theme=dark; Path=/; Max-Age=31536000; SameSite=Lax")]
        ),
        .init(
            name: "an unknown theme is refused saying what was expected",
            method: "POST",
            path: "/theme",
            headers: [form],
            body: "theme=neon",
            status: 400,
            lacks: ["Set-Cookie"],
            contains: ["unknown theme: expected one of: " + expected]
        ),
        .init(
            name: "a pair naming markup is refused and not echoed",
            method: "POST",
            path: "/theme",
            headers: [form],
            body: "theme=system&light=sepia&dark=%3Cscript%3E",
            status: 400,
            lacks: ["Set-Cookie"],
            excludes: ["<script>"]
        ),
        .init(
            name: "a missing theme is refused",
            method: "POST",
            path: "/theme",
            headers: [form],
            body: "return=%2F",
            status: 400,
            lacks: ["Set-Cookie"],
            contains: ["missing field theme"]
        ),
        .init(
            name: "a form value that is not UTF-8 is refused",
            method: "POST",
            path: "/theme",
            headers: [form],
            body: "theme=%E0%A4",
            status: 400,
            lacks: ["Set-Cookie"],
            contains: ["expected a form like theme=dark"]
        ),
        .init(
            name: "malformed JSON is refused",
            method: "POST",
            path: "/theme",
            headers: [json],
            body: #"{"theme":"#,
            status: 400,
            lacks: ["Set-Cookie"],
            contains: ["expected a JSON object"]
        ),
        .init(
            name: "a JSON array is refused",
            method: "POST",
            path: "/theme",
            headers: [json],
            body: #"["dark"]"#,
            status: 400,
            lacks: ["Set-Cookie"],
            contains: ["expected a JSON object"]
        ),
        .init(
            name: "a wrong content type is refused",
            method: "POST",
            path: "/theme",
            headers: [("Content-Type", "text/plain")],
            body: "theme=dark",
            status: 415,
            lacks: ["Set-Cookie"],
            contains: ["expected a form (application/x-www-form-urlencoded) or JSON"]
        ),
        .init(
            name: "no content type is refused",
            method: "POST",
            path: "/theme",
            body: "theme=dark",
            status: 415,
            lacks: ["Set-Cookie"]
        ),
        .init(
            name: "a body over 4 KiB is refused",
            method: "POST",
            path: "/theme",
            headers: [form],
            body: "theme=dark&padding=" + String(repeating: "x", count: 5000),
            status: 413,
            lacks: ["Set-Cookie"],
            contains: ["over 4096 bytes"]
        ),
        .init(
            name: "PUT is not allowed",
            method: "PUT",
            path: "/theme",
            headers: [form],
            body: "theme=dark",
            status: 405,
            has: [("Allow", "GET, HEAD, POST")],
            contains: ["PUT is not served here: expected GET or HEAD or POST"]
        ),
        .init(name: "DELETE is not allowed", method: "DELETE", path: "/theme", status: 405, has: [("Allow", "GET, HEAD, POST")]),
        .init(
            name: "OPTIONS lists the methods",
            method: "OPTIONS",
            path: "/theme",
            status: 204,
            has: [("Allow", "GET, HEAD, POST, OPTIONS")]
        ),
    ]

    static let assets: [ConformanceCase] = [
        .init(
            name: "the style sheet with its entity tag",
            method: "GET",
            path: "/theme.css",
            status: 200,
            has: [("Content-Type", "text/css; charset=utf-8"), ("ETag", ConformanceSite.styleSheet.entityTag), ("Cache-Control", "no-cache")],
            contains: [ConformanceSite.styleSheet.text]
        ),
        .init(
            name: "a current copy is not sent again",
            method: "GET",
            path: "/theme.css",
            headers: [("If-None-Match", ConformanceSite.styleSheet.entityTag)],
            status: 304,
            has: [("ETag", ConformanceSite.styleSheet.entityTag)],
            excludes: ["body"]
        ),
        .init(
            name: "If-None-Match with a list",
            method: "GET",
            path: "/theme.css",
            headers: [("If-None-Match", "\"other\", " + ConformanceSite.styleSheet.entityTag)],
            status: 304
        ),
        .init(name: "If-None-Match *", method: "GET", path: "/theme.css", headers: [("If-None-Match", "*")], status: 304),
        .init(name: "an old copy is replaced", method: "GET", path: "/theme.css", headers: [("If-None-Match", "\"old\"")], status: 200),
        .init(
            name: "the style sheet cannot be posted to",
            method: "POST",
            path: "/theme.css",
            status: 405,
            has: [("Allow", "GET, HEAD")]
        ),
    ]

    /// A brand beside the style: its cookie, the page's attribute, the endpoint, the account.
    static let brands: [ConformanceCase] = [
        .init(
            name: "a brand in the choice cookie is said on the page",
            method: "GET",
            path: "/",
            headers: [("Cookie", "theme=dark&brand=ocean")],
            status: 200,
            lacks: ["Set-Cookie"],
            contains: [#"<html data-theme="dark" data-brand="ocean">"#]
        ),
        .init(
            name: "a brand in its own cookie, as kept before, is folded into the choice cookie",
            method: "GET",
            path: "/",
            headers: [("Cookie", "theme=dark; theme-brand=ocean")],
            status: 200,
            has: [
                ("Set-Cookie", "theme=dark&brand=ocean; Path=/; Max-Age=31536000; SameSite=Lax"), ("Set-Cookie", "theme-brand=; Path=/; Max-Age=0"),
            ],
            contains: [#"<html data-theme="dark" data-brand="ocean">"#]
        ),
        .init(
            name: "a forged brand cookie is never written into the page",
            method: "GET",
            path: "/",
            headers: [("Cookie", "theme=system&brand=%22%3E%3Cscript%3E")],
            status: 200,
            contains: ["<html>"],
            excludes: ["script", "data-brand"]
        ),
        .init(
            name: "a brand is chosen alone with a form: the style in the cookie stays",
            method: "POST",
            path: "/theme",
            headers: [form],
            body: "brand=forest&return=/",
            status: 303,
            has: [("Set-Cookie", "theme=system&brand=forest; Path=/; Max-Age=31536000; SameSite=Lax"), ("Location", "/")]
        ),
        .init(
            name: "a brand the site does not offer is refused, naming it",
            method: "POST",
            path: "/theme",
            headers: [json],
            body: #"{"axes":{"brand":"mauve"}}"#,
            status: 400,
            lacks: ["Set-Cookie"],
            contains: [#"unknown brand \"mauve\": expected one of ocean, forest"#]
        ),
        .init(
            name: "signed in, the account's brand decides and its cookie is refreshed",
            method: "GET",
            path: "/",
            headers: [("X-Account", "cy"), ("Cookie", "theme=light&brand=ocean")],
            status: 200,
            has: [("Set-Cookie", "theme=light&brand=forest; Path=/; Max-Age=31536000; SameSite=Lax")],
            contains: [#"data-brand="forest""#]
        ),
        .init(
            name: "an account with no choice adopts the cookies' style and brand, which stay",
            method: "GET",
            path: "/",
            headers: [("X-Account", "eve"), ("Cookie", "theme=dark&brand=ocean")],
            status: 200,
            lacks: ["Set-Cookie"],
            contains: [#"data-theme="dark""#, #"data-brand="ocean""#]
        ),
        .init(
            name: "an account's choice is whole: its style without a brand takes a device's brand out of the cookie",
            method: "GET",
            path: "/",
            headers: [("X-Account", "ada"), ("Cookie", "theme=dark&brand=ocean")],
            status: 200,
            has: [("Set-Cookie", "theme=dark; Path=/; Max-Age=31536000; SameSite=Lax")],
            excludes: ["data-brand"]
        ),
        .init(
            name: "an account that chose the default brand takes a device's stale brand out of the cookie",
            method: "GET",
            path: "/",
            headers: [("X-Account", "dee"), ("Cookie", "theme=dark&brand=ocean")],
            status: 200,
            has: [("Set-Cookie", "theme=system; Path=/; Max-Age=31536000; SameSite=Lax")],
            excludes: ["data-brand"]
        ),
        .init(
            name: "a signed-in brand change is saved and set",
            method: "POST",
            path: "/theme",
            headers: [json, ("X-Account", "cy")],
            body: #"{"axes":{"brand":"ocean"}}"#,
            status: 200,
            has: [("Set-Cookie", "theme=light&brand=ocean; Path=/; Max-Age=31536000; SameSite=Lax")],
            contains: [#""axes":{"brand":"ocean"}"#]
        ),
    ]

    static let accounts: [ConformanceCase] = [
        .init(
            name: "signed in, the account's choice decides and the cookie is refreshed",
            method: "GET",
            path: "/theme",
            headers: [("X-Account", "ada"), ("Cookie", "theme=light")],
            status: 200,
            has: [("Set-Cookie", "theme=dark; Path=/; Max-Age=31536000; SameSite=Lax")],
            contains: [#""preference":"dark""#]
        ),
        .init(
            name: "a matching copy is not sent again",
            method: "GET",
            path: "/theme",
            headers: [("X-Account", "ada"), ("Cookie", "theme=dark")],
            status: 200,
            lacks: ["Set-Cookie"]
        ),
        .init(
            name: "an account with no choice adopts the cookie's",
            method: "GET",
            path: "/theme",
            headers: [("X-Account", "bob"), ("Cookie", "theme=sepia")],
            status: 200,
            lacks: ["Set-Cookie"],
            contains: [#""preference":"sepia""#]
        ),
        .init(
            name: "a signed-in change is saved and set",
            method: "POST",
            path: "/theme",
            headers: [json, ("X-Account", "ada")],
            body: #"{"theme":"light"}"#,
            status: 200,
            has: [("Set-Cookie", "theme=light; Path=/; Max-Age=31536000; SameSite=Lax")]
        ),
        .init(name: "signed out, the event stream says no content", method: "GET", path: "/theme/events", status: 204),
        .init(
            name: "the event stream cannot be posted to",
            method: "POST",
            path: "/theme/events",
            status: 405,
            has: [("Allow", "GET, HEAD")]
        ),
    ]

    /// Writes from pages that are not the site's own are refused; the site's own pass.
    static let writes: [ConformanceCase] = {
        let refused = "expected it from this site's own pages (or an origin it trusts); nothing was changed"
        func write(_ name: String, _ headers: [(String, String)], status: Int) -> ConformanceCase {
            ConformanceCase(
                name: name,
                method: "POST",
                path: "/theme",
                headers: [form, ("Host", "example.test")] + headers,
                body: "theme=light",
                status: status,
                lacks: status == 403 ? ["Set-Cookie"] : [],
                contains: status == 403 ? [refused] : []
            )
        }
        return [
            write("another site's Origin is refused", [("Origin", "https://evil.example")], status: 403),
            write("Origin: null is refused", [("Origin", "null")], status: 403),
            write("only a foreign Referer is refused", [("Referer", "http://evil.example/page")], status: 403),
            write("Sec-Fetch-Site: cross-site is refused", [("Sec-Fetch-Site", "cross-site")], status: 403),
            write(
                "a sibling subdomain (same-site) is refused",
                [("Sec-Fetch-Site", "same-site"), ("Origin", "http://docs.example.test")],
                status: 403
            ),
            write("another port of the same host is refused", [("Origin", "http://example.test:8081")], status: 403),
            write("the site's own Origin passes", [("Origin", "http://example.test")], status: 303),
            write("the site's own Referer passes", [("Referer", "http://EXAMPLE.test:80/settings")], status: 303),
            write("Sec-Fetch-Site: same-origin passes", [("Sec-Fetch-Site", "same-origin"), ("Origin", "http://example.test")], status: 303),
            write("no browser headers (curl) passes", [], status: 303),
            .init(
                name: "a body of exactly 4096 bytes is read",
                method: "POST",
                path: "/theme",
                headers: [form],
                body: "theme=dark&pad=" + String(repeating: "x", count: 4096 - 15),
                status: 303
            ),
            .init(
                name: "a body of 4097 bytes is too large",
                method: "POST",
                path: "/theme",
                headers: [form],
                body: "theme=dark&pad=" + String(repeating: "x", count: 4097 - 15),
                status: 413
            ),
            .init(
                name: "application/jsonx is not JSON",
                method: "POST",
                path: "/theme",
                headers: [("Content-Type", "application/jsonx")],
                body: #"{"theme":"dark"}"#,
                status: 415
            ),
            .init(
                name: "JSON with parameters is JSON",
                method: "POST",
                path: "/theme",
                headers: [("Content-Type", "Application/JSON ; charset=utf-8")],
                body: #"{"theme":"dark"}"#,
                status: 200
            ),
        ]
    }()

    static let all = pages + routes + assets + brands + accounts + writes
}

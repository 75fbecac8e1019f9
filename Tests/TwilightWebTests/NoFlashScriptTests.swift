import Foundation
import Testing
import Twilight
import TwilightTestSupport
import TwilightTokens

@testable import TwilightWeb

/// The no-flash script: its text, its nonce, and that it parses.
@Suite struct NoFlashScriptTests {
    @Test func itCarriesANonceAndTheKnownStyles() {
        let html = NoFlashScript(site: SiteStyles([.light, .dark, "sepia"])).html(nonce: "r4nd0m+/=\"><x")
        #expect(html.hasPrefix("<script nonce=\"r4nd0m+/=x\">"))
        #expect(html.contains("})([\"light\",\"dark\",\"sepia\"],"))
        #expect(html.hasSuffix("</script>"))
        #expect(!NoFlashScript().source.contains("</script"))
    }

    @Test func crossFadeIsAnOption() {
        // The cookie's name, then whether switching cross-fades, then the axes.
        #expect(NoFlashScript().source.contains("\"theme\",false,{"))
        #expect(NoFlashScript(crossFade: true).source.contains("\"theme\",true,{"))
    }

    /// It is inline in every page: `no-flash.js`'s comments are not sent, and the script for
    /// a site of two styles stays under 8,500 bytes (8,412 when it became a file, about 130
    /// more than when it was a Swift string: the parameter list).
    @Test func itStaysSmall() {
        let source = NoFlashScript().source
        print("no-flash script: \(source.utf8.count) bytes")
        #expect(!source.contains("//"))
        #expect(source.utf8.count < 8_500)
    }

    @Test func styleNamesCannotBreakOutOfTheScript() {
        #expect(NoFlashScript.jsEscaped("a\"</script>") == "a\\\"\\u003c/script\\u003e")
    }

    /// Whether `/usr/bin/node` is there; locally a missing engine is a printed skip, under
    /// `CI=true` a failure.
    static func nodeIsInstalled() -> Bool {
        requirePart("/usr/bin/node", "the script checks need a JavaScript engine") != nil
    }

    static let harness = """
        const attrs = {};
        global.document = { cookie: "theme=system", documentElement: { setAttribute: (k, v) => { attrs[k] = v; }, getAttribute: (k) => attrs[k] ?? null, style: {} },
          head: { appendChild() {} }, createElement() { return { appendChild() {}, parentNode: { removeChild() {} } }; },
          createTextNode() { return {}; } };
        global.window = { matchMedia: (q) => ({ matches: q.includes("dark"), addEventListener() {} }), addEventListener() {},
          getComputedStyle() { return {}; } };
        global.localStorage = { getItem() { return null; }, setItem() {} };
        global.location = { protocol: "https:" };

        """

    /// Runs the script in node with a stand-in DOM whose system scheme is dark; prints what
    /// it set, before and after `twilight.set("light")`.
    @Test func onSystemItFollowsTheMediaQueryAndSetStoresTheChoice() throws {
        guard Self.nodeIsInstalled() else { return }
        let program =
            Self.harness + NoFlashScript().source + """

                console.log(attrs["data-theme"], document.documentElement.style.colorScheme);
                window.twilight.set("light"); window.twilight.set("bogus");
                console.log(attrs["data-theme"], document.documentElement.style.colorScheme, document.cookie);
                """
        let text = try Self.runInNode(program)
        #expect(text == "dark dark\nlight light theme=light; Path=/; Max-Age=31536000; SameSite=Lax; Secure\n")
    }

    /// Another tab's change is applied from its message, not re-read from the cookie:
    /// Chromium updates a tab's copy of the cookies after its `BroadcastChannel` and `storage`
    /// events may arrive, so a re-read can find the old choice and leave the tab behind (the
    /// browser check "two tabs follow one change" failed that way now and then). Here the
    /// tab's cookie stays at the old `light` while the messages say otherwise.
    @Test func anotherTabsChangeIsAppliedFromItsMessageNotFromAStaleCookie() throws {
        guard Self.nodeIsInstalled() else { return }
        let program =
            Self.harness.replacingOccurrences(of: "cookie: \"theme=system\"", with: "cookie: \"theme=light\"") + """
                const listeners = {}; const channels = [];
                window.addEventListener = (type, listener) => { listeners[type] = listener; };
                global.BroadcastChannel = window.BroadcastChannel = class { constructor() { channels.push(this); } postMessage() {} close() {} };

                """ + NoFlashScript().source + """

                console.log(attrs["data-theme"]);
                channels[0].onmessage({ data: "system" });
                console.log(attrs["data-theme"]);
                channels[0].onmessage({ data: "light" });
                listeners.storage({ key: "theme", newValue: "system" });
                console.log(attrs["data-theme"]);
                channels[0].onmessage({ data: "bogus" });
                console.log(attrs["data-theme"]);
                """
        // The system scheme is dark: System shows dark; a bogus message falls back to the cookie.
        #expect(try Self.runInNode(program) == "light\ndark\ndark\nlight\n")
    }

    /// A day/night pair of known styles resolves with the media query; one naming an
    /// unknown style is refused, as is a malformed one.
    @Test func aDayNightPairFollowsTheMediaQueryWithItsStyles() throws {
        guard Self.nodeIsInstalled() else { return }
        let script = NoFlashScript(site: SiteStyles([.light, .dark, "sepia", "dimmed"])).source
        let program =
            Self.harness.replacingOccurrences(of: "cookie: \"theme=system\"", with: "cookie: \"theme=system%3Asepia%3Adimmed\"") + script + """

                console.log(attrs["data-theme"], window.twilight.get());
                console.log(window.twilight.set("system:sepia:nope"), window.twilight.set("system:sepia"), window.twilight.set("system:light:dark"));
                console.log(attrs["data-theme"]);
                """
        let text = try Self.runInNode(program)
        #expect(text == "dimmed system:sepia:dimmed\nfalse false true\ndark\n")
    }

    /// On a signed-in page it follows the account's events: a valid choice is applied (and
    /// stored), anything else ignored; a dropped connection is retried after 1 s, 2 s, 4 s …
    /// up to 30 s, and the wait starts again at 1 s once a connection opens.
    @Test func onASignedInPageItFollowsTheAccountsEventsAndBacksOff() throws {
        guard Self.nodeIsInstalled() else { return }
        let program =
            Self.harness + """
                attrs["data-twilight-events"] = "/theme/events";
                const sources = [], waits = [];
                global.EventSource = window.EventSource = function (url) { this.url = url; this.closed = false; this.close = () => { this.closed = true; }; this.addEventListener = (type, f) => { this["on" + type] = f; }; sources.push(this); };
                global.setTimeout = (f, ms) => { if (ms >= 1000) { waits.push(ms); if (waits.length < 9) f(); } else f(); };

                """ + NoFlashScript(site: SiteStyles([.light, .dark, "sepia", "dimmed"])).source + """

                console.log(sources.length, sources[0].url);
                sources[0].onmessage({ data: "system:sepia:dimmed" });
                console.log(attrs["data-theme"], document.cookie.split(";")[0]);
                sources[0].onmessage({ data: "<script>" });
                console.log(attrs["data-theme"]);
                for (let i = 0; i < 7; i++) sources[sources.length - 1].onerror();
                sources[sources.length - 1].onopen();
                sources[sources.length - 1].onerror();
                console.log(waits.join(" "), sources.slice(0, -1).every((s) => s.closed));
                """
        let text = try Self.runInNode(program)
        #expect(text == "1 /theme/events\ndimmed theme=system%3Asepia%3Adimmed\ndimmed\n1000 2000 4000 8000 16000 30000 30000 1000 true\n")
    }

    /// Without the attribute (signed out, or a site without accounts) nothing connects.
    @Test func aPageWithoutTheAttributeOpensNoConnection() throws {
        guard Self.nodeIsInstalled() else { return }
        let program =
            Self.harness + """
                let opened = 0;
                global.EventSource = window.EventSource = function () { opened++; };

                """ + NoFlashScript().source + "\nconsole.log(opened);"
        #expect(try Self.runInNode(program) == "0\n")
    }

    /// The stand-in DOM with a class list, a `data-twilight-forced` attribute when given, and
    /// the `theme-color` metas in `<head>`.
    static func markupHarness(cookie: String, forced: String? = nil) -> String {
        harness.replacingOccurrences(of: "cookie: \"theme=system\"", with: "cookie: \"theme=\(cookie)\"") + """
            const classes = new Set(); let metas = [];
            document.documentElement.classList = { add: (c) => classes.add(c), remove: (c) => classes.delete(c) };
            document.head.appendChild = (e) => { if (e.attrs) { e.parentNode = { removeChild: (m) => { metas = metas.filter((x) => x !== m); } }; metas.push(e); } };
            document.createElement = (tag) => tag === "meta"
              ? { attrs: {}, setAttribute(k, v) { this.attrs[k] = v; }, getAttribute(k) { return this.attrs[k]; } }
              : { appendChild() {}, setAttribute() {}, parentNode: { removeChild() {} } };
            document.querySelectorAll = (selector) => selector.includes("theme-color") ? metas.slice() : [];
            \(forced.map { "attrs[\"data-twilight-forced\"] = \"\($0)\";" } ?? "")
            const show = () => console.log(attrs["data-theme"] ?? "-", [...classes].sort().join(",") || "-",
              document.documentElement.style.colorScheme, metas.map((m) => m.attrs.content).join(",") || "-");

            """
    }

    /// A class per style and Tailwind's dark class, set for every dark style (`dimmed` too)
    /// and removed again; no attribute when the markup has none; the bar's colour follows.
    @Test func itSetsTheMarkupsClassesAndTheBrowserBarsColour() throws {
        guard Self.nodeIsInstalled() else { return }
        let site = try SiteStyles(
            ThemeStyles([.light, .dark, "sepia", "dimmed"], dark: [.dark, "dimmed"]),
            markup: StyleMarkup(attribute: nil, classPrefix: "theme-", darkClass: "dark")
        ).settingThemeColors([.light: "#ffffff", .dark: "#111111", "dimmed": "#222222"])
        let program =
            Self.markupHarness(cookie: "system") + NoFlashScript(site: site).source + """

                show();
                for (const s of ["dimmed", "sepia", "light", "system:sepia:dimmed"]) { window.twilight.set(s); show(); }
                """
        #expect(
            try Self.runInNode(program) == """
                - dark,theme-dark dark #111111
                - dark,theme-dimmed dark #222222
                - theme-sepia light #222222
                - theme-light light #ffffff
                - dark,theme-dimmed dark #222222

                """
        )
    }

    /// On a page that forces a style, the choice is saved but the page keeps its style.
    @Test func aForcedPageKeepsItsStyleWhileTheChoiceIsSaved() throws {
        guard Self.nodeIsInstalled() else { return }
        let site = SiteStyles([.light, .dark, "sepia"], markup: .tailwind)
        let program =
            Self.markupHarness(cookie: "sepia", forced: "dark") + NoFlashScript(site: site).source + """

                show();
                console.log(window.twilight.set("light"), window.twilight.get(), window.twilight.style(), document.cookie.split(";")[0]);
                show();
                """
        #expect(try Self.runInNode(program) == "dark dark dark -\ntrue light dark theme=light\ndark dark dark -\n")
        // A forced style the site does not offer is ignored: the choice applies.
        let bogus = Self.markupHarness(cookie: "sepia", forced: "mauve") + NoFlashScript(site: site).source + "\nshow();"
        #expect(try Self.runInNode(bogus) == "sepia - light -\n")
    }

    /// Dark until the system changes: kept while the system stays as it was; when it
    /// changes (or had changed before the page loaded) System is chosen again, and saved.
    @Test func aStyleUntilTheSystemChangesEndsWithTheSystemsNextChange() throws {
        guard Self.nodeIsInstalled() else { return }
        let site = SiteStyles([.light, .dark, "sepia", "dimmed"])
        let program =
            Self.harness.replacingOccurrences(of: "cookie: \"theme=system\"", with: "cookie: \"theme=system%3Asepia%3Adimmed\"")
            .replacingOccurrences(
                of: "matchMedia: (q) => ({ matches: q.includes(\"dark\"), addEventListener() {} })",
                with: "matchMedia: (q) => media[q] = media[q] || { matches: false, addEventListener(t, f) { this.f = f; } }"
            )
            + "const media = {};\n" + NoFlashScript(site: site).source + """

                const dark = media["(prefers-color-scheme: dark)"];
                console.log(attrs["data-theme"], window.twilight.setUntilSystemChanges("dimmed"), window.twilight.get(), attrs["data-theme"]);
                dark.matches = true; dark.f();
                console.log(window.twilight.get(), attrs["data-theme"], document.cookie.split(";")[0]);
                dark.matches = false; dark.f();
                console.log(window.twilight.get(), attrs["data-theme"]);
                console.log(window.twilight.setUntilSystemChanges("mauve"));
                """
        #expect(
            try Self.runInNode(program) == """
                sepia true dimmed:while:light:sepia:dimmed dimmed
                system:sepia:dimmed dimmed theme=system%3Asepia%3Adimmed
                system:sepia:dimmed sepia
                false

                """
        )
        // Chosen by day, loaded by night: System again at once, and saved.
        let loadedLater =
            Self.harness.replacingOccurrences(of: "cookie: \"theme=system\"", with: "cookie: \"theme=dark%3Awhile%3Alight\"")
            + NoFlashScript(site: site).source + "\nconsole.log(window.twilight.get(), attrs[\"data-theme\"], document.cookie.split(\";\")[0]);"
        #expect(try Self.runInNode(loadedLater) == "system dark theme=system\n")
    }

    /// What `program` prints when node runs it.
    static func runInNode(_ program: String) throws -> String {
        let file = URL(fileURLWithPath: scratchFile("noflash-run", suffix: "js"))
        try Data(program.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/node")
        process.arguments = [file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    /// A syntax check with node where it is installed (the browser tests run it for real).
    @Test func theScriptParses() throws {
        guard Self.nodeIsInstalled() else { return }
        let file = URL(fileURLWithPath: scratchFile("noflash", suffix: "js"))
        try Data(NoFlashScript(site: SiteStyles([.light, .dark, "sepia"]), crossFade: true).source.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/node")
        process.arguments = ["--check", file.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

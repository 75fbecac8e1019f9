import Foundation
import Testing
import Twilight
import TwilightTestSupport

@testable import TwilightWeb

/// The no-flash script decides the style as `ThemeStyles.resolve` does, and its darkness as
/// `ThemeStyles.isDark` says: its decision data is generated from the site's styles. Run in
/// node for every preference — System, each style, every day/night pair, pairs with
/// high-contrast halves, styles until the system changes — under every system appearance
/// (light, dark, unknown) and contrast.
@Suite("Web: the no-flash script decides as ThemeStyles does")
struct NoFlashDecisionTests {
    /// Styles with a non-standard default, a dark style named neither `dark` nor anything
    /// dark-sounding, and a high-contrast variant for light and for dark.
    static let styles = ThemeStyles(
        [.light, .dark, "sepia", "dimmed", "highContrastLight", "highContrastDark"],
        dark: [.dark, "dimmed", "highContrastDark"],
        highContrast: [.light: "highContrastLight", .dark: "highContrastDark"],
        default: "sepia"
    )

    static var preferences: [ThemePreference] {
        let all = Array(styles)
        return [.system] + all.map { .fixed($0) }
            + all.flatMap { day in all.map { night in .systemPair(StylePair(light: day, dark: night)) } }
            + [
                .systemPair(StylePair(light: "sepia", dark: "dimmed", highContrastLight: "highContrastLight", highContrastDark: "highContrastDark")),
                .systemPair(StylePair(light: "sepia", dark: "dimmed", highContrastDark: "highContrastDark")),
                .untilSystemChanges(.dark, whileSystemIs: .light),
                .untilSystemChanges("sepia", whileSystemIs: .dark, then: StylePair(light: .light, dark: "dimmed")),
            ]
    }

    /// The system appearances a browser can report: a scheme and a contrast, or nothing
    /// (no `matchMedia`).
    static let appearances: [SystemAppearance] = [
        SystemAppearance(colorScheme: .light), SystemAppearance(colorScheme: .dark),
        SystemAppearance(colorScheme: .light, contrast: .high), SystemAppearance(colorScheme: .dark, contrast: .high),
        SystemAppearance(colorScheme: .unspecified),
    ]

    @Test func everyPreferenceUnderEverySystemAppearance() throws {
        guard NoFlashScriptTests.nodeIsInstalled() else { return }
        let script = NoFlashScript(site: SiteStyles(Self.styles)).source
        var cases: [(cookie: String, appearance: SystemAppearance, expected: String)] = []
        for preference in Self.preferences {
            for appearance in Self.appearances {
                let style = Self.styles.resolve(preference, system: appearance)
                let scheme = Self.styles.isDark(style) ? "dark" : "light"
                cases.append(("theme=" + ChoiceCookie.value(of: ThemeChoice(preference)), appearance, "\(style.rawValue) \(scheme)"))
            }
        }
        let list = cases.map { item in
            let scheme = item.appearance.colorScheme == .unspecified ? "null" : "\"\(item.appearance.colorScheme.rawValue)\""
            return "[\(String(reflecting: item.cookie)), \(scheme), \(item.appearance.contrast == .high)]"
        }.joined(separator: ",\n")
        let program = """
            const vm = require("vm");
            const source = \(String(reflecting: script));
            for (const [cookie, scheme, high] of [\(list)]) {
              const root = { attrs: {}, style: {}, setAttribute(k, v) { this.attrs[k] = v; }, getAttribute(k) { return this.attrs[k] ?? null; },
                removeAttribute(k) { delete this.attrs[k]; } };
              const document = { cookie, documentElement: root, readyState: "complete", head: { appendChild() {} },
                createElement() { return { appendChild() {}, setAttribute() {}, parentNode: { removeChild() {} } }; }, createTextNode() { return {}; },
                querySelectorAll() { return []; }, addEventListener() {} };
              const window = { addEventListener() {}, getComputedStyle() { return {}; } };
              if (scheme !== null) window.matchMedia = (q) => ({ addEventListener() {},
                matches: q.includes("prefers-color-scheme: dark") ? scheme === "dark" : q.includes("prefers-contrast") ? high : false });
              const sandbox = { document, window, localStorage: { getItem() { return null; }, setItem() {}, removeItem() {} },
                location: { protocol: "https:" }, setTimeout() {} };
              vm.runInNewContext(source, sandbox);
              console.log(window.twilight.style() + " " + root.style.colorScheme);
            }
            """
        let lines = try NoFlashScriptTests.runInNode(program).split(separator: "\n").map(String.init)
        #expect(lines.count == cases.count, "node printed \(lines.count) lines for \(cases.count) cases")
        var disagreements: [String] = []
        for (item, line) in zip(cases, lines) where line != item.expected {
            disagreements.append(
                "\(item.cookie) under \(item.appearance.colorScheme)\(item.appearance.contrast == .high ? " (high contrast)" : ""): script \(line), ThemeStyles \(item.expected)"
            )
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(cases.count) disagree:\n\(disagreements.joined(separator: "\n"))")
        #expect(cases.count == 235)
    }
}

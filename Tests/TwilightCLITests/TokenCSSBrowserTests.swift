import Foundation
import Testing
import Twilight
import TwilightTestSupport
import TwilightTokens

/// Style sheets that keep references (`tokens build --format css --references`) compute,
/// in Chromium, to exactly the values of the flat build: for every token, on the root naming
/// each style and following the system (light, dark, more contrast), and on every style
/// nested in every other. `token_css_checks.py` prints `ok …` per check.
struct TokenCSSBrowserTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TwilightTokensTests/Fixtures").standardized

    @Test(arguments: [
        ("references/references.resolver.json", ["light", "dark", "dimmed"], [String]()),
        ("references/references.resolver.json", ["light", "dark", "dimmed"], ["--attribute", "none", "--class-prefix", "theme-"]),
        ("app/app.resolver.json", ["light", "dark", "highContrastDark"], [String]()),
    ])
    func referencesComputeToTheFlatValues(document: String, styles: [String], markup: [String]) throws {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the browser tests") else { return }
        let folder = temporaryFolder()
        let path = Self.fixtures.appendingPathComponent(document).path
        var sheets: [String] = []
        for extra in [[], ["--references"]] {
            let output = folder.appendingPathComponent("sheet\(sheets.count).css").path
            let result = try CLI.run(["tokens", "build", path, "--format", "css", "-o", output] + markup + extra)
            #expect(result.status == 0, "\(result.stderr)")
            sheets.append(output)
        }
        let marking = markup.isEmpty ? "attr:data-theme" : "class:theme-"
        try expectAlike(sheets[0], sheets[1], marking: marking, styles: styles)
    }

    /// The decision table (a default style, the system's schemes, a high-contrast variant)
    /// as the web middleware's style sheet writes it, with and without references.
    @Test func aDecisionTableWithReferencesComputesToTheFlatValues() throws {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the browser tests") else { return }
        let tokens = try DesignTokens(contentsOf: Self.fixtures.appendingPathComponent("app/app.resolver.json"))
        let resolver = ThemeStyles([.light, .dark], highContrast: [.dark: "highContrastDark"], default: .light)
        let folder = temporaryFolder()
        var sheets: [String] = []
        for keepsReferences in [false, true] {
            let url = folder.appendingPathComponent("table\(sheets.count).css")
            let css = CSSWriter(styles: resolver, keepsReferences: keepsReferences).css(for: tokens)
            try Data(css.utf8).write(to: url)
            sheets.append(url.path)
        }
        try expectAlike(sheets[0], sheets[1], marking: "attr:data-theme", styles: ["light", "dark"])
    }

    /// CSS as precise as the document: colours authored in hsl, srgb-linear, in-gamut oklch
    /// and fractional srgb compute in Chromium within ΔE-OK 0.0002 of the document's values
    /// (computed by the script from the document's numbers, not by Twilight).
    @Test func coloursComputeAsTheDocumentSays() throws {
        try expectBuiltCSS(
            of: "precision/precision.tokens.json",
            passes: "token_precision_checks.py",
            saying: "ok 16 colours compute within ΔE-OK 0.0002 of the document"
        )
    }

    /// Colours outside sRGB written as CSS strings (`color(display-p3 …)`, `oklch(75% …)`,
    /// `lab()`, one with a comment inside) reach Chromium in their own space: each custom
    /// property computes as the document's string itself does (the style sheet writes each
    /// anew, inside `@supports`, and no comment of the file's text).
    @Test func wideColoursWrittenAsStringsComputeAsTheDocumentsStrings() throws {
        try expectBuiltCSS(
            of: "wide/wide-strings.tokens.json",
            passes: "token_wide_checks.py",
            saying: "ok 8 wide colours written as strings compute in Chromium as the document's strings do"
        )
    }

    /// The CSS `tokens build` writes for the fixture `document`, checked in Chromium by
    /// `script` (given the document and the style sheet), which must print `line`.
    private func expectBuiltCSS(
        of document: String,
        passes script: String,
        saying line: String,
        sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the browser tests") else { return }
        let document = Self.fixtures.appendingPathComponent(document).path
        let sheet = temporaryFolder().appendingPathComponent("built.css").path
        let built = try CLI.run(["tokens", "build", document, "--format", "css", "-o", sheet])
        #expect(built.status == 0, "\(built.stderr)", sourceLocation: sourceLocation)
        guard let (status, text) = try WebDemoTests.runBrowserChecks(script, [document, sheet]) else { return }
        #expect(status == 0 && text.contains(line), "\(text)", sourceLocation: sourceLocation)
        print(text, terminator: "")
    }

    private func expectAlike(
        _ flat: String,
        _ other: String,
        marking: String,
        styles: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        guard let (status, text) = try WebDemoTests.runBrowserChecks("token_css_checks.py", [flat, other, marking] + styles) else { return }
        #expect(status == 0, "\(text)", sourceLocation: sourceLocation)
        #expect(text.contains("custom properties compute alike"), "\(text)", sourceLocation: sourceLocation)
    }
}

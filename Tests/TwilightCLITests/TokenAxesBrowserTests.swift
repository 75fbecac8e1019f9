import Foundation
import Testing
import TwilightTestSupport

/// A resolver with a brand (3 values) and a density (2) beside light and dark: the style
/// sheet `tokens build --format css` writes with axes computes, in Chromium, every
/// combination's values exactly as the flattened build of that combination
/// (`--input brand=B --input density=D`), wherever the page names the style and the axes
/// (on the root, on the element, split between them, replacing other values, left at the
/// default). `token_axes_checks.py` prints `ok …`.
struct TokenAxesBrowserTests {
    static let resolver = TokenCSSBrowserTests.fixtures.appendingPathComponent("axes/brands.resolver.json").path
    static let brands = ["ember", "ocean", "forest"]
    static let densities = ["comfortable", "compact"]

    @Test(arguments: [[String](), ["--references"]])
    func everyCombinationComputesAsItsFlattenedBuild(options: [String]) throws {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the browser tests") else { return }
        let folder = temporaryFolder()
        let sheet = folder.appendingPathComponent("axes.css").path
        let built = try CLI.run(["tokens", "build", Self.resolver, "--format", "css", "-o", sheet] + options)
        #expect(built.status == 0, "\(built.stderr)")
        var flat: [String: String] = [:]
        for brand in Self.brands {
            for density in Self.densities {
                let output = folder.appendingPathComponent("flat-\(brand)-\(density).css").path
                let result = try CLI.run(
                    ["tokens", "build", Self.resolver, "--format", "css", "-o", output, "--input", "brand=\(brand)", "--input", "density=\(density)"]
                )
                #expect(result.status == 0, "\(result.stderr)")
                flat["brand=\(brand),density=\(density)"] = output
            }
        }
        let spec: [String: Any] = [
            "sheet": sheet,
            "themes": ["light", "dark"],
            "axes": [
                ["name": "brand", "values": Self.brands, "default": "ember"],
                ["name": "density", "values": Self.densities, "default": "comfortable"],
            ],
            "flat": flat,
        ]
        let specURL = folder.appendingPathComponent("spec.json")
        try JSONSerialization.data(withJSONObject: spec).write(to: specURL)
        guard let (status, text) = try WebDemoTests.runBrowserChecks("token_axes_checks.py", [specURL.path]) else { return }
        #expect(status == 0, "\(text)")
        #expect(text.contains("compute as the flat builds in 24 combinations"), "\(text)")
    }
}

import Foundation
import Testing
import TwilightColor
import TwilightTestSupport

/// Twilight reads a CSS colour as Chromium does, and writes colours Chromium reads back. For
/// every input of `CSSColorCorpus` — a case per rule of CSS Color 4 and 20,000 seeded random
/// mixtures — and for what Twilight writes for 300 of them in each notation (`twilight color
/// --to`), both must find a colour or both refuse it, and the colours must match within 0.0005
/// per sRGB component or ΔE-OK 0.0002. The inputs where Twilight differs on purpose are listed
/// with the reason, and must still differ. `css_color_checks.py` asks Chromium and prints
/// `ok …`.
struct CSSColorBrowserTests {
    @Test func everyInputIsReadAsChromiumReadsIt() throws {
        guard partsAreInstalled(["/usr/bin/chromium", testPython], for: "the browser tests") else { return }
        let read =
            CSSColorCorpus.rules + CSSColorCorpus.differences.keys.sorted()
            + RGBAColor.cssNamedColors.keys.sorted() + CSSColorCorpus.mixtures(count: 20000, seed: 0x7477_696C_6967_6874)
        // What Twilight writes (`twilight color --to …`) for 300 of the colours, in every
        // notation: Chromium must read it as Twilight does.
        let written = read.lazy.compactMap { try? RGBAColor(css: $0) }.prefix(300).flatMap { color in
            ColorNotation.allCases.map { color.formatted(as: $0) }
        }
        let inputs = read + written
        let cases: [[String: Any]] = inputs.map { text in
            var entry: [String: Any] = ["css": text]
            if let color = try? RGBAColor(css: text) {
                entry["twilight"] = [color.red, color.green, color.blue, color.alpha]
            } else {
                entry["twilight"] = NSNull()
            }
            if let reason = CSSColorCorpus.differences[text] { entry["differs"] = reason }
            return entry
        }
        let file = temporaryFolder().appendingPathComponent("cases.json")
        try JSONSerialization.data(withJSONObject: cases).write(to: file)
        guard let (status, text) = try WebDemoTests.runBrowserChecks("css_color_checks.py", [file.path]) else { return }
        #expect(status == 0, "\(text)")
        #expect(text.hasPrefix("ok \(inputs.count) inputs"), "\(text)")
        print(text, terminator: "")
    }
}

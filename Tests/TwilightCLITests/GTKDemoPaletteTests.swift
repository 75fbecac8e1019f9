import Foundation
import Testing
import TwilightTestSupport

/// A custom style themes libadwaita's own widgets: under Sepia and Dimmed the header bar
/// and the boxed list's card take the style's colours (`AdwaitaPalette`), not libadwaita's
/// white and greys. Screenshots of the real window under Xvfb.
struct GTKDemoPaletteTests {
    /// libadwaita's debug switch stands in for the desktop's scheme: the day/night pair's
    /// day style (Sepia) under `default`, its night style (Dimmed) under `prefer-dark`.
    @Test(arguments: [("default", "sepia"), ("prefer-dark", "dimmed")])
    func libadwaitasWidgetsTakeTheStylesColours(scheme: String, style: String) throws {
        guard try GTKDemoTests.demoIsAvailable() else { return }
        let shot = GTKDemoTests.screenshots.appendingPathComponent("gtk-palette-\(style).png")
        let result = try CLI.run(
            ["-a", GTKDemoTests.demo.path, "--preference", "system:sepia:dimmed", "--screenshot", shot.path, "--quit-after-ms", "4000"],
            environment: [
                "XDG_CONFIG_HOME": temporaryFolder().path, "NO_AT_BRIDGE": "1", "GSETTINGS_BACKEND": "memory",
                "ADW_DEBUG_COLOR_SCHEME": scheme,
            ],
            program: URL(fileURLWithPath: "/usr/bin/xvfb-run")
        )
        #expect(result.stdout.contains("style \(style) choice system:sepia:dimmed"), "\(result.stdout)")
        #expect(result.stdout.contains("screenshot \(shot.path)\n"), "\(result.stdout)")
        let card = try GTKDemoTests.pixel(of: shot, x: 250, y: 205)  // inside the boxed list, between a row's title and value
        let header = try GTKDemoTests.pixel(of: shot, x: 300, y: 40)  // the header bar, right of the title
        let page = try GTKDemoTests.pixel(of: shot, x: 12, y: 300)
        try #require(card.count == 3 && header.count == 3 && page.count == 3)
        if style == "sepia" {
            // libadwaita's own: a white card, a grey (#ebebeb) header bar.
            #expect(card[0] - card[2] >= 20 && card != [255, 255, 255], "the card is warm: \(card)")
            #expect(header[0] - header[2] >= 20, "the header bar is warm: \(header)")
            #expect(card[1] > page[1] && header[1] < page[1], "the card brighter and the header darker than the page: \(card) \(header) \(page)")
        } else {
            // libadwaita's own dark header bar is a neutral #303030.
            #expect(header[2] - header[0] >= 8 && header[1] < 80, "the header bar is Dimmed's blue-grey: \(header)")
            #expect(card[2] - card[0] >= 8 && card[1] > page[1], "the card is a lighter blue-grey than the page: \(card) \(page)")
        }
    }
}

/// The Brand chosen beside the style colours libadwaita's accent (the chosen brand's check
/// mark is drawn in it): Forest's green in Light and in Dark, none without a brand.
struct GTKDemoBrandTests {
    @Test(arguments: [("light", "forest"), ("dark", "forest"), ("light", nil)] as [(String, String?)])
    func theBrandsAccentColoursTheWindow(preference: String, brand: String?) throws {
        guard try GTKDemoTests.demoIsAvailable() else { return }
        let shot = GTKDemoTests.screenshots.appendingPathComponent("gtk-settings-brand-\(brand ?? "none")-\(preference).png")
        let result = try CLI.run(
            ["-a", GTKDemoTests.demo.path, "--preference", preference, "--screenshot", shot.path, "--quit-after-ms", "4000"]
                + (brand.map { ["--brand", $0] } ?? ["--activate", preference]),
            environment: ["XDG_CONFIG_HOME": temporaryFolder().path, "NO_AT_BRIDGE": "1", "GSETTINGS_BACKEND": "memory"],
            program: URL(fileURLWithPath: "/usr/bin/xvfb-run")
        )
        #expect(result.stdout.contains("brand \(brand ?? "none")"), "\(result.stdout)")
        #expect(result.stdout.contains("screenshot \(shot.path)\n"), "\(result.stdout)")
        let script = IntegrationScripts.path("gtk/png_luminance.py")
        let counted = try CLI.run([script, shot.path, "--count-green"], program: URL(fileURLWithPath: testPython))
        let green = Int(counted.stdout.split(separator: " ").first ?? "") ?? -1
        if brand == nil {
            #expect(green == 0, "no green without a brand: \(counted.stdout)")
        } else {
            #expect(green >= 8, "Forest's green check mark: \(counted.stdout)")
        }
    }
}

/// Your colour: a colour picked in the colour button re-themes the whole window from its
/// Material scheme — the page is the scheme's surface (what `twilight scheme` prints), light
/// and dark — is kept with the choice for the next launch, and turning it off gives the
/// reference document's colours back.
struct GTKDemoYourColorTests {
    @Test(arguments: [("light", [246, 251, 244]), ("dark", [15, 21, 17])])
    func aPickedColourReThemesTheWindowAndIsKept(preference: String, surface: [Int]) throws {
        guard try GTKDemoTests.demoIsAvailable() else { return }
        let home = temporaryFolder()
        let shot = GTKDemoTests.screenshots.appendingPathComponent("gtk-settings-your-color-\(preference).png")
        let result = try GTKDemoTests.runDemo(
            ["--preference", preference, "--color", "#1b8a5a", "--screenshot", shot.path, "--quit-after-ms", "4000"],
            home: home
        )
        #expect(result.stdout.contains("your colour off\n"), "\(result.stdout)")
        #expect(result.stdout.contains("your colour #1b8a5a\npicked #1b8a5a\nscreenshot \(shot.path)\n"), "\(result.stdout)")
        // `twilight scheme '#1b8a5a' --format json`: surface #f6fbf4 (light), #0f1511 (dark).
        #expect(try GTKDemoTests.pixel(of: shot, x: 12, y: 300) == surface, "the page is the scheme's surface")
        let stored = try String(contentsOf: home.appendingPathComponent("twilight-demo.plist"), encoding: .utf8)
        #expect(stored.contains("<string>#1b8a5a</string>"), "\(stored)")

        // The next launch reads it back; no colour, and the reference document's colours return.
        let again = GTKDemoTests.screenshots.appendingPathComponent("gtk-your-color-kept-\(preference).png")
        let relaunched = try GTKDemoTests.runDemo(["--screenshot", again.path, "--quit-after-ms", "3000"], home: home)
        #expect(relaunched.stdout.contains("your colour #1b8a5a\n"), "\(relaunched.stdout)")
        #expect(try GTKDemoTests.pixel(of: again, x: 12, y: 300) == surface, "the kept colour's surface")
        let plain = GTKDemoTests.screenshots.appendingPathComponent("gtk-your-color-none-\(preference).png")
        let reference = try GTKDemoTests.runDemo(
            ["--preference", preference, "--screenshot", plain.path, "--quit-after-ms", "3000"],
            home: temporaryFolder()
        )
        #expect(reference.stdout.contains("your colour off\n"), "\(reference.stdout)")
        // The reference document's color.background: #f4f5f9 in Light, #111217 in Dark.
        #expect(try GTKDemoTests.pixel(of: plain, x: 12, y: 300) == (preference == "light" ? [244, 245, 249] : [17, 18, 23]))
    }

    @Test func aColourThatIsNotOneIsRefused() throws {
        guard try GTKDemoTests.demoIsAvailable() else { return }
        let result = try GTKDemoTests.runDemo(["--color", "greenish"], home: temporaryFolder())
        #expect(result.status != 0)
        #expect(result.stderr.contains("--color greenish: expected a colour written #rrggbb"), "\(result.stderr)")
    }
}

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

import Foundation
import Testing
import TwilightTestSupport

/// Exact output, byte for byte, against the files in `IntegrationTests/golden/` (escape sequences
/// included): the terminal demo's frames and the CLI's JSON. After an intended change,
/// `TWILIGHT_UPDATE_GOLDEN=1 swift test --filter GoldenOutputTests` rewrites them; review
/// the diff before committing.
@Suite struct GoldenOutputTests {
    let golden = GoldenFiles("../../IntegrationTests/golden")
    static let demo = CLI.executable.deletingLastPathComponent().appendingPathComponent("twilight-demo")

    @Test(arguments: ["main", "settings"], ["light", "dark"])
    func demoFramesPerColourProfile(screen: String, style: String) throws {
        for profile in ["truecolor", "256", "16", "none"] {
            let result = try CLI.run(
                ["--print-frame", screen, "--style", style, "--profile", profile, "--size", "80x24"],
                program: Self.demo
            )
            #expect(result.status == 0, "\(result.stderr)")
            try golden.expect(result.stdout, matches: "demo-\(screen)-\(style)-\(profile).golden")
        }
    }

    /// A token document's translucent surface and border (tints of black, as design systems
    /// write them) show in the terminal as over the page's background, not as solid black.
    @Test func translucentTokenBackgroundsShowOverThePage() throws {
        let document = temporaryFolder().appendingPathComponent("translucent.tokens.json")
        try Data(
            ##"{ "color": { "$type": "color", "background": { "$value": "#ffffff" }, "surface": { "$value": "#0000000f" }, "border": { "$value": "#0000001f" } } }"##
                .utf8
        )
        .write(to: document)
        let result = try CLI.run(
            ["--print-frame", "settings", "--style", "light", "--profile", "truecolor", "--tokens", document.path],
            program: Self.demo
        )
        #expect(result.status == 0, "\(result.stderr)")
        // Black at 6% over white: 255 × 0.94 = 239.7; at 12%: 255 × 0.88 = 224.4.
        #expect(result.stdout.contains("48;2;240;240;240m") && result.stdout.contains("48;2;224;224;224m"), "\(result.stdout)")
        #expect(!result.stdout.contains("48;2;0;0;0m"), "\(result.stdout)")
    }

    /// Your colour: every colour of the frame comes from the Material scheme of the picked
    /// colour (a green), the settings row shows it, in light and in dark.
    @Test(arguments: ["light", "dark"])
    func yourColourReThemesTheWholeFrame(style: String) throws {
        let result = try CLI.run(
            ["--print-frame", "settings", "--style", style, "--profile", "truecolor", "--size", "80x24", "--color", "#1b8a5a"],
            program: Self.demo
        )
        #expect(result.status == 0, "\(result.stderr)")
        try golden.expect(result.stdout, matches: "demo-settings-\(style)-your-color.golden")
        let reference = try String(contentsOf: golden.folder.appending(path: "demo-settings-\(style)-truecolor.golden"), encoding: .utf8)
        #expect(Self.colours(in: result.stdout).isDisjoint(with: Self.colours(in: reference)), "no colour of the reference document is left")
    }

    /// The truecolour colours a frame draws with (`38;2;R;G;B` and `48;2;R;G;B`).
    static func colours(in frame: String) -> Set<String> {
        Set(frame.matches(of: /[34]8;2;(\d+;\d+;\d+)m/).map { String($0.output.1) })
    }

    @Test func aBadFrameRequestSaysWhatIsExpected() throws {
        let result = try CLI.run(["--print-frame", "main", "--size", "80"], program: Self.demo)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--size 80: expected COLUMNSxROWS"))
        let color = try CLI.run(["--print-frame", "main", "--color", "navy"], program: Self.demo)
        #expect(color.status == 64)
        #expect(color.stderr.contains("--color navy: expected a colour as #rrggbb"), "\(color.stderr)")
    }

    @Test func contrastJSON() throws {
        try golden.expect(try CLI.run(["contrast", "#767676", "#ffffff", "--json"]).stdout, matches: "contrast.json")
    }

    @Test func colorJSON() throws {
        try golden.expect(try CLI.run(["color", "oklch(0.7 0.15 250)", "--json"]).stdout, matches: "color.json")
    }

    /// With every other source unreachable, the answer comes from `TWILIGHT_APPEARANCE`
    /// alone, or from nothing.
    @Test(arguments: ["dark", ""])
    func detectJSON(appearance: String) throws {
        let isolated = [
            "TWILIGHT_APPEARANCE": appearance, "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent",
            "PATH": "/nonexistent", "GTK_THEME": "", "HOME": "/nonexistent", "XDG_CONFIG_HOME": "/nonexistent",
        ]
        let result = try CLI.run(["detect", "--json", "--timeout-ms", "200"], environment: isolated)
        try golden.expect(result.stdout, matches: "detect-\(appearance.isEmpty ? "nothing" : appearance).json")
    }
}

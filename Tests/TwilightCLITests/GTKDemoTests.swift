import Foundation
import Testing
import TwilightTestSupport

/// `twilight-gtk-demo` as a real window under Xvfb: in-process screenshots, the settings
/// rows, the shared store, and the real portal. Needs the package built with the GTK trait
/// (`scripts/test.sh` does).
struct GTKDemoTests {
    static let demo = CLI.executable.deletingLastPathComponent().appendingPathComponent("twilight-gtk-demo")

    /// Whether the demo was built with GTK and Xvfb is there; otherwise a printed skip
    /// (a failure under `CI=true`).
    static func demoIsAvailable() throws -> Bool {
        guard partsAreInstalled(["/usr/bin/xvfb-run", testPython], for: "the GTK demo tests") else { return false }
        let probe = try CLI.run(["--quit-after-ms", "1"], environment: ["DISPLAY": ""], program: demo)
        guard !probe.stderr.contains("built without the GTK trait") else {
            reportMissingPart("twilight-gtk-demo was built without the GTK trait (swift build --traits GTK; scripts/test.sh does)")
            return false
        }
        return true
    }

    /// Runs the demo under `xvfb-run` with its own settings folder.
    static func runDemo(_ arguments: [String], home: URL) throws -> CLI.Result {
        try CLI.run(
            ["-a", demo.path] + arguments,
            environment: ["XDG_CONFIG_HOME": home.path, "NO_AT_BRIDGE": "1", "GSETTINGS_BACKEND": "memory"],
            program: URL(fileURLWithPath: "/usr/bin/xvfb-run")
        )
    }

    /// The median luminance of a screenshot, through Pillow.
    static func luminance(of png: URL) throws -> Double? {
        let script = IntegrationScripts.path("gtk/png_luminance.py")
        let result = try CLI.run([script, png.path], program: URL(fileURLWithPath: testPython))
        return Double(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The red, green and blue of one pixel of a screenshot.
    static func pixel(of png: URL, x: Int, y: Int) throws -> [Int] {
        let script = IntegrationScripts.path("gtk/png_luminance.py")
        let result = try CLI.run([script, png.path, "--pixel", String(x), String(y)], program: URL(fileURLWithPath: testPython))
        return result.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    static var screenshots: URL {
        let folder = ProcessInfo.processInfo.environment["TWILIGHT_SCREENSHOTS"].map { URL(fileURLWithPath: $0) } ?? temporaryFolder()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: [("dark", true), ("light", false)])
    func theWindowIsDrawnInTheChosenStyle(preference: String, dark: Bool) throws {
        guard try Self.demoIsAvailable() else { return }
        let shot = Self.screenshots.appendingPathComponent("gtk-\(preference).png")
        let result = try Self.runDemo(["--preference", preference, "--screenshot", shot.path, "--quit-after-ms", "4000"], home: temporaryFolder())
        #expect(result.status == 0, "\(result.stderr)")
        let label = preference.prefix(1).uppercased() + preference.dropFirst()
        #expect(result.stdout.contains("style \(preference) choice \(preference) label \(label)\n"), "\(result.stdout)")
        #expect(result.stdout.contains("screenshot \(shot.path)\n"), "\(result.stdout)")
        let luminance = try #require(try Self.luminance(of: shot))
        #expect(dark ? luminance < 0.2 : luminance > 0.8, "median luminance \(luminance)")
    }

    @Test func activatingTheDarkRowSwitchesAndIsKeptForTheNextLaunch() throws {
        guard try Self.demoIsAvailable() else { return }
        let home = temporaryFolder()
        let shot = Self.screenshots.appendingPathComponent("gtk-activated-dark.png")
        let result = try Self.runDemo(
            ["--preference", "light", "--activate", "dark", "--screenshot", shot.path, "--quit-after-ms", "4000"],
            home: home
        )
        #expect(result.stdout.contains("style light choice light label Light\n"), "\(result.stdout)")
        #expect(result.stdout.contains("chose dark\n"), "\(result.stdout)")
        #expect(result.stdout.contains("style dark choice dark label Dark\n"), "\(result.stdout)")
        let luminance = try #require(try Self.luminance(of: shot))
        #expect(luminance < 0.2, "median luminance \(luminance)")
        // The same store as the terminal demo: the reference app's `dark_mode` = `Dark`.
        let stored = try String(contentsOf: home.appendingPathComponent("twilight-demo.plist"), encoding: .utf8)
        #expect(stored.contains("<key>dark_mode</key>") && stored.contains("<string>Dark</string>"), "\(stored)")
        let relaunched = try Self.runDemo(["--quit-after-ms", "1500"], home: home)
        #expect(relaunched.stdout.hasPrefix("style dark choice dark label Dark\n"), "\(relaunched.stdout)")
    }

    /// Day and night: with no desktop to ask (Xvfb), the system says nothing, so the pair's
    /// day style is in force; the pair is kept beside the reference app's `dark_mode`.
    @Test func choosingADayNightPairUsesItsDayStyleAndIsKept() throws {
        guard try Self.demoIsAvailable() else { return }
        let home = temporaryFolder()
        let shot = Self.screenshots.appendingPathComponent("gtk-settings-pair.png")
        let result = try Self.runDemo(
            ["--preference", "light", "--activate", "system:sepia:dimmed", "--screenshot", shot.path, "--quit-after-ms", "4000"],
            home: home
        )
        #expect(result.stdout.contains("chose system:sepia:dimmed\n"), "\(result.stdout)")
        #expect(result.stdout.contains("style sepia choice system:sepia:dimmed label Sepia\n"), "\(result.stdout)")
        let luminance = try #require(try Self.luminance(of: shot))
        #expect(luminance > 0.6, "sepia is light: median luminance \(luminance)")
        let page = try Self.pixel(of: shot, x: 12, y: 300)  // the page's margin, beside the cards
        #expect(page.count == 3 && page[0] - page[2] > 20, "the page is sepia (warm), not grey: \(page)")
        let stored = try String(contentsOf: home.appendingPathComponent("twilight-demo.plist"), encoding: .utf8)
        #expect(stored.contains("<string>System</string>") && stored.contains("<key>dark_mode.pair</key>"), "\(stored)")
        let relaunched = try Self.runDemo(["--quit-after-ms", "1500"], home: home)
        #expect(relaunched.stdout.hasPrefix("style sepia choice system:sepia:dimmed label Sepia\n"), "\(relaunched.stdout)")
    }

    @Test func aPairTheDemoDoesNotOfferIsRefused() throws {
        guard try Self.demoIsAvailable() else { return }
        let result = try Self.runDemo(["--preference", "system:sepia:night"], home: temporaryFolder())
        #expect(result.status != 0)
        #expect(result.stderr.contains("system:DAY:NIGHT with DAY light or sepia"), "\(result.stderr)")
    }

    /// On System, the window follows GNOME's colour scheme through the real portal.
    @Test func onSystemTheWindowFollowsTheRealPortal() throws {
        guard try Self.demoIsAvailable() else { return }
        guard let text = try runWithRealPortal([Self.demo.path, "--preference", "system"]) else { return }
        let styles = text.split(separator: "\n").filter { $0.hasPrefix("style ") }.map { String($0.split(separator: " ")[1]) }
        // light at start (GNOME default), dark after prefer-dark, light again after prefer-light
        let collapsed = styles.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        #expect(collapsed == ["light", "dark", "light"], "\(text)")
    }

    /// With `--tokens`, a save re-colours the window: the page and libadwaita's palette
    /// take the saved colour. (The reload arrives on a main-actor task, which never ran
    /// inside GTK's main loop before TwilightGTK drained the main queue there.)
    @Test func theWindowFollowsItsTokenDocument() throws {
        guard try Self.demoIsAvailable() else { return }
        let folder = temporaryFolder()
        let document = folder.appending(path: "reference.resolver.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: IntegrationScripts.path("studio/reference-with-failing-pairs.resolver.json")),
            to: document
        )
        let shot = Self.screenshots.appendingPathComponent("gtk-tokens-reloaded.png")
        // The dark background (#111217, once in the file) is replaced three seconds after the window starts (it is mapped after about 1.5 s).
        let edit = "s/#111217/#400000/"
        let script =
            "(sleep 3; sed -i '\(edit)' \(document.path)) & exec /usr/bin/xvfb-run -a \(Self.demo.path) --tokens \(document.path) --preference dark --screenshot-after-reload \(shot.path) --quit-after-ms 6000"
        let result = try CLI.run(
            ["-c", script],
            environment: ["XDG_CONFIG_HOME": folder.path, "NO_AT_BRIDGE": "1", "GSETTINGS_BACKEND": "memory"],
            program: URL(fileURLWithPath: "/bin/sh")
        )
        #expect(try String(contentsOf: document, encoding: .utf8).contains("#400000"), "the test's edit was made")
        #expect(result.stdout.contains("tokens reloaded\n"), "\(result.stdout)")
        #expect(result.stdout.contains("screenshot \(shot.path)\n"), "\(result.stdout)")
        let pixel = try Self.pixel(of: shot, x: 200, y: 500)
        #expect(pixel.count == 3 && zip(pixel, [0x40, 0, 0]).allSatisfy { abs($0 - $1) <= 2 }, "\(pixel)")
    }
}

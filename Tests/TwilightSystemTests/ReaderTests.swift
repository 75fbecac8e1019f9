import Foundation
import Testing
import Twilight
import TwilightColor
import TwilightTestSupport

@testable import TwilightSystem

/// Each fallback source's parsing.
@Suite struct ReaderTests {
    @Test func environmentOverride() {
        #expect(EnvironmentReader.parse("dark") == PartialAppearance(colorScheme: .dark))
        #expect(EnvironmentReader.parse("LIGHT") == PartialAppearance(colorScheme: .light))
        #expect(EnvironmentReader.parse("high-contrast-dark") == PartialAppearance(colorScheme: .dark, contrast: .high))
        #expect(EnvironmentReader.parse("purple") == .nothing)
        #expect(EnvironmentReader.parse(nil) == .nothing)
    }

    @Test func aGTKThemeIsJudgedByItsVariantOrItsOwnColours() throws {
        let data = scratchFolder("gtk-themes")
        func install(_ name: String, version: String, css: String) throws {
            let folder = data.appending(path: "themes/\(name)/\(version)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(css.utf8).write(to: folder.appending(path: "gtk.css"))
        }
        try install("Arc-Dark", version: "gtk-3.0", css: "/* Arc */\n@define-color theme_bg_color #383c4a;\n@define-color theme_fg_color #d3dae3;\n")
        try install("Nightfall", version: "gtk-4.0", css: "@define-color window_bg_color #fafafa;\n")
        let folders = ["/nonexistent", data.path]
        #expect(GTKThemeVariableReader.scheme(ofTheme: "Adwaita:dark", dataFolders: folders) == .dark)
        #expect(GTKThemeVariableReader.scheme(ofTheme: "Adwaita:light", dataFolders: folders) == .light)
        #expect(GTKThemeVariableReader.scheme(ofTheme: "Arc-Dark", dataFolders: folders) == .dark)
        #expect(GTKThemeVariableReader.scheme(ofTheme: "Nightfall", dataFolders: folders) == .light, "its colours, not its name")
        #expect(GTKThemeVariableReader.scheme(ofTheme: "Solarized-dark", dataFolders: folders) == nil, "a name alone says nothing")
        #expect(GTKThemeVariableReader.scheme(ofTheme: "../themes/Arc-Dark", dataFolders: folders) == nil)
    }

    @Test func gsettingsOutput() {
        #expect(GSettingsReader.parseColorScheme("'prefer-dark'\n") == .dark)
        #expect(GSettingsReader.parseColorScheme("'prefer-light'\n") == .light)
        #expect(GSettingsReader.parseColorScheme("'default'\n") == .unspecified)
        #expect(GSettingsReader.parseColorScheme("No such schema") == nil)
    }

    @Test func kdeglobalsIsJudgedByTheWindowBackground() {
        #expect(KDEGlobalsReader.parse("[Colors:Window]\nBackgroundNormal=32,35,38\n") == PartialAppearance(colorScheme: .dark))
        #expect(KDEGlobalsReader.parse("[Colors:Window]\nBackgroundNormal=239,240,241\n") == PartialAppearance(colorScheme: .light))
        #expect(KDEGlobalsReader.parse("[Colors:View]\nBackgroundNormal=0,0,0\n") == .nothing)
        // The colours decide, never the name: a light scheme called "Midnight", a dark one called "Paper".
        #expect(
            KDEGlobalsReader.parse("[General]\nColorScheme=MidnightBlue\n[Colors:Window]\nBackgroundNormal=250,250,250\n")
                == PartialAppearance(colorScheme: .light)
        )
        #expect(KDEGlobalsReader.parse("[General]\nColorScheme=BreezeDark\n") == .nothing, "a name alone says nothing")
    }

    @Test func aSchemeNamedWithoutItsColoursIsReadFromItsColorsFile() async throws {
        let config = scratchFolder("kde-config")
        let data = scratchFolder("kde-data")
        try FileManager.default.createDirectory(at: data.appending(path: "color-schemes"), withIntermediateDirectories: true)
        try Data("[General]\nColorScheme=Paper\n".utf8).write(to: config.appending(path: "kdeglobals"))
        try Data("[General]\nName=Paper\n[Colors:Window]\nBackgroundNormal=20,22,24\n".utf8).write(
            to: data.appending(path: "color-schemes/Paper.colors")
        )
        let environment = DetectionEnvironment(variables: [
            "XDG_CONFIG_HOME": config.path, "XDG_DATA_HOME": data.path, "XDG_DATA_DIRS": "/nonexistent",
        ])
        #expect(await KDEGlobalsReader().read(in: environment, until: .now + .seconds(1)).colorScheme == .dark)
        // A scheme name that would leave the folder is not followed.
        try Data("[General]\nColorScheme=../color-schemes/Paper\n".utf8).write(to: config.appending(path: "kdeglobals"))
        #expect(await KDEGlobalsReader().read(in: environment, until: .now + .seconds(1)) == .nothing)
    }

    @Test func portalValuesOfTheWrongTypeAreIgnored() {
        var appearance = PartialAppearance()
        PortalSettings.apply("color-scheme", .variant(.uint32(1)), to: &appearance)
        PortalSettings.apply("contrast", .uint32(1), to: &appearance)
        PortalSettings.apply("reduced-motion", .string("yes"), to: &appearance)
        PortalSettings.apply("accent-color", .structure([.double(2), .double(0), .double(0)]), to: &appearance)
        #expect(appearance.colorScheme == .dark)
        #expect(appearance.contrast == .high)
        #expect(appearance.reducedMotion == nil)
        #expect(appearance.accentColor == .some(nil))
        PortalSettings.apply("color-scheme", .string("dark"), to: &appearance)
        PortalSettings.apply("color-scheme", .uint32(7), to: &appearance)
        #expect(appearance.colorScheme == .dark)
    }
}

/// Night schedules by clock and by the sun.
@Suite struct ScheduleTests {
    let utc = TimeZone(identifier: "UTC")!

    func date(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        return formatter.date(from: text)!
    }

    @Test func clockNightWrapsPastMidnight() {
        let schedule = NightSchedule(from: (21, 0), to: (7, 0), timeZone: utc)
        #expect(schedule.isNight(at: date("2026-11-22T22:00:00Z")))
        #expect(schedule.isNight(at: date("2026-11-22T06:59:00Z")))
        #expect(!schedule.isNight(at: date("2026-11-22T07:00:00Z")))
        #expect(!schedule.isNight(at: date("2026-11-22T12:00:00Z")))
        #expect(schedule.nextChange(after: date("2026-11-22T12:00:00Z")) == date("2026-11-22T21:00:00Z"))
        #expect(schedule.nextChange(after: date("2026-11-22T21:00:00Z")) == date("2026-11-23T07:00:00Z"))
    }

    @Test func parsing() {
        #expect(NightSchedule(parsing: "21:30-06:15", timeZone: utc) == NightSchedule(from: (21, 30), to: (6, 15), timeZone: utc))
        #expect(NightSchedule(parsing: "51.5,-0.13") == NightSchedule(latitude: 51.5, longitude: -0.13))
        #expect(NightSchedule(parsing: "25:00-06:00") == nil)
        #expect(NightSchedule(parsing: "north") == nil)
    }

    /// Compared with NOAA's solar calculator: within three minutes.
    @Test(arguments: [
        // London, summer solstice 2024: sunrise 03:43 UTC, sunset 20:21 UTC.
        (51.5074, -0.1278, "2024-06-21T12:00:00Z", "2024-06-21T03:43:00Z", "2024-06-21T20:21:00Z"),
        // New York, winter solstice 2024: sunrise 12:16 UTC, sunset 21:32 UTC.
        (40.7128, -74.0060, "2024-12-21T17:00:00Z", "2024-12-21T12:16:00Z", "2024-12-21T21:32:00Z"),
    ])
    func sunriseAndSunset(latitude: Double, longitude: Double, noon: String, sunrise: String, sunset: String) throws {
        let times = SolarTimes.times(on: date(noon), latitude: latitude, longitude: longitude)
        guard case .at(let rise) = times.sunrise, case .at(let set) = times.sunset else {
            Issue.record("no sunrise or sunset")
            return
        }
        #expect(abs(rise.timeIntervalSince(date(sunrise))) < 180, "sunrise \(rise)")
        #expect(abs(set.timeIntervalSince(date(sunset))) < 180, "sunset \(set)")
        let schedule = NightSchedule(latitude: latitude, longitude: longitude)
        #expect(!schedule.isNight(at: date(noon)))
        #expect(schedule.isNight(at: set.addingTimeInterval(60)))
        #expect(schedule.nextChange(after: date(noon)).map { abs($0.timeIntervalSince(set)) < 1 } == true)
    }

    @Test func polarNightAndMidnightSun() {
        let tromso = NightSchedule(latitude: 69.65, longitude: 18.96)
        #expect(tromso.isNight(at: date("2024-12-21T12:00:00Z")))
        #expect(!tromso.isNight(at: date("2024-06-21T00:00:00Z")))
    }
}

/// A `gsettings` that hangs and ignores `SIGTERM`, as a wedged one does.
@Suite("gsettings that hangs", .serialized)
struct HangingGSettingsTests {
    /// The processes whose command line mentions `marker`.
    static func running(_ marker: String) -> Int {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return pids.filter { pid in
            guard pid.allSatisfy(\.isNumber), let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            guard let state = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), !state.contains(") Z ") else { return false }
            return String(decoding: data, as: UTF8.self).contains(marker)
        }.count
    }

    @Test(.timeLimit(.minutes(1)))
    func aCommandIgnoringSIGTERMIsKilledReapedAndNeverDuplicated() async throws {
        let folder = scratchFolder("twilight-gsettings")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = folder.appendingPathComponent("gsettings").path
        try Data("#!/usr/bin/python3\nimport signal, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\ntime.sleep(60)\n".utf8)
            .write(to: URL(fileURLWithPath: fake))
        unsafe #expect(chmod(fake, 0o755) == 0)
        let reader = GSettingsReader(executable: fake)
        let environment = DetectionEnvironment(variables: ["XDG_CURRENT_DESKTOP": "GNOME", "PATH": "/usr/bin:/bin"])

        var most = 0
        for _ in 0..<10 {  // a poller every 100 ms
            // Waiting for the child (60 s each) would pass the suite's time limit.
            let answer = await reader.read(in: environment, until: .now + .milliseconds(100))
            #expect(answer == .nothing)
            most = max(most, Self.running(fake))
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(most <= 1, "never more than one at a time")
        #expect(try await eventually { Self.running(fake) == 0 }, "killed and reaped")
    }
}

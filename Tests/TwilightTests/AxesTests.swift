import Foundation
import Testing
import TwilightColor
import TwilightTestSupport

@testable import Twilight

let oceanText = RGBAColor(red: 0, green: 0.4, blue: 0.5)
let oceanNightText = RGBAColor(red: 0.6, green: 0.9, blue: 1)

/// A text colour per look: the ocean brand has its own, by day and by night.
@MainActor let brandedText = ThemeProvider<RGBAColor>.readingLook { look in
    switch (look.axes["brand"], look.isDark) {
    case ("ocean", true): oceanNightText
    case ("ocean", false): oceanText
    case (_, true): darkText
    default: lightText
    }
}

/// Axes beside the style: names and values checked, chosen independently of the style,
/// kept by the stores, delivered through the same sweep as a style change.
@Suite("Axes")
@MainActor
struct AxesTests {
    // MARK: The value

    @Test func textFormRoundTripsSortedByAxis() throws {
        let axes = try ThemeAxes(parsing: "density=compact,brand=ocean")
        #expect(axes.description == "brand=ocean,density=compact")
        #expect(try ThemeAxes(parsing: axes.description) == axes)
        #expect(axes["brand"] == "ocean" && axes["contrast"] == nil)
        #expect(try ThemeAxes(parsing: "").isEmpty)
        #expect(axes.values.keys.sorted() == ["brand", "density"])
    }

    @Test(arguments: [
        ("brand", "an axis name is"),  // no '=': the part is not AXIS=VALUE
        ("Brand=ocean", "starts with a lower-case letter"),
        ("br:and=ocean", "only a-z, 0-9 and '-', not \":\""),
        ("theme=dark", "'theme' names the style itself"),
        ("system=x", "'system' names the style itself"),
        ("brand=oc=ean", "contains \"=\""),
        ("brand=a b", "white space"),
        ("brand=\u{7}", "control character"),
        ("brand=", "the value is empty"),
        ("brand=a,brand=b", "the axis brand is given twice"),
        ("brand=a;density=b", "contains \";\""),
    ])
    func badTextIsRefusedNamingTheValueAndTheRule(text: String, problem: String) {
        let error = #expect(throws: InvalidNameError.self) { try ThemeAxes(parsing: text) }
        let message = error?.description ?? ""
        if text == "brand" {
            #expect(message.contains("expected AXIS=VALUE"), "\(message)")
        } else {
            #expect(message.contains(problem), "\(message)")
        }
        #expect(message.contains("cannot be chosen on an axis"), "\(message)")
    }

    @Test func aStyleIsANameAndTheLookCarriesTheAxes() throws {
        let plain = try JSONEncoder().encode(ThemeStyle.dark)
        #expect(String(decoding: plain, as: UTF8.self) == #""dark""#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ThemeStyle.self, from: Data(#"{"style":"dark"}"#.utf8)) }
        let ocean = ThemeLook(.dark, axes: ["brand": "ocean"], isDark: true)
        #expect(ocean.style == .dark && ocean.isDark)
        #expect(ocean != ThemeLook(.dark, isDark: true) && ocean != ThemeLook(.dark, axes: ["brand": "forest"], isDark: true))
        #expect(ocean.description == "dark (brand=ocean)")
        #expect(
            ThemeStyles([.light, "dimmed"], dark: ["dimmed"]).look("dimmed", axes: ["brand": "ocean"])
                == ThemeLook("dimmed", axes: ["brand": "ocean"], isDark: true)
        )
    }

    // MARK: Providers

    @Test func providersThatDoNotAskForAxesAreGivenTheStyleAlone() {
        var seen: [ThemeStyle] = []
        let provider = ThemeProvider<Int> { style in
            seen.append(style)
            return style == .dark ? 1 : 0
        }
        #expect(provider(ThemeLook(.dark, axes: ["brand": "ocean"], isDark: true)) == 1, "style == .dark keeps its meaning")
        #expect(seen == [.dark])
        let reading = ThemeProvider<String?>.readingLook { $0.axes["brand"] }
        #expect(reading(ThemeLook(.dark, axes: ["brand": "ocean"], isDark: true)) == "ocean")
        #expect(reading.map { $0 ?? "none" }(.light) == "none", "map keeps reading the look")
    }

    @Test func aLightAndDarkProviderFollowsTheLooksDarknessNotTheName() {
        let manager = makeManager(.fixed("dimmed"))
        let label = Label()
        label.theme(on: manager).textColor = ThemeProvider(light: lightText, dark: darkText)
        #expect(label.textColor == lightText, "undeclared, dimmed is a light style")
        manager.styles = ThemeStyles([.light, .dark, "dimmed"], dark: [.dark, "dimmed"])
        #expect(label.textColor == darkText, "declared dark, it gets the dark value at once")
        #expect(manager.look.isDark && manager.toolkitAppearance == .dark)
        manager.preference = .fixed("midnight")
        #expect(label.textColor == lightText, "a name is never taken as a sign of darkness")
    }

    // MARK: The manager

    @Test func anAxisIsChosenBesideTheStyleAndDeliveredOnce() {
        let manager = makeManager(.system, system: .dark)
        let label = Label()
        var plainDeliveries = 0
        label.theme(on: manager).textColor = brandedText
        label.theme(on: manager).opacity = ThemeProvider { _ in
            plainDeliveries += 1
            return 1
        }
        var observed: [ThemeLook] = []
        let token = manager.observe { observed.append($0.look) }
        #expect(label.textColor == darkText)

        manager.choice.axes["brand"] = "ocean"
        #expect(label.textColor == oceanNightText, "the brand beside the system's dark")
        #expect(manager.style == .dark, "the style is still the style")
        #expect(observed == [ThemeLook(.dark, axes: ["brand": "ocean"], isDark: true)], "observers are told once, with the brand")
        manager.choice.axes["brand"] = "ocean"
        #expect(observed.count == 1, "choosing the same value delivers nothing")

        manager.systemAppearance = SystemAppearance(colorScheme: .light)
        #expect(label.textColor == oceanText, "the brand stays while the system turns light")
        manager.choice.axes = ThemeAxes()
        #expect(label.textColor == lightText)
        #expect(observed.map(\.style) == [.dark, .light, .light])
        #expect(observed.map(\.axes) == [["brand": "ocean"], ["brand": "ocean"], [:]])
        #expect(plainDeliveries >= 3, "bindings are re-applied on an axes change")
        withExtendedLifetime(token) {}
    }

    @Test func anOverriddenSubtreeKeepsTheChosenAxes() {
        let manager = makeManager(.light)
        manager.styles = ThemeStyles([.light, .dark, "dimmed"], dark: [.dark, "dimmed"])
        manager.choice.axes = ["brand": "ocean", "density": "compact"]
        let root = Label()
        let sidebar = Label()
        let item = Label()
        root.add(sidebar, on: manager)
        sidebar.add(item, on: manager)
        for label in [root, sidebar, item] { label.theme(on: manager).textColor = brandedText }
        sidebar.theme(on: manager).overrideStyle = "dimmed"
        #expect(root.textColor == oceanText)
        #expect(item.textColor == oceanNightText, "the override's style, dark as the styles say, with the chosen brand")
        #expect(manager.effectiveLook(of: item) == ThemeLook("dimmed", axes: ["brand": "ocean", "density": "compact"], isDark: true))
        #expect(item.theme(on: manager).effectiveStyle == "dimmed")
    }

    @Test func anAxesChangeAnimatesLikeAStyleChange() {
        let clock = ManualFrameClock()
        let manager = makeManager(.light, clock: clock)
        manager.transition = Transition(duration: .milliseconds(300), curve: .linear)
        let label = Label()
        label.theme(on: manager).textColor = brandedText
        manager.choice.axes["brand"] = "ocean"
        #expect(label.textColor == lightText, "the change starts where the value is")
        clock.advance(by: .milliseconds(300))
        #expect(label.textColor == oceanText)
    }

    @Test func typedThemeProvideruesCanReadAxes() {
        let manager = makeManager(.dark)
        manager.register(ThemeProvider<String>.readingLook { "\($0.style)/\($0.axes["brand"] ?? "-")" })
        var seen: [String] = []
        let token = manager.observe(theme: String.self) { seen.append($0) }
        manager.choice.axes["brand"] = "ocean"
        #expect(seen == ["dark/-", "dark/ocean"])
        #expect(manager.theme(String.self) == "dark/ocean")
        withExtendedLifetime(token) {}
    }

    // MARK: Stores

    @Test func theAxesAreKeptAcrossLaunchesInEveryStore() throws {
        let folder = scratchFolder("twilight-axes")
        let suite = "twilight-axes-\(UUID().uuidString)"
        let stores: [any PreferenceStore] = [
            InMemoryPreferenceStore(),
            JSONFilePreferenceStore(url: folder.appending(path: "settings.json"), user: "alice"),
            UserDefaultsPreferenceStore(suiteName: suite),
        ]
        for store in stores {
            let manager = ThemeManager(store: store)
            manager.preference = .system
            manager.choice.axes = ["brand": "ocean", "density": "compact"]
            #expect(manager.lastStoreError == nil)
            let relaunched = ThemeManager(store: store)
            #expect(relaunched.choice == ThemeChoice(.system, axes: ["brand": "ocean", "density": "compact"]), "\(type(of: store))")
            relaunched.choice.axes = ThemeAxes()
            #expect(try store.loadChoice() == ThemeChoice(.system), "\(type(of: store))")
        }
    }

    @Test func unreadableStoredAxesAreReportedKeptAsideAndNeverDropped() throws {
        let url = scratchFolder("twilight-axes").appending(path: "settings.json")
        let text = #"{"version": 1, "preferences": {"alice": "dark"}, "axes": {"alice": {"brand": "oc ean"}}}"#
        try Data(text.utf8).write(to: url)
        let manager = ThemeManager(store: JSONFilePreferenceStore(url: url, user: "alice"))
        // The choice is one record: one part unreadable, the whole is reported and kept.
        #expect(manager.choice == ThemeChoice(), "following the system meanwhile")
        let error = try #require(manager.lastStoreError)
        #expect(error.kind == PreferenceStoreError.Kind.unknownValue)
        #expect(error.description.contains("axes.alice is {\"brand\":\"oc ean\"}"), "\(error)")
        #expect(error.description.contains("white space"), "\(error)")
        let aside = try #require(error.keptAside)
        #expect(try String(contentsOfFile: aside, encoding: .utf8) == text)
        #expect(try String(contentsOf: url, encoding: .utf8) == text, "the file itself is untouched")
    }
}

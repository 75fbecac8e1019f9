import Foundation
import Testing
import Twilight
import TwilightColor

/// "Your colour": a scheme grown from the colour the person picked, kept on an axis of the
/// choice, re-theming everything bound to the manager.
@Suite("Your colour: PickedColor")
@MainActor
struct PickedColorTests {
    let brandPurple = RGBAColor(red8: 0x67, green8: 0x50, blue8: 0xa4)
    let picked = RGBAColor(red8: 0x1b, green8: 0x8a, blue8: 0x5a)

    var yourColor: PickedColor { PickedColor(axis: "color", default: brandPurple) }

    func expected(_ seed: RGBAColor, isDark: Bool, contrastLevel: Double = 0) -> DynamicScheme {
        DynamicScheme(seed: seed, isDark: isDark, contrastLevel: contrastLevel).keepingContrastPromises()
    }

    @Test func pickingAColourReThemesEverythingBoundAtOnce() {
        let manager = makeManager(.light)
        let yourColor = yourColor
        let title = Label()
        let button = Label()
        title.theme(on: manager).textColor = .readingLook { yourColor.scheme(for: $0)[.onSurface] }
        button.theme(on: manager).backgroundColor = .readingLook { yourColor.scheme(for: $0)[.primary] }
        button.theme(on: manager).textColor = .readingLook { yourColor.scheme(for: $0)[.onPrimary] }
        let purple = expected(brandPurple, isDark: false)
        #expect(title.textColor == purple[.onSurface] && button.backgroundColor == purple[.primary], "the default seed's scheme")

        manager.choice.axes[yourColor.axis] = picked.hexString
        #expect(yourColor.color(in: manager.choice.axes) == picked)
        let green = expected(picked, isDark: false)
        #expect(button.backgroundColor == green[.primary] && button.textColor == green[.onPrimary] && title.textColor == green[.onSurface])
        #expect(button.backgroundColor != purple[.primary], "a green seed gives another primary")

        manager.preference = .dark
        let greenNight = expected(picked, isDark: true)
        #expect(button.backgroundColor == greenNight[.primary], "the colour stays when the style changes")
        #expect(manager.choice.axes["color"] == "#1b8a5a")

        manager.choice.axes["color"] = nil
        #expect(button.backgroundColor == expected(brandPurple, isDark: true)[.primary], "back to the default seed")
    }

    @Test func theSchemeKeepsTheContrastEachRolePromises() {
        let manager = makeManager(.light)
        manager.choice.axes["color"] = "#6750a4"
        let drawn = yourColor.scheme(for: manager.look)
        #expect(drawn.unkeptPromises.isEmpty, "\(drawn.unkeptPromises)")
        // Material's own light primary carries white at 6.46:1 where 7:1 is promised.
        #expect(drawn[.onPrimary].contrastRatio(with: drawn[.primary]) >= 7)
        #expect(drawn != DynamicScheme(seed: brandPurple, isDark: false))
    }

    @Test func highContrastLooksGetTheHighContrastScheme() {
        let manager = makeManager(system: .dark)
        manager.styles.highContrastVariants[.dark] = .highContrastDark
        manager.choice.axes["color"] = picked.hexString
        let label = Label()
        let yourColor = yourColor
        label.theme(on: manager).textColor = .readingLook { yourColor.scheme(for: $0)[.onSurfaceVariant] }
        #expect(label.textColor == expected(picked, isDark: true)[.onSurfaceVariant])
        manager.systemAppearance.contrast = .high
        #expect(manager.style == .highContrastDark)
        #expect(label.textColor == expected(picked, isDark: true, contrastLevel: 1)[.onSurfaceVariant])
        #expect(label.textColor != expected(picked, isDark: true)[.onSurfaceVariant])
    }

    @Test(arguments: ["#12", "navy", "#zzzzzz", "#6750a4ff00"])
    func aValueThatIsNotAColourGetsTheDefaultSeedAndIsKept(value: String) throws {
        let manager = makeManager(.light)
        manager.choice.axes = try ThemeAxes(validating: ["color": value])
        #expect(yourColor.color(in: manager.choice.axes) == nil)
        #expect(yourColor.scheme(for: manager.look) == expected(brandPurple, isDark: false))
        #expect(manager.choice.axes["color"] == value, "the stored choice is never rewritten")
    }

    /// Copies share what is made, on any thread: schemes asked for at once from many tasks
    /// are the schemes made one by one.
    @Test func schemesAreSharedAcrossThreads() async {
        let yourColor = yourColor
        let hues = (0..<6).map { HCT(hue: Double($0) * 60, chroma: 40, tone: 50).color.hexString }
        let looks: [ThemeLook] = (0..<24).map { index in
            let isDark = index % 2 == 1
            return ThemeLook(isDark ? .dark : .light, axes: ["color": hues[index % 6]], isDark: isDark)
        }
        let together = await withTaskGroup(of: (Int, DynamicScheme).self) { group in
            for (index, look) in looks.enumerated() { group.addTask { (index, yourColor.scheme(for: look)) } }
            var schemes = [Int: DynamicScheme]()
            for await (index, scheme) in group { schemes[index] = scheme }
            return schemes
        }
        for (index, look) in looks.enumerated() {
            #expect(together[index] == expected(yourColor.color(in: look.axes)!, isDark: look.isDark))
        }
    }

    @Test func aTranslucentPickGrowsTheSameSchemeAsItsOpaqueColour() {
        let look = ThemeLook(.light, axes: ["color": picked.withAlpha(0.5).hexString], isDark: false)
        #expect(yourColor.scheme(for: look) == expected(picked, isDark: false))
    }

    /// The colour is part of the choice: a store keeps it with the style, and a manager
    /// made later (the next launch) draws the same scheme.
    @Test func thePickedColourIsKeptWithTheChoiceAcrossLaunches() throws {
        let folder = TemporaryFolder()
        let url = folder.file("prefs.json")
        let first = ThemeManager(store: JSONFilePreferenceStore(url: url), systemAppearance: SystemAppearance(colorScheme: .dark))
        try first.setChoice(ThemeChoice(.system, axes: ["color": picked.hexString]))
        let next = ThemeManager(store: JSONFilePreferenceStore(url: url), systemAppearance: SystemAppearance(colorScheme: .dark))
        #expect(next.choice == ThemeChoice(.system, axes: ["color": "#1b8a5a"]))
        #expect(yourColor.scheme(for: next.look) == expected(picked, isDark: true))
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("#1b8a5a"), "\(text)")
    }
}

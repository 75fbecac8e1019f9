#if GTK
import CAdwaita
import Testing
import Twilight
import TwilightColor
@testable import TwilightGTK

/// libadwaita's named colours for custom styles: derived, readable, and loaded on a change.
@MainActor
@Suite(.serialized) struct AdwaitaPaletteTests {
    nonisolated static let sepia = AdwaitaPalette(
        background: try! RGBAColor(hex: "#f1e7d0"),
        foreground: try! RGBAColor(hex: "#3b2f20"),
        accent: try! RGBAColor(hex: "#a0522d")
    )
    nonisolated static let dimmed = AdwaitaPalette(
        background: try! RGBAColor(hex: "#22272e"),
        foreground: try! RGBAColor(hex: "#adbac7"),
        accent: try! RGBAColor(hex: "#539bf5")
    )

    @Test(arguments: [sepia, dimmed])
    func everyTextColourIsReadableOnItsSurface(palette: AdwaitaPalette) throws {
        for surface in ["window", "view", "headerbar", "card", "dialog", "popover"] {
            let text = try #require(palette["\(surface)_fg_color"])
            let background = try #require(palette["\(surface)_bg_color"])
            #expect(text.contrastRatio(with: background) >= AdwaitaPalette.textContrast, "\(surface): \(text) on \(background)")
        }
        let accent = try #require(palette["accent_color"])
        #expect(accent.contrastRatio(with: palette["window_bg_color"]!) >= 4.5)
        #expect(accent.contrastRatio(with: palette["view_bg_color"]!) >= 4.5)
        let label = try #require(palette["accent_fg_color"])
        #expect(label == .white || label == .black)
        #expect(Set(palette.colors.keys) == Set(AdwaitaPalette.names))
    }

    @Test func surfacesKeepThePagesHueAndStandOffAsAdwaitasDo() throws {
        // Sepia: warm surfaces (red above blue), the view brighter than the window and the
        // header bar darker, as Adwaita's light palette has them.
        let window = try #require(Self.sepia["window_bg_color"])
        for name in ["view_bg_color", "card_bg_color", "headerbar_bg_color"] {
            let color = try #require(Self.sepia[name])
            #expect(color.red - color.blue > 0.08, "\(name) \(color.hexString) is warm")
        }
        #expect(Self.sepia["view_bg_color"]!.oklch.l > window.oklch.l)
        #expect(Self.sepia["headerbar_bg_color"]!.oklch.l < window.oklch.l)
        // Dimmed: cards and the header bar lighter than the window, the view darker.
        let night = try #require(Self.dimmed["window_bg_color"])
        #expect(Self.dimmed["card_bg_color"]!.oklch.l > night.oklch.l)
        #expect(Self.dimmed["headerbar_bg_color"]!.oklch.l > night.oklch.l)
        #expect(Self.dimmed["view_bg_color"]!.oklch.l < night.oklch.l)
    }

    @Test func aTextColourThatIsTooFaintIsDarkenedUntilReadable() throws {
        let faint = AdwaitaPalette(background: .white, foreground: try RGBAColor(hex: "#b0b0b0"), accent: try RGBAColor(hex: "#ffcc00"))
        #expect(faint["window_fg_color"]!.contrastRatio(with: .white) >= 4.5)
        #expect(faint["window_fg_color"]!.contrastRatio(with: .white) < 4.7, "the smallest change, not black")
        #expect(faint["accent_bg_color"] == (try RGBAColor(hex: "#ffcc00")), "the accent as a surface is kept")
        #expect(faint["accent_fg_color"] == .black, "black reads better on yellow")
        #expect(faint["accent_color"]!.contrastRatio(with: .white) >= 4.5, "yellow text is darkened")
    }

    @Test func overridesAreTakenAsGivenAndTheCSSDefinesEachName() throws {
        let card = try RGBAColor(hex: "#fffaf0")
        let palette = AdwaitaPalette(
            background: try RGBAColor(hex: "#f1e7d0"),
            foreground: try RGBAColor(hex: "#3b2f20"),
            accent: try RGBAColor(hex: "#a0522d"),
            overrides: ["card_bg_color": card]
        )
        #expect(palette["card_bg_color"] == card)
        let lines = palette.css.split(separator: "\n")
        #expect(lines.count == AdwaitaPalette.names.count)
        #expect(lines.first == "@define-color window_bg_color #f1e7d0;")
        #expect(lines.contains("@define-color card_bg_color #fffaf0;"))
        #expect(lines.contains("@define-color shade_color rgba(0, 0, 0, 0.07);"))
    }

    /// A colour outside sRGB (Rec. 2020's green, OKLCH hue 152.6°) is mapped into sRGB keeping
    /// its hue, as the terminal and the CSS fallbacks map it; clipped, as before, it was
    /// sRGB's own green, 142.5°.
    @Test func aColourOutsideSRGBKeepsItsHue() throws {
        let green = PredefinedColorSpace.rec2020.color(SIMD3(0, 1, 0))
        let written = AdwaitaPalette.cssColor(green)
        let hue = try RGBAColor(hex: written).oklch.h
        #expect(abs(hue - green.oklch.h) < 3 && abs(green.oklch.h - 152.6) < 0.1, "\(written): hue \(hue)")
    }

    @Test func theBridgeLoadsThePaletteOfTheStyleInForce() {
        guard GTKTestDisplay.ready() else { return }
        let manager = ThemeManager(store: InMemoryPreferenceStore())
        let bridge = AdwaitaStyleBridge(manager: manager)
        bridge.palette = ThemeProvider(["sepia": Self.sepia, "dimmed": Self.dimmed], default: nil)
        #expect(bridge.paletteCSS.isEmpty, "light: libadwaita's own colours")
        manager.preference = .fixed("sepia")
        #expect(GTKTestDisplay.iterate(until: { bridge.paletteCSS == Self.sepia.css }))
        #expect(!bridge.isDark)
        manager.preference = .fixed("dimmed")
        #expect(GTKTestDisplay.iterate(until: { bridge.paletteCSS == Self.dimmed.css }))
        manager.preference = .dark
        #expect(GTKTestDisplay.iterate(until: { bridge.paletteCSS.isEmpty }))
    }

    /// A palette that reads the axes is given them, and a change of brand alone (the style
    /// staying) loads the brand's palette.
    @Test func aBrandChangesThePaletteWithoutAChangeOfStyle() {
        guard GTKTestDisplay.ready() else { return }
        let manager = ThemeManager(store: InMemoryPreferenceStore())
        manager.preference = .fixed("sepia")
        let bridge = AdwaitaStyleBridge(manager: manager)
        bridge.palette = ThemeProvider.readingLook { look in look.axes["brand"] == "ocean" ? Self.dimmed : Self.sepia }
        #expect(bridge.paletteCSS == Self.sepia.css)
        manager.choice.axes = ["brand": "ocean"]
        #expect(GTKTestDisplay.iterate(until: { bridge.paletteCSS == Self.dimmed.css }), "the brand's palette is loaded")
        #expect(manager.style == "sepia")
        manager.choice.axes = ThemeAxes()
        #expect(GTKTestDisplay.iterate(until: { bridge.paletteCSS == Self.sepia.css }))
    }
}
#endif

#if GTK
import CAdwaita
import Testing
import Twilight
@testable import TwilightGTK

/// The manager's preference drives libadwaita's colour scheme; libadwaita reports back.
@MainActor
@Suite(.serialized) struct AdwaitaStyleBridgeTests {
    @Test func thePreferenceSetsTheColourScheme() {
        guard GTKTestDisplay.ready() else { return }
        let manager = ThemeManager(store: InMemoryPreferenceStore())
        let bridge = AdwaitaStyleBridge(manager: manager)
        #expect(bridge.colorScheme == ADW_COLOR_SCHEME_DEFAULT)
        #expect(manager.systemAppearance.sources.colorScheme == AppearanceSource("libadwaita"))

        manager.preference = .dark
        #expect(GTKTestDisplay.iterate(until: { bridge.colorScheme == ADW_COLOR_SCHEME_FORCE_DARK }))
        #expect(bridge.isDark)
        #expect(manager.style == .dark)

        manager.preference = .fixed("sepia")
        #expect(GTKTestDisplay.iterate(until: { bridge.colorScheme == ADW_COLOR_SCHEME_FORCE_LIGHT }))
        #expect(!bridge.isDark)

        manager.preference = .system
        #expect(GTKTestDisplay.iterate(until: { bridge.colorScheme == ADW_COLOR_SCHEME_DEFAULT }))
        // No portal here: libadwaita falls back to GSettings, whose scheme is `default`.
        #expect(manager.systemAppearance.colorScheme == .light)
        #expect(manager.style == .light)
    }

    @Test func aConfiguredDarkDefaultMakesLibadwaitaPreferDarkSoBothAgree() {
        guard GTKTestDisplay.ready() else { return }
        let manager = ThemeManager(store: InMemoryPreferenceStore(), styles: ThemeStyles([.light, .dark], default: .dark))
        let bridge = AdwaitaStyleBridge(manager: manager)
        #expect(bridge.colorScheme == ADW_COLOR_SCHEME_PREFER_DARK)
        // The system (GSettings `default`) expresses no preference: both fall back to dark.
        #expect(bridge.isDark)
        #expect(manager.style == .dark)

        manager.styles = ThemeStyles([.light, .dark], default: .light)
        #expect(GTKTestDisplay.iterate(until: { bridge.colorScheme == ADW_COLOR_SCHEME_DEFAULT }))
        #expect(!bridge.isDark)
        #expect(manager.style == .light)
    }
}
#endif

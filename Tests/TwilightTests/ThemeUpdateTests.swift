import Foundation
import Testing
import Twilight

/// Every way to hear a change hears the same ``ThemeUpdate``: the look in force (its style,
/// axes, darkness, contrast) and the choice that produced it.
@Suite("Manager: what observers hear")
@MainActor
struct ThemeUpdateTests {
    static let styles = ThemeStyles([.light, .dark, "highContrastDark"], dark: [.dark], highContrast: [.dark: "highContrastDark"])

    /// A brand chosen beside the same style is heard by a closure, an async sequence and the
    /// notification, with the brand in the look and the choice, once.
    @Test func aBrandChangeIsHeardWithTheLookByTheClosureTheSequenceAndTheNotification() async {
        let manager = ThemeManager(systemAppearance: SystemAppearance(colorScheme: .dark), styles: Self.styles, frameClock: ManualFrameClock())
        var closure: [ThemeUpdate] = []
        let token = manager.observe { closure.append($0) }
        var updates = manager.updates().makeAsyncIterator()
        #expect(await updates.next()?.look == ThemeLook(.dark, isDark: true), "what is in force first")
        var notified: [ThemeUpdate] = []
        let observer = NotificationCenter.default.addObserver(forName: ThemeManager.themeDidChangeNotification, object: manager, queue: nil) { note in
            let update = ThemeUpdate(note)
            MainActor.assumeIsolated { if let update { notified.append(update) } }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        manager.choice.axes["brand"] = "ocean"
        let expected = ThemeUpdate(
            look: ThemeLook(.dark, axes: ["brand": "ocean"], isDark: true),
            choice: ThemeChoice(.system, axes: ["brand": "ocean"])
        )
        #expect(closure == [expected])
        #expect(notified == [expected])
        #expect(await updates.next() == expected)
        withExtendedLifetime(token) {}
    }

    /// A new choice that leaves the look as it was (Dark chosen while the system is dark) is
    /// heard by observers, with the choice; bindings, which only apply looks, are not run.
    @Test func aNewChoiceWithTheSameLookIsHeardButBindingsAreNotRunAgain() {
        let manager = ThemeManager(systemAppearance: SystemAppearance(colorScheme: .dark), styles: Self.styles, frameClock: ManualFrameClock())
        let label = Label()
        var applied = 0
        label.theme(on: manager).customization = ThemeProvider { _ in applied += 1 }
        var heard: [ThemeChoice] = []
        let token = manager.observe { heard.append($0.choice) }
        manager.preference = .dark
        #expect(heard == [ThemeChoice(.dark)])
        #expect(applied == 1, "the binding's first apply only")
        manager.preference = .dark
        #expect(heard.count == 1, "the same choice again is nothing")
        withExtendedLifetime(token) {}
    }

    /// The look says whether the style is a high-contrast variant, as the styles say.
    @Test func theLookSaysHighContrast() {
        let manager = ThemeManager(
            systemAppearance: SystemAppearance(colorScheme: .dark, contrast: .high),
            styles: Self.styles,
            frameClock: ManualFrameClock()
        )
        #expect(manager.look == ThemeLook("highContrastDark", isDark: true, isHighContrast: true))
        manager.systemAppearance = SystemAppearance(colorScheme: .dark)
        #expect(manager.look.isHighContrast == false)
        #expect(manager.look.isDark)
    }
}

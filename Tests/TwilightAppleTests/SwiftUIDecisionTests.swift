import Testing
import Twilight

@testable import TwilightApple

/// What the SwiftUI glue decides, on Linux: the look a subtree is drawn in, and one
/// appearance controller per scene whatever the number of `themed(by:)` calls, stopped
/// when it leaves.
@Suite("SwiftUI glue: decisions")
@MainActor
struct SwiftUIDecisionTests {
    static let styles = ThemeStyles([.light, .dark, "sepia", "dimmed"], dark: [.dark, "dimmed"])

    @Test func aSubtreeIsDrawnInTheStyleSetOnItElseInItsColorScheme() {
        let set = EnvironmentLook.look(style: "dimmed", schemeIsDark: false, styles: Self.styles, axes: ["brand": "ocean"])
        #expect(
            set == ThemeLook("dimmed", axes: ["brand": "ocean"], isDark: true),
            "the style set wins over the scheme; the styles say dimmed is dark"
        )
        #expect(EnvironmentLook.look(style: nil, schemeIsDark: true, styles: Self.styles, axes: [:]) == ThemeLook(.dark, isDark: true))
        #expect(EnvironmentLook.look(style: nil, schemeIsDark: false, styles: Self.styles, axes: [:]).style == .light)
        #expect(EnvironmentLook.look(style: "sepia", schemeIsDark: true, styles: Self.styles, axes: [:]).isDark == false)
    }

    @Test func aSubtreesOwnAxesGoOnTopOfTheInheritedOnesAndItsStyleSaysTheScheme() {
        let below = EnvironmentLook.axes(["density": "compact"], over: ["brand": "ocean", "density": "comfortable"])
        #expect(below == ["brand": "ocean", "density": "compact"])
        #expect(EnvironmentLook.schemeIsDark(below: "dimmed", styles: Self.styles))
        #expect(!EnvironmentLook.schemeIsDark(below: "sepia", styles: Self.styles))
    }

    /// A `Color` that follows the environment is resolved by UIKit from traits: the style and
    /// axes bridged there, dark as the interface style is.
    @Test func aDynamicColourResolvesInTheLookOfItsTraits() {
        #expect(
            EnvironmentLook.look(style: "dimmed", axes: ["brand": "ocean"], interfaceIsDark: true)
                == ThemeLook("dimmed", axes: ["brand": "ocean"], isDark: true)
        )
        #expect(EnvironmentLook.look(style: nil, axes: [:], interfaceIsDark: true) == ThemeLook(.dark, isDark: true))
        #expect(EnvironmentLook.look(style: nil, axes: [:], interfaceIsDark: false) == ThemeLook(.light, isDark: false))
    }

    /// The first frame: before the manager hears the system (it is told right after
    /// SwiftUI's update, never during it), a choice that follows the system is drawn in the
    /// style it gives for the window's colour scheme, not in the default style.
    @Test func theFirstFrameFollowsTheWindowsSchemeUntilTheManagerHearsTheSystem() {
        let pair = ThemePreference.system(light: "sepia", dark: "dimmed")
        let unknown = SystemAppearance.unknown
        #expect(EnvironmentLook.rootStyle(manager: .light, choice: .system, system: unknown, styles: Self.styles, schemeIsDark: true) == .dark)
        #expect(EnvironmentLook.rootStyle(manager: .light, choice: pair, system: unknown, styles: Self.styles, schemeIsDark: true) == "dimmed")
        #expect(EnvironmentLook.rootStyle(manager: .light, choice: pair, system: unknown, styles: Self.styles, schemeIsDark: false) == "sepia")
        // Once heard, or for a fixed choice, the manager's style is the one.
        let heard = SystemAppearance(colorScheme: .light)
        #expect(EnvironmentLook.rootStyle(manager: "sepia", choice: pair, system: heard, styles: Self.styles, schemeIsDark: true) == "sepia")
        #expect(EnvironmentLook.rootStyle(manager: .dark, choice: .dark, system: unknown, styles: Self.styles, schemeIsDark: false) == .dark)
    }

    final class Scene {}
    final class View {}
    /// Stands in for an appearance controller: counts how often it was stopped.
    final class Controller: AppearanceFollower {
        let manager: ThemeManager
        private(set) var stops = 0
        init(_ manager: ThemeManager) { self.manager = manager }
        func stop() { stops += 1 }
    }

    @Test func aSceneGetsOneControllerHoweverManyViewsAreThemed() {
        let followers = AppearanceFollowers()
        let scene = Scene()
        let manager = ThemeManager()
        let views = (0..<5).map { _ in View() }
        var made: [Controller] = []
        for _ in 0..<3 {
            for view in views {
                followers.follow(scene, by: manager, for: view) {
                    made.append(Controller(manager))
                    return made.last!
                }
            }
        }
        #expect(made.count == 1)
        #expect(followers.count == 1)
        #expect(made[0].stops == 0)

        // A view in another scene gets that scene its own.
        let other = Scene()
        let elsewhere = View()
        followers.follow(other, by: manager, for: elsewhere) {
            made.append(Controller(manager))
            return made.last!
        }
        #expect(made.count == 2)
        #expect(followers.count == 2)
    }

    /// Two managers themed on one scene: the first view's controller keeps it, however often
    /// both views update; none is made or stopped again (a churn of controllers, each adding
    /// a registration, was the defect).
    @Test func twoManagersOnOneSceneDoNotReplaceEachOthersController() {
        let followers = AppearanceFollowers()
        let scene = Scene()
        let (first, second) = (ThemeManager(), ThemeManager())
        let (a, b) = (View(), View())
        var made: [Controller] = []
        for _ in 0..<50 {
            followers.follow(scene, by: first, for: a) {
                made.append(Controller(first))
                return made.last!
            }
            followers.follow(scene, by: second, for: b) {
                made.append(Controller(second))
                return made.last!
            }
        }
        #expect(made.count == 1)
        #expect(made.allSatisfy { $0.stops == 0 })
        #expect((followers.follower(of: scene) as? Controller)?.manager === first)

        // The first view leaves: its controller is stopped (registrations removed, overrides
        // undone) and the waiting view's is made.
        followers.release(a)
        #expect(made.count == 2)
        #expect(made[0].stops == 1)
        #expect((followers.follower(of: scene) as? Controller)?.manager === second)
        #expect(followers.count == 1)
    }

    @Test func aViewThatChangesManagerStopsTheOldController() {
        let followers = AppearanceFollowers()
        let scene = Scene()
        let view = View()
        var made: [Controller] = []
        for manager in [ThemeManager(), ThemeManager()] {
            followers.follow(scene, by: manager, for: view) {
                made.append(Controller(manager))
                return made.last!
            }
        }
        #expect(made.count == 2)
        #expect(made.map(\.stops) == [1, 0])
        #expect(followers.count == 1)
    }

    @Test func aSceneThatWentAwayHasItsControllerStopped() {
        let followers = AppearanceFollowers()
        let manager = ThemeManager()
        let view = View()
        var gone: Controller?
        do {
            let scene = Scene()
            followers.follow(scene, by: manager, for: view) {
                gone = Controller(manager)
                return gone!
            }
        }
        let (later, next) = (View(), Scene())
        followers.follow(next, by: manager, for: later) { Controller(manager) }
        #expect(gone?.stops == 1, "the gone scene's controller was stopped")
        #expect(followers.count == 1)
        withExtendedLifetime((later, next)) {}
    }
}

/// Bars on iOS 15 and later draw with appearance objects: a themed colour goes into each,
/// merged into the app's own.
@Suite("UIKit bars: where a themed colour goes")
struct BarAppearancePlanTests {
    typealias Slot = BarAppearancePlan.Slot

    @Test func aBarWithOnlyTheStandardAppearanceKeepsItsColourAtTheScrollEdge() {
        let writes = BarAppearancePlan.writes(present: [.standard])
        #expect(writes.map(\.slot) == [.standard, .scrollEdge])
        #expect(writes.last?.base == .standard, "the unset scroll edge, transparent by default, starts from the standard look")
    }

    @Test func everyAppearanceTheAppSetIsWrittenFromItsOwnObject() {
        let writes = BarAppearancePlan.writes(present: Set(Slot.allCases))
        #expect(writes.map(\.slot) == [.standard, .compact, .scrollEdge, .compactScrollEdge])
        #expect(writes.allSatisfy { $0.slot == $0.base })
    }

    /// A title style that a style leaves out (`nil`) clears what the previous style wrote
    /// into the bar's appearances; keys the app set itself stay.
    @Test func aNilTitleStyleClearsWhatThePreviousStyleWrote() {
        let app = ["font": "Avenir", "kern": "1"]
        let dark = BarAppearancePlan.titleAttributes(app, replacing: nil, with: ["color": "white", "font": "Bold"])
        #expect(dark == ["color": "white", "font": "Bold", "kern": "1"])
        let cleared = BarAppearancePlan.titleAttributes(dark, replacing: ["color": "white", "font": "Bold"], with: nil)
        #expect(cleared == ["kern": "1"], "the themed colour and font are gone, the app's kern stays")
        let light = BarAppearancePlan.titleAttributes(dark, replacing: ["color": "white", "font": "Bold"], with: ["color": "black"])
        #expect(light == ["color": "black", "kern": "1"], "a key the new style does not set is not left from the old one")
    }

    @Test func unsetCompactAppearancesAreLeftToFallBack() {
        let writes = BarAppearancePlan.writes(present: [.standard, .scrollEdge])
        #expect(!writes.contains { $0.slot == .compact || $0.slot == .compactScrollEdge })
        #expect(writes.first { $0.slot == .scrollEdge }?.base == .scrollEdge)
    }
}

/// UIKit picks an asset's image by the interface style, not by Twilight's trait: a dynamic
/// image carries one image per interface style, never two that UIKit cannot tell apart.
@Suite("UIKit images: one per interface style")
struct ImageRegistrationTests {
    @Test func lightAndDarkAreTheImagesOfALightAndADarkInterface() {
        let styles = ThemeStyles([.light, .dark, "sepia", "dimmed"], dark: [.dark, "dimmed"])
        let chosen = ImageRegistrations.styles(for: styles)
        #expect(chosen.light == .light)
        #expect(chosen.dark == .dark, "sepia and dimmed are not registered beside them: UIKit would not tell them apart")
    }

    @Test func withoutTheBuiltInStylesTheDefaultAndTheFirstOfTheOtherDarkness() {
        let styles = ThemeStyles(["sepia", "dimmed", "night"], dark: ["dimmed", "night"], default: "sepia")
        #expect(ImageRegistrations.styles(for: styles) == ("sepia", "dimmed"))
        let paper = ThemeStyles(["paper"], dark: [], default: "paper")
        #expect(ImageRegistrations.styles(for: paper) == ("paper", .dark))
    }
}

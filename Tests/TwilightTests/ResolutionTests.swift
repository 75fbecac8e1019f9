import Foundation
import Testing
import Twilight

@Suite("Resolution: the decision table")
struct ResolutionTests {
    static let table: [(SystemColorScheme, ThemePreference, ThemeStyle)] = [
        (.unspecified, .system, .light), (.unspecified, .dark, .dark), (.unspecified, .light, .light),
        (.unspecified, .fixed(.sepia), .sepia),
        (.light, .system, .light), (.light, .dark, .dark), (.light, .light, .light), (.light, .fixed(.sepia), .sepia),
        (.dark, .system, .dark), (.dark, .dark, .dark), (.dark, .light, .light), (.dark, .fixed(.sepia), .sepia),
    ]

    @Test(arguments: table)
    func everyCellOfTheDecisionTable(system: SystemColorScheme, preference: ThemePreference, expected: ThemeStyle) {
        let resolved = ThemeStyles.standard.resolve(preference, system: SystemAppearance(colorScheme: system))
        #expect(resolved == expected)
    }

    @Test func configuredDefaultAppliesOnlyWhenTheSystemIsUnspecified() {
        let resolver = ThemeStyles([.light, .dark], default: .dark)
        #expect(resolver.resolve(.system, system: SystemAppearance(colorScheme: .unspecified)) == .dark)
        #expect(resolver.resolve(.system, system: SystemAppearance(colorScheme: .light)) == .light)
        #expect(resolver.resolve(.light, system: SystemAppearance(colorScheme: .unspecified)) == .light)
    }

    @Test func highContrastVariantIsChosenOnlyUnderHighContrast() {
        let resolver = ThemeStyles([.light, .dark], highContrast: [.dark: .highContrastDark])
        let highDark = SystemAppearance(colorScheme: .dark, contrast: .high)
        #expect(resolver.resolve(.system, system: highDark) == .highContrastDark)
        #expect(resolver.resolve(.dark, system: SystemAppearance(colorScheme: .light, contrast: .high)) == .highContrastDark)
        #expect(resolver.resolve(.system, system: SystemAppearance(colorScheme: .dark)) == .dark)
        #expect(resolver.resolve(.light, system: highDark) == .light, "no variant registered for light")
    }
}

@Suite("Style names and preference text")
struct StyleNameTests {
    @Test(arguments: ["light", "dark", "sepia", "high-contrast.dark_2", "夜"])
    func validNamesAreAccepted(name: String) throws {
        #expect(try ThemeStyle(validating: name).rawValue == name)
        #expect(try ThemePreference(parsing: name) == .fixed(ThemeStyle(validating: name)))
    }

    @Test(arguments: [
        ("", "empty"), (" ", "white space"), ("dark mode", "white space"), ("a\u{7}b", "control"),
        ("system", "reserved"), (String(repeating: "x", count: 65), "longer than 64"),
    ])
    func invalidNamesSayWhatIsWrong(name: String, problem: String) {
        #expect(ThemeStyle(rawValue: name) == nil)
        #expect {
            try ThemeStyle(validating: name)
        } throws: { error in
            (error as! InvalidNameError).description.contains(problem)
        }
    }

    @Test func systemParsesAsFollowingTheSystem() throws {
        #expect(try ThemePreference(parsing: "system") == .system)
        #expect(ThemePreference.system.description == "system")
        #expect(ThemePreference.fixed(.sepia).description == "sepia")
    }
}

@Suite("Coding styles and preferences")
struct StyleCodingTests {
    @Test func stylesAndPreferencesRoundTripAsPlainStrings() throws {
        let encoded = try JSONEncoder().encode([ThemePreference.system, .dark, .fixed("sepia")])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["system","dark","sepia"]"#)
        #expect(try JSONDecoder().decode([ThemePreference].self, from: encoded) == [.system, .dark, .fixed("sepia")])
        #expect(try JSONDecoder().decode([ThemeStyle].self, from: Data(#"["light","highContrastDark"]"#.utf8)) == [.light, "highContrastDark"])
    }

    @Test func anInvalidNameIsADecodingErrorSayingWhy() {
        for type in [ThemeStyle.self, ThemePreference.self] as [any Decodable.Type] {
            do {
                _ = try JSONDecoder().decode(type, from: Data(#"" ""#.utf8))
                Issue.record("decoded a blank name as \(type)")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.debugDescription.contains("white space"), "\(context.debugDescription)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}

/// The styles said once: which are dark, their variants, the default.
@Suite struct ThemeStylesTests {
    @Test func aStyleIsDarkOnlyWhenDeclaredOrTheVariantOfOneThatIs() {
        let styles = ThemeStyles(
            [.light, .dark, "dimmed", "midnight"],
            dark: [.dark, "dimmed"],
            highContrast: [.dark: "highContrastDark", .light: "highContrastLight"]
        )
        #expect(styles.isDark(.dark) && styles.isDark("dimmed") && styles.isDark("highContrastDark"))
        #expect(!styles.isDark("midnight"), "a name is never taken as a sign")
        #expect(!styles.isDark("highContrastLight") && !styles.isDark(.light))
        #expect(Array(styles) == [.light, .dark, "dimmed", "midnight"], "the variants are not listed")
        let literal: ThemeStyles = [.light, "sepia", .dark, "sepia"]
        #expect(Array(literal) == [.light, "sepia", .dark] && literal.darkStyles == [.dark])
    }

    @Test func aPairFollowsTheDefaultsDarknessWhenTheSystemSaysNothing() {
        let pair = ThemePreference.system(light: "sepia", dark: "dimmed")
        let system = SystemAppearance(colorScheme: .unspecified)
        #expect(ThemeStyles([.light, .dark, "dimmed"], dark: [.dark, "dimmed"], default: "dimmed").resolve(pair, system: system) == "dimmed")
        #expect(ThemeStyles([.light, .dark, "dimmed"], default: "dimmed").resolve(pair, system: system) == "sepia", "undeclared, dimmed is light")
    }
}

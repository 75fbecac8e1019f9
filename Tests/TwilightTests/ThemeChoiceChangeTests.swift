import Testing
import Twilight

/// A change names what it changes and leaves every other part of a choice as it was.
@Suite("A change to a choice")
struct ThemeChoiceChangeTests {
    static let stored = ThemeChoice(.fixed("sepia"), axes: ["brand": "ocean", "density": "compact"])

    @Test func aStyleChangeKeepsTheAxes() {
        #expect(ThemeChoiceChange(preference: .dark).applied(to: Self.stored) == ThemeChoice(.dark, axes: ["brand": "ocean", "density": "compact"]))
    }

    @Test func anAxisChangeKeepsTheStyleAndTheOtherAxes() {
        let change = ThemeChoiceChange(axes: ["brand": "forest"])
        #expect(change.applied(to: Self.stored) == ThemeChoice(.fixed("sepia"), axes: ["brand": "forest", "density": "compact"]))
    }

    @Test func aClearedAxisGoesBackToTheDefaultAndAValueWinsOverClearingIt() {
        #expect(ThemeChoiceChange(clearing: ["density"]).applied(to: Self.stored) == ThemeChoice(.fixed("sepia"), axes: ["brand": "ocean"]))
        let both = ThemeChoiceChange(preference: .system, axes: ["density": "cozy"], clearing: ["density", "brand"])
        #expect(both.clearedAxes == ["brand"])
        #expect(both.applied(to: Self.stored) == ThemeChoice(.system, axes: ["density": "cozy"]))
    }

    @Test func namesThatCannotBeAxesNameNothing() {
        let change = ThemeChoiceChange(clearing: ["brand,density", "Brand", "", "theme"])
        #expect(change.clearedAxes.isEmpty)
        #expect(change.isEmpty)
        #expect(change.applied(to: Self.stored) == Self.stored)
        #expect(!ThemeChoiceChange(clearing: ["brand"]).isEmpty)
    }
}

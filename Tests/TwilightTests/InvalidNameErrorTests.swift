import Testing
import Twilight

/// One error for text that cannot name a style, an axis or a page's markup: each names the
/// text and the rule, worded for what the text was to name.
@Suite("Errors: text that cannot be a name")
struct InvalidNameErrorTests {
    @Test func aStyleNameSaysWhatAValidOneIs() {
        let error = #expect(throws: InvalidNameError.self) { try ThemeStyle(validating: "night mode") }
        #expect(error?.text == "night mode")
        #expect(error?.problem == "it contains white space")
        #expect(error?.description.hasPrefix("\"night mode\" is not a valid style name: it contains white space (a style name is 1 to 64") == true)
    }

    @Test func aPreferenceNamesTheWholeTextAndThePartThatIsWrong() {
        let error = #expect(throws: InvalidNameError.self) { try ThemePreference(parsing: "system:sepia:night mode") }
        #expect(error?.text == "system:sepia:night mode")
        #expect(error?.description.contains("'night mode'") == true)
        #expect(error?.description.contains("is not a valid style name") == true)
    }

    @Test func anAxisSaysWhatAValidAxisAndValueAre() {
        let error = #expect(throws: InvalidNameError.self) { try ThemeAxes(parsing: "Brand=ocean") }
        #expect(error?.text == "Brand")
        #expect(error?.description.hasPrefix("\"Brand\" cannot be chosen on an axis: an axis name starts with a lower-case letter") == true)
        #expect(error?.description.contains("an axis is 1 to 32 characters") == true)
    }
}
